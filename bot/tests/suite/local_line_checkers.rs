//! The Line game (basic, progress and scoring) and checkers through `parlor local
//! --json`, played to the end by a program on the other side of the pipes: a
//! `:restart` in the middle changes nothing, the scoring variant's reclaim is a
//! free action the player not to move may take and never a compulsory one (a
//! blocked scorer may `pass`), checkers' compulsory capture is named when refused
//! and multi-jumps are logged with their full path, and every refusal is one
//! short line.

use crate::pipes::{last_view, moves, text, Local};
use serde_json::Value;

/// Challenger first: alice is seat 1 (White in Line, Black in checkers).
const PLAYERS: [&str; 2] = ["alice", "bob"];

/// Sends a line that must be refused, and returns the refusal: a single reply of
/// one line, short enough to read at a glance.
fn refused(local: &mut Local, line: &str) -> String {
    let replies = local.send(line);
    assert_eq!(replies.len(), 1, "{line}: one reply: {replies:#?}");
    assert_eq!(replies[0]["ok"], false, "{line} is refused: {replies:#?}");
    let said = text(&replies[0]).to_string();
    assert!(
        !said.contains('\n') && said.len() < 200,
        "{line}: a refusal is one short line: {said:?}"
    );
    said
}

/// Starts `game` between alice and bob with `options`; returns the first view.
fn start(local: &mut Local, game: &str, options: &str) -> Value {
    let options = if options.is_empty() {
        String::new()
    } else {
        format!(" options:\"{options}\"")
    };
    local.ok(&format!("alice /play game:{game} opponent:@bob{options}"));
    let view = last_view(&local.ok("bob [Accept]"));
    assert_eq!(view["to_act"], 0, "the challenger moves first: {view}");
    view
}

/// The process goes away and comes back: the board is the same before and after.
fn restart(local: &mut Local) {
    let before = last_view(&local.ok("alice /board"));
    assert!(local.send(":restart").is_empty());
    let after = last_view(&local.ok("alice /board"));
    assert_eq!(before, after, "a restart changes nothing on the board");
}

/// Plays until the game ends: the player to act lists their moves and plays the
/// one `choose` picks (given the turn number), typed as `type_as` writes it;
/// `:restart` before turn `restart_at`. Returns the final view and the turns played.
fn play_out(
    local: &mut Local,
    mut view: Value,
    restart_at: usize,
    choose: impl Fn(usize, &[String]) -> usize,
    type_as: impl Fn(&str, &[String]) -> String,
) -> (Value, usize) {
    for turn in 0..3000 {
        let Some(seat) = view["to_act"].as_u64() else {
            assert_ne!(view["outcome"]["result"], "ongoing", "{view}");
            return (view, turn);
        };
        if turn == restart_at {
            restart(local);
        }
        let player = PLAYERS[seat as usize];
        let listed = moves(local, player);
        assert!(!listed.is_empty(), "the player to act has a move: {view}");
        let choice = &listed[choose(turn, &listed)];
        let typed = type_as(choice, &listed);
        let replies = local.ok(&format!("{player} /move move:\"{typed}\""));
        let said = text(&replies[0]);
        assert!(
            said.contains(&format!("played {choice}.")),
            "{typed} is logged as {choice}: {said}"
        );
        view = last_view(&replies);
    }
    panic!("the game did not end in 3000 turns");
}

/// The moves spread over the list as local_games.rs does.
fn spread(turn: usize, listed: &[String]) -> usize {
    (turn * 5 + 3) % listed.len()
}

fn as_listed(choice: &str, _: &[String]) -> String {
    choice.to_string()
}

/// A Line game of `options` to the end, with a restart at turn 30.
fn line_game(options: &str) -> (Value, usize, Vec<Value>) {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "3");
    let view = start(&mut local, "line", options);
    assert_eq!(view["hands"], serde_json::json!([9, 9]), "nine balls each in hand");
    let (end, turns) = play_out(&mut local, view, 30, spread, as_listed);
    assert!(turns > 30, "the game ran past the restart ({turns} turns)");
    let done = refused(&mut local, "alice /move move:d2");
    assert!(done.contains("over") || done.contains("no game"), "{done}");
    let (seen, logs) = local.finish();
    assert!(!logs.contains("ERROR"), "{logs}");
    (end, turns, seen)
}

