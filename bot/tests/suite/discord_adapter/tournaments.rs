//! Tournaments over the fake Discord (issue 31): the `/tournament` group as
//! Discord registers it; a round robin of three created by slash command,
//! joined by `/tournament join` and by the announcement's Join button (which
//! stays live for the next member), refused to a stranger and started by its
//! organiser; the outbox opening one public thread per game and posting the
//! game's first message there with both players pinged; games resigned inside
//! their threads, each next round announced in the channel with a thread of
//! its own, and the final standings pinging the winner. And where Parlor may
//! not open threads, `/tournament create` is refused in one private line
//! naming the permission, with nothing stored.

use super::*;
use support::fake_discord::{ALL_PERMISSIONS, CREATE_PUBLIC_THREADS};

/// Send Messages in Threads.
const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;

/// The registered `/tournament` group.
fn tournament_group(registered: &Value) -> Value {
    registered
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "tournament")
        .unwrap_or_else(|| panic!("/tournament is registered"))
        .clone()
}

/// The option `name` of a command, subcommand or group.
fn option_of(parent: &Value, name: &str) -> Value {
    parent["options"]
        .as_array()
        .unwrap_or_else(|| panic!("options in {parent:#}"))
        .iter()
        .find(|o| o["name"] == name)
        .unwrap_or_else(|| panic!("{name} in {parent:#}"))
        .clone()
}

/// The names of an option's choices, in order.
fn choice_names(option: &Value) -> Vec<String> {
    option["choices"]
        .as_array()
        .unwrap_or_else(|| panic!("choices in {option:#}"))
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_string())
        .collect()
}

