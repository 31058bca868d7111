//! Knockout: a seeded bracket (rulings "Formats"): 1 meets 2 only in the final,
//! 1 and 2 meet 3 and 4 only in the semi-finals; with a field that is not a power
//! of two the top seeds get first-round byes; a drawn game is replayed with
//! colours swapped, and after two draws the higher seed goes through.

use super::{Recorded, Round, Start, Tournament};

/// The players still in: every player who has not lost a match (nor withdrawn).
pub fn survivors(t: &Tournament) -> Vec<Start> {
    let _ = t;
    todo!("helper: knockout")
}

/// The next round's matches between the survivors, in bracket order.
pub fn next_round(t: &Tournament) -> Round {
    let _ = t;
    todo!("helper: knockout")
}

/// After a result at `board` of `round`: a draw adds the replay (colours
/// swapped) unless it was already the replay.
pub fn after_result(t: &mut Tournament, round: u32, board: usize) -> Recorded {
    let _ = (t, round, board);
    todo!("helper: knockout")
}
