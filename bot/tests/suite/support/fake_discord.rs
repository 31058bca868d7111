//! A fake Discord on 127.0.0.1: just enough REST and gateway for serenity 0.12.5
//! and poise 0.7.1 to log in, register commands and answer interactions.
//!
//! - REST: `/api/v10/...` on `base_url()`, handed to serenity as its proxy. Every
//!   request is recorded (method, path, headers, body, multipart parts) and tests
//!   wait for "a request matching X" with a bounded timeout.
//! - Faults: the next N requests to a route (or all of them) can be answered with
//!   429 + `retry-after`, a 500 (with or without the request taking effect), and a
//!   second response to one interaction gets 40060 as from Discord; DMs to a member
//!   can fail with 50007.
//! - Gateway: a websocket on the same port (`GET /gateway` names it). HELLO,
//!   heartbeat ACKs, READY on IDENTIFY; tests then dispatch `INTERACTION_CREATE`.
//! - Every payload sent to the bot is checked against serenity's own model types
//!   first, so a missing field fails loudly here instead of being dropped silently
//!   inside serenity's gateway loop.
//! - Every request the bot sends is checked against Discord's published OpenAPI
//!   description (`support::discord_spec`, which says where the document comes
//!   from and at which commit it was checked): an operation the description does
//!   not have, an undeclared query parameter, or a body (a multipart body's
//!   `payload_json`) its schema refuses is recorded as a violation and answered
//!   as Discord answers it (404, or 400 with 50035 "Invalid Form Body" and the
//!   errors by field). Dropping the fake fails the test if any was recorded.
//!
//! Hand-written HTTP/1.1 on tokio (serenity's reqwest client speaks plain HTTP/1.1
//! to a `http://` proxy), so the tests need no server framework.

#![allow(dead_code)]

use super::discord_spec::{self, Violation};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, watch};
use tokio_tungstenite::tungstenite::handshake::derive_accept_key;
use tokio_tungstenite::tungstenite::protocol::Role;
use tokio_tungstenite::tungstenite::Message as WsMessage;
use tokio_tungstenite::WebSocketStream;

/// How long a test waits for the bot to do something before failing.
pub const PATIENCE: Duration = Duration::from_secs(10);

/// The application id, which is also the bot user's id.
pub const APPLICATION_ID: u64 = 900_000_000_000_000_001;
/// The one server.
pub const GUILD_ID: u64 = 900_000_000_000_000_002;
/// The channel the tests play in.
pub const CHANNEL_ID: u64 = 900_000_000_000_000_003;
/// Discord's Manage Server permission bit.
pub const MANAGE_GUILD: u64 = 1 << 5;
/// Discord's ephemeral message flag.
pub const EPHEMERAL: u64 = 1 << 6;

/// A member of the fake server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    pub id: u64,
    pub username: String,
    pub nick: Option<String>,
    pub bot: bool,
    /// Computed permissions in the channel, as Discord sends them.
    pub permissions: u64,
}

impl Member {
    /// A human member with the usual permissions (View Channel, Send Messages, …).
    pub fn new(id: u64, username: &str) -> Member {
        Member {
            id,
            username: username.to_string(),
            nick: None,
            bot: false,
            permissions: 0x0000_0040_0006_4c40,
        }
    }

    fn user_json(&self) -> Value {
        user_json(self.id, &self.username, self.bot)
    }

    fn member_json(&self) -> Value {
        self.member_json_with(&[])
    }

    /// The member as `GET /guilds/{id}/members/{user}` answers, holding `roles`.
    fn member_json_with(&self, roles: &[u64]) -> Value {
        json!({
            "user": self.user_json(),
            "nick": self.nick,
            "avatar": null,
            "roles": roles.iter().map(u64::to_string).collect::<Vec<_>>(),
            "joined_at": "2026-01-01T00:00:00.000000+00:00",
            "premium_since": null,
            "deaf": false,
            "mute": false,
            "flags": 0,
            "pending": false,
            "permissions": self.permissions.to_string(),
        })
    }
}

fn user_json(id: u64, username: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(),
        "username": username,
        "discriminator": "0",
        "global_name": null,
        "avatar": null,
        "bot": bot,
        "public_flags": 0,
    })
}

/// One part of a `multipart/form-data` body.
#[derive(Clone, Debug)]
pub struct Part {
    pub name: String,
    pub filename: Option<String>,
    pub content_type: Option<String>,
    pub data: Vec<u8>,
}

/// One HTTP request the bot made.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    /// The path without the query, e.g. `/api/v10/gateway`.
    pub path: String,
    pub query: String,
    /// Header names in lower case.
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
    /// The parts, when the body is `multipart/form-data`.
    pub parts: Vec<Part>,
    /// The status the fake answered with (404 for a route Discord does not have).
    pub status: u16,
    /// When the fake received it.
    pub at: Instant,
}

impl Recorded {
    /// A header's value by (case-insensitive) name.
    pub fn header(&self, name: &str) -> Option<&str> {
        let name = name.to_ascii_lowercase();
        self.headers
            .iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value.as_str())
    }

    /// The JSON payload: the body, or the `payload_json` part of a multipart body.
    pub fn json(&self) -> Option<Value> {
        match self.parts.iter().find(|part| part.name == "payload_json") {
            Some(part) => serde_json::from_slice(&part.data).ok(),
            None => serde_json::from_slice(&self.body).ok(),
        }
    }

    /// The uploaded files (`files[N]` parts).
    pub fn files(&self) -> Vec<&Part> {
        self.parts
            .iter()
            .filter(|part| part.name.starts_with("files["))
            .collect()
    }

    /// `METHOD /path`, for messages.
    pub fn summary(&self) -> String {
        format!("{} {}", self.method, self.path)
    }
}

/// What the fake knows, behind one std mutex never held across an await.
#[derive(Default)]
struct State {
    requests: Vec<Recorded>,
    /// The open gateway connections, by the shard each identified as.
    gateways: HashMap<u32, mpsc::UnboundedSender<Value>>,
    /// The shards that received READY on their current connection.
    ready_shards: HashSet<u32>,
    /// Every IDENTIFY's `shard` ([id, total]), in order.
    pub identified: Vec<[u32; 2]>,
    /// The shard count `GET /gateway/bot` recommends (1 unless a test asks).
    recommended_shards: u32,
    /// RESUMEs received.
    resumes: usize,
    /// While set, an IDENTIFY gets no READY: it waits in `held_ready` (with
    /// the connection it is for) until [`FakeDiscord::release_ready`].
    hold_ready: bool,
    held_ready: Vec<(mpsc::UnboundedSender<Value>, Value)>,
    /// Messages made by `POST /channels/{id}/messages` (a nonce met again makes
    /// none), and each (channel, nonce)'s message.
    messages_made: usize,
    nonces: HashMap<(u64, String), Value>,
    /// Whether a RESUME is refused (op 9, not resumable), forcing a new IDENTIFY.
    refuse_resume: bool,
    sequence: u64,
    next_id: u64,
    /// Interaction token → the channel it came from, for follow-up messages.
    token_channels: HashMap<String, u64>,
    /// DM channel id → the member it is with.
    dm_channels: HashMap<u64, u64>,
    members: HashMap<u64, Member>,
    /// Channels the bot is not a member of (issue 33): DMs and group DMs
    /// between members. Every channel route there answers 403 50001.
    private_channels: HashSet<u64>,
    /// Members who installed the app to their account: the bot may DM them
    /// even without a shared server.
    installed: HashSet<u64>,
    /// Members who share no server with the bot (a DM to them, unless they
    /// installed the app, answers 400 50278).
    strangers: HashSet<u64>,
    /// When each interaction token was issued, and how far the tokens have
    /// been aged by a test: a token older than 15 minutes answers 401 50027.
    token_issued: HashMap<String, (Instant, Duration)>,
    /// Members whose DMs fail, and at which step.
    dm_failures: HashMap<u64, DmFailure>,
    /// Faults still to inject, in the order they were asked for.
    faults: Vec<Injected>,
    /// Interactions whose callback was taken: a second one gets 40060.
    acknowledged: HashSet<u64>,
    /// The bot's permissions in a channel, where a test took some away (every
    /// permission elsewhere): sent as interactions' `app_permissions`, and
    /// checked as Discord checks them (a thread needs Create Public Threads).
    bot_permissions: HashMap<u64, u64>,
    /// Requests Discord's OpenAPI description does not allow.
    violations: Vec<Violation>,
    /// The server's roles (issue 32): `@everyone`, Parlor's own and those a
    /// test adds; and the roles each member holds (Parlor's own included).
    roles: Vec<FakeRole>,
    member_roles: HashMap<u64, Vec<u64>>,
    /// Requests to hold before answering (issue 36's stops), in the order
    /// they were asked for: each is taken by the first request its route
    /// matches.
    holds: Vec<Hold>,
    /// When the bot closed a gateway connection itself (a close frame).
    gateway_closes: Vec<Instant>,
    /// The heartbeat interval HELLO asks for and how long each ACK waits,
    /// where a test set them ([`FakeDiscord::heartbeat`]); else Discord's
    /// 41.25 s, acknowledged at once.
    heartbeat: Option<(Duration, Duration)>,
}

