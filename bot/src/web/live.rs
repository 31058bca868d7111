//! Live games (issue 34): one watcher per process asks the store which
//! sessions changed since its last look and tells every page following one
//! of them, as Server-Sent Events.

use super::Web;
use crate::clock::Millis;
use std::sync::Arc;
use tokio::sync::broadcast;

/// The watcher's news: a session that changed, and when.
pub struct Live {
    news: broadcast::Sender<(i64, Millis)>,
}

impl Live {
    /// A watcher nobody follows yet.
    pub fn new() -> Live {
        Live {
            news: broadcast::channel(1024).0,
        }
    }

    /// Follows the news.
    pub fn subscribe(&self) -> broadcast::Receiver<(i64, Millis)> {
        self.news.subscribe()
    }
}

impl Default for Live {
    fn default() -> Self {
        Live::new()
    }
}

/// The live routes: `/s/{server}/g/{id}/live`.
pub fn routes() -> axum::Router<Arc<Web>> {
    axum::Router::new()
}

/// Starts the watcher on the current runtime.
pub fn start(_web: Arc<Web>) {}
