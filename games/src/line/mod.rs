//! The Marx Toys Line game, per `shared/rules/line-game.md`.
//!
//! Two players, White (seat 1) and Black (seat 2), nine balls each, on the 24-spot
//! board of nine men's morris plus the four corner diagonals. On each turn a player
//! places a ball from hand on an empty spot, or rolls one of their balls along a
//! drawn line to an adjacent empty spot, never straight back where it came from on
//! their previous turn. Filling one of the 16 straight lines with three of one's
//! own balls calls "line" and earns a reward by variant:
//!
//! - `basic`: confiscate an opposing ball; all nine confiscated wins.
//! - `progress`: as basic, but each player scores each numbered line only once.
//! - `scoring`: green lines score a point, blue ones a point or a confiscation, red
//!   ones a point and a confiscation; points buy back confiscated balls at any
//!   time; the first to the target score wins.
//!
//! A player with no legal placement or roll passes and the other moves again; a
//! scorer who could reclaim a ball is asked first and may reclaim and place, or
//! `pass` (reclaiming is never compulsory). If both pass in a row and the player
//! to act still cannot place or roll, the game is drawn.
//!
//! Submodules: `board` (spots, adjacency, the numbered lines and their colours),
//! `notation` (parse and format actions), `game` (the [`crate::Game`] verbs'
//! bodies and the [`crate::FreeActions`] capability), `legal` (rewards, checking
//! and listing actions), `rules` (options, carrying out a move, passes, the
//! safeguard), `setup` (a stored game's checks), `view` (the public view the
//! pictures are drawn from), `messages` (events and refusals in words).

mod board;
mod game;
mod legal;
mod messages;
mod notation;
mod rules;
mod setup;
#[cfg(test)]
mod tests;
mod view;

pub use board::{diagonals, line_colour, line_spots, LineColour, Spot, LINE_COUNT, SPOTS};
pub use notation::ParseError;
pub use setup::{SeatRole, SetupError};
pub use view::{LastMove, View, ViewBall};

use crate::{Outcome, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Balls each player owns (rulings: nine each).
pub const BALLS_PER_SIDE: u8 = 9;
/// Placements and rolls in a row without a confiscation, a point or a new line
/// recorded after which the game ends (rulings, "Safeguard").
pub const SAFEGUARD_MOVES: u32 = 100;
/// The scoring variant's target when the table sets none (rulings: default 10).
pub const DEFAULT_TARGET: u8 = 10;
/// The highest target the score panel allows (rulings: 1–16).
pub const MAX_TARGET: u8 = 16;
/// The most confiscations one action can carry: one placement or roll calls at
/// most two lines, since every spot lies on exactly two.
pub const MAX_CONFISCATIONS: usize = 2;

/// The colour name of a seat in English ("White" or "Black"; White is seat 1
/// and moves first): the catalogue's `line-seat-<i>`, for logs and text diagrams.
pub fn seat_name(seat: Seat) -> &'static str {
    crate::GameKind::Line.seat_names()[seat.index().min(1)]
}

/// The three variants of the rules sheet (table option `variant:`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    /// Basic game: every line called confiscates a ball; all nine confiscated wins.
    #[default]
    Basic,
    /// Progress game: each player scores each numbered line once (score panel).
    Progress,
    /// Scoring game: coloured lines score points; first to the target wins.
    Scoring,
}

impl Variant {
    /// The variant's option word: `basic`, `progress` or `scoring`.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Basic => "basic",
            Variant::Progress => "progress",
            Variant::Scoring => "scoring",
        }
    }
}

/// Table options (`/play options:"variant:scoring target:12"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// The variant, `basic` unless set.
    pub variant: Variant,
    /// The score that wins the scoring variant, 1–16 (rulings: default 10). Kept
    /// at the default and unused in the other variants.
    pub target: u8,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            variant: Variant::Basic,
            target: DEFAULT_TARGET,
        }
    }
}

/// What a confiscation takes (rulings, "A turn"): a ball on a spot, or — only when
/// the opponent has none on the board — a ball from the opponent's hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    /// The opposing ball on this spot (`xa1`).
    Spot(Spot),
    /// A ball from the opponent's hand (`xhand`).
    Hand,
}