/// A request held by the fake: `arrived` is set when one came, and the fake
/// answers it once `released` is.
struct Hold {
    route: Route,
    arrived: watch::Sender<bool>,
    released: watch::Receiver<bool>,
}

/// A hold on the next request to a route ([`FakeDiscord::hold_next`]).
pub struct Held {
    what: String,
    arrived: watch::Receiver<bool>,
    release: watch::Sender<bool>,
}

impl Held {
    /// Waits (at most `PATIENCE`) for the held request to arrive.
    pub async fn arrived(&self) {
        let mut arrived = self.arrived.clone();
        let came = tokio::time::timeout(PATIENCE, arrived.wait_for(|came| *came)).await;
        assert!(
            matches!(came, Ok(Ok(_))),
            "no request for {} reached the fake Discord within {PATIENCE:?}",
            self.what
        );
    }

    /// Lets the fake process and answer the held request.
    pub fn release(&self) {
        self.release.send_replace(true);
    }
}

/// One of the fake server's roles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeRole {
    pub id: u64,
    pub name: String,
    pub position: i64,
    pub managed: bool,
}

impl FakeRole {
    /// The role as Discord's `GET /guilds/{id}/roles` answers (`GuildRoleResponse`).
    fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "name": self.name,
            "description": null,
            "permissions": "0",
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false,
            "managed": self.managed,
            "mentionable": false,
            "icon": null,
            "unicode_emoji": null,
            "flags": 0,
        })
    }
}

/// Parlor's own role (a bot's managed role) and its position: Parlor may give
/// only roles below it.
pub const PARLOR_ROLE: u64 = 900_000_000_000_000_010;
pub const PARLOR_ROLE_POSITION: i64 = 5;
/// Discord's Manage Roles permission bit.
pub const MANAGE_ROLES: u64 = 1 << 28;

/// The fake server's roles at the start: `@everyone` (the guild's id) and
/// Parlor's own role, which the bot holds.
fn starting_roles() -> Vec<FakeRole> {
    vec![
        FakeRole {
            id: GUILD_ID,
            name: "@everyone".into(),
            position: 0,
            managed: false,
        },
        FakeRole {
            id: PARLOR_ROLE,
            name: "Parlor".into(),
            position: PARLOR_ROLE_POSITION,
            managed: true,
        },
    ]
}

/// The REST routes a fault can be put on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// `POST /interactions/{id}/{token}/callback`: any interaction response.
    Callback,
    /// `POST /webhooks/{application}/{token}`: a follow-up message.
    FollowUp,
    /// `PATCH /webhooks/{application}/{token}/messages/@original`: an edit of the
    /// response (a deferred answer, buttons removed).
    EditOriginal,
    /// `POST /channels/{channel}/messages`: a post in a channel or DM channel.
    ChannelMessage,
    /// `POST /users/@me/channels`: opening a DM channel.
    CreateDm,
    /// `PUT` or `DELETE /guilds/{guild}/members/{user}/roles/{role}`: a role
    /// given or taken (issue 32).
    MemberRole,
    /// One exact method and path, e.g. `Sent::callback_path()`.
    Exact { method: String, path: String },
}

impl Route {
    fn matches(&self, request: &Recorded) -> bool {
        let path = request.path.strip_prefix("/api/v10/").unwrap_or(&request.path);
        let segments: Vec<&str> = path.split('/').collect();
        match (self, request.method.as_str(), segments.as_slice()) {
            (Route::Callback, "POST", ["interactions", _, _, "callback"])
            | (Route::FollowUp, "POST", ["webhooks", _, _])
            | (Route::EditOriginal, "PATCH", ["webhooks", _, _, "messages", "@original"])
            | (Route::ChannelMessage, "POST", ["channels", _, "messages"])
            | (Route::CreateDm, "POST", ["users", "@me", "channels"])
            | (Route::MemberRole, "PUT" | "DELETE", ["guilds", _, "members", _, "roles", _]) => true,
            (Route::Exact { method, path }, _, _) => *method == request.method && *path == request.path,
            _ => false,
        }
    }
}

/// How the fake fails a request.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Fault {
    /// 429 Too Many Requests with `retry-after` (header, seconds) and the JSON body
    /// `{"retry_after": s, "global": false}`, as Discord answers a route limit. The
    /// request has no effect.
    RateLimited { retry_after: Duration },
    /// 500 Internal Server Error; the request has no effect.
    ServerError,
    /// The request takes effect (a callback acknowledges its interaction), but the
    /// answer is a 500, as when Discord's answer is lost on the way: a retried
    /// callback then meets 40060.
    AppliedThenServerError,
    /// Discord refuses the request for good with this HTTP status and error
    /// code (10003 Unknown Channel, 50013 Missing Permissions, …); no effect.
    Refused { status: u16, code: u32 },
}

struct Injected {
    route: Route,
    remaining: usize,
    fault: Fault,
}

/// Where a DM to a member fails with Discord's 50007 (HTTP 403).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DmFailure {
    /// `POST /users/@me/channels` fails.
    Create,
    /// The DM channel opens, but `POST /channels/{dm}/messages` fails (what Discord
    /// does for closed DMs).
    Send,
}

/// Discord's answer when a member cannot be messaged.
pub fn cannot_message_user() -> Value {
    json!({"code": 50007, "message": "Cannot send messages to this user"})
}

struct Shared {
    state: Mutex<State>,
    /// Bumped on every recorded request and gateway change.
    changed: watch::Sender<u64>,
    base_url: String,
    ws_url: String,
}

/// Fakes started in this process: each hands out its own range of snowflakes, so
/// an interaction id names one test's interaction in logs shared by all tests.
static FAKES: AtomicU64 = AtomicU64::new(0);

/// Every permission Discord defines (what the bot has unless a test takes some away).
pub const ALL_PERMISSIONS: u64 = 562_949_953_421_311;
/// Create Public Threads.
pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;

impl Shared {
    fn bot_permissions(&self, channel: u64) -> u64 {
        let state = self.state.lock().unwrap();
        state.bot_permissions.get(&channel).copied().unwrap_or(ALL_PERMISSIONS)
    }

    fn bump(&self) {
        self.changed.send_modify(|version| *version += 1);
    }

    fn snowflake(&self) -> u64 {
        let mut state = self.state.lock().unwrap();
        state.next_id += 1;
        state.next_id
    }

    /// The fault to answer `request` with, if one is waiting for its route.
    fn take_fault(&self, request: &Recorded) -> Option<Fault> {
        let mut state = self.state.lock().unwrap();
        let index = state
            .faults
            .iter()
            .position(|injected| injected.route.matches(request))?;
        let injected = &mut state.faults[index];
        let fault = injected.fault;
        injected.remaining -= 1;
        if injected.remaining == 0 {
            state.faults.remove(index);
        }
        Some(fault)
    }
}

/// Discord's answer where the bot has no access (a channel it is not in).
pub fn missing_access() -> Value {
    json!({"message": "Missing Access", "code": 50001})
}

/// How long Discord takes an interaction's token for follow-ups and edits.
pub const TOKEN_LIFE: Duration = Duration::from_secs(15 * 60);

/// Discord's answer to a second response to one interaction.
pub fn already_acknowledged() -> Value {
    json!({"code": 40060, "message": "Interaction has already been acknowledged."})
}

/// The fake Discord. Dropping it stops accepting connections.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    acceptor: tokio::task::JoinHandle<()>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.acceptor.abort();
        // The end of every test that started a fake: no request may have broken
        // Discord's description (unless the test is failing already).
        let violations = std::mem::take(&mut self.shared.state.lock().unwrap().violations);
        if !violations.is_empty() && !std::thread::panicking() {
            let listed: Vec<String> = violations.iter().map(Violation::to_string).collect();
            let source = discord_spec::spec().map(|spec| spec.source.display().to_string());
            panic!(
                "the bot sent {} request(s) Discord's OpenAPI description ({}) does not allow:\n  {}",
                listed.len(),
                source.unwrap_or_default(),
                listed.join("\n  ")
            );
        }
    }
}

