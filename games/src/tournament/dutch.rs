//! The Swiss pairing: the FIDE Dutch system (Handbook C.04.3, rules in force
//! since 2017), rulings "Formats" and "Colours".

use super::{Round, Tournament, TournamentError};

/// Pairs round `t.round() + 1` of a Swiss tournament by the Dutch system:
/// withdrawn players are left out, an odd field's bye goes to the player the
/// rules pick (never twice to one player), two players meet at most once
/// (forfeits do not count as meetings), and the colours follow C.04.3's colour
/// rules (rulings "Colours").
pub fn pair(t: &Tournament) -> Result<Round, TournamentError> {
    let _ = t;
    todo!("helper: the Dutch system")
}
