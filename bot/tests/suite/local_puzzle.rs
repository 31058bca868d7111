//! Puzzles through `parlor local --json` (issue 35): a game finished here is
//! mined (`:mine`) and its puzzle given; a right answer solves it, a wrong one
//! shows Parlor's refutation and fails it, giving up shows the solution; the
//! JSON never carries the solution before that; the daily puzzle is the same
//! for two members and posted once at 00:00 UTC in `puzzle_channel`; the
//! daily streak counts UTC days; bad input is one line that changes nothing.

use crate::pipes::{refused, texts, Local};
use parlor::store::{puzzle_rows, SqliteStore, Store};
use parlor_games::ai::puzzle::{built_in, mine_any, Puzzle};
use parlor_games::{AnyGame, GameKind, Rng, SeededRng};
use serde_json::Value;

/// A tic-tac-toe game alice (X) wins with c1, where c1 was X's only winning
/// move: the one puzzle mining finds in it.
fn won_tic_tac_toe(local: &mut Local) {
    local.ok("alice /play game:tic-tac-toe opponent:@bob");
    local.ok("bob [Accept]");
    for line in [
        "alice /move move:a1",
        "bob /move move:a2",
        "alice /move move:b1",
        "bob /move move:b2",
        "alice /move move:c1",
    ] {
        local.ok(line);
    }
}

/// The one reply of a puzzle command: private, and its puzzle object.
fn private(replies: &[Value]) -> &Value {
    assert_eq!(replies.len(), 1, "{replies:#?}");
    let reply = &replies[0];
    assert!(
        reply["to"].as_str().unwrap().starts_with("ephemeral:"),
        "only the member sees it: {reply}"
    );
    reply
}

/// A shown puzzle's reply carries a picture and a `puzzle` object of exactly
/// `id`, `game`, `to_move`, `goal`, `daily`: nothing of its solution.
fn shown(replies: &[Value]) -> Value {
    let reply = private(replies);
    assert!(reply["image"].as_str().is_some_and(|p| p.ends_with(".png")), "{reply}");
    let puzzle = reply["puzzle"].clone();
    let mut keys: Vec<&str> = puzzle
        .as_object()
        .expect("a puzzle object")
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    assert_eq!(keys, ["daily", "game", "goal", "id", "to_move"], "{puzzle}");
    assert!(reply.get("puzzle_answer").is_none(), "{reply}");
    puzzle
}

