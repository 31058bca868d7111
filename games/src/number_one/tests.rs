//! Rules tests, each named after the rule it checks, built on the one-line
//! position helper [`pos`].

use super::board::radius;
use super::*;
use crate::i18n::testing::assert_translated;
use crate::i18n::{Locale, Localize, Msg};
use crate::{Game, GameKind, Outcome, Rng, Seat, SeatsOut, SeededRng};

crate::testkit::kit!(NumberOne);

const WHITE: Seat = Seat(0);
const BLACK: Seat = Seat(1);
const RED: Seat = Seat(2);

fn h(text: &str) -> Hole {
    Hole::parse(text).unwrap_or_else(|| panic!("bad hole {text}"))
}

fn mv(from: &str, to: &str) -> Action {
    Action::Move {
        from: h(from),
        to: h(to),
    }
}

/// A play-phase setup from a compact description:
/// `"1: Sf6 M*d4; 2: Sh7; empty: e5 e6"` — each seat's pegs by size letter and hole
/// (`*` marks a peg turned over), then optionally `empty:` holes without a token or
/// `tokens:` the only holes with one. Every other hole in play without a peg holds
/// a token. Seats with no pegs are out. White to act with all its pegs to move.
fn setup(players: u8, spec: &str) -> Setup {
    let mut pegs = Vec::new();
    let mut empty = Vec::new();
    let mut only: Option<Vec<Hole>> = None;
    let holes = |text: &str| text.split_whitespace().map(h).collect::<Vec<_>>();
    for part in spec.split(';') {
        let (who, rest) = part.trim().split_once(':').expect("1: … or empty: …");
        match who.trim() {
            "empty" => empty = holes(rest),
            "tokens" => only = Some(holes(rest)),
            n => {
                let owner = Seat(n.parse::<u8>().expect("seat number") - 1);
                for token in rest.split_whitespace() {
                    let size = match &token[..1] {
                        "S" => Size::Small,
                        "M" => Size::Medium,
                        _ => Size::Large,
                    };
                    let used = token.as_bytes()[1] == b'*';
                    let hole = h(token[1..].trim_start_matches('*'));
                    pegs.push((hole, Peg { owner, size, used }));
                }
            }
        }
    }
    let radius = radius(players);
    let tokens = only.unwrap_or_else(|| {
        Hole::all()
            .filter(|x| x.ring() <= radius && !empty.contains(x))
            .collect()
    });
    let tokens = tokens
        .into_iter()
        .filter(|x| pegs.iter().all(|(p, _)| p != x))
        .collect();
    let out = (0..players)
        .map(Seat)
        .filter(|s| pegs.iter().all(|(_, p)| p.owner != *s))
        .collect();
    let to_move = Size::ALL
        .into_iter()
        .filter(|s| pegs.iter().any(|(_, p)| p.owner == WHITE && p.size == *s))
        .collect();
    pegs.sort_by_key(|(_, p)| (p.owner, p.size));
    Setup {
        players,
        tokens,
        pegs,
        out,
        phase: Phase::Play,
        to_act: WHITE,
        to_move,
        moves: Vec::new(),
        outcome: Outcome::Ongoing,
    }
}

fn pos(players: u8, spec: &str) -> NumberOne {
    restore(setup(players, spec))
}

/// The landing holes of the moves listed for the peg on `from`.
fn targets(game: &NumberOne, seat: Seat, from: &str) -> Vec<Hole> {
    legal(game, seat)
        .into_iter()
        .filter_map(|a| match a {
            Action::Move { from: f, to } if f == h(from) => Some(to),
            _ => None,
        })
        .collect()
}

fn peg_on(game: &NumberOne, hole: &str) -> Option<Peg> {
    game.board.peg_at(h(hole))
}

/// Plays the first listed action for whoever is to act until `seat` is no longer to act.
fn play_out_turn(game: &mut NumberOne, seat: Seat) {
    while game.to_act() == Some(seat) {
        let action = legal(game, seat)[0];
        apply(game, seat, &action).unwrap();
    }
}

// --- Board ----------------------------------------------------------------------

