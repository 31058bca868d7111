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
pub mod animation;
pub mod chart;
pub mod checkers;
pub mod crown_anchor;
mod deflate;
mod generations;
pub mod hot_spot;
pub mod line;
pub mod number_one;
pub mod plain;
pub mod samples;
pub mod style;
pub mod trespass;

use parlor_games::{AnyGame, GameKind};

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
/// seat, for pictures that show who bet what (Crown and Anchor).
pub fn picture(game: &AnyGame, names: &[&str]) -> Vec<u8> {
    match typed(game) {
        Typed::HotSpot(g) => hot_spot::picture(&g.view()),
        Typed::Trespass(g) => trespass::picture(&g.view()),
        Typed::NumberOne(g) => number_one::picture(&g.view()),
        Typed::CrownAndAnchor(t) => crown_anchor::picture(&t.view(), names),
        Typed::AceyDucey(g) => acey_ducey::picture(&g.view()),
        Typed::Checkers(g) => checkers::picture(&g.view()),
        Typed::Line(g) => line::picture(&g.view()),
        Typed::Plain(game) => plain::picture(game),
    }
}

/// Prepares every game's backgrounds and learned palettes (a few tens of
/// milliseconds each, once per process) by drawing one picture of each layout, so
/// that the first picture of each game is as quick as the rest. `parlor serve`
/// runs it on a thread of its own at start-up.
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
    for game in &games {
        picture(game, &names);
    }
}

/// The text diagram of a game's public view, plain ASCII.
pub fn diagram(game: &AnyGame, names: &[&str]) -> String {
    match typed(game) {
        Typed::HotSpot(g) => hot_spot::diagram(&g.view()),
        Typed::Trespass(g) => trespass::diagram(&g.view()),
        Typed::NumberOne(g) => number_one::diagram(&g.view()),
        Typed::CrownAndAnchor(t) => crown_anchor::diagram(&t.view(), names),
        Typed::AceyDucey(g) => acey_ducey::diagram(&g.view()),
        Typed::Checkers(g) => checkers::diagram(&g.view()),
        Typed::Line(g) => line::diagram(&g.view()),
        Typed::Plain(game) => plain::diagram(game),
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
