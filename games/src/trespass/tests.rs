//! Rules tests, each named after the rule it checks, built on the one-line
//! position helper [`pos`].

use super::*;
use crate::i18n::testing::assert_translated;
use crate::i18n::{Locale, Localize, Msg};
use crate::{Game, GameKind, Outcome, ScriptedRng, Seat, Secrets, SeededRng};

crate::testkit::kit!(Trespass);

const RED: Seat = Seat::FIRST;
const BLUE: Seat = Seat::SECOND;

fn sq(text: &str) -> Square {
    Square::parse(text).unwrap_or_else(|| panic!("bad square {text}"))
}

fn mv(from: &str, to: &str) -> Action {
    Action::Move {
        from: sq(from),
        to: sq(to),
    }
}

/// A play-phase setup from a one-line picture of the board, rank 6 first, ranks
/// separated by `/`: each square is `r3` (Red's 3), `b7` (Blue's 7) or `.`.
/// Red to move, nothing locked, no last move, secrets as given.
fn setup(picture: &str, secrets: [u8; 2]) -> Setup {
    let mut board = Vec::new();
    let ranks: Vec<&str> = picture.split('/').collect();
    assert_eq!(ranks.len(), RANKS as usize, "{picture}");
    for (row, rank_text) in ranks.iter().enumerate() {
        let cells: Vec<&str> = rank_text.split_whitespace().collect();
        assert_eq!(cells.len(), FILES as usize, "{rank_text}");
        for (file, cell) in cells.iter().enumerate() {
            let square = Square::new(file as u8, RANKS - 1 - row as u8).unwrap();
            let owner = match cell.as_bytes()[0] {
                b'.' => continue,
                b'r' => RED,
                b'b' => BLUE,
                other => panic!("bad cell {}", other as char),
            };
            board.push((
                square,
                Piece {
                    owner,
                    number: cell[1..].parse().unwrap(),
                },
            ));
        }
    }
    Setup {
        board,
        secrets: secrets.map(Some),
        phase: Phase::Play,
        to_act: RED,
        locked: None,
        last_move: None,
        outcome: Outcome::Ongoing,
    }
}

fn pos(picture: &str, secrets: [u8; 2]) -> Trespass {
    restore(setup(picture, secrets))
}

/// The start of play: Red's 0–9 on ranks 1–2, Blue's on ranks 5–6, in order.
const OPENING: &str = "b5 b6 b7 b8 b9 / b0 b1 b2 b3 b4 / . . . . . / . . . . . / r5 r6 r7 r8 r9 / r0 r1 r2 r3 r4";

fn opening() -> Trespass {
    pos(OPENING, [3, 7])
}

/// Where the piece on `from` may go, as squares.
fn destinations(game: &Trespass, from: &str) -> Vec<String> {
    let from = sq(from);
    let seat = game.to_act().unwrap();
    legal(game, seat)
        .into_iter()
        .filter(|&Action::Move { from: f, .. }| f == from)
        .map(|Action::Move { to, .. }| to.to_string())
        .collect()
}

fn path(game: &Trespass) -> Vec<String> {
    game.view()
        .last_move
        .unwrap()
        .path
        .iter()
        .map(ToString::to_string)
        .collect()
}

// --- Movement -------------------------------------------------------------------

#[test]
fn slides_may_turn_but_never_step_backward() {
    let mut game = pos(
        "b5 b6 b7 b8 b9 / b0 b1 b2 b3 b4 / . . . . . / . r6 r7 r8 . / r5 . . . r9 / r0 r1 r2 r3 r4",
        [3, 7],
    );
    // d3 to a4 turns twice: up to d4, then along rank 4.
    assert_eq!(destinations(&game, "d3"), ["e3", "a4", "b4", "c4", "d4", "e4"]);
    assert_eq!(
        refusal(&mut game, RED, &mv("d3", "d2")),
        "d3 to d2: Red's pieces never move backward (toward rank 1)"
    );
    // a3 lies beyond c3 and b3; going round by rank 4 would need a step back.
    assert_eq!(
        refusal(&mut game, RED, &mv("d3", "a3")),
        "d3 to a3: no legal path; a piece slides through empty squares or jumps adjacent pieces, forward or sideways"
    );
    apply(&mut game, RED, &mv("d3", "a4")).unwrap();
    assert_eq!(path(&game), ["d3", "d4", "c4", "b4", "a4"]);
}

