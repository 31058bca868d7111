//! Each game's typical mid-game picture, drawn the way a reply draws it
//! (`parlor_render::picture` on the game), with its PNG size.

use super::{human, quantile, time_each, Row};
use parlor_games::AnyGame;
use parlor_render::samples;
use std::hint::black_box;

/// The pictures measured: the render crate's seeded mid-game samples.
fn games() -> Vec<(&'static str, AnyGame)> {
    let line = |variant| AnyGame::Line(samples::line_mid_game(variant));
    vec![
        ("Hot Spot", AnyGame::HotSpot(samples::hot_spot_mid_game())),
        ("Trespass", AnyGame::Trespass(samples::trespass_mid_game())),
        (
            "Number One, 4 players",
            AnyGame::NumberOne(samples::number_one_four_players()),
        ),
        (
            "Number One, 3 players",
            AnyGame::NumberOne(samples::number_one_three_players()),
        ),
        ("Acey Ducey", AnyGame::AceyDucey(samples::acey_ducey_mid_game())),
        (
            "Crown and Anchor",
            AnyGame::CrownAndAnchor(samples::crown_anchor_mid_game()),
        ),
        ("Checkers", AnyGame::Checkers(samples::checkers_mid_game())),
        ("Line, basic", line(samples::LINE_VARIANTS[0])),
        ("Line, progress", line(samples::LINE_VARIANTS[1])),
        ("Line, scoring", line(samples::LINE_VARIANTS[2])),
    ]
}

/// One row per picture: median time (p99 beside it) and size.
pub fn rows(samples_per_picture: usize) -> Vec<Row> {
    let names = samples::CROWN_ANCHOR_NAMES;
    games()
        .into_iter()
        .map(|(name, game)| {
            let png = parlor_render::picture(&game, &names);
            // The first picture fills the caches (background, glyphs) once.
            let times = time_each(samples_per_picture, || {
                black_box(parlor_render::picture(black_box(&game), &names));
            });
            Row::new(
                "render",
                name,
                format!(
                    "{} (p99 {}), {:.1} KB",
                    human(quantile(&times, 0.5)),
                    human(quantile(&times, 0.99)),
                    png.len() as f64 / 1024.0
                ),
                "≤ 1.5 ms, ≤ 60 KB",
            )
        })
        .collect()
}
