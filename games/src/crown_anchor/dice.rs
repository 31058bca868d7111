//! The designs, the dice and the exact table of rolls (rulings, "Designs and
//! dice"), and the Banker's exposure (rulings, "A round" 2).
//!
//! Following the wildbg model, a roll is a canonical type and the full table of
//! the 216 equally likely ordered rolls, and of the 56 distinct unordered rolls
//! with their weights, are constants: exact probabilities become unit tests.

use super::Bet;
use crate::i18n::Msg;
use crate::msg;
use crate::notation::quote;
use crate::Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the six designs on the board and on every face of the dice, in the
/// board's order (rulings, "Designs and dice").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Design {
    /// The crown.
    Crown,
    /// The anchor.
    Anchor,
    /// The heart.
    Heart,
    /// The spade.
    Spade,
    /// The diamond.
    Diamond,
    /// The club.
    Club,
}

/// Three dice, in the order thrown. Winnings depend only on how many times each
/// design shows, so `[heart, crown, heart]` pays as `[crown, heart, heart]`.
pub type Roll = [Design; 3];

crate::message_error! {
    /// A design name that is not one of the six. The message
    /// (`crown-and-anchor-not-a-design`) is one line and quotes at most a few
    /// characters of the input; `Display` is the English.
    pub struct ParseError;
}

impl Design {
    /// The six designs in the board's order: crown, anchor, heart, spade, diamond,
    /// club (the classic 2 × 3 layout, read row by row).
    pub const ALL: [Design; 6] = [
        Design::Crown,
        Design::Anchor,
        Design::Heart,
        Design::Spade,
        Design::Diamond,
        Design::Club,
    ];

    /// The design of a die face, 0–5 in [`Design::ALL`] order.
    ///
    /// # Panics
    ///
    /// When `index` is 6 or more.
    pub const fn from_index(index: usize) -> Design {
        Design::ALL[index]
    }

    /// The position in [`Design::ALL`] and in per-design arrays.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name players type and read: `crown`, `anchor`, …
    pub fn name(self) -> &'static str {
        match self {
            Design::Crown => "crown",
            Design::Anchor => "anchor",
            Design::Heart => "heart",
            Design::Spade => "spade",
            Design::Diamond => "diamond",
            Design::Club => "club",
        }
    }

    /// The name with its article: "a crown", "an anchor".
    pub fn with_article(self) -> String {
        let article = if self == Design::Anchor { "an" } else { "a" };
        format!("{article} {}", self.name())
    }

    /// The name in the reader's language (`crown-and-anchor-design-crown`).
    pub fn msg(self) -> Msg {
        Msg::new(format!("crown-and-anchor-design-{}", self.name()))
    }

    /// The name with its indefinite article in the reader's language: "a crown".
    pub fn with_article_msg(self) -> Msg {
        Msg::new(format!("crown-and-anchor-design-{}-indefinite", self.name()))
    }

    /// The name with its definite article in the reader's language: "the crown".
    pub fn definite_msg(self) -> Msg {
        Msg::new(format!("crown-and-anchor-design-{}-definite", self.name()))
    }

    /// An emoji for chat messages: 👑 ⚓ ♥️ ♠️ ♦️ ♣️.
    pub fn emoji(self) -> &'static str {
        match self {
            Design::Crown => "👑",
            Design::Anchor => "⚓",
            Design::Heart => "♥️",
            Design::Spade => "♠️",
            Design::Diamond => "♦️",
            Design::Club => "♣️",
        }
    }

    /// Parses a design name (`/bet design:anchor`): any case, surrounding spaces
    /// ignored, singular or plural (`Hearts`), or the design's symbol (♥ ♠ ♦ ♣ 👑 ⚓).
    ///
    /// # Errors
    ///
    /// One line naming the six designs.
    pub fn parse(text: &str) -> Result<Design, ParseError> {
        let word = text.trim().trim_end_matches('\u{FE0F}');
        let lower = word.to_lowercase();
        let singular = lower.strip_suffix('s').unwrap_or(&lower);
        for design in Design::ALL {
            if lower == design.name() || singular == design.name() {
                return Ok(design);
            }
        }
        let localised = match lower.as_str() {
            "corona" | "coronas" | "couronne" | "couronnes" => Some(Design::Crown),
            "ancla" | "anclas" | "ancre" | "ancres" => Some(Design::Anchor),
            "corazón" | "corazon" | "corazones" | "cœur" | "coeur" | "cœurs" | "coeurs" => Some(Design::Heart),
            "pica" | "picas" | "pique" | "piques" => Some(Design::Spade),
            "diamante" | "diamantes" | "rombo" | "rombos" | "carreau" | "carreaux" => Some(Design::Diamond),
            "trébol" | "trebol" | "tréboles" | "treboles" | "trèfle" | "trefle" | "trèfles" | "trefles" => {
                Some(Design::Club)
            }
            _ => None,
        };
        if let Some(design) = localised {
            return Ok(design);
        }
        let symbol = match word {
            "👑" | "♛" | "♔" => Some(Design::Crown),
            "⚓" => Some(Design::Anchor),
            "♥" | "♡" => Some(Design::Heart),
            "♠" | "♤" => Some(Design::Spade),
            "♦" | "♢" => Some(Design::Diamond),
            "♣" | "♧" => Some(Design::Club),
            _ => None,
        };
        symbol.ok_or_else(|| ParseError(msg!("crown-and-anchor-not-a-design", text = quote(text.trim()))))
    }
}