#[test]
fn pieces_never_move_diagonally_in_one_step_but_may_reach_a_diagonal_square_by_turning() {
    let mut game = opening();
    // b2 to c3 is up then sideways (or sideways then up), never a diagonal step.
    apply(&mut game, RED, &mv("b2", "c3")).unwrap();
    let path = path(&game);
    assert_eq!(path.len(), 3, "{path:?}");
    assert_eq!(path[0], "b2");
    assert_eq!(path[2], "c3");
}

#[test]
fn a_piece_in_its_goal_row_moves_only_sideways() {
    let mut game = pos(
        "r9 . b8 . b9 / b0 b1 b2 b3 b4 / b5 b6 b7 . . / . . . . . / r5 r6 r7 r8 . / r0 r1 r2 r3 r4",
        [0, 7],
    );
    // Along rank 6 it slides to b6, and from there jumps Blue's 8 to d6.
    assert_eq!(destinations(&game, "a6"), ["b6", "d6"]);
    assert_eq!(
        refusal(&mut game, RED, &mv("a6", "a5")),
        "a6 to a5: a5 is taken by Blue's 0"
    );
    let mut open = pos(
        "r9 . b8 . b9 / . b1 b2 b3 b4 / b5 b6 b7 b0 . / . . . . . / r5 r6 r7 r8 . / r0 r1 r2 r3 r4",
        [0, 7],
    );
    assert_eq!(
        refusal(&mut open, RED, &mv("a6", "a5")),
        "a6 to a5: Red's 9 is in its goal row and may only move sideways along it"
    );
}

#[test]
fn jumps_chain_and_may_change_direction() {
    let mut game = pos(
        "b5 b6 . b8 b9 / b0 b1 b2 b3 b4 / . r6 . . b7 / r5 . . . . / r7 r8 . . r9 / r0 r1 r2 r3 r4",
        [3, 7],
    );
    // a2 jumps a3 to a4, b4 to c4, c5 to c6; or b2 to c2. It cannot slide at all.
    assert_eq!(destinations(&game, "a2"), ["c2", "a4", "c4", "c6"]);
    apply(&mut game, RED, &mv("a2", "c6")).unwrap();
    assert_eq!(path(&game), ["a2", "a4", "c4", "c6"]);
    // Jumped pieces stay where they are.
    for (square, number) in [("a3", 5), ("b4", 6), ("c5", 2)] {
        assert!(game
            .view()
            .board
            .iter()
            .any(|p| p.square == sq(square) && p.number == number));
    }
}

#[test]
fn slide_then_jump_is_allowed() {
    let mut game = pos(
        "b5 b6 b7 b8 b9 / b0 b1 . b3 b4 / . . r6 . . / . . . . b2 / r5 . r7 r8 r9 / r0 r1 r2 r3 r4",
        [3, 7],
    );
    apply(&mut game, RED, &mv("a2", "c5")).unwrap();
    assert_eq!(path(&game), ["a2", "a3", "b3", "c3", "c5"]);
}

#[test]
fn jump_then_slide_is_refused() {
    let mut game = pos(
        "b5 b6 . b8 b9 / b0 b1 b2 b3 b4 / . r6 . . b7 / r5 . . . . / r7 r8 . . r9 / r0 r1 r2 r3 r4",
        [3, 7],
    );
    // a2 may jump b2 to c2, but may not then slide on to c3.
    assert_eq!(
        refusal(&mut game, RED, &mv("a2", "c3")),
        "a2 to c3: no legal path (jumping then sliding is not allowed)"
    );
    assert_eq!(
        refusal(&mut game, RED, &mv("a2", "a5")),
        "a2 to a5: a5 is taken by Blue's 0"
    );
}

#[test]
fn a_move_must_end_on_a_different_square() {
    let mut game = opening();
    assert_eq!(
        refusal(&mut game, RED, &mv("b2", "b2")),
        "b2 to b2: a move must end on a different square"
    );
    assert_eq!(refusal(&mut game, RED, &mv("b3", "b4")), "there is no piece on b3");
    // A path may cross the empty start square, but may not end there.
    let game = pos(
        "b5 b6 b7 b8 b9 / b0 b1 b2 b3 b4 / . . . . . / . . . . . / r5 r6 r7 r8 r9 / r0 r1 r2 r3 r4",
        [3, 7],
    );
    assert!(!destinations(&game, "c2").contains(&"c2".to_string()));
}