/// The last channel message: the one that ended the game.
/// The last thing said in the channel, the badges the game's end earned
/// (issue 32) left aside.
fn last_word(seen: &[Value]) -> String {
    let last = seen
        .iter()
        .rev()
        .find(|r| r["to"] == "channel" && r["ok"] == true && !text(r).starts_with("🏅 "))
        .unwrap();
    text(last).to_string()
}

#[test]
fn a_basic_line_game_is_played_to_the_end() {
    let (end, turns, seen) = line_game("variant:basic");
    assert_eq!(end["variant"], "basic");
    let said = last_word(&seen);
    let nine = end["confiscated"].as_array().unwrap().iter().any(|c| c == 9);
    match end["outcome"]["result"].as_str() {
        Some("won") => assert!(nine, "a basic game is won by confiscating all nine: {end}"),
        Some("draw") => assert!(
            end["quiet_moves"] == 100 || said.contains("neither can place or roll"),
            "a basic game is drawn by the safeguard or a block: {said}"
        ),
        other => panic!("no outcome: {other:?} {end}"),
    }
    assert!(said.contains("Game over"), "{said}");
    assert!(turns < 3000);
}

#[test]
fn a_progress_line_game_is_played_to_the_end() {
    let (end, _, seen) = line_game("progress");
    assert_eq!(end["variant"], "progress");
    let panels = end["panels"].as_array().unwrap();
    assert!(
        panels.iter().any(|p| !p.as_array().unwrap().is_empty()),
        "lines went into a score panel: {end}"
    );
    for panel in panels {
        let mut lines: Vec<u64> = panel.as_array().unwrap().iter().map(|l| l.as_u64().unwrap()).collect();
        let recorded = lines.len();
        lines.sort();
        lines.dedup();
        assert_eq!(lines.len(), recorded, "each line is recorded once per player: {end}");
    }
    let lines = |seat: usize| panels[seat].as_array().unwrap().len();
    match end["outcome"]["result"].as_str() {
        Some("won") if end["quiet_moves"] == 100 => {
            let winner = end["outcome"]["seat"].as_u64().unwrap() as usize;
            assert!(
                lines(winner) > lines(1 - winner),
                "the safeguard gives it to more lines: {end}"
            );
        }
        Some("won") => assert!(end["confiscated"].as_array().unwrap().iter().any(|c| c == 9), "{end}"),
        Some("draw") => {}
        other => panic!("no outcome: {other:?} {end}"),
    }
    assert!(last_word(&seen).contains("Game over"));
}

#[test]
fn a_scoring_line_game_is_played_to_the_target() {
    let (end, _, seen) = line_game("variant:scoring target:4");
    assert_eq!(end["variant"], "scoring");
    assert_eq!(end["target"], 4);
    let said = last_word(&seen);
    if end["outcome"]["result"] == "won" && end["quiet_moves"] != 100 {
        let winner = end["outcome"]["seat"].as_u64().unwrap() as usize;
        assert!(end["points"][winner].as_u64().unwrap() >= 4, "{end}");
    }
    assert_ne!(end["outcome"]["result"], "ongoing", "{said}");
    assert!(said.contains("Game over"), "{said}");
}

