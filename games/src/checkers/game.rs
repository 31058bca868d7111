//! Checkers as a [`Game`]: checkers (rulings `shared/rules/checkers.md`) through the trait every game
//! shares. Each verb delegates to the engine's own typed method.

use super::{
    Action, Checkers, Event, Options, ParseError, RuleError, Setup, SetupError, View, RULES_SUMMARY, SEAT_NAMES,
};
use crate::game::{Game, Spec};
use crate::i18n::Msg;
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

    fn prompt(&self) -> Msg {
        Msg::raw(Checkers::prompt(self))
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

    /// The evaluation the computer opponent's alpha-beta stops at: material (a
    /// man 100, a king 150), men still guarding their own back row (they keep the
    /// opponent from crowning), men's advance toward the crowning row, and pieces
    /// in the centre, from `seat`'s side; trading down counts more when ahead.
    /// Squashed onto −1…1.
    fn heuristic(&self, seat: Seat) -> Option<f64> {
        let me = seat.index().min(1);
        let score = evaluate(&self.position, me) - evaluate(&self.position, 1 - me);
        let total = (self.position.sides[0] | self.position.sides[1]).count_ones() as i32;
        // Ahead in material: the fewer pieces left, the more the lead is worth.
        let score = f64::from(score) * (1.0 + f64::from(24 - total) / 48.0);
        Some((score / 400.0).tanh())
    }

    /// The pieces, the kings and the side to move, hashed (rules 1–3: nothing else
    /// decides the moves from here; the forty-move count and repetitions are left out).
    fn search_key(&self) -> Option<u64> {
        use std::hash::{Hash, Hasher};
        let mut hasher = rustc_hash::FxHasher::default();
        self.position.hash(&mut hasher);
        Some(hasher.finish())
    }

    /// Quiet unless the side to move has a capture (captures are compulsory).
    fn is_quiet(&self) -> bool {
        self.outcome.is_over() || self.position.capturers() == 0
    }
}

/// One side's share of [`Game::heuristic`] for checkers, in hundredths of a man.
fn evaluate(position: &super::Position, side: usize) -> i32 {
    use super::square::Square;
    let pieces = position.sides[side];
    let kings = pieces & position.kings;
    let men = pieces & !position.kings;
    // Black's back row is 1–4 (bits 0–3), White's 29–32 (bits 28–31).
    let back_row: u32 = if side == 0 { 0x0000_000F } else { 0xF000_0000 };
    let mut score = 100 * men.count_ones() as i32 + 150 * kings.count_ones() as i32;
    score += 8 * (men & back_row).count_ones() as i32;
    for square in Square::in_bits(men) {
        let advance = if side == 0 { square.row() } else { 7 - square.row() };
        score += 3 * i32::from(advance);
    }
    for square in Square::in_bits(pieces) {
        let (row, column) = (square.row(), square.column());
        if (2..=5).contains(&row) && (2..=5).contains(&column) {
            score += 4;
        }
    }
    score
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