#[test]
fn the_piece_your_opponent_just_moved_may_not_move_but_still_blocks_and_may_be_jumped() {
    let mut game = opening();
    apply(&mut game, RED, &mv("a2", "a4")).unwrap();
    assert_eq!(game.view().locked, Some(sq("a4")));
    assert_eq!(game.prompt(), "move a piece of either colour (not the one on a4)");
    assert_eq!(
        refusal(&mut game, BLUE, &mv("a4", "b4")),
        "that piece was just moved by your opponent"
    );
    assert!(destinations(&game, "a4").is_empty());
    // It blocks Blue's 0 on a5 ...
    assert_eq!(
        refusal(&mut game, BLUE, &mv("a5", "a4")),
        "a5 to a4: a4 is taken by Red's 5"
    );
    // ... which may jump it.
    assert_eq!(destinations(&game, "a5"), ["a3"]);
    apply(&mut game, BLUE, &mv("a5", "a3")).unwrap();
    assert_eq!(path(&game), ["a5", "a3"]);
    // A turn later the lock has moved on: Red may move its 5 again.
    assert_eq!(game.view().locked, Some(sq("a3")));
    apply(&mut game, RED, &mv("a4", "a5")).unwrap();
}

#[test]
fn after_a_pass_no_piece_is_locked() {
    // Only Red's 9 on c3 can move (jumping Blue's 4 to c5). In real play a lone
    // movable piece is never the locked one (see `rules`), so the lock is set by hand.
    let mut game = pos(
        ". . . . . / . . . . . / b4 b5 b6 b7 b8 / b0 b1 r9 b2 b3 / r5 r6 r7 r8 b9 / r0 r1 r2 r3 r4",
        [0, 0],
    );
    assert_eq!(legal(&game, RED), [mv("c3", "c5")]);
    game.locked = Some(sq("c3"));
    game.to_act = BLUE;
    let mut events = Vec::new();
    game.begin_turn(&mut events);
    assert_eq!(events, [Event::Passed { seat: BLUE }]);
    assert_eq!(game.to_act(), Some(RED));
    assert_eq!(game.view().locked, None);
    assert_eq!(legal(&game, RED), [mv("c3", "c5")]);
    apply(&mut game, RED, &mv("c3", "c5")).unwrap();
}

#[test]
fn moving_an_opponents_piece_goes_toward_its_owners_goal() {
    let mut game = opening();
    let actions = legal(&game, RED);
    let blue_moves = actions
        .iter()
        .filter(|Action::Move { from, .. }| from.rank() >= 4)
        .map(ToString::to_string)
        .collect::<Vec<_>>();
    // Red may move Blue's front row down toward rank 1, never up.
    // Each of Blue's front five reaches ranks 3 and 4 (turning as it likes); each of
    // the back five jumps one square down.
    assert_eq!(blue_moves.len(), 5 * 10 + 5, "{blue_moves:?}");
    assert!(actions.iter().all(|Action::Move { from, to }| {
        let owner = game.board.get(*from).unwrap().owner;
        if owner == RED {
            to.rank() >= from.rank()
        } else {
            to.rank() <= from.rank()
        }
    }));
    let events = apply(&mut game, RED, &mv("c5", "c3")).unwrap();
    assert_eq!(events[0].to_string(), "Red moved Blue's 2 from c5 to c3.");
    apply(&mut game, BLUE, &mv("a2", "a4")).unwrap();
    assert_eq!(
        refusal(&mut game, RED, &mv("c3", "c4")),
        "c3 to c4: Blue's pieces never move backward (toward rank 6)"
    );
}

// --- End ------------------------------------------------------------------------

#[test]
fn a_secret_piece_in_its_goal_row_wins() {
    let mut game = pos(
        "b5 b6 . b8 b9 / b0 b1 b2 b3 b4 / . . r3 . b7 / . . . . . / r5 r6 r7 r8 r9 / r0 r1 r2 r4 .",
        [3, 7],
    );
    let events = apply(&mut game, RED, &mv("c4", "c6")).unwrap();
    assert_eq!(
        events.iter().map(ToString::to_string).collect::<Vec<_>>(),
        [
            "Red moved Red's 3 from c4 to c6.",
            "Red's secret piece 3 reached rank 6: Red wins.",
            "Secret numbers: Red 3, Blue 7.",
        ]
    );
    assert_eq!(game.outcome(), Outcome::Won(RED));
    assert_eq!(game.to_act(), None);
    assert!(legal(&game, RED).is_empty());
}