/// A roll from one spot to an adjacent one; used for the roll a player is barred
/// from making (rulings: no rolling straight back).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Roll {
    /// The spot the ball stands on.
    pub from: Spot,
    /// The spot it would roll to.
    pub to: Spot,
}

/// One action, in the notation of the rulings.
///
/// - `Place`: `d2`, with confiscations `d2 xa1` (one per reward granted).
/// - `Roll`: `d2-d3`, `d2-d3 xa1`, `d2-d3 xa1 xhand`.
/// - `Reclaim`: `reclaim 2` (scoring only; a free action, see [`is_free_action`]).
/// - `Pass`: `pass`, only for a player with no legal placement or roll.
///
/// In scoring, a blue line taken as a point carries no `x…`; taken as a
/// confiscation it does. Confiscations are kept in canonical order (spots in board
/// order, then `xhand`); [`Action::parse`] sorts them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Put a ball from hand on an empty spot.
    Place {
        /// The empty spot.
        spot: Spot,
        /// The balls confiscated for the lines this calls.
        confiscate: Vec<Target>,
    },
    /// Roll one of one's balls along a drawn line to an adjacent empty spot.
    Roll {
        /// The spot the ball leaves.
        from: Spot,
        /// The adjacent empty spot it reaches.
        to: Spot,
        /// The balls confiscated for the lines this calls.
        confiscate: Vec<Target>,
    },
    /// Spend one point per ball to take confiscated balls back to hand (scoring).
    Reclaim {
        /// How many balls, at least 1.
        balls: u8,
    },
    /// Pass the turn (rulings, "scoring": "Reclaiming is never compulsory: a player
    /// with no legal placement or roll is passed even while holding points, unless
    /// they choose to reclaim first"). Accepted only from the seat to act when it
    /// has no legal placement or roll, which happens only to a scorer who could
    /// reclaim: everyone else in that spot is passed automatically. Like every
    /// pass it lifts the seat's no-straight-back bar.
    Pass,
}

impl Action {
    /// The confiscations the action carries (none for a reclaim or a pass).
    pub fn confiscations(&self) -> &[Target] {
        match self {
            Action::Place { confiscate, .. } | Action::Roll { confiscate, .. } => confiscate,
            Action::Reclaim { .. } | Action::Pass => &[],
        }
    }
}

/// Whether `action` is free: taken at any time by either seat without using a
/// turn (rulings, "scoring": a player may reclaim "at any time, without using a
/// turn"). The bot lets such actions through its "is it your turn" check;
/// [`Game::apply`](crate::Game::apply) decides. A `pass` is not free: it is the passer's turn.
pub fn is_free_action(action: &Action) -> bool {
    matches!(action, Action::Reclaim { .. })
}

/// Something an action caused, as a sentence a player understands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A ball was placed from hand.
    Placed {
        /// Who placed it.
        seat: Seat,
        /// Where.
        spot: Spot,
    },
    /// A ball rolled to an adjacent spot.
    Rolled {
        /// Whose ball.
        seat: Seat,
        /// From.
        from: Spot,
        /// To.
        to: Spot,
    },
    /// Three of the seat's balls fill straight line `line`: "line!".
    LineCalled {
        /// Who called it.
        seat: Seat,
        /// The line's number, 1–16.
        line: u8,
    },
    /// Progress: the line goes into the seat's score panel.
    LineRecorded {
        /// Whose panel.
        seat: Seat,
        /// The line's number.
        line: u8,
    },
    /// Progress: the line was already in the seat's panel, so it earns nothing.
    LineAlreadyRecorded {
        /// Whose panel.
        seat: Seat,
        /// The line's number.
        line: u8,
    },
    /// Scoring: points scored for the lines called.
    Scored {
        /// Who scored.
        seat: Seat,
        /// Points scored by this action.
        points: u8,
        /// The seat's score afterwards.
        total: u8,
    },
    /// A ball of the seat's opponent was confiscated.
    Confiscated {
        /// Who confiscated it.
        seat: Seat,
        /// Where it was taken from.
        target: Target,
    },
    /// A confiscation was granted but the opponent had no ball to take.
    NothingToConfiscate {
        /// The seat granted the confiscation.
        seat: Seat,
    },
    /// Scoring: points spent to take confiscated balls back to hand.
    Reclaimed {
        /// Who reclaimed.
        seat: Seat,
        /// How many balls (one point each).
        balls: u8,
        /// The seat's score afterwards.
        total: u8,
    },
    /// The seat could neither place nor roll and passed — automatically, or by
    /// choosing `pass` rather than reclaiming (rulings: "Reclaiming is never
    /// compulsory") — and the other moves again. The pass lifts the seat's
    /// no-straight-back bar.
    Passed {
        /// Who passed.
        seat: Seat,
    },
    /// Rulings: "If neither can act, the game is a draw." Both players passed in a
    /// row and the player to act still cannot place or roll: a draw.
    NeitherCanMove,
    /// Basic and progress: the seat has confiscated all nine opposing balls and wins.
    AllConfiscated {
        /// The winner.
        seat: Seat,
    },
    /// Scoring: the seat reached the target score and wins.
    TargetReached {
        /// The winner.
        seat: Seat,
        /// The score reached.
        score: u8,
    },
    /// The safeguard ended the game after 100 quiet placements and rolls.
    Safeguard {
        /// The result it decided.
        outcome: Outcome,
    },
    /// The seat resigned.
    Resigned {
        /// Who resigned.
        seat: Seat,
    },
    /// Both players agreed to a draw.
    DrawAgreed,
}

