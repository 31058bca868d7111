//! Stored game reviews (issue 35): one row per finished game and review
//! method, written once (the first to finish wins; a second process's equal
//! review is dropped) and read by every later `/review` and the web page.

use super::db::{first, params, Db};
use super::error::StoreError;
use super::model::StoredReview;
use crate::clock::Millis;

/// The review of `session` by `method`, if one is stored.
pub(super) fn review(db: &mut dyn Db, session: i64, method: u32) -> Result<Option<StoredReview>, StoreError> {
    first(
        db,
        "SELECT created_at, body FROM reviews WHERE session_id = ?1 AND method = ?2",
        params![session, method],
    )?
    .map(|row| {
        Ok(StoredReview {
            session,
            method,
            created_at: row.get(0)?,
            body: row.get(1)?,
        })
    })
    .transpose()
}

/// Stores a review unless one of `session` by `method` is there already:
/// whether this one was written.
pub(super) fn save(db: &mut dyn Db, session: i64, method: u32, at: Millis, body: &str) -> Result<bool, StoreError> {
    let written = db.execute(
        "INSERT INTO reviews (session_id, method, created_at, body) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (session_id, method) DO NOTHING",
        params![session, method, at, body],
    )?;
    Ok(written > 0)
}
