//! Graceful stops over the fake Discord (issue 36): a stop waits for the
//! interaction in flight (its reply reaches Discord, its change is stored),
//! turns away what arrives meanwhile without touching the table, sends the
//! outbox's due posts before it ends or leaves them stored for the next start,
//! and the real `parlor serve` exits 0 on SIGTERM and ctrl-c.

use super::*;
use serde_json::json;
use std::path::Path;
use support::fake_discord::{Fault, Held, Route};
use tokio::sync::mpsc::UnboundedSender;

/// How long a test keeps work in flight after the stop began: longer than a
/// stop that did not wait would take to close the gateway (serenity's shard
/// runner looks at its messages at least every 500 ms), so such a stop shows.
const LET_IT_SHOW: Duration = Duration::from_millis(1500);

/// A bot serving `dir`'s database through `fake`, stopped by `stop`.
struct Stoppable {
    fake: FakeDiscord,
    serving: tokio::task::JoinHandle<anyhow::Result<()>>,
    stop: UnboundedSender<&'static str>,
    registered: Recorded,
}

impl Drop for Stoppable {
    fn drop(&mut self) {
        self.serving.abort();
    }
}

async fn stoppable(fake: FakeDiscord, dir: &Path) -> Stoppable {
    init_logs();
    let store = SqliteStore::open(&dir.join("parlor.db")).expect("open the SQLite store");
    let table = Table::open(Box::new(store), TableSettings::default(), Seeds::Fixed(7)).expect("open the table");
    let config = DiscordConfig {
        token: Some(TOKEN.to_string()),
        proxy: Some(fake.base_url()),
        ..DiscordConfig::default()
    };
    let (stop, stops) = tokio::sync::mpsc::unbounded_channel();
    let mut serving = tokio::spawn(async move {
        discord::serve_until(&config, Arc::new(table), discord::TIMER_PERIOD, stops, None).await
    });
    let registered = registered_and_ready(&fake, &mut serving).await;
    Stoppable {
        fake,
        serving,
        stop,
        registered,
    }
}