#[test]
fn a_win_made_by_the_opponents_move() {
    let mut game = pos(
        "b0 b1 b2 b3 b4 / b5 b6 . b8 b9 / . . . . . / r2 . . . r7 / r5 r6 b7 r8 r9 / r0 r1 . r3 r4",
        [2, 7],
    );
    // Red moves Blue's 7 into Red's own back row, hoping it is not Blue's secret.
    let events = apply(&mut game, RED, &mv("c2", "c1")).unwrap();
    assert_eq!(
        events[1],
        Event::Won {
            seat: BLUE,
            number: 7,
            square: sq("c1")
        }
    );
    assert_eq!(
        events[1].to_string(),
        "Blue's secret piece 7 reached rank 1: Blue wins."
    );
    assert_eq!(game.outcome(), Outcome::Won(BLUE));
}

#[test]
fn a_non_secret_piece_in_its_goal_row_wins_nothing() {
    let mut game = pos(
        "b0 b1 b2 b3 b4 / b5 b6 . b8 b9 / . . . . . / r2 . . . r7 / r5 r6 b7 r8 r9 / r0 r1 . r3 r4",
        [2, 6],
    );
    let events = apply(&mut game, RED, &mv("c2", "c1")).unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(game.outcome(), Outcome::Ongoing);
    assert_eq!(game.to_act(), Some(BLUE));
}

#[test]
fn neither_can_move_is_a_draw() {
    // Red's 9 steps up to e5; then every piece on the board is stuck.
    let mut game = pos(
        "r0 r1 r2 r3 r4 / r5 r6 r7 r8 . / . . . . r9 / . . . . . / b5 b6 b7 b8 b9 / b0 b1 b2 b3 b4",
        [5, 5],
    );
    let events = apply(&mut game, RED, &mv("e4", "e5")).unwrap();
    assert_eq!(
        events.iter().map(ToString::to_string).collect::<Vec<_>>(),
        [
            "Red moved Red's 9 from e4 to e5.",
            "Blue has no legal move and passes.",
            "Neither player can move: the game is drawn.",
            "Secret numbers: Red 5, Blue 5.",
        ]
    );
    assert_eq!(game.outcome(), Outcome::Draw);
    assert_eq!(game.view().locked, None);
}

#[test]
fn resigning_gives_the_opponent_the_game_and_reveals_the_secrets() {
    let mut game = opening();
    let events = game.resign(BLUE);
    assert_eq!(events[0].to_string(), "Blue resigned; Red wins.");
    assert_eq!(events[1].to_string(), "Secret numbers: Red 3, Blue 7.");
    assert_eq!(game.outcome(), Outcome::Won(RED));
    assert!(game.resign(RED).is_empty());
    assert_eq!(apply(&mut game, RED, &mv("a2", "a3")).unwrap_err(), RuleError::GameOver);
}

#[test]
fn a_draw_may_be_agreed() {
    let mut game = opening();
    assert_eq!(game.agree_draw()[0], Event::DrawAgreed);
    assert_eq!(game.outcome(), Outcome::Draw);
    assert!(game.agree_draw().is_empty());
}

#[test]
fn it_must_be_your_turn() {
    let mut game = opening();
    assert_eq!(refusal(&mut game, BLUE, &mv("a5", "a4")), "it is Red's turn");
    assert!(legal(&game, BLUE).is_empty());
}

// --- Set-up and secrets ---------------------------------------------------------

#[test]
fn a_new_game_lays_each_side_out_at_random_on_its_two_rows() {
    let game = Trespass::new(&Options::default(), 2, &mut SeededRng::new(5));
    let view = game.view();
    assert_eq!(view.board.len(), 20);
    for piece in &view.board {
        let rows = if piece.owner == RED { [0, 1] } else { [4, 5] };
        assert!(rows.contains(&piece.square.rank()), "{piece:?}");
    }
    for owner in [RED, BLUE] {
        let mut numbers: Vec<u8> = view
            .board
            .iter()
            .filter(|p| p.owner == owner)
            .map(|p| p.number)
            .collect();
        numbers.sort();
        assert_eq!(numbers, (0..10).collect::<Vec<_>>());
    }
    assert_eq!(game.phase(), Phase::Secrets);
    assert_eq!(game.to_act(), Some(RED));
    assert_eq!(game.prompt(), "pick a secret number from 0 to 9 with /secret");
}

