//! Scores, tiebreaks and ranks (rulings "Tiebreaks", FIDE C.07).
//!
//! Swiss: score, then Buchholz cut-1, Buchholz, Sonneborn–Berger, wins, direct
//! encounter, starting number. Round robin: score, then Sonneborn–Berger,
//! direct encounter, wins, starting number. Knockout: how far a player got.
//!
//! Unplayed rounds — a bye, a forfeit either way, a round after withdrawal (or
//! any round a player sat out) — follow the rulings' reading of FIDE C.07
//! article 16 (the "dummy opponent", 16.4, with the simplification 16.6
//! allows): for the player's own tiebreaks each is a game against a dummy with
//! the player's own final score, with the result the round scored; and such a
//! round is never a game against the scheduled opponent, so it adds nothing to
//! that opponent's tiebreaks (nor theirs to the player's). An opponent's "final
//! score" is their score as it stands, byes and forfeits included (the rulings
//! say "final scores"; FIDE 16.3's adjustment of opponents' scores is not
//! applied).

use super::{knockout, Format, Outcome, Points, Start, Tournament};
use serde::Serialize;
use std::fmt;

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

    /// The tiebreaks a format applies after the score, in order (rulings
    /// "Tiebreaks"): Swiss 1–5, round robin Sonneborn–Berger, direct encounter,
    /// wins; a knockout none. The starting number decides last (rule 6).
    pub fn order(format: Format) -> &'static [Tiebreak] {
        match format {
            Format::Swiss => &[
                Tiebreak::BuchholzCut1,
                Tiebreak::Buchholz,
                Tiebreak::SonnebornBerger,
                Tiebreak::Wins,
                Tiebreak::DirectEncounter,
            ],
            Format::RoundRobin => &[Tiebreak::SonnebornBerger, Tiebreak::DirectEncounter, Tiebreak::Wins],
            Format::Knockout => &[],
        }
    }
}

/// A tiebreak's value, exact: counted in quarter points, since
/// Sonneborn–Berger adds half the score of a drawn opponent (rulings
/// "Tiebreaks" 3), and a score is in halves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TiebreakValue(pub u32);

impl TiebreakValue {
    /// The value as a number (`2.75`).
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 4.0
    }
}

impl From<Points> for TiebreakValue {
    /// A score as a tiebreak value (halves to quarters).
    fn from(points: Points) -> TiebreakValue {
        TiebreakValue(points.0 * 2)
    }
}

impl fmt::Display for TiebreakValue {
    /// `2`, `2.5`, `2.25`, `2.75`: exact.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.0 / 4;
        match self.0 % 4 {
            0 => write!(f, "{whole}"),
            1 => write!(f, "{whole}.25"),
            2 => write!(f, "{whole}.5"),
            _ => write!(f, "{whole}.75"),
        }
    }
}

impl Serialize for TiebreakValue {
    /// A JSON number, exact (`2.75`): quarters are exact in binary.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.as_f64())
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
    pub tiebreaks: Vec<(Tiebreak, TiebreakValue)>,
    /// Pairing-allocated byes had.
    pub byes: u32,
    /// Withdrawn.
    pub withdrawn: bool,
}

/// The standings, best first: by score then the format's tiebreaks
/// ([`Tiebreak::order`]) then the starting number for Swiss and round robin;
/// a knockout by how far each player got (the winner, the finalist, the
/// semi-final losers, …), the higher seed first among those who went out in
/// the same round.
pub fn standings(t: &Tournament) -> Vec<Standing> {
    let order = Tiebreak::order(t.format);
    let scores: Vec<Points> = t.starts().map(|p| t.score(p)).collect();
    let score = |p: Start| scores[p as usize - 1];
    let mut lines: Vec<Standing> = t
        .starts()
        .map(|p| Standing {
            rank: 0,
            start: p,
            score: score(p),
            tiebreaks: order
                .iter()
                .map(|&tiebreak| (tiebreak, value(t, &scores, p, tiebreak)))
                .collect(),
            byes: t
                .played
                .iter()
                .flat_map(|r| &r.pairings)
                .filter(|b| b.is_bye() && b.first == p)
                .count() as u32,
            withdrawn: !t.active(p),
        })
        .collect();
    if let Some(at) = order.iter().position(|&b| b == Tiebreak::DirectEncounter) {
        direct_encounters(t, &mut lines, at);
    }
    if t.format == Format::Knockout {
        lines.sort_by_key(|line| (std::cmp::Reverse(knockout::reached(t, line.start)), line.start));
    } else {
        lines.sort_by(|a, b| {
            let key = |line: &Standing| (line.score, line.tiebreaks.iter().map(|&(_, v)| v).collect::<Vec<_>>());
            key(b).cmp(&key(a)).then(a.start.cmp(&b.start))
        });
    }
    for (i, line) in lines.iter_mut().enumerate() {
        line.rank = i as u32 + 1;
    }
    lines
}

