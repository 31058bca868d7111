//! Discord misbehaving: 429s, 500s, 40060 and sends that never succeed. The bot
//! retries what can be retried, never sends a message twice, keeps the 3 s
//! deadline, and logs what it could not send with the channel and interaction.

use super::*;
use support::fake_discord::{Fault, Route};

const RETRY_AFTER: Duration = Duration::from_millis(200);

fn rate_limited() -> Fault {
    Fault::RateLimited {
        retry_after: RETRY_AFTER,
    }
}

/// alice's `/play hot-spot opponent:@bob`, not yet dispatched.
fn challenge(bot: &Bot, alice: &Member, bob: &Member) -> Value {
    let registered = bot.registered.json().unwrap();
    let hot_spot = choice_value(&registered, "play", "game", "hot-spot");
    bot.fake.slash(
        alice,
        "play",
        vec![int_option("game", hot_spot), user_option("opponent", bob)],
        &[bob],
    )
}

/// A bot whose challenges expire after 300 ms, its timers checked every 100 ms:
/// a timer post within a second of a challenge.
async fn expiring_bot() -> Bot {
    let settings = TableSettings {
        challenge_expiry: Duration::from_millis(300),
        ..TableSettings::default()
    };
    connect_with(None, settings, Duration::from_millis(100)).await
}

/// Waits for a request to `path` that succeeded.
async fn succeeded(fake: &FakeDiscord, mark: usize, method: &str, path: &str) -> Recorded {
    fake.wait_for(mark, &format!("a successful {method} {path}"), |r| {
        r.method == method && r.path == path && r.status < 300
    })
    .await
}

/// The requests after `mark` to `method path`.
fn sent_to(fake: &FakeDiscord, mark: usize, method: &str, path: &str) -> Vec<Recorded> {
    fake.requests()
        .into_iter()
        .skip(mark)
        .filter(|r| r.method == method && r.path == path)
        .collect()
}

