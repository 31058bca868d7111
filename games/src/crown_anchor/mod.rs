//! Crown and Anchor (Parker Brothers), per `shared/rules/crown-and-anchor.md`.
//!
//! Any number of players bet chips on six designs — crown, anchor, heart, spade,
//! diamond and club — against one **Banker**, who throws three dice each showing the
//! six designs. A bet whose design shows k times (k = 1, 2, 3) gets its stake back
//! plus k × stake; every other bet goes to the Banker. On a triple the bank passes to
//! the next player on the Banker's left. The Banker is chosen by single-die throws
//! in join order until someone throws a crown, or is the server's house (option
//! `house`), which never rotates.
//!
//! This engine is pure: it keeps the table (seats, Banker, the bets of the round
//! in progress) and the round arithmetic, and never moves a chip. The chip ledger
//! is the table flow's job; each call that changes what is on the table says how
//! much the Banker's cover changed, and [`RoundResult`] says what each seat gets,
//! so the flow can hold bets and cover in escrow and release it after the roll.
//! The escrow always suffices: Σ returns ≤ Σ stakes + cover.
//!
//! Decisions where the rulings are silent:
//! - Seats never renumber. A player who leaves and comes back takes a new seat at
//!   the end; [`SEAT_LIMIT`] counts the players present, [`SEAT_NUMBERS`] the seats
//!   ever handed out.
//! - The Banker may not bet; a bettor may not leave with bets on the table; the
//!   Banker may not leave while any bet is on the table, and passes the bank to the
//!   next present seat on the left when leaving; the last player at a table without
//!   the house may not leave (nobody could take the bank: the table is closed).
//! - The Banker's funds are compared with the exposure after each bet; a refused
//!   bet says the most that could still be bet on that design. Since a roll of
//!   several designs never owes more than a triple, the exposure is three times
//!   the largest total on one design.
//! - When the bank passes, "the player on his left" is the next present seat in
//!   seat order, round the table. The house never passes the bank.
//! - The table minimum and maximum apply to each bet as placed, so several bets
//!   may add up to more than the maximum on one design (rulings, "A round" 2).
//! - The dice roll only when at least one bet is on the table.
//!
//! Submodules: `dice` (designs, rolls, the constant table of rolls, exposure),
//! `rules` (options, the table's verbs, the round), `setup` (storing and
//! restoring), `view` (the public view the picture is drawn from).

mod dice;
mod rules;
mod setup;
#[cfg(test)]
mod tests;
mod view;

pub use dice::{
    count, exposure, is_triple, roll_dice, roll_text, Design, ParseError, Roll, DISTINCT_ROLLS, ROLLS, ROLL_COUNT,
};
pub use rules::RULES_SUMMARY;
pub use setup::SetupError;
pub use view::{DesignStakes, View};

use crate::i18n::{Arg, Localize, Msg};
use crate::msg;
use crate::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Most players present at one table at once (the Banker included).
pub const SEAT_LIMIT: usize = 10;
/// Most seats a table ever hands out, counting those who left: seats never
/// renumber, and a [`Seat`] is one byte.
pub const SEAT_NUMBERS: usize = 255;
/// The default table minimum, per bet as placed (rulings, "A round" 2: 1).
pub const DEFAULT_MIN: u64 = 1;
/// The default table maximum, per bet as placed (rulings, "A round" 2: 1,000).
pub const DEFAULT_MAX: u64 = 1000;
/// The largest table maximum the `max:N` option accepts (10^15 chips), so that no
/// sum of stakes and cover the engine computes comes near `u64::MAX`.
pub const STAKE_LIMIT: u64 = 1_000_000_000_000_000;
/// The shortest betting timer, in seconds (option `timer:S`).
pub const TIMER_MIN: u32 = 10;
/// The longest betting timer, in seconds (option `timer:S`).
pub const TIMER_MAX: u32 = 3600;

/// One bet on the table: a seat's chips on one design. The table keeps one
/// aggregated bet per (seat, design) — rulings, "A round" 1: several bets on one
/// design add up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Bet {
    /// The bettor.
    pub seat: Seat,
    /// The design bet on.
    pub design: Design,
    /// The chips staked, at least 1.
    pub chips: u64,
}

