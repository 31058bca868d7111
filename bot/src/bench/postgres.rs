//! `parlor bench --pg URL`, section `postgres` (issue 20): the table on a
//! PostgreSQL server, next to the SQLite figures: start-up with the stored games,
//! one move end to end, one move's database work alone (the commit), and the
//! load with 1, 2 and 4 processes on the same database, each playing its own
//! share of the channels as processes on different shards would.
//!
//! The bench makes a database of its own on the server (`parlor_bench_<pid>`)
//! and drops it afterwards: the URL's user must be allowed to create databases.

use super::driver::{Channel, Driver, Outcome};
use super::report::{human, per_second, quantile, thousands, BenchOptions, Row};
use crate::store::{Change, LogEntry, Target};
use crate::table::{Seeds, Table, TableSettings};
use parlor_games::{Rng, SeededRng};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Process counts the load runs with.
const PROCESSES: [usize; 3] = [1, 2, 4];

/// A database of the bench's own on the server, dropped when done.
struct Scratch {
    server: String,
    name: String,
    url: String,
}

impl Scratch {
    fn create(server: &str) -> anyhow::Result<Scratch> {
        let name = format!("parlor_bench_{}", std::process::id());
        let mut client = postgres::Client::connect(server, postgres::NoTls)?;
        // Two calls: one string of both would run as one transaction, which
        // neither statement may.
        client.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))?;
        client.batch_execute(&format!("CREATE DATABASE {name}"))?;
        let (base, _) = server
            .rsplit_once('/')
            .ok_or_else(|| anyhow::anyhow!("--pg names no database: postgres://user@host:port/database"))?;
        Ok(Scratch {
            server: server.to_string(),
            url: format!("{base}/{name}"),
            name,
        })
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if let Ok(mut client) = postgres::Client::connect(&self.server, postgres::NoTls) {
            let _ = client.batch_execute(&format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name));
        }
    }
}

fn open(url: &str) -> anyhow::Result<Table> {
    Table::open(Target::parse(url).open()?, TableSettings::default(), Seeds::Fixed(7))
}

/// The section's rows.
pub fn rows(options: &BenchOptions, server: &str) -> anyhow::Result<Vec<Row>> {
    let scratch = Scratch::create(server)?;
    let url = scratch.url.as_str();
    let sessions = options.sessions;
    let stored_text = format!("{} stored games", thousands(sessions as u64));
    let mut rows = Vec::new();

    // The stored games, started through the table.
    let built = Instant::now();
    let now = {
        let table = open(url)?;
        super::table::start_games(&table, options)?
    };
    rows.push(Row::new(
        "postgres",
        format!("set-up: {stored_text} started through the table"),
        human(built.elapsed()),
        "",
    ));

    // Start-up, in fresh processes: median of three.
    let mut probes = Vec::new();
    for _ in 0..3 {
        probes.push(super::table::probe_startup(&options.exe, url)?);
    }
    probes.sort_by_key(|p| p.elapsed);
    let probe = probes[1];
    anyhow::ensure!(
        probe.sessions == sessions,
        "start-up resumed {} of {sessions}",
        probe.sessions
    );
    rows.push(Row::new(
        "postgres",
        format!("start-up: connect and resume {stored_text} (fresh process)"),
        human(probe.elapsed),
        "",
    ));

    // One move end to end, as the SQLite move section measures it.
    let moves = (options.moves / 4).max(20);
    let times = {
        let table = open(url)?;
        let channels: Vec<Channel> = (0..sessions).map(Channel::numbered).collect();
        super::table::timed_moves(&table, now, &channels, moves)?
    };
    rows.push(Row::new(
        "postgres",
        format!("one accepted move: parse, apply, commit, picture, reply ({stored_text}), p50"),
        human(quantile(&times, 0.5)),
        "",
    ));
    rows.push(Row::new("postgres", "same, p99", human(quantile(&times, 0.99)), ""));

    // The database's part of a move alone: the commit of a session row, a log
    // entry and an interaction, with the version check.
    let commits = commit_times(url, moves)?;
    rows.push(Row::new(
        "postgres",
        "a move's commit alone (session row with version check, log entry, interaction), p50 / p99",
        format!(
            "{} / {}",
            human(quantile(&commits, 0.5)),
            human(quantile(&commits, 0.99))
        ),
        "",
    ));

    // The load with 1, 2 and 4 processes.
    for processes in PROCESSES {
        let (moves, elapsed) = load(options, url, now, processes)?;
        rows.push(Row::new(
            "postgres",
            format!(
                "accepted moves with picture and commit, {processes} process{} on one database \
                 ({} moves in {:.1} s)",
                if processes == 1 { "" } else { "es" },
                thousands(moves),
                elapsed.as_secs_f64()
            ),
            per_second(moves as f64 / elapsed.as_secs_f64()),
            "",
        ));
    }
    Ok(rows)
}

