//! The Discord adapter against a fake Discord: the real serenity client and poise
//! framework, a real table on a SQLite file, and every byte over 127.0.0.1.

mod anywhere;
mod faults;
mod games;
mod health;
mod languages;
mod puzzles;
mod review;
mod roles;
mod settings;
mod stops;
mod tournaments;
mod web;

use crate::support;

use parlor::config::DiscordConfig;
use parlor::discord;
use parlor::store::SqliteStore;
use parlor::table::{Seeds, Table, TableSettings};
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;
use support::fake_discord::{
    check_canned_answers, int_option, option, user_option, DmFailure, FakeDiscord, Member, Recorded, Sent,
    APPLICATION_ID, CHANNEL_ID, EPHEMERAL, GUILD_ID, MANAGE_GUILD, PATIENCE,
};

const TOKEN: &str = "fake-token";

/// The bot, connected to a fake Discord, with its commands registered.
struct Bot {
    fake: FakeDiscord,
    serving: tokio::task::JoinHandle<anyhow::Result<()>>,
    /// The command definitions the bot registered (the PUT body).
    registered: Recorded,
    dir: tempfile::TempDir,
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.serving.abort();
    }
}

/// Everything logged at INFO and above by any test of this binary, for the tests
/// that check what a failure logs (they look for their own interaction's id).
static LOGS: std::sync::Mutex<Vec<u8>> = std::sync::Mutex::new(Vec::new());

struct Capture;

impl std::io::Write for Capture {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        LOGS.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Logs to the test's output (`RUST_LOG` to choose; warnings by default), and
/// everything at INFO and above to [`LOGS`].
fn init_logs() {
    use tracing_subscriber::layer::SubscriberExt as _;
    use tracing_subscriber::util::SubscriberInitExt as _;
    use tracing_subscriber::Layer as _;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn".into());
    let shown = tracing_subscriber::fmt::layer().with_test_writer().with_filter(filter);
    let captured = tracing_subscriber::fmt::layer()
        .with_ansi(false)
        .with_writer(|| Capture)
        .with_filter(tracing_subscriber::filter::LevelFilter::INFO);
    let _ = tracing_subscriber::registry().with(shown).with(captured).try_init();
}

/// The captured log lines that mention `needle` (an interaction id, say).
fn logged(needle: &str) -> Vec<String> {
    String::from_utf8_lossy(&LOGS.lock().unwrap())
        .lines()
        .filter(|line| line.contains(needle))
        .map(str::to_string)
        .collect()
}

async fn connect(dev_guild_id: Option<u64>) -> Bot {
    connect_with(dev_guild_id, TableSettings::default(), discord::TIMER_PERIOD).await
}

async fn connect_with(dev_guild_id: Option<u64>, settings: TableSettings, timer_period: Duration) -> Bot {
    connect_to(FakeDiscord::start().await, dev_guild_id, settings, timer_period).await
}

async fn connect_to(
    fake: FakeDiscord,
    dev_guild_id: Option<u64>,
    settings: TableSettings,
    timer_period: Duration,
) -> Bot {
    init_logs();
    let dir = tempfile::tempdir().expect("a temporary directory");
    let store = SqliteStore::open(&dir.path().join("parlor.db")).expect("open the SQLite store");
    let table = Table::open(Box::new(store), settings, Seeds::Fixed(7)).expect("open the table");
    let config = DiscordConfig {
        token: Some(TOKEN.to_string()),
        dev_guild_id,
        proxy: Some(fake.base_url()),
        ..DiscordConfig::default()
    };
    let mut serving =
        tokio::spawn(async move { discord::serve_with_timers(&config, Arc::new(table), timer_period).await });
    let registered = registered_and_ready(&fake, &mut serving).await;
    Bot {
        fake,
        serving,
        registered,
        dir,
    }
}

/// Starts the real `parlor serve` binary on the fake Discord, its config
/// `[discord]` with the token and the fake as proxy followed by `rest` (more
/// `[discord]` keys first, then other tables), its log in `dir/serve.log`.
fn serve_process(
    fake: &FakeDiscord,
    dir: &std::path::Path,
    rest: &str,
    stdout: std::process::Stdio,
) -> std::process::Child {
    let config = dir.join("config.toml");
    let text = format!(
        "[discord]\ntoken = \"{TOKEN}\"\nproxy = \"{}\"\n{rest}",
        fake.base_url()
    );
    std::fs::write(&config, text).unwrap();
    std::process::Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["serve", "--config"])
        .arg(&config)
        .env_remove("DISCORD_TOKEN")
        .env_remove("RUST_LOG")
        .stdout(stdout)
        .stderr(std::fs::File::create(dir.join("serve.log")).unwrap())
        .spawn()
        .unwrap()
}

/// Waits until the bot behind `serving` has registered its commands (their
/// definitions are returned) and connected; fails at once if it stops first.
async fn registered_and_ready(
    fake: &FakeDiscord,
    serving: &mut tokio::task::JoinHandle<anyhow::Result<()>>,
) -> Recorded {
    let registered = tokio::select! {
        registered = fake.wait_for(0, "command registration", |request| {
            request.method == "PUT" && request.path.ends_with("/commands")
        }) => registered,
        stopped = serving => panic!("the bot stopped before registering its commands: {stopped:?}"),
    };
    fake.wait_ready().await;
    registered
}

fn alice() -> Member {
    Member::new(101, "alice")
}

fn bob() -> Member {
    Member {
        nick: Some("Bobby".to_string()),
        ..Member::new(102, "bob")
    }
}

fn carol() -> Member {
    Member::new(103, "carol")
}

/// The interaction response's JSON (`{"type": …, "data": …}`).
fn response(callback: &Recorded) -> Value {
    callback
        .json()
        .unwrap_or_else(|| panic!("a JSON interaction response: {callback:?}"))
}

fn is_ephemeral(message: &Value) -> bool {
    message["flags"].as_u64().is_some_and(|flags| flags & EPHEMERAL != 0)
}

