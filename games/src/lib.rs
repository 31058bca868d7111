//! Parlor's rules engines: one module per game, one shape for all.
//!
//! Every game is a state type with private fields, built through a constructor that
//! validates (a game restored from storage goes through the same door). Every game
//! exposes the same verbs: who is to act, the legal actions for a seat, parsing an
//! action from its notation and formatting it back, applying it (which returns the
//! events it caused), and the outcome. Applying an illegal action returns a typed
//! error and leaves the state untouched. Randomness comes in from outside through
//! [`rng::Rng`], so tests can script dice and any game can be replayed from its seed.
//!
//! [`Game`] is that shape as one trait, modelled on shakmaty's `Position`: every
//! turn-based engine implements it in its own `<game>/game.rs`, where the verbs'
//! bodies live; what only some games have is a capability ([`capability`]). [`DynGame`] is
//! the same verbs at the text level (notation in, sentences and views out),
//! object-safe and written once for every [`Game`]. [`GameKind`] is the registry,
//! the one list of games (`registry.rs`), and [`AnyGame`] the one type the bot
//! stores and dispatches on: a [`DynGame`], or a Crown and Anchor table.
//!
//! No I/O, no async, no Discord and no clock live in this crate.

pub mod acey_ducey;
pub mod ai;
pub mod amount;
pub mod any;
pub mod capability;
pub mod checkers;
pub mod crown_anchor;
pub mod game;
pub mod hot_spot;
pub mod i18n;
pub mod line;
mod notation;
pub mod number_one;
pub mod options;
/// Seeded random playouts: scaffolding for the tests, the benches and `parlor
/// bench`, compiled only for them (feature `playout`), never into the product.
#[cfg(any(test, feature = "playout"))]
pub mod playout;
pub mod registry;
pub mod rng;
#[cfg(test)]
mod testkit;
pub mod text;
#[cfg(feature = "test-game")]
pub mod tic_tac_toe;
pub mod tournament;
pub mod trespass;

pub use any::{AnyGame, Turns};
pub use capability::{FreeActions, SeatsOut, SecretError, Secrets, Stakes};
pub use game::{Game, Spec};
pub use options::OptionsError;
pub use registry::{Entry, GameKind, NewGameError, RestoreError};
pub use rng::{Rng, ScriptedRng, SeededRng};
pub use text::{DynGame, PlayError, Played};

use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table, numbered from 0 in seat order.
///
/// Rules convention (`shared/rules/README.md`, "Seats"): seat 1 — index 0 — is the
/// player who issued the challenge unless a game's rules decide otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The first seat (the challenger in two-player games).
    pub const FIRST: Seat = Seat(0);
    /// The second seat.
    pub const SECOND: Seat = Seat(1);

    /// The seat's index into per-seat arrays.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The other seat of a two-player game.
    pub fn opponent(self) -> Seat {
        Seat(1 - self.0.min(1))
    }
}

impl fmt::Display for Seat {
    /// Seats print the way players count them: "seat 1", "seat 2".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0 + 1)
    }
}

/// How a game stands according to its rules.
///
/// Endings decided outside the rules (resignation, agreed draws, timeouts,
/// abandonment) are recorded by the table; an engine reports only what its rules
/// decide, plus resignations and agreed draws made through [`AnyGame`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "result", content = "seat")]
pub enum Outcome {
    /// The game goes on.
    Ongoing,
    /// The seat won.
    Won(Seat),
    /// Nobody won.
    Draw,
}

impl Outcome {
    /// True once the game has ended.
    pub fn is_over(self) -> bool {
        !matches!(self, Outcome::Ongoing)
    }
}