/// A dispatched interaction: what the test needs to find its answers.
#[derive(Clone, Debug)]
pub struct Sent {
    pub id: u64,
    pub token: String,
    pub payload: Value,
}

impl Sent {
    /// The path of this interaction's callback.
    pub fn callback_path(&self) -> String {
        format!("/api/v10/interactions/{}/{}/callback", self.id, self.token)
    }

    /// The path prefix of this interaction's follow-ups and edits.
    pub fn webhook_path(&self) -> String {
        format!("/api/v10/webhooks/{APPLICATION_ID}/{}", self.token)
    }
}

impl FakeDiscord {
    /// Starts the fake on a random port of 127.0.0.1.
    pub async fn start() -> FakeDiscord {
        // Loaded (or found missing, and said so) before the first request.
        discord_spec::spec();
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind the fake Discord");
        let addr: SocketAddr = listener.local_addr().unwrap();
        let (changed, _) = watch::channel(0);
        let first_id = 1_000_000_000_000_000_000 + FAKES.fetch_add(1, Ordering::SeqCst) * 1_000_000_000;
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                next_id: first_id,
                recommended_shards: 1,
                roles: starting_roles(),
                member_roles: HashMap::from([(APPLICATION_ID, vec![PARLOR_ROLE])]),
                ..State::default()
            }),
            changed,
            base_url: format!("http://{addr}"),
            ws_url: format!("ws://{addr}"),
        });
        let accepting = shared.clone();
        let acceptor = tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(serve_connection(accepting.clone(), stream));
            }
        });
        FakeDiscord { shared, acceptor }
    }

    /// A fake that recommends `shards` gateway shards (`GET /gateway/bot`), so
    /// an autosharded bot opens that many connections.
    pub async fn start_with_shards(shards: u32) -> FakeDiscord {
        let fake = FakeDiscord::start().await;
        fake.shared.state.lock().unwrap().recommended_shards = shards;
        fake
    }

    /// Closes `shard`'s gateway connection with a close `code` (4000, unknown
    /// error, is one serenity resumes after). With `refuse_resume`, the RESUME
    /// that follows is answered "invalid session", so the bot identifies anew.
    pub fn close_gateway(&self, shard: u32, code: u16, refuse_resume: bool) {
        let mut state = self.shared.state.lock().unwrap();
        state.refuse_resume = refuse_resume;
        state.ready_shards.remove(&shard);
        let gateway = state.gateways.remove(&shard).expect("an open connection to close");
        let _ = gateway.send(json!({"fake_close": code}));
    }

    /// How many messages channel posts have made (a post whose nonce was
    /// already used, with `enforce_nonce`, makes none).
    pub fn messages_made(&self) -> usize {
        self.shared.state.lock().unwrap().messages_made
    }

    /// Gateway connections opened from now on are asked to heartbeat every
    /// `every`, and each heartbeat is acknowledged `ack_after` later (a
    /// gateway that far away).
    pub fn heartbeat(&self, every: Duration, ack_after: Duration) {
        self.shared.state.lock().unwrap().heartbeat = Some((every, ack_after));
    }

    /// From now on an IDENTIFY gets no READY until [`FakeDiscord::release_ready`]:
    /// the bot's shards stay connected but not ready.
    pub fn hold_ready(&self) {
        self.shared.state.lock().unwrap().hold_ready = true;
    }

    /// Sends every READY held back since [`FakeDiscord::hold_ready`], and
    /// answers IDENTIFY at once again.
    pub fn release_ready(&self) {
        let held = {
            let mut state = self.shared.state.lock().unwrap();
            state.hold_ready = false;
            std::mem::take(&mut state.held_ready)
        };
        for (connection, ready) in held {
            let _ = connection.send(ready);
        }
    }

    /// Waits until the bot has sent `count` IDENTIFYs.
    pub async fn wait_identified(&self, count: usize) {
        let mut changed = self.shared.changed.subscribe();
        let waited = tokio::time::timeout(PATIENCE, async {
            loop {
                changed.borrow_and_update();
                if self.shared.state.lock().unwrap().identified.len() >= count {
                    return;
                }
                changed.changed().await.expect("the fake is alive");
            }
        })
        .await;
        assert!(
            waited.is_ok(),
            "the bot did not identify {count} time(s) within {PATIENCE:?}: {:?}",
            self.identified()
        );
    }

    /// How many RESUMEs the fake has received.
    pub fn resumes(&self) -> usize {
        self.shared.state.lock().unwrap().resumes
    }

    /// Every IDENTIFY's shard, `[id, total]`, in the order they came.
    pub fn identified(&self) -> Vec<[u32; 2]> {
        self.shared.state.lock().unwrap().identified.clone()
    }

    /// The base URL to give serenity as its proxy.
    pub fn base_url(&self) -> String {
        self.shared.base_url.clone()
    }

    /// Adds a member to the server (so DMs and mentions can name them).
    pub fn add_member(&self, member: &Member) {
        self.shared
            .state
            .lock()
            .unwrap()
            .members
            .insert(member.id, member.clone());
    }

    /// Adds a role named `name` at `position` (below [`PARLOR_ROLE_POSITION`]
    /// Parlor may give it); its id.
    pub fn add_role(&self, name: &str, position: i64) -> u64 {
        let id = self.shared.snowflake();
        self.shared.state.lock().unwrap().roles.push(FakeRole {
            id,
            name: name.to_string(),
            position,
            managed: false,
        });
        id
    }

    /// Deletes role `id`, as an admin would: nobody holds it any more.
    pub fn delete_role(&self, id: u64) {
        let mut state = self.shared.state.lock().unwrap();
        state.roles.retain(|role| role.id != id);
        for held in state.member_roles.values_mut() {
            held.retain(|&role| role != id);
        }
    }

    /// Gives `member` role `id`, as an admin would (not the bot).
    pub fn give_role(&self, member: u64, id: u64) {
        let mut state = self.shared.state.lock().unwrap();
        let held = state.member_roles.entry(member).or_default();
        if !held.contains(&id) {
            held.push(id);
        }
    }

    /// The roles `member` holds now.
    pub fn roles_of(&self, member: u64) -> Vec<u64> {
        let state = self.shared.state.lock().unwrap();
        state.member_roles.get(&member).cloned().unwrap_or_default()
    }

    /// Holds the next request to `route` before processing it (it takes
    /// effect, is recorded and is answered only once released): a Discord
    /// that answers slowly, or not at all if never released.
    pub fn hold_next(&self, route: Route) -> Held {
        let (arrived, arrived_rx) = watch::channel(false);
        let (release, released) = watch::channel(false);
        let what = format!("{route:?}");
        self.shared.state.lock().unwrap().holds.push(Hold {
            route,
            arrived,
            released,
        });
        Held {
            what,
            arrived: arrived_rx,
            release,
        }
    }

    /// When the bot closed its gateway connections itself (with a close
    /// frame), in order.
    pub fn gateway_closes(&self) -> Vec<Instant> {
        self.shared.state.lock().unwrap().gateway_closes.clone()
    }

    /// The next `times` requests to `route` fail with `fault` (`usize::MAX`: all).
    pub fn fail_next(&self, route: Route, times: usize, fault: Fault) {
        if times == 0 {
            return;
        }
        self.shared.state.lock().unwrap().faults.push(Injected {
            route,
            remaining: times,
            fault,
        });
    }

    /// Every request so far to `route`, with the fake's status.
    pub fn requests_to(&self, route: &Route) -> Vec<Recorded> {
        self.requests().into_iter().filter(|r| route.matches(r)).collect()
    }

    /// From now on, DMs to `member` fail with 50007 at `step`.
    pub fn fail_dms(&self, member: u64, step: DmFailure) {
        self.shared.state.lock().unwrap().dm_failures.insert(member, step);
    }

    /// The DM channel the bot opened with `member`, if it did.
    pub fn dm_channel_of(&self, member: u64) -> Option<u64> {
        let state = self.shared.state.lock().unwrap();
        state
            .dm_channels
            .iter()
            .find(|(_, with)| **with == member)
            .map(|(channel, _)| *channel)
    }

    /// Every message the bot posted (successfully or not) to its DM with `member`.
    pub fn dms_to(&self, member: u64) -> Vec<Recorded> {
        let channels: Vec<u64> = {
            let state = self.shared.state.lock().unwrap();
            state
                .dm_channels
                .iter()
                .filter(|(_, with)| **with == member)
                .map(|(channel, _)| *channel)
                .collect()
        };
        self.requests()
            .into_iter()
            .filter(|request| {
                request.method == "POST"
                    && channels
                        .iter()
                        .any(|channel| request.path == format!("/api/v10/channels/{channel}/messages"))
            })
            .collect()
    }

    /// The channel a request's message lands in: the interaction's channel for a
    /// callback, follow-up or edit (by its token), the path's channel for a post.
    pub fn channel_of(&self, request: &Recorded) -> Option<u64> {
        let path = request.path.strip_prefix("/api/v10/")?;
        let segments: Vec<&str> = path.split('/').collect();
        let token = match segments.as_slice() {
            ["interactions", _, token, "callback"] => *token,
            ["webhooks", _, token, ..] => *token,
            ["channels", channel, "messages", ..] => return channel.parse().ok(),
            _ => return None,
        };
        self.shared.state.lock().unwrap().token_channels.get(token).copied()
    }

    /// True when `channel` is a DM channel the bot opened.
    pub fn is_dm_channel(&self, channel: u64) -> bool {
        self.shared.state.lock().unwrap().dm_channels.contains_key(&channel)
    }

    /// The requests so far that Discord's OpenAPI description does not allow,
    /// taken: a test that sends such a request on purpose takes them before the
    /// fake is dropped.
    pub fn take_violations(&self) -> Vec<Violation> {
        std::mem::take(&mut self.shared.state.lock().unwrap().violations)
    }

    /// Every request so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.shared.state.lock().unwrap().requests.clone()
    }

    /// How many requests so far: a mark to wait for later ones.
    pub fn mark(&self) -> usize {
        self.shared.state.lock().unwrap().requests.len()
    }

    /// Waits (at most `PATIENCE`) for a request after `mark` that matches.
    pub async fn wait_for(&self, mark: usize, what: &str, matches: impl Fn(&Recorded) -> bool) -> Recorded {
        let mut changed = self.shared.changed.subscribe();
        let found = tokio::time::timeout(PATIENCE, async {
            loop {
                changed.borrow_and_update();
                let hit = {
                    let state = self.shared.state.lock().unwrap();
                    state
                        .requests
                        .iter()
                        .skip(mark)
                        .find(|request| matches(request))
                        .cloned()
                };
                if let Some(hit) = hit {
                    return hit;
                }
                changed.changed().await.expect("the fake is alive");
            }
        })
        .await;
        match found {
            Ok(hit) => hit,
            Err(_) => panic!(
                "no request for {what} reached the fake Discord within {PATIENCE:?} \
                 (is the proxy honoured? is the bot connected?); it saw: {:#?}",
                self.requests()
                    .iter()
                    .skip(mark)
                    .map(Recorded::summary)
                    .collect::<Vec<_>>()
            ),
        }
    }

    /// Waits for the bot to identify on the gateway and receive READY.
    pub async fn wait_ready(&self) {
        let mut changed = self.shared.changed.subscribe();
        // Serenity starts one shard every 5 seconds.
        let shards = self.shared.state.lock().unwrap().recommended_shards;
        let patience = PATIENCE + Duration::from_secs(6) * shards.saturating_sub(1);
        let ready = tokio::time::timeout(patience, async {
            loop {
                changed.borrow_and_update();
                let ready = {
                    let state = self.shared.state.lock().unwrap();
                    !state.ready_shards.is_empty() && state.ready_shards.len() as u32 >= state.recommended_shards
                };
                if ready {
                    return;
                }
                changed.changed().await.expect("the fake is alive");
            }
        })
        .await;
        if ready.is_err() {
            panic!(
                "the bot did not identify on the fake gateway within {patience:?} (identified: {:?}); requests: {:#?}",
                self.identified(),
                self.requests().iter().map(Recorded::summary).collect::<Vec<_>>()
            );
        }
    }

    /// Sends an `INTERACTION_CREATE` to the bot, after checking that serenity can
    /// read it.
    pub fn dispatch(&self, payload: Value) -> Sent {
        self.dispatch_on(0, payload)
    }

    /// [`FakeDiscord::dispatch`] on the connection of `shard` (Discord sends a
    /// guild's interactions on its shard, a DM's on shard 0).
    pub fn dispatch_on(&self, shard: u32, payload: Value) -> Sent {
        if let Err(error) = serde_json::from_value::<serenity::all::Interaction>(payload.clone()) {
            panic!("serenity 0.12.5 cannot read this interaction ({error}): {payload:#}");
        }
        let sent = Sent {
            id: payload["id"].as_str().unwrap().parse().unwrap(),
            token: payload["token"].as_str().unwrap().to_string(),
            payload: payload.clone(),
        };
        let mut state = self.shared.state.lock().unwrap();
        let channel = payload["channel_id"].as_str().unwrap().parse().unwrap();
        state.token_channels.insert(sent.token.clone(), channel);
        state
            .token_issued
            .insert(sent.token.clone(), (Instant::now(), Duration::ZERO));
        let gateway = state
            .gateways
            .get(&shard)
            .cloned()
            .unwrap_or_else(|| panic!("dispatch before shard {shard} identified"));
        gateway
            .send(json!({"op": 0, "t": "INTERACTION_CREATE", "d": payload}))
            .expect("the gateway connection is open");
        sent
    }

    /// Dispatches an interaction and waits for its callback.
    pub async fn interact(&self, payload: Value) -> (Sent, Recorded) {
        self.interact_on(0, payload).await
    }

    /// [`FakeDiscord::interact`] on the connection of `shard`.
    pub async fn interact_on(&self, shard: u32, payload: Value) -> (Sent, Recorded) {
        let mark = self.mark();
        let sent = self.dispatch_on(shard, payload);
        let path = sent.callback_path();
        let kind = sent.payload["type"].clone();
        let callback = self
            .wait_for(mark, &format!("the callback of interaction type {kind}"), |request| {
                request.method == "POST" && request.path == path
            })
            .await;
        (sent, callback)
    }

    fn interaction(&self, kind: u8, member: &Member, data: Value) -> Value {
        let id = self.shared.snowflake();
        json!({
            "id": id.to_string(),
            "application_id": APPLICATION_ID.to_string(),
            "type": kind,
            "data": data,
            "guild_id": GUILD_ID.to_string(),
            "channel_id": CHANNEL_ID.to_string(),
            "member": member.member_json(),
            "token": format!("token-{id}"),
            "version": 1,
            "app_permissions": self.bot_permissions(CHANNEL_ID).to_string(),
            "locale": "en-US",
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {"0": GUILD_ID.to_string()},
            "context": 0,
            "attachment_size_limit": 10_485_760,
        })
    }

    /// The bot's permissions in `channel` (every permission unless a test took
    /// some away with [`FakeDiscord::set_bot_permissions`]).
    pub fn bot_permissions(&self, channel: u64) -> u64 {
        self.shared.bot_permissions(channel)
    }

    /// Gives the bot only `permissions` in `channel`, as a server admin would.
    pub fn set_bot_permissions(&self, channel: u64, permissions: u64) {
        self.shared
            .state
            .lock()
            .unwrap()
            .bot_permissions
            .insert(channel, permissions);
    }

    /// A slash command (type 2) from `member`. `options` are Discord's option
    /// objects (see [`option`] and [`user_option`]); `resolved` their users.
    pub fn slash(&self, member: &Member, name: &str, options: Vec<Value>, resolved: &[&Member]) -> Value {
        let mut users = serde_json::Map::new();
        let mut members = serde_json::Map::new();
        for other in resolved {
            users.insert(other.id.to_string(), other.user_json());
            let mut partial = other.member_json();
            partial.as_object_mut().unwrap().remove("user");
            members.insert(other.id.to_string(), partial);
        }
        let data = json!({
            "id": self.shared.snowflake().to_string(),
            "name": name,
            "type": 1,
            "options": options,
            "resolved": {"users": users, "members": members},
            "guild_id": GUILD_ID.to_string(),
        });
        self.interaction(2, member, data)
    }

    /// The same interaction sent from a DM with the bot: no server, no member.
    pub fn in_dm(&self, mut payload: Value) -> Value {
        let object = payload.as_object_mut().unwrap();
        let member = object.remove("member").expect("a server interaction");
        object.remove("guild_id");
        object.remove("guild_locale");
        object.insert("user".into(), member["user"].clone());
        let user: u64 = member["user"]["id"].as_str().unwrap().parse().unwrap();
        let channel = self.dm_channel_of(user).unwrap_or_else(|| self.shared.snowflake());
        object.insert("channel_id".into(), json!(channel.to_string()));
        if let Some(message) = object.get_mut("message").and_then(Value::as_object_mut) {
            message.insert("channel_id".into(), json!(channel.to_string()));
            message.remove("guild_id");
        }
        object.insert("context".into(), json!(1));
        object.insert("authorizing_integration_owners".into(), json!({"0": "0"}));
        if let Some(data) = object.get_mut("data").and_then(Value::as_object_mut) {
            data.remove("guild_id");
        }
        payload
    }

    /// A new DM or group DM between members (issue 33), which the bot is not
    /// a member of: its id.
    pub fn open_group_dm(&self) -> u64 {
        let id = self.shared.snowflake();
        self.shared.state.lock().unwrap().private_channels.insert(id);
        id
    }

    /// `member` installs the app to their account.
    pub fn install_to_account(&self, member: &Member) {
        self.shared.state.lock().unwrap().installed.insert(member.id);
    }

    /// `member` shares no server with the bot.
    pub fn share_no_server(&self, member: &Member) {
        self.shared.state.lock().unwrap().strangers.insert(member.id);
    }

    /// Ages every interaction token issued so far by `by` (a fake clock for
    /// Discord's 15 minutes).
    pub fn age_tokens(&self, by: Duration) {
        for (_, aged) in self.shared.state.lock().unwrap().token_issued.values_mut() {
            *aged += by;
        }
    }

    /// The requests so far to any route of `channel` (`/channels/{id}/…`).
    pub fn channel_routes(&self, channel: u64) -> Vec<Recorded> {
        let prefix = format!("/api/v10/channels/{channel}");
        self.requests()
            .into_iter()
            .filter(|r| r.path == prefix || r.path.starts_with(&format!("{prefix}/")))
            .collect()
    }

    /// The same interaction sent from `channel`, a DM or group DM between
    /// members (context 2), by a member who installed the app to their
    /// account: no server, the user instead of the member, and the user
    /// install (`"1"`, the member's id) as its only authorizing owner.
    pub fn in_group_dm(&self, mut payload: Value, channel: u64) -> Value {
        let object = payload.as_object_mut().unwrap();
        let member = object.remove("member").expect("a server interaction");
        object.remove("guild_id");
        object.remove("guild_locale");
        let user_id = member["user"]["id"].clone();
        object.insert("user".into(), member["user"].clone());
        object.insert("channel_id".into(), json!(channel.to_string()));
        if let Some(message) = object.get_mut("message").and_then(Value::as_object_mut) {
            message.insert("channel_id".into(), json!(channel.to_string()));
            message.remove("guild_id");
        }
        object.insert("context".into(), json!(2));
        object.insert("authorizing_integration_owners".into(), json!({"1": user_id}));
        if let Some(data) = object.get_mut("data").and_then(Value::as_object_mut) {
            data.remove("guild_id");
            if let Some(members) = data.get_mut("resolved").and_then(|r| r.get_mut("members")) {
                // Outside a server there are no server members to resolve.
                *members = json!({});
            }
        }
        payload
    }

    /// An autocomplete request (type 4) for `command`'s focused string option.
    pub fn autocomplete(&self, member: &Member, command: &str, option: &str, typed: &str) -> Value {
        let data = json!({
            "id": self.shared.snowflake().to_string(),
            "name": command,
            "type": 1,
            "options": [{"type": 3, "name": option, "value": typed, "focused": true}],
            "guild_id": GUILD_ID.to_string(),
        });
        self.interaction(4, member, data)
    }

    /// An autocomplete request (type 4) for the focused string option of
    /// `command`'s subcommand `sub` (`/puzzle answer move:`).
    pub fn autocomplete_sub(&self, member: &Member, command: &str, sub: &str, option: &str, typed: &str) -> Value {
        let data = json!({
            "id": self.shared.snowflake().to_string(),
            "name": command,
            "type": 1,
            "options": [{"type": 1, "name": sub, "options": [
                {"type": 3, "name": option, "value": typed, "focused": true}
            ]}],
            "guild_id": GUILD_ID.to_string(),
        });
        self.interaction(4, member, data)
    }

    /// A button press (type 3) on `message` (as the bot posted it).
    pub fn press(&self, member: &Member, message: Value, custom_id: &str) -> Value {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let mut payload = self.interaction(3, member, data);
        payload["message"] = message;
        payload
    }

    /// A choice in a string select menu (type 3, component type 3) on `message`.
    pub fn select(&self, member: &Member, message: Value, custom_id: &str, values: &[&str]) -> Value {
        let data = json!({"custom_id": custom_id, "component_type": 3, "values": values});
        let mut payload = self.interaction(3, member, data);
        payload["message"] = message;
        payload
    }

    /// The message a recorded message request posted, as Discord would show it
    /// (content and components), in `channel`.
    pub fn as_message(&self, request: &Recorded, channel: u64) -> Value {
        let json = request.json().expect("a JSON message payload");
        let json = if request.path.ends_with("/callback") {
            json["data"].clone()
        } else {
            json
        };
        let id = self.shared.snowflake();
        let mut message = message_json(id, channel, json["content"].as_str().unwrap_or_default(), 0);
        message["components"] = json["components"].clone();
        if message["components"].is_null() {
            message["components"] = json!([]);
        }
        message
    }

    /// A message as Discord would show it, authored by the bot.
    pub fn bot_message(&self, content: &str, components: Value) -> Value {
        let id = self.shared.snowflake();
        let mut message = message_json(id, CHANNEL_ID, content, 0);
        message["components"] = components;
        message
    }
}

