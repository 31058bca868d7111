//! Line as a [`Game`]: the Line game (rulings `shared/rules/line-game.md`) through the trait every game
//! shares. Each verb delegates to the engine's own typed method.

use super::{
    Action, Event, Line, Options, ParseError, RuleError, Setup, SetupError, Variant, View, RULES_SUMMARY, SEAT_NAMES,
};
use crate::game::{Game, Spec};
use crate::i18n::Msg;
use crate::{Outcome, Rng, Seat};

impl Game for Line {
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type ParseError = ParseError;
    type RuleError = RuleError;
    type SetupError = SetupError;
    type View = View;
    type Options = Options;

    const SPEC: Spec = Spec {
        name: "line",
        title: "Line",
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

    fn new(options: &Options, _players: usize, rng: &mut dyn Rng) -> Line {
        Line::new(options, rng)
    }

    fn from_setup(setup: Setup) -> Result<Line, SetupError> {
        Line::from_setup(setup)
    }

    fn to_setup(&self) -> Setup {
        Line::to_setup(self)
    }

    fn to_act(&self) -> Option<Seat> {
        Line::to_act(self)
    }

    fn prompt(&self) -> Msg {
        Msg::raw(Line::prompt(self))
    }

    fn legal_actions(&self, seat: Seat, into: &mut Vec<Action>) {
        into.extend(Line::legal_actions(self, seat));
    }

    fn parse_action(text: &str) -> Result<Action, ParseError> {
        Action::parse(text)
    }

    fn apply(&mut self, seat: Seat, action: &Action, _rng: &mut dyn Rng) -> Result<Vec<Event>, RuleError> {
        Line::apply(self, seat, action)
    }

    fn outcome(&self) -> Outcome {
        Line::outcome(self)
    }

    fn resign(&mut self, seat: Seat) -> Vec<Event> {
        Line::resign(self, seat)
    }

    fn agree_draw(&mut self) -> Vec<Event> {
        Line::agree_draw(self)
    }

    fn view(&self) -> View {
        Line::view(self)
    }

    /// Reclaiming a ball in the scoring variant takes no turn.
    fn is_free_action(action: &Action) -> bool {
        super::is_free_action(action)
    }

    /// Material and score from `seat`'s side: balls confiscated from the opponent
    /// less balls lost (basic and progress: nine wins), lines recorded (progress),
    /// points toward the target (scoring); and half-made lines, two own balls
    /// with the third spot empty. Squashed onto −1…1.
    fn heuristic(&self, seat: Seat) -> Option<f64> {
        let me = seat.index().min(1);
        let them = 1 - me;
        let mut lead = f64::from(self.confiscated[them]) - f64::from(self.confiscated[me]);
        match self.options.variant {
            Variant::Basic => {}
            Variant::Progress => lead += 0.3 * (self.panels[me].len() as f64 - self.panels[them].len() as f64),
            Variant::Scoring => {
                lead = 0.5 * lead
                    + 10.0 * (f64::from(self.points[me]) - f64::from(self.points[them]))
                        / f64::from(self.options.target.max(1))
            }
        }
        lead += 0.25 * (open_lines(&self.board, Seat(me as u8)) - open_lines(&self.board, Seat(them as u8)));
        Some((lead / 3.0).tanh())
    }
}

/// Lines with two of `seat`'s balls and the third spot empty.
fn open_lines(board: &super::board::Board, seat: Seat) -> f64 {
    let mut open = 0.0;
    for number in 1..=16 {
        let spots = super::line_spots(number);
        let mine = spots.iter().filter(|&&s| board.get(s) == Some(seat)).count();
        let empty = spots.iter().filter(|&&s| board.get(s).is_none()).count();
        if mine == 2 && empty == 1 {
            open += 1.0;
        }
    }
    open
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