/// One term of a player's Buchholz or Sonneborn–Berger: the score counted (the
/// opponent's, or the dummy's — the player's own — for an unplayed round) and
/// the points the player took from that round.
fn terms(t: &Tournament, scores: &[Points], player: Start) -> Vec<(Points, Points)> {
    let own = scores[player as usize - 1];
    t.history(player)
        .into_iter()
        .map(|outcome| match outcome {
            Outcome::Played { opponent, points, .. } => (scores[opponent as usize - 1], points.unwrap_or(Points::ZERO)),
            unplayed => (own, unplayed.points()),
        })
        .collect()
}

/// A player's value for one tiebreak (direct encounter is worked out among the
/// tied players afterwards: 0 here).
///
/// - Buchholz (rulings "Tiebreaks" 2, FIDE C.07 8.1): the opponents' final
///   scores summed, each unplayed round counting the dummy's (the player's own
///   score).
/// - Buchholz cut-1 (1, C.07 14.1): the same less its lowest term (the rulings
///   cut the lowest, not FIDE 16.5's "unplayed round first").
/// - Sonneborn–Berger (3, C.07 9.1): each term's score times the points taken,
///   a win the whole score, a draw half; the dummy's as for Buchholz.
/// - Wins (4, C.07 7.2 "games won over the board"): byes and forfeit wins do
///   not count; whole points.
fn value(t: &Tournament, scores: &[Points], player: Start, tiebreak: Tiebreak) -> TiebreakValue {
    let terms = terms(t, scores, player);
    let buchholz: u32 = terms.iter().map(|(s, _)| s.0 * 2).sum();
    match tiebreak {
        Tiebreak::Buchholz => TiebreakValue(buchholz),
        Tiebreak::BuchholzCut1 => {
            let lowest = terms.iter().map(|(s, _)| s.0 * 2).min().unwrap_or(0);
            TiebreakValue(buchholz - lowest)
        }
        // score (halves) × points (halves) = quarters.
        Tiebreak::SonnebornBerger => TiebreakValue(terms.iter().map(|(s, p)| s.0 * p.0).sum()),
        Tiebreak::Wins => {
            let wins = t
                .history(player)
                .into_iter()
                .filter(|o| matches!(o, Outcome::Played { points: Some(p), .. } if *p == Points::ONE))
                .count() as u32;
            TiebreakValue(4 * wins)
        }
        Tiebreak::DirectEncounter => TiebreakValue(0),
    }
}

/// Direct encounter (rulings "Tiebreaks" 5, FIDE C.07 6): among the players
/// tied on the score and every tiebreak before it, when each of them has
/// played each other over the board (forfeits are not meetings), each one's
/// points in the games between them (both games of a double round robin).
/// Otherwise, or for a player tied with nobody, 0: it separates no one.
fn direct_encounters(t: &Tournament, lines: &mut [Standing], at: usize) {
    let before = |line: &Standing| {
        (
            line.score,
            line.tiebreaks[..at].iter().map(|&(_, v)| v).collect::<Vec<_>>(),
        )
    };
    let keys: Vec<_> = lines.iter().map(before).collect();
    for i in 0..lines.len() {
        let group: Vec<Start> = lines
            .iter()
            .zip(&keys)
            .filter(|(_, key)| **key == keys[i])
            .map(|(line, _)| line.start)
            .collect();
        let all_met = group.len() >= 2 && group.iter().all(|&a| group.iter().all(|&b| a == b || t.have_met(a, b)));
        if !all_met {
            continue;
        }
        let player = lines[i].start;
        let points: Points = t
            .played
            .iter()
            .flat_map(|round| &round.pairings)
            .filter_map(|board| {
                let opponent = board.opponent_of(player)?;
                let result = board.result.filter(|r| r.played())?;
                group.contains(&opponent).then(|| {
                    let (first, second) = result.points();
                    if board.first == player {
                        first
                    } else {
                        second
                    }
                })
            })
            .sum();
        lines[i].tiebreaks[at].1 = points.into();
    }
}