/// Who banks the table (rulings, "Opening a table and choosing the Banker").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Banker {
    /// A player, chosen by crown throws; the bank passes on a triple.
    Seat(Seat),
    /// The server's house account (option `house`); it never rotates.
    House,
}

impl Banker {
    /// The Banker's seat, `None` for the house.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Banker::Seat(seat) => Some(seat),
            Banker::House => None,
        }
    }
}

impl fmt::Display for Banker {
    /// "seat 2" or "the house".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Banker::Seat(seat) => write!(f, "{seat}"),
            Banker::House => f.write_str("the house"),
        }
    }
}

/// Table options (`/play game:crown-and-anchor options:"house min:5 max:500 timer:60"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Rulings, "Opening a table": the server's house banks and never rotates.
    pub house: bool,
    /// The table minimum per bet as placed (rulings, "A round" 2; default 1).
    pub min: u64,
    /// The table maximum per bet as placed (rulings, "A round" 2; default 1,000).
    pub max: u64,
    /// Rulings, "A round" 5: betting closes and the dice roll this many seconds
    /// after the first bet. The table flow keeps the clock; the engine only keeps
    /// the setting.
    pub timer: Option<u32>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            house: false,
            min: DEFAULT_MIN,
            max: DEFAULT_MAX,
            timer: None,
        }
    }
}

/// Why the bank passed to another seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PassReason {
    /// Rulings, "A round" 4: the Banker rolled a triple.
    Triple,
    /// The Banker left the table.
    Left,
}

/// Something that happened at the table. Fields are public and name seats, so the
/// table flow can word events with names ([`Event::describe`]); `Display` words
/// them with seat numbers ("seat 2 threw a heart").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A throw of one die to choose the Banker (rulings, "choosing the Banker").
    Threw {
        /// Who threw.
        seat: Seat,
        /// What the die shows.
        design: Design,
    },
    /// The seat threw the first crown and is the Banker.
    BankerChosen {
        /// The new Banker.
        seat: Seat,
    },
    /// The Banker rolled the three dice.
    Rolled {
        /// The round rolled for.
        round: u32,
        /// The dice, in the order thrown.
        roll: Roll,
    },
    /// The bank passed to the next present seat on the Banker's left.
    BankPassed {
        /// The old Banker.
        from: Seat,
        /// The new Banker.
        to: Seat,
        /// A triple, or the Banker leaving.
        reason: PassReason,
    },
    /// The seat left the table.
    Left {
        /// Who left.
        seat: Seat,
    },
}

impl Event {
    /// The event in words, with `names[seat]` for each seat (falling back to
    /// "seat N" for a seat `names` does not cover): "alice threw a heart". English:
    /// [`Event::describe_msg`] in the reader's language.
    pub fn describe(&self, names: &[&str]) -> String {
        self.describe_msg(names).en()
    }

    /// [`Event::describe`] as a message, for the reader's language.
    pub fn describe_msg(&self, names: &[&str]) -> Msg {
        let name = |seat: &Seat| match names.get(seat.index()) {
            Some(name) => Msg::raw(*name),
            None => seat_msg(*seat),
        };
        match self {
            Event::Threw { seat, design } => msg!(
                "crown-and-anchor-threw",
                seat = name(seat),
                design = design.with_article_msg()
            ),
            Event::BankerChosen { seat } => msg!("crown-and-anchor-banker-chosen", seat = name(seat)),
            Event::Rolled { round, roll } => msg!(
                "crown-and-anchor-rolled",
                round = *round,
                dice = Msg::Join(roll.iter().map(|d| d.msg()).collect(), ", ")
            ),
            Event::BankPassed { from, to, reason } => match reason {
                PassReason::Triple => msg!("crown-and-anchor-bank-passes-triple", from = name(from), to = name(to)),
                PassReason::Left => msg!("crown-and-anchor-bank-passes", from = name(from), to = name(to)),
            },
            Event::Left { seat } => msg!("crown-and-anchor-left", seat = name(seat)),
        }
    }
}

/// "seat 2" in the reader's language.
fn seat_msg(seat: Seat) -> Msg {
    msg!("crown-and-anchor-numbered-seat", n = seat.index() + 1)
}

impl Localize for Event {
    /// The event with seat numbers: "seat 2 threw a heart".
    fn msg(&self) -> Msg {
        self.describe_msg(&[])
    }
}

