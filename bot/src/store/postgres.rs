//! The PostgreSQL store: one database several Parlor processes share (issue 20).
//!
//! Everything both stores write alike goes through the shared queries
//! (`common.rs`, `ledger.rs`, `ratings.rs`); what is PostgreSQL's own is here:
//! - the connection, its prepared statements (cached, so a query is one round
//!   trip) and the [`Db`] over a client or a transaction;
//! - round trips counted (issue 36): a command reads its session, whether its
//!   interaction was applied and the count of its server's logged setting
//!   changes in one query ([`Store::refresh_seen`]), and a move commits in one
//!   statement (`PgStore::commit_move`);
//! - the schema's migrations (`bot/migrations/pg/`), each applied once, in its
//!   own transaction, under a lock on `parlor_schema_migrations`, so two
//!   processes starting at once apply it once;
//! - what sharing needs: [`Store::refresh`] and [`Store::changed_sessions`]
//!   compare the stored session versions with the ones this store knows (the
//!   scan only those of rows written since its last, see
//!   `bot/migrations/pg/0010_session_changes.sql`),
//!   [`Store::new_id`] draws from two sequences, a commit maps the database's
//!   word for "another process got there first" (a moved-on version, a
//!   unique violation on the interaction or on the channel's one open
//!   session, a serialization failure, a deadlock) to
//!   [`StoreError::Conflict`], and [`Store::outbox_due`] claims the rows it
//!   returns (`FOR UPDATE SKIP LOCKED` and a lease) so two processes never
//!   send one post at once.
//!
//! Kept portable to distributed PostgreSQL-compatible databases (YugabyteDB,
//! CockroachDB): no advisory locks, no LISTEN/NOTIFY, plain sequences; the only
//! PL/pgSQL is the ledger's triggers (see the schema) and the sessions' change
//! stamp (migration 0010). That stamp and the scan use `txid_current()` and
//! `txid_current_snapshot()`, which such a database must also provide (neither
//! is tested here).
//!
//! Transactions run at the server's default isolation (READ COMMITTED on
//! PostgreSQL). The session version check is an `UPDATE … WHERE version = …`,
//! which waits for a concurrent writer of the row and then sees its version;
//! the ledger's balance rows are locked by the balance trigger's upsert until
//! the transaction ends. A server that runs SERIALIZABLE instead reports such
//! races as serialization failures, which are conflicts too.

use super::badges;
use super::common::{self, shared_reads, Versions};
use super::db::{dollar_placeholders, Db, Dialect, Param, Row, Value};
use super::error::StoreError;
use super::ledger::{self, Account, JournalRow, Reason, Standing};
use super::model::RoleProblem;
use super::model::{Attempt, AttemptState, NewPuzzle, StoredPuzzle};
use super::model::{
    Change, FinishedGame, Fresh, GameResult, IdKind, LogEntry, Looked, OutboxRow, RatedGame, RatedPlayer, Season,
    SeasonChampion, SeasonTurn, ServerSetting, SessionRecord, SettingChange, SettingLogged, Store, TournamentRecord,
};
use super::puzzles::{self, puzzle_reads};
use super::{ratings, roles, seasons};
use crate::clock::Millis;
use ::postgres::error::SqlState;
use ::postgres::types::{to_sql_checked, IsNull, ToSql, Type};
use ::postgres::{Client, GenericClient, NoTls, Statement};
use anyhow::Context;
use bytes::BytesMut;
use std::collections::HashMap;
use std::time::Duration;

/// The schema's migrations, in order: (version, SQL). Each is applied once.
const MIGRATIONS: &[(i64, &str)] = &[
    (1, include_str!("../../migrations/pg/0001_schema.sql")),
    (2, include_str!("../../migrations/pg/0002_server_settings.sql")),
    (3, include_str!("../../migrations/pg/0003_tournaments.sql")),
    (4, include_str!("../../migrations/pg/0004_seasons.sql")),
    (5, include_str!("../../migrations/pg/0005_badges.sql")),
    (6, include_str!("../../migrations/pg/0006_rank_roles.sql")),
    (7, include_str!("../../migrations/pg/0007_web.sql")),
    (8, include_str!("../../migrations/pg/0008_reviews.sql")),
    (9, include_str!("../../migrations/pg/0009_puzzles.sql")),
    (10, include_str!("../../migrations/pg/0010_session_changes.sql")),
];

