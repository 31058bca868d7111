//! What only Number One keeps, over random playouts for 2, 3 and 4 players
//! (`every_game` checks what every game keeps): a near-miss action (another hole
//! for one end, pegs swapped) is refused without a change or is listed; every
//! game ends with one winner and the others out, within the bound the tokens set,
//! also after a player resigns or times out mid-game; a player out has no pegs;
//! and a turn's notation parses back to itself.

use parlor_games::i18n::Localize;
use parlor_games::number_one::{Action, Hole, NumberOne, Options, Phase, MAX_PLAYERS, MIN_PLAYERS};
use parlor_games::{Game, Outcome, Rng, Seat, SeatsOut, SeededRng};
use proptest::prelude::*;

/// Actions after which a playout counts as endless. Every move takes a token or
/// uses a flip, so no game can run longer than 91 + 12 moves plus placements.
const ACTION_CAP: usize = 120;

fn check_invariants(game: &NumberOne) {
    let view = game.view();
    assert!(view.pegs.iter().all(|p| !view.out.contains(&p.owner)));
}

/// A game restores exactly from its stored setup, through JSON too (the states
/// after a seat leaves are not ones random play reaches).
fn check_restores(game: &NumberOne) {
    let setup = game.to_setup();
    let restored = NumberOne::from_setup(setup.clone()).unwrap_or_else(|e| panic!("{e}: {setup:?}"));
    assert_eq!(&restored, game);
    let json = serde_json::to_value(&setup).unwrap();
    assert_eq!(
        NumberOne::from_setup(serde_json::from_value(json).unwrap()).as_ref(),
        Ok(game)
    );
    let view = game.view();
    assert_eq!(view.to_act, game.to_act());
    assert_eq!(view.outcome, game.outcome());
}

/// `seat`'s legal actions.
fn legal(game: &NumberOne, seat: Seat) -> Vec<Action> {
    let mut actions = Vec::new();
    game.legal_actions(seat, &mut actions);
    actions
}

/// A perturbed version of a legal action: another hole for one end.
fn perturb(action: &Action, noise: u32) -> Action {
    let shift = |hole: Hole| Hole::all().nth((hole.index() + noise as usize % 90 + 1) % 91).unwrap();
    match *action {
        Action::Move { from, to } if noise & 1 == 0 => Action::Move { from, to: shift(to) },
        Action::Move { from, to } => Action::Move { from: shift(from), to },
        Action::Place { small, medium, large } => match noise % 3 {
            0 => Action::Place {
                small: shift(small),
                medium,
                large,
            },
            1 => Action::Place {
                small: medium,
                medium: small,
                large: shift(large),
            },
            _ => Action::Place {
                small: large,
                medium,
                large,
            },
        },
    }
}

/// A random game for `players` from `seed` (`choices` steer it), checking on
/// the way what only Number One keeps; `every_game` checks the rest.
fn playout(players: usize, seed: u64, quick: bool, choices: &[u32]) {
    let mut rng = SeededRng::new(seed);
    let mut game = NumberOne::new(&Options { quick }, players, &mut rng);
    check_invariants(&game);
    let mut stream = SeededRng::new(seed ^ 0x5eed);
    for step in 0..=ACTION_CAP {
        let Some(seat) = game.to_act() else { break };
        assert!(step < ACTION_CAP, "the game did not end: {:?}", game.to_setup());
        let actions = legal(&game, seat);
        let choice = choices.get(step).copied().unwrap_or_else(|| stream.below(u32::MAX));
        let before = game.clone();
        let wild = perturb(&actions[choice as usize % actions.len()], choice / 7);
        let mut probe = game.clone();
        match probe.apply(seat, &wild, &mut rng) {
            Ok(_) => assert!(actions.contains(&wild), "{wild} applied but is not listed"),
            Err(e) => {
                assert_eq!(probe, before, "{wild} refused with '{e}' but changed the game");
                assert!(!actions.contains(&wild), "{wild} is listed but refused: {e}");
                let message = e.to_string();
                assert!(!message.contains('\n') && message.len() < 200, "{message}");
            }
        }
        let action = actions[choice as usize % actions.len()];
        game.apply(seat, &action, &mut rng).unwrap();
        check_invariants(&game);
    }
    let Outcome::Won(winner) = game.outcome() else {
        panic!("no winner: {:?}", game.outcome())
    };
    assert_eq!(game.phase(), Phase::Play);
    let view = game.view();
    assert_eq!(view.out.len(), players - 1);
    assert!(!view.out.contains(&winner));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 150, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_refuse_near_misses_and_end_with_a_winner(
        players in MIN_PLAYERS..=MAX_PLAYERS,
        seed in any::<u64>(),
        quick in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 1..64),
    ) {
        playout(players, seed, quick, &choices);
    }

    #[test]
    fn resigning_or_timing_out_mid_game_plays_on_to_a_winner(
        players in MIN_PLAYERS..=MAX_PLAYERS,
        seed in any::<u64>(),
        moves in 0usize..40,
        leaver in 0u8..4,
        timed_out in any::<bool>(),
    ) {
        let mut rng = SeededRng::new(seed);
        let mut game = NumberOne::new(&Options { quick: moves % 2 == 0 }, players, &mut rng);
        for _ in 0..moves {
            let Some(seat) = game.to_act() else { break };
            let actions = legal(&game, seat);
            let pick = rng.below(actions.len() as u32) as usize;
            game.apply(seat, &actions[pick], &mut rng).unwrap();
        }
        let seat = Seat(leaver % players as u8);
        let events = if timed_out {
            game.time_out(seat)
        } else {
            game.resign(seat).iter().map(Localize::msg).collect()
        };
        for event in &events {
            prop_assert!(event.en().ends_with('.'));
        }
        check_invariants(&game);
        check_restores(&game);
        for _ in 0..ACTION_CAP {
            let Some(seat) = game.to_act() else { break };
            let actions = legal(&game, seat);
            prop_assert!(!actions.is_empty());
            let pick = rng.below(actions.len() as u32) as usize;
            game.apply(seat, &actions[pick], &mut rng).unwrap();
            check_invariants(&game);
            check_restores(&game);
        }
        prop_assert!(matches!(game.outcome(), Outcome::Won(_)));
    }

    #[test]
    fn parsing_notation_like_text_never_panics(text in "[a-lA-LsmSM0-9 :=,\\-–]{0,40}") {
        check_parse(&text);
    }

    #[test]
    fn parsing_huge_lines_never_panics(unit in "\\PC{1,8}", repeat in 1usize..2000) {
        check_parse(&unit.repeat(repeat));
        check_parse(&format!("f{}", "9".repeat(repeat)));
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
    if let Ok(actions) = Action::parse_turn(text) {
        let joined: Vec<String> = actions.iter().map(ToString::to_string).collect();
        assert_eq!(Action::parse_turn(&joined.join(" ")).unwrap(), actions);
    }
}

#[test]
fn seeded_games_end_with_a_winner_for_every_table_size() {
    for players in MIN_PLAYERS..=MAX_PLAYERS {
        for seed in 0..10 {
            playout(players, seed, seed % 2 == 0, &[seed as u32 * 7919 + 13, 104_729, 3, 17]);
        }
    }
}