/// Why an action was refused: one line a player understands, in the message files
/// (`line-…` in `locales/*/line.ftl`); `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game has ended.
    GameOver,
    /// Another seat is to place, roll or pass (reclaiming is allowed at any time).
    NotYourTurn(Seat),
    /// The Line game is played by two seats.
    NoSuchSeat(Seat),
    /// Rulings, "A turn": a player passes only with no legal placement or roll.
    CannotPass {
        /// A legal placement or roll, as an example.
        example: Option<Action>,
    },
    /// Variants, "scoring": only the scoring variant reclaims balls.
    ReclaimScoringOnly,
    /// Variants, "scoring": a reclaim brings back a confiscated ball.
    NothingConfiscated,
    /// Variants, "scoring": a reclaim brings back at most the balls confiscated.
    ReclaimTooMany {
        /// The seat's balls confiscated.
        confiscated: u8,
    },
    /// Variants, "scoring": each ball reclaimed costs a point.
    ReclaimCost {
        /// The balls asked for.
        balls: u8,
        /// The seat's points.
        points: u8,
    },
    /// Only a placement or a roll is checked for confiscations (not a rule of
    /// the game: a reclaim or pass given where a move was expected).
    NotAMove,
    /// Rulings, "A turn": a ball is placed or rolled onto an empty spot.
    TakenByYours(Spot),
    /// Rulings, "A turn": a ball is placed or rolled onto an empty spot.
    Taken {
        /// The spot named.
        spot: Spot,
        /// Whose ball is there.
        owner: Seat,
    },
    /// Rulings, "A turn": a placement takes a ball from hand.
    NoBallInHand,
    /// Rulings, "A turn": a player rolls one of their own balls.
    NoBallOfYours(Spot),
    /// Rulings, "A turn": a ball rolls to an adjacent spot along a line.
    NotAdjacent {
        /// The spot the ball leaves.
        from: Spot,
        /// The spot named as its end.
        to: Spot,
    },
    /// Rulings, "A turn": no rolling a ball straight back into the spot it left on
    /// the player's previous turn.
    StraightBack {
        /// The spot the ball leaves.
        from: Spot,
        /// The spot it left on the previous turn.
        to: Spot,
    },
    /// Rulings, "A turn": a confiscation is compulsory when granted.
    MustConfiscate {
        /// The spot the ball reaches.
        to: Spot,
        /// The lines it calls.
        lines: Vec<u8>,
        /// The confiscations owed, 1 or 2.
        count: u8,
        /// The seat whose balls are confiscated.
        opponent: Seat,
        /// The move with the confiscations it needs, board first.
        example: Action,
    },
    /// Rulings, "A turn": only a called line confiscates.
    NoLineCalled(Spot),
    /// Variants, "progress": a line already in the mover's score panel earns nothing.
    AlreadyInPanel(Vec<u8>),
    /// Rulings, "A turn": a confiscation takes a ball the opponent still has.
    FewLeft {
        /// The seat whose balls are confiscated.
        opponent: Seat,
        /// The balls it has left to take.
        left: u8,
    },
    /// Variants, "scoring": a green line scores a point and confiscates nothing.
    ScoresAPoint(Vec<u8>),
    /// Rulings, "A turn": one confiscation per line called (scoring: per red or
    /// blue line).
    TooManyConfiscations {
        /// The spot the ball reaches.
        to: Spot,
        /// The lines it calls.
        lines: Vec<u8>,
        /// The most confiscations the move may carry.
        most: u8,
    },
    /// Rulings, "A turn": each confiscation takes a different ball.
    ConfiscatedTwice(Spot),
    /// Rulings, "A turn": a confiscation takes an opposing ball.
    OwnBall {
        /// The spot named.
        spot: Spot,
        /// The seat whose balls are confiscated.
        opponent: Seat,
    },
    /// Rulings, "A turn": a confiscation names a spot holding a ball.
    NoBallThere(Spot),
    /// Rulings, "A turn": a confiscation takes from hand (`xhand`) only when the
    /// opponent has no ball on the board.
    BoardFirst(Seat),
}

