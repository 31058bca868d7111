//! Issue 33: Parlor installed to members' accounts, played in a group DM it is
//! not a member of — every answer through the interaction, never a channel route.

use super::*;
use serde_json::json;

/// The commands Discord offers only in servers that installed Parlor.
const SERVER_ONLY: [&str; 8] = [
    "roll",
    "bet",
    "withdraw",
    "chips",
    "leaderboard",
    "settings",
    "tournament",
    "season",
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
    let bot = connect(None).await;
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

    // The first mover's legal moves, suggested; one played by command.
    let mut player = &alice;
    let mut played = 0;
    for _ in 0..4 {
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
    assert!(played >= 2, "moves were played: {played}");

    // /board answers in place.
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.in_group_dm(fake.slash(&alice, "board", vec![], &[]), group))
        .await;
    assert!(callback.status < 300, "{}", callback.summary());
    assert!(!answers(fake, &sent, mark).is_empty());

    // alice resigns; bob asks for a rematch.
    let mark = fake.mark();
    let (sent, _) = fake
        .interact(fake.in_group_dm(fake.slash(&alice, "resign", vec![], &[]), group))
        .await;
    public_answer(fake, &sent, mark).await;
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.in_group_dm(fake.slash(&bob, "rematch", vec![], &[]), group))
        .await;
    assert!(callback.status < 300, "{}", callback.summary());
    assert!(!answers(fake, &sent, mark).is_empty());

    tokio::time::sleep(Duration::from_millis(300)).await;
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