/// The migration after which the ratings are rated again from the results, in
/// its own transaction (0004: unrated games left out, idle days widen a
/// deviation), as SQLite does for its migration 10.
const RATINGS_MIGRATION: i64 = 4;

/// The migration that adds badges (issue 32).
const BADGES_MIGRATION: i64 = 5;

/// How long a process holds the outbox rows [`Store::outbox_due`] gave it before
/// another process may take them (it died, or is slow): 30 s of the callers'
/// clock.
pub const OUTBOX_LEASE: Millis = 30_000;

/// The constraints whose unique violation means another process got there first.
const CONFLICT_CONSTRAINTS: [&str; 4] = [
    "interactions_pkey",
    "sessions_one_open_per_channel",
    // A season started by two processes at once (issue 32).
    "seasons_running",
    "seasons_name",
];

/// Sessions, the move log, results, the ledger, ratings and the outbox in a
/// PostgreSQL database that other Parlor processes may share.
pub struct PgStore {
    client: Client,
    /// Where to connect again when the connection is lost (the server
    /// restarted): the call that finds it lost fails, the next one reconnects.
    config: ::postgres::Config,
    /// Prepared statements by their SQL as written (with `?N` placeholders).
    statements: HashMap<String, Statement>,
    /// The version of each open session as this store last read or wrote it.
    versions: Versions,
    /// Where the next [`Store::changed_sessions`] scan starts: the oldest
    /// transaction still running when this store last looked at every session
    /// or scanned (see `bot/migrations/pg/0010_session_changes.sql`); `None`
    /// until it has looked once.
    horizon: Option<i64>,
    /// The session rows the last scan read (for the tests and the bench: it
    /// grows with what changed since the scan before, not with open games).
    scanned: usize,
}

impl std::fmt::Debug for PgStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PgStore")
            .field("sessions", &self.versions.len())
            .finish()
    }
}

/// `url` with its password, if any, hidden, for error messages and logs.
pub(crate) fn redact(url: &str) -> String {
    let mut out = url.to_string();
    if let Some(scheme) = url.find("://") {
        let rest = &url[scheme + 3..];
        let authority = &rest[..rest.find('/').unwrap_or(rest.len())];
        if let Some(at) = authority.rfind('@') {
            if let Some(colon) = authority[..at].find(':') {
                out = format!("{}{}:***{}", &url[..scheme + 3], &authority[..colon], &rest[at..]);
            }
        }
    }
    if let Some(start) = out.find("password=") {
        let end = out[start..].find([' ', '&']).map_or(out.len(), |e| start + e);
        out.replace_range(start + "password=".len()..end, "***");
    }
    out
}

/// A connection to the PostgreSQL server at `url` (`postgres://user@host:port/db`
/// or `host=… dbname=…`), with errors that say which server in one line. No TLS:
/// reach the server over a private network or a local socket.
pub(crate) fn client(url: &str) -> anyhow::Result<Client> {
    connect(url).map(|(client, _)| client)
}

/// A connection to `url` and its configuration, to connect again with.
fn connect(url: &str) -> anyhow::Result<(Client, ::postgres::Config)> {
    let mut config: ::postgres::Config = url
        .parse()
        .map_err(|e| anyhow::anyhow!("{} is not a PostgreSQL URL: {e}", redact(url)))?;
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(Duration::from_secs(10));
    }
    let client = config
        .connect(NoTls)
        .map_err(|e| anyhow::anyhow!("cannot connect to PostgreSQL at {}: {e}", redact(url)))?;
    Ok((client, config))
}

impl PgStore {
    /// Connects to the database at `url` and brings its schema up to date.
    pub fn connect(url: &str) -> anyhow::Result<PgStore> {
        let (mut client, config) = connect(url)?;
        migrate(&mut client).with_context(|| format!("cannot migrate the PostgreSQL database {}", redact(url)))?;
        Ok(PgStore {
            client,
            config,
            statements: HashMap::new(),
            versions: Versions::new(),
            horizon: None,
            scanned: 0,
        })
    }

    /// How many session rows the last [`Store::changed_sessions`] read: those
    /// written since the scan before it (a full look, the first time).
    pub fn last_scan_rows(&self) -> usize {
        self.scanned
    }

    /// Connects again if the connection was lost; its prepared statements went
    /// with it. The session versions stay: they are the database's.
    fn reconnect_if_lost(&mut self) {
        if !self.client.is_closed() {
            return;
        }
        match self.config.connect(NoTls) {
            Ok(client) => {
                tracing::warn!("the connection to PostgreSQL was lost; connected again");
                self.client = client;
                self.statements.clear();
            }
            Err(e) => tracing::error!("the connection to PostgreSQL was lost and cannot be made again: {e}"),
        }
    }