#[test]
fn in_scoring_the_player_not_to_move_may_reclaim_without_taking_a_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "4");
    let mut view = start(&mut local, "line", "variant:scoring target:16");
    let waiting = refused(&mut local, "bob /move move:\"reclaim 1\"");
    assert!(waiting.contains("confiscated"), "nothing to reclaim yet: {waiting}");
    let mut reclaimed = false;
    for turn in 0..600 {
        let Some(seat) = view["to_act"].as_u64() else { break };
        let other = 1 - seat as usize;
        let (points, lost) = (
            view["points"][other].as_u64().unwrap(),
            view["confiscated"][other].as_u64().unwrap(),
        );
        if points > 0 && lost > 0 {
            let who = PLAYERS[other];
            let offered = moves(&mut local, who);
            let expected: Vec<String> = (1..=points.min(lost)).map(|n| format!("reclaim {n}")).collect();
            assert_eq!(offered, expected, "out of turn, {who} may only reclaim: {view}");
            let too_many = refused(&mut local, &format!("{who} /move move:\"reclaim {}\"", lost + 1));
            assert!(too_many.contains("confiscated"), "{too_many}");
            let place = refused(&mut local, &format!("{who} /move move:d2"));
            assert!(place.contains("turn"), "{place}");
            let replies = local.ok(&format!("{who} /move move:\"reclaim 1\""));
            assert!(text(&replies[0]).contains("played reclaim 1."), "{}", text(&replies[0]));
            let after = last_view(&replies);
            assert_eq!(
                after["to_act"], view["to_act"],
                "a reclaim does not change whose turn it is"
            );
            assert_eq!(after["moves"], view["moves"], "nor count as a move");
            assert_eq!(after["points"][other], points - 1, "it costs a point");
            assert_eq!(after["confiscated"][other], lost - 1);
            assert_eq!(
                after["hands"][other],
                view["hands"][other].as_u64().unwrap() + 1,
                "the ball is back in hand"
            );
            assert_eq!(after["balls"], view["balls"]);
            view = after;
            reclaimed = true;
            break;
        }
        let player = PLAYERS[seat as usize];
        let listed = moves(&mut local, player);
        // Placements and rolls only: the scorer keeps its points for later.
        let plays: Vec<String> = listed.into_iter().filter(|m| !m.starts_with("reclaim")).collect();
        let choice = &plays[spread(turn, &plays)];
        view = last_view(&local.ok(&format!("{player} /move move:\"{choice}\"")));
    }
    assert!(
        reclaimed,
        "the player not to move never had a point and a lost ball: {view}"
    );
    // The player to move carries on as if nothing happened.
    let seat = view["to_act"].as_u64().unwrap() as usize;
    let listed = moves(&mut local, PLAYERS[seat]);
    let first = listed.iter().find(|m| !m.starts_with("reclaim")).unwrap();
    let next = last_view(&local.ok(&format!("{} /move move:\"{first}\"", PLAYERS[seat])));
    assert_eq!(next["moves"], view["moves"].as_u64().unwrap() + 1);
    let (_, logs) = local.finish();
    assert!(!logs.contains("ERROR"), "{logs}");
}

/// A scoring game, White and Black in turn, after which Black has no ball in hand,
/// three confiscated, one point (line 16, green) and no roll: every spot next to
/// its balls is taken. Found by a seeded search of random games; it plays as is.
const BLACK_BLOCKED_WITH_A_POINT: [&str; 21] = [
    "d3", "e3", "d6", "b4", "d7", "g1", "d5 xb4", "c3", "f2", "b6", "e5", "f6", "c5 xb6", "g7", "d1", "e4", "d2 xc3",
    "e4-f4", "e5-e4", "g4", "d5-e5",
];

