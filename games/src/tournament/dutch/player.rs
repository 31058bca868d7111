//! What the Dutch system reads of each player: score, colour history of the
//! games played over the board, floats, opponents met and bye eligibility
//! (FIDE C.04.3 A.2–A.7), and the colour rules (C.04.3 A.6, C3 and E).

use super::super::{GameResult, Points, Start, Tournament};

/// A player's float in one round (FIDE C.04.3 A.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Float {
    /// Paired with a lower score, or given a point without playing (a
    /// pairing-allocated bye or a forfeit win: C.04.3 A.4.b).
    Down,
    /// Paired with a higher score.
    Up,
    /// Neither.
    None,
}

/// How strongly a player wants a colour (FIDE C.04.3 A.6), weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Strength {
    /// No game played yet.
    None,
    /// Colour difference 0: alternate from the last game (A.6.c).
    Mild,
    /// Colour difference ±1 (A.6.b).
    Strong,
    /// Colour difference beyond ±1, or the same colour in the last two games
    /// played (A.6.a).
    Absolute,
}

/// One player as the pairing sees them before the round.
#[derive(Clone, Debug)]
pub(crate) struct Player {
    /// Starting number (= FIDE pairing number, C.04.2.B).
    pub start: Start,
    /// Score in half points, byes and forfeits included.
    pub score: u32,
    /// Colours of the games played over the board, oldest first (true = first,
    /// FIDE's white). Unplayed games do not count (rulings "Scoring").
    pub colours: Vec<bool>,
    /// The float of every round so far, round 1 first.
    pub floats: Vec<Float>,
    /// Opponents met over the board (forfeits are not meetings).
    pub opponents: Vec<Start>,
    /// Had a pairing-allocated bye.
    pub had_bye: bool,
    /// Scored a forfeit win (C.04.3 C2 / C.04.1.d: no bye then either).
    pub forfeit_win: bool,
    /// Rounds not played over the board (byes, forfeits, absences).
    pub unplayed: u32,
}

impl Player {
    /// Firsts minus seconds (C.04.3 A.6).
    pub fn diff(&self) -> i32 {
        self.colours.iter().map(|&c| if c { 1 } else { -1 }).sum()
    }

    /// The colour the player prefers (true = first) and how strongly (C.04.3
    /// A.6). Two same colours in a row decide first, as bbpPairings reads it.
    pub fn preference(&self) -> (Option<bool>, Strength) {
        let n = self.colours.len();
        if n == 0 {
            return (None, Strength::None);
        }
        let last = self.colours[n - 1];
        if n >= 2 && self.colours[n - 2] == last {
            return (Some(!last), Strength::Absolute);
        }
        match self.diff() {
            d if d >= 2 => (Some(false), Strength::Absolute),
            d if d <= -2 => (Some(true), Strength::Absolute),
            1 => (Some(false), Strength::Strong),
            -1 => (Some(true), Strength::Strong),
            _ => (Some(!last), Strength::Mild),
        }
    }

    /// True when getting `first` (true = first) would break the absolute
    /// colour rule (C.04.3 C3 / A.6.a): a colour difference beyond ±2 or the
    /// same colour three times in a row.
    pub fn breaks(&self, first: bool) -> bool {
        let n = self.colours.len();
        let three = n >= 2 && self.colours[n - 1] == first && self.colours[n - 2] == first;
        let diff = self.diff() + if first { 1 } else { -1 };
        three || !(-2..=2).contains(&diff)
    }

    /// The float `back` rounds ago (1 = the previous round).
    pub fn float_back(&self, back: usize) -> Float {
        self.floats
            .len()
            .checked_sub(back)
            .and_then(|i| self.floats.get(i))
            .copied()
            .unwrap_or(Float::None)
    }

    /// True when the two have met over the board (C.04.3 C1).
    pub fn has_met(&self, other: Start) -> bool {
        self.opponents.contains(&other)
    }
}

