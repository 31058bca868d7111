//! The bot's own paths with many games stored: one move end to end, many channels
//! at once, and start-up.

use super::driver::{Channel, Driver, Outcome, T0};
use super::report::{human, per_second, quantile, resident_bytes, thousands, BenchOptions, Row, DB_STORED_GAMES};
use crate::store::{SqliteStore, Target};
use crate::table::{Seeds, Table, TableSettings};
use parlor_games::{Rng, SeededRng};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Opens the table on a database file, as `parlor serve` does.
fn open(db: &Path) -> anyhow::Result<Table> {
    Table::open(
        Box::new(SqliteStore::open(db)?),
        TableSettings::default(),
        Seeds::Fixed(7),
    )
}

/// Builds a database with `sessions` unfinished games, one per channel, spread
/// over every turn game, started through the table on every thread. Returns the
/// file and the clock after the set-up.
fn stored_games(options: &BenchOptions, dir: &Path) -> anyhow::Result<(PathBuf, i64)> {
    let path = dir.join(DB_STORED_GAMES);
    let _ = std::fs::remove_file(&path);
    let table = open(&path)?;
    let now = start_games(&table, options)?;
    drop(table);
    Ok((path, now))
}

/// Starts `options.sessions` games on `table`, one per channel, spread over
/// every turn game, on every thread. Returns the clock after the set-up.
pub(super) fn start_games(table: &Table, options: &BenchOptions) -> anyhow::Result<i64> {
    let driver = Driver::new(table, 0, T0);
    let threads = options.threads.max(1);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let driver = &driver;
                scope.spawn(move || -> anyhow::Result<()> {
                    let mut rng = SeededRng::new(t as u64);
                    for n in (t..options.sessions).step_by(threads) {
                        driver.start(&Channel::numbered(n), &mut rng)?;
                    }
                    Ok(())
                })
            })
            .collect();
        workers
            .into_iter()
            .try_for_each(|w| w.join().unwrap_or_else(|_| anyhow::bail!("a set-up thread panicked")))
    })?;
    anyhow::ensure!(
        table.live_sessions() == options.sessions,
        "{} live sessions after starting {}",
        table.live_sessions(),
        options.sessions
    );
    Ok(driver.now())
}

/// A copy of the stored games for one section, so each starts from the same file.
fn copy_of(stored: &Path, name: &str) -> anyhow::Result<PathBuf> {
    let path = stored.with_file_name(name);
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    std::fs::copy(stored, &path)?;
    Ok(path)
}

/// Start-up, one move end to end, and the load.
pub fn rows(options: &BenchOptions, dir: &Path) -> anyhow::Result<Vec<Row>> {
    let sessions = options.sessions;
    let built = Instant::now();
    let (stored, now) = stored_games(options, dir)?;
    let built = built.elapsed();
    let mut rows = Vec::new();
    let stored_text = format!("{} stored games", thousands(sessions as u64));

    // Start-up, in fresh processes: median of three.
    let mut probes = Vec::new();
    for _ in 0..if options.runs("start-up") { 3 } else { 0 } {
        let db = copy_of(&stored, "startup.db")?;
        probes.push(probe_startup(&options.exe, &db.to_string_lossy())?);
    }
    probes.sort_by_key(|p| p.elapsed);
    if let Some(&probe) = probes.get(probes.len() / 2) {
        anyhow::ensure!(
            probe.sessions == sessions,
            "start-up resumed {} of {sessions} games",
            probe.sessions
        );
        rows.push(Row::new(
            "start-up",
            format!("open the database and resume {stored_text} (fresh process)"),
            human(probe.elapsed),
            "≤ 1 s",
        ));
        rows.push(Row::new(
            "load",
            "memory per live session (resident, after resuming)",
            format!(
                "{:.1} KB ({:.1} MB for {})",
                probe.grew as f64 / sessions.max(1) as f64 / 1024.0,
                probe.grew as f64 / (1024.0 * 1024.0),
                thousands(sessions as u64)
            ),
            "",
        ));
    }

    // One move end to end, one at a time, on random channels.
    let db = copy_of(&stored, "move.db")?;
    let table = open(&db)?;
    let moves = if options.runs("move") { options.moves } else { 0 };
    let channels: Vec<Channel> = (0..sessions).map(Channel::numbered).collect();
    let times = timed_moves(&table, now, &channels, moves)?;
    if moves > 0 {
        rows.push(Row::new(
            "move",
            format!("one accepted move: parse, apply, commit, picture, reply ({stored_text}), p50"),
            human(quantile(&times, 0.5)),
            "",
        ));
        rows.push(Row::new(
            "move",
            "same, p99",
            human(quantile(&times, 0.99)),
            "p99 ≤ 2 ms",
        ));
    }
    drop(table);

    // The load: every thread plays its own share of the channels, as fast as it can.
    let db = copy_of(&stored, "load.db")?;
    let table = open(&db)?;
    let driver = Driver::new(&table, 2 << 32, now);
    let threads = options.threads.max(1);
    let load_for = if options.runs("load") {
        options.load_for
    } else {
        Duration::ZERO
    };
    let deadline = Instant::now() + load_for;
    let started = Instant::now();
    let counts = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let (driver, channels) = (&driver, &channels);
                scope.spawn(move || -> anyhow::Result<(u64, u64)> {
                    let mut rng = SeededRng::new(100 + t as u64);
                    let share = (sessions - t).div_ceil(threads).max(1) as u32;
                    let (mut moves, mut restarts) = (0, 0);
                    while Instant::now() < deadline {
                        let n = t + threads * rng.below(share) as usize;
                        match driver.step(&channels[n.min(sessions - 1)], &mut rng)? {
                            Outcome::Moved => moves += 1,
                            Outcome::Restarted => restarts += 1,
                        }
                    }
                    Ok((moves, restarts))
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().unwrap_or_else(|_| anyhow::bail!("a load thread panicked")))
            .collect::<anyhow::Result<Vec<_>>>()
    })?;
    let elapsed = started.elapsed();
    let moves: u64 = counts.iter().map(|c| c.0).sum();
    let restarts: u64 = counts.iter().map(|c| c.1).sum();
    if !options.runs("load") {
        return Ok(rows);
    }
    rows.push(Row::new(
        "load",
        format!(
            "accepted moves with picture and durable commit, {threads} threads over {} live sessions \
             ({} moves and {} new games in {:.1} s)",
            thousands(table.live_sessions() as u64),
            thousands(moves),
            thousands(restarts),
            elapsed.as_secs_f64()
        ),
        per_second(moves as f64 / elapsed.as_secs_f64()),
        "≥ 3,000/s",
    ));
    rows.push(Row::new(
        "load",
        "resident memory of the whole process after the load (the table, SQLite's cache, the pictures' caches)",
        format!("{:.0} MB", resident_bytes() as f64 / (1024.0 * 1024.0)),
        "",
    ));
    rows.push(Row::new(
        "load",
        format!("set-up: {stored_text} started through the table"),
        human(built),
        "",
    ));
    Ok(rows)
}

