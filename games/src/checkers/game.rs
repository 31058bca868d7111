//! Checkers as a [`Game`] (rulings `shared/rules/checkers.md`): the verbs'
//! bodies. Move generation is `position`'s (bitboards), finding the move a
//! player means and playing it with the draw rules `rules`', a stored game's
//! checks `setup`'s.

use super::position::Move;
use super::rules::{action_list, sorted};
use super::setup::{self, check_seat, SeatRole};
use super::{
    Action, Checkers, Event, Options, ParseError, Position, RuleError, Setup, SetupError, Square, View, ViewPiece,
    QUIET_PLIES_FOR_DRAW, REPETITIONS_FOR_DRAW,
};
use crate::game::{Game, Resolved, Spec};
use crate::i18n::Msg;
use crate::{msg, Outcome, Rng, Seat};

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
        min_seats: 2,
        max_seats: 2,
        dice: false,
        secrets: false,
    };

    fn parse_options(text: &str) -> Result<Options, crate::OptionsError> {
        Options::parse(text)
    }

    /// The starting position (rulings: Black's twelve men on 1–12, White's on
    /// 21–32, Black to move). There are no options yet, and no chance.
    fn new(_options: &Options, _players: usize, _rng: &mut dyn Rng) -> Checkers {
        Checkers {
            position: Position::start(),
            quiet_plies: 0,
            history: Vec::new(),
            last_move: None,
            outcome: Outcome::Ongoing,
        }
    }

    /// Checks a stored game against the rules: at most twelve pieces a side, no
    /// two on a square, no man on its own crowning row (it would have been
    /// crowned), the quiet-ply count under 80 and matched by exactly that many
    /// earlier positions (alternating sides to move, no capture and no man moved
    /// since), no position already seen three times, the last move made by the
    /// other side and ending on one of its pieces, and, while the game goes on, a
    /// legal move for the side to move. The first broken invariant is the error.
    fn from_setup(setup: Setup) -> Result<Checkers, SetupError> {
        check_seat(setup.to_move, SeatRole::ToMove)?;
        if let Outcome::Won(seat) = setup.outcome {
            check_seat(seat, SeatRole::Winner)?;
        }
        let position = setup::position(&setup)?;
        let history = setup::history(&setup, &position)?;
        let game = Checkers {
            position,
            quiet_plies: setup.quiet_plies,
            history,
            last_move: setup.last_move,
            outcome: setup.outcome,
        };
        game.check_last_move()?;
        if !game.outcome.is_over() {
            if let Some(ending) = game.ending() {
                return Err(SetupError::ShouldHaveEnded(ending));
            }
        } else if game.repetitions() > REPETITIONS_FOR_DRAW {
            return Err(SetupError::MoreThanThreeTimes);
        }
        Ok(game)
    }

    fn to_setup(&self) -> Setup {
        let p = &self.position;
        let squares = |bits: u32| Square::in_bits(bits).collect::<Vec<_>>();
        Setup {
            men: [squares(p.sides[0] & !p.kings), squares(p.sides[1] & !p.kings)],
            kings: [squares(p.sides[0] & p.kings), squares(p.sides[1] & p.kings)],
            to_move: p.to_move(),
            quiet_plies: self.quiet_plies,
            history: self.history.iter().map(Position::fen).collect(),
            last_move: self.last_move.clone(),
            outcome: self.outcome,
        }
    }

    fn to_act(&self) -> Option<Seat> {
        (!self.outcome.is_over()).then(|| self.position.to_move())
    }

    /// Capture (naming the compulsory captures) or move.
    fn prompt(&self) -> Msg {
        if self.outcome.is_over() {
            return msg!("checkers-game-over");
        }
        let mut moves = Vec::new();
        self.position.legal_moves(&mut moves);
        if moves.first().is_some_and(Move::is_capture) {
            msg!("checkers-prompt-capture", captures = action_list(&sorted(&moves), 4))
        } else {
            let toward = if self.position.to_move() == Seat::FIRST {
                "29–32"
            } else {
                "1–4"
            };
            msg!(
                "checkers-prompt-move",
                example = Action::from_move(&moves[0]).to_string(),
                squares = toward
            )
        }
    }

    /// In canonical order (by start square, then by path). Captures are listed
    /// with their full path; when any capture exists only captures are listed
    /// (rulings: capturing is compulsory).
    fn legal_actions(&self, seat: Seat, into: &mut Vec<Action>) {
        if self.to_act() != Some(seat) {
            return;
        }
        let mut moves = Vec::new();
        self.position.legal_moves(&mut moves);
        let start = into.len();
        into.extend(moves.iter().map(Action::from_move));
        into[start..].sort_by_key(Action::squares);
    }

    fn parse_action(text: &str) -> Result<Action, ParseError> {
        Action::parse(text)
    }

    /// Applies `seat`'s move and returns what happened: the move or capture, a
    /// crowning, and the end of the game (the opponent left without a legal move,
    /// or a draw by the 40-move rule or by repetition). Checkers has no dice: `rng`
    /// is not used.
    ///
    /// Everything is checked before anything changes: an error
    /// ([`RuleError::GameOver`], [`RuleError::NotYourTurn`],
    /// [`RuleError::CaptureCompulsory`] for a simple move while a capture is
    /// available, [`RuleError::Ambiguous`] for a short capture that fits several
    /// paths, or the variant naming the broken rule) leaves the game exactly as it
    /// was.
    fn apply(&mut self, seat: Seat, action: &Action, _rng: &mut dyn Rng) -> Result<Vec<Event>, RuleError> {
        let mv = self.find(seat, action)?;
        Ok(self.play(&mv))
    }

    /// A capture may be written by its first and last squares (`15x31` for
    /// `15x24x31`); the move log keeps every landing. The move is found once.
    fn resolve_and_apply(
        &mut self,
        seat: Seat,
        action: &Action,
        _rng: &mut dyn Rng,
    ) -> Result<Resolved<Self>, RuleError> {
        let mv = self.find(seat, action)?;
        Ok((Action::from_move(&mv), self.play(&mv)))
    }

    /// A player with no legal move loses; the 40-move rule and threefold
    /// repetition draw; or a resignation or agreed draw ended it.
    fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// Available in every game: the opponent wins. Does nothing once the game is
    /// over.
    fn resign(&mut self, seat: Seat) -> Vec<Event> {
        if self.outcome.is_over() || seat.index() > 1 {
            return Vec::new();
        }
        self.outcome = Outcome::Won(seat.opponent());
        vec![Event::Resigned { seat }]
    }

    /// Rulings: "Draw by agreement". Does nothing once the game is over.
    fn agree_draw(&mut self) -> Vec<Event> {
        if self.outcome.is_over() {
            return Vec::new();
        }
        self.outcome = Outcome::Draw;
        vec![Event::DrawAgreed]
    }

    /// The whole position, the draw counters and history, the last move, and the
    /// pieces that can (and so one of which must) capture.
    fn view(&self) -> View {
        let position = &self.position;
        let board = Square::all()
            .filter_map(|square| {
                position
                    .piece_at(square)
                    .map(|(owner, king)| ViewPiece { square, owner, king })
            })
            .collect();
        let must_capture = if self.outcome.is_over() {
            Vec::new()
        } else {
            Square::in_bits(position.capturers()).collect()
        };
        View {
            board,
            to_move: position.to_move(),
            to_act: self.to_act(),
            fen: position.fen(),
            quiet_plies: self.quiet_plies,
            quiet_plies_for_draw: QUIET_PLIES_FOR_DRAW,
            repetitions: self.repetitions(),
            history: self.history.iter().map(Position::fen).collect(),
            last_move: self.last_move.clone(),
            must_capture,
            outcome: self.outcome,
        }
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