/// Rulings (line-game.md, scoring): "Reclaiming is never compulsory: a player with
/// no legal placement or roll is passed even while holding points, unless they
/// choose to reclaim first (and then may place the reclaimed ball as their turn)."
#[test]
fn in_scoring_a_blocked_player_holding_points_may_pass() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "9");
    let mut view = start(&mut local, "line", "variant:scoring target:16");
    let mut said = String::new();
    for (ply, notation) in BLACK_BLOCKED_WITH_A_POINT.iter().enumerate() {
        let replies = local.ok(&format!("{} /move move:\"{notation}\"", PLAYERS[ply % 2]));
        said = text(&replies[0]).to_string();
        view = last_view(&replies);
    }
    assert_eq!(view["to_act"], 1, "{view}");
    assert_eq!(
        (&view["hands"][1], &view["confiscated"][1], &view["points"][1]),
        (&serde_json::json!(0), &serde_json::json!(3), &serde_json::json!(1)),
        "{view}"
    );
    // Black is offered the choice: pass, or reclaim (and then place).
    assert_eq!(moves(&mut local, "bob"), ["pass", "reclaim 1"]);
    assert_eq!(view["may_pass"], true, "{view}");
    // The turn line reads as a sentence after the player's name.
    assert!(
        said.ends_with(
            "bob (Black), your turn: pass or reclaim a ball (reclaim 1) and place it, having nothing to place or roll."
        ),
        "{said}"
    );
    let early = refused(&mut local, "alice /move move:pass");
    assert!(early.contains("turn"), "{early}");

    let replies = local.ok("bob /move move:pass");
    let said = text(&replies[0]);
    assert!(said.contains("bob (Black) played pass."), "{said}");
    assert!(
        said.contains("Black cannot place or roll and passes; White moves again."),
        "{said}"
    );
    let after = last_view(&replies);
    assert_eq!(after["to_act"], 0, "White moves again: {after}");
    assert_eq!(after["points"][1], 1, "Black keeps the point: {after}");
    assert_eq!(after["confiscated"][1], 3, "{after}");
    assert_eq!(after["balls"], view["balls"], "nothing moved");
    assert_eq!(after["moves"], view["moves"], "a pass is not a placement or roll");
    assert_eq!(after["passes"], 1, "{after}");
    assert_eq!(after["outcome"]["result"], "ongoing");
    // White can roll, so White may not pass.
    let cannot = refused(&mut local, "alice /move move:pass");
    assert!(cannot.contains("you cannot pass"), "{cannot}");
    assert!(moves(&mut local, "alice").iter().all(|m| m != "pass"));
    let (_, logs) = local.finish();
    assert!(!logs.contains("ERROR"), "{logs}");
}

#[test]
fn a_reclaim_in_the_basic_game_is_refused_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "5");
    start(&mut local, "line", "");
    for who in PLAYERS {
        let said = refused(&mut local, &format!("{who} /move move:\"reclaim 1\""));
        assert!(said.contains("scoring"), "{said}");
    }
    assert!(moves(&mut local, "alice").iter().all(|m| !m.starts_with("reclaim")));
    let (_, logs) = local.finish();
    assert!(!logs.contains("ERROR"), "{logs}");
}

/// Whether `notation` is a capture of two pieces or more: `15x24x31`.
fn is_multi_jump(notation: &str) -> bool {
    notation.matches('x').count() >= 2
}

