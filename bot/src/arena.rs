//! `parlor arena`: how strong Parlor is, measured (issue 17). Plays
//! `parlor_games::ai::arena` matches for every game of turns — hard against a
//! random mover, hard against easy, normal against easy, hard against normal —
//! with the seats alternated, and prints one table: wins, draws and losses,
//! the win rate with its 95% Wilson interval, whether the target is met,
//! and each side's think time per move.
//!
//! Matches run in parallel, one per thread (`--threads`, default one per core);
//! the results don't depend on the threads (each match is a pure function of
//! its seed, but for the search's wall-clock cap). Build with `--release` for
//! figures: 200 games per pairing take hours at `hard`.

use parlor_games::acey_ducey::AceyDucey;
use parlor_games::ai::arena::{arena, Match, Player, Rate, Report, Times};
use parlor_games::ai::Level;
use parlor_games::checkers::Checkers;
use parlor_games::hot_spot::HotSpot;
use parlor_games::line::Line;
use parlor_games::number_one::NumberOne;
use parlor_games::trespass::Trespass;
use parlor_games::Game;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// How `parlor arena` was started.
#[derive(Clone, Debug)]
pub struct ArenaOptions {
    /// Games per pairing and configuration.
    pub games: usize,
    /// The match seed.
    pub seed: u64,
    /// Only configurations whose name starts with this (`checkers`, `line`, …).
    pub only: Option<String>,
    /// Only this pairing (`hard-random`, `hard-easy`, `normal-easy`,
    /// `hard-normal`, or `easy-random`, which is not in the default set).
    pub pairing: Option<String>,
    /// Matches played at once.
    pub threads: usize,
    /// The record file (CSV) chunks are appended to and resumed from.
    pub record: Option<PathBuf>,
    /// Only print the table of what the record holds; play nothing.
    pub report_only: bool,
}

/// One game set-up the arena measures.
struct Config {
    name: &'static str,
    options: &'static str,
    players: usize,
    /// Random actions opening each game (checkers has no chance: without an
    /// opening, two deterministic searchers would replay one game).
    opening: usize,
    /// Whether dice decide part of the game (the target for hard against random
    /// is 80% there, 95% elsewhere).
    dice: bool,
    play: fn(&str, Match) -> Report,
}

fn play<G: Game>(options: &str, played: Match) -> Report {
    let options = G::parse_options(options).unwrap_or_else(|e| panic!("{}: {e}", G::SPEC.name));
    arena::<G>(&options, played)
}

/// Every configuration: each game of turns, Number One with 2, 3 and 4
/// players, and the Line game in each variant.
fn configs() -> Vec<Config> {
    let config = |name, options, players, opening, dice, play| Config {
        name,
        options,
        players,
        opening,
        dice,
        play,
    };
    vec![
        config(
            "hot-spot",
            "",
            2,
            0,
            false,
            play::<HotSpot> as fn(&str, Match) -> Report,
        ),
        config("trespass", "", 2, 0, false, play::<Trespass>),
        config("number-one", "", 2, 0, false, play::<NumberOne>),
        config("number-one-3", "", 3, 0, false, play::<NumberOne>),
        config("number-one-4", "", 4, 0, false, play::<NumberOne>),
        config("acey-ducey", "", 2, 0, true, play::<AceyDucey>),
        config("line-basic", "variant:basic", 2, 0, false, play::<Line>),
        config("line-progress", "variant:progress", 2, 0, false, play::<Line>),
        config("line-scoring", "variant:scoring", 2, 0, false, play::<Line>),
        config("checkers", "", 2, 2, false, play::<Checkers>),
    ]
}

