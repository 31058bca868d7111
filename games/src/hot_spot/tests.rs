//! Rules tests, each named after the rule it checks, built on the one-line
//! position helper [`pos`].

use super::*;
use crate::i18n::testing::assert_translated;
use crate::i18n::{Locale, Localize, Msg};
use crate::{Game, GameKind, Outcome, ScriptedRng, Seat, SeededRng};

crate::testkit::kit!(HotSpot);

const GREEN: Seat = Seat::FIRST;
const BLACK: Seat = Seat::SECOND;

fn sq(text: &str) -> Square {
    Square::parse(text).unwrap_or_else(|| panic!("bad square {text}"))
}

fn mv(from: &str, to: &str) -> Action {
    Action::Move {
        from: sq(from),
        to: sq(to),
    }
}

/// A play-phase setup from a compact description:
/// `"g: c1=2 c6=1x r:1123; b: c4=3"` — each side's board pieces (`x` marks a
/// captured one) and optionally its reserve. Each side's board is filled up to
/// eight with captured pieces parked on the h file, then the g file (keep tests to
/// files a–f); the reserve, if not given, takes the values left over after the
/// parked pieces took the smallest. Green to act, both first turns done.
fn setup(spec: &str) -> Setup {
    let mut board = Vec::new();
    let mut reserves = [Vec::new(), Vec::new()];
    let mut listed_reserve = [false; 2];
    for side in spec.split(';') {
        let (who, rest) = side.trim().split_once(':').expect("g: or b:");
        let owner = if who.trim() == "g" { GREEN } else { BLACK };
        for token in rest.split_whitespace() {
            if let Some(values) = token.strip_prefix("r:") {
                reserves[owner.index()] = values.bytes().map(|b| b - b'0').collect();
                listed_reserve[owner.index()] = true;
                continue;
            }
            let (square, value) = token.split_once('=').expect("square=spots");
            board.push((
                sq(square),
                Piece {
                    owner,
                    spots: value.as_bytes()[0] - b'0',
                    captured: value.ends_with('x'),
                },
            ));
        }
    }
    let mut parking = (0..8u8)
        .rev()
        .flat_map(|file| (0..8u8).map(move |rank| Square::new(file, rank).unwrap()))
        .filter(|s| board.iter().all(|(b, _)| b != s))
        .collect::<Vec<_>>()
        .into_iter();
    for owner in [GREEN, BLACK] {
        let mut left: Vec<u8> = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3].to_vec();
        let taken = board
            .iter()
            .filter(|(_, p)| p.owner == owner)
            .map(|(_, p)| p.spots)
            .chain(reserves[owner.index()].iter().copied())
            .collect::<Vec<_>>();
        for spots in taken {
            let at = left
                .iter()
                .position(|&v| v == spots)
                .expect("too many pieces of a value");
            left.remove(at);
        }
        let on_board = board.iter().filter(|(_, p)| p.owner == owner).count();
        for spots in left.drain(..8 - on_board) {
            let piece = Piece {
                owner,
                spots,
                captured: true,
            };
            board.push((parking.next().unwrap(), piece));
        }
        if !listed_reserve[owner.index()] {
            reserves[owner.index()] = left;
        }
    }
    Setup {
        board,
        reserves,
        to_place: [Vec::new(), Vec::new()],
        phase: Phase::Play,
        to_act: GREEN,
        first_turn_done: [true, true],
        quiet_turns: 0,
        last_action: None,
        last_captures: Vec::new(),
        outcome: Outcome::Ongoing,
    }
}

fn pos(spec: &str) -> HotSpot {
    restore(setup(spec))
}

/// The opening of play: eight pieces on each starting row, nobody's first turn
/// taken. Green's reserve is 2 2 3 3 and so is Black's.
const OPENING: &str = "g: a1=1 b1=1 c1=1 d1=1 e1=2 f1=2 g1=3 h1=3 r:2233; \
                       b: a8=1 b8=1 c8=1 d8=1 e8=2 f8=2 g8=3 h8=3 r:2233";

fn opening() -> HotSpot {
    let mut s = setup(OPENING);
    s.first_turn_done = [false, false];
    HotSpot::from_setup(s).unwrap()
}

fn captured(events: &[Event]) -> Vec<Square> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Captured { square, .. } => Some(*square),
            _ => None,
        })
        .collect()
}

// --- Movement -------------------------------------------------------------------

#[test]
fn a_one_spot_piece_moves_one_square_in_any_of_eight_directions() {
    let game = pos("g: d4=1; b: a8=1");
    let moves: Vec<String> = legal(&game, GREEN)
        .iter()
        .filter(|a| matches!(a, Action::Move { .. }))
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        moves,
        ["d4-c3", "d4-d3", "d4-e3", "d4-c4", "d4-e4", "d4-c5", "d4-d5", "d4-e5"]
    );
}

#[test]
fn a_two_spot_piece_must_move_exactly_two_squares() {
    let mut game = pos("g: c1=2; b: a8=1");
    assert_eq!(
        refusal(&mut game, GREEN, &mv("c1", "c2")),
        "the piece on c1 has 2 spots and must move exactly 2 squares"
    );
    assert_eq!(
        refusal(&mut game, GREEN, &mv("c1", "c4")),
        "the piece on c1 has 2 spots and must move exactly 2 squares"
    );
    apply(&mut game, GREEN, &mv("c1", "c3")).unwrap();
    assert!(game.board.get(sq("c3")).is_some());
}

