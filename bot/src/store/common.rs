//! The store's queries that read and write alike on both backends, written once
//! over [`Db`]: sessions with their versions, the move log, results, handled
//! interactions, the outbox's rows, members' settings, and the body of a commit
//! (everything one [`Change`] writes inside its transaction). Each store keeps
//! what only it does: SQLite its file, lock and checkpoints; PostgreSQL its
//! connection, sequences, refreshes and outbox claims.

use super::badges;
use super::db::{first, params, scalar, Db, Dialect, Row};
use super::error::StoreError;
use super::ledger;
use super::model::{
    Assumed, Change, GameResult, LogEntry, OutboxBacklog, OutboxPost, OutboxRow, ServerSetting, SessionRecord,
    SettingChange, SettingLogged, Status, TournamentRecord, TournamentStatus,
};
use super::outbox;
use super::ratings;
use crate::clock::Millis;
use std::collections::HashMap;

/// Each open session's version as a store last read or wrote it (see
/// [`Store`](super::Store)).
pub(super) type Versions = HashMap<i64, i64>;

/// A session's record from a `record` column.
pub(super) fn parse_record(row: &Row, column: usize) -> Result<SessionRecord, StoreError> {
    let json: String = row.get(column)?;
    Ok(serde_json::from_str(&json)?)
}

