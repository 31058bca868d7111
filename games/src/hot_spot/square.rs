//! Board coordinates: files `a`–`h`, ranks `1`–`8` (rulings, "Board and pieces").

use crate::notation::NotationWriter;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A square of the 8×8 board. Green's starting row is rank 1, Black's rank 8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    // Field order makes the derived ordering rank-major: a1, b1, …, h1, a2, …
    rank: u8,
    file: u8,
}

impl Square {
    /// The square at `file` (0 = a) and `rank` (0 = rank 1), if on the board.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < super::SIZE && rank < super::SIZE).then_some(Square { rank, file })
    }

    /// The file, 0 for `a` to 7 for `h`.
    pub fn file(self) -> u8 {
        self.file
    }

    /// The rank, 0 for rank 1 to 7 for rank 8.
    pub fn rank(self) -> u8 {
        self.rank
    }

    /// The square `steps` squares away in direction (`df`, `dr`), if on the board.
    pub fn offset(self, df: i8, dr: i8, steps: u8) -> Option<Square> {
        let f = self.file as i16 + df as i16 * steps as i16;
        let r = self.rank as i16 + dr as i16 * steps as i16;
        if (0..super::SIZE as i16).contains(&f) && (0..super::SIZE as i16).contains(&r) {
            Square::new(f as u8, r as u8)
        } else {
            None
        }
    }

    /// Every square, a1 first, in rank-major order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..super::SIZE).flat_map(|rank| (0..super::SIZE).map(move |file| Square { rank, file }))
    }

    /// Parses `c1` (case-insensitive).
    pub fn parse(text: &str) -> Option<Square> {
        let mut chars = text.trim().chars();
        let f = chars.next()?.to_ascii_lowercase();
        let r = chars.next()?;
        if chars.next().is_some() || !('a'..='h').contains(&f) || !('1'..='8').contains(&r) {
            return None;
        }
        Square::new(f as u8 - b'a', r as u8 - b'1')
    }
}

impl fmt::Display for Square {
    /// `c1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut w = NotationWriter::new(f);
        self.write(&mut w);
        w.finish()
    }
}

impl Square {
    /// Appends the square's name to notation being written.
    pub(super) fn write(self, w: &mut NotationWriter<'_, '_>) {
        w.ascii(b'a' + self.file).number(u64::from(self.rank) + 1);
    }
}

impl Serialize for Square {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Square::parse(&text).ok_or_else(|| serde::de::Error::custom(format!("not a square: {text}")))
    }
}