impl Localize for RuleError {
    fn msg(&self) -> Msg {
        match self {
            RuleError::NotSeated(seat) => msg!("crown-and-anchor-not-seated", seat = seat_msg(*seat)),
            RuleError::BankerCannotBet => msg!("crown-and-anchor-banker-cannot-bet"),
            RuleError::ZeroChips => msg!("crown-and-anchor-zero-chips"),
            RuleError::BelowMinimum { min } => msg!("crown-and-anchor-below-minimum", chips = Msg::chips(*min as i64)),
            RuleError::AboveMaximum { max } => msg!("crown-and-anchor-above-maximum", chips = Msg::chips(*max as i64)),
            RuleError::NotEnoughChips { free, chips } => msg!(
                "crown-and-anchor-not-enough-chips",
                free = Msg::chips(*free as i64),
                bet = Arg::Grouped(*chips as i64),
                more = Arg::Grouped((chips - free) as i64)
            ),
            RuleError::CannotCover { banker, design, most } => {
                let house = matches!(banker, Banker::House);
                let id = match (house, *most == 0) {
                    (false, true) => "crown-and-anchor-banker-cannot-cover-any",
                    (false, false) => "crown-and-anchor-banker-cannot-cover",
                    (true, true) => "crown-and-anchor-house-cannot-cover-any",
                    (true, false) => "crown-and-anchor-house-cannot-cover",
                };
                Msg::new(id)
                    .with("design", design.definite_msg())
                    .with("most", Arg::Grouped(*most as i64))
            }
            RuleError::TooManyChips => msg!("crown-and-anchor-too-many-chips"),
            RuleError::NothingToWithdraw(Some(design)) => {
                msg!(
                    "crown-and-anchor-nothing-to-withdraw-on",
                    design = design.definite_msg()
                )
            }
            RuleError::NothingToWithdraw(None) => msg!("crown-and-anchor-nothing-to-withdraw"),
            RuleError::NoBets => msg!("crown-and-anchor-no-bets"),
            RuleError::HasBets => msg!("crown-and-anchor-has-bets"),
            RuleError::BankerHasBets => msg!("crown-and-anchor-banker-has-bets"),
            RuleError::LastPlayer => msg!("crown-and-anchor-last-player"),
            RuleError::TableFull => msg!("crown-and-anchor-table-full", most = SEAT_LIMIT),
            RuleError::OutOfSeats => msg!("crown-and-anchor-out-of-seats"),
        }
    }
}

impl std::error::Error for RuleError {}

crate::display_in_english!(RuleError);

impl fmt::Display for Event {
    /// The event with seat numbers: "seat 2 threw a heart".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(&[]))
    }
}

/// Why an action was refused. Each message is one line a player understands,
/// addressed to the player who tried it, in the message files
/// (`crown-and-anchor-…`); `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The seat is not (or no longer) at the table.
    NotSeated(Seat),
    /// Rulings, "A round" 1: everyone except the Banker bets.
    BankerCannotBet,
    /// A bet of no chips.
    ZeroChips,
    /// Rulings, "A round" 2: below the table minimum (per bet as placed).
    BelowMinimum {
        /// The table minimum.
        min: u64,
    },
    /// Rulings, "A round" 2: above the table maximum (per bet as placed).
    AboveMaximum {
        /// The table maximum.
        max: u64,
    },
    /// Rulings, "A round" 2: a bet must fit in the bettor's balance less what they
    /// already have on the table this round.
    NotEnoughChips {
        /// The bettor's chips not on the table.
        free: u64,
        /// The bet tried.
        chips: u64,
    },
    /// Rulings, "A round" 2: the Banker could no longer cover the worst roll.
    CannotCover {
        /// Who banks.
        banker: Banker,
        /// The design bet on.
        design: Design,
        /// The most that could still be bet on that design (0: nothing more).
        most: u64,
    },
    /// Stakes and cover on one table are limited to what chip arithmetic holds.
    TooManyChips,
    /// Rulings, "A round" 2: a bettor withdraws only bets they have on the table
    /// (on the design named, or any).
    NothingToWithdraw(Option<Design>),
    /// Rulings, "A round" 3: the dice roll only for bets.
    NoBets,
    /// A bettor may not leave with chips on the table.
    HasBets,
    /// The Banker may not leave while bets are on the table.
    BankerHasBets,
    /// A Banker alone at the table has nobody to pass the bank to.
    LastPlayer,
    /// The table seats at most [`SEAT_LIMIT`] players.
    TableFull,
    /// Every seat number has been used.
    OutOfSeats,
}

