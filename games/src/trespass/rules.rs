//! Trespass rules: the table options, passes and the draw, the end of the game
//! with its reveal, and the views.
//!
//! Decisions where the rulings are silent:
//! - Set-up step 1 shuffles each side's numbers 0–9 and lays them out in square
//!   order over its two starting rows (a1, b1, … e2 for Red; a5, … e6 for Blue).
//! - During the secret picks both players act at once; `to_act` names
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

use super::board::goal_rank;
use super::{Event, Options, Phase, Piece, Square, Trespass, View, ViewPiece};
use crate::{Game, OptionsError, Outcome, Seat};

impl Options {
    /// Parses `/play` options: the rulings define none, so any word is refused.
    ///
    /// # Errors
    ///
    /// Names the first word: "unknown option 'x' for Trespass; it has no options".
    pub fn parse(text: &str) -> Result<Options, OptionsError> {
        match crate::notation::option_words(text).next() {
            None => Ok(Options::default()),
            Some(word) => Err(OptionsError::unknown(word, Trespass::SPEC.name, &[])),
        }
    }
}

impl Trespass {
    /// The phase: secret picks (set-up step 2) or play.
    pub fn phase(&self) -> Phase {
        self.phase
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
    pub(super) fn reveal(&self) -> Event {
        Event::SecretsRevealed { secrets: self.secrets }
    }

    /// A view showing `secrets`: the public view shows none before the end, a
    /// seat's view its own ([`Game::view`](crate::Game::view),
    /// [`Game::seat_view`](crate::Game::seat_view)).
    pub(super) fn view_with(&self, secrets: [Option<u8>; 2]) -> View {
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
