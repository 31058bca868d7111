//! The container image (issue 36) against the fake Discord: the image built
//! from the repository's Dockerfile runs `parlor serve` as its unprivileged
//! user with only `DISCORD_TOKEN` and a mounted config, plays a game, is
//! stopped, and a new container on the same volume resumes the game.
//!
//! Needs an image and a container engine: `PARLOR_TEST_IMAGE=<image>`
//! (`.ci/image` builds one and runs this test), and `PARLOR_TEST_ENGINE`
//! (`podman` unless set; `docker` works too). Without an image the test says
//! it skipped and how to run it. The container shares the host's network
//! (`--network host`) to reach the fake Discord on 127.0.0.1.

use crate::support::fake_discord::{int_option, option, user_option, FakeDiscord, Member, Recorded, Sent, EPHEMERAL};
use serde_json::Value;
use std::process::Command;
use std::time::{Duration, Instant};

/// The uid and gid the Dockerfile gives Parlor's user.
const PARLOR_UID: &str = "10001";

/// How long a container may take to start and register its commands (the
/// fake's own patience is for a process already running).
const START_UP: Duration = Duration::from_secs(90);

/// How long `stop` waits for a graceful exit before the engine kills the
/// process: the drain of in-flight work takes up to about 15 seconds.
const STOP_GRACE_SECONDS: u32 = 30;

/// A container engine's command line, run to completion: its standard output,
/// or a panic with everything it said.
fn engine(args: &[&str]) -> String {
    let program = std::env::var("PARLOR_TEST_ENGINE").unwrap_or_else(|_| "podman".to_string());
    let output = Command::new(&program)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {program}: {e}"));
    assert!(
        output.status.success(),
        "{program} {} failed ({}): {}{}",
        args.join(" "),
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).trim().to_string()
}

/// The containers and the volume a test made, removed when it ends (also
/// when it fails).
struct Made {
    volume: String,
    containers: Vec<String>,
}

impl Drop for Made {
    fn drop(&mut self) {
        let program = std::env::var("PARLOR_TEST_ENGINE").unwrap_or_else(|_| "podman".to_string());
        for container in &self.containers {
            let _ = Command::new(&program).args(["rm", "--force", container]).output();
        }
        let _ = Command::new(&program)
            .args(["volume", "rm", "--force", &self.volume])
            .output();
    }
}