/// Every word of `text` that is a multi-jump.
fn multi_jumps(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_ascii_digit() || c == 'x'))
        .filter(|w| {
            is_multi_jump(w)
                && w.split('x')
                    .all(|s| s.parse::<u8>().is_ok_and(|n| (1..=32).contains(&n)))
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn a_checkers_game_is_played_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "6");
    start(&mut local, "checkers", "");
    local.ok("alice /move move:11-15");
    let view = last_view(&local.ok("bob /move move:22-18"));
    assert_eq!(view["must_capture"], serde_json::json!([15]), "{view}");
    let compulsory = refused(&mut local, "alice /move move:9-13");
    assert!(
        compulsory.contains("capture") && compulsory.contains("15x22"),
        "the refusal names the capture: {compulsory}"
    );
    assert_eq!(moves(&mut local, "alice"), ["15x22"], "only the capture is listed");
    let view = last_view(&local.ok("alice /move move:15x22"));

    // Multi-jumps first when there are any; typed short (first and last square)
    // when only one capture fits, so the log shows the full path the engine found.
    let prefer_jumps = |turn: usize, listed: &[String]| {
        let jumps: Vec<usize> = (0..listed.len()).filter(|&i| is_multi_jump(&listed[i])).collect();
        if jumps.is_empty() {
            spread(turn, listed)
        } else {
            jumps[turn % jumps.len()]
        }
    };
    let typed_short = std::cell::Cell::new(0);
    let short = |choice: &str, listed: &[String]| {
        let ends = |m: &str| {
            let squares: Vec<&str> = m.split(['x', '-']).collect();
            (squares[0].to_string(), squares[squares.len() - 1].to_string())
        };
        let (first, last) = ends(choice);
        let fitting = listed
            .iter()
            .filter(|m| m.contains('x') && ends(m) == (first.clone(), last.clone()));
        if is_multi_jump(choice) && fitting.count() == 1 {
            typed_short.set(typed_short.get() + 1);
            format!("{first}x{last}")
        } else {
            choice.to_string()
        }
    };
    let (end, turns) = play_out(&mut local, view, 20, prefer_jumps, short);
    assert!(turns > 20, "the game ran past the restart ({turns} turns)");
    let (seen, logs) = local.finish();
    assert!(!logs.contains("ERROR"), "{logs}");

    let said = last_word(&seen);
    match end["outcome"]["result"].as_str() {
        Some("won") => {
            let loser = 1 - end["outcome"]["seat"].as_u64().unwrap();
            assert_eq!(end["to_move"], loser, "the side left to move lost: {end}");
            assert!(
                said.contains("has no legal move") || said.contains("has no pieces left"),
                "{said}"
            );
        }
        Some("draw") => assert!(said.contains("Draw:"), "a rules draw: {said}"),
        other => panic!("no outcome: {other:?} {end}"),
    }
    let logged: Vec<String> = seen
        .iter()
        .filter(|r| r["to"] == "channel" && r["ok"] == true)
        .flat_map(|r| multi_jumps(text(r)))
        .collect();
    assert!(!logged.is_empty(), "a multi-jump was played and logged in full");
    assert!(typed_short.get() > 0, "a multi-jump was typed short and logged in full");
}

#[test]
fn refusals_are_one_short_line() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "7");
    for bad in [
        "alice /play game:line opponent:@bob options:\"target:4\"",
        "alice /play game:line opponent:@bob options:\"variant:scoring target:40\"",
        "alice /play game:line opponent:@bob options:\"variant:chess\"",
        "alice /play game:checkers opponent:@bob options:\"flying-kings\"",
    ] {
        refused(&mut local, bad);
    }
    start(&mut local, "line", "variant:scoring target:4");
    for bad in [
        "alice /move move:z9",
        "alice /move move:\"d2-d3\"",
        "alice /move move:\"d2 xa1\"",
        "alice /move move:\"reclaim 0\"",
        "alice /move move:pass",
        "bob /move move:d2",
        "alice /move move:\"a1-b2-c3-d4-e5-f6-g7-a1-b2-c3-d4-e5-f6-g7\"",
    ] {
        refused(&mut local, bad);
    }
    local.ok("alice /move move:d2");
    refused(&mut local, "bob /move move:d2");
    local.ok("alice /resign");
    start(&mut local, "checkers", "");
    for bad in [
        "alice /move move:11-18",
        "alice /move move:1-5",
        "alice /move move:33-29",
        "alice /move move:11x18",
        "alice /move move:22-18",
        "alice /move move:\"11-15-19\"",
        "bob /move move:22-18",
    ] {
        refused(&mut local, bad);
    }
    let (_, logs) = local.finish();
    assert!(!logs.contains("ERROR"), "{logs}");
}

#[test]
fn the_rules_of_line_and_checkers_name_their_notation() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "8");
    let line = local.ok("alice /rules game:line");
    let said = text(&line[0]);
    for word in [
        "d2-d3",
        "xa1",
        "variant",
        "progress",
        "scoring",
        "target:N",
        "reclaim 2",
        "100",
    ] {
        assert!(said.contains(word), "/rules game:line tells about {word}: {said}");
    }
    let checkers = local.ok("alice /rules game:checkers");
    let said = text(&checkers[0]);
    for word in ["11-15", "15x24x31", "compulsory", "40 moves"] {
        assert!(said.contains(word), "/rules game:checkers tells about {word}: {said}");
    }
    local.finish();
}
