//! `/review`'s computation (issue 35): a seeded random game of each game of
//! turns, up to `actions` actions (the same games as the replay section),
//! reviewed by the same [`crate::table::review_record`] the command runs:
//! every seat's every move at the review budget. The time per game, against
//! the budget of 20 s for a 100-move game on this machine.

use super::replay::{games_of_turns, record};
use super::report::{human, Row};
use std::time::Instant;

/// One row per game of turns: the review of a game of up to `actions`
/// actions, its time, and the time per 100 moves.
pub fn rows(actions: usize) -> Vec<Row> {
    let mut rows = Vec::new();
    for config in &games_of_turns() {
        let record = record(config, 35, actions);
        let started = Instant::now();
        let Ok(review) = crate::table::review_record(&record) else {
            continue;
        };
        let took = started.elapsed();
        let moves = review.moves.len().max(1);
        rows.push(Row::new(
            "review",
            format!(
                "{}: review of a {}-action game ({} moves judged, every seat)",
                config.kind.title(),
                record.moves.len(),
                review.moves.len(),
            ),
            format!(
                "{} a game; {:.1} s per 100 moves",
                human(took),
                took.as_secs_f64() * 100.0 / moves as f64
            ),
            "≤ 20 s per 100 moves",
        ));
    }
    rows
}
