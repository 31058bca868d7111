//! The canonical dice and how Acey Ducey reads them (rulings, "Reading the dice").

use crate::Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A roll of two dice, canonical: the higher die first, so 3-6 and 6-3 are the same
/// roll. Serialises as `[high, low]`; deserialising checks both are 1–6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "[u8; 2]", try_from = "[u8; 2]")]
pub struct Dice {
    high: u8,
    low: u8,
}

/// What a roll means in play (rulings, "Reading the dice").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reading {
    /// Two moves, one per number (the same number twice for a doublet or for Acey
    /// or Ducey with a plain number): `[6, 6]` for Acey-6, `[5, 3]` for 5-3.
    Moves([u8; 2]),
    /// Acey-Ducey, 1-2: send a man from a No. 1 or No. 2 point, or play the 1 and
    /// the 2 and roll again.
    AceyDucey,
}

/// Every roll with its weight out of 36 (wildbg's table of rolls): the 6
/// doublets once, the 15 others twice.
pub const ALL_ROLLS: [(Dice, u8); 21] = {
    let mut table = [(Dice { high: 1, low: 1 }, 1); 21];
    let mut i = 0;
    let mut high = 1;
    while high <= 6 {
        let mut low = 1;
        while low <= high {
            table[i] = (Dice { high, low }, if high == low { 1 } else { 2 });
            i += 1;
            low += 1;
        }
        high += 1;
    }
    table
};

impl Dice {
    /// The roll of `a` and `b`, in either order.
    ///
    /// # Panics
    ///
    /// When a die is not 1–6.
    pub fn new(a: u8, b: u8) -> Dice {
        Dice::try_new(a, b).unwrap_or_else(|| panic!("dice are 1 to 6, not {a} and {b}"))
    }

    /// The roll of `a` and `b`, or `None` when a die is not 1–6.
    pub fn try_new(a: u8, b: u8) -> Option<Dice> {
        ((1..=6).contains(&a) && (1..=6).contains(&b)).then(|| Dice {
            high: a.max(b),
            low: a.min(b),
        })
    }

    /// Rolls two dice: `rng.below(6) + 1` each.
    pub fn roll(rng: &mut dyn Rng) -> Dice {
        let a = rng.below(6) as u8 + 1;
        let b = rng.below(6) as u8 + 1;
        Dice::new(a, b)
    }

    /// The higher die.
    pub fn high(self) -> u8 {
        self.high
    }

    /// The lower die.
    pub fn low(self) -> u8 {
        self.low
    }

    /// Both dice, higher first.
    pub fn both(self) -> [u8; 2] {
        [self.high, self.low]
    }

    /// The total, for the start roll (rulings, "Who starts" 1).
    pub fn total(self) -> u8 {
        self.high + self.low
    }

    /// Whether both dice show the same number.
    pub fn is_doublet(self) -> bool {
        self.high == self.low
    }

    /// The reading in play (rulings, "Reading the dice"): 1-1 and 2-2 literally;
    /// Acey or Ducey with X of 3–6 is X and X; other doublets two moves of their
    /// number; 1-2 Acey-Ducey; anything else its two numbers. Set-up reads every
    /// roll literally and never calls this.
    pub fn reading(self) -> Reading {
        match (self.high, self.low) {
            (2, 1) => Reading::AceyDucey,
            (x, 1 | 2) if x >= 3 => Reading::Moves([x, x]),
            (high, low) => Reading::Moves([high, low]),
        }
    }
}

impl From<Dice> for [u8; 2] {
    fn from(dice: Dice) -> [u8; 2] {
        dice.both()
    }
}

impl TryFrom<[u8; 2]> for Dice {
    type Error = String;

    fn try_from([a, b]: [u8; 2]) -> Result<Dice, String> {
        Dice::try_new(a, b).ok_or_else(|| format!("dice are 1 to 6, not {a} and {b}"))
    }
}

impl fmt::Display for Dice {
    /// `6-3`, higher first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.high, self.low)
    }
}
