//! Issue 33: Parlor where it is not a member — a DM between members or a group
//! DM (`:private NAME` in local mode). Games there play as in a server channel
//! and are rated in their own pool ("direct games"); server features are
//! refused in one line; what the table says there unasked reaches the members
//! by DM, or is held and shown atop the next answer there when their DMs are
//! closed.

use crate::pipes::{refused, texts, Local};
use serde_json::Value;
use std::process::Command;

/// Runs a whole script through `parlor local --json` and returns its replies.
fn script(dir: &std::path::Path, lines: &str) -> Vec<Value> {
    let path = dir.join("script.txt");
    std::fs::write(&path, lines).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["local", "--json", "--seed", "3", "--script"])
        .arg(&path)
        .arg("--images")
        .arg(dir.join("boards"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// The member to move in a two-player game, and their moves.
fn to_move(local: &mut Local) -> Option<(&'static str, Vec<String>)> {
    for who in ["alice", "bob"] {
        let listed = local.send(&format!("{who} /moves"));
        if let Some(moves) = listed[0]["moves"].as_array().filter(|m| !m.is_empty()) {
            return Some((who, moves.iter().map(|m| m.as_str().unwrap().to_string()).collect()));
        }
        if texts(&listed).contains("There is no game in this channel") {
            return None;
        }
    }
    panic!("nobody can move: {:?}", local.seen.last());
}

#[test]
fn a_whole_checkers_game_in_a_group_dm_survives_a_restart_and_is_a_direct_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "11");
    assert!(local.send(":private friends").is_empty());
    let challenge = local.ok("alice /play game:checkers opponent:@bob");
    assert_eq!(challenge[0]["channel"], "private:friends", "{challenge:?}");
    assert_eq!(challenge[0]["to"], "channel", "{challenge:?}");
    let started = local.ok("bob [Accept]");
    assert!(started.iter().any(|r| !r["image"].is_null()), "a picture: {started:?}");
    let mut pick = 0usize;
    let mut plies = 0;
    let mut last = Vec::new();
    while let Some((who, moves)) = to_move(&mut local) {
        pick = pick.wrapping_mul(31).wrapping_add(7);
        let choice = &moves[pick % moves.len()];
        last = local.ok(&format!("{who} /move move:\"{choice}\""));
        plies += 1;
        if plies == 6 {
            local.ok(":restart");
            let board = local.ok("alice /board");
            assert!(
                !board[0]["image"].is_null(),
                "the game is back after the restart: {board:?}"
            );
        }
        assert!(plies < 2_000, "no end");
    }
    assert!(plies > 6, "the restart came mid-game");
    let end = texts(&last);
    assert!(
        end.contains("won") || end.contains("draw") || end.contains("Draw"),
        "{end}"
    );
    // Rated as a direct game, seen from the group DM and from a server.
    let here = texts(&local.ok("alice /stats"));
    assert!(here.contains("Direct games"), "{here}");
    assert!(here.contains("Checkers"), "{here}");
    let history = texts(&local.ok("alice /history"));
    assert!(history.contains("Checkers"), "{history}");
    local.finish();
}

#[test]
fn stats_show_server_and_direct_ratings_side_by_side() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "12");
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");
    local.ok("bob /resign");
    local.send(":private pals");
    local.ok("alice /play game:line opponent:@bob");
    local.ok("bob [Accept]");
    local.ok("alice /resign");
    let private = texts(&local.ok("alice /stats"));
    assert!(private.contains("Direct games"), "{private}");
    assert!(private.contains("Line") && !private.contains("Checkers"), "{private}");
    local.send(":channel general");
    let server = texts(&local.ok("alice /stats"));
    let (ours, direct) = server.split_once("Direct games").expect("a direct games part");
    assert!(ours.contains("Checkers") && !ours.contains("Line"), "{server}");
    assert!(direct.contains("Line") && !direct.contains("Checkers"), "{server}");
    local.finish();
}

