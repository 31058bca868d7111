//! `parlor audit`: checks every invariant of the chip ledger in a database, a
//! SQLite file ([`audit_file`]) or PostgreSQL ([`audit_url`]). The checks are
//! written once: what they need is read through the store's
//! [`Db`](crate::store::db::Db) and checked in Rust; only the schema look-ups
//! (which tables and triggers exist) are per backend.
//!
//! - every posting balances (its entries sum to zero) and has at least two entries;
//! - no account other than the mint is ever below zero, after any posting, and none
//!   holds more than [`MAX_BALANCE`];
//! - every escrow is either settled (zero) or belongs to a live session, and then
//!   holds exactly what that session has on the table (bets and cover of the open
//!   Crown and Anchor round, stakes of a game in play);
//! - no account's balance plus what the live sessions may still pay it (see
//!   `table/owed.rs`) is above [`MAX_BALANCE`], so every settlement can be paid;
//! - the running balances equal the sums of the journal;
//! - the ledger is append-only (its triggers are in place);
//! - every posting caused by an interaction has that interaction recorded;
//! - the ratings and the badges are what the results give when derived again.

use crate::store::db::{scalar, Db, Dialect, Lite};
use crate::store::{Account, SessionRecord, Status, MAX_BALANCE};
use anyhow::Context;
use rusqlite::{Connection, OpenFlags};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// What an audit found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AuditReport {
    /// Postings checked.
    pub postings: u64,
    /// Journal entries checked.
    pub entries: u64,
    /// Accounts seen.
    pub accounts: u64,
    /// Sessions whose escrow was checked against their state.
    pub escrows: u64,
    /// Every broken invariant, one line each.
    pub violations: Vec<String>,
}

impl AuditReport {
    /// True when nothing is wrong.
    pub fn is_clean(&self) -> bool {
        self.violations.is_empty()
    }
}

/// Audits the database at `path` without changing it.
pub fn audit_file(path: &Path) -> anyhow::Result<AuditReport> {
    if !path.is_file() {
        anyhow::bail!("no database at {}", path.display());
    }
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX)
        .with_context(|| format!("cannot open {}", path.display()))?;
    audit(&conn)
}

/// Audits the PostgreSQL database at `url` (`postgres://…`) without changing it
/// (and without migrating it).
pub fn audit_url(url: &str) -> anyhow::Result<AuditReport> {
    let mut client = crate::store::postgres_client(url)?;
    let mut tx = client
        .build_transaction()
        .read_only(true)
        .isolation_level(postgres::IsolationLevel::RepeatableRead)
        .start()
        .context("cannot start a read-only transaction to audit in")?;
    let mut statements = Default::default();
    audit_db(&mut crate::store::PgDb {
        conn: &mut tx,
        statements: &mut statements,
    })
}

/// Audits the database `target` names: a SQLite file or a PostgreSQL server.
pub fn audit_target(target: &crate::store::Target) -> anyhow::Result<AuditReport> {
    match target {
        crate::store::Target::Sqlite(path) => audit_file(path),
        crate::store::Target::Postgres(url) => audit_url(url),
    }
}

/// Audits an open SQLite database.
pub fn audit(conn: &Connection) -> anyhow::Result<AuditReport> {
    audit_db(&mut Lite(conn))
}

/// How many of `names` are tables in the database.
fn tables(db: &mut dyn Db, names: &[&str]) -> anyhow::Result<i64> {
    let list = names.iter().map(|n| format!("'{n}'")).collect::<Vec<_>>().join(", ");
    let sql = match db.dialect() {
        Dialect::Sqlite => format!("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name IN ({list})"),
        Dialect::Postgres => format!(
            "SELECT COUNT(*) FROM information_schema.tables
             WHERE table_schema = current_schema() AND table_name IN ({list})"
        ),
    };
    Ok(scalar(db, &sql, &[])?.unwrap_or(0))
}

/// How many triggers whose name is LIKE `pattern` are in force (on PostgreSQL, not disabled).
fn triggers(db: &mut dyn Db, pattern: &str) -> anyhow::Result<i64> {
    let sql = match db.dialect() {
        Dialect::Sqlite => {
            format!("SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE '{pattern}'")
        }
        Dialect::Postgres => format!(
            "SELECT COUNT(*) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
             WHERE NOT t.tgisinternal AND t.tgenabled <> 'D' AND t.tgname LIKE '{pattern}'
               AND c.relnamespace = CAST(current_schema() AS regnamespace)"
        ),
    };
    Ok(scalar(db, &sql, &[])?.unwrap_or(0))
}

