//! Tournaments (`shared/rules/tournaments.md`): Swiss by the FIDE Dutch system,
//! round robin by the FIDE Berger tables, and seeded knockout, with their scores,
//! tiebreaks and the FIDE TRF-16 export. Pure data and rules: the bot stores a
//! [`Tournament`], records each game's [`GameResult`] in it and asks it to pair the
//! next round; no I/O, no clock, no names of Discord here.
//!
//! Players are numbered by their *starting number* (1-based, rating order at the
//! start, FIDE C.04.2.B): `entrants[start - 1]`. FIDE's "white" is our `first`
//! (the seat that moves first), "black" our `second`.
//!
//! - [`dutch`]: the Swiss pairing (FIDE C.04.3, the Dutch system).
//! - [`berger`]: round-robin pairings (FIDE C.05 Annex 1, the Berger tables).
//! - [`knockout`]: the seeded bracket and its replays.
//! - [`standings`]: scores, tiebreaks (rulings "Tiebreaks", FIDE C.07) and ranks.
//! - [`trf`]: the TRF-16 export (rulings "Export").
//! - [`view`]: the whole tournament as plain data, for JSON and pictures.

pub mod berger;
pub mod dutch;
pub mod knockout;
pub mod standings;
pub mod trf;
pub mod view;

use serde::{Deserialize, Serialize};
use std::fmt;

pub use standings::{Standing, Tiebreak};

/// A starting number: 1 for the highest rated at the start (rulings "Formats",
/// FIDE C.04.2.B).
pub type Start = u32;

/// How a tournament pairs its rounds (rulings "Formats").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    /// Swiss, paired by the FIDE Dutch system (C.04.3).
    Swiss,
    /// Everyone meets everyone, by the FIDE Berger tables (C.05 Annex 1).
    RoundRobin,
    /// Seeded single elimination; draws are replayed.
    Knockout,
}

impl Format {
    /// Every format, in the order players are offered them.
    pub const ALL: [Format; 3] = [Format::Swiss, Format::RoundRobin, Format::Knockout];

    /// The name players type (`swiss`, `round-robin`, `knockout`).
    pub fn name(self) -> &'static str {
        match self {
            Format::Swiss => "swiss",
            Format::RoundRobin => "round-robin",
            Format::Knockout => "knockout",
        }
    }

    /// The format a typed name stands for.
    pub fn parse(name: &str) -> Option<Format> {
        Format::ALL
            .into_iter()
            .find(|f| f.name() == name.trim().to_ascii_lowercase())
    }

    /// The fewest players the format can start with (issue 31: three, two for
    /// knockout).
    pub fn min_players(self) -> usize {
        match self {
            Format::Knockout => 2,
            _ => 3,
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A score, exact: counted in half points (rulings "Scoring": win 1, draw ½).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(pub u32);

impl Points {
    /// No points.
    pub const ZERO: Points = Points(0);
    /// Half a point: a draw.
    pub const HALF: Points = Points(1);
    /// One point: a win, a bye or a forfeit win.
    pub const ONE: Points = Points(2);

    /// The score as a number (`1.5`).
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 2.0
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl std::ops::AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        self.0 += other.0;
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        Points(iter.map(|p| p.0).sum())
    }
}

impl fmt::Display for Points {
    /// `1`, `1.5`, `0.5`: halves as `.5`, the way the JSON writes them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_multiple_of(2) {
            write!(f, "{}", self.0 / 2)
        } else {
            write!(f, "{}.5", self.0 / 2)
        }
    }
}

impl Serialize for Points {
    /// A JSON number, exact (`1.5`): halves are exact in binary.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.as_f64())
    }
}

impl<'de> Deserialize<'de> for Points {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Points, D::Error> {
        let value = f64::deserialize(d)?;
        let halves = value * 2.0;
        if halves < 0.0 || halves.fract() != 0.0 || halves > f64::from(u32::MAX) {
            return Err(serde::de::Error::custom(format!("{value} is not a score in halves")));
        }
        Ok(Points(halves as u32))
    }
}

/// One player of a tournament, at index `start - 1`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    /// The name as written (the bot escapes it where chat shows it).
    pub name: String,
    /// The player's rating in the tournament's game when it started (rulings
    /// "Formats": unrated players at the default).
    pub rating: i32,
    /// The last round the player was paired in before being withdrawn (rulings
    /// "Scoring": two forfeits or leaving); `Some(0)` withdrew before round 1.
    /// A withdrawn player is not paired again; games already played stand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub withdrawn: Option<u32>,
}

/// How one game of a tournament ended (rulings "Scoring").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameResult {
    /// The first player (FIDE's white) won over the board (or on time).
    First,
    /// The second player won over the board (or on time).
    Second,
    /// A draw: half a point each.
    Draw,
    /// The first player won by forfeit: the second never moved or was absent.
    /// Scores 1–0 but counts as unplayed.
    ForfeitFirst,
    /// The second player won by forfeit.
    ForfeitSecond,
}

