//! Live games (issue 34): one watcher per process asks the store which
//! sessions changed since its last look and tells every page following one
//! of them, as Server-Sent Events.
//!
//! - The watcher ([`start`]) polls `sessions_changed_since` (an indexed query)
//!   every [`POLL`] through the web's [`Reader`](super::Reader) and broadcasts
//!   each (session, when) it has not told yet. It looks back [`LOOKBACK_MS`]
//!   each time, so a transaction that commits after a later one (another
//!   thread, another process's clock) is still seen, and remembers what it
//!   told so a change is told once.
//! - A page's stream (`GET /s/{server}/g/{id}/live`) sends the game's
//!   `position` event at once, then after every change of that session (or
//!   after missing news, when its receiver lagged), keep-alive comments in
//!   between, and ends when the game is over or gone.
//! - Every [`RECHECK`] the watcher also reads the record of each session a
//!   page follows and tells it when its actions, status or time changed
//!   without the change being seen above: a clock that stands still (local
//!   mode's, which moves only by `:advance`, so its commits share one time)
//!   or one far behind another process's still reaches the pages, a little
//!   later.
//! - Streams are bounded per process and per client address: beyond,
//!   a plain line with 503 or 429.

use super::news::Refusal;
pub use super::news::{Live, STREAMS, STREAMS_PER_CLIENT};
use super::state::Web;
use crate::clock::Millis;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use futures_util::stream::{self, Stream};
use std::collections::HashMap;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Weak};
use std::time::Duration;
use tokio::sync::broadcast;

/// How often the watcher asks the store what changed.
pub const POLL: Duration = Duration::from_millis(150);
/// How far back each look reaches before the latest change seen: commits that
/// land late (their time taken before another's commit) are still found.
pub const LOOKBACK_MS: Millis = 1_000;
/// How often the sessions followed are read again (see the module's doc).
pub const RECHECK: Duration = Duration::from_secs(1);
/// Changes read per query, and queries per look at most (a backlog is read
/// over several looks).
const BATCH: u32 = 500;
const PAGES: usize = 20;
/// A comment this often keeps proxies from closing a quiet stream.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// A stream's place, given back when the stream ends (or its client leaves).
struct Place {
    web: Arc<Web>,
    client: Option<IpAddr>,
    /// The session followed, once known.
    session: Option<i64>,
}

impl Drop for Place {
    fn drop(&mut self) {
        if let Some(session) = self.session {
            self.web.live.unfollow(session);
        }
        self.web.live.leave(self.client);
    }
}

/// The live routes: `/s/{server}/g/{id}/live`.
pub fn routes() -> axum::Router<Arc<Web>> {
    axum::Router::new().route("/s/{server}/g/{id}/live", get(follow))
}

/// A server id as URLs carry it: 1 to 20 of `[0-9a-z]`.
pub fn valid_server(server: &str) -> bool {
    (1..=20).contains(&server.len()) && server.bytes().all(|b| b.is_ascii_digit() || b.is_ascii_lowercase())
}

/// A game id as URLs carry it: 1 to 18 digits.
pub fn parse_id(id: &str) -> Option<i64> {
    if (1..=18).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_digit()) {
        id.parse().ok()
    } else {
        None
    }
}

/// A plain one-line answer.
fn plain(status: StatusCode, line: &'static str) -> Response {
    (
        status,
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; charset=utf-8"),
        )],
        line,
    )
        .into_response()
}

