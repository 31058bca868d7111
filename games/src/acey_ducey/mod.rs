//! Acey Ducey (Parker Brothers), per `shared/rules/acey-ducey.md`.
//!
//! Two players, Red (seat 1) and Black (seat 2), fifteen men each on a backgammon
//! board. Each colour sets its men up on its Starting Table (the opponent's Home
//! Table) by rolling dice, travels the whole board and bears off from its own Home
//! Table. Landing on a single opposing man sends him to the Dog House, from which he
//! must re-enter on his Starting Table before his owner moves anything else. The
//! special dice readings: Acey (1) or Ducey (2) with a plain number X plays X and X,
//! and Acey-Ducey (1-2) lets the roller send an opposing man from a No. 1 or No. 2
//! point to the Dog House, or play the 1 and 2 and roll again. The first to bear
//! off all fifteen men wins.
//!
//! Points are always numbered from the point of view of the seat they concern:
//! 24 … 1 along its way home, its Starting Table is 24–19 (a die `k` enters at
//! point `25 − k`), its Home Table 6–1. Opposing numberings add up to 25.
//!
//! Submodules: `dice` (the canonical dice and their readings), `board` (men,
//! single-die moves and complete plays), `notation` (parse and format actions),
//! `game` (the [`crate::Game`] verbs' bodies and the [`crate::Stakes`]
//! capability), `rules` (options, the start roll, a roll's choices, carrying out
//! a turn), `setup` (a stored game's checks), `view` (the public view the pictures
//! are drawn from), `messages` (events and refusals in words).
//!
//! Decisions where the rulings are silent (each is also noted where it is built):
//! - **The finished player waits** means his set-up turns are skipped: the other
//!   player rolls again and again until his fifteen men are entered, and then play
//!   begins with the starter. Nobody moves a man before both have set up.
//! - Under that reading the two Starting Tables never meet during set-up (each is
//!   the other colour's empty Home Table), so in a game begun with
//!   [`Game::new`](crate::Game::new) no set-up die is ever blocked and no man is hit. The engine
//!   still applies the ruling — a die naming a point held by two or more opposing
//!   men is lost, a single opposing man there goes to the Dog House — for positions
//!   restored with [`Game::from_setup`](crate::Game::from_setup). A man hit during set-up goes to the
//!   Dog House like any other; he is entered under the play rules on his owner's
//!   first turn of play (before anything else), not as part of set-up.
//! - Every turn, in set-up and in play, starts with [`Action::Roll`]. When the roll
//!   leaves no choice the engine plays it at once: no possible play passes the turn,
//!   and a single possible play (every forced set-up entry, for one) is made for the
//!   player, with events saying what was played.
//! - After Acey-Ducey, "play 1 and 2 and roll again" is open even when neither die
//!   can be played: the player then plays nothing and rolls again (written `roll`).
//! - A win by bearing off ends the turn at once, even after an Acey-Ducey play.

mod board;
mod dice;
mod game;
mod messages;
mod notation;
mod rules;
mod setup;
#[cfg(test)]
mod tests;
mod view;

pub use dice::{Dice, Reading, ALL_ROLLS};
pub use notation::ParseError;
pub use setup::{SeatRole, SetupError};
pub use view::{View, ViewPoint};

use crate::{Outcome, Seat};
use serde::{Deserialize, Serialize};

/// Men each side owns (rulings, "Two players, Red and Black, 15 men each").
pub const MEN: u8 = 15;
/// Points on the board, numbered 1–24 from the mover's side.
pub const POINTS: u8 = 24;
/// The Dog House as a step's start in [`Step::from`] (notation `bar`).
pub const BAR: u8 = 25;
/// Bearing off as a step's end in [`Step::to`] (notation `off`).
pub const OFF: u8 = 0;
/// The largest stake or penalty a table may set.
pub const MAX_CHIPS: u64 = 1_000_000_000;

/// The colour name of a seat in English ("Red" or "Black"; Red is seat 1): the
/// catalogue's `acey-ducey-seat-<i>`, for logs and text diagrams.
pub fn seat_name(seat: Seat) -> &'static str {
    crate::GameKind::AceyDucey.seat_names()[seat.index().min(1)]
}

/// The two phases (rulings, "Who starts, and set-up", step 2 and step 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Set-up: players roll to enter their men on their Starting Tables.
    SettingUp,
    /// Play: men move, hit, re-enter and bear off.
    Play,
}

/// One die's move of one man, in the mover's numbering (rulings, "Notation"):
/// `13/8`, `bar/22` (from the Dog House, [`BAR`]), `4/off` (bearing off, [`OFF`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Step {
    /// The point the man leaves, 1–24, or [`BAR`] (25) for the Dog House.
    pub from: u8,
    /// The point he reaches, 1–24, or [`OFF`] (0) when he is borne off.
    pub to: u8,
}