#[test]
fn a_game_finished_here_is_mined_and_its_puzzle_solved_failed_or_given_up() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "35");
    won_tic_tac_toe(&mut local);
    let mined = local.send(":mine");
    assert_eq!(mined.len(), 1, "{mined:#?}");
    assert_eq!(mined[0]["to"], "mining");
    assert_eq!(mined[0]["games"], 1);
    assert_eq!(mined[0]["puzzles"], 1, "X's only winning move, c1, is a puzzle");
    assert_eq!(local.send(":mine")[0]["games"], 0, "each game is mined once");

    // alice gets it (this server's own come before the built-in set), shown
    // without its solution, and solves it.
    let replies = local.ok("alice /puzzle new");
    let puzzle = shown(&replies);
    assert_eq!(puzzle["game"], "tic-tac-toe");
    assert_eq!(puzzle["to_move"], "X");
    assert_eq!(puzzle["goal"], "win");
    assert_eq!(puzzle["daily"], false);
    let said = texts(&replies);
    assert!(
        said.contains("played here"),
        "a puzzle of this server's own game: {said}"
    );
    assert!(said.contains("You play X, to move. Find the move that wins."), "{said}");
    assert!(!said.contains("c1"), "the solution is not told: {said}");
    let alt = replies[0]["alt"].as_str().unwrap();
    assert!(!alt.contains("c1"), "nor in the picture's words: {alt}");

    // Text that is no move: one line, nothing changes.
    let line = refused(&mut local, "alice /puzzle answer move:z9");
    assert!(line.contains("z9"), "{line}");
    let solved = local.ok("alice /puzzle answer move:c1");
    let verdict = private(&solved)["puzzle_answer"].clone();
    assert_eq!(verdict["verdict"], "solved", "{verdict}");
    assert!(texts(&solved).contains("Right: c1."), "{}", texts(&solved));
    assert!(texts(&solved).contains("Solved!"));

    // bob answers wrong: Parlor's refutation, and it is failed at once.
    shown(&local.ok("bob /puzzle new game:tic-tac-toe"));
    let wrong = local.ok("bob /puzzle answer move:c3");
    let verdict = private(&wrong)["puzzle_answer"].clone();
    assert_eq!(verdict["verdict"], "wrong", "{verdict}");
    assert_eq!(verdict["refutation"], serde_json::json!(["c2"]), "O completes its row");
    let said = texts(&wrong);
    assert!(said.contains("Parlor answers c2"), "{said}");
    assert!(said.contains("counts as failed") && said.contains("c1"), "{said}");
    assert!(wrong[0]["image"].is_string(), "a picture after the refutation");
    let none = refused(&mut local, "bob /puzzle answer move:c1");
    assert!(none.contains("/puzzle new"), "{none}");
    let none = refused(&mut local, "bob /puzzle give-up");
    assert!(none.contains("no puzzle open"), "{none}");

    // carol gives up: the solution, counted as failed.
    shown(&local.ok("carol /puzzle new game:tic-tac-toe"));
    let again = local.ok("carol /puzzle new");
    assert!(
        texts(&again).contains("still have this puzzle open"),
        "{}",
        texts(&again)
    );
    let gave = local.ok("carol /puzzle give-up");
    assert_eq!(private(&gave)["puzzle_answer"]["verdict"], "gave-up");
    assert!(texts(&gave).contains("The solution: c1."), "{}", texts(&gave));

    // Nothing left for alice; the stats count what each did.
    let left = refused(&mut local, "alice /puzzle new game:tic-tac-toe");
    assert!(left.contains("haven't tried"), "{left}");
    let stats = texts(&local.ok("alice /puzzle stats"));
    assert!(stats.contains("alice: 1 solved of 1 tried."), "{stats}");
    let stats = texts(&local.ok("alice /puzzle stats member:@carol"));
    assert!(stats.contains("carol: 0 solved of 1 tried."), "{stats}");

    // Bad input: a game with no moves, an unknown game, no subcommand.
    let line = refused(&mut local, "dave /puzzle new game:crown-and-anchor");
    assert!(line.contains("no moves"), "{line}");
    let line = refused(&mut local, "dave /puzzle new game:chess");
    assert!(line.contains("chess"), "{line}");
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
}

/// Puzzles of real games, found by mining seeded random games: `count` of
/// `kind`.
pub(crate) fn puzzles_of(kind: GameKind, count: usize) -> Vec<Puzzle> {
    let mut found = Vec::new();
    for seed in 0..400u64 {
        let mut rng = SeededRng::new(seed);
        let mut game = AnyGame::new(kind, "", 2, &mut rng).unwrap();
        let mut positions = vec![game.clone()];
        for _ in 0..400 {
            let Some(turns) = game.turns() else { break };
            let Some(seat) = turns.to_act() else { break };
            let actions = turns.legal_actions(seat);
            if actions.is_empty() {
                break;
            }
            let action = actions[rng.below(actions.len() as u32) as usize].clone();
            game.play(seat, &action, &mut rng).unwrap();
            positions.push(game.clone());
        }
        found.extend(mine_any(&positions, seed));
        if found.len() >= count {
            found.truncate(count);
            return found;
        }
    }
    panic!("no {} puzzles in 400 random games", kind.name());
}

/// Local mode's server.
const SERVER: &str = "local";

/// A database holding `puzzles` as local mode's server's own, as mining
/// stores them (given before the built-in set, which the table adds at start).
fn database_with(path: &std::path::Path, puzzles: &[Puzzle]) {
    let mut store = SqliteStore::open(path).unwrap();
    assert_eq!(
        store
            .add_puzzles(Some(SERVER), None, &puzzle_rows(Some(SERVER), puzzles), 0)
            .unwrap(),
        puzzles.len()
    );
    assert_eq!(
        store
            .add_puzzles(Some(SERVER), None, &puzzle_rows(Some(SERVER), puzzles), 0)
            .unwrap(),
        0,
        "each once"
    );
}

/// The stored puzzle a shown one is: ids follow the order they were stored,
/// `puzzles` first, then the built-in set the table stored at start.
fn solution_of(puzzles: &[Puzzle], shown: &Value) -> Puzzle {
    let index = shown["id"].as_u64().unwrap() as usize - 1;
    puzzles
        .iter()
        .chain(built_in())
        .nth(index)
        .cloned()
        .expect("a stored puzzle")
}