#[test]
fn a_one_spot_piece_must_move_exactly_one_square() {
    let mut game = pos("g: c1=1; b: a8=1");
    assert_eq!(
        refusal(&mut game, GREEN, &mv("c1", "c3")),
        "the piece on c1 has 1 spot and must move exactly 1 square"
    );
}

#[test]
fn a_move_must_follow_a_straight_line() {
    let mut game = pos("g: c1=2; b: a8=1");
    assert_eq!(
        refusal(&mut game, GREEN, &mv("c1", "d3")),
        "c1 to d3 is not a straight line"
    );
    assert_eq!(refusal(&mut game, GREEN, &mv("c1", "c1")), "a move must leave c1");
}

#[test]
fn moving_over_a_captured_piece_is_refused() {
    let mut game = pos("g: c1=2 c2=1x; b: a8=1");
    assert_eq!(
        refusal(&mut game, GREEN, &mv("c1", "c3")),
        "c1 to c3 is blocked by a captured piece on c2"
    );
    assert!(!legal(&game, GREEN).contains(&mv("c1", "c3")));
}

#[test]
fn moving_over_or_onto_a_live_piece_is_refused() {
    let mut game = pos("g: c1=3 c2=1 a1=2; b: a8=1");
    assert_eq!(
        refusal(&mut game, GREEN, &mv("c1", "c4")),
        "c1 to c4 is blocked by your piece on c2"
    );
    assert_eq!(
        refusal(&mut game, GREEN, &mv("a1", "c1")),
        "c1 is occupied by your piece"
    );
    let mut game = pos("g: c1=3; b: c3=1 a8=1");
    assert_eq!(
        refusal(&mut game, GREEN, &mv("c1", "c4")),
        "c1 to c4 is blocked by Black's piece on c3"
    );
}

#[test]
fn a_piece_may_not_leave_the_board() {
    let game = pos("g: a1=3; b: a8=1");
    let moves: Vec<String> = legal(&game, GREEN)
        .iter()
        .filter(|a| matches!(a, Action::Move { .. }))
        .map(ToString::to_string)
        .collect();
    assert_eq!(moves, ["a1-d1", "a1-a4", "a1-d4"]);
}

#[test]
fn only_your_own_live_pieces_move() {
    let mut game = pos("g: c1=2 d1=1x; b: c6=1 a8=1");
    assert_eq!(
        refusal(&mut game, GREEN, &mv("c4", "c5")),
        "there is no piece of yours on c4"
    );
    assert_eq!(
        refusal(&mut game, GREEN, &mv("c6", "c5")),
        "the piece on c6 is Black's, not yours"
    );
    assert_eq!(
        refusal(&mut game, GREEN, &mv("d1", "d2")),
        "your piece on d1 is captured and cannot be moved"
    );
}

// --- Control and capture --------------------------------------------------------

/// The sheet's diagram 6: Black's 3 on c8 captures Green's 2 on c5 although c7 and
/// c6 are occupied.
#[test]
fn control_reaches_through_occupied_squares() {
    let mut game = pos("g: c7=2 c6=1x c5=2 a1=1; b: c8=3");
    let events = apply(&mut game, GREEN, &mv("a1", "a2")).unwrap();
    assert_eq!(
        events,
        [
            Event::Moved {
                seat: GREEN,
                spots: 1,
                from: sq("a1"),
                to: sq("a2")
            },
            Event::Captured {
                by: BLACK,
                square: sq("c5"),
                spots: 2
            },
        ]
    );
    assert!(game.board.get(sq("c5")).unwrap().captured);
    assert!(!game.board.get(sq("c7")).unwrap().captured, "c7 is one away, not three");
    assert_eq!(game.view().last_captures, [sq("c5")]);
}

/// The sheet's diagram 7: Green's 2 next to Black's 3 and 2 is exchanged for a 1;
/// Black can save only one of them.
#[test]
fn exchanging_for_a_one_attacks_both_adjacent_pieces() {
    let mut game = pos("g: d4=2 r:1333; b: d5=3 e5=2");
    let events = apply(&mut game, GREEN, &act("d4=1")).unwrap();
    assert_eq!(captured(&events), []);
    assert_eq!(game.view().danger, [sq("d5"), sq("e5")]);
    let events = apply(&mut game, BLACK, &mv("d5", "a5")).unwrap();
    assert_eq!(captured(&events), [sq("e5")]);
    assert_eq!(events[1].to_string(), "Green captured Black's 2 on e5.");
}

/// The sheet's diagram 8: exchanging Green's 3 for a 2 puts three Black pieces
/// under attack; Black moves one, the other two are captured.
#[test]
fn exchanging_a_three_for_a_two_attacks_three_pieces() {
    let mut game = pos("g: d4=3 r:1223; b: b6=3 d6=1 f6=1");
    assert_eq!(game.view().danger, []);
    apply(&mut game, GREEN, &act("d4=2")).unwrap();
    let view = game.view();
    assert_eq!(view.to_act, Some(BLACK));
    assert_eq!(view.danger, [sq("b6"), sq("d6"), sq("f6")]);
    let events = apply(&mut game, BLACK, &mv("d6", "d7")).unwrap();
    assert_eq!(captured(&events), [sq("b6"), sq("f6")]);
    assert_eq!(game.view().captured, [7, 7]);
}