/// The pairings: the four, and `easy-random` on request.
fn pairings(wanted: Option<&str>) -> Vec<(&'static str, Player, Player)> {
    let all = [
        ("hard-random", Player::Parlor(Level::Hard), Player::Random),
        ("hard-easy", Player::Parlor(Level::Hard), Player::Parlor(Level::Easy)),
        (
            "normal-easy",
            Player::Parlor(Level::Normal),
            Player::Parlor(Level::Easy),
        ),
        (
            "hard-normal",
            Player::Parlor(Level::Hard),
            Player::Parlor(Level::Normal),
        ),
        ("easy-random", Player::Parlor(Level::Easy), Player::Random),
    ];
    all.into_iter()
        .filter(|(name, _, _)| match wanted {
            Some(w) => *name == w,
            None => *name != "easy-random",
        })
        .collect()
}

/// The pairing names `--pairing` takes.
pub const PAIRINGS: [&str; 5] = ["hard-random", "hard-easy", "normal-easy", "hard-normal", "easy-random"];

/// The target for a pairing, as the least win rate: hard beats a random
/// mover in 95% of games (80% with dice), and each level beats the one below it
/// in more than 60%. Those are two-player targets: with more players (Number
/// One's 3 and 4, where the weaker side holds every seat but one) the measured
/// side's target is more than its fair share of wins, 1 in `players`. Returns
/// whether `rate` meets it, and the target in words.
fn target(pairing: &str, dice: bool, players: usize, rate: f64) -> (bool, String) {
    if players > 2 {
        let share = 1.0 / players as f64;
        return (rate > share, format!("> {:.0}% (1 in {players})", share * 100.0));
    }
    let least = match pairing {
        "hard-random" if dice => 0.80,
        "hard-random" => 0.95,
        "easy-random" => 0.5,
        _ => 0.60,
    };
    (rate >= least, format!("≥ {:.0}%", least * 100.0))
}

/// Games in one chunk of a match: the unit `--record` appends, so a stopped run
/// loses at most one chunk per thread.
pub const CHUNK: usize = 10;

/// One chunk's result, as a line of the record file.
#[derive(Clone, Debug, PartialEq)]
struct Chunk {
    game: String,
    pairing: String,
    seed: u64,
    first: usize,
    games: usize,
    wins: usize,
    draws: usize,
    losses: usize,
    a: Times,
    b: Times,
}

/// A run of a match to play: its configuration, pairing, and first game and
/// number of games.
type Job<'a> = (&'a Config, &'a (&'a str, Player, Player), (usize, usize));

/// The record file's first line.
const HEADER: &str = "game,pairing,seed,first,games,wins,draws,losses,\
a_moves,a_median_us,a_p99_us,a_max_us,b_moves,b_median_us,b_p99_us,b_max_us";

impl Chunk {
    fn of(game: &str, pairing: &str, report: &Report) -> Chunk {
        Chunk {
            game: game.to_string(),
            pairing: pairing.to_string(),
            seed: report.played.seed,
            first: report.played.first,
            games: report.played.games,
            wins: report.wins,
            draws: report.draws,
            losses: report.losses,
            a: report.a_times,
            b: report.b_times,
        }
    }

    fn line(&self) -> String {
        let us = |d: Duration| d.as_micros().to_string();
        let times = |t: &Times| format!("{},{},{},{}", t.moves, us(t.median), us(t.p99), us(t.max));
        format!(
            "{},{},{},{},{},{},{},{},{},{}",
            self.game,
            self.pairing,
            self.seed,
            self.first,
            self.games,
            self.wins,
            self.draws,
            self.losses,
            times(&self.a),
            times(&self.b)
        )
    }

    fn parse(line: &str) -> Option<Chunk> {
        let f: Vec<&str> = line.split(',').collect();
        if f.len() != 16 {
            return None;
        }
        let n = |i: usize| f[i].parse::<u64>().ok();
        let times = |i: usize| -> Option<Times> {
            Some(Times {
                moves: n(i)? as usize,
                median: Duration::from_micros(n(i + 1)?),
                p99: Duration::from_micros(n(i + 2)?),
                max: Duration::from_micros(n(i + 3)?),
            })
        };
        Some(Chunk {
            game: f[0].to_string(),
            pairing: f[1].to_string(),
            seed: n(2)?,
            first: n(3)? as usize,
            games: n(4)? as usize,
            wins: n(5)? as usize,
            draws: n(6)? as usize,
            losses: n(7)? as usize,
            a: times(8)?,
            b: times(12)?,
        })
    }
}