/// A string (type 3) option.
pub fn option(name: &str, value: &str) -> Value {
    json!({"type": 3, "name": name, "value": value})
}

/// An integer (type 4) option, e.g. a choice by index.
pub fn int_option(name: &str, value: i64) -> Value {
    json!({"type": 4, "name": name, "value": value})
}

/// A user (type 6) option; list the member in `resolved` too.
pub fn user_option(name: &str, member: &Member) -> Value {
    json!({"type": 6, "name": name, "value": member.id.to_string()})
}

fn bot_user() -> Value {
    let mut user = user_json(APPLICATION_ID, "Parlor", true);
    user["verified"] = json!(true);
    user["mfa_enabled"] = json!(false);
    user["flags"] = json!(0);
    user
}

fn message_json(id: u64, channel: u64, content: &str, flags: u64) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": bot_user(),
        "content": content,
        "timestamp": "2026-11-01T12:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
        "flags": flags,
        "components": [],
    })
}

/// READY, for the bot's IDENTIFY.
fn ready_json(ws_url: &str) -> Value {
    json!({
        "v": 10,
        "user": bot_user(),
        "guilds": [{"id": GUILD_ID.to_string(), "unavailable": true}],
        "session_id": "fake-session",
        "resume_gateway_url": ws_url,
        "shard": [0, 1],
        "application": {"id": APPLICATION_ID.to_string(), "flags": 0},
        "private_channels": [],
        "presences": [],
        "relationships": [],
    })
}