#[test]
fn server_features_are_refused_in_one_line_in_a_group_dm() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "13");
    local.send(":private friends");
    local.send(":admin alice");
    for line in [
        "alice /chips balance",
        "alice /chips daily",
        "alice /settings show",
        "alice /tournament list",
        "alice /tournament join",
        "alice /season show",
        "alice /leaderboard game:checkers",
        "alice /bet design:crown chips:5",
    ] {
        let said = refused(&mut local, line);
        assert!(said.contains("server feature"), "{line}: {said}");
    }
    let crown = refused(&mut local, "alice /play game:crown-and-anchor");
    assert!(crown.contains("server feature"), "{crown}");
    local.send(":locale alice fr");
    let fr = refused(&mut local, "alice /chips balance");
    assert!(fr.contains("fonction des serveurs"), "{fr}");
    local.finish();
}

#[test]
fn parlor_plays_in_a_group_dm() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "14");
    local.send(":private friends");
    let started = local.ok("alice /play game:line opponent:@parlor");
    assert!(texts(&started).contains("Parlor"), "{started:?}");
    let moves = crate::pipes::moves(&mut local, "alice");
    let moved = local.ok(&format!("alice /move move:{}", moves[0]));
    assert!(texts(&moved).contains("Parlor ("), "Parlor answers: {moved:?}");
    // And in Parlor's own DM: against Parlor only.
    local.send(":dm");
    let started = local.ok("bob /play game:checkers opponent:@parlor");
    assert_eq!(started[0]["to"], "dm:bob", "{started:?}");
    let moves = crate::pipes::moves(&mut local, "bob");
    let moved = local.ok(&format!("bob /move move:\"{}\"", moves[0]));
    assert!(
        texts(&moved).contains("Parlor ("),
        "Parlor answers in its DM: {moved:?}"
    );
    assert!(moved.iter().any(|r| !r["image"].is_null()), "{moved:?}");
    local.ok("bob /board");
    local.ok("bob /resign");
    let stats = texts(&local.ok("bob /stats"));
    assert!(stats.contains("Direct games") && stats.contains("Checkers"), "{stats}");
    let not_a_member = refused(&mut local, "carol /play game:checkers opponent:@dave");
    assert!(not_a_member.contains("only against Parlor"), "{not_a_member}");
    local.finish();
}

#[test]
fn a_turn_timeout_in_a_group_dm_goes_by_dm_or_waits_for_the_next_answer() {
    let dir = tempfile::tempdir().unwrap();
    let replies = script(
        dir.path(),
        ":private friends\n\
         alice /play game:checkers opponent:@bob\n\
         bob [Accept]\n\
         :advance 25h\n\
         bob /board\n\
         :private others\n\
         :dms carol closed\n\
         :dms dave closed\n\
         carol /play game:checkers opponent:@dave\n\
         dave [Accept]\n\
         :advance 25h\n\
         dave /board\n",
    );
    // Open DMs: the notice is DM'ed to both members, nothing in the channel.
    let timed: Vec<&Value> = replies.iter().filter(|r| r["line"] == 4).collect();
    assert_eq!(timed.len(), 2, "{timed:#?}");
    let mut to: Vec<&str> = timed.iter().map(|r| r["to"].as_str().unwrap()).collect();
    to.sort();
    assert_eq!(to, ["dm:alice", "dm:bob"]);
    assert!(
        timed
            .iter()
            .all(|r| r["text"].as_str().unwrap().contains("turn timer ran out")),
        "{timed:#?}"
    );
    let next: Vec<&Value> = replies.iter().filter(|r| r["line"] == 5).collect();
    assert!(
        next.iter()
            .all(|r| !r["text"].as_str().unwrap().contains("turn timer ran out")),
        "{next:#?}"
    );
    // Closed DMs: held, then shown atop the next answer there, once.
    assert!(replies.iter().all(|r| r["line"] != 11), "nothing printed when held");
    let next: Vec<&Value> = replies.iter().filter(|r| r["line"] == 12).collect();
    assert!(next.len() >= 2, "{next:#?}");
    assert!(
        next[0]["text"].as_str().unwrap().contains("turn timer ran out"),
        "{next:#?}"
    );
    assert_eq!(next[0]["channel"], "private:others");
    let shown = replies
        .iter()
        .filter(|r| r["text"].as_str().unwrap_or("").contains("turn timer ran out"))
        .count();
    assert_eq!(shown, 3, "two DMs and one held post shown once");
}

