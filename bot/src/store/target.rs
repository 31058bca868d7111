//! Which database a command opens: a SQLite file (the default, nothing to
//! install) or a PostgreSQL server shared by several processes (issue 20), told
//! apart by the `postgres://` (or `postgresql://`) scheme.

use super::model::Store;
use super::sqlite::SqliteStore;
use std::fmt;
use std::path::{Path, PathBuf};

/// A database to open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A SQLite file, held by one process at a time.
    Sqlite(PathBuf),
    /// A PostgreSQL connection URL; any number of processes may share it.
    Postgres(String),
}

impl Target {
    /// `postgres://…` or `postgresql://…` names a PostgreSQL server; anything
    /// else is a SQLite file's path.
    pub fn parse(text: &str) -> Target {
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            Target::Postgres(text.to_string())
        } else {
            Target::Sqlite(PathBuf::from(text))
        }
    }

    /// A path given on the command line, as [`Target::parse`] reads it.
    pub fn from_path(path: &Path) -> Target {
        match path.to_str() {
            Some(text) => Target::parse(text),
            None => Target::Sqlite(path.to_path_buf()),
        }
    }

    /// Opens the store, bringing its schema up to date.
    pub fn open(&self) -> anyhow::Result<Box<dyn Store>> {
        Ok(match self {
            Target::Sqlite(path) => Box::new(SqliteStore::open(path)?),
            Target::Postgres(url) => Box::new(super::postgres::PgStore::connect(url)?),
        })
    }

    /// Opens the store to read only, beside the process that writes it (the
    /// web companion): a SQLite file without its lock, a PostgreSQL server as
    /// any other process opens it.
    pub fn open_read_only(&self) -> anyhow::Result<Box<dyn Store>> {
        Ok(match self {
            Target::Sqlite(path) => Box::new(SqliteStore::open_read_only(path)?),
            Target::Postgres(url) => Box::new(super::postgres::PgStore::connect(url)?),
        })
    }

    /// The SQLite file, if it is one.
    pub fn path(&self) -> Option<&Path> {
        match self {
            Target::Sqlite(path) => Some(path),
            Target::Postgres(_) => None,
        }
    }
}

/// The path, or the URL without its password: fit for logs and messages.
impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Sqlite(path) => write!(f, "{}", path.display()),
            Target::Postgres(url) => f.write_str(&hide_password(url)),
        }
    }
}

/// `postgres://user:secret@host/db` → `postgres://user:***@host/db`.
fn hide_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let Some((credentials, host)) = rest.rsplit_once('@') else {
        return url.to_string();
    };
    match credentials.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
        None => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_postgres_url_is_told_from_a_file_and_its_password_is_never_shown() {
        assert_eq!(Target::parse("parlor.db"), Target::Sqlite("parlor.db".into()));
        assert_eq!(
            Target::parse("postgresql://p:s3cret@db:5432/parlor").to_string(),
            "postgresql://p:***@db:5432/parlor"
        );
        assert_eq!(
            Target::parse("postgres://p@db/parlor").to_string(),
            "postgres://p@db/parlor"
        );
        assert!(Target::parse("postgres://x").path().is_none());
    }
}