fn application_json() -> Value {
    json!({
        "id": APPLICATION_ID.to_string(),
        "name": "Parlor",
        "icon": null,
        "description": "",
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": user_json(1, "owner", false),
        "verify_key": "0",
        "team": null,
        "flags": 0,
    })
}

/// The fake's answer to one request: status and JSON body (none for 204).
fn route(shared: &Shared, request: &Recorded) -> (u16, Option<Value>) {
    let path = request.path.strip_prefix("/api/v10").unwrap_or(&request.path);
    let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
    let payload = request.json().unwrap_or(Value::Null);
    let flags = payload["flags"].as_u64().unwrap_or(0);
    let content = payload["content"].as_str().unwrap_or("").to_string();
    // A channel the bot is not a member of: no channel route is open to it.
    if let ["channels", channel, ..] = segments.as_slice() {
        let channel: u64 = channel.parse().unwrap_or(0);
        if shared.state.lock().unwrap().private_channels.contains(&channel) {
            return (403, Some(missing_access()));
        }
    }
    // An interaction's token is good for 15 minutes of follow-ups and edits.
    if let ["webhooks", _, token, ..] = segments.as_slice() {
        let state = shared.state.lock().unwrap();
        if let Some((issued, aged)) = state.token_issued.get(*token) {
            if issued.elapsed() + *aged >= TOKEN_LIFE {
                return (401, Some(json!({"message": "Invalid Webhook Token", "code": 50027})));
            }
        }
    }
    match (request.method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) => (200, Some(json!({"url": shared.ws_url}))),
        ("GET", ["gateway", "bot"]) => (
            200,
            Some(json!({
                "url": shared.ws_url,
                "shards": shared.state.lock().unwrap().recommended_shards,
                "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
            })),
        ),
        ("GET", ["oauth2", "applications", "@me"]) | ("GET", ["applications", "@me"]) => {
            (200, Some(application_json()))
        }
        ("GET", ["users", "@me"]) => (200, Some(bot_user())),
        ("PUT", ["applications", _, "commands"]) => (200, Some(echo_commands(shared, &payload, None))),
        ("PUT", ["applications", _, "guilds", guild, "commands"]) => {
            (200, Some(echo_commands(shared, &payload, Some(guild))))
        }
        ("POST", ["interactions", id, _, "callback"]) => {
            let id: u64 = id.parse().unwrap_or(0);
            if shared.state.lock().unwrap().acknowledged.insert(id) {
                (204, None)
            } else {
                (400, Some(already_acknowledged()))
            }
        }
        ("POST", ["webhooks", _, token]) => {
            let channel = shared
                .state
                .lock()
                .unwrap()
                .token_channels
                .get(*token)
                .copied()
                .unwrap_or(CHANNEL_ID);
            (200, Some(message_json(shared.snowflake(), channel, &content, flags)))
        }
        ("PATCH" | "GET", ["webhooks", _, token, "messages", _]) => {
            let channel = shared
                .state
                .lock()
                .unwrap()
                .token_channels
                .get(*token)
                .copied()
                .unwrap_or(CHANNEL_ID);
            (200, Some(message_json(shared.snowflake(), channel, &content, flags)))
        }
        ("POST", ["channels", channel, "messages"]) => {
            let channel = channel.parse().unwrap_or(CHANNEL_ID);
            let closed = {
                let state = shared.state.lock().unwrap();
                state
                    .dm_channels
                    .get(&channel)
                    .and_then(|member| state.dm_failures.get(member))
                    .is_some_and(|step| *step == DmFailure::Send)
            };
            if closed {
                return (403, Some(cannot_message_user()));
            }
            // With `enforce_nonce`, a nonce this channel saw recently names the
            // message already made: Discord answers with it and makes none.
            let nonce = payload["nonce"].as_str().map(str::to_string);
            if let (Some(nonce), true) = (&nonce, payload["enforce_nonce"] == true) {
                if let Some(made) = shared.state.lock().unwrap().nonces.get(&(channel, nonce.clone())) {
                    return (200, Some(made.clone()));
                }
            }
            let message = message_json(shared.snowflake(), channel, &content, flags);
            let mut state = shared.state.lock().unwrap();
            state.messages_made += 1;
            if let Some(nonce) = nonce {
                state.nonces.insert((channel, nonce), message.clone());
            }
            (200, Some(message))
        }
        ("POST", ["users", "@me", "channels"]) => {
            let recipient: u64 = payload["recipient_id"]
                .as_str()
                .map(str::to_string)
                .or_else(|| payload["recipient_id"].as_u64().map(|id| id.to_string()))
                .and_then(|id| id.parse().ok())
                .unwrap_or(0);
            if shared.state.lock().unwrap().dm_failures.get(&recipient) == Some(&DmFailure::Create) {
                return (403, Some(cannot_message_user()));
            }
            {
                let state = shared.state.lock().unwrap();
                if state.strangers.contains(&recipient) && !state.installed.contains(&recipient) {
                    return (
                        400,
                        Some(
                            json!({"message": "Cannot send messages to this user due to having no mutual guilds", "code": 50278}),
                        ),
                    );
                }
            }
            let existing = {
                let state = shared.state.lock().unwrap();
                state
                    .dm_channels
                    .iter()
                    .find(|(_, with)| **with == recipient)
                    .map(|(channel, _)| *channel)
            };
            let channel = existing.unwrap_or_else(|| shared.snowflake());
            let mut state = shared.state.lock().unwrap();
            state.dm_channels.insert(channel, recipient);
            let user = match state.members.get(&recipient) {
                Some(member) => member.user_json(),
                None => user_json(recipient, "someone", false),
            };
            (
                200,
                Some(json!({"id": channel.to_string(), "type": 1, "recipients": [user], "last_message_id": null})),
            )
        }
        ("GET", ["guilds", guild, "roles"]) => {
            if *guild != GUILD_ID.to_string() {
                return (403, Some(json!({"message": "Missing Access", "code": 50001})));
            }
            let state = shared.state.lock().unwrap();
            (
                200,
                Some(Value::Array(state.roles.iter().map(FakeRole::json).collect())),
            )
        }
        ("GET", ["guilds", guild, "members", user]) => {
            if *guild != GUILD_ID.to_string() {
                return (403, Some(json!({"message": "Missing Access", "code": 50001})));
            }
            let user: u64 = user.parse().unwrap_or(0);
            let state = shared.state.lock().unwrap();
            let held = state.member_roles.get(&user).cloned().unwrap_or_default();
            let member = if user == APPLICATION_ID {
                Some(Member {
                    bot: true,
                    ..Member::new(APPLICATION_ID, "Parlor")
                })
            } else {
                state.members.get(&user).cloned()
            };
            match member {
                Some(member) => {
                    let mut json = member.member_json_with(&held);
                    json.as_object_mut().unwrap().remove("permissions");
                    (200, Some(json))
                }
                None => (404, Some(json!({"message": "Unknown Member", "code": 10007}))),
            }
        }
        (method @ ("PUT" | "DELETE"), ["guilds", guild, "members", user, "roles", role]) => {
            member_role(shared, method == "PUT", guild, user, role)
        }
        ("POST", ["channels", channel, "threads"]) => {
            // A thread without a message (issue 21's threads mode): a public
            // thread (type 11) off the channel, named as asked, if the bot
            // may create one there.
            let id: u64 = channel.parse().unwrap_or(0);
            if shared.bot_permissions(id) & CREATE_PUBLIC_THREADS == 0 {
                return (403, Some(json!({"message": "Missing Permissions", "code": 50013})));
            }
            let name = payload["name"].as_str().unwrap_or_default();
            (201, Some(thread_json(shared.snowflake(), channel, name)))
        }
        _ => (404, Some(json!({"message": "404: Not Found", "code": 0}))),
    }
}

