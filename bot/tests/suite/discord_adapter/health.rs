//! Health and metrics (issue 36): `parlor serve` with `[metrics] listen`, as a
//! process of its own (the Prometheus recorder is the process's), against the
//! fake Discord. `/readyz` before and after the gateway is ready and when the
//! store fails; `/metrics` read back with a Prometheus text parser after a few
//! commands and presses.

use super::*;
use crate::web_http;
use prometheus_parse::{Sample, Scrape, Value as Metric};
use std::io::BufRead;
use std::net::SocketAddr;
use std::process::{Child, Stdio};

/// A `parlor serve` process and the address of its health endpoints.
struct Served {
    child: Child,
    address: SocketAddr,
    dir: tempfile::TempDir,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Served {
    /// Starts `parlor serve` on the fake with `database` (a `[database]` line)
    /// and `shards`, metrics on a free port; waits for the address it prints.
    fn start(fake: &FakeDiscord, database: Option<&str>, shards: &str) -> Served {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("parlor.db");
        let database = database.map_or_else(|| format!("path = {:?}", db.to_str().unwrap()), str::to_string);
        let rest = format!("shards = \"{shards}\"\n[database]\n{database}\n[metrics]\nlisten = \"127.0.0.1:0\"\n");
        let mut child = super::serve_process(fake, dir.path(), &rest, Stdio::piped());
        let stdout = child.stdout.take().unwrap();
        let (found, address) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(rest) = line.strip_prefix("Health and metrics at http://") {
                    let address = rest.split('/').next().unwrap_or_default().to_string();
                    let _ = found.send(address);
                }
            }
        });
        let address = match address.recv_timeout(PATIENCE) {
            Ok(address) => address.parse().unwrap(),
            Err(_) => {
                let _ = child.kill();
                let log = std::fs::read_to_string(dir.path().join("serve.log")).unwrap_or_default();
                panic!("parlor serve printed no metrics address: {log}");
            }
        };
        Served { child, address, dir }
    }

    async fn get(&self, target: &'static str) -> web_http::Answer {
        let address = self.address;
        tokio::task::spawn_blocking(move || web_http::get(address, target))
            .await
            .unwrap()
    }

    /// `/readyz` until it answers `status`, within [`PATIENCE`]; its body.
    async fn readyz_until(&self, status: u16) -> String {
        let started = std::time::Instant::now();
        loop {
            let answer = self.get("/readyz").await;
            if answer.status == status {
                return answer.text();
            }
            assert!(
                started.elapsed() < PATIENCE,
                "/readyz kept answering {}: {} (log: {})",
                answer.status,
                answer.text(),
                self.log()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// `/metrics`, parsed as Prometheus parses it.
    async fn scrape(&self) -> Scrape {
        let answer = self.get("/metrics").await;
        assert_eq!(answer.status, 200, "{}", answer.text());
        assert!(
            answer
                .header("content-type")
                .is_some_and(|t| t.starts_with("text/plain; version=0.0.4")),
            "{:?}",
            answer.headers
        );
        let text = answer.text();
        Scrape::parse(text.lines().map(|line| Ok(line.to_string()))).expect("Prometheus' text format")
    }

    fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("serve.log")).unwrap_or_default()
    }
}

/// The samples of `metric` whose labels include `labels`.
fn samples<'a>(scrape: &'a Scrape, metric: &str, labels: &[(&str, &str)]) -> Vec<&'a Sample> {
    scrape
        .samples
        .iter()
        .filter(|s| s.metric == metric && labels.iter().all(|(k, v)| s.labels.get(k) == Some(*v)))
        .collect()
}

/// The one value of a counter, gauge or untyped series (0 when absent).
fn value(scrape: &Scrape, metric: &str, labels: &[(&str, &str)]) -> f64 {
    let found = samples(scrape, metric, labels);
    assert!(found.len() <= 1, "one {metric} series for {labels:?}: {found:?}");
    match found.first().map(|s| &s.value) {
        None => 0.0,
        Some(Metric::Counter(v) | Metric::Gauge(v) | Metric::Untyped(v)) => *v,
        Some(other) => panic!("{metric} is not a single value: {other:?}"),
    }
}

