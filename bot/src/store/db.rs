//! One way to run SQL on either backend, so the queries both stores share
//! (sessions, the move log, the ledger, ratings: `common.rs`, `ledger.rs`,
//! `ratings.rs`) are written once.
//!
//! A [`Db`] is a connection or an open transaction that runs a statement with
//! positional parameters and gives rows back as plain [`Value`]s. Shared SQL is
//! written with SQLite's numbered placeholders (`?1`, `?2`, …); the PostgreSQL
//! side rewrites them to `$1`, `$2`, … once, when it prepares the statement.
//! The few statements the dialects write differently (JSON, claiming rows)
//! ask [`Db::dialect`].

use super::error::StoreError;
use rusqlite::types::{ToSqlOutput, ValueRef};

/// Which SQL a [`Db`] speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dialect {
    /// SQLite (rusqlite).
    Sqlite,
    /// PostgreSQL and the databases that speak its protocol.
    Postgres,
}

/// A statement's parameter.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Param<'a> {
    Null,
    Int(i64),
    Real(f64),
    Text(&'a str),
}

/// What can be passed as a [`Param`].
pub(crate) trait ToParam {
    fn param(&self) -> Param<'_>;
}

macro_rules! int_param {
    ($($t:ty),*) => {$(
        impl ToParam for $t {
            fn param(&self) -> Param<'_> {
                // Member ids are u64 stored as i64, as SQLite always has.
                Param::Int(*self as i64)
            }
        }
    )*};
}
int_param!(i64, u64, u32, u8, i32);

impl ToParam for bool {
    fn param(&self) -> Param<'_> {
        Param::Int(i64::from(*self))
    }
}

impl ToParam for f64 {
    fn param(&self) -> Param<'_> {
        Param::Real(*self)
    }
}

impl ToParam for str {
    fn param(&self) -> Param<'_> {
        Param::Text(self)
    }
}

impl ToParam for String {
    fn param(&self) -> Param<'_> {
        Param::Text(self)
    }
}

impl<T: ToParam + ?Sized> ToParam for &T {
    fn param(&self) -> Param<'_> {
        (**self).param()
    }
}

impl<T: ToParam> ToParam for Option<T> {
    fn param(&self) -> Param<'_> {
        self.as_ref().map_or(Param::Null, ToParam::param)
    }
}

/// A statement's parameters: `params![id, name]`.
macro_rules! params {
    ($($p:expr),* $(,)?) => {
        &[$($crate::store::db::ToParam::param(&$p)),*] as &[$crate::store::db::Param<'_>]
    };
}
pub(crate) use params;

/// A column's value as read back.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Value {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
}

/// A row of a result.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Row(pub(crate) Vec<Value>);

impl Row {
    /// Column `i` as a `T`; a column of another type is a corrupt record.
    pub(crate) fn get<T: FromValue>(&self, i: usize) -> Result<T, StoreError> {
        let value = self.0.get(i).unwrap_or(&Value::Null);
        T::from_value(value).ok_or_else(|| {
            corrupt(format!(
                "column {i} holds {value:?}, not a {}",
                std::any::type_name::<T>()
            ))
        })
    }
}

/// A [`StoreError::Corrupt`] saying `what`.
pub(crate) fn corrupt(what: String) -> StoreError {
    StoreError::Corrupt(<serde_json::Error as serde::de::Error>::custom(what))
}

/// A Rust value read from a [`Value`]; `None` when the types don't match.
pub(crate) trait FromValue: Sized {
    fn from_value(value: &Value) -> Option<Self>;
}

macro_rules! int_value {
    ($($t:ty),*) => {$(
        impl FromValue for $t {
            fn from_value(value: &Value) -> Option<Self> {
                match value {
                    Value::Int(v) => <$t>::try_from(*v).ok(),
                    _ => None,
                }
            }
        }
    )*};
}
int_value!(i64, u32, u8, i32);

impl FromValue for u64 {
    /// Member ids are stored as i64 and read back as the same bits.
    fn from_value(value: &Value) -> Option<Self> {
        match value {
            Value::Int(v) => Some(*v as u64),
            _ => None,
        }
    }
}

impl FromValue for bool {
    fn from_value(value: &Value) -> Option<Self> {
        match value {
            Value::Int(v) => Some(*v != 0),
            _ => None,
        }
    }
}

impl FromValue for f64 {
    fn from_value(value: &Value) -> Option<Self> {
        match value {
            Value::Real(v) => Some(*v),
            Value::Int(v) => Some(*v as f64),
            _ => None,
        }
    }
}

impl FromValue for String {
    fn from_value(value: &Value) -> Option<Self> {
        match value {
            Value::Text(v) => Some(v.clone()),
            _ => None,
        }
    }
}

