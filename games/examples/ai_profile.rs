//! Times one search per level on mid-game positions of every game (scratch).
use parlor_games::ai::{self, Level};
use parlor_games::{acey_ducey, checkers, hot_spot, line, number_one, trespass, Game, Rng, Seat, SeededRng};
use std::time::Instant;

fn prof<G: Game>(label: &str, options: &str, players: usize) {
    let options = G::parse_options(options).unwrap();
    for plies in [0usize, 10, 20, 40] {
        let mut rng = SeededRng::new(3);
        let mut game = G::new(&options, players, &mut rng);
        if game.waiting_for_secrets() {
            for s in 0..players {
                let _ = game.set_secret(Seat(s as u8), 3);
            }
        }
        let mut acts = Vec::new();
        for _ in 0..plies {
            let Some(s) = game.to_act() else { break };
            acts.clear();
            game.legal_actions(s, &mut acts);
            let a = acts[rng.below(acts.len() as u32) as usize].clone();
            let _ = game.apply(s, &a, &mut rng);
        }
        let Some(seat) = game.to_act() else { continue };
        acts.clear();
        game.legal_actions(seat, &mut acts);
        let mut line = format!("{label} ply {plies} ({} actions):", acts.len());
        for level in Level::ALL {
            let t = Instant::now();
            ai::choose(&game, seat, level, 1);
            line += &format!(" {} {:.1}ms", level.name(), t.elapsed().as_secs_f64() * 1000.0);
        }
        println!("{line}");
    }
}

fn main() {
    prof::<hot_spot::HotSpot>("hot-spot", "", 2);
    prof::<hot_spot::HotSpot>("hot-spot quick", "quick", 2);
    prof::<trespass::Trespass>("trespass", "", 2);
    prof::<number_one::NumberOne>("number-one", "", 2);
    prof::<number_one::NumberOne>("number-one 4", "quick", 4);
    prof::<acey_ducey::AceyDucey>("acey-ducey", "", 2);
    prof::<line::Line>("line", "", 2);
    prof::<checkers::Checkers>("checkers", "", 2);
}
