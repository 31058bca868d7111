//! Tournaments (issue 31): pairing the seventh round of a Swiss of 1,000
//! players with random results (the Dutch system), and drawing the standings
//! of 200 players, each against the budget.

use super::report::{human, quantile, time_each, BenchOptions, Row};
use parlor_games::i18n::Locale;
use parlor_games::playout::random_swiss;
use parlor_games::tournament::view::{Head, Status};

/// The two rows.
pub fn rows(options: &BenchOptions) -> Vec<Row> {
    let mut rows = Vec::new();
    // Six rounds played at random; the seventh paired, a fresh copy each time.
    let players = options.swiss_players.max(8);
    let before = random_swiss(players, 6, 31);
    let runs = options.samples.clamp(1, 5);
    let mut paired = 0;
    let times = time_each(runs, || {
        let mut t = before.clone();
        paired = t.pair_next().map_or(0, |r| r.pairings.len());
    });
    rows.push(Row::new(
        "tournament",
        format!("Swiss: round 7 of {players} players paired (Dutch system, {paired} boards)"),
        format!(
            "median {}, slowest {} ({runs} runs)",
            human(quantile(&times, 0.5)),
            human(times[times.len() - 1])
        ),
        "≤ 1 s",
    ));
    // A Swiss of `standings_players` after five rounds, its standings drawn.
    let players = options.standings_players.max(8);
    let t = random_swiss(players, 5, 7);
    let view = t.view(
        Head {
            id: 1,
            name: "Bench cup".into(),
            game: "checkers".into(),
            options: String::new(),
            status: Status::Running,
        },
        |_, _| (None, None),
    );
    parlor_render::warm();
    let mut bytes = 0;
    let times = time_each(options.samples.clamp(1, 50), || {
        bytes = parlor_render::tournament::standings_picture(&view, Locale::En).len();
    });
    rows.push(Row::new(
        "tournament",
        format!("standings picture of {players} players"),
        format!(
            "median {}, p99 {}; {:.1} KB",
            human(quantile(&times, 0.5)),
            human(quantile(&times, 0.99)),
            bytes as f64 / 1024.0
        ),
        "≤ 50 ms",
    ));
    rows
}