#[test]
fn board_has_91_holes_and_inner_61() {
    let all: Vec<Hole> = Hole::all().collect();
    assert_eq!(all.len(), HOLES);
    assert!(all.windows(2).all(|w| w[0] < w[1]));
    assert!(all.iter().enumerate().all(|(i, x)| x.index() == i));
    let lengths: Vec<u8> = (0..ROWS).map(Hole::row_len).collect();
    assert_eq!(lengths, [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6]);
    assert_eq!(h("f6"), Hole::CENTRE);
    assert_eq!((all[0].to_string(), all[90].to_string()), ("a1".into(), "k6".into()));
    assert_eq!(Hole::parse("a7"), None);
    assert_eq!(Hole::parse("f12"), None);
    assert_eq!(Hole::parse("F11").unwrap().to_string(), "f11");
    let inner: Vec<String> = all
        .iter()
        .filter(|x| x.ring() <= INNER_RADIUS)
        .map(ToString::to_string)
        .collect();
    assert_eq!(inner.len(), 61);
    assert_eq!(inner[..5], ["b2", "b3", "b4", "b5", "b6"]);
    let two = NumberOne::new(&Options::default(), 2, &mut SeededRng::new(1));
    assert_eq!(two.view().holes.len(), 61);
    assert!(two.view().holes.iter().all(|x| x.token));
    let four = NumberOne::new(&Options::default(), 4, &mut SeededRng::new(1));
    assert_eq!(four.view().holes.len(), 91);
    // Rows and numbers place holes for drawing; neighbours follow the hex grid.
    assert_eq!((h("f6").row(), h("f6").number()), (5, 6));
    let around: Vec<String> = Direction::ALL
        .iter()
        .map(|&d| h("f6").neighbour(d).unwrap().to_string())
        .collect();
    assert_eq!(around, ["f7", "g6", "g5", "f5", "e5", "e6"]);
    assert_eq!(h("a1").neighbour(Direction::SouthWest), None);
    assert_eq!(serde_json::to_string(&h("f10")).unwrap(), "\"f10\"");
}

#[test]
fn start_areas_for_2_3_4_players() {
    let areas = |players: u8| -> Vec<String> {
        (0..players)
            .map(|s| {
                let area = board::start_area(players, Seat(s));
                area.map(|x| x.to_string()).join(" ")
            })
            .collect()
    };
    assert_eq!(areas(2), ["b2 b3 c2", "i7 j5 j6"]);
    assert_eq!(areas(3), ["b2 b3 c2", "i2 j2 j3", "e9 f10 g9"]);
    assert_eq!(areas(4), ["a1 a2 b1", "j1 k1 k2", "j7 k5 k6", "a5 a6 b7"]);
    // Two players sit on opposite corners: the areas mirror through the centre.
    for x in board::start_area(2, WHITE) {
        let mirror = Hole::from_axial(-x.q(), -x.r()).unwrap();
        assert!(board::start_area(2, BLACK).contains(&mirror));
    }
}

// --- Moving ---------------------------------------------------------------------

#[test]
fn a_peg_moves_exactly_its_size() {
    let mut game = pos(2, "1: Lf6 Sb2 Mh2; 2: Sj6");
    let large = targets(&game, WHITE, "f6");
    assert_eq!(large.len(), 6);
    assert!(large.iter().all(|x| x.distance(h("f6")) == 3));
    assert!(targets(&game, WHITE, "h2").iter().all(|x| x.distance(h("h2")) == 2));
    assert!(targets(&game, WHITE, "b2").iter().all(|x| x.distance(h("b2")) == 1));
    assert_eq!(
        refusal(&mut game, WHITE, &mv("f6", "f8")),
        "your large peg moves exactly 3 holes; f6 to f8 is 2 away"
    );
    assert_eq!(
        refusal(&mut game, WHITE, &mv("b2", "b4")),
        "your small peg moves exactly 1 hole; b2 to b4 is 2 away"
    );
    apply(&mut game, WHITE, &mv("f6", "f9")).unwrap();
    assert_eq!(peg_on(&game, "f9").map(|p| p.size), Some(Size::Large));
}

#[test]
fn pegs_cannot_pass_through_pegs() {
    let mut game = pos(2, "1: Lf6 Sb2; 2: Sf7");
    assert_eq!(
        refusal(&mut game, WHITE, &mv("f6", "f9")),
        "f6 to f9 is blocked by Black's small peg on f7"
    );
    assert_eq!(
        refusal(&mut game, WHITE, &mv("f6", "f7")),
        "f7 is taken by Black's small peg"
    );
    // Blocked on the first step, the large peg cannot go east at all.
    assert!(targets(&game, WHITE, "f6").iter().all(|x| x.r() != 0 || x.q() < 0));
}

#[test]
fn tokens_passed_over_stay() {
    let mut game = pos(2, "1: Lf6 Sb2; 2: Sj6; empty: f8");
    apply(&mut game, WHITE, &mv("f6", "f9")).unwrap();
    assert!(game.board.has_token(h("f7")));
    assert!(!game.board.has_token(h("f8")), "passing over an empty hole is fine");
    assert!(!game.board.has_token(h("f9")));
}

