//! The public view of a Crown and Anchor table: everything a spectator sees and
//! everything another program needs to continue from this point (rules
//! convention "The public view is a complete position"). Nothing at this table is
//! secret. The picture and `parlor local --json` are drawn from it.

use super::{Banker, Bet, CrownAndAnchor, Design, Options, Roll};
use crate::Seat;
use serde::Serialize;

/// One design's square on the board: the chips on it and who put them there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DesignStakes {
    /// The design.
    pub design: Design,
    /// The chips on it, over every seat.
    pub total: u64,
    /// Each bettor on it with their chips, in seat order.
    pub bettors: Vec<(Seat, u64)>,
}

/// The public view of a table ([`CrownAndAnchor::view`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// The round being bet on, from 1.
    pub round: u32,
    /// Who banks.
    pub banker: Banker,
    /// Seats handed out so far, present or not (seat numbers never change).
    pub seats: usize,
    /// The seats at the table, in seat order.
    pub present: Vec<Seat>,
    /// The bets on the table, one per (seat, design), in seat order then board order.
    pub bets: Vec<Bet>,
    /// The six designs in board order with their stakes.
    pub designs: Vec<DesignStakes>,
    /// The chips on the table, over every seat and design.
    pub stakes: u64,
    /// The cover the Banker holds: the bets' exposure.
    pub cover: u64,
    /// The dice of the last round settled.
    pub last_roll: Option<Roll>,
    /// The table options (limits, house, timer).
    pub options: Options,
    /// The throws that chose the Banker (empty with `house`).
    pub opening: Vec<(Seat, Design)>,
    /// True for [`CrownAndAnchor::settled_view`]: the bets are this round's and
    /// `last_roll` is the roll that settles them.
    pub settled: bool,
}

impl View {
    /// The stakes on one design.
    pub fn design(&self, design: Design) -> &DesignStakes {
        &self.designs[design.index()]
    }
}

impl CrownAndAnchor {
    /// The public view: the whole table.
    pub fn view(&self) -> View {
        let designs = Design::ALL
            .iter()
            .map(|&design| {
                let bettors: Vec<(Seat, u64)> = self
                    .bets
                    .iter()
                    .filter(|b| b.design == design)
                    .map(|b| (b.seat, b.chips))
                    .collect();
                DesignStakes {
                    design,
                    total: bettors.iter().map(|&(_, c)| c).sum(),
                    bettors,
                }
            })
            .collect();
        View {
            round: self.round,
            banker: self.banker,
            seats: self.present.len(),
            present: self.present_seats(),
            bets: self.bets.clone(),
            designs,
            stakes: self.stakes(),
            cover: self.cover(),
            last_roll: self.last_roll,
            options: self.options,
            opening: self.opening.clone(),
            settled: false,
        }
    }

    /// The view of the round about to be settled by `roll`: its bets as they stand,
    /// with the dice that settle them (rulings, "A round" 3). For the picture that
    /// announces a roll; the table itself moves on to the next round.
    pub fn settled_view(&self, roll: Roll) -> View {
        View {
            last_roll: Some(roll),
            settled: true,
            ..self.view()
        }
    }
}
