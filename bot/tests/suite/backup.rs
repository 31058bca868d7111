//! `parlor backup --to FILE` (issue 36): a copy taken while `parlor local`
//! keeps playing and moving chips on the database audits clean and holds the
//! games; a copy taken after the traffic holds every accepted move; a target
//! that exists, a PostgreSQL URL and a missing database are one line each.

use crate::pipes::{audit, Local};
use std::path::Path;
use std::process::{Command, Output};

fn backup(db: &Path, to: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["backup", "--db"])
        .arg(db)
        .arg("--to")
        .arg(to)
        .output()
        .unwrap()
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// Moves logged in a database (a copy, not the live file).
fn moves_in(db: &Path) -> i64 {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.query_row("SELECT COUNT(*) FROM moves", [], |r| r.get(0)).unwrap()
}

#[test]
fn a_backup_taken_under_load_audits_clean_and_holds_every_accepted_move() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("parlor.db");
    let mut local = Local::start_with(dir.path(), "36", &["--db", db.to_str().unwrap()]);
    local.ok("alice /chips daily");
    local.ok("bob /chips daily");
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");

    // Backups while the process keeps playing and moving chips.
    let copies: Vec<_> = (0..3).map(|i| dir.path().join(format!("copy-{i}.db"))).collect();
    let taking = {
        let (db, copies) = (db.clone(), copies.clone());
        std::thread::spawn(move || {
            copies
                .iter()
                .map(|copy| {
                    std::thread::sleep(std::time::Duration::from_millis(150));
                    backup(&db, copy)
                })
                .collect::<Vec<_>>()
        })
    };
    let mut accepted = 0;
    for n in 0..120 {
        if n % 2 == 0 {
            let (from, to) = if n % 4 == 0 { ("alice", "bob") } else { ("bob", "alice") };
            local.ok(&format!("{from} /chips give member:@{to} amount:1"));
            continue;
        }
        let board = local.ok("alice /board");
        let Some(to_act) = board.iter().find_map(|r| r["view"]["to_act"].as_u64()) else {
            break;
        };
        let who = ["alice", "bob"][to_act as usize];
        let moves = local.send(&format!("{who} /moves"));
        let Some(first) = moves[0]["moves"].as_array().and_then(|m| m.first()).cloned() else {
            break;
        };
        local.ok(&format!("{who} /move move:\"{}\"", first.as_str().unwrap()));
        accepted += 1;
    }
    for (copy, out) in copies.iter().zip(taking.join().unwrap()) {
        assert!(out.status.success(), "{}", text(&out));
        assert!(text(&out).contains("every invariant holds"), "{}", text(&out));
        let (clean, report) = audit(copy);
        assert!(clean, "{report}");
        assert!(moves_in(copy) <= accepted, "a copy holds no move that was not made");
    }

    // After the traffic: every accepted move is in the copy, the live file
    // still held by the running process.
    let last = dir.path().join("last.db");
    let out = backup(&db, &last);
    assert!(out.status.success(), "{}", text(&out));
    assert_eq!(moves_in(&last), accepted, "every accepted move is in the copy");
    let (clean, report) = audit(&last);
    assert!(clean, "{report}");
    assert!(accepted > 10, "the game went on during the backups: {accepted}");

    // Bad input: one line each, nothing written over.
    let before = std::fs::read(&last).unwrap();
    let out = backup(&db, &last);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("exists already"), "{}", text(&out));
    assert_eq!(text(&out).lines().count(), 1, "{}", text(&out));
    assert_eq!(std::fs::read(&last).unwrap(), before, "the existing file is untouched");
    let out = backup(&dir.path().join("nothing.db"), &dir.path().join("x.db"));
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out).contains("no database"), "{}", text(&out));
    let out = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["backup", "--db", "postgres://parlor@127.0.0.1:1/none", "--to"])
        .arg(dir.path().join("pg.db"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out).contains("pg_dump"), "{}", text(&out));
    assert!(!dir.path().join("pg.db").exists());
    drop(local);
}
