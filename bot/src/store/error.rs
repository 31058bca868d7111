//! [`StoreError`]: why a store call failed, typed, so the table can tell a ledger
//! refusal (which a member is told about) from a broken database (which is
//! logged) without downcasting.

use super::account::LedgerError;

/// Why a [`Store`](super::Store) call failed. A failed [`commit`](super::Store::commit)
/// wrote nothing: the whole transaction rolled back.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The ledger refused the change (an account would go below zero or past the
    /// cap); the change's own checks should have caught it unless another command
    /// got there in between.
    #[error(transparent)]
    Ledger(#[from] LedgerError),
    /// SQLite failed (the file, the disk, a locked database).
    #[error(transparent)]
    Database(#[from] rusqlite::Error),
    /// PostgreSQL failed (the server, the connection, a constraint); conflicts
    /// with another process are [`StoreError::Conflict`] instead.
    #[error("{}", postgres_text(.0))]
    Postgres(#[from] postgres::Error),
    /// Another process changed the session first (its stored version moved on),
    /// started a game in the same channel or applied the same interaction:
    /// nothing was written. Read the session again and try again.
    #[error("another process changed this session first")]
    Conflict,
    /// PostgreSQL broke off the transaction because another one held what it
    /// needed in the opposite order (a deadlock) or could not be serialised
    /// with it: nothing was written, and the same transaction may simply run
    /// again. [`PgStore::commit`](super::PgStore) does, a few times, before it
    /// reports [`StoreError::Conflict`].
    #[error("the database broke off the transaction to let another one through")]
    Busy,
    /// A stored record that does not read back as JSON, or one that cannot be
    /// written as JSON.
    #[error("a stored record is corrupt: {0}")]
    Corrupt(#[from] serde_json::Error),
}

impl StoreError {
    /// The ledger's refusal, when that is why the change failed.
    pub fn ledger(&self) -> Option<&LedgerError> {
        match self {
            StoreError::Ledger(e) => Some(e),
            _ => None,
        }
    }
}

/// A PostgreSQL error with what the server said: the client's own text is only
/// "db error", the server's message and code sit in its source.
fn postgres_text(e: &postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => format!("PostgreSQL: {} ({})", db.message(), db.code().code()),
        None => format!("PostgreSQL: {e}"),
    }
}
