//! Trespass rules: set-up, secret picks, applying moves, passes and the outcome.
//!
//! Decisions where the rulings are silent:
//! - Set-up step 1 shuffles each side's numbers 0–9 and lays them out in square
//!   order over its two starting rows (a1, b1, … e2 for Red; a5, … e6 for Blue).
//! - During the secret picks both players act at once; [`Trespass::to_act`] names
//!   the first seat (in seat order) still to pick, so turn timers and the "whose
//!   turn" line have someone to point at. A move in this phase is refused with
//!   "waiting for secret picks" whoever sends it.
//! - A piece that reaches its goal row mid-path simply cannot go further forward;
//!   only where it *ends* decides the game.
//! - The lock names the square the opponent's piece ended on: nothing else moves a
//!   piece, so the square identifies it until the next move.
//! - A player passes when no piece but the locked one can move; after the pass
//!   nothing is locked, and if the other player then cannot move either, the game
//!   is drawn ([`Event::Passed`], then [`Event::NeitherCanMove`]). In play a pass
//!   never comes without the draw: any piece beside an empty square of its row can
//!   slide into it, so if only the moved piece were free every other empty square
//!   would lie in a wholly empty row, and no such board of ten pieces a side leaves
//!   the moved piece free with the square it came from empty. Random play does jam
//!   the board this way (about one game in four), with each side's pieces packed
//!   into the two rows in front of the other's back row.
//! - Every ending (a win, a draw, a resignation, an agreed draw) is followed by
//!   [`Event::SecretsRevealed`], the first event allowed to name both numbers.
//! - Resigning and agreeing a draw are possible during the secret picks too.

use super::board::{goal_rank, starting_ranks, Board};
use super::{
    Action, Event, LastMove, Options, Phase, Piece, RuleError, Square, Trespass, View, ViewPiece, FILES,
    PIECES_PER_SIDE,
};
use crate::i18n::Msg;
use crate::msg;
use crate::{rng, OptionsError, Outcome, Rng, Seat};

/// A short statement of the rules, for `/rules game:trespass`.
pub const RULES_SUMMARY: &str = "\
**Trespass** (Parker Brothers 1974). Red against Blue on a board of 5 files (a–e) by 6 \
ranks; rank 1 is Red's back row, rank 6 Blue's. Each side has ten pieces numbered 0–9, \
placed at random on its two nearest rows.
**Secret:** before play each player privately picks one of their numbers (`/secret \
number:7`). When both have picked, the bot posts a commitment for each pick.
**Your turn:** move one piece of *either* colour, except the piece your opponent just \
moved. A piece always heads for its owner's goal, the opponent's back row: Red pieces \
toward rank 6, Blue toward rank 1, whoever moves them. Never backward or diagonally; in \
its goal row a piece only moves sideways. A piece may **slide** forward and sideways \
through empty squares, turning as it likes; **jump** over adjacent pieces to the empty \
square beyond, chaining jumps; or slide and then jump, but never jump and then slide. \
Nothing is captured. Name only the start and end squares: `b2-d5`.
**End:** the moment a secret piece stands in its goal row, its owner wins, whoever moved \
it there. If you cannot move you pass; if neither can move it is a draw. `/draw` offers \
one, `/resign` concedes.
**Fair play:** at the end the bot reveals each number and its salt; anyone can check \
that SHA-256 of `number:salt` matches the commitment posted when play began.";

impl Options {
    /// Parses `/play` options: the rulings define none, so any word is refused.
    ///
    /// # Errors
    ///
    /// Names the first word: "unknown option 'x' for Trespass; it has no options".
    pub fn parse(text: &str) -> Result<Options, OptionsError> {
        match crate::notation::option_words(text).next() {
            None => Ok(Options::default()),
            Some(word) => Err(OptionsError::unknown(word, "Trespass", &[])),
        }
    }
}