/// Every player's data, indexed by `start - 1`, read from the rounds played
/// in one pass (boards naming a stranger are skipped; of two boards with the
/// same player in a round the last counts, as [`Tournament::outcome`] reads it).
pub(crate) fn players(t: &Tournament) -> Vec<Player> {
    let n = t.entrants.len();
    let mut ps: Vec<Player> = (1..=n as Start)
        .map(|start| Player {
            start,
            score: 0,
            colours: Vec::new(),
            floats: Vec::new(),
            opponents: Vec::new(),
            had_bye: false,
            forfeit_win: false,
            unplayed: 0,
        })
        .collect();
    let valid = |s: Start| s >= 1 && (s as usize) <= n;
    for round in &t.played {
        // The board that counts for each player this round.
        let mut board: Vec<Option<usize>> = vec![None; n];
        for (i, p) in round.pairings.iter().enumerate() {
            if !valid(p.first) || p.second.is_some_and(|s| !valid(s) || s == p.first) {
                continue;
            }
            board[p.first as usize - 1] = Some(i);
            if let Some(s) = p.second {
                board[s as usize - 1] = Some(i);
            }
        }
        let before: Vec<u32> = ps.iter().map(|p| p.score).collect();
        for idx in 0..n {
            let player = &mut ps[idx];
            let Some(pairing) = board[idx].and_then(|i| round.pairings.get(i)) else {
                player.unplayed += 1;
                player.floats.push(Float::None);
                continue;
            };
            let me = idx as Start + 1;
            let Some(opponent) = pairing.opponent_of(me) else {
                if pairing.is_bye() && pairing.first == me {
                    player.had_bye = true;
                    player.score += Points::ONE.0;
                    player.unplayed += 1;
                    player.floats.push(Float::Down);
                } else {
                    player.unplayed += 1;
                    player.floats.push(Float::None);
                }
                continue;
            };
            let first = pairing.first == me;
            let result = pairing.result;
            let (a, b) = result.map(GameResult::points).unwrap_or((Points::ZERO, Points::ZERO));
            let points = if first { a } else { b };
            player.score += points.0;
            if result.is_some_and(|r| !r.played()) {
                player.unplayed += 1;
                if points.0 > 0 {
                    player.forfeit_win = true;
                    player.floats.push(Float::Down);
                } else {
                    player.floats.push(Float::None);
                }
                continue;
            }
            player.colours.push(first);
            if !player.opponents.contains(&opponent) {
                player.opponents.push(opponent);
            }
            let (mine, theirs) = (before[idx], before[opponent as usize - 1]);
            player.floats.push(match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => Float::Down,
                std::cmp::Ordering::Less => Float::Up,
                std::cmp::Ordering::Equal => Float::None,
            });
        }
    }
    ps
}

/// Who of two players gets the first move, by FIDE C.04.3 E (the colour
/// allocation rules): `a` is the higher ranked (higher score, then lower
/// starting number: C.04.3 A.2). Returns true when `a` moves first.
///
/// - E.1 both preferences granted when they differ;
/// - E.2 the stronger preference (two absolute ones: the wider colour
///   difference);
/// - E.3 alternate from the most recent round in which one had first and the
///   other second (the played-games histories aligned at their ends, C.04.2
///   D.5: unplayed games do not count);
/// - E.4 the higher ranked player's preference;
/// - E.5 the higher ranked player gets the initial colour (rulings: "first",
///   FIDE's white, where FIDE draws it by lot) with an odd pairing number, the
///   other colour with an even one.
pub(crate) fn a_moves_first(a: &Player, b: &Player) -> bool {
    let (pa, sa) = a.preference();
    let (pb, sb) = b.preference();
    // E.1
    if let (Some(x), Some(y)) = (pa, pb) {
        if x != y {
            return x;
        }
    }
    // E.2
    if sa != sb {
        return if sa > sb {
            pa.unwrap_or(true)
        } else {
            !pb.unwrap_or(true)
        };
    }
    if sa == Strength::Absolute {
        if let Some(x) = pa {
            let (da, db) = (a.diff().abs(), b.diff().abs());
            if da != db {
                return if da > db { x } else { !x };
            }
        }
    }
    // E.3
    for (&ca, &cb) in a.colours.iter().rev().zip(b.colours.iter().rev()) {
        if ca != cb {
            return !ca;
        }
    }
    // E.4
    if let Some(x) = pa {
        return x;
    }
    // E.5
    a.start % 2 == 1
}

/// True when two players may meet (C.04.3 C1 and C3): not met over the board,
/// and some colour allocation keeps both within the absolute colour rules,
/// unless one of them is a topscorer in the final round (C3, A.7).
pub(crate) fn compatible(a: &Player, b: &Player, topscorer: impl Fn(&Player) -> bool) -> bool {
    if a.start == b.start || a.has_met(b.start) || b.has_met(a.start) {
        return false;
    }
    let fine = (!a.breaks(true) && !b.breaks(false)) || (!a.breaks(false) && !b.breaks(true));
    fine || topscorer(a) || topscorer(b)
}
