//! Times each game's pictures after a move (successive positions of seeded
//! games, as `parlor bench` draws them): median and p99 per picture, and the
//! largest PNG.
//!
//! `cargo run --release -p parlor-render --example timing`

use parlor_games::i18n::Locale;
use parlor_render::samples;
use std::time::{Duration, Instant};

fn main() {
    let names = samples::CROWN_ANCHOR_NAMES;
    parlor_render::warm();
    let seeded: Vec<_> = (0..3).map(|g| samples::sequences(500 + g, 60)).collect();
    for kind in 0..seeded[0].len() {
        let mut times: Vec<Duration> = Vec::new();
        let mut largest = 0;
        for k in 0..60 {
            for game in &seeded {
                let started = Instant::now();
                let png = parlor_render::picture(&game[kind].1[k], &names, Locale::En);
                times.push(started.elapsed());
                largest = largest.max(png.len());
            }
        }
        times.sort_unstable();
        let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
        println!(
            "{:<24} median {:>9.2?}  p99 {:>9.2?}  largest {:.1} KB",
            seeded[0][kind].0,
            at(0.5),
            at(0.99),
            largest as f64 / 1024.0
        );
    }
}
