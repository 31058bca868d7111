//! The board as a compact array of 30 squares, with the geometry of the rulings:
//! each piece's forward direction and goal row belong to its owner.

use super::{Piece, Square, FILES, RANKS};
use crate::Seat;

/// Number of squares on the board.
pub(super) const SQUARES: usize = FILES as usize * RANKS as usize;

/// Squares of the board, indexed rank-major (a1 = 0, b1 = 1, …, e6 = 29), the same
/// order as [`Square`]'s `Ord`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Board([Option<Piece>; SQUARES]);

/// The pieces of a board in square order.
pub(super) struct Pieces<'a> {
    board: &'a Board,
    next: usize,
}

impl Iterator for Pieces<'_> {
    type Item = (Square, Piece);

    fn next(&mut self) -> Option<(Square, Piece)> {
        while self.next < SQUARES {
            let i = self.next;
            self.next += 1;
            if let Some(piece) = self.board.0[i] {
                return Some((square_at(i), piece));
            }
        }
        None
    }
}

/// The index of a square in [`Board`]'s array and in the path search's tables.
pub(super) fn index(square: Square) -> usize {
    square.rank() as usize * FILES as usize + square.file() as usize
}

/// The square at an index of [`Board`]'s array.
pub(super) fn square_at(index: usize) -> Square {
    Square::new((index % FILES as usize) as u8, (index / FILES as usize) as u8).expect("index on the board")
}

/// The rank step that is forward for a piece of `owner` (rulings, "Direction"):
/// Red's pieces head for rank 6, Blue's for rank 1, whoever moves them.
pub(super) fn forward(owner: Seat) -> i8 {
    if owner.index() == 0 {
        1
    } else {
        -1
    }
}

/// The goal row of a piece of `owner`: the opponent's back row (rank 6 for Red's
/// pieces, index 5; rank 1 for Blue's, index 0).
pub(super) fn goal_rank(owner: Seat) -> u8 {
    if owner.index() == 0 {
        RANKS - 1
    } else {
        0
    }
}

/// The two rows a seat's pieces start on (set-up step 1): ranks 1–2 for Red,
/// ranks 5–6 for Blue (as indices).
pub(super) fn starting_ranks(owner: Seat) -> [u8; 2] {
    if owner.index() == 0 {
        [0, 1]
    } else {
        [RANKS - 2, RANKS - 1]
    }
}

impl Board {
    pub(super) fn empty() -> Board {
        Board([None; SQUARES])
    }

    pub(super) fn get(&self, square: Square) -> Option<Piece> {
        self.0[index(square)]
    }

    pub(super) fn set(&mut self, square: Square, piece: Option<Piece>) {
        self.0[index(square)] = piece;
    }

    /// Every piece in square order (a1, b1, … e6).
    pub(super) fn pieces(&self) -> Pieces<'_> {
        Pieces { board: self, next: 0 }
    }

    /// Where `piece` stands, if on the board.
    pub(super) fn find(&self, piece: Piece) -> Option<Square> {
        self.0.iter().position(|p| *p == Some(piece)).map(square_at)
    }
}
