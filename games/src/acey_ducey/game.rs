//! AceyDucey as a [`Game`]: Acey Ducey (rulings `shared/rules/acey-ducey.md`) through the trait every game
//! shares. Each verb delegates to the engine's own typed method.

use super::{
    AceyDucey, Action, Event, Options, ParseError, RuleError, Setup, SetupError, View, RULES_SUMMARY, SEAT_NAMES,
};
use crate::game::{Game, Spec};
use crate::i18n::Msg;
use crate::{Outcome, Rng, Seat};

impl Game for AceyDucey {
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type ParseError = ParseError;
    type RuleError = RuleError;
    type SetupError = SetupError;
    type View = View;
    type Options = Options;

    const SPEC: Spec = Spec {
        name: "acey-ducey",
        title: "Acey Ducey",
        min_seats: 2,
        max_seats: 2,
        seat_names: &SEAT_NAMES,
        rules_summary: RULES_SUMMARY,
        dice: true,
        secrets: false,
    };

    fn parse_options(text: &str) -> Result<Options, crate::OptionsError> {
        Options::parse(text)
    }

    fn new(options: &Options, _players: usize, rng: &mut dyn Rng) -> AceyDucey {
        AceyDucey::new(options, rng)
    }

    fn from_setup(setup: Setup) -> Result<AceyDucey, SetupError> {
        AceyDucey::from_setup(setup)
    }

    fn to_setup(&self) -> Setup {
        AceyDucey::to_setup(self)
    }

    fn to_act(&self) -> Option<Seat> {
        AceyDucey::to_act(self)
    }

    fn prompt(&self) -> Msg {
        Msg::raw(AceyDucey::prompt(self))
    }

    fn legal_actions(&self, seat: Seat, into: &mut Vec<Action>) {
        into.extend(AceyDucey::legal_actions(self, seat));
    }

    fn parse_action(text: &str) -> Result<Action, ParseError> {
        Action::parse(text)
    }

    fn apply(&mut self, seat: Seat, action: &Action, rng: &mut dyn Rng) -> Result<Vec<Event>, RuleError> {
        AceyDucey::apply(self, seat, action, rng)
    }

    fn outcome(&self) -> Outcome {
        AceyDucey::outcome(self)
    }

    fn resign(&mut self, seat: Seat) -> Vec<Event> {
        AceyDucey::resign(self, seat)
    }

    fn agree_draw(&mut self) -> Vec<Event> {
        AceyDucey::agree_draw(self)
    }

    fn view(&self) -> View {
        AceyDucey::view(self)
    }

    /// Moves may be written in any order and by shorthand; the move log keeps the
    /// canonical form. `roll` throws the dice from `rng`.
    fn resolve_and_apply(
        &mut self,
        seat: Seat,
        action: &Action,
        rng: &mut dyn Rng,
    ) -> Result<(Action, Vec<Event>), RuleError> {
        AceyDucey::resolve_and_apply(self, seat, action, rng)
    }

    /// The start roll that chose who sets up and moves first.
    fn opening_events(&self) -> Vec<Event> {
        AceyDucey::opening_events(self)
    }

    /// Every man hit and sent to the Dog House, by owner.
    fn sent_home(events: &[Event]) -> Vec<Seat> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::SentToDogHouse { owner, .. } => Some(*owner),
                _ => None,
            })
            .collect()
    }

    fn stake(&self) -> Option<u64> {
        self.options().stake
    }

    fn penalty(&self) -> Option<u64> {
        self.options().penalty
    }

    /// The race: how many points (pips) each side's men still have to travel,
    /// a man in the Dog House or still to enter counting 25, from `seat`'s side,
    /// squashed onto −1…1 (a lead of 40 pips is worth about 0.76).
    fn heuristic(&self, seat: Seat) -> Option<f64> {
        let me = seat.index().min(1);
        let lead = f64::from(pips(&self.board, 1 - me)) - f64::from(pips(&self.board, me));
        Some((lead / 40.0).tanh())
    }
}

/// The pips `side` still has to travel (rulings, "Board and numbering": points 24
/// to 1 in the mover's numbering, the Dog House 25, men to enter 25 each).
fn pips(board: &super::board::Board, side: usize) -> u32 {
    let on_board: u32 = board.men[side]
        .iter()
        .enumerate()
        .map(|(point, &men)| point as u32 * u32::from(men))
        .sum();
    on_board + 25 * u32::from(board.to_enter[side])
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