#[test]
fn the_layout_comes_from_the_rng() {
    // Fisher–Yates draws 9, 8, … 1 for each side; all zeros rotate the numbers.
    let mut rng = ScriptedRng::new([0u32; 18]);
    let game = Trespass::new(&Options::default(), 2, &mut rng);
    rng.assert_used_up();
    let first_rank: Vec<u8> = game.view().board.iter().take(5).map(|p| p.number).collect();
    assert_eq!(first_rank, [1, 2, 3, 4, 5]);
    assert_eq!(game.board.get(sq("e2")).unwrap().number, 0);
}

#[test]
fn move_before_both_picks_is_refused_with_waiting_for_secret_picks() {
    let mut game = Trespass::new(&Options::default(), 2, &mut SeededRng::new(1));
    let action = mv("a2", "a3");
    assert_eq!(refusal(&mut game, RED, &action), "waiting for secret picks");
    assert!(legal(&game, RED).is_empty());
    game.set_secret(RED, 4).unwrap();
    assert_eq!(game.to_act(), Some(BLUE));
    assert_eq!(refusal(&mut game, RED, &action), "waiting for secret picks");
    assert_eq!(refusal(&mut game, BLUE, &action), "waiting for secret picks");
    let events = game.set_secret(BLUE, 9).unwrap();
    assert_eq!(
        events,
        [Event::SecretPicked { seat: BLUE }.msg(), Event::PlayBegins.msg()]
    );
    assert_eq!(game.phase(), Phase::Play);
    assert_eq!(game.to_act(), Some(RED));
    apply(&mut game, RED, &action).unwrap();
}

#[test]
fn a_secret_cannot_be_changed() {
    let mut game = Trespass::new(&Options::default(), 2, &mut SeededRng::new(1));
    game.set_secret(BLUE, 2).unwrap();
    let before = game.clone();
    let err = game.set_secret(BLUE, 3).unwrap_err();
    assert_eq!(err.rule_error(), Some(&RuleError::SecretAlreadyPicked));
    assert_eq!(
        err.to_string(),
        "you have already picked your secret number; it cannot be changed"
    );
    assert_eq!(game, before);
    assert_eq!(game.secret(BLUE), Some(2));
    game.set_secret(RED, 0).unwrap();
    assert_eq!(
        game.set_secret(RED, 1).unwrap_err().rule_error(),
        Some(&RuleError::SecretAlreadyPicked)
    );
    assert_eq!(game.secret(RED), Some(0));
}

#[test]
fn a_secret_is_one_of_the_numbers_0_to_9() {
    let mut game = Trespass::new(&Options::default(), 2, &mut SeededRng::new(1));
    let err = game.set_secret(RED, 10).unwrap_err().to_string();
    assert_eq!(err, "pick the number of one of your pieces, 0 to 9");
    assert!(game.set_secret(Seat(2), 1).is_err());
    assert_eq!(game.picked(), [false, false]);
}

#[test]
fn secrets_are_not_in_the_public_view() {
    let mut game = Trespass::new(&Options::default(), 2, &mut SeededRng::new(3));
    let events = game.set_secret(RED, 3).unwrap();
    assert_eq!(events[0].en(), "Red has picked a secret number.");
    game.set_secret(BLUE, 7).unwrap();
    let view = game.view();
    assert_eq!(view.secrets, [None, None]);
    assert_eq!(view.picked, [true, true]);
    let json = serde_json::to_string(&view).unwrap();
    assert!(json.contains("\"secrets\":[null,null]"), "{json}");
    assert_eq!(game.seat_view(RED).secrets, [Some(3), None]);
    assert_eq!(game.seat_view(BLUE).secrets, [None, Some(7)]);
    assert_eq!(game.secrets_revealed(), [None, None]);
    game.resign(RED);
    assert_eq!(game.view().secrets, [Some(3), Some(7)]);
    assert_eq!(game.secrets_revealed(), [Some(3), Some(7)]);
}

#[test]
fn options_are_refused_by_name() {
    assert_eq!(Options::parse("  "), Ok(Options::default()));
    assert_eq!(
        Options::parse("quick").unwrap_err().to_string(),
        "unknown option 'quick' for Trespass; it has no options"
    );
}

// --- Storage --------------------------------------------------------------------