#[test]
fn captures_happen_only_at_the_start_of_a_turn() {
    // Green's 2 moves to c3, controlling Black's 1 on c5; nothing is captured now,
    // Black moves it away, and at the start of Green's turn there is nothing left.
    let mut game = pos("g: c1=2; b: c5=1");
    let events = apply(&mut game, GREEN, &mv("c1", "c3")).unwrap();
    assert_eq!(captured(&events), []);
    assert!(!game.board.get(sq("c5")).unwrap().captured);
    assert_eq!(game.view().danger, [sq("c5")]);
    let events = apply(&mut game, BLACK, &mv("c5", "b6")).unwrap();
    assert_eq!(captured(&events), []);
    assert_eq!(game.view().danger, []);
}

#[test]
fn a_piece_moving_into_control_is_captured_at_the_start_of_the_opponents_turn() {
    let mut game = pos("g: c1=2 a1=1; b: c6=3");
    let events = apply(&mut game, GREEN, &mv("c1", "c3")).unwrap();
    assert_eq!(
        events[1],
        Event::Captured {
            by: BLACK,
            square: sq("c3"),
            spots: 2
        }
    );
    assert_eq!(game.to_act(), Some(BLACK));
}

#[test]
fn captured_pieces_are_never_replaced_from_the_reserve() {
    let mut game = pos("g: c1=2 a1=1; b: c6=3");
    apply(&mut game, GREEN, &mv("c1", "c3")).unwrap();
    let view = game.view();
    assert_eq!(view.reserves[0].len(), 4);
    assert_eq!(view.board.iter().filter(|p| p.owner == GREEN).count(), 8);
}

#[test]
fn all_pieces_under_control_are_captured_together() {
    // Black's 3 on c6 controls c3 and its 2 on f5 controls d3: both Green pieces
    // fall together at the start of Black's turn.
    let mut game = pos("g: c3=1 d3=1 a1=1; b: c6=3 f5=2");
    assert_eq!(game.view().danger, [sq("c3"), sq("d3")]);
    let events = apply(&mut game, GREEN, &mv("a1", "a2")).unwrap();
    assert_eq!(captured(&events), [sq("c3"), sq("d3")]);
    assert_eq!(game.view().last_captures, [sq("c3"), sq("d3")]);
}

// --- Exchanges ------------------------------------------------------------------

#[test]
fn exchange_must_change_value() {
    let mut game = pos("g: c1=2 r:1223; b: a8=1");
    assert_eq!(
        refusal(&mut game, GREEN, &act("c1=2")),
        "the piece on c1 is already a 2; an exchange must change its value"
    );
    let events = apply(&mut game, GREEN, &act("c1=3")).unwrap();
    assert_eq!(events[0].to_string(), "Green exchanged the 2 on c1 for a 3.");
    assert_eq!(game.view().reserves[0], [1, 2, 2, 2]);
}

#[test]
fn an_exchange_needs_that_piece_in_reserve() {
    let mut game = pos("g: c1=2 r:1111; b: a8=1");
    assert_eq!(
        refusal(&mut game, GREEN, &act("c1=3")),
        "your reserve has no 3 to exchange"
    );
    assert_eq!(
        refusal(&mut game, GREEN, &act("c4=3")),
        "there is no piece of yours on c4"
    );
}

#[test]
fn a_second_exchange_pair_after_the_first_turn_is_refused() {
    let mut game = pos("g: c1=2 d1=2 r:1133; b: a8=1");
    assert_eq!(
        refusal(&mut game, GREEN, &act("c1=1 d1=3")),
        "only one exchange per turn after your first turn"
    );
    assert!(legal(&game, GREEN)
        .iter()
        .all(|a| !matches!(a, Action::Exchange(p) if p.len() > 1)));
}

#[test]
fn first_turn_allows_four_exchanges_from_the_reserve_as_it_stood() {
    let mut game = opening();
    assert_eq!(
        game.prompt(),
        "move a piece, or exchange up to four pieces (first turn)"
    );
    assert_eq!(
        refusal(&mut game, GREEN, &act("a1=3 b1=3 c1=3")),
        "your reserve has only two 3s"
    );
    let events = apply(&mut game, GREEN, &act("d1=3 a1=2 c1=3 b1=2")).unwrap();
    assert_eq!(events.len(), 4);
    assert_eq!(game.view().reserves[0], [1, 1, 1, 1]);
    assert_eq!(
        game.to_setup().last_action,
        Some((GREEN, "a1=2 b1=2 c1=3 d1=3".to_string()))
    );
    // Black's first turn too; then Green's second turn allows one exchange only.
    apply(&mut game, BLACK, &act("a8=2")).unwrap();
    assert_eq!(game.prompt(), "move a piece or exchange one");
    assert_eq!(
        refusal(&mut game, GREEN, &act("e1=1 f1=1")),
        "only one exchange per turn after your first turn"
    );
}

#[test]
fn a_piece_just_swapped_out_cannot_come_back_in_the_same_turn() {
    let mut game = opening();
    // a1's 1 goes to the reserve, but the reserve as it stood had no 1 for e1.
    assert_eq!(
        refusal(&mut game, GREEN, &act("a1=2 e1=1")),
        "your reserve has no 1 to exchange"
    );
}

#[test]
fn a_square_may_be_exchanged_only_once_per_turn() {
    let mut game = opening();
    let action = Action::Exchange(vec![(sq("a1"), 2), (sq("a1"), 3)]);
    assert_eq!(refusal(&mut game, GREEN, &action), "a1 is named twice in one exchange");
    let five = Action::Exchange(["a1", "b1", "c1", "d1", "e1"].map(|s| (sq(s), 3)).to_vec());
    assert_eq!(
        refusal(&mut game, GREEN, &five),
        "at most four pieces can be exchanged on your first turn"
    );
}

