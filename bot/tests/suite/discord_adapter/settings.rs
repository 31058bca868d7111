//! `/settings` and threads mode over the fake Discord (issue 21): a member
//! without Manage Server is refused, an admin turns threads on (announced in
//! the channel) and sees it in `/settings show`, and then each `/play` in the
//! channel opens a public thread of its own, posts the challenge there with a
//! pointer in the channel, and the challenge is accepted inside the thread.
//! Seasons (issue 32): `/season start|end` by an admin and `/leaderboard`'s
//! `season:` autocomplete.

use super::*;
use support::fake_discord::{Fault, Route, ALL_PERMISSIONS, CREATE_PUBLIC_THREADS};

/// A member with Manage Server.
pub(super) fn boss() -> Member {
    Member {
        permissions: Member::new(110, "boss").permissions | MANAGE_GUILD,
        ..Member::new(110, "boss")
    }
}

/// The index Discord sends for a setting's choice (`threads`).
pub(super) fn key(name: &str) -> i64 {
    parlor::table::SettingKey::ALL
        .iter()
        .position(|k| k.name() == name)
        .unwrap_or_else(|| panic!("no setting {name}")) as i64
}

/// A thread `POST /channels/{CHANNEL_ID}/threads` made after `mark`: its id and name.
async fn thread_made(fake: &FakeDiscord, mark: usize) -> (u64, String) {
    let path = format!("/api/v10/channels/{CHANNEL_ID}/threads");
    let request = fake
        .wait_for(mark, "a thread opened off the channel", |r| {
            r.method == "POST" && r.path == path
        })
        .await;
    let body = request.json().expect("a JSON thread request");
    assert_eq!(body["type"], 11, "a public thread: {body:#}");
    let answer: Value = fake
        .requests()
        .into_iter()
        .skip(mark)
        .find(|r| r.path == path)
        .map(|r| r.status)
        .map(|status| serde_json::json!(status))
        .unwrap();
    assert_eq!(answer, 201);
    // The fake numbers snowflakes in order; the thread is the one the bot then
    // posts the challenge in.
    let name = body["name"].as_str().unwrap().to_string();
    let post = fake
        .wait_for(mark, "the challenge posted in the thread", |r| {
            r.method == "POST"
                && r.path.starts_with("/api/v10/channels/")
                && r.path.ends_with("/messages")
                && r.path != format!("/api/v10/channels/{CHANNEL_ID}/messages")
        })
        .await;
    let thread = fake.channel_of(&post).expect("a channel id");
    let content = post.json().unwrap()["content"].as_str().unwrap_or_default().to_string();
    assert!(
        content.contains("challenges"),
        "the challenge is in the thread: {content}"
    );
    (thread, name)
}