impl GameResult {
    /// The points the first and the second player score.
    pub fn points(self) -> (Points, Points) {
        match self {
            GameResult::First | GameResult::ForfeitFirst => (Points::ONE, Points::ZERO),
            GameResult::Second | GameResult::ForfeitSecond => (Points::ZERO, Points::ONE),
            GameResult::Draw => (Points::HALF, Points::HALF),
        }
    }

    /// True when the game was played over the board (rulings "Scoring": a forfeit
    /// counts as unplayed for colours, "already met" and tiebreaks).
    pub fn played(self) -> bool {
        !matches!(self, GameResult::ForfeitFirst | GameResult::ForfeitSecond)
    }

    /// The name the JSON and the commands use (`first`, `forfeit-second`, …).
    pub fn name(self) -> &'static str {
        match self {
            GameResult::First => "first",
            GameResult::Second => "second",
            GameResult::Draw => "draw",
            GameResult::ForfeitFirst => "forfeit-first",
            GameResult::ForfeitSecond => "forfeit-second",
        }
    }
}

/// One board of a round: two players, or one player's bye (rulings "Scoring":
/// a pairing-allocated bye scores 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    /// The player who moves first (FIDE's white); the bye's owner when `second`
    /// is `None`.
    pub first: Start,
    /// The player who moves second, or `None` for a bye.
    pub second: Option<Start>,
    /// How the game ended; `None` while it is played (a bye is never played and
    /// keeps `None`).
    #[serde(default)]
    pub result: Option<GameResult>,
}

impl Pairing {
    /// A game between two players, not yet played.
    pub fn game(first: Start, second: Start) -> Pairing {
        Pairing {
            first,
            second: Some(second),
            result: None,
        }
    }

    /// A pairing-allocated bye.
    pub fn bye(player: Start) -> Pairing {
        Pairing {
            first: player,
            second: None,
            result: None,
        }
    }

    /// True for a bye.
    pub fn is_bye(&self) -> bool {
        self.second.is_none()
    }

    /// True once decided: a bye at once, a game when its result is recorded.
    pub fn is_decided(&self) -> bool {
        self.is_bye() || self.result.is_some()
    }

    /// True when `player` sits at this board.
    pub fn has(&self, player: Start) -> bool {
        self.first == player || self.second == Some(player)
    }

    /// `player`'s opponent here (`None` for a bye or a stranger).
    pub fn opponent_of(&self, player: Start) -> Option<Start> {
        match self.second {
            Some(second) if self.first == player => Some(second),
            Some(second) if second == player => Some(self.first),
            _ => None,
        }
    }
}

/// One round's boards, in board order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// The boards (a knockout replay is a further board of the same round).
    pub pairings: Vec<Pairing>,
}

/// What happened to one player in one round, as pairing and tiebreaks read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A game played over the board: the opponent, the colour (true = first) and
    /// the points scored (`None` while it is played).
    Played {
        opponent: Start,
        first: bool,
        points: Option<Points>,
    },
    /// A forfeit either way: the opponent, the colour the pairing gave, and the
    /// points (1 for the winner, 0 for the absentee). Unplayed (rulings "Scoring").
    Forfeit {
        opponent: Start,
        first: bool,
        points: Points,
    },
    /// A pairing-allocated bye: 1 point, unplayed.
    Bye,
    /// Not paired (withdrawn, or not yet in): unplayed, no points.
    Absent,
}

impl Outcome {
    /// The points this round gave (a game in play gives none yet).
    pub fn points(self) -> Points {
        match self {
            Outcome::Played { points, .. } => points.unwrap_or(Points::ZERO),
            Outcome::Forfeit { points, .. } => points,
            Outcome::Bye => Points::ONE,
            Outcome::Absent => Points::ZERO,
        }
    }

    /// The opponent of a game played over the board.
    pub fn played_against(self) -> Option<Start> {
        match self {
            Outcome::Played { opponent, .. } => Some(opponent),
            _ => None,
        }
    }

    /// The colour of a game played over the board (true = first); unplayed games
    /// have none (rulings "Scoring").
    pub fn colour(self) -> Option<bool> {
        match self {
            Outcome::Played { first, .. } => Some(first),
            _ => None,
        }
    }
}

