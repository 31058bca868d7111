//! Each game's pictures, drawn the way a reply draws them
//! (`parlor_render::picture` on the game), with their PNG sizes: a picture after
//! a move, as the table draws one, and the same picture drawn again.

use super::report::{human, quantile, time_each, Row};
use parlor_games::AnyGame;
use parlor_render::samples;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// The typical mid-game picture of each game the rows name: the render crate's
/// seeded mid-game samples.
fn mid_game(name: &str) -> AnyGame {
    let line = |variant| AnyGame::from(samples::line_mid_game(variant));
    match name {
        "Hot Spot" => AnyGame::from(samples::hot_spot_mid_game()),
        "Trespass" => AnyGame::from(samples::trespass_mid_game()),
        "Number One, 4 players" => AnyGame::from(samples::number_one_four_players()),
        "Number One, 3 players" => AnyGame::from(samples::number_one_three_players()),
        "Acey Ducey" => AnyGame::from(samples::acey_ducey_mid_game()),
        "Crown and Anchor" => AnyGame::CrownAndAnchor(samples::crown_anchor_mid_game()),
        "Checkers" => AnyGame::from(samples::checkers_mid_game()),
        "Line, basic" => line(samples::LINE_VARIANTS[0]),
        "Line, progress" => line(samples::LINE_VARIANTS[1]),
        _ => line(samples::LINE_VARIANTS[2]),
    }
}

/// One row per game. First, `games` games of it from different seeds, played
/// side by side for `moves` moves, each position drawn once, in turn, as a table
/// draws the picture of each move (what the drawing keeps between pictures
/// helps as much as it would there): median and p99 of those,
/// and the largest PNG of all. Then the typical mid-game picture drawn again
/// and again (`repeats` times): median, and its size.
pub fn rows(games: usize, moves: usize, repeats: usize) -> Vec<Row> {
    let names = samples::CROWN_ANCHOR_NAMES;
    // Each game's positions from each seed.
    let seeded: Vec<Vec<(&'static str, Vec<AnyGame>)>> = (0..games.max(1))
        .map(|g| samples::sequences(500 + g as u64, moves.max(1)))
        .collect();
    seeded[0]
        .iter()
        .enumerate()
        .map(|(kind, &(name, _))| {
            let sample = mid_game(name);
            // The first picture sketches the background and sprites and learns the palette.
            let png = parlor_render::picture(&sample, &names, parlor_games::i18n::Locale::En);
            let (mut after_move, mut largest) = (Vec::<Duration>::new(), png.len());
            for k in 0..moves.max(1) {
                for game in &seeded {
                    let position = &game[kind].1[k];
                    let started = Instant::now();
                    let png = black_box(parlor_render::picture(
                        black_box(position),
                        &names,
                        parlor_games::i18n::Locale::En,
                    ));
                    after_move.push(started.elapsed());
                    largest = largest.max(png.len());
                }
            }
            after_move.sort_unstable();
            let again = time_each(repeats, || {
                black_box(parlor_render::picture(
                    black_box(&sample),
                    &names,
                    parlor_games::i18n::Locale::En,
                ));
            });
            let kb = |bytes: usize| bytes as f64 / 1024.0;
            Row::new(
                "render",
                name,
                format!(
                    "{} (p99 {}) after a move, {} again; {:.1} KB mid-game, largest {:.1} KB",
                    human(quantile(&after_move, 0.5)),
                    human(quantile(&after_move, 0.99)),
                    human(quantile(&again, 0.5)),
                    kb(png.len()),
                    kb(largest),
                ),
                "≤ 1.5 ms, ≤ 60 KB",
            )
        })
        .collect()
}