/// `PUT` (give) or `DELETE` (take) `/guilds/{guild}/members/{user}/roles/{role}`,
/// as Discord answers: 204 done; 403 50001 outside the fake's server; 404
/// 10007 for a member not in it, 10011 for a role not in it; 403 50013 when
/// the bot lacks Manage Roles or the role is not below its highest role (or
/// is an integration's).
fn member_role(shared: &Shared, give: bool, guild: &str, user: &str, role: &str) -> (u16, Option<Value>) {
    if guild != GUILD_ID.to_string() {
        return (403, Some(json!({"message": "Missing Access", "code": 50001})));
    }
    let (user, role): (u64, u64) = (user.parse().unwrap_or(0), role.parse().unwrap_or(0));
    let manage_roles = shared.bot_permissions(CHANNEL_ID) & MANAGE_ROLES != 0;
    let mut state = shared.state.lock().unwrap();
    if !state.members.contains_key(&user) && user != APPLICATION_ID {
        return (404, Some(json!({"message": "Unknown Member", "code": 10007})));
    }
    let Some(found) = state.roles.iter().find(|r| r.id == role).cloned() else {
        return (404, Some(json!({"message": "Unknown Role", "code": 10011})));
    };
    let top = state
        .member_roles
        .get(&APPLICATION_ID)
        .into_iter()
        .flatten()
        .filter_map(|id| state.roles.iter().find(|r| r.id == *id))
        .map(|r| r.position)
        .max()
        .unwrap_or(0);
    if !manage_roles || found.position >= top || found.managed || found.id == GUILD_ID {
        return (403, Some(json!({"message": "Missing Permissions", "code": 50013})));
    }
    let held = state.member_roles.entry(user).or_default();
    held.retain(|&r| r != role);
    if give {
        held.push(role);
    }
    (204, None)
}

/// A public thread (type 11) named `name` off channel `parent`, as Discord
/// answers `POST /channels/{parent}/threads`.
fn thread_json(id: u64, parent: &str, name: &str) -> Value {
    json!({
        "id": id.to_string(),
        "type": 11,
        "guild_id": GUILD_ID.to_string(),
        "parent_id": parent,
        "owner_id": APPLICATION_ID.to_string(),
        "name": name,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "position": 0,
        "permission_overwrites": [],
        "nsfw": false,
        "flags": 0,
        "thread_metadata": {
            "archived": false,
            "auto_archive_duration": 10080,
            "archive_timestamp": "2026-01-01T00:00:00.000000+00:00",
            "locked": false,
            "create_timestamp": "2026-01-01T00:00:00.000000+00:00",
        },
    })
}

