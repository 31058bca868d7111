//! Generates Parlor's built-in puzzles (issue 35): plays Parlor against itself
//! in every game of turns, mines each finished game ([`puzzle::mine_any`]) and
//! writes the puzzles as pretty JSON, ordered by game, deterministic for the
//! seed.
//!
//! `cargo run --release -p parlor-games --example puzzles -- --out
//! games/puzzles/built-in.json [--per-game N] [--games G] [--minutes M]
//! [--seed S] [--only GAME]`
//!
//! - `--per-game N`: stop a game's mining at N puzzles (default 30);
//! - `--games G`: at most G self-play games per game (default 400);
//! - `--minutes M`: at most M minutes of mining per game (default 8): checked
//!   between games, so the set is deterministic for a seed as long as the cap
//!   is not what stops it (the summary says which stopped each game);
//! - `--only GAME`: one game only (then only its puzzles are written);
//! - `--verify FILE`: instead of mining, re-verify every puzzle of FILE
//!   ([`puzzle::verify`]) and print the time per game.
//!
//! The players vary by game number: normal against normal, hard against easy,
//! normal against easy, easy against hard, hard against normal (the weaker
//! players' slips make the puzzles). Number One is played by two players.

use parlor_games::ai::puzzle::{self, Puzzle};
use parlor_games::ai::{choose_secret_with, choose_with, tuning, Level};
use parlor_games::{acey_ducey, checkers, hot_spot, line, number_one, trespass, AnyGame, Game, Rng, Seat, SeededRng};
use std::time::Instant;

/// The seat pairs' levels, by game number modulo their count.
const PAIRINGS: [(Level, Level); 5] = [
    (Level::Normal, Level::Normal),
    (Level::Hard, Level::Easy),
    (Level::Normal, Level::Easy),
    (Level::Easy, Level::Hard),
    (Level::Hard, Level::Normal),
];

/// Actions a self-play game may last.
const MAX_ACTIONS: usize = 600;

struct Args {
    out: Option<String>,
    per_game: usize,
    games: usize,
    minutes: f64,
    seed: u64,
    only: Option<String>,
    verify: Option<String>,
}

fn parse_args() -> Args {
    let mut args = Args {
        out: None,
        per_game: 30,
        games: 400,
        minutes: 8.0,
        seed: 35,
        only: None,
        verify: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().unwrap_or_else(|| fail(&format!("{flag} needs a value")));
        match flag.as_str() {
            "--out" => args.out = Some(value),
            "--per-game" => args.per_game = value.parse().unwrap_or_else(|_| fail("--per-game takes a number")),
            "--games" => args.games = value.parse().unwrap_or_else(|_| fail("--games takes a number")),
            "--minutes" => args.minutes = value.parse().unwrap_or_else(|_| fail("--minutes takes a number")),
            "--seed" => args.seed = value.parse().unwrap_or_else(|_| fail("--seed takes a number")),
            "--only" => args.only = Some(value),
            "--verify" => args.verify = Some(value),
            other => fail(&format!("unknown option {other}")),
        }
    }
    args
}

fn fail(message: &str) -> ! {
    eprintln!("puzzles: {message}");
    std::process::exit(2);
}

/// One self-play game of `G` (game number `index`), as the positions before
/// each action.
fn self_play<G: Game>(index: usize, seed: u64) -> Vec<AnyGame> {
    let mut rng = SeededRng::new(seed);
    let options = G::parse_options("").expect("default options");
    let mut game = G::new(&options, 2, &mut rng);
    let (a, b) = PAIRINGS[index % PAIRINGS.len()];
    let level = |seat: Seat| if seat == Seat(0) { a } else { b };
    for seat in [Seat(0), Seat(1)] {
        let tuned = tuning::<G>(level(seat)).uncapped();
        if let Some(pick) = choose_secret_with(&game, seat, level(seat), tuned, rng.next_u64()) {
            game.secrets_mut()
                .expect("secrets")
                .set_secret(seat, pick)
                .expect("a listed secret");
        }
    }
    let mut positions = Vec::new();
    // Checkers opens with two random plies so the deterministic levels vary.
    let opening = if G::SPEC.name == "checkers" { 2 } else { 0 };
    let mut legal = Vec::new();
    while let Some(seat) = game.to_act() {
        if positions.len() >= MAX_ACTIONS {
            break;
        }
        let action = if positions.len() < opening {
            legal.clear();
            game.legal_actions(seat, &mut legal);
            legal.swap_remove(rng.below(legal.len() as u32) as usize)
        } else {
            let tuned = tuning::<G>(level(seat)).uncapped();
            match choose_with(&game, seat, tuned, rng.next_u64()) {
                Some(action) => action,
                None => break,
            }
        };
        positions.push(AnyGame::from(game.clone()));
        if game.apply(seat, &action, &mut rng).is_err() {
            break;
        }
    }
    positions
}