    /// The connection as a [`Db`], outside a transaction.
    fn db(&mut self) -> PgDb<'_, Client> {
        self.reconnect_if_lost();
        PgDb {
            conn: &mut self.client,
            statements: &mut self.statements,
        }
    }
}

/// Applies the migrations this database lacks, each in its own transaction.
fn migrate(client: &mut Client) -> anyhow::Result<()> {
    // Two processes creating the table at once can collide in the catalog (its
    // type "already exists", or a unique violation there); the second then
    // finds it when it tries again.
    let mut attempt = 0;
    loop {
        attempt += 1;
        match client.batch_execute(
            "CREATE TABLE IF NOT EXISTS parlor_schema_migrations (
                 version    BIGINT PRIMARY KEY,
                 applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
        ) {
            Err(e)
                if attempt < 3
                    && [
                        SqlState::UNIQUE_VIOLATION,
                        SqlState::DUPLICATE_OBJECT,
                        SqlState::DUPLICATE_TABLE,
                    ]
                    .iter()
                    .any(|code| e.code() == Some(code)) =>
            {
                continue
            }
            other => break other?,
        }
    }
    for (version, sql) in MIGRATIONS {
        let mut tx = client.transaction()?;
        // Held to the end of the transaction: a second process starting now
        // waits here, then finds the version applied.
        tx.batch_execute("LOCK TABLE parlor_schema_migrations IN EXCLUSIVE MODE")?;
        let applied = tx
            .query_opt("SELECT 1 FROM parlor_schema_migrations WHERE version = $1", &[version])?
            .is_some();
        if !applied {
            tx.batch_execute(sql)?;
            if *version == RATINGS_MIGRATION {
                let mut statements = HashMap::new();
                let rated = ratings::rebuild(&mut PgDb {
                    conn: &mut tx,
                    statements: &mut statements,
                })
                .context("cannot rate the finished games again")?;
                tracing::info!(rated, "rated the finished games again");
            }
            if *version == BADGES_MIGRATION {
                // Badges the record earned before badges existed are stored
                // once, unannounced (issue 32).
                let mut statements = HashMap::new();
                let stored = badges::rebuild(&mut PgDb {
                    conn: &mut tx,
                    statements: &mut statements,
                })?;
                tracing::info!(stored, "stored the badges earned before badges existed");
            }
            tx.execute("INSERT INTO parlor_schema_migrations (version) VALUES ($1)", &[version])?;
            tracing::info!(version, "applied PostgreSQL migration");
        }
        tx.commit()?;
    }
    Ok(())
}

/// A PostgreSQL error as the store reports it: another process getting there
/// first is a [`StoreError::Conflict`].
fn pg_error(e: ::postgres::Error) -> StoreError {
    if let Some(db) = e.as_db_error() {
        let code = db.code();
        if *code == SqlState::T_R_SERIALIZATION_FAILURE || *code == SqlState::T_R_DEADLOCK_DETECTED {
            return StoreError::Busy;
        }
        if *code == SqlState::UNIQUE_VIOLATION && db.constraint().is_some_and(|c| CONFLICT_CONSTRAINTS.contains(&c)) {
            return StoreError::Conflict;
        }
    }
    StoreError::Postgres(e)
}

impl ToSql for Param<'_> {
    /// Written as the type the server expects: the shared SQL passes every
    /// integer as i64 and every flag as 0 or 1.
    fn to_sql(&self, ty: &Type, out: &mut BytesMut) -> Result<IsNull, Box<dyn std::error::Error + Sync + Send>> {
        match *self {
            Param::Null => Ok(IsNull::Yes),
            Param::Int(v) => match *ty {
                Type::BOOL => (v != 0).to_sql(ty, out),
                Type::INT2 => i16::try_from(v)?.to_sql(ty, out),
                Type::INT4 => i32::try_from(v)?.to_sql(ty, out),
                Type::FLOAT8 => (v as f64).to_sql(ty, out),
                Type::TEXT | Type::VARCHAR => v.to_string().to_sql(ty, out),
                _ => v.to_sql(ty, out),
            },
            Param::Real(v) => match *ty {
                Type::FLOAT4 => (v as f32).to_sql(ty, out),
                _ => v.to_sql(ty, out),
            },
            Param::Text(v) => v.to_sql(ty, out),
        }
    }

    fn accepts(_: &Type) -> bool {
        true
    }

    to_sql_checked!();
}