/// One action, in the notation of the rulings.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// `roll`: the bot rolls both dice for the player. The only action at the start
    /// of every turn; after Acey-Ducey with nothing playable it also means "play
    /// nothing and roll again".
    Roll,
    /// Set-up entries by die value, highest first: `6 3`, or `6` when the last man
    /// is entered with the chosen die (rulings, set-up step 2).
    Enter(Vec<u8>),
    /// A play: one [`Step`] per die used, canonically from the highest starting
    /// point down (`bar` first, equal starts by higher destination, `off` last). A
    /// man that uses both dice is two steps: `13/8 8/5`.
    Play(Vec<Step>),
    /// Acey-Ducey's first choice: send the opposing man on this point (1, 2, 23 or
    /// 24 in the mover's numbering) to the Dog House: `send 23`.
    Send(u8),
}

/// Table options (rulings, "End and stakes"). The engine records them and reports
/// every man sent to the Dog House ([`Event::SentToDogHouse`]); the table moves
/// the chips.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// `stake:N`: each player stakes N chips, the winner takes both.
    pub stake: Option<u64>,
    /// `penalty:N`: each man sent to the Dog House costs his owner N chips, paid to
    /// the opponent.
    pub penalty: Option<u64>,
}

/// The roll that was last made, for the view and the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LastRoll {
    /// Who rolled.
    pub seat: Seat,
    /// What came up.
    pub dice: Dice,
}

/// The moves of the last turn played, for the picture to mark them: who played,
/// each [`Step`] in the mover's numbering (an entry in set-up is a step from the
/// Dog House, `bar/22`), including those after an Acey-Ducey's extra throw, and
/// the point an opposing man was sent from by Acey-Ducey's `send P`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LastTurn {
    /// Who played.
    pub seat: Seat,
    /// Every step of the turn, in the order played.
    pub steps: Vec<Step>,
    /// `send P`: the point (mover's numbering) whose opposing man was sent to the
    /// Dog House.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sent: Option<u8>,
}

/// Something an action caused. Each prints as one sentence; points are in the
/// numbering of the seat named first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// One round of the start roll (rulings, "Who starts" 1): "Red rolled 5-3,
    /// Black rolled 6-4: Black starts." A tie is rolled again.
    StartRoll {
        /// Red's two dice.
        red: Dice,
        /// Black's two dice.
        black: Dice,
    },
    /// The seat rolled the dice.
    Rolled {
        /// Who rolled.
        seat: Seat,
        /// What came up.
        dice: Dice,
    },
    /// Set-up entries: one man per die on the Starting Table point it names.
    Entered {
        /// Who entered.
        seat: Seat,
        /// The points entered, in the seat's numbering (25 − die).
        points: Vec<u8>,
        /// Men the seat still has to enter.
        left: u8,
    },
    /// A set-up die named a point held by two or more opposing men and is lost.
    DieLost {
        /// Whose die.
        seat: Seat,
        /// The die.
        die: u8,
    },
    /// The seat has entered all fifteen men and waits for the other to finish.
    SetUpDone {
        /// Who finished.
        seat: Seat,
    },
    /// Both sides are set up: play begins with the starter.
    PlayBegins {
        /// The starter, who moves first.
        seat: Seat,
    },
    /// The seat played these steps (`forced` when it was the only possible play and
    /// the engine made it).
    Played {
        /// Who played.
        seat: Seat,
        /// The steps in canonical order.
        steps: Vec<Step>,
        /// Whether the engine played it because nothing else was possible.
        forced: bool,
    },
    /// Acey-Ducey: the seat sends the opposing man on `point` (the seat's numbering)
    /// to the Dog House. Followed by [`Event::SentToDogHouse`].
    Sent {
        /// Who sent.
        seat: Seat,
        /// The point, 1, 2, 23 or 24 in the sender's numbering.
        point: u8,
    },
    /// A man of `owner` went to the Dog House — hit, or sent by Acey-Ducey. The
    /// table charges `penalty:N` to `owner` once per event.
    SentToDogHouse {
        /// The owner of the man.
        owner: Seat,
        /// Where he stood, in the owner's numbering.
        point: u8,
    },
    /// The roll could not be used at all: the turn passes.
    NoPlay {
        /// Who could not play.
        seat: Seat,
    },
    /// Acey-Ducey played as a normal roll: the seat rolls again.
    RollsAgain {
        /// Who rolls again.
        seat: Seat,
    },
    /// The seat bore off its fifteenth man and wins.
    Won {
        /// The winner.
        seat: Seat,
    },
    /// The seat resigned.
    Resigned {
        /// Who resigned.
        seat: Seat,
    },
    /// Both players agreed to a draw.
    DrawAgreed,
}

