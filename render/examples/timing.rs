//! Times each game's pictures after a move (successive positions of seeded
//! games, as `parlor bench` draws them): median and p99 per picture, and the
//! largest PNG.
//!
//! Then the tournament pictures: a 200-player Swiss's standings and an
//! 8-board round's pairings: the very first (before `warm`, learning the
//! palette), then after `warm` the first of each and the median of the rest.
//!
//! `cargo run --release -p parlor-render --example timing`

use parlor_games::i18n::Locale;
use parlor_render::{samples, tournament};
use std::time::{Duration, Instant};

fn main() {
    let names = samples::CROWN_ANCHOR_NAMES;
    let cold = samples::tournament_swiss(200, 5);
    let started = Instant::now();
    tournament::standings_picture(&cold, Locale::En);
    let cold = started.elapsed();
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
    println!("Tournament, cold process    {cold:>9.2?}  (the first tournament picture learns the palette)");
    let standings = samples::tournament_swiss(200, 5);
    let pairings = samples::tournament(parlor_games::tournament::Format::Swiss, false, 15, 2, 3);
    let pictures: [(&str, &dyn Fn() -> Vec<u8>); 2] = [
        ("Standings, 200 players", &|| {
            tournament::standings_picture(&standings, Locale::En)
        }),
        ("Pairings, 8 boards", &|| {
            tournament::pairings_picture(&pairings, 2, Locale::En)
        }),
    ];
    for (name, draw) in pictures {
        let started = Instant::now();
        let png = draw();
        let first = started.elapsed();
        let mut times: Vec<Duration> = (0..50)
            .map(|_| {
                let started = Instant::now();
                draw();
                started.elapsed()
            })
            .collect();
        times.sort_unstable();
        println!(
            "{name:<24} first {first:>9.2?}  median {:>9.2?}  p99 {:>9.2?}  {:.1} KB",
            times[25],
            times[49],
            png.len() as f64 / 1024.0
        );
    }
}