/// Why a tournament cannot be made or paired as asked (one English line; the
/// bot words each for players).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    /// Fewer players than the format needs.
    #[error("{format} needs at least {needed} players, and {have} joined")]
    TooFewPlayers {
        /// The format.
        format: Format,
        /// The fewest it needs.
        needed: usize,
        /// How many there are.
        have: usize,
    },
    /// A number of rounds the format cannot play with this field.
    #[error("{format} with {players} players plays 1 to {most} rounds, not {asked}")]
    RoundsOutOfRange {
        /// The format.
        format: Format,
        /// The field's size.
        players: usize,
        /// The most it allows.
        most: u32,
        /// What was asked.
        asked: u32,
    },
    /// `double` for a format other than round robin.
    #[error("only a round robin can be played double")]
    DoubleNotRoundRobin,
    /// Every round has been paired.
    #[error("every round has been played")]
    NoRoundsLeft,
    /// The current round still has games to finish.
    #[error("round {0} is still being played")]
    RoundNotOver(u32),
    /// No pairing satisfies the absolute criteria (FIDE C.04.3 C1–C3).
    #[error("no pairing of round {0} keeps the rules")]
    NoPairing(u32),
    /// A board that does not exist or is already decided.
    #[error("round {round} has no undecided board {board}")]
    NoSuchBoard {
        /// The round (1-based).
        round: u32,
        /// The board (0-based).
        board: usize,
    },
}

/// What recording a result led to (knockout replays draws: rulings "Formats").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recorded {
    /// Nothing more to play at this board.
    Settled,
    /// A knockout draw: the same players play again at a new board of the round
    /// (its index), colours swapped.
    Replay(usize),
}

/// A tournament's pairings and results: everything its rules need (rulings
/// "Formats", "Scoring", "Tiebreaks").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    /// The format.
    pub format: Format,
    /// Round robin played twice, colours swapped (`double:yes`).
    #[serde(default)]
    pub double: bool,
    /// How many rounds it plays.
    pub rounds: u32,
    /// The players by starting number (`entrants[start - 1]`).
    pub entrants: Vec<Entrant>,
    /// The rounds paired so far (`played[0]` is round 1).
    pub played: Vec<Round>,
}

impl Tournament {
    /// A tournament of `entrants`, already in starting-number order (rating
    /// order), ready to pair round 1. `rounds` is the Swiss's number of rounds
    /// (default ⌈log2 n⌉ + 1, at most n − 1, rulings "Formats"); the other formats
    /// work theirs out and refuse any other number.
    pub fn new(
        format: Format,
        double: bool,
        rounds: Option<u32>,
        entrants: Vec<Entrant>,
    ) -> Result<Tournament, TournamentError> {
        let n = entrants.len();
        if n < format.min_players() {
            return Err(TournamentError::TooFewPlayers {
                format,
                needed: format.min_players(),
                have: n,
            });
        }
        if double && format != Format::RoundRobin {
            return Err(TournamentError::DoubleNotRoundRobin);
        }
        let (default, most) = Tournament::round_range(format, double, n);
        let rounds = match rounds {
            None => default,
            Some(asked) if format == Format::Swiss && (1..=most).contains(&asked) => asked,
            Some(asked) if asked == default => asked,
            Some(asked) => {
                return Err(TournamentError::RoundsOutOfRange {
                    format,
                    players: n,
                    most,
                    asked,
                })
            }
        };
        Ok(Tournament {
            format,
            double,
            rounds,
            entrants,
            played: Vec::new(),
        })
    }

    /// The rounds a format plays with `players` players: the default and the
    /// most (rulings "Formats"; a round robin plays n − 1 rounds, n with an odd
    /// field, twice that double; a knockout ⌈log2 n⌉).
    pub fn round_range(format: Format, double: bool, players: usize) -> (u32, u32) {
        let n = players.max(2) as u32;
        let log2 = u32::BITS - (n - 1).leading_zeros();
        match format {
            Format::Swiss => ((log2 + 1).min(n - 1), n - 1),
            Format::RoundRobin => {
                let once = if n.is_multiple_of(2) { n - 1 } else { n };
                let all = if double { 2 * once } else { once };
                (all, all)
            }
            Format::Knockout => (log2, log2),
        }
    }

    /// The number of players.
    pub fn len(&self) -> usize {
        self.entrants.len()
    }

    /// True with no players (never, once made).
    pub fn is_empty(&self) -> bool {
        self.entrants.is_empty()
    }

    /// Every starting number, in order.
    pub fn starts(&self) -> impl Iterator<Item = Start> {
        1..=self.entrants.len() as Start
    }

    /// The player with this starting number.
    pub fn entrant(&self, start: Start) -> &Entrant {
        &self.entrants[start as usize - 1]
    }

    /// The round being played (or last played): 0 before round 1 is paired.
    pub fn round(&self) -> u32 {
        self.played.len() as u32
    }

    /// True when every board of the current round is decided.
    pub fn round_over(&self) -> bool {
        self.played
            .last()
            .is_none_or(|round| round.pairings.iter().all(Pairing::is_decided))
    }