#[test]
fn the_first_turn_is_used_up_by_a_move() {
    let mut game = opening();
    apply(&mut game, GREEN, &mv("a1", "a2")).unwrap();
    apply(&mut game, BLACK, &mv("a8", "a7")).unwrap();
    assert_eq!(game.view().first_turn, [false, false]);
    assert_eq!(
        refusal(&mut game, GREEN, &act("b1=2 c1=2")),
        "only one exchange per turn after your first turn"
    );
}

/// The first-turn list holds every move and every combination of up to four
/// exchanges the reserve allows; checked against a brute-force count.
#[test]
fn first_turn_lists_every_combination_of_exchanges() {
    let game = opening();
    let actions = legal(&game, GREEN);
    let exchanges = actions.iter().filter(|a| matches!(a, Action::Exchange(_))).count();
    // Brute force: each of the eight pieces keeps its value or takes one of the two
    // others; at most four change, and the reserve (2 2 3 3) supplies them.
    let board: Vec<u8> = vec![1, 1, 1, 1, 2, 2, 3, 3];
    let mut expected = 0;
    for code in 0..3u32.pow(8) {
        let (mut c, mut changed, mut wanted) = (code, 0, [0u8; 4]);
        let mut ok = true;
        for &spots in &board {
            let choice = (c % 3) as u8;
            c /= 3;
            if choice == 0 {
                continue;
            }
            let incoming = [1, 2, 3]
                .into_iter()
                .filter(|&v| v != spots)
                .nth(choice as usize - 1)
                .unwrap();
            changed += 1;
            wanted[incoming as usize] += 1;
            ok &= wanted[1] == 0 && wanted[2] <= 2 && wanted[3] <= 2;
        }
        if ok && (1..=4).contains(&changed) {
            expected += 1;
        }
    }
    assert_eq!(exchanges, expected);
    let moves = actions.len() - exchanges;
    // The 1s on a1-d1 have 2 + 3 + 3 + 3 moves, the 2s 3 each, the 3s 2 each.
    assert_eq!(moves, 21, "{actions:?}");
}

#[test]
fn legal_actions_are_listed_in_canonical_order_and_all_apply() {
    let game = opening();
    let actions = legal(&game, GREEN);
    let texts: Vec<String> = actions.iter().map(ToString::to_string).collect();
    assert_eq!(texts[0], "a1-a2");
    let first_exchange = actions.iter().position(|a| matches!(a, Action::Exchange(_))).unwrap();
    assert_eq!(texts[first_exchange], "a1=2");
    assert!(actions[first_exchange..]
        .iter()
        .all(|a| matches!(a, Action::Exchange(_))));
    for action in &actions {
        assert_eq!(&Action::parse(&action.to_string()).unwrap(), action);
        apply(&mut game.clone(), GREEN, action).unwrap_or_else(|e| panic!("{action}: {e}"));
    }
    assert!(legal(&game, BLACK).is_empty());
}

// --- End ------------------------------------------------------------------------

#[test]
fn eight_captures_win() {
    let mut s = setup("g: e3=2; b: e5=1 r:2333");
    s.to_act = BLACK;
    let mut game = HotSpot::from_setup(s).unwrap();
    let events = apply(&mut game, BLACK, &act("e5=2")).unwrap();
    assert_eq!(captured(&events), [sq("e5")]);
    assert_eq!(events.last(), Some(&Event::Won { seat: GREEN }));
    assert_eq!(
        events.last().unwrap().to_string(),
        "Green wins: all eight of Black's pieces are captured."
    );
    assert_eq!(game.outcome(), Outcome::Won(GREEN));
    assert_eq!(game.to_act(), None);
    assert_eq!(game.prompt(), "the game is over");
    assert!(legal(&game, GREEN).is_empty());
    assert_eq!(refusal(&mut game, GREEN, &mv("e3", "e5")), "the game is over");
}

#[test]
fn fifty_quiet_turns_with_one_piece_each_draw() {
    let mut game = pos("g: a1=1; b: e8=1");
    for turn in 0..QUIET_TURNS_FOR_DRAW {
        assert_eq!(game.outcome(), Outcome::Ongoing);
        assert_eq!(game.view().quiet_turns, turn);
        let (seat, action) = match turn % 4 {
            0 => (GREEN, mv("a1", "a2")),
            1 => (BLACK, mv("e8", "e7")),
            2 => (GREEN, mv("a2", "a1")),
            _ => (BLACK, mv("e7", "e8")),
        };
        let events = apply(&mut game, seat, &action).unwrap();
        if turn + 1 == QUIET_TURNS_FOR_DRAW {
            assert_eq!(events.last(), Some(&Event::DrawnByQuietTurns));
        }
    }
    assert_eq!(game.outcome(), Outcome::Draw);
}

