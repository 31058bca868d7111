//! The SQLite store: WAL, migrations at start, one transaction per change.

use super::error::StoreError;
use super::ledger::{self, Account, JournalRow, Reason, Standing};
use super::lock::DbLock;
use super::model::{
    Change, FinishedGame, GameResult, LogEntry, OutboxPost, OutboxRow, RatedPlayer, SessionRecord, Status, Store,
};
use super::ratings;
use crate::clock::Millis;
use anyhow::Context;
use rusqlite::{params, Connection, OptionalExtension};
use rusqlite_migration::{Migrations, M};
use std::collections::HashMap;
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
];

/// The migration that added ratings (0005): a database older than it has its
/// earlier results rated when it is opened.
const RATINGS_MIGRATION: usize = 5;

/// Sessions, the move log, results and interactions in one SQLite file.
pub struct SqliteStore {
    // Dropped first: the checkpoint thread stops before `conn` closes, so `conn`
    // is the last connection and folds the WAL into the database as it closes.
    checkpointer: Checkpointer,
    conn: Connection,
    /// The version of each open session as this store last read or wrote it: a
    /// commit expects the row still there (see [`Store`]).
    versions: HashMap<i64, i64>,
    // Dropped last: no other process may open the file while this one has it.
    _lock: DbLock,
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
        Migrations::from_slice(MIGRATIONS)
            .to_latest(&mut conn)
            .with_context(|| format!("cannot migrate the database {}", path.display()))?;
        if matches!(before, rusqlite_migration::SchemaVersion::Inside(v) if v.get() < RATINGS_MIGRATION) {
            // Results from before ratings existed are rated once, in order.
            let tx = conn.transaction()?;
            let rated = ratings::rebuild(&tx)?;
            tx.commit()?;
            tracing::info!(rated, "rated the games finished before ratings existed");
        }
        // Checkpoints run on their own thread; this connection checkpoints only as
        // a last resort.
        conn.pragma_update(None, "wal_autocheckpoint", WAL_LAST_RESORT_PAGES)?;
        let checkpointer = Checkpointer::start(path)?;
        Ok(SqliteStore {
            conn,
            versions: HashMap::new(),
            checkpointer,
            _lock: lock,
        })
    }
}

/// A session's move log, in order, from any connection to a Parlor database
/// (`parlor replay --db` reads one without the store's lock).
pub fn read_move_log(conn: &Connection, session: i64) -> rusqlite::Result<Vec<LogEntry>> {
    let mut stmt =
        conn.prepare_cached("SELECT ply, seat, member, notation, at FROM moves WHERE session_id = ?1 ORDER BY ply")?;
    let rows = stmt.query_map([session], |r| {
        Ok(LogEntry {
            ply: r.get(0)?,
            seat: r.get(1)?,
            member: r.get::<_, i64>(2)? as u64,
            notation: r.get(3)?,
            at: r.get(4)?,
        })
    })?;
    rows.collect()
}

