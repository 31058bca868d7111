//! NumberOne as a [`Game`]: Number One (rulings `shared/rules/number-one.md`) through the trait every game
//! shares. Each verb delegates to the engine's own typed method.

use super::{
    Action, Event, NumberOne, Options, ParseError, RuleError, Setup, SetupError, View, MAX_PLAYERS, MIN_PLAYERS,
    RULES_SUMMARY, SEAT_NAMES,
};
use crate::game::{Game, Spec};
use crate::i18n::Msg;
use crate::{Outcome, Rng, Seat};

impl Game for NumberOne {
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type ParseError = ParseError;
    type RuleError = RuleError;
    type SetupError = SetupError;
    type View = View;
    type Options = Options;

    const SPEC: Spec = Spec {
        name: "number-one",
        title: "Number One",
        min_seats: MIN_PLAYERS,
        max_seats: MAX_PLAYERS,
        seat_names: &SEAT_NAMES,
        rules_summary: RULES_SUMMARY,
        dice: false,
        secrets: false,
    };

    fn parse_options(text: &str) -> Result<Options, crate::OptionsError> {
        Options::parse(text)
    }

    fn new(options: &Options, players: usize, rng: &mut dyn Rng) -> NumberOne {
        NumberOne::new(players, options, rng)
    }

    fn from_setup(setup: Setup) -> Result<NumberOne, SetupError> {
        NumberOne::from_setup(setup)
    }

    fn to_setup(&self) -> Setup {
        NumberOne::to_setup(self)
    }

    fn to_act(&self) -> Option<Seat> {
        NumberOne::to_act(self)
    }

    fn prompt(&self) -> Msg {
        Msg::raw(NumberOne::prompt(self))
    }

    fn legal_actions(&self, seat: Seat, into: &mut Vec<Action>) {
        into.extend(NumberOne::legal_actions(self, seat));
    }

    fn parse_action(text: &str) -> Result<Action, ParseError> {
        Action::parse(text)
    }

    fn apply(&mut self, seat: Seat, action: &Action, _rng: &mut dyn Rng) -> Result<Vec<Event>, RuleError> {
        NumberOne::apply(self, seat, action)
    }

    fn outcome(&self) -> Outcome {
        NumberOne::outcome(self)
    }

    fn resign(&mut self, seat: Seat) -> Vec<Event> {
        NumberOne::resign(self, seat)
    }

    fn agree_draw(&mut self) -> Vec<Event> {
        NumberOne::agree_draw(self)
    }

    fn view(&self) -> View {
        NumberOne::view(self)
    }

    /// A turn is one to three peg moves ("A turn"), written in one command.
    fn parse_turn(text: &str) -> Result<Vec<Action>, ParseError> {
        Action::parse_turn(text)
    }

    /// A player who lets the timer run out leaves; the others play on.
    fn time_out(&mut self, seat: Seat) -> Vec<Event> {
        self.remove_seat(seat)
    }

    fn is_out(&self, seat: Seat) -> bool {
        NumberOne::is_out(self, seat)
    }
}

// Until this engine's texts move to the message files, they are English only.
impl crate::i18n::Localize for Event {
    fn msg(&self) -> Msg {
        Msg::raw(self.to_string())
    }
}

impl crate::i18n::Localize for ParseError {
    fn msg(&self) -> Msg {
        Msg::raw(self.to_string())
    }
}

impl crate::i18n::Localize for RuleError {
    fn msg(&self) -> Msg {
        Msg::raw(self.to_string())
    }
}