/// `GET /s/{server}/g/{id}/live`.
async fn follow(
    State(web): State<Arc<Web>>,
    Path((server, id)): Path<(String, String)>,
    extensions: axum::http::Extensions,
) -> Response {
    let id = match parse_id(&id) {
        Some(id) if valid_server(&server) => id,
        _ => return plain(StatusCode::NOT_FOUND, "Not found.\n"),
    };
    let client = extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(peer)| peer.ip());
    match web.live.admit(client) {
        Ok(()) => {}
        Err(Refusal::Full) => {
            let mut refused = plain(
                StatusCode::SERVICE_UNAVAILABLE,
                "Too many live games are being followed right now; try again in a minute.\n",
            );
            refused
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("60"));
            return refused;
        }
        Err(Refusal::TooManyFromClient) => {
            let mut refused = plain(
                StatusCode::TOO_MANY_REQUESTS,
                "Too many live games are open from your address; close some.\n",
            );
            refused
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("60"));
            return refused;
        }
    }
    let mut place = Place {
        web: web.clone(),
        client,
        session: None,
    };
    // Following before the first look: a change between the two is not lost.
    let news = web.live.subscribe();
    let first = match super::pages::live_payload(&web, &server, id).await {
        Ok(Some(first)) => first,
        Ok(None) | Err(super::reader::WebError::NotFound) | Err(super::reader::WebError::BadRequest(_)) => {
            return plain(StatusCode::NOT_FOUND, "Not found.\n")
        }
        Err(e) => {
            tracing::warn!(session = id, "a live page's first position failed: {e}");
            return plain(
                StatusCode::SERVICE_UNAVAILABLE,
                "The games cannot be read right now; try again.\n",
            );
        }
    };
    web.live.follow(id);
    place.session = Some(id);
    let events = positions(
        Following {
            place,
            server,
            id,
            news,
            last: None,
            over: false,
        },
        first,
    );
    (
        [
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
            (
                header::HeaderName::from_static("x-accel-buffering"),
                HeaderValue::from_static("no"),
            ),
        ],
        Sse::new(events).keep_alive(KeepAlive::new().interval(KEEP_ALIVE)),
    )
        .into_response()
}

/// One page following one game.
struct Following {
    place: Place,
    server: String,
    id: i64,
    news: broadcast::Receiver<(i64, Millis)>,
    /// The last payload sent (a change that does not change it is not sent).
    last: Option<serde_json::Value>,
    /// The game ended: the last event is sent, the stream ends.
    over: bool,
}

impl Following {
    /// The event for `payload` if it differs from the last one sent.
    fn event(&mut self, payload: serde_json::Value) -> Option<Event> {
        if self.last.as_ref() == Some(&payload) {
            return None;
        }
        self.over = payload["over"] == true;
        let event = Event::default()
            .event("position")
            .retry(Duration::from_secs(3))
            .data(payload.to_string());
        self.last = Some(payload);
        Some(event)
    }

    /// Waits for the next change of this game and its event; `None` when the
    /// stream should end.
    async fn next(&mut self) -> Option<Event> {
        loop {
            if self.over {
                return None;
            }
            match self.news.recv().await {
                Ok((id, _)) if id != self.id => continue,
                // Ours, or news missed while this page lagged behind: look.
                Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                Err(broadcast::error::RecvError::Closed) => return None,
            }
            match super::pages::live_payload(&self.place.web, &self.server, self.id).await {
                Ok(Some(payload)) => {
                    if let Some(event) = self.event(payload) {
                        return Some(event);
                    }
                }
                Ok(None) | Err(super::reader::WebError::NotFound) | Err(super::reader::WebError::BadRequest(_)) => {
                    return None
                }
                Err(e) => {
                    // The page's script reconnects (the event's retry).
                    tracing::warn!(session = self.id, "a live page's position failed: {e}");
                    return None;
                }
            }
        }
    }
}

/// The stream of `position` events: `first`, then one per change.
fn positions(following: Following, first: serde_json::Value) -> impl Stream<Item = Result<Event, Infallible>> {
    let mut following = following;
    let first = following.event(first);
    stream::unfold((following, first), |(mut following, first)| async move {
        let event = match first {
            Some(event) => event,
            None => following.next().await?,
        };
        Some((Ok(event), (following, None)))
    })
}

/// Starts the watcher on the current runtime. It stops when the web's state
/// is dropped.
pub fn start(web: Arc<Web>) {
    let web = Arc::downgrade(&web);
    tokio::spawn(async move {
        let mut watcher = Watcher::default();
        let mut every = tokio::time::interval(POLL);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut rechecked = tokio::time::Instant::now();
        loop {
            every.tick().await;
            let Some(web) = Weak::upgrade(&web) else { return };
            if let Err(e) = watcher.look(&web).await {
                tracing::warn!("the live games' watcher could not read the store: {e}");
            }
            if rechecked.elapsed() >= RECHECK {
                rechecked = tokio::time::Instant::now();
                if let Err(e) = watcher.recheck(&web).await {
                    tracing::warn!("the live games' watcher could not read the games followed: {e}");
                }
            }
        }
    });
}

/// What the watcher has seen.
#[derive(Default)]
struct Watcher {
    /// The latest change seen.
    latest: Option<Millis>,
    /// The changes told within the look-back, by session.
    told: HashMap<i64, Millis>,
    /// What each followed session looked like at the last re-check.
    prints: HashMap<i64, Print>,
}

