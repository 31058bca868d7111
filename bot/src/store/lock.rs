//! One process per SQLite file. The embedded store assumes it is the only writer:
//! two processes on one file would each keep their own live sessions and id
//! counter, so one's accepted commands would overwrite the other's. Opening a
//! [`SqliteStore`](super::SqliteStore) therefore takes an exclusive OS lock
//! (`flock` on Unix) on `<db>.lock`, writing its pid there, before it touches
//! the database; a second process finds the lock taken and refuses with
//! [`DatabaseHeld`], having changed nothing.
//!
//! Within one process the lock is shared: every store opened on the same file
//! holds the same [`DbLock`], and the OS lock is released when the last one is
//! dropped (or when the process ends, however it ends: a lock never outlives its
//! holder, so a crash leaves nothing to clean up). Local mode holds one for its
//! whole run, so `:restart` never lets it go. The lock file itself is left in
//! place: removing it would let two processes lock two different files.
//!
//! `parlor audit` reads through a read-only connection and takes no lock.

use std::collections::HashMap;
use std::ffi::OsString;
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock, Weak};

/// The database file is held by another process.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the database {db} is in use by another parlor process{holder}; one process at a time may use it \
     (stop that one first, or give this one another database; the lock is {lock})",
    db = .db.display(),
    lock = .lock.display(),
    holder = .pid.map(|p| format!(" (pid {p})")).unwrap_or_default()
)]
pub struct DatabaseHeld {
    /// The database file.
    pub db: PathBuf,
    /// Its lock file.
    pub lock: PathBuf,
    /// The holder's pid, as it wrote it into the lock file.
    pub pid: Option<u32>,
}

/// An exclusive hold on a database file for this process; cloning shares it.
#[derive(Clone, Debug)]
pub struct DbLock(#[allow(dead_code)] Arc<Held>);

#[derive(Debug)]
struct Held {
    /// Open while held: closing it releases the OS lock.
    _file: File,
}

/// This process's held locks, by the lock file's canonical path.
fn registry() -> &'static Mutex<HashMap<PathBuf, Weak<Held>>> {
    static HELD: OnceLock<Mutex<HashMap<PathBuf, Weak<Held>>>> = OnceLock::new();
    HELD.get_or_init(Default::default)
}

/// `<db>.lock`, beside the database.
pub fn lock_path(db: &Path) -> PathBuf {
    let mut name = OsString::from(db.as_os_str());
    name.push(".lock");
    PathBuf::from(name)
}

impl DbLock {
    /// Takes the lock on `db` for this process, or shares the one it holds. Fails
    /// with [`DatabaseHeld`] when another process holds it; with another error
    /// when the lock file cannot be made (say, the folder does not exist).
    pub fn acquire(db: &Path) -> anyhow::Result<DbLock> {
        let lock = lock_path(db);
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&lock)
            .map_err(|e| anyhow::anyhow!("cannot open the lock file {}: {e}", lock.display()))?;
        let key = std::fs::canonicalize(&lock).unwrap_or_else(|_| lock.clone());
        let mut held = registry().lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        held.retain(|_, weak| weak.strong_count() > 0);
        if let Some(shared) = held.get(&key).and_then(Weak::upgrade) {
            return Ok(DbLock(shared));
        }
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                let mut text = String::new();
                let pid = file
                    .read_to_string(&mut text)
                    .ok()
                    .and_then(|_| text.trim().parse().ok());
                return Err(DatabaseHeld {
                    db: db.to_path_buf(),
                    lock,
                    pid,
                }
                .into());
            }
            // A file system without locks: say so in the logs and go on, as
            // before there was a lock.
            Err(TryLockError::Error(e)) if e.kind() == std::io::ErrorKind::Unsupported => {
                tracing::warn!(
                    "cannot lock {} ({e}): nothing stops a second process from opening the database",
                    lock.display()
                );
            }
            Err(TryLockError::Error(e)) => {
                anyhow::bail!("cannot lock {}: {e}", lock.display())
            }
        }
        // Ours now: say whose it is, for the process that finds it taken.
        let pid = std::process::id();
        let _ = file
            .set_len(0)
            .and_then(|()| file.seek(SeekFrom::Start(0)))
            .and_then(|_| writeln!(file, "{pid}"))
            .and_then(|()| file.flush());
        let shared = Arc::new(Held { _file: file });
        held.insert(key, Arc::downgrade(&shared));
        Ok(DbLock(shared))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_process_shares_its_lock_and_releases_it_with_the_last_holder() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("p.db");
        let first = DbLock::acquire(&db).unwrap();
        let second = DbLock::acquire(&db).unwrap();
        let text = std::fs::read_to_string(lock_path(&db)).unwrap();
        assert_eq!(text.trim(), std::process::id().to_string());
        // Another open file description (as another process has) is refused.
        let other = File::options().read(true).write(true).open(lock_path(&db)).unwrap();
        assert!(matches!(other.try_lock(), Err(TryLockError::WouldBlock)));
        drop(first);
        assert!(matches!(other.try_lock(), Err(TryLockError::WouldBlock)));
        drop(second);
        other.try_lock().unwrap();
    }

    #[test]
    fn the_refusal_is_one_line_naming_the_file_and_the_holder() {
        let held = DatabaseHeld {
            db: "t.db".into(),
            lock: "t.db.lock".into(),
            pid: Some(4242),
        };
        let text = held.to_string();
        assert!(text.contains("t.db") && text.contains("pid 4242"), "{text}");
        assert!(!text.contains('\n'));
    }
}
