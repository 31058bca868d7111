//! The store, read only, for the web's handlers (issue 34): a pool of
//! connections (SQLite opened read-only beside the bot; PostgreSQL as any
//! process), each call run on tokio's blocking threads.

use crate::store::{Store, StoreError, Target};
use std::sync::{Arc, Mutex};
use tokio::sync::Semaphore;

/// Connections a web process keeps at most.
pub const CONNECTIONS: usize = 4;

/// Why a page is not served. Its status is all a visitor sees.
#[derive(Debug, thiserror::Error)]
pub enum WebError {
    /// No such page, or one of a server without web pages: the same 404.
    #[error("not found")]
    NotFound,
    /// A parameter out of bounds or malformed.
    #[error("bad request: {0}")]
    BadRequest(&'static str),
    /// The store failed (logged; the visitor sees 503).
    #[error("the store failed: {0}")]
    Store(#[from] StoreError),
    /// Something else failed (logged; 500).
    #[error("{0}")]
    Internal(String),
}

/// The pool.
pub struct Reader {
    target: Target,
    idle: Mutex<Vec<Box<dyn Store>>>,
    permits: Arc<Semaphore>,
}

impl Reader {
    /// Opens one connection to `target` at once (a wrong path or an old
    /// schema fails here), and up to `connections` as calls need them.
    pub fn open(target: &Target, connections: usize) -> anyhow::Result<Reader> {
        let first = target.open_read_only()?;
        Ok(Reader {
            target: target.clone(),
            idle: Mutex::new(vec![first]),
            permits: Arc::new(Semaphore::new(connections.max(1))),
        })
    }

    /// Runs `read` on a connection, on a blocking thread. A connection is
    /// opened there too, and dropped there when the pool is (a PostgreSQL
    /// client holds a runtime of its own, which may be neither started nor
    /// dropped on the async threads).
    pub async fn read<T, F>(&self, read: F) -> Result<T, WebError>
    where
        T: Send + 'static,
        F: FnOnce(&mut dyn Store) -> Result<T, WebError> + Send + 'static,
    {
        let _permit = self
            .permits
            .clone()
            .acquire_owned()
            .await
            .map_err(|e| WebError::Internal(e.to_string()))?;
        let taken = self.idle.lock().unwrap_or_else(|p| p.into_inner()).pop();
        let mut store = match taken {
            Some(store) => store,
            None => {
                let target = self.target.clone();
                tokio::task::spawn_blocking(move || target.open_read_only())
                    .await
                    .map_err(|e| WebError::Internal(e.to_string()))?
                    .map_err(|e| WebError::Internal(format!("{e:#}")))?
            }
        };
        let (store, result) = tokio::task::spawn_blocking(move || {
            let result = read(store.as_mut());
            (store, result)
        })
        .await
        .map_err(|e| WebError::Internal(e.to_string()))?;
        self.idle.lock().unwrap_or_else(|p| p.into_inner()).push(store);
        result
    }
}

impl Drop for Reader {
    fn drop(&mut self) {
        let stores = std::mem::take(self.idle.get_mut().unwrap_or_else(|p| p.into_inner()));
        if !stores.is_empty() {
            // Off the async threads (see `read`); waited for, so nothing is
            // left half closed.
            let _ = std::thread::spawn(move || drop(stores)).join();
        }
    }
}
