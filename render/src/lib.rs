//! Pictures of Parlor game states.
//!
//! Each game has a module that turns the game's public view into PNG bytes
//! (`picture`) and into a plain-ASCII diagram for terminals (`diagram`); [`style`]
//! holds what they share: the palette, the shipped font (DejaVu Sans, loaded once),
//! coordinate labels, anti-aliased shapes and PNG encoding (8-bit palette PNGs,
//! a third to a fifth of the size of true-colour ones). The functions at the crate
//! root dispatch on [`AnyGame`].
//!
//! Only public views are drawn, so a picture never shows a secret.

pub mod acey_ducey;
pub mod checkers;
pub mod crown_anchor;
mod deflate;
mod generations;
pub mod hot_spot;
pub mod line;
pub mod number_one;
pub mod samples;
pub mod style;
pub mod trespass;

use parlor_games::{AnyGame, GameKind};

/// The PNG picture of a game's public view. `names` are the players' names by
/// seat, for pictures that show who bet what (Crown and Anchor).
pub fn picture(game: &AnyGame, names: &[&str]) -> Vec<u8> {
    match game {
        AnyGame::HotSpot(g) => hot_spot::picture(&g.view()),
        AnyGame::Trespass(g) => trespass::picture(&g.view()),
        AnyGame::NumberOne(g) => number_one::picture(&g.view()),
        AnyGame::CrownAndAnchor(t) => crown_anchor::picture(&t.view(), names),
        AnyGame::AceyDucey(g) => acey_ducey::picture(&g.view()),
        AnyGame::Checkers(g) => checkers::picture(&g.view()),
        AnyGame::Line(g) => line::picture(&g.view()),
    }
}

/// Prepares every game's backgrounds and learned palettes (a few tens of
/// milliseconds each, once per process) by drawing one picture of each layout, so
/// that the first picture of each game is as quick as the rest. `parlor serve`
/// runs it on a thread of its own at start-up.
pub fn warm() {
    let names = samples::CROWN_ANCHOR_NAMES;
    let mut games = vec![
        AnyGame::HotSpot(samples::hot_spot_placement()),
        AnyGame::Trespass(samples::trespass_secrets()),
        AnyGame::AceyDucey(samples::acey_ducey_set_up()),
        AnyGame::CrownAndAnchor(samples::crown_anchor_first_round()),
        AnyGame::Checkers(samples::checkers_game(1, 0)),
    ];
    games.extend((2..=4).map(|players| AnyGame::NumberOne(samples::number_one_game(players, 1, 0))));
    games.extend(samples::LINE_VARIANTS.map(|variant| AnyGame::Line(samples::line_game(variant, 1, 0))));
    for game in &games {
        picture(game, &names);
    }
}

/// The text diagram of a game's public view, plain ASCII.
pub fn diagram(game: &AnyGame, names: &[&str]) -> String {
    match game {
        AnyGame::HotSpot(g) => hot_spot::diagram(&g.view()),
        AnyGame::Trespass(g) => trespass::diagram(&g.view()),
        AnyGame::NumberOne(g) => number_one::diagram(&g.view()),
        AnyGame::CrownAndAnchor(t) => crown_anchor::diagram(&t.view(), names),
        AnyGame::AceyDucey(g) => acey_ducey::diagram(&g.view()),
        AnyGame::Checkers(g) => checkers::diagram(&g.view()),
        AnyGame::Line(g) => line::diagram(&g.view()),
    }
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
}
