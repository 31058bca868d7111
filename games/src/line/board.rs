//! The board (rulings, "Board"): the 24 spots of nine men's morris, the drawn
//! lines balls roll along (the morris lines plus the four corner diagonals), and
//! the 16 numbered straight lines that count when three balls of one colour fill
//! them.

use crate::Seat;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// Number of spots on the board.
pub const SPOTS: usize = 24;

/// Spot names in index order: rank by rank from the bottom of the 7×7 grid, and
/// along each rank by file (`a1 d1 g1 b2 … d7 g7`).
const NAMES: [&str; SPOTS] = [
    "a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4", "e4", "f4", "g4", "c5", "d5", "e5", "b6",
    "d6", "f6", "a7", "d7", "g7",
];

/// The 16 straight lines of three spots (rulings, "Board"), line `n` at index
/// `n - 1`: the sides of the three squares and the four lines joining their middles.
const STRAIGHT: [[u8; 3]; 16] = [
    [0, 1, 2],    // 1  a1 d1 g1
    [3, 4, 5],    // 2  b2 d2 f2
    [6, 7, 8],    // 3  c3 d3 e3
    [9, 10, 11],  // 4  a4 b4 c4
    [12, 13, 14], // 5  e4 f4 g4
    [15, 16, 17], // 6  c5 d5 e5
    [18, 19, 20], // 7  b6 d6 f6
    [21, 22, 23], // 8  a7 d7 g7
    [0, 9, 21],   // 9  a1 a4 a7
    [3, 10, 18],  // 10 b2 b4 b6
    [6, 11, 15],  // 11 c3 c4 c5
    [1, 4, 7],    // 12 d1 d2 d3
    [16, 19, 22], // 13 d5 d6 d7
    [8, 12, 17],  // 14 e3 e4 e5
    [5, 13, 20],  // 15 f2 f4 f6
    [2, 14, 23],  // 16 g1 g4 g7
];

/// The four corner diagonals (rulings, "Board"): balls roll along them, but three
/// in a diagonal never call a line.
const DIAGONALS: [[u8; 3]; 4] = [[0, 3, 6], [2, 5, 8], [21, 18, 15], [23, 20, 17]];

/// Which spots are joined by a drawn line, as a bit set per spot.
const ADJACENT: [u32; SPOTS] = adjacency();

const fn adjacency() -> [u32; SPOTS] {
    let mut adj = [0u32; SPOTS];
    let mut i = 0;
    while i < 20 {
        let t = if i < 16 { STRAIGHT[i] } else { DIAGONALS[i - 16] };
        adj[t[0] as usize] |= 1 << t[1];
        adj[t[1] as usize] |= 1 << t[0];
        adj[t[1] as usize] |= 1 << t[2];
        adj[t[2] as usize] |= 1 << t[1];
        i += 1;
    }
    adj
}

/// A spot of the board, named on the 7×7 grid as in morris notation (`a1`, `d2`,
/// `e5`). Ordered rank by rank from the bottom, as [`Spot::all`] lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Spot(u8);

impl Spot {
    /// The spot with index `index` (0 = `a1` … 23 = `g7`), if there is one.
    pub fn from_index(index: usize) -> Option<Spot> {
        (index < SPOTS).then_some(Spot(index as u8))
    }

    /// The spot's index, 0 (`a1`) to 23 (`g7`).
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Every spot, `a1` first.
    pub fn all() -> impl Iterator<Item = Spot> {
        (0..SPOTS as u8).map(Spot)
    }

