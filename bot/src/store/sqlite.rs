//! The SQLite store: WAL, migrations at start, one transaction per change.

use super::badges;
use super::common::{self, shared_reads, Versions};
use super::db::{params, Db, Lite};
use super::error::StoreError;
use super::ledger::{self, Account, JournalRow, Reason, Standing};
use super::lock::DbLock;
use super::model::RoleProblem;
use super::model::{Attempt, AttemptState, NewPuzzle, StoredPuzzle};
use super::model::{
    Change, FinishedGame, GameResult, LogEntry, OutboxRow, RatedGame, RatedPlayer, Season, SeasonChampion, SeasonTurn,
    ServerSetting, SessionRecord, SettingChange, SettingLogged, Store, TournamentRecord,
};
use super::puzzles::{self, puzzle_reads};
use super::{ratings, roles, seasons};
use crate::clock::Millis;
use anyhow::Context;
use rusqlite::Connection;
use rusqlite_migration::{Migrations, M};
use std::path::Path;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

const MIGRATIONS: &[M<'static>] = &[
    M::up(include_str!("../../migrations/0001_sessions.sql")),
    M::up(include_str!("../../migrations/0002_ledger.sql")),
    M::up(include_str!("../../migrations/0003_balances.sql")),
    M::up(include_str!("../../migrations/0004_without_rowid.sql")),
    M::up(include_str!("../../migrations/0005_ratings.sql")),
    M::up(include_str!("../../migrations/0006_outbox.sql")),
    M::up(include_str!("../../migrations/0007_versions.sql")),
    M::up(include_str!("../../migrations/0008_server_settings.sql")),
    M::up(include_str!("../../migrations/0009_tournaments.sql")),
    M::up(include_str!("../../migrations/0010_seasons.sql")),
    M::up(include_str!("../../migrations/0011_badges.sql")),
    M::up(include_str!("../../migrations/0012_rank_roles.sql")),
    M::up(include_str!("../../migrations/0013_web.sql")),
    M::up(include_str!("../../migrations/0014_reviews.sql")),
    M::up(include_str!("../../migrations/0015_puzzles.sql")),
];

/// The last migration that changed how results are rated (0010: unrated games
/// left out, idle days; 0005 added ratings): a database older than it has its
/// ratings rated again from its results when it is opened.
const RATINGS_MIGRATION: usize = 10;

/// Sessions, the move log, results and interactions in one SQLite file.
pub struct SqliteStore {
    // Dropped first: the checkpoint thread stops before `conn` closes, so `conn`
    // is the last connection and folds the WAL into the database as it closes.
    // `None` on a read-only store (the web companion's).
    checkpointer: Option<Checkpointer>,
    conn: Connection,
    /// The version of each open session as this store last read or wrote it: a
    /// commit expects the row still there (see [`Store`]).
    versions: Versions,
    // Dropped last: no other process may open the file while this one has it.
    _lock: Option<DbLock>,
}

/// Commits between two nudges of the background checkpointer: a move writes three
/// pages, so about 900 pages of WAL, near SQLite's own 1,000-page cadence (each
/// pass costs two fsyncs, whatever it copies).
const CHECKPOINT_EVERY: u32 = 300;

/// How long the checkpointer waits for more commits before it checkpoints what
/// there is, so a pause in the traffic lets the WAL catch up and start over.
const CHECKPOINT_IDLE: Duration = Duration::from_secs(1);

/// Background checkpoint passes in a row while commits keep landing during them:
/// the second copies only what the first missed, and a pass during which nothing
/// was committed lets the next commit start the WAL over from its beginning.
const CHECKPOINT_PASSES: u32 = 2;

/// The WAL's bound, in pages (about 32 MB). A commit stream that never pauses
/// for a whole pass keeps the passes from catching up, and the WAL only starts
/// over once one has; when the passes leave it this long, the thread holds new
/// commits back for one more pass, which then copies everything. That costs
/// the commits waiting on it one pass (two fsyncs), once per this many pages of
/// a stream that never pauses, and never under ordinary traffic.
const WAL_BOUND_PAGES: i64 = 8_192;