/// The chunks a record file holds (none if it doesn't exist yet).
fn read_record(path: &Path) -> Result<Vec<Chunk>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
    };
    text.lines()
        .enumerate()
        .filter(|&(i, line)| {
            let header = i == 0 && line == HEADER;
            !header && !line.trim().is_empty()
        })
        .map(|(i, line)| {
            Chunk::parse(line).ok_or_else(|| format!("{} line {}: not an arena record", path.display(), i + 1))
        })
        .collect()
}

/// Think times of many chunks: the median of their medians (weighted by moves
/// would need the samples), the largest p99 and the largest maximum.
fn combined(times: impl Iterator<Item = Times>) -> Times {
    let all: Vec<Times> = times.filter(|t| t.moves > 0).collect();
    if all.is_empty() {
        return Times::default();
    }
    let mut medians: Vec<Duration> = all.iter().map(|t| t.median).collect();
    medians.sort_unstable();
    Times {
        moves: all.iter().map(|t| t.moves).sum(),
        median: medians[medians.len() / 2],
        p99: all.iter().map(|t| t.p99).max().unwrap_or_default(),
        max: all.iter().map(|t| t.max).max().unwrap_or_default(),
    }
}

/// Plays every chosen match, in chunks of [`CHUNK`] games, uncapped (each
/// search spends its whole budget, so the result depends only on the seed),
/// and returns the table, or the one line saying why the options choose
/// nothing. With `--record`, each chunk is appended to the file as it
/// finishes and chunks already there are not played again, so a long run can
/// be stopped and resumed; the table then counts every chunk recorded.
pub fn run(options: &ArenaOptions) -> Result<String, String> {
    if let Some(p) = &options.pairing {
        if !PAIRINGS.contains(&p.as_str()) {
            return Err(format!("no pairing {p:?}; pairings: {}", PAIRINGS.join(", ")));
        }
    }
    let configs: Vec<Config> = configs()
        .into_iter()
        .filter(|c| options.only.as_deref().is_none_or(|o| c.name.starts_with(o)))
        .collect();
    if configs.is_empty() {
        let names: Vec<&str> = self::configs().iter().map(|c| c.name).collect();
        return Err(format!(
            "no game matches {:?}; games: {}",
            options.only.as_deref().unwrap_or_default(),
            names.join(", ")
        ));
    }
    let pairings = pairings(options.pairing.as_deref());
    let recorded = match &options.record {
        Some(path) => read_record(path)?,
        None => Vec::new(),
    };
    // The games of a match no recorded chunk holds, as runs of at most CHUNK.
    let missing = |game: &str, pairing: &str| -> Vec<(usize, usize)> {
        let covered = |i: usize| {
            recorded.iter().any(|c| {
                c.game == game
                    && c.pairing == pairing
                    && c.seed == options.seed
                    && (c.first..c.first + c.games).contains(&i)
            })
        };
        let mut runs: Vec<(usize, usize)> = Vec::new();
        for i in (0..options.games).filter(|&i| !covered(i)) {
            match runs.last_mut() {
                Some((first, games)) if *first + *games == i && *games < CHUNK && i % CHUNK != 0 => *games += 1,
                _ => runs.push((i, 1)),
            }
        }
        runs
    };
    let mut jobs: Vec<Job> = configs
        .iter()
        .flat_map(|c| pairings.iter().map(move |p| (c, p)))
        .flat_map(|(c, p)| missing(c.name, p.0).into_iter().map(move |run| (c, p, run)))
        .collect();
    // Chunk by chunk across every match, so a run stopped early has measured
    // each match about as far as the others.
    jobs.sort_by_key(|(_, _, (first, _))| *first);
    if options.report_only {
        jobs.clear();
    }
    let chunks: Mutex<Vec<Chunk>> = Mutex::new(recorded.clone());
    let file = match &options.record {
        Some(path) => {
            let fresh = !path.exists();
            let mut file = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            if fresh {
                writeln!(file, "{HEADER}").map_err(|e| e.to_string())?;
            }
            Some(Mutex::new(file))
        }
        None => None,
    };
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..options.threads.clamp(1, jobs.len().max(1)) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some((config, (pairing, a, b), (first, games))) = jobs.get(i) else {
                    break;
                };
                let report = (config.play)(
                    config.options,
                    Match {
                        a: *a,
                        b: *b,
                        players: config.players,
                        games: *games,
                        first: *first,
                        uncapped: true,
                        opening: config.opening,
                        seed: options.seed,
                    },
                );
                let chunk = Chunk::of(config.name, pairing, &report);
                if let Some(file) = &file {
                    let mut file = file.lock().unwrap_or_else(|p| p.into_inner());
                    if let Err(e) = writeln!(file, "{}", chunk.line()).and_then(|()| file.flush()) {
                        tracing::error!("cannot append to the arena record: {e}");
                    }
                }
                chunks.lock().unwrap_or_else(|p| p.into_inner()).push(chunk);
            });
        }
    });
    let chunks = chunks.into_inner().unwrap_or_else(|p| p.into_inner());
    Ok(table(&configs, &pairings, &chunks, options))
}