/// The custom ids of a message's buttons, by label.
fn buttons(message: &Value) -> Vec<(String, String)> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|button| {
            (
                button["label"].as_str().unwrap_or_default().to_string(),
                button["custom_id"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

/// The choice value Discord would send for `name` in `command`'s `option`.
fn choice_value(registered: &Value, command: &str, option: &str, name: &str) -> i64 {
    let command = registered
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == command)
        .unwrap_or_else(|| panic!("/{command} is registered"));
    let option = command["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == option)
        .unwrap_or_else(|| panic!("/{command} has {option}"));
    assert_eq!(option["type"], 4, "game choices are sent as integers");
    option["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|choice| choice["name"] == name)
        .unwrap_or_else(|| panic!("{name} is a choice"))["value"]
        .as_i64()
        .unwrap()
}

#[test]
fn the_fakes_answers_are_what_serenity_reads() {
    check_canned_answers();
}

#[test]
fn the_invite_link_asks_for_bot_and_commands_with_the_documented_permissions() {
    assert_eq!(
        discord::invite_url(APPLICATION_ID),
        format!(
            "https://discord.com/oauth2/authorize?client_id={APPLICATION_ID}\
             &scope=bot%20applications.commands&permissions=274878024704"
        )
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_registered_globally_through_the_proxy() {
    let bot = connect(None).await;
    let first = &bot.fake.requests()[0];
    assert_eq!(
        first.summary(),
        "GET /api/v10/gateway",
        "the client asks the proxy for the gateway first"
    );
    assert_eq!(
        bot.registered.path,
        format!("/api/v10/applications/{APPLICATION_ID}/commands")
    );
    for request in bot.fake.requests() {
        assert_eq!(
            request.header("authorization"),
            Some(format!("Bot {TOKEN}").as_str()),
            "{} carries the bot token",
            request.summary()
        );
    }
    let registered = bot.registered.json().expect("a JSON list of commands");
    let names: Vec<&str> = registered
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "play",
            "accept",
            "decline",
            "join",
            "leave",
            "start",
            "add-parlor",
            "remove-parlor",
            "move",
            "moves",
            "secret",
            "board",
            "resign",
            "draw",
            "claim",
            "end",
            "roll",
            "bet",
            "withdraw",
            "chips",
            "rematch",
            "stats",
            "leaderboard",
            "history",
            "replay",
            "review",
            "notify",
            "web",
            "rules",
            "settings",
            "tournament",
            "season",
            "puzzle",
            "help",
            // The tests' build declares /echo, and Discord is offered it like
            // any other command: declared once, registered with no more code.
            "echo"
        ]
    );
    let local = serde_json::to_value(discord::command_definitions()).unwrap();
    assert_eq!(registered, local, "what was registered is what the adapter defines");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_registered_to_the_dev_server_when_one_is_set() {
    let bot = connect(Some(GUILD_ID)).await;
    let guild_path = format!("/api/v10/applications/{APPLICATION_ID}/guilds/{GUILD_ID}/commands");
    let global_path = format!("/api/v10/applications/{APPLICATION_ID}/commands");
    assert_eq!(bot.registered.path, guild_path);
    let names = |request: &Recorded| -> Vec<String> {
        request
            .json()
            .unwrap()
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["name"].as_str().unwrap().to_string())
            .collect()
    };
    let in_guild = names(&bot.registered);
    // Discord ignores a guild command's contexts and install types: the
    // commands offered outside servers (in Parlor's DM, and to members who
    // installed Parlor) are registered globally; the server features stay.
    assert!(in_guild.contains(&"chips".to_string()), "{in_guild:?}");
    assert!(!in_guild.contains(&"play".to_string()), "{in_guild:?}");
    assert!(!in_guild.contains(&"secret".to_string()), "{in_guild:?}");
    let global = bot
        .fake
        .wait_for(0, "the commands offered outside servers registered globally", |r| {
            r.method == "PUT" && r.path == global_path
        })
        .await;
    let global_names = names(&global);
    assert!(global_names.contains(&"secret".to_string()) && global_names.contains(&"play".to_string()));
    let secret = global
        .json()
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "secret")
        .cloned()
        .unwrap();
    assert_eq!(secret["contexts"], serde_json::json!([0, 1, 2]), "{secret:#}");
    assert_eq!(secret["integration_types"], serde_json::json!([0, 1]), "{secret:#}");
}

/// Discord's limits on command definitions (developer docs, Application Commands).
fn check_command_limits(command: &Value) -> Result<(), String> {
    let name = command["name"].as_str().ok_or("a command without a name")?;
    let valid_name = |name: &str| {
        (1..=32).contains(&name.chars().count())
            && name
                .chars()
                .all(|c| c == '-' || c == '_' || c == '\'' || c.is_alphanumeric())
            && name.to_lowercase() == name
    };
    let mut total = 0;
    if !valid_name(name) {
        return Err(format!(
            "/{name}: the name breaks ^[-_'\\p{{L}}\\p{{N}}]{{1,32}}$ or is not lowercase"
        ));
    }
    let description = command["description"].as_str().unwrap_or_default();
    if !(1..=100).contains(&description.chars().count()) {
        return Err(format!(
            "/{name}: the description must be 1–100 characters: {description:?}"
        ));
    }
    total += name.chars().count() + description.chars().count();
    check_options(&format!("/{name}"), command, &valid_name, &mut total, 0)?;
    if total > 8000 {
        return Err(format!("/{name}: {total} characters in all, over 8,000"));
    }
    Ok(())
}

/// The options of a command, subcommand group (type 2) or subcommand (type 1),
/// checked against Discord's limits, down through the nesting (at most two levels).
fn check_options(
    path: &str,
    parent: &Value,
    valid_name: &dyn Fn(&str) -> bool,
    total: &mut usize,
    depth: usize,
) -> Result<(), String> {
    let options = parent["options"].as_array().cloned().unwrap_or_default();
    if options.len() > 25 {
        return Err(format!("{path}: more than 25 options"));
    }
    let mut seen_optional = false;
    for option in &options {
        let option_name = option["name"].as_str().unwrap_or_default();
        if !valid_name(option_name) {
            return Err(format!("{path} {option_name}: a bad option name"));
        }
        let option_description = option["description"].as_str().unwrap_or_default();
        if !(1..=100).contains(&option_description.chars().count()) {
            return Err(format!(
                "{path} {option_name}: the description must be 1–100 characters"
            ));
        }
        *total += option_name.chars().count() + option_description.chars().count();
        let kind = option["type"].as_u64().unwrap_or_default();
        if kind == 1 || kind == 2 {
            if depth >= 2 || (kind == 2 && depth >= 1) {
                return Err(format!("{path} {option_name}: subcommands nest too deep"));
            }
            check_options(&format!("{path} {option_name}"), option, valid_name, total, depth + 1)?;
            continue;
        }
        if depth == 1 && parent["type"] == 2 && kind != 1 {
            return Err(format!("{path} {option_name}: a group holds only subcommands"));
        }
        if kind == 4 {
            for bound in ["min_value", "max_value"] {
                let value = &option[bound];
                if !(value.is_null() || value.is_i64() || value.is_u64()) {
                    return Err(format!(
                        "{path} {option_name}: {bound} of an integer option must be an integer, not {value}"
                    ));
                }
            }
        }
        let required = option["required"].as_bool().unwrap_or(false);
        if required && seen_optional {
            return Err(format!("{path} {option_name}: a required option after an optional one"));
        }
        seen_optional |= !required;
        let choices = option["choices"].as_array().cloned().unwrap_or_default();
        if choices.len() > 25 {
            return Err(format!("{path} {option_name}: more than 25 choices"));
        }
        if !choices.is_empty() && option["autocomplete"].as_bool().unwrap_or(false) {
            return Err(format!("{path} {option_name}: both choices and autocomplete"));
        }
        for choice in &choices {
            let choice_name = choice["name"].as_str().unwrap_or_default();
            if !(1..=100).contains(&choice_name.chars().count()) {
                return Err(format!("{path} {option_name}: a choice name must be 1–100 characters"));
            }
            *total += choice_name.chars().count() + choice["value"].to_string().trim_matches('"').chars().count();
        }
    }
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_registered_command_respects_discords_limits() {
    let bot = connect(None).await;
    let registered = bot.registered.json().unwrap();
    let commands = registered.as_array().unwrap();
    assert!(commands.len() <= 100, "at most 100 global commands");
    let broken: Vec<String> = commands.iter().filter_map(|c| check_command_limits(c).err()).collect();
    assert!(broken.is_empty(), "commands break Discord's limits: {broken:#?}");

    let play = commands.iter().find(|c| c["name"] == "play").unwrap();
    let games: Vec<&str> = play["options"][0]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        games,
        [
            "hot-spot",
            "trespass",
            "number-one",
            "acey-ducey",
            "crown-and-anchor",
            "line",
            "checkers"
        ]
    );
    let r#move = commands.iter().find(|c| c["name"] == "move").unwrap();
    assert_eq!(r#move["options"][0]["name"], "move");
    assert_eq!(r#move["options"][0]["autocomplete"], true);

    let secret = commands.iter().find(|c| c["name"] == "secret").unwrap();
    let number = &secret["options"][0];
    assert_eq!(number["name"], "number");
    assert_eq!(number["type"], 4, "an integer option");
    assert_eq!(
        number["required"], false,
        "optional: without it, /secret shows the pick"
    );
    assert_eq!(
        (number["min_value"].as_i64(), number["max_value"].as_i64()),
        (Some(0), Some(9))
    );
    assert_eq!(
        secret["contexts"],
        serde_json::json!([0, 1, 2]),
        "/secret works in servers, in a DM with the bot and in DMs between members: {secret:#}"
    );
    // /chips: subcommands and the house group, every amount an integer ≥ 1.
    let chips = commands.iter().find(|c| c["name"] == "chips").unwrap();
    let find = |parent: &Value, name: &str| -> Value {
        parent["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == name)
            .unwrap_or_else(|| panic!("{name} in {parent:#}"))
            .clone()
    };
    for sub in ["give", "grant", "take"] {
        let sub = find(chips, sub);
        assert_eq!(sub["type"], 1, "a subcommand: {sub:#}");
        let amount = find(&sub, "amount");
        assert_eq!(amount["type"], 4);
        assert!(amount["min_value"].is_i64(), "an integer minimum: {amount:#}");
        assert_eq!(amount["min_value"], 1);
    }
    let house = find(chips, "house");
    assert_eq!(house["type"], 2, "a subcommand group: {house:#}");
    let fund = find(&find(&house, "fund"), "amount");
    assert!(fund["min_value"].is_i64() && fund["min_value"] == 1, "{fund:#}");
    let bet = commands.iter().find(|c| c["name"] == "bet").unwrap();
    let chips_option = find(bet, "chips");
    assert!(
        chips_option["min_value"].is_i64() && chips_option["min_value"] == 1,
        "{chips_option:#}"
    );
    for name in ["play", "move", "join", "leave", "start", "help"] {
        let command = commands.iter().find(|c| c["name"] == name).unwrap();
        assert!(
            command["contexts"].is_null() || command["contexts"].as_array().unwrap().contains(&serde_json::json!(0)),
            "/{name} is usable in servers"
        );
    }
}

#[test]
fn the_limit_check_catches_what_discord_refuses() {
    let too_long = serde_json::json!({"name": "play", "description": "x".repeat(101)});
    assert!(check_command_limits(&too_long).is_err());
    let upper = serde_json::json!({"name": "Play", "description": "Play"});
    assert!(check_command_limits(&upper).is_err());
    let order = serde_json::json!({"name": "play", "description": "Play", "options": [
        {"name": "a", "description": "a", "type": 3},
        {"name": "b", "description": "b", "type": 3, "required": true},
    ]});
    assert!(check_command_limits(&order).is_err());
    let float_min = serde_json::json!({"name": "chips", "description": "Chips", "options": [
        {"name": "house", "description": "House", "type": 2, "options": [
            {"name": "fund", "description": "Fund", "type": 1, "options": [
                {"name": "amount", "description": "How many", "type": 4, "required": true, "min_value": 1.0},
            ]},
        ]},
    ]});
    let error = check_command_limits(&float_min).unwrap_err();
    assert!(error.contains("/chips house fund amount"), "{error}");
    let deep_name = serde_json::json!({"name": "chips", "description": "Chips", "options": [
        {"name": "give", "description": "Give", "type": 1, "options": [
            {"name": "Member", "description": "Who", "type": 6, "required": true},
        ]},
    ]});
    assert!(
        check_command_limits(&deep_name).is_err(),
        "nested option names are checked"
    );
}

/// The bot's first visible message for an interaction: its callback's message,
/// or (after a deferred update) its first follow-up.
async fn first_message(bot: &Bot, sent: &Sent, callback: &Recorded, mark: usize) -> Recorded {
    if response(callback)["type"] == 4 {
        return callback.clone();
    }
    let webhook = sent.webhook_path();
    bot.fake
        .wait_for(mark, "a follow-up message", |request| {
            request.method == "POST" && request.path == webhook
        })
        .await
}

/// The payload of a message request (a callback's `data`, or a follow-up's body).
fn message_of(request: &Recorded) -> Value {
    let json = request.json().expect("a JSON payload");
    if request.path.ends_with("/callback") {
        json["data"].clone()
    } else {
        json
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hot_spot_challenge_is_accepted_by_button_and_played_by_slash_command() {
    let started = std::time::Instant::now();
    let bot = connect(None).await;
    let fake = &bot.fake;
    let registered = bot.registered.json().unwrap();
    let (alice, bob, carol) = (alice(), bob(), carol());
    for member in [&alice, &bob, &carol] {
        fake.add_member(member);
    }

    // alice challenges bob.
    let hot_spot = choice_value(&registered, "play", "game", "hot-spot");
    let play = fake.slash(
        &alice,
        "play",
        vec![
            int_option("game", hot_spot),
            user_option("opponent", &bob),
            option("options", "quick"),
        ],
        &[&bob],
    );
    let (_, callback) = fake.interact(play).await;
    let challenge = response(&callback);
    assert_eq!(
        challenge["type"], 4,
        "a slash command is answered with a message: {challenge:#}"
    );
    let challenge = &challenge["data"];
    assert!(
        !is_ephemeral(challenge),
        "the challenge is for the channel: {challenge:#}"
    );
    let text = challenge["content"].as_str().unwrap();
    assert!(
        text.contains("alice") && text.contains("Bobby"),
        "names by nick: {text}"
    );
    let labels: Vec<String> = buttons(challenge).into_iter().map(|(label, _)| label).collect();
    assert_eq!(labels, ["Accept", "Decline"]);
    let accept = buttons(challenge)
        .into_iter()
        .find(|(label, _)| label == "Accept")
        .unwrap()
        .1;
    let challenge_message = fake.bot_message(text, challenge["components"].clone());

    // carol is not the one challenged: one ephemeral line, the buttons stay.
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.press(&carol, challenge_message.clone(), &accept))
        .await;
    let refusal = response(&callback);
    assert_eq!(refusal["type"], 4, "a refusal answers the press: {refusal:#}");
    assert!(is_ephemeral(&refusal["data"]), "only carol sees it: {refusal:#}");
    assert!(
        refusal["data"]["content"].as_str().unwrap().contains("Only Bobby"),
        "{refusal:#}"
    );
    assert!(
        !fake
            .requests()
            .iter()
            .skip(mark)
            .any(|r| r.path.starts_with(&sent.webhook_path())),
        "a refused press edits nothing"
    );

    // bob accepts: the challenge's buttons go, the game starts with a picture.
    let mark = fake.mark();
    let (sent, callback) = fake.interact(fake.press(&bob, challenge_message, &accept)).await;
    assert_eq!(response(&callback)["type"], 6, "the press is acknowledged as an update");
    let original = format!("{}/messages/@original", sent.webhook_path());
    let edit = fake
        .wait_for(mark, "removing the challenge's buttons", |r| {
            r.method == "PATCH" && r.path == original
        })
        .await;
    assert_eq!(
        edit.json().unwrap()["components"],
        serde_json::json!([]),
        "no live buttons on a settled challenge"
    );
    let start = first_message(&bot, &sent, &callback, mark).await;
    let start_message = message_of(&start);
    assert!(
        !is_ephemeral(&start_message),
        "the game start is public: {start_message:#}"
    );
    assert!(
        start_message["content"].as_str().unwrap().contains("accepted"),
        "{start_message:#}"
    );
    assert_picture(&start);

    // Whoever is to move finds a legal move by autocomplete.
    let mut mover = None;
    for member in [&alice, &bob] {
        let (_, callback) = fake.interact(fake.autocomplete(member, "move", "move", "")).await;
        let answer = response(&callback);
        assert_eq!(answer["type"], 8, "autocomplete is answered with choices: {answer:#}");
        let choices = answer["data"]["choices"].as_array().cloned().unwrap_or_default();
        assert!(choices.len() <= 25, "at most 25 suggestions");
        for choice in &choices {
            let name = choice["name"].as_str().unwrap();
            assert!((1..=100).contains(&name.chars().count()), "suggestion {name:?} fits");
        }
        if let Some(first) = choices.first() {
            mover.get_or_insert((member.clone(), first["value"].as_str().unwrap().to_string()));
        }
    }
    let (mover, legal) = mover.expect("one of the players has legal moves");

    // A move that is not legal: one ephemeral line.
    let (_, callback) = fake
        .interact(fake.slash(&mover, "move", vec![option("move", "zz99")], &[]))
        .await;
    let refused = response(&callback);
    assert_eq!(refused["type"], 4);
    assert!(
        is_ephemeral(&refused["data"]),
        "a refused move is ephemeral: {refused:#}"
    );

    // The legal move: the channel sees the new position.
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.slash(&mover, "move", vec![option("move", &legal)], &[]))
        .await;
    let moved = first_message(&bot, &sent, &callback, mark).await;
    assert!(!is_ephemeral(&message_of(&moved)), "a move is public");
    assert_picture(&moved);

    // A bystander cannot end the game; a member with Manage Server can.
    let (_, callback) = fake.interact(fake.slash(&carol, "end", vec![], &[])).await;
    let refused = response(&callback);
    assert!(is_ephemeral(&refused["data"]), "carol may not end it: {refused:#}");
    let dana = Member {
        permissions: Member::new(0, "").permissions | MANAGE_GUILD,
        ..Member::new(104, "dana")
    };
    let (_, callback) = fake.interact(fake.slash(&dana, "end", vec![], &[])).await;
    let ended = response(&callback);
    assert!(
        !is_ephemeral(&ended["data"]),
        "a moderator ends the game for all to see: {ended:#}"
    );

    // The finished game's replay: the animation and the move list, uploaded
    // with the answer, each with a description for screen readers.
    let (_, callback) = fake
        .interact(fake.slash(&carol, "replay", vec![option("id", "1")], &[]))
        .await;
    let replay = response(&callback);
    assert!(!is_ephemeral(&replay["data"]), "a replay is for everyone: {replay:#}");
    let files = callback.files();
    assert_eq!(files.len(), 2, "{}", callback.summary());
    assert!(files[0].data.starts_with(b"GIF89a"), "the animation is a GIF");
    assert_eq!(files[1].filename.as_deref(), Some("game-1.txt"));
    assert!(String::from_utf8_lossy(&files[1].data).contains("[Game \"hot-spot\"]"));
    let attachments = replay["data"]["attachments"].as_array().expect("attachments described");
    assert!(attachments
        .iter()
        .all(|a| a["description"].as_str().is_some_and(|d| !d.is_empty())));

    for request in fake.requests() {
        assert_ne!(
            request.status,
            404,
            "the bot only used routes Discord has: {}",
            request.summary()
        );
    }
    eprintln!("the hot spot flow took {:?}", started.elapsed());
}

/// A message with the board: a PNG upload shown by an embed.
fn assert_picture(request: &Recorded) {
    let files = request.files();
    assert_eq!(files.len(), 1, "one picture in {}", request.summary());
    assert!(files[0].data.starts_with(b"\x89PNG"), "the upload is a PNG");
    let file_name = files[0].filename.clone().expect("the upload has a file name");
    let message = message_of(request);
    assert_eq!(
        message["embeds"][0]["image"]["url"],
        format!("attachment://{file_name}"),
        "the embed shows the upload: {message:#}"
    );
    assert!(message["embeds"][0]["title"].as_str().is_some_and(|t| !t.is_empty()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_in_a_dm_reaches_the_table_as_a_dm_channel() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let registered = bot.registered.json().unwrap();
    let (alice, bob) = (alice(), bob());
    let hot_spot = choice_value(&registered, "play", "game", "hot-spot");
    let play = fake.slash(
        &alice,
        "play",
        vec![int_option("game", hot_spot), user_option("opponent", &bob)],
        &[&bob],
    );
    let (_, callback) = fake.interact(fake.in_dm(play)).await;
    let refusal = response(&callback);
    assert!(is_ephemeral(&refusal["data"]), "{refusal:#}");
    assert!(
        refusal["data"]["content"].as_str().unwrap().contains("server channels"),
        "the table saw a DM: {refusal:#}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_challenge_is_announced_in_its_channel_by_the_timer() {
    let settings = TableSettings {
        challenge_expiry: Duration::from_millis(300),
        ..TableSettings::default()
    };
    let bot = connect_with(None, settings, Duration::from_millis(100)).await;
    let fake = &bot.fake;
    let registered = bot.registered.json().unwrap();
    let (alice, bob) = (alice(), bob());
    let hot_spot = choice_value(&registered, "play", "game", "hot-spot");
    let play = fake.slash(
        &alice,
        "play",
        vec![int_option("game", hot_spot), user_option("opponent", &bob)],
        &[&bob],
    );
    let mark = fake.mark();
    fake.interact(play).await;
    let channel = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let expired = fake
        .wait_for(mark, "the timer's message", |r| r.method == "POST" && r.path == channel)
        .await;
    let content = expired.json().unwrap()["content"].as_str().unwrap().to_string();
    assert!(content.contains("expired"), "{content}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_table_gets_a_deferred_response_within_discords_deadline() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let registered = bot.registered.json().unwrap();
    let (alice, bob) = (alice(), bob());

    // Another connection holds the database's write lock, so the table's commit
    // waits (the store's busy timeout is 5 s) until the adapter has deferred.
    let blocker = rusqlite::Connection::open(bot.dir.path().join("parlor.db")).unwrap();
    blocker.execute_batch("BEGIN IMMEDIATE").unwrap();

    let hot_spot = choice_value(&registered, "play", "game", "hot-spot");
    let play = fake.slash(
        &alice,
        "play",
        vec![int_option("game", hot_spot), user_option("opponent", &bob)],
        &[&bob],
    );
    let started = std::time::Instant::now();
    let mark = fake.mark();
    let (sent, callback) = fake.interact(play).await;
    let deferred = response(&callback);
    assert_eq!(deferred["type"], 5, "a deferred message: {deferred:#}");
    assert!(is_ephemeral(&deferred["data"]), "the thinking is only for alice");
    assert!(
        started.elapsed() < Duration::from_millis(2900),
        "deferred within 3 s: {:?}",
        started.elapsed()
    );
    blocker.execute_batch("COMMIT").unwrap();

    let original = format!("{}/messages/@original", sent.webhook_path());
    fake.wait_for(mark, "the deferred response's edit", |r| {
        r.method == "PATCH" && r.path == original
    })
    .await;
    let webhook = sent.webhook_path();
    let challenge = fake
        .wait_for(mark, "the challenge as a follow-up", |r| {
            r.method == "POST" && r.path == webhook
        })
        .await;
    let challenge = challenge.json().unwrap();
    assert!(!is_ephemeral(&challenge), "the challenge is public: {challenge:#}");
    assert_eq!(buttons(&challenge).len(), 2, "with its buttons: {challenge:#}");
}

// ---------------------------------------------------------------------------
// Trespass secret picks by DM, DM fallbacks, lobbies, select menus.

/// The string select menus of a message: (custom id, option values).
fn menus(message: &Value) -> Vec<(String, Vec<String>)> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|component| component["type"] == 3)
        .map(|menu| {
            let values = menu["options"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|option| option["value"].as_str().unwrap_or_default().to_string())
                .collect();
            (menu["custom_id"].as_str().unwrap_or_default().to_string(), values)
        })
        .collect()
}

/// Everything a message shows in words: content, embed titles and descriptions,
/// component labels.
fn words_of(message: &Value) -> String {
    let mut words = message["content"].as_str().unwrap_or_default().to_string();
    for embed in message["embeds"].as_array().into_iter().flatten() {
        for field in ["title", "description"] {
            words.push('\n');
            words.push_str(embed[field].as_str().unwrap_or_default());
        }
    }
    for row in message["components"].as_array().into_iter().flatten() {
        for component in row["components"].as_array().into_iter().flatten() {
            words.push('\n');
            words.push_str(component["label"].as_str().unwrap_or_default());
        }
    }
    words
}

/// Every message the whole guild channel sees (public interaction responses,
/// follow-ups and edits, and plain posts), with its words, after `mark`. Edits
/// count as public whatever they edit: stricter for the secrecy checks.
fn public_in_channel(fake: &FakeDiscord, mark: usize) -> Vec<(Recorded, String)> {
    fake.requests()
        .into_iter()
        .skip(mark)
        .filter(|request| matches!(request.method.as_str(), "POST" | "PATCH") && request.status < 300)
        .filter(|request| fake.channel_of(request) == Some(CHANNEL_ID))
        .filter_map(|request| {
            let json = request.json()?;
            let message = if request.path.ends_with("/callback") {
                if !matches!(json["type"].as_u64(), Some(4 | 7)) {
                    return None;
                }
                json["data"].clone()
            } else {
                json
            };
            if request.method == "POST" && is_ephemeral(&message) {
                return None;
            }
            let words = words_of(&message);
            Some((request, words))
        })
        .collect()
}

/// The DM (to `member`) whose components hold a string select, waiting for it.
async fn wait_for_menu_dm(fake: &FakeDiscord, member: &Member) -> (Recorded, String, Vec<String>) {
    let deadline = std::time::Instant::now() + PATIENCE;
    loop {
        for dm in fake.dms_to(member.id) {
            if let Some((custom_id, values)) = dm.json().and_then(|json| menus(&json).into_iter().next()) {
                return (dm, custom_id, values);
            }
        }
        assert!(
            std::time::Instant::now() < deadline,
            "{} was sent no DM with a select menu; DMs: {:#?}",
            member.username,
            fake.dms_to(member.id).iter().map(|dm| dm.json()).collect::<Vec<_>>()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// alice challenges bob to Trespass and bob accepts by button; returns the accept
/// press and the mark before it.
async fn start_trespass(bot: &Bot, alice: &Member, bob: &Member) -> (Sent, Recorded, usize) {
    let fake = &bot.fake;
    let registered = bot.registered.json().unwrap();
    let trespass = choice_value(&registered, "play", "game", "trespass");
    let play = fake.slash(
        alice,
        "play",
        vec![int_option("game", trespass), user_option("opponent", bob)],
        &[bob],
    );
    let (_, callback) = fake.interact(play).await;
    let challenge = response(&callback)["data"].clone();
    assert!(!is_ephemeral(&challenge), "{challenge:#}");
    let accept = buttons(&challenge)
        .into_iter()
        .find(|(label, _)| label == "Accept")
        .unwrap_or_else(|| panic!("an Accept button: {challenge:#}"))
        .1;
    let message = fake.bot_message(challenge["content"].as_str().unwrap(), challenge["components"].clone());
    let mark = fake.mark();
    let (sent, callback) = fake.interact(fake.press(bob, message, &accept)).await;
    assert_eq!(
        response(&callback)["type"],
        6,
        "the accept is acknowledged as an update"
    );
    (sent, callback, mark)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn trespass_secret_picks_go_by_dm_menus_and_only_commitments_reach_the_channel() {
    let started = std::time::Instant::now();
    let bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    for member in [&alice, &bob] {
        fake.add_member(member);
    }
    let (sent, callback, mark) = start_trespass(&bot, &alice, &bob).await;
    let board = first_message(&bot, &sent, &callback, mark).await;
    assert!(!is_ephemeral(&message_of(&board)), "the board is public");
    assert_picture(&board);

    // Each player gets a DM with a string select of their ten numbers.
    let (alice_dm, alice_menu, values) = wait_for_menu_dm(fake, &alice).await;
    assert_eq!(
        values,
        (0..10).map(|n| n.to_string()).collect::<Vec<_>>(),
        "ten numbers"
    );
    let (bob_dm, bob_menu, values) = wait_for_menu_dm(fake, &bob).await;
    assert_eq!(values.len(), 10);
    assert_ne!(alice_dm.path, bob_dm.path, "two DM channels");

    // alice picks 7 in her DM: the choice is acknowledged there, privately.
    let alice_channel = fake.dm_channel_of(alice.id).unwrap();
    let message = fake.as_message(&alice_dm, alice_channel);
    let pick = fake.in_dm(fake.select(&alice, message, &alice_menu, &["7"]));
    let mark_pick = fake.mark();
    let (sent, callback) = fake.interact(pick).await;
    let answer = response(&callback);
    assert!(
        matches!(answer["type"].as_u64(), Some(4 | 6 | 7)),
        "the choice is answered: {answer:#}"
    );
    let confirmation = match answer["type"].as_u64() {
        Some(4) => words_of(&answer["data"]),
        _ => fake
            .wait_for(mark_pick, "alice's confirmation", |r| {
                r.method == "POST" && r.path == sent.webhook_path()
            })
            .await
            .json()
            .map(|json| words_of(&json))
            .unwrap_or_default(),
    };
    assert!(!confirmation.trim().is_empty(), "alice is told her pick was taken");

    // The channel hears that alice picked, by a post there (not what she picked).
    let channel_post = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let posted = |r: &Recorded, needle: &str| {
        r.method == "POST"
            && r.path == channel_post
            && r.json()
                .is_some_and(|json| words_of(&json).to_lowercase().contains(needle))
    };
    fake.wait_for(mark_pick, "the channel's note that alice picked", |r| {
        posted(r, "picked")
    })
    .await;

    // bob picks 3: the commitments go to the game's channel, with the board.
    let bob_channel = fake.dm_channel_of(bob.id).unwrap();
    let message = fake.as_message(&bob_dm, bob_channel);
    let mark_bob = fake.mark();
    fake.interact(fake.in_dm(fake.select(&bob, message, &bob_menu, &["3"])))
        .await;
    let commitments = fake
        .wait_for(mark_bob, "the commitments in the game's channel", |r| {
            posted(r, "sha-256")
        })
        .await;
    assert_picture(&commitments);
    // bob's DM menu was retired once his pick was taken.
    fake.wait_for(mark_bob, "the picked menu losing its components", |r| {
        r.method == "PATCH"
            && r.path.ends_with("/messages/@original")
            && r.json().is_some_and(|json| json["components"] == serde_json::json!([]))
    })
    .await;

    // Before the end, no public message tells anyone's pick.
    let public = public_in_channel(fake, 0);
    assert!(!public.is_empty());
    for (request, words) in &public {
        assert!(
            !words.contains(confirmation.trim()),
            "alice's private confirmation reached the channel in {}: {words}",
            request.summary()
        );
        assert_no_secret(words, &["7", "3"], request);
    }

    // The game ends: alice resigns, and the picks are revealed with their salts.
    let mark_end = fake.mark();
    let (sent, callback) = fake.interact(fake.slash(&alice, "resign", vec![], &[])).await;
    let end = message_of(&first_message(&bot, &sent, &callback, mark_end).await);
    assert!(!is_ephemeral(&end), "{end:#}");
    let end = words_of(&end);
    assert!(
        end.contains("picked 7") && end.contains("picked 3"),
        "the reveal: {end}"
    );

    // A pick from the ended game's menu is refused ephemerally.
    let message = fake.as_message(&bob_dm, bob_channel);
    let (_, callback) = fake
        .interact(fake.in_dm(fake.select(&bob, message, &bob_menu, &["5"])))
        .await;
    let stale = response(&callback);
    assert_eq!(stale["type"], 4, "a stale choice is answered with a message: {stale:#}");
    assert!(is_ephemeral(&stale["data"]), "one ephemeral line: {stale:#}");

    for request in fake.requests() {
        assert_ne!(request.status, 404, "only routes Discord has: {}", request.summary());
    }
    eprintln!("the trespass flow took {:?}", started.elapsed());
}

/// No words of a public message pair a secret-sounding word with a picked number.
fn assert_no_secret(words: &str, picks: &[&str], request: &Recorded) {
    let lower = words.to_lowercase();
    for line in lower.lines() {
        let secretish = ["secret number is", "you picked", "picked", "your pick", "chose"]
            .iter()
            .any(|phrase| line.contains(phrase));
        let commitment = line.contains("sha") || line.contains("commit");
        if secretish && !commitment {
            for pick in picks {
                assert!(
                    !line.split(|c: char| !c.is_ascii_digit()).any(|number| number == *pick),
                    "a public message tells a pick ({pick}) in {}: {line}",
                    request.summary()
                );
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_fall_back_to_the_channel_and_the_pick_is_made_ephemerally() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    for member in [&alice, &bob] {
        fake.add_member(member);
    }
    fake.fail_dms(bob.id, DmFailure::Create);
    let (sent, _, mark) = start_trespass(&bot, &alice, &bob).await;

    // bob's DM cannot be opened (50007): the fallback is posted in the channel.
    fake.wait_for(mark, "bob's refused DM channel", |r| {
        r.path == "/api/v10/users/@me/channels" && r.status == 403
    })
    .await;
    let webhook = sent.webhook_path();
    let deadline = std::time::Instant::now() + PATIENCE;
    let fallback = loop {
        let found = fake.requests().into_iter().skip(mark).find(|r| {
            r.method == "POST"
                && r.path == webhook
                && r.json().is_some_and(|json| {
                    !is_ephemeral(&json)
                        && r.files().is_empty()
                        && json["content"].as_str().is_some_and(|c| c.contains("/secret"))
                })
        });
        if let Some(found) = found {
            break found;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no fallback follow-up naming /secret; follow-ups: {:#?}",
            fake.requests()
                .iter()
                .skip(mark)
                .filter(|r| r.path == webhook)
                .map(|r| r.json())
                .collect::<Vec<_>>()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    let fallback = fallback.json().unwrap();
    assert!(
        menus(&fallback).is_empty(),
        "the fallback carries no menu: {fallback:#}"
    );
    // alice's DM still went out.
    wait_for_menu_dm(fake, &alice).await;

    // bob picks in the channel: only bob sees the answer.
    let mark = fake.mark();
    let (_, callback) = fake
        .interact(fake.slash(&bob, "secret", vec![int_option("number", 3)], &[]))
        .await;
    let answer = response(&callback);
    assert_eq!(answer["type"], 4, "{answer:#}");
    assert_eq!(
        answer["data"]["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
        EPHEMERAL,
        "the pick is answered with flags 64: {answer:#}"
    );
    let private = words_of(&answer["data"]);
    for (request, words) in public_in_channel(fake, mark) {
        assert!(
            !words.contains(private.trim()),
            "bob's answer leaked in {}",
            request.summary()
        );
        assert_no_secret(&words, &["3"], &request);
    }
    // /secret without a number shows bob his pick, ephemerally too.
    let (_, callback) = fake.interact(fake.slash(&bob, "secret", vec![], &[])).await;
    let answer = response(&callback);
    assert!(is_ephemeral(&answer["data"]), "{answer:#}");

    // alice, whose DMs are open, types /secret number:5 in her DM: answered there,
    // and the game's channel is told (by a post) only that she picked.
    let mark = fake.mark();
    let (_, callback) = fake
        .interact(fake.in_dm(fake.slash(&alice, "secret", vec![int_option("number", 5)], &[])))
        .await;
    let answer = response(&callback);
    assert_eq!(answer["type"], 4, "{answer:#}");
    assert!(
        fake.channel_of(&callback).is_some_and(|channel| channel != CHANNEL_ID),
        "answered in the DM"
    );
    let channel_post = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    fake.wait_for(mark, "the commitments posted in the game's channel", |r| {
        r.method == "POST"
            && r.path == channel_post
            && r.json()
                .is_some_and(|json| words_of(&json).to_lowercase().contains("sha-256"))
    })
    .await;
    for (request, words) in public_in_channel(fake, 0) {
        assert_no_secret(&words, &["3", "5"], &request);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dm_that_cannot_be_sent_falls_back_to_the_channel() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    for member in [&alice, &bob] {
        fake.add_member(member);
    }
    // The DM channel opens but the message is refused, as Discord does for closed DMs.
    fake.fail_dms(alice.id, DmFailure::Send);
    let (sent, _, mark) = start_trespass(&bot, &alice, &bob).await;
    let refused = fake
        .wait_for(mark, "alice's refused DM", |r| r.method == "POST" && r.status == 403)
        .await;
    assert!(refused.path.starts_with("/api/v10/channels/"), "{}", refused.summary());
    let webhook = sent.webhook_path();
    let refused_at = fake
        .requests()
        .iter()
        .position(|r| r.path == refused.path && r.status == 403)
        .unwrap();
    let fallback = fake
        .wait_for(refused_at, "the fallback follow-up", |r| {
            r.method == "POST" && r.path == webhook
        })
        .await;
    let fallback = fallback.json().unwrap();
    assert!(
        !is_ephemeral(&fallback),
        "the fallback is for the channel: {fallback:#}"
    );
    wait_for_menu_dm(fake, &bob).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_number_one_lobby_is_joined_and_started_by_buttons() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let registered = bot.registered.json().unwrap();
    let (alice, bob, carol) = (alice(), bob(), carol());
    for member in [&alice, &bob, &carol] {
        fake.add_member(member);
    }
    let number_one = choice_value(&registered, "play", "game", "number-one");
    let (_, callback) = fake
        .interact(fake.slash(&alice, "play", vec![int_option("game", number_one)], &[]))
        .await;
    let lobby = response(&callback)["data"].clone();
    assert!(!is_ephemeral(&lobby), "the lobby is public: {lobby:#}");
    let labels: Vec<String> = buttons(&lobby).into_iter().map(|(label, _)| label).collect();
    for label in ["Join", "Leave", "Start"] {
        assert!(labels.iter().any(|l| l == label), "a {label} button: {lobby:#}");
    }
    let mut current = lobby;
    let id_of = |message: &Value, label: &str| {
        buttons(message)
            .into_iter()
            .find(|(l, _)| l == label)
            .unwrap_or_else(|| panic!("a {label} button: {message:#}"))
            .1
    };

    for joiner in [&bob, &carol] {
        let join = id_of(&current, "Join");
        let message = fake.bot_message(
            current["content"].as_str().unwrap_or_default(),
            current["components"].clone(),
        );
        let mark = fake.mark();
        let (sent, callback) = fake.interact(fake.press(joiner, message, &join)).await;
        let joined = message_of(&first_message(&bot, &sent, &callback, mark).await);
        assert!(!is_ephemeral(&joined), "a join is announced: {joined:#}");
        if !buttons(&joined).is_empty() {
            current = joined;
        }
    }

    // bob is not the host: Start is refused for him, ephemerally.
    let start = id_of(&current, "Start");
    let message = fake.bot_message(
        current["content"].as_str().unwrap_or_default(),
        current["components"].clone(),
    );
    let (_, callback) = fake.interact(fake.press(&bob, message.clone(), &start)).await;
    let refused = response(&callback);
    assert_eq!(refused["type"], 4);
    assert!(is_ephemeral(&refused["data"]), "{refused:#}");

    let mark = fake.mark();
    let (sent, callback) = fake.interact(fake.press(&alice, message, &start)).await;
    let started = first_message(&bot, &sent, &callback, mark).await;
    assert!(!is_ephemeral(&message_of(&started)), "the game starts for all to see");
    assert_picture(&started);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_choice_from_a_menu_of_no_live_game_gets_an_ephemeral_note() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let alice = alice();
    fake.add_member(&alice);
    let message = fake.bot_message("Pick your secret number.", serde_json::json!([]));
    let (_, callback) = fake
        .interact(fake.in_dm(fake.select(&alice, message, "s424242:secret", &["4"])))
        .await;
    let note = response(&callback);
    assert_eq!(note["type"], 4, "{note:#}");
    assert!(is_ephemeral(&note["data"]), "one ephemeral line: {note:#}");
    assert!(!note["data"]["content"].as_str().unwrap_or_default().is_empty());
}

/// A `/chips` subcommand's options: `[{name: sub, type: 1, options}]`.
fn sub(name: &str, options: Vec<Value>) -> Vec<Value> {
    vec![serde_json::json!({"name": name, "type": 1, "options": options})]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chips_are_shown_privately_given_publicly_and_refused_in_one_private_line() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    for member in [&alice, &bob] {
        fake.add_member(member);
    }
    let (_, callback) = fake
        .interact(fake.slash(&alice, "chips", sub("balance", vec![]), &[]))
        .await;
    let balance = response(&callback)["data"].clone();
    assert!(is_ephemeral(&balance), "a balance is private: {balance:#}");
    assert!(
        balance["content"].as_str().unwrap().starts_with("You have 1,000 chips"),
        "{balance:#}"
    );

    let give = sub("give", vec![user_option("member", &bob), int_option("amount", 250)]);
    let (_, callback) = fake.interact(fake.slash(&alice, "chips", give, &[&bob])).await;
    let given = response(&callback)["data"].clone();
    assert!(!is_ephemeral(&given), "a gift is announced: {given:#}");
    assert_eq!(given["content"], "alice gave Bobby 250 chips.");

    let too_much = sub("give", vec![user_option("member", &bob), int_option("amount", 5000)]);
    let (_, callback) = fake.interact(fake.slash(&alice, "chips", too_much, &[&bob])).await;
    let refused = response(&callback)["data"].clone();
    assert!(is_ephemeral(&refused), "{refused:#}");
    assert_eq!(refused["content"], "You have 750 chips; you can't give 5,000.");

    let grant = sub("grant", vec![user_option("member", &bob), int_option("amount", 10)]);
    let (_, callback) = fake.interact(fake.slash(&alice, "chips", grant, &[&bob])).await;
    let refused = response(&callback)["data"].clone();
    assert!(is_ephemeral(&refused));
    assert!(
        refused["content"].as_str().unwrap().contains("Manage Server"),
        "the server checks the permission: {refused:#}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crown_and_anchor_table_takes_bets_by_button_and_the_banker_rolls() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let registered = bot.registered.json().unwrap();
    let (alice, bob) = (alice(), bob());
    for member in [&alice, &bob] {
        fake.add_member(member);
    }
    let crown = choice_value(&registered, "play", "game", "crown-and-anchor");
    let (_, callback) = fake
        .interact(fake.slash(&alice, "play", vec![int_option("game", crown)], &[]))
        .await;
    let lobby = response(&callback)["data"].clone();
    let id_of = |message: &Value, label: &str| {
        buttons(message)
            .into_iter()
            .find(|(l, _)| l == label)
            .unwrap_or_else(|| panic!("a {label} button: {message:#}"))
            .1
    };
    let as_message = |m: &Value| fake.bot_message(m["content"].as_str().unwrap_or_default(), m["components"].clone());
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.press(&bob, as_message(&lobby), &id_of(&lobby, "Join")))
        .await;
    let joined = message_of(&first_message(&bot, &sent, &callback, mark).await);
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.press(&alice, as_message(&joined), &id_of(&joined, "Start")))
        .await;
    let opened = first_message(&bot, &sent, &callback, mark).await;
    assert_picture(&opened);
    let table = message_of(&opened);
    let text = table["content"].as_str().unwrap().to_string();
    let labels: Vec<String> = buttons(&table).into_iter().map(|(l, _)| l).collect();
    for label in [
        "Crown", "Anchor", "Heart", "Spade", "Diamond", "Club", "10 chips", "Roll",
    ] {
        assert!(labels.iter().any(|l| l == label), "a {label} button: {labels:?}");
    }
    let rows = table["components"].as_array().unwrap();
    assert!(rows.len() <= 5 && rows.iter().all(|r| r["components"].as_array().unwrap().len() <= 5));
    let (banker, bettor) = if text.contains("alice is the Banker") {
        (&alice, &bob)
    } else {
        assert!(text.contains("Bobby is the Banker"), "{text}");
        (&bob, &alice)
    };

    // The bettor presses Anchor: a bet of their chip size (10), announced.
    let betting = fake.mark();
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.press(bettor, as_message(&table), &id_of(&table, "Anchor")))
        .await;
    // The bet is a new message; the round's message keeps its buttons, so the
    // other players bet by button too until the roll.
    assert_eq!(
        response(&callback)["type"],
        4,
        "answered with a message, not by taking the buttons away"
    );
    let bet = message_of(&first_message(&bot, &sent, &callback, mark).await);
    assert!(!is_ephemeral(&bet), "{bet:#}");
    assert!(
        bet["content"].as_str().unwrap().contains("bets 10 chips on the anchor"),
        "{bet:#}"
    );
    let carol = carol();
    fake.add_member(&carol);
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.press(&carol, as_message(&table), &id_of(&table, "Heart")))
        .await;
    assert_eq!(response(&callback)["type"], 4, "{:#}", response(&callback));
    let second = message_of(&first_message(&bot, &sent, &callback, mark).await);
    let said = second["content"].as_str().unwrap();
    assert!(said.contains("carol joined the table"), "{said}");
    assert!(said.contains("carol bets 10 chips on the heart"), "{said}");
    assert!(
        !fake
            .requests()
            .iter()
            .skip(betting)
            .any(|r| r.method == "PATCH" && r.json().is_some_and(|b| b["components"] == serde_json::json!([]))),
        "no bet took the round's buttons away"
    );

    // The bettor can't roll; the Banker can.
    let (_, callback) = fake
        .interact(fake.press(bettor, as_message(&table), &id_of(&table, "Roll")))
        .await;
    assert!(is_ephemeral(&response(&callback)["data"]));
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.press(banker, as_message(&table), &id_of(&table, "Roll")))
        .await;
    let rolled = first_message(&bot, &sent, &callback, mark).await;
    assert_picture(&rolled);
    let words = message_of(&rolled)["content"].as_str().unwrap().to_string();
    assert!(words.contains("Payouts:"), "{words}");
}

/// A message that may ping nobody: no kind of mention is parsed, no user allowed.
/// The message may ping exactly `users` (issue 19: the member challenged, the
/// players when a game starts, the player to move), and nothing else: no
/// everyone, no role, no other user.
fn assert_pings_only(message: &Value, users: &[u64]) {
    let allowed = &message["allowed_mentions"];
    assert_eq!(
        allowed["parse"],
        serde_json::json!([]),
        "no mentions parsed: {message:#}"
    );
    let mut allowed_users: Vec<u64> = allowed["users"]
        .as_array()
        .unwrap_or_else(|| panic!("the users allowed are listed: {message:#}"))
        .iter()
        .map(|u| u.as_str().and_then(|s| s.parse().ok()).or_else(|| u.as_u64()).unwrap())
        .collect();
    allowed_users.sort_unstable();
    let mut wanted = users.to_vec();
    wanted.sort_unstable();
    assert_eq!(allowed_users, wanted, "exactly these users may be pinged: {message:#}");
    assert!(
        allowed["roles"].as_array().is_some_and(|roles| roles.is_empty()),
        "no role may be pinged: {message:#}"
    );
    let content = message["content"].as_str().unwrap_or_default();
    for user in users {
        assert!(
            content.contains(&format!("<@{user}>")),
            "<@{user}> is mentioned: {content}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pings_reach_exactly_the_members_meant_and_a_look_alike_nickname_pings_nobody() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let registered = bot.registered.json().unwrap();
    let alice = alice();
    let mallory = Member {
        nick: Some("<@101> @everyone **boss**".to_string()),
        ..Member::new(104, "mallory")
    };
    for member in [&alice, &mallory] {
        fake.add_member(member);
    }
    let escaped = r"\<\@101\> \@everyone \*\*boss\*\*";

    // mallory challenges alice: the challenge names mallory as typed, escaped.
    let hot_spot = choice_value(&registered, "play", "game", "hot-spot");
    let play = fake.slash(
        &mallory,
        "play",
        vec![int_option("game", hot_spot), user_option("opponent", &alice)],
        &[&alice],
    );
    let (_, callback) = fake.interact(play).await;
    let challenge = response(&callback)["data"].clone();
    let text = challenge["content"].as_str().unwrap();
    assert!(text.contains(escaped), "the nickname is escaped: {text}");
    // The challenge pings alice, the member challenged, and only her: mallory's
    // nickname, which names her too, stays text.
    assert!(
        text.contains("challenges <@101> to Hot Spot. alice, press Accept"),
        "{text}"
    );
    assert_pings_only(&challenge, &[101]);

    // alice accepts: the game's first message names both players and pings nobody.
    let accept = buttons(&challenge)
        .into_iter()
        .find(|(label, _)| label == "Accept")
        .unwrap()
        .1;
    let challenge_message = fake.bot_message(text, challenge["components"].clone());
    let mark = fake.mark();
    let (sent, callback) = fake.interact(fake.press(&alice, challenge_message, &accept)).await;
    let start = message_of(&first_message(&bot, &sent, &callback, mark).await);
    let text = start["content"].as_str().unwrap();
    assert!(text.contains("alice"), "{text}");
    assert!(!text.contains("<@101>"), "alice, who accepted, isn't pinged: {text}");
    // mallory is pinged as the player seated: her mention stands where her
    // name did, and her nickname's look-alike mention pings nobody.
    assert_pings_only(&start, &[104]);
}

/// alice's `/play game:checkers opponent:@bob`, not yet dispatched.
fn checkers_challenge(bot: &Bot, alice: &Member, bob: &Member) -> Value {
    checkers_play(&bot.fake, &bot.registered.json().unwrap(), alice, bob)
}

/// `alice`'s `/play game:checkers opponent:@bob`, with the choice's value as
/// `registered` (the commands the bot registered) numbers it.
fn checkers_play(fake: &FakeDiscord, registered: &Value, alice: &Member, bob: &Member) -> Value {
    let checkers = choice_value(registered, "play", "game", "checkers");
    fake.slash(
        alice,
        "play",
        vec![int_option("game", checkers), user_option("opponent", bob)],
        &[bob],
    )
}

/// Delivers `play` (a challenge already served) again on `shard`: it starts no
/// second challenge.
async fn applied_once_more_never(fake: &FakeDiscord, shard: u32, play: Value) {
    let mark = fake.mark();
    fake.dispatch_on(shard, play);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let again: Vec<Recorded> = fake.requests().into_iter().skip(mark).collect();
    assert!(
        again
            .iter()
            .all(|r| r.json().is_none_or(|m| !m.to_string().contains("challenges"))),
        "a repeated interaction starts no second challenge: {:?}",
        again.iter().map(Recorded::summary).collect::<Vec<_>>()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_shard_discord_recommends_is_run_and_serves_interactions_once() {
    let fake = FakeDiscord::start_with_shards(2).await;
    let bot = connect_to(fake, None, TableSettings::default(), discord::TIMER_PERIOD).await;
    let fake = &bot.fake;
    let mut identified = fake.identified();
    identified.sort_unstable();
    assert_eq!(
        identified,
        [[0, 2], [1, 2]],
        "shards = auto runs the two shards Discord recommends"
    );
    let (alice, bob) = (alice(), bob());
    let play = checkers_challenge(&bot, &alice, &bob);
    // The challenge arrives on shard 1, bob's acceptance on shard 0: both served.
    let (_, callback) = fake.interact_on(1, play.clone()).await;
    assert!(
        response(&callback)["data"]["content"]
            .as_str()
            .unwrap()
            .contains("challenges"),
        "{}",
        callback.summary()
    );
    let (_, accepted) = fake.interact_on(0, fake.slash(&bob, "accept", vec![], &[])).await;
    assert!(accepted.status < 300, "{}", accepted.summary());
    // The same interaction delivered again (on the other shard) is applied once.
    applied_once_more_never(fake, 0, play).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_resume_or_a_fresh_identify_interactions_are_served_and_none_twice() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    let play = checkers_challenge(&bot, &alice, &bob);
    let (_, callback) = fake.interact(play.clone()).await;
    assert!(callback.status < 300, "{}", callback.summary());

    // Discord drops the connection; serenity resumes the session.
    fake.close_gateway(0, 4000, false);
    fake.wait_ready().await;
    assert_eq!(fake.resumes(), 1, "the session was resumed");
    assert_eq!(fake.identified().len(), 1, "no new IDENTIFY after a resume");
    let (_, accepted) = fake.interact(fake.slash(&bob, "accept", vec![], &[])).await;
    let accepted = response(&accepted);
    assert!(
        accepted["data"]["content"].as_str().unwrap().contains("accepted"),
        "{accepted:#}"
    );

    // Again, and the resume is refused: serenity identifies anew.
    fake.close_gateway(0, 4000, true);
    fake.wait_ready().await;
    assert_eq!(fake.identified().len(), 2, "a fresh IDENTIFY after the refused resume");
    let (_, board) = fake.interact(fake.slash(&alice, "board", vec![], &[])).await;
    assert!(board.status < 300, "served after the new session: {}", board.summary());

    // The challenge delivered again after both reconnects is not applied twice.
    applied_once_more_never(fake, 0, play).await;
}
