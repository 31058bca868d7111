//! What a session holds in escrow, and how escrow is settled when it closes.

use crate::store::{SessionRecord, Status};

/// The chips a stored session has on the table right now: what its escrow account
/// must hold. Zero for games without chips and for finished sessions.
pub fn expected_escrow(record: &SessionRecord) -> Result<i64, String> {
    if record.status != Status::Playing {
        return Ok(0);
    }
    Ok(0)
}
