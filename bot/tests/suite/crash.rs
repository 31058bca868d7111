//! Crash safety: `parlor local` runs a stream of commands across many channels and
//! is killed with SIGKILL at a random moment; a new process on the same database
//! must hold every command that was answered as accepted, no game half-applied
//! (each stored game equals its seed replayed through its move log), `parlor audit`
//! clean (open Crown and Anchor rounds still hold their bets in escrow), and every
//! game playable on. Repeated for many random kill points.

use crate::pipes::{audit, last_of};
use parlor_games::{AnyGame, GameKind, Seat, SeededRng};
use serde_json::Value;
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

/// How many kill points, and the most wall time the whole test may take.
const KILL_POINTS: usize = 24;
const TIME_BUDGET: Duration = Duration::from_secs(120);

/// A `parlor local --json` child whose death is expected.
struct Local {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    line: usize,
}

impl Local {
    fn start(dir: &Path, db: &Path) -> Local {
        let mut child = Command::new(env!("CARGO_BIN_EXE_parlor"))
            .args(["local", "--json", "--seed", "3", "--db"])
            .arg(db)
            .arg("--images")
            .arg(dir.join("boards"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(dir.join("parlor.log")).unwrap())
            .spawn()
            .expect("parlor local starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Local {
            child,
            stdin,
            stdout,
            line: 0,
        }
    }

    /// Sends a line and reads its replies; `None` once the process is gone.
    fn send(&mut self, text: &str) -> Option<Vec<Value>> {
        self.line += 2;
        let sentinel = self.line;
        writeln!(self.stdin, "{text}\nzz /rules game:checkers").ok()?;
        self.stdin.flush().ok()?;
        let mut replies = Vec::new();
        loop {
            let mut out = String::new();
            if self.stdout.read_line(&mut out).ok()? == 0 {
                return None;
            }
            let reply: Value = serde_json::from_str(&out).ok()?;
            if reply["line"] == sentinel {
                return Some(replies);
            }
            replies.push(reply);
        }
    }

    fn ok(&mut self, text: &str) -> Vec<Value> {
        let replies = self.send(text).expect("the process is alive");
        assert!(replies.iter().all(|r| r["ok"] == true), "{text}: {replies:#?}");
        replies
    }
}

/// One channel's game, as the driver knows it from the replies it read.
struct Game {
    channel: String,
    kind: GameKind,
    players: Vec<&'static str>,
    view: Value,
    /// Accepted actions answered before the kill (moves, rolls, bets).
    acknowledged: usize,
    /// Crown and Anchor: chips bet since the last acknowledged roll.
    open_bets: u64,
}

impl Game {
    fn to_act(&self) -> Option<&'static str> {
        if self.kind == GameKind::CrownAndAnchor {
            return Some(self.players[0]);
        }
        self.view["to_act"].as_u64().map(|s| self.players[s as usize])
    }
}

/// Opens the seven-channel world: checkers ×2, Acey Ducey ×2, Hot Spot, Line and a
/// Crown and Anchor table.
fn open_world(p: &mut Local) -> Vec<Game> {
    let mut games = Vec::new();
    let duels = [
        ("c-checkers-1", "checkers", ["ann", "ben"]),
        ("c-checkers-2", "checkers", ["cat", "dan"]),
        ("c-acey-1", "acey-ducey", ["eve", "fay"]),
        ("c-acey-2", "acey-ducey", ["gus", "hal"]),
        ("c-hot-spot", "hot-spot", ["ida", "jon"]),
        ("c-line", "line", ["kim", "lou"]),
    ];
    for (channel, game, players) in duels {
        p.ok(&format!(":channel {channel}"));
        p.ok(&format!("{} /play game:{game} opponent:@{}", players[0], players[1]));
        let replies = p.ok(&format!("{} /accept", players[1]));
        games.push(Game {
            channel: channel.into(),
            kind: GameKind::from_name(game).unwrap(),
            players: players.to_vec(),
            view: last_of(&replies, "view").unwrap(),
            acknowledged: 0,
            open_bets: 0,
        });
    }
    p.ok(":channel c-crown");
    p.ok(":admin root");
    p.ok("root /chips house fund amount:100000");
    p.ok("mo /play game:crown-and-anchor options:\"house min:1 max:50\"");
    p.ok("ned /join");
    let replies = p.ok("mo /start");
    games.push(Game {
        channel: "c-crown".into(),
        kind: GameKind::CrownAndAnchor,
        players: vec!["mo", "ned"],
        view: last_of(&replies, "view").unwrap(),
        acknowledged: 0,
        open_bets: 0,
    });
    games
}