/// Audits a database through either backend.
fn audit_db(db: &mut dyn Db) -> anyhow::Result<AuditReport> {
    let mut report = AuditReport::default();
    let has_ledger = tables(db, &["ledger_txns", "balances"])? == 2;
    if !has_ledger {
        report
            .violations
            .push("the database has no chip ledger (run parlor once to bring it up to date)".into());
        return Ok(report);
    }
    let v = &mut report.violations;

    // Append-only: the four triggers must be there (PostgreSQL has two more,
    // for TRUNCATE).
    let wanted = match db.dialect() {
        Dialect::Sqlite => 4,
        Dialect::Postgres => 6,
    };
    let present = triggers(db, "ledger_%_append_only_%")?;
    if present != wanted {
        v.push(format!(
            "the ledger's append-only triggers are missing ({present} of {wanted} present)"
        ));
    }
    if triggers(db, "ledger_entries_balance")? != 1 {
        v.push("the trigger that keeps the running balances is missing".into());
    }

    // Every posting balances and has at least two entries in its own server.
    let rows = db.query(
        "SELECT t.id, t.key, COUNT(e.id), CAST(COALESCE(SUM(e.amount), 0) AS BIGINT),
                CAST(COALESCE(SUM(CASE WHEN e.guild <> t.guild THEN 1 ELSE 0 END), 0) AS BIGINT)
         FROM ledger_txns t LEFT JOIN ledger_entries e ON e.txn_id = t.id
         GROUP BY t.id, t.key ORDER BY t.id",
        &[],
    )?;
    for row in rows {
        let (id, key, count, sum, foreign): (i64, String, i64, i64, i64) =
            (row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?, row.get(4)?);
        report.postings += 1;
        if count < 2 {
            v.push(format!(
                "posting {id} ({key}) has {count} entries; a posting moves chips between two accounts or more"
            ));
        }
        if sum != 0 {
            v.push(format!(
                "posting {id} ({key}) does not balance: its entries sum to {sum}"
            ));
        }
        if foreign != 0 {
            v.push(format!("posting {id} ({key}) has entries in another server's ledger"));
        }
    }

    // Running balances: no account but the mint below zero after any posting.
    let mut balances: BTreeMap<(String, String), i128> = BTreeMap::new();
    let rows = db.query(
        "SELECT txn_id, guild, account, amount FROM ledger_entries ORDER BY txn_id, id",
        &[],
    )?;
    let mut current: Option<i64> = None;
    let mut touched: BTreeSet<(String, String)> = BTreeSet::new();
    let mut went_negative: BTreeSet<(String, String)> = BTreeSet::new();
    let check = |touched: &mut BTreeSet<(String, String)>,
                 balances: &BTreeMap<(String, String), i128>,
                 went_negative: &mut BTreeSet<(String, String)>,
                 v: &mut Vec<String>,
                 txn: i64| {
        for key in std::mem::take(touched) {
            let balance = balances[&key];
            if key.1 != "mint" && balance < 0 && went_negative.insert(key.clone()) {
                v.push(format!(
                    "{} in server {} went below zero ({balance}) at posting {txn}",
                    key.1, key.0
                ));
            }
        }
    };
    for row in rows {
        let (txn, guild, account, amount): (i64, String, String, i64) =
            (row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?);
        report.entries += 1;
        if current != Some(txn) {
            if let Some(prev) = current {
                check(&mut touched, &balances, &mut went_negative, v, prev);
            }
            current = Some(txn);
        }
        if Account::parse(&account).is_none() {
            v.push(format!("entry of posting {txn} names an unknown account {account:?}"));
        }
        let key = (guild, account);
        *balances.entry(key.clone()).or_default() += amount as i128;
        touched.insert(key);
    }
    if let Some(prev) = current {
        check(&mut touched, &balances, &mut went_negative, v, prev);
    }
    report.accounts = balances.len() as u64;
    // The running balances equal the sums of the journal.
    let kept: BTreeMap<(String, String), i64> = db
        .query("SELECT guild, account, balance FROM balances", &[])?
        .iter()
        .map(|r| Ok(((r.get(0)?, r.get(1)?), r.get(2)?)))
        .collect::<Result<_, crate::store::StoreError>>()?;
    for (key, sum) in &balances {
        match kept.get(key) {
            Some(&balance) if balance as i128 == *sum => {}
            Some(&balance) => v.push(format!(
                "{} in server {}: the running balance says {balance}, the journal sums to {sum}",
                key.1, key.0
            )),
            None => v.push(format!(
                "{} in server {} has entries but no running balance",
                key.1, key.0
            )),
        }
    }
    for key in kept.keys().filter(|k| !balances.contains_key(*k)) {
        v.push(format!(
            "{} in server {} has a running balance but no entries",
            key.1, key.0
        ));
    }
    for ((guild, account), balance) in &balances {
        if account != "mint" && *balance > MAX_BALANCE as i128 {
            v.push(format!(
                "{account} in server {guild} holds {balance}, above the cap of {MAX_BALANCE}"
            ));
        }
    }

    // Escrow: settled, or open on a live session and equal to what it has on the table.
    let (sessions, unreadable) = load_sessions(db)?;
    for (id, (channel, error)) in &unreadable {
        v.push(format!(
            "session {id} in channel {channel}: its stored record is unreadable ({error}), \
             so it cannot be resumed and its escrow cannot be checked"
        ));
    }
    let mut escrow_seen = BTreeSet::new();
    for ((guild, account), balance) in &balances {
        let Some(Account::Escrow(id)) = Account::parse(account) else {
            continue;
        };
        escrow_seen.insert(id);
        if unreadable.contains_key(&id) {
            continue;
        }
        let Some(record) = sessions.get(&id) else {
            if *balance != 0 {
                v.push(format!(
                    "escrow of session {id} holds {balance} chips but there is no such session"
                ));
            }
            continue;
        };
        if record.server.as_deref() != Some(guild.as_str()) {
            v.push(format!(
                "escrow of session {id} is in server {guild}, the session in another"
            ));
        }
        if record.status == Status::Finished {
            if *balance != 0 {
                v.push(format!(
                    "session {id} is finished but its escrow still holds {balance} chips"
                ));
            }
            continue;
        }
        report.escrows += 1;
        match crate::table::expected_escrow(record) {
            Ok(expected) if expected as i128 != *balance => v.push(format!(
                "escrow of session {id} holds {balance} chips but the table has {expected} on it"
            )),
            Ok(_) => {}
            Err(e) => v.push(format!("session {id}: {e}")),
        }
    }
    for (id, record) in &sessions {
        if record.status == Status::Finished || escrow_seen.contains(id) {
            continue;
        }
        match crate::table::expected_escrow(record) {
            Ok(0) => {}
            Ok(expected) => v.push(format!(
                "session {id} has {expected} chips on the table but no escrow holds them"
            )),
            Err(e) => v.push(format!("session {id}: {e}")),
        }
    }

    // Room for every settlement: an account's balance plus what the live sessions
    // may still pay it stays within the cap, so no roll or game's end can fail.
    let mut owed: BTreeMap<(String, String), i128> = BTreeMap::new();
    for record in sessions.values().filter(|r| r.status == Status::Playing) {
        // An unrestorable record was reported with its escrow above.
        for ((guild, account), amount) in crate::table::owed_by_record(record).unwrap_or_default() {
            *owed.entry((guild, account.key())).or_default() += amount as i128;
        }
    }
    for ((guild, account), amount) in &owed {
        let balance = balances.get(&(guild.clone(), account.clone())).copied().unwrap_or(0);
        if balance + amount > MAX_BALANCE as i128 {
            v.push(format!(
                "{account} in server {guild} holds {balance} and the open sessions may pay it {amount} more, \
                 above the cap of {MAX_BALANCE}: a roll or a game's end could fail"
            ));
        }
    }

    // Postings caused by an interaction have it recorded (the idempotency guard).
    let orphans: i64 = scalar(
        db,
        "SELECT COUNT(*) FROM ledger_txns t WHERE t.interaction IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM interactions i WHERE i.id = t.interaction)",
        &[],
    )?
    .unwrap_or(0);
    if orphans > 0 {
        v.push(format!(
            "{orphans} postings name an interaction that was never recorded as applied"
        ));
    }

    // Ratings: the stored ones are what replaying every rated result gives.
    if tables(db, &["ratings"])? == 1 {
        v.extend(crate::store::recompute_ratings(db)?);
    }

    // Badges (issue 32): the stored ones are what deriving them again from the
    // results and the finished tournaments gives.
    if tables(db, &["badges"])? == 1 {
        v.extend(crate::store::recompute_badges(db)?);
    }
    Ok(report)
}

/// Every session's record, and the sessions whose record is unreadable (channel,
/// why).
type Sessions = (BTreeMap<i64, SessionRecord>, BTreeMap<i64, (String, String)>);

fn load_sessions(db: &mut dyn Db) -> anyhow::Result<Sessions> {
    let (mut out, mut unreadable) = (BTreeMap::new(), BTreeMap::new());
    for row in db.query("SELECT id, channel, record FROM sessions", &[])? {
        let id: i64 = row.get(0)?;
        let record = row
            .get::<String>(2)
            .map_err(|e| e.to_string())
            .and_then(|json| serde_json::from_str::<SessionRecord>(&json).map_err(|e| e.to_string()));
        match record {
            Ok(record) => {
                out.insert(id, record);
            }
            Err(e) => {
                unreadable.insert(id, (row.get::<String>(1).unwrap_or_default(), e));
            }
        }
    }
    Ok((out, unreadable))
}
