//! An unwritable `--images` folder: refused at start in one line (exit 2); a
//! picture that cannot be written later costs the reply its picture, never the
//! reply, and the reply says why.

use crate::pipes::Local;
use std::process::Command;

#[test]
fn an_images_folder_that_cannot_be_made_is_refused_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("not-a-folder");
    std::fs::write(&file, "x").unwrap();
    let images = file.join("boards");
    let db = dir.path().join("parlor.db");
    let script = dir.path().join("script.txt");
    std::fs::write(&script, "alice /play game:checkers opponent:@bob\nbob [Accept]\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["local", "--json", "--script"])
        .arg(&script)
        .arg("--db")
        .arg(&db)
        .arg("--images")
        .arg(&images)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "one line: {stderr}");
    assert!(
        stderr.contains(&images.display().to_string()) && stderr.contains("--images"),
        "{stderr}"
    );
    assert!(
        out.stdout.is_empty(),
        "it played: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(!db.exists(), "the database was made");
}

#[test]
fn a_picture_that_cannot_be_written_later_leaves_the_reply_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "1");
    local.ok("alice /play game:checkers opponent:@bob");
    // The folder goes away and a file takes its name: no picture can be written.
    let boards = dir.path().join("boards");
    let _ = std::fs::remove_dir_all(&boards);
    std::fs::write(&boards, "in the way").unwrap();
    let replies = local.ok("bob [Accept]");
    let board = replies
        .iter()
        .find(|r| r["image_error"].is_string())
        .unwrap_or_else(|| panic!("no reply says the picture was not saved: {replies:#?}"));
    assert!(board["image"].is_null(), "{board}");
    assert!(board["text"].as_str().unwrap().contains("alice"), "{board}");
    assert!(board["image_error"].as_str().unwrap().contains("boards"), "{board}");
    // The game goes on, and pictures come back with the folder.
    std::fs::remove_file(&boards).unwrap();
    let replies = local.send("alice /board");
    assert!(replies.iter().any(|r| r["image"].is_string()), "{replies:#?}");
    local.finish();
}

#[test]
fn every_picture_carries_alt_text_naming_the_players_and_the_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "1");
    local.ok("alice /play game:checkers opponent:@bob");
    let replies = local.ok("bob [Accept]");
    let board = replies
        .iter()
        .find(|r| r["image"].is_string())
        .unwrap_or_else(|| panic!("no picture: {replies:#?}"));
    let alt = board["alt"].as_str().unwrap_or_else(|| panic!("no alt text: {board}"));
    assert!(alt.starts_with("Checkers."), "{alt}");
    assert!(
        alt.contains("alice") && alt.contains("bob") && alt.contains("to move"),
        "{alt}"
    );
    assert!(alt.chars().count() <= 1024, "{alt}");
    // A reply without a picture has no alt text.
    let replies = local.send("alice /moves");
    assert!(
        replies.iter().all(|r| r["alt"].is_null() || r["image"].is_string()),
        "{replies:#?}"
    );
    local.finish();
}
