//! Trespass and Number One through `parlor local --json`, played to the end by a
//! program on the other side of the pipes, and the privacy of Trespass's secret
//! picks: nothing a channel sees before the end depends on them.

use crate::pipes::{last_view, Local};
use serde_json::Value;
use std::path::Path;

/// Plays until the game ends; `players` by seat; `:restart` before turn
/// `restart_at`, if given. Returns the final view.
fn play_out(local: &mut Local, mut view: Value, players: &[&str], restart_at: Option<usize>) -> Value {
    for turn in 0..2000 {
        let Some(seat) = view["to_act"].as_u64() else {
            return view;
        };
        if Some(turn) == restart_at {
            assert!(local.send(":restart").is_empty());
        }
        let player = players[seat as usize];
        let moves = local.ok(&format!("{player} /moves"));
        let listed = moves[0]["moves"].as_array().unwrap().clone();
        assert!(!listed.is_empty(), "the player to act has a move: {view}");
        let choice = listed[(turn * 5 + 3) % listed.len()].as_str().unwrap().to_string();
        view = last_view(&local.ok(&format!("{player} /move move:\"{choice}\"")));
    }
    panic!("the game did not end in 2000 turns");
}

/// A whole Trespass game with the given secret picks, by DM menu and by command.
fn trespass(dir: &Path, picks: [u8; 2]) -> (Vec<Value>, String, Value) {
    trespass_with_restart(dir, picks, None)
}

fn trespass_with_restart(dir: &Path, picks: [u8; 2], restart_at: Option<usize>) -> (Vec<Value>, String, Value) {
    let mut local = Local::start(dir, "21");
    local.ok("alice /play game:trespass opponent:@bob");
    let start = local.ok("bob [Accept]");
    let dms: Vec<&Value> = start
        .iter()
        .filter(|r| r["to"].as_str().unwrap().starts_with("dm:"))
        .collect();
    assert_eq!(dms.len(), 2, "each player gets a DM with a menu");
    assert!(dms.iter().all(|d| d["menu"].as_array().unwrap().len() == 10));
    let early = local.send("alice /move move:a2-a3");
    assert_eq!(early[0]["ok"], false);
    assert!(early[0]["text"].as_str().unwrap().contains("Waiting for secret picks"));
    local.send(":dm");
    local.ok(&format!("alice [{}]", picks[0]));
    local.send(":channel general");
    if restart_at.is_some() {
        // One pick is in, the other not: both the pick and its salt must survive.
        assert!(local.send(":restart").is_empty());
    }
    let last = local.ok(&format!("bob /secret number:{}", picks[1]));
    let posted = last.iter().find(|r| r["to"] == "channel").unwrap();
    assert!(posted["text"].as_str().unwrap().contains("Commitments"), "{posted}");
    let end = play_out(&mut local, last_view(&last), &["alice", "bob"], restart_at);
    let (seen, logs) = local.finish();
    (seen, logs, end)
}

/// Every 64-hex-digit run (a commitment) and 32-hex-digit salt masked.
fn mask_hashes(text: &str) -> String {
    let mut out = String::new();
    let mut run = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_hexdigit() {
            run.push(c);
            continue;
        }
        out.push_str(if run.len() >= 32 { "<hash>" } else { &run });
        run.clear();
        out.push(c);
    }
    out.pop();
    out
}

#[test]
fn a_trespass_game_to_the_end_reveals_the_secrets_and_salts() {
    let dir = tempfile::tempdir().unwrap();
    let (seen, _, end) = trespass(dir.path(), [7, 3]);
    assert_ne!(end["outcome"]["result"], "ongoing");
    // The game's last message (the badges its end earned come after it).
    let last = seen
        .iter()
        .rev()
        .find(|r| r["to"] == "channel" && !r["text"].as_str().unwrap().starts_with("🏅 "))
        .unwrap();
    let text = last["text"].as_str().unwrap();
    assert!(
        text.contains("Secrets revealed") && text.contains("picked 7") && text.contains("picked 3"),
        "{text}"
    );
}