/// Mines self-play games of `G` until `per_game` puzzles, `games` games or
/// `minutes` minutes; prints a summary line and returns the puzzles.
fn mine<G: Game>(args: &Args) -> Vec<Puzzle> {
    let name = G::SPEC.name;
    let start = Instant::now();
    let mut found: Vec<Puzzle> = Vec::new();
    let (mut games, mut positions, mut stopped) = (0, 0, "games");
    let mut play_time = 0.0;
    for index in 0..args.games {
        if found.len() >= args.per_game {
            stopped = "enough puzzles";
            break;
        }
        if start.elapsed().as_secs_f64() > args.minutes * 60.0 {
            stopped = "time";
            break;
        }
        let seed = args.seed ^ (index as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let played = Instant::now();
        let game = self_play::<G>(index, seed);
        play_time += played.elapsed().as_secs_f64();
        games += 1;
        positions += game.len();
        for puzzle in puzzle::mine_any(&game, seed) {
            if found.len() < args.per_game && !found.iter().any(|p| p.position == puzzle.position) {
                eprintln!(
                    "{name}: game {index}: {} in {} ({} solver moves)",
                    puzzle.goal.name(),
                    puzzle.line.len(),
                    puzzle.solver_moves()
                );
                found.push(puzzle);
            }
        }
    }
    let mining = start.elapsed().as_secs_f64() - play_time;
    // Verification time: the first three puzzles re-verified.
    let sample = found.len().min(3);
    let timed = Instant::now();
    for p in &found[..sample] {
        if let Err(e) = puzzle::verify(p) {
            eprintln!("{name}: a mined puzzle does not verify: {e}");
        }
    }
    let verify = if sample > 0 {
        timed.elapsed().as_secs_f64() / sample as f64
    } else {
        0.0
    };
    let (wins, saves) = (
        found.iter().filter(|p| p.goal == puzzle::Goal::Win).count(),
        found.iter().filter(|p| p.goal == puzzle::Goal::Save).count(),
    );
    let longer = found.iter().filter(|p| p.solver_moves() > 1).count();
    println!(
        "| {name} | {} | {wins} / {saves} | {longer} | {games} | {positions} | {play_time:.0} s | {mining:.0} s | {:.1} s | {verify:.1} s | {stopped} |",
        found.len(),
        mining / found.len().max(1) as f64,
    );
    found
}

/// Re-verifies every puzzle in `path`; prints a line per failure and a table
/// of times per game. Exits 1 when one fails.
fn verify_file(path: &str) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("cannot read {path}: {e}")));
    let puzzles: Vec<Puzzle> = serde_json::from_str(&text).unwrap_or_else(|e| fail(&format!("{path}: {e}")));
    let mut failed = 0;
    println!("| game | puzzles | verified | total | per puzzle | slowest |");
    println!("|---|---|---|---|---|---|");
    let mut games: Vec<&str> = puzzles.iter().map(|p| p.game.as_str()).collect();
    games.dedup();
    for game in games {
        let (mut n, mut ok, mut total, mut slowest) = (0, 0, 0.0, 0.0f64);
        for p in puzzles.iter().filter(|p| p.game == game) {
            let start = Instant::now();
            let result = puzzle::verify(p);
            let took = start.elapsed().as_secs_f64();
            n += 1;
            total += took;
            slowest = slowest.max(took);
            match result {
                Ok(()) => ok += 1,
                Err(e) => {
                    failed += 1;
                    eprintln!("{game} puzzle {n}: {e}");
                }
            }
        }
        println!(
            "| {game} | {n} | {ok} | {total:.1} s | {:.2} s | {slowest:.2} s |",
            total / f64::from(n.max(1))
        );
    }
    if failed > 0 {
        std::process::exit(1);
    }
}

fn main() {
    let args = parse_args();
    if let Some(path) = &args.verify {
        verify_file(path);
        return;
    }
    println!(
        "| game | puzzles | win / save | several moves | games | positions | self-play | mining | mining per puzzle | verify per puzzle | stopped by |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    let want = |name: &str| args.only.as_deref().is_none_or(|o| o == name);
    let mut all = Vec::new();
    if want("hot-spot") {
        all.extend(mine::<hot_spot::HotSpot>(&args));
    }
    if want("trespass") {
        all.extend(mine::<trespass::Trespass>(&args));
    }
    if want("number-one") {
        all.extend(mine::<number_one::NumberOne>(&args));
    }
    if want("acey-ducey") {
        all.extend(mine::<acey_ducey::AceyDucey>(&args));
    }
    if want("line") {
        all.extend(mine::<line::Line>(&args));
    }
    if want("checkers") {
        all.extend(mine::<checkers::Checkers>(&args));
    }
    if let Some(out) = &args.out {
        let text = serde_json::to_string_pretty(&all).expect("puzzles serialise") + "\n";
        std::fs::write(out, text).unwrap_or_else(|e| fail(&format!("cannot write {out}: {e}")));
        eprintln!("wrote {} puzzles to {out}", all.len());
    }
}
