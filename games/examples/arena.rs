//! Plays Parlor's levels against each other and a random mover, and prints the
//! strength table of `src/ai/README.md`.
//!
//! `cargo run --release -p parlor-games --example arena -- [GAME] [PAIRING] [GAMES] [SEED]`
//! GAME: a configuration name below, or `all`; PAIRING: `hard-random`,
//! `hard-easy`, `normal-easy`, `hard-normal` or `all`; GAMES: per pairing
//! (default 200).

use parlor_games::ai::arena::{arena, Match, Player};
use parlor_games::ai::Level;
use parlor_games::{acey_ducey, checkers, hot_spot, line, number_one, trespass, Game};

fn run<G: Game>(label: &str, options: &str, players: usize, pairing: (Player, Player), games: usize, seed: u64) {
    let options = G::parse_options(options).expect("valid options");
    let opening = if G::SPEC.name == "checkers" { 2 } else { 0 };
    let report = arena::<G>(
        &options,
        Match {
            a: pairing.0,
            b: pairing.1,
            players,
            games,
            first: 0,
            uncapped: true,
            opening,
            seed,
        },
    );
    println!("{label}: {report}");
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = args.first().map_or("all", String::as_str);
    let pairing = args.get(1).map_or("all", String::as_str);
    let games: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(200);
    let seed: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    let pairings = [
        ("hard-random", (Player::Parlor(Level::Hard), Player::Random)),
        ("hard-easy", (Player::Parlor(Level::Hard), Player::Parlor(Level::Easy))),
        (
            "normal-easy",
            (Player::Parlor(Level::Normal), Player::Parlor(Level::Easy)),
        ),
        (
            "hard-normal",
            (Player::Parlor(Level::Hard), Player::Parlor(Level::Normal)),
        ),
        ("normal-random", (Player::Parlor(Level::Normal), Player::Random)),
        ("easy-random", (Player::Parlor(Level::Easy), Player::Random)),
    ];
    for (name, pair) in pairings {
        if pairing != "all" && pairing != name {
            continue;
        }
        let want = |g: &str| game == "all" || game == g;
        if want("hot-spot") {
            run::<hot_spot::HotSpot>("hot-spot", "", 2, pair, games, seed);
        }
        if want("trespass") {
            run::<trespass::Trespass>("trespass", "", 2, pair, games, seed);
        }
        if want("number-one") {
            run::<number_one::NumberOne>("number-one", "", 2, pair, games, seed);
        }
        if want("number-one-4") {
            run::<number_one::NumberOne>("number-one-4", "", 4, pair, games, seed);
        }
        if want("number-one-3") {
            run::<number_one::NumberOne>("number-one-3", "", 3, pair, games, seed);
        }
        if want("acey-ducey") {
            run::<acey_ducey::AceyDucey>("acey-ducey", "", 2, pair, games, seed);
        }
        for variant in ["basic", "progress", "scoring"] {
            if want(&format!("line-{variant}")) {
                run::<line::Line>(
                    &format!("line-{variant}"),
                    &format!("variant:{variant}"),
                    2,
                    pair,
                    games,
                    seed,
                );
            }
        }
        if want("checkers") {
            run::<checkers::Checkers>("checkers", "", 2, pair, games, seed);
        }
    }
}
