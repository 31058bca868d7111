//! Issue 32: badges through `parlor local --json` — a first win announced once,
//! five in a row (a game ended without a result breaks nothing), a win against
//! Parlor at easy, a tournament's winner and its unbeaten player announced in
//! the tournament's channel, `/stats` listing each badge with its date, a
//! restart that announces nothing again, and `parlor audit` deriving every
//! badge again and naming a stored one that was tampered with.

use crate::pipes::{audit, last_view, texts, Local};
use serde_json::Value;

/// `loser` resigns a game of checkers `winner` challenged them to: what the
/// resignation's line printed.
fn checkers_won(local: &mut Local, winner: &str, loser: &str) -> String {
    local.ok(&format!("{winner} /play game:checkers opponent:@{loser}"));
    local.ok(&format!("{loser} /accept"));
    texts(&local.ok(&format!("{loser} /resign")))
}

/// Every announcement of `badge` for `who` in `said`.
fn announced(said: &str, who: &str, badge: &str) -> usize {
    said.matches(&format!("🏅 {who} earns the badge **{badge}**")).count()
}

/// Every badge announcement in `said`.
fn any_badge(said: &str) -> usize {
    said.matches("earns the badge").count()
}

/// "(game #4)" from the announcement of `badge` in `said`.
fn reference(said: &str, badge: &str) -> String {
    let line = said
        .lines()
        .find(|l| l.contains(&format!("**{badge}**")))
        .unwrap_or_else(|| panic!("{badge} in {said}"));
    let open = line.rfind('(').unwrap();
    line[open..line.len() - 1].to_string()
}

/// The `/stats` line of `badge`: "🏅 First win, 2026-01-05 (game #1)", with a
/// date.
fn stats_line<'a>(stats: &'a str, badge: &str) -> &'a str {
    let line = stats
        .lines()
        .find(|l| l.starts_with(&format!("🏅 {badge}, ")))
        .unwrap_or_else(|| panic!("{badge} in {stats}"));
    let date = &line[format!("🏅 {badge}, ").len()..][..10];
    assert!(
        date.len() == 10
            && date
                .chars()
                .enumerate()
                .all(|(i, c)| if i == 4 || i == 7 { c == '-' } else { c.is_ascii_digit() }),
        "a date: {line}"
    );
    line
}

#[test]
fn a_first_win_and_five_in_a_row_are_announced_once_listed_by_stats_and_audited() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "32");

    let first = checkers_won(&mut local, "alice", "bob");
    assert_eq!(announced(&first, "alice", "First win"), 1, "{first}");
    assert_eq!(any_badge(&first), 1, "bob lost: {first}");
    assert!(
        first.contains("🏅 alice earns the badge **First win**: a first game won on this server (game #1)."),
        "{first}"
    );
    let second = checkers_won(&mut local, "bob", "alice");
    assert_eq!(announced(&second, "bob", "First win"), 1, "{second}");
    assert_eq!(any_badge(&second), 1, "alice has hers: {second}");

    // Alice's loss starts her count again; three wins, a game ended without a
    // result (it breaks nothing), two wins.
    let mut said = String::new();
    for _ in 0..3 {
        said += &checkers_won(&mut local, "alice", "carol");
    }
    local.ok("alice /play game:checkers opponent:@carol");
    local.ok("carol /accept");
    local.ok("alice /end");
    said += &texts(&local.ok("carol /end"));
    said += &checkers_won(&mut local, "alice", "carol");
    assert_eq!(any_badge(&said), 0, "alice has four in a row, carol no win: {said}");
    assert_eq!(announced(&said, "carol", "First win"), 0);
    let fifth = checkers_won(&mut local, "alice", "carol");
    assert_eq!(announced(&fifth, "alice", "Five in a row"), 1, "{fifth}");
    let five = reference(&fifth, "Five in a row");

    // A restart announces nothing again, and a sixth win earns nothing new.
    assert!(local.send(":restart").is_empty());
    let sixth = checkers_won(&mut local, "alice", "bob");
    assert_eq!(any_badge(&sixth), 0, "{sixth}");

    let stats = texts(&local.ok("bob /stats member:@alice"));
    assert!(stats.contains("\nBadges:\n"), "{stats}");
    assert!(stats_line(&stats, "First win").ends_with("(game #1)"), "{stats}");
    assert!(stats_line(&stats, "Five in a row").ends_with(&five), "{stats}");
    assert_eq!(stats.matches("🏅").count(), 2, "{stats}");
    let carol = texts(&local.ok("carol /stats"));
    assert!(!carol.contains("Badges"), "carol has none: {carol}");

    let (seen, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
    let all = texts(&seen);
    assert_eq!(
        announced(&all, "alice", "First win"),
        1,
        "announced once in the whole run"
    );
    assert_eq!(announced(&all, "alice", "Five in a row"), 1);

    // The audit derives every badge again from the results; a stored badge
    // tampered with is named, one line each.
    let db = dir.path().join("parlor.db");
    let (clean, report) = audit(&db);
    assert!(clean, "{report}");
    let alice = parlor::local::member_id("alice");
    let bob = parlor::local::member_id("bob");
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute(
        "UPDATE badges SET earned_at = earned_at + 1 WHERE member = ?1 AND badge = 'five-in-a-row'",
        [alice as i64],
    )
    .unwrap();
    conn.execute("DELETE FROM badges WHERE member = ?1", [bob as i64])
        .unwrap();
    drop(conn);
    let (clean, report) = audit(&db);
    assert!(!clean, "{report}");
    assert!(
        report.contains(&format!("badge five-in-a-row of member {alice} on server "))
            && report.contains("stored as earned at"),
        "{report}"
    );
    assert!(
        report.contains(&format!("badge first-win of member {bob} on server ")) && report.contains("but is not stored"),
        "{report}"
    );
}

