//! Times one Parlor search per level on positions along a seeded random game of
//! every game, and reports checkers' alpha-beta depth and nodes per second.
//!
//! `cargo run --release -p parlor-games --example ai_profile`

use parlor_games::ai::{self, alphabeta, Level, Plan};
use parlor_games::{acey_ducey, checkers, hot_spot, line, number_one, trespass, Game, Rng, Seat, SeededRng};
use std::time::{Duration, Instant};

/// A seeded random game of `G` after `plies` actions (secrets picked as 3).
fn position<G: Game>(options: &str, players: usize, plies: usize) -> G {
    let options = G::parse_options(options).expect("valid options");
    let mut rng = SeededRng::new(3);
    let mut game = G::new(&options, players, &mut rng);
    if let Some(secrets) = game.secrets_mut().filter(|s| s.waiting_for_secrets()) {
        for s in 0..players {
            let _ = secrets.set_secret(Seat(s as u8), 3);
        }
    }
    let mut actions = Vec::new();
    for _ in 0..plies {
        let Some(seat) = game.to_act() else { break };
        actions.clear();
        game.legal_actions(seat, &mut actions);
        let action = actions[rng.below(actions.len() as u32) as usize].clone();
        let _ = game.apply(seat, &action, &mut rng);
    }
    game
}

fn profile<G: Game>(label: &str, options: &str, players: usize) {
    for plies in [0usize, 10, 20, 40] {
        let game: G = position(options, players, plies);
        let Some(seat) = game.to_act() else { continue };
        let mut actions = Vec::new();
        game.legal_actions(seat, &mut actions);
        let mut line = format!("{label} after {plies} plies ({} actions):", actions.len());
        for level in Level::ALL {
            let start = Instant::now();
            ai::choose(&game, seat, level, 1);
            line += &format!(" {} {:.1} ms", level.name(), start.elapsed().as_secs_f64() * 1000.0);
        }
        println!("{line}");
    }
}

/// Checkers: the depth hard reaches and the nodes searched per second, and the
/// depth reached in one second with no node budget.
fn checkers_speed() {
    for plies in [0usize, 10, 30] {
        let game: checkers::Checkers = position("", 2, plies);
        let Some(seat) = game.to_act() else { continue };
        let mut actions = Vec::new();
        Game::legal_actions(&game, seat, &mut actions);
        let Plan::AlphaBeta(hard) = ai::tuning::<checkers::Checkers>(Level::Hard).plan else {
            unreachable!("checkers searches with alpha-beta")
        };
        let second = alphabeta::Config {
            nodes: u64::MAX,
            max_depth: 64,
            deadline: Duration::from_secs(1),
        };
        for (name, config) in [("hard", hard), ("1 s", second)] {
            let start = Instant::now();
            let report = alphabeta::search(&game, seat, &actions, &config, &mut SeededRng::new(1));
            let spent = start.elapsed().as_secs_f64();
            println!(
                "checkers after {plies} plies, {name}: depth {} in {:.0} ms, {} nodes, {:.0} nodes/s",
                report.depth,
                spent * 1000.0,
                report.nodes,
                report.nodes as f64 / spent
            );
        }
    }
}

fn main() {
    profile::<hot_spot::HotSpot>("hot-spot", "", 2);
    profile::<trespass::Trespass>("trespass", "", 2);
    profile::<number_one::NumberOne>("number-one", "", 2);
    profile::<number_one::NumberOne>("number-one, 4 players", "quick", 4);
    profile::<acey_ducey::AceyDucey>("acey-ducey", "", 2);
    profile::<line::Line>("line", "", 2);
    profile::<checkers::Checkers>("checkers", "", 2);
    checkers_speed();
}
