//! What a session holds in escrow, and how escrow is settled when it closes.

use super::crown;
use super::session::Session;
use crate::store::{GameResult, Posting, SessionRecord, Status};

/// The chips a stored session has on the table right now: what its escrow account
/// must hold. Zero for games without chips and for sessions not in play.
pub fn expected_escrow(record: &SessionRecord) -> Result<i64, String> {
    if record.status != Status::Playing || record.state.is_none() {
        return Ok(0);
    }
    let session = Session::restore(record.clone())?;
    if let Some(table) = crown::table(&session) {
        return Ok(crown::escrow_held(table) as i64);
    }
    Ok(0)
}

/// The postings that empty a closing session's escrow: a Crown and Anchor table
/// returns every bet and the cover.
pub(super) fn closing_postings(session: &Session, _result: &GameResult) -> Vec<Posting> {
    let Some(guild) = session.record.server.clone() else {
        return Vec::new();
    };
    if crown::table(session).is_some() {
        return crown::refunds(session, &guild);
    }
    Vec::new()
}