/// Starts a container of `image` on `volume` with `config` mounted as its
/// config file, and waits until it has registered its commands and identified
/// on the fake's gateway.
async fn start(fake: &FakeDiscord, image: &str, name: &str, volume: &str, config: &std::path::Path) {
    let identified = fake.identified().len();
    let mark = fake.mark();
    engine(&[
        "run",
        "--detach",
        "--name",
        name,
        "--network",
        "host",
        "--volume",
        &format!("{volume}:/data"),
        "--volume",
        &format!("{}:/etc/parlor/config.toml:ro", config.display()),
        "--env",
        "DISCORD_TOKEN=fake-token",
        image,
    ]);
    let started = Instant::now();
    loop {
        let registered = fake
            .requests()
            .iter()
            .skip(mark)
            .any(|r| r.method == "PUT" && r.path.ends_with("/commands"));
        if registered && fake.identified().len() > identified {
            break;
        }
        let running = engine(&["inspect", "--format", "{{.State.Running}}", name]);
        assert!(
            running == "true" && started.elapsed() < START_UP,
            "the container did not register its commands (running: {running}, after {:?}); its log:\n{}",
            started.elapsed(),
            engine(&["logs", name])
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    fake.wait_ready().await;
}

/// The interaction response's JSON.
fn response(callback: &Recorded) -> Value {
    callback
        .json()
        .unwrap_or_else(|| panic!("a JSON interaction response: {}", callback.summary()))
}

/// The first message an interaction's answer shows: its callback's, or its
/// first follow-up when the callback only deferred.
async fn first_message(fake: &FakeDiscord, sent: &Sent, callback: &Recorded, mark: usize) -> Value {
    let request = if response(callback)["type"] == 4 {
        callback.clone()
    } else {
        let webhook = sent.webhook_path();
        fake.wait_for(mark, "a follow-up message", |r| r.method == "POST" && r.path == webhook)
            .await
    };
    let json = request.json().expect("a JSON message");
    if request.path.ends_with("/callback") {
        json["data"].clone()
    } else {
        json
    }
}

/// A message with a board picture in its embed.
fn assert_board(message: &Value) {
    assert!(
        message["embeds"][0]["image"]["url"]
            .as_str()
            .is_some_and(|url| url.starts_with("attachment://")),
        "the board's picture: {message:#}"
    );
}

/// A message everybody sees with a board picture in its embed.
fn assert_public_board(message: &Value) {
    assert!(
        message["flags"].as_u64().is_none_or(|flags| flags & EPHEMERAL == 0),
        "public: {message:#}"
    );
    assert_board(message);
}

/// What `/move` autocomplete suggests to `member`.
async fn suggestions(fake: &FakeDiscord, member: &Member) -> Vec<String> {
    let (_, callback) = fake.interact(fake.autocomplete(member, "move", "move", "")).await;
    let answer = response(&callback);
    assert_eq!(answer["type"], 8, "autocomplete is answered with choices: {answer:#}");
    answer["data"]["choices"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|choice| choice["value"].as_str().unwrap_or_default().to_string())
        .collect()
}

/// The choice value of `game` in `/play game:`, as registered.
fn game_choice(registered: &Value, game: &str) -> i64 {
    registered
        .as_array()
        .and_then(|commands| commands.iter().find(|c| c["name"] == "play"))
        .and_then(|play| play["options"].as_array())
        .and_then(|options| options.iter().find(|o| o["name"] == "game"))
        .and_then(|game_option| game_option["choices"].as_array())
        .and_then(|choices| choices.iter().find(|c| c["name"] == game))
        .and_then(|choice| choice["value"].as_i64())
        .unwrap_or_else(|| panic!("/play offers {game}: {registered:#}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_image_plays_as_an_unprivileged_user_and_a_new_container_resumes_the_game_from_the_volume() {
    let Some(image) = std::env::var("PARLOR_TEST_IMAGE").ok().filter(|i| !i.is_empty()) else {
        println!(
            "container test skipped: no image named. Run it with \
             PARLOR_TEST_IMAGE=<image> cargo test -p parlor --test suite container:: \
             (.ci/image builds the image with podman and runs it)."
        );
        return;
    };
    let version = engine(&["run", "--rm", &image, "--version"]);
    assert_eq!(version, format!("parlor {}", env!("CARGO_PKG_VERSION")));

    let fake = FakeDiscord::start().await;
    let (alice, bob) = (Member::new(101, "alice"), Member::new(102, "bob"));
    fake.add_member(&alice);
    fake.add_member(&bob);
    // The config file the container reads: the fake Discord instead of
    // Discord's; the token comes from DISCORD_TOKEN.
    let dir = tempfile::tempdir().expect("a temporary directory");
    let config = dir.path().join("config.toml");
    std::fs::write(&config, format!("[discord]\nproxy = \"{}\"\n", fake.base_url())).unwrap();
    let unique = format!(
        "parlor-test-{}-{}",
        std::process::id(),
        fake.base_url().rsplit(':').next().unwrap()
    );
    let mut made = Made {
        volume: unique.clone(),
        containers: Vec::new(),
    };
    engine(&["volume", "create", &made.volume]);

    let first = format!("{unique}-1");
    made.containers.push(first.clone());
    start(&fake, &image, &first, &made.volume, &config).await;
    // The bot itself (the container's process 1) runs as Parlor's user.
    let status = engine(&["exec", &first, "cat", "/proc/1/status"]);
    let ids = |key: &str| {
        status
            .lines()
            .find_map(|line| line.strip_prefix(key))
            .map(|ids| ids.split_whitespace().map(str::to_string).collect::<Vec<_>>())
            .unwrap_or_default()
    };
    assert_eq!(ids("Uid:"), [PARLOR_UID; 4], "{status}");
    assert_eq!(ids("Gid:"), [PARLOR_UID; 4], "{status}");

    // alice challenges bob to checkers, bob accepts, and whoever moves first moves.
    let registered = fake
        .requests()
        .iter()
        .rev()
        .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .and_then(Recorded::json)
        .expect("the registered commands");
    let checkers = game_choice(&registered, "checkers");
    let (_, callback) = fake
        .interact(fake.slash(
            &alice,
            "play",
            vec![int_option("game", checkers), user_option("opponent", &bob)],
            &[&bob],
        ))
        .await;
    assert_eq!(response(&callback)["type"], 4, "{}", callback.summary());
    let mark = fake.mark();
    let (sent, callback) = fake.interact(fake.slash(&bob, "accept", vec![], &[])).await;
    assert_public_board(&first_message(&fake, &sent, &callback, mark).await);
    let (mover, waiter, moves) = match suggestions(&fake, &alice).await {
        moves if !moves.is_empty() => (&alice, &bob, moves),
        _ => (&bob, &alice, suggestions(&fake, &bob).await),
    };
    assert!(!moves.is_empty(), "somebody has a move to make");
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.slash(mover, "move", vec![option("move", &moves[0])], &[]))
        .await;
    assert_public_board(&first_message(&fake, &sent, &callback, mark).await);
    let replies = suggestions(&fake, waiter).await;
    assert!(!replies.is_empty(), "the other player has moves to answer with");
    assert!(suggestions(&fake, mover).await.is_empty(), "not the mover's turn now");

    // Stopped as a host or an orchestrator stops it.
    engine(&["stop", "--time", &STOP_GRACE_SECONDS.to_string(), &first]);
    let exit = engine(&["inspect", "--format", "{{.State.ExitCode}}", &first]);
    // SIGTERM, not the engine's kill after the grace period (137).
    assert_eq!(exit.trim(), "0", "the container stopped gracefully on SIGTERM");

    // A new container on the same volume: the game goes on where it was.
    let second = format!("{unique}-2");
    made.containers.push(second.clone());
    start(&fake, &image, &second, &made.volume, &config).await;
    assert_eq!(
        suggestions(&fake, waiter).await,
        replies,
        "the same position, the same player to move"
    );
    assert!(suggestions(&fake, mover).await.is_empty(), "still not the mover's turn");
    let mark = fake.mark();
    let (sent, callback) = fake.interact(fake.slash(waiter, "board", vec![], &[])).await;
    assert_board(&first_message(&fake, &sent, &callback, mark).await);
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.slash(waiter, "move", vec![option("move", &replies[0])], &[]))
        .await;
    assert_public_board(&first_message(&fake, &sent, &callback, mark).await);
    assert!(
        !suggestions(&fake, mover).await.is_empty(),
        "the first mover's turn again"
    );
    drop(made);
}