#[test]
fn bends_only_when_blocked() {
    // Open board: only straight moves, a bend is refused.
    let mut open = pos(2, "1: Mf6 Sb2; 2: Sj6");
    assert_eq!(targets(&open, WHITE, "f6").len(), 6);
    assert!(refusal(&mut open, WHITE, &mv("f6", "g7")).contains("needs a bend"));

    // By a peg: blocked on f8, the medium peg turns at f7 to either side.
    let mut game = pos(2, "1: Mf6 Sb2; 2: Sf8");
    let found = targets(&game, WHITE, "f6");
    assert!(found.contains(&h("g7")) && found.contains(&h("e7")), "{found:?}");
    apply(&mut game, WHITE, &mv("f6", "g7")).unwrap();
    let route = game.view().moves[0];
    assert_eq!((route.from, route.bend, route.to), (h("f6"), Some(h("f7")), h("g7")));

    // By the edge: on the inner board c4 runs into the edge after b3 and turns to b2.
    let mut edge = pos(2, "1: Mc4 Sf6; 2: Sj6");
    assert!(targets(&edge, WHITE, "c4").contains(&h("b2")));
    apply(&mut edge, WHITE, &mv("c4", "b2")).unwrap();
    assert_eq!(edge.view().moves[0].bend, Some(h("b3")));
    // On the full board the way on to a2 is open, so there is no bend to b2.
    let mut full = pos(4, "1: Mc4 Sf6; 2: Sj6");
    assert!(targets(&full, WHITE, "c4").contains(&h("a2")));
    assert!(refusal(&mut full, WHITE, &mv("c4", "b2")).contains("needs a bend"));

    // The large peg bends after one or two steps.
    let large = pos(2, "1: Lf6 Sb2; 2: Sf8");
    let found = targets(&large, WHITE, "f6");
    for hole in ["h7", "d7"] {
        assert!(found.contains(&h(hole)), "{hole}: {found:?}");
    }
    let blocked_late = pos(2, "1: Lf6 Sb2; 2: Sf9");
    let found = targets(&blocked_late, WHITE, "f6");
    for hole in ["g8", "e8"] {
        assert!(found.contains(&h(hole)), "{hole}: {found:?}");
    }
}

#[test]
fn the_small_peg_never_bends() {
    // Hemmed in at the corner, the small peg stays put even where a bend would free it.
    let game = pos(2, "1: Sb2 Mb3 Lc2; 2: Sc3");
    assert!(targets(&game, WHITE, "b2").is_empty());
    let free = pos(2, "1: Sf6; 2: Sf7");
    let found = targets(&free, WHITE, "f6");
    assert_eq!(found.len(), 5);
    assert!(found.iter().all(|x| x.distance(h("f6")) == 1));
}

#[test]
fn landing_takes_the_token() {
    let mut game = pos(2, "1: Sf6; 2: Sj6");
    let events = apply(&mut game, WHITE, &mv("f6", "f7")).unwrap();
    assert_eq!(
        events[0],
        Event::Moved {
            seat: WHITE,
            size: Size::Small,
            from: h("f6"),
            to: h("f7"),
            flipped: false
        }
    );
    assert!(!game.board.has_token(h("f7")));
    assert!(!peg_on(&game, "f7").unwrap().used);
    assert_eq!(game.to_act(), Some(BLACK));
}

#[test]
fn flip_once() {
    let mut game = pos(2, "1: Sf6 Mb2; 2: Sj6; empty: f7");
    let events = apply(&mut game, WHITE, &mv("f6", "f7")).unwrap();
    assert!(matches!(events[0], Event::Moved { flipped: true, .. }));
    assert!(events[0].to_string().contains("its one flip"), "{}", events[0]);
    assert!(peg_on(&game, "f7").unwrap().used);
    assert!(game.view().moves[0].flipped);

    let mut used = pos(2, "1: S*f6 Mb2; 2: Sj6; empty: f7");
    assert!(!targets(&used, WHITE, "f6").contains(&h("f7")));
    assert_eq!(
        refusal(&mut used, WHITE, &mv("f6", "f7")),
        "f7 has no token, and your small peg has already used its one flip"
    );
    // Landing on a token keeps the peg turned over.
    apply(&mut used, WHITE, &mv("f6", "f5")).unwrap();
    assert!(peg_on(&used, "f5").unwrap().used);
}

#[test]
fn second_flip_removes() {
    // The used medium peg could only land on empty holes: once the small peg has
    // moved, it is removed.
    let mut game = pos(2, "1: Sb2 M*f6; 2: Sj6; tokens: b3");
    assert!(targets(&game, WHITE, "f6").is_empty());
    let events = apply(&mut game, WHITE, &mv("b2", "b3")).unwrap();
    assert_eq!(
        events[1],
        Event::Removed {
            seat: WHITE,
            size: Size::Medium,
            hole: h("f6")
        }
    );
    assert!(peg_on(&game, "f6").is_none() && !game.board.has_token(h("f6")));
    assert!(!game.is_out(WHITE));
    assert_eq!(game.to_act(), Some(BLACK));

    // A fresh medium peg in the same place still has its flip.
    let mut fresh = pos(2, "1: Sb2 Mf6; 2: Sj6; tokens: b3");
    apply(&mut fresh, WHITE, &mv("b2", "b3")).unwrap();
    assert_eq!(fresh.to_act(), Some(WHITE));
    assert_eq!(targets(&fresh, WHITE, "f6").len(), 6);
}

#[test]
fn a_stuck_peg_freed_by_an_earlier_move_survives() {
    let mut game = pos(2, "1: Sb2 Mb3 Lc2; 2: Sc3");
    assert!(targets(&game, WHITE, "b2").is_empty());
    let events = apply(&mut game, WHITE, &mv("b3", "b5")).unwrap();
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(targets(&game, WHITE, "b2"), [h("b3")]);
    apply(&mut game, WHITE, &mv("b2", "b3")).unwrap();
    assert!(peg_on(&game, "b3").unwrap().used);
}

