//! Legal actions: checking one before it is applied, and the exchanges a turn
//! allows.
//!
//! Validation never mutates: [`HotSpot::validate`] returns a [`Plan`] that
//! [`Game::apply`](crate::Game::apply) then carries out, so a refused action
//! leaves the game exactly as it was.

use super::board::{alphabetical, home_rank, Board};
use super::{Action, HotSpot, Occupant, Phase, PhaseMismatch, Piece, RuleError, Square, MAX_FIRST_TURN_EXCHANGES};
use crate::Seat;

/// A checked action, ready to be carried out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Plan {
    /// Put the revealed piece (its spots) on the square.
    Place { square: Square, spots: u8 },
    /// Move the piece from `from` to `to`.
    Move { from: Square, to: Square, piece: Piece },
    /// Exchange pieces: (square, outgoing spots, incoming spots), alphabetical.
    Exchange(Vec<(Square, u8, u8)>),
}

impl HotSpot {
    /// Whose piece, from the point of view of `seat`.
    fn describe(&self, seat: Seat, piece: Piece) -> Occupant {
        if piece.captured {
            Occupant::Captured
        } else if piece.owner == seat {
            Occupant::Yours
        } else {
            Occupant::Theirs(piece.owner)
        }
    }

    /// The seat's live piece on `square`, or why there is none.
    fn own_live_piece(&self, seat: Seat, square: Square, verb: &'static str) -> Result<Piece, RuleError> {
        match self.board.get(square) {
            Some(piece) if piece.owner == seat && piece.captured => Err(RuleError::Captured { square, verb }),
            Some(piece) if piece.owner == seat => Ok(piece),
            Some(piece) if !piece.captured => Err(RuleError::NotYourPiece {
                square,
                owner: piece.owner,
            }),
            _ => Err(RuleError::NoPieceOfYours(square)),
        }
    }

    /// Checks `action` for `seat` against every rule, without changing anything.
    pub(super) fn validate(&self, seat: Seat, action: &Action) -> Result<Plan, RuleError> {
        if self.outcome.is_over() {
            return Err(RuleError::GameOver);
        }
        if seat != self.to_act {
            return Err(RuleError::NotYourTurn(self.to_act));
        }
        match (self.phase, action) {
            (Phase::Placement, Action::Place(square)) => self.validate_place(seat, *square),
            (Phase::Placement, _) => Err(RuleError::WrongPhase(PhaseMismatch::StillPlacing {
                rank: home_rank(seat) + 1,
                spots: self.to_place[seat.index()].first().copied().unwrap_or_default(),
            })),
            (Phase::Play, Action::Place(_)) => Err(RuleError::WrongPhase(PhaseMismatch::AllPlaced)),
            (Phase::Play, Action::Move { from, to }) => self.validate_move(seat, *from, *to),
            (Phase::Play, Action::Exchange(pairs)) => self.validate_exchange(seat, pairs),
        }
    }

    /// Set-up step 2: the revealed piece goes on an empty square of the starting row.
    fn validate_place(&self, seat: Seat, square: Square) -> Result<Plan, RuleError> {
        if square.rank() != home_rank(seat) {
            return Err(RuleError::NotStartingRow {
                square,
                rank: home_rank(seat) + 1,
            });
        }
        if self.board.get(square).is_some() {
            return Err(RuleError::SquareTaken(square));
        }
        let spots = *self.to_place[seat.index()].first().ok_or(RuleError::NothingToPlace)?;
        Ok(Plan::Place { square, spots })
    }

    /// Rulings, "Movement": exactly N squares in a straight line over empty squares.
    fn validate_move(&self, seat: Seat, from: Square, to: Square) -> Result<Plan, RuleError> {
        let piece = self.own_live_piece(seat, from, "moved")?;
        let df = to.file() as i8 - from.file() as i8;
        let dr = to.rank() as i8 - from.rank() as i8;
        if df == 0 && dr == 0 {
            return Err(RuleError::MustLeave(from));
        }
        if df != 0 && dr != 0 && df.abs() != dr.abs() {
            return Err(RuleError::NotStraight { from, to });
        }
        let distance = df.abs().max(dr.abs()) as u8;
        if distance != piece.spots {
            return Err(RuleError::WrongDistance {
                from,
                spots: piece.spots,
            });
        }
        let (sf, sr) = (df.signum(), dr.signum());
        for k in 1..distance {
            let square = from.offset(sf, sr, k).expect("between two squares of the board");
            if let Some(blocker) = self.board.get(square) {
                return Err(RuleError::Blocked {
                    from,
                    to,
                    by: self.describe(seat, blocker),
                    at: square,
                });
            }
        }
        if let Some(occupant) = self.board.get(to) {
            return Err(RuleError::Occupied {
                to,
                by: self.describe(seat, occupant),
            });
        }
        Ok(Plan::Move { from, to, piece })
    }

