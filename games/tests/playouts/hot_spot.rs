//! What only Hot Spot keeps, over random playouts (`every_game` checks what every
//! game keeps): the twelve pieces a side, four of each value, are never more or
//! fewer; a near-miss action (another square, other spots, an extra exchange
//! pair) is refused without a change or is listed; nothing is left to place once
//! play begins; and its notation parses back to itself.

use parlor_games::hot_spot::{Action, HotSpot, Options, Phase, Setup, Square};
use parlor_games::{Game, Rng, Seat, SeededRng};
use proptest::prelude::*;

/// Turns after which a playout stops if nobody has won (random play rarely ends).
const TURN_CAP: usize = 400;

fn piece_count(setup: &Setup, seat: Seat) -> usize {
    setup.board.iter().filter(|(_, p)| p.owner == seat).count()
        + setup.reserves[seat.index()].len()
        + setup.to_place[seat.index()].len()
}

fn check_invariants(game: &HotSpot) {
    let setup = game.to_setup();
    for seat in [Seat::FIRST, Seat::SECOND] {
        assert_eq!(piece_count(&setup, seat), 12, "{setup:?}");
        let mut spots: Vec<u8> = setup
            .board
            .iter()
            .filter(|(_, p)| p.owner == seat)
            .map(|(_, p)| p.spots)
            .chain(setup.reserves[seat.index()].iter().copied())
            .chain(setup.to_place[seat.index()].iter().copied())
            .collect();
        spots.sort();
        assert_eq!(spots, [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    }
}

/// The action with its exchange pairs in canonical (alphabetical) order.
fn canonical(action: Action) -> Action {
    match action {
        Action::Exchange(mut pairs) => {
            pairs.sort_by_key(|(square, _)| (square.file(), square.rank()));
            Action::Exchange(pairs)
        }
        other => other,
    }
}

/// A perturbed version of a legal action: another square, other spots, an extra pair.
fn perturb(action: &Action, noise: u32) -> Action {
    let shift = |square: Square| {
        Square::new(
            ((square.file() as u32 + noise) % 8) as u8,
            ((square.rank() as u32 + noise / 8) % 8) as u8,
        )
        .unwrap()
    };
    match action {
        Action::Place(square) => Action::Place(shift(*square)),
        Action::Move { from, to } if noise & 1 == 0 => Action::Move {
            from: *from,
            to: shift(*to),
        },
        Action::Move { from, to } => Action::Move {
            from: shift(*from),
            to: *to,
        },
        Action::Exchange(pairs) => {
            let mut pairs = pairs.clone();
            match noise % 3 {
                0 => pairs[0].1 = (noise % 5) as u8,
                1 => pairs.push((shift(pairs[0].0), (noise % 3 + 1) as u8)),
                _ => pairs[0].0 = shift(pairs[0].0),
            }
            Action::Exchange(pairs)
        }
    }
}

/// `seat`'s legal actions.
fn legal(game: &HotSpot, seat: Seat) -> Vec<Action> {
    let mut actions = Vec::new();
    game.legal_actions(seat, &mut actions);
    actions
}

/// A random game from `seed` (`choices` steer the opening), checking on the way
/// what only Hot Spot keeps; `every_game` checks the rest.
fn playout(seed: u64, quick: bool, choices: &[u32]) {
    let mut rng = SeededRng::new(seed);
    let mut game = HotSpot::new(&Options { quick }, 2, &mut rng);
    check_invariants(&game);
    // The proptest choices steer the opening; a seeded stream plays on from there.
    let mut stream = SeededRng::new(seed ^ 0x5eed);
    for turn in 0..TURN_CAP {
        let choice = choices.get(turn).copied().unwrap_or_else(|| stream.below(u32::MAX));
        let Some(seat) = game.to_act() else { break };
        let actions = legal(&game, seat);
        // Perturbed actions: refused ones change nothing, accepted ones are listed.
        let before = game.clone();
        let wild = canonical(perturb(&actions[choice as usize % actions.len()], choice / 7));
        let mut probe = game.clone();
        match probe.apply(seat, &wild, &mut rng) {
            Ok(_) => assert!(actions.contains(&wild), "{wild} applied but is not listed"),
            Err(e) => {
                assert_eq!(probe, before, "{wild} refused with '{e}' but changed the game");
                assert!(!actions.contains(&wild), "{wild} is listed but refused: {e}");
            }
        }
        let action = &actions[choice as usize % actions.len()];
        game.apply(seat, action, &mut rng).unwrap();
        check_invariants(&game);
        if game.phase() == Phase::Play {
            assert!(game.to_setup().to_place.iter().all(Vec::is_empty));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_keep_twelve_pieces_a_side_and_refuse_near_misses(
        seed in any::<u64>(),
        quick in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 1..64),
    ) {
        playout(seed, quick, &choices);
    }

    #[test]
    fn parsing_notation_like_text_never_panics(text in "[a-jA-J0-9 =,\\-–xX]{0,40}") {
        check_parse(&text);
    }

    #[test]
    fn parsing_huge_lines_never_panics(unit in "\\PC{1,8}", repeat in 1usize..2000) {
        check_parse(&unit.repeat(repeat));
        check_parse(&format!("c1={}", "9".repeat(repeat)));
    }
}

fn check_parse(text: &str) {
    match Action::parse(text) {
        Ok(action) => {
            let canonical = action.to_string();
            assert_eq!(Action::parse(&canonical).unwrap(), action);
        }
        Err(e) => {
            let message = e.to_string();
            assert!(!message.contains('\n') && !message.contains('\r'), "{message:?}");
            assert!(message.chars().count() < 200, "{message}");
        }
    }
}

#[test]
fn seeded_games_keep_twelve_pieces_a_side() {
    for seed in 0..20 {
        playout(seed, true, &[seed as u32 * 7919 + 13, 104_729, 3, 17, 65_537]);
    }
}