#[test]
fn losing_the_small_peg_eliminates_the_player() {
    let mut game = pos(3, "1: Sb2 Mf6; 2: Sc3 Mb3 Lc2; 3: Sf10");
    let events = apply(&mut game, WHITE, &mv("f6", "f8")).unwrap();
    assert_eq!(
        events[1..],
        [
            Event::Removed {
                seat: WHITE,
                size: Size::Small,
                hole: h("b2")
            },
            Event::Eliminated { seat: WHITE },
        ]
    );
    assert!(game.is_out(WHITE));
    assert!(game.view().pegs.iter().all(|p| p.owner != WHITE));
    assert!(!game.board.has_token(h("f8")) && !game.board.has_token(h("b2")));
    assert_eq!(game.to_act(), Some(BLACK));
    assert_eq!(game.view().out, [WHITE]);

    // With two players the other one wins at once.
    let mut duel = pos(2, "1: Sb2 Mf6; 2: Sc3 Mb3 Lc2");
    let events = apply(&mut duel, WHITE, &mv("f6", "f8")).unwrap();
    assert_eq!(events.last(), Some(&Event::Won { seat: BLACK }));
    assert_eq!(duel.outcome(), Outcome::Won(BLACK));
    assert_eq!(duel.to_act(), None);
    assert!(legal(&duel, BLACK).is_empty());
}

#[test]
fn elimination_skips_the_seat_in_turn_order() {
    let mut game = pos(3, "1: Sb2 Mf6; 2: Sc3 Mb3 Lc2; 3: Sf10");
    apply(&mut game, WHITE, &mv("f6", "f8")).unwrap();
    play_out_turn(&mut game, BLACK);
    assert_eq!(game.to_act(), Some(RED));
    play_out_turn(&mut game, RED);
    assert_eq!(game.to_act(), Some(BLACK));
    assert!(legal(&game, WHITE).is_empty());
    assert_eq!(refusal(&mut game, WHITE, &mv("f8", "f9")), "it is Black's turn");
}

#[test]
fn every_peg_moves_each_turn() {
    let mut game = NumberOne::new(&Options { quick: true }, 2, &mut SeededRng::new(5));
    assert_eq!(game.phase(), Phase::Play);
    assert_eq!(game.to_act(), Some(WHITE));
    assert_eq!(game.view().pegs.iter().filter(|p| p.to_move).count(), 3);
    let first = legal(&game, WHITE)[0];
    apply(&mut game, WHITE, &first).unwrap();
    assert_eq!(game.to_act(), Some(WHITE));
    assert_eq!(game.view().pegs.iter().filter(|p| p.to_move).count(), 2);
    let Action::Move { to, .. } = first else { unreachable!() };
    let again = Action::Move { from: to, to };
    assert_eq!(
        refusal(&mut game, WHITE, &again),
        "your small peg has already moved this turn"
    );
    assert!(legal(&game, WHITE)
        .iter()
        .all(|a| !matches!(a, Action::Move { from, .. } if *from == to)));
    assert_eq!(
        game.prompt(),
        "move your medium and large pegs exactly its size (one move per peg, like f6-f7)"
    );
    play_out_turn(&mut game, WHITE);
    assert_eq!(game.to_act(), Some(BLACK));
    assert_eq!(game.view().moves.len(), 3, "the finished turn stays on show");
    let first = legal(&game, BLACK)[0];
    apply(&mut game, BLACK, &first).unwrap();
    assert_eq!(game.view().moves.len(), 1);
}

// --- Set-up ---------------------------------------------------------------------

#[test]
fn placement_goes_in_seat_order_then_white_moves_first() {
    let mut game = NumberOne::new(&Options::default(), 2, &mut SeededRng::new(1));
    assert_eq!((game.phase(), game.to_act()), (Phase::Placement, Some(WHITE)));
    assert_eq!(legal(&game, WHITE).len(), 6);
    assert_eq!(
        game.prompt(),
        "put your small, medium and large pegs on b2, b3 and c2 in any order, like S:b2 M:b3 L:c2"
    );
    assert!(refusal(&mut game, WHITE, &mv("b2", "b3")).contains("still being placed"));
    assert_eq!(
        refusal(&mut game, WHITE, &act("S:b2 M:b3 L:b4")),
        "b4 is not in your start area (b2, b3 and c2)"
    );
    apply(&mut game, WHITE, &act("L:b2 S:c2 M:b3")).unwrap();
    assert!(!game.board.has_token(h("b2")));
    assert_eq!(peg_on(&game, "c2").unwrap().size, Size::Small);
    assert_eq!(game.to_act(), Some(BLACK));
    assert!(refusal(&mut game, BLACK, &act("S:b2 M:b3 L:c2")).contains("not in your start area"));
    let events = apply(&mut game, BLACK, &act("S:j6 M:j5 L:i7")).unwrap();
    assert_eq!(events[1], Event::PlayBegins { seat: WHITE });
    assert_eq!((game.phase(), game.to_act()), (Phase::Play, Some(WHITE)));
    assert!(refusal(&mut game, WHITE, &act("S:b2 M:b3 L:c2")).contains("all pegs are placed"));
}

