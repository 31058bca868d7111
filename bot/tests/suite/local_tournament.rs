//! Issue 31: tournaments run end to end through `parlor local --json`, each
//! format with an odd field — sign-ups (by command and by button), the start,
//! every game in a thread of its own (`general/1`, …), the next round paired
//! as soon as the last game of a round ends, a bye, a forfeit (a player who
//! never moves before the turn time runs out), a withdrawal with the game in
//! play resigned, a restart in the middle, the final standings with the winner
//! pinged, and the TRF-16 export — and the bad input refused in one line.

use crate::pipes::{last_of, texts, Local};
use serde_json::Value;

/// The `tournament` object of the last reply that carries one.
fn tournament(replies: &[Value]) -> Value {
    last_of(replies, "tournament").unwrap_or_else(|| panic!("no tournament object in {replies:#?}"))
}

fn show(local: &mut Local) -> Value {
    local.ok(":channel general");
    tournament(&local.ok("zed /tournament show"))
}

/// The boards of `round` (1-based) not yet decided: (first, second, thread).
fn open_boards(t: &Value, round: usize) -> Vec<(String, String, String)> {
    t["rounds"][round - 1]["pairings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["bye"] == false && p["result"].is_null())
        .map(|p| {
            (
                p["first"].as_str().unwrap().to_string(),
                p["second"].as_str().unwrap().to_string(),
                p["thread"]
                    .as_str()
                    .unwrap_or_else(|| panic!("a started board has a thread: {p}"))
                    .to_string(),
            )
        })
        .collect()
}

/// `who` types `command` in `thread`.
fn in_thread(local: &mut Local, thread: &str, who: &str, command: &str) -> Vec<Value> {
    local.ok(&format!(":channel {thread}"));
    local.ok(&format!("{who} {command}"))
}

fn refused(local: &mut Local, line: &str) -> String {
    let replies = local.send(line);
    assert_eq!(replies.len(), 1, "{line}: one line: {replies:#?}");
    assert_eq!(replies[0]["ok"], false, "{line}: {replies:#?}");
    replies[0]["text"].as_str().unwrap().to_string()
}

fn score(t: &Value, name: &str) -> f64 {
    t["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == name)
        .unwrap_or_else(|| panic!("{name} in {t}"))["score"]
        .as_f64()
        .unwrap()
}

#[test]
fn a_swiss_of_five_runs_to_its_winner_with_a_bye_a_forfeit_a_withdrawal_and_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "31");
    let made =
        local.ok(r#"alice /tournament create game:checkers format:swiss rounds:3 turn-time:1h name:"Autumn cup""#);
    let said = texts(&made);
    assert!(
        said.contains("Autumn cup") && said.contains("Swiss") && said.contains("3 rounds"),
        "{said}"
    );
    assert_eq!(made[0]["buttons"], serde_json::json!(["Join", "Leave"]));

    // Bad input, each one line and nothing changed.
    assert!(
        refused(&mut local, "bob /tournament create game:checkers format:swiss").contains("already has a tournament")
    );
    assert!(refused(&mut local, "bob /tournament start").contains("Only the organiser"));
    local.ok(":channel other");
    assert!(
        refused(&mut local, "bob /tournament create game:crown-and-anchor format:swiss")
            .contains("not a tournament game")
    );
    assert!(refused(&mut local, "bob /tournament create game:checkers format:ladder").contains("not a format"));
    assert!(refused(
        &mut local,
        "bob /tournament create game:checkers format:swiss double:yes"
    )
    .contains("round robin"));
    assert!(refused(
        &mut local,
        "bob /tournament create game:checkers format:knockout rounds:3"
    )
    .contains("Swiss"));
    assert!(refused(
        &mut local,
        "bob /tournament create game:checkers format:swiss turn-time:5s"
    )
    .contains("turn-time"));
    assert!(refused(
        &mut local,
        "bob /tournament create game:acey-ducey format:swiss options:stake:10"
    )
    .contains("stake"));
    local.ok(":channel general");

    for player in ["alice", "bob", "carol", "dave"] {
        let joined = local.ok(&format!("{player} /tournament join"));
        assert!(texts(&joined).contains("joined Autumn cup"), "{joined:?}");
    }
    assert!(refused(&mut local, "bob /tournament join").contains("already in"));
    local.ok("erin [Join]");
    assert!(refused(&mut local, "alice /tournament pairings").contains("not started"));

    // Round 1: top half against bottom half, the fifth has the bye.
    let started = local.ok("alice /tournament start");
    assert!(refused(&mut local, "zed /tournament join").contains("already started"));
    assert!(refused(&mut local, "bob /tournament kick member:carol").contains("Only the organiser"));
    assert!(refused(&mut local, "bob /tournament cancel").contains("Only the organiser"));
    assert!(refused(&mut local, "bob /tournament adjudicate game:1 result:first").contains("Only the organiser"));
    assert!(refused(&mut local, "alice /tournament adjudicate game:999 result:first").contains("not a game of this"));
    assert!(refused(&mut local, "alice /tournament pairings round:4").contains("no round 4"));
    let t = tournament(&started);
    assert_eq!(t["status"], "running");
    assert_eq!(t["round"], 1);
    assert_eq!(t["rounds"].as_array().unwrap().len(), 3);
    let round1 = t["rounds"][0]["pairings"].as_array().unwrap().clone();
    assert_eq!(round1.len(), 3, "{round1:?}");
    let bye: Vec<&Value> = round1.iter().filter(|p| p["bye"] == true).collect();
    assert_eq!(bye.len(), 1);
    assert_eq!(bye[0]["first_start"], 5, "the lowest seed has the bye");
    let mut starts: Vec<(u64, u64)> = round1
        .iter()
        .filter(|p| p["bye"] == false)
        .map(|p| {
            let (a, b) = (p["first_start"].as_u64().unwrap(), p["second_start"].as_u64().unwrap());
            (a.min(b), a.max(b))
        })
        .collect();
    starts.sort();
    assert_eq!(starts, [(1, 3), (2, 4)], "top half against bottom half");
    assert!(
        started.iter().any(|r| r["channel"] == "general/1"),
        "each game in a thread: {started:#?}"
    );
    let opening = started.iter().find(|r| r["channel"] == "general/1").unwrap();
    assert_eq!(opening["mentions"].as_array().unwrap().len(), 2, "both players pinged");

    // Every game of round 1 won by its first player (the second resigns):
    // the last one ends the round and round 2 is paired at once.
    let t = show(&mut local);
    let boards = open_boards(&t, 1);
    assert_eq!(boards.len(), 2);
    let mut last = Vec::new();
    for (_, second, thread) in &boards {
        last = in_thread(&mut local, thread, second, "/resign");
    }
    let said = texts(&last);
    assert!(
        said.contains("round 2 of 3"),
        "the next round is announced at once: {said}"
    );

    // A restart in the middle of round 2.
    assert!(local.send(":restart").is_empty());
    let t = show(&mut local);
    assert_eq!(t["round"], 2);
    let round2 = open_boards(&t, 2);
    assert_eq!(round2.len(), 2);

    // Round 2: one game resigned; in the other the player to move never moves
    // and loses by forfeit when the turn time runs out.
    let (first, second, thread) = round2[0].clone();
    local.ok(&format!(":channel {thread}"));
    assert!(refused(&mut local, &format!("{first} /end")).contains("tournament game ends by play"));
    in_thread(&mut local, &thread, &first, "/resign");
    let (late, waiting, _) = round2[1].clone();
    local.ok(":channel general");
    let fired = local.ok(":advance 61m");
    let said = texts(&fired);
    assert!(said.contains("never moved") && said.contains("by forfeit"), "{said}");
    assert!(said.contains("round 3 of 3"), "{said}");
    let t = show(&mut local);
    let forfeit = t["rounds"][1]["pairings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["first"] == late.as_str())
        .unwrap()
        .clone();
    assert_eq!(forfeit["result"], "forfeit-second", "{forfeit}");
    let _ = (second, waiting);

    // Round 3: a player withdraws with their game in play (it is resigned for
    // them); the other game is drawn; the tournament ends.
    let round3 = open_boards(&t, 3);
    let (quitter, stays, _) = round3[0].clone();
    let left = local.ok(&format!("{quitter} /tournament leave"));
    assert!(texts(&left).contains("left the tournament"), "{left:?}");
    let (a, b, thread) = round3[1].clone();
    in_thread(&mut local, &thread, &a, "/draw");
    let end = in_thread(&mut local, &thread, &b, "/draw");
    let said = texts(&end);
    assert!(said.contains("Autumn cup** is over"), "{said}");
    // The standings, then the badges the end earned (issue 32).
    let last = end
        .iter()
        .find(|r| texts(std::slice::from_ref(r)).contains("is over"))
        .unwrap();
    assert_eq!(last["mentions"].as_array().unwrap().len(), 1, "the winner pinged");

    let t = tournament(&local.ok("zed /tournament standings id:1"));
    assert_eq!(t["status"], "finished");
    let players = t["players"].as_array().unwrap();
    let total: f64 = players.iter().map(|p| p["score"].as_f64().unwrap()).sum();
    // Round 1: 2 games and a bye; round 2: 2 games and a bye; round 3: 2 games
    // (one withdrawn player, so 4 paired and one bye): 3 points a round.
    assert_eq!(total, 9.0, "{t}");
    assert!(players
        .iter()
        .any(|p| p["withdrawn"] == true && p["name"] == quitter.as_str()));
    assert!(score(&t, &stays) >= 1.0, "the withdrawn player's opponent scored: {t}");
    let names: Vec<&str> = players[0]["tiebreaks"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    for tiebreak in ["buchholz-cut-1", "buchholz", "sonneborn-berger", "wins"] {
        assert!(names.contains(&tiebreak), "{names:?}");
    }
    assert_eq!(t["winner"], players[0]["name"]);
    assert_eq!(players.iter().map(|p| p["byes"].as_u64().unwrap()).sum::<u64>(), 3);

    // Its games count like any other: in /history and the ratings.
    local.ok(":channel general");
    let history = texts(&local.ok("zed /history"));
    assert!(history.matches("Checkers").count() >= 6, "{history}");
    let stats = texts(&local.ok(&format!(
        "zed /stats member:{} game:checkers",
        t["winner"].as_str().unwrap()
    )));
    assert!(stats.contains("Checkers"), "{stats}");

    let export = local.ok("alice /tournament export");
    let file = &export[0]["files"][0];
    assert!(file["name"].as_str().unwrap().ends_with(".trf"));
    let trf = std::fs::read_to_string(file["path"].as_str().unwrap()).unwrap();
    assert!(trf.lines().any(|l| l.starts_with("012 Autumn cup")), "{trf}");
    assert_eq!(trf.lines().filter(|l| l.starts_with("001")).count(), 5, "{trf}");

    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
}

#[test]
fn a_round_robin_of_three_and_a_knockout_with_a_replayed_draw_run_to_their_ends() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "31");
    local.ok("alice /tournament create game:hot-spot format:round-robin max-players:3");
    assert!(refused(&mut local, "alice /tournament start").contains("at least 3 players"));
    for player in ["alice", "bob", "carol"] {
        local.ok(&format!("{player} /tournament join"));
    }
    assert!(refused(&mut local, "dave /tournament join").contains("is full"));
    let t = tournament(&local.ok("alice /tournament start"));
    assert_eq!(
        t["rounds"].as_array().unwrap().len(),
        3,
        "three players: three rounds, one bye each"
    );
    for round in 1..=3 {
        let t = show(&mut local);
        let boards = open_boards(&t, round);
        assert_eq!(boards.len(), 1, "round {round}: {t}");
        let (first, _, thread) = &boards[0];
        in_thread(&mut local, thread, first, "/resign");
    }
    let t = show(&mut local);
    assert_eq!(t["status"], "finished");
    for p in t["players"].as_array().unwrap() {
        assert_eq!(p["byes"], 1, "{p}");
        assert!(p["tiebreaks"].as_object().unwrap().contains_key("sonneborn-berger"));
    }
    let standings = local.ok("alice /tournament standings");
    assert!(standings[0]["image"].is_string(), "a picture: {standings:?}");

    // A knockout of three: the top seed has a first-round bye; the other game
    // is drawn and replayed with colours swapped.
    local.ok(":channel cups");
    local.ok("alice /tournament create game:checkers format:knockout");
    for player in ["dave", "erin", "fay"] {
        local.ok(&format!("{player} /tournament join"));
    }
    let t = tournament(&local.ok("alice /tournament start"));
    let round1 = t["rounds"][0]["pairings"].as_array().unwrap();
    assert!(round1.iter().any(|p| p["bye"] == true && p["first_start"] == 1), "{t}");
    let t = tournament(&{
        local.ok(":channel cups");
        local.ok("zed /tournament show")
    });
    let boards = open_boards(&t, 1);
    let (a, b, thread) = boards[0].clone();
    in_thread(&mut local, &thread, &a, "/draw");
    let drawn = in_thread(&mut local, &thread, &b, "/draw");
    assert!(texts(&drawn).contains("played again"), "{drawn:?}");
    local.ok(":channel cups");
    let t = tournament(&local.ok("zed /tournament show"));
    let replay = open_boards(&t, 1);
    assert_eq!(replay.len(), 1);
    assert_eq!(
        (replay[0].0.as_str(), replay[0].1.as_str()),
        (b.as_str(), a.as_str()),
        "colours swapped"
    );
    in_thread(&mut local, &replay[0].2, &a, "/resign");
    local.ok(":channel cups");
    let t = tournament(&local.ok("zed /tournament show"));
    assert_eq!(t["round"], 2, "the final is paired: {t}");
    let (first, _, thread) = open_boards(&t, 2)[0].clone();
    in_thread(&mut local, &thread, &first, "/resign");
    local.ok(":channel cups");
    let t = tournament(&local.ok("zed /tournament show"));
    assert_eq!(t["status"], "finished");
    assert_eq!(t["players"][0]["rank"], 1);
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
}

#[test]
fn a_trespass_player_who_never_picks_loses_by_forfeit_when_the_turn_time_runs_out() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "31");
    local.ok("alice /tournament create game:trespass format:knockout turn-time:1h");
    local.ok("alice /tournament join");
    local.ok("bob /tournament join");
    let started = local.ok("alice /tournament start");
    assert!(
        started
            .iter()
            .filter(|r| r["to"].as_str().is_some_and(|to| to.starts_with("dm:")))
            .count()
            == 2,
        "both players are asked for their secret number by DM: {started:#?}"
    );
    in_thread(&mut local, "general/1", "alice", "/secret number:3");
    local.ok(":channel general");
    let fired = texts(&local.ok(":advance 61m"));
    assert!(
        fired.contains("bob (Blue) never moved: alice (Red) wins by forfeit."),
        "{fired}"
    );
    assert!(fired.contains("alice wins, with a score of 1!"), "{fired}");
    let t = show(&mut local);
    assert_eq!(t["status"], "finished");
    assert_eq!(t["rounds"][0]["pairings"][0]["result"], "forfeit-first");
    local.finish();
}
