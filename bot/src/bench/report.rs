//! What every section shares: the options, a report's rows, the databases' names,
//! and how figures are measured and written. The sections and the root use it; it
//! uses none of them.

use std::path::PathBuf;
use std::time::Duration;

/// What `parlor bench` measures and how much.
#[derive(Clone, Debug)]
pub struct BenchOptions {
    /// Unfinished games stored in the database (the 10,000).
    pub sessions: usize,
    /// How long the load runs.
    pub load_for: Duration,
    /// Threads that send moves in the load (default: one per core).
    pub threads: usize,
    /// Timed samples per picture and per engine measure.
    pub samples: usize,
    /// Games of each kind played side by side, and moves of each, for the
    /// render section's pictures after a move.
    pub render_games: usize,
    pub render_moves: usize,
    /// Moves timed end to end.
    pub moves: usize,
    /// Positions Parlor thinks about per game and level.
    pub parlor_positions: usize,
    /// Actions in each game `/replay`'s animation is measured on.
    pub replay_actions: usize,
    /// Actions in each game `/review` is measured on (issue 35).
    pub review_actions: usize,
    /// Players of the Swiss whose seventh round is paired, and of the
    /// tournament whose standings are drawn (issue 31).
    pub swiss_players: usize,
    pub standings_players: usize,
    /// Rated games in the month whose leaderboard is replayed (issue 32).
    pub season_games: usize,
    /// The web section (issue 34): finished games stored (and as many in
    /// play), clients asking for a finished game's page at once and for how
    /// long, and moves a spectator's page follows.
    pub web_games: usize,
    pub web_clients: usize,
    pub web_for: Duration,
    pub web_moves: usize,
    /// Where the databases go (default: a temporary directory).
    pub dir: Option<PathBuf>,
    /// The `parlor` binary, for the start-up section's fresh process.
    pub exe: PathBuf,
    /// Only the sections whose names start with this (for profiling one).
    pub only: Option<String>,
    /// A PostgreSQL server to measure the `postgres` section on (issue 20).
    pub pg: Option<String>,
}

impl BenchOptions {
    /// Whether `section` runs.
    pub(super) fn runs(&self, section: &str) -> bool {
        self.only.as_deref().is_none_or(|only| section.starts_with(only))
    }
}

impl BenchOptions {
    /// The full run the README reports.
    pub fn full(exe: PathBuf) -> BenchOptions {
        BenchOptions {
            sessions: 10_000,
            load_for: Duration::from_secs(10),
            threads: std::thread::available_parallelism().map_or(2, |n| n.get()),
            samples: 200,
            render_games: 10,
            render_moves: 30,
            moves: 20_000,
            parlor_positions: 40,
            replay_actions: 100,
            review_actions: 100,
            swiss_players: 1_000,
            standings_players: 200,
            season_games: 5_000,
            web_games: 48,
            web_clients: 100,
            web_for: Duration::from_secs(5),
            web_moves: 200,
            dir: None,
            exe,
            only: None,
            pg: None,
        }
    }

    /// A run small enough for a test in a debug build: every section, tiny sizes.
    pub fn quick(exe: PathBuf) -> BenchOptions {
        BenchOptions {
            sessions: 24,
            load_for: Duration::from_millis(300),
            threads: 2,
            samples: 2,
            render_games: 2,
            render_moves: 2,
            moves: 20,
            parlor_positions: 1,
            replay_actions: 6,
            review_actions: 6,
            swiss_players: 40,
            standings_players: 20,
            season_games: 200,
            web_games: 8,
            web_clients: 4,
            web_for: Duration::from_millis(300),
            web_moves: 4,
            dir: None,
            exe,
            only: None,
            pg: None,
        }
    }
}

/// One figure of the report.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The section: render, engines, move, load, start-up, ledger.
    pub section: &'static str,
    /// What was measured.
    pub what: String,
    /// The figure, with its unit.
    pub value: String,
    /// The target, if it sets one.
    pub target: &'static str,
}

impl Row {
    pub(super) fn new(
        section: &'static str,
        what: impl Into<String>,
        value: impl Into<String>,
        target: &'static str,
    ) -> Row {
        Row {
            section,
            what: what.into(),
            value: value.into(),
            target,
        }
    }
}

/// The database the start-up, move and load sections build in the bench's folder.
pub(crate) const DB_STORED_GAMES: &str = "stored-games.db";
/// The ledger section's database.
pub(crate) const DB_LEDGER: &str = "ledger.db";

/// The value at quantile `q` (0 to 1) of sorted samples.
pub(super) fn quantile(sorted: &[Duration], q: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let at = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[at.min(sorted.len() - 1)]
}

/// A duration in the unit that reads best: "640 µs", "1.32 ms", "2.1 s".
pub(super) fn human(d: Duration) -> String {
    let us = d.as_secs_f64() * 1e6;
    if us < 1.0 {
        format!("{:.0} ns", us * 1000.0)
    } else if us < 1000.0 {
        format!("{us:.1} µs")
    } else if us < 1e6 {
        format!("{:.2} ms", us / 1000.0)
    } else {
        format!("{:.2} s", us / 1e6)
    }
}

/// A rate with thousands separators: "3,412/s".
pub(super) fn per_second(count: f64) -> String {
    format!("{}/s", thousands(count.round() as u64))
}

/// "10,000": the chip ledger's grouping.
pub(super) fn thousands(n: u64) -> String {
    parlor_games::amount::grouped(n.into())
}

/// This process's resident memory in bytes (Linux), or 0 where unknown.
pub(super) fn resident_bytes() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find_map(|line| line.strip_prefix("VmRSS:"))
                .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        })
        .map_or(0, |kb| kb * 1024)
}

/// Median and samples of timing `f` `n` times.
pub(super) fn time_each(n: usize, mut f: impl FnMut()) -> Vec<Duration> {
    let mut samples: Vec<Duration> = (0..n.max(1))
        .map(|_| {
            let start = std::time::Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    samples.sort_unstable();
    samples
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_as_people_write_them() {
        assert_eq!(thousands(10_000), "10,000");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_234_567), "1,234,567");
        assert_eq!(human(Duration::from_micros(640)), "640.0 µs");
        assert_eq!(human(Duration::from_micros(1320)), "1.32 ms");
        assert_eq!(per_second(3412.4), "3,412/s");
    }

    #[test]
    fn quantiles_pick_from_sorted_samples() {
        let samples: Vec<Duration> = (1..=100).map(Duration::from_millis).collect();
        assert_eq!(quantile(&samples, 0.5), Duration::from_millis(51));
        assert_eq!(quantile(&samples, 0.99), Duration::from_millis(99));
        assert_eq!(quantile(&[], 0.5), Duration::ZERO);
    }
}