#[test]
fn nothing_a_channel_sees_before_the_end_depends_on_the_secret_picks() {
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (seen_a, logs_a, _) = trespass(a.path(), [7, 3]);
    let (seen_b, logs_b, _) = trespass(b.path(), [2, 9]);
    let public = |seen: &[Value], dir: &Path| -> Vec<(String, Value, Option<Vec<u8>>)> {
        seen.iter()
            .filter(|r| r["to"] == "channel")
            .take_while(|r| r["view"]["outcome"]["result"] != "won" && r["view"]["outcome"]["result"] != "draw")
            .map(|r| {
                let image = r["image"].as_str().map(|p| std::fs::read(p).unwrap());
                let _ = dir;
                (mask_hashes(r["text"].as_str().unwrap()), r["view"].clone(), image)
            })
            .collect()
    };
    let (pa, pb) = (public(&seen_a, a.path()), public(&seen_b, b.path()));
    assert!(pa.len() > 5, "the game lasted a while ({} channel messages)", pa.len());
    let common = pa.len().min(pb.len());
    assert_eq!(
        pa[..common],
        pb[..common],
        "channel text, views and pictures are the same whatever the picks"
    );
    // The commitments differ: they do bind the picks.
    let commit = |seen: &[Value]| {
        seen.iter()
            .find(|r| r["text"].as_str().unwrap().contains("Commitments"))
            .unwrap()["text"]
            .clone()
    };
    assert_ne!(commit(&seen_a), commit(&seen_b));
    assert!(logs_a.contains("table open"), "the logs were captured: {logs_a}");
    assert_eq!(logs_a, logs_b, "logs do not depend on the picks");
    for picked in ["7", "3"] {
        assert!(!logs_a.contains(&format!("is {picked}.")), "no pick in the logs");
    }
}

fn number_one(players: &[&str], seed: &str) -> Value {
    number_one_with_restart(players, seed, None).1
}

/// A Number One game to the end: what every reply showed (read before the
/// pictures' folder goes), and the final view.
fn number_one_with_restart(players: &[&str], seed: &str, restart_at: Option<usize>) -> (Vec<Shown>, Value) {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), seed);
    local.ok(&format!("{} /play game:number-one options:quick", players[0]));
    for p in &players[1..] {
        local.ok(&format!("{p} [Join]"));
    }
    let start = local.ok(&format!("{} [Start]", players[0]));
    let view = last_view(&start);
    let end = play_out(&mut local, view, players, restart_at);
    let (seen, _) = local.finish();
    (comparable(&seen), end)
}

type Shown = (Value, Value, Option<Vec<u8>>);

/// What a restart may not change: every reply's text, view and picture.
fn comparable(seen: &[Value]) -> Vec<Shown> {
    seen.iter()
        .map(|r| {
            (
                r["text"].clone(),
                r["view"].clone(),
                r["image"].as_str().map(|p| std::fs::read(p).unwrap()),
            )
        })
        .collect()
}

#[test]
fn a_restart_in_the_middle_of_trespass_changes_nothing() {
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (plain, _, end_plain) = trespass(a.path(), [4, 6]);
    let (restarted, _, end_restarted) = trespass_with_restart(b.path(), [4, 6], Some(8));
    assert!(plain.len() > 30, "the game ran past the restart point");
    assert_eq!(end_plain, end_restarted);
    assert_eq!(
        comparable(&plain),
        comparable(&restarted),
        "same replies, commitments and salts included"
    );
}

#[test]
fn a_restart_in_the_middle_of_number_one_changes_nothing() {
    let players = ["alice", "bob", "carol"];
    let (plain, end_plain) = number_one_with_restart(&players, "8", None);
    let (restarted, end_restarted) = number_one_with_restart(&players, "8", Some(7));
    assert!(plain.len() > 25, "the game ran past the restart point");
    assert_eq!(end_plain, end_restarted);
    assert_eq!(plain, restarted);
}

#[test]
fn three_and_four_player_number_one_games_to_the_end() {
    for players in [&["alice", "bob", "carol"][..], &["alice", "bob", "carol", "dave"][..]] {
        let end = number_one(players, "8");
        assert_eq!(end["outcome"]["result"], "won", "{end}");
    }
}

#[test]
fn a_two_player_number_one_game_to_the_end() {
    let end = number_one(&["alice", "bob"], "5");
    assert_eq!(end["outcome"]["result"], "won", "{end}");
}