/// Lets any retry that should not happen have its chance to show.
async fn settle() {
    tokio::time::sleep(Duration::from_millis(700)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_response_is_retried_after_retry_after_and_arrives_once() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    fake.fail_next(Route::Callback, 1, rate_limited());
    let mark = fake.mark();
    let sent = fake.dispatch(challenge(&bot, &alice, &bob));
    let answered = succeeded(fake, mark, "POST", &sent.callback_path()).await;
    let tries = sent_to(fake, mark, "POST", &sent.callback_path());
    assert_eq!(
        tries.iter().map(|r| r.status).collect::<Vec<_>>(),
        [429, 204],
        "one 429, then the response"
    );
    let waited = answered.at - tries[0].at;
    assert!(waited >= RETRY_AFTER, "retried after retry-after: {waited:?}");
    assert!(waited < Duration::from_secs(2), "but not much later: {waited:?}");
    let challenge = response(&answered);
    assert_eq!(challenge["type"], 4);
    assert_eq!(buttons(&challenge["data"]).len(), 2, "the challenge: {challenge:#}");
    settle().await;
    assert_eq!(sent_to(fake, mark, "POST", &sent.callback_path()).len(), 2);
    assert!(
        sent_to(fake, mark, "POST", &sent.webhook_path()).is_empty(),
        "no duplicate as a follow-up"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_follow_up_is_retried_and_the_game_start_arrives_once() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    let (_, callback) = fake.interact(challenge(&bot, &alice, &bob)).await;
    let challenge = response(&callback)["data"].clone();
    let accept = buttons(&challenge)
        .into_iter()
        .find(|(label, _)| label == "Accept")
        .unwrap()
        .1;
    let message = fake.bot_message(challenge["content"].as_str().unwrap(), challenge["components"].clone());

    // Two 429s on the follow-up (the game start), one on the buttons' removal.
    fake.fail_next(Route::FollowUp, 2, rate_limited());
    fake.fail_next(Route::EditOriginal, 1, rate_limited());
    let mark = fake.mark();
    let sent = fake.dispatch(fake.press(&bob, message, &accept));
    let start = succeeded(fake, mark, "POST", &sent.webhook_path()).await;
    assert_picture(&start);
    let tries = sent_to(fake, mark, "POST", &sent.webhook_path());
    assert_eq!(tries.iter().map(|r| r.status).collect::<Vec<_>>(), [429, 429, 200]);
    for pair in tries.windows(2) {
        assert!(pair[1].at - pair[0].at >= RETRY_AFTER, "each retry waits");
    }
    let original = format!("{}/messages/@original", sent.webhook_path());
    succeeded(fake, mark, "PATCH", &original).await;
    settle().await;
    assert_eq!(
        sent_to(fake, mark, "POST", &sent.webhook_path()).len(),
        3,
        "the game start is sent once"
    );
    assert_eq!(sent_to(fake, mark, "PATCH", &original).len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_error_is_retried_once() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    fake.fail_next(Route::Callback, 1, Fault::ServerError);
    let mark = fake.mark();
    let sent = fake.dispatch(challenge(&bot, &alice, &bob));
    let answered = succeeded(fake, mark, "POST", &sent.callback_path()).await;
    assert_eq!(response(&answered)["type"], 4);
    settle().await;
    let statuses: Vec<u16> = sent_to(fake, mark, "POST", &sent.callback_path())
        .iter()
        .map(|r| r.status)
        .collect();
    assert_eq!(statuses, [500, 204]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_response_refused_with_40060_arrives_as_a_follow_up() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    // Discord takes the response but its answer is lost: the retry meets 40060.
    fake.fail_next(Route::Callback, 1, Fault::AppliedThenServerError);
    let mark = fake.mark();
    let sent = fake.dispatch(challenge(&bot, &alice, &bob));
    let follow_up = succeeded(fake, mark, "POST", &sent.webhook_path()).await;
    let statuses: Vec<u16> = sent_to(fake, mark, "POST", &sent.callback_path())
        .iter()
        .map(|r| r.status)
        .collect();
    assert_eq!(statuses, [500, 400], "the retry was refused as already acknowledged");
    let refused = &sent_to(fake, mark, "POST", &sent.callback_path())[1];
    assert_eq!(refused.status, 400);
    let message = follow_up.json().unwrap();
    assert!(!is_ephemeral(&message), "{message:#}");
    assert_eq!(
        buttons(&message).len(),
        2,
        "the challenge with its buttons: {message:#}"
    );
    settle().await;
    assert_eq!(sent_to(fake, mark, "POST", &sent.webhook_path()).len(), 1, "sent once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follow_up_that_never_succeeds_is_logged_with_its_channel_and_interaction() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    let (_, callback) = fake.interact(challenge(&bot, &alice, &bob)).await;
    let challenge = response(&callback)["data"].clone();
    let accept = buttons(&challenge)
        .into_iter()
        .find(|(label, _)| label == "Accept")
        .unwrap()
        .1;
    let message = fake.bot_message(challenge["content"].as_str().unwrap(), challenge["components"].clone());
    fake.fail_next(Route::FollowUp, usize::MAX, Fault::ServerError);
    let mark = fake.mark();
    let sent = fake.dispatch(fake.press(&bob, message, &accept));
    let id = sent.id.to_string();
    let deadline = std::time::Instant::now() + PATIENCE;
    let line = loop {
        if let Some(line) = logged(&id)
            .into_iter()
            .find(|l| l.contains("could not send a follow-up"))
        {
            break line;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no log line for {id}: {:#?}",
            logged(&id)
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    assert!(line.contains("WARN"), "{line}");
    assert!(line.contains(&CHANNEL_ID.to_string()), "the channel is named: {line}");
    assert!(line.contains("500"), "the status is named: {line}");
    assert!(!line.contains(TOKEN), "never the token: {line}");
    assert_eq!(
        sent_to(fake, mark, "POST", &sent.webhook_path()).len(),
        2,
        "a 500 is retried once"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interaction_that_cannot_be_answered_in_time_is_posted_in_the_channel_and_logged() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    fake.fail_next(Route::Callback, usize::MAX, rate_limited());
    let started = std::time::Instant::now();
    let mark = fake.mark();
    let sent = fake.dispatch(challenge(&bot, &alice, &bob));
    let channel = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let posted = succeeded(fake, mark, "POST", &channel).await;
    let tries = sent_to(fake, mark, "POST", &sent.callback_path());
    assert!(tries.len() >= 2, "retried: {}", tries.len());
    let last = tries.last().unwrap();
    assert!(
        last.at - started < Duration::from_millis(2900),
        "no response is tried past Discord's 3 s: {:?}",
        last.at - started
    );
    let message = posted.json().unwrap();
    assert_eq!(
        buttons(&message).len(),
        2,
        "the public challenge is not lost: {message:#}"
    );
    assert!(
        message["nonce"].is_string() && message["enforce_nonce"] == true,
        "posted from the outbox, once: {message:#}"
    );
    let id = sent.id.to_string();
    let lines = logged(&id);
    assert!(
        lines
            .iter()
            .any(|l| l.contains("could not answer the interaction") && l.contains(&CHANNEL_ID.to_string())),
        "logged with channel and interaction: {lines:#?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_table_with_a_rate_limited_defer_still_defers_within_three_seconds() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    let blocker = rusqlite::Connection::open(bot.dir.path().join("parlor.db")).unwrap();
    blocker.execute_batch("BEGIN IMMEDIATE").unwrap();
    fake.fail_next(Route::Callback, 1, rate_limited());
    let started = std::time::Instant::now();
    let mark = fake.mark();
    let sent = fake.dispatch(challenge(&bot, &alice, &bob));
    let deferred = succeeded(fake, mark, "POST", &sent.callback_path()).await;
    assert_eq!(response(&deferred)["type"], 5, "deferred");
    assert!(
        deferred.at - started < Duration::from_millis(2900),
        "deferred within 3 s despite the 429: {:?}",
        deferred.at - started
    );
    blocker.execute_batch("COMMIT").unwrap();
    let challenge = succeeded(fake, mark, "POST", &sent.webhook_path()).await;
    assert_eq!(buttons(&challenge.json().unwrap()).len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_timer_post_is_retried() {
    let bot = expiring_bot().await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    fake.fail_next(Route::ChannelMessage, 1, rate_limited());
    fake.interact(challenge(&bot, &alice, &bob)).await;
    let channel = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let posted = succeeded(fake, 0, "POST", &channel).await;
    assert!(posted.json().unwrap()["content"].as_str().unwrap().contains("expired"));
    let statuses: Vec<u16> = sent_to(fake, 0, "POST", &channel).iter().map(|r| r.status).collect();
    assert_eq!(statuses, [429, 200]);
}

/// alice challenges bob to Hot Spot and bob accepts with /accept.
async fn accepted(bot: &Bot, alice: &Member, bob: &Member) {
    let fake = &bot.fake;
    fake.interact(challenge(bot, alice, bob)).await;
    let (_, callback) = fake.interact(fake.slash(bob, "accept", vec![], &[])).await;
    assert!(callback.status < 300, "{}", callback.summary());
}

/// The reminders the bot sent (or tried to send) to `member` by DM.
fn reminders_to(fake: &FakeDiscord, member: u64) -> Vec<Recorded> {
    fake.dms_to(member)
        .into_iter()
        .filter(|r| {
            r.json()
                .is_some_and(|m| m["content"].as_str().is_some_and(|c| c.contains("Your turn")))
        })
        .collect()
}

async fn wait_for_reminder(fake: &FakeDiscord, member: u64) -> Recorded {
    for _ in 0..100 {
        if let Some(first) = reminders_to(fake, member).into_iter().next() {
            return first;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "no reminder reached member {member}: {:?}",
        fake.requests().iter().map(Recorded::summary).collect::<Vec<_>>()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_reminder_arrives_by_dm_once_and_a_closed_dm_is_no_error() {
    let settings = || TableSettings {
        turn_timer: Duration::from_millis(1_600),
        ..TableSettings::default()
    };
    let bot = connect_with(None, settings(), Duration::from_millis(100)).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    accepted(&bot, &alice, &bob).await;
    // Green (alice) is to move: at half the turn time she gets one DM.
    let reminder = wait_for_reminder(fake, alice.id).await;
    assert!(reminder.status < 300, "{}", reminder.summary());
    let content = reminder.json().unwrap()["content"].as_str().unwrap().to_string();
    assert!(
        content.contains("Hot Spot") && content.contains("/notify off"),
        "{content}"
    );
    settle().await;
    assert_eq!(reminders_to(fake, alice.id).len(), 1, "once a turn");
    assert!(reminders_to(fake, bob.id).is_empty(), "only the player to move");
    drop(bot);

    // alice's DMs are closed: her reminder meets 50007 once, and the bot plays on.
    let bot = connect_with(None, settings(), Duration::from_millis(100)).await;
    let fake = &bot.fake;
    fake.fail_dms(alice.id, support::fake_discord::DmFailure::Send);
    accepted(&bot, &alice, &bob).await;
    let refused = wait_for_reminder(fake, alice.id).await;
    assert_eq!(refused.status, 403, "{}", refused.summary());
    settle().await;
    assert_eq!(reminders_to(fake, alice.id).len(), 1, "a closed DM is not retried");
    let (_, callback) = fake.interact(fake.slash(&alice, "board", vec![], &[])).await;
    assert!(callback.status < 300, "the bot still answers: {}", callback.summary());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_timer_post_survives_server_errors_and_is_posted_once_with_its_nonce() {
    let bot = expiring_bot().await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    fake.fail_next(Route::ChannelMessage, 2, Fault::AppliedThenServerError);
    fake.interact(challenge(&bot, &alice, &bob)).await;
    let channel = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let posted = succeeded(fake, 0, "POST", &channel).await;
    settle().await;
    let attempts = sent_to(fake, 0, "POST", &channel);
    assert_eq!(
        attempts.iter().map(|r| r.status).collect::<Vec<_>>(),
        [500, 500, 200],
        "retried until Discord took it, and not after"
    );
    let nonces: Vec<Value> = attempts.iter().map(|r| r.json().unwrap()["nonce"].clone()).collect();
    assert!(
        nonces.iter().all(|n| *n == nonces[0] && n.is_string()),
        "one nonce for every attempt: {nonces:?}"
    );
    assert!(attempts.iter().all(|r| r.json().unwrap()["enforce_nonce"] == true));
    assert_eq!(
        fake.messages_made(),
        1,
        "the first attempt made the message; the resends met its nonce"
    );
    assert!(posted.json().unwrap()["content"].as_str().unwrap().contains("expired"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_timer_post_to_a_channel_that_is_gone_is_dropped_and_logged_not_retried() {
    let bot = expiring_bot().await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    fake.interact(challenge(&bot, &alice, &bob)).await;
    // The challenge was answered; by the time it expires the channel is gone.
    fake.fail_next(
        Route::ChannelMessage,
        usize::MAX,
        Fault::Refused {
            status: 404,
            code: 10003,
        },
    );
    let channel = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    fake.wait_for(0, "the expiry's post", |r| r.path == channel).await;
    settle().await;
    settle().await;
    assert_eq!(sent_to(fake, 0, "POST", &channel).len(), 1, "never retried");
    let lines = logged("can't be delivered and is dropped");
    assert!(
        lines
            .iter()
            .any(|l| l.contains("10003") && l.contains(&CHANNEL_ID.to_string())),
        "{lines:#?}"
    );
}