/// A legal first move of `puzzle` that is not its solution.
fn a_wrong_move(puzzle: &Puzzle) -> String {
    let start = puzzle.start().unwrap();
    let moves = start.turns().unwrap().legal_actions(puzzle.solver());
    moves.into_iter().find(|m| *m != puzzle.line[0].action).unwrap()
}

#[test]
fn the_daily_puzzle_is_everyones_posted_once_at_midnight_and_counts_a_streak() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("parlor.db");
    let mut puzzles = puzzles_of(GameKind::Checkers, 2);
    puzzles.extend(puzzles_of(GameKind::Line, 2));
    database_with(&db, &puzzles);
    let mut local = Local::start_with(dir.path(), "35", &["--db", db.to_str().unwrap()]);

    // Without a puzzle channel nothing is posted.
    assert!(local.send(":advance 1h").is_empty());
    local.ok(":admin alice");
    local.ok("alice /settings set key:puzzle_channel value:#puzzles");
    let bad = refused(&mut local, "alice /settings set key:puzzle_channel value:\"#a #b\"");
    assert!(bad.contains("one channel"), "{bad}");

    // The day's puzzle, posted once in #puzzles.
    let posted = local.send(":advance 1h");
    assert_eq!(posted.len(), 1, "{posted:#?}");
    assert_eq!(posted[0]["channel"], "puzzles");
    assert_eq!(posted[0]["to"], "channel");
    let said = texts(&posted);
    assert!(said.contains("Daily puzzle for 2026-01-01"), "{said}");
    assert!(said.contains("/puzzle daily"), "{said}");
    assert!(posted[0]["image"].is_string());
    assert!(local.send(":advance 6h").is_empty(), "once a day");

    // The same puzzle for alice and bob.
    let a = shown(&local.ok("alice /puzzle daily"));
    let b = shown(&local.ok("bob /puzzle daily"));
    assert_eq!(a["id"], b["id"], "one daily for everyone");
    assert_eq!(a["daily"], true);
    let puzzle = solution_of(&puzzles, &a);
    let right = local.ok(&format!("alice /puzzle answer move:\"{}\"", puzzle.line[0].action));
    assert_eq!(private(&right)["puzzle_answer"]["verdict"], "solved", "{right:#?}");
    let wrong = local.ok(&format!("bob /puzzle answer move:\"{}\"", a_wrong_move(&puzzle)));
    assert_eq!(private(&wrong)["puzzle_answer"]["verdict"], "wrong");
    // Answered once a day.
    let done = texts(&local.ok("alice /puzzle daily"));
    assert!(done.contains("You solved today's puzzle"), "{done}");
    let done = texts(&local.ok("bob /puzzle daily"));
    assert!(done.contains("had your try"), "{done}");

    // Midnight: the next day's post, and a second day of alice's streak.
    let posted = local.send(":advance 16h");
    assert_eq!(posted.len(), 1, "{posted:#?}");
    assert!(
        texts(&posted).contains("Daily puzzle for 2026-01-02"),
        "{}",
        texts(&posted)
    );
    let second = shown(&local.ok("alice /puzzle daily"));
    let puzzle = solution_of(&puzzles, &second);
    local.ok(&format!("alice /puzzle answer move:\"{}\"", puzzle.line[0].action));
    let stats = texts(&local.ok("alice /puzzle stats"));
    assert!(stats.contains("Daily streak: 2 days (best 2)."), "{stats}");
    assert!(stats.contains("Today's daily: solved."), "{stats}");
    let stats = texts(&local.ok("bob /puzzle stats"));
    assert!(stats.contains("bob: 0 solved of 1 tried."), "{stats}");
    assert!(stats.contains("Daily streak: 0 days (best 0)."), "{stats}");
    assert!(stats.contains("Today's daily: not done yet."), "{stats}");

    // A day missed ends the streak; the best stays.
    assert_eq!(local.send(":advance 24h").len(), 1, "a post each midnight");
    assert_eq!(local.send(":advance 24h").len(), 1, "a post each midnight");
    let stats = texts(&local.ok("alice /puzzle stats"));
    assert!(stats.contains("Daily streak: 0 days (best 2)."), "{stats}");

    // A regular puzzle open keeps the daily waiting.
    shown(&local.ok("carol /puzzle new game:line"));
    let line = refused(&mut local, "carol /puzzle daily");
    assert!(line.contains("Finish the puzzle you have open"), "{line}");
    let (seen, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
    // No puzzle object shown before an answer ever held a solution.
    for reply in seen.iter().filter(|r| !r["puzzle"].is_null()) {
        assert!(reply["puzzle"].get("solution").is_none() && reply["puzzle"].get("line").is_none());
    }
}

