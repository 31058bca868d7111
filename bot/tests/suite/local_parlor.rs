//! Issue 17: a member alone plays every game of turns against Parlor, the
//! computer opponent, through `parlor local --json` — each game to its end at
//! `easy`, the member's moves picked from `/moves`, with a `:restart` while
//! Parlor is to move (`:parlor hold` keeps its answer, as if the process
//! stopped mid-thought), the move log replayed, Trespass's secrets kept, the
//! refusals (chips, Crown and Anchor, another bot) and a stale answer dropped.

use crate::pipes::{texts, Local};
use parlor::local::member_id;
use parlor::store::SqliteStore;
use parlor::table::{Actor, Caller, ChannelKey, Command, MemberRef, Request, Seeds, Table, TableSettings};
use parlor_games::{AnyGame, GameKind, Rng, Seat, SeededRng};
use serde_json::Value;
use std::path::Path;

/// The most member moves a game may take here before the test calls it stuck.
const MOST_MOVES: usize = 1_500;

/// The member's legal moves, or `None` once there is no game in the channel.
fn moves(local: &mut Local, member: &str) -> Option<Vec<String>> {
    let listed = local.send(&format!("{member} /moves"));
    if listed[0]["ok"] != true {
        let said = texts(&listed);
        assert!(said.contains("There is no game in this channel"), "{said}");
        return None;
    }
    let moves: Vec<String> = listed[0]["moves"]
        .as_array()
        .unwrap_or_else(|| panic!("a move list: {listed:?}"))
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect();
    assert!(
        !moves.is_empty(),
        "after Parlor's answer it is the member's turn: {listed:?}"
    );
    Some(moves)
}

/// Plays `alice`'s side from `/moves` until the game ends, with one `:restart`
/// while Parlor is to move (after her third move). Returns every reply.
fn play_out(local: &mut Local, game: &str) -> Vec<Value> {
    let mut seen = Vec::new();
    let mut pick = SeededRng::new(17);
    let mut holding = false;
    let mut restarted = false;
    for turn in 0..MOST_MOVES {
        let Some(moves) = moves(local, "alice") else {
            assert!(restarted, "{game}: the game ended before Parlor's turn met a restart");
            return seen;
        };
        if turn == 3 {
            assert!(local.send(":parlor hold").is_empty());
            holding = true;
        }
        let choice = &moves[pick.below(moves.len() as u32) as usize];
        let moved = local.ok(&format!("alice /move move:\"{choice}\""));
        let said = texts(&moved);
        seen.extend(moved);
        if holding && said.ends_with(" is thinking.") {
            // The process stops while Parlor is to move; the next one plays it.
            let resumed = local.ok(":restart");
            let answer = texts(&resumed);
            assert!(
                answer.contains("Parlor (") && answer.contains(" played "),
                "{game}: the restarted process plays Parlor's move: {answer}"
            );
            seen.extend(resumed);
            holding = false;
            restarted = true;
        }
    }
    panic!("{game}: no end after {MOST_MOVES} moves");
}