/// WAL pages at which the store's own connection checkpoints after a commit, as
/// SQLite does by default at 1,000: a last resort, four times the bound the
/// thread keeps, should the thread ever be gone.
const WAL_LAST_RESORT_PAGES: i64 = 4 * WAL_BOUND_PAGES;

/// A thread with its own connection that copies the WAL into the database
/// (`PRAGMA wal_checkpoint(PASSIVE)`), so a commit doesn't wait for a
/// checkpoint's two fsyncs (except, rarely, to keep the WAL within its bound). A
/// checkpoint never changes what a reader sees, and a crash in the middle of one
/// loses nothing: every committed transaction is still in the WAL, which the next
/// open replays.
struct Checkpointer {
    shared: Arc<CheckpointShared>,
    thread: Option<std::thread::JoinHandle<()>>,
}

#[derive(Default)]
struct CheckpointShared {
    /// Commits since the checkpointer last started a pass.
    commits: AtomicU32,
    /// Held by every commit, and by the thread for a pass that must not be
    /// outrun (see [`WAL_BOUND_PAGES`]).
    gate: Mutex<()>,
    /// Set when the store closes.
    stop: Mutex<bool>,
    wake: Condvar,
}

impl CheckpointShared {
    fn stop(&self) -> MutexGuard<'_, bool> {
        self.stop.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn gate(&self) -> MutexGuard<'_, ()> {
        self.gate.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl Checkpointer {
    fn start(path: &Path) -> anyhow::Result<Checkpointer> {
        let conn = Connection::open(path)
            .with_context(|| format!("cannot open the database {} to checkpoint it", path.display()))?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.busy_timeout(Duration::from_secs(5))?;
        let shared = Arc::new(CheckpointShared::default());
        let thread = std::thread::Builder::new()
            .name("parlor-checkpoint".into())
            .spawn({
                let shared = shared.clone();
                move || checkpoint_loop(&conn, &shared)
            })
            .context("cannot start the checkpoint thread")?;
        Ok(Checkpointer {
            shared,
            thread: Some(thread),
        })
    }

    /// Counts a commit; every [`CHECKPOINT_EVERY`] commits wakes the thread.
    fn committed(&self) {
        if self.shared.commits.fetch_add(1, Ordering::Relaxed) + 1 == CHECKPOINT_EVERY {
            // Under the lock, so the wake-up can't fall between the thread's look
            // at the count and its wait.
            let _stop = self.shared.stop();
            self.shared.wake.notify_one();
        }
    }
}

impl Drop for Checkpointer {
    fn drop(&mut self) {
        *self.shared.stop() = true;
        self.shared.wake.notify_one();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The checkpoint thread: waits for commits, then checkpoints passively until it
/// has caught up or commits keep outrunning it.
fn checkpoint_loop(conn: &Connection, shared: &CheckpointShared) {
    loop {
        {
            let mut stop = shared.stop();
            while !*stop && shared.commits.load(Ordering::Relaxed) < CHECKPOINT_EVERY {
                let (next, timeout) = shared
                    .wake
                    .wait_timeout(stop, CHECKPOINT_IDLE)
                    .unwrap_or_else(|poisoned| poisoned.into_inner());
                stop = next;
                // A quiet spell with something written: checkpoint it now.
                if timeout.timed_out() && shared.commits.load(Ordering::Relaxed) > 0 {
                    break;
                }
            }
            if *stop {
                return;
            }
        }
        for _ in 0..CHECKPOINT_PASSES {
            shared.commits.store(0, Ordering::Relaxed);
            match passive_checkpoint(conn) {
                // Everything it saw is in the database and nothing was committed
                // meanwhile: caught up, and the next commit starts the WAL over.
                Ok((log, done)) if done >= log && shared.commits.load(Ordering::Relaxed) == 0 => break,
                // Commits outran the pass and the WAL is at its bound: one more
                // pass with commits held back copies the rest, so it starts over.
                Ok((log, _)) if log >= WAL_BOUND_PAGES => {
                    let _gate = shared.gate();
                    if let Err(e) = passive_checkpoint(conn) {
                        tracing::warn!("background checkpoint failed: {e:#}");
                    }
                    break;
                }
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!("background checkpoint failed: {e:#}");
                    break;
                }
            }
            if *shared.stop() {
                return;
            }
        }
    }
}

/// One `PRAGMA wal_checkpoint(PASSIVE)`: the WAL's frames and how many of them
/// are now in the database.
fn passive_checkpoint(conn: &Connection) -> rusqlite::Result<(i64, i64)> {
    conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| Ok((r.get(1)?, r.get(2)?)))
}

impl SqliteStore {
    /// Opens (or creates) the database at `path` and brings its schema up to date.
    /// Another process holding the file fails it with [`DatabaseHeld`](super::DatabaseHeld)
    /// before anything is touched (see [`super::lock`]).
    pub fn open(path: &Path) -> anyhow::Result<SqliteStore> {
        let lock = DbLock::acquire(path)?;
        let mut conn =
            Connection::open(path).with_context(|| format!("cannot open the database {}", path.display()))?;
        // WAL with synchronous=NORMAL survives a crash of the process (every
        // committed transaction is in the WAL file); FULL would also survive a power
        // cut at about 15× the cost per commit.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(Duration::from_secs(5))?;
        let before = rusqlite_migration::Migrations::from_slice(MIGRATIONS)
            .current_version(&conn)
            .with_context(|| format!("cannot read the schema version of {}", path.display()))?;
        let had_badges: i64 = conn.query_row(
            "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'badges'",
            [],
            |r| r.get(0),
        )?;
        Migrations::from_slice(MIGRATIONS)
            .to_latest(&mut conn)
            .with_context(|| format!("cannot migrate the database {}", path.display()))?;
        if matches!(before, rusqlite_migration::SchemaVersion::Inside(v) if v.get() < RATINGS_MIGRATION) {
            // Results are rated again once, in order, as ratings are now made.
            let tx = conn.transaction()?;
            let rated = ratings::rebuild(&mut Lite(&tx))?;
            tx.commit()?;
            tracing::info!(rated, "rated the finished games again");
        }
        if had_badges == 0 {
            // Badges the record earned before badges existed are stored once,
            // unannounced (issue 32).
            let tx = conn.transaction()?;
            let stored = badges::rebuild(&mut Lite(&tx))?;
            tx.commit()?;
            if stored > 0 {
                tracing::info!(stored, "stored the badges earned before badges existed");
            }
        }
        // Checkpoints run on their own thread; this connection checkpoints only as
        // a last resort.
        conn.pragma_update(None, "wal_autocheckpoint", WAL_LAST_RESORT_PAGES)?;
        let checkpointer = Checkpointer::start(path)?;
        Ok(SqliteStore {
            conn,
            versions: Versions::new(),
            checkpointer: Some(checkpointer),
            _lock: Some(lock),
        })
    }
}

impl SqliteStore {
    /// Opens the database at `path` for reading only, beside the process that
    /// holds it (the web companion, issue 34): no lock, no migration, no
    /// checkpoints. Its schema must be this version's: a database an older
    /// Parlor wrote is refused in one line until `parlor serve` has opened it.
    pub fn open_read_only(path: &Path) -> anyhow::Result<SqliteStore> {
        use rusqlite::OpenFlags;
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX | OpenFlags::SQLITE_OPEN_URI,
        )
        .with_context(|| format!("cannot open the database {} to read", path.display()))?;
        conn.busy_timeout(Duration::from_secs(5))?;
        let version = Migrations::from_slice(MIGRATIONS)
            .current_version(&conn)
            .with_context(|| format!("cannot read the schema version of {}", path.display()))?;
        let latest = MIGRATIONS.len();
        if !matches!(version, rusqlite_migration::SchemaVersion::Inside(v) if v.get() == latest) {
            anyhow::bail!(
                "{} is not a database of this version of Parlor (its schema is {version}, this Parlor's is {latest}): \
                 start `parlor serve` on it once to bring it up to date",
                path.display()
            );
        }
        Ok(SqliteStore {
            conn,
            versions: Versions::new(),
            checkpointer: None,
            _lock: None,
        })
    }
}