/// What changes when a session does: its actions, its status, its time.
type Print = (u32, &'static str, Millis);

impl Watcher {
    /// One look: reads the changes since the latest seen (less the look-back)
    /// and tells the new ones.
    async fn look(&mut self, web: &Web) -> Result<(), super::reader::WebError> {
        let mut since = self
            .latest
            .map_or(Millis::MIN, |latest| latest.saturating_sub(LOOKBACK_MS));
        for _ in 0..PAGES {
            let from = since;
            let batch = web
                .reader
                .read(move |store| Ok(store.sessions_changed_since(from, BATCH)?))
                .await?;
            for &(id, at) in &batch {
                if self.told.insert(id, at) != Some(at) {
                    // Nobody following is not an error.
                    let _ = web.live.news.send((id, at));
                }
                self.latest = Some(self.latest.map_or(at, |latest| latest.max(at)));
            }
            match batch.last() {
                Some(&(_, at)) if batch.len() == BATCH as usize => {
                    // The next page: from just before the last one read, so
                    // changes at the same moment are not skipped (the told
                    // ones are not told twice); past it when a whole page
                    // shared that moment.
                    since = if at.saturating_sub(1) > since { at - 1 } else { at };
                }
                _ => break,
            }
        }
        if let Some(latest) = self.latest {
            let horizon = latest.saturating_sub(LOOKBACK_MS);
            self.told.retain(|_, at| *at > horizon);
        }
        Ok(())
    }

    /// Reads the followed sessions' records and tells the ones that changed
    /// since the last re-check, and those followed anew (a change between a
    /// page's first event and this look is not lost; a stream sends nothing
    /// when its game's position did not change).
    async fn recheck(&mut self, web: &Web) -> Result<(), super::reader::WebError> {
        let followed = web.live.followed();
        self.prints.retain(|id, _| followed.contains(id));
        if followed.is_empty() {
            return Ok(());
        }
        let prints = web
            .reader
            .read(move |store| {
                let mut prints = Vec::with_capacity(followed.len());
                for id in followed {
                    if let Some(record) = store.session_record(id)? {
                        prints.push((id, (record.ply, record.status.as_str(), record.updated_at)));
                    }
                }
                Ok(prints)
            })
            .await?;
        for (id, print) in prints {
            if self.prints.insert(id, print) != Some(print) {
                let _ = web.live.news.send((id, print.2));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_servers_are_bounded_like_the_pages() {
        assert!(valid_server("local"));
        assert!(valid_server("123456789012345678"));
        assert!(!valid_server(""));
        assert!(!valid_server("Local"));
        assert!(!valid_server("a-b"));
        assert!(!valid_server(&"1".repeat(21)));
        assert_eq!(parse_id("42"), Some(42));
        assert_eq!(parse_id(&"9".repeat(18)), Some(999_999_999_999_999_999));
        assert_eq!(parse_id(&"9".repeat(19)), None);
        assert_eq!(parse_id("-1"), None);
        assert_eq!(parse_id("1e3"), None);
        assert_eq!(parse_id(""), None);
    }

    #[test]
    fn places_are_bounded_per_client_and_in_all() {
        let live = Live::new();
        live.set_limits(3, 2);
        let a = Some(IpAddr::from([10, 0, 0, 1]));
        let b = Some(IpAddr::from([10, 0, 0, 2]));
        assert!(live.admit(a).is_ok());
        assert!(live.admit(a).is_ok());
        assert!(matches!(live.admit(a), Err(Refusal::TooManyFromClient)));
        assert!(live.admit(b).is_ok());
        assert!(matches!(live.admit(b), Err(Refusal::Full)));
        live.leave(a);
        assert!(live.admit(b).is_ok());
        assert_eq!(live.open_streams(), 3);
        for client in [a, b, b] {
            live.leave(client);
        }
        assert_eq!(live.open_streams(), 0);
        assert!(live.per_client.lock().unwrap().is_empty());
    }

    #[test]
    fn a_session_is_followed_while_a_stream_follows_it() {
        let live = Live::new();
        live.follow(7);
        live.follow(7);
        live.follow(9);
        let mut followed = live.followed();
        followed.sort_unstable();
        assert_eq!(followed, [7, 9]);
        live.unfollow(7);
        live.unfollow(9);
        assert_eq!(live.followed(), [7]);
        live.unfollow(7);
        assert!(live.followed().is_empty());
    }
}
