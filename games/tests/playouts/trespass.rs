//! What only Trespass keeps, over random playouts with random secrets
//! (`every_game` checks what every game keeps): ten pieces a side numbered 0–9;
//! the public view shows which seats have picked but no number before the end,
//! each seat's view its own; no move before both picks, and no second pick;
//! only an ending names a secret, and a pass in play comes only with the draw;
//! a near-miss move is refused without a change or is listed; its notation parses
//! back to itself.

use parlor_games::trespass::{Action, Event, Options, Phase, RuleError, Square, Trespass, FILES, RANKS};
use parlor_games::{Game, Rng, Seat, Secrets, SeededRng};
use proptest::prelude::*;

/// Turns after which a playout stops if nobody has won.
const TURN_CAP: usize = 300;

fn check_invariants(game: &Trespass) {
    let setup = game.to_setup();
    assert_eq!(setup.board.len(), 20, "{setup:?}");
    for seat in [Seat::FIRST, Seat::SECOND] {
        let mut numbers: Vec<u8> = setup
            .board
            .iter()
            .filter(|(_, p)| p.owner == seat)
            .map(|(_, p)| p.number)
            .collect();
        numbers.sort();
        assert_eq!(numbers, (0..10).collect::<Vec<u8>>());
    }
    let view = game.view();
    assert_eq!(view.picked, [0, 1].map(|i| game.secret(Seat(i)).is_some()));
    if game.outcome().is_over() {
        assert_eq!(view.secrets, [game.secret(Seat::FIRST), game.secret(Seat::SECOND)]);
    } else {
        // The public view holds no secret, in the struct or in its JSON.
        assert_eq!(view.secrets, [None, None]);
        let json = serde_json::to_value(&view).unwrap();
        assert_eq!(json["secrets"], serde_json::json!([null, null]));
        for seat in [Seat::FIRST, Seat::SECOND] {
            let own = game.seat_view(seat).secrets;
            assert_eq!(own[seat.index()], game.secret(seat));
            assert_eq!(own[seat.opponent().index()], None);
        }
    }
}

/// A game restores exactly from its stored setup, through JSON text too (the
/// states between the two picks are not ones `every_game` stops at).
fn check_restores(game: &Trespass) {
    let setup = game.to_setup();
    let restored = Trespass::from_setup(setup.clone()).unwrap_or_else(|e| panic!("{e}: {setup:?}"));
    assert_eq!(&restored, game);
    let json: serde_json::Value = serde_json::from_str(&serde_json::to_string(&setup).unwrap()).unwrap();
    assert_eq!(
        Trespass::from_setup(serde_json::from_value(json).unwrap()).unwrap(),
        *game
    );
}

/// `seat`'s legal moves.
fn legal(game: &Trespass, seat: Seat) -> Vec<Action> {
    let mut actions = Vec::new();
    game.legal_actions(seat, &mut actions);
    actions
}

/// A perturbed version of a legal move: another start or end square.
fn perturb(action: &Action, noise: u32) -> Action {
    let shift = |square: Square| {
        Square::new(
            ((square.file() as u32 + noise) % FILES as u32) as u8,
            ((square.rank() as u32 + noise / 5) % RANKS as u32) as u8,
        )
        .unwrap()
    };
    let Action::Move { from, to } = *action;
    if noise & 1 == 0 {
        Action::Move { from, to: shift(to) }
    } else {
        Action::Move { from: shift(from), to }
    }
}

fn check_events(game: &Trespass, events: &[Event]) {
    for (i, event) in events.iter().enumerate() {
        match event {
            // Only an ending names the secrets.
            Event::Won { .. } | Event::SecretsRevealed { .. } => assert!(game.outcome().is_over()),
            // A pass in play only ever comes with the draw: after any move the
            // opponent can move something other than the moved piece, or nothing
            // at all can move (see the rules module).
            Event::Passed { .. } => assert_eq!(events.get(i + 1), Some(&Event::NeitherCanMove)),
            _ => {}
        }
    }
}