/// The session's seed and move log from the database, replayed, give the
/// stored game (Parlor's moves replay like a member's).
fn replays(db: &Path, kind: GameKind) {
    let conn = rusqlite::Connection::open(db).unwrap();
    let (id, record): (i64, String) = conn
        .query_row(
            "SELECT id, record FROM sessions WHERE game = ?1 ORDER BY id DESC LIMIT 1",
            [kind.name()],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    let record: Value = serde_json::from_str(&record).unwrap();
    let log: Vec<(u8, u64, String)> = conn
        .prepare("SELECT seat, member, notation FROM moves WHERE session_id = ?1 ORDER BY ply")
        .unwrap()
        .query_map([id], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? as u64, r.get(2)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let seats = record["seats"].as_array().unwrap();
    let parlor = member_id("parlor");
    assert!(
        log.iter()
            .any(|(seat, member, _)| *member == parlor && seats[*seat as usize]["parlor"] == "easy"),
        "{}: Parlor's moves are logged under its seat and id",
        kind.name()
    );
    let mut rng = SeededRng::from_state(record["seed"].as_u64().unwrap());
    let mut game = AnyGame::new(kind, record["options"].as_str().unwrap(), seats.len(), &mut rng).unwrap();
    for (seat, _, notation) in &log {
        if notation == "resign" {
            break;
        }
        game.play(Seat(*seat), notation, &mut rng)
            .unwrap_or_else(|e| panic!("{}: the logged {notation} does not replay: {e}", kind.name()));
    }
    let stored = AnyGame::restore(kind, &record["state"]).unwrap();
    assert_eq!(game, stored, "{}: the log replays to the stored game", kind.name());
}

fn whole_game(kind: GameKind, options: &str, channel: &str) {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "17");
    local.ok(&format!(":channel {channel}"));
    let options = if options.is_empty() {
        "level:easy".to_string()
    } else {
        format!("{options} level:easy")
    };
    let started = local.ok(&format!(
        "alice /play game:{} opponent:@parlor options:\"{options}\"",
        kind.name()
    ));
    let said = texts(&started);
    assert!(said.contains("alice plays Parlor at easy."), "{said}");
    let seen = play_out(&mut local, kind.name());
    let said = texts(&seen);
    assert!(
        said.contains("Parlor ("),
        "Parlor's moves are described like a member's: {said}"
    );
    assert!(said.contains("Game over"), "{}: the game ends: {said}", kind.name());
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
    replays(&dir.path().join("parlor.db"), kind);
}

#[test]
fn checkers_against_parlor_to_the_end() {
    whole_game(GameKind::Checkers, "", "checkers");
}

#[test]
fn hot_spot_against_parlor_to_the_end() {
    whole_game(GameKind::HotSpot, "quick", "hot-spot");
}

#[test]
fn acey_ducey_against_parlor_to_the_end() {
    whole_game(GameKind::AceyDucey, "", "acey-ducey");
}

#[test]
fn number_one_against_parlor_to_the_end() {
    whole_game(GameKind::NumberOne, "quick", "number-one");
}

#[test]
fn the_line_game_against_parlor_in_each_variant() {
    for variant in ["basic", "progress", "scoring"] {
        whole_game(GameKind::Line, &format!("variant:{variant}"), variant);
    }
}

/// Whether `text` says what a secret pick is ("picked 4", "number is 4").
fn names_a_pick(text: &str) -> bool {
    ["picked ", "number is "].iter().any(|said| {
        text.match_indices(said)
            .any(|(i, m)| text[i + m.len()..].starts_with(|c: char| c.is_ascii_digit()))
    })
}

#[test]
fn trespass_against_parlor_keeps_both_secrets_until_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "17");
    let started = local.ok("alice /play game:trespass opponent:@parlor options:level:easy");
    let said = texts(&started);
    assert!(said.contains("Parlor (Blue) has picked a secret number."), "{said}");
    // The opening picture is drawn after Parlor's pick: it shows Blue picked.
    let board = started.iter().find(|r| r["view"].is_object()).expect("a picture");
    assert_eq!(board["view"]["picked"], serde_json::json!([false, true]), "{board}");
    local.ok("alice /secret number:4");
    let seen = play_out(&mut local, "trespass");
    let (all, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
    let end = all
        .iter()
        .position(|r| r["text"].as_str().unwrap_or_default().contains("Secrets revealed"))
        .unwrap_or_else(|| panic!("the secrets are revealed at the end: {}", texts(&seen)));
    for reply in &all {
        let to = reply["to"].as_str().unwrap();
        assert!(
            ["channel", "ephemeral:alice", "dm:alice"].contains(&to),
            "nothing goes to Parlor's seat: {reply}"
        );
    }
    for reply in &all[..end] {
        let text = reply["text"].as_str().unwrap_or_default();
        if reply["to"] == "channel" {
            assert!(!names_a_pick(text), "a pick reached the channel before the end: {text}");
        }
    }
    // Parlor committed to its pick like anyone: the revealed number and salt
    // hash to the commitment posted when play began.
    let reveal = all[end]["text"].as_str().unwrap();
    let parlor_pick = reveal
        .split("Parlor (Blue) picked ")
        .nth(1)
        .unwrap_or_else(|| panic!("Parlor's pick revealed: {reveal}"));
    let (number, rest) = parlor_pick.split_once(" (salt ").unwrap();
    let salt = &rest[..rest.find(')').unwrap()];
    let commitments = all
        .iter()
        .find_map(|r| {
            let text = r["text"].as_str().unwrap_or_default();
            text.contains("Every secret number is in.").then(|| text.to_string())
        })
        .expect("the commitments are posted");
    use sha2::{Digest, Sha256};
    let digest: String = Sha256::digest(format!("{number}:{salt}").as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert!(
        commitments.contains(&format!("Parlor (Blue) {digest}")),
        "{commitments}"
    );
    assert!(reveal.contains("alice (Red) picked 4"), "{reveal}");
}

#[test]
fn trespass_against_parlor_in_parlor_s_dm_has_parlor_s_pick_in_the_first_answer() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "17");
    assert!(local.send(":dm").is_empty());
    let started = local.ok("alice /play game:trespass opponent:@parlor options:level:easy");
    let said = texts(&started);
    // Parlor picks in the request that started the game, not at the next one.
    assert!(said.contains("Parlor (Blue) has picked a secret number."), "{said}");
    let board = started.iter().find(|r| r["view"].is_object()).expect("a picture");
    assert_eq!(board["view"]["picked"], serde_json::json!([false, true]), "{board}");
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
}

