//! Puzzles over the fake Discord (issue 35): `/puzzle new` answered privately
//! with its picture, `/puzzle answer`'s autocomplete offering the open
//! puzzle's legal moves (at most 25), and an answer judged privately — every
//! request checked against Discord's OpenAPI description when the suite has it.

use super::*;
use crate::local_puzzle::puzzles_of;
use parlor::store::{puzzle_rows, Store};
use parlor_games::GameKind;

/// The bot on a database holding one checkers puzzle as the server's own (a
/// server's own puzzles are given before the built-in set).
async fn puzzle_bot() -> (Bot, parlor_games::ai::puzzle::Puzzle) {
    init_logs();
    let fake = FakeDiscord::start().await;
    let puzzle = puzzles_of(GameKind::Checkers, 1).remove(0);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut store = SqliteStore::open(&dir.path().join("parlor.db")).expect("open the SQLite store");
    let server = GUILD_ID.to_string();
    store
        .add_puzzles(
            Some(&server),
            None,
            &puzzle_rows(Some(&server), std::slice::from_ref(&puzzle)),
            0,
        )
        .unwrap();
    let table = Table::open(Box::new(store), TableSettings::default(), Seeds::Fixed(7)).expect("open the table");
    let config = DiscordConfig {
        token: Some(TOKEN.to_string()),
        proxy: Some(fake.base_url()),
        ..DiscordConfig::default()
    };
    let mut serving =
        tokio::spawn(async move { discord::serve_with_timers(&config, Arc::new(table), discord::TIMER_PERIOD).await });
    let registered = registered_and_ready(&fake, &mut serving).await;
    (
        Bot {
            fake,
            serving,
            registered,
            dir,
        },
        puzzle,
    )
}