impl Store for SqliteStore {
    /// A record that is not a session's JSON is left out and logged with its id
    /// and channel, as a record that won't restore is (`parlor audit` lists
    /// both): one damaged row must not keep every other game from resuming.
    fn open_sessions(&mut self) -> Result<Vec<SessionRecord>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, channel, record, version FROM sessions WHERE status <> 'finished' ORDER BY id",
        )?;
        let mut rows = stmt.query([])?;
        let mut records = Vec::new();
        while let Some(row) = rows.next()? {
            let id: i64 = row.get(0)?;
            let record = row
                .get_ref(2)?
                .as_str()
                .map_err(|e| StoreError::Database(e.into()))
                .and_then(|json| serde_json::from_str::<SessionRecord>(json).map_err(StoreError::from));
            match record {
                Ok(record) => {
                    self.versions.insert(id, row.get(3)?);
                    records.push(record)
                }
                Err(e) => {
                    let channel: String = row.get(1).unwrap_or_default();
                    tracing::error!(
                        session = id,
                        channel = %channel,
                        "cannot resume session {id} in channel {channel}: its stored record is unreadable ({e}); \
                         the other games resume without it"
                    );
                }
            }
        }
        Ok(records)
    }

    fn max_session_id(&mut self) -> Result<i64, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT COALESCE(MAX(id), 0) FROM sessions", [], |r| r.get(0))?)
    }

    fn latest_time(&mut self) -> Result<Option<Millis>, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT MAX(updated_at) FROM sessions", [], |r| r.get(0))?)
    }

    fn interaction_seen(&mut self, id: &str) -> Result<bool, StoreError> {
        let mut stmt = self.conn.prepare_cached("SELECT 1 FROM interactions WHERE id = ?1")?;
        Ok(stmt.query_row([id], |_| Ok(())).optional()?.is_some())
    }

    fn commit(&mut self, change: &Change<'_>) -> Result<(), StoreError> {
        let _gate = self.checkpointer.shared.gate();
        let tx = self.conn.transaction()?;
        let mut written_version = 0;
        if let Some(s) = change.session {
            // Sized for the whole record up front rather than grown from 128 bytes
            // by doubling (the game's state is most of it).
            let state = s.state.as_ref().map_or(0, |state| state.0.get().len());
            let mut record = Vec::with_capacity(state + 512);
            serde_json::to_writer(&mut record, s)?;
            let record = String::from_utf8(record).map_err(|e| StoreError::Corrupt(serde::ser::Error::custom(e)))?;
            // The version this change was built on: the one read or written last,
            // or, for a session this store never held (a finished game's record),
            // whatever is stored.
            let expected = match self.versions.get(&s.id) {
                Some(v) => *v,
                None => tx
                    .prepare_cached("SELECT version FROM sessions WHERE id = ?1")?
                    .query_row([s.id], |r| r.get(0))
                    .optional()?
                    .unwrap_or(0),
            };
            // Most changes (every move) leave the status as it was: an update that
            // doesn't name the status leaves the `sessions_open` index alone, one
            // page fewer to write to the WAL and to checkpoint.
            let same_status = tx
                .prepare_cached(
                    "UPDATE sessions SET updated_at = ?2, record = ?3, version = ?5 + 1
                     WHERE id = ?1 AND status = ?4 AND version = ?5",
                )?
                .execute(params![s.id, s.updated_at, record, s.status.as_str(), expected])?;
            if same_status == 0 {
                let written = tx
                    .prepare_cached(
                        "INSERT INTO sessions (id, channel, game, status, created_at, updated_at, record, version)
                         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 1)
                         ON CONFLICT (id) DO UPDATE SET status = excluded.status,
                             updated_at = excluded.updated_at, record = excluded.record, version = ?8 + 1
                         WHERE sessions.version = ?8",
                    )?
                    .execute(params![
                        s.id,
                        s.channel,
                        s.game,
                        s.status.as_str(),
                        s.created_at,
                        s.updated_at,
                        record,
                        expected
                    ])?;
                if written == 0 {
                    return Err(StoreError::Conflict);
                }
            }
            written_version = expected + 1;
            let mut log = tx.prepare_cached(
                "INSERT INTO moves (session_id, ply, seat, member, notation, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?;
            for e in &change.log {
                log.execute(params![s.id, e.ply, e.seat, e.member as i64, e.notation, e.at])?;
            }
            if let Some(result) = &change.result {
                let players = serde_json::to_string(&s.seats)?;
                tx.prepare_cached(
                    "INSERT INTO results (session_id, game, finished_at, outcome, winner, reason, players, server,
                         winner_seat)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                )?
                .execute(params![
                    s.id,
                    s.game,
                    change.at,
                    result.outcome,
                    result.winner.map(|w| w as i64),
                    result.reason,
                    players,
                    s.server.as_deref().unwrap_or_default(),
                    result.winner_seat
                ])?;
                let server = s.server.as_deref().unwrap_or_default();
                ratings::record(&tx, server, &s.game, s.id, &s.seats, result, change.at)?;
            }
        }
        if let Some(id) = change.interaction {
            tx.prepare_cached("INSERT INTO interactions (id, session_id, at) VALUES (?1, ?2, ?3)")?
                .execute(params![id, change.session.map(|s| s.id), change.at])?;
        }
        let mut outbox = tx.prepare_cached(
            "INSERT INTO outbox (id, channel, post, created_at, next_at) VALUES (?1, ?2, ?3, ?4, ?4)",
        )?;
        for post in &change.posts {
            outbox.execute(params![post.id, post.channel, post.post, change.at])?;
        }
        drop(outbox);
        ledger::write_names(&tx, &change.names)?;
        ledger::write_postings::<StoreError>(&tx, &change.postings, &change.limits, change.interaction, change.at)?;
        tx.commit()?;
        self.checkpointer.committed();
        if let Some(s) = change.session {
            if s.status == Status::Finished {
                self.versions.remove(&s.id);
            } else {
                self.versions.insert(s.id, written_version);
            }
        }
        Ok(())
    }

    fn move_log(&mut self, session: i64) -> Result<Vec<LogEntry>, StoreError> {
        Ok(read_move_log(&self.conn, session)?)
    }

    fn result(&mut self, session: i64) -> Result<Option<GameResult>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT outcome, winner, reason FROM results WHERE session_id = ?1",
                [session],
                |r| {
                    Ok(GameResult {
                        outcome: r.get(0)?,
                        winner: r.get::<_, Option<i64>>(1)?.map(|w| w as u64),
                        reason: r.get(2)?,
                        winner_seat: None,
                    })
                },
            )
            .optional()?)
    }

    fn balance(&mut self, guild: &str, account: &Account) -> Result<i64, StoreError> {
        Ok(ledger::balance(&self.conn, guild, account)?)
    }

    fn posting_exists(&mut self, key: &str) -> Result<bool, StoreError> {
        Ok(ledger::key_exists(&self.conn, key)?)
    }

    fn journal(&mut self, guild: &str, account: &Account, limit: u32) -> Result<Vec<JournalRow>, StoreError> {
        Ok(ledger::journal(&self.conn, guild, account, limit)?)
    }

    fn last_received(&mut self, guild: &str, account: &Account, reason: Reason) -> Result<Option<Millis>, StoreError> {
        Ok(ledger::last_received(&self.conn, guild, account, reason)?)
    }

    fn leaderboard(&mut self, guild: &str, limit: u32) -> Result<Vec<Standing>, StoreError> {
        Ok(ledger::leaderboard(&self.conn, guild, limit)?)
    }

    fn rating(&mut self, server: &str, game: &str, player: &str) -> Result<Option<RatedPlayer>, StoreError> {
        Ok(ratings::standing(&self.conn, server, game, player)?)
    }

    fn ratings_of(&mut self, server: &str, player: &str) -> Result<Vec<(String, RatedPlayer)>, StoreError> {
        Ok(ratings::standings(&self.conn, server, player)?)
    }

    fn rating_leaders(&mut self, server: &str, game: &str, min_games: u32) -> Result<Vec<RatedPlayer>, StoreError> {
        Ok(ratings::leaders(&self.conn, server, game, min_games)?)
    }

    fn rating_curve(&mut self, server: &str, game: &str, player: &str) -> Result<Vec<(Millis, f64, f64)>, StoreError> {
        Ok(ratings::curve(&self.conn, server, game, player)?)
    }

    fn notify(&mut self, member: u64) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .prepare_cached("SELECT notify FROM member_settings WHERE member = ?1")?
            .query_row([member as i64], |r| r.get::<_, bool>(0))
            .optional()?
            .unwrap_or(true))
    }

    fn set_notify(&mut self, member: u64, on: bool) -> Result<(), StoreError> {
        self.conn
            .prepare_cached(
                "INSERT INTO member_settings (member, notify) VALUES (?1, ?2)
                 ON CONFLICT (member) DO UPDATE SET notify = excluded.notify",
            )?
            .execute(params![member as i64, on])?;
        Ok(())
    }

    fn max_outbox_id(&mut self) -> Result<i64, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT COALESCE(MAX(id), 0) FROM outbox", [], |r| r.get(0))?)
    }

    fn outbox_due(&mut self, now: Millis, limit: u32) -> Result<Vec<OutboxRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, channel, post, attempts FROM outbox WHERE done_at IS NULL AND next_at <= ?1
             ORDER BY id LIMIT ?2",
        )?;
        let rows = stmt.query_map(params![now, limit], |r| {
            Ok(OutboxRow {
                post: OutboxPost {
                    id: r.get(0)?,
                    channel: r.get(1)?,
                    post: r.get(2)?,
                },
                attempts: r.get(3)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn outbox_done(&mut self, id: i64, at: Millis, outcome: &str) -> Result<(), StoreError> {
        self.conn
            .prepare_cached("UPDATE outbox SET done_at = ?2, outcome = ?3, attempts = attempts + 1 WHERE id = ?1")?
            .execute(params![id, at, outcome])?;
        Ok(())
    }

    fn outbox_retry(&mut self, id: i64, next_at: Millis) -> Result<(), StoreError> {
        self.conn
            .prepare_cached("UPDATE outbox SET next_at = ?2, attempts = attempts + 1 WHERE id = ?1")?
            .execute(params![id, next_at])?;
        Ok(())
    }

    fn session_record(&mut self, id: i64) -> Result<Option<SessionRecord>, StoreError> {
        let json: Option<String> = self
            .conn
            .prepare_cached("SELECT record FROM sessions WHERE id = ?1")?
            .query_row([id], |r| r.get(0))
            .optional()?;
        Ok(json.map(|j| serde_json::from_str(&j)).transpose()?)
    }

    fn last_game_in(&mut self, channel: &str, member: u64) -> Result<Option<SessionRecord>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT s.record FROM sessions s JOIN results r ON r.session_id = s.id
             WHERE s.channel = ?1 AND r.outcome IN ('won', 'draw', 'ended', 'abandoned')
               AND EXISTS (SELECT 1 FROM json_each(r.players) WHERE json_extract(value, '$.id') = ?2)
             ORDER BY r.finished_at DESC, s.id DESC LIMIT 1",
        )?;
        let json: Option<String> = stmt
            .query_row(params![channel, member as i64], |r| r.get(0))
            .optional()?;
        Ok(json.map(|j| serde_json::from_str(&j)).transpose()?)
    }

    fn finished_games(
        &mut self,
        server: &str,
        member: Option<u64>,
        game: Option<&str>,
        limit: u32,
    ) -> Result<Vec<FinishedGame>, StoreError> {
        Ok(ratings::finished(&self.conn, server, member, game, limit)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{recompute_ratings, LedgerError, Limit, Player, Posting, Status};

    fn record(id: i64, status: Status) -> SessionRecord {
        SessionRecord {
            id,
            channel: "general".into(),
            game: "hot-spot".into(),
            status,
            seats: vec![Player::member(1, "alice".into())],
            challenged: None,
            options: String::new(),
            seed: 7,
            rng_state: 7,
            state: None,
            ply: 0,
            created_at: 1,
            updated_at: 2,
            turn_started_at: 2,
            expires_at: 3,
            draw_votes: Vec::new(),
            end_votes: Vec::new(),
            timeout_announced: false,
            reminded: false,
            lobby: false,
            secret_salts: Vec::new(),
            commitments: Vec::new(),
            server: None,
            first_bet_at: None,
            chip_sizes: Default::default(),
            rematch_of: None,
            rematch_ready: Vec::new(),
        }
    }

    #[test]
    fn a_committed_change_survives_reopening_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("parlor.db");
        let mut store = SqliteStore::open(&path).unwrap();
        let open = record(1, Status::Playing);
        let log = vec![LogEntry {
            ply: 1,
            seat: 0,
            member: 1,
            notation: "d1".into(),
            at: 2,
        }];
        store
            .commit(&Change {
                session: Some(&open),
                log: log.clone(),
                result: None,
                interaction: Some("i-1"),
                at: 2,
                ..Change::default()
            })
            .unwrap();
        let done = record(2, Status::Finished);
        let result = GameResult {
            outcome: "draw".into(),
            winner: None,
            reason: "agreed".into(),
            winner_seat: None,
        };
        store
            .commit(&Change {
                session: Some(&done),
                log: vec![],
                result: Some(result.clone()),
                interaction: None,
                at: 3,
                ..Change::default()
            })
            .unwrap();
        drop(store);

        let mut store = SqliteStore::open(&path).unwrap();
        assert_eq!(store.open_sessions().unwrap(), vec![open]);
        assert_eq!(store.move_log(1).unwrap(), log);
        assert_eq!(store.result(2).unwrap(), Some(result));
        assert!(store.interaction_seen("i-1").unwrap());
        assert!(!store.interaction_seen("i-2").unwrap());
        assert_eq!(store.max_session_id().unwrap(), 2);
    }

    #[test]
    fn a_failing_change_writes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = SqliteStore::open(&dir.path().join("p.db")).unwrap();
        let s = record(1, Status::Playing);
        store
            .commit(&Change {
                session: Some(&s),
                log: vec![],
                result: None,
                interaction: Some("dup"),
                at: 1,
                ..Change::default()
            })
            .unwrap();
        let mut changed = s.clone();
        changed.ply = 1;
        let entry = LogEntry {
            ply: 1,
            seat: 0,
            member: 1,
            notation: "d1".into(),
            at: 2,
        };
        // The interaction id is already used, so the whole transaction must roll back.
        let err = store.commit(&Change {
            session: Some(&changed),
            log: vec![entry],
            result: None,
            interaction: Some("dup"),
            at: 2,
            ..Change::default()
        });
        assert!(err.is_err());
        assert_eq!(store.open_sessions().unwrap(), vec![s]);
        assert!(store.move_log(1).unwrap().is_empty());
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
        assert!(recompute_ratings(&store.conn).unwrap().is_empty());
        let history = store.finished_games("s1", Some(8), None, 10).unwrap();
        assert_eq!(history.len(), 2, "both finished games are in the history");
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

    fn grant(key: &str, member: u64, amount: i64) -> Posting {
        let mut p = Posting::transfer("g", Reason::Grant, Account::Mint, Account::Member(member), amount);
        p.key = key.into();
        p
    }

    #[test]
    fn a_posting_that_overdraws_rolls_back_the_whole_change() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = SqliteStore::open(&dir.path().join("p.db")).unwrap();
        store
            .commit(&Change {
                postings: vec![grant("k1", 7, 100)],
                ..Change::default()
            })
            .unwrap();
        let s = record(1, Status::Playing);
        let mut spend = Posting::transfer("g", Reason::Bet, Account::Member(7), Account::Escrow(1), 101);
        spend.key = "k2".into();
        let err = store
            .commit(&Change {
                session: Some(&s),
                interaction: Some("i-9"),
                postings: vec![spend],
                ..Change::default()
            })
            .unwrap_err();
        assert!(matches!(
            err.ledger(),
            Some(LedgerError::Insufficient { balance: -1, .. })
        ));
        assert!(
            store.open_sessions().unwrap().is_empty(),
            "the session write rolled back too"
        );
        assert!(!store.interaction_seen("i-9").unwrap());
        assert_eq!(store.balance("g", &Account::Member(7)).unwrap(), 100);
    }

    #[test]
    fn a_change_past_an_accounts_limit_rolls_back_and_one_within_it_is_written() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = SqliteStore::open(&dir.path().join("p.db")).unwrap();
        let limit = |member: u64, cap: i64| Limit {
            guild: "g".into(),
            account: Account::Member(member),
            cap,
        };
        store
            .commit(&Change {
                postings: vec![grant("k1", 7, 100)],
                ..Change::default()
            })
            .unwrap();
        // Member 7 may hold at most 150 after the change (open tables may pay it
        // the rest): a grant of 60 is refused, whole, and one of 50 is written.
        let err = store
            .commit(&Change {
                postings: vec![grant("k2", 7, 60), grant("k3", 8, 5)],
                limits: vec![limit(7, 150)],
                ..Change::default()
            })
            .unwrap_err();
        assert_eq!(
            err.ledger(),
            Some(&LedgerError::NoRoom {
                account: Account::Member(7)
            })
        );
        assert_eq!(store.balance("g", &Account::Member(7)).unwrap(), 100);
        assert_eq!(store.balance("g", &Account::Member(8)).unwrap(), 0);
        // A limit on an account no posting touches is checked too.
        let err = store
            .commit(&Change {
                postings: vec![grant("k4", 8, 5)],
                limits: vec![limit(7, 99)],
                ..Change::default()
            })
            .unwrap_err();
        assert!(matches!(err.ledger(), Some(LedgerError::NoRoom { .. })));
        store
            .commit(&Change {
                postings: vec![grant("k5", 7, 50)],
                limits: vec![limit(7, 150)],
                ..Change::default()
            })
            .unwrap();
        assert_eq!(store.balance("g", &Account::Member(7)).unwrap(), 150);
    }

    #[test]
    fn a_once_posting_is_written_once_and_the_ledger_is_append_only() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.db");
        let mut store = SqliteStore::open(&path).unwrap();
        let mut welcome = grant("welcome:g:7", 7, 1000);
        welcome.once = true;
        for _ in 0..2 {
            store
                .commit(&Change {
                    postings: vec![welcome.clone()],
                    ..Change::default()
                })
                .unwrap();
        }
        assert_eq!(store.balance("g", &Account::Member(7)).unwrap(), 1000);
        assert!(store.posting_exists("welcome:g:7").unwrap());
        // The same key without `once` is a duplicate and fails.
        welcome.once = false;
        assert!(store
            .commit(&Change {
                postings: vec![welcome],
                ..Change::default()
            })
            .is_err());
        let conn = Connection::open(&path).unwrap();
        for sql in [
            "UPDATE ledger_entries SET amount = 5",
            "DELETE FROM ledger_entries",
            "UPDATE ledger_txns SET reason = 'x'",
            "DELETE FROM ledger_txns",
        ] {
            let e = conn.execute(sql, []).unwrap_err();
            assert!(e.to_string().contains("append-only"), "{sql}: {e}");
        }
    }

    #[test]
    fn an_unbalanced_posting_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = SqliteStore::open(&dir.path().join("p.db")).unwrap();
        let mut p = grant("k", 7, 10);
        p.entries[0].1 = -9;
        let err = store
            .commit(&Change {
                postings: vec![p],
                ..Change::default()
            })
            .unwrap_err();
        assert!(matches!(err.ledger(), Some(LedgerError::Unbalanced { .. })));
        assert_eq!(store.balance("g", &Account::Member(7)).unwrap(), 0);
    }
}