/// One action in one game. `None` when the process died.
fn step(p: &mut Local, game: &mut Game, n: usize) -> Option<()> {
    let Some(who) = game.to_act() else { return Some(()) };
    p.send(&format!(":channel {}", game.channel))?;
    let (command, is_bet) = if game.kind == GameKind::CrownAndAnchor {
        if n % 4 == 3 {
            (format!("{who} /roll"), false)
        } else {
            let design = ["crown", "anchor", "heart", "spade", "diamond", "club"][n % 6];
            let bettor = game.players[n % 2];
            (format!("{bettor} /bet design:{design} chips:{}", 1 + n % 9), true)
        }
    } else {
        let moves = p.send(&format!("{who} /moves"))?;
        let listed: Vec<String> = moves
            .first()
            .and_then(|m| m["moves"].as_array())
            .map(|a| a.iter().map(|m| m.as_str().unwrap().to_string()).collect())
            .unwrap_or_default();
        if listed.is_empty() {
            return Some(());
        }
        if listed == ["roll"] {
            (format!("{who} /roll"), false)
        } else {
            (
                format!("{who} /move move:\"{}\"", listed[(n * 7 + 3) % listed.len()]),
                false,
            )
        }
    };
    let replies = p.send(&command)?;
    if replies.first().is_some_and(|r| r["ok"] == true) {
        // Bets are not in the move log; moves and rolls are.
        if is_bet {
            game.open_bets += (1 + n % 9) as u64;
        } else {
            game.acknowledged += 1;
            game.open_bets = 0;
        }
        if let Some(v) = last_of(&replies, "view") {
            game.view = v;
        }
    }
    Some(())
}

/// The stored sessions by channel: (record JSON, move-log notations).
fn stored(db: &Path) -> BTreeMap<String, (Value, Vec<(u8, String)>)> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut out = BTreeMap::new();
    let mut stmt = conn
        .prepare("SELECT id, channel, record FROM sessions WHERE status <> 'challenge' ORDER BY id")
        .unwrap();
    let rows: Vec<(i64, String, String)> = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    for (id, channel, record) in rows {
        let mut moves = conn
            .prepare("SELECT seat, notation FROM moves WHERE session_id = ?1 ORDER BY ply")
            .unwrap();
        let log: Vec<(u8, String)> = moves
            .query_map([id], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        out.insert(channel, (serde_json::from_str(&record).unwrap(), log));
    }
    out
}

/// The game a session's seed and move log produce must be the game it stored.
fn replays_to_its_state(kind: GameKind, record: &Value, log: &[(u8, String)]) {
    let seed = record["seed"].as_u64().unwrap();
    let players = record["seats"].as_array().unwrap().len();
    let mut rng = SeededRng::from_state(seed);
    let mut game = AnyGame::new(kind, record["options"].as_str().unwrap(), players, &mut rng).unwrap();
    for (seat, notation) in log {
        game.play(Seat(*seat), notation, &mut rng)
            .unwrap_or_else(|e| panic!("{}: the logged {notation} does not replay: {e}", kind.name()));
    }
    let stored = AnyGame::restore(kind, &record["state"]).unwrap();
    assert_eq!(
        game,
        stored,
        "{}: the stored game is not its move log replayed",
        kind.name()
    );
    assert_eq!(
        rng.state(),
        record["rng_state"].as_u64().unwrap(),
        "{}: RNG state",
        kind.name()
    );
}

