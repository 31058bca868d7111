//! `parlor bench --pg URL`, section `postgres` (issue 20): the table on a
//! PostgreSQL server, next to the SQLite figures: start-up with the stored games,
//! one move end to end, one move's database work alone (the commit), the
//! timers' scan for sessions changed elsewhere (the rows it reads), and the
//! load with 1, 2 and 4 processes on the same database, each playing its own
//! share of the channels as processes on different shards would. SQLite plays
//! the same games in the same run (a move alternating with PostgreSQL's, the
//! one-process load taking turns), and the rows give PostgreSQL's figures as
//! a ratio of SQLite's, against issue 36's targets.
//!
//! The bench makes a database of its own on the server (`parlor_bench_<pid>`)
//! and drops it afterwards: the URL's user must be allowed to create databases.

use super::driver::{Channel, Driver, Outcome};
use super::report::{human, per_second, quantile, thousands, BenchOptions, Row};
use crate::store::{Change, LogEntry, Store, Target};
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
    // SQLite on the same games in the same run, for the comparison rows.
    let temp = tempfile::tempdir()?;
    let lite_path = temp.path().join("postgres-section.db");
    let lite = lite_path.to_string_lossy().into_owned();
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
    let lite_now = {
        let table = open(&lite)?;
        super::table::start_games(&table, options)?
    };

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

    // One move end to end, as the SQLite move section measures it, on both.
    let moves = (options.moves / 4).max(20);
    let channels: Vec<Channel> = (0..sessions).map(Channel::numbered).collect();
    let (times, lite_times) = side_by_side(&open(url)?, now, &open(&lite)?, lite_now, &channels, moves)?;
    rows.push(Row::new(
        "postgres",
        format!("one accepted move: parse, apply, commit, picture, reply ({stored_text}), p50"),
        format!(
            "{} (SQLite {})",
            human(quantile(&times, 0.5)),
            human(quantile(&lite_times, 0.5))
        ),
        "",
    ));
    let (p99, lite_p99) = (quantile(&times, 0.99), quantile(&lite_times, 0.99));
    rows.push(Row::new(
        "postgres",
        "same, p99: PostgreSQL / SQLite, same run",
        format!(
            "{} / {} = {:.2}×",
            human(p99),
            human(lite_p99),
            p99.as_secs_f64() / lite_p99.as_secs_f64()
        ),
        "≤ 1.3×",
    ));

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

    // The timers' scan for sessions other processes changed, with every game
    // open: the rows it reads.
    let (read, took) = scan_after_one_move(url)?;
    rows.push(Row::new(
        "postgres",
        format!("the timers' scan for changed sessions after one move elsewhere, {stored_text} open: rows read"),
        format!("{read} in {}", human(took)),
        "independent of open games",
    ));

    // One process, one thread, on each store, in a fresh process: twice each,
    // taking turns, so both meet the machine as it is.
    let (mut pg_moves, mut pg_elapsed, mut lite_moves, mut lite_elapsed) = (0, Duration::ZERO, 0, Duration::ZERO);
    for _ in 0..2 {
        let (moves, elapsed) = load(options, url, now, 1)?;
        (pg_moves, pg_elapsed) = (pg_moves + moves, pg_elapsed + elapsed);
        let (moves, elapsed) = load(options, &lite, lite_now, 1)?;
        (lite_moves, lite_elapsed) = (lite_moves + moves, lite_elapsed + elapsed);
    }
    let pg_rate = pg_moves as f64 / pg_elapsed.as_secs_f64();
    let lite_rate = lite_moves as f64 / lite_elapsed.as_secs_f64();
    rows.push(Row::new(
        "postgres",
        format!(
            "accepted moves with picture and commit, 1 process (one thread): PostgreSQL / SQLite, same run, \
             taking turns ({} and {} moves in {:.1} s each)",
            thousands(pg_moves),
            thousands(lite_moves),
            pg_elapsed.as_secs_f64()
        ),
        format!(
            "{} / {} = {:.0}%",
            per_second(pg_rate),
            per_second(lite_rate),
            100.0 * pg_rate / lite_rate
        ),
        "≥ 70%",
    ));

    // The load with 2 and 4 processes.
    for processes in PROCESSES.into_iter().filter(|p| *p > 1) {
        let (moves, elapsed) = load(options, url, now, processes)?;
        rows.push(Row::new(
            "postgres",
            format!(
                "accepted moves with picture and commit, {processes} processes on one database \
                 ({} moves in {:.1} s)",
                thousands(moves),
                elapsed.as_secs_f64()
            ),
            per_second(moves as f64 / elapsed.as_secs_f64()),
            "",
        ));
    }
    Ok(rows)
}

/// `moves` accepted moves end to end on each table, one on the PostgreSQL
/// table then one on the SQLite one, on random channels, after a tenth more
/// that warm the caches: both meet the machine in the same moments, so a
/// busy moment lands in both tails. Each sorted.
fn side_by_side(
    pg: &Table,
    pg_now: i64,
    lite: &Table,
    lite_now: i64,
    channels: &[Channel],
    moves: usize,
) -> anyhow::Result<(Vec<Duration>, Vec<Duration>)> {
    let drivers = [Driver::new(pg, 1 << 32, pg_now), Driver::new(lite, 1 << 32, lite_now)];
    // Seeds of their own: the two tables' games start alike, and the same
    // channel moved the same way on both would find its picture drawn.
    let mut rngs = [SeededRng::new(11), SeededRng::new(12)];
    let mut times = [Vec::with_capacity(moves), Vec::with_capacity(moves)];
    let warm_up = moves / 10;
    let mut done = [0, 0];
    while times.iter().any(|t| t.len() < moves) {
        for side in 0..2 {
            let (driver, rng) = (&drivers[side], &mut rngs[side]);
            let channel = &channels[rng.below(channels.len() as u32) as usize];
            let Some((seat, action)) = driver.pick(channel, rng) else {
                driver.step(channel, rng)?;
                continue;
            };
            let start = Instant::now();
            driver.play(channel, seat, action)?;
            let took = start.elapsed();
            done[side] += 1;
            if done[side] > warm_up && times[side].len() < moves {
                times[side].push(took);
            }
        }
    }
    let [mut pg_times, mut lite_times] = times;
    pg_times.sort_unstable();
    lite_times.sort_unstable();
    Ok((pg_times, lite_times))
}

/// One store looks at every session, another commits a move, and the first
/// scans for changes: the rows that scan read and its time.
fn scan_after_one_move(url: &str) -> anyhow::Result<(usize, Duration)> {
    let mut watcher = crate::store::PgStore::connect(url)?;
    watcher.open_sessions()?;
    watcher.changed_sessions()?;
    let mut mover = Target::parse(url).open()?;
    let mut record = mover
        .open_sessions()?
        .into_iter()
        .next()
        .ok_or_else(|| anyhow::anyhow!("no stored game"))?;
    record.updated_at += 1;
    mover.commit(&Change {
        session: Some(&record),
        at: record.updated_at,
        ..Change::default()
    })?;
    let start = Instant::now();
    let (changed, _) = watcher.changed_sessions()?;
    let took = start.elapsed();
    anyhow::ensure!(changed.len() == 1, "the scan found {} changed sessions", changed.len());
    Ok((watcher.last_scan_rows(), took))
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
    // Interaction ids of their own: every load run (1, 2, 4 processes, each
    // store's turns) and every process in it, apart from the move section's
    // and from each other: the process id is unique among those.
    let driver = Driver::new(&table, u64::from(std::process::id()) << 32, now);
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
