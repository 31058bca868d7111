//! Round-robin pairings: the FIDE Berger tables (Handbook C.05, Annex 1),
//! rulings "Formats".

use super::{Round, Start, Tournament};

/// The pairings of round `round` (1-based) of the Berger table for `players`
/// players (an odd field plays with a dummy, number `players + 1`, whose
/// opponent has the bye), as (first, second) starting numbers, board order.
pub fn table(players: usize, round: u32) -> Vec<(Start, Start)> {
    let _ = (players, round);
    todo!("helper: Berger tables")
}

/// Round `round` of a round robin: the Berger table's pairings (the second
/// cycle of a double round robin with colours swapped); the dummy's opponent
/// gets the bye; a withdrawn player's opponent wins by forfeit.
pub fn round(t: &Tournament, round: u32) -> Round {
    let _ = (t, round);
    todo!("helper: Berger tables")
}
