//! The fast core: a position as three bitboards and the side to move, move
//! generation into a reused buffer, [`Position::play_unchecked`] and
//! [`Position::perft`].
//!
//! Decisions where the rulings are silent:
//! - Pieces captured during a multi-jump stay on the board until the move is
//!   complete (as in every draughts family): a piece may not be jumped twice, and
//!   a captured piece still blocks a landing square. The capturing piece's own
//!   starting square counts as empty, so a king may pass through or end on it.
//! - Two capture sequences with the same landing squares are the same move. Two
//!   sequences with different landing squares are different moves even if they
//!   take the same pieces (a king circling a block of four either way round).

use super::square::{Square, JUMP, NONE, STEP};
use crate::Seat;

/// Every square's bit.
const ALL: u32 = u32::MAX;
/// Squares 29–32: where Black's men are crowned.
pub(super) const BLACK_CROWN_ROW: u32 = 0xF000_0000;
/// Squares 1–4: where White's men are crowned.
pub(super) const WHITE_CROWN_ROW: u32 = 0x0000_000F;

/// The most landing squares one capture can have: one per opposing piece.
pub const MAX_LANDINGS: usize = 12;

/// A legal move in the fast form used by search and perft: the start square, the
/// squares it stops on (one for a simple move, one per capture for a jump), and
/// the captured pieces as a bitboard. Build moves with [`Position::legal_moves`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    from: u8,
    len: u8,
    landings: [u8; MAX_LANDINGS],
    captured: u32,
}

impl Move {
    /// The square the piece leaves.
    pub fn from(&self) -> Square {
        Square::from_index(self.from)
    }

    /// The square the piece ends on.
    pub fn to(&self) -> Square {
        Square::from_index(self.landings[self.len as usize - 1])
    }

    /// Every square the piece stops on after leaving `from`, in order.
    pub fn landings(&self) -> impl Iterator<Item = Square> + '_ {
        self.landings[..self.len as usize]
            .iter()
            .map(|&i| Square::from_index(i))
    }

    /// The start square then every landing square.
    pub fn path(&self) -> Vec<Square> {
        std::iter::once(self.from()).chain(self.landings()).collect()
    }

    /// The captured pieces' squares as a bitboard (0 for a simple move).
    pub fn captured(&self) -> u32 {
        self.captured
    }

    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }
}

/// A position: where each side's pieces stand, which are kings, and the side to
/// move. Bit `i` of a bitboard is square `i + 1`. Draw counters and history live
/// in [`Checkers`](super::Checkers); this is what perft and repetition compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// `[Black, White]` pieces, men and kings.
    pub(super) sides: [u32; 2],
    /// Kings of either side.
    pub(super) kings: u32,
    /// The side to move: 0 Black, 1 White.
    pub(super) to_move: u8,
}

impl Position {
    /// The starting position: Black's twelve men on 1–12, White's on 21–32, Black
    /// to move.
    pub fn start() -> Position {
        Position {
            sides: [0x0000_0FFF, 0xFFF0_0000],
            kings: 0,
            to_move: 0,
        }
    }

    /// The side to move.
    pub fn to_move(&self) -> Seat {
        Seat(self.to_move)
    }

    /// `seat`'s pieces, men and kings, as a bitboard.
    pub fn pieces(&self, seat: Seat) -> u32 {
        self.sides[seat.index().min(1)]
    }

    /// Kings of either side, as a bitboard.
    pub fn kings(&self) -> u32 {
        self.kings
    }

    /// Men of either side, as a bitboard.
    pub fn men(&self) -> u32 {
        (self.sides[0] | self.sides[1]) & !self.kings
    }

    /// Empty squares, as a bitboard.
    pub fn empty(&self) -> u32 {
        !(self.sides[0] | self.sides[1]) & ALL
    }

    /// Who owns the piece on `square` and whether it is a king.
    pub fn piece_at(&self, square: Square) -> Option<(Seat, bool)> {
        let bit = square.bit();
        let king = self.kings & bit != 0;
        if self.sides[0] & bit != 0 {
            Some((Seat(0), king))
        } else if self.sides[1] & bit != 0 {
            Some((Seat(1), king))
        } else {
            None
        }
    }

