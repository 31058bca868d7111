//! `parlor backup --to FILE` (issue 36): a consistent copy of a SQLite
//! database, taken while the bot runs on it.
//!
//! The copy goes through SQLite's online backup API (rusqlite's
//! [`Backup`](rusqlite::backup::Backup)) over a read-only connection, in one
//! step: the step reads the whole database inside one read transaction, so the
//! copy is the database as of one commit, and in WAL mode the bot's writers go
//! on meanwhile. The process that holds the database's lock is not disturbed
//! (a backup takes no lock of Parlor's). The copy is then audited
//! ([`crate::audit::audit_file`]). A PostgreSQL database is copied with
//! `pg_dump` instead (README, "Backups").

use crate::audit::{audit_file, AuditReport};
use crate::store::Target;
use anyhow::{bail, Context};
use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};
use std::path::Path;
use std::time::Duration;

/// What a backup made: the copy's size and its audit.
#[derive(Debug)]
pub struct BackupReport {
    /// The copy's size in bytes.
    pub bytes: u64,
    /// The audit of the copy.
    pub audit: AuditReport,
}

/// Copies the database `from` names into a new SQLite file `to`, then audits
/// the copy. Refuses a PostgreSQL database, a missing source and a `to` that
/// exists already (nothing is overwritten); each refusal is one line.
pub fn backup(from: &Target, to: &Path) -> anyhow::Result<BackupReport> {
    let path = match from {
        Target::Sqlite(path) => path,
        Target::Postgres(_) => {
            bail!("backup copies a SQLite database; back up PostgreSQL with pg_dump (see the README's \"Backups\")")
        }
    };
    if !path.is_file() {
        bail!("no database at {}", path.display());
    }
    if to.exists() {
        bail!("{} exists already; name a new file to back up to", to.display());
    }
    let source = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX)
        .with_context(|| format!("cannot open {}", path.display()))?;
    source.busy_timeout(Duration::from_secs(5))?;
    let copied = copy(&source, to);
    if copied.is_err() {
        // A half-written copy is no backup.
        let _ = std::fs::remove_file(to);
    }
    copied?;
    let bytes = std::fs::metadata(to)?.len();
    let audit = audit_file(to)?;
    Ok(BackupReport { bytes, audit })
}

/// The whole of `source` into a new file `to`, in one step of the backup API.
fn copy(source: &Connection, to: &Path) -> anyhow::Result<()> {
    let mut target = Connection::open(to).with_context(|| format!("cannot create {}", to.display()))?;
    {
        let backup = Backup::new(source, &mut target)?;
        // -1: every page in one step, so the copy is one commit's database
        // (a step that meets a lock is tried again, a few times).
        let mut tries = 0;
        loop {
            match backup.step(-1).context("the backup did not complete")? {
                StepResult::Done => break,
                StepResult::More | StepResult::Busy | StepResult::Locked if tries < 50 => {
                    tries += 1;
                    std::thread::sleep(Duration::from_millis(100));
                }
                _ => bail!("the database stayed busy; the backup did not complete"),
            }
        }
    }
    // The copy keeps no WAL of its own: one self-contained file.
    target.pragma_update(None, "journal_mode", "DELETE")?;
    Ok(())
}
