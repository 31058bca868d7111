//! Squares in the standard numbering 1–32 (Portable Draughts Notation), and the
//! board geometry behind it.
//!
//! Only the 32 dark squares are played. Seen from White's side (the usual
//! diagram), square 1 is the top row's left-most dark square (b8 in chess terms)
//! and 32 the bottom row's right-most (g1); each row holds four squares, numbered
//! left to right. Black starts on 1–12 and moves toward 29–32; White starts on
//! 21–32 and moves toward 1–4.

use crate::notation::NotationWriter;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// One of the 32 playing squares, numbered 1–32 (PDN).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square numbered `number`, if it is 1–32.
    pub fn new(number: u8) -> Option<Square> {
        (1..=32).contains(&number).then_some(Square(number))
    }

    /// The square at bit `index` (0–31) of a bitboard: square `index + 1`.
    ///
    /// # Panics
    ///
    /// When `index` is 32 or more.
    pub fn from_index(index: u8) -> Square {
        assert!(index < 32, "square index {index} is off the board");
        Square(index + 1)
    }

    /// The number, 1–32.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The bit index, 0–31.
    pub fn index(self) -> u8 {
        self.0 - 1
    }

    /// The square's bit in a bitboard.
    pub fn bit(self) -> u32 {
        1 << self.index()
    }

    /// The row from the top of the diagram, 0 (squares 1–4, White's crowning row)
    /// to 7 (29–32, Black's crowning row).
    pub fn row(self) -> u8 {
        self.index() / 4
    }

    /// The column from the left of the diagram, 0–7. Dark squares have an odd
    /// row + column.
    pub fn column(self) -> u8 {
        let i = self.index();
        2 * (i % 4) + u8::from(self.row() & 1 == 0)
    }

    /// The square at `row` and `column` of the diagram, if it is a dark square.
    pub fn at(row: u8, column: u8) -> Option<Square> {
        (row < 8 && column < 8 && (row + column) % 2 == 1).then(|| Square(row * 4 + column / 2 + 1))
    }

    /// Every square, 1 to 32.
    pub fn all() -> impl Iterator<Item = Square> {
        (1..=32).map(Square)
    }

    /// The squares of a bitboard, in ascending order.
    pub fn in_bits(bits: u32) -> impl Iterator<Item = Square> {
        let mut rest = bits;
        std::iter::from_fn(move || {
            (rest != 0).then(|| {
                let i = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                Square::from_index(i)
            })
        })
    }
}

impl fmt::Display for Square {
    /// The number: `15`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut w = NotationWriter::new(f);
        self.write(&mut w);
        w.finish()
    }
}

impl Square {
    /// Appends the square's number to notation being written.
    pub(super) fn write(self, w: &mut NotationWriter<'_, '_>) {
        w.number(u64::from(self.0));
    }
}

impl Serialize for Square {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.0)
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let number = u8::deserialize(d)?;
        Square::new(number)
            .ok_or_else(|| serde::de::Error::custom(format!("{number} is not a square; squares are numbered 1 to 32")))
    }
}

/// The four diagonal directions: toward higher numbers (Black's forward) to the
/// left and right, then toward lower numbers (White's forward) left and right.
const DIRECTIONS: [(i8, i8); 4] = [(1, -1), (1, 1), (-1, -1), (-1, 1)];

/// "No square": the value of a table entry that would fall off the board.
pub(super) const NONE: u8 = 32;

/// The square `steps` diagonal steps from bit index `index` in direction `dir`,
/// as a bit index, or [`NONE`].
const fn neighbour(index: u8, dir: usize, steps: i8) -> u8 {
    let row = (index / 4) as i8;
    let column = (2 * (index % 4) + if row % 2 == 0 { 1 } else { 0 }) as i8;
    let r = row + DIRECTIONS[dir].0 * steps;
    let c = column + DIRECTIONS[dir].1 * steps;
    if r < 0 || r > 7 || c < 0 || c > 7 {
        NONE
    } else {
        (r * 4 + c / 2) as u8
    }
}

const fn table(steps: i8) -> [[u8; 32]; 4] {
    let mut t = [[NONE; 32]; 4];
    let mut dir = 0;
    while dir < 4 {
        let mut i = 0;
        while i < 32 {
            t[dir][i as usize] = neighbour(i, dir, steps);
            i += 1;
        }
        dir += 1;
    }
    t
}

/// `STEP[dir][i]`: the neighbouring square's index one step away, or [`NONE`].
pub(super) const STEP: [[u8; 32]; 4] = table(1);
/// `JUMP[dir][i]`: the landing square's index two steps away, or [`NONE`].
pub(super) const JUMP: [[u8; 32]; 4] = table(2);
