//! Checkers as a [`Game`]: checkers (rulings `shared/rules/checkers.md`) through the trait every game
//! shares. Each verb delegates to the engine's own typed method.

use super::{
    Action, Checkers, Event, Options, ParseError, RuleError, Setup, SetupError, View, RULES_SUMMARY, SEAT_NAMES,
};
use crate::game::{Game, Spec};
use crate::{Outcome, Rng, Seat};

impl Game for Checkers {
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type ParseError = ParseError;
    type RuleError = RuleError;
    type SetupError = SetupError;
    type View = View;
    type Options = Options;

    const SPEC: Spec = Spec {
        name: "checkers",
        title: "Checkers",
        min_seats: 2,
        max_seats: 2,
        seat_names: &SEAT_NAMES,
        rules_summary: RULES_SUMMARY,
        dice: false,
        secrets: false,
    };

    fn parse_options(text: &str) -> Result<Options, crate::OptionsError> {
        Options::parse(text)
    }

    fn new(options: &Options, _players: usize, _rng: &mut dyn Rng) -> Checkers {
        Checkers::new(options)
    }

    fn from_setup(setup: Setup) -> Result<Checkers, SetupError> {
        Checkers::from_setup(setup)
    }

    fn to_setup(&self) -> Setup {
        Checkers::to_setup(self)
    }

    fn to_act(&self) -> Option<Seat> {
        Checkers::to_act(self)
    }

    fn prompt(&self) -> String {
        Checkers::prompt(self)
    }

    fn legal_actions(&self, seat: Seat, into: &mut Vec<Action>) {
        into.extend(Checkers::legal_actions(self, seat));
    }

    fn parse_action(text: &str) -> Result<Action, ParseError> {
        Action::parse(text)
    }

    fn apply(&mut self, seat: Seat, action: &Action, _rng: &mut dyn Rng) -> Result<Vec<Event>, RuleError> {
        Checkers::apply(self, seat, action)
    }

    fn outcome(&self) -> Outcome {
        Checkers::outcome(self)
    }

    fn resign(&mut self, seat: Seat) -> Vec<Event> {
        Checkers::resign(self, seat)
    }

    fn agree_draw(&mut self) -> Vec<Event> {
        Checkers::agree_draw(self)
    }

    fn view(&self) -> View {
        Checkers::view(self)
    }

    /// A capture may be written by its first and last squares; the move log keeps
    /// every landing.
    fn resolve_and_apply(
        &mut self,
        seat: Seat,
        action: &Action,
        _rng: &mut dyn Rng,
    ) -> Result<(Action, Vec<Event>), RuleError> {
        Checkers::resolve_and_apply(self, seat, action)
    }
}