/// The tic-tac-toe board of a reply's view: `cells[row * 3 + col]`, row 0 is
/// rank 1, `' '` for an empty cell.
fn board(view: &Value) -> [char; 9] {
    let rows: Vec<&str> = view["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap())
        .collect();
    let mut cells = [' '; 9];
    for (rank, row) in rows.iter().rev().enumerate() {
        for (col, c) in row.chars().enumerate() {
            cells[rank * 3 + col] = if c == '.' { ' ' } else { c };
        }
    }
    cells
}

fn line_of(cells: &[char; 9]) -> Option<char> {
    const LINES: [[usize; 3]; 8] = [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [0, 3, 6],
        [1, 4, 7],
        [2, 5, 8],
        [0, 4, 8],
        [2, 4, 6],
    ];
    LINES
        .iter()
        .find(|l| cells[l[0]] != ' ' && cells[l[0]] == cells[l[1]] && cells[l[1]] == cells[l[2]])
        .map(|l| cells[l[0]])
}

/// The value of the position for `me` with `to_move` to play: 1 a win, -1 a
/// loss, 0 a draw, with perfect play.
fn value(cells: &mut [char; 9], me: char, to_move: char) -> i32 {
    if let Some(c) = line_of(cells) {
        return if c == me { 1 } else { -1 };
    }
    let other = if to_move == 'X' { 'O' } else { 'X' };
    let mut best: Option<i32> = None;
    for i in 0..9 {
        if cells[i] != ' ' {
            continue;
        }
        cells[i] = to_move;
        let v = value(cells, me, other);
        cells[i] = ' ';
        best = Some(match best {
            None => v,
            Some(b) if to_move == me => b.max(v),
            Some(b) => b.min(v),
        });
    }
    best.unwrap_or(0)
}

/// X's best move, as notation.
fn best_move(cells: &[char; 9]) -> String {
    let mut cells = *cells;
    let mut best = (i32::MIN, 0);
    for i in 0..9 {
        if cells[i] != ' ' {
            continue;
        }
        cells[i] = 'X';
        let v = value(&mut cells, 'X', 'O');
        cells[i] = ' ';
        if v > best.0 {
            best = (v, i);
        }
    }
    format!("{}{}", (b'a' + (best.1 % 3) as u8) as char, best.1 / 3 + 1)
}

#[test]
fn a_win_against_parlor_at_easy_earns_its_badge_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "32");
    // Parlor at easy now and then plays a random move: alice, playing
    // tic-tac-toe without a mistake, wins one of her games sooner or later.
    let mut won = None;
    for _ in 0..40 {
        let mut replies = local.ok("alice /play game:tic-tac-toe opponent:@parlor options:level:easy");
        let mut said = String::new();
        loop {
            let v = last_view(&replies);
            if v["outcome"]["result"] != "ongoing" {
                break;
            }
            replies = local.ok(&format!("alice /move move:{}", best_move(&board(&v))));
            said += &texts(&replies);
        }
        if last_view(&replies)["outcome"] == serde_json::json!({"result": "won", "seat": 0}) {
            won = Some(said);
            break;
        }
        assert_eq!(any_badge(&said), 0, "a draw or a loss earns nothing: {said}");
    }
    let said = won.expect("alice beats Parlor at easy in one of 40 games");
    assert_eq!(announced(&said, "alice", "Parlor beaten (easy)"), 1, "{said}");
    assert_eq!(announced(&said, "alice", "First win"), 1, "{said}");
    assert!(said.contains("a game won against Parlor at easy (game #"), "{said}");
    let stats = texts(&local.ok("alice /stats"));
    stats_line(&stats, "Parlor beaten (easy)");
    assert!(!stats.contains("Parlor beaten (normal)"), "{stats}");
    let parlor = texts(&local.ok("alice /stats member:@parlor"));
    assert!(!parlor.contains("Badges"), "Parlor earns none: {parlor}");
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
    let (clean, report) = audit(&dir.path().join("parlor.db"));
    assert!(clean, "{report}");
}