/// Why an action was refused; each message is one line a player understands.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The game has ended.
    GameOver,
    /// Another seat is to act.
    NotYourTurn(Seat),
    /// Every turn starts with a roll.
    RollFirst,
    /// The dice are already rolled and wait to be played.
    AlreadyRolled(Dice),
    /// Who starts, and set-up: once set-up is over the dice move men.
    SetUpOver,
    /// Who starts, and set-up: in set-up the dice enter men.
    EnterInSetUp(Action),
    /// Who starts, and set-up: men are entered with the dice rolled.
    EnterWithDice(Dice),
    /// Who starts, and set-up: a die whose entry point the opponent holds is lost.
    EntryHeld {
        /// The entry point, in the mover's numbering.
        point: u8,
        /// The die that would enter there.
        die: u8,
        /// The seat holding it.
        opponent: Seat,
    },
    /// Who starts, and set-up: the last man to enter takes one die.
    OneManLeft(Dice),
    /// Who starts, and set-up: every die enters a man while two or more are left.
    EnterEveryDie(Action),
    /// Reading the dice: only Acey-Ducey (1 and 2) sends a man to the Dog House.
    SendNeedsAceyDucey,
    /// Reading the dice: Acey-Ducey sends from points 1, 2, 23 and 24 only.
    SendOnlyFromEnds(u8),
    /// Reading the dice: Acey-Ducey sends an opposing man from the point named.
    NothingToSend {
        /// The point named, in the mover's numbering.
        point: u8,
        /// The seat whose man would be sent.
        opponent: Seat,
    },
    /// Reading the dice: when neither the 1 nor the 2 of Acey-Ducey can be played,
    /// the player sends a man or rolls again.
    NeitherDiePlays,
    /// Moving, hitting, the Dog House: a man enters only from the Dog House.
    DogHouseEmpty,
    /// Moving, hitting, the Dog House: men in the Dog House enter before anything
    /// else moves.
    EnterFirst,
    /// A step moves one of the player's own men.
    NoManOn(u8),
    /// Board and numbering: men move toward home, from 24 down to 1.
    TowardHome,
    /// Bearing off: only when all the player's men are in the Home Table.
    NotAllHome,
    /// Moving, hitting, the Dog House: a point held by two or more opposing men is
    /// closed.
    PointHeld {
        /// The point, in the mover's numbering.
        point: u8,
        /// The seat holding it.
        opponent: Seat,
    },
    /// Bearing off: a man bears off with the exact die, or a higher one from the
    /// highest point.
    NotBearingOff {
        /// The step written.
        step: Step,
        /// The dice being played.
        moves: [u8; 2],
    },
    /// Moving, hitting, the Dog House: a man moving both dice stops on an open
    /// point between.
    NeedsBothDice(Step),
    /// Moving: each step is the move of one die.
    WrongDistance {
        /// The step written.
        step: Step,
        /// How far it moves.
        distance: u8,
        /// The dice being played.
        moves: [u8; 2],
    },
    /// Reading the dice: a player uses as many dice as can be played.
    UseMostDice {
        /// How many dice can be played.
        most: usize,
        /// A play that uses them.
        example: Vec<Step>,
    },
    /// Reading the dice: when only one die can be played, it is the larger.
    LargerDie(u8),
    /// Reading the dice: the play written is not one of the legal plays.
    NotALegalPlay {
        /// The dice being played.
        moves: [u8; 2],
        /// A legal play, in canonical order.
        example: Vec<Step>,
    },
    /// Notation: a play written short (in any order, or a man's two steps joined)
    /// fits several legal plays, so every step is asked for.
    AmbiguousPlay {
        /// The play as written.
        steps: Vec<Step>,
        /// The legal plays it fits.
        ways: Vec<Vec<Step>>,
    },
}

/// The raw, not necessarily legal contents of a game, with public fields: what is
/// stored, and what [`Game::from_setup`](crate::Game::from_setup) validates to restore a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The options the table chose.
    pub options: Options,
    /// `points[seat][p - 1]`: the seat's men on its own point `p`.
    pub points: [[u8; 24]; 2],
    /// Each seat's men in the Dog House.
    pub dog_house: [u8; 2],
    /// Each seat's men borne off.
    pub borne_off: [u8; 2],
    /// Each seat's men still to enter in set-up.
    pub to_enter: [u8; 2],
    /// The phase.
    pub phase: Phase,
    /// Every round of the start roll, Red's dice first; all but the last are ties.
    pub start_rolls: Vec<[Dice; 2]>,
    /// The seat to act (the winner's opponent once the game is over is allowed).
    pub to_act: Seat,
    /// The roll waiting for the player's choice, `None` when the turn starts with
    /// a roll.
    pub dice: Option<Dice>,
    /// Whether the current throw is the extra one earned by playing Acey-Ducey.
    pub roll_again: bool,
    /// The last roll made.
    pub last_roll: Option<LastRoll>,
    /// The moves of the last turn played (absent in games stored before it was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_turn: Option<LastTurn>,
    /// The outcome so far.
    pub outcome: Outcome,
}

/// An Acey Ducey game in a valid state. Build with [`Game::new`](crate::Game::new) or restore
/// with [`Game::from_setup`](crate::Game::from_setup).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AceyDucey {
    options: Options,
    board: board::Board,
    phase: Phase,
    start_rolls: Vec<[Dice; 2]>,
    to_act: Seat,
    dice: Option<Dice>,
    roll_again: bool,
    last_roll: Option<LastRoll>,
    last_turn: Option<LastTurn>,
    outcome: Outcome,
}
