//! `parlor`: run the bot on Discord (`parlor serve`) or play in a terminal
//! (`parlor local`); measure Parlor's strength (`parlor arena`).

use clap::{Parser, Subcommand};
#[cfg(feature = "bench")]
use parlor::bench::BenchOptions;
use parlor::config::Config;
use parlor::local::LocalOptions;
use parlor::store::{DatabaseHeld, Target};
use parlor::table::{Seeds, Table};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Parser)]
#[command(name = "parlor", version, about = "Vintage tabletop games for Discord channels")]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run the bot on Discord (needs a token in config.toml or DISCORD_TOKEN).
    Serve {
        /// The config file.
        #[arg(long, default_value = "config.toml")]
        config: PathBuf,
    },
    /// Play in a terminal as several members, no token needed.
    #[command(after_help = parlor::local::help())]
    Local {
        /// Read lines from this file instead of standard input.
        #[arg(long)]
        script: Option<PathBuf>,
        /// Print one JSON object per reply.
        #[arg(long)]
        json: bool,
        /// Base seed for every game (same script + same seed = same output).
        #[arg(long)]
        seed: Option<u64>,
        /// The database: a SQLite file, or a PostgreSQL server as
        /// `postgres://user@host/db`, which several processes may share
        /// (default: a temporary SQLite file).
        #[arg(long)]
        db: Option<PathBuf>,
        /// Where board pictures are written.
        #[arg(long, default_value = "boards")]
        images: PathBuf,
        /// A config file for the timer settings.
        #[arg(long)]
        config: Option<PathBuf>,
        /// Also serve the database's web pages at this address while playing
        /// (like 127.0.0.1:8080; port 0 takes a free one): the local server's
        /// page is printed first, and messages link the pages.
        #[arg(long, value_name = "ADDRESS")]
        web: Option<std::net::SocketAddr>,
    },
    /// Measure every hot path and print the performance table (build with
    /// --release; takes about a minute).
    Bench {
        /// Stored unfinished games in the database.
        #[arg(long, default_value_t = 10_000)]
        sessions: usize,
        /// Seconds the load runs.
        #[arg(long, default_value_t = 10)]
        seconds: u64,
        /// Threads sending moves in the load (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
        /// Every section at tiny sizes (a smoke test, not figures).
        #[arg(long)]
        quick: bool,
        /// Keep the databases here instead of a temporary directory.
        #[arg(long)]
        dir: Option<PathBuf>,
        /// Only the sections whose names start with this: render, engines, start-up,
        /// move, load, ledger, parlor, replay, tournament, seasons, web.
        #[arg(long)]
        only: Option<String>,
        /// Also measure on this PostgreSQL server (section `postgres`): the bench
        /// makes a database of its own there and drops it afterwards.
        #[arg(long)]
        pg: Option<String>,
        /// Internal: open the table on this database and print what it took.
        #[arg(long, hide = true)]
        startup_probe: Option<PathBuf>,
        /// Internal: one process of the postgres section's load.
        #[arg(long, hide = true)]
        pg_load_probe: Option<String>,
        /// Internal: the load process's share of the channels, I/N.
        #[arg(long, hide = true)]
        share: Option<String>,
        /// Internal: the clock after the set-up.
        #[arg(long, hide = true)]
        now: Option<i64>,
    },
    /// Measure Parlor's strength: matches of its levels (and a random mover) in
    /// every game of turns, printed as a table (build with --release; 200 games
    /// per pairing take hours).
    Arena {
        /// Games per pairing and game.
        #[arg(long, default_value_t = 200)]
        games: usize,
        /// The match seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Only the games whose names start with this (checkers, line, number-one, …).
        #[arg(long)]
        only: Option<String>,
        /// Only this pairing: hard-random, hard-easy, normal-easy, hard-normal, or
        /// easy-random (not in the default four).
        #[arg(long)]
        pairing: Option<String>,
        /// Matches played at once (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
        /// Append each chunk of 10 games to this CSV file as it finishes, and
        /// skip the chunks it already holds: a long run can stop and resume.
        #[arg(long)]
        record: Option<PathBuf>,
        /// Print the table of what --record holds, playing nothing.
        #[arg(long, requires = "record")]
        report: bool,
    },
    /// Re-run a finished game from its move list and seed, and check it reaches
    /// the position the bot stored (exits 1 if not): a file `/replay` attached,
    /// or `--db FILE --id N`.
    Replay {
        /// A move list from /replay (game-12.pdn, game-12.txt).
        file: Option<PathBuf>,
        /// Read the game from this database instead (read-only).
        #[arg(long, requires = "id")]
        db: Option<PathBuf>,
        /// The game's number (with --db).
        #[arg(long)]
        id: Option<i64>,
        /// Also write the move list here.
        #[arg(long)]
        out: Option<PathBuf>,
        /// Also write the animation (a GIF) here.
        #[arg(long)]
        gif: Option<PathBuf>,
    },
    /// Serve the web pages alone, read-only, beside a running bot (issue 34):
    /// every server whose `web` setting is on.
    Web {
        /// The database: a SQLite file (opened read-only) or a `postgres://` URL
        /// (default: the config's `[database]`).
        #[arg(long)]
        db: Option<PathBuf>,
        /// The address to listen on (default: the config's `[web] listen`).
        #[arg(long)]
        listen: Option<String>,
        /// The address people open the pages at (default: the config's `[web]
        /// public_url`, else the listen address).
        #[arg(long)]
        public_url: Option<String>,
        /// The config file for `[web]`, `[database]` and `[server]`.
        #[arg(long, default_value = "config.toml")]
        config: PathBuf,
    },
    /// Copy a SQLite database consistently while the bot runs on it (SQLite's
    /// online backup API), then audit the copy; exits 1 if the copy's audit
    /// finds a violation. PostgreSQL: use pg_dump.
    Backup {
        /// The new file to write (never overwritten).
        #[arg(long)]
        to: PathBuf,
        /// The database: a SQLite file (default: the config's `[database]`,
        /// else parlor.db).
        #[arg(long)]
        db: Option<PathBuf>,
        /// The config file naming the database.
        #[arg(long, default_value = "config.toml")]
        config: PathBuf,
    },
    /// Check every invariant of the chip ledger; exits 1 listing any violation.
    Audit {
        /// The database: a SQLite file or a `postgres://` URL (default: the
        /// config's `[database]`, else parlor.db).
        #[arg(long)]
        db: Option<PathBuf>,
        /// The config file naming the database.
        #[arg(long, default_value = "config.toml")]
        config: PathBuf,
    },
}

