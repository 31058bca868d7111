//! Drives `parlor local --json` through pipes, the way another program would: one
//! line in, its replies out. Shared by the local-mode tests; each uses part of it.
#![allow(dead_code)]

use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// A running `parlor local --json --seed SEED --images DIR/boards`, its logs
/// (`RUST_LOG=debug`) going to a file so a full pipe can never stall it.
pub struct Local {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    logs: PathBuf,
    line: usize,
    /// Every line sent, sentinels left out.
    pub sent: Vec<String>,
    /// Every reply received, in order.
    pub seen: Vec<Value>,
}

impl Local {
    /// Starts local mode with its pictures and logs under `dir`.
    pub fn start(dir: &Path, seed: &str) -> Local {
        Local::start_with(dir, seed, &[])
    }

    /// Starts local mode with its database at `dir/parlor.db` (for `parlor audit`).
    pub fn start_with_db(dir: &Path, seed: &str) -> Local {
        let db = dir.join("parlor.db");
        Local::start_with(dir, seed, &["--db", db.to_str().unwrap()])
    }

    /// Starts local mode with more arguments.
    pub fn start_with(dir: &Path, seed: &str, extra: &[&str]) -> Local {
        let logs = dir.join("parlor.log");
        let mut child = Command::new(env!("CARGO_BIN_EXE_parlor"))
            .args(["local", "--json", "--seed", seed])
            .args(extra)
            .arg("--images")
            .arg(dir.join("boards"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(&logs).expect("a log file"))
            .env("RUST_LOG", "debug")
            .spawn()
            .expect("parlor local starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Local {
            child,
            stdin,
            stdout,
            logs,
            line: 0,
            sent: Vec::new(),
            seen: Vec::new(),
        }
    }

    /// Starts local mode serving its web pages on a free port (`--web
    /// 127.0.0.1:0`, issue 34), with more arguments; the local server page's
    /// address, the first line it prints.
    pub fn start_web(dir: &Path, seed: &str, extra: &[&str]) -> (Local, String) {
        let mut args = vec!["--web", "127.0.0.1:0"];
        args.extend_from_slice(extra);
        let mut local = Local::start_with(dir, seed, &args);
        let mut out = String::new();
        assert!(
            local.stdout.read_line(&mut out).unwrap() > 0,
            "parlor local --web ended early"
        );
        let first: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("not JSON ({e}): {out}"));
        assert_eq!(first["to"], "web", "the pages' address comes first: {first}");
        let url = first["url"].as_str().expect("the address").to_string();
        (local, url)
    }

    /// The process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Sends one line and returns its replies. `/rules` after it is a sentinel: its
    /// one reply tells that every reply of the line before has arrived.
    pub fn send(&mut self, text: &str) -> Vec<Value> {
        self.line += 1;
        let wanted = self.line;
        self.sent.push(text.to_string());
        writeln!(self.stdin, "{text}\nzz /rules game:checkers").unwrap();
        self.stdin.flush().unwrap();
        self.line += 1;
        let mut replies = Vec::new();
        loop {
            let mut out = String::new();
            assert!(
                self.stdout.read_line(&mut out).unwrap() > 0,
                "parlor local ended early after {text:?}"
            );
            let reply: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("not JSON ({e}): {out}"));
            if reply["line"] == self.line {
                return replies;
            }
            assert_eq!(reply["line"], wanted, "reply to the wrong line: {reply}");
            self.seen.push(reply.clone());
            replies.push(reply);
        }
    }

    /// Sends a line that must be accepted in every reply.
    pub fn ok(&mut self, text: &str) -> Vec<Value> {
        let replies = self.send(text);
        assert!(replies.iter().all(|r| r["ok"] == true), "{text}: {replies:#?}");
        replies
    }

    /// Closes stdin, checks the exit status, and returns every reply and the logs.
    pub fn finish(self) -> (Vec<Value>, String) {
        drop(self.stdin);
        let mut child = self.child;
        let status = child.wait().unwrap();
        assert!(status.success(), "parlor local exited with {status}");
        let logs = std::fs::read_to_string(&self.logs).unwrap();
        assert!(
            !logs.contains("messages Parlor could not write as it should"),
            "a text showed a message id no language has, or one Fluent could not fill:\n{logs}"
        );
        (self.seen, logs)
    }
}

/// Every reply's text, one after another, a line apart.
pub fn texts(replies: &[Value]) -> String {
    replies
        .iter()
        .map(|r| r["text"].as_str().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

/// `parlor audit --db DB`: whether it found the database clean (exit status 0),
/// and its report.
pub fn audit(db: &Path) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["audit", "--db"])
        .arg(db)
        .output()
        .unwrap();
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The one reply of a line.
pub fn only(replies: &[Value]) -> &Value {
    assert_eq!(replies.len(), 1, "expected one reply: {replies:#?}");
    &replies[0]
}

/// The `key` object of the last reply that carries one.
pub fn last_of(replies: &[Value], key: &str) -> Option<Value> {
    replies.iter().rev().find(|r| !r[key].is_null()).map(|r| r[key].clone())
}

/// The view (a board, a table's picture) of the last reply that carries one.
pub fn last_view(replies: &[Value]) -> Value {
    last_of(replies, "view").unwrap_or_else(|| panic!("a reply with a view in {replies:#?}"))
}

/// A reply's text.
pub fn text(reply: &Value) -> &str {
    reply["text"].as_str().expect("a reply has text")
}

/// Sends a line that must be refused privately, and returns the refusal: one
/// ephemeral reply of one line.
pub fn refused(local: &mut Local, line: &str) -> String {
    let replies = local.send(line);
    assert_eq!(replies.len(), 1, "{line}: {replies:#?}");
    assert_eq!(replies[0]["ok"], false, "{line}: {replies:#?}");
    assert!(
        replies[0]["to"].as_str().unwrap().starts_with("ephemeral:"),
        "a refusal is private: {replies:#?}"
    );
    let text = replies[0]["text"].as_str().unwrap().to_string();
    assert!(!text.contains('\n'), "one line: {text}");
    text
}

/// The moves `who` may play, by `/moves`.
pub fn moves(local: &mut Local, who: &str) -> Vec<String> {
    let replies = local.ok(&format!("{who} /moves"));
    replies[0]["moves"]
        .as_array()
        .unwrap_or_else(|| panic!("{who} /moves lists moves: {replies:#?}"))
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect()
}

/// A checkers game in the current channel between `a` (challenger, Black) and
/// `b`, which `loser` resigns.
pub fn resigned_game(local: &mut Local, a: &str, b: &str, loser: &str) {
    local.ok(&format!("{a} /play game:checkers opponent:@{b}"));
    local.ok(&format!("{b} /accept"));
    local.ok(&format!("{loser} /resign"));
}