#[test]
fn quick_places_everything_at_random() {
    for players in 2..=4u8 {
        let game = NumberOne::new(&Options { quick: true }, players as usize, &mut SeededRng::new(9));
        assert_eq!(game.phase(), Phase::Play);
        let view = game.view();
        assert_eq!(view.pegs.len(), 3 * players as usize);
        for peg in &view.pegs {
            assert!(view.start_areas[peg.owner.index()].contains(&peg.hole));
        }
    }
    let a = NumberOne::new(&Options { quick: true }, 4, &mut SeededRng::new(1));
    let differs = (2..20).any(|seed| NumberOne::new(&Options { quick: true }, 4, &mut SeededRng::new(seed)) != a);
    assert!(differs, "the arrangement comes from the rng");
}

#[test]
fn options_are_words_and_unknown_ones_are_named() {
    assert_eq!(Options::parse("").unwrap(), Options::default());
    assert!(Options::parse(" quick, QUICK ").unwrap().quick);
    assert_eq!(
        Options::parse("quick fast").unwrap_err().to_string(),
        "unknown option 'fast' for Number One; known options: quick"
    );
}

// --- Leaving --------------------------------------------------------------------

#[test]
fn a_resigning_player_leaves_and_the_others_play_on() {
    let mut game = NumberOne::new(&Options { quick: true }, 3, &mut SeededRng::new(3));
    assert_eq!(game.resign(BLACK), [Event::Resigned { seat: BLACK }]);
    assert!(game.is_out(BLACK));
    assert_eq!(game.to_act(), Some(WHITE));
    assert_eq!(game.view().pegs.len(), 6);
    assert!(game.resign(BLACK).is_empty());
    let events = game.time_out(WHITE);
    assert_eq!(
        events,
        [Event::TimedOut { seat: WHITE }.msg(), Event::Won { seat: RED }.msg()]
    );
    assert_eq!(game.outcome(), Outcome::Won(RED));
    assert_eq!(events[0].en(), "White ran out of time and is out.");
}

#[test]
fn resigning_on_your_turn_passes_it_on() {
    let mut game = NumberOne::new(&Options { quick: true }, 3, &mut SeededRng::new(3));
    game.resign(WHITE);
    assert_eq!(game.to_act(), Some(BLACK));
    // During placement the next player places.
    let mut placing = NumberOne::new(&Options::default(), 3, &mut SeededRng::new(3));
    placing.resign(WHITE);
    assert_eq!((placing.phase(), placing.to_act()), (Phase::Placement, Some(BLACK)));
    play_out_turn(&mut placing, BLACK);
    play_out_turn(&mut placing, RED);
    assert_eq!(placing.phase(), Phase::Play);
    assert_eq!(placing.to_act(), Some(BLACK));
    assert_eq!(placing.agree_draw(), [Event::DrawAgreed]);
    assert_eq!(placing.outcome(), Outcome::Draw);
}

// --- Whole games ----------------------------------------------------------------

fn random_game_to_the_end(players: usize, seed: u64) -> NumberOne {
    let mut rng = SeededRng::new(seed);
    let mut game = NumberOne::new(&Options { quick: true }, players, &mut rng);
    for _ in 0..1000 {
        let Some(seat) = game.to_act() else { break };
        let actions = legal(&game, seat);
        let action = actions[rng.below(actions.len() as u32) as usize];
        apply(&mut game, seat, &action).unwrap();
        assert_eq!(NumberOne::from_setup(game.to_setup()).as_ref(), Ok(&game));
    }
    game
}

fn assert_one_winner(game: &NumberOne, players: usize) {
    let Outcome::Won(winner) = game.outcome() else {
        panic!("no winner: {:?}", game.outcome())
    };
    let view = game.view();
    assert_eq!(view.out.len(), players - 1);
    assert!(!view.out.contains(&winner));
    assert!(view.pegs.iter().all(|p| p.owner == winner));
}

#[test]
fn three_player_game_to_the_end() {
    for seed in 0..8 {
        assert_one_winner(&random_game_to_the_end(3, seed), 3);
    }
}

#[test]
fn four_player_game_to_the_end() {
    for seed in 0..8 {
        assert_one_winner(&random_game_to_the_end(4, seed), 4);
    }
}

#[test]
fn two_player_game_to_the_end() {
    for seed in 0..8 {
        assert_one_winner(&random_game_to_the_end(2, seed), 2);
    }
}

// --- Storage --------------------------------------------------------------------

#[test]
fn stored_games_restore_through_from_setup() {
    let mut game = NumberOne::new(&Options { quick: true }, 4, &mut SeededRng::new(21));
    for _ in 0..30 {
        let Some(seat) = game.to_act() else { break };
        let action = *legal(&game, seat).last().unwrap();
        apply(&mut game, seat, &action).unwrap();
        let stored = serde_json::to_value(game.to_setup()).unwrap();
        let setup: Setup = serde_json::from_value(stored).unwrap();
        assert_eq!(NumberOne::from_setup(setup).unwrap(), game);
    }
}

