//! Times the Dutch system on a big Swiss: `cargo run --release -p parlor-games
//! --example pair_swiss [players] [round]` (default: round 7 of 1,000 players).

use parlor_games::playout::random_swiss;
use parlor_games::tournament::dutch;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().ok());
    let players = args.next().flatten().unwrap_or(1000) as usize;
    let round = args.next().flatten().unwrap_or(7).max(1) as u32;
    for seed in 1..=3 {
        let t = random_swiss(players, round - 1, seed);
        let start = Instant::now();
        let result = dutch::pair(&t);
        let took = start.elapsed();
        let boards = result.map(|r| r.pairings.len()).unwrap_or(0);
        println!("{players} players, round {round}, seed {seed}: {boards} boards in {took:?}");
    }
}
