//! Matches between two players, for measuring the levels (issue 17's strength
//! table): [`arena`] plays games of one [`Game`] with the seats alternated and
//! reports wins, draws and losses with a 95% Wilson interval, and each player's
//! think time per move.
//!
//! A pure function of its arguments apart from the think times it measures (and
//! the search's wall-clock cap, which the budgets are set not to reach).

use super::{choose_secret_with, choose_with, tuning, Level, Tuning};
use crate::game::Game;
use crate::{Outcome, Rng, Seat, SeededRng};
use std::fmt;
use std::time::{Duration, Instant};

/// Actions a game may last before the arena scores it a draw (no game here comes
/// near it: every game's own rules end it sooner in practice).
pub const MAX_ACTIONS: usize = 5_000;

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Player {
    /// Parlor at a level.
    Parlor(Level),
    /// A uniformly random legal action every time (and a uniformly random secret).
    Random,
    /// Parlor's search with an explicit tuning (for experiments: budgets, rollout
    /// cut-offs); secrets as [`Level::Normal`] picks them.
    Tuned(Tuning),
}

impl fmt::Display for Player {
    /// `hard`, `random`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Parlor(level) => f.write_str(level.name()),
            Player::Random => f.write_str("random"),
            Player::Tuned(_) => f.write_str("tuned"),
        }
    }
}

/// A match: who plays, how many games, and how each game starts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Match {
    /// The player measured.
    pub a: Player,
    /// The opponent, in every other seat.
    pub b: Player,
    /// Players seated (Number One: 2 to 4; `a` takes one seat, `b` the rest).
    pub players: usize,
    /// Games played: games `first` to `first + games - 1` of the match. Game
    /// `i` seats `a` in seat `i mod players`; a match played in chunks (`first`
    /// 0, 10, 20, …) plays exactly the games of one long match.
    pub games: usize,
    /// The first game's number in the match (0 for a whole match).
    pub first: usize,
    /// Searches spend their whole budgets, the wall-clock cap lifted, so the
    /// result depends only on the seed, not on how busy the machine is.
    pub uncapped: bool,
    /// Uniformly random actions that open each game before the players take over,
    /// so deterministic players do not repeat one game. The games of a round of
    /// seatings (`players` games in a row) share the opening.
    pub opening: usize,
    /// The match seed: every game's set-up, opening and searches derive from it.
    pub seed: u64,
}

/// A proportion with its 95% Wilson score interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    /// The observed proportion, 0 to 1.
    pub value: f64,
    /// The interval's lower bound.
    pub low: f64,
    /// The interval's upper bound.
    pub high: f64,
}

impl Rate {
    /// `successes` out of `n` with the 95% Wilson interval (z = 1.96).
    pub fn wilson(successes: f64, n: usize) -> Rate {
        if n == 0 {
            return Rate {
                value: 0.0,
                low: 0.0,
                high: 1.0,
            };
        }
        let n = n as f64;
        let z = 1.96f64;
        let p = successes / n;
        let denominator = 1.0 + z * z / n;
        let centre = (p + z * z / (2.0 * n)) / denominator;
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denominator;
        Rate {
            value: p,
            low: (centre - half).max(0.0),
            high: (centre + half).min(1.0),
        }
    }
}

impl fmt::Display for Rate {
    /// `87.5% [82.3–91.3]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:.1}% [{:.1}–{:.1}]",
            self.value * 100.0,
            self.low * 100.0,
            self.high * 100.0
        )
    }
}

/// Think times of one player's moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Times {
    /// Moves timed.
    pub moves: usize,
    /// The median.
    pub median: Duration,
    /// The 99th percentile.
    pub p99: Duration,
    /// The longest.
    pub max: Duration,
}

impl Times {
    fn of(mut samples: Vec<Duration>) -> Times {
        if samples.is_empty() {
            return Times::default();
        }
        samples.sort_unstable();
        let at = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
        Times {
            moves: samples.len(),
            median: at(0.5),
            p99: at(0.99),
            max: *samples.last().expect("not empty"),
        }
    }
}

impl fmt::Display for Times {
    /// `median 12.3 ms, p99 40.1 ms, max 51.0 ms (1234 moves)`, or `not timed`
    /// (a random mover's moves are not timed).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        if self.moves == 0 {
            return f.write_str("not timed");
        }
        write!(
            f,
            "median {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} moves)",
            ms(self.median),
            ms(self.p99),
            ms(self.max),
            self.moves
        )
    }
}

/// A match's result, from player `a`'s side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Report {
    /// The match played.
    pub played: Match,
    /// Games `a` won.
    pub wins: usize,
    /// Games drawn (or stopped at [`MAX_ACTIONS`]).
    pub draws: usize,
    /// Games `a` lost (someone else won).
    pub losses: usize,
    /// `a`'s wins with the 95% interval.
    pub win_rate: Rate,
    /// `a`'s score (a draw counts half) with the 95% interval.
    pub score: Rate,
    /// `a`'s think time per move.
    pub a_times: Times,
    /// `b`'s think time per move.
    pub b_times: Times,
}

