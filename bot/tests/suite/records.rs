//! Issue 19: ratings, `/stats`, `/leaderboard` and `/history` through `parlor
//! local --json` on a real database: wins by resignation and draws by
//! agreement move ratings, `/end` doesn't; ratings survive a restart; Parlor's
//! levels are rated; `parlor audit` recomputes every rating from the results
//! and finds them equal.

use crate::pipes::{audit, resigned_game, texts, Local};
use serde_json::Value;

/// The shown rating in a `/stats` line for `title`: "Checkers: 1,662 ± 290 (…)".
fn rating_in(stats: &str, title: &str) -> f64 {
    let line = stats
        .lines()
        .find(|l| l.starts_with(&format!("{title}:")) || l.starts_with(&format!("{title} (")))
        .unwrap_or_else(|| panic!("a {title} line in {stats}"));
    let after = line.split(": ").nth(1).unwrap();
    let number: String = after
        .split(" ± ")
        .next()
        .unwrap()
        .chars()
        .filter(|c| *c != ',')
        .collect();
    number.parse().unwrap_or_else(|_| panic!("a rating in {line}"))
}

#[test]
fn wins_and_draws_move_ratings_and_the_records_commands_show_them() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "19");

    let none = texts(&local.ok("alice /stats"));
    assert!(none.contains("alice has no rated games of any game yet"), "{none}");

    resigned_game(&mut local, "alice", "bob", "alice");
    let bob = texts(&local.ok("alice /stats member:@bob"));
    assert!(bob.contains("Ratings of bob:"), "{bob}");
    assert!(rating_in(&bob, "Checkers") > 1500.0, "{bob}");
    assert!(bob.contains("1 game: 1 win, 0 draws, 0 losses"), "{bob}");
    assert!(bob.contains("best win: alice (1,500) in game #"), "{bob}");
    let stats = local.ok("alice /stats game:checkers");
    // The rating over time comes as a picture: a 720 × 360 PNG.
    let chart = std::fs::read(stats[0]["image"].as_str().expect("a rating chart")).unwrap();
    assert!(chart.starts_with(b"\x89PNG"));
    let size = |at: usize| u32::from_be_bytes(chart[at..at + 4].try_into().unwrap());
    assert_eq!((size(16), size(20)), (720, 360), "the chart's width and height");
    let alice = texts(&stats);
    let alice_after_one = rating_in(&alice, "Checkers");
    assert!(alice_after_one < 1500.0, "{alice}");

    // `/end` by agreement moves nothing; a draw by agreement does.
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");
    local.ok("alice /end");
    local.ok("bob /end");
    let unchanged = texts(&local.ok("alice /stats game:checkers"));
    assert_eq!(rating_in(&unchanged, "Checkers"), alice_after_one, "{unchanged}");
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");
    local.ok("alice /draw");
    local.ok("bob /draw");
    let drawn = texts(&local.ok("alice /stats game:checkers"));
    assert!(drawn.contains("2 games: 0 wins, 1 draw, 1 loss"), "{drawn}");
    assert!(
        rating_in(&drawn, "Checkers") > alice_after_one,
        "a draw with a stronger player helps: {drawn}"
    );

    // Two more wins for bob: three games each, so both are on the leaderboard.
    resigned_game(&mut local, "alice", "bob", "alice");
    resigned_game(&mut local, "bob", "alice", "alice");
    let board = texts(&local.ok("carol /leaderboard game:checkers"));
    let lines: Vec<&str> = board.lines().collect();
    assert!(
        lines[0].contains("Checkers ratings in this server (at least 3 games)"),
        "{board}"
    );
    assert!(lines[1].starts_with("1. bob — "), "{board}");
    assert!(lines[2].starts_with("2. alice — "), "{board}");
    let refused = local.send("carol /leaderboard game:chess");
    assert_eq!(refused[0]["ok"], false, "{refused:?}");

    let history = texts(&local.ok("carol /history member:@alice"));
    assert!(history.contains("(/replay id:N shows one)"), "{history}");
    assert!(history.contains(" Checkers, "), "{history}");
    assert!(history.contains(": bob beat alice (resignation)."), "{history}");
    assert!(history.contains(": alice and bob drew (agreement)."), "{history}");
    assert!(
        history.contains(": alice and bob: ended without a result."),
        "{history}"
    );
    assert_eq!(history.lines().count(), 6, "five games, newest first: {history}");

    // Ratings survive a restart, and the audit recomputes them from the results.
    let before = texts(&local.ok("alice /stats member:@bob"));
    local.ok(":restart");
    assert_eq!(texts(&local.ok("alice /stats member:@bob")), before);
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
    let (clean, report) = audit(&dir.path().join("parlor.db"));
    assert!(clean, "{report}");
}