#[test]
fn stored_games_restore_through_from_setup() {
    let mut game = Trespass::new(&Options::default(), 2, &mut SeededRng::new(21));
    game.set_secret(RED, 1).unwrap();
    let stored = serde_json::to_value(game.to_setup()).unwrap();
    assert_eq!(
        Trespass::from_setup(serde_json::from_value(stored).unwrap()).unwrap(),
        game
    );
    game.set_secret(BLUE, 8).unwrap();
    for _ in 0..30 {
        let Some(seat) = game.to_act() else { break };
        let action = *legal(&game, seat).last().unwrap();
        apply(&mut game, seat, &action).unwrap();
        let stored = serde_json::to_value(game.to_setup()).unwrap();
        let setup: Setup = serde_json::from_value(stored).unwrap();
        assert_eq!(Trespass::from_setup(setup).unwrap(), game);
    }
}

#[test]
fn from_setup_refuses_broken_positions() {
    let refuse = |edit: &dyn Fn(&mut Setup), wanted: &str| {
        let mut s = setup(OPENING, [3, 7]);
        edit(&mut s);
        let err = Trespass::from_setup(s).unwrap_err().to_string();
        assert!(err.contains(wanted), "{err} lacks {wanted}");
        assert!(!err.contains('\n'));
    };
    refuse(&|s| s.board[1].0 = s.board[0].0, "two pieces stand on a6");
    refuse(&|s| s.board[0].1.number = 12, "numbered 12");
    refuse(&|s| s.board[0].1.number = 6, "Blue has two pieces numbered 6");
    refuse(
        &|s| {
            s.board.pop();
        },
        "Red has 9 pieces",
    );
    refuse(&|s| s.board[0].1.owner = Seat(2), "two seats");
    refuse(&|s| s.to_act = Seat(5), "two seats");
    refuse(&|s| s.secrets[1] = Some(10), "Blue's secret number is not 0 to 9");
    refuse(&|s| s.secrets[0] = None, "a secret number is missing");
    refuse(&|s| s.locked = Some(sq("c3")), "locked square c3 is empty");
    refuse(&|s| s.locked = Some(sq("c2")), "did not just move it");
    refuse(
        &|s| {
            s.last_move = Some(LastMove {
                seat: BLUE,
                from: sq("c3"),
                to: sq("c2"),
                path: vec![sq("c3"), sq("c2")],
            });
        },
        "Blue moved last, so the piece on c2 should be locked",
    );
    refuse(
        &|s| {
            s.board[7].0 = sq("c4");
            s.last_move = Some(LastMove {
                seat: BLUE,
                from: sq("c5"),
                to: sq("c4"),
                path: vec![sq("c5"), sq("a4"), sq("c4")],
            });
        },
        "neither a slide step nor a jump",
    );
    // Red's 3 in rank 6 while Red's secret is 3.
    refuse(
        &|s| {
            // Swap Blue's 8 on d6 and Red's 3 on d1.
            s.board[3].0 = sq("d1");
            s.board[18].0 = sq("d6");
        },
        "Red's secret piece stands in its goal row",
    );
    refuse(
        &|s| {
            s.phase = Phase::Secrets;
            s.secrets[1] = None;
            s.board[0].0 = sq("a3");
        },
        "off its starting rows",
    );
    refuse(&|s| s.phase = Phase::Secrets, "both secrets are picked");
    // Nothing can move but the game goes on.
    let mut stuck = setup(
        "r0 r1 r2 r3 r4 / r5 r6 r7 r8 r9 / . . . . . / . . . . . / b5 b6 b7 b8 b9 / b0 b1 b2 b3 b4",
        [5, 5],
    );
    let err = Trespass::from_setup(stuck.clone()).unwrap_err().to_string();
    assert!(err.contains("Red cannot move"), "{err}");
    stuck.outcome = Outcome::Draw;
    assert!(Trespass::from_setup(stuck).is_ok());
}

#[test]
fn from_setup_keeps_the_secrets_and_the_secret_phase() {
    let mut game = Trespass::new(&Options::default(), 2, &mut SeededRng::new(9));
    game.set_secret(BLUE, 6).unwrap();
    let restored = Trespass::from_setup(game.to_setup()).unwrap();
    assert_eq!(restored.secret(BLUE), Some(6));
    assert_eq!(restored.phase(), Phase::Secrets);
    assert_eq!(restored.to_act(), Some(RED));
}

