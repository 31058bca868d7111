//! Storage behind a small interface, with two backends: [`SqliteStore`] (one
//! process, one file) and [`PgStore`] (PostgreSQL, which several processes
//! may share). Their common queries are written once (`common.rs`, `ledger.rs`,
//! `ratings.rs`, over `db.rs`'s [`Db`](db::Db)); `conformance.rs` checks both
//! behave alike.
//!
//! Every accepted command reaches the store as one [`Change`], written in one
//! transaction: the session's new state, its move-log entries, its result when it
//! ended, the chips it moved (the ledger, [`Posting`]) and the interaction id that
//! caused it.

mod account;
mod badges;
mod common;
#[cfg(any(test, feature = "bench"))]
pub mod conformance;
pub(crate) mod db;
mod error;
mod ledger;
pub mod lock;
mod model;
mod outbox;
mod postgres;
mod puzzles;
mod ratings;
mod reviews;
mod roles;
mod seasons;
mod sqlite;
mod target;
mod web;

pub use self::postgres::PgStore;
pub(crate) use self::postgres::{client as postgres_client, PgDb};
pub use account::{Account, LedgerError, MAX_BALANCE};
pub(crate) use badges::recompute as recompute_badges;
pub use badges::{finished_for, tournament_end};
pub use error::StoreError;
pub use ledger::{JournalRow, Limit, Posting, Reason, Standing};
pub use lock::{DatabaseHeld, DbLock};
pub use model::{
    Assumed, BadgeAward, BoardGame, BoardRef, Change, FinishedGame, Fresh, GameResult, GameTimers, IdKind, LogEntry,
    Looked, OutboxBacklog, OutboxPost, OutboxRow, Player, RatedPlayer, RoleProblem, SavedState, ServerSetting,
    SessionRecord, SettingChange, SettingLogged, Status, Store, StoredReview, TournamentRecord, TournamentStatus,
};
pub use model::{Attempt, AttemptState, NewPuzzle, StoredPuzzle};
pub use model::{NewSeason, RatedGame, Season, SeasonChampion, SeasonTurn, RANKED_AFTER};
pub use puzzles::{content_key as puzzle_key, load_built_in as load_built_in_puzzles, rows_of as puzzle_rows};
pub(crate) use ratings::recompute as recompute_ratings;
pub use seasons::boards as season_boards;
pub use sqlite::{read_move_log, SqliteStore};
pub use target::Target;