impl Trespass {
    /// A new game (set-up step 1): each side's numbers 0–9 are shuffled with `rng`
    /// and laid out over its two starting rows, Red on ranks 1–2 and Blue on ranks
    /// 5–6. The game then waits for both secret picks (set-up step 2).
    pub fn new(_options: &Options, rng: &mut dyn Rng) -> Trespass {
        let mut board = Board::empty();
        for owner in [Seat::FIRST, Seat::SECOND] {
            let mut numbers: Vec<u8> = (0..PIECES_PER_SIDE).collect();
            rng::shuffle(rng, &mut numbers);
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

    /// The seat to act, or `None` once the game is over. During the secret picks
    /// both act at once; this names the first seat (in seat order) still to pick.
    pub fn to_act(&self) -> Option<Seat> {
        if self.outcome.is_over() {
            return None;
        }
        match self.phase {
            Phase::Secrets if self.secrets[0].is_some() => Some(Seat::SECOND),
            Phase::Secrets => Some(Seat::FIRST),
            Phase::Play => Some(self.to_act),
        }
    }

    /// The phase: secret picks (set-up step 2) or play.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// What the seat to act is asked to do: pick a secret number, or move a piece
    /// of either colour (naming the locked one, if any).
    ///
    /// In English, for the view and logs; [`Self::prompt_msg`] is the message to
    /// render in the reader's language.
    pub fn prompt(&self) -> String {
        self.prompt_msg().en()
    }

    /// What the seat to act is asked to do, as a message: pick a secret number, or move a piece
    /// of either colour (naming the locked one, if any).
    pub fn prompt_msg(&self) -> Msg {
        if self.outcome.is_over() {
            return msg!("trespass-game-over");
        }
        match (self.phase, self.locked) {
            (Phase::Secrets, _) => msg!("trespass-prompt-secret"),
            (Phase::Play, Some(square)) => msg!("trespass-prompt-move-locked", square = square.to_string()),
            (Phase::Play, None) => msg!("trespass-prompt-move"),
        }
    }

    /// Every legal move for `seat`, empty unless it is that seat's turn in play, in
    /// canonical order: by from square, then to square (a1, b1, … e6).
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.generate(seat)
    }

    /// Applies `seat`'s move and returns what happened: the move, a win, and the
    /// opponent's automatic pass or the draw when nothing can move.
    ///
    /// A move is checked against every rule before anything changes: an error
    /// leaves the game exactly as it was.
    ///
    /// # Errors
    ///
    /// [`RuleError::GameOver`] once the game has ended,
    /// [`RuleError::WaitingForSecrets`] before both secrets are picked,
    /// [`RuleError::NotYourTurn`] for the other seat, [`RuleError::Locked`] for the
    /// piece the opponent just moved, and the variant naming the broken rule
    /// ([`RuleError::JumpThenSlide`]: "b2 to d5: no legal path (jumping then
    /// sliding is not allowed)") for anything else.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        let plan = self.validate(seat, action)?;
        self.board.set(plan.from, None);
        self.board.set(plan.to, Some(plan.piece));
        let mut events = vec![Event::Moved {
            seat,
            piece: plan.piece,
            from: plan.from,
            to: plan.to,
        }];
        self.last_move = Some(LastMove {
            seat,
            from: plan.from,
            to: plan.to,
            path: plan.path,
        });
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
        self.locked = Some(plan.to);
        self.to_act = seat.opponent();
        self.begin_turn(&mut events);
        Ok(events)
    }