impl SqliteStore {
    /// The connection as a [`Db`], for the queries both stores share.
    fn db(&mut self) -> Lite<'_> {
        Lite(&self.conn)
    }
}

/// A session's move log, in order, from any connection to a Parlor database
/// (`parlor replay --db` reads one without the store's lock).
pub fn read_move_log(conn: &Connection, session: i64) -> Result<Vec<LogEntry>, StoreError> {
    common::move_log(&mut Lite(conn), session)
}

impl Store for SqliteStore {
    /// A record that is not a session's JSON is left out and logged with its id
    /// and channel, as a record that won't restore is (`parlor audit` lists
    /// both): one damaged row must not keep every other game from resuming.
    fn open_sessions(&mut self) -> Result<Vec<SessionRecord>, StoreError> {
        common::open_sessions(&mut Lite(&self.conn), &mut self.versions)
    }

    fn commit(&mut self, change: &Change<'_>) -> Result<(), StoreError> {
        let _timed = crate::telemetry::CommitTimer::start();
        let _gate = self.checkpointer.as_ref().map(|c| c.shared.gate());
        // IMMEDIATE: the write lock is taken at the start, waiting out another
        // writer under the busy timeout. A deferred transaction that reads first
        // (the session's stored version) and then writes would fail at once with
        // "database is locked" if another connection wrote in between.
        let tx = self
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let written = common::write_change(&mut Lite(&tx), &self.versions, change)?;
        tx.commit()?;
        if let Some(c) = &self.checkpointer {
            c.committed();
        }
        common::remember(&mut self.versions, written);
        Ok(())
    }

