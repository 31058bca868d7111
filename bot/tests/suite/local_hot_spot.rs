//! A whole Hot Spot game through `parlor local --json`, driven through pipes the way
//! another program would: challenge, accept by button, placement, play to a result,
//! with refusals on the way and a `:restart` that changes nothing.

use crate::pipes::{only, Local};
use serde_json::Value;
use std::path::Path;
use std::process::Command;

const SEED: &str = "11";
const PLAYERS: [&str; 2] = ["alice", "bob"];

/// A move's one reply, followed at the game's end by the announcements of
/// the badges it earned (issue 32) and nothing else.
fn moved(replies: &[Value]) -> &Value {
    let (reply, badges) = replies.split_first().expect("a reply");
    for badge in badges {
        assert!(
            reply["view"]["outcome"]["result"] != "ongoing" && badge["text"].as_str().unwrap().starts_with("🏅 "),
            "expected one reply: {replies:#?}"
        );
    }
    reply
}

fn refused(replies: &[Value], to: &str, words: &str) {
    let reply = only(replies);
    assert_eq!(reply["ok"], false, "{reply}");
    assert_eq!(reply["to"], format!("ephemeral:{to}"), "{reply}");
    let text = reply["text"].as_str().unwrap();
    assert!(text.contains(words), "refusal {text:?} should mention {words:?}");
    assert!(
        !text.contains('\n') && text.len() < 200,
        "refusals are one short line: {text:?}"
    );
}

fn mover(view: &Value) -> Option<usize> {
    view["to_act"].as_u64().map(|s| s as usize)
}

/// A square of the mover's home row with a live piece, and the square its move
/// along that full row would land on (passing through its neighbours).
fn blocked_move(view: &Value, seat: usize) -> String {
    let rank = if seat == 0 { '1' } else { '8' };
    for piece in view["board"].as_array().unwrap() {
        let square = piece["square"].as_str().unwrap();
        let (file, r) = (square.as_bytes()[0], square.chars().nth(1).unwrap());
        let spots = piece["spots"].as_u64().unwrap() as u8;
        if r == rank && piece["owner"] == seat && piece["captured"] == false && spots >= 2 && file + spots <= b'h' {
            let between = (file + 1) as char;
            let occupied = view["board"]
                .as_array()
                .unwrap()
                .iter()
                .any(|p| p["square"] == format!("{between}{rank}"));
            if occupied {
                return format!("{square}-{}{rank}", (file + spots) as char);
            }
        }
    }
    panic!("no blocked move on the home row in {view}")
}

/// Two exchanges for the mover: two live pieces and reserve pieces of other values.
fn double_exchange(view: &Value, seat: usize) -> String {
    let mut reserve: Vec<u64> = view["reserves"][seat]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    let mut pairs = Vec::new();
    for piece in view["board"].as_array().unwrap() {
        if piece["owner"] != seat || piece["captured"] == true {
            continue;
        }
        let spots = piece["spots"].as_u64().unwrap();
        if let Some(i) = reserve.iter().position(|&r| r != spots) {
            pairs.push(format!("{}={}", piece["square"].as_str().unwrap(), reserve.remove(i)));
        }
        if pairs.len() == 2 {
            return pairs.join(" ");
        }
    }
    panic!("no double exchange in {view}")
}