/// Logs go to stderr; `RUST_LOG` chooses what (default: `default`), under a cap
/// on the libraries that log raw traffic ([`parlor::logs`]). Local mode leaves
/// out timestamps so the same script logs the same lines.
fn init_logs(default: &str, timestamps: bool) {
    parlor::logs::init(default, timestamps);
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Cmd::Serve { config } => serve(config),
        Cmd::Audit { db, config } => audit(db, config),
        Cmd::Backup { to, db, config } => backup(db, config, to),
        Cmd::Web {
            db,
            listen,
            public_url,
            config,
        } => web(db, listen, public_url, config),
        Cmd::Replay { file, db, id, out, gif } => replay(file, db.zip(id), out, gif),
        Cmd::Arena {
            games,
            seed,
            only,
            pairing,
            threads,
            record,
            report,
        } => {
            let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
            if cfg!(debug_assertions) {
                eprintln!("parlor: this is a debug build; figures need `cargo run --release -- arena`");
            }
            let options = parlor::arena::ArenaOptions {
                games: games.max(1),
                seed,
                only,
                pairing,
                threads,
                record,
                report_only: report,
            };
            match parlor::arena::run(&options) {
                Ok(table) => {
                    print!("{table}");
                    ExitCode::SUCCESS
                }
                Err(line) => {
                    eprintln!("parlor: {line}");
                    ExitCode::from(2)
                }
            }
        }
        Cmd::Bench {
            sessions,
            seconds,
            threads,
            quick,
            dir,
            only,
            pg,
            startup_probe,
            pg_load_probe,
            share,
            now,
        } => {
            if let Some(url) = pg_load_probe {
                return pg_load_probe_main(&url, share.as_deref(), now, sessions, seconds);
            }
            if let Some(db) = startup_probe {
                return startup_probe_main(&db);
            }
            bench(sessions, seconds, threads, quick, dir, only, pg)
        }
        Cmd::Local {
            script,
            json,
            seed,
            db,
            images,
            config,
            web,
        } => {
            let settings = match config.map(|p| Config::load(&p, true)).transpose() {
                Ok(c) => c.unwrap_or_default().table_settings(),
                Err(e) => Err(e),
            };
            let settings = match settings {
                Ok(s) => s,
                Err(e) => {
                    eprintln!("parlor: {e}");
                    return ExitCode::from(2);
                }
            };
            init_logs("warn", false);
            let options = LocalOptions {
                script,
                json,
                seed,
                db: db.map(|p| Target::from_path(&p)),
                images,
                settings,
                web,
            };
            match parlor::local::run(options) {
                Ok(code) => ExitCode::from(code as u8),
                Err(e) if e.is::<DatabaseHeld>() || e.is::<parlor::local::CannotStart>() => {
                    eprintln!("parlor: {e}");
                    ExitCode::from(2)
                }
                Err(e) => {
                    eprintln!("parlor: {e:#}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}

/// One process of `parlor bench --pg`'s load: `--share I/N --now MS`.
#[cfg(feature = "bench")]
fn pg_load_probe_main(url: &str, share: Option<&str>, now: Option<i64>, sessions: usize, seconds: u64) -> ExitCode {
    init_logs("warn", true);
    let share = share
        .and_then(|s| s.split_once('/'))
        .and_then(|(i, n)| Some((i.parse().ok()?, n.parse().ok()?)));
    let (Some(share), Some(now)) = (share, now) else {
        eprintln!("parlor: --pg-load-probe needs --share I/N and --now MS");
        return ExitCode::from(2);
    };
    print_probe(parlor::bench::pg_load_probe(url, share, now, sessions, seconds))
}

/// A probe's one line on standard output, or its error on standard error.
#[cfg(feature = "bench")]
fn print_probe(line: anyhow::Result<String>) -> ExitCode {
    match line {
        Ok(line) => {
            println!("{line}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("parlor: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// `parlor bench --pg-load-probe` in a build without the benchmarks.
#[cfg(not(feature = "bench"))]
fn pg_load_probe_main(_: &str, _: Option<&str>, _: Option<i64>, _: usize, _: u64) -> ExitCode {
    eprintln!("parlor: this build has no benchmarks; run `cargo run --release -p parlor --features bench -- bench`");
    ExitCode::from(2)
}

/// The start-up probe `parlor bench` runs in a fresh process.
#[cfg(feature = "bench")]
fn startup_probe_main(db: &std::path::Path) -> ExitCode {
    init_logs("warn", true);
    print_probe(parlor::bench::startup_probe(db))
}

/// `parlor bench --startup-probe` in a build without the benchmarks.
#[cfg(not(feature = "bench"))]
fn startup_probe_main(_: &std::path::Path) -> ExitCode {
    eprintln!("parlor: this build has no benchmarks; run `cargo run --release -p parlor --features bench -- bench`");
    ExitCode::from(2)
}

/// `parlor bench` in a build without the benchmarks (the product's default): one
/// line saying how to get them.
#[cfg(not(feature = "bench"))]
fn bench(
    _sessions: usize,
    _seconds: u64,
    _threads: Option<usize>,
    _quick: bool,
    _dir: Option<PathBuf>,
    _only: Option<String>,
    _pg: Option<String>,
) -> ExitCode {
    eprintln!("parlor: this build has no benchmarks; run `cargo run --release -p parlor --features bench -- bench`");
    ExitCode::from(2)
}

#[cfg(feature = "bench")]
fn bench(
    sessions: usize,
    seconds: u64,
    threads: Option<usize>,
    quick: bool,
    dir: Option<PathBuf>,
    only: Option<String>,
    pg: Option<String>,
) -> ExitCode {
    init_logs("warn", true);
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(e) => {
            eprintln!("parlor: cannot find the parlor binary for the start-up probe: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut options = if quick {
        BenchOptions::quick(exe)
    } else {
        let mut o = BenchOptions::full(exe);
        o.sessions = sessions.max(1);
        o.load_for = std::time::Duration::from_secs(seconds.max(1));
        o
    };
    if let Some(threads) = threads {
        options.threads = threads.max(1);
    }
    options.dir = dir;
    if let Some(only) = &only {
        if !parlor::bench::SECTIONS.iter().any(|s| s.starts_with(only.as_str())) {
            eprintln!(
                "parlor: --only {only}: no such section; the sections are {}",
                parlor::bench::SECTIONS.join(", ")
            );
            return ExitCode::from(2);
        }
    }
    options.only = only;
    options.pg = pg;
    if cfg!(debug_assertions) && !quick {
        eprintln!(
            "parlor: this is a debug build; figures need `cargo run --release -p parlor --features bench -- bench`"
        );
    }
    eprintln!(
        "parlor bench: {} stored games, {} threads, load for {:?}",
        options.sessions, options.threads, options.load_for
    );
    match parlor::bench::run(&options, &mut |row| {
        eprintln!("  {} · {}: {}", row.section, row.what, row.value)
    }) {
        Ok(rows) => {
            println!("{}", parlor::bench::markdown(&rows));
            ExitCode::SUCCESS
        }
        Err(e) if e.is::<DatabaseHeld>() => {
            eprintln!("parlor: {e}");
            ExitCode::from(2)
        }
        Err(e) => {
            eprintln!("parlor: bench failed: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// `parlor replay`: prints the final position and whether it is the stored one.
fn replay(file: Option<PathBuf>, db: Option<(PathBuf, i64)>, out: Option<PathBuf>, gif: Option<PathBuf>) -> ExitCode {
    use parlor::replay::{self, GameRecord};
    let record = match (file, db) {
        (Some(file), None) => std::fs::read_to_string(&file)
            .map_err(|e| format!("cannot read {}: {e}", file.display()))
            .and_then(|text| GameRecord::parse(&text).map_err(|e| format!("{}: {e}", file.display()))),
        (None, Some((db, id))) => replay::from_database(&db, id).map_err(|e| format!("{e:#}")),
        _ => Err("give a move-list file, or --db FILE --id N".to_string()),
    };
    let checked = record.and_then(|r| replay::check(r).map_err(|e| e.to_string()));
    let checked = match checked {
        Ok(c) => c,
        Err(e) => {
            eprintln!("parlor: {e}");
            return ExitCode::from(2);
        }
    };
    let names: Vec<&str> = checked.record.players.iter().map(String::as_str).collect();
    println!("{}", parlor_render::diagram(&checked.last, &names));
    let written = |path: &PathBuf, bytes: &[u8]| match std::fs::write(path, bytes) {
        Ok(()) => println!("wrote {}", path.display()),
        Err(e) => eprintln!("parlor: cannot write {}: {e}", path.display()),
    };
    if let Some(path) = &out {
        written(path, checked.record.to_text(&checked.last).as_bytes());
    }
    if let Some(path) = &gif {
        match replay::animation(&checked.record, parlor_games::i18n::Locale::En) {
            Ok((bytes, _, _)) => written(path, &bytes),
            Err(e) => eprintln!("parlor: {e}"),
        }
    }
    let actions = checked.record.moves.len();
    match checked.matches {
        Some(true) => {
            println!(
                "Game #{}: {actions} actions replayed from seed {}; the final position is the one recorded.",
                checked.record.id, checked.record.seed
            );
            ExitCode::SUCCESS
        }
        Some(false) => {
            println!(
                "Game #{}: {actions} actions replayed from seed {}, but the final position is NOT the one recorded.",
                checked.record.id, checked.record.seed
            );
            ExitCode::FAILURE
        }
        None => {
            println!("{actions} actions replayed; the record names no final position to compare.");
            ExitCode::SUCCESS
        }
    }
}

/// The database `--db` names, else the config's.
fn database(db: Option<PathBuf>, config_path: &std::path::Path) -> Result<Target, ExitCode> {
    match db {
        Some(path) => Ok(Target::from_path(&path)),
        None => Config::load(config_path, false)
            .map(|config| config.database.target())
            .map_err(|e| fail(e.to_string())),
    }
}

/// `parlor backup --to FILE`.
fn backup(db: Option<PathBuf>, config_path: PathBuf, to: PathBuf) -> ExitCode {
    let target = match database(db, &config_path) {
        Ok(target) => target,
        Err(code) => return code,
    };
    match parlor::backup::backup(&target, &to) {
        Ok(report) if report.audit.is_clean() => {
            println!(
                "backed up {target} to {} ({} bytes); its audit: every invariant holds.",
                to.display(),
                report.bytes
            );
            ExitCode::SUCCESS
        }
        Ok(report) => {
            println!(
                "backed up {target} to {} ({} bytes); its audit found {} violation(s):",
                to.display(),
                report.bytes,
                report.audit.violations.len()
            );
            for violation in &report.audit.violations {
                println!("- {violation}");
            }
            ExitCode::FAILURE
        }
        Err(e) => fail(format!("{e:#}")),
    }
}

fn audit(db: Option<PathBuf>, config_path: PathBuf) -> ExitCode {
    let target = match database(db, &config_path) {
        Ok(target) => target,
        Err(code) => return code,
    };
    match parlor::audit::audit_target(&target) {
        Ok(report) => {
            let counts = format!(
                "{} postings, {} entries, {} accounts, {} open escrows",
                report.postings, report.entries, report.accounts, report.escrows
            );
            if report.is_clean() {
                println!("audit of {target}: {counts}; every invariant holds.");
                ExitCode::SUCCESS
            } else {
                println!(
                    "audit of {target}: {counts}; {} violation{}:",
                    report.violations.len(),
                    if report.violations.len() == 1 { "" } else { "s" }
                );
                for violation in &report.violations {
                    println!("- {violation}");
                }
                ExitCode::FAILURE
            }
        }
        Err(e) => {
            eprintln!("parlor: {e:#}");
            ExitCode::from(2)
        }
    }
}

/// A command that cannot start: one line, exit code 2.
fn fail(message: String) -> ExitCode {
    eprintln!("parlor: {message}");
    ExitCode::from(2)
}

/// `parlor web`: the pages alone, beside a running bot.
fn web(db: Option<PathBuf>, listen: Option<String>, public_url: Option<String>, config_path: PathBuf) -> ExitCode {
    let mut config = match Config::load(&config_path, false) {
        Ok(c) => c,
        Err(e) => return fail(e),
    };
    if listen.is_some() {
        config.web.listen = listen;
    }
    if public_url.is_some() {
        config.web.public_url = public_url;
    }
    if config.web.listen.is_none() {
        return fail(format!(
            "no address to listen on: give --listen 127.0.0.1:8080 or set [web] listen in {}",
            config_path.display()
        ));
    }
    let settings = match config.table_settings() {
        Ok(s) => s,
        Err(e) => return fail(format!("{}: {e}", config_path.display())),
    };
    let options = match config.web.options(&settings) {
        Ok(Some(o)) => o,
        Ok(None) => return fail("no address to listen on".into()),
        Err(e) => return fail(e),
    };
    let target = db.map_or_else(|| config.database.target(), |p| Target::from_path(&p));
    init_logs("info", true);
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(r) => r,
        Err(e) => return fail(format!("cannot start the async runtime: {e}")),
    };
    // SIGTERM or ctrl-c stops the pages gracefully (exit 0).
    let served = runtime.block_on(async {
        let mut stops = parlor::discord::on_signals()?;
        let stop = async move {
            match stops.recv().await {
                Some(cause) => tracing::info!(cause, "stopping the web pages"),
                None => std::future::pending().await,
            }
        };
        parlor::web::serve(target, options, stop).await
    });
    drop(runtime);
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(format!("{e:#}")),
    }
}

/// How long `serve` waits, once stopped, for work still on the runtime's
/// blocking threads.
const RUNTIME_BOUND: std::time::Duration = std::time::Duration::from_secs(1);

fn serve(config_path: PathBuf) -> ExitCode {
    let mut config = match Config::load(&config_path, false) {
        Ok(c) => c,
        Err(e) => return fail(e),
    };
    let Some(token) = config.token() else {
        return fail(format!(
            "no Discord token: put it in {} under [discord] as token = \"…\" (see config.example.toml) \
             or set DISCORD_TOKEN; to play without a token, run `parlor local`",
            config_path.display()
        ));
    };
    config.discord.token = Some(token);
    let settings = match config.table_settings() {
        Ok(s) => s,
        Err(e) => return fail(format!("{}: {e}", config_path.display())),
    };
    let web = match config.web.options(&settings) {
        Ok(web) => web,
        Err(e) => return fail(format!("{}: {e}", config_path.display())),
    };
    let metrics = match config.metrics.address() {
        Ok(metrics) => metrics,
        Err(e) => return fail(format!("{}: {e}", config_path.display())),
    };
    init_logs("info,serenity=warn,poise=warn", true);
    let target = config.database.target();
    let store = match target.open() {
        Ok(s) => s,
        Err(e) if e.is::<DatabaseHeld>() => return fail(e.to_string()),
        Err(e) => {
            let setting = if target.path().is_some() {
                "database.path"
            } else {
                "database.url"
            };
            return fail(format!("{setting} ({target}): {e:#}"));
        }
    };
    // The pictures' palettes are learned once per process: do it now, beside the
    // start-up, rather than in the first move of each game.
    std::thread::spawn(parlor_render::warm);
    let table = match Table::open(store, settings, Seeds::Random) {
        Ok(t) => Arc::new(t),
        Err(e) => return fail(format!("cannot resume games from {target}: {e:#}")),
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(r) => r,
        Err(e) => return fail(format!("cannot start the async runtime: {e}")),
    };
    // The pages stop with the bot: after its graceful stop (issue 36).
    let web_stop = tokio_util::sync::CancellationToken::new();
    let mut pages = None;
    if let Some(options) = web {
        // The pages read the database beside the bot, read only.
        let listener = match runtime.block_on(tokio::net::TcpListener::bind(options.listen)) {
            Ok(l) => l,
            Err(e) => return fail(format!("web.listen ({}): {e}", options.listen)),
        };
        let target = target.clone();
        let stop = web_stop.clone().cancelled_owned();
        pages = Some(runtime.spawn(async move {
            if let Err(e) = parlor::web::serve_on_until(listener, target, options, stop).await {
                tracing::error!("the web pages stopped: {e:#}");
            }
        }));
    }
    // Health and metrics (issue 36): recorded and served only when asked for.
    let health = match metrics {
        Some(address) => {
            let listener = match runtime.block_on(tokio::net::TcpListener::bind(address)) {
                Ok(l) => l,
                Err(e) => return fail(format!("metrics.listen ({address}): {e}")),
            };
            let handle = match parlor::telemetry::install() {
                Ok(h) => h,
                Err(e) => return fail(e),
            };
            let health = parlor::health::Health::new(table.clone());
            if let Ok(bound) = listener.local_addr() {
                println!("Health and metrics at http://{bound}/healthz, /readyz and /metrics");
            }
            let serving = health.clone();
            runtime.spawn(async move {
                if let Err(e) = parlor::health::serve_on(listener, serving, handle).await {
                    tracing::error!("the health and metrics endpoints stopped: {e:#}");
                }
            });
            Some(health)
        }
        None => None,
    };
    let served = runtime.block_on(parlor::discord::serve(&config.discord, table.clone(), health));
    web_stop.cancel();
    if let Some(pages) = pages {
        // Bounded by the pages' own stop (`web::STOP_BOUND`).
        let _ = runtime.block_on(pages);
    }
    // The store is closed here, outside the runtime: a PostgreSQL client keeps
    // a runtime of its own, which may not be dropped inside another. A search
    // still running on the blocking pool (the puzzle miner's) is not waited
    // for: it writes in one transaction, and the next start mines that game.
    runtime.shutdown_timeout(RUNTIME_BOUND);
    drop(table);
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(format!("{e:#}")),
    }
}
