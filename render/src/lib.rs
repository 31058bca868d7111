//! Pictures of Parlor game states.
//!
//! Each game has a module that turns the game's public view into PNG bytes
//! (`picture`), words a screen reader can speak for it (`alt_text`) and a
//! plain-ASCII diagram for terminals (`diagram`). [`style`] holds the drawing
//! kit they share (imageproc on `image` buffers, the shipped font, colours),
//! [`header`] the header every picture opens with (the players by name, who is
//! to move), and [`encode`] the PNG encoding (the `png` crate). The functions at
//! the crate root dispatch on [`AnyGame`].
//!
//! Only public views are drawn, so a picture never shows a secret.

pub mod acey_ducey;
pub mod animation;
pub mod chart;
pub mod checkers;
pub mod crown_anchor;
pub mod encode;
pub mod header;
pub mod hot_spot;
pub mod line;
pub mod number_one;
pub mod plain;
pub mod samples;
pub mod style;
pub mod trespass;

use parlor_games::{AnyGame, Game, GameKind};

/// A game's typed engine, for the drawings that read its typed view; `Plain` for
/// a game with no drawing of its own (see [`plain`]).
pub enum Typed<'a> {
    /// Hot Spot.
    HotSpot(&'a parlor_games::hot_spot::HotSpot),
    /// Trespass.
    Trespass(&'a parlor_games::trespass::Trespass),
    /// Number One.
    NumberOne(&'a parlor_games::number_one::NumberOne),
    /// A Crown and Anchor table.
    CrownAndAnchor(&'a parlor_games::crown_anchor::CrownAndAnchor),
    /// Acey Ducey.
    AceyDucey(&'a parlor_games::acey_ducey::AceyDucey),
    /// Checkers.
    Checkers(&'a parlor_games::checkers::Checkers),
    /// The Line game.
    Line(&'a parlor_games::line::Line),
    /// Any other game: drawn plain.
    Plain(&'a AnyGame),
}

/// Which drawing `game` gets, with its typed engine.
pub fn typed(game: &AnyGame) -> Typed<'_> {
    if let AnyGame::CrownAndAnchor(t) = game {
        Typed::CrownAndAnchor(t)
    } else if let Some(g) = game.downcast_ref() {
        Typed::HotSpot(g)
    } else if let Some(g) = game.downcast_ref() {
        Typed::Trespass(g)
    } else if let Some(g) = game.downcast_ref() {
        Typed::NumberOne(g)
    } else if let Some(g) = game.downcast_ref() {
        Typed::AceyDucey(g)
    } else if let Some(g) = game.downcast_ref() {
        Typed::Checkers(g)
    } else if let Some(g) = game.downcast_ref() {
        Typed::Line(g)
    } else {
        Typed::Plain(game)
    }
}

/// The PNG picture of a game's public view. `names` are the players' names by
/// seat, written in the picture's header (and where each player's things are);
/// a seat without a name is called by its colour.
pub fn picture(game: &AnyGame, names: &[&str]) -> Vec<u8> {
    match typed(game) {
        Typed::HotSpot(g) => hot_spot::picture(&g.view(), names),
        Typed::Trespass(g) => trespass::picture(&g.view(), names),
        Typed::NumberOne(g) => number_one::picture(&g.view(), names),
        Typed::CrownAndAnchor(t) => crown_anchor::picture(&t.view(), names),
        Typed::AceyDucey(g) => acey_ducey::picture(&g.view(), names),
        Typed::Checkers(g) => checkers::picture(&g.view(), names),
        Typed::Line(g) => line::picture(&g.view(), names),
        Typed::Plain(game) => plain::picture(game),
    }
}

/// The most Discord lets an attachment's description be, in characters.
pub const ALT_TEXT_LIMIT: usize = 1024;

/// Words a screen reader can speak for [`picture`] of the same game: the game,
/// the players, whose turn it is (or the result), the last move and the score
/// or material, built from the public view (never a secret), at most
/// [`ALT_TEXT_LIMIT`] characters.
pub fn alt_text(game: &AnyGame, names: &[&str]) -> String {
    let text = match typed(game) {
        Typed::HotSpot(g) => hot_spot::alt_text(&g.view(), names),
        Typed::Trespass(g) => trespass::alt_text(&g.view(), names),
        Typed::NumberOne(g) => number_one::alt_text(&g.view(), names),
        Typed::CrownAndAnchor(t) => crown_anchor::alt_text(&t.view(), names, &[]),
        Typed::AceyDucey(g) => acey_ducey::alt_text(&g.view(), names),
        Typed::Checkers(g) => checkers::alt_text(&g.view(), names),
        Typed::Line(g) => line::alt_text(&g.view(), names),
        Typed::Plain(game) => plain::alt_text(game),
    };
    limit_alt_text(text)
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
    for locale in parlor_games::i18n::Locale::ALL {
        header::in_locale(locale, || {
            for game in &games {
                picture(game, &names);
            }
        });
    }
}

/// The text diagram of a game's public view, plain ASCII. Always in English,
/// whatever the room's language: diagrams are for terminals and local mode, and
/// never sent to Discord.
pub fn diagram(game: &AnyGame, names: &[&str]) -> String {
    header::in_locale(parlor_games::i18n::Locale::En, || match typed(game) {
        Typed::HotSpot(g) => hot_spot::diagram(&g.view()),
        Typed::Trespass(g) => trespass::diagram(&g.view()),
        Typed::NumberOne(g) => number_one::diagram(&g.view()),
        Typed::CrownAndAnchor(t) => crown_anchor::diagram(&t.view(), names),
        Typed::AceyDucey(g) => acey_ducey::diagram(&g.view()),
        Typed::Checkers(g) => checkers::diagram(&g.view()),
        Typed::Line(g) => line::diagram(&g.view()),
        Typed::Plain(game) => plain::diagram(game),
    })
}

/// The attachment name for a picture of `kind`, e.g. `hot-spot.png`.
pub fn picture_file_name(kind: GameKind) -> String {
    format!("{}.png", kind.name())
}

#[cfg(test)]
mod tests {
    use super::*;

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
