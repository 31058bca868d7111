//! One session whose stored record is damaged (not JSON at all) must not keep the
//! other games from resuming: it is skipped and logged with its id and channel,
//! and `parlor audit` lists it.

use serde_json::Value;
use std::path::Path;
use std::process::{Command, Output};

fn local(dir: &Path, db: &Path, script: &str) -> Output {
    let path = dir.join("script.txt");
    std::fs::write(&path, script).unwrap();
    Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["local", "--json", "--seed", "5", "--db"])
        .arg(db)
        .arg("--script")
        .arg(&path)
        .arg("--images")
        .arg(dir.join("boards"))
        .env_remove("RUST_LOG")
        .output()
        .unwrap()
}

#[test]
fn an_unreadable_record_is_skipped_logged_and_audited_and_every_other_game_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("parlor.db");
    let setup = local(
        dir.path(),
        &db,
        "alice /play game:checkers opponent:@bob\nbob [Accept]\n\
         :channel side\ncarol /play game:checkers opponent:@dave\ndave [Accept]\n",
    );
    assert!(setup.status.success(), "{}", String::from_utf8_lossy(&setup.stderr));
    {
        let conn = rusqlite::Connection::open(&db).unwrap();
        let damaged = conn
            .execute(
                "UPDATE sessions SET record = substr(record, 1, 40) WHERE channel = 'general'",
                [],
            )
            .unwrap();
        assert_eq!(damaged, 1);
    }

    let out = local(
        dir.path(),
        &db,
        ":channel side\ndave /board\n:channel general\nalice /play game:hot-spot opponent:@bob\n",
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let replies: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // The game in #side resumed and shows its board.
    let board = replies.iter().find(|r| r["line"] == 2).expect("a reply to /board");
    assert_eq!(board["ok"], true, "{board}");
    assert!(board["image"].is_string(), "{board}");
    // #general is free for a new game, with a new session id.
    let play = replies.iter().find(|r| r["line"] == 4).expect("a reply to /play");
    assert_eq!(play["ok"], true, "{play}");
    let ids: Vec<i64> = {
        let conn = rusqlite::Connection::open(&db).unwrap();
        let mut stmt = conn.prepare("SELECT id FROM sessions ORDER BY id").unwrap();
        let ids = stmt.query_map([], |r| r.get(0)).unwrap().map(Result::unwrap).collect();
        ids
    };
    assert_eq!(ids, [1, 2, 3]);
    // One log line names the session and its channel.
    let logged: Vec<&str> = stderr.lines().filter(|l| l.contains("unreadable")).collect();
    assert_eq!(logged.len(), 1, "{stderr}");
    assert!(
        logged[0].contains("session 1") && logged[0].contains("general"),
        "{stderr}"
    );

    let audit = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["audit", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&audit.stdout);
    assert_eq!(
        audit.status.code(),
        Some(1),
        "{report} {}",
        String::from_utf8_lossy(&audit.stderr)
    );
    assert!(
        report
            .lines()
            .any(|l| l.starts_with("- session 1 in channel general") && l.contains("unreadable")),
        "{report}"
    );
}
