//! What every handler of the web companion shares (issue 34): how it runs and
//! the pool, the live news and the pages' caches.

use super::news::Live;
use super::pages::caches::Caches;
use super::reader::Reader;
use crate::table::TableSettings;
use std::net::SocketAddr;
use std::sync::Arc;

/// How the web companion runs.
#[derive(Clone, Debug)]
pub struct WebOptions {
    /// Where it listens.
    pub listen: SocketAddr,
    /// The address people open the pages at, without a trailing `/`
    /// (`https://parlor.example.org`): links and previews name it.
    pub public_url: String,
    /// Requests one client address may make per minute.
    pub requests_per_minute: u32,
    /// The settings servers start from (config's `[server]`): a server's own
    /// stored settings go over them, as the table reads them.
    pub defaults: TableSettings,
}

/// What every handler shares.
pub struct Web {
    /// The store, read only.
    pub reader: Reader,
    /// How it runs.
    pub options: WebOptions,
    /// The live games' watcher.
    pub live: Live,
    /// Pages' caches.
    pub pages: Caches,
}

impl Web {
    /// The shared state over `reader`.
    pub fn new(reader: Reader, options: WebOptions) -> Arc<Web> {
        Arc::new(Web {
            reader,
            options,
            live: Live::new(),
            pages: Caches::default(),
        })
    }
}
