//! A fixed workload for profilers: `engine_profile <config name> <playouts|legal|digest> [n]`
//! runs `n` seeded random playouts of one configuration, or `n` legal-action
//! listings of its benchmarked mid-game position, and prints a checksum. `digest`
//! plays `n` seeded games and prints a hash of every listed action, every played
//! notation and every event sentence: an optimisation that changes no behaviour
//! leaves it unchanged (`all` as the config name runs every configuration).
//!
//! ```text
//! CARGO_PROFILE_RELEASE_DEBUG=true cargo build --release -p parlor-games --example engine_profile
//! valgrind --tool=callgrind target/release/examples/engine_profile checkers playouts 20
//! ```

use parlor_games::playout::{self, Config};
use parlor_games::{AnyGame, SeededRng};
use std::hash::{DefaultHasher, Hash, Hasher};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(name), Some(work)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: engine_profile <config name> <playouts|legal|digest> [n]");
        let names: Vec<&str> = playout::configs().iter().map(|c| c.name).collect();
        eprintln!("configs: {}", names.join(", "));
        std::process::exit(2);
    };
    let n: u64 = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(20);
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