// --- Notation -------------------------------------------------------------------

#[test]
fn notation_round_trips_and_accepts_every_form() {
    for (text, canonical) in [
        ("b2-d5", "b2-d5"),
        (" B2 - D5 ", "b2-d5"),
        ("b2d5", "b2-d5"),
        ("b2 d5", "b2-d5"),
        ("b2–d5", "b2-d5"),
        ("E6-a1", "e6-a1"),
    ] {
        let action = Action::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(action.to_string(), canonical, "{text}");
        assert_eq!(Action::parse(canonical).unwrap(), action);
    }
    for from in Square::all() {
        for to in Square::all() {
            let action = Action::Move { from, to };
            assert_eq!(Action::parse(&action.to_string()).unwrap(), action);
        }
    }
}

#[test]
fn notation_refuses_nonsense_in_one_short_line() {
    for (text, wanted) in [
        ("", "type a move"),
        ("b2", "not Trespass notation"),
        ("f1-a2", "'f1' is not a square; squares run from a1 to e6"),
        ("a7-a6", "'a7' is not a square"),
        ("b2-d5-e6", "not Trespass notation"),
        ("-b2d5", "not Trespass notation"),
        ("b2--d5", "not Trespass notation"),
        ("pass", "the game passes for you"),
        ("resign", "'resign' is not a square"),
        ("b2→d5", "unexpected '→'"),
        ("b2\nd5\u{202e}", "unexpected '\\u{202e}'"),
    ] {
        let err = Action::parse(text).unwrap_err().to_string();
        assert!(err.contains(wanted), "{text:?}: {err}");
        assert!(!err.contains('\n') && err.len() < 200, "{err}");
    }
    let err = Action::parse(&"x".repeat(10_000)).unwrap_err().to_string();
    assert!(err.len() < 200 && err.contains("too long"), "{err}");
}

#[test]
fn squares_serialise_as_their_names() {
    assert_eq!(serde_json::to_string(&sq("b2")).unwrap(), "\"b2\"");
    assert_eq!(serde_json::from_str::<Square>("\"e6\"").unwrap(), sq("e6"));
    assert!(serde_json::from_str::<Square>("\"f1\"").is_err());
}

// --- Words ----------------------------------------------------------------------

#[test]
fn events_read_as_sentences() {
    let cases = [
        (
            Event::PlayBegins,
            "Both secret numbers are picked: play begins, Red moves first.",
        ),
        (Event::Passed { seat: BLUE }, "Blue has no legal move and passes."),
        (
            Event::SecretsRevealed {
                secrets: [Some(4), None],
            },
            "Secret numbers: Red 4, Blue never picked.",
        ),
        (Event::DrawAgreed, "Draw agreed."),
    ];
    for (event, text) in cases {
        assert_eq!(event.to_string(), text);
    }
}

#[test]
fn the_rules_summary_fits_a_discord_message() {
    assert!(
        GameKind::Trespass.rules_summary().len() < 1500,
        "{}",
        GameKind::Trespass.rules_summary().len()
    );
    for word in [
        "b2-d5",
        "either",
        "never jump and then slide",
        "SHA-256",
        "number:salt",
        "/secret",
    ] {
        assert!(GameKind::Trespass.rules_summary().contains(word), "{word}");
    }
}

#[test]
fn the_view_shows_the_lock_the_path_and_the_picks() {
    let mut game = opening();
    apply(&mut game, RED, &mv("b2", "b4")).unwrap();
    let view = game.view();
    assert_eq!(view.to_act, Some(BLUE));
    assert_eq!(view.locked, Some(sq("b4")));
    let last = view.last_move.unwrap();
    assert_eq!((last.seat, last.notation()), (RED, "b2-b4".to_string()));
    assert_eq!(last.path, [sq("b2"), sq("b3"), sq("b4")]);
    assert_eq!(view.picked, [true, true]);
    assert!(view.board.windows(2).all(|w| w[0].square < w[1].square));
}

// Localisation: every text of the engine in Spanish and French.

fn tr_all<T: Localize>(items: &[T]) -> Vec<Msg> {
    items.iter().map(Localize::msg).collect()
}