/// Discord answers a bulk overwrite with the commands as stored.
fn echo_commands(shared: &Shared, payload: &Value, guild: Option<&str>) -> Value {
    let commands = payload.as_array().cloned().unwrap_or_default();
    Value::Array(
        commands
            .into_iter()
            .map(|mut command| {
                let object = command.as_object_mut().unwrap();
                object.insert("id".into(), json!(shared.snowflake().to_string()));
                object.insert("application_id".into(), json!(APPLICATION_ID.to_string()));
                object.insert("version".into(), json!(shared.snowflake().to_string()));
                object.entry("type").or_insert(json!(1));
                object.entry("default_member_permissions").or_insert(Value::Null);
                object.entry("nsfw").or_insert(json!(false));
                if let Some(guild) = guild {
                    object.insert("guild_id".into(), json!(guild));
                }
                command
            })
            .collect(),
    )
}

async fn serve_connection(shared: Arc<Shared>, mut stream: TcpStream) {
    let mut buffer = Vec::new();
    loop {
        let head_end = loop {
            if let Some(end) = find(&buffer, b"\r\n\r\n", 0) {
                break end + 4;
            }
            match stream.read_buf(&mut buffer).await {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
        };
        let head = String::from_utf8_lossy(&buffer[..head_end]).to_string();
        let mut lines = head.split("\r\n");
        let mut request_line = lines.next().unwrap_or("").split(' ');
        let method = request_line.next().unwrap_or("").to_string();
        let target = request_line.next().unwrap_or("").to_string();
        let headers: Vec<(String, String)> = lines
            .filter_map(|line| line.split_once(':'))
            .map(|(name, value)| (name.trim().to_ascii_lowercase(), value.trim().to_string()))
            .collect();
        let header = |name: &str| {
            headers
                .iter()
                .find(|(key, _)| key == name)
                .map(|(_, value)| value.clone())
        };

        if header("upgrade").is_some_and(|upgrade| upgrade.eq_ignore_ascii_case("websocket")) {
            let key = header("sec-websocket-key").unwrap_or_default();
            let accept = derive_accept_key(key.as_bytes());
            let response = format!(
                "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
                 Sec-WebSocket-Accept: {accept}\r\n\r\n"
            );
            if stream.write_all(response.as_bytes()).await.is_err() {
                return;
            }
            let socket = WebSocketStream::from_raw_socket(stream, Role::Server, None).await;
            run_gateway(shared, socket).await;
            return;
        }

        buffer.drain(..head_end);
        let body = if header("transfer-encoding").is_some_and(|coding| coding.contains("chunked")) {
            match read_chunked(&mut stream, &mut buffer).await {
                Some(body) => body,
                None => return,
            }
        } else {
            let length: usize = header("content-length")
                .and_then(|length| length.parse().ok())
                .unwrap_or(0);
            while buffer.len() < length {
                match stream.read_buf(&mut buffer).await {
                    Ok(0) | Err(_) => return,
                    Ok(_) => {}
                }
            }
            buffer.drain(..length).collect()
        };

        let (path, query) = match target.split_once('?') {
            Some((path, query)) => (path.to_string(), query.to_string()),
            None => (target.clone(), String::new()),
        };
        let parts = header("content-type")
            .and_then(|kind| {
                kind.split("boundary=")
                    .nth(1)
                    .map(|boundary| boundary.trim_matches('"').to_string())
            })
            .map(|boundary| parse_multipart(&body, &boundary))
            .unwrap_or_default();
        let mut request = Recorded {
            method,
            path,
            query,
            headers: headers.clone(),
            body,
            parts,
            status: 0,
            at: Instant::now(),
        };
        let hold = {
            let mut state = shared.state.lock().unwrap();
            let at = state.holds.iter().position(|hold| hold.route.matches(&request));
            at.map(|at| state.holds.remove(at))
        };
        if let Some(hold) = hold {
            hold.arrived.send_replace(true);
            let mut released = hold.released;
            // A hold never released (or dropped) keeps the request unanswered.
            if released.wait_for(|released| *released).await.is_err() {
                std::future::pending::<()>().await;
            }
            request.at = Instant::now();
        }
        let mut extra_headers = String::new();
        let violations = check_against_spec(&request);
        let refused = violations
            .iter()
            .find(|violation| violation.refused())
            .map(Violation::answer);
        shared.state.lock().unwrap().violations.extend(violations);
        // A request Discord refuses for its form meets no injected fault.
        let fault = match refused {
            Some(_) => None,
            None => shared.take_fault(&request),
        };
        let (status, reply) = match fault {
            None => refused.map_or_else(|| route(&shared, &request), |(status, body)| (status, Some(body))),
            Some(Fault::RateLimited { retry_after }) => {
                let seconds = retry_after.as_secs_f64();
                extra_headers = format!(
                    "Retry-After: {seconds}\r\nX-RateLimit-Limit: 5\r\nX-RateLimit-Remaining: 0\r\n\
                     X-RateLimit-Reset-After: {seconds}\r\nX-RateLimit-Bucket: fake\r\nX-RateLimit-Scope: user\r\n"
                );
                let body = json!({"message": "You are being rate limited.", "retry_after": seconds, "global": false});
                (429, Some(body))
            }
            Some(Fault::Refused { status, code }) => (
                status,
                Some(json!({"message": format!("refused with {code}"), "code": code})),
            ),
            Some(fault) => {
                if fault == Fault::AppliedThenServerError {
                    let _ = route(&shared, &request);
                }
                (500, Some(json!({"message": "500: Internal Server Error", "code": 0})))
            }
        };
        let request = Recorded { status, ..request };
        shared.state.lock().unwrap().requests.push(request);
        shared.bump();

        let reason = match status {
            200 => "OK",
            204 => "No Content",
            400 => "Bad Request",
            403 => "Forbidden",
            429 => "Too Many Requests",
            500 => "Internal Server Error",
            _ => "Not Found",
        };
        let body = reply.map(|reply| reply.to_string()).unwrap_or_default();
        let response = if status == 204 {
            format!("HTTP/1.1 204 {reason}\r\n\r\n")
        } else {
            format!(
                "HTTP/1.1 {status} {reason}\r\n{extra_headers}Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
                body.len()
            )
        };
        if stream.write_all(response.as_bytes()).await.is_err() {
            return;
        }
    }
}

/// `request` against Discord's OpenAPI description (nothing where it was not found).
fn check_against_spec(request: &Recorded) -> Vec<Violation> {
    let Some(spec) = discord_spec::spec() else {
        return Vec::new();
    };
    let multipart = request
        .header("content-type")
        .is_some_and(|kind| kind.starts_with("multipart/form-data"));
    let payload = if multipart {
        Some(match request.parts.iter().find(|part| part.name == "payload_json") {
            Some(part) => serde_json::from_slice(&part.data).map_err(|error| error.to_string()),
            None => Err("a multipart body without a `payload_json` part".to_string()),
        })
    } else if request.body.is_empty() {
        None
    } else {
        Some(serde_json::from_slice(&request.body).map_err(|error| error.to_string()))
    };
    spec.check(&request.method, &request.path, &request.query, payload)
}

async fn read_chunked(stream: &mut TcpStream, buffer: &mut Vec<u8>) -> Option<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let line_end = loop {
            if let Some(end) = find(buffer, b"\r\n", 0) {
                break end;
            }
            if stream.read_buf(buffer).await.ok()? == 0 {
                return None;
            }
        };
        let size_text = String::from_utf8_lossy(&buffer[..line_end]).to_string();
        let size = usize::from_str_radix(size_text.split(';').next()?.trim(), 16).ok()?;
        while buffer.len() < line_end + 2 + size + 2 {
            if stream.read_buf(buffer).await.ok()? == 0 {
                return None;
            }
        }
        body.extend_from_slice(&buffer[line_end + 2..line_end + 2 + size]);
        buffer.drain(..line_end + 2 + size + 2);
        if size == 0 {
            return Some(body);
        }
    }
}

fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from > haystack.len() {
        return None;
    }
    haystack[from..]
        .windows(needle.len())
        .position(|window| window == needle)
        .map(|at| at + from)
}

