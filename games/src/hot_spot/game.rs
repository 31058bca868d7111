//! HotSpot as a [`Game`]: Hot Spot (rulings `shared/rules/hot-spot.md`) through the trait every game
//! shares. Each verb delegates to the engine's own typed method.

use super::{
    Action, Event, HotSpot, Options, ParseError, Phase, RuleError, Setup, SetupError, View, RULES_SUMMARY, SEAT_NAMES,
};
use crate::game::{Game, Spec};
use crate::i18n::Msg;
use crate::rng::shuffle;
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

    fn prompt(&self) -> Msg {
        Msg::raw(HotSpot::prompt(self))
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

    /// Rulings, "Set-up" 1–2: the drawn pieces lie face down until each is
    /// revealed for its placement, so nobody knows their order — the seat's own
    /// included — only which values they are (the reserves are face up). Each
    /// side's face-down pieces are sorted (forgetting the true order) and shuffled
    /// with `rng`; the piece the seat to act has just revealed stays first.
    fn determinize(&self, _seat: Seat, rng: &mut dyn Rng) -> HotSpot {
        let mut game = self.clone();
        for side in 0..2 {
            let revealed = usize::from(self.phase == Phase::Placement && self.to_act.index() == side);
            let hidden = &mut game.to_place[side];
            if hidden.len() > revealed {
                let rest = &mut hidden[revealed..];
                rest.sort_unstable();
                shuffle(rng, rest);
            }
        }
        game
    }

    /// Captures so far (the first to capture eight wins), less the pieces of the
    /// seat to act that stand in the opponent's control beyond the one it can move
    /// away, from `seat`'s side, squashed onto −1…1.
    fn heuristic(&self, seat: Seat) -> Option<f64> {
        let me = seat.index().min(1);
        let them = Seat(1 - me as u8);
        let seat = Seat(me as u8);
        let mut lead = self.board.captured_count(them) as f64 - self.board.captured_count(seat) as f64;
        if self.phase == Phase::Play && !self.outcome.is_over() {
            let mover = self.to_act;
            let threatened = self.board.live_in(mover, self.board.control(mover.opponent())).count();
            let lost = threatened.saturating_sub(1) as f64 * 0.8;
            lead += if mover == seat { -lost } else { lost };
        }
        Some((lead / 3.0).tanh())
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
