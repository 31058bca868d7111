//! The pages' caches: what finished games make never changes, so it is kept
//! (each map bounded); a server's settings are kept a moment.

use super::cache;
use super::replayed::Replayed;
use crate::table::TableSettings;
use parlor_games::i18n::Locale;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long a server's settings are kept before they are read again: short,
/// so a `/settings set key:web` reaches every web process within seconds.
const SETTINGS_FOR: Duration = Duration::from_secs(2);
/// Servers whose settings are kept at most.
const SETTINGS_KEPT: usize = 1024;

/// The pages' caches: finished games never change, so what they make is
/// kept (each map bounded); a server's settings are kept a moment.
pub struct Caches {
    settings: Mutex<std::collections::HashMap<String, (Instant, Kept)>>,
    /// Games replayed (a live one until it changes), by server, id and language.
    pub games: cache::Bounded<(String, i64, Locale), Arc<Replayed>>,
    /// Finished games' board SVGs, by server, id, position and language.
    pub svgs: cache::Bounded<(String, i64, usize, Locale), Arc<String>>,
    /// Finished games' PNGs (the last position), by server, id and language.
    pub pngs: cache::Bounded<(String, i64, Locale), Arc<Vec<u8>>>,
    /// Finished games' GIFs, by server, id and language.
    pub gifs: cache::Bounded<(String, i64, Locale), Arc<Vec<u8>>>,
    /// Finished games' pages, by server, id, position and language.
    pub html: cache::Bounded<(String, i64, usize, Locale), Arc<String>>,
}

impl Default for Caches {
    fn default() -> Self {
        Caches {
            settings: Mutex::new(Default::default()),
            games: cache::Bounded::new(128),
            svgs: cache::Bounded::new(1024),
            pngs: cache::Bounded::new(64),
            gifs: cache::Bounded::new(8),
            html: cache::Bounded::new(512),
        }
    }
}

/// A server's settings and the members who hid their page.
pub type Kept = (Arc<TableSettings>, Arc<std::collections::BTreeSet<u64>>);

impl Caches {
    /// A server's settings (and hidden members) as kept, if kept less than [`SETTINGS_FOR`] ago.
    pub fn settings_of(&self, server: &str) -> Option<Kept> {
        let kept = self.settings.lock().unwrap_or_else(|p| p.into_inner());
        kept.get(server)
            .filter(|(at, _)| at.elapsed() < SETTINGS_FOR)
            .map(|(_, s)| s.clone())
    }

    /// Keeps a server's settings a moment.
    pub fn keep_settings(&self, server: &str, settings: Kept) {
        let mut kept = self.settings.lock().unwrap_or_else(|p| p.into_inner());
        if kept.len() >= SETTINGS_KEPT {
            kept.retain(|_, (at, _)| at.elapsed() < SETTINGS_FOR);
            if kept.len() >= SETTINGS_KEPT {
                kept.clear();
            }
        }
        kept.insert(server.to_string(), (Instant::now(), settings));
    }
}
