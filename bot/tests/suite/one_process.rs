//! One process per SQLite file: a second `parlor` on a database another holds
//! refuses at start with one line naming the file and the holder, and changes
//! nothing; `parlor audit` may still read it.

use crate::pipes::Local;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn parlor(dir: &Path, args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(args)
        .current_dir(dir)
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    child.wait_with_output().unwrap()
}

fn sessions(db: &Path) -> i64 {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.query_row("SELECT COUNT(*) FROM sessions", [], |r| r.get(0))
        .unwrap()
}

#[test]
fn a_second_local_on_a_held_database_refuses_in_one_line_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("parlor.db");
    let mut first = Local::start_with_db(dir.path(), "1");
    first.ok("alice /play game:checkers opponent:@bob");
    let pid = first.pid();

    let second = parlor(
        dir.path(),
        &["local", "--json", "--db", db.to_str().unwrap()],
        "carol /play game:hot-spot opponent:@dave\ndave [Accept]\n",
    );
    let stderr = String::from_utf8_lossy(&second.stderr);
    assert_eq!(second.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "one line: {stderr}");
    assert!(
        stderr.contains("parlor.db") && stderr.contains(&format!("pid {pid}")),
        "{stderr}"
    );
    assert!(
        second.stdout.is_empty(),
        "it played: {}",
        String::from_utf8_lossy(&second.stdout)
    );

    // The audit may read the held file.
    let audit = parlor(dir.path(), &["audit", "--db", db.to_str().unwrap()], "");
    assert!(audit.status.success(), "{}", String::from_utf8_lossy(&audit.stdout));

    // The first plays on as if nothing happened, and only its session is stored.
    let accepted = first.ok("bob [Accept]");
    assert!(
        accepted.iter().any(|r| r["text"].as_str().unwrap().contains("alice")),
        "{accepted:#?}"
    );
    first.finish();
    assert_eq!(sessions(&db), 1);

    // Once it has gone, the file is free again.
    let third = parlor(dir.path(), &["local", "--db", db.to_str().unwrap()], "bob /board\n");
    assert!(third.status.success(), "{}", String::from_utf8_lossy(&third.stderr));
}

#[test]
fn serve_on_a_database_held_by_local_mode_refuses_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("parlor.db");
    let mut first = Local::start_with_db(dir.path(), "1");
    first.ok("alice /play game:checkers opponent:@bob");
    let config = dir.path().join("config.toml");
    // Port 9 (discard) is closed: should serve get past the store, it would
    // retry the gateway forever, and the wait below would fail the test.
    std::fs::write(
        &config,
        format!(
            "[discord]\ntoken = \"abc\"\nproxy = \"http://127.0.0.1:9\"\n[database]\npath = {:?}\n",
            db.to_str().unwrap()
        ),
    )
    .unwrap();
    let mut serve = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["serve", "--config"])
        .arg(&config)
        .env_remove("DISCORD_TOKEN")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(dir.path().join("serve.log")).unwrap())
        .spawn()
        .unwrap();
    let started = Instant::now();
    let status = loop {
        if let Some(status) = serve.try_wait().unwrap() {
            break Some(status);
        }
        if started.elapsed() > Duration::from_secs(20) {
            let _ = serve.kill();
            let _ = serve.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let stderr = std::fs::read_to_string(dir.path().join("serve.log")).unwrap();
    let status = status.unwrap_or_else(|| panic!("serve started on a held database: {stderr}"));
    assert_eq!(status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "one line: {stderr}");
    assert!(
        stderr.contains("parlor.db") && stderr.contains(&format!("pid {}", first.pid())),
        "{stderr}"
    );
    first.ok("bob [Accept]");
    first.finish();
}

#[test]
fn a_second_bench_on_the_same_folder_refuses() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("stored-games.db");
    let mut holder = Local::start_with(dir.path(), "1", &["--db", db.to_str().unwrap()]);
    holder.ok("alice /help");
    let bench = parlor(
        dir.path(),
        &["bench", "--quick", "--dir", dir.path().to_str().unwrap()],
        "",
    );
    let stderr = String::from_utf8_lossy(&bench.stderr);
    assert_eq!(bench.status.code(), Some(2), "{stderr}");
    assert!(
        stderr
            .lines()
            .any(|l| l.contains("stored-games.db") && l.contains("pid")),
        "{stderr}"
    );
    assert!(bench.stdout.is_empty());
    holder.finish();
}