#[test]
fn number_one_lobby_seats_parlor_twice_and_the_game_runs() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "17");
    let lobby = local.ok("alice /play game:number-one options:quick");
    assert_eq!(
        lobby[0]["buttons"],
        serde_json::json!(["Join", "Leave", "Start", "Add Parlor"])
    );
    let refused = local.send("bob [Add Parlor]");
    assert_eq!(refused[0]["ok"], false, "only the host adds Parlor: {refused:?}");
    let added = texts(&local.ok("alice /add-parlor level:easy"));
    assert!(
        added.contains("Parlor (easy) joined the Number One lobby (2 of up to 4)"),
        "{added}"
    );
    let bad = local.send("alice /add-parlor level:grandmaster");
    assert_eq!(bad[0]["ok"], false);
    assert!(texts(&bad).contains("level: is easy, normal or hard"), "{bad:?}");
    let added = local.ok("alice [Add Parlor]");
    assert!(texts(&added).contains("Parlor 2 (normal) joined"), "{added:?}");
    assert_eq!(
        added[0]["buttons"],
        serde_json::json!(["Join", "Leave", "Start", "Add Parlor", "Remove Parlor"])
    );
    // The host takes back the seat added last, and only the host may.
    let refused = local.send("bob /remove-parlor");
    assert_eq!(refused[0]["ok"], false);
    assert!(
        texts(&refused).contains("Only alice (the host) can remove Parlor"),
        "{refused:?}"
    );
    let removed = texts(&local.ok("alice [Remove Parlor]"));
    assert!(
        removed.contains("Parlor 2 left the Number One lobby (2 joined: alice and Parlor)"),
        "{removed}"
    );
    let added = texts(&local.ok("alice [Add Parlor]"));
    assert!(added.contains("Parlor 2 (normal) joined"), "{added}");
    local.ok("bob /join");
    let full = local.send("alice /add-parlor");
    assert!(texts(&full).contains("The lobby is full (4 players)."), "{full:?}");
    let started = texts(&local.ok("alice /start"));
    assert!(
        started.contains("alice (White) vs Parlor (Black) vs Parlor 2 (Red) vs bob (Blue)"),
        "{started}"
    );
    // alice places her pegs; both Parlor seats answer before bob's turn.
    let mut said = String::new();
    for _ in 0..3 {
        let moves = moves(&mut local, "alice").unwrap();
        said = texts(&local.ok(&format!("alice /move move:\"{}\"", moves[0])));
    }
    assert!(said.contains("Parlor (Black) played"), "{said}");
    assert!(said.contains("Parlor 2 (Red) played"), "{said}");
    assert!(said.contains("bob (Blue), your turn"), "{said}");
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
}

#[test]
fn a_game_with_only_parlor_left_ends_without_a_winner() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "17");
    local.ok("alice /play game:number-one options:quick");
    local.ok("alice /add-parlor level:easy");
    local.ok("alice /add-parlor level:easy");
    local.ok("alice /start");
    let resigned = local.ok("alice /resign");
    let said = texts(&resigned);
    assert!(said.contains("alice (White) resigned."), "{said}");
    assert!(
        said.contains("Only Parlor is left in the game, so it ends here without a winner."),
        "{said}"
    );
    assert!(!said.contains(" played "), "Parlor's seats don't play on: {said}");
    let board = local.send("alice /board");
    assert!(texts(&board).contains("There is no game in this channel"), "{board:?}");
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
}