#[test]
fn parlors_levels_are_rated_once_for_every_server() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "19");
    local.ok("alice /play game:checkers opponent:@parlor options:level:easy");
    local.ok("alice /resign");
    let parlor = texts(&local.ok("alice /stats member:@parlor"));
    assert!(parlor.contains("Ratings of Parlor:"), "{parlor}");
    assert!(rating_in(&parlor, "Checkers") > 1500.0, "{parlor}");
    assert!(parlor.contains("Checkers (easy): "), "{parlor}");
    let alice = texts(&local.ok("alice /stats"));
    assert!(rating_in(&alice, "Checkers") < 1500.0, "{alice}");
    let history = texts(&local.ok("alice /history game:checkers"));
    assert!(history.contains(": Parlor beat alice (resignation)."), "{history}");
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
    let (clean, report) = audit(&dir.path().join("parlor.db"));
    assert!(clean, "{report}");
}

/// The members a reply pings, as local mode's JSON lists them.
fn mentions(reply: &Value) -> Vec<String> {
    reply["mentions"]
        .as_array()
        .map(|m| m.iter().map(|n| n.as_str().unwrap().to_string()).collect())
        .unwrap_or_default()
}

#[test]
fn pings_name_the_challenged_the_seated_and_the_player_to_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "19");
    let open = local.ok("carol /play game:checkers");
    assert!(
        open.iter().all(|r| mentions(r).is_empty()),
        "an open challenge pings nobody"
    );
    local.ok("carol /decline");
    let challenge = local.ok("alice /play game:checkers opponent:@bob");
    assert_eq!(mentions(&challenge[0]), ["bob"], "{challenge:?}");
    let started = local.ok("bob /accept");
    assert_eq!(mentions(&started[0]), ["alice"], "the other player seated: {started:?}");
    let moved = local.ok("alice /move move:11-15");
    assert_eq!(mentions(&moved[0]), ["bob"], "the player to move: {moved:?}");
    let board = local.ok("carol /board");
    assert!(mentions(&board[0]).is_empty(), "showing the board pings nobody");
    local.ok("bob /resign");

    // Against Parlor, the reply to alice's move holds Parlor's answer and
    // pings nobody: alice is the one it answers.
    local.ok("alice /play game:checkers opponent:@parlor options:level:easy");
    let answered = local.ok("alice /move move:11-15");
    assert!(answered.iter().all(|r| mentions(r).is_empty()), "{answered:?}");
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
}

fn buttons(reply: &Value) -> Vec<String> {
    reply["buttons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn rematch_swaps_the_seats_starts_when_both_ask_and_checks_the_stake_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "19");
    local.ok("alice /play game:acey-ducey opponent:@bob options:stake:600");
    local.ok("bob /accept");
    let over = local.ok("alice /resign");
    assert!(buttons(&over[0]).contains(&"Rematch".to_string()), "{over:?}");

    let asked = local.ok("bob [Rematch]");
    let said = texts(&asked);
    assert!(
        said.contains("bob asks for a rematch of Acey Ducey: bob (Red) vs alice (Black), options stake:600."),
        "seats swapped, options kept: {said}"
    );
    assert_eq!(mentions(&asked[0]), ["alice"], "{asked:?}");
    assert_eq!(buttons(&asked[0]), ["Rematch", "Decline"]);
    let stranger = local.send("carol /rematch");
    assert_eq!(stranger[0]["ok"], false, "{stranger:?}");
    let again = local.send("bob /rematch");
    assert!(texts(&again).contains("waiting for alice"), "{again:?}");
    // alice lost 600 of her 1,000 chips: the stake is checked again at the start.
    let short = local.send("alice [Rematch]");
    assert_eq!(short[0]["ok"], false, "{short:?}");
    assert!(texts(&short).contains("600"), "{short:?}");
    local.ok("bob /decline");
    let nothing = local.send("alice /board");
    assert!(
        texts(&nothing).contains("There is no game in this channel"),
        "{nothing:?}"
    );

    // Without a stake: alice's /rematch replays her latest game here.
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");
    local.ok("bob /resign");
    local.ok("alice /rematch");
    let started = texts(&local.ok("bob /rematch"));
    assert!(
        started.contains("bob accepted the rematch. Checkers: bob (Black) vs alice (White)."),
        "{started}"
    );
    local.ok("bob /resign");

    // Against Parlor the rematch starts at once, at the same level.
    local.ok("alice /play game:line opponent:@parlor options:\"level:easy variant:scoring\"");
    local.ok("alice /resign");
    let replay = texts(&local.ok("alice [Rematch]"));
    assert!(
        replay.contains("alice asked for a rematch. Line: Parlor (White) vs alice (Black)."),
        "{replay}"
    );
    assert!(
        replay.contains("Parlor (White) played "),
        "Parlor opens at once: {replay}"
    );
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
}