#[test]
fn from_setup_refuses_broken_positions() {
    let refuse = |edit: &dyn Fn(&mut Setup), wanted: &str| {
        let mut s = setup(2, "1: Sf6 Mb2; 2: Sj6 Lc4");
        edit(&mut s);
        let err = NumberOne::from_setup(s).unwrap_err().to_string();
        assert!(err.starts_with("invalid Number One position: "), "{err}");
        assert!(err.contains(wanted), "{err} lacks {wanted}");
    };
    refuse(&|s| s.players = 5, "5 players");
    refuse(&|s| s.players = 1, "1 players");
    refuse(&|s| s.pegs[1].0 = s.pegs[0].0, "two pegs stand on f6");
    refuse(&|s| s.tokens.push(h("f7")), "f7 is listed twice among the tokens");
    refuse(&|s| s.tokens.push(h("a1")), "a token lies on a1, outside the board");
    refuse(&|s| s.tokens.insert(0, h("b2")), "the peg on b2 stands on a token");
    refuse(&|s| s.pegs[0].0 = h("a1"), "outside the board");
    refuse(&|s| s.pegs[1].1.size = Size::Small, "two small pegs");
    refuse(&|s| s.pegs[2].1.owner = Seat(3), "there are 2 players");
    refuse(&|s| s.to_act = Seat(2), "the seat to act");
    refuse(&|s| s.out.push(BLACK), "still has pegs");
    refuse(
        &|s| {
            s.pegs.retain(|(_, p)| p.owner != BLACK || p.size != Size::Small);
        },
        "Black has lost the small peg but is not out",
    );
    refuse(&|s| s.to_move.push(Size::Large), "not on the board");
    refuse(&|s| s.to_move.clear(), "should have been removed");
    refuse(&|s| s.outcome = Outcome::Won(BLACK), "not the last player left");
    refuse(&|s| s.phase = Phase::Placement, "has pegs on the board before placing");
    // A peg standing on a token.
    let mut s = setup(2, "1: Sf6 Mb2; 2: Sj6");
    s.tokens.push(h("f6"));
    s.tokens.sort();
    assert!(NumberOne::from_setup(s)
        .unwrap_err()
        .to_string()
        .contains("stands on a token"));
    // Placement: a seat placed out of its start area.
    let mut placing = NumberOne::new(&Options::default(), 2, &mut SeededRng::new(1));
    apply(&mut placing, WHITE, &act("S:b2 M:b3 L:c2")).unwrap();
    let mut s = placing.to_setup();
    s.pegs[0].0 = h("d4");
    assert!(NumberOne::from_setup(s).is_err());
    let mut s = placing.to_setup();
    s.to_act = WHITE;
    assert!(NumberOne::from_setup(s)
        .unwrap_err()
        .to_string()
        .contains("before placing"));
    assert_eq!(NumberOne::from_setup(placing.to_setup()).unwrap(), placing);
}

// --- Notation -------------------------------------------------------------------

#[test]
fn notation_round_trip() {
    for (text, canonical) in [
        ("f6-f7", "f6-f7"),
        (" F6 - F7 ", "f6-f7"),
        ("f6f7", "f6-f7"),
        ("f6 f7", "f6-f7"),
        ("f6–f7", "f6-f7"),
        ("f10-f11", "f10-f11"),
        ("f10f11", "f10-f11"),
        ("S:b2 M:b3 L:c2", "S:b2 M:b3 L:c2"),
        ("l:c2 s:b2 m:b3", "S:b2 M:b3 L:c2"),
        ("S b2, M b3, L c2", "S:b2 M:b3 L:c2"),
        ("small=b2 medium=b3 large=c2", "S:b2 M:b3 L:c2"),
    ] {
        let action = Action::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(action.to_string(), canonical, "{text}");
        assert_eq!(Action::parse(canonical).unwrap(), action);
    }
    for hole in Hole::all() {
        for to in Hole::all().step_by(7) {
            let action = Action::Move { from: hole, to };
            assert_eq!(Action::parse(&action.to_string()).unwrap(), action);
        }
    }
    assert_eq!(
        Action::parse_turn("f6-f7 b3-d4 c2c3").unwrap(),
        [mv("f6", "f7"), mv("b3", "d4"), mv("c2", "c3")]
    );
    assert_eq!(Action::parse_turn("S:b2 M:b3 L:c2").unwrap(), [act("S:b2 M:b3 L:c2")]);
}