#[test]
fn every_text_is_translated_into_spanish_and_french() {
    let piece = Piece { owner: BLUE, number: 4 };
    let (from, to) = (sq("b5"), sq("b3"));
    let events = [
        Event::SecretPicked { seat: RED },
        Event::PlayBegins,
        Event::Moved {
            seat: RED,
            piece,
            from,
            to,
        },
        Event::Passed { seat: BLUE },
        Event::Won {
            seat: RED,
            number: 7,
            square: sq("c6"),
        },
        Event::NeitherCanMove,
        Event::Resigned { seat: BLUE },
        Event::DrawAgreed,
        Event::SecretsRevealed {
            secrets: [Some(3), None],
        },
    ];
    let errors = [
        RuleError::GameOver,
        RuleError::NotYourTurn(BLUE),
        RuleError::WaitingForSecrets,
        RuleError::Locked,
        RuleError::SecretAlreadyPicked,
        RuleError::NoSuchSeat(Seat(2)),
        RuleError::PlayBegun,
        RuleError::NoSuchNumber(12),
        RuleError::NoPiece(from),
        RuleError::SameSquare { from, to: from },
        RuleError::Taken { from, to, by: piece },
        RuleError::GoalRowSideways { from, to, piece },
        RuleError::Backward { from, to, owner: RED },
        RuleError::JumpThenSlide { from, to },
        RuleError::NoPath { from, to },
    ];
    let parse: Vec<ParseError> = ["", &"b2".repeat(30), "pass", "b2?d5", "b2", "z9-a1"]
        .iter()
        .map(|text| Action::parse(text).unwrap_err())
        .collect();
    let mut prompts = vec![Trespass::new(&Options::default(), 2, &mut SeededRng::new(1)).prompt()];
    let mut game = opening();
    prompts.push(game.prompt());
    apply(&mut game, RED, &mv("a2", "a4")).unwrap();
    prompts.push(game.prompt());
    game.resign(BLUE);
    prompts.push(game.prompt());
    for msgs in [tr_all(&events), tr_all(&errors), tr_all(&parse), prompts] {
        assert_translated(&msgs);
    }
}

#[test]
fn refusals_and_events_read_in_spanish_and_french() {
    let moved = Event::Moved {
        seat: RED,
        piece: Piece { owner: BLUE, number: 4 },
        from: sq("b5"),
        to: sq("b3"),
    }
    .msg();
    assert_eq!(moved.en(), "Red moved Blue's 4 from b5 to b3.");
    assert_eq!(moved.tr(Locale::Es), "Rojo ha movido el 4 de Azul de b5 a b3.");
    assert_eq!(moved.tr(Locale::Fr), "Rouge a déplacé le 4 de Bleu de b5 à b3.");
    let turn = RuleError::NotYourTurn(BLUE).msg();
    assert_eq!(turn.tr(Locale::Es), "le toca a Azul");
    assert_eq!(turn.tr(Locale::Fr), "c'est au tour de Bleu");
    let secret = RuleError::SecretAlreadyPicked.msg();
    assert_eq!(
        secret.tr(Locale::Es),
        "ya has elegido tu número secreto; no se puede cambiar"
    );
    assert_eq!(
        secret.tr(Locale::Fr),
        "tu as déjà choisi ton nombre secret ; il ne peut plus changer"
    );
    let revealed = Event::SecretsRevealed {
        secrets: [Some(3), None],
    }
    .msg();
    assert_eq!(
        revealed.tr(Locale::Es),
        "Números secretos: Rojo 3, Azul no llegó a elegir."
    );
    assert_eq!(
        revealed.tr(Locale::Fr),
        "Nombres secrets : Rouge 3, Bleu n'a pas choisi."
    );
    let parse = Action::parse("b2").unwrap_err().msg();
    assert_eq!(
        parse.tr(Locale::Fr),
        "ce n'est pas de la notation de Trespass ; indique la case de départ et celle d'arrivée, comme b2-d5"
    );
    let mut game = opening();
    apply(&mut game, RED, &mv("a2", "a4")).unwrap();
    assert_eq!(
        game.prompt().tr(Locale::Es),
        "mueve una ficha de cualquier color (menos la de a4)"
    );
}

#[test]
fn a_secret_pick_never_names_the_number_in_any_language() {
    let mut game = Trespass::new(&Options::default(), 2, &mut SeededRng::new(1));
    let events = game.set_secret(RED, 7).unwrap();
    for event in &events {
        for locale in Locale::ALL {
            assert!(!event.msg().tr(locale).contains('7'), "{}", event.msg().tr(locale));
        }
    }
}