/// Splits a `multipart/form-data` body into its parts.
pub fn parse_multipart(body: &[u8], boundary: &str) -> Vec<Part> {
    let delimiter = format!("--{boundary}").into_bytes();
    let separator = [b"\r\n".as_slice(), &delimiter].concat();
    let mut parts = Vec::new();
    let Some(first) = find(body, &delimiter, 0) else {
        return parts;
    };
    let mut at = first + delimiter.len();
    while !body[at..].starts_with(b"--") {
        at += 2; // the CRLF after the delimiter
        let Some(end) = find(body, &separator, at) else {
            break;
        };
        let part = &body[at..end];
        if let Some(head_end) = find(part, b"\r\n\r\n", 0) {
            let head = String::from_utf8_lossy(&part[..head_end]).to_string();
            let mut name = String::new();
            let mut filename = None;
            let mut content_type = None;
            for line in head.split("\r\n") {
                let Some((key, value)) = line.split_once(':') else {
                    continue;
                };
                match key.trim().to_ascii_lowercase().as_str() {
                    "content-disposition" => {
                        for field in value.split(';').map(str::trim) {
                            if let Some(value) = field.strip_prefix("name=") {
                                name = value.trim_matches('"').to_string();
                            } else if let Some(value) = field.strip_prefix("filename=") {
                                filename = Some(value.trim_matches('"').to_string());
                            }
                        }
                    }
                    "content-type" => content_type = Some(value.trim().to_string()),
                    _ => {}
                }
            }
            parts.push(Part {
                name,
                filename,
                content_type,
                data: part[head_end + 4..].to_vec(),
            });
        }
        at = end + separator.len();
    }
    parts
}

async fn run_gateway(shared: Arc<Shared>, socket: WebSocketStream<TcpStream>) {
    let (mut sink, mut incoming) = socket.split();
    let (outgoing, mut queue) = mpsc::unbounded_channel::<Value>();
    let mut this_shard = 0;
    let (every, ack_after) = shared
        .state
        .lock()
        .unwrap()
        .heartbeat
        .unwrap_or((Duration::from_millis(41_250), Duration::ZERO));
    let hello = json!({"op": 10, "d": {"heartbeat_interval": every.as_millis() as u64}, "s": null, "t": null});
    if sink.send(WsMessage::Text(hello.to_string())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            frame = incoming.next() => {
                let text = match frame {
                    Some(Ok(WsMessage::Text(text))) => text,
                    Some(Ok(WsMessage::Close(frame))) => {
                        shared.state.lock().unwrap().gateway_closes.push(Instant::now());
                        // Discord answers a close frame with its own.
                        let _ = sink.send(WsMessage::Close(frame)).await;
                        break;
                    }
                    None | Some(Err(_)) => break,
                    Some(Ok(_)) => continue,
                };
                let Ok(message) = serde_json::from_str::<Value>(&text) else { continue };
                match message["op"].as_u64() {
                    Some(1) if !ack_after.is_zero() => {
                        let later = outgoing.clone();
                        tokio::spawn(async move {
                            tokio::time::sleep(ack_after).await;
                            let _ = later.send(json!({"fake_ack": true}));
                        });
                    }
                    Some(1) => {
                        let ack = json!({"op": 11, "d": null, "s": null, "t": null});
                        if sink.send(WsMessage::Text(ack.to_string())).await.is_err() {
                            break;
                        }
                    }
                    Some(2) => {
                        let shard = message["d"]["shard"]
                            .as_array()
                            .and_then(|a| Some([a.first()?.as_u64()? as u32, a.get(1)?.as_u64()? as u32]))
                            .unwrap_or([0, 1]);
                        this_shard = shard[0];
                        let mut ready = ready_json(&shared.ws_url);
                        ready["shard"] = json!(shard);
                        ready["session_id"] = json!(format!("fake-session-{}", shard[0]));
                        if let Err(error) = serde_json::from_value::<serenity::all::Ready>(ready.clone()) {
                            panic!("serenity 0.12.5 cannot read the fake READY ({error}): {ready:#}");
                        }
                        let ready = json!({"op": 0, "t": "READY", "d": ready});
                        let held = {
                            let mut state = shared.state.lock().unwrap();
                            state.identified.push(shard);
                            state.gateways.insert(shard[0], outgoing.clone());
                            if state.hold_ready {
                                state.held_ready.push((outgoing.clone(), ready.clone()));
                            }
                            state.hold_ready
                        };
                        shared.bump();
                        if !held {
                            outgoing.send(ready).unwrap();
                        }
                    }
                    Some(6) => {
                        // RESUME: the session id names the shard it resumes.
                        this_shard = message["d"]["session_id"]
                            .as_str()
                            .and_then(|id| id.strip_prefix("fake-session-"))
                            .and_then(|n| n.parse().ok())
                            .unwrap_or(0);
                        let refuse = {
                            let mut state = shared.state.lock().unwrap();
                            state.resumes += 1;
                            let refuse = state.refuse_resume;
                            if !refuse {
                                state.gateways.insert(this_shard, outgoing.clone());
                            }
                            refuse
                        };
                        // Refused: "invalid session, not resumable", and serenity identifies anew.
                        let answer = if refuse {
                            json!({"op": 9, "d": false, "s": null, "t": null})
                        } else {
                            json!({"op": 0, "t": "RESUMED", "d": {}})
                        };
                        if refuse {
                            if sink.send(WsMessage::Text(answer.to_string())).await.is_err() {
                                break;
                            }
                        } else {
                            outgoing.send(answer).unwrap();
                            shared.state.lock().unwrap().ready_shards.insert(this_shard);
                            shared.bump();
                        }
                    }
                    _ => {}
                }
            }
            Some(mut event) = queue.recv() => {
                if let Some(code) = event["fake_close"].as_u64() {
                    // The fake drops the connection with this close code.
                    let frame = tokio_tungstenite::tungstenite::protocol::CloseFrame {
                        code: (code as u16).into(),
                        reason: "the fake closes the gateway".into(),
                    };
                    let _ = sink.send(WsMessage::Close(Some(frame))).await;
                    break;
                }
                if event["fake_ack"] == true {
                    let ack = json!({"op": 11, "d": null, "s": null, "t": null});
                    if sink.send(WsMessage::Text(ack.to_string())).await.is_err() {
                        break;
                    }
                    continue;
                }
                let is_ready = event["t"] == "READY";
                {
                    let mut state = shared.state.lock().unwrap();
                    state.sequence += 1;
                    event["s"] = json!(state.sequence);
                }
                if sink.send(WsMessage::Text(event.to_string())).await.is_err() {
                    break;
                }
                if is_ready {
                    shared.state.lock().unwrap().ready_shards.insert(this_shard);
                    shared.bump();
                }
            }
        }
    }
    let mut state = shared.state.lock().unwrap();
    // A connection that ends forgets its shard, unless a newer one took it over.
    if state
        .gateways
        .get(&this_shard)
        .is_some_and(|g| g.same_channel(&outgoing))
    {
        state.gateways.remove(&this_shard);
        state.ready_shards.remove(&this_shard);
    }
    drop(state);
    shared.bump();
}

/// Checks the fake's canned answers against serenity's model types, so a change
/// in what serenity requires shows up here first.
pub fn check_canned_answers() {
    fn check<T: serde::de::DeserializeOwned>(what: &str, value: Value) {
        if let Err(error) = serde_json::from_value::<T>(value.clone()) {
            panic!("serenity cannot read the fake's {what} ({error}): {value:#}");
        }
    }
    check::<serenity::all::Ready>("READY", ready_json("ws://127.0.0.1:1"));
    check::<serenity::all::CurrentApplicationInfo>("application", application_json());
    check::<serenity::all::CurrentUser>("current user", bot_user());
    check::<serenity::all::Message>("message", message_json(1, CHANNEL_ID, "hi", EPHEMERAL));
    // What `GET /guilds/{id}/roles` and `GET /guilds/{id}/members/{user}`
    // answer, with the guild id serenity adds to each itself.
    let mut roles = Value::Array(starting_roles().iter().map(FakeRole::json).collect());
    for role in roles.as_array_mut().unwrap() {
        role["guild_id"] = json!(GUILD_ID);
    }
    check::<Vec<serenity::all::Role>>("roles", roles);
    let mut member = Member::new(7, "bob").member_json_with(&[PARLOR_ROLE]);
    member["guild_id"] = json!(GUILD_ID);
    check::<serenity::all::Member>("member", member);
    let (changed, _) = watch::channel(0);
    let shared = Shared {
        state: Mutex::new(State::default()),
        changed,
        base_url: String::new(),
        ws_url: String::new(),
    };
    let commands = json!([{"name": "help", "description": "What Parlor can do", "options": []}]);
    check::<Vec<serenity::all::Command>>("command echo", echo_commands(&shared, &commands, None));
    let dm = json!({"id": "5", "type": 1, "recipients": [user_json(7, "bob", false)], "last_message_id": null});
    check::<serenity::all::PrivateChannel>("DM channel", dm);
    check::<serenity::all::GuildChannel>(
        "thread",
        thread_json(9, &CHANNEL_ID.to_string(), "Checkers — alice vs bob"),
    );
}
