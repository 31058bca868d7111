//! A fixed workload for profilers: `engine_profile <config name> <playouts|legal|digest> [n]`
//! runs `n` seeded random playouts of one configuration, or `n` legal-action
//! listings of its benchmarked mid-game position, and prints a checksum. `digest`
//! plays `n` seeded games and prints a hash of every listed action, every played
//! notation and every event sentence: an optimisation that changes no behaviour
//! leaves it unchanged (`all` as the config name runs every configuration).
//! `times` prints, per configuration, the fastest of 30 batches of 200 listings,
//! and the mean over seeds 1 to `n` of each seed's fastest of 30 playouts: on a
//! loaded machine the fastest run is the steadiest wall-clock figure for
//! comparing two builds.
//!
//! ```text
//! CARGO_PROFILE_RELEASE_DEBUG=true cargo build --release -p parlor-games --example engine_profile
//! valgrind --tool=callgrind target/release/examples/engine_profile checkers playouts 20
//! ```

use parlor_games::playout::{self, Config};
use parlor_games::{AnyGame, SeededRng};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::hint::black_box;
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(name), Some(work)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: engine_profile <config name|all> <playouts|legal|digest|times> [n]");
        let names: Vec<&str> = playout::configs().iter().map(|c| c.name).collect();
        eprintln!("configs: {}", names.join(", "));
        std::process::exit(2);
    };
    let n: u64 = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(20);
    if work == "times" {
        println!("config | listing µs (count) | playout µs (mean actions)");
        for config in playout::configs() {
            if name == "all" || config.name == name {
                times(&config, n);
            }
        }
        return;
    }
    if work == "digest" {
        for config in playout::configs() {
            if name == "all" || config.name == name {
                println!("{}: {:016x}", config.name, digest(&config, n));
            }
        }
        return;
    }
    let config = playout::configs()
        .into_iter()
        .find(|c| c.name == name)
        .unwrap_or_else(|| panic!("no config named {name:?}"));
    let mut sum = 0;
    match work.as_str() {
        "playouts" => {
            for seed in 1..=n {
                sum += playout::playout(&config, seed);
            }
        }
        "legal" => {
            let game = playout::mid_game(&config, playout::mid_game_plies(&config), playout::MID_GAME_SEED);
            let (seat, _) = playout::random_action(&game, &mut SeededRng::new(1)).expect("an ongoing game");
            for _ in 0..n {
                sum += std::hint::black_box(playout::legal_actions(&game, seat)).len();
            }
        }
        other => panic!("unknown work {other:?}: playouts, legal or digest"),
    }
    println!("{name} {work} x{n}: {sum}");
}

/// A hash of seeds 1 to `n` played out: each position's listing for the seat to
/// act, then the action's canonical notation and events.
fn digest(config: &Config, n: u64) -> u64 {
    let mut hasher = DefaultHasher::new();
    for seed in 1..=n {
        let mut rng = SeededRng::new(seed);
        let mut game = playout::new_game(config, &mut rng);
        for _ in 0..playout::PLAYOUT_CAP {
            let Some((seat, action)) = playout::random_action(&game, &mut rng) else {
                break;
            };
            playout::legal_actions(&game, seat).hash(&mut hasher);
            if let AnyGame::CrownAndAnchor(table) = &game {
                if table.round() > playout::CROWN_ROUNDS {
                    break;
                }
                playout::apply(&mut game, seat, &action, &mut rng).expect("a listed action applies");
                game.save().to_string().hash(&mut hasher);
            } else {
                let played = game.play(seat, &action, &mut rng).expect("a listed action applies");
                (played.notation, played.events, played.sent_home).hash(&mut hasher);
            }
        }
        game.public_view().to_string().hash(&mut hasher);
    }
    hasher.finish()
}

/// The benchmarked position's listing (fastest batch of 200, per listing) and a
/// playout (each seed's fastest run, averaged over seeds 1 to `n`).
fn times(config: &Config, n: u64) {
    let game = playout::mid_game(config, playout::mid_game_plies(config), playout::MID_GAME_SEED);
    let (seat, _) = playout::random_action(&game, &mut SeededRng::new(1)).expect("an ongoing game");
    let count = playout::legal_actions(&game, seat).len();
    let listing = fastest(200, || {
        black_box(playout::legal_actions(black_box(&game), seat));
    });
    let actions: usize = (1..=n).map(|seed| playout::playout(config, seed)).sum();
    // Each seed's fastest of 30 runs, averaged over the seeds: one playout is
    // short enough to finish between preemptions.
    let playouts = (1..=n)
        .map(|seed| {
            fastest(1, || {
                black_box(playout::playout(config, seed));
            })
        })
        .sum::<Duration>()
        / n as u32;
    println!(
        "{} | {:.2} ({count}) | {:.1} ({:.1})",
        config.name,
        listing.as_secs_f64() * 1e6,
        playouts.as_secs_f64() * 1e6,
        actions as f64 / n as f64
    );
}

/// The fastest of 30 batches of `batch` calls of `work`, per call.
fn fastest(batch: u32, mut work: impl FnMut()) -> Duration {
    (0..30)
        .map(|_| {
            let started = Instant::now();
            for _ in 0..batch {
                work();
            }
            started.elapsed() / batch
        })
        .min()
        .expect("30 batches")
}