/// `moves` commits shaped like a move's, timed one by one.
fn commit_times(url: &str, moves: usize) -> anyhow::Result<Vec<Duration>> {
    let mut store = Target::parse(url).open()?;
    let mut record = store
        .open_sessions()?
        .into_iter()
        .next()
        .ok_or_else(|| anyhow::anyhow!("no stored game"))?;
    let mut times = Vec::with_capacity(moves);
    for n in 0..moves {
        record.ply += 1;
        record.updated_at += 1;
        let entry = LogEntry {
            ply: record.ply,
            seat: 0,
            member: 1,
            notation: "bench".into(),
            at: record.updated_at,
        };
        let interaction = format!("bench-commit-{n}");
        let change = Change {
            session: Some(&record),
            log: vec![entry],
            interaction: Some(&interaction),
            at: record.updated_at,
            ..Change::default()
        };
        let start = Instant::now();
        store.commit(&change)?;
        times.push(start.elapsed());
    }
    times.sort_unstable();
    Ok(times)
}

/// Runs the load in `processes` fresh processes, each on its share of the
/// channels, started together once all have resumed the games; returns the
/// moves they made and the longest of their times.
fn load(options: &BenchOptions, url: &str, now: i64, processes: usize) -> anyhow::Result<(u64, Duration)> {
    let mut children = Vec::new();
    for share in 0..processes {
        let mut child = Command::new(&options.exe)
            .args(["bench", "--pg-load-probe", url])
            .args(["--share", &format!("{share}/{processes}")])
            .args(["--now", &now.to_string()])
            .args(["--sessions", &options.sessions.to_string()])
            .args(["--seconds", &options.load_for.as_secs().max(1).to_string()])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()?;
        let mut out = BufReader::new(child.stdout.take().expect("piped"));
        let mut line = String::new();
        out.read_line(&mut line)?;
        anyhow::ensure!(line.trim() == "ready", "a load process said {line:?}");
        children.push((child, out));
    }
    for (child, _) in &mut children {
        writeln!(child.stdin.as_mut().expect("piped"), "go")?;
    }
    let (mut moves, mut longest) = (0, Duration::ZERO);
    for (mut child, mut out) in children {
        let mut line = String::new();
        out.read_line(&mut line)?;
        let field = |name: &str| -> anyhow::Result<u64> {
            line.split_whitespace()
                .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| anyhow::anyhow!("a load process printed {line:?}"))
        };
        moves += field("moves")?;
        longest = longest.max(Duration::from_micros(field("micros")?));
        anyhow::ensure!(child.wait()?.success(), "a load process failed");
    }
    Ok((moves, longest))
}

/// One load process (`parlor bench --pg-load-probe URL --share I/N`): resumes
/// the games, says `ready`, waits for `go` on its input, then plays the
/// channels `n` with `n % N == I` for `seconds` and prints `moves=… micros=…`.
pub fn load_probe(url: &str, share: (usize, usize), now: i64, sessions: usize, seconds: u64) -> anyhow::Result<String> {
    let table = open(url)?;
    // Interaction ids of their own: every load run (1, 2, 4 processes) and
    // every process in it, apart from the move section's and from each other.
    let driver = Driver::new(&table, ((8 * share.1 + share.0) as u64) << 32, now);
    let channels: Vec<Channel> = (share.0..sessions)
        .step_by(share.1.max(1))
        .map(Channel::numbered)
        .collect();
    anyhow::ensure!(!channels.is_empty(), "no channels in share {}/{}", share.0, share.1);
    println!("ready");
    std::io::stdout().flush()?;
    let mut go = String::new();
    std::io::stdin().read_line(&mut go)?;
    let mut rng = SeededRng::new(200 + share.0 as u64);
    let started = Instant::now();
    let deadline = started + Duration::from_secs(seconds);
    let mut moves = 0u64;
    while Instant::now() < deadline {
        let channel = &channels[rng.below(channels.len() as u32) as usize];
        if let Outcome::Moved = driver.step(channel, &mut rng)? {
            moves += 1;
        }
    }
    Ok(format!("moves={moves} micros={}", started.elapsed().as_micros()))
}
