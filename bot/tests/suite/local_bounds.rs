//! `parlor local` bounds what it is given: a member named in an option is held to
//! the rules of a typed member name, and a huge button label is refused in one
//! short line rather than echoed back.

use std::process::{Command, Output};

fn script(lines: &str) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("script.txt");
    std::fs::write(&path, lines).unwrap();
    Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["local", "--json", "--seed", "1", "--script"])
        .arg(&path)
        .arg("--images")
        .arg(dir.path().join("boards"))
        .output()
        .unwrap()
}

fn refused_in_one_short_line(out: &Output, line: usize, what: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{what}: {stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{what}: {stderr}");
    assert!(stderr.starts_with(&format!("line {line}: ")), "{what}: {stderr}");
    assert!(stderr.len() < 200, "{what}: {} bytes on stderr", stderr.len());
    assert!(!stderr.contains('\0'), "{what}: {stderr:?}");
}

#[test]
fn names_in_options_are_checked_as_typed_names_are() {
    let long = "b".repeat(1_000);
    for (name, typed) in [
        (
            "a thousand letters",
            format!("alice /play game:checkers opponent:@{long}"),
        ),
        ("a NUL", "alice /play game:checkers opponent:\"@bo\0b\"".to_string()),
        (
            "a control character",
            "alice /chips give member:\"bo\u{1b}[2Jb\" amount:5".to_string(),
        ),
        ("a space", "alice /chips balance member:\"bob smith\"".to_string()),
        ("nothing", "alice /chips grant member:@ amount:5".to_string()),
    ] {
        let out = script(&format!("alice /help\n{typed}\n"));
        refused_in_one_short_line(&out, 2, name);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("opponent:") || stderr.contains("member:"), "{stderr}");
    }
    // A good name is still taken.
    let out = script("alice /play game:checkers opponent:@bob.b-2_\nbob.b-2_ [Accept]\n");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn a_megabyte_button_label_is_refused_in_one_short_line() {
    let label = "x".repeat(1 << 20);
    let out = script(&format!("alice /play game:checkers opponent:@bob\nbob [{label}]\n"));
    refused_in_one_short_line(&out, 2, "a 1 MB label");
    assert!(out.stdout.len() < 10_000, "{} bytes printed", out.stdout.len());
}
