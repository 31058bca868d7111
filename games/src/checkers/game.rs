//! Checkers as a [`Game`]: checkers (rulings `shared/rules/checkers.md`) through the trait every game
//! shares. Each verb delegates to the engine's own typed method.

use super::rules::{action_list, seat_msg};
use super::square::Square;
use super::{
    Action, Checkers, Event, Options, ParseError, RuleError, Setup, SetupError, View, RULES_SUMMARY, SEAT_NAMES,
};
use crate::game::{Game, Spec};
use crate::i18n::{Localize, Msg};
use crate::msg;
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

impl Localize for Event {
    /// One sentence with the seats' colours: "Black captured 15x24, taking White's
    /// piece on 19."
    fn msg(&self) -> Msg {
        match self {
            Event::Moved { seat, from, to } => msg!(
                "checkers-moved",
                seat = seat_msg(*seat),
                from = from.to_string(),
                to = to.to_string()
            ),
            Event::Captured { seat, path, taken } => msg!(
                "checkers-captured",
                seat = seat_msg(*seat),
                action = Action::Jump(path.clone()).to_string(),
                opponent = seat_msg(seat.opponent()),
                count = taken.len(),
                squares = Msg::and_list(taken.iter().map(|s| Msg::raw(s.to_string())))
            ),
            Event::Crowned { seat, square } => {
                msg!("checkers-crowned", seat = seat_msg(*seat), square = square.to_string())
            }
            Event::NoLegalMove { seat, pieces_left } => {
                let id = if *pieces_left {
                    "checkers-no-legal-move"
                } else {
                    "checkers-no-pieces-left"
                };
                Msg::new(id)
                    .with("seat", seat_msg(*seat))
                    .with("winner", seat_msg(seat.opponent()))
            }
            Event::DrawnByFortyMoves => msg!("checkers-drawn-forty-moves"),
            Event::DrawnByRepetition => msg!("checkers-drawn-repetition"),
            Event::Resigned { seat } => msg!(
                "checkers-resigned",
                seat = seat_msg(*seat),
                winner = seat_msg(seat.opponent())
            ),
            Event::DrawAgreed => msg!("checkers-draw-agreed"),
        }
    }
}

impl Localize for RuleError {
    fn msg(&self) -> Msg {
        let text = |square: &Square| square.to_string();
        match self {
            RuleError::GameOver => msg!("checkers-game-over"),
            RuleError::NotYourTurn(seat) => msg!("checkers-not-your-turn", seat = seat_msg(*seat)),
            RuleError::CaptureCompulsory(captures) => {
                msg!("checkers-capture-compulsory", captures = action_list(captures, 4))
            }
            RuleError::Ambiguous { action, fits } => msg!(
                "checkers-ambiguous",
                action = action.to_string(),
                fits = action_list(fits, 3)
            ),
            RuleError::NoPiece(square) => msg!("checkers-no-piece", square = text(square)),
            RuleError::NotYourPiece { square, owner } => msg!(
                "checkers-not-your-piece",
                square = text(square),
                owner = seat_msg(*owner)
            ),
            RuleError::NoCapture { action, example } => msg!(
                "checkers-no-capture",
                action = action.to_string(),
                example = example.to_string()
            ),
            RuleError::NotACapture { action, available } => msg!(
                "checkers-not-a-capture",
                action = action.to_string(),
                available = action_list(available, 4)
            ),
            RuleError::Incomplete { action, continues } => msg!(
                "checkers-incomplete",
                action = action.to_string(),
                continues = action_list(continues, 3)
            ),
            RuleError::StandsStill { from, to } => msg!("checkers-stands-still", from = text(from), to = text(to)),
            RuleError::NothingToJump { from, to, opponent } => msg!(
                "checkers-nothing-to-jump",
                from = text(from),
                to = text(to),
                opponent = seat_msg(*opponent)
            ),
            RuleError::NotAStep { from, to } => msg!("checkers-not-a-step", from = text(from), to = text(to)),
            RuleError::Backward { from, to } => msg!("checkers-backward", from = text(from), to = text(to)),
            RuleError::Occupied { to, owner } => {
                msg!("checkers-occupied", to = text(to), owner = seat_msg(*owner))
            }
            RuleError::NotLegal { from, to } => msg!("checkers-not-legal", from = text(from), to = text(to)),
        }
    }
}

impl std::error::Error for RuleError {}

crate::display_in_english!(Event, RuleError);