/// The value Discord sends for choice `name` of `/tournament <sub> <option>`.
fn choice(registered: &Value, sub: &str, option: &str, name: &str) -> Value {
    let option = option_of(&option_of(&tournament_group(registered), sub), option);
    assert_eq!(option["type"], 4, "choices are sent as integers: {option:#}");
    option["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("{name} is a choice of {option:#}"))["value"]
        .clone()
}

/// An integer option carrying a choice's value.
fn choice_option(registered: &Value, sub: &str, option: &str, name: &str) -> Value {
    let value = choice(registered, sub, option, name);
    int_option(option, value.as_i64().unwrap())
}

/// `/tournament <name> …` from `member`, not yet dispatched.
fn tournament(fake: &FakeDiscord, member: &Member, name: &str, options: Vec<Value>) -> Value {
    fake.slash(member, "tournament", super::sub(name, options), &[])
}

/// The one line of an ephemeral answer.
fn one_private_line(callback: &Recorded) -> String {
    let answer = response(callback);
    assert_eq!(answer["type"], 4, "answered with a message: {answer:#}");
    assert!(is_ephemeral(&answer["data"]), "only the member sees it: {answer:#}");
    let line = answer["data"]["content"].as_str().unwrap().to_string();
    assert!(!line.trim().is_empty() && !line.contains('\n'), "one line: {line:?}");
    assert!(buttons(&answer["data"]).is_empty(), "no buttons: {answer:#}");
    line
}

/// A message's words.
fn content(message: &Value) -> String {
    message["content"].as_str().unwrap_or_default().to_string()
}

/// A tournament picture (pairings, standings): a PNG shown by its embed, or,
/// while `parlor_render::tournament` draws nothing (its stand-in), neither an
/// upload nor an embed pointing at one.
fn assert_tournament_picture(request: &Recorded) {
    if request.files().is_empty() {
        let message = message_of(request);
        assert!(message["embeds"].as_array().is_none_or(Vec::is_empty), "{message:#}");
    } else {
        assert_picture(request);
    }
}

fn dave() -> Member {
    Member::new(104, "dave")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tournament_group_is_registered_with_its_twelve_subcommands() {
    let bot = connect(None).await;
    let registered = bot.registered.json().unwrap();
    let group = tournament_group(&registered);
    check_command_limits(&group).unwrap_or_else(|broken| panic!("Discord would refuse /tournament: {broken}"));
    assert!(
        group["default_member_permissions"].is_null(),
        "every member sees /tournament: {group:#}"
    );
    let subs: Vec<&str> = group["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            assert_eq!(s["type"], 1, "a subcommand: {s:#}");
            s["name"].as_str().unwrap()
        })
        .collect();
    assert_eq!(
        subs,
        [
            "create",
            "join",
            "leave",
            "start",
            "standings",
            "pairings",
            "list",
            "show",
            "kick",
            "adjudicate",
            "cancel",
            "export"
        ]
    );

    // Each subcommand's options: (name, type, required).
    let shape = |sub: &str| -> Vec<(String, u64, bool)> {
        option_of(&group, sub)["options"]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .iter()
            .map(|o| {
                (
                    o["name"].as_str().unwrap().to_string(),
                    o["type"].as_u64().unwrap(),
                    o["required"].as_bool().unwrap_or(false),
                )
            })
            .collect()
    };
    let owned = |list: &[(&str, u64, bool)]| -> Vec<(String, u64, bool)> {
        list.iter().map(|(n, t, r)| (n.to_string(), *t, *r)).collect()
    };
    assert_eq!(
        shape("create"),
        owned(&[
            ("game", 4, true),
            ("format", 4, true),
            ("rounds", 4, false),
            ("turn-time", 3, false),
            ("options", 3, false),
            ("name", 3, false),
            ("max-players", 4, false),
            ("double", 4, false),
            ("rated", 4, false),
        ])
    );
    for sub in ["join", "leave", "start", "list", "cancel"] {
        assert!(shape(sub).is_empty(), "/tournament {sub} takes no options");
    }
    for sub in ["standings", "show", "export"] {
        assert_eq!(shape(sub), owned(&[("id", 4, false)]), "/tournament {sub}");
    }
    assert_eq!(shape("pairings"), owned(&[("round", 4, false), ("id", 4, false)]));
    assert_eq!(shape("kick"), owned(&[("member", 6, true)]));
    assert_eq!(shape("adjudicate"), owned(&[("game", 4, true), ("result", 4, true)]));

    let create = option_of(&group, "create");
    let play = registered
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "play")
        .unwrap()
        .clone();
    assert_eq!(
        choice_names(&option_of(&create, "game")),
        choice_names(&option_of(&play, "game")),
        "the games offered are /play's"
    );
    assert_eq!(
        choice_names(&option_of(&create, "format")),
        ["swiss", "round-robin", "knockout"]
    );
    for yes_no in ["double", "rated"] {
        assert_eq!(choice_names(&option_of(&create, yes_no)), ["yes", "no"], "{yes_no}");
    }
    let result = option_of(&option_of(&group, "adjudicate"), "result");
    assert_eq!(choice_names(&result), ["first", "second", "draw"]);
    // Counts are whole numbers from 1.
    for (sub, option) in [
        ("create", "rounds"),
        ("create", "max-players"),
        ("adjudicate", "game"),
        ("pairings", "round"),
        ("show", "id"),
    ] {
        let count = option_of(&option_of(&group, sub), option);
        assert!(
            count["min_value"].is_i64() && count["min_value"] == 1,
            "{sub} {option}: {count:#}"
        );
    }
}

/// A thread opened off the channel after `mark` for round `round`: its name's
/// two players (as named) and the thread's id, found by the game's first
/// message, which is checked to ping both players.
struct Opened {
    first: String,
    second: String,
    thread: u64,
}

async fn thread_for_round(fake: &FakeDiscord, mark: usize, name: &str, round: u32) -> Opened {
    let threads = format!("/api/v10/channels/{CHANNEL_ID}/threads");
    let request = fake
        .wait_for(mark, &format!("round {round}'s thread"), |r| {
            r.method == "POST" && r.path == threads
        })
        .await;
    assert_eq!(request.status, 201, "Discord opened it: {}", request.summary());
    let body = request.json().expect("a JSON thread request");
    assert_eq!(body["type"], 11, "a public thread: {body:#}");
    let title = body["name"].as_str().unwrap().to_string();
    assert!(
        (1..=100).contains(&title.chars().count()),
        "Discord's limit on a thread's name: {title:?}"
    );
    let prefix = format!("{name} — round {round} — ");
    let players = title
        .strip_prefix(&prefix)
        .unwrap_or_else(|| panic!("{title:?} starts {prefix:?}"));
    let (first, second) = players
        .split_once(" vs ")
        .unwrap_or_else(|| panic!("two players in {title:?}"));
    // The game's first message, in a channel that is neither the tournament's
    // nor a DM: the thread; not a badge the last round's game earned in its
    // own thread (issue 32). (The predicate runs under the fake's lock: it
    // reads the request, and asks the fake nothing.)
    let channel_post = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let post = fake
        .wait_for(mark, &format!("round {round}'s first message in its thread"), |r| {
            r.method == "POST"
                && r.path.starts_with("/api/v10/channels/")
                && r.path.ends_with("/messages")
                && r.path != channel_post
                && !r.json().is_some_and(|m| content(&m).starts_with("🏅 "))
        })
        .await;
    assert!(post.status < 300, "{}", post.summary());
    let thread = fake.channel_of(&post).unwrap();
    assert!(
        !fake.is_dm_channel(thread),
        "the opening went to a DM: {}",
        post.summary()
    );
    let message = post.json().unwrap();
    assert!(
        content(&message).contains(&format!("{name}, round {round}")),
        "the game's opening names its round: {message:#}"
    );
    assert_picture(&post);
    Opened {
        first: first.to_string(),
        second: second.to_string(),
        thread,
    }
}

/// A post in the tournament's channel after `mark` whose words contain `needle`.
async fn channel_post(fake: &FakeDiscord, mark: usize, needle: &str) -> Recorded {
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    fake.wait_for(mark, &format!("a post in the channel saying {needle:?}"), |r| {
        r.method == "POST" && r.path == path && r.json().is_some_and(|m| content(&m).contains(needle))
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_of_three_is_joined_started_and_played_to_its_winner_in_threads() {
    let started = std::time::Instant::now();
    let bot = connect(None).await;
    let fake = &bot.fake;
    let registered = bot.registered.json().unwrap();
    let (alice, bob, carol, dave) = (alice(), bob(), carol(), dave());
    for member in [&alice, &bob, &carol, &dave] {
        fake.add_member(member);
    }
    let name = "Autumn cup";

    // alice opens a round robin of Hot Spot, unrated, an hour a turn.
    let create = tournament(
        fake,
        &alice,
        "create",
        vec![
            choice_option(&registered, "create", "game", "hot-spot"),
            choice_option(&registered, "create", "format", "round-robin"),
            option("turn-time", "1h"),
            option("name", name),
            choice_option(&registered, "create", "rated", "no"),
        ],
    );
    let (_, callback) = fake.interact(create).await;
    let announcement = response(&callback);
    assert_eq!(announcement["type"], 4, "{announcement:#}");
    let announcement = announcement["data"].clone();
    assert!(!is_ephemeral(&announcement), "for the channel: {announcement:#}");
    let said = content(&announcement);
    assert!(
        said.contains(&format!("alice opened the tournament **{name}**"))
            && said.contains("Hot Spot")
            && said.contains("round robin")
            && said.contains("not rated"),
        "{said}"
    );
    let labels: Vec<String> = buttons(&announcement).into_iter().map(|(l, _)| l).collect();
    assert_eq!(labels, ["Join", "Leave"]);
    let join = buttons(&announcement).into_iter().find(|(l, _)| l == "Join").unwrap().1;
    let announced = fake.bot_message(&said, announcement["components"].clone());

    // alice signs up by command; bob and carol by the announcement's button.
    let (_, callback) = fake.interact(tournament(fake, &alice, "join", vec![])).await;
    let joined = response(&callback)["data"].clone();
    assert!(!is_ephemeral(&joined), "{joined:#}");
    assert!(content(&joined).contains(&format!("alice joined {name}")), "{joined:#}");
    for (member, count) in [(&bob, 2), (&carol, 3)] {
        let mark = fake.mark();
        let (sent, callback) = fake.interact(fake.press(member, announced.clone(), &join)).await;
        let joined = message_of(&first_message(&bot, &sent, &callback, mark).await);
        assert!(!is_ephemeral(&joined), "a sign-up is announced: {joined:#}");
        let words = content(&joined);
        let display = member.nick.clone().unwrap_or(member.username.clone());
        assert!(
            words.contains(&format!("{display} joined {name} ({count} players)")),
            "{words}"
        );
        // The announcement's buttons serve every member until the start.
        assert!(
            !fake.requests().iter().skip(mark).any(|r| r.method == "PATCH"
                && r.path.starts_with(&sent.webhook_path())
                && r.json().is_some_and(|m| m["components"] == serde_json::json!([]))),
            "{}'s Join took the announcement's buttons away",
            member.username
        );
    }
    let line = one_private_line(&fake.interact(fake.press(&bob, announced.clone(), &join)).await.1);
    assert!(line.contains("already in"), "{line}");

    // dave, a stranger, may not start it: one private line.
    let mark = fake.mark();
    let (_, callback) = fake.interact(tournament(fake, &dave, "start", vec![])).await;
    let line = one_private_line(&callback);
    assert!(line.contains("Only the organiser (alice)"), "{line}");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        !fake.requests().iter().skip(mark).any(|r| r.path.ends_with("/threads")),
        "a refused start opens no thread"
    );

    // alice starts it: round 1's pairings answer her, with the picture.
    let mut mark = fake.mark();
    let (_, callback) = fake.interact(tournament(fake, &alice, "start", vec![])).await;
    let start = response(&callback);
    assert_eq!(start["type"], 4, "{start:#}");
    assert!(!is_ephemeral(&start["data"]), "{start:#}");
    let words = content(&start["data"]);
    assert!(
        words.contains(&format!("alice started **{name}** with 3 players"))
            && words.contains("round 1 of 3")
            && words.contains("has the bye"),
        "{words}"
    );
    assert!(buttons(&start["data"]).is_empty(), "no sign-up buttons once it runs");
    assert_tournament_picture(&callback);

    // Three rounds, a game and a bye each. alice wins her games; in the other
    // the player named second resigns. Each game's loser resigns in its thread.
    let by_name = |shown: &str| -> Member {
        [&alice, &bob, &carol]
            .into_iter()
            .find(|m| m.nick.as_deref().unwrap_or(&m.username) == shown)
            .unwrap_or_else(|| panic!("{shown} is a player"))
            .clone()
    };
    let mut threads = Vec::new();
    for round in 1..=3u32 {
        if round > 1 {
            let announced = channel_post(fake, mark, &format!("**{name}**, round {round} of 3:")).await;
            assert_tournament_picture(&announced);
            let message = announced.json().unwrap();
            assert!(content(&message).contains("has the bye"), "{message:#}");
        }
        let opened = thread_for_round(fake, mark, name, round).await;
        let (first, second) = (by_name(&opened.first), by_name(&opened.second));
        assert!(!threads.contains(&opened.thread), "a thread per game");
        threads.push(opened.thread);
        let opening = fake
            .requests()
            .into_iter()
            .skip(mark)
            .find(|r| r.method == "POST" && fake.channel_of(r) == Some(opened.thread))
            .unwrap();
        assert_pings_only(&opening.json().unwrap(), &[first.id, second.id]);

        let loser = if first.id == alice.id {
            &second
        } else if second.id == alice.id {
            &first
        } else {
            &second
        };
        mark = fake.mark();
        let resign = super::settings::in_thread(fake.slash(loser, "resign", vec![], &[]), opened.thread);
        let (sent, callback) = fake.interact(resign).await;
        let ended = first_message(&bot, &sent, &callback, mark).await;
        assert_eq!(
            fake.channel_of(&ended),
            Some(opened.thread),
            "the resignation is answered in the thread"
        );
        assert!(!is_ephemeral(&message_of(&ended)), "{:#}", message_of(&ended));
    }

    // The last game ended the tournament: the final standings ping alice (two
    // wins and a bye; bob and carol a win or none, and a bye each).
    let over = channel_post(fake, mark, "is over").await;
    let message = over.json().unwrap();
    assert!(
        content(&message).contains(&format!("**{name}** is over: <@{}> wins, with a score of 3", alice.id)),
        "{message:#}"
    );
    assert_pings_only(&message, &[alice.id]);
    assert_tournament_picture(&over);

    // Nothing twice, nothing refused.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let requests = fake.requests();
    let channel_posts = |needle: &str| {
        requests
            .iter()
            .filter(|r| {
                r.method == "POST"
                    && r.path == format!("/api/v10/channels/{CHANNEL_ID}/messages")
                    && r.json().is_some_and(|m| content(&m).contains(needle))
            })
            .count()
    };
    for needle in ["round 2 of 3:", "round 3 of 3:", "is over"] {
        assert_eq!(channel_posts(needle), 1, "one post saying {needle:?}");
    }
    let opened = requests
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/threads"))
        .count();
    assert_eq!(opened, 3, "one thread per game");
    let is_badge = |r: &&support::fake_discord::Recorded| r.json().is_some_and(|m| content(&m).starts_with("🏅 "));
    for thread in &threads {
        let posts = requests
            .iter()
            .filter(|r| r.method == "POST" && r.path == format!("/api/v10/channels/{thread}/messages"))
            .filter(|r| !is_badge(r))
            .count();
        assert_eq!(posts, 1, "one opening message in thread {thread}");
    }
    // Each badge the games and the end earned (issue 32) is announced once.
    let badges: Vec<String> = requests
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/messages"))
        .filter(is_badge)
        .map(|r| content(&r.json().unwrap()))
        .collect();
    assert!(
        badges.iter().any(|b| b.contains("**Tournament winner**")),
        "{badges:#?}"
    );
    let distinct: std::collections::HashSet<&String> = badges.iter().collect();
    assert_eq!(distinct.len(), badges.len(), "a badge announced twice: {badges:#?}");
    for request in &requests {
        assert!(
            request.status < 400,
            "Discord refused {} with {}: {:?}",
            request.summary(),
            request.status,
            request.json()
        );
    }

    // /tournament show and standings answer after the end. (Not export: on
    // this branch `parlor_games::tournament::trf::export` is a `todo!()`.)
    let (_, callback) = fake.interact(tournament(fake, &dave, "show", vec![])).await;
    let shown = response(&callback)["data"].clone();
    assert!(content(&shown).contains("finished"), "{shown:#}");
    let (_, callback) = fake
        .interact(tournament(fake, &dave, "standings", vec![int_option("id", 1)]))
        .await;
    let standings = response(&callback)["data"].clone();
    assert!(!is_ephemeral(&standings), "{standings:#}");
    assert!(
        content(&standings).contains("1. alice — 3\n2. Bobby — 2\n3. carol — 1"),
        "{standings:#}"
    );
    assert_tournament_picture(&callback);
    eprintln!("the tournament flow took {:?}", started.elapsed());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_is_refused_in_one_line_where_parlor_may_not_open_threads() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let registered = bot.registered.json().unwrap();
    let alice = alice();
    fake.add_member(&alice);
    let create = || {
        tournament(
            fake,
            &alice,
            "create",
            vec![
                choice_option(&registered, "create", "game", "checkers"),
                choice_option(&registered, "create", "format", "knockout"),
            ],
        )
    };
    let threads = format!("/api/v10/channels/{CHANNEL_ID}/threads");
    for (lacking, permission) in [
        (CREATE_PUBLIC_THREADS, "Create Public Threads"),
        (SEND_MESSAGES_IN_THREADS, "Send Messages in Threads"),
    ] {
        fake.set_bot_permissions(CHANNEL_ID, ALL_PERMISSIONS & !lacking);
        let mark = fake.mark();
        let (_, callback) = fake.interact(create()).await;
        let line = one_private_line(&callback);
        assert!(
            line.contains(&format!("Parlor needs the {permission} permission")) && line.contains("thread of its own"),
            "{line}"
        );
        assert!(
            !line.contains("/settings"),
            "turning threads off is no help to a tournament: {line}"
        );
        let (_, callback) = fake.interact(tournament(fake, &alice, "show", vec![])).await;
        let line = one_private_line(&callback);
        assert!(
            line.contains("There is no tournament in this channel"),
            "nothing stored: {line}"
        );
        assert!(
            !fake.requests().iter().skip(mark).any(|r| r.path == threads),
            "no thread was asked for"
        );
    }

    // Granted, the same command opens the tournament.
    fake.set_bot_permissions(CHANNEL_ID, ALL_PERMISSIONS);
    let (_, callback) = fake.interact(create()).await;
    let made = response(&callback)["data"].clone();
    assert!(!is_ephemeral(&made), "{made:#}");
    assert!(content(&made).contains("knockout"), "{made:#}");
    let (_, callback) = fake.interact(tournament(fake, &alice, "show", vec![])).await;
    assert!(
        content(&response(&callback)["data"]).contains("open for sign-ups"),
        "{:#}",
        response(&callback)
    );
}