/// A Trespass position after the picks, as a puzzle whose stored line is one
/// legal move of the seat to act: enough to show how a puzzle of a game with
/// secrets is put to the solver.
fn trespass_puzzle(mine: u8, theirs: u8) -> Puzzle {
    let mut rng = SeededRng::new(3);
    let mut game = AnyGame::new(GameKind::Trespass, "", 2, &mut rng).unwrap();
    let turns = game.turns_mut().unwrap();
    let secrets = turns.secrets_mut().unwrap();
    secrets.set_secret(parlor_games::Seat(0), mine).unwrap();
    secrets.set_secret(parlor_games::Seat(1), theirs).unwrap();
    let seat = game.turns().unwrap().to_act().unwrap();
    let action = game.turns().unwrap().legal_actions(seat)[0].clone();
    Puzzle {
        game: "trespass".into(),
        position: game.save(),
        seat: seat.0,
        goal: parlor_games::ai::puzzle::Goal::Win,
        line: vec![parlor_games::ai::puzzle::Step { seat: seat.0, action }],
    }
}

#[test]
fn a_trespass_puzzle_tells_the_solver_their_own_secret_and_never_the_opponents() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("parlor.db");
    let puzzle = trespass_puzzle(2, 7);
    let (own, other) = if puzzle.seat == 0 { (2, 7) } else { (7, 2) };
    database_with(&db, std::slice::from_ref(&puzzle));
    let mut local = Local::start_with(dir.path(), "35", &["--db", db.to_str().unwrap()]);
    let replies = local.ok("alice /puzzle new game:trespass");
    let shown = shown(&replies);
    assert_eq!(shown["game"], "trespass");
    let said = texts(&replies);
    assert!(said.contains(&format!("Your secret number is {own};")), "{said}");
    assert!(
        !said.contains(&format!("{other}")),
        "the opponent's secret is never told: {said}"
    );
    let alt = replies[0]["alt"].as_str().unwrap();
    assert!(
        !alt.contains(&own.to_string()) && !alt.contains(&other.to_string()),
        "the picture says no secret while the game goes on: {alt}"
    );
    let whole = serde_json::to_string(&replies[0]).unwrap();
    assert!(
        !whole.contains("\"position\"") && !whole.contains("\"solution\""),
        "{whole}"
    );
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
}

#[test]
fn a_longer_solution_goes_on_move_by_move_with_parlor_playing_the_defence() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("parlor.db");
    let start = AnyGame::new(GameKind::TicTacToe, "", 2, &mut SeededRng::new(1)).unwrap();
    let step = |seat: u8, action: &str| parlor_games::ai::puzzle::Step {
        seat,
        action: action.into(),
    };
    let puzzle = Puzzle {
        game: "tic-tac-toe".into(),
        position: start.save(),
        seat: 0,
        goal: parlor_games::ai::puzzle::Goal::Win,
        line: vec![step(0, "b2"), step(1, "a1"), step(0, "c1")],
    };
    database_with(&db, std::slice::from_ref(&puzzle));
    let mut local = Local::start_with(dir.path(), "35", &["--db", db.to_str().unwrap()]);
    shown(&local.ok("alice /puzzle new"));
    let first = local.ok("alice /puzzle answer move:b2");
    let verdict = private(&first)["puzzle_answer"].clone();
    assert_eq!(verdict["verdict"], "right", "{verdict}");
    assert_eq!(verdict["replies"], serde_json::json!(["a1"]));
    assert!(verdict.get("solution").is_none(), "the rest stays hidden: {verdict}");
    let said = texts(&first);
    assert!(
        said.contains("Right: b2.") && said.contains("Parlor answers a1."),
        "{said}"
    );
    assert!(said.contains("Find the next move."), "{said}");
    assert!(!said.contains("c1"), "{said}");
    assert!(first[0]["image"].is_string(), "the position after Parlor's reply");
    // The autocomplete's moves are now those of the position after a1.
    let again = texts(&local.ok("alice /puzzle new"));
    assert!(
        again.contains("still have this puzzle open") && again.contains("Find the next move."),
        "{again}"
    );
    let last = local.ok("alice /puzzle answer move:c1");
    assert_eq!(private(&last)["puzzle_answer"]["verdict"], "solved");
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
}