    shared_reads!();
    puzzle_reads!();

    fn add_puzzles(
        &mut self,
        server: Option<&str>,
        session: Option<i64>,
        puzzles: &[NewPuzzle],
        at: Millis,
    ) -> Result<usize, StoreError> {
        let _gate = self.checkpointer.as_ref().map(|c| c.shared.gate());
        let tx = self
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let added = puzzles::add(&mut Lite(&tx), server, session, puzzles, at)?;
        tx.commit()?;
        if let Some(c) = &self.checkpointer {
            c.committed();
        }
        Ok(added)
    }

    fn post_daily(
        &mut self,
        server: &str,
        day: i64,
        post: &super::model::OutboxPost,
        at: Millis,
    ) -> Result<bool, StoreError> {
        let _gate = self.checkpointer.as_ref().map(|c| c.shared.gate());
        let tx = self
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        if !puzzles::post_daily(&mut Lite(&tx), server, day, post, at)? {
            return Ok(false);
        }
        tx.commit()?;
        if let Some(c) = &self.checkpointer {
            c.committed();
        }
        Ok(true)
    }

    fn set_server_setting(&mut self, change: &SettingChange<'_>) -> Result<Option<String>, StoreError> {
        let _gate = self.checkpointer.as_ref().map(|c| c.shared.gate());
        let tx = self
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let old = common::set_server_setting(&mut Lite(&tx), change)?;
        tx.commit()?;
        if let Some(c) = &self.checkpointer {
            c.committed();
        }
        Ok(old)
    }

