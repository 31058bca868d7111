//! `parlor bench --quick` runs every section of the performance report through
//! the real binary (a smoke test at tiny sizes: figures come from a release build,
//! and no figure is asserted here, only that each one was measured).

use std::process::Command;

#[test]
fn the_quick_bench_measures_every_section_and_prints_the_table() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["bench", "--quick", "--dir"])
        .arg(dir.path())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let rows: Vec<&str> = stdout.lines().filter(|l| l.starts_with("| ")).collect();
    assert_eq!(rows[0], "| Section | Measure | Result | Target |");
    for section in [
        "render", "engines", "move", "load", "start-up", "ledger", "review", "web",
    ] {
        assert!(
            rows.iter().any(|r| r.starts_with(&format!("| {section} |"))),
            "no {section} row in\n{stdout}"
        );
    }
    // A picture row for every game, with its size.
    for game in [
        "Hot Spot",
        "Trespass",
        "Number One",
        "Acey Ducey",
        "Crown and Anchor",
        "Checkers",
        "Line",
    ] {
        assert!(
            rows.iter()
                .any(|r| r.starts_with("| render |") && r.contains(game) && r.contains(" KB")),
            "no {game} picture in\n{stdout}"
        );
    }
    // Every stored game was resumed by the fresh process (the probe checks the
    // count), and the load moved.
    assert!(stdout.contains("resume 24 stored games"), "{stdout}");
    let load = rows
        .iter()
        .find(|r| r.contains("accepted moves with picture"))
        .expect("a load row");
    assert!(!load.contains("| 0/s |"), "{load}");
}

#[test]
fn an_unknown_section_is_one_clear_line() {
    let out = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["bench", "--quick", "--only", "speed"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("--only speed: no such section; the sections are render, engines"),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());
}