#[test]
fn parlor_refuses_chips_and_crown_and_anchor_and_declines_draws() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "17");
    let chips = local.send("alice /play game:acey-ducey opponent:@parlor options:\"stake:5\"");
    assert_eq!(chips[0]["ok"], false);
    assert!(texts(&chips).contains("Parlor doesn't play for chips"), "{chips:?}");
    let penalty = local.send("alice /play game:acey-ducey opponent:@parlor options:\"penalty:2 level:hard\"");
    assert!(texts(&penalty).contains("Parlor doesn't play for chips"), "{penalty:?}");
    let crown = local.send("alice /play game:crown-and-anchor opponent:@parlor");
    assert_eq!(crown[0]["ok"], false);
    assert!(
        texts(&crown).contains("Crown and Anchor isn't a game of turns"),
        "{crown:?}"
    );
    let level = local.send("alice /play game:checkers opponent:@bob options:level:hard");
    assert!(texts(&level).contains("level: sets Parlor's strength"), "{level:?}");
    let bad = local.send("alice /play game:checkers opponent:@parlor options:level:expert");
    assert!(
        texts(&bad).contains("level: is easy, normal or hard, not \"expert\""),
        "{bad:?}"
    );

    local.ok("alice /play game:checkers opponent:@parlor");
    let draw = local.send("alice /draw");
    assert_eq!(draw[0]["ok"], false);
    assert_eq!(
        draw[0]["text"],
        "Parlor (White) declines draws; play on, or /resign to end the game."
    );
    // Parlor never claims, so nobody is told alice's turn timer ran out.
    local.ok("alice /move move:11-15");
    assert!(local.send(":advance 25h").is_empty());
    let claim = local.send("alice /claim");
    assert_eq!(claim[0]["text"], "It's your turn; there is nothing to claim.");
    // Nor does the timer run against Parlor while it is to move.
    local.ok(":parlor hold");
    let next = moves(&mut local, "alice").unwrap();
    local.ok(&format!("alice /move move:\"{}\"", next[0]));
    assert!(local.send(":advance 25h").is_empty());
    let claim = local.send("alice /claim");
    assert_eq!(
        claim[0]["text"],
        "Parlor (White) never runs out of time: its move comes as soon as it has thought."
    );
    let answer = texts(&local.ok(":parlor release"));
    assert!(answer.contains("Parlor (White) played"), "{answer}");
    let resigned = texts(&local.ok("alice /resign"));
    assert!(resigned.contains("alice (Black) resigned."), "{resigned}");
    assert!(resigned.contains("Parlor (White) wins."), "{resigned}");
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
}

#[test]
fn a_stale_parlor_answer_is_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "17");
    local.ok("alice /play game:checkers opponent:@parlor options:level:easy");
    local.ok(":parlor hold");
    let moved = texts(&local.ok("alice /move move:11-15"));
    assert!(moved.ends_with("Parlor (White) is thinking."), "{moved}");
    local.ok("alice /resign");
    assert!(
        local.send(":parlor release").is_empty(),
        "the answer to a game that ended is dropped"
    );
    let board = local.send("alice /board");
    assert!(texts(&board).contains("There is no game in this channel"), "{board:?}");
    let (_, logs) = local.finish();
    assert!(logs.contains("dropped a stale Parlor answer"), "{logs}");
}

fn request(command: Command) -> Request {
    Request {
        caller: Caller {
            channel: ChannelKey("general".into()),
            server: Some("guild".into()),
            actor: Actor {
                id: 1,
                name: "alice".into(),
                manage_server: false,
            },
            interaction: None,
            locale: None,
            server_locale: None,
            parent: None,
            roles: None,
        },
        command,
    }
}

fn play_against(opponent: MemberRef) -> Command {
    Command::Play {
        game: "checkers".into(),
        opponent: Some(opponent),
        options: "level:easy".into(),
    }
}

#[test]
fn only_the_tables_own_bot_is_parlor_and_a_stale_answer_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let store = SqliteStore::open(&dir.path().join("p.db")).unwrap();
    let table = Table::open(Box::new(store), TableSettings::default(), Seeds::Fixed(17)).unwrap();
    table.know_parlor(99);
    let other = MemberRef {
        id: 5,
        name: "dicebot".into(),
        is_bot: true,
    };
    let refused = table.respond(request(play_against(other)), 0);
    assert_eq!(refused[0].text, "dicebot is a bot; challenge a member instead.");
    let parlor = MemberRef {
        id: 99,
        name: "Parlor".into(),
        is_bot: true,
    };
    table.respond(request(play_against(parlor)), 0);
    let general = ChannelKey("general".into());
    assert!(table.parlor_turn(&general).is_none(), "the member moves first");
    // Handled without Parlor's answer: Parlor is to move, and thinks.
    let moved = table.handle(request(Command::Move { text: "11-15".into() }), 1);
    assert!(
        moved[0].text.ends_with("Parlor (White) is thinking."),
        "{}",
        moved[0].text
    );
    let turn = table.parlor_turn(&general).expect("Parlor is to move");
    let answer = turn.think();
    assert_eq!(answer, turn.think(), "the same turn searches to the same answer");
    // Meanwhile the member ends the game: the answer is for a game gone.
    table.handle(request(Command::Resign), 2);
    assert!(table.answer_parlor(answer, 3).is_empty());
    assert_eq!(table.live_sessions(), 0);
    assert!(table.parlor_channels().is_empty());
}

#[test]
fn parlor_arena_prints_its_table_in_a_tiny_run() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args([
            "arena",
            "--games",
            "2",
            "--only",
            "checkers",
            "--pairing",
            "easy-random",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let table = String::from_utf8(out.stdout).unwrap();
    let row = table
        .lines()
        .find(|l| l.starts_with("| checkers | easy-random | 2 |"))
        .unwrap_or_else(|| panic!("a checkers row: {table}"));
    assert!(row.contains("% ["), "a win rate with its interval: {row}");
    let refused = std::process::Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["arena", "--only", "chess"])
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("no game matches \"chess\""));
}