/// Rulings (hot-spot.md, "End"): "Draw: when each player has exactly one live
/// piece and 25 further turns each (50 in all) pass without a capture. The turn in
/// which the last capture leaves one live piece each is the first of those 50
/// turns; the draw is declared when the next turn would start with no capture."
/// The engine already counts so; this pins the exact count (turn 50, not 51).
#[test]
fn the_turn_whose_capture_leaves_one_piece_each_is_the_first_of_the_fifty() {
    let mut s = setup("g: a1=1; b: c3=1 f8=1");
    s.to_act = BLACK;
    let mut game = HotSpot::from_setup(s).unwrap();
    // Black steps into a1's control; Green's turn opens by capturing it, which
    // leaves one live piece each. That turn, Green's, is turn 1 of the 50.
    let events = apply(&mut game, BLACK, &mv("c3", "b2")).unwrap();
    assert_eq!(captured(&events), [sq("b2")]);
    assert_eq!(game.view().quiet_turns, 0);
    assert_eq!(game.to_act(), Some(GREEN));
    for turn in 1..=QUIET_TURNS_FOR_DRAW {
        let (seat, action) = match turn % 4 {
            1 => (GREEN, mv("a1", "a2")),
            2 => (BLACK, mv("f8", "f7")),
            3 => (GREEN, mv("a2", "a1")),
            _ => (BLACK, mv("f7", "f8")),
        };
        let events = apply(&mut game, seat, &action).unwrap_or_else(|e| panic!("turn {turn}: {e}"));
        assert_eq!(game.view().quiet_turns, turn);
        if turn < QUIET_TURNS_FOR_DRAW {
            assert_eq!(game.outcome(), Outcome::Ongoing, "turn {turn}");
            assert!(!events.contains(&Event::DrawnByQuietTurns), "turn {turn}");
        } else {
            // Turn 50 is over and turn 51 would start with no capture: drawn.
            assert_eq!(events.last(), Some(&Event::DrawnByQuietTurns));
            assert_eq!(game.outcome(), Outcome::Draw);
        }
    }
}

#[test]
fn quiet_turns_count_only_with_one_live_piece_each() {
    let mut game = pos("g: a1=1 b3=1; b: e8=1");
    apply(&mut game, GREEN, &mv("a1", "a2")).unwrap();
    apply(&mut game, BLACK, &mv("e8", "e7")).unwrap();
    assert_eq!(game.view().quiet_turns, 0);
}

#[test]
fn resigning_gives_the_opponent_the_game() {
    let mut game = opening();
    let events = game.resign(GREEN);
    assert_eq!(events, [Event::Resigned { seat: GREEN }]);
    assert_eq!(events[0].to_string(), "Green resigned; Black wins.");
    assert_eq!(game.outcome(), Outcome::Won(BLACK));
    assert!(game.resign(BLACK).is_empty());
    assert!(game.agree_draw().is_empty());
    assert_eq!(HotSpot::from_setup(game.to_setup()).unwrap(), game);
}

#[test]
fn a_draw_may_be_agreed() {
    let mut game = HotSpot::new(&Options::default(), 2, &mut SeededRng::new(3));
    assert_eq!(game.agree_draw(), [Event::DrawAgreed]);
    assert_eq!(game.outcome(), Outcome::Draw);
    assert_eq!(game.view().to_act, None);
    assert_eq!(HotSpot::from_setup(game.to_setup()).unwrap(), game);
}

#[test]
fn it_must_be_your_turn() {
    let mut game = opening();
    assert_eq!(refusal(&mut game, BLACK, &mv("a8", "a7")), "it is Green's turn");
    assert_eq!(refusal(&mut game, Seat(7), &mv("a8", "a7")), "it is Green's turn");
}

// --- Set-up ---------------------------------------------------------------------