/// Plays the game from its current position to its end, choosing among the legal
/// moves with a fixed stride so the game is the same every run.
fn play_to_the_end(local: &mut Local, mut view: Value, mut turn: usize, restart_at: Option<usize>) -> Value {
    while let Some(seat) = mover(&view) {
        turn += 1;
        assert!(turn < 1000, "the game should end");
        if Some(turn) == restart_at {
            assert!(local.send(":restart").is_empty());
        }
        let player = PLAYERS[seat];
        let moves = local.send(&format!("{player} /moves"));
        let listed: Vec<String> = only(&moves)["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().to_string())
            .collect();
        assert!(!listed.is_empty());
        let choice = &listed[(turn * 7) % listed.len()];
        let replies = local.send(&format!("{player} /move move:\"{choice}\""));
        let reply = moved(&replies);
        assert_eq!(reply["ok"], true, "a listed move is accepted: {reply}");
        assert_eq!(reply["to"], "channel");
        assert!(reply["image"].as_str().unwrap().ends_with(".png"));
        view = reply["view"].clone();
    }
    view
}

fn transcript(dir: &Path, restart_at: Option<usize>) -> (Vec<String>, Value) {
    let mut local = Local::start(dir, SEED);
    let challenge = local.send("alice /play game:hot-spot opponent:@bob options:quick");
    assert_eq!(only(&challenge)["buttons"], serde_json::json!(["Accept", "Decline"]));
    refused(&local.send("carol [Accept]"), "carol", "Only bob can accept");
    let start = local.send("bob [Accept]");
    let view = only(&start)["view"].clone();
    assert_eq!(view["phase"], "play");
    assert_eq!(mover(&view), Some(0));

    refused(&local.send("bob /move move:a8-a7"), "bob", "turn");
    refused(&local.send("carol /move move:a1-a2"), "carol", "not playing");
    let blocked = blocked_move(&view, 0);
    refused(&local.send(&format!("alice /move move:{blocked}")), "alice", "blocked");

    // Both players use up their first turn; then a second exchange pair is refused.
    let view = play_to_the_end_for(&mut local, view, 2);
    let seat = mover(&view).unwrap();
    let double = double_exchange(&view, seat);
    let player = PLAYERS[seat];
    refused(
        &local.send(&format!("{player} /move move:\"{double}\"")),
        player,
        "Only one exchange per turn",
    );

    let end = play_to_the_end(&mut local, view, 2, restart_at);
    let sent = local.sent.clone();
    local.finish();
    (sent, end)
}

/// Plays `turns` turns with the fixed policy.
fn play_to_the_end_for(local: &mut Local, mut view: Value, turns: usize) -> Value {
    for turn in 1..=turns {
        let seat = mover(&view).unwrap();
        let player = PLAYERS[seat];
        let moves = local.send(&format!("{player} /moves"));
        let listed = only(&moves)["moves"].as_array().unwrap().clone();
        let choice = listed[(turn * 7) % listed.len()].as_str().unwrap().to_string();
        let replies = local.send(&format!("{player} /move move:\"{choice}\""));
        view = moved(&replies)["view"].clone();
    }
    view
}

#[test]
fn a_whole_hot_spot_game_through_parlor_local_json() {
    let dir = tempfile::tempdir().unwrap();
    let (sent, end) = transcript(dir.path(), None);
    assert!(
        matches!(end["outcome"]["result"].as_str(), Some("won" | "draw")),
        "{end}"
    );
    let pictures = std::fs::read_dir(dir.path().join("boards")).unwrap().count();
    assert!(pictures > 20, "every board reply writes a picture ({pictures})");
    assert!(sent.len() > 40);
}

#[test]
fn a_restart_in_the_middle_changes_nothing() {
    let plain = tempfile::tempdir().unwrap();
    let restarted = tempfile::tempdir().unwrap();
    let (_, end_plain) = transcript(plain.path(), None);
    let (sent, end_restarted) = transcript(restarted.path(), Some(20));
    let at = sent
        .iter()
        .position(|l| l == ":restart")
        .expect("the game lasted past the restart point");
    assert!(
        at > 30 && at + 10 < sent.len(),
        "the restart falls in the middle: line {at} of {}",
        sent.len()
    );
    assert_eq!(
        end_plain, end_restarted,
        "the game continues identically after :restart"
    );
    // The same pictures, byte for byte, apart from the numbering.
    let read = |dir: &Path| {
        let mut files: Vec<_> = std::fs::read_dir(dir.join("boards"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        files.iter().map(|f| std::fs::read(f).unwrap()).collect::<Vec<_>>()
    };
    assert_eq!(read(plain.path()), read(restarted.path()));
}

#[test]
fn the_same_script_and_seed_print_the_same_output() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("game.txt");
    std::fs::write(
        &script,
        "alice /play game:hot-spot opponent:@bob\nbob /accept\nalice /move move:d1\nbob /move move:e8\nalice /moves\n:advance 11m\nalice /board\n",
    )
    .unwrap();
    let run = || {
        let out = Command::new(env!("CARGO_BIN_EXE_parlor"))
            .args(["local", "--json", "--seed", "5", "--script"])
            .arg(&script)
            .arg("--images")
            .arg(dir.path().join("b"))
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let first = run();
    assert_eq!(first, run());
    assert_eq!(first.lines().count(), 6, "{first}");
}

#[test]
fn a_line_that_is_not_a_command_stops_the_script_with_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("bad.txt");
    std::fs::write(&script, "alice /help\nthis is not a command\nalice /help\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["local", "--script"])
        .arg(&script)
        .arg("--images")
        .arg(dir.path().join("b"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.starts_with("line 2: "), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}