/// Reads rows of `(id, channel, record, version)`, remembering each version. A
/// record that is not a session's JSON is left out and logged with its id and
/// channel, as a record that won't restore is (`parlor audit` lists both): one
/// damaged row must not keep every other game from resuming.
pub(super) fn sessions_from(rows: Vec<Row>, versions: &mut Versions) -> Result<Vec<SessionRecord>, StoreError> {
    let mut records = Vec::with_capacity(rows.len());
    for row in rows {
        let id: i64 = row.get(0)?;
        match parse_record(&row, 2) {
            Ok(record) => {
                versions.insert(id, row.get(3)?);
                records.push(record);
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

/// Every session not yet finished, oldest first; their versions are remembered.
pub(super) fn open_sessions(db: &mut dyn Db, versions: &mut Versions) -> Result<Vec<SessionRecord>, StoreError> {
    let rows = db.query(
        "SELECT id, channel, record, version FROM sessions WHERE status <> 'finished' ORDER BY id",
        &[],
    )?;
    sessions_from(rows, versions)
}

/// The highest session id ever stored (0 when none).
pub(super) fn max_session_id(db: &mut dyn Db) -> Result<i64, StoreError> {
    Ok(scalar(db, "SELECT COALESCE(MAX(id), 0) FROM sessions", &[])?.unwrap_or(0))
}

/// The latest time any session was touched, or a season started or ended
/// (issue 32: a season's rollover is activity too).
pub(super) fn latest_time(db: &mut dyn Db) -> Result<Option<Millis>, StoreError> {
    Ok(scalar::<Option<Millis>>(
        db,
        "SELECT MAX(t) FROM (SELECT MAX(updated_at) AS t FROM sessions
                             UNION ALL SELECT MAX(started_at) FROM seasons
                             UNION ALL SELECT MAX(ended_at) FROM seasons) AS times",
        &[],
    )?
    .flatten())
}

/// Whether this interaction was already applied.
pub(super) fn interaction_seen(db: &mut dyn Db, id: &str) -> Result<bool, StoreError> {
    Ok(first(db, "SELECT 1 FROM interactions WHERE id = ?1", params![id])?.is_some())
}

/// A session's move log, in order.
pub(super) fn move_log(db: &mut dyn Db, session: i64) -> Result<Vec<LogEntry>, StoreError> {
    db.query(
        "SELECT ply, seat, member, notation, at FROM moves WHERE session_id = ?1 ORDER BY ply",
        params![session],
    )?
    .iter()
    .map(|r| {
        Ok(LogEntry {
            ply: r.get(0)?,
            seat: r.get(1)?,
            member: r.get(2)?,
            notation: r.get(3)?,
            at: r.get(4)?,
        })
    })
    .collect()
}

/// A finished session's result, if recorded.
pub(super) fn result(db: &mut dyn Db, session: i64) -> Result<Option<GameResult>, StoreError> {
    first(
        db,
        "SELECT outcome, winner, reason FROM results WHERE session_id = ?1",
        params![session],
    )?
    .map(|r| {
        Ok(GameResult {
            outcome: r.get(0)?,
            winner: r.get(1)?,
            reason: r.get(2)?,
            winner_seat: None,
        })
    })
    .transpose()
}

/// Whether `member` wants turn reminders (yes unless they said no).
pub(super) fn notify(db: &mut dyn Db, member: u64) -> Result<bool, StoreError> {
    Ok(scalar(
        db,
        "SELECT notify FROM member_settings WHERE member = ?1",
        params![member],
    )?
    .unwrap_or(true))
}

/// Records `member`'s `/notify on|off`.
pub(super) fn set_notify(db: &mut dyn Db, member: u64, on: bool) -> Result<(), StoreError> {
    db.execute(
        "INSERT INTO member_settings (member, notify) VALUES (?1, ?2)
         ON CONFLICT (member) DO UPDATE SET notify = excluded.notify",
        params![member, on],
    )?;
    Ok(())
}

/// Every setting `server` has changed, by key (issue 21).
pub(super) fn server_settings(db: &mut dyn Db, server: &str) -> Result<Vec<ServerSetting>, StoreError> {
    db.query(
        "SELECT setting, value, changed_by, changed_by_name, changed_at FROM server_settings
         WHERE server = ?1 ORDER BY setting",
        params![server],
    )?
    .iter()
    .map(|r| {
        Ok(ServerSetting {
            key: r.get(0)?,
            value: r.get(1)?,
            by: r.get(2)?,
            by_name: r.get(3)?,
            at: r.get(4)?,
        })
    })
    .collect()
}

/// Sets or resets one of a server's settings and logs the change, inside the
/// caller's transaction; the value it replaced.
pub(super) fn set_server_setting(tx: &mut dyn Db, change: &SettingChange<'_>) -> Result<Option<String>, StoreError> {
    if let Some(id) = change.interaction {
        // A repeated interaction fails here, on the key, and writes nothing.
        tx.execute(
            "INSERT INTO interactions (id, session_id, at) VALUES (?1, NULL, ?2)",
            params![id, change.at],
        )?;
    }
    let lock = match tx.dialect() {
        Dialect::Postgres => " FOR UPDATE",
        Dialect::Sqlite => "",
    };
    let old: Option<String> = scalar::<Option<String>>(
        tx,
        &format!("SELECT value FROM server_settings WHERE server = ?1 AND setting = ?2{lock}"),
        params![change.server, change.key],
    )?
    .flatten();
    tx.execute(
        "INSERT INTO server_settings (server, setting, value, changed_by, changed_by_name, changed_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (server, setting) DO UPDATE SET value = excluded.value, changed_by = excluded.changed_by,
             changed_by_name = excluded.changed_by_name, changed_at = excluded.changed_at",
        params![
            change.server,
            change.key,
            change.value,
            change.by,
            change.by_name,
            change.at
        ],
    )?;
    tx.execute(
        "INSERT INTO server_setting_log (server, setting, old_value, new_value, changed_by, changed_by_name, changed_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            change.server,
            change.key,
            old,
            change.value,
            change.by,
            change.by_name,
            change.at
        ],
    )?;
    if change.restarts_rank_roles {
        super::roles::restart(tx, change.server)?;
    }
    outbox::write_posts(tx, &change.posts, change.at)?;
    Ok(old)
}

/// The latest `limit` changes of `server`'s settings, oldest first.
pub(super) fn setting_log(db: &mut dyn Db, server: &str, limit: u32) -> Result<Vec<SettingLogged>, StoreError> {
    let mut rows = db
        .query(
            "SELECT setting, old_value, new_value, changed_by, changed_by_name, changed_at FROM server_setting_log
             WHERE server = ?1 ORDER BY id DESC LIMIT ?2",
            params![server, limit],
        )?
        .iter()
        .map(|r| {
            Ok(SettingLogged {
                key: r.get(0)?,
                old: r.get(1)?,
                new: r.get(2)?,
                by: r.get(3)?,
                by_name: r.get(4)?,
                at: r.get(5)?,
            })
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
    rows.reverse();
    Ok(rows)
}

/// The highest outbox id ever used (0 when none).
pub(super) fn max_outbox_id(db: &mut dyn Db) -> Result<i64, StoreError> {
    Ok(scalar(db, "SELECT COALESCE(MAX(id), 0) FROM outbox", &[])?.unwrap_or(0))
}

/// The `next_at` of a held outbox post ([`Store::outbox_hold`]): never due.
const OUTBOX_HELD: Millis = Millis::MAX;

/// Holds outbox post `id`: one more attempt, and never due again.
pub(super) fn outbox_hold(db: &mut dyn Db, id: i64) -> Result<(), StoreError> {
    db.execute(
        "UPDATE outbox SET next_at = ?2, attempts = attempts + 1 WHERE id = ?1",
        params![id, OUTBOX_HELD],
    )?;
    Ok(())
}

/// The undone posts held for `channel`, oldest first.
pub(super) fn outbox_held(db: &mut dyn Db, channel: &str) -> Result<Vec<OutboxRow>, StoreError> {
    db.query(
        "SELECT id, channel, post, attempts FROM outbox
         WHERE done_at IS NULL AND channel = ?1 AND next_at = ?2 ORDER BY id",
        params![channel, OUTBOX_HELD],
    )?
    .iter()
    .map(outbox_row)
    .collect()
}

/// What waits in the outbox: the undone posts, due or not, held ones
/// counted apart, and the oldest waiting one's time.
pub(super) fn outbox_backlog(db: &mut dyn Db) -> Result<OutboxBacklog, StoreError> {
    let row = first(
        db,
        "SELECT COUNT(CASE WHEN next_at <> ?1 THEN 1 END), COUNT(CASE WHEN next_at = ?1 THEN 1 END),
                MIN(CASE WHEN next_at <> ?1 THEN created_at END)
         FROM outbox WHERE done_at IS NULL",
        params![OUTBOX_HELD],
    )?;
    let Some(row) = row else {
        return Ok(OutboxBacklog::default());
    };
    Ok(OutboxBacklog {
        waiting: row.get(0)?,
        held: row.get(1)?,
        oldest: row.get(2)?,
    })
}

/// An outbox row from `id, channel, post, attempts`.
pub(super) fn outbox_row(r: &Row) -> Result<OutboxRow, StoreError> {
    Ok(OutboxRow {
        post: OutboxPost {
            id: r.get(0)?,
            channel: r.get(1)?,
            post: r.get(2)?,
        },
        attempts: r.get(3)?,
    })
}

/// A session's stored record, finished or not.
pub(super) fn session_record(db: &mut dyn Db, id: i64) -> Result<Option<SessionRecord>, StoreError> {
    first(db, "SELECT record FROM sessions WHERE id = ?1", params![id])?
        .map(|r| parse_record(&r, 0))
        .transpose()
}

/// The latest session opened in `channel` (a challenge, a game, running or
/// finished).
pub(super) fn last_session_in(db: &mut dyn Db, channel: &str) -> Result<Option<SessionRecord>, StoreError> {
    first(
        db,
        "SELECT record FROM sessions WHERE channel = ?1 ORDER BY id DESC LIMIT 1",
        params![channel],
    )?
    .map(|r| parse_record(&r, 0))
    .transpose()
}

/// The latest game finished in `channel` in which `member` sat.
pub(super) fn last_game_in(db: &mut dyn Db, channel: &str, member: u64) -> Result<Option<SessionRecord>, StoreError> {
    let sql = format!(
        "SELECT s.record FROM sessions s JOIN results r ON r.session_id = s.id
         WHERE s.channel = ?1 AND r.outcome IN ('won', 'draw', 'ended', 'abandoned') AND {}
         ORDER BY r.finished_at DESC, s.id DESC LIMIT 1",
        ratings::seated(db.dialect(), "r.players", 2, false)
    );
    first(db, &sql, params![channel, member])?
        .map(|r| parse_record(&r, 0))
        .transpose()
}

/// Whether what a command took as true without reading it first still holds
/// ([`Assumed`]): its interaction not applied, its server's settings
/// changed as many times as it counted.
pub(super) fn still_holds(db: &mut dyn Db, assumed: &Assumed) -> Result<bool, StoreError> {
    if let Some(id) = &assumed.interaction {
        if interaction_seen(db, id)? {
            return Ok(false);
        }
    }
    let Some((server, count)) = &assumed.settings else {
        return Ok(true);
    };
    let now: Option<i64> = scalar(
        db,
        "SELECT count(*) FROM server_setting_log WHERE server = ?1",
        params![server],
    )?;
    Ok(now == Some(*count))
}

/// What a written change did to its session: its id, the version it now has,
/// and whether it finished. Remembered once the transaction commits
/// ([`remember`]).
pub(super) type Written = Option<(i64, i64, bool)>;

/// Writes one change inside an open transaction: the session (refused with
/// [`StoreError::Conflict`] when its stored version is not the one it was built
/// on), its move-log entries, its result and ratings, the interaction, outbox
/// posts, names and postings. The caller commits, then [`remember`]s.
pub(super) fn write_change(tx: &mut dyn Db, versions: &Versions, change: &Change<'_>) -> Result<Written, StoreError> {
    if let Some(assumed) = change.assumed {
        if !still_holds(tx, assumed)? {
            return Err(StoreError::Conflict);
        }
    }
    let mut written = None;
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
        let expected = match versions.get(&s.id) {
            Some(v) => *v,
            None => scalar(tx, "SELECT version FROM sessions WHERE id = ?1", params![s.id])?.unwrap_or(0),
        };
        // Most changes (every move) leave the status as it was: an update that
        // doesn't name the status leaves the open-sessions index alone (on
        // SQLite, one page fewer to write to the WAL and to checkpoint).
        let same_status = tx.execute(
            "UPDATE sessions SET updated_at = ?2, record = ?3, version = ?5 + 1
             WHERE id = ?1 AND status = ?4 AND version = ?5",
            params![s.id, s.updated_at, record, s.status.as_str(), expected],
        )?;
        if same_status == 0 {
            let changed = tx.execute(
                "INSERT INTO sessions (id, channel, game, status, created_at, updated_at, record, version)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 1)
                 ON CONFLICT (id) DO UPDATE SET status = excluded.status,
                     updated_at = excluded.updated_at, record = excluded.record, version = ?8 + 1
                 WHERE sessions.version = ?8",
                params![
                    s.id,
                    s.channel,
                    s.game,
                    s.status.as_str(),
                    s.created_at,
                    s.updated_at,
                    record,
                    expected
                ],
            )?;
            if changed == 0 {
                return Err(StoreError::Conflict);
            }
        }
        written = Some((s.id, expected + 1, s.status == Status::Finished));
        for e in &change.log {
            tx.execute(
                "INSERT INTO moves (session_id, ply, seat, member, notation, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![s.id, e.ply, e.seat, e.member, e.notation, e.at],
            )?;
        }
        if let Some(result) = &change.result {
            let players = serde_json::to_string(&s.seats)?;
            let server = s.server.as_deref().unwrap_or_default();
            tx.execute(
                "INSERT INTO results (session_id, game, finished_at, outcome, winner, reason, players, server,
                     winner_seat, rated)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
                params![
                    s.id,
                    s.game,
                    change.at,
                    result.outcome,
                    result.winner,
                    result.reason,
                    players,
                    server,
                    result.winner_seat,
                    !s.unrated
                ],
            )?;
            if !s.unrated {
                ratings::record(tx, server, &s.game, s.id, &s.seats, result, change.at)?;
            }
            badges::index_result(tx, server, s.id, &s.seats, result, change.at)?;
        }
    }
    if let Some(id) = change.interaction {
        tx.execute(
            "INSERT INTO interactions (id, session_id, at) VALUES (?1, ?2, ?3)",
            params![id, change.session.map(|s| s.id), change.at],
        )?;
    }
    if let Some(t) = change.tournament {
        write_tournament(tx, t)?;
    }
    outbox::write_posts(tx, &change.posts, change.at)?;
    badges::write_awards(tx, &change.badges, change.at)?;
    ledger::write_names(tx, &change.names)?;
    ledger::write_postings(tx, &change.postings, &change.limits, change.interaction, change.at)?;
    Ok(written)
}

/// Writes a tournament at the version it was read at (a new one at 0), or
/// [`StoreError::Conflict`] when another change moved it on first.
fn write_tournament(tx: &mut dyn Db, t: &TournamentRecord) -> Result<(), StoreError> {
    let record = serde_json::to_string(t)?;
    let status = tournament_status(t.status);
    let changed = if t.version == 0 {
        tx.execute(
            "INSERT INTO tournaments (id, server, channel, status, created_at, updated_at, record, version)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 1) ON CONFLICT (id) DO NOTHING",
            params![t.id, t.server, t.channel, status, t.created_at, t.updated_at, record],
        )?
    } else {
        tx.execute(
            "UPDATE tournaments SET status = ?2, updated_at = ?3, record = ?4, version = ?5 + 1
             WHERE id = ?1 AND version = ?5",
            params![t.id, status, t.updated_at, record, t.version],
        )?
    };
    if changed == 0 {
        return Err(StoreError::Conflict);
    }
    Ok(())
}

/// The `status` column's word for a tournament's status.
fn tournament_status(status: TournamentStatus) -> &'static str {
    match status {
        TournamentStatus::Open => "open",
        TournamentStatus::Running => "running",
        TournamentStatus::Finished => "finished",
        TournamentStatus::Cancelled => "cancelled",
    }
}

/// Reads rows of `(record, version)` as tournaments; a record that can't be
/// read is left out and logged.
fn tournaments_from(rows: Vec<Row>) -> Result<Vec<TournamentRecord>, StoreError> {
    let mut out = Vec::new();
    for row in rows {
        let text: String = row.get(0)?;
        match serde_json::from_str::<TournamentRecord>(&text) {
            Ok(mut t) => {
                t.version = row.get(1)?;
                out.push(t);
            }
            Err(e) => tracing::error!("a stored tournament is unreadable and is left out: {e}"),
        }
    }
    Ok(out)
}

/// A tournament at its stored version.
pub(super) fn tournament(db: &mut dyn Db, id: i64) -> Result<Option<TournamentRecord>, StoreError> {
    let rows = db.query("SELECT record, version FROM tournaments WHERE id = ?1", params![id])?;
    Ok(tournaments_from(rows)?.pop())
}

/// A server's tournaments, newest first (only the open and running with `live`).
pub(super) fn tournaments(
    db: &mut dyn Db,
    server: &str,
    live: bool,
    limit: u32,
) -> Result<Vec<TournamentRecord>, StoreError> {
    let sql = if live {
        "SELECT record, version FROM tournaments WHERE server = ?1 AND status IN ('open', 'running')
         ORDER BY id DESC LIMIT ?2"
    } else {
        "SELECT record, version FROM tournaments WHERE server = ?1 ORDER BY id DESC LIMIT ?2"
    };
    tournaments_from(db.query(sql, params![server, limit])?)
}

/// The open or running tournament of a channel.
pub(super) fn channel_tournament(db: &mut dyn Db, channel: &str) -> Result<Option<TournamentRecord>, StoreError> {
    let rows = db.query(
        "SELECT record, version FROM tournaments WHERE channel = ?1 AND status IN ('open', 'running')
         ORDER BY id DESC LIMIT 1",
        params![channel],
    )?;
    Ok(tournaments_from(rows)?.pop())
}

/// The highest tournament id stored.
pub(super) fn max_tournament_id(db: &mut dyn Db) -> Result<i64, StoreError> {
    Ok(scalar(db, "SELECT COALESCE(MAX(id), 0) FROM tournaments", &[])?.unwrap_or(0))
}

/// After the transaction of [`write_change`] committed: the session's new
/// version, or forgotten once it finished.
pub(super) fn remember(versions: &mut Versions, written: Written) {
    match written {
        Some((id, _, true)) => {
            versions.remove(&id);
        }
        Some((id, version, false)) => {
            versions.insert(id, version);
        }
        None => {}
    }
}

/// The [`Store`](super::Store) methods both stores answer with the shared
/// queries above, given a method `db(&mut self)` that returns a [`Db`].
macro_rules! shared_reads {
    () => {
        fn max_session_id(&mut self) -> Result<i64, StoreError> {
            common::max_session_id(&mut self.db())
        }

        fn latest_time(&mut self) -> Result<Option<Millis>, StoreError> {
            common::latest_time(&mut self.db())
        }

        fn interaction_seen(&mut self, id: &str) -> Result<bool, StoreError> {
            common::interaction_seen(&mut self.db(), id)
        }

        fn move_log(&mut self, session: i64) -> Result<Vec<LogEntry>, StoreError> {
            common::move_log(&mut self.db(), session)
        }

        fn result(&mut self, session: i64) -> Result<Option<GameResult>, StoreError> {
            common::result(&mut self.db(), session)
        }

        fn balance(&mut self, guild: &str, account: &Account) -> Result<i64, StoreError> {
            ledger::balance(&mut self.db(), guild, account)
        }

        fn posting_exists(&mut self, key: &str) -> Result<bool, StoreError> {
            ledger::key_exists(&mut self.db(), key)
        }

        fn journal(&mut self, guild: &str, account: &Account, limit: u32) -> Result<Vec<JournalRow>, StoreError> {
            ledger::journal(&mut self.db(), guild, account, limit)
        }

        fn last_received(
            &mut self,
            guild: &str,
            account: &Account,
            reason: Reason,
        ) -> Result<Option<Millis>, StoreError> {
            ledger::last_received(&mut self.db(), guild, account, reason)
        }

        fn leaderboard(&mut self, guild: &str, limit: u32) -> Result<Vec<Standing>, StoreError> {
            ledger::leaderboard(&mut self.db(), guild, limit)
        }

        fn rating(&mut self, server: &str, game: &str, player: &str) -> Result<Option<RatedPlayer>, StoreError> {
            ratings::standing(&mut self.db(), server, game, player)
        }

        fn ratings_of(&mut self, server: &str, player: &str) -> Result<Vec<(String, RatedPlayer)>, StoreError> {
            ratings::standings(&mut self.db(), server, player)
        }

        fn rating_leaders(&mut self, server: &str, game: &str, min_games: u32) -> Result<Vec<RatedPlayer>, StoreError> {
            ratings::leaders(&mut self.db(), server, game, min_games)
        }

        fn rating_curve(
            &mut self,
            server: &str,
            game: &str,
            player: &str,
        ) -> Result<Vec<(Millis, f64, f64)>, StoreError> {
            ratings::curve(&mut self.db(), server, game, player)
        }

        fn notify(&mut self, member: u64) -> Result<bool, StoreError> {
            common::notify(&mut self.db(), member)
        }

        fn set_notify(&mut self, member: u64, on: bool) -> Result<(), StoreError> {
            common::set_notify(&mut self.db(), member, on)
        }

        fn max_outbox_id(&mut self) -> Result<i64, StoreError> {
            common::max_outbox_id(&mut self.db())
        }

        fn outbox_hold(&mut self, id: i64) -> Result<(), StoreError> {
            common::outbox_hold(&mut self.db(), id)
        }

        fn outbox_held(&mut self, channel: &str) -> Result<Vec<OutboxRow>, StoreError> {
            common::outbox_held(&mut self.db(), channel)
        }

        fn outbox_backlog(&mut self) -> Result<super::model::OutboxBacklog, StoreError> {
            common::outbox_backlog(&mut self.db())
        }

        fn server_settings(&mut self, server: &str) -> Result<Vec<ServerSetting>, StoreError> {
            common::server_settings(&mut self.db(), server)
        }

        fn setting_log(&mut self, server: &str, limit: u32) -> Result<Vec<SettingLogged>, StoreError> {
            common::setting_log(&mut self.db(), server, limit)
        }

        fn session_record(&mut self, id: i64) -> Result<Option<SessionRecord>, StoreError> {
            common::session_record(&mut self.db(), id)
        }

        fn last_session_in(&mut self, channel: &str) -> Result<Option<SessionRecord>, StoreError> {
            common::last_session_in(&mut self.db(), channel)
        }

        fn last_game_in(&mut self, channel: &str, member: u64) -> Result<Option<SessionRecord>, StoreError> {
            common::last_game_in(&mut self.db(), channel, member)
        }

        fn tournament(&mut self, id: i64) -> Result<Option<TournamentRecord>, StoreError> {
            common::tournament(&mut self.db(), id)
        }

        fn tournaments(&mut self, server: &str, live: bool, limit: u32) -> Result<Vec<TournamentRecord>, StoreError> {
            common::tournaments(&mut self.db(), server, live, limit)
        }

        fn channel_tournament(&mut self, channel: &str) -> Result<Option<TournamentRecord>, StoreError> {
            common::channel_tournament(&mut self.db(), channel)
        }

        fn max_tournament_id(&mut self) -> Result<i64, StoreError> {
            common::max_tournament_id(&mut self.db())
        }

        fn finished_games(
            &mut self,
            server: &str,
            member: Option<u64>,
            game: Option<&str>,
            limit: u32,
        ) -> Result<Vec<FinishedGame>, StoreError> {
            ratings::finished(&mut self.db(), server, member, game, limit)
        }

        // Seasons (issue 32).
        fn seasons(&mut self, server: &str) -> Result<Vec<Season>, StoreError> {
            seasons::seasons(&mut self.db(), server)
        }

        fn due_seasons(&mut self, now: Millis) -> Result<Vec<Season>, StoreError> {
            seasons::due_seasons(&mut self.db(), now)
        }

        fn season_servers(&mut self) -> Result<Vec<String>, StoreError> {
            seasons::season_servers(&mut self.db())
        }

        fn rated_games(
            &mut self,
            server: &str,
            game: Option<&str>,
            from: Millis,
            to: Millis,
        ) -> Result<Vec<RatedGame>, StoreError> {
            seasons::rated_games(&mut self.db(), server, game, from, to)
        }

        fn season_champions(&mut self, server: Option<&str>) -> Result<Vec<SeasonChampion>, StoreError> {
            seasons::champions(&mut self.db(), server, super::model::RANKED_AFTER)
        }

        fn rank_role_members(&mut self, server: &str, min_games: u32) -> Result<Vec<u64>, StoreError> {
            roles::members(&mut self.db(), server, min_games)
        }

        fn roles_given(&mut self, server: &str, member: u64) -> Result<Vec<u64>, StoreError> {
            roles::given(&mut self.db(), server, member)
        }

        fn record_roles(
            &mut self,
            server: &str,
            member: u64,
            given: &[u64],
            taken: &[u64],
            at: Millis,
        ) -> Result<(), StoreError> {
            roles::record(&mut self.db(), server, member, given, taken, at)
        }

        fn stop_rank_roles(&mut self, server: &str, why: &str, role: u64, at: Millis) -> Result<bool, StoreError> {
            roles::stop(&mut self.db(), server, why, role, at)
        }

        fn rank_roles_stopped(&mut self, server: &str) -> Result<Option<RoleProblem>, StoreError> {
            roles::stopped(&mut self.db(), server)
        }

        // Achievements (issue 32).

        fn member_results(&mut self, server: &str, member: u64) -> Result<Vec<FinishedGame>, StoreError> {
            super::badges::member_results(&mut self.db(), server, member)
        }

        fn finished_tournaments(&mut self, server: &str) -> Result<Vec<TournamentRecord>, StoreError> {
            super::badges::finished_tournaments(&mut self.db(), Some(server))
        }

        fn badges(&mut self, server: &str, member: u64) -> Result<Vec<crate::badges::Earned>, StoreError> {
            super::badges::held(&mut self.db(), server, member)
        }

        // The web companion (issue 34).

        fn web_hidden(&mut self, server: &str, member: u64) -> Result<bool, StoreError> {
            super::web::hidden(&mut self.db(), server, member)
        }

        fn web_hidden_members(&mut self, server: &str) -> Result<Vec<u64>, StoreError> {
            super::web::hidden_members(&mut self.db(), server)
        }

        fn set_web_hidden(&mut self, server: &str, member: u64, hidden: bool, at: Millis) -> Result<(), StoreError> {
            super::web::set_hidden(&mut self.db(), server, member, hidden, at)
        }

        fn sessions_changed_since(&mut self, since: Millis, limit: u32) -> Result<Vec<(i64, Millis)>, StoreError> {
            super::web::changed_since(&mut self.db(), since, limit)
        }

        // Game reviews (issue 35).

        fn review(&mut self, session: i64, method: u32) -> Result<Option<super::model::StoredReview>, StoreError> {
            super::reviews::review(&mut self.db(), session, method)
        }

        fn save_review(&mut self, session: i64, method: u32, at: Millis, body: &str) -> Result<bool, StoreError> {
            super::reviews::save(&mut self.db(), session, method, at, body)
        }
    };
}
pub(super) use shared_reads;
