//! Pictures of Parlor game states.
//!
//! Each game's drawing ([`Drawing`], looked up by kind in [`drawing()`]) lays
//! the game's public view out as a [`Scene`] ([`scene()`]): what to draw, as
//! data, with every word in the room's language and the alt text's sentences.
//! The painters ([`paint`]) turn any scene into a PNG ([`picture`]) or an SVG
//! document ([`svg`]); [`alt_text`] is the scene's. [`style`] holds the drawing
//! kit (imageproc on `image` buffers, the shipped font, colours), [`header`]
//! the header every picture opens with, [`encode`] the PNG encoding, [`words`]
//! the one door to the catalogue. [`tournament`] draws a tournament's standings
//! (table, crosstable or bracket) and a round's pairings, which are not a game's;
//! [`review`] a game review's pictures (a move played and a better one on the
//! position before, the winning chance over the game); [`chart`] the rating
//! chart of `/stats`.
//!
//! Only public views are drawn, so a picture never shows a secret. Every
//! function takes the language of its words as a parameter.

pub mod acey_ducey;
pub mod animation;
pub mod chart;
pub mod checkers;
pub mod crown_anchor;
pub mod drawing;
pub mod encode;
pub mod header;
pub mod hot_spot;
pub mod line;
pub mod number_one;
pub mod paint;
pub mod plain;
pub mod review;
pub mod samples;
pub mod scene;
pub mod style;
pub mod tournament;
pub mod trespass;
pub mod words;

pub use drawing::{drawing, Drawing};
pub use scene::Scene;

use parlor_games::i18n::Locale;
use parlor_games::{AnyGame, GameKind};

// The pictures' words: `render/locales/<lang>/pictures*.ftl`.
parlor_games::catalog_files!(
    "render",
    [
        "pictures",
        "pictures-number-one",
        "pictures-acey-ducey",
        "pictures-line",
        "pictures-crown-and-anchor",
        "pictures-tournament",
        "pictures-review",
    ]
);

/// The scene of a game's public view: `names` are the players' names by seat,
/// written in the header (and where each player's things are; a seat without
/// a name is called by its colour), `locale` the language of every word.
pub fn scene(game: &AnyGame, names: &[&str], locale: Locale) -> Scene {
    drawing(game.kind()).scene(game, names, locale)
}

/// The PNG picture of a game's public view ([`scene()`] painted).
pub fn picture(game: &AnyGame, names: &[&str], locale: Locale) -> Vec<u8> {
    drawing(game.kind()).picture(game, names, locale)
}

/// The SVG picture of a game's public view ([`scene()`] painted), for web pages.
pub fn svg(game: &AnyGame, names: &[&str], locale: Locale) -> String {
    paint::svg(&scene(game, names, locale))
}

/// The most Discord lets an attachment's description be, in characters.
pub const ALT_TEXT_LIMIT: usize = 1024;

/// Words a screen reader can speak for [`picture`] of the same game: the game,
/// the players, whose turn it is (or the result), the last move and the score
/// or material, from the scene of the public view (never a secret), at most
/// [`ALT_TEXT_LIMIT`] characters, in `locale`.
pub fn alt_text(game: &AnyGame, names: &[&str], locale: Locale) -> String {
    limit_alt_text(drawing(game.kind()).alt_text(game, names, locale))
}

/// `text` cut to [`ALT_TEXT_LIMIT`] characters at a word, with an ellipsis.
pub fn limit_alt_text(text: String) -> String {
    if text.chars().count() <= ALT_TEXT_LIMIT {
        return text;
    }
    let cut: String = text.chars().take(ALT_TEXT_LIMIT - 1).collect();
    let cut = match cut.rfind(' ') {
        Some(at) if at > ALT_TEXT_LIMIT / 2 => &cut[..at],
        _ => cut.as_str(),
    };
    format!("{}…", cut.trim_end())
}

/// Draws one picture of each layout in each language (backgrounds, sprites and
/// learned palettes, a few tens of milliseconds each, once per process), so that the first
/// picture of each game is as quick as the rest. `parlor serve` runs it on a
/// thread of its own at start-up.
pub fn warm() {
    let names = samples::CROWN_ANCHOR_NAMES;
    let mut games = vec![
        AnyGame::from(samples::hot_spot_placement()),
        AnyGame::from(samples::trespass_secrets()),
        AnyGame::from(samples::acey_ducey_set_up()),
        AnyGame::CrownAndAnchor(samples::crown_anchor_first_round()),
        AnyGame::from(samples::checkers_game(1, 0)),
    ];
    games.extend((2..=4).map(|players| AnyGame::from(samples::number_one_game(players, 1, 0))));
    games.extend(samples::LINE_VARIANTS.map(|variant| AnyGame::from(samples::line_game(variant, 1, 0))));
    // Every language: a background holds words, so each has its own.
    let (lines, marks, plies) = samples::review_chart(2, 40, 1);
    for locale in Locale::ALL {
        for game in &games {
            picture(game, &names, locale);
        }
        review::chance_chart(&lines, &marks, plies, locale);
    }
    tournament::warm();
}

/// The text diagram of a game's public view, plain ASCII. Always in English,
/// whatever the room's language: diagrams are for terminals and local mode, and
/// never sent to Discord.
pub fn diagram(game: &AnyGame, names: &[&str]) -> String {
    drawing(game.kind()).diagram(game, names)
}

/// [`picture`] and [`alt_text`] of the same game, from one scene: what a reply
/// with a board posts.
pub fn picture_and_alt_text(game: &AnyGame, names: &[&str], locale: Locale) -> (Vec<u8>, String) {
    let (png, text) = drawing(game.kind()).picture_and_alt_text(game, names, locale);
    (png, limit_alt_text(text))
}

/// The attachment name for a picture of `kind`, e.g. `hot-spot.png`.
pub fn picture_file_name(kind: GameKind) -> String {
    format!("{}.png", kind.name())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_picture_word_is_in_every_language_with_the_same_placeholders() {
        let files = parlor_games::i18n::Files::named("render").expect("render's files are handed in");
        assert!(files.ids().contains("pictures-to-move"), "the files are read");
        let problems = files.check();
        assert!(problems.is_empty(), "{problems:#?}");
    }

    #[test]
    fn picture_files_are_named_after_the_game() {
        assert_eq!(picture_file_name(GameKind::HotSpot), "hot-spot.png");
        assert_eq!(picture_file_name(GameKind::CrownAndAnchor), "crown-and-anchor.png");
    }

    #[test]
    fn long_alt_text_is_cut_at_a_word_to_the_limit() {
        let text = "word ".repeat(400);
        let cut = limit_alt_text(text);
        assert!(cut.chars().count() <= ALT_TEXT_LIMIT && cut.ends_with("word…"), "{cut}");
        assert_eq!(limit_alt_text("short".to_owned()), "short");
    }
}