/// The strength table from every chunk of the chosen games and pairings.
fn table(configs: &[Config], pairings: &[(&str, Player, Player)], chunks: &[Chunk], options: &ArenaOptions) -> String {
    let mut out = format!(
        "Parlor arena: up to {} games per pairing, seats alternated, seed {}, searches uncapped.\n\n\
         | game | pairing | games | W-D-L | wins (95% interval) | target | think, first side | think, second side |\n\
         |---|---|---:|---|---|---|---|---|\n",
        options.games, options.seed
    );
    for config in configs {
        for (pairing, _, _) in pairings {
            let mine: Vec<&Chunk> = chunks
                .iter()
                .filter(|c| {
                    c.game == config.name && c.pairing == *pairing && c.seed == options.seed && c.first < options.games
                })
                .collect();
            if mine.is_empty() {
                continue;
            }
            let games: usize = mine.iter().map(|c| c.games).sum();
            let (wins, draws, losses) = mine
                .iter()
                .fold((0, 0, 0), |(w, d, l), c| (w + c.wins, d + c.draws, l + c.losses));
            let rate = Rate::wilson(wins as f64, games);
            let (met, wanted) = target(pairing, config.dice, config.players, rate.value);
            let met = if met { "met" } else { "missed" };
            let _ = writeln!(
                out,
                "| {} | {pairing} | {games} | {wins}-{draws}-{losses} | {rate} | {wanted}: {met} | {} | {} |",
                config.name,
                combined(mine.iter().map(|c| c.a)),
                combined(mine.iter().map(|c| c.b)),
            );
        }
    }
    out.push_str(&rating_scale(configs, chunks, options));
    out
}

/// Elo points between two players from one's score (`points` of `games`):
/// `400 · log10(s / (1 − s))` with half a point added to each side (one drawn
/// game's worth), so a clean sweep reads as a finite lower bound.
fn elo_gap(points: f64, games: usize) -> f64 {
    let s = (points + 0.5) / (games as f64 + 1.0);
    400.0 * (s / (1.0 - s)).log10()
}

