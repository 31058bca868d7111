//! The SQLite store: WAL, migrations at start, one transaction per change.

use super::ledger::{self, Account, JournalRow, Reason, Standing};
use super::{Change, GameResult, LogEntry, SessionRecord, Store};
use crate::table::Millis;
use anyhow::Context;
use rusqlite::{params, Connection, OptionalExtension};
use rusqlite_migration::{Migrations, M};
use std::path::Path;

const MIGRATIONS: &[M<'static>] = &[
    M::up(include_str!("../../migrations/0001_sessions.sql")),
    M::up(include_str!("../../migrations/0002_ledger.sql")),
    M::up(include_str!("../../migrations/0003_balances.sql")),
];

/// Sessions, the move log, results and interactions in one SQLite file.
pub struct SqliteStore {
    conn: Connection,
}

impl SqliteStore {
    /// Opens (or creates) the database at `path` and brings its schema up to date.
    pub fn open(path: &Path) -> anyhow::Result<SqliteStore> {
        let mut conn =
            Connection::open(path).with_context(|| format!("cannot open the database {}", path.display()))?;
        // WAL with synchronous=NORMAL survives a crash of the process (every
        // committed transaction is in the WAL file); FULL would also survive a power
        // cut at about 15× the cost per commit.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        Migrations::from_slice(MIGRATIONS)
            .to_latest(&mut conn)
            .with_context(|| format!("cannot migrate the database {}", path.display()))?;
        Ok(SqliteStore { conn })
    }
}

fn to_record(json: String) -> rusqlite::Result<SessionRecord> {
    serde_json::from_str(&json)
        .map_err(|e| rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, Box::new(e)))
}

impl Store for SqliteStore {
    fn open_sessions(&mut self) -> anyhow::Result<Vec<SessionRecord>> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT record FROM sessions WHERE status <> 'finished' ORDER BY id")?;
        let rows = stmt.query_map([], |row| to_record(row.get(0)?))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn max_session_id(&mut self) -> anyhow::Result<i64> {
        Ok(self
            .conn
            .query_row("SELECT COALESCE(MAX(id), 0) FROM sessions", [], |r| r.get(0))?)
    }

    fn latest_time(&mut self) -> anyhow::Result<Option<Millis>> {
        Ok(self
            .conn
            .query_row("SELECT MAX(updated_at) FROM sessions", [], |r| r.get(0))?)
    }

    fn interaction_seen(&mut self, id: &str) -> anyhow::Result<bool> {
        let mut stmt = self.conn.prepare_cached("SELECT 1 FROM interactions WHERE id = ?1")?;
        Ok(stmt.query_row([id], |_| Ok(())).optional()?.is_some())
    }

    fn commit(&mut self, change: &Change<'_>) -> anyhow::Result<()> {
        let tx = self.conn.transaction()?;
        if let Some(s) = change.session {
            let record = serde_json::to_string(s)?;
            let mut upsert = tx.prepare_cached(
                "INSERT INTO sessions (id, channel, game, status, created_at, updated_at, record)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                 ON CONFLICT (id) DO UPDATE SET status = excluded.status,
                     updated_at = excluded.updated_at, record = excluded.record",
            )?;
            upsert.execute(params![
                s.id,
                s.channel,
                s.game,
                s.status.as_str(),
                s.created_at,
                s.updated_at,
                record
            ])?;
            let mut log = tx.prepare_cached(
                "INSERT INTO moves (session_id, ply, seat, member, notation, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?;
            for e in &change.log {
                log.execute(params![s.id, e.ply, e.seat, e.member as i64, e.notation, e.at])?;
            }
            if let Some(result) = &change.result {
                let players = serde_json::to_string(&s.seats)?;
                tx.prepare_cached(
                    "INSERT INTO results (session_id, game, finished_at, outcome, winner, reason, players)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                )?
                .execute(params![
                    s.id,
                    s.game,
                    change.at,
                    result.outcome,
                    result.winner.map(|w| w as i64),
                    result.reason,
                    players
                ])?;
            }
        }
        if let Some(id) = change.interaction {
            tx.prepare_cached("INSERT INTO interactions (id, session_id, at) VALUES (?1, ?2, ?3)")?
                .execute(params![id, change.session.map(|s| s.id), change.at])?;
        }
        ledger::write_names(&tx, &change.names)?;
        ledger::write_postings(&tx, &change.postings, change.interaction, change.at)?;
        tx.commit()?;
        Ok(())
    }

    fn move_log(&mut self, session: i64) -> anyhow::Result<Vec<LogEntry>> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT ply, seat, member, notation, at FROM moves WHERE session_id = ?1 ORDER BY ply")?;
        let rows = stmt.query_map([session], |r| {
            Ok(LogEntry {
                ply: r.get(0)?,
                seat: r.get(1)?,
                member: r.get::<_, i64>(2)? as u64,
                notation: r.get(3)?,
                at: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn result(&mut self, session: i64) -> anyhow::Result<Option<GameResult>> {
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
                    })
                },
            )
            .optional()?)
    }

    fn balance(&mut self, guild: &str, account: &Account) -> anyhow::Result<i64> {
        ledger::balance(&self.conn, guild, account)
    }

    fn posting_exists(&mut self, key: &str) -> anyhow::Result<bool> {
        ledger::key_exists(&self.conn, key)
    }

    fn journal(&mut self, guild: &str, account: &Account, limit: u32) -> anyhow::Result<Vec<JournalRow>> {
        ledger::journal(&self.conn, guild, account, limit)
    }

    fn last_received(&mut self, guild: &str, account: &Account, reason: Reason) -> anyhow::Result<Option<Millis>> {
        ledger::last_received(&self.conn, guild, account, reason)
    }

    fn leaderboard(&mut self, guild: &str, limit: u32) -> anyhow::Result<Vec<Standing>> {
        ledger::leaderboard(&self.conn, guild, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{LedgerError, Player, Posting, Status};

    fn record(id: i64, status: Status) -> SessionRecord {
        SessionRecord {
            id,
            channel: "general".into(),
            game: "hot-spot".into(),
            status,
            seats: vec![Player {
                id: 1,
                name: "alice".into(),
            }],
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
            lobby: false,
            secret_salts: Vec::new(),
            commitments: Vec::new(),
            server: None,
            first_bet_at: None,
            chip_sizes: Default::default(),
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
            err.downcast_ref::<LedgerError>(),
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
        assert!(matches!(
            err.downcast_ref::<LedgerError>(),
            Some(LedgerError::Unbalanced { .. })
        ));
        assert_eq!(store.balance("g", &Account::Member(7)).unwrap(), 0);
    }
}
