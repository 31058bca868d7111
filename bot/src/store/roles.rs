//! Rank roles (issue 32), in either backend: the roles Parlor gave members
//! (so it takes back only those) and the servers whose rank roles stopped
//! after a failure. Members and roles are snowflakes kept as text.

use super::db::{first, params, Db};
use super::error::StoreError;
use super::model::RoleProblem;
use crate::clock::Millis;

/// An id read back from a text column (a bad one reads as 0 and is left out).
fn id(text: String) -> u64 {
    text.parse().unwrap_or(0)
}

/// The members of `server` ranked in some game there (at least `min_games`
/// rated games) or holding a rank role Parlor gave, in id order.
pub(super) fn members(db: &mut dyn Db, server: &str, min_games: u32) -> Result<Vec<u64>, StoreError> {
    let mut members: Vec<u64> = db
        .query(
            "SELECT player FROM ratings WHERE server = ?1 AND games >= ?2 AND player NOT LIKE 'parlor:%'
             UNION SELECT member FROM rank_roles_given WHERE server = ?1",
            params![server, min_games],
        )?
        .iter()
        .map(|r| r.get::<String>(0).map(id))
        .collect::<Result<_, _>>()?;
    members.retain(|&m| m != 0);
    members.sort_unstable();
    members.dedup();
    Ok(members)
}

/// The roles Parlor gave `member` on `server` and has not taken back.
pub(super) fn given(db: &mut dyn Db, server: &str, member: u64) -> Result<Vec<u64>, StoreError> {
    let rows = db.query(
        "SELECT role FROM rank_roles_given WHERE server = ?1 AND member = ?2 ORDER BY given_at, role",
        params![server, member.to_string()],
    )?;
    let mut roles: Vec<u64> = rows
        .iter()
        .map(|r| r.get::<String>(0).map(id))
        .collect::<Result<_, _>>()?;
    roles.retain(|&r| r != 0);
    Ok(roles)
}

/// Records the roles given to `member` (now Parlor's to take back) and those
/// taken back or found gone (forgotten).
pub(super) fn record(
    db: &mut dyn Db,
    server: &str,
    member: u64,
    given: &[u64],
    taken: &[u64],
    at: Millis,
) -> Result<(), StoreError> {
    let member = member.to_string();
    for role in given {
        db.execute(
            "INSERT INTO rank_roles_given (server, member, role, given_at) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (server, member, role) DO UPDATE SET given_at = excluded.given_at",
            params![server, member, role.to_string(), at],
        )?;
    }
    for role in taken {
        db.execute(
            "DELETE FROM rank_roles_given WHERE server = ?1 AND member = ?2 AND role = ?3",
            params![server, member, role.to_string()],
        )?;
    }
    Ok(())
}

/// Stores why rank roles stopped on `server`, unless they stopped already:
/// whether this stopped them.
pub(super) fn stop(db: &mut dyn Db, server: &str, why: &str, role: u64, at: Millis) -> Result<bool, StoreError> {
    let stored = db.execute(
        "INSERT INTO rank_roles_problems (server, why, role, at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (server) DO NOTHING",
        params![server, why, role.to_string(), at],
    )?;
    Ok(stored > 0)
}

/// Why rank roles stopped on `server`, if they did.
pub(super) fn stopped(db: &mut dyn Db, server: &str) -> Result<Option<RoleProblem>, StoreError> {
    first(
        db,
        "SELECT why, role, at FROM rank_roles_problems WHERE server = ?1",
        params![server],
    )?
    .map(|r| {
        Ok(RoleProblem {
            why: r.get(0)?,
            role: id(r.get(1)?),
            at: r.get(2)?,
        })
    })
    .transpose()
}

/// Rank roles start over on `server` (`rank_roles` was set): a stored
/// problem is forgotten.
pub(super) fn restart(db: &mut dyn Db, server: &str) -> Result<(), StoreError> {
    db.execute("DELETE FROM rank_roles_problems WHERE server = ?1", params![server])?;
    Ok(())
}
