//! The one door into a [`CrownAndAnchor`] table from stored contents:
//! [`CrownAndAnchor::from_setup`] checks every invariant the rules keep, and
//! [`CrownAndAnchor::to_setup`] writes the contents back out.

use super::dice::{design_totals, exposure_of_totals};
use super::{Banker, CrownAndAnchor, Design, Setup, SEAT_LIMIT, SEAT_NUMBERS};
use crate::{OptionsError, Seat};

/// A stored table that breaks the rules' invariants: which one, with its seats,
/// designs and chips. For the logs, in English.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The table's options are ones `/play` would refuse.
    #[error("invalid Crown and Anchor table: {0}")]
    Options(OptionsError),
    /// Rounds are numbered from 1.
    #[error("invalid Crown and Anchor table: rounds are numbered from 1")]
    RoundZero,
    /// A round after the first follows a settled roll, and only then.
    #[error("invalid Crown and Anchor table: round {round} with {} last roll", if *.rolled { "a" } else { "no" })]
    LastRoll {
        /// The round stored.
        round: u32,
        /// Whether a last roll is stored.
        rolled: bool,
    },
    /// A table hands out at most [`SEAT_NUMBERS`] seat numbers.
    #[error("invalid Crown and Anchor table: {0} seats; a table hands out at most {SEAT_NUMBERS}")]
    TooManySeats(usize),
    /// A table seats at most [`SEAT_LIMIT`] players at once.
    #[error("invalid Crown and Anchor table: {0} players present; a table seats at most {SEAT_LIMIT}")]
    TooManyPlayers(usize),
    /// The house banks only at a table with the `house` option.
    #[error("invalid Crown and Anchor table: the house banks but the table has no house option")]
    HouseWithoutOption,
    /// At a house table the house banks.
    #[error("invalid Crown and Anchor table: a player banks at a house table")]
    PlayerBanksAtHouseTable,
    /// The Banker sits at the table.
    #[error("invalid Crown and Anchor table: the Banker, {0}, is not present")]
    BankerAbsent(Seat),
    /// Rulings, "A round" 2: bets on one design add up.
    #[error("invalid Crown and Anchor table: {seat} has two bets on {design}; bets on one design add up")]
    TwoBets {
        /// Whose bets.
        seat: Seat,
        /// The design.
        design: Design,
    },
    /// Only players at the table bet.
    #[error("invalid Crown and Anchor table: {0} has a bet but is not present")]
    BettorAbsent(Seat),
    /// Rulings, "Players": the Banker does not bet.
    #[error("invalid Crown and Anchor table: the Banker, {0}, has a bet")]
    BankerBets(Seat),
    /// Rulings, "A round" 2: a bet is at least the table minimum.
    #[error("invalid Crown and Anchor table: {seat}'s bet of {chips} on {design} is below the table minimum {min}")]
    BelowMinimum {
        /// Whose bet.
        seat: Seat,
        /// Its chips.
        chips: u64,
        /// Its design.
        design: Design,
        /// The table minimum.
        min: u64,
    },
    /// Stakes and cover fit the chip arithmetic.
    #[error("invalid Crown and Anchor table: more chips on the table than chip arithmetic holds")]
    TooManyChips,
    /// Rulings, "Opening a table": nobody throws for the bank at a house table.
    #[error("invalid Crown and Anchor table: throws for the bank at a house table")]
    ThrowsAtHouseTable,
    /// Rulings, "Opening a table": a player's bank is won by a throw.
    #[error("invalid Crown and Anchor table: {0} banks but nobody threw for the bank")]
    NoThrows(Banker),
    /// Rulings, "Opening a table": the throws end at the first crown.
    #[error("invalid Crown and Anchor table: the throws for the bank must end at the first crown")]
    ThrowsPastTheCrown,
    /// The throwers sit at the table.
    #[error("invalid Crown and Anchor table: {seat} threw for the bank but the table has {seats} seats")]
    ThrowerAbsent {
        /// Who threw.
        seat: Seat,
        /// The seats the table has.
        seats: usize,
    },
    /// Rulings, "Opening a table": the throws go in join order from seat 1.
    #[error("invalid Crown and Anchor table: the throws for the bank go in join order from seat 1")]
    ThrowsOutOfOrder,
}