/// A histogram's observation count: its `+Inf` bucket, which must equal its
/// `_count` series.
fn histogram_count(scrape: &Scrape, metric: &str, labels: &[(&str, &str)]) -> f64 {
    let found = samples(scrape, metric, labels);
    assert_eq!(found.len(), 1, "one {metric} histogram for {labels:?}: {found:?}");
    let Metric::Histogram(buckets) = &found[0].value else {
        panic!("{metric} is a histogram: {:?}", found[0]);
    };
    let all = buckets
        .iter()
        .find(|b| b.less_than.is_infinite())
        .expect("a +Inf bucket")
        .count;
    assert!(
        buckets
            .windows(2)
            .all(|w| w[0].less_than < w[1].less_than && w[0].count <= w[1].count),
        "cumulative buckets: {buckets:?}"
    );
    assert_eq!(value(scrape, &format!("{metric}_count"), labels), all, "{metric}");
    all
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readyz_waits_for_every_shard_and_metrics_count_what_was_played() {
    init_logs();
    let fake = FakeDiscord::start_with_shards(2).await;
    fake.hold_ready();
    let served = Served::start(&fake, None, "0-1 of 2");
    assert_eq!(served.get("/healthz").await.status, 200, "alive before the gateway");

    // Identified, no READY yet: not ready, saying which shard and why.
    fake.wait_identified(1).await;
    let answer = served.get("/readyz").await;
    assert_eq!(answer.status, 503, "{}", answer.text());
    let reasons = answer.text();
    assert!(reasons.lines().count() >= 1 && reasons.ends_with('\n'), "{reasons:?}");
    assert!(
        reasons
            .lines()
            .any(|l| l.starts_with("shard 0 of 2 is not connected (")),
        "{reasons}"
    );
    assert!(
        reasons.lines().all(|l| l.starts_with("shard ") && l.ends_with(')')),
        "every line a shard; the database answers: {reasons}"
    );
    let early = served.scrape().await;
    assert_eq!(value(&early, "parlor_ready", &[]), 0.0);
    assert_eq!(
        value(
            &early,
            "parlor_gateway_stage",
            &[("shard", "0"), ("stage", "connected")]
        ),
        0.0
    );

    fake.release_ready();
    fake.wait_ready().await;
    assert_eq!(served.readyz_until(200).await, "ready\n");

    // A command accepted, a command refused, a press refused and one accepted.
    let registered = fake.wait_for(0, "registration", |r| r.method == "PUT").await;
    let registered = registered.json().unwrap();
    let (alice, bob, carol) = (alice(), bob(), carol());
    for member in [&alice, &bob, &carol] {
        fake.add_member(member);
    }
    let (_, callback) = fake.interact(checkers_play(&fake, &registered, &alice, &bob)).await;
    let challenge = response(&callback)["data"].clone();
    assert!(!is_ephemeral(&challenge), "{challenge:#}");
    let accept = buttons(&challenge)
        .into_iter()
        .find(|(label, _)| label == "Accept")
        .expect("an Accept button")
        .1;
    let message = fake.bot_message(challenge["content"].as_str().unwrap(), challenge["components"].clone());
    let (_, callback) = fake.interact(fake.slash(&carol, "accept", vec![], &[])).await;
    assert!(is_ephemeral(&response(&callback)["data"]), "carol's /accept is refused");
    let (_, callback) = fake.interact(fake.press(&carol, message.clone(), &accept)).await;
    assert!(is_ephemeral(&response(&callback)["data"]), "carol's press is refused");
    let (_, callback) = fake.interact(fake.press(&bob, message, &accept)).await;
    assert_eq!(response(&callback)["type"], 6, "bob's press is taken");
    // Trespass against Parlor in another channel: Parlor searches its
    // secret pick at once.
    let parlor = Member {
        bot: true,
        ..Member::new(APPLICATION_ID, "Parlor")
    };
    let trespass = choice_value(&registered, "play", "game", "trespass");
    let mut play = fake.slash(
        &alice,
        "play",
        vec![int_option("game", trespass), user_option("opponent", &parlor)],
        &[&parlor],
    );
    play["channel_id"] = Value::from((CHANNEL_ID + 1).to_string());
    let (_, callback) = fake.interact(play).await;
    assert!(callback.status < 300, "{}", callback.summary());

    // Each interaction is counted once it is answered: wait for the five.
    let started = std::time::Instant::now();
    let scrape = loop {
        let scrape = served.scrape().await;
        let counted: f64 = samples(&scrape, "parlor_interactions_total", &[])
            .iter()
            .map(|s| match s.value {
                Metric::Counter(v) => v,
                ref other => panic!("a counter: {other:?}"),
            })
            .sum();
        if counted >= 5.0 {
            break scrape;
        }
        assert!(started.elapsed() < PATIENCE, "counted {counted} of 5 interactions");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let count = |command: &str, outcome: &str| {
        value(
            &scrape,
            "parlor_interactions_total",
            &[("command", command), ("outcome", outcome)],
        )
    };
    assert_eq!(count("play", "ok"), 2.0);
    assert_eq!(count("accept", "refused"), 1.0);
    assert_eq!(count("button:accept", "refused"), 1.0);
    assert_eq!(count("button:accept", "ok"), 1.0);
    assert_eq!(
        samples(&scrape, "parlor_interactions_total", &[]).len(),
        4,
        "nothing else was counted"
    );
    for sample in samples(&scrape, "parlor_interactions_total", &[]) {
        let mut names: Vec<&String> = sample.labels.keys().collect();
        names.sort();
        assert_eq!(names, ["command", "outcome"], "no member, channel or server id");
    }
    assert_eq!(
        histogram_count(&scrape, "parlor_interaction_seconds", &[("kind", "slash")]),
        3.0
    );
    assert_eq!(
        histogram_count(&scrape, "parlor_interaction_seconds", &[("kind", "button")]),
        2.0
    );
    let commits = histogram_count(&scrape, "parlor_store_commit_seconds", &[]);
    assert!(
        commits >= 2.0,
        "the challenge and the game start were committed: {commits}"
    );

    let thought = histogram_count(
        &scrape,
        "parlor_think_seconds",
        &[("game", "trespass"), ("level", "normal")],
    );
    assert!(thought >= 1.0, "Parlor searched its secret pick: {thought}");
    assert!(samples(&scrape, "parlor_think_seconds", &[("game", "checkers")]).is_empty());

    // One game of checkers and one of Trespass in play, nothing else.
    assert_eq!(
        value(
            &scrape,
            "parlor_live_games",
            &[("game", "checkers"), ("status", "playing")]
        ),
        1.0
    );
    let live: f64 = samples(&scrape, "parlor_live_games", &[])
        .iter()
        .map(|s| match s.value {
            Metric::Gauge(v) => v,
            ref other => panic!("a gauge: {other:?}"),
        })
        .sum();
    assert_eq!(
        value(
            &scrape,
            "parlor_live_games",
            &[("game", "trespass"), ("status", "playing")]
        ),
        1.0
    );
    assert_eq!(live, 2.0, "only the checkers and Trespass games");
    assert_eq!(
        value(
            &scrape,
            "parlor_live_games",
            &[("game", "hot-spot"), ("status", "challenge")]
        ),
        0.0
    );

    // Both shards connected, each in exactly one stage.
    for shard in ["0", "1"] {
        assert_eq!(
            value(
                &scrape,
                "parlor_gateway_stage",
                &[("shard", shard), ("stage", "connected")]
            ),
            1.0,
            "shard {shard}"
        );
        let stages = samples(&scrape, "parlor_gateway_stage", &[("shard", shard)]);
        assert_eq!(stages.len(), parlor::telemetry::STAGES.len(), "shard {shard}");
        let on: f64 = stages
            .iter()
            .map(|s| match s.value {
                Metric::Gauge(v) => v,
                ref other => panic!("a gauge: {other:?}"),
            })
            .sum();
        assert_eq!(on, 1.0, "shard {shard} is in one stage");
    }
    assert!(samples(&scrape, "parlor_gateway_stage", &[("shard", "2")]).is_empty());
    assert_eq!(value(&scrape, "parlor_ready", &[]), 1.0);
    assert_eq!(value(&scrape, "parlor_outbox_backlog", &[]), 0.0);
    assert_eq!(value(&scrape, "parlor_outbox_oldest_age_seconds", &[]), 0.0);
    for metric in [
        "parlor_interactions_total",
        "parlor_store_commit_seconds",
        "parlor_live_games",
    ] {
        assert!(scrape.docs.contains_key(metric), "{metric} has a # HELP line");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readyz_says_the_database_failed_and_recovers_with_it() {
    init_logs();
    let fake = FakeDiscord::start().await;
    let served = Served::start(&fake, None, "auto");
    fake.wait_ready().await;
    assert_eq!(served.readyz_until(200).await, "ready\n");
    // The outbox's table gone from under the bot (another program renamed
    // it): the store's check fails, and says so.
    let db = rusqlite::Connection::open(served.dir.path().join("parlor.db")).unwrap();
    db.busy_timeout(PATIENCE).unwrap();
    db.execute_batch("ALTER TABLE outbox RENAME TO outbox_away").unwrap();
    let reasons = served.readyz_until(503).await;
    assert_eq!(reasons.lines().count(), 1, "{reasons}");
    assert!(
        reasons.starts_with("the database did not answer (") && reasons.contains("outbox"),
        "{reasons}"
    );
    let scrape = served.scrape().await;
    assert_eq!(value(&scrape, "parlor_ready", &[]), 0.0);
    assert_eq!(
        value(
            &scrape,
            "parlor_gateway_stage",
            &[("shard", "0"), ("stage", "connected")]
        ),
        1.0,
        "the gateway is fine"
    );
    db.execute_batch("ALTER TABLE outbox_away RENAME TO outbox").unwrap();
    assert_eq!(served.readyz_until(200).await, "ready\n");
}

/// `url` naming database `name` instead of the one it names.
fn with_database(url: &str, name: &str) -> String {
    let (server, _) = url.rsplit_once('/').expect("a URL naming a database");
    format!("{server}/{name}")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readyz_says_a_stuck_postgresql_did_not_answer_in_time() {
    let Some(admin) = std::env::var("PARLOR_TEST_PG").ok().filter(|u| !u.is_empty()) else {
        eprintln!("PARLOR_TEST_PG is not set: skipping the PostgreSQL readiness check");
        return;
    };
    init_logs();
    let name = format!("parlor_t_health_{}", std::process::id());
    // Each statement on its own (DROP and CREATE DATABASE refuse a transaction).
    let admin_client = move |statements: Vec<String>| {
        let admin = admin.clone();
        tokio::task::spawn_blocking(move || {
            let mut client = postgres::Client::connect(&admin, postgres::NoTls).unwrap();
            for sql in statements {
                client.batch_execute(&sql).unwrap();
            }
        })
    };
    let admin_url = std::env::var("PARLOR_TEST_PG").unwrap();
    admin_client(vec![
        format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
        format!("CREATE DATABASE {name}"),
    ])
    .await
    .unwrap();
    let url = with_database(&admin_url, &name);
    let fake = FakeDiscord::start().await;
    let served = Served::start(&fake, Some(&format!("url = {url:?}")), "auto");
    fake.wait_ready().await;
    assert_eq!(served.readyz_until(200).await, "ready\n");

    // Another session locks the outbox: every read of it waits, the bot's
    // check too, and /readyz says so within its patience instead of hanging.
    let locked_url = url.clone();
    let (unlock, unlocked) = std::sync::mpsc::channel::<()>();
    let (locked, is_locked) = std::sync::mpsc::channel::<()>();
    let locker = std::thread::spawn(move || {
        let mut client = postgres::Client::connect(&locked_url, postgres::NoTls).unwrap();
        let mut tx = client.transaction().unwrap();
        tx.batch_execute("LOCK TABLE outbox IN ACCESS EXCLUSIVE MODE").unwrap();
        locked.send(()).unwrap();
        let _ = unlocked.recv();
        tx.rollback().unwrap();
    });
    is_locked.recv().unwrap();
    let answer = served.get("/readyz").await;
    assert_eq!(answer.status, 503, "{}", answer.text());
    assert_eq!(answer.text(), "the database did not answer within 2 s\n");
    drop(unlock);
    locker.join().unwrap();
    assert_eq!(served.readyz_until(200).await, "ready\n");
    drop(served);
    admin_client(vec![format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")])
        .await
        .unwrap();
}

/// `parlor_gateway_latency_seconds` is the shard's last heartbeat's round
/// trip: with a gateway that acknowledges each heartbeat 250 ms after it
/// came, the series appears for the shard and reads at least that.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gateway_latency_is_the_last_heartbeat_s_round_trip() {
    init_logs();
    let fake = FakeDiscord::start().await;
    let delay = Duration::from_millis(250);
    fake.heartbeat(Duration::from_millis(400), delay);
    let served = Served::start(&fake, None, "0-0 of 1");
    fake.wait_ready().await;
    assert_eq!(served.readyz_until(200).await, "ready\n");
    let started = std::time::Instant::now();
    let latency = loop {
        let scrape = served.scrape().await;
        if let [sample] = samples(&scrape, "parlor_gateway_latency_seconds", &[("shard", "0")])[..] {
            break match sample.value {
                Metric::Gauge(v) => v,
                ref other => panic!("a gauge: {other:?}"),
            };
        }
        assert!(
            started.elapsed() < PATIENCE,
            "no gateway latency after {PATIENCE:?} of heartbeats every 400 ms: {}",
            served.log()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(
        latency >= delay.as_secs_f64() && latency.is_finite(),
        "a heartbeat acknowledged after {delay:?} took {latency} s"
    );
    assert_eq!(served.get("/readyz").await.status, 200, "heartbeats keep it ready");
}