impl fmt::Display for Design {
    /// The design's name: `crown`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Design {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Design, ParseError> {
        Design::parse(text)
    }
}

/// Throws the three dice (rulings, "A round" 3): one uniform face each.
pub fn roll_dice(rng: &mut dyn Rng) -> Roll {
    [0, 1, 2].map(|_| Design::from_index(rng.below(6) as usize))
}

/// How many times `design` shows on the dice, 0–3.
pub fn count(roll: &Roll, design: Design) -> u8 {
    roll.iter().filter(|&&d| d == design).count() as u8
}

/// Whether the three dice show one design (rulings, "A round" 4: the bank passes).
pub fn is_triple(roll: &Roll) -> bool {
    roll[0] == roll[1] && roll[1] == roll[2]
}

/// The dice in words: "crown, heart, heart".
pub fn roll_text(roll: &Roll) -> String {
    roll.map(Design::name).join(", ")
}

/// The number of equally likely ordered rolls, 6³.
pub const ROLL_COUNT: u32 = 216;

/// Every ordered roll of three dice, each equally likely (1 in 216): the first die
/// varies slowest.
pub const ROLLS: [Roll; 216] = {
    let mut rolls = [[Design::Crown; 3]; 216];
    let mut i = 0;
    while i < 216 {
        rolls[i] = [
            Design::from_index(i / 36),
            Design::from_index(i / 6 % 6),
            Design::from_index(i % 6),
        ];
        i += 1;
    }
    rolls
};

/// The 56 distinct rolls up to order, each sorted in board order, with how many of
/// the 216 ordered rolls show it: 6 triples (weight 1), 30 pairs (weight 3) and 20
/// rolls of three different designs (weight 6).
pub const DISTINCT_ROLLS: [(Roll, u32); 56] = {
    let mut rolls = [([Design::Crown; 3], 0); 56];
    let mut n = 0;
    let mut a = 0;
    while a < 6 {
        let mut b = a;
        while b < 6 {
            let mut c = b;
            while c < 6 {
                let weight = if a == c {
                    1
                } else if a == b || b == c {
                    3
                } else {
                    6
                };
                rolls[n] = (
                    [Design::from_index(a), Design::from_index(b), Design::from_index(c)],
                    weight,
                );
                n += 1;
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    rolls
};

/// The chips on each design, summed over every seat.
pub(crate) fn design_totals(bets: &[Bet]) -> [u128; 6] {
    let mut totals = [0u128; 6];
    for bet in bets {
        totals[bet.design.index()] += bet.chips as u128;
    }
    totals
}

/// The worst case for the Banker given the chips on each design: the largest, over
/// the 56 distinct rolls, of Σ k × stake owed to winners.
pub(crate) fn exposure_of_totals(totals: &[u128; 6]) -> u128 {
    DISTINCT_ROLLS
        .iter()
        .map(|(roll, _)| roll.iter().map(|d| totals[d.index()]).sum::<u128>())
        .max()
        .unwrap_or(0)
}

/// The Banker's exposure (rulings, "A round" 2): the largest sum of k × stake owed
/// to winners over the 56 distinct rolls, losing stakes not set against it. This
/// is the cover the Banker must hold for the bets.
///
/// It always comes to three times the largest total on one design (that design's
/// triple), since a roll of several designs pays at most as much. Computed in
/// `u128`; a result beyond `u64::MAX` saturates (a table never gets there: see
/// [`super::STAKE_LIMIT`]).
pub fn exposure(bets: &[Bet]) -> u64 {
    u64::try_from(exposure_of_totals(&design_totals(bets))).unwrap_or(u64::MAX)
}