/// Fails unless `parlor audit` finds `db` clean, showing its report.
fn audit_clean(db: &Path) {
    let (clean, report) = audit(db);
    assert!(clean, "{report}");
}

/// A small deterministic generator for the kill delays and channel choices.
struct Mix(u64);

impl Mix {
    fn next(&mut self, below: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % below
    }
}

fn one_kill_point(dir: &Path, mix: &mut Mix) -> usize {
    let db: PathBuf = dir.join("parlor.db");
    let mut p = Local::start(dir, &db);
    let mut games = open_world(&mut p);
    let pid = p.child.id();
    let delay = Duration::from_millis(20 + mix.next(700));
    let killer = std::thread::spawn(move || {
        std::thread::sleep(delay);
        // SIGKILL: no destructor, no flush, no goodbye.
        unsafe_kill(pid);
    });
    let mut steps = 0;
    for n in 0..5_000 {
        let g = mix.next(games.len() as u64) as usize;
        if step(&mut p, &mut games[g], n).is_none() {
            break;
        }
        steps += 1;
    }
    killer.join().unwrap();
    let _ = p.child.wait();

    // A new process on the same file.
    audit_clean(&db);
    let sessions = stored(&db);
    for game in &games {
        let (record, log) = &sessions[&game.channel];
        assert!(
            log.len() >= game.acknowledged,
            "{}: {} actions were answered as accepted, {} are stored",
            game.channel,
            game.acknowledged,
            log.len()
        );
        assert!(
            log.len() <= game.acknowledged + 1,
            "{}: more stored than sent",
            game.channel
        );
        if game.kind == GameKind::CrownAndAnchor {
            let stakes: u64 = record["state"]["bets"]
                .as_array()
                .unwrap()
                .iter()
                .map(|b| b["chips"].as_u64().unwrap())
                .sum();
            if log.len() == game.acknowledged {
                // No roll in flight settled them: the open round's acknowledged bets
                // are on the table (a bet in flight may add to them).
                assert!(
                    stakes >= game.open_bets,
                    "the table holds {stakes} chips of bets, {} were acknowledged",
                    game.open_bets
                );
            }
        } else {
            replays_to_its_state(game.kind, record, log);
        }
    }
    let mut p = Local::start(dir, &db);
    for game in &mut games {
        // Every game still in play takes a move after the restart.
        p.ok(&format!(":channel {}", game.channel));
        let board = p.send(&format!("{} /board", game.players[0])).unwrap();
        let Some(v) = last_of(&board, "view") else { continue };
        game.view = v;
        if game.to_act().is_some() && game.kind != GameKind::CrownAndAnchor {
            let before = stored(&db)[&game.channel].1.len();
            step(&mut p, game, 1).unwrap();
            let after = stored(&db)[&game.channel].1.len();
            assert!(after > before, "{} plays on after the restart", game.channel);
        }
    }
    drop(p.stdin);
    assert!(p.child.wait().unwrap().success());
    audit_clean(&db);
    steps
}

fn unsafe_kill(pid: u32) {
    // `Child::kill` sends SIGKILL on Unix, but the child is owned by the driver
    // thread; the `kill` command reaches it by pid.
    let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
}

#[test]
fn sigkill_at_random_moments_loses_no_accepted_command() {
    let started = Instant::now();
    let mut mix = Mix(0xC0FFEE);
    let mut points = 0;
    let mut total_steps = 0;
    while points < KILL_POINTS && started.elapsed() < TIME_BUDGET {
        let dir = tempfile::tempdir().unwrap();
        total_steps += one_kill_point(dir.path(), &mut mix);
        points += 1;
    }
    eprintln!(
        "{points} kill points, {total_steps} commands before the kills, {:?}",
        started.elapsed()
    );
    assert!(points >= 8, "only {points} kill points fit in the time budget");
}
