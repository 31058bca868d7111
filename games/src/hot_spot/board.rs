//! The board as a compact array of 64 squares, with the geometry of the rulings:
//! movement and control run exactly N squares in the 8 straight directions.

use super::{Piece, Square, SIZE};
use crate::Seat;

/// The 8 straight directions (rulings, "Movement": orthogonal and diagonal).
pub(super) const DIRECTIONS: [(i8, i8); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];

/// Squares of the board, indexed rank-major (a1 = 0, b1 = 1, …, h8 = 63), the
/// same order as [`Square`]'s `Ord`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Board([Option<Piece>; 64]);

/// The pieces of a board in square order. A hand-written iterator: it runs many
/// times a turn, and iterator adapters are slow in the debug builds tests use.
pub(super) struct Pieces<'a> {
    board: &'a Board,
    next: usize,
}

impl Iterator for Pieces<'_> {
    type Item = (Square, Piece);

    fn next(&mut self) -> Option<(Square, Piece)> {
        while self.next < self.board.0.len() {
            let i = self.next;
            self.next += 1;
            if let Some(piece) = self.board.0[i] {
                return Some((square_at(i), piece));
            }
        }
        None
    }
}

/// A set of squares as a bit mask, bit `index(square)`.
pub(super) type SquareSet = u64;

pub(super) fn index(square: Square) -> usize {
    square.rank() as usize * SIZE as usize + square.file() as usize
}

fn square_at(index: usize) -> Square {
    Square::new((index % SIZE as usize) as u8, (index / SIZE as usize) as u8).expect("index on the board")
}

/// Alphabetical order of squares (`a1` < `a2` < `b1`): the order of the pairs of an
/// exchange in notation.
pub(super) fn alphabetical(square: Square) -> (u8, u8) {
    (square.file(), square.rank())
}

/// The starting row of a seat: rank 1 (index 0) for Green, rank 8 for Black.
pub(super) fn home_rank(seat: Seat) -> u8 {
    if seat.index() == 0 {
        0
    } else {
        SIZE - 1
    }
}

impl Board {
    pub(super) fn empty() -> Board {
        Board([None; 64])
    }

    pub(super) fn get(&self, square: Square) -> Option<Piece> {
        self.0[index(square)]
    }

    pub(super) fn set(&mut self, square: Square, piece: Option<Piece>) {
        self.0[index(square)] = piece;
    }

    /// Every piece in square order (a1, b1, … h8).
    pub(super) fn pieces(&self) -> Pieces<'_> {
        Pieces { board: self, next: 0 }
    }

    /// The seat's live (face-up) pieces in square order.
    pub(super) fn live(&self, seat: Seat) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.pieces().filter(move |(_, p)| p.owner == seat && !p.captured)
    }

    /// How many of the seat's pieces are live (`captured == false`) or captured.
    fn count(&self, seat: Seat, captured: bool) -> usize {
        // Plain loops: these run several times a turn, also in debug-built tests.
        let mut n = 0;
        for piece in self.0.iter().flatten() {
            if piece.owner == seat && piece.captured == captured {
                n += 1;
            }
        }
        n
    }

    pub(super) fn live_count(&self, seat: Seat) -> usize {
        self.count(seat, false)
    }

    pub(super) fn captured_count(&self, seat: Seat) -> usize {
        self.count(seat, true)
    }

    /// The squares the seat's live pieces control (rulings, "Control and capture"):
    /// exactly N squares away in the 8 directions, whatever stands between.
    pub(super) fn control(&self, seat: Seat) -> SquareSet {
        let mut set = 0;
        for (i, piece) in self.0.iter().enumerate() {
            let Some(piece) = piece else { continue };
            if piece.owner != seat || piece.captured {
                continue;
            }
            let (file, rank) = ((i % 8) as i8, (i / 8) as i8);
            let n = piece.spots as i8;
            for (df, dr) in DIRECTIONS {
                let (f, r) = (file + df * n, rank + dr * n);
                if (0..8).contains(&f) && (0..8).contains(&r) {
                    set |= 1 << (r * 8 + f);
                }
            }
        }
        set
    }

    /// The seat's live pieces standing on squares in `set`, in square order.
    pub(super) fn live_in(&self, seat: Seat, set: SquareSet) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.live(seat).filter(move |(sq, _)| set & (1 << index(*sq)) != 0)
    }

    /// Where a piece of `spots` on `from` can land (rulings, "Movement": exactly N
    /// squares, every square passed and the landing square empty), in square order.
    pub(super) fn targets(&self, from: Square, spots: u8) -> impl Iterator<Item = Square> + '_ {
        // DIRECTIONS is not in square order of the targets; sort by collecting into
        // a fixed array so no heap is used.
        let mut found = [None; 8];
        for (slot, (df, dr)) in found.iter_mut().zip(DIRECTIONS) {
            let path_clear = (1..=spots).all(|k| from.offset(df, dr, k).is_some_and(|sq| self.get(sq).is_none()));
            if path_clear {
                *slot = from.offset(df, dr, spots);
            }
        }
        found.sort_unstable();
        found.into_iter().flatten()
    }
}
