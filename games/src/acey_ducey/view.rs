//! The public view of an Acey Ducey game: everything a spectator may see and
//! everything another program needs to continue the game from this point (rules
//! convention "The public view is a complete position"). Acey Ducey has no hidden
//! information. The picture and `parlor local --json` are drawn from it.

use super::{Dice, LastRoll, LastTurn, Options, Phase};
use crate::i18n::Msg;
use crate::{Outcome, Seat};
use serde::Serialize;

/// An occupied point, with its number from both sides (they add up to 25).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ViewPoint {
    /// The point's number for Red (1–24; Red's Home Table is 6–1).
    pub red_point: u8,
    /// The point's number for Black, `25 - red_point`.
    pub black_point: u8,
    /// Whose men stand there (never both colours).
    pub owner: Seat,
    /// How many.
    pub men: u8,
}

/// The public view of a game ([`Game::view`](crate::Game::view)).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// Set-up or play.
    pub phase: Phase,
    /// The seat to act, or `None` once the game is over.
    pub to_act: Option<Seat>,
    /// What the seat to act is asked to do ("roll the dice", "play 6 and 6", …).
    pub prompt: String,
    /// The same prompt as a message, for pictures drawn in the room's language
    /// ([`Game::prompt`](crate::Game::prompt)); not in the JSON.
    #[serde(skip)]
    pub prompt_msg: Msg,
    /// Who won the start roll: he set up first and moves first.
    pub starter: Seat,
    /// Every round of the start roll, `[Red's dice, Black's dice]`; all but the last
    /// are ties.
    pub start_rolls: Vec<[Dice; 2]>,
    /// Every occupied point, from Red's 24 down to Red's 1.
    pub points: Vec<ViewPoint>,
    /// Men in the Dog House, in seat order.
    pub dog_house: [u8; 2],
    /// Men borne off, in seat order.
    pub borne_off: [u8; 2],
    /// Men still to enter in set-up, in seat order.
    pub to_enter: [u8; 2],
    /// The roll waiting for the seat to act to choose how to use it.
    pub dice: Option<Dice>,
    /// Whether the seat to act is on an extra throw earned by playing Acey-Ducey.
    pub roll_again: bool,
    /// The last roll made, by either seat.
    pub last_roll: Option<LastRoll>,
    /// The moves of the last turn played, for the picture to mark each of them.
    pub last_turn: Option<LastTurn>,
    /// The outcome so far.
    pub outcome: Outcome,
    /// The table options (stake and Dog House penalty).
    pub options: Options,
}

impl View {
    /// `seat`'s men on its own point `p` (1–24).
    pub fn men_on(&self, seat: Seat, p: u8) -> u8 {
        let red_point = if seat == Seat::FIRST { p } else { 25 - p };
        self.points
            .iter()
            .find(|v| v.red_point == red_point && v.owner == seat)
            .map_or(0, |v| v.men)
    }
}
