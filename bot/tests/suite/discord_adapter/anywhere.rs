//! Issue 33: Parlor installed to members' accounts, played in a group DM it is
//! not a member of — every answer through the interaction, never a channel route.

use super::*;
use serde_json::json;

/// The commands Discord offers only in servers that installed Parlor
/// (`/roll` is not one: Acey Ducey rolls with it anywhere).
const SERVER_ONLY: [&str; 9] = [
    "bet",
    "withdraw",
    "chips",
    "leaderboard",
    "web",
    "settings",
    "tournament",
    "season",
    "puzzle",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_register_for_both_installs_everywhere_and_server_features_for_servers() {
    let bot = connect(None).await;
    let registered = bot.registered.json().unwrap();
    for command in registered.as_array().unwrap() {
        let name = command["name"].as_str().unwrap();
        if SERVER_ONLY.contains(&name) {
            assert_eq!(command["integration_types"], json!([0]), "{name}");
            assert_eq!(command["contexts"], json!([0]), "{name}");
        } else {
            assert_eq!(command["integration_types"], json!([0, 1]), "{name}");
            assert_eq!(command["contexts"], json!([0, 1, 2]), "{name}");
        }
    }
}

/// Stops the bot and starts it again on the same database and fake Discord
/// (a deploy): it identifies anew and registers its commands again.
async fn restart(bot: &mut Bot) {
    use parlor::store::SqliteStore;
    use parlor::table::{Seeds, Table};
    bot.serving.abort();
    let _ = (&mut bot.serving).await;
    let identified = bot.fake.identified().len();
    let mark = bot.fake.mark();
    let store = SqliteStore::open(&bot.dir.path().join("parlor.db")).expect("reopen the SQLite store");
    let table = Table::open(Box::new(store), TableSettings::default(), Seeds::Fixed(7)).expect("reopen the table");
    let config = parlor::config::DiscordConfig {
        token: Some(TOKEN.to_string()),
        proxy: Some(bot.fake.base_url()),
        ..parlor::config::DiscordConfig::default()
    };
    bot.serving = tokio::spawn(async move {
        parlor::discord::serve_with_timers(&config, std::sync::Arc::new(table), parlor::discord::TIMER_PERIOD).await
    });
    bot.fake
        .wait_for(mark, "the commands registered again", |r| {
            r.method == "PUT" && r.path.ends_with("/commands")
        })
        .await;
    for _ in 0..200 {
        if bot.fake.identified().len() > identified {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    bot.fake.wait_ready().await;
}

/// The interaction's answers: its callback and follow-ups, in order.
fn answers(fake: &FakeDiscord, sent: &Sent, mark: usize) -> Vec<Recorded> {
    fake.requests()
        .into_iter()
        .skip(mark)
        .filter(|r| r.path == sent.callback_path() || r.path.starts_with(&sent.webhook_path()))
        .collect()
}

/// The first message visible to all among an interaction's answers.
async fn public_answer(fake: &FakeDiscord, sent: &Sent, mark: usize) -> Value {
    for _ in 0..100 {
        let public = answers(fake, sent, mark)
            .iter()
            .filter(|r| r.method == "POST" && r.status < 300)
            .filter_map(|r| {
                let json = r.json()?;
                let message = if r.path.ends_with("/callback") {
                    json["data"].clone()
                } else {
                    json
                };
                (!message.is_null() && !is_ephemeral(&message)).then_some(message)
            })
            .next();
        if let Some(message) = public {
            return message;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "no public answer: {:?}",
        fake.requests()
            .iter()
            .skip(mark)
            .map(Recorded::summary)
            .collect::<Vec<_>>()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn members_who_installed_parlor_play_checkers_in_a_group_dm_through_interactions_only() {
    let mut bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    for member in [&alice, &bob] {
        fake.install_to_account(member);
        fake.share_no_server(member);
    }
    let group = fake.open_group_dm();

    // alice challenges bob in their group DM.
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.in_group_dm(checkers_challenge(&bot, &alice, &bob), group))
        .await;
    assert!(callback.status < 300, "{}", callback.summary());
    let challenge = public_answer(fake, &sent, mark).await;
    let accept = buttons(&challenge)
        .into_iter()
        .find(|(label, _)| label == "Accept")
        .unwrap_or_else(|| panic!("an Accept button: {challenge:#}"))
        .1;
    let challenge_message = fake.as_message(&callback, group);

    // bob accepts by button: the board comes through the press's interaction.
    let mark = fake.mark();
    let (sent, _) = fake
        .interact(fake.in_group_dm(fake.press(&bob, challenge_message, &accept), group))
        .await;
    let start = public_answer(fake, &sent, mark).await;
    assert!(
        start["embeds"][0]["image"]["url"]
            .as_str()
            .is_some_and(|url| url.starts_with("attachment://")),
        "the board's picture: {start:#}"
    );

    // The first mover's legal moves, suggested; one played by command. The
    // bot restarts in the middle of the game.
    let mut player = &alice;
    let mut played = 0;
    for turn in 0..6 {
        if turn == 3 {
            restart(&mut bot).await;
        }
        let fake = &bot.fake;
        let (_, callback) = fake
            .interact(fake.in_group_dm(fake.autocomplete(player, "move", "move", ""), group))
            .await;
        let choices = response(&callback)["data"]["choices"].clone();
        let Some(first) = choices.as_array().and_then(|c| c.first()).cloned() else {
            // Not this member's turn: the other one moves.
            player = if player.id == alice.id { &bob } else { &alice };
            continue;
        };
        let notation = first["value"].as_str().unwrap().to_string();
        let mark = fake.mark();
        let (sent, callback) = fake
            .interact(fake.in_group_dm(fake.slash(player, "move", vec![option("move", &notation)], &[]), group))
            .await;
        assert!(callback.status < 300, "{}", callback.summary());
        public_answer(fake, &sent, mark).await;
        played += 1;
        player = if player.id == alice.id { &bob } else { &alice };
    }
    assert!(played >= 4, "moves were played, before and after the restart: {played}");

    let fake = &bot.fake;
    // /board answers in place.
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.in_group_dm(fake.slash(&alice, "board", vec![], &[]), group))
        .await;
    assert!(callback.status < 300, "{}", callback.summary());
    assert!(!answers(fake, &sent, mark).is_empty());

    // alice offers a draw; bob takes it with the offer's button: the game ends.
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.in_group_dm(fake.slash(&alice, "draw", vec![], &[]), group))
        .await;
    let offer = public_answer(fake, &sent, mark).await;
    let accept_draw = buttons(&offer)
        .into_iter()
        .find(|(label, _)| label == "Accept draw")
        .unwrap_or_else(|| panic!("an Accept draw button: {offer:#}"))
        .1;
    let offer_message = fake.as_message(&callback, group);
    let mark = fake.mark();
    let (sent, _) = fake
        .interact(fake.in_group_dm(fake.press(&bob, offer_message, &accept_draw), group))
        .await;
    let ended = public_answer(fake, &sent, mark).await;
    assert!(
        ended["content"]
            .as_str()
            .is_some_and(|c| c.to_lowercase().contains("draw")),
        "the game ends in a draw: {ended:#}"
    );
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.in_group_dm(fake.slash(&bob, "rematch", vec![], &[]), group))
        .await;
    assert!(callback.status < 300, "{}", callback.summary());
    let rematch = public_answer(fake, &sent, mark).await;
    assert!(
        buttons(&rematch).iter().any(|(label, _)| label == "Rematch"),
        "the rematch asks alice with a button: {rematch:#}"
    );

    // Every token so far is now past Discord's 15 minutes: nothing uses one
    // again (a new interaction brings its own), and none was refused.
    tokio::time::sleep(Duration::from_millis(300)).await;
    fake.age_tokens(Duration::from_secs(16 * 60));
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.in_group_dm(fake.slash(&bob, "board", vec![], &[]), group))
        .await;
    assert!(callback.status < 300, "{}", callback.summary());
    assert!(!answers(fake, &sent, mark).is_empty());
    tokio::time::sleep(Duration::from_millis(300)).await;
    let expired: Vec<String> = fake
        .requests()
        .iter()
        .filter(|r| r.status == 401)
        .map(Recorded::summary)
        .collect();
    assert!(expired.is_empty(), "no expired token was used: {expired:?}");
    let touched: Vec<String> = fake.channel_routes(group).iter().map(Recorded::summary).collect();
    assert!(
        touched.is_empty(),
        "no request to the group DM's channel routes: {touched:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_feature_used_in_a_group_dm_is_refused_in_one_private_line() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let alice = alice();
    fake.install_to_account(&alice);
    let group = fake.open_group_dm();
    let chips = fake.slash(
        &alice,
        "chips",
        vec![json!({"type": 1, "name": "balance", "options": []})],
        &[],
    );
    let mark = fake.mark();
    let (sent, _) = fake.interact(fake.in_group_dm(chips, group)).await;
    let mut line = None;
    for _ in 0..100 {
        line = answers(fake, &sent, mark).into_iter().find_map(|r| {
            let json = r.json()?;
            let message = if r.path.ends_with("/callback") {
                json["data"].clone()
            } else {
                json
            };
            message["content"]
                .as_str()
                .map(|c| (c.to_string(), is_ephemeral(&message)))
        });
        if line.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let (line, ephemeral) = line.expect("an answer");
    assert!(ephemeral, "{line}");
    assert!(!line.contains('\n'), "one line: {line}");
    assert!(fake.channel_routes(group).is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_refuses_the_group_dm_and_a_dm_to_a_stranger_as_discord_does() {
    use poise::serenity_prelude as serenity;
    let fake = FakeDiscord::start().await;
    let http = serenity::HttpBuilder::new(TOKEN)
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build();
    let code = |error: serenity::Error| match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            (response.status_code.as_u16(), response.error.code)
        }
        other => panic!("{other}"),
    };
    let group = fake.open_group_dm();
    let posted = serenity::ChannelId::new(group).say(&http, "hi").await;
    assert_eq!(code(posted.unwrap_err()), (403, 50001));
    let stranger = Member::new(555, "stranger");
    fake.share_no_server(&stranger);
    let opened = serenity::UserId::new(555).create_dm_channel(&http).await;
    assert_eq!(code(opened.unwrap_err()), (400, 50278));
    fake.install_to_account(&stranger);
    assert!(
        serenity::UserId::new(555).create_dm_channel(&http).await.is_ok(),
        "a member who installed Parlor can be DM'ed"
    );
}

/// A bot whose turns time out after 1.6 s, its timers checked every 100 ms.
async fn timing_bot() -> Bot {
    let settings = TableSettings {
        turn_timer: Duration::from_millis(1_600),
        ..TableSettings::default()
    };
    connect_with(None, settings, Duration::from_millis(100)).await
}

/// alice challenges bob to checkers in `group`, and bob accepts with /accept.
async fn accepted_in(bot: &Bot, group: u64, alice: &Member, bob: &Member) {
    let fake = &bot.fake;
    let (_, callback) = fake
        .interact(fake.in_group_dm(checkers_challenge(bot, alice, bob), group))
        .await;
    assert!(callback.status < 300, "{}", callback.summary());
    let (_, callback) = fake
        .interact(fake.in_group_dm(fake.slash(bob, "accept", vec![], &[]), group))
        .await;
    assert!(callback.status < 300, "{}", callback.summary());
}

fn says_time_ran_out(request: &Recorded) -> bool {
    request
        .json()
        .and_then(|m| m["content"].as_str().map(str::to_string))
        .is_some_and(|c| c.contains("/claim"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_timeout_in_a_group_dm_is_dmed_to_an_installed_member_or_held_for_the_next_answer() {
    // alice installed Parlor: the timeout reaches her by DM.
    let bot = timing_bot().await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    fake.install_to_account(&alice);
    fake.share_no_server(&alice);
    fake.share_no_server(&bob);
    let group = fake.open_group_dm();
    accepted_in(&bot, group, &alice, &bob).await;
    let mut told = None;
    for _ in 0..100 {
        told = fake
            .dms_to(alice.id)
            .into_iter()
            .find(|r| r.status < 300 && says_time_ran_out(r));
        if told.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(
        told.is_some(),
        "alice is told by DM: {:?}",
        fake.requests().iter().map(Recorded::summary).collect::<Vec<_>>()
    );
    assert!(fake.channel_routes(group).is_empty());
    drop(bot);

    // Nobody can be DM'ed: the notice is held, then opens the next answer.
    let bot = timing_bot().await;
    let fake = &bot.fake;
    fake.share_no_server(&alice);
    fake.share_no_server(&bob);
    let group = fake.open_group_dm();
    accepted_in(&bot, group, &alice, &bob).await;
    let mut refused = 0;
    for _ in 0..100 {
        refused = fake
            .requests()
            .iter()
            .filter(|r| r.path == "/api/v10/users/@me/channels" && r.status == 400)
            .count();
        if refused >= 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(refused >= 2, "both DMs were tried and refused (50278)");
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.in_group_dm(fake.slash(&bob, "board", vec![], &[]), group))
        .await;
    assert!(
        says_time_ran_out(&callback)
            || response(&callback)["data"]["content"]
                .as_str()
                .is_some_and(|c| c.contains("/claim")),
        "the held notice opens the answer: {}",
        callback.summary()
    );
    let webhook = sent.webhook_path();
    fake.wait_for(mark, "the answer itself, after the held notice", |r| {
        r.method == "POST" && r.path == webhook && r.status < 300
    })
    .await;
    // Shown once: the next answer starts with its own reply.
    let (_, callback) = fake
        .interact(fake.in_group_dm(fake.slash(&bob, "board", vec![], &[]), group))
        .await;
    assert!(!response(&callback)["data"]["content"]
        .as_str()
        .is_some_and(|c| c.contains("/claim")));
    assert!(fake.channel_routes(group).is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn parlor_plays_in_its_own_dm_and_in_a_group_dm() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let alice = alice();
    fake.install_to_account(&alice);
    let parlor = Member {
        bot: true,
        ..Member::new(APPLICATION_ID, "Parlor")
    };
    let group = fake.open_group_dm();
    for place in ["dm", "group"] {
        let play = checkers_challenge(&bot, &alice, &parlor);
        let play = if place == "dm" {
            fake.in_dm(play)
        } else {
            fake.in_group_dm(play, group)
        };
        let mark = fake.mark();
        let (sent, callback) = fake.interact(play).await;
        assert!(callback.status < 300, "{}", callback.summary());
        // In Parlor's own DM (keyed by the member, as before) and in the group
        // DM alike, the game starts at once with its board, through the
        // interaction.
        let start = public_answer(fake, &sent, mark).await;
        assert!(
            start["embeds"][0]["image"]["url"].as_str().is_some(),
            "a game against Parlor starts with its board ({place}): {start:#}"
        );
    }
    assert!(fake.channel_routes(group).is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_channel_reached_only_by_a_members_install_is_a_private_channel() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    fake.install_to_account(&alice);
    // A server that never added Parlor: the member's install is the only owner.
    let mut play = checkers_challenge(&bot, &alice, &bob);
    play["authorizing_integration_owners"] = json!({"1": alice.id.to_string()});
    let mark = fake.mark();
    let (sent, callback) = fake.interact(play).await;
    assert!(callback.status < 300, "{}", callback.summary());
    let challenge = public_answer(fake, &sent, mark).await;
    assert!(
        !buttons(&challenge).is_empty(),
        "a challenge with its buttons: {challenge:#}"
    );
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        fake.channel_routes(CHANNEL_ID).is_empty(),
        "nothing is posted in the channel"
    );
}
