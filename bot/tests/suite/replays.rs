//! Issue 19: `/replay` and `parlor replay`, and turn reminders with `/notify`,
//! through `parlor local --json` on a real database.
//!
//! Every game of turns is played to its end (or resigned) by taking the first
//! legal move `/moves` lists, then replayed: the reply carries an animated GIF
//! with one frame per position and the move list as a file, and `parlor replay`
//! re-runs that file from its seed to exactly the final position the bot
//! stored — and says so when a move in it is changed.

use crate::pipes::{texts, Local};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The first legal move of whichever of `players` has one, played; `None` when
/// nobody has (the game is over).
fn play_first_move(local: &mut Local, players: &[&str]) -> Option<String> {
    for player in players {
        let replies = local.send(&format!("{player} /moves"));
        let Some(first) = replies
            .iter()
            .find_map(|r| r["moves"].as_array().and_then(|m| m.first()).and_then(Value::as_str))
            .map(str::to_string)
        else {
            continue;
        };
        let command = if first == "roll" {
            format!("{player} /roll")
        } else {
            format!("{player} /move move:\"{first}\"")
        };
        local.ok(&command);
        return Some(first);
    }
    None
}

/// The game's number in the newest `/history` line ("#12 Checkers, …").
fn latest_game_id(local: &mut Local) -> i64 {
    let history = texts(&local.ok("alice /history"));
    let line = history.lines().nth(1).unwrap_or_else(|| panic!("a game in {history}"));
    line.trim_start_matches('#')
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a game number in {line}"))
}

/// The files of `/replay id:N`, by name ending: (gif path, move-list path).
fn replay_files(local: &mut Local, id: i64) -> (String, PathBuf, PathBuf) {
    let replies = local.ok(&format!("carol /replay id:{id}"));
    let files = replies[0]["files"]
        .as_array()
        .unwrap_or_else(|| panic!("files in {replies:?}"));
    let path = |ending: &str| {
        files
            .iter()
            .find(|f| f["name"].as_str().unwrap().ends_with(ending))
            .and_then(|f| f["path"].as_str())
            .map(PathBuf::from)
    };
    let list = path(".pdn").or_else(|| path(".txt")).expect("a move list");
    (texts(&replies), path(".gif").expect("an animation"), list)
}

/// How many frames a GIF holds.
fn frames(gif_path: &Path) -> usize {
    let bytes = std::fs::read(gif_path).unwrap();
    let mut decoder = gif::DecodeOptions::new().read_info(bytes.as_slice()).unwrap();
    let mut count = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        count += 1;
    }
    count
}

fn parlor_replay(args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .arg("replay")
        .args(args)
        .output()
        .unwrap();
    let all = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), all)
}

/// Plays `game` between alice and bob to its end or `cap` actions (then
/// alice resigns); returns the actions logged (moves, rolls and a resignation).
fn play_out(local: &mut Local, game: &str, options: &str, cap: usize) -> usize {
    if game == "number-one" {
        // A lobby: bob joins, the host starts.
        local.ok("alice /play game:number-one");
        local.ok("bob /join");
        local.ok("alice /start");
    } else {
        local.ok(&format!("alice /play game:{game} opponent:@bob options:\"{options}\""));
        local.ok("bob /accept");
    }
    if game == "trespass" {
        local.ok("alice /secret number:3");
        local.ok("bob /secret number:4");
    }
    let mut actions = 0;
    while actions < cap {
        match play_first_move(local, &["alice", "bob"]) {
            Some(_) => actions += 1,
            None => return actions,
        }
    }
    let resigned = local.send("alice /resign");
    if resigned.iter().all(|r| r["ok"] == true) {
        actions += 1;
    }
    actions
}

#[test]
fn every_game_of_turns_replays_to_its_stored_end() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "1919");
    let games = [
        ("checkers", ""),
        ("hot-spot", ""),
        ("trespass", ""),
        ("number-one", ""),
        ("acey-ducey", ""),
        ("line", ""),
        ("line", "variant:scoring"),
    ];
    for (game, options) in games {
        let actions = play_out(&mut local, game, options, 40);
        let id = latest_game_id(&mut local);
        let (said, gif, list) = replay_files(&mut local, id);
        assert!(said.contains(&format!("Game #{id}, ")), "{said}");
        assert!(
            said.contains(&format!("{actions} action")),
            "{game}: {actions} actions in {said}"
        );
        assert_eq!(
            frames(&gif),
            actions + 1,
            "{game}: a frame per position, the start included"
        );
        let listed = std::fs::read_to_string(&list).unwrap();
        assert!(listed.contains(&format!("[Game \"{game}\"]")), "{listed}");
        assert!(listed.contains("[Seed \""), "{listed}");
        if game == "trespass" {
            // Hidden picks appear in the file only because the game is over.
            assert!(listed.contains("[Secret \""), "{listed}");
        }
        let (ok, out) = parlor_replay(&[list.to_str().unwrap()]);
        assert!(ok, "{game}: {out}");
        assert!(out.contains("the final position is the one recorded"), "{game}: {out}");
        let db = dir.path().join("parlor.db");
        let (ok, out) = parlor_replay(&["--db", db.to_str().unwrap(), "--id", &id.to_string()]);
        assert!(
            ok && out.contains("the one recorded"),
            "{game} from the database: {out}"
        );
    }
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
}

