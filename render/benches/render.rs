//! Times `picture` for a typical mid-game of every game, built from real seeded
//! games (`parlor_render::samples`), after printing the PNG sizes.
//!
//! `cargo bench -p parlor-render --features criterion`

use criterion::{criterion_group, criterion_main, Criterion};
use parlor_games::i18n::Locale;
use parlor_games::AnyGame;
use parlor_render::samples;
use std::hint::black_box;

/// Every game's typical mid-game, by name.
fn games() -> Vec<(&'static str, AnyGame)> {
    let mut games = vec![
        ("hot spot", AnyGame::from(samples::hot_spot_mid_game())),
        ("trespass", AnyGame::from(samples::trespass_mid_game())),
        (
            "number one 4 players",
            AnyGame::from(samples::number_one_four_players()),
        ),
        (
            "number one 3 players",
            AnyGame::from(samples::number_one_three_players()),
        ),
        ("acey ducey", AnyGame::from(samples::acey_ducey_mid_game())),
        (
            "crown and anchor",
            AnyGame::CrownAndAnchor(samples::crown_anchor_mid_game()),
        ),
        ("checkers", AnyGame::from(samples::checkers_mid_game())),
    ];
    for variant in samples::LINE_VARIANTS {
        games.push((variant.name(), AnyGame::from(samples::line_mid_game(variant))));
    }
    games
}

fn pictures(c: &mut Criterion) {
    let names = samples::CROWN_ANCHOR_NAMES;
    for (name, game) in games() {
        let png = parlor_render::picture(&game, &names, Locale::En);
        println!("{name}: {} bytes", png.len());
        c.bench_function(&format!("picture {name}"), |b| {
            b.iter(|| parlor_render::picture(black_box(&game), &names, Locale::En))
        });
    }
}

criterion_group!(benches, pictures);
criterion_main!(benches);