fn pick_secrets(game: &mut Trespass, secrets: [u8; 2], blue_first: bool) {
    let order = if blue_first {
        [Seat::SECOND, Seat::FIRST]
    } else {
        [Seat::FIRST, Seat::SECOND]
    };
    let mut no_dice = SeededRng::new(0);
    for (i, seat) in order.into_iter().enumerate() {
        let before = game.clone();
        assert_eq!(
            game.apply(seat, &Action::parse("a2-a3").unwrap(), &mut no_dice),
            Err(RuleError::WaitingForSecrets)
        );
        assert_eq!(*game, before);
        let events = game.set_secret(seat, secrets[seat.index()]).unwrap();
        assert_eq!(events.len(), if i == 0 { 1 } else { 2 });
        for event in &events {
            let sentence = event.en();
            assert!(sentence.ends_with('.') && !sentence.contains('\n'), "{sentence}");
        }
        let before = game.clone();
        assert!(game.set_secret(seat, (secrets[seat.index()] + 1) % 10).is_err());
        assert_eq!(*game, before);
        check_invariants(game);
        check_restores(game);
    }
    assert_eq!(game.phase(), Phase::Play);
}

/// A random game with the given `secrets` (`choices` steer it), checking on the
/// way what only Trespass keeps; `every_game` checks the rest.
fn playout(seed: u64, secrets: [u8; 2], blue_first: bool, choices: &[u32]) {
    let mut rng = SeededRng::new(seed);
    let mut game = Trespass::new(&Options::default(), 2, &mut rng);
    check_invariants(&game);
    pick_secrets(&mut game, secrets, blue_first);
    // The proptest choices steer the opening; a seeded stream plays on from there.
    let mut stream = SeededRng::new(seed ^ 0x5eed);
    for turn in 0..TURN_CAP {
        let choice = choices.get(turn).copied().unwrap_or_else(|| stream.below(u32::MAX));
        let Some(seat) = game.to_act() else { break };
        let actions = legal(&game, seat);
        // Perturbed moves: refused ones change nothing, accepted ones are listed.
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
        let events = game.apply(seat, &action, &mut rng).unwrap();
        assert!(matches!(events[0], Event::Moved { .. }));
        check_events(&game, &events);
        check_invariants(&game);
    }
    if game.outcome().is_over() {
        assert!(game.set_secret(Seat::FIRST, 0).is_err());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_keep_the_secrets_and_refuse_near_misses(
        seed in any::<u64>(),
        secrets in [0u8..10, 0u8..10],
        blue_first in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 1..64),
    ) {
        playout(seed, secrets, blue_first, &choices);
    }

    #[test]
    fn parsing_notation_like_text_never_panics(text in "[a-hA-H0-9 \\-–xX]{0,40}") {
        check_parse(&text);
    }

    #[test]
    fn parsing_huge_lines_never_panics(unit in "\\PC{1,8}", repeat in 1usize..2000) {
        check_parse(&unit.repeat(repeat));
        check_parse(&format!("a1-{}", "9".repeat(repeat)));
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
fn long_random_games_with_every_secret_end() {
    let mut ended = 0;
    for seed in 0..20u64 {
        let secrets = [(seed % 10) as u8, (seed * 7 % 10) as u8];
        playout(seed, secrets, seed % 2 == 0, &[seed as u32 * 7919 + 13, 104_729, 3, 17]);
        let mut game = Trespass::new(&Options::default(), 2, &mut SeededRng::new(seed));
        game.set_secret(Seat::FIRST, secrets[0]).unwrap();
        game.set_secret(Seat::SECOND, secrets[1]).unwrap();
        let mut stream = SeededRng::new(seed);
        while let Some(seat) = game.to_act() {
            let actions = legal(&game, seat);
            let action = actions[stream.below(actions.len() as u32) as usize];
            game.apply(seat, &action, &mut stream).unwrap();
        }
        ended += 1;
    }
    assert_eq!(ended, 20, "random games end");
}