impl<T: FromValue> FromValue for Option<T> {
    fn from_value(value: &Value) -> Option<Self> {
        match value {
            Value::Null => Some(None),
            other => T::from_value(other).map(Some),
        }
    }
}

/// A connection or an open transaction on either backend.
pub(crate) trait Db {
    /// The SQL it speaks.
    fn dialect(&self) -> Dialect;
    /// Runs a statement; the rows it changed.
    fn execute(&mut self, sql: &str, params: &[Param<'_>]) -> Result<u64, StoreError>;
    /// Runs a query; every row.
    fn query(&mut self, sql: &str, params: &[Param<'_>]) -> Result<Vec<Row>, StoreError>;
}

/// The first row of a query, if any.
pub(crate) fn first(db: &mut dyn Db, sql: &str, params: &[Param<'_>]) -> Result<Option<Row>, StoreError> {
    Ok(db.query(sql, params)?.into_iter().next())
}

/// The first column of the first row of a query, if there is a row.
pub(crate) fn scalar<T: FromValue>(db: &mut dyn Db, sql: &str, params: &[Param<'_>]) -> Result<Option<T>, StoreError> {
    first(db, sql, params)?.map(|row| row.get(0)).transpose()
}

/// A SQLite connection (or transaction: pass `&tx`) as a [`Db`]. Statements are
/// cached by rusqlite (`prepare_cached`).
pub(crate) struct Lite<'a>(pub(crate) &'a rusqlite::Connection);

impl rusqlite::ToSql for Param<'_> {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Borrowed(match *self {
            Param::Null => ValueRef::Null,
            Param::Int(v) => ValueRef::Integer(v),
            Param::Real(v) => ValueRef::Real(v),
            Param::Text(v) => ValueRef::Text(v.as_bytes()),
        }))
    }
}

impl Db for Lite<'_> {
    fn dialect(&self) -> Dialect {
        Dialect::Sqlite
    }

    fn execute(&mut self, sql: &str, params: &[Param<'_>]) -> Result<u64, StoreError> {
        let mut stmt = self.0.prepare_cached(sql)?;
        Ok(stmt.execute(rusqlite::params_from_iter(params))? as u64)
    }

    fn query(&mut self, sql: &str, params: &[Param<'_>]) -> Result<Vec<Row>, StoreError> {
        let mut stmt = self.0.prepare_cached(sql)?;
        let columns = stmt.column_count();
        let mut rows = stmt.query(rusqlite::params_from_iter(params))?;
        let mut out = Vec::new();
        while let Some(row) = rows.next()? {
            let mut values = Vec::with_capacity(columns);
            for i in 0..columns {
                values.push(match row.get_ref(i)? {
                    ValueRef::Null => Value::Null,
                    ValueRef::Integer(v) => Value::Int(v),
                    ValueRef::Real(v) => Value::Real(v),
                    ValueRef::Text(v) | ValueRef::Blob(v) => {
                        Value::Text(String::from_utf8(v.to_vec()).map_err(|e| corrupt(format!("column {i}: {e}")))?)
                    }
                });
            }
            out.push(Row(values));
        }
        Ok(out)
    }
}

/// Rewrites SQLite's numbered placeholders (`?3`) as PostgreSQL's (`$3`).
/// Shared SQL has no `?` followed by a digit anywhere else.
pub(crate) fn dollar_placeholders(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len());
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '?' && chars.peek().is_some_and(char::is_ascii_digit) {
            out.push('$');
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_rewritten_and_nothing_else() {
        assert_eq!(
            dollar_placeholders("SELECT a FROM t WHERE b = ?12 AND c = '?' AND d = ?2"),
            "SELECT a FROM t WHERE b = $12 AND c = '?' AND d = $2"
        );
    }

    #[test]
    fn sqlite_rows_and_params_round_trip() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        let mut db = Lite(&conn);
        db.execute("CREATE TABLE t (a INTEGER, b TEXT, c REAL)", &[]).unwrap();
        let member: u64 = u64::MAX - 3;
        let none: Option<&str> = None;
        assert_eq!(
            db.execute("INSERT INTO t VALUES (?1, ?2, ?3)", params![member, none, 1.5])
                .unwrap(),
            1
        );
        let row = first(&mut db, "SELECT a, b, c FROM t", &[]).unwrap().unwrap();
        assert_eq!(row.get::<u64>(0).unwrap(), member);
        assert_eq!(row.get::<Option<String>>(1).unwrap(), None);
        assert_eq!(row.get::<f64>(2).unwrap(), 1.5);
        assert!(row.get::<String>(0).is_err(), "an integer is not text");
    }
}
