//! Storage behind a small interface, so a second backend can come later.
//!
//! Every accepted command reaches the store as one [`Change`], written in one
//! transaction: the session's new state, its move-log entries, its result when it
//! ended, the chips it moved (the ledger, [`Posting`]) and the interaction id that
//! caused it.

mod error;
mod ledger;
pub mod lock;
mod model;
mod ratings;
mod sqlite;
mod target;

pub use error::StoreError;
pub use ledger::{Account, JournalRow, LedgerError, Limit, Posting, Reason, Standing, MAX_BALANCE};
pub use lock::{DatabaseHeld, DbLock};
pub use model::{
    Change, FinishedGame, Fresh, GameResult, IdKind, LogEntry, OutboxPost, OutboxRow, Player, RatedPlayer, SavedState,
    SessionRecord, Status, Store,
};
pub use ratings::recompute_ratings;
pub use sqlite::{read_move_log, SqliteStore};
pub use target::Target;