/// The levels on the rating scale, from the two-player matches: easy at 1500,
/// normal by its score against easy, hard by its score against normal, and
/// hard's gap over easy measured directly as a check. Ratings (issue 19) rate
/// Parlor's levels on the same scale from real games.
fn rating_scale(configs: &[Config], chunks: &[Chunk], options: &ArenaOptions) -> String {
    let score = |game: &str, pairing: &str| -> Option<(f64, usize, bool)> {
        let mine: Vec<&Chunk> = chunks
            .iter()
            .filter(|c| c.game == game && c.pairing == pairing && c.seed == options.seed && c.first < options.games)
            .collect();
        let games: usize = mine.iter().map(|c| c.games).sum();
        let points: f64 = mine.iter().map(|c| c.wins as f64 + c.draws as f64 / 2.0).sum();
        (games > 0).then_some((points, games, points == games as f64))
    };
    let shown = |(points, games, sweep): (f64, usize, bool)| {
        let gap = elo_gap(points, games);
        (gap, if sweep { "≥ " } else { "" })
    };
    let mut out = String::new();
    for config in configs.iter().filter(|c| c.players == 2) {
        let (Some(normal), Some(hard)) = (score(config.name, "normal-easy"), score(config.name, "hard-normal")) else {
            continue;
        };
        if out.is_empty() {
            out.push_str(
                "\nThe levels on the rating scale (easy at 1500; each gap 400 · log10(s / (1 − s)) from the \
                 score s with half a point added to each side, so a clean sweep, marked ≥, is a lower bound):\n\n\
                 | game | easy | normal | hard | hard over easy, measured directly |\n|---|---:|---:|---:|---:|\n",
            );
        }
        let (normal_gap, normal_mark) = shown(normal);
        let (hard_gap, hard_mark) = shown(hard);
        let direct = score(config.name, "hard-easy").map_or_else(
            || "—".to_string(),
            |s| {
                let (gap, mark) = shown(s);
                format!("{mark}{gap:+.0}")
            },
        );
        let _ = writeln!(
            out,
            "| {} | 1500 | {normal_mark}{:.0} | {hard_mark}{:.0} | {direct} |",
            config.name,
            1500.0 + normal_gap,
            1500.0 + normal_gap + hard_gap
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_of_turns_is_measured() {
        let names: Vec<&str> = configs().iter().map(|c| c.name).collect();
        for kind in parlor_games::GameKind::offered().filter(|k| !k.is_table()) {
            assert!(
                names.iter().any(|n| n.starts_with(kind.name())),
                "{} has no arena configuration",
                kind.name()
            );
        }
    }

    #[test]
    fn unknown_games_and_pairings_are_one_line_refusals() {
        let options = ArenaOptions {
            games: 1,
            seed: 1,
            only: Some("chess".into()),
            pairing: None,
            threads: 1,
            record: None,
            report_only: false,
        };
        assert!(run(&options).unwrap_err().starts_with("no game matches \"chess\""));
        let options = ArenaOptions {
            only: None,
            pairing: Some("hard-hard".into()),
            ..options
        };
        assert!(run(&options).unwrap_err().starts_with("no pairing \"hard-hard\""));
    }

    #[test]
    fn a_recorded_run_resumes_where_it_stopped_and_counts_every_chunk() {
        let dir = tempfile::tempdir().unwrap();
        let record = dir.path().join("arena.csv");
        let options = ArenaOptions {
            games: 2,
            seed: 5,
            only: Some("line-basic".into()),
            pairing: Some("easy-random".into()),
            threads: 1,
            record: Some(record.clone()),
            report_only: false,
        };
        let first = run(&options).unwrap();
        let written = std::fs::read_to_string(&record).unwrap();
        assert_eq!(written.lines().count(), 2, "the header and one chunk: {written}");
        assert!(written
            .lines()
            .nth(1)
            .unwrap()
            .starts_with("line-basic,easy-random,5,0,2,"));
        // Nothing left to play: the same table from the record alone.
        let again = run(&options).unwrap();
        assert_eq!(again, first);
        assert_eq!(
            std::fs::read_to_string(&record).unwrap(),
            written,
            "no chunk played twice"
        );
        assert!(first.contains("| line-basic | easy-random | 2 |"), "{first}");
        // Four games: the recorded chunk is the first, so only games 2 and 3 are new.
        let more = run(&ArenaOptions { games: 4, ..options }).unwrap();
        assert!(more.contains("| line-basic | easy-random | 4 |"), "{more}");
    }
}