    /// Set-up step 2: `seat` picks its secret number, 0–9, once. When both have
    /// picked, play begins with Red ([`Event::PlayBegins`]). The returned events
    /// never name the number.
    ///
    /// # Errors
    ///
    /// [`RuleError::GameOver`] once the game has ended,
    /// [`RuleError::SecretAlreadyPicked`] for a second pick (a secret never
    /// changes), [`RuleError::PlayBegun`] once play has begun,
    /// [`RuleError::NoSuchNumber`] for a number outside 0–9 and
    /// [`RuleError::NoSuchSeat`] for a seat that is not at the table.
    pub fn set_secret(&mut self, seat: Seat, number: u8) -> Result<Vec<Event>, RuleError> {
        if self.outcome.is_over() {
            return Err(RuleError::GameOver);
        }
        if seat.index() > 1 {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if self.secrets[seat.index()].is_some() {
            return Err(RuleError::SecretAlreadyPicked);
        }
        if self.phase != Phase::Secrets {
            return Err(RuleError::PlayBegun);
        }
        if number >= PIECES_PER_SIDE {
            return Err(RuleError::NoSuchNumber(number));
        }
        self.secrets[seat.index()] = Some(number);
        let mut events = vec![Event::SecretPicked { seat }];
        if self.secrets.iter().all(Option::is_some) {
            self.phase = Phase::Play;
            self.to_act = Seat::FIRST;
            events.push(Event::PlayBegins);
            self.begin_turn(&mut events);
        }
        Ok(events)
    }

    /// The seat's secret number as stored, `None` until picked. For the seat
    /// itself and for the bot's commitment; never show it to anyone else before
    /// the game is over.
    pub fn secret(&self, seat: Seat) -> Option<u8> {
        self.secrets.get(seat.index()).copied().flatten()
    }

    /// Whether each seat has picked its secret number (public knowledge).
    pub fn picked(&self) -> [bool; 2] {
        self.secrets.map(|s| s.is_some())
    }

    /// Both secret numbers once the game is over (`None` for a seat that never
    /// picked); before that, `[None, None]`.
    pub fn secrets_revealed(&self) -> [Option<u8>; 2] {
        if self.outcome.is_over() {
            self.secrets
        } else {
            [None, None]
        }
    }

    /// Where `owner`'s secret piece stands if it is in its goal row (rulings,
    /// "End"), with its number.
    pub(super) fn secret_in_goal(&self, owner: Seat) -> Option<(u8, Square)> {
        let number = self.secrets[owner.index()]?;
        let square = self.board.find(Piece { owner, number })?;
        (square.rank() == goal_rank(owner)).then_some((number, square))
    }

    /// The start of `self.to_act`'s turn in play: an automatic pass when no piece
    /// but the locked one can move, and a draw when nothing can move at all.
    pub(super) fn begin_turn(&mut self, events: &mut Vec<Event>) {
        if self.can_move(self.locked) {
            return;
        }
        events.push(Event::Passed { seat: self.to_act });
        self.locked = None;
        self.to_act = self.to_act.opponent();
        if !self.can_move(None) {
            self.outcome = Outcome::Draw;
            events.push(Event::NeitherCanMove);
            events.push(self.reveal());
        }
    }

    /// The end-of-game event showing both secret numbers.
    fn reveal(&self) -> Event {
        Event::SecretsRevealed { secrets: self.secrets }
    }

    /// `seat` resigns (available in every game, also during the secret picks): the
    /// opponent wins. Does nothing once the game is over.
    pub fn resign(&mut self, seat: Seat) -> Vec<Event> {
        if self.outcome.is_over() || seat.index() > 1 {
            return Vec::new();
        }
        self.outcome = Outcome::Won(seat.opponent());
        vec![Event::Resigned { seat }, self.reveal()]
    }

    /// Both players agreed to a draw. Does nothing once the game is over.
    pub fn agree_draw(&mut self) -> Vec<Event> {
        if self.outcome.is_over() {
            return Vec::new();
        }
        self.outcome = Outcome::Draw;
        vec![Event::DrawAgreed, self.reveal()]
    }

    /// The outcome so far: a secret piece in its goal row wins for its owner,
    /// nothing able to move draws, or a resignation or agreed draw ended it.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// The public view: the whole position, whose turn, the locked piece, the last
    /// move's path, and which seats have picked — but no secret number until the
    /// game is over.
    pub fn view(&self) -> View {
        self.view_with(self.secrets_revealed())
    }

    /// The view for `seat`: the public view plus that seat's own secret number
    /// (both numbers once the game is over). Send it only to that seat.
    pub fn view_for(&self, seat: Seat) -> View {
        let mut secrets = self.secrets_revealed();
        if let Some(own) = secrets.get_mut(seat.index()) {
            *own = self.secrets[seat.index()];
        }
        self.view_with(secrets)
    }

    fn view_with(&self, secrets: [Option<u8>; 2]) -> View {
        View {
            phase: self.phase,
            to_act: self.to_act(),
            board: self
                .board
                .pieces()
                .map(|(square, p)| ViewPiece {
                    square,
                    owner: p.owner,
                    number: p.number,
                })
                .collect(),
            picked: self.picked(),
            secrets,
            locked: if self.outcome.is_over() { None } else { self.locked },
            last_move: self.last_move.clone(),
            outcome: self.outcome,
        }
    }
}