    /// Rulings, "A turn": one exchange, or up to four on the first turn, each
    /// changing value, the incoming pieces taken from the reserve as it stood.
    fn validate_exchange(&self, seat: Seat, pairs: &[(Square, u8)]) -> Result<Plan, RuleError> {
        if pairs.is_empty() {
            return Err(RuleError::EmptyExchange);
        }
        let first_turn = !self.first_turn_done[seat.index()];
        if pairs.len() > 1 && !first_turn {
            return Err(RuleError::OneExchangeOnly);
        }
        if pairs.len() > MAX_FIRST_TURN_EXCHANGES {
            return Err(RuleError::TooManyExchanges);
        }
        let mut sorted: Vec<(Square, u8)> = pairs.to_vec();
        sorted.sort_by_key(|&(square, _)| alphabetical(square));
        let mut wanted = [0u8; 3];
        let mut plan = Vec::with_capacity(sorted.len());
        for (i, &(square, incoming)) in sorted.iter().enumerate() {
            if sorted[..i].iter().any(|&(s, _)| s == square) {
                return Err(RuleError::NamedTwice(square));
            }
            let piece = self.own_live_piece(seat, square, "exchanged")?;
            if !(1..=3).contains(&incoming) {
                return Err(RuleError::NoSuchValue(incoming));
            }
            if incoming == piece.spots {
                return Err(RuleError::SameValue {
                    square,
                    spots: incoming,
                });
            }
            wanted[incoming as usize - 1] += 1;
            plan.push((square, piece.spots, incoming));
        }
        let reserve = self.reserves[seat.index()];
        for (v, (&want, &have)) in wanted.iter().zip(reserve.iter()).enumerate() {
            if want > have {
                return Err(RuleError::ReserveShort {
                    spots: v as u8 + 1,
                    have,
                });
            }
        }
        Ok(Plan::Exchange(plan))
    }

    /// Whether `seat` (to act, in play) has any legal action; cheaper than
    /// listing them ([`Game::legal_actions`](crate::Game::legal_actions)).
    pub(super) fn can_act(&self, seat: Seat) -> bool {
        match self.phase {
            Phase::Placement => !self.to_place[seat.index()].is_empty(),
            Phase::Play => self.board.live(seat).any(|(from, piece)| {
                has_move(&self.board, from, piece.spots)
                    || self.reserves[seat.index()]
                        .iter()
                        .enumerate()
                        .any(|(v, &n)| n > 0 && v as u8 + 1 != piece.spots)
            }),
        }
    }
}

fn has_move(board: &Board, from: Square, spots: u8) -> bool {
    board.targets(from, spots).next().is_some()
}

/// Appends every exchange over `live[..]` (alphabetical) of at most `max` pairs
/// whose incoming pieces the reserve can supply, extending `current`.
pub(super) fn exchange_combinations(
    live: &[(Square, u8)],
    mut reserve: [u8; 3],
    max: usize,
    current: &mut Vec<(Square, u8)>,
    out: &mut Vec<Vec<(Square, u8)>>,
) {
    for (i, &(square, spots)) in live.iter().enumerate() {
        for incoming in 1..=3u8 {
            let slot = incoming as usize - 1;
            if incoming == spots || reserve[slot] == 0 {
                continue;
            }
            reserve[slot] -= 1;
            current.push((square, incoming));
            out.push(current.clone());
            if current.len() < max {
                exchange_combinations(&live[i + 1..], reserve, max, current, out);
            }
            current.pop();
            reserve[slot] += 1;
        }
    }
}
