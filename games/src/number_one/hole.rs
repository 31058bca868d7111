//! Hole coordinates (rulings, "Board"): 11 rows `a`–`k` from bottom to top, of
//! 6, 7, 8, 9, 10, 11, 10, 9, 8, 7 and 6 holes, numbered from the left from 1; the
//! centre is `f6`.
//!
//! Inside, a hole is an axial hex coordinate (`q`, `r`) with the centre at (0, 0),
//! `r` growing upwards row by row and `q` to the right along a row, so that
//! `q + r + s = 0` for the third cube coordinate `s`. Rules geometry lives here;
//! pixel layout belongs to the renderer, which places holes by [`Hole::row`] and
//! [`Hole::number`].

use crate::notation::NotationWriter;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// Holes from the centre to a corner of the full board (6 a side, 91 holes).
pub const FULL_RADIUS: u8 = 5;
/// Holes from the centre to a corner of the inner board (5 a side, 61 holes) used
/// by two or three players.
pub const INNER_RADIUS: u8 = 4;
/// Rows of the full board, `a` to `k`.
pub const ROWS: u8 = 11;
/// Holes of the full board.
pub const HOLES: usize = 91;

/// One of the six directions a peg can step in (rows run left to right, so the
/// neighbours of a hole lie east and west in its row and north-east, north-west,
/// south-east and south-west in the rows above and below).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Along the row to the right.
    East,
    /// Up and to the right.
    NorthEast,
    /// Up and to the left.
    NorthWest,
    /// Along the row to the left.
    West,
    /// Down and to the left.
    SouthWest,
    /// Down and to the right.
    SouthEast,
}

impl Direction {
    /// The six directions, counter-clockwise from east: neighbours in this list are
    /// 60° apart.
    pub const ALL: [Direction; 6] = [
        Direction::East,
        Direction::NorthEast,
        Direction::NorthWest,
        Direction::West,
        Direction::SouthWest,
        Direction::SouthEast,
    ];

    /// The axial offset (`dq`, `dr`) of one step.
    pub const fn offset(self) -> (i8, i8) {
        match self {
            Direction::East => (1, 0),
            Direction::NorthEast => (0, 1),
            Direction::NorthWest => (-1, 1),
            Direction::West => (-1, 0),
            Direction::SouthWest => (0, -1),
            Direction::SouthEast => (1, -1),
        }
    }

    /// The direction 60° counter-clockwise.
    pub fn counter_clockwise(self) -> Direction {
        Direction::ALL[(self as usize + 1) % 6]
    }

    /// The direction 60° clockwise.
    pub fn clockwise(self) -> Direction {
        Direction::ALL[(self as usize + 5) % 6]
    }
}

/// A hole of the 91-hole board, `a1` (bottom row, left) to `k6` (top row, right).
///
/// Ordered row by row from the bottom, left to right within a row: the order of
/// [`Hole::all`] and of [`Hole::index`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hole {
    // Field order makes the derived ordering row-major from the bottom.
    r: i8,
    q: i8,
}

/// Index of the first hole of each row in [`Hole::index`] order.
const ROW_START: [u8; ROWS as usize] = [0, 6, 13, 21, 30, 40, 51, 61, 70, 78, 85];

impl Hole {
    /// The centre hole, `f6`.
    pub const CENTRE: Hole = Hole { q: 0, r: 0 };

    /// The hole at axial (`q`, `r`), if on the 91-hole board.
    pub fn from_axial(q: i8, r: i8) -> Option<Hole> {
        let hole = Hole { q, r };
        (q.abs() <= FULL_RADIUS as i8 && r.abs() <= FULL_RADIUS as i8 && hole.ring() <= FULL_RADIUS).then_some(hole)
    }

    /// The hole at `row` (0 = `a` … 10 = `k`) and `number` (1 = leftmost), if any.
    pub fn new(row: u8, number: u8) -> Option<Hole> {
        if row >= ROWS || number == 0 || number > Hole::row_len(row) {
            return None;
        }
        let r = row as i8 - FULL_RADIUS as i8;
        Hole::from_axial(Hole::row_first_q(r) + number as i8 - 1, r)
    }

    /// Axial `q`: grows to the right along a row.
    pub fn q(self) -> i8 {
        self.q
    }

    /// Axial `r`: the row, 0 at the centre row `f`, growing upwards.
    pub fn r(self) -> i8 {
        self.r
    }

    /// The row, 0 for `a` (bottom) to 10 for `k` (top).
    pub fn row(self) -> u8 {
        (self.r + FULL_RADIUS as i8) as u8
    }

    /// The position in the row, 1 for the leftmost hole.
    pub fn number(self) -> u8 {
        (self.q - Hole::row_first_q(self.r) + 1) as u8
    }

    /// How many holes `row` (0 = `a`) has on the full board: 6 to 11 and back to 6.
    pub fn row_len(row: u8) -> u8 {
        ROWS - (row as i8 - FULL_RADIUS as i8).unsigned_abs()
    }

    fn row_first_q(r: i8) -> i8 {
        (-(FULL_RADIUS as i8)).max(-(FULL_RADIUS as i8) - r)
    }

    /// Steps from the centre: 0 for `f6`, 4 on the edge of the inner board, 5 on the
    /// outer ring.
    pub fn ring(self) -> u8 {
        self.q
            .unsigned_abs()
            .max(self.r.unsigned_abs())
            .max((self.q + self.r).unsigned_abs())
    }

    /// Steps between two holes along the six directions.
    pub fn distance(self, other: Hole) -> u8 {
        let (dq, dr) = (self.q - other.q, self.r - other.r);
        dq.unsigned_abs().max(dr.unsigned_abs()).max((dq + dr).unsigned_abs())
    }

    /// The neighbouring hole in `direction`, if on the 91-hole board.
    pub fn neighbour(self, direction: Direction) -> Option<Hole> {
        let (dq, dr) = direction.offset();
        Hole::from_axial(self.q + dq, self.r + dr)
    }

    /// The position in [`Hole::all`] order, 0 (`a1`) to 90 (`k6`).
    pub fn index(self) -> usize {
        ROW_START[self.row() as usize] as usize + self.number() as usize - 1
    }

    /// Every hole of the 91-hole board, `a1`, `a2`, … `k6`.
    pub fn all() -> impl Iterator<Item = Hole> {
        (0..ROWS).flat_map(|row| (1..=Hole::row_len(row)).filter_map(move |n| Hole::new(row, n)))
    }

    /// Parses `f6` or `F10` (the row letter, then the number in the row).
    pub fn parse(text: &str) -> Option<Hole> {
        let text = text.trim();
        let mut chars = text.chars();
        let row = chars.next()?.to_ascii_lowercase();
        let digits = chars.as_str();
        if !('a'..='k').contains(&row) || digits.is_empty() || digits.len() > 2 {
            return None;
        }
        if !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
            return None;
        }
        Hole::new(row as u8 - b'a', digits.parse().ok()?)
    }
}

impl fmt::Display for Hole {
    /// `f6`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut w = NotationWriter::new(f);
        self.write(&mut w);
        w.finish()
    }
}

impl Hole {
    /// Appends the hole's name to notation being written.
    pub(super) fn write(self, w: &mut NotationWriter<'_, '_>) {
        w.ascii(b'a' + self.row()).number(u64::from(self.number()));
    }
}

impl Serialize for Hole {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Hole {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Hole::parse(&text).ok_or_else(|| serde::de::Error::custom(format!("not a hole: {text}")))
    }
}