impl fmt::Display for Report {
    /// One line: `hard vs random: 200 games, 195-3-2, wins 97.5% [94.3–98.9], …`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = &self.played;
        write!(
            f,
            "{} vs {}: {} games, {}-{}-{} (w-d-l), wins {}, score {}; {} {}; {} {}",
            m.a,
            m.b,
            m.games,
            self.wins,
            self.draws,
            self.losses,
            self.win_rate,
            self.score,
            m.a,
            self.a_times,
            m.b,
            self.b_times
        )
    }
}

/// Plays the match `played` of `G` started with `options`, and reports it.
pub fn arena<G: Game>(options: &G::Options, played: Match) -> Report {
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let mut a_samples = Vec::new();
    let mut b_samples = Vec::new();
    for game_index in played.first..played.first + played.games {
        let a_seat = Seat((game_index % played.players) as u8);
        let round = (game_index / played.players) as u64;
        let seed = mix(played.seed, round);
        match play_one::<G>(
            options,
            &played,
            a_seat,
            seed,
            mix(seed, game_index as u64),
            &mut a_samples,
            &mut b_samples,
        ) {
            Outcome::Won(s) if s == a_seat => wins += 1,
            Outcome::Won(_) => losses += 1,
            _ => draws += 1,
        }
    }
    let n = played.games;
    Report {
        played,
        wins,
        draws,
        losses,
        win_rate: Rate::wilson(wins as f64, n),
        score: Rate::wilson(wins as f64 + draws as f64 / 2.0, n),
        a_times: Times::of(a_samples),
        b_times: Times::of(b_samples),
    }
}

/// One game: set-up and opening from `seed` (shared by a round of seatings),
/// the players' searches from `search_seed`. Returns the outcome.
fn play_one<G: Game>(
    options: &G::Options,
    played: &Match,
    a_seat: Seat,
    seed: u64,
    search_seed: u64,
    a_samples: &mut Vec<Duration>,
    b_samples: &mut Vec<Duration>,
) -> Outcome {
    let mut rng = SeededRng::new(seed);
    let mut game = G::new(options, played.players, &mut rng);
    let player = |seat: Seat| if seat == a_seat { played.a } else { played.b };
    let mut search = SeededRng::new(search_seed);
    if game.secrets().is_some_and(|s| s.waiting_for_secrets()) {
        for i in 0..played.players {
            let seat = Seat(i as u8);
            let pick = match player(seat) {
                Player::Parlor(level) => choose_secret_with(
                    &game,
                    seat,
                    level,
                    capped(tuning::<G>(level), played),
                    search.next_u64(),
                ),
                Player::Tuned(_) => choose_secret_with(
                    &game,
                    seat,
                    Level::Normal,
                    capped(tuning::<G>(Level::Normal), played),
                    search.next_u64(),
                ),
                Player::Random => None,
            };
            let secrets = game.secrets_mut().expect("the game waits for secrets");
            let choices = secrets.secret_choices();
            let pick = pick.unwrap_or_else(|| choices[search.below(choices.len() as u32) as usize]);
            secrets.set_secret(seat, pick).expect("a listed secret is accepted");
        }
    }
    let mut actions = Vec::new();
    let mut played_actions = 0;
    while let Some(seat) = game.to_act() {
        if played_actions >= MAX_ACTIONS {
            return Outcome::Draw;
        }
        let action = if played_actions < played.opening {
            actions.clear();
            game.legal_actions(seat, &mut actions);
            if actions.is_empty() {
                return Outcome::Draw;
            }
            actions.swap_remove(rng.below(actions.len() as u32) as usize)
        } else {
            match player(seat) {
                Player::Random => {
                    actions.clear();
                    game.legal_actions(seat, &mut actions);
                    if actions.is_empty() {
                        return Outcome::Draw;
                    }
                    actions.swap_remove(search.below(actions.len() as u32) as usize)
                }
                player => {
                    let start = Instant::now();
                    let seed = search.next_u64();
                    let chosen = match player {
                        Player::Parlor(level) => choose_with(&game, seat, capped(tuning::<G>(level), played), seed),
                        Player::Tuned(tuning) => choose_with(&game, seat, capped(tuning, played), seed),
                        Player::Random => unreachable!("handled above"),
                    };
                    let Some(action) = chosen else {
                        return Outcome::Draw;
                    };
                    let spent = start.elapsed();
                    if seat == a_seat {
                        a_samples.push(spent);
                    } else {
                        b_samples.push(spent);
                    }
                    action
                }
            }
        };
        // The game's dice come from the game's own generator, as at the table.
        if let Err(e) = game.apply(seat, &action, &mut rng) {
            panic!("{}: {seat}'s chosen action {action} was refused: {e}", G::SPEC.name);
        }
        played_actions += 1;
    }
    game.outcome()
}

/// `tuning`, without its wall-clock cap when the match is `uncapped`.
fn capped(tuning: Tuning, played: &Match) -> Tuning {
    if played.uncapped {
        tuning.uncapped()
    } else {
        tuning
    }
}

/// A seed derived from `seed` and `index` (SplitMix64's finaliser).
fn mix(seed: u64, index: u64) -> u64 {
    let mut z = seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