/// Column `i` of a PostgreSQL row as a [`Value`].
fn value(row: &::postgres::Row, i: usize) -> Result<Value, StoreError> {
    fn get<'a, T: ::postgres::types::FromSql<'a>>(row: &'a ::postgres::Row, i: usize) -> Result<Option<T>, StoreError> {
        row.try_get(i).map_err(pg_error)
    }
    let ty = row.columns()[i].type_();
    Ok(match *ty {
        Type::INT8 => get::<i64>(row, i)?.map(Value::Int),
        Type::INT4 => get::<i32>(row, i)?.map(|v| Value::Int(v.into())),
        Type::INT2 => get::<i16>(row, i)?.map(|v| Value::Int(v.into())),
        Type::BOOL => get::<bool>(row, i)?.map(|v| Value::Int(v.into())),
        Type::FLOAT8 => get::<f64>(row, i)?.map(Value::Real),
        Type::FLOAT4 => get::<f32>(row, i)?.map(|v| Value::Real(v.into())),
        Type::TEXT | Type::VARCHAR | Type::BPCHAR | Type::NAME => get::<String>(row, i)?.map(Value::Text),
        _ => {
            return Err(super::db::corrupt(format!(
                "column {i} has type {ty}, which the store does not read"
            )))
        }
    }
    .unwrap_or(Value::Null))
}

/// A PostgreSQL row as a [`Row`].
fn row(row: &::postgres::Row) -> Result<Row, StoreError> {
    (0..row.len()).map(|i| value(row, i)).collect::<Result<_, _>>().map(Row)
}

/// A PostgreSQL client or transaction as a [`Db`], with the store's prepared
/// statements.
pub(crate) struct PgDb<'a, C: GenericClient> {
    pub(crate) conn: &'a mut C,
    pub(crate) statements: &'a mut HashMap<String, Statement>,
}

impl<C: GenericClient> PgDb<'_, C> {
    /// The prepared statement for `sql`, prepared on first use.
    fn statement(&mut self, sql: &str) -> Result<Statement, StoreError> {
        if let Some(statement) = self.statements.get(sql) {
            return Ok(statement.clone());
        }
        let statement = self.conn.prepare(&dollar_placeholders(sql)).map_err(pg_error)?;
        self.statements.insert(sql.to_string(), statement.clone());
        Ok(statement)
    }

    /// Runs a query with parameters of any type; PostgreSQL's rows.
    fn raw_query(&mut self, sql: &str, params: &[&(dyn ToSql + Sync)]) -> Result<Vec<::postgres::Row>, StoreError> {
        let statement = self.statement(sql)?;
        self.conn.query(&statement, params).map_err(pg_error)
    }
}

