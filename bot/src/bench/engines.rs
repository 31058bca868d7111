//! The rules engines through the interface the bot uses (`AnyGame`: legal
//! actions as notation, moves parsed from text): legal-action generation on a
//! mid-game position and whole random playouts per second for every game, and
//! checkers perft(8) with its node count asserted.

use super::report::{human, per_second, quantile, thousands, time_each, Row};
use parlor_games::checkers::Checkers;
use parlor_games::playout;
use std::hint::black_box;
use std::time::Instant;

/// Checkers perft from the start: depth and the known node count.
const PERFT_DEPTH: u32 = 8;
const PERFT_NODES: u64 = 845_931;

/// Rows for every configuration, then perft. `samples` scales how long each runs.
pub fn rows(samples: usize) -> anyhow::Result<Vec<Row>> {
    let mut rows = Vec::new();
    for config in playout::configs() {
        let game = playout::mid_game(&config, playout::mid_game_plies(&config), playout::MID_GAME_SEED);
        // The seat that acts next (at Crown and Anchor, a bettor or the Banker).
        let (seat, _) = playout::random_action(&game, &mut parlor_games::SeededRng::new(1))
            .ok_or_else(|| anyhow::anyhow!("{}: the mid-game position is over", config.name))?;
        let count = playout::legal_actions(&game, seat).len();
        anyhow::ensure!(count > 0, "{}: no legal actions in the mid-game position", config.name);
        let times = time_each(samples * 10, || {
            black_box(playout::legal_actions(black_box(&game), seat));
        });
        let playouts = samples.max(2);
        let started = Instant::now();
        let plies: usize = (0..playouts as u64).map(|seed| playout::playout(&config, seed)).sum();
        let elapsed = started.elapsed().as_secs_f64();
        let legal = format!("legal actions {} ({count} actions)", human(quantile(&times, 0.5)));
        rows.push(Row::new(
            "engines",
            format!(
                "{}: {legal}; random playouts of {:.0} actions",
                config.name,
                plies as f64 / playouts as f64
            ),
            per_second(playouts as f64 / elapsed),
            "",
        ));
    }
    let game = Checkers::start();
    let started = Instant::now();
    let nodes = game.perft(PERFT_DEPTH);
    let elapsed = started.elapsed();
    anyhow::ensure!(
        nodes == PERFT_NODES,
        "checkers perft({PERFT_DEPTH}) counted {nodes} nodes, not {PERFT_NODES}"
    );
    rows.push(Row::new(
        "engines",
        format!(
            "checkers perft({PERFT_DEPTH}) = {} (asserted) in {}",
            thousands(PERFT_NODES),
            human(elapsed)
        ),
        format!("{:.1} M nodes/s", nodes as f64 / elapsed.as_secs_f64() / 1e6),
        "",
    ));
    Ok(rows)
}
