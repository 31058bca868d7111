//! `/replay`'s animation (issue 19): a seeded random game of each game of
//! turns, up to `actions` actions, replayed and drawn into one GIF by the same
//! [`crate::replay::animation`] the command uses; the time it takes and the
//! GIF's size, against Discord's 8 MB upload limit.

use super::report::{human, Row};
use crate::replay::{self, GameRecord};
use parlor_games::playout::{self, configs};
use parlor_games::{AnyGame, Seat, SeededRng};
use std::time::Instant;

/// One playout configuration per game of turns (the first of each: Number One
/// and the Line game have several).
pub(super) fn games_of_turns() -> Vec<playout::Config> {
    let mut seen = Vec::new();
    configs()
        .into_iter()
        .filter(|c| !c.kind.is_table())
        .filter(|c| {
            let first = !seen.contains(&c.kind);
            seen.push(c.kind);
            first
        })
        .collect()
}

/// A seeded random game of `config` as a replay's record: the game started
/// from `seed` as the table starts it, each secret the first choice, and
/// random legal actions (chosen by a second generator) until it ends or
/// `actions` are logged.
pub(super) fn record(config: &playout::Config, seed: u64, actions: usize) -> GameRecord {
    let mut rng = SeededRng::from_state(seed);
    let mut game =
        AnyGame::new(config.kind, config.options, config.players, &mut rng).expect("the bench's configurations start");
    let mut secrets = Vec::new();
    if let Some(turns) = game
        .turns_mut()
        .and_then(|g| g.secrets_mut())
        .filter(|s| s.waiting_for_secrets())
    {
        let pick = turns.secret_choices()[0];
        for seat in 0..config.players as u8 {
            turns.set_secret(Seat(seat), pick).expect("a listed secret is accepted");
            secrets.push((Seat(seat), pick));
        }
    }
    let mut chooser = SeededRng::new(seed ^ 0x5EED);
    let mut moves = Vec::new();
    while moves.len() < actions {
        let Some((seat, action)) = playout::random_action(&game, &mut chooser) else {
            break;
        };
        playout::apply(&mut game, seat, &action, &mut rng).expect("a listed action is legal");
        moves.push((seat, action));
    }
    GameRecord {
        id: 1,
        kind: config.kind,
        options: config.options.to_string(),
        seed,
        players: (0..config.players).map(|i| format!("player{}", i + 1)).collect(),
        secrets,
        moves,
        finished_at: 0,
        termination: String::new(),
        final_position: None,
    }
}

/// One row per game of turns: the animation of a game of up to `actions`
/// actions, its time and size.
pub fn rows(actions: usize) -> Vec<Row> {
    let mut rows = Vec::new();
    for config in &games_of_turns() {
        let record = record(config, 19, actions);
        let started = Instant::now();
        let Ok((gif, _, positions)) = replay::animation(&record, parlor_games::i18n::Locale::En) else {
            continue;
        };
        let took = started.elapsed();
        rows.push(Row::new(
            "replay",
            format!(
                "{}: animation of a {}-action game ({positions} frames)",
                config.kind.title(),
                record.moves.len()
            ),
            format!("{} to draw and encode; {:.2} MB", human(took), gif.len() as f64 / 1e6),
            "≤ 8 MB",
        ));
    }
    rows
}