    /// The spot's name, `d2` (what `Display` writes).
    pub fn name(self) -> &'static str {
        NAMES[self.index()]
    }

    /// The column on the 7×7 grid, 0 for `a` to 6 for `g`.
    pub fn file(self) -> u8 {
        NAMES[self.index()].as_bytes()[0] - b'a'
    }

    /// The row on the 7×7 grid, 0 for `1` to 6 for `7`.
    pub fn rank(self) -> u8 {
        NAMES[self.index()].as_bytes()[1] - b'1'
    }

    /// Parses a spot name such as `d2` (case-insensitive). Grid points that are
    /// not spots (`a2`, `d4`) give `None`.
    pub fn parse(text: &str) -> Option<Spot> {
        let text = text.trim();
        NAMES
            .iter()
            .position(|name| name.eq_ignore_ascii_case(text))
            .map(|i| Spot(i as u8))
    }

    /// Whether a drawn line (diagonals included) joins the two spots, so that a
    /// ball may roll from one to the other.
    pub fn is_adjacent(self, other: Spot) -> bool {
        ADJACENT[self.index()] & (1 << other.0) != 0
    }

    /// The spots a ball here may roll to along the drawn lines, diagonals included.
    pub fn neighbours(self) -> impl Iterator<Item = Spot> {
        let adj = ADJACENT[self.index()];
        Spot::all().filter(move |s| adj & (1 << s.0) != 0)
    }

    /// The numbers of the two straight lines through this spot (every spot lies on
    /// exactly two), in increasing order.
    pub fn lines(self) -> impl Iterator<Item = u8> {
        (1..=16u8).filter(move |&n| line_spots(n).contains(&self))
    }
}

impl fmt::Display for Spot {
    /// The spot's name, `d2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(NAMES[self.index()])
    }
}

impl Serialize for Spot {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(NAMES[self.index()])
    }
}

impl<'de> Deserialize<'de> for Spot {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Spot::parse(&text).ok_or_else(|| serde::de::Error::custom(format!("not a spot: {text}")))
    }
}

/// The number of straight lines (rulings: 16, numbered for the progress variant).
pub const LINE_COUNT: u8 = 16;

/// The three spots of straight line `number` (1–16), in the order the rulings
/// list them. Panics for a number outside 1–16.
pub fn line_spots(number: u8) -> [Spot; 3] {
    STRAIGHT[number as usize - 1].map(Spot)
}

/// The four corner diagonals, each from the outer corner inward. They serve only
/// for rolling (rulings, "Board").
pub fn diagonals() -> [[Spot; 3]; 4] {
    DIAGONALS.map(|d| d.map(Spot))
}

/// The colour of a straight line in the scoring variant (rulings, "Board").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LineColour {
    /// The outer square's sides, 1, 8, 9 and 16: one point.
    Green,
    /// The inner square's sides and the four joining lines: one point or a
    /// confiscation, the caller's choice.
    Blue,
    /// The middle square's sides, 2, 7, 10 and 15: one point and a confiscation.
    Red,
}

impl LineColour {
    /// The colour's name, lower case.
    pub fn name(self) -> &'static str {
        match self {
            LineColour::Green => "green",
            LineColour::Blue => "blue",
            LineColour::Red => "red",
        }
    }
}

/// The scoring colour of straight line `number` (1–16).
pub fn line_colour(number: u8) -> LineColour {
    match number {
        1 | 8 | 9 | 16 => LineColour::Green,
        2 | 7 | 10 | 15 => LineColour::Red,
        _ => LineColour::Blue,
    }
}

/// The balls on the board: one optional owner per spot.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Board([Option<Seat>; SPOTS]);

impl Board {
    pub(super) fn get(&self, spot: Spot) -> Option<Seat> {
        self.0[spot.index()]
    }

    pub(super) fn set(&mut self, spot: Spot, owner: Option<Seat>) {
        self.0[spot.index()] = owner;
    }

    /// Every ball, in spot order.
    pub(super) fn balls(&self) -> impl Iterator<Item = (Spot, Seat)> + '_ {
        Spot::all().filter_map(|s| self.get(s).map(|owner| (s, owner)))
    }

    /// How many balls `seat` has on the board.
    pub(super) fn count(&self, seat: Seat) -> u8 {
        self.0.iter().filter(|&&o| o == Some(seat)).count() as u8
    }

    /// The straight lines through `spot` that `seat` fills with three balls.
    pub(super) fn lines_at(&self, spot: Spot, seat: Seat) -> Vec<u8> {
        spot.lines()
            .filter(|&n| line_spots(n).iter().all(|&s| self.get(s) == Some(seat)))
            .collect()
    }
}