impl CrownAndAnchor {
    /// Restores a stored table, checking it against the rules: valid options; a
    /// round from 1, with a last roll exactly when a round has been settled; at
    /// most [`SEAT_NUMBERS`] seats and [`SEAT_LIMIT`] present; a Banker that is the
    /// house exactly when the `house` option is set, otherwise a present seat;
    /// bets by present seats other than the Banker, at least the table minimum,
    /// one per (seat, design) (they are put in seat and board order), with stakes
    /// plus cover within `u64`; opening throws by seats of the table, ending with
    /// the one crown (none with `house`).
    ///
    /// # Errors
    ///
    /// A [`SetupError`] naming the first broken invariant.
    pub fn from_setup(setup: Setup) -> Result<CrownAndAnchor, SetupError> {
        let Setup {
            options,
            round,
            banker,
            present,
            mut bets,
            last_roll,
            opening,
        } = setup;
        options.check().map_err(SetupError::Options)?;
        if round == 0 {
            return Err(SetupError::RoundZero);
        }
        if last_roll.is_some() != (round > 1) {
            return Err(SetupError::LastRoll {
                round,
                rolled: last_roll.is_some(),
            });
        }
        if present.len() > SEAT_NUMBERS {
            return Err(SetupError::TooManySeats(present.len()));
        }
        let players = present.iter().filter(|&&p| p).count();
        if players > SEAT_LIMIT {
            return Err(SetupError::TooManyPlayers(players));
        }
        let is_present = |seat: Seat| present.get(seat.index()).copied().unwrap_or(false);
        match banker {
            Banker::House if !options.house => return Err(SetupError::HouseWithoutOption),
            Banker::Seat(_) if options.house => return Err(SetupError::PlayerBanksAtHouseTable),
            Banker::Seat(seat) if !is_present(seat) => return Err(SetupError::BankerAbsent(seat)),
            _ => {}
        }
        bets.sort_by_key(|b| (b.seat, b.design));
        for pair in bets.windows(2) {
            if (pair[0].seat, pair[0].design) == (pair[1].seat, pair[1].design) {
                return Err(SetupError::TwoBets {
                    seat: pair[0].seat,
                    design: pair[0].design,
                });
            }
        }
        for bet in &bets {
            if !is_present(bet.seat) {
                return Err(SetupError::BettorAbsent(bet.seat));
            }
            if banker == Banker::Seat(bet.seat) {
                return Err(SetupError::BankerBets(bet.seat));
            }
            if bet.chips < options.min {
                return Err(SetupError::BelowMinimum {
                    seat: bet.seat,
                    chips: bet.chips,
                    design: bet.design,
                    min: options.min,
                });
            }
        }
        let stakes: u128 = bets.iter().map(|b| b.chips as u128).sum();
        if stakes + exposure_of_totals(&design_totals(&bets)) > u64::MAX as u128 {
            return Err(SetupError::TooManyChips);
        }
        check_opening(&opening, options.house, banker, present.len())?;
        Ok(CrownAndAnchor {
            options,
            round,
            banker,
            present,
            bets,
            last_roll,
            opening,
        })
    }

    /// The raw contents, for storage. [`CrownAndAnchor::from_setup`] restores
    /// exactly this table.
    pub fn to_setup(&self) -> Setup {
        Setup {
            options: self.options,
            round: self.round,
            banker: self.banker,
            present: self.present.clone(),
            bets: self.bets.clone(),
            last_roll: self.last_roll,
            opening: self.opening.clone(),
        }
    }
}

/// The opening throws: none at a house table; otherwise by seats of the table, in
/// join order from seat 1, with exactly one crown, the last throw. (The thrower
/// need not bank any more: the bank may have passed since.)
fn check_opening(opening: &[(Seat, Design)], house: bool, banker: Banker, seats: usize) -> Result<(), SetupError> {
    if house {
        if !opening.is_empty() {
            return Err(SetupError::ThrowsAtHouseTable);
        }
        return Ok(());
    }
    let Some(&(_, last)) = opening.last() else {
        return Err(SetupError::NoThrows(banker));
    };
    if last != Design::Crown || opening.iter().filter(|(_, d)| *d == Design::Crown).count() != 1 {
        return Err(SetupError::ThrowsPastTheCrown);
    }
    for (i, &(seat, _)) in opening.iter().enumerate() {
        if seat.index() >= seats {
            return Err(SetupError::ThrowerAbsent { seat, seats });
        }
        let in_order = match i {
            0 => seat == Seat::FIRST,
            _ => seat.index() == opening[i - 1].0.index() + 1 || seat == Seat::FIRST,
        };
        if !in_order {
            return Err(SetupError::ThrowsOutOfOrder);
        }
    }
    Ok(())
}
