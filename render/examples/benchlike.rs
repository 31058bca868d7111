//! Pictures after a move as `parlor bench` times them (ten seeded games side
//! by side, 30 moves each): median and p99 per game, and the largest PNG.
//! `cargo run --release -p parlor-render --example benchlike`
use parlor_games::i18n::Locale;
use parlor_render::samples;
use std::time::{Duration, Instant};
fn main() {
    let names = samples::CROWN_ANCHOR_NAMES;
    parlor_render::warm();
    let seeded: Vec<_> = (0..10).map(|g| samples::sequences(500 + g, 30)).collect();
    for kind in 0..seeded[0].len() {
        let (mut t, mut largest): (Vec<Duration>, usize) = (Vec::new(), 0);
        for k in 0..30 {
            for game in &seeded {
                let s = Instant::now();
                let png = parlor_render::picture(&game[kind].1[k], &names, Locale::En);
                t.push(s.elapsed());
                largest = largest.max(png.len());
            }
        }
        t.sort();
        println!(
            "{:<24} median {:>9.2?} p99 {:>9.2?} largest {:.1} KB",
            seeded[0][kind].0,
            t[t.len() / 2],
            t[t.len() * 99 / 100],
            largest as f64 / 1024.0
        );
    }
}