#[test]
fn notation_refuses_nonsense_in_one_short_line() {
    for (text, wanted) in [
        ("", "type an action"),
        ("l9", "'l9' is not a hole"),
        ("a7-a6", "'a7' is not a hole"),
        ("f0-f1", "'f0' is not a hole"),
        ("S:b2 M:b3", "the large peg is missing"),
        ("S:b2 S:b3 L:c2", "named twice"),
        ("S:b2 M:b3 L", "a placement names each peg"),
        ("f6-f7 b3-d4", "more than one move"),
        ("resign", "'resign' is not a hole"),
        ("f6-", "not Number One notation"),
        ("f6→f7", "unexpected '→'"),
        ("f6\nf7\u{202e}", "unexpected '\\u{202e}'"),
    ] {
        let err = Action::parse(text).unwrap_err().to_string();
        assert!(err.contains(wanted), "{text:?}: {err}");
        assert!(!err.contains('\n') && err.len() < 200, "{err}");
    }
    let huge = "x".repeat(10_000);
    let err = Action::parse(&huge).unwrap_err().to_string();
    assert!(err.len() < 200 && err.contains("too long"), "{err}");
    assert!(Action::parse_turn("f6-f7 b3").is_err());
}

#[test]
fn events_read_as_sentences() {
    let cases = [
        (
            Event::Moved {
                seat: WHITE,
                size: Size::Large,
                from: h("b3"),
                to: h("e3"),
                flipped: false,
            },
            "White moved the large peg from b3 to e3.",
        ),
        (
            Event::Moved {
                seat: RED,
                size: Size::Medium,
                from: h("f6"),
                to: h("g7"),
                flipped: true,
            },
            "Red moved the medium peg from f6 to the empty hole g7 and turned it over (its one flip).",
        ),
        (
            Event::Removed {
                seat: BLACK,
                size: Size::Small,
                hole: h("c2"),
            },
            "Black's small peg on c2 cannot move and is removed.",
        ),
        (
            Event::Eliminated { seat: Seat(3) },
            "Blue has lost the small peg, so all Blue's pegs leave the board: Blue is out.",
        ),
        (Event::Won { seat: RED }, "Red is the last player left and wins."),
        (Event::PlayBegins { seat: WHITE }, "Play begins: White moves first."),
        (
            Event::Placed {
                seat: WHITE,
                small: h("b2"),
                medium: h("b3"),
                large: h("c2"),
            },
            "White placed the small peg on b2, the medium on b3 and the large on c2.",
        ),
        (Event::Resigned { seat: BLACK }, "Black resigned and is out."),
        (Event::DrawAgreed, "Draw agreed."),
    ];
    for (event, text) in cases {
        assert_eq!(event.to_string(), text);
    }
}

#[test]
fn the_rules_summary_fits_a_discord_message() {
    assert!(
        GameKind::NumberOne.rules_summary().len() < 1500,
        "{}",
        GameKind::NumberOne.rules_summary().len()
    );
    for word in [
        "exactly its size",
        "f6-f7",
        "S:b2 M:b3 L:c2",
        "60°",
        "once per peg",
        "small peg",
        "last player left",
    ] {
        assert!(GameKind::NumberOne.rules_summary().contains(word), "{word}");
    }
}

#[test]
fn the_view_is_a_complete_position() {
    let game = pos(3, "1: Sb2 M*f6; 2: Sc3; 3: Sf10; empty: d4");
    let view = game.view();
    assert_eq!((view.players, view.phase, view.to_act), (3, Phase::Play, Some(WHITE)));
    assert_eq!(view.holes.len(), 61);
    let d4 = view.holes.iter().find(|x| x.hole == h("d4")).unwrap();
    assert_eq!((d4.row, d4.number, d4.token), (3, 4, false));
    let medium = view.pegs.iter().find(|p| p.hole == h("f6")).unwrap();
    assert!(medium.used && medium.to_move);
    assert!(view.pegs.iter().filter(|p| p.owner != WHITE).all(|p| !p.to_move));
    let json = serde_json::to_value(&view).unwrap();
    assert_eq!(json["pegs"][1]["hole"], "f6");
    assert_eq!(json["pegs"][1]["size"], "medium");
}

#[test]
fn a_turn_of_separators_alone_names_no_move_and_is_refused() {
    for text in [",", "-", " , ", "–", ",,-"] {
        assert!(Action::parse_turn(text).is_err(), "{text:?} must not be an empty turn");
    }
}

// Localisation: every text of the engine in Spanish and French.

fn tr_all<T: Localize>(items: &[T]) -> Vec<Msg> {
    items.iter().map(Localize::msg).collect()
}