#[test]
fn a_checkers_replay_is_pdn_and_a_changed_move_is_caught() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "7");
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");
    for (who, mv) in [
        ("alice", "11-15"),
        ("bob", "23-19"),
        ("alice", "8-11"),
        ("bob", "22-17"),
    ] {
        local.ok(&format!("{who} /move move:{mv}"));
    }
    local.ok("bob /resign");
    let id = latest_game_id(&mut local);
    let (_, gif, pdn) = replay_files(&mut local, id);
    assert_eq!(frames(&gif), 6, "the start, four moves and the resignation");
    let listed = std::fs::read_to_string(&pdn).unwrap();
    assert!(listed.contains("[GameType \"21\"]"), "{listed}");
    assert!(
        listed.contains("[Black \"alice\"]") && listed.contains("[White \"bob\"]"),
        "{listed}"
    );
    assert!(
        listed.contains("1. 11-15 23-19 2. 8-11 22-17 {resign White} 1-0"),
        "{listed}"
    );
    let (ok, out) = parlor_replay(&[pdn.to_str().unwrap()]);
    assert!(ok, "{out}");
    // A different (legal) second move leads elsewhere: the check fails.
    let forged = dir.path().join("forged.pdn");
    std::fs::write(&forged, listed.replace("2. 8-11", "2. 9-13")).unwrap();
    let (ok, out) = parlor_replay(&[forged.to_str().unwrap()]);
    assert!(!ok, "{out}");
    assert!(out.contains("NOT the one recorded"), "{out}");
    // A move that is not legal there is named.
    let broken = dir.path().join("broken.pdn");
    std::fs::write(&broken, listed.replace("23-19", "23-14")).unwrap();
    let (ok, out) = parlor_replay(&[broken.to_str().unwrap()]);
    assert!(!ok && out.contains("23-14"), "{out}");
    local.finish();
}

#[test]
fn replay_refuses_games_in_play_unknown_numbers_and_other_servers_games() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "8");
    local.ok("alice /play game:trespass opponent:@bob");
    local.ok("bob /accept");
    local.ok("alice /secret number:5");
    let refused = local.send("carol /replay id:1");
    assert_eq!(refused[0]["ok"], false);
    assert!(
        texts(&refused).contains("Game #1 is still going; its replay is ready once it's over."),
        "{refused:?}"
    );
    assert!(refused[0].get("files").is_none(), "nothing of a game in play is sent");
    for (typed, says) in [
        ("99", "There is no game #99 in this server"),
        ("twelve", "\"twelve\" is not a game number"),
    ] {
        let refused = local.send(&format!("carol /replay id:{typed}"));
        assert_eq!(refused[0]["ok"], false);
        assert!(texts(&refused).contains(says), "{refused:?}");
    }
    local.finish();
}

#[test]
fn a_reminder_reaches_the_player_to_move_once_at_half_time_unless_they_said_notify_off() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "9");
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");
    // The turn timer is 24 hours: nothing at 11 hours, a DM to alice at 12.
    assert!(local.send(":advance 11h").is_empty());
    let reminded = local.send(":advance 1h");
    assert_eq!(reminded.len(), 1, "{reminded:?}");
    assert_eq!(reminded[0]["to"], "dm:alice");
    let said = texts(&reminded);
    assert!(said.contains("Your turn in the Checkers game"), "{said}");
    assert!(said.contains("/notify off"), "{said}");
    // Once a turn.
    assert!(local.send(":advance 1h").is_empty());

    // bob doesn't want them: his turn passes half time in silence.
    let off = local.ok("bob /notify off");
    assert_eq!(off[0]["to"], "ephemeral:bob");
    assert!(texts(&off).contains("Turn reminders are off"), "{off:?}");
    local.ok("alice /move move:11-15");
    local.ok(":restart");
    assert!(
        texts(&local.ok("bob /notify status")).contains("off"),
        "the choice survives a restart"
    );
    assert!(local.send(":advance 13h").is_empty());
    local.ok("bob /notify on");
    local.ok("bob /move move:23-19");
    let reminded = local.send(":advance 13h");
    assert_eq!(reminded.len(), 1, "{reminded:?}");
    assert_eq!(reminded[0]["to"], "dm:alice");
    local.finish();
}

#[test]
fn parlor_replay_refuses_what_is_no_game_record_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "no-game.txt",
            "[Seed \"1\"]\n[Players \"2\"]\n\n1. Green: d1\n",
            "the [Game \"…\"] tag is missing",
        ),
        (
            "chess.txt",
            "[Game \"chess\"]\n[Seed \"1\"]\n[Players \"2\"]\n",
            "no game is called chess",
        ),
        (
            "bad-seed.txt",
            "[Game \"checkers\"]\n[Seed \"x\"]\n[Players \"2\"]\n",
            "[Seed] is not a number: x",
        ),
        (
            "bad-line.txt",
            "[Game \"hot-spot\"]\n[Seed \"1\"]\n[Players \"2\"]\n\nGreen moves\n",
            "like `12. Green: d1-d2`",
        ),
    ];
    for (name, text, says) in cases {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        let (ok, out) = parlor_replay(&[path.to_str().unwrap()]);
        assert!(!ok, "{name}: {out}");
        assert!(out.contains(says), "{name}: {out}");
        assert_eq!(out.trim().lines().count(), 1, "{name}: one line: {out}");
    }
    let (ok, out) = parlor_replay(&["--db", dir.path().join("none.db").to_str().unwrap(), "--id", "3"]);
    assert!(!ok && out.contains("no database at"), "{out}");
}