/// The raw, not necessarily legal contents of a game, with public fields: what is
/// stored, and what [`Game::from_setup`](crate::Game::from_setup) validates to restore a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The table options (variant and target).
    pub options: Options,
    /// Every ball on the board, in spot order.
    pub board: Vec<(Spot, Seat)>,
    /// Balls in each seat's hand, in seat order.
    pub hands: [u8; 2],
    /// Each seat's balls confiscated by the other (out of play unless reclaimed).
    pub confiscated: [u8; 2],
    /// Progress: each seat's score panel, the line numbers in the order recorded.
    pub panels: [Vec<u8>; 2],
    /// Scoring: each seat's points.
    pub points: [u8; 2],
    /// The seat whose turn it is (to place or roll, or to pass or reclaim).
    pub to_act: Seat,
    /// For each seat, the roll it may not make next: its last roll reversed (rulings,
    /// no rolling straight back). `None` after a placement or a pass.
    pub barred: [Option<Roll>; 2],
    /// Turns passed in a row since the last placement or roll, 0 to 2: when both
    /// players have passed and the player to act still cannot place or roll, the
    /// game is drawn (rulings: "If neither can act, the game is a draw"). Records
    /// stored before passing was a choice have none and load as 0.
    #[serde(default)]
    pub passes: u8,
    /// The last placement or roll, with the lines it called.
    pub last_move: Option<LastMove>,
    /// Placements and rolls in a row without a confiscation, a point or a new line
    /// recorded (the safeguard's counter).
    pub quiet_moves: u32,
    /// Placements and rolls made so far.
    pub moves: u32,
    /// The outcome so far.
    pub outcome: Outcome,
}

/// A Line game in a valid state. Build with [`Game::new`](crate::Game::new) or restore with
/// [`Game::from_setup`](crate::Game::from_setup).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    options: Options,
    board: board::Board,
    hands: [u8; 2],
    confiscated: [u8; 2],
    panels: [Vec<u8>; 2],
    points: [u8; 2],
    to_act: Seat,
    barred: [Option<Roll>; 2],
    passes: u8,
    last_move: Option<LastMove>,
    quiet_moves: u32,
    moves: u32,
    outcome: Outcome,
}

impl fmt::Display for Action {
    /// The canonical notation: `d2`, `d2-d3 xa1`, `reclaim 2`, `pass`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        notation::format(self, f)
    }
}

impl fmt::Display for Target {
    /// `a1` for a spot, `hand` for the hand.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Spot(spot) => spot.fmt(f),
            Target::Hand => f.write_str("hand"),
        }
    }
}

impl Serialize for Target {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Target {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        if text.eq_ignore_ascii_case("hand") {
            return Ok(Target::Hand);
        }
        Spot::parse(&text)
            .map(Target::Spot)
            .ok_or_else(|| serde::de::Error::custom(format!("not a spot or hand: {text}")))
    }
}
