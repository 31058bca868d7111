//! Parlor's think time (issue 17): `choose_any`, the search the table runs for
//! Parlor's turns, at `normal` and `hard` on positions along seeded random games
//! of every game of turns, against the budgets (normal within 0.2 s and hard
//! within 1 s a move, on one core). Positions with one legal action (a forced
//! roll) answer at once and are left out.

use super::report::{human, quantile, Row};
use parlor_games::ai::{choose_any, Level};
use parlor_games::{playout, AnyGame, GameKind, Seat, SeededRng};
use std::time::{Duration, Instant};

/// The budget each level is held to.
fn target(level: Level) -> &'static str {
    match level {
        Level::Hard => "≤ 1 s a move",
        _ => "≤ 0.2 s a move",
    }
}

/// Rows for every game of turns at normal and hard, `positions` positions each.
pub fn rows(positions: usize) -> Vec<Row> {
    let mut rows = Vec::new();
    for config in playout::configs() {
        if config.kind == GameKind::CrownAndAnchor {
            continue;
        }
        let sampled = positions_of(&config, positions.max(1));
        for level in [Level::Normal, Level::Hard] {
            let mut times: Vec<Duration> = sampled
                .iter()
                .enumerate()
                .map(|(i, (game, seat))| {
                    let started = Instant::now();
                    std::hint::black_box(choose_any(game, *seat, level, i as u64));
                    started.elapsed()
                })
                .collect();
            times.sort_unstable();
            rows.push(Row::new(
                "parlor",
                format!(
                    "{} at {}: think time over {} positions, median {}, p99 {}",
                    config.name,
                    level.name(),
                    times.len(),
                    human(quantile(&times, 0.5)),
                    human(quantile(&times, 0.99)),
                ),
                format!("max {}", human(times.last().copied().unwrap_or_default())),
                target(level),
            ));
        }
    }
    rows
}

/// `count` positions with a choice to make, along seeded random games: every
/// third such position, so the sample spans openings, middle games and endings.
fn positions_of(config: &playout::Config, count: usize) -> Vec<(AnyGame, Seat)> {
    let mut out = Vec::new();
    for seed in 1..=u64::try_from(count * 8).unwrap_or(u64::MAX) {
        let mut rng = SeededRng::new(seed);
        let mut game = playout::new_game(config, &mut rng);
        let mut choices = 0usize;
        for _ in 0..playout::PLAYOUT_CAP {
            let Some((seat, action)) = playout::random_action(&game, &mut rng) else {
                break;
            };
            if playout::legal_actions(&game, seat).len() > 1 {
                if choices.is_multiple_of(3) {
                    out.push((game.clone(), seat));
                    if out.len() == count {
                        return out;
                    }
                }
                choices += 1;
            }
            if playout::apply(&mut game, seat, &action, &mut rng).is_err() {
                break;
            }
        }
    }
    out
}
