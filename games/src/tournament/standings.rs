//! Scores, tiebreaks and ranks (rulings "Tiebreaks", FIDE C.07).

use super::{Points, Start, Tournament};
use serde::Serialize;

/// A tiebreak (rulings "Tiebreaks"), in the order Swiss applies them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tiebreak {
    /// The opponents' final scores summed, less the lowest.
    BuchholzCut1,
    /// The opponents' final scores summed.
    Buchholz,
    /// The scores of the opponents beaten, plus half those drawn.
    SonnebornBerger,
    /// Games won over the board.
    Wins,
    /// The score among the tied players, when they all met.
    DirectEncounter,
}

impl Tiebreak {
    /// The name the JSON uses (`buchholz-cut-1`, …).
    pub fn name(self) -> &'static str {
        match self {
            Tiebreak::BuchholzCut1 => "buchholz-cut-1",
            Tiebreak::Buchholz => "buchholz",
            Tiebreak::SonnebornBerger => "sonneborn-berger",
            Tiebreak::Wins => "wins",
            Tiebreak::DirectEncounter => "direct-encounter",
        }
    }
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// 1 for the best; tied players who no tiebreak separates share no rank:
    /// the starting number decides last (rulings "Tiebreaks" 6).
    pub rank: u32,
    /// The starting number.
    pub start: Start,
    /// The score.
    pub score: Points,
    /// The tiebreaks the format uses, in the order it applies them (none for a
    /// knockout). Wins are counted in whole points.
    pub tiebreaks: Vec<(Tiebreak, Points)>,
    /// Pairing-allocated byes had.
    pub byes: u32,
    /// Withdrawn.
    pub withdrawn: bool,
}

/// The standings, best first.
pub fn standings(t: &Tournament) -> Vec<Standing> {
    let _ = t;
    todo!("helper: tiebreaks")
}
