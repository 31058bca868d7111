//! Trespass as a [`Game`] (rulings `shared/rules/trespass.md`): the verbs'
//! bodies. Checking a move is `legal`'s (with `paths`' search), passes and the
//! secrets' reveal are `rules`', the secret picks `secrets`', a stored game's
//! checks `setup`'s.

use super::board::{goal_rank, starting_ranks, Board};
use super::legal::Plan;
use super::paths::{search, Paths};
use super::setup::{self, check_seat, SeatRole};
use super::{
    Action, Event, LastMove, Options, ParseError, Phase, Piece, RuleError, Setup, SetupError, Square, Trespass, View,
    FILES, PIECES_PER_SIDE,
};
use crate::capability::Secrets;
use crate::game::{Game, Spec};
use crate::i18n::Msg;
use crate::rng::shuffle;
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
        min_seats: 2,
        max_seats: 2,
        dice: false,
        secrets: true,
    };

    fn parse_options(text: &str) -> Result<Options, crate::OptionsError> {
        Options::parse(text)
    }

    /// Set-up step 1: each side's numbers 0–9 are shuffled with `rng` and laid out
    /// over its two starting rows, Red on ranks 1–2 and Blue on ranks 5–6. The
    /// game then waits for both secret picks (set-up step 2).
    fn new(_options: &Options, _players: usize, rng: &mut dyn Rng) -> Trespass {
        let mut board = Board::empty();
        for owner in [Seat::FIRST, Seat::SECOND] {
            let mut numbers: Vec<u8> = (0..PIECES_PER_SIDE).collect();
            shuffle(rng, &mut numbers);
            let squares = starting_ranks(owner)
                .into_iter()
                .flat_map(|rank| (0..FILES).filter_map(move |file| Square::new(file, rank)));
            for (square, number) in squares.zip(numbers) {
                board.set(square, Some(Piece { owner, number }));
            }
        }
        Trespass {
            board,
            secrets: [None, None],
            phase: Phase::Secrets,
            to_act: Seat::FIRST,
            locked: None,
            last_move: None,
            outcome: Outcome::Ongoing,
        }
    }

    /// Checks a stored game against the rules: each side's ten pieces numbered
    /// 0–9 once each, all on the board, no two on a square; secret numbers 0–9;
    /// during the secret picks, every piece still on its side's starting rows and
    /// no move made; in play, both secrets picked, and — while the game goes on —
    /// no secret piece already in its goal row, the locked piece being the one the
    /// opponent just moved, and the seat to move able to move. The last move's
    /// path must run from its start to its end in slide steps and jumps. The first
    /// broken invariant is the error.
    fn from_setup(setup: Setup) -> Result<Trespass, SetupError> {
        check_seat(setup.to_act, SeatRole::ToAct)?;
        if let Outcome::Won(seat) = setup.outcome {
            check_seat(seat, SeatRole::Winner)?;
        }
        let board = setup::board(&setup)?;
        let game = Trespass {
            board,
            secrets: setup.secrets,
            phase: setup.phase,
            to_act: setup.to_act,
            locked: setup.locked,
            last_move: setup.last_move,
            outcome: setup.outcome,
        };
        if let Some(square) = game.locked.filter(|&square| game.board.get(square).is_none()) {
            return Err(SetupError::LockedEmpty(square));
        }
        if let Some(last) = &game.last_move {
            setup::check_last_move(&game.board, last)?;
        }
        match game.phase {
            Phase::Secrets => setup::check_secrets(&game)?,
            Phase::Play => setup::check_play(&game)?,
        }
        Ok(game)
    }

    /// The board in square order, secrets included.
    fn to_setup(&self) -> Setup {
        Setup {
            board: self.board.pieces().collect(),
            secrets: self.secrets,
            phase: self.phase,
            to_act: self.to_act,
            locked: self.locked,
            last_move: self.last_move.clone(),
            outcome: self.outcome,
        }
    }

    /// During the secret picks both act at once; this names the first seat (in
    /// seat order) still to pick.
    fn to_act(&self) -> Option<Seat> {
        if self.outcome.is_over() {
            return None;
        }
        match self.phase {
            Phase::Secrets if self.secrets[0].is_some() => Some(Seat::SECOND),
            Phase::Secrets => Some(Seat::FIRST),
            Phase::Play => Some(self.to_act),
        }
    }

    /// Pick a secret number, or move a piece of either colour (naming the locked
    /// one, if any).
    fn prompt(&self) -> Msg {
        if self.outcome.is_over() {
            return msg!("trespass-game-over");
        }
        match (self.phase, self.locked) {
            (Phase::Secrets, _) => msg!("trespass-prompt-secret"),
            (Phase::Play, Some(square)) => msg!("trespass-prompt-move-locked", square = square.to_string()),
            (Phase::Play, None) => msg!("trespass-prompt-move"),
        }
    }

    /// Nothing unless it is `seat`'s turn in play; in canonical order: by from
    /// square, then to square (square order, a1 first).
    fn legal_actions(&self, seat: Seat, into: &mut Vec<Action>) {
        if self.outcome.is_over() || self.phase != Phase::Play || seat != self.to_act {
            return;
        }
        for (from, piece) in self.board.pieces() {
            if self.locked == Some(from) {
                continue;
            }
            let found = search(&self.board, from, piece.owner, Paths::Legal);
            into.extend(found.destinations().map(|to| Action::Move { from, to }));
        }
    }

    fn parse_action(text: &str) -> Result<Action, ParseError> {
        Action::parse(text)
    }

    /// Applies `seat`'s move and returns what happened: the move, a win, and the
    /// opponent's automatic pass or the draw when nothing can move. Trespass has no
    /// dice: `rng` is not used.
    ///
    /// A move is checked against every rule before anything changes: an error
    /// ([`RuleError::GameOver`], [`RuleError::WaitingForSecrets`] before both
    /// secrets are picked, [`RuleError::NotYourTurn`], [`RuleError::Locked`] for
    /// the piece the opponent just moved, or the variant naming the broken rule,
    /// such as [`RuleError::JumpThenSlide`]) leaves the game exactly as it was.
    fn apply(&mut self, seat: Seat, action: &Action, _rng: &mut dyn Rng) -> Result<Vec<Event>, RuleError> {
        let Plan { from, to, piece, path } = self.validate(seat, action)?;
        self.board.set(from, None);
        self.board.set(to, Some(piece));
        let mut events = vec![Event::Moved { seat, piece, from, to }];
        self.last_move = Some(LastMove { seat, from, to, path });
        // Rulings, "End": when both secret pieces stand in their goal rows at once,
        // the mover's opponent's counts first.
        for owner in [seat.opponent(), seat] {
            if let Some((number, square)) = self.secret_in_goal(owner) {
                self.outcome = Outcome::Won(owner);
                self.locked = None;
                events.push(Event::Won {
                    seat: owner,
                    number,
                    square,
                });
                events.push(self.reveal());
                return Ok(events);
            }
        }
        self.locked = Some(to);
        self.to_act = seat.opponent();
        self.begin_turn(&mut events);
        Ok(events)
    }

    /// A secret piece in its goal row wins for its owner, nothing able to move
    /// draws, or a resignation or agreed draw ended it.
    fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// Available in every game, also during the secret picks: the opponent wins,
    /// and both secrets are shown. Does nothing once the game is over.
    fn resign(&mut self, seat: Seat) -> Vec<Event> {
        if self.outcome.is_over() || seat.index() > 1 {
            return Vec::new();
        }
        self.outcome = Outcome::Won(seat.opponent());
        vec![Event::Resigned { seat }, self.reveal()]
    }

    /// Both secrets are shown. Does nothing once the game is over.
    fn agree_draw(&mut self) -> Vec<Event> {
        if self.outcome.is_over() {
            return Vec::new();
        }
        self.outcome = Outcome::Draw;
        vec![Event::DrawAgreed, self.reveal()]
    }

    /// The whole position, whose turn, the locked piece, the last move's path, and
    /// which seats have picked — but no secret number until the game is over.
    fn view(&self) -> View {
        self.view_with(self.secrets_revealed())
    }

    /// The public view plus `seat`'s own secret number (both once the game is
    /// over): set-up step 2 keeps each pick hidden from the opponent.
    fn seat_view(&self, seat: Seat) -> View {
        let mut secrets = self.secrets_revealed();
        if let Some(own) = secrets.get_mut(seat.index()) {
            *own = self.secrets[seat.index()];
        }
        self.view_with(secrets)
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
            game.pick(other, pick)
                .expect("a number 0-9 is a valid pick before play");
        } else {
            game.secrets[other.index()] = Some(pick);
        }
        game
    }

    /// Rulings, "Secret picks": in play, one state for each of the opponent's
    /// pieces that may still be their secret — every piece not standing in its
    /// goal row (while the game goes on no secret piece stands there; rulings,
    /// "End"), in number order, `seat`'s own secret kept. Unlike
    /// [`Game::determinize`] no piece is ruled out for a win passed up: that is
    /// a guess about the opponent, not a rule. `None` before play (the picks are
    /// not made) and for a seat that does not play.
    fn hidden_states(&self, seat: Seat) -> Option<Vec<Trespass>> {
        if self.outcome.is_over() {
            return Some(vec![self.clone()]);
        }
        if self.phase != Phase::Play || seat.index() > 1 {
            return None;
        }
        let other = seat.opponent();
        let states = (0..PIECES_PER_SIDE)
            .filter(|&number| {
                self.board
                    .find(Piece { owner: other, number })
                    .is_some_and(|square| square.rank() != goal_rank(other))
            })
            .map(|number| {
                let mut game = self.clone();
                game.secrets[other.index()] = Some(number);
                game
            })
            .collect();
        Some(states)
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

    fn secrets(&self) -> Option<&dyn Secrets> {
        Some(self)
    }

    fn secrets_mut(&mut self) -> Option<&mut dyn Secrets> {
        Some(self)
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
        let mut moves = Vec::new();
        before.legal_actions(owner, &mut moves);
        moves
            .iter()
            .filter_map(|Action::Move { from, to }| {
                let piece = before.board.get(*from)?;
                (piece.owner == owner && to.rank() == goal_rank(owner) && from.rank() != goal_rank(owner))
                    .then_some(piece.number)
            })
            .collect()
    }
}
