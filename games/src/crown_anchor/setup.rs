//! The one door into a [`CrownAndAnchor`] table from stored contents:
//! [`CrownAndAnchor::from_setup`] checks every invariant the rules keep, and
//! [`CrownAndAnchor::to_setup`] writes the contents back out.

use super::dice::{design_totals, exposure_of_totals};
use super::{Banker, CrownAndAnchor, Design, Setup, SEAT_LIMIT, SEAT_NUMBERS};
use crate::Seat;

/// A stored table that breaks the rules' invariants.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid Crown and Anchor table: {0}")]
pub struct SetupError(pub String);

fn refuse<T>(message: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError(message.into()))
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
        options.check().map_err(|problem| SetupError(problem.to_string()))?;
        if round == 0 {
            return refuse("rounds are numbered from 1");
        }
        if last_roll.is_some() != (round > 1) {
            return refuse(format!(
                "round {round} with {} last roll",
                if last_roll.is_some() { "a" } else { "no" }
            ));
        }
        if present.len() > SEAT_NUMBERS {
            return refuse(format!(
                "{} seats; a table hands out at most {SEAT_NUMBERS}",
                present.len()
            ));
        }
        let players = present.iter().filter(|&&p| p).count();
        if players > SEAT_LIMIT {
            return refuse(format!("{players} players present; a table seats at most {SEAT_LIMIT}"));
        }
        let is_present = |seat: Seat| present.get(seat.index()).copied().unwrap_or(false);
        match banker {
            Banker::House if !options.house => return refuse("the house banks but the table has no house option"),
            Banker::Seat(_) if options.house => return refuse("a player banks at a house table"),
            Banker::Seat(seat) if !is_present(seat) => return refuse(format!("the Banker, {seat}, is not present")),
            _ => {}
        }
        bets.sort_by_key(|b| (b.seat, b.design));
        for pair in bets.windows(2) {
            if (pair[0].seat, pair[0].design) == (pair[1].seat, pair[1].design) {
                return refuse(format!(
                    "{} has two bets on {}; bets on one design add up",
                    pair[0].seat, pair[0].design
                ));
            }
        }
        for bet in &bets {
            if !is_present(bet.seat) {
                return refuse(format!("{} has a bet but is not present", bet.seat));
            }
            if banker == Banker::Seat(bet.seat) {
                return refuse(format!("the Banker, {}, has a bet", bet.seat));
            }
            if bet.chips < options.min {
                return refuse(format!(
                    "{}'s bet of {} on {} is below the table minimum {}",
                    bet.seat, bet.chips, bet.design, options.min
                ));
            }
        }
        let stakes: u128 = bets.iter().map(|b| b.chips as u128).sum();
        if stakes + exposure_of_totals(&design_totals(&bets)) > u64::MAX as u128 {
            return refuse("more chips on the table than chip arithmetic holds");
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
            return refuse("throws for the bank at a house table");
        }
        return Ok(());
    }
    let Some(&(_, last)) = opening.last() else {
        return refuse(format!("{banker} banks but nobody threw for the bank"));
    };
    if last != Design::Crown || opening.iter().filter(|(_, d)| *d == Design::Crown).count() != 1 {
        return refuse("the throws for the bank must end at the first crown");
    }
    for (i, &(seat, _)) in opening.iter().enumerate() {
        if seat.index() >= seats {
            return refuse(format!("{seat} threw for the bank but the table has {seats} seats"));
        }
        let in_order = match i {
            0 => seat == Seat::FIRST,
            _ => seat.index() == opening[i - 1].0.index() + 1 || seat == Seat::FIRST,
        };
        if !in_order {
            return refuse("the throws for the bank go in join order from seat 1");
        }
    }
    Ok(())
}