/// The tournament's JSON object from `/tournament show`.
fn show(local: &mut Local) -> Value {
    local.ok(":channel general");
    let replies = local.ok("zed /tournament show");
    replies
        .iter()
        .rev()
        .find(|r| !r["tournament"].is_null())
        .map(|r| r["tournament"].clone())
        .expect("a tournament object")
}

#[test]
fn a_round_robins_winner_and_its_unbeaten_players_are_announced_in_its_channel() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "32");
    local.ok(r#"alice /tournament create game:checkers format:round-robin turn-time:1h name:"Spring cup""#);
    for player in ["alice", "bob", "carol"] {
        local.ok(&format!("{player} /tournament join"));
    }
    local.ok("alice /tournament start");
    // alice beats bob, alice and carol draw, bob beats carol: alice wins,
    // unbeaten; carol drew and lost; bob lost to alice.
    let mut said = String::new();
    for round in 1..=3 {
        let t = show(&mut local);
        for p in t["rounds"][round - 1]["pairings"].as_array().unwrap() {
            if p["bye"] == true || !p["result"].is_null() {
                continue;
            }
            let (first, second) = (p["first"].as_str().unwrap(), p["second"].as_str().unwrap());
            local.ok(&format!(":channel {}", p["thread"].as_str().unwrap()));
            let mut pair = [first, second];
            pair.sort();
            let replies = match pair {
                ["alice", "bob"] => local.ok("bob /resign"),
                ["bob", "carol"] => local.ok("carol /resign"),
                _ => {
                    local.ok(&format!("{first} /draw"));
                    local.ok(&format!("{second} /draw"))
                }
            };
            said += &texts(&replies);
            said.push('\n');
        }
    }
    let t = show(&mut local);
    assert_eq!(t["status"], "finished", "{t}");
    assert_eq!(t["winner"], "alice", "{t}");
    assert_eq!(announced(&said, "alice", "Tournament winner"), 1, "{said}");
    assert_eq!(announced(&said, "alice", "Unbeaten"), 1, "{said}");
    assert_eq!(
        announced(&said, "bob", "Unbeaten") + announced(&said, "carol", "Unbeaten"),
        0,
        "{said}"
    );
    assert!(said.contains("first in a tournament (tournament #1)."), "{said}");
    let channels: Vec<&str> = local
        .seen
        .iter()
        .filter(|r| r["text"].as_str().is_some_and(|t| t.contains("**Tournament winner**")))
        .map(|r| r["channel"].as_str().unwrap())
        .collect();
    assert_eq!(channels, ["general"], "in the tournament's channel");

    assert!(local.send(":restart").is_empty());
    let stats = texts(&local.ok("bob /stats member:@alice"));
    assert!(
        stats_line(&stats, "Tournament winner").ends_with("(tournament #1)"),
        "{stats}"
    );
    assert!(stats_line(&stats, "Unbeaten").ends_with("(tournament #1)"), "{stats}");
    stats_line(&stats, "First win");
    let (seen, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
    assert_eq!(announced(&texts(&seen), "alice", "Tournament winner"), 1);
    let (clean, report) = audit(&dir.path().join("parlor.db"));
    assert!(clean, "{report}");
}