/// What a bet did: the seat's total on the design now, and the Banker's cover
/// before and after (the table flow escrows the difference from the Banker).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BetPlaced {
    /// The seat's chips on the design, this bet included.
    pub total_on_design: u64,
    /// The cover held before the bet.
    pub cover_before: u64,
    /// The cover needed after it (never less than before).
    pub cover_after: u64,
    /// This is the first bet on the table this round: the moment the `timer:S`
    /// option starts counting (rulings, "A round" 5).
    pub first_of_round: bool,
}

/// What a withdrawal did: the chips back to the bettor, and the Banker's cover
/// before and after (the table flow releases the difference to the Banker).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Withdrawn {
    /// The chips returned to the bettor.
    pub returned: u64,
    /// The cover held before.
    pub cover_before: u64,
    /// The cover needed after (never more than before).
    pub cover_after: u64,
}

/// The settlement of one round (rulings, "A round" 3–4).
///
/// Invariant: Σ `returns` ≤ Σ stakes + `cover`, so the escrow (stakes plus cover)
/// always pays the winners; [`RoundResult::to_banker`] is what is left of it, which
/// goes to the Banker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    /// The round settled.
    pub round: u32,
    /// The dice.
    pub roll: Roll,
    /// The Banker for this round (before any pass).
    pub banker: Banker,
    /// The bets settled, as they were on the table.
    pub bets: Vec<Bet>,
    /// Per winning bettor in seat order: stake + k × stake, summed over their
    /// winning bets.
    pub returns: Vec<(Seat, u64)>,
    /// Per seat in seat order: the stakes of bets whose design did not show, which
    /// go to the Banker.
    pub lost: Vec<(Seat, u64)>,
    /// The cover held before the roll (the exposure of the bets).
    pub cover: u64,
    /// On a triple, the next present seat on the Banker's left, who banks from now
    /// on; never for the house.
    pub bank_passes_to: Option<Seat>,
    /// What happened: the roll, then the bank passing if it did.
    pub events: Vec<Event>,
}

impl RoundResult {
    /// The chips staked this round.
    pub fn stakes(&self) -> u64 {
        self.bets.iter().map(|b| b.chips).sum()
    }

    /// The chips paid back to the winners (stakes included).
    pub fn paid_out(&self) -> u64 {
        self.returns.iter().map(|&(_, chips)| chips).sum()
    }

    /// What the escrow leaves for the Banker: stakes + cover − returns (the cover
    /// back, plus the lost stakes, less the winnings paid).
    pub fn to_banker(&self) -> u64 {
        self.stakes() + self.cover - self.paid_out()
    }

    /// The Banker's gain (positive) or loss (negative) on the round.
    pub fn banker_net(&self) -> i128 {
        self.to_banker() as i128 - self.cover as i128
    }

    /// The seat's returns this round (0 when it won nothing).
    pub fn returned_to(&self, seat: Seat) -> u64 {
        self.returns.iter().find(|(s, _)| *s == seat).map_or(0, |&(_, c)| c)
    }
}

/// The raw, not necessarily legal contents of a table, with public fields: what is
/// stored, and what [`CrownAndAnchor::from_setup`] validates to restore one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The table options.
    pub options: Options,
    /// The round being bet on, from 1.
    pub round: u32,
    /// Who banks.
    pub banker: Banker,
    /// One flag per seat ever handed out, in seat order: still at the table.
    pub present: Vec<bool>,
    /// The bets on the table, one per (seat, design).
    pub bets: Vec<Bet>,
    /// The dice of the last round settled.
    pub last_roll: Option<Roll>,
    /// The throws that chose the Banker, in order (empty with `house`).
    pub opening: Vec<(Seat, Design)>,
}

/// A Crown and Anchor table in a valid state. Build with [`CrownAndAnchor::new`]
/// or restore with [`CrownAndAnchor::from_setup`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrownAndAnchor {
    options: Options,
    round: u32,
    banker: Banker,
    present: Vec<bool>,
    /// Sorted by seat, then design, one per (seat, design).
    bets: Vec<Bet>,
    last_roll: Option<Roll>,
    opening: Vec<(Seat, Design)>,
}