#[test]
fn a_new_game_draws_eight_pieces_and_keeps_four_in_reserve() {
    let game = HotSpot::new(&Options::default(), 2, &mut SeededRng::new(11));
    let s = game.to_setup();
    for side in 0..2 {
        assert_eq!(s.to_place[side].len(), 8);
        assert_eq!(s.reserves[side].len(), 4);
        let mut all: Vec<u8> = s.to_place[side].iter().chain(&s.reserves[side]).copied().collect();
        all.sort();
        assert_eq!(all, [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    }
    assert_eq!(game.phase(), Phase::Placement);
    assert_eq!(game.to_act(), Some(GREEN));
}

#[test]
fn the_shuffle_comes_from_the_rng() {
    // The identity shuffle (every draw picks the last remaining index) keeps the
    // pieces in order: 1 1 1 1 2 2 2 2 to place, 3 3 3 3 in reserve.
    let script: Vec<u32> = (1..12).rev().chain((1..12).rev()).collect();
    let mut rng = ScriptedRng::new(script);
    let game = HotSpot::new(&Options::default(), 2, &mut rng);
    rng.assert_used_up();
    let view = game.view();
    assert_eq!(view.reserves, [vec![3, 3, 3, 3], vec![3, 3, 3, 3]]);
    assert_eq!(view.revealed, Some(1));
    assert_eq!(game.prompt(), "place the revealed 1 on an empty square of rank 1");
}

#[test]
fn placement_must_be_on_own_starting_row() {
    let mut game = HotSpot::new(&Options::default(), 2, &mut SeededRng::new(5));
    assert_eq!(
        refusal(&mut game, GREEN, &act("d4")),
        "d4 is not on your starting row (rank 1)"
    );
    assert_eq!(
        refusal(&mut game, GREEN, &act("d8")),
        "d8 is not on your starting row (rank 1)"
    );
    let spots = game.view().revealed.unwrap();
    let events = apply(&mut game, GREEN, &act("d1")).unwrap();
    assert_eq!(events[0].to_string(), format!("Green placed a {spots} on d1."));
    assert_eq!(
        refusal(&mut game, BLACK, &act("d1")),
        "d1 is not on your starting row (rank 8)"
    );
    apply(&mut game, BLACK, &act("d8")).unwrap();
    assert_eq!(refusal(&mut game, GREEN, &act("d1")), "d1 is already taken");
    assert!(matches!(
        apply(&mut game, GREEN, &mv("d1", "d2")),
        Err(RuleError::WrongPhase(_))
    ));
}

#[test]
fn placement_alternates_and_play_begins_with_green() {
    let mut game = HotSpot::new(&Options::default(), 2, &mut SeededRng::new(9));
    let mut last = Vec::new();
    for turn in 0..16 {
        let seat = Seat(turn % 2);
        assert_eq!(game.to_act(), Some(seat));
        assert_eq!(game.view().face_down[seat.index()], 8 - turn as usize / 2);
        let first = legal(&game, seat)[0].clone();
        last = apply(&mut game, seat, &first).unwrap();
    }
    assert_eq!(last[1], Event::PlayBegins);
    assert_eq!(last[1].to_string(), "Play begins: Green moves first.");
    assert_eq!(game.phase(), Phase::Play);
    assert_eq!(game.to_act(), Some(GREEN));
    assert_eq!(game.view().revealed, None);
    assert_eq!(game.view().first_turn, [true, true]);
    assert!(matches!(
        apply(&mut game, GREEN, &act("a1")),
        Err(RuleError::WrongPhase(_))
    ));
}

#[test]
fn quick_option_places_everything() {
    let options = Options::parse("Quick").unwrap();
    let game = HotSpot::new(&options, 2, &mut SeededRng::new(4));
    assert_eq!(game.phase(), Phase::Play);
    assert_eq!(game.to_act(), Some(GREEN));
    let view = game.view();
    assert_eq!(view.board.len(), 16);
    assert!(view
        .board
        .iter()
        .all(|p| p.square.rank() == if p.owner == GREEN { 0 } else { 7 }));
    assert_eq!(view.last_action, None);
    assert_eq!(HotSpot::from_setup(game.to_setup()).unwrap(), game);
}

#[test]
fn options_are_words_and_unknown_ones_are_named() {
    assert_eq!(Options::parse("").unwrap(), Options::default());
    assert!(Options::parse(" quick, QUICK ").unwrap().quick);
    assert_eq!(
        Options::parse("quick fast").unwrap_err().to_string(),
        "unknown option 'fast' for Hot Spot; known options: quick"
    );
}

// --- Storage --------------------------------------------------------------------

#[test]
fn a_refused_action_leaves_the_state_unchanged() {
    let mut game = opening();
    apply(&mut game, GREEN, &mv("e1", "e3")).unwrap();
    let before = game.to_setup();
    for action in [
        mv("a8", "a5"),
        mv("e8", "e7"),
        act("a8=1"),
        act("a8=2 b8=2 c8=2"),
        act("a8=2 e8=1"),
        act("h8=3"),
        act("d8"),
        mv("e3", "e5"),
        Action::Exchange(vec![]),
        Action::Exchange(vec![(sq("a8"), 0)]),
        Action::Exchange(vec![(sq("a8"), 9)]),
    ] {
        assert!(apply(&mut game, BLACK, &action).is_err(), "{action}");
        assert_eq!(game.to_setup(), before, "{action}");
    }
    assert!(apply(&mut game, GREEN, &mv("a1", "a2")).is_err());
    assert_eq!(game.to_setup(), before);
}

#[test]
fn stored_games_restore_through_from_setup() {
    let mut game = HotSpot::new(&Options { quick: true }, 2, &mut SeededRng::new(21));
    for _ in 0..30 {
        let seat = game.to_act().unwrap();
        let action = legal(&game, seat).last().unwrap().clone();
        apply(&mut game, seat, &action).unwrap();
        let stored = serde_json::to_value(game.to_setup()).unwrap();
        let setup: Setup = serde_json::from_value(stored).unwrap();
        assert_eq!(HotSpot::from_setup(setup).unwrap(), game);
    }
}

#[test]
fn from_setup_refuses_a_thirteenth_piece() {
    let mut s = setup("g: c1=2; b: a8=1");
    s.reserves[0].push(1);
    let err = HotSpot::from_setup(s).unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid Hot Spot position: Green has 13 pieces; each side has twelve, four each of 1, 2 and 3 spots"
    );
}

#[test]
fn from_setup_refuses_broken_positions() {
    let refuse = |edit: &dyn Fn(&mut Setup), wanted: &str| {
        let mut s = setup("g: c1=2 d1=1; b: c8=1 a8=3");
        edit(&mut s);
        let err = HotSpot::from_setup(s).unwrap_err().to_string();
        assert!(err.contains(wanted), "{err} lacks {wanted}");
    };
    refuse(&|s| s.board[1].0 = s.board[0].0, "two pieces stand on c1");
    refuse(&|s| s.board[0].1.spots = 4, "has 4 spots");
    refuse(
        &|s| {
            s.reserves[1].swap_remove(0);
        },
        "Black has 11 pieces",
    );
    refuse(
        &|s| s.reserves[0][0] = if s.reserves[0][0] == 1 { 2 } else { 1 },
        "pieces of",
    );
    refuse(&|s| s.to_act = Seat(2), "two seats");
    refuse(&|s| s.quiet_turns = 3, "quiet turns");
    refuse(&|s| s.first_turn_done = [false, true], "first turns");
    refuse(&|s| s.last_captures = vec![sq("c1")], "no captured piece");
    refuse(&|s| s.last_action = Some((GREEN, "zz".into())), "last action");
    refuse(
        &|s| {
            let spots = s.reserves[0].pop().unwrap();
            let piece = Piece {
                owner: GREEN,
                spots,
                captured: false,
            };
            s.board.push((sq("a2"), piece));
        },
        "Green has 9 pieces on the board; at most eight",
    );
    // A Black piece under Green's control with Green to act should be captured.
    refuse(&|s| s.board[2].0 = sq("c3"), "should have been captured");
    // Placement: pieces off the starting row, or placed out of turn.
    let mut placing = HotSpot::new(&Options::default(), 2, &mut SeededRng::new(1));
    apply(&mut placing, GREEN, &act("a1")).unwrap();
    let mut s = placing.to_setup();
    s.board[0].0 = sq("a2");
    assert!(HotSpot::from_setup(s).unwrap_err().to_string().contains("starting row"));
    let mut s = placing.to_setup();
    s.to_act = GREEN;
    assert!(HotSpot::from_setup(s)
        .unwrap_err()
        .to_string()
        .contains("Black should be placing"));
}

// --- Notation -------------------------------------------------------------------

#[test]
fn notation_accepts_every_form_and_prints_the_canonical_one() {
    for (text, canonical) in [
        ("d1", "d1"),
        (" D1 ", "d1"),
        ("c1-c4", "c1-c4"),
        ("C1 - C4", "c1-c4"),
        ("c1c4", "c1-c4"),
        ("c1 c4", "c1-c4"),
        ("c1–c4", "c1-c4"),
        ("c1=2", "c1=2"),
        ("C1 = 2", "c1=2"),
        ("f1=3 c1=2", "c1=2 f1=3"),
        ("f1=3, c1=2", "c1=2 f1=3"),
        ("b2=1,a3=2", "a3=2 b2=1"),
        ("h1=1 a8=2 a1=3 b1=2", "a1=3 a8=2 b1=2 h1=1"),
    ] {
        let action = Action::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(action.to_string(), canonical, "{text}");
        assert_eq!(Action::parse(canonical).unwrap(), action);
    }
    assert_eq!(Action::parse("c1c4").unwrap(), mv("c1", "c4"));
    assert_eq!(
        Action::parse("f1=3 c1=2").unwrap(),
        Action::Exchange(vec![(sq("c1"), 2), (sq("f1"), 3)])
    );
}

#[test]
fn notation_refuses_nonsense_in_one_short_line() {
    for (text, wanted) in [
        ("", "type an action"),
        ("i9", "'i9' is not a square"),
        ("c9-c4", "'c9' is not a square"),
        ("c1=4", "1, 2 or 3 spots, not 4"),
        ("c1=99999999999999", "1, 2 or 3 spots"),
        ("c1=2 d1", "an exchange is a square"),
        ("a1=1 b1=1 c1=1 d1=1 e1=1", "at most four"),
        ("resign", "'resign' is not a square"),
        ("c1-", "not Hot Spot notation"),
        ("c1 c2 c3", "not Hot Spot notation"),
        ("c1→c4", "unexpected '→'"),
        ("c1\nc4\u{202e}", "unexpected '\\u{202e}'"),
    ] {
        let err = Action::parse(text).unwrap_err().to_string();
        assert!(err.contains(wanted), "{text:?}: {err}");
        assert!(!err.contains('\n') && err.len() < 200, "{err}");
    }
    let huge = "x".repeat(10_000);
    let err = Action::parse(&huge).unwrap_err().to_string();
    assert!(err.len() < 200 && err.contains("too long"), "{err}");
    let long_word = format!("q{}", "1".repeat(80));
    let err = Action::parse(&long_word).unwrap_err().to_string();
    assert!(err.len() < 120, "{err}");
}

#[test]
fn events_read_as_sentences() {
    let cases = [
        (
            Event::Moved {
                seat: GREEN,
                spots: 2,
                from: sq("c1"),
                to: sq("c3"),
            },
            "Green moved the 2 from c1 to c3.",
        ),
        (
            Event::Exchanged {
                seat: BLACK,
                square: sq("f8"),
                out: 2,
                incoming: 1,
            },
            "Black exchanged the 2 on f8 for a 1.",
        ),
        (
            Event::Captured {
                by: GREEN,
                square: sq("c5"),
                spots: 2,
            },
            "Green captured Black's 2 on c5.",
        ),
        (Event::Passed { seat: BLACK }, "Black has no legal action and passes."),
        (
            Event::DrawnByQuietTurns,
            "Draw: fifty turns with one piece each and no capture.",
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
        GameKind::HotSpot.rules_summary().len() < 1500,
        "{}",
        GameKind::HotSpot.rules_summary().len()
    );
    for word in [
        "exactly N",
        "c1-c3",
        "c1=2 f1=3",
        "d1",
        "start of your turn",
        "50 turns",
    ] {
        assert!(GameKind::HotSpot.rules_summary().contains(word), "{word}");
    }
}

#[test]
fn the_view_shows_the_last_action_and_reserves() {
    let mut game = opening();
    apply(&mut game, GREEN, &act("b1=3 a1=2")).unwrap();
    let view = game.view();
    let last = view.last_action.unwrap();
    assert_eq!((last.seat, last.notation.as_str()), (GREEN, "a1=2 b1=3"));
    assert_eq!(last.squares, [sq("a1"), sq("b1")]);
    assert_eq!(view.reserves[0], [1, 1, 2, 3]);
    assert_eq!(view.first_turn, [false, true]);
    assert_eq!(view.board.len(), 16);
    assert!(view.board.windows(2).all(|w| w[0].square < w[1].square));
    assert_eq!(
        game.prompt(),
        "move a piece, or exchange up to four pieces (first turn)"
    );
}

// Localisation: every text of the engine in Spanish and French.

fn tr_all<T: Localize>(items: &[T]) -> Vec<Msg> {
    items.iter().map(Localize::msg).collect()
}

#[test]
fn every_text_is_translated_into_spanish_and_french() {
    let (from, to, at) = (sq("c1"), sq("c4"), sq("c3"));
    let events = [
        Event::Placed {
            seat: GREEN,
            spots: 2,
            square: from,
        },
        Event::Moved {
            seat: GREEN,
            spots: 3,
            from,
            to,
        },
        Event::Exchanged {
            seat: BLACK,
            square: from,
            out: 1,
            incoming: 3,
        },
        Event::Captured {
            by: GREEN,
            square: to,
            spots: 2,
        },
        Event::Passed { seat: BLACK },
        Event::PlayBegins,
        Event::Won { seat: BLACK },
        Event::DrawnByQuietTurns,
        Event::Resigned { seat: GREEN },
        Event::DrawAgreed,
    ];
    let mut errors = vec![
        RuleError::GameOver,
        RuleError::NotYourTurn(BLACK),
        RuleError::WrongPhase(PhaseMismatch::StillPlacing { rank: 1, spots: 2 }),
        RuleError::WrongPhase(PhaseMismatch::AllPlaced),
        RuleError::NotStartingRow { square: to, rank: 1 },
        RuleError::SquareTaken(from),
        RuleError::NothingToPlace,
        RuleError::Captured {
            square: from,
            verb: "moved",
        },
        RuleError::Captured {
            square: from,
            verb: "exchanged",
        },
        RuleError::NotYourPiece {
            square: from,
            owner: BLACK,
        },
        RuleError::NoPieceOfYours(from),
        RuleError::MustLeave(from),
        RuleError::NotStraight { from, to: sq("d3") },
        RuleError::WrongDistance { from, spots: 1 },
        RuleError::WrongDistance { from, spots: 3 },
        RuleError::EmptyExchange,
        RuleError::OneExchangeOnly,
        RuleError::TooManyExchanges,
        RuleError::NamedTwice(from),
        RuleError::NoSuchValue(4),
        RuleError::SameValue { square: from, spots: 2 },
    ];
    for by in [Occupant::Captured, Occupant::Yours, Occupant::Theirs(BLACK)] {
        errors.push(RuleError::Blocked { from, to, by, at });
        errors.push(RuleError::Occupied { to, by });
    }
    for have in 0..=4 {
        errors.push(RuleError::ReserveShort { spots: 3, have });
    }
    let long = "c1".repeat(60);
    let parse: Vec<ParseError> = [
        "",
        long.as_str(),
        "c1 c2 c3",
        "c1=4",
        "c1=999",
        "c1=",
        "a1=2 b1=2 c1=2 d1=2 e1=2",
        "c1?",
        "z9",
    ]
    .iter()
    .map(|text| Action::parse(text).unwrap_err())
    .collect();
    let mut game = opening();
    let mut prompts = vec![
        HotSpot::new(&Options::default(), 2, &mut SeededRng::new(1)).prompt(),
        game.prompt(),
    ];
    apply(&mut game, GREEN, &act("a1=2")).unwrap();
    apply(&mut game, BLACK, &act("a8=2")).unwrap();
    prompts.push(game.prompt());
    game.resign(GREEN);
    prompts.push(game.prompt());
    for msgs in [tr_all(&events), tr_all(&errors), tr_all(&parse), prompts] {
        assert_translated(&msgs);
    }
}

#[test]
fn refusals_and_events_read_in_spanish_and_french() {
    let captured = Event::Captured {
        by: GREEN,
        square: sq("c5"),
        spots: 2,
    }
    .msg();
    assert_eq!(captured.en(), "Green captured Black's 2 on c5.");
    assert_eq!(captured.tr(Locale::Es), "Verde ha capturado el 2 de Negro en c5.");
    assert_eq!(captured.tr(Locale::Fr), "Vert a capturé le 2 de Noir en c5.");
    let short = RuleError::ReserveShort { spots: 3, have: 2 }.msg();
    assert_eq!(short.tr(Locale::Es), "tu reserva solo tiene dos 3");
    assert_eq!(short.tr(Locale::Fr), "ta réserve n'a que deux 3");
    let none = RuleError::ReserveShort { spots: 1, have: 0 }.msg();
    assert_eq!(none.tr(Locale::Fr), "ta réserve n'a aucun 1 à échanger");
    let distance = RuleError::WrongDistance {
        from: sq("c1"),
        spots: 1,
    }
    .msg();
    assert_eq!(
        distance.tr(Locale::Es),
        "la pieza de c1 tiene 1 punto y tiene que moverse exactamente 1 casilla"
    );
    assert_eq!(
        distance.tr(Locale::Fr),
        "la pièce en c1 a 1 point et doit avancer d'exactement 1 case"
    );
    let blocked = RuleError::Blocked {
        from: sq("c1"),
        to: sq("c4"),
        by: Occupant::Theirs(BLACK),
        at: sq("c3"),
    }
    .msg();
    assert_eq!(
        blocked.tr(Locale::Es),
        "de c1 a c4 el paso está bloqueado por la pieza de Negro en c3"
    );
    let captured_piece = RuleError::Captured {
        square: sq("b2"),
        verb: "exchanged",
    }
    .msg();
    assert_eq!(
        captured_piece.tr(Locale::Fr),
        "ta pièce en b2 est capturée et ne peut plus être échangée"
    );
    assert_eq!(
        opening().prompt().tr(Locale::Fr),
        "déplace une pièce, ou échange jusqu'à quatre pièces (premier tour)"
    );
}
