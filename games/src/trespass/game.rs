//! Trespass as a [`Game`]: Trespass (rulings `shared/rules/trespass.md`) through the trait every game
//! shares. Each verb delegates to the engine's own typed method.

use super::board::goal_rank;
use super::legal::{piece_name, seat_msg};
use super::Square;
use super::RANKS;
use super::{
    Action, Event, Options, ParseError, Phase, Piece, RuleError, Setup, SetupError, Trespass, View, PIECES_PER_SIDE,
    RULES_SUMMARY, SEAT_NAMES,
};
use crate::game::{Game, SecretError, Spec};
use crate::i18n::{Localize, Msg};
use crate::{msg, Outcome, Rng, Seat};

impl Game for Trespass {
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type ParseError = ParseError;
    type RuleError = RuleError;
    type SetupError = SetupError;
    type View = View;
    type Options = Options;

    const SPEC: Spec = Spec {
        name: "trespass",
        title: "Trespass",
        min_seats: 2,
        max_seats: 2,
        seat_names: &SEAT_NAMES,
        rules_summary: RULES_SUMMARY,
        dice: false,
        secrets: true,
    };

    fn parse_options(text: &str) -> Result<Options, crate::OptionsError> {
        Options::parse(text)
    }

    fn new(options: &Options, _players: usize, rng: &mut dyn Rng) -> Trespass {
        Trespass::new(options, rng)
    }

    fn from_setup(setup: Setup) -> Result<Trespass, SetupError> {
        Trespass::from_setup(setup)
    }

    fn to_setup(&self) -> Setup {
        Trespass::to_setup(self)
    }

    fn to_act(&self) -> Option<Seat> {
        Trespass::to_act(self)
    }

    fn prompt(&self) -> Msg {
        Trespass::prompt_msg(self)
    }

    fn legal_actions(&self, seat: Seat, into: &mut Vec<Action>) {
        into.extend(Trespass::legal_actions(self, seat));
    }

    fn parse_action(text: &str) -> Result<Action, ParseError> {
        Action::parse(text)
    }

    fn apply(&mut self, seat: Seat, action: &Action, _rng: &mut dyn Rng) -> Result<Vec<Event>, RuleError> {
        Trespass::apply(self, seat, action)
    }

    fn outcome(&self) -> Outcome {
        Trespass::outcome(self)
    }

    fn resign(&mut self, seat: Seat) -> Vec<Event> {
        Trespass::resign(self, seat)
    }

    fn agree_draw(&mut self) -> Vec<Event> {
        Trespass::agree_draw(self)
    }

    fn view(&self) -> View {
        Trespass::view(self)
    }

    /// The public view plus `seat`'s own secret number (both once the game is
    /// over): set-up step 2 keeps each pick hidden from the opponent.
    fn seat_view(&self, seat: Seat) -> View {
        self.view_for(seat)
    }

    /// Set-up step 2: both players pick before the first move.
    fn waiting_for_secrets(&self) -> bool {
        self.phase() == Phase::Secrets && !Trespass::outcome(self).is_over()
    }

    /// A secret names one of the picker's ten pieces, 0–9.
    fn secret_choices(&self) -> Vec<u8> {
        (0..PIECES_PER_SIDE).collect()
    }

    fn secret(&self, seat: Seat) -> Option<u8> {
        Trespass::secret(self, seat)
    }

    fn set_secret(&mut self, seat: Seat, number: u8) -> Result<Vec<Event>, SecretError> {
        Trespass::set_secret(self, seat, number).map_err(|e| SecretError::Refused(Box::new(e)))
    }

    /// Rulings, "Secret picks": only the opponent's secret is hidden. It is drawn
    /// uniformly among the opponent's pieces that may still be it — while the game
    /// goes on, no secret piece stands in its goal row (rulings, "End"), so those
    /// are excluded, and so are pieces the opponent could have moved into their
    /// goal row on their last turn and did not (a player takes a win; read from
    /// the public last move, and dropped if it would leave no candidate). `seat`'s own secret is kept; before play, an unpicked or
    /// hidden opposing pick is drawn the same way (and play begins once `seat`
    /// has picked).
    fn determinize(&self, seat: Seat, rng: &mut dyn Rng) -> Trespass {
        let mut game = self.clone();
        if self.outcome.is_over() || seat.index() > 1 {
            return game;
        }
        let other = seat.opponent();
        let passed_up = self.wins_passed_up(other);
        let mut candidates: Vec<u8> = (0..PIECES_PER_SIDE)
            .filter(|&number| {
                self.board
                    .find(Piece { owner: other, number })
                    .is_some_and(|square| square.rank() != goal_rank(other))
            })
            .collect();
        if candidates.iter().any(|n| !passed_up.contains(n)) {
            candidates.retain(|n| !passed_up.contains(n));
        }
        let pick = if candidates.is_empty() {
            rng.below(u32::from(PIECES_PER_SIDE)) as u8
        } else {
            candidates[rng.below(candidates.len() as u32) as usize]
        };
        game.secrets[other.index()] = None;
        if self.phase == Phase::Secrets && game.secrets[seat.index()].is_some() {
            game.set_secret(other, pick)
                .expect("a number 0-9 is a valid pick before play");
        } else {
            game.secrets[other.index()] = Some(pick);
        }
        game
    }

