//! The live games' news (issue 34): which sessions changed, told to every
//! stream following one, and the bounds on how many streams are open. The
//! watcher and the streams are [`super::live`]'s.

use crate::clock::Millis;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use tokio::sync::broadcast;

/// Streams one process serves at once, and one client address may hold.
pub const STREAMS: usize = 1_000;
pub const STREAMS_PER_CLIENT: usize = 20;
/// The watcher's news: a session that changed, and when.
pub struct Live {
    pub(super) news: broadcast::Sender<(i64, Millis)>,
    /// Streams open, in all and per client address.
    open: AtomicUsize,
    pub(super) per_client: Mutex<HashMap<IpAddr, usize>>,
    /// The bounds ([`STREAMS`], [`STREAMS_PER_CLIENT`] unless a test sets others).
    limit: AtomicUsize,
    limit_per_client: AtomicUsize,
    /// The sessions pages follow, with how many streams each.
    followed: Mutex<HashMap<i64, usize>>,
}

impl Live {
    /// A watcher nobody follows yet.
    pub fn new() -> Live {
        Live {
            news: broadcast::channel(1024).0,
            open: AtomicUsize::new(0),
            per_client: Mutex::new(HashMap::new()),
            limit: AtomicUsize::new(STREAMS),
            limit_per_client: AtomicUsize::new(STREAMS_PER_CLIENT),
            followed: Mutex::new(HashMap::new()),
        }
    }

    /// Follows the news.
    pub fn subscribe(&self) -> broadcast::Receiver<(i64, Millis)> {
        self.news.subscribe()
    }

    /// Changes the bounds on open streams (in all, per client address).
    pub fn set_limits(&self, streams: usize, per_client: usize) {
        self.limit.store(streams, Ordering::Relaxed);
        self.limit_per_client.store(per_client, Ordering::Relaxed);
    }

    /// Streams open now.
    pub fn open_streams(&self) -> usize {
        self.open.load(Ordering::Relaxed)
    }

    /// Takes a stream's place for `client`, or says why not.
    pub(super) fn admit(&self, client: Option<IpAddr>) -> Result<(), Refusal> {
        let mut per_client = self.per_client.lock().unwrap_or_else(|p| p.into_inner());
        if self.open.load(Ordering::Relaxed) >= self.limit.load(Ordering::Relaxed) {
            return Err(Refusal::Full);
        }
        if let Some(ip) = client {
            let held = per_client.entry(ip).or_default();
            if *held >= self.limit_per_client.load(Ordering::Relaxed) {
                return Err(Refusal::TooManyFromClient);
            }
            *held += 1;
        }
        self.open.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }

    /// A stream follows `session` (until [`Live::unfollow`]).
    pub(super) fn follow(&self, session: i64) {
        *self
            .followed
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .entry(session)
            .or_default() += 1;
    }

    /// A stream stopped following `session`.
    pub(super) fn unfollow(&self, session: i64) {
        let mut followed = self.followed.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(streams) = followed.get_mut(&session) {
            *streams = streams.saturating_sub(1);
            if *streams == 0 {
                followed.remove(&session);
            }
        }
    }

    /// The sessions followed now.
    pub(super) fn followed(&self) -> Vec<i64> {
        let followed = self.followed.lock().unwrap_or_else(|p| p.into_inner());
        followed.keys().copied().collect()
    }

    /// Gives a stream's place back.
    pub(super) fn leave(&self, client: Option<IpAddr>) {
        let mut per_client = self.per_client.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(ip) = client {
            if let Some(held) = per_client.get_mut(&ip) {
                *held = held.saturating_sub(1);
                if *held == 0 {
                    per_client.remove(&ip);
                }
            }
        }
        self.open.fetch_sub(1, Ordering::Relaxed);
    }
}

impl Default for Live {
    fn default() -> Self {
        Live::new()
    }
}

/// Why a stream was not opened.
pub(super) enum Refusal {
    Full,
    TooManyFromClient,
}
