//! Checkers rules: the table options, resolving what a player typed, playing a
//! move with the draw rules, and the endings.
//!
//! Decisions where the rulings are silent:
//! - A move written with a dash between the ends of a capture (`15-24` for
//!   `15x24`) is read as that capture, since capturing is compulsory anyway.
//! - A capture may be written short, leaving out landing squares (`15x31` for
//!   `15x24x31`), when exactly one legal capture passes through the squares given
//!   in that order; otherwise the full path is asked for.
//! - Draws by the 40-move rule and by threefold repetition are declared by the
//!   engine as soon as they happen; nobody needs to claim them. A move that leaves
//!   the opponent without a legal move wins even if it also completes a draw.
//! - "40 moves each" is counted in plies: 80 plies in a row, each a king's simple
//!   move (no capture, no man moving). Crowning is a man moving, so it resets
//!   the count.

use super::position::Move;
use super::view::LastMove;
use super::{
    Action, Checkers, Event, Options, Position, RuleError, Square, QUIET_PLIES_FOR_DRAW, REPETITIONS_FOR_DRAW,
};
use crate::i18n::Msg;
use crate::{Game, OptionsError, Outcome, ScriptedRng, Seat};

impl Options {
    /// Parses `/play` options: checkers has none, so any word is refused.
    ///
    /// # Errors
    ///
    /// Names the first word and says there are no options.
    pub fn parse(text: &str) -> Result<Options, OptionsError> {
        match crate::notation::option_words(text).next() {
            Some(word) => Err(OptionsError::unknown(word, Checkers::SPEC.name, &[])),
            None => Ok(Options::default()),
        }
    }
}

impl Default for Checkers {
    /// The starting position ([`Game::new`]: Black to move).
    fn default() -> Self {
        Checkers::new(&Options::default(), 2, &mut ScriptedRng::new([]))
    }
}

impl Checkers {
    /// The starting position: Black's men on 1–12, White's on 21–32, Black to move.
    pub fn start() -> Checkers {
        Checkers::default()
    }

    /// The position: bitboards and the side to move, for search and perft.
    pub fn position(&self) -> Position {
        self.position
    }

    /// Fills `moves` with the legal moves of the side to move in the fast form (no
    /// allocation once `moves` is big enough); empty once the game is over.
    pub fn legal_moves(&self, moves: &mut Vec<Move>) {
        if self.outcome.is_over() {
            moves.clear();
        } else {
            self.position.legal_moves(moves);
        }
    }

    /// The number of move sequences of `depth` plies from the current position,
    /// ignoring the draw rules (perft: 7, 49, 302, … from the start).
    pub fn perft(&self, depth: u32) -> u64 {
        self.position.perft(depth)
    }

    /// The full legal move `seat` means by `action`, in canonical form: the short
    /// capture `15x31` becomes `15x24x31` when only one capture fits.
    ///
    /// # Errors
    ///
    /// As [`Game::apply`].
    pub fn resolve(&self, seat: Seat, action: &Action) -> Result<Action, RuleError> {
        self.find(seat, action).map(|mv| Action::from_move(&mv))
    }

    /// The legal move `action` names for `seat`, or why there is none.
    pub(super) fn find(&self, seat: Seat, action: &Action) -> Result<Move, RuleError> {
        if self.outcome.is_over() {
            return Err(RuleError::GameOver);
        }
        let to_move = self.position.to_move();
        if seat != to_move {
            return Err(RuleError::NotYourTurn(to_move));
        }
        let mut moves = Vec::new();
        self.position.legal_moves(&mut moves);
        let wanted = action.squares();
        if let Some(mv) = moves.iter().find(|mv| mv.path() == wanted && matches_kind(mv, action)) {
            return Ok(*mv);
        }
        let from = action.from();
        match self.position.piece_at(from) {
            None => return Err(RuleError::NoPiece(from)),
            Some((owner, _)) if owner != seat => return Err(RuleError::NotYourPiece { square: from, owner }),
            Some(_) => {}
        }
        let captures = moves.first().is_some_and(Move::is_capture);
        // Every legal move whose path passes through the named squares in order,
        // from the first to the last.
        let fitting: Vec<Move> = moves
            .iter()
            .filter(|mv| {
                let path = mv.path();
                path[0] == wanted[0] && path.last() == wanted.last() && is_subsequence(&wanted, &path)
            })
            .copied()
            .collect();
        match action {
            Action::Step { from, to } => {
                if captures {
                    if let [only] = fitting.as_slice() {
                        return Ok(*only);
                    }
                    return Err(RuleError::CaptureCompulsory(sorted(&moves)));
                }
                Err(self.step_refusal(seat, *from, *to))
            }
            Action::Jump(_) => {
                if !captures {
                    return Err(RuleError::NoCapture {
                        action: action.clone(),
                        example: Action::from_move(&moves[0]),
                    });
                }
                match fitting.as_slice() {
                    [only] => Ok(*only),
                    [] => {
                        let longer: Vec<Move> = moves
                            .iter()
                            .filter(|mv| mv.path().starts_with(&wanted))
                            .copied()
                            .collect();
                        if longer.is_empty() {
                            Err(RuleError::NotACapture {
                                action: action.clone(),
                                available: sorted(&moves),
                            })
                        } else {
                            Err(RuleError::Incomplete {
                                action: action.clone(),
                                continues: sorted(&longer),
                            })
                        }
                    }
                    several => Err(RuleError::Ambiguous {
                        action: action.clone(),
                        fits: sorted(several),
                    }),
                }
            }
        }
    }