#[test]
fn every_text_is_translated_into_spanish_and_french() {
    let (from, to, at) = (h("b3"), h("e3"), h("c3"));
    let events = [
        Event::Placed {
            seat: WHITE,
            small: h("b2"),
            medium: h("b3"),
            large: h("c2"),
        },
        Event::PlayBegins { seat: WHITE },
        Event::Moved {
            seat: BLACK,
            size: Size::Large,
            from,
            to,
            flipped: false,
        },
        Event::Moved {
            seat: RED,
            size: Size::Medium,
            from,
            to,
            flipped: true,
        },
        Event::Removed {
            seat: BLACK,
            size: Size::Small,
            hole: from,
        },
        Event::Eliminated { seat: BLACK },
        Event::Won { seat: Seat(3) },
        Event::Resigned { seat: RED },
        Event::TimedOut { seat: WHITE },
        Event::DrawAgreed,
    ];
    let area = [h("b2"), h("b3"), h("c2")];
    let mut errors = vec![
        RuleError::GameOver,
        RuleError::NotYourTurn(RED),
        RuleError::WrongPhase(PhaseMismatch::StillPlacing {
            area,
            example: act("S:b2 M:b3 L:c2"),
        }),
        RuleError::WrongPhase(PhaseMismatch::AllPlaced),
        RuleError::NotInStartArea { hole: to, area },
        RuleError::NamedTwice(from),
        RuleError::NotYourPeg {
            hole: from,
            owner: BLACK,
        },
        RuleError::NoPegOfYours(from),
        RuleError::OutsideBoard {
            hole: h("a1"),
            players: 3,
        },
        RuleError::Taken {
            hole: to,
            owner: PegOwner::Yours,
            size: Size::Small,
        },
        RuleError::Taken {
            hole: to,
            owner: PegOwner::Theirs(RED),
            size: Size::Large,
        },
        RuleError::RunsOff { from, to, at },
        RuleError::BlockedStraight { from, to },
        RuleError::SmallNeverBends { from, to },
        RuleError::BendNotAllowed { from, to },
    ];
    for size in Size::ALL {
        errors.push(RuleError::AlreadyMoved(size));
        errors.push(RuleError::WrongDistance {
            size,
            from,
            to,
            distance: 3,
        });
        errors.push(RuleError::Blocked {
            from,
            to,
            by: Peg {
                owner: BLACK,
                size,
                used: false,
            },
            at,
        });
        errors.push(RuleError::FlipUsed { hole: to, size });
    }
    let long = "f6".repeat(60);
    let parse: Vec<ParseError> = [
        "",
        long.as_str(),
        "f6-f7 b3-d4",
        "f6",
        "S:b2 S:b3",
        "S:b2 M:b3",
        "S b2 M",
        "f6?",
        "z9-f7",
    ]
    .iter()
    .map(|text| Action::parse(text).unwrap_err())
    .chain([
        Action::parse_turn("f6-f7 b3").unwrap_err(),
        Action::parse_turn(",").unwrap_err(),
    ])
    .collect();
    let mut game = NumberOne::new(&Options::default(), 2, &mut SeededRng::new(1));
    let mut prompts = vec![game.prompt()];
    let quick = NumberOne::new(&Options { quick: true }, 2, &mut SeededRng::new(1));
    prompts.push(quick.prompt());
    game.resign(WHITE);
    prompts.push(game.prompt());
    for msgs in [tr_all(&events), tr_all(&errors), tr_all(&parse), prompts] {
        assert_translated(&msgs);
    }
}

#[test]
fn refusals_and_events_read_in_spanish_and_french() {
    let moved = Event::Moved {
        seat: WHITE,
        size: Size::Large,
        from: h("b3"),
        to: h("e3"),
        flipped: false,
    }
    .msg();
    assert_eq!(moved.en(), "White moved the large peg from b3 to e3.");
    assert_eq!(moved.tr(Locale::Es), "Blanco ha movido la clavija grande de b3 a e3.");
    assert_eq!(moved.tr(Locale::Fr), "Blanc a déplacé la grande fiche de b3 à e3.");
    let medium = RuleError::AlreadyMoved(Size::Medium).msg();
    assert_eq!(
        medium.tr(Locale::Es),
        "tu clavija mediana ya se ha movido en este turno"
    );
    assert_eq!(medium.tr(Locale::Fr), "ta fiche moyenne a déjà bougé ce tour-ci");
    let area = RuleError::NotInStartArea {
        hole: h("b4"),
        area: [h("b2"), h("b3"), h("c2")],
    }
    .msg();
    assert_eq!(area.en(), "b4 is not in your start area (b2, b3 and c2)");
    assert_eq!(area.tr(Locale::Es), "b4 no está en tu zona de salida (b2, b3 y c2)");
    assert_eq!(
        area.tr(Locale::Fr),
        "b4 n'est pas dans ta zone de départ (b2, b3 et c2)"
    );
    let small = RuleError::WrongDistance {
        size: Size::Small,
        from: h("f6"),
        to: h("f8"),
        distance: 2,
    }
    .msg();
    assert_eq!(
        small.tr(Locale::Fr),
        "ta petite fiche avance d'exactement 1 trou ; de f6 à f8, il y en a 2"
    );
    let taken = RuleError::Taken {
        hole: h("e3"),
        owner: PegOwner::Theirs(RED),
        size: Size::Small,
    }
    .msg();
    assert_eq!(taken.en(), "e3 is taken by Red's small peg");
    assert_eq!(taken.tr(Locale::Es), "e3 está ocupado por la clavija pequeña de Rojo");
    let out = Event::TimedOut { seat: WHITE }.msg();
    assert_eq!(out.tr(Locale::Es), "Blanco se ha quedado sin tiempo y queda eliminado.");
    assert_eq!(out.tr(Locale::Fr), "Blanc n'a plus de temps et est éliminé.");
}