    /// The directions (indices into the step tables) a piece may move in: men
    /// forward only, kings both ways.
    fn directions(side: u8, king: bool) -> &'static [usize] {
        match (king, side) {
            (true, _) => &[0, 1, 2, 3],
            (false, 0) => &[0, 1],
            (false, _) => &[2, 3],
        }
    }

    /// The row where `side`'s men are crowned.
    fn crown_row(side: u8) -> u32 {
        if side == 0 {
            BLACK_CROWN_ROW
        } else {
            WHITE_CROWN_ROW
        }
    }

    /// Fills `moves` with every legal move of the side to move (clearing it first).
    /// Capturing is compulsory, so when any capture exists only captures are
    /// listed, each a complete sequence; a man that reaches the crowning row during
    /// a capture stops there. Order: by piece (ascending square), captures in
    /// search order, simple moves by direction. No allocation once `moves` has
    /// grown to fit.
    pub fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        let side = self.to_move;
        let mine = self.sides[side as usize];
        let theirs = self.sides[1 - side as usize];
        let empty = self.empty();
        for from in Square::in_bits(mine) {
            let i = from.index();
            let king = self.kings & from.bit() != 0;
            let mut path = [0u8; MAX_LANDINGS];
            self.jumps(
                Jump {
                    from: i,
                    king,
                    theirs,
                    empty: empty | from.bit(),
                },
                i,
                0,
                &mut path,
                0,
                moves,
            );
        }
        if !moves.is_empty() {
            return;
        }
        for from in Square::in_bits(mine) {
            let i = from.index();
            let king = self.kings & from.bit() != 0;
            for &dir in Self::directions(side, king) {
                let to = STEP[dir][i as usize];
                if to != NONE && empty & (1 << to) != 0 {
                    let mut landings = [0u8; MAX_LANDINGS];
                    landings[0] = to;
                    moves.push(Move {
                        from: i,
                        len: 1,
                        landings,
                        captured: 0,
                    });
                }
            }
        }
    }

    /// Extends a capture sequence that stands on `at` with `len` landings so far
    /// and `captured` taken; pushes every complete sequence.
    fn jumps(
        &self,
        jump: Jump,
        at: u8,
        captured: u32,
        path: &mut [u8; MAX_LANDINGS],
        len: usize,
        moves: &mut Vec<Move>,
    ) {
        let mut extended = false;
        for &dir in Self::directions(self.to_move, jump.king) {
            let over = STEP[dir][at as usize];
            let land = JUMP[dir][at as usize];
            if land == NONE {
                continue;
            }
            let (over_bit, land_bit) = (1u32 << over, 1u32 << land);
            if jump.theirs & over_bit == 0 || captured & over_bit != 0 || jump.empty & land_bit == 0 {
                continue;
            }
            extended = true;
            path[len] = land;
            let taken = captured | over_bit;
            if !jump.king && Self::crown_row(self.to_move) & land_bit != 0 {
                // Crowned during a capture: the move ends here.
                moves.push(Move {
                    from: jump.from,
                    len: len as u8 + 1,
                    landings: *path,
                    captured: taken,
                });
            } else {
                self.jumps(jump, land, taken, path, len + 1, moves);
            }
        }
        if !extended && len > 0 {
            let mut landings = [0u8; MAX_LANDINGS];
            landings[..len].copy_from_slice(&path[..len]);
            moves.push(Move {
                from: jump.from,
                len: len as u8,
                landings,
                captured,
            });
        }
    }

    /// Whether the side to move must capture, and with which pieces: the squares
    /// of its pieces that have a capture (empty when none does).
    pub fn capturers(&self) -> u32 {
        let side = self.to_move;
        let theirs = self.sides[1 - side as usize];
        let empty = self.empty();
        let mut found = 0;
        for from in Square::in_bits(self.sides[side as usize]) {
            let i = from.index() as usize;
            let king = self.kings & from.bit() != 0;
            for &dir in Self::directions(side, king) {
                let (over, land) = (STEP[dir][i], JUMP[dir][i]);
                if land != NONE && theirs & (1 << over) != 0 && empty & (1 << land) != 0 {
                    found |= from.bit();
                }
            }
        }
        found
    }

    /// Plays `mv` and passes the turn: moves the piece, removes the captured
    /// pieces, crowns a man that ends on its crowning row.
    ///
    /// # Panics
    ///
    /// Never, but `mv` must be one of this position's [`Position::legal_moves`]:
    /// any other move leaves a position the rules cannot reach (this is the fast
    /// path for perft and search; [`Game::apply`](crate::Game::apply)
    /// checks legality).
    pub fn play_unchecked(&mut self, mv: &Move) {
        let side = self.to_move as usize;
        let from = 1u32 << mv.from;
        let to = 1u32 << mv.landings[mv.len as usize - 1];
        self.sides[side] = (self.sides[side] & !from) | to;
        self.sides[1 - side] &= !mv.captured;
        let was_king = self.kings & from != 0;
        self.kings &= !(from | mv.captured);
        if was_king || Self::crown_row(self.to_move) & to != 0 {
            self.kings |= to;
        }
        self.to_move ^= 1;
    }

    /// The number of move sequences of `depth` plies from this position (a
    /// correctness check: 7, 49, 302, 1469, … from the start).
    pub fn perft(&self, depth: u32) -> u64 {
        let mut buffers = vec![Vec::with_capacity(32); depth as usize + 1];
        perft(self, depth, &mut buffers)
    }

    /// The position in PDN FEN: `B:W21,22,K30:B1,2,K5` (side to move, then each
    /// side's squares ascending, kings marked `K`).
    pub fn fen(&self) -> String {
        let side = |seat: usize| {
            Square::in_bits(self.sides[seat])
                .map(|s| {
                    if self.kings & s.bit() != 0 {
                        format!("K{s}")
                    } else {
                        s.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join(",")
        };
        let turn = if self.to_move == 0 { 'B' } else { 'W' };
        format!("{turn}:W{}:B{}", side(1), side(0))
    }

    /// Reads a position written by [`Position::fen`] (case-insensitive; the two
    /// sides may come in either order). Only the layout is checked here.
    pub fn from_fen(text: &str) -> Option<Position> {
        let mut parts = text.trim().split(':');
        let to_move = match parts.next()?.trim().to_ascii_uppercase().as_str() {
            "B" => 0,
            "W" => 1,
            _ => return None,
        };
        let mut position = Position {
            sides: [0, 0],
            kings: 0,
            to_move,
        };
        let mut seen = [false; 2];
        for part in parts {
            let part = part.trim();
            let mut chars = part.chars();
            let side = match chars.next()?.to_ascii_uppercase() {
                'B' => 0,
                'W' => 1,
                _ => return None,
            };
            if std::mem::replace(&mut seen[side], true) {
                return None;
            }
            for item in chars.as_str().split(',').map(str::trim).filter(|s| !s.is_empty()) {
                let (king, number) = match item.strip_prefix(['K', 'k']) {
                    Some(rest) => (true, rest),
                    None => (false, item),
                };
                let square = Square::new(number.parse().ok()?)?;
                if (position.sides[0] | position.sides[1]) & square.bit() != 0 {
                    return None;
                }
                position.sides[side] |= square.bit();
                if king {
                    position.kings |= square.bit();
                }
            }
        }
        (seen == [true, true]).then_some(position)
    }
}

/// What stays fixed while one piece's capture sequences are searched.
#[derive(Clone, Copy)]
struct Jump {
    from: u8,
    king: bool,
    theirs: u32,
    /// Empty squares, the capturing piece's start square included.
    empty: u32,
}

fn perft(position: &Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (moves, rest) = buffers.split_first_mut().expect("one buffer per ply");
    position.legal_moves(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut nodes = 0;
    for mv in moves.iter() {
        let mut next = *position;
        next.play_unchecked(mv);
        nodes += perft(&next, depth - 1, rest);
    }
    nodes
}