/// `payload` as sent from inside `thread`, a public thread of the channel.
pub(super) fn in_thread(mut payload: Value, thread: u64) -> Value {
    payload["channel_id"] = serde_json::json!(thread.to_string());
    payload["channel"] = serde_json::json!({
        "id": thread.to_string(),
        "type": 11,
        "name": "a game",
        "parent_id": CHANNEL_ID.to_string(),
        "guild_id": GUILD_ID.to_string(),
    });
    payload
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_admin_turns_threads_on_and_each_play_opens_a_thread_of_its_own() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, bob, carol, boss) = (alice(), bob(), carol(), boss());
    for member in [&alice, &bob, &carol, &boss] {
        fake.add_member(member);
    }
    let registered = bot.registered.json().unwrap();
    let settings = registered
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "settings")
        .expect("/settings is registered");
    assert_eq!(
        settings["default_member_permissions"], "32",
        "Discord shows /settings to Manage Server only: {settings:#}"
    );

    // Still checked by the table.
    let (_, callback) = fake
        .interact(fake.slash(&alice, "settings", sub("show", vec![]), &[]))
        .await;
    let refused = response(&callback)["data"].clone();
    assert!(is_ephemeral(&refused), "{refused:#}");
    assert!(
        refused["content"].as_str().unwrap().contains("Manage Server"),
        "{refused:#}"
    );

    let on = sub("set", vec![int_option("key", key("threads")), option("value", "on")]);
    let (_, callback) = fake.interact(fake.slash(&boss, "settings", on, &[])).await;
    let said = response(&callback)["data"].clone();
    assert!(!is_ephemeral(&said), "a change is announced: {said:#}");
    assert_eq!(said["content"], "boss set `threads` to on (it was off).");

    let (_, callback) = fake
        .interact(fake.slash(&boss, "settings", sub("show", vec![]), &[]))
        .await;
    let shown = response(&callback)["data"].clone();
    assert!(is_ephemeral(&shown), "{shown:#}");
    let text = shown["content"].as_str().unwrap();
    assert!(text.contains("`threads`: on, set by boss on "), "{text}");
    assert!(text.contains("`turn_timer`: 24h (default)"), "{text}");

    // Two games at once from one channel, each in its own thread.
    let mark = fake.mark();
    let (sent, callback) = fake.interact(super::checkers_challenge(&bot, &alice, &bob)).await;
    let pointer = message_of(&first_message(&bot, &sent, &callback, mark).await);
    let (first, name) = thread_made(fake, mark).await;
    assert_eq!(name, "Checkers — alice vs Bobby");
    assert_eq!(
        pointer["content"],
        format!("alice started Checkers in <#{first}>."),
        "the channel gets a pointer: {pointer:#}"
    );

    let mark = fake.mark();
    let (_, _) = fake.interact(super::checkers_challenge(&bot, &carol, &bob)).await;
    let (second, name) = thread_made(fake, mark).await;
    assert_ne!(first, second, "a thread per game");
    assert_eq!(name, "Checkers — carol vs Bobby");

    // bob accepts alice's challenge in its thread.
    let mark = fake.mark();
    let accept = in_thread(fake.slash(&bob, "accept", vec![], &[]), first);
    let (sent, callback) = fake.interact(accept).await;
    let accepted = message_of(&first_message(&bot, &sent, &callback, mark).await);
    let text = accepted["content"].as_str().unwrap_or_default();
    assert!(text.contains("Bobby accepted."), "{accepted:#}");

    // Without the permission to open threads, one private line says so.
    fake.fail_next(
        Route::Exact {
            method: "POST".into(),
            path: format!("/api/v10/channels/{CHANNEL_ID}/threads"),
        },
        1,
        Fault::Refused {
            status: 403,
            code: 50013,
        },
    );
    let (_, callback) = fake.interact(super::checkers_challenge(&bot, &carol, &alice)).await;
    let refused = response(&callback)["data"].clone();
    assert!(is_ephemeral(&refused), "{refused:#}");
    let line = refused["content"].as_str().unwrap();
    assert!(line.contains("Create Public Threads"), "{line}");

    // When the interaction says Parlor may not create threads here, nothing
    // is asked of Discord: one line says what an admin must grant.
    fake.set_bot_permissions(CHANNEL_ID, ALL_PERMISSIONS & !CREATE_PUBLIC_THREADS);
    let mark = fake.mark();
    let (_, callback) = fake.interact(super::checkers_challenge(&bot, &carol, &alice)).await;
    let refused = response(&callback)["data"].clone();
    assert!(is_ephemeral(&refused), "{refused:#}");
    let line = refused["content"].as_str().unwrap();
    assert!(
        line.contains("needs the Create Public Threads permission") && line.contains("An admin can grant it"),
        "{line}"
    );
    let threads = format!("/api/v10/channels/{CHANNEL_ID}/threads");
    assert!(
        !fake.requests().iter().skip(mark).any(|r| r.path == threads),
        "no thread was asked for"
    );
}

/// Seasons over the fake Discord (issue 32): an admin makes seasons manual,
/// starts and ends two by `/season`, `/leaderboard`'s `season:` autocomplete
/// offers them newest first (checked against Discord's limits), and a past
/// season's board is answered by name; a second `/season end` is one line.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_admin_runs_manual_seasons_and_leaderboard_offers_them_by_name() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, boss) = (alice(), boss());
    for member in [&alice, &boss] {
        fake.add_member(member);
    }
    let manual = sub("set", vec![int_option("key", key("season")), option("value", "manual")]);
    let (_, callback) = fake.interact(fake.slash(&boss, "settings", manual, &[])).await;
    assert_eq!(
        response(&callback)["data"]["content"],
        "boss set `season` to manual (it was off)."
    );
    for name in ["Spring cup", "Summer cup"] {
        let start = sub("start", vec![option("name", name)]);
        let (_, callback) = fake.interact(fake.slash(&boss, "season", start, &[])).await;
        let said = response(&callback)["data"].clone();
        assert!(!is_ephemeral(&said), "a season's start is announced: {said:#}");
        assert!(said["content"].as_str().unwrap().contains(name), "{said:#}");
        let (_, callback) = fake
            .interact(fake.slash(&boss, "season", sub("end", vec![]), &[]))
            .await;
        let said = response(&callback)["data"].clone();
        assert!(said["content"].as_str().unwrap().contains(name), "{said:#}");
    }
    let (_, callback) = fake
        .interact(fake.slash(&boss, "season", sub("end", vec![]), &[]))
        .await;
    let refused = response(&callback)["data"].clone();
    assert!(is_ephemeral(&refused), "{refused:#}");
    assert!(!refused["content"].as_str().unwrap().contains('\n'), "{refused:#}");

    let (_, callback) = fake
        .interact(fake.autocomplete(&alice, "leaderboard", "season", "cup"))
        .await;
    let answer = response(&callback);
    assert_eq!(answer["type"], 8, "autocomplete is answered with choices: {answer:#}");
    let offered: Vec<&str> = answer["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(offered, ["Summer cup", "Spring cup"], "newest first");

    let registered = bot.registered.json().unwrap();
    let checkers = super::choice_value(&registered, "leaderboard", "game", "checkers");
    let board = vec![int_option("game", checkers), option("season", "Spring cup")];
    let (_, callback) = fake.interact(fake.slash(&alice, "leaderboard", board, &[])).await;
    let said = response(&callback)["data"]["content"].as_str().unwrap().to_string();
    assert!(said.contains("Spring cup"), "{said}");
}