    /// Why the simple move `from`-`to` by `seat`'s own piece is not legal, when no
    /// capture is available.
    fn step_refusal(&self, seat: Seat, from: Square, to: Square) -> RuleError {
        let (_, king) = self.position.piece_at(from).unwrap_or((seat, false));
        let (dr, dc) = (
            to.row() as i16 - from.row() as i16,
            to.column() as i16 - from.column() as i16,
        );
        if from == to {
            return RuleError::StandsStill { from, to };
        }
        if dr.abs() != 1 || dc.abs() != 1 {
            if dr.abs() == 2 && dc.abs() == 2 {
                return RuleError::NothingToJump {
                    from,
                    to,
                    opponent: seat.opponent(),
                };
            }
            return RuleError::NotAStep { from, to };
        }
        let forward = if seat == Seat::FIRST { 1 } else { -1 };
        if !king && dr != forward {
            return RuleError::Backward { from, to };
        }
        if let Some((owner, _)) = self.position.piece_at(to) {
            return RuleError::Occupied { to, owner };
        }
        RuleError::NotLegal { from, to }
    }

    /// Plays a legal move of the side to move, keeping the counters and history.
    pub(super) fn play(&mut self, mv: &Move) -> Vec<Event> {
        let seat = self.position.to_move();
        let before = self.position;
        let was_man = before.kings() & mv.from().bit() == 0;
        self.position.play_unchecked(mv);
        let crowned = was_man && self.position.kings() & mv.to().bit() != 0;
        let mut events = Vec::new();
        let taken: Vec<Square> = Square::in_bits(mv.captured()).collect();
        if mv.is_capture() {
            events.push(Event::Captured {
                seat,
                path: mv.path(),
                taken: taken.clone(),
            });
        } else {
            events.push(Event::Moved {
                seat,
                from: mv.from(),
                to: mv.to(),
            });
        }
        if crowned {
            events.push(Event::Crowned { seat, square: mv.to() });
        }
        if mv.is_capture() || was_man {
            self.history.clear();
            self.quiet_plies = 0;
        } else {
            self.history.push(before);
            self.quiet_plies += 1;
        }
        self.last_move = Some(LastMove {
            seat,
            path: mv.path(),
            taken,
            crowned,
        });
        let opponent = seat.opponent();
        if let Some(ending) = self.ending() {
            self.outcome = match ending {
                Event::NoLegalMove { .. } => Outcome::Won(seat),
                _ => Outcome::Draw,
            };
            events.push(ending);
        }
        debug_assert!(self.outcome.is_over() || self.position.to_move() == opponent);
        events
    }

    /// The ending the rules declare in the current position, if any: the side to
    /// move has no legal move (it loses), or threefold repetition, or 40 moves each
    /// without a capture or a man moving (draws), in that order of precedence.
    pub(super) fn ending(&self) -> Option<Event> {
        let mut moves = Vec::new();
        self.position.legal_moves(&mut moves);
        let to_move = self.position.to_move();
        if moves.is_empty() {
            Some(Event::NoLegalMove {
                seat: to_move,
                pieces_left: self.position.pieces(to_move) != 0,
            })
        } else if self.repetitions() >= REPETITIONS_FOR_DRAW {
            Some(Event::DrawnByRepetition)
        } else if self.quiet_plies >= QUIET_PLIES_FOR_DRAW {
            Some(Event::DrawnByFortyMoves)
        } else {
            None
        }
    }

    /// How many times the current position, with the same side to move, has
    /// occurred, this time included.
    pub fn repetitions(&self) -> u32 {
        1 + self.history.iter().filter(|p| **p == self.position).count() as u32
    }

    /// Plies since the last capture or man move (the game is drawn at 80).
    pub fn quiet_plies(&self) -> u32 {
        self.quiet_plies
    }
}

/// Whether the action's kind fits the move: a dash for a simple move, `x` for a
/// capture.
fn matches_kind(mv: &Move, action: &Action) -> bool {
    mv.is_capture() == matches!(action, Action::Jump(_))
}

/// Whether `part` appears in `whole` in order (not necessarily adjacent).
fn is_subsequence(part: &[Square], whole: &[Square]) -> bool {
    let mut rest = whole.iter();
    part.iter().all(|p| rest.any(|w| w == p))
}

/// The moves as actions in canonical notation, sorted by their squares.
pub(super) fn sorted(moves: &[Move]) -> Vec<Action> {
    let mut actions: Vec<Action> = moves.iter().map(Action::from_move).collect();
    actions.sort_by_key(Action::squares);
    actions
}

/// Up to `most` of the (sorted) actions in the reader's language: "15x24, 22x13 or
/// 23x14", with ", …" when there are more.
pub(super) fn action_list(actions: &[Action], most: usize) -> Msg {
    let shown = Msg::or_list(actions.iter().take(most).map(|a| Msg::raw(a.to_string())));
    if actions.len() > most {
        Msg::Join(vec![shown, Msg::raw(", …")], "")
    } else {
        shown
    }
}

/// A seat's colour in the reader's language (`checkers-seat-0` is Black).
pub(super) fn seat_msg(seat: Seat) -> Msg {
    crate::i18n::seat("checkers", seat.index().min(1))
}