    fn turn_season(&mut self, turn: &SeasonTurn<'_>) -> Result<bool, StoreError> {
        let _gate = self.checkpointer.as_ref().map(|c| c.shared.gate());
        let tx = self
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        if !seasons::turn_season(&mut Lite(&tx), turn)? {
            return Ok(false);
        }
        // The champions' badges, only with the end this change won.
        badges::write_awards(&mut Lite(&tx), &turn.badges, turn.at)?;
        tx.commit()?;
        if let Some(c) = &self.checkpointer {
            c.committed();
        }
        Ok(true)
    }

    fn outbox_due(&mut self, now: Millis, limit: u32) -> Result<Vec<OutboxRow>, StoreError> {
        self.db()
            .query(
                "SELECT id, channel, post, attempts FROM outbox WHERE done_at IS NULL AND next_at <= ?1
                 ORDER BY id LIMIT ?2",
                params![now, limit],
            )?
            .iter()
            .map(common::outbox_row)
            .collect()
    }

    fn outbox_done(&mut self, id: i64, at: Millis, outcome: &str) -> Result<(), StoreError> {
        self.db().execute(
            "UPDATE outbox SET done_at = ?2, outcome = ?3, attempts = attempts + 1 WHERE id = ?1",
            params![id, at, outcome],
        )?;
        Ok(())
    }

    fn outbox_retry(&mut self, id: i64, next_at: Millis) -> Result<(), StoreError> {
        self.db().execute(
            "UPDATE outbox SET next_at = ?2, attempts = attempts + 1 WHERE id = ?1",
            params![id, next_at],
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::conformance::{self, record, Harness};
    use crate::store::Status;

    /// A conformance check's database: a file in its own directory.
    struct SqliteHarness {
        _dir: tempfile::TempDir,
        path: std::path::PathBuf,
    }

    impl Harness for SqliteHarness {
        fn open(&mut self) -> Box<dyn Store> {
            Box::new(SqliteStore::open(&self.path).unwrap())
        }

        fn execute(&mut self, sql: &str) -> Result<(), String> {
            let conn = Connection::open(&self.path).map_err(|e| e.to_string())?;
            conn.execute(sql, []).map(drop).map_err(|e| e.to_string())
        }
    }

    #[test]
    fn every_conformance_check_passes_on_sqlite() {
        for (name, check) in conformance::CHECKS {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("parlor.db");
            eprintln!("conformance check {name}");
            check(&mut SqliteHarness { _dir: dir, path });
        }
    }

    #[test]
    fn a_sqlite_store_is_not_shared() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = SqliteStore::open(&dir.path().join("p.db")).unwrap();
        assert!(!store.shared());
        assert_eq!(store.new_id(crate::store::IdKind::Session).unwrap(), None);
        assert_eq!(store.refresh("general", None).unwrap(), crate::store::Fresh::Same);
    }

    #[test]
    fn an_unrated_result_rated_before_migration_10_is_rated_no_more() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.db");
        {
            let mut conn = Connection::open(&path).unwrap();
            Migrations::from_slice(&MIGRATIONS[..9]).to_latest(&mut conn).unwrap();
            // Game 2 was played with `rated` off; the ratings hold what a
            // rebuild before migration 10 made of both games.
            conn.execute_batch(
                r#"INSERT INTO sessions (id, channel, game, status, created_at, updated_at, record)
                 VALUES (1, 'general', 'checkers', 'finished', 1, 4, '{"server":"s1"}'),
                        (2, 'general', 'checkers', 'finished', 5, 8, '{"server":"s1","unrated":true}');
                 INSERT INTO results (session_id, game, finished_at, outcome, winner, reason, players, server)
                 VALUES (1, 'checkers', 4, 'won', 7, 'resignation',
                         '[{"id":7,"name":"alice"},{"id":8,"name":"bob"}]', 's1'),
                        (2, 'checkers', 8, 'won', 8, 'resignation',
                         '[{"id":7,"name":"alice"},{"id":8,"name":"bob"}]', 's1');
                 INSERT INTO ratings (server, game, player, name, rating, deviation, volatility, games, wins,
                     draws, losses, streak, updated_at)
                 VALUES ('s1', 'checkers', '7', 'alice', 1500, 290, 0.06, 2, 1, 0, 1, -1, 8),
                        ('s1', 'checkers', '8', 'bob', 1500, 290, 0.06, 2, 1, 0, 1, 1, 8);"#,
            )
            .unwrap();
        }
        let mut store = SqliteStore::open(&path).unwrap();
        let alice = store.rating("s1", "checkers", "7").unwrap().expect("alice is rated");
        assert_eq!((alice.games, alice.wins, alice.losses), (1, 1, 0), "game 2 is unrated");
        assert!(ratings::recompute(&mut Lite(&store.conn)).unwrap().is_empty());
        assert_eq!(store.rated_games("s1", None, 0, 100).unwrap().len(), 1);
        assert_eq!(store.finished_games("s1", None, None, 10).unwrap().len(), 2);
    }