fn refs<'p>(params: &'p [Param<'_>]) -> Vec<&'p (dyn ToSql + Sync)> {
    params.iter().map(|p| p as &(dyn ToSql + Sync)).collect()
}

impl<C: GenericClient> Db for PgDb<'_, C> {
    fn dialect(&self) -> Dialect {
        Dialect::Postgres
    }

    fn execute(&mut self, sql: &str, params: &[Param<'_>]) -> Result<u64, StoreError> {
        let statement = self.statement(sql)?;
        self.conn.execute(&statement, &refs(params)).map_err(pg_error)
    }

    fn query(&mut self, sql: &str, params: &[Param<'_>]) -> Result<Vec<Row>, StoreError> {
        self.raw_query(sql, &refs(params))?.iter().map(row).collect()
    }
}

/// How many times [`PgStore::commit`] runs a transaction the server broke off.
const BUSY_TRIES: u32 = 5;

impl PgStore {
    /// One try of a commit: a move's change in one statement when it can
    /// ([`PgStore::commit_move`]), else the change in one transaction.
    fn commit_once(&mut self, change: &Change<'_>) -> Result<(), StoreError> {
        self.reconnect_if_lost();
        if self.commit_move(change)? {
            return Ok(());
        }
        let mut tx = self.client.transaction().map_err(pg_error)?;
        let written = common::write_change(
            &mut PgDb {
                conn: &mut tx,
                statements: &mut self.statements,
            },
            &self.versions,
            change,
        )?;
        tx.commit().map_err(pg_error)?;
        common::remember(&mut self.versions, written);
        Ok(())
    }

    /// The commit of most commands (a move, a roll, a secret: the session's
    /// new state at the status it had, its log entries and the interaction,
    /// nothing else) as one statement, so one round trip where the general
    /// path takes five (`BEGIN`, three statements, `COMMIT`). One statement
    /// is one transaction: the log entries and the interaction are written
    /// only with the session row, and only when its version is the one this
    /// store last read or wrote. `Ok(false)` when the change has another
    /// shape or the update matched nothing (the status changed, or another
    /// process moved the session on, or what the command assumed no longer
    /// holds): then nothing was written, and the general path writes it or
    /// finds the conflict. What the command assumed
    /// ([`Assumed`](super::model::Assumed)) is checked in the update's
    /// condition, so a command run without a read before it costs this one
    /// round trip in all.
    fn commit_move(&mut self, change: &Change<'_>) -> Result<bool, StoreError> {
        let Some(s) = change.session else {
            return Ok(false);
        };
        let Some(&expected) = self.versions.get(&s.id) else {
            return Ok(false);
        };
        let plain = change.result.is_none()
            && change.tournament.is_none()
            && change.postings.is_empty()
            && change.limits.is_empty()
            && change.names.is_empty()
            && change.posts.is_empty()
            && change.badges.is_empty();
        if !plain {
            return Ok(false);
        }
        let record = serde_json::to_string(s)?;
        let plies: Vec<i64> = change.log.iter().map(|e| e.ply as i64).collect();
        let seats: Vec<i64> = change.log.iter().map(|e| e.seat as i64).collect();
        let members: Vec<i64> = change.log.iter().map(|e| e.member as i64).collect();
        let notations: Vec<&str> = change.log.iter().map(|e| e.notation.as_str()).collect();
        let ats: Vec<i64> = change.log.iter().map(|e| e.at).collect();
        let assumed_interaction = change.assumed.and_then(|a| a.interaction.as_deref());
        let settings = change.assumed.and_then(|a| a.settings.as_ref());
        let (assumed_server, assumed_count) = (settings.map(|(s, _)| s.as_str()), settings.map(|(_, n)| *n));
        let rows = self.db().raw_query(
            "WITH s AS (UPDATE sessions SET updated_at = $2, record = $3, version = $5 + 1
                        WHERE id = $1 AND status = $4 AND version = $5
                          AND NOT EXISTS (SELECT 1 FROM interactions WHERE id = CAST($13 AS TEXT))
                          AND (CAST($14 AS TEXT) IS NULL
                               OR (SELECT count(*) FROM server_setting_log WHERE server = $14) = $15)
                        RETURNING id),
                  m AS (INSERT INTO moves (session_id, ply, seat, member, notation, at)
                        SELECT s.id, e.ply, e.seat, e.member, e.notation, e.at
                        FROM s, unnest(CAST($6 AS BIGINT[]), CAST($7 AS BIGINT[]), CAST($8 AS BIGINT[]),
                                       CAST($9 AS TEXT[]), CAST($10 AS BIGINT[]))
                                AS e (ply, seat, member, notation, at)),
                  i AS (INSERT INTO interactions (id, session_id, at)
                        SELECT CAST($11 AS TEXT), s.id, CAST($12 AS BIGINT) FROM s WHERE $11 IS NOT NULL)
             SELECT count(*) FROM s",
            &[
                &s.id,
                &s.updated_at,
                &record,
                &s.status.as_str(),
                &expected,
                &plies,
                &seats,
                &members,
                &notations,
                &ats,
                &change.interaction,
                &change.at,
                &assumed_interaction,
                &assumed_server,
                &assumed_count,
            ],
        )?;
        let updated: i64 = rows.first().map_or(Ok(0), |r| r.try_get(0)).map_err(pg_error)?;
        if updated == 0 {
            return Ok(false);
        }
        common::remember(
            &mut self.versions,
            Some((s.id, expected + 1, s.status == super::model::Status::Finished)),
        );
        Ok(true)
    }

    /// The oldest transaction still running as the server sees it now: rows
    /// written by older ones are all visible from here on.
    fn running_horizon(&mut self) -> Result<i64, StoreError> {
        let rows = self
            .db()
            .raw_query("SELECT txid_snapshot_xmin(txid_current_snapshot())", &[])?;
        rows.first()
            .ok_or_else(|| super::db::corrupt("no transaction horizon".into()))?
            .try_get(0)
            .map_err(pg_error)
    }
}

/// The open session of a channel with its version (its record only when it is
/// not the version the caller holds), whether an interaction was applied, and
/// how many changes of a server's settings are logged: everything a command
/// reads before it runs, in one round trip. One row, whether or not the
/// channel has a session.
const REFRESH: &str = "SELECT s.id, CASE WHEN s.id = $2 AND s.version = $3 THEN NULL ELSE s.record END, s.version,
            CASE WHEN CAST($4 AS TEXT) IS NULL THEN NULL
                 ELSE EXISTS (SELECT 1 FROM interactions WHERE id = $4) END,
            CASE WHEN CAST($5 AS TEXT) IS NULL THEN NULL
                 ELSE (SELECT CAST(count(*) AS BIGINT) FROM server_setting_log WHERE server = $5) END
     FROM (SELECT 1) AS one
     LEFT JOIN sessions s ON s.channel = $1 AND s.status <> 'finished'";

/// The sessions written since a horizon (see `0010_session_changes.sql`), with
/// the oldest transaction running now, the next scan's horizon, taken in the
/// same statement and so from the same snapshot. One row with a NULL id when
/// none was written.
const SCAN: &str = "SELECT s.id, s.status <> 'finished', s.version, h.xmin
     FROM (SELECT txid_snapshot_xmin(txid_current_snapshot()) AS xmin) AS h
     LEFT JOIN sessions s ON s.change_xid >= $1
     ORDER BY s.id";

impl Store for PgStore {
    fn shared(&self) -> bool {
        true
    }

    fn refresh(&mut self, channel: &str, held: Option<i64>) -> Result<Fresh, StoreError> {
        self.refresh_seen(channel, held, None, None).map(|looked| looked.fresh)
    }

    /// One round trip ([`REFRESH`]): the record comes only when it is not the
    /// one held.
    fn refresh_seen(
        &mut self,
        channel: &str,
        held: Option<i64>,
        interaction: Option<&str>,
        server: Option<&str>,
    ) -> Result<Looked, StoreError> {
        let known = held.and_then(|id| self.versions.get(&id).copied());
        let rows = self
            .db()
            .raw_query(REFRESH, &[&channel, &held, &known, &interaction, &server])?;
        let pg_row = rows
            .first()
            .ok_or_else(|| super::db::corrupt("the refresh read no row".into()))?;
        let seen: Option<bool> = pg_row.try_get(3).map_err(pg_error)?;
        let settings: Option<i64> = pg_row.try_get(4).map_err(pg_error)?;
        let found = row(pg_row)?;
        let looked = |fresh| Looked { fresh, seen, settings };
        let Some(id) = found.get::<Option<i64>>(0)? else {
            return Ok(looked(match held {
                Some(id) => {
                    self.versions.remove(&id);
                    Fresh::Changed(None)
                }
                None => Fresh::Same,
            }));
        };
        let version: i64 = found.get(2)?;
        if held == Some(id) && known == Some(version) {
            return Ok(looked(Fresh::Same));
        }
        let record = common::parse_record(&found, 1)?;
        if let Some(old) = held.filter(|old| *old != id) {
            self.versions.remove(&old);
        }
        self.versions.insert(id, version);
        Ok(looked(Fresh::Changed(Some(Box::new(record)))))
    }

    /// Reads only the sessions written since the last scan ([`SCAN`]),
    /// however many games are open, and then the records of those whose
    /// version is not the one this store knows. The first scan of a store that
    /// never read every session compares them all, as a start.
    fn changed_sessions(&mut self) -> Result<(Vec<SessionRecord>, Vec<i64>), StoreError> {
        let (stale, gone, scanned) = match self.horizon {
            Some(horizon) => {
                let rows = self.db().raw_query(SCAN, &[&horizon])?;
                let mut stale = Vec::new();
                let mut gone = Vec::new();
                let mut scanned = 0;
                for pg_row in &rows {
                    let found = row(pg_row)?;
                    self.horizon = Some(found.get(3)?);
                    let Some(id) = found.get::<Option<i64>>(0)? else {
                        continue;
                    };
                    scanned += 1;
                    let (open, version): (bool, i64) = (found.get(1)?, found.get(2)?);
                    match (open, self.versions.get(&id)) {
                        (false, Some(_)) => gone.push(id),
                        (true, known) if known != Some(&version) => stale.push(id),
                        _ => {}
                    }
                }
                (stale, gone, scanned)
            }
            None => {
                // Taken before the look: whatever commits after it is found
                // by the next scan.
                let horizon = self.running_horizon()?;
                let rows = self
                    .db()
                    .raw_query("SELECT id, version FROM sessions WHERE status <> 'finished'", &[])?;
                let mut open = std::collections::HashSet::with_capacity(rows.len());
                let mut stale = Vec::new();
                for pg_row in &rows {
                    let found = row(pg_row)?;
                    let (id, version): (i64, i64) = (found.get(0)?, found.get(1)?);
                    open.insert(id);
                    if self.versions.get(&id) != Some(&version) {
                        stale.push(id);
                    }
                }
                let gone = self.versions.keys().filter(|id| !open.contains(id)).copied().collect();
                self.horizon = Some(horizon);
                (stale, gone, rows.len())
            }
        };
        self.scanned = scanned;
        let mut gone: Vec<i64> = gone;
        gone.sort_unstable();
        for id in &gone {
            self.versions.remove(id);
        }
        if stale.is_empty() {
            return Ok((Vec::new(), gone));
        }
        // Finished since the scan: left for the next one, which sees it.
        let rows = self.db().raw_query(
            "SELECT id, channel, record, version FROM sessions
             WHERE id = ANY(CAST($1 AS BIGINT[])) AND status <> 'finished' ORDER BY id",
            &[&stale],
        )?;
        let rows = rows.iter().map(row).collect::<Result<Vec<_>, _>>()?;
        let changed = common::sessions_from(rows, &mut self.versions)?;
        Ok((changed, gone))
    }

    fn new_id(&mut self, kind: IdKind) -> Result<Option<i64>, StoreError> {
        let sql = match kind {
            IdKind::Session => "SELECT nextval('session_ids')",
            IdKind::Post => "SELECT nextval('outbox_ids')",
            IdKind::Tournament => "SELECT nextval('tournament_ids')",
        };
        super::db::scalar(&mut self.db(), sql, &[])
    }

    /// A record that is not a session's JSON is left out and logged (as on
    /// SQLite). The scan for changes starts from here.
    fn open_sessions(&mut self) -> Result<Vec<SessionRecord>, StoreError> {
        let horizon = self.running_horizon()?;
        let mut db = PgDb {
            conn: &mut self.client,
            statements: &mut self.statements,
        };
        let open = common::open_sessions(&mut db, &mut self.versions)?;
        self.horizon = Some(horizon);
        Ok(open)
    }

    /// A transaction the server broke off (a deadlock: two gifts in opposite
    /// directions lock the same two balances in opposite orders) runs again,
    /// up to [`BUSY_TRIES`] times, before the change is reported as a conflict.
    fn commit(&mut self, change: &Change<'_>) -> Result<(), StoreError> {
        let _timed = crate::telemetry::CommitTimer::start();
        for attempt in 1..=BUSY_TRIES {
            match self.commit_once(change) {
                Err(StoreError::Busy) if attempt < BUSY_TRIES => {
                    std::thread::sleep(std::time::Duration::from_millis(attempt as u64 * 2));
                }
                Err(StoreError::Busy) => return Err(StoreError::Conflict),
                other => return other,
            }
        }
        Err(StoreError::Conflict)
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
        self.reconnect_if_lost();
        let mut tx = self.client.transaction().map_err(pg_error)?;
        let added = puzzles::add(
            &mut PgDb {
                conn: &mut tx,
                statements: &mut self.statements,
            },
            server,
            session,
            puzzles,
            at,
        )?;
        tx.commit().map_err(pg_error)?;
        Ok(added)
    }

    /// Two processes posting the same day: the second finds it posted (or
    /// meets the first's row lock and then finds it posted): `Ok(false)`.
    fn post_daily(
        &mut self,
        server: &str,
        day: i64,
        post: &super::model::OutboxPost,
        at: Millis,
    ) -> Result<bool, StoreError> {
        self.reconnect_if_lost();
        let mut tx = self.client.transaction().map_err(pg_error)?;
        let posted = puzzles::post_daily(
            &mut PgDb {
                conn: &mut tx,
                statements: &mut self.statements,
            },
            server,
            day,
            post,
            at,
        );
        match posted {
            Ok(true) => match tx.commit().map_err(pg_error) {
                Ok(()) => Ok(true),
                Err(StoreError::Conflict | StoreError::Busy) => Ok(false),
                Err(e) => Err(e),
            },
            Ok(false) | Err(StoreError::Conflict | StoreError::Busy) => Ok(false),
            Err(e) => Err(e),
        }
    }

    fn set_server_setting(&mut self, change: &SettingChange<'_>) -> Result<Option<String>, StoreError> {
        self.reconnect_if_lost();
        let mut tx = self.client.transaction().map_err(pg_error)?;
        let old = common::set_server_setting(
            &mut PgDb {
                conn: &mut tx,
                statements: &mut self.statements,
            },
            change,
        )?;
        tx.commit().map_err(pg_error)?;
        Ok(old)
    }

    /// Another process ending or starting the same season first is `Ok(false)`
    /// (the conditional end found it ended, or a unique index refused the start).
    fn turn_season(&mut self, turn: &SeasonTurn<'_>) -> Result<bool, StoreError> {
        self.reconnect_if_lost();
        let mut tx = self.client.transaction().map_err(pg_error)?;
        let turned = {
            let mut db = PgDb {
                conn: &mut tx,
                statements: &mut self.statements,
            };
            // The champions' badges, only with the end this change won.
            seasons::turn_season(&mut db, turn).and_then(|won| {
                won.then(|| badges::write_awards(&mut db, &turn.badges, turn.at))
                    .transpose()
                    .map(|_| won)
            })
        };
        match turned {
            Ok(true) => match tx.commit().map_err(pg_error) {
                Ok(()) => Ok(true),
                Err(StoreError::Conflict | StoreError::Busy) => Ok(false),
                Err(e) => Err(e),
            },
            Ok(false) | Err(StoreError::Conflict | StoreError::Busy) => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// Claims the rows it returns: each is leased to this process for
    /// [`OUTBOX_LEASE`] past `now`, and rows another process is sending (locked
    /// now, or under a lease not yet over) are skipped.
    fn outbox_due(&mut self, now: Millis, limit: u32) -> Result<Vec<OutboxRow>, StoreError> {
        let mut rows = self
            .db()
            .query(
                "UPDATE outbox SET claimed_until = ?1 + ?3
                 WHERE id IN (SELECT id FROM outbox
                              WHERE done_at IS NULL AND next_at <= ?1
                                AND (claimed_until IS NULL OR claimed_until <= ?1)
                              ORDER BY id LIMIT ?2 FOR UPDATE SKIP LOCKED)
                 RETURNING id, channel, post, attempts",
                super::db::params![now, limit, OUTBOX_LEASE],
            )?
            .iter()
            .map(common::outbox_row)
            .collect::<Result<Vec<_>, StoreError>>()?;
        rows.sort_by_key(|r| r.post.id);
        Ok(rows)
    }

    fn outbox_done(&mut self, id: i64, at: Millis, outcome: &str) -> Result<(), StoreError> {
        self.db().execute(
            "UPDATE outbox SET done_at = ?2, outcome = ?3, attempts = attempts + 1, claimed_until = NULL
             WHERE id = ?1",
            super::db::params![id, at, outcome],
        )?;
        Ok(())
    }

    fn outbox_retry(&mut self, id: i64, next_at: Millis) -> Result<(), StoreError> {
        self.db().execute(
            "UPDATE outbox SET next_at = ?2, attempts = attempts + 1, claimed_until = NULL WHERE id = ?1",
            super::db::params![id, next_at],
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_stay_out_of_messages() {
        assert_eq!(
            redact("postgres://parlor:s3cret@db.internal:5432/parlor"),
            "postgres://parlor:***@db.internal:5432/parlor"
        );
        assert_eq!(
            redact("postgres://postgres@127.0.0.1/x"),
            "postgres://postgres@127.0.0.1/x"
        );
        assert_eq!(
            redact("host=db user=parlor password=s3cret dbname=parlor"),
            "host=db user=parlor password=*** dbname=parlor"
        );
    }

    #[test]
    fn a_bad_url_and_an_unreachable_server_fail_in_one_line() {
        let e = PgStore::connect("postgres://parlor:pw@[nonsense").unwrap_err();
        let text = format!("{e:#}");
        assert!(text.contains("not a PostgreSQL URL") && !text.contains("pw@"), "{text}");
        assert!(!text.contains('\n'));
        // Port 1 on the loopback: nothing listens there.
        let e = PgStore::connect("postgres://parlor@127.0.0.1:1/parlor").unwrap_err();
        let text = format!("{e:#}");
        assert!(
            text.contains("cannot connect to PostgreSQL at postgres://parlor@127.0.0.1:1/parlor"),
            "{text}"
        );
        assert!(!text.contains('\n'));
    }
}
