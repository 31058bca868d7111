//! Hot Spot rules: set-up, legal actions, applying them, captures and the outcome.

use super::{Action, Event, HotSpot, Options, Phase, RuleError, Setup, View};
use crate::{Outcome, Rng, Seat};
use std::fmt;

/// A stored game that breaks the rules' invariants.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid Hot Spot position: {0}")]
pub struct SetupError(pub String);

/// A short statement of the rules, for `/rules game:hot-spot`.
pub const RULES_SUMMARY: &str = "TODO";

impl Options {
    /// Parses `/play` options: space-separated words; `quick` is the only one.
    pub fn parse(_text: &str) -> Result<Options, String> {
        todo!()
    }
}

impl HotSpot {
    /// A new game: shuffles and draws each side's pieces.
    pub fn new(_options: &Options, _rng: &mut dyn Rng) -> HotSpot {
        todo!()
    }
    /// Restores a stored game, validating it.
    pub fn from_setup(_setup: Setup) -> Result<HotSpot, SetupError> {
        todo!()
    }
    /// The raw contents, for storage.
    pub fn to_setup(&self) -> Setup {
        todo!()
    }
    /// The seat to act.
    pub fn to_act(&self) -> Option<Seat> {
        todo!()
    }
    /// The phase.
    pub fn phase(&self) -> Phase {
        todo!()
    }
    /// What the seat to act is asked to do.
    pub fn prompt(&self) -> String {
        todo!()
    }
    /// Legal actions for a seat.
    pub fn legal_actions(&self, _seat: Seat) -> Vec<Action> {
        todo!()
    }
    /// Applies an action.
    pub fn apply(&mut self, _seat: Seat, _action: &Action) -> Result<Vec<Event>, RuleError> {
        todo!()
    }
    /// Resigns.
    pub fn resign(&mut self, _seat: Seat) -> Vec<Event> {
        todo!()
    }
    /// Agreed draw.
    pub fn agree_draw(&mut self) -> Vec<Event> {
        todo!()
    }
    /// Outcome.
    pub fn outcome(&self) -> Outcome {
        todo!()
    }
    /// Public view.
    pub fn view(&self) -> View {
        todo!()
    }
}

impl fmt::Display for Event {
    fn fmt(&self, _f: &mut fmt::Formatter<'_>) -> fmt::Result {
        todo!()
    }
}