impl Stoppable {
    /// Asks the bot to stop, and waits until it has begun to (its log line
    /// names this test's own cause).
    async fn begin_stop(&self, name: &str) {
        let cause: &'static str = Box::leak(format!("stop of {name}").into_boxed_str());
        self.stop.send(cause).expect("the bot listens for stops");
        tokio::time::timeout(PATIENCE, async {
            while !logged(cause)
                .iter()
                .any(|l| l.contains("turning new interactions away"))
            {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        })
        .await
        .expect("the stop began");
    }

    /// Waits for `serve` to return, which must be Ok.
    async fn stopped(&mut self) {
        let served = tokio::time::timeout(PATIENCE * 2, &mut self.serving)
            .await
            .expect("serve returned after the stop");
        served.expect("serve did not panic").expect("serve returned Ok");
    }

    fn play(&self, game: &str, alice: &Member, bob: &Member) -> Value {
        let registered = self.registered.json().unwrap();
        let game = choice_value(&registered, "play", "game", game);
        self.fake.slash(
            alice,
            "play",
            vec![int_option("game", game), user_option("opponent", bob)],
            &[bob],
        )
    }
}

fn db(dir: &Path) -> rusqlite::Connection {
    rusqlite::Connection::open(dir.join("parlor.db")).unwrap()
}

fn column(dir: &Path, sql: &str) -> Vec<String> {
    let conn = db(dir);
    let mut statement = conn.prepare(sql).unwrap();
    let rows = statement.query_map([], |row| row.get::<_, String>(0)).unwrap();
    rows.map(Result::unwrap).collect()
}

/// The requests so far that succeeded to `method path`.
fn succeeded(fake: &FakeDiscord, method: &str, path: &str) -> Vec<Recorded> {
    fake.requests()
        .into_iter()
        .filter(|r| r.method == method && r.path == path && r.status < 300)
        .collect()
}

/// The bot closed its gateway, and after `reply` reached Discord.
fn closed_after(fake: &FakeDiscord, reply: &Recorded) {
    let closes = fake.gateway_closes();
    assert!(!closes.is_empty(), "the bot closed its gateway connection");
    assert!(
        closes.iter().all(|closed| *closed > reply.at),
        "the gateway closed before {} reached Discord",
        reply.summary()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_waits_for_the_move_in_flight_whose_reply_reaches_discord_and_is_stored() {
    let dir = tempfile::tempdir().unwrap();
    let mut bot = stoppable(FakeDiscord::start().await, dir.path()).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    fake.interact(bot.play("checkers", &alice, &bob)).await;
    fake.interact(fake.slash(&bob, "accept", vec![], &[])).await;

    // The table is slow (another connection holds the database's write
    // lock): the move is deferred, and still in the table when the stop comes.
    let blocker = db(dir.path());
    blocker.execute_batch("BEGIN IMMEDIATE").unwrap();
    let (sent, deferred) = fake
        .interact(fake.slash(&alice, "move", vec![option("move", "9-13")], &[]))
        .await;
    assert_eq!(response(&deferred)["type"], 5, "deferred while the table waits");
    bot.begin_stop("the move in flight").await;
    tokio::time::sleep(LET_IT_SHOW).await;
    assert!(!bot.serving.is_finished(), "serve waits for the move in flight");
    blocker.execute_batch("COMMIT").unwrap();
    bot.stopped().await;

    let fake = &bot.fake;
    let answers = succeeded(fake, "POST", &sent.webhook_path());
    assert_eq!(answers.len(), 1, "the move's answer reached Discord once");
    let content = answers[0].json().unwrap()["content"].as_str().unwrap().to_string();
    assert!(content.contains("9-13"), "{content}");
    closed_after(fake, &answers[0]);
    assert_eq!(column(dir.path(), "SELECT notation FROM moves"), ["9-13"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_arrives_while_stopping_is_turned_away_in_the_members_language_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut bot = stoppable(FakeDiscord::start().await, dir.path()).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    // alice's challenge is stored and its answer is on its way when the stop
    // comes (Discord is slow to take it).
    let held = fake.hold_next(Route::Callback);
    let challenge = fake.dispatch(bot.play("hot-spot", &alice, &bob));
    held.arrived().await;
    bot.begin_stop("turned away").await;

    // bob accepts meanwhile, in French: turned away, nothing applied.
    let mut accept = fake.slash(&bob, "accept", vec![], &[]);
    accept["locale"] = json!("fr");
    let (_, turned) = fake.interact(accept).await;
    let turned = response(&turned);
    assert_eq!(turned["type"], 4, "{turned:#}");
    assert!(is_ephemeral(&turned["data"]), "only bob sees it: {turned:#}");
    assert_eq!(
        turned["data"]["content"],
        "Parlor redémarre ; réessaie dans une minute."
    );
    // And in English.
    let (_, turned) = fake.interact(fake.slash(&bob, "accept", vec![], &[])).await;
    assert_eq!(
        response(&turned)["data"]["content"],
        "Parlor is restarting — try again in a minute."
    );
    // A button press too.
    let message = fake.bot_message("alice challenges bob", json!([]));
    let (_, pressed) = fake.interact(fake.press(&bob, message, "accept")).await;
    let pressed = response(&pressed);
    assert_eq!(pressed["type"], 4, "{pressed:#}");
    assert_eq!(
        pressed["data"]["content"],
        "Parlor is restarting — try again in a minute."
    );
    // Autocomplete gets no suggestions.
    let (_, suggested) = fake.interact(fake.autocomplete(&bob, "move", "move", "")).await;
    let suggested = response(&suggested);
    assert_eq!(suggested["type"], 8, "{suggested:#}");
    assert_eq!(suggested["data"]["choices"], json!([]), "{suggested:#}");
    tokio::time::sleep(LET_IT_SHOW).await;
    assert!(!bot.serving.is_finished(), "serve waits for alice's answer");

    held.release();
    bot.stopped().await;
    let fake = &bot.fake;
    let answered = succeeded(fake, "POST", &challenge.callback_path());
    assert_eq!(answered.len(), 1, "alice's challenge reached Discord");
    closed_after(fake, &answered[0]);
    assert_eq!(
        column(dir.path(), "SELECT status FROM sessions"),
        ["challenge"],
        "bob's accept was never applied"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_stop_request_stops_at_once_without_the_answer_discord_never_takes() {
    let dir = tempfile::tempdir().unwrap();
    let mut bot = stoppable(FakeDiscord::start().await, dir.path()).await;
    let (alice, bob) = (alice(), bob());
    // Discord never takes alice's answer.
    let held = bot.fake.hold_next(Route::Callback);
    bot.fake.dispatch(bot.play("hot-spot", &alice, &bob));
    held.arrived().await;
    bot.begin_stop("the first request").await;
    let again = "the second stop request of its test";
    bot.stop.send(again).unwrap();
    bot.stopped().await;
    let lines = logged(again);
    assert!(
        lines.iter().any(|l| l.contains("asked again: stopping at once")),
        "{lines:#?}"
    );
    assert!(!bot.fake.gateway_closes().is_empty(), "the gateway was closed");
    // What was accepted is stored all the same.
    assert_eq!(column(dir.path(), "SELECT status FROM sessions"), ["challenge"]);
    drop(held);
}

/// alice challenges bob, and Discord has forgotten the interaction (10062):
/// the challenge goes to the outbox as a channel post. Returns when the
/// refused answer came.
async fn a_reply_for_the_outbox(bot: &Stoppable) {
    let fake = &bot.fake;
    fake.fail_next(
        Route::Callback,
        1,
        Fault::Refused {
            status: 404,
            code: 10062,
        },
    );
    let (alice, bob) = (alice(), bob());
    let mark = fake.mark();
    let sent = fake.dispatch(bot.play("hot-spot", &alice, &bob));
    let path = sent.callback_path();
    fake.wait_for(mark, "the refused answer", |r| r.path == path).await;
}

fn channel_posts(fake: &FakeDiscord) -> Vec<Recorded> {
    succeeded(fake, "POST", &format!("/api/v10/channels/{CHANNEL_ID}/messages"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_outbox_sends_what_is_due_before_the_stop_ends() {
    let dir = tempfile::tempdir().unwrap();
    let mut bot = stoppable(FakeDiscord::start().await, dir.path()).await;
    a_reply_for_the_outbox(&bot).await;
    bot.begin_stop("the outbox sent").await;
    bot.stopped().await;
    let posts = channel_posts(&bot.fake);
    assert_eq!(posts.len(), 1, "the challenge was posted before serve returned");
    assert_eq!(posts[0].json().unwrap()["enforce_nonce"], true, "from the outbox");
    closed_after(&bot.fake, &posts[0]);
    let waiting = column(dir.path(), "SELECT id FROM outbox WHERE done_at IS NULL");
    assert!(waiting.is_empty(), "nothing left in the outbox: {waiting:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_outbox_post_discord_does_not_take_at_the_stop_stays_stored_and_goes_at_the_next_start() {
    let dir = tempfile::tempdir().unwrap();
    let mut bot = stoppable(FakeDiscord::start().await, dir.path()).await;
    // Discord never answers the post.
    let held: Held = bot.fake.hold_next(Route::ChannelMessage);
    a_reply_for_the_outbox(&bot).await;
    held.arrived().await;
    bot.begin_stop("the outbox held").await;
    bot.stopped().await;
    assert!(channel_posts(&bot.fake).is_empty());
    let waiting = column(dir.path(), "SELECT CAST(id AS TEXT) FROM outbox WHERE done_at IS NULL");
    assert_eq!(waiting.len(), 1, "the post stays stored");
    drop(bot);

    let mut again = stoppable(FakeDiscord::start().await, dir.path()).await;
    let channel = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let posted = again
        .fake
        .wait_for(0, "the stored post", |r| r.path == channel && r.status < 300)
        .await;
    let message = posted.json().unwrap();
    assert_eq!(message["nonce"], waiting[0].as_str(), "the same post: {message:#}");
    assert!(message["content"].as_str().unwrap().contains("alice"), "{message:#}");
    again.begin_stop("the outbox sent again").await;
    again.stopped().await;
    drop(held);
}

/// `parlor serve` on `dir`'s database against `fake`, its log in
/// `serve.log`; `more` is more of its config.
fn spawn_serve(fake: &FakeDiscord, dir: &Path, more: &str) -> std::process::Child {
    let database = format!(
        "[database]\npath = {:?}\n{more}",
        dir.join("parlor.db").to_str().unwrap()
    );
    serve_process(fake, dir, &database, std::process::Stdio::null())
}

/// Sends `signal` (`TERM`, `INT`) to `child` with the system's `kill`.
fn signal(child: &std::process::Child, signal: &str) {
    let sent = std::process::Command::new("kill")
        .arg(format!("-{signal}"))
        .arg(child.id().to_string())
        .status()
        .unwrap();
    assert!(sent.success(), "kill -{signal}");
}

/// Waits (on a blocking thread) for `child` to exit: its status and how long
/// it took, or it is killed after 30 s (a container's grace).
async fn exited(mut child: std::process::Child, dir: &Path) -> (std::process::ExitStatus, Duration) {
    let started = std::time::Instant::now();
    let status = tokio::task::spawn_blocking(move || loop {
        if let Some(status) = child.try_wait().unwrap() {
            return Some(status);
        }
        if started.elapsed() > Duration::from_secs(30) {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    })
    .await
    .unwrap();
    let log = std::fs::read_to_string(dir.join("serve.log")).unwrap_or_default();
    let status = status.unwrap_or_else(|| panic!("serve did not stop within 30 s: {log}"));
    (status, started.elapsed())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn parlor_serve_on_sigterm_is_no_longer_ready_finishes_the_interaction_in_flight_and_exits_0() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let health = free_address();
    let child = spawn_serve(&fake, dir.path(), &format!("[metrics]\nlisten = \"{health}\"\n"));
    let registered = fake
        .wait_for(0, "command registration", |r| {
            r.method == "PUT" && r.path.ends_with("/commands")
        })
        .await
        .json()
        .unwrap();
    fake.wait_ready().await;
    let (alice, bob) = (alice(), bob());
    let hot_spot = choice_value(&registered, "play", "game", "hot-spot");
    let held = fake.hold_next(Route::Callback);
    let sent = fake.dispatch(fake.slash(
        &alice,
        "play",
        vec![int_option("game", hot_spot), user_option("opponent", &bob)],
        &[&bob],
    ));
    held.arrived().await;
    let ready = readyz(health).await;
    assert_eq!(ready.status, 200, "ready before the stop: {}", ready.text());
    signal(&child, "TERM");
    let pid = child.id();
    let waiting = tokio::spawn({
        let dir = dir.path().to_path_buf();
        async move { exited(child, &dir).await }
    });
    tokio::time::sleep(LET_IT_SHOW).await;
    assert!(!waiting.is_finished(), "parlor {pid} waits for the answer in flight");
    // An orchestrator sends no more traffic to a process that is stopping.
    let stopping = readyz(health).await;
    assert_eq!(stopping.status, 503, "{}", stopping.text());
    assert!(stopping.text().contains("Parlor is stopping"), "{}", stopping.text());
    let released = std::time::Instant::now();
    held.release();
    let (status, _) = waiting.await.unwrap();
    let log = std::fs::read_to_string(dir.path().join("serve.log")).unwrap();
    assert_eq!(status.code(), Some(0), "{log}");
    eprintln!(
        "stop with an answer in flight: {:?} after the answer was let through",
        released.elapsed()
    );
    assert!(log.contains("SIGTERM"), "{log}");
    let answered = succeeded(&fake, "POST", &sent.callback_path());
    assert_eq!(answered.len(), 1, "the challenge reached Discord");
    closed_after(&fake, &answered[0]);
    assert_eq!(column(dir.path(), "SELECT status FROM sessions"), ["challenge"]);
}

/// A free address on 127.0.0.1 for a process's own listener.
fn free_address() -> std::net::SocketAddr {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
}

/// `GET /readyz` at `address`, once the listener is up.
async fn readyz(address: std::net::SocketAddr) -> crate::web_http::Answer {
    tokio::task::spawn_blocking(move || {
        let started = std::time::Instant::now();
        while std::net::TcpStream::connect(address).is_err() && started.elapsed() < PATIENCE {
            std::thread::sleep(Duration::from_millis(20));
        }
        crate::web_http::get(address, "/readyz")
    })
    .await
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn parlor_serve_idle_stops_on_ctrl_c_with_its_web_pages_and_exits_0() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let web = format!("[web]\nlisten = \"127.0.0.1:{port}\"\n");
    let child = spawn_serve(&fake, dir.path(), &web);
    fake.wait_ready().await;
    let address: std::net::SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
    let page = tokio::task::spawn_blocking(move || {
        let started = std::time::Instant::now();
        while std::net::TcpStream::connect(address).is_err() && started.elapsed() < PATIENCE {
            std::thread::sleep(Duration::from_millis(20));
        }
        crate::web_http::get(address, "/")
    })
    .await
    .unwrap();
    assert_eq!(page.status, 200, "the pages are served: {}", page.text());
    signal(&child, "INT");
    let (status, took) = exited(child, dir.path()).await;
    let log = std::fs::read_to_string(dir.path().join("serve.log")).unwrap();
    assert_eq!(status.code(), Some(0), "{log}");
    eprintln!("idle stop: {took:?}");
    assert!(log.contains("ctrl-c") && log.contains("stopped"), "{log}");
    assert!(
        log.contains("the web pages stopped"),
        "the pages stopped gracefully: {log}"
    );
    assert!(!fake.gateway_closes().is_empty(), "the gateway was closed: {log}");
}
