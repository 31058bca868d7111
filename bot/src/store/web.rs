//! What the web companion reads besides the table's own queries (issue 34):
//! the members who hid their page, and the sessions changed since a moment
//! (the live games' updates).

use super::db::{params, scalar, Db};
use super::error::StoreError;
use crate::clock::Millis;

/// Whether `member` hid their page on `server`'s pages (`/web hide`).
pub(super) fn hidden(db: &mut dyn Db, server: &str, member: u64) -> Result<bool, StoreError> {
    let found: Option<i64> = scalar(
        db,
        "SELECT 1 FROM web_hidden WHERE server = ?1 AND member = ?2",
        params![server, member.to_string()],
    )?;
    Ok(found.is_some())
}

/// The members who hid their page on `server`'s pages.
pub(super) fn hidden_members(db: &mut dyn Db, server: &str) -> Result<Vec<u64>, StoreError> {
    db.query("SELECT member FROM web_hidden WHERE server = ?1", params![server])?
        .into_iter()
        .map(|r| Ok(r.get::<String>(0)?.parse().unwrap_or_default()))
        .collect()
}

/// Hides (`true`) or shows again `member`'s page on `server`'s pages.
pub(super) fn set_hidden(
    db: &mut dyn Db,
    server: &str,
    member: u64,
    hidden: bool,
    at: Millis,
) -> Result<(), StoreError> {
    if hidden {
        db.execute(
            "INSERT INTO web_hidden (server, member, at) VALUES (?1, ?2, ?3)
             ON CONFLICT (server, member) DO NOTHING",
            params![server, member.to_string(), at],
        )?;
    } else {
        db.execute(
            "DELETE FROM web_hidden WHERE server = ?1 AND member = ?2",
            params![server, member.to_string()],
        )?;
    }
    Ok(())
}

/// The sessions whose last change is later than `since`, as (id, when), in
/// the order they changed; at most `limit`.
pub(super) fn changed_since(db: &mut dyn Db, since: Millis, limit: u32) -> Result<Vec<(i64, Millis)>, StoreError> {
    db.query(
        "SELECT id, updated_at FROM sessions WHERE updated_at > ?1 ORDER BY updated_at, id LIMIT ?2",
        params![since, limit],
    )?
    .into_iter()
    .map(|r| Ok((r.get(0)?, r.get(1)?)))
    .collect()
}