    /// How far each secret piece still has to go to its goal row, from `seat`'s
    /// side (called on determinised games, where both secrets are set), squashed
    /// onto −1…1.
    fn heuristic(&self, seat: Seat) -> Option<f64> {
        let distance = |owner: Seat| -> Option<f64> {
            let number = self.secrets[owner.index()]?;
            let square = self.board.find(Piece { owner, number })?;
            Some(f64::from(square.rank().abs_diff(goal_rank(owner))))
        };
        let me = Seat(seat.index().min(1) as u8);
        let lead = distance(me.opponent())? - distance(me)?;
        Some((lead / 3.0).tanh())
    }
}

impl Trespass {
    /// The numbers of `owner`'s pieces that `owner` could have moved into their
    /// goal row on `owner`'s last turn, if the last move was `owner`'s: the board
    /// before it is the board now with that one move undone (public knowledge).
    /// The piece locked then is not known, so none is taken as locked.
    fn wins_passed_up(&self, owner: Seat) -> Vec<u8> {
        let Some(last) = self.last_move.as_ref().filter(|m| m.seat == owner) else {
            return Vec::new();
        };
        let Some(moved) = self.board.get(last.to) else {
            return Vec::new();
        };
        let mut before = self.clone();
        before.board.set(last.to, None);
        before.board.set(last.from, Some(moved));
        before.to_act = owner;
        before.locked = None;
        before.outcome = Outcome::Ongoing;
        before
            .generate(owner)
            .iter()
            .filter_map(|Action::Move { from, to }| {
                let piece = before.board.get(*from)?;
                (piece.owner == owner && to.rank() == goal_rank(owner) && from.rank() != goal_rank(owner))
                    .then_some(piece.number)
            })
            .collect()
    }
}

impl Localize for Event {
    /// One sentence with the seats' colours: "Red moved Blue's 4 from b5 to b3."
    /// No secret number is named before [`Event::SecretsRevealed`] (and the win,
    /// which ends the game).
    fn msg(&self) -> Msg {
        match *self {
            Event::SecretPicked { seat } => msg!("trespass-secret-picked", seat = seat_msg(seat)),
            Event::PlayBegins => msg!("trespass-play-begins", seat = seat_msg(Seat::FIRST)),
            Event::Moved { seat, piece, from, to } => msg!(
                "trespass-moved",
                seat = seat_msg(seat),
                piece = piece_name(piece),
                from = from.to_string(),
                to = to.to_string()
            ),
            Event::Passed { seat } => msg!("trespass-passed", seat = seat_msg(seat)),
            Event::Won { seat, number, square } => msg!(
                "trespass-won",
                seat = seat_msg(seat),
                number = number,
                rank = square.rank() + 1
            ),
            Event::NeitherCanMove => msg!("trespass-neither-can-move"),
            Event::Resigned { seat } => msg!(
                "trespass-resigned",
                seat = seat_msg(seat),
                winner = seat_msg(seat.opponent())
            ),
            Event::DrawAgreed => msg!("trespass-draw-agreed"),
            Event::SecretsRevealed { secrets } => {
                let shown = |seat: Seat| match secrets[seat.index()] {
                    Some(number) => msg!("trespass-secret-shown", seat = seat_msg(seat), number = number),
                    None => msg!("trespass-secret-never-picked", seat = seat_msg(seat)),
                };
                msg!(
                    "trespass-secrets-revealed",
                    first = shown(Seat::FIRST),
                    second = shown(Seat::SECOND)
                )
            }
        }
    }
}

impl Localize for RuleError {
    /// One line a player understands; none names a secret number.
    fn msg(&self) -> Msg {
        let squares = |from: &Square, to: &Square| (from.to_string(), to.to_string());
        match self {
            RuleError::GameOver => msg!("trespass-game-over"),
            RuleError::NotYourTurn(seat) => msg!("trespass-not-your-turn", seat = seat_msg(*seat)),
            RuleError::WaitingForSecrets => msg!("trespass-waiting-for-secrets"),
            RuleError::Locked => msg!("trespass-locked"),
            RuleError::SecretAlreadyPicked => msg!("trespass-secret-already-picked"),
            RuleError::NoSuchSeat(_) => msg!("trespass-two-seats"),
            RuleError::PlayBegun => msg!("trespass-play-begun"),
            RuleError::NoSuchNumber(_) => msg!("trespass-no-such-number"),
            RuleError::NoPiece(square) => msg!("trespass-no-piece", square = square.to_string()),
            RuleError::SameSquare { from, to } => {
                let (from, to) = squares(from, to);
                msg!("trespass-same-square", from = from, to = to)
            }
            RuleError::Taken { from, to, by } => {
                let (from, to) = squares(from, to);
                msg!("trespass-taken", from = from, to = to, piece = piece_name(*by))
            }
            RuleError::GoalRowSideways { from, to, piece } => {
                let (from, to) = squares(from, to);
                msg!(
                    "trespass-goal-row-sideways",
                    from = from,
                    to = to,
                    piece = piece_name(*piece)
                )
            }
            RuleError::Backward { from, to, owner } => {
                let (from, to) = squares(from, to);
                msg!(
                    "trespass-backward",
                    from = from,
                    to = to,
                    owner = seat_msg(*owner),
                    rank = if owner.index() == 0 { 1 } else { RANKS }
                )
            }
            RuleError::JumpThenSlide { from, to } => {
                let (from, to) = squares(from, to);
                msg!("trespass-jump-then-slide", from = from, to = to)
            }
            RuleError::NoPath { from, to } => {
                let (from, to) = squares(from, to);
                msg!("trespass-no-path", from = from, to = to)
            }
        }
    }
}

crate::display_in_english!(Event, RuleError);