/// The suggestions `/puzzle answer`'s autocomplete gives `member`, checked
/// against Discord's limits.
async fn answer_suggestions(bot: &Bot, member: &Member, typed: &str) -> Vec<String> {
    let (_, callback) = bot
        .fake
        .interact(bot.fake.autocomplete_sub(member, "puzzle", "answer", "move", typed))
        .await;
    let answer = response(&callback);
    assert_eq!(answer["type"], 8, "autocomplete is answered with choices: {answer:#}");
    let choices = answer["data"]["choices"].as_array().cloned().unwrap_or_default();
    assert!(choices.len() <= 25, "at most 25 suggestions: {}", choices.len());
    choices
        .iter()
        .map(|choice| choice["value"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_given_suggested_and_answered_privately() {
    let (bot, puzzle) = puzzle_bot().await;
    let fake = &bot.fake;
    let (alice, bob) = (alice(), bob());
    for member in [&alice, &bob] {
        fake.add_member(member);
    }
    let registered = bot.registered.json().unwrap();
    let group = registered
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "puzzle")
        .expect("/puzzle is registered");
    let subs: Vec<&str> = group["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(subs, ["new", "answer", "give-up", "daily", "stats"]);

    // Nothing open: nothing suggested, and an answer is one private line.
    assert!(answer_suggestions(&bot, &alice, "").await.is_empty());
    let (_, callback) = fake
        .interact(fake.slash(&alice, "puzzle", sub("answer", vec![option("move", "a1")]), &[]))
        .await;
    let refused = response(&callback);
    assert!(is_ephemeral(&refused["data"]), "{refused:#}");
    assert!(refused["data"]["content"].as_str().unwrap().contains("no puzzle open"));

    // The puzzle, privately, with its picture.
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.slash(&alice, "puzzle", sub("new", vec![]), &[]))
        .await;
    let shown = first_message(&bot, &sent, &callback, mark).await;
    assert_picture(&shown);
    let message = message_of(&shown);
    assert!(is_ephemeral(&message), "only alice sees it: {message:#}");
    let content = message["content"].as_str().unwrap();
    assert!(content.contains("Find the move that"), "{content}");
    let solution = &puzzle.line[0].action;
    assert!(!content.contains(solution.as_str()), "no solution shown: {content}");

    // Autocomplete: the legal moves of the puzzle's position, only for alice.
    let start = puzzle.start().unwrap();
    let legal = start.turns().unwrap().legal_actions(puzzle.solver());
    let offered = answer_suggestions(&bot, &alice, "").await;
    assert!(
        !offered.is_empty() && offered.iter().all(|m| legal.contains(m)),
        "{offered:?}"
    );
    assert!(
        answer_suggestions(&bot, &bob, "").await.is_empty(),
        "bob has no puzzle open"
    );

    // The right moves, privately: each of the solver's moves of the line
    // (Parlor plays the defence between them), the last one solving it.
    let moves: Vec<&str> = puzzle
        .line
        .iter()
        .filter(|step| step.seat == puzzle.seat)
        .map(|step| step.action.as_str())
        .collect();
    for (n, played) in moves.iter().enumerate() {
        let mark = fake.mark();
        let (sent, callback) = fake
            .interact(fake.slash(&alice, "puzzle", sub("answer", vec![option("move", played)]), &[]))
            .await;
        let answered = first_message(&bot, &sent, &callback, mark).await;
        let message = message_of(&answered);
        assert!(is_ephemeral(&message), "nobody sees another's answer: {message:#}");
        let content = message["content"].as_str().unwrap();
        assert!(content.contains("Right"), "{content}");
        if n + 1 == moves.len() {
            assert!(content.contains("Solved!"), "{content}");
        } else {
            assert!(content.contains("Find the next move."), "{content}");
        }
    }
    assert!(
        answer_suggestions(&bot, &alice, "").await.is_empty(),
        "nothing open any more"
    );
}

/// The daily puzzle over the fake Discord: once an admin names the puzzle
/// channel, the next timer tick posts the day's puzzle there through the
/// outbox, with its picture and how to take part, pinging nobody, and later
/// ticks post it no more that day.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_posted_in_the_puzzle_channel_once_a_day() {
    let (bot, _) = puzzle_bot().await;
    let fake = &bot.fake;
    let boss = super::settings::boss();
    fake.add_member(&boss);
    let messages = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let is_daily = |r: &Recorded| {
        r.method == "POST"
            && r.path == messages
            && message_of(r)["content"]
                .as_str()
                .is_some_and(|c| c.starts_with("Daily puzzle for "))
    };
    let mark = fake.mark();
    let set = sub(
        "set",
        vec![
            int_option("key", super::settings::key("puzzle_channel")),
            option("value", &format!("<#{CHANNEL_ID}>")),
        ],
    );
    let (_, callback) = fake.interact(fake.slash(&boss, "settings", set, &[])).await;
    let said = response(&callback)["data"].clone();
    assert!(
        said["content"].as_str().unwrap().contains("`puzzle_channel`"),
        "{said:#}"
    );

    let posted = fake.wait_for(mark, "the daily puzzle's post", is_daily).await;
    assert_picture(&posted);
    let message = message_of(&posted);
    assert!(!is_ephemeral(&message), "the channel sees it: {message:#}");
    // The day's puzzle is everyone's (the built-in set's), whatever this
    // server holds: its game, who is to move and the goal, no answer.
    let lines: Vec<&str> = message["content"].as_str().unwrap().lines().collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(lines[1].contains("to move. Find the move that"), "{lines:?}");
    assert!(lines[2].starts_with("Try it with /puzzle daily"), "{lines:?}");
    assert!(
        message["allowed_mentions"]["parse"]
            .as_array()
            .is_some_and(|p| p.is_empty()),
        "the post pings nobody: {message:#}"
    );

    // Three more ticks (one a second): the day's puzzle was posted once.
    tokio::time::sleep(Duration::from_millis(3_200)).await;
    let daily = fake.requests().iter().skip(mark).filter(|r| is_daily(r)).count();
    assert_eq!(daily, 1, "one post a day");
    assert_eq!(fake.take_violations(), vec![], "every request as Discord allows");
}