    #[test]
    fn results_from_before_ratings_are_rated_when_the_database_is_opened() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.db");
        {
            let mut conn = Connection::open(&path).unwrap();
            Migrations::from_slice(&MIGRATIONS[..4]).to_latest(&mut conn).unwrap();
            conn.execute_batch(
                r#"INSERT INTO sessions (id, channel, game, status, created_at, updated_at, record)
                 VALUES (1, 'general', 'checkers', 'finished', 1, 4, '{"server":"s1"}'),
                        (2, 'general', 'checkers', 'finished', 5, 8, '{"server":"s1"}');
                 INSERT INTO results (session_id, game, finished_at, outcome, winner, reason, players)
                 VALUES (1, 'checkers', 4, 'won', 7, 'resignation',
                         '[{"id":7,"name":"alice"},{"id":8,"name":"bob"}]'),
                        (2, 'checkers', 8, 'ended', NULL, 'ended by an admin',
                         '[{"id":7,"name":"alice"},{"id":8,"name":"bob"}]');"#,
            )
            .unwrap();
        }
        let mut store = SqliteStore::open(&path).unwrap();
        let alice = store.rating("s1", "checkers", "7").unwrap().expect("alice is rated");
        let bob = store.rating("s1", "checkers", "8").unwrap().expect("bob is rated");
        assert!(alice.rating.value > 1500.0 && bob.rating.value < 1500.0);
        assert_eq!(
            (alice.games, alice.wins, bob.losses),
            (1, 1, 1),
            "the ended game doesn't count"
        );
        assert!(ratings::recompute(&mut Lite(&store.conn)).unwrap().is_empty());
        let history = store.finished_games("s1", Some(8), None, 10).unwrap();
        assert_eq!(history.len(), 2, "both finished games are in the history");
        // Badges (issue 32): the games played to a result are indexed by
        // member, and the badges they earned are stored, unannounced.
        let counted: Vec<i64> = store
            .member_results("s1", 8)
            .unwrap()
            .iter()
            .map(|g| g.session)
            .collect();
        assert_eq!(counted, [1], "the ended game doesn't count");
        assert_eq!(
            store.badges("s1", 7).unwrap(),
            vec![crate::badges::Earned {
                badge: crate::badges::Badge::FirstWin,
                at: 4,
                by: crate::badges::Reference::Game(1)
            }]
        );
        assert!(store.badges("s1", 8).unwrap().is_empty());
        assert!(store.outbox_due(i64::MAX, 10).unwrap().is_empty(), "nothing announced");
        assert!(badges::recompute(&mut Lite(&store.conn)).unwrap().is_empty());
        drop(store);
        // Opened again, nothing is rated twice.
        let mut store = SqliteStore::open(&path).unwrap();
        assert_eq!(store.rating("s1", "checkers", "7").unwrap().unwrap().games, 1);
    }

    #[test]
    fn the_move_log_and_interactions_keep_their_rows_and_keys_through_migration_4() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.db");
        {
            let mut conn = Connection::open(&path).unwrap();
            Migrations::from_slice(&MIGRATIONS[..3]).to_latest(&mut conn).unwrap();
            conn.execute_batch(
                "INSERT INTO sessions (id, channel, game, status, created_at, updated_at, record)
                 VALUES (1, 'general', 'hot-spot', 'finished', 1, 4, '{}');
                 INSERT INTO moves (session_id, ply, seat, member, notation, at)
                 VALUES (1, 2, 1, 8, 'e2', 4), (1, 1, 0, 7, 'd1', 3);
                 INSERT INTO interactions (id, session_id, at) VALUES ('i-1', 1, 3), ('i-2', NULL, 4);",
            )
            .unwrap();
        }
        let mut store = SqliteStore::open(&path).unwrap();
        let entry = |ply, seat, member, notation: &str, at| LogEntry {
            ply,
            seat,
            member,
            notation: notation.into(),
            at,
        };
        assert_eq!(
            store.move_log(1).unwrap(),
            vec![entry(1, 0, 7, "d1", 3), entry(2, 1, 8, "e2", 4)]
        );
        assert!(store.interaction_seen("i-1").unwrap());
        assert!(store.interaction_seen("i-2").unwrap());
        assert!(!store.interaction_seen("i-3").unwrap());
        // The keys still refuse a second row.
        assert!(store
            .commit(&Change {
                interaction: Some("i-1"),
                ..Change::default()
            })
            .is_err());
        let conn = Connection::open(&path).unwrap();
        assert!(conn
            .execute("INSERT INTO moves VALUES (1, 1, 0, 7, 'd1', 3)", [])
            .is_err());
        for table in ["moves", "interactions"] {
            let sql: String = conn
                .query_row("SELECT sql FROM sqlite_schema WHERE name = ?1", [table], |r| r.get(0))
                .unwrap();
            assert!(sql.ends_with("WITHOUT ROWID"), "{sql}");
        }
    }

    #[test]
    fn a_closed_store_leaves_its_wal_folded_into_the_database() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.db");
        let mut store = SqliteStore::open(&path).unwrap();
        let sessions = CHECKPOINT_EVERY as i64 * 2 + 5;
        for id in 1..=sessions {
            let interaction = format!("i-{id}");
            store
                .commit(&Change {
                    session: Some(&record(id, Status::Playing)),
                    interaction: Some(&interaction),
                    at: id,
                    ..Change::default()
                })
                .unwrap();
        }
        drop(store);
        assert!(
            !dir.path().join("p.db-wal").exists(),
            "the checkpoint thread stopped first, so the store's own connection closed last and folded the WAL in"
        );
        let mut store = SqliteStore::open(&path).unwrap();
        assert_eq!(store.open_sessions().unwrap().len(), sessions as usize);
        assert!(store.interaction_seen(&format!("i-{sessions}")).unwrap());
    }

    #[test]
    fn the_checkpoint_thread_folds_the_wal_in_while_the_store_is_open() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.db");
        let mut store = SqliteStore::open(&path).unwrap();
        // The schema is still in the WAL: the database file holds its header page.
        let opened = std::fs::metadata(&path).unwrap().len();
        for id in 1..=CHECKPOINT_EVERY as i64 {
            store
                .commit(&Change {
                    session: Some(&record(id, Status::Playing)),
                    at: id,
                    ..Change::default()
                })
                .unwrap();
        }
        // No commit checkpoints inline below the backstop; the database file grows
        // only when the checkpoint thread copies the WAL into it. (A bound on the
        // wait, not on the speed: it only fails if the thread never does.)
        let deadline = std::time::Instant::now() + Duration::from_secs(120);
        while std::fs::metadata(&path).unwrap().len() <= opened {
            assert!(std::time::Instant::now() < deadline, "the WAL was never checkpointed");
            std::thread::sleep(Duration::from_millis(10));
        }
        assert_eq!(store.open_sessions().unwrap().len(), CHECKPOINT_EVERY as usize);
    }
}
