//! `parlor bench`: every hot path measured in one run, printed as the README's
//! performance table.
//!
//! Sections, each through the same code Discord drives:
//! - **render**: each game's typical mid-game picture, time and PNG size;
//! - **engines**: legal-action generation and random playouts per second for
//!   every game, and checkers perft(8) with its node count asserted;
//! - **move**: one accepted `/move` end to end inside the bot (parse, apply,
//!   durable SQLite commit, picture, reply) with the stored sessions in the
//!   database, p50 and p99;
//! - **load**: many channels moving at once through the table on every core, with
//!   durable commits and a picture per move, and memory per live session;
//! - **start-up**: a fresh process opening the database and resuming every
//!   unfinished game;
//! - **ledger**: Crown and Anchor bets and payouts per second, durable;
//! - **parlor**: the computer opponent's think time per game at normal and hard;
//! - **replay**: `/replay`'s animation of a 100-action game per game, time and size;
//! - **review**: `/review`'s computation of a 100-action game per game (issue 35);
//! - **tournament**: a Swiss round of 1,000 paired, 200 players' standings drawn;
//! - **seasons**: `/leaderboard period:month` replaying a month of 5,000 games;
//! - **web**: the web companion's finished game page (its size as a first
//!   visit downloads it, and its first byte with 100 clients asking), and a
//!   move's delay to a spectator's live page;
//! - **postgres** (with `--pg URL`): start-up, one move, a commit alone, the
//!   timers' scan for changed sessions and the load with 1, 2 and 4 processes
//!   on a PostgreSQL server, with SQLite's move and one-process load in the
//!   same run and their ratios (issue 36).
//!
//! Figures are medians or percentiles of wall-clock samples: run it on an
//! otherwise idle machine, in a release build.

mod driver;
mod engines;
mod ledger;
mod parlor;
mod postgres;
mod render;
mod replay;
mod report;
mod review;
mod seasons;
mod table;
mod tournament;
mod web;

use std::path::Path;

pub use driver::{Channel, Driver, Outcome, Spec, SPECS, T0};
pub use report::{BenchOptions, Row};
use report::{DB_LEDGER, DB_STORED_GAMES};

/// The report's sections, in the order they run.
pub const SECTIONS: [&str; 13] = [
    "render",
    "engines",
    "start-up",
    "move",
    "load",
    "ledger",
    "parlor",
    "replay",
    "review",
    "tournament",
    "seasons",
    "web",
    "postgres",
];

/// Runs every section and returns the rows, printing each as it is measured to
/// `progress`.
pub fn run(options: &BenchOptions, progress: &mut dyn FnMut(&Row)) -> anyhow::Result<Vec<Row>> {
    let temp;
    let _held;
    let dir: &Path = match &options.dir {
        Some(dir) => {
            std::fs::create_dir_all(dir)?;
            // Another bench (or a `parlor local --db`) on these files: refuse
            // before the first section rather than overwrite them under it.
            _held = [DB_STORED_GAMES, DB_LEDGER]
                .map(|name| crate::store::DbLock::acquire(&dir.join(name)))
                .into_iter()
                .collect::<anyhow::Result<Vec<_>>>()?;
            dir
        }
        None => {
            temp = tempfile::tempdir()?;
            temp.path()
        }
    };
    let mut rows = Vec::new();
    let mut add = |new: Vec<Row>| {
        for row in &new {
            progress(row);
        }
        rows.extend(new);
    };
    if options.runs("render") {
        add(render::rows(
            options.render_games,
            options.render_moves,
            options.samples,
        ));
    }
    if options.runs("engines") {
        add(engines::rows(options.samples)?);
    }
    if ["start-up", "move", "load"].iter().any(|s| options.runs(s)) {
        add(table::rows(options, dir)?);
    }
    if options.runs("ledger") {
        add(ledger::rows(options, dir)?);
    }
    if options.runs("parlor") {
        add(parlor::rows(options.parlor_positions));
    }
    if options.runs("replay") {
        add(replay::rows(options.replay_actions));
    }
    if options.runs("review") {
        add(review::rows(options.review_actions));
    }
    if options.runs("tournament") {
        add(tournament::rows(options));
    }
    if options.runs("seasons") {
        add(seasons::rows(options, dir)?);
    }
    if options.runs("web") {
        add(web::rows(options, dir)?);
    }
    match &options.pg {
        Some(url) if options.runs("postgres") => add(postgres::rows(options, url)?),
        None if options.only.as_deref() == Some("postgres") => {
            anyhow::bail!("the postgres section needs a server: --pg postgres://user@host/db")
        }
        _ => {}
    }
    Ok(rows)
}

/// The rows as a Markdown table.
pub fn markdown(rows: &[Row]) -> String {
    let mut out = String::from("| Section | Measure | Result | Target |\n|---|---|---|---|\n");
    for row in rows {
        out.push_str(&format!(
            "| {} | {} | {} | {} |\n",
            row.section,
            row.what,
            row.value,
            if row.target.is_empty() { "—" } else { row.target }
        ));
    }
    out
}

/// One process of the `postgres` section's load (see [`postgres::load_probe`]).
pub fn pg_load_probe(
    url: &str,
    share: (usize, usize),
    now: i64,
    sessions: usize,
    seconds: u64,
) -> anyhow::Result<String> {
    postgres::load_probe(url, share, now, sessions, seconds)
}

/// The start-up probe `parlor bench` runs in a fresh process: opens the table on
/// `db` and prints the time it took, the sessions resumed and the resident memory
/// before and after, in one line.
pub fn startup_probe(db: &Path) -> anyhow::Result<String> {
    table::startup_probe(db)
}