/// Runs the start-up probe on `db` (a file or a `postgres://` URL) in a fresh
/// process.
pub(super) fn probe_startup(exe: &Path, db: &str) -> anyhow::Result<Probe> {
    let out = std::process::Command::new(exe)
        .args(["bench", "--startup-probe", db])
        .output()?;
    anyhow::ensure!(
        out.status.success(),
        "the start-up probe failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Probe::parse(&String::from_utf8_lossy(&out.stdout))
}

/// `moves` accepted moves on random channels, one at a time, each timed end to
/// end, after a tenth more that warm the caches; sorted.
pub(super) fn timed_moves(
    table: &Table,
    now: i64,
    channels: &[Channel],
    moves: usize,
) -> anyhow::Result<Vec<Duration>> {
    let driver = Driver::new(table, 1 << 32, now);
    let mut rng = SeededRng::new(11);
    let mut times = Vec::with_capacity(moves);
    let (warm_up, mut done) = (moves / 10, 0);
    while times.len() < moves {
        let channel = &channels[rng.below(channels.len() as u32) as usize];
        let Some((seat, action)) = driver.pick(channel, &mut rng) else {
            driver.step(channel, &mut rng)?;
            continue;
        };
        let start = Instant::now();
        driver.play(channel, seat, action)?;
        let took = start.elapsed();
        done += 1;
        if done > warm_up {
            times.push(took);
        }
    }
    times.sort_unstable();
    Ok(times)
}

/// What the start-up probe printed.
#[derive(Clone, Copy, Debug)]
pub(super) struct Probe {
    pub(super) elapsed: Duration,
    pub(super) sessions: usize,
    grew: u64,
}

impl Probe {
    fn parse(line: &str) -> anyhow::Result<Probe> {
        let field = |name: &str| -> anyhow::Result<u64> {
            line.split_whitespace()
                .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| anyhow::anyhow!("the start-up probe printed {line:?}"))
        };
        Ok(Probe {
            elapsed: Duration::from_micros(field("micros")?),
            sessions: field("sessions")? as usize,
            grew: field("after")?.saturating_sub(field("before")?),
        })
    }
}

/// Opens the table on `db` in this (fresh) process: `micros=… sessions=…
/// before=… after=…`, resident bytes before and after.
pub fn startup_probe(db: &Path) -> anyhow::Result<String> {
    let before = resident_bytes();
    let start = Instant::now();
    let table = Table::open(Target::from_path(db).open()?, TableSettings::default(), Seeds::Fixed(7))?;
    let micros = start.elapsed().as_micros();
    let after = resident_bytes();
    Ok(format!(
        "micros={micros} sessions={} before={before} after={after}",
        table.live_sessions()
    ))
}
