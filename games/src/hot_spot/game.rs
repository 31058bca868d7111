//! HotSpot as a [`Game`]: Hot Spot (rulings `shared/rules/hot-spot.md`) through the trait every game
//! shares. Each verb delegates to the engine's own typed method.

use super::{
    Action, Event, HotSpot, Options, ParseError, RuleError, Setup, SetupError, View, RULES_SUMMARY, SEAT_NAMES,
};
use crate::game::{Game, Spec};
use crate::{Outcome, Rng, Seat};

impl Game for HotSpot {
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type ParseError = ParseError;
    type RuleError = RuleError;
    type SetupError = SetupError;
    type View = View;
    type Options = Options;

    const SPEC: Spec = Spec {
        name: "hot-spot",
        title: "Hot Spot",
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

    fn new(options: &Options, _players: usize, rng: &mut dyn Rng) -> HotSpot {
        HotSpot::new(options, rng)
    }

    fn from_setup(setup: Setup) -> Result<HotSpot, SetupError> {
        HotSpot::from_setup(setup)
    }

    fn to_setup(&self) -> Setup {
        HotSpot::to_setup(self)
    }

    fn to_act(&self) -> Option<Seat> {
        HotSpot::to_act(self)
    }

    fn prompt(&self) -> String {
        HotSpot::prompt(self)
    }

    fn legal_actions(&self, seat: Seat, into: &mut Vec<Action>) {
        into.extend(HotSpot::legal_actions(self, seat));
    }

    fn parse_action(text: &str) -> Result<Action, ParseError> {
        Action::parse(text)
    }

    fn apply(&mut self, seat: Seat, action: &Action, _rng: &mut dyn Rng) -> Result<Vec<Event>, RuleError> {
        HotSpot::apply(self, seat, action)
    }

    fn outcome(&self) -> Outcome {
        HotSpot::outcome(self)
    }

    fn resign(&mut self, seat: Seat) -> Vec<Event> {
        HotSpot::resign(self, seat)
    }

    fn agree_draw(&mut self) -> Vec<Event> {
        HotSpot::agree_draw(self)
    }

    fn view(&self) -> View {
        HotSpot::view(self)
    }
}