#[test]
fn trespass_secrets_are_picked_with_secret_in_a_group_dm() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "15");
    local.send(":private friends");
    local.ok("alice /play game:trespass opponent:@bob");
    let started = local.ok("bob [Accept]");
    for member in ["alice", "bob"] {
        let menu = local.ok(&format!("{member} /secret"));
        assert_eq!(menu[0]["to"], format!("ephemeral:{member}"), "{menu:?}");
        assert!(menu[0]["menu"].is_array(), "{menu:?}");
        let picked = local.ok(&format!("{member} /secret number:3"));
        for reply in &picked {
            let said = reply["text"].as_str().unwrap();
            if reply["to"] == "channel" {
                let mut words = said.split(|c: char| !c.is_alphanumeric());
                assert!(words.all(|w| w != "3"), "the pick stays secret: {said}");
            } else {
                assert_eq!(reply["to"], format!("ephemeral:{member}"), "{reply}");
            }
        }
    }
    let _ = started;
    let (seen, _) = local.finish();
    let public = seen
        .iter()
        .filter(|r| r["channel"] == "private:friends" && r["to"] == "channel");
    assert!(public.clone().count() >= 2, "the challenge and the game were posted");
    for reply in public {
        assert!(!reply["text"].as_str().unwrap().contains("picked 3"), "{reply}");
    }
}

#[test]
fn a_number_one_lobby_opens_and_starts_in_a_group_dm() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "16");
    local.send(":private club");
    let lobby = local.ok("alice /play game:number-one");
    assert_eq!(lobby[0]["channel"], "private:club", "{lobby:?}");
    local.ok("bob [Join]");
    local.ok("carol /join");
    let started = local.ok("alice [Start]");
    assert!(
        started.iter().any(|r| !r["image"].is_null()),
        "the game starts with its picture: {started:?}"
    );
    local.finish();
}

/// Every two-player game of turns played in a group DM between two members as
/// in a server channel (Trespass's secrets picked with `/secret`, Acey Ducey's
/// dice with `/roll`): forty turns, or to its end, then resigned if it still
/// runs, and rated as a direct game.
#[test]
fn every_game_of_turns_plays_in_a_group_dm() {
    for game in ["hot-spot", "trespass", "acey-ducey", "line", "checkers"] {
        let dir = tempfile::tempdir().unwrap();
        let mut local = Local::start(dir.path(), "33");
        local.send(&format!(":private {game}"));
        local.ok(&format!("alice /play game:{game} opponent:@bob"));
        let started = local.ok("bob [Accept]");
        assert!(started.iter().all(|r| r["channel"] != "general"), "{started:?}");
        if game == "trespass" {
            local.ok("alice /secret number:2");
            local.ok("bob /secret number:5");
        }
        let (mut pick, mut plies) = (0usize, 0);
        let mut last = Vec::new();
        while let Some((who, moves)) = to_move(&mut local) {
            pick = pick.wrapping_mul(31).wrapping_add(7);
            let choice = &moves[pick % moves.len()];
            last = if choice == "roll" {
                local.ok(&format!("{who} /roll"))
            } else {
                local.ok(&format!("{who} /move move:\"{choice}\""))
            };
            plies += 1;
            if plies == 40 {
                last = local.ok(&format!("{who} /resign"));
                break;
            }
        }
        assert!(plies > 0, "{game} was played");
        assert!(
            last.iter()
                .any(|r| texts(std::slice::from_ref(r)).contains("Game over")),
            "{game} ended with its result: {last:?}"
        );
        assert!(
            !local
                .seen
                .iter()
                .any(|r| texts(std::slice::from_ref(r)).contains("badge")),
            "{game}: badges are a server's; a direct game earns none"
        );
        let stats = texts(&local.ok("alice /stats"));
        assert!(stats.contains("Direct games"), "{game}: {stats}");
        local.finish();
    }
}