    /// True when the tournament is over: every round played (a knockout also
    /// ends when one player is left).
    pub fn is_over(&self) -> bool {
        if !self.round_over() || self.played.is_empty() {
            return false;
        }
        match self.format {
            Format::Knockout => knockout::survivors(self).len() <= 1,
            _ => self.round() >= self.rounds,
        }
    }

    /// True when the player may be paired in a round still to come.
    pub fn active(&self, start: Start) -> bool {
        self.entrant(start).withdrawn.is_none()
    }

    /// Withdraws a player after the current round (rulings "Scoring"): not paired
    /// again; their games already played stand. Their undecided game, if any,
    /// the caller ends first (a resignation or a forfeit).
    pub fn withdraw(&mut self, start: Start) {
        let round = self.round();
        let entrant = &mut self.entrants[start as usize - 1];
        if entrant.withdrawn.is_none() {
            entrant.withdrawn = Some(round);
        }
    }

    /// What happened to `player` in round `round` (1-based), as pairing and the
    /// tiebreaks read it.
    pub fn outcome(&self, player: Start, round: u32) -> Outcome {
        let Some(boards) = self.played.get(round as usize - 1) else {
            return Outcome::Absent;
        };
        // A knockout replay: the last board with the player is the one that counts
        // for colours; the points are the match's (see `knockout`), so here each
        // board is read as it is and the latest decides.
        let Some(pairing) = boards.pairings.iter().rev().find(|p| p.has(player)) else {
            return Outcome::Absent;
        };
        let Some(opponent) = pairing.opponent_of(player) else {
            return Outcome::Bye;
        };
        let first = pairing.first == player;
        match pairing.result {
            Some(result) if !result.played() => {
                let (a, b) = result.points();
                Outcome::Forfeit {
                    opponent,
                    first,
                    points: if first { a } else { b },
                }
            }
            Some(result) => {
                let (a, b) = result.points();
                Outcome::Played {
                    opponent,
                    first,
                    points: Some(if first { a } else { b }),
                }
            }
            None => Outcome::Played {
                opponent,
                first,
                points: None,
            },
        }
    }

    /// Every round's outcome for `player`, round 1 first.
    pub fn history(&self, player: Start) -> Vec<Outcome> {
        (1..=self.round()).map(|round| self.outcome(player, round)).collect()
    }

    /// The player's score after the rounds decided so far (rulings "Scoring").
    pub fn score(&self, player: Start) -> Points {
        self.history(player).into_iter().map(Outcome::points).sum()
    }

    /// True when the two have played each other over the board (a forfeit does
    /// not count as a meeting: rulings "Scoring").
    pub fn have_met(&self, a: Start, b: Start) -> bool {
        self.played
            .iter()
            .flat_map(|round| &round.pairings)
            .any(|p| p.has(a) && p.opponent_of(a) == Some(b) && p.result.is_none_or(GameResult::played))
    }

    /// True when the player has had a pairing-allocated bye (rulings "Scoring":
    /// never twice).
    pub fn had_bye(&self, player: Start) -> bool {
        self.played
            .iter()
            .flat_map(|round| &round.pairings)
            .any(|p| p.is_bye() && p.first == player)
    }

    /// Pairs the next round (Swiss by [`dutch::pair`], round robin by
    /// [`berger::round`], knockout by [`knockout::next_round`]) and appends it.
    pub fn pair_next(&mut self) -> Result<&Round, TournamentError> {
        if !self.round_over() {
            return Err(TournamentError::RoundNotOver(self.round()));
        }
        if self.is_over() || self.round() >= self.rounds {
            return Err(TournamentError::NoRoundsLeft);
        }
        let round = match self.format {
            Format::Swiss => dutch::pair(self)?,
            Format::RoundRobin => berger::round(self, self.round() + 1),
            Format::Knockout => knockout::next_round(self),
        };
        self.played.push(round);
        Ok(self.played.last().expect("just pushed"))
    }

    /// Records the result of board `board` (0-based) of round `round` (1-based).
    /// A knockout draw adds its replay to the round (rulings "Formats").
    pub fn record(&mut self, round: u32, board: usize, result: GameResult) -> Result<Recorded, TournamentError> {
        let pairing = self
            .played
            .get_mut((round as usize).wrapping_sub(1))
            .and_then(|r| r.pairings.get_mut(board))
            .filter(|p| !p.is_decided())
            .ok_or(TournamentError::NoSuchBoard { round, board })?;
        pairing.result = Some(result);
        if self.format == Format::Knockout {
            return Ok(knockout::after_result(self, round, board));
        }
        Ok(Recorded::Settled)
    }

    /// The standings, best first (rulings "Tiebreaks"; a knockout ranks by the
    /// round a player went out in).
    pub fn standings(&self) -> Vec<Standing> {
        standings::standings(self)
    }
}

#[cfg(test)]
mod tests;
