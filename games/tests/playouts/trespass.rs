//! Property tests over random Trespass playouts with random secrets: every listed
//! move is legal and round-trips through notation, refused actions change nothing,
//! stored games restore exactly, the public view never holds a secret before the
//! end, and parsing never panics.

use parlor_games::trespass::{Action, Event, Options, Phase, RuleError, Square, Trespass, FILES, RANKS};
use parlor_games::{Outcome, Rng, Seat, SeededRng};
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
    let restored = Trespass::from_setup(setup.clone()).unwrap_or_else(|e| panic!("{e}: {setup:?}"));
    assert_eq!(&restored, game);
    let json: serde_json::Value = serde_json::from_str(&serde_json::to_string(&setup).unwrap()).unwrap();
    assert_eq!(
        Trespass::from_setup(serde_json::from_value(json).unwrap()).unwrap(),
        *game
    );

    let view = game.view();
    assert_eq!(view.to_act, game.to_act());
    assert_eq!(view.outcome, game.outcome());
    assert_eq!(view.picked, [0, 1].map(|i| game.secret(Seat(i)).is_some()));
    if game.outcome().is_over() {
        assert_eq!(view.secrets, [game.secret(Seat::FIRST), game.secret(Seat::SECOND)]);
    } else {
        // The public view holds no secret, in the struct or in its JSON.
        assert_eq!(view.secrets, [None, None]);
        let json = serde_json::to_value(&view).unwrap();
        assert_eq!(json["secrets"], serde_json::json!([null, null]));
        for seat in [Seat::FIRST, Seat::SECOND] {
            let own = game.view_for(seat).secrets;
            assert_eq!(own[seat.index()], game.secret(seat));
            assert_eq!(own[seat.opponent().index()], None);
        }
    }
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
        let sentence = event.to_string();
        assert!(sentence.ends_with('.') && !sentence.contains('\n'), "{sentence}");
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
    for (i, seat) in order.into_iter().enumerate() {
        let before = game.clone();
        assert_eq!(
            game.apply(seat, &Action::parse("a2-a3").unwrap()),
            Err(RuleError::WaitingForSecrets)
        );
        assert_eq!(*game, before);
        let events = game.set_secret(seat, secrets[seat.index()]).unwrap();
        assert_eq!(events.len(), if i == 0 { 1 } else { 2 });
        check_events(game, &events);
        let before = game.clone();
        assert!(game.set_secret(seat, (secrets[seat.index()] + 1) % 10).is_err());
        assert_eq!(*game, before);
        check_invariants(game);
    }
    assert_eq!(game.phase(), Phase::Play);
}

fn playout(seed: u64, secrets: [u8; 2], blue_first: bool, choices: &[u32]) {
    let mut rng = SeededRng::new(seed);
    let mut game = Trespass::new(&Options::default(), &mut rng);
    check_invariants(&game);
    pick_secrets(&mut game, secrets, blue_first);
    // The proptest choices steer the opening; a seeded stream plays on from there.
    let mut stream = SeededRng::new(seed ^ 0x5eed);
    for turn in 0..TURN_CAP {
        let choice = choices.get(turn).copied().unwrap_or_else(|| stream.below(u32::MAX));
        let Some(seat) = game.to_act() else { break };
        assert!(game.legal_actions(seat.opponent()).is_empty());
        let actions = game.legal_actions(seat);
        assert!(!actions.is_empty(), "a player to move always has a move");
        for action in &actions {
            let text = action.to_string();
            assert_eq!(&Action::parse(&text).unwrap(), action, "{text}");
        }
        if turn % 5 == 0 {
            for action in actions.iter().step_by(actions.len() / 16 + 1) {
                game.clone()
                    .apply(seat, action)
                    .unwrap_or_else(|e| panic!("{action}: {e}"));
            }
        }
        // Perturbed moves and the wrong seat: refused ones change nothing.
        let before = game.clone();
        let wild = perturb(&actions[choice as usize % actions.len()], choice / 7);
        let mut probe = game.clone();
        match probe.apply(seat, &wild) {
            Ok(_) => assert!(actions.contains(&wild), "{wild} applied but is not listed"),
            Err(e) => {
                assert_eq!(probe, before, "{wild} refused with '{e}' but changed the game");
                assert!(!actions.contains(&wild), "{wild} is listed but refused: {e}");
                let message = e.to_string();
                assert!(!message.contains('\n') && message.len() < 200, "{message}");
            }
        }
        assert!(game.apply(seat.opponent(), &actions[0]).is_err());
        assert_eq!(game, before);

        let action = actions[choice as usize % actions.len()];
        let events = game.apply(seat, &action).unwrap();
        assert!(matches!(events[0], Event::Moved { .. }));
        check_events(&game, &events);
        check_invariants(&game);
    }
    match game.outcome() {
        Outcome::Ongoing => assert!(game.to_act().is_some()),
        _ => {
            assert_eq!(game.to_act(), None);
            assert!(game.set_secret(Seat::FIRST, 0).is_err());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_keep_every_invariant(
        seed in any::<u64>(),
        secrets in [0u8..10, 0u8..10],
        blue_first in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 1..64),
    ) {
        playout(seed, secrets, blue_first, &choices);
    }

    #[test]
    fn parsing_arbitrary_text_never_panics(text in "\\PC{0,120}") {
        check_parse(&text);
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
fn long_random_games_restore_at_every_step() {
    let mut ended = 0;
    for seed in 0..20u64 {
        let secrets = [(seed % 10) as u8, (seed * 7 % 10) as u8];
        playout(seed, secrets, seed % 2 == 0, &[seed as u32 * 7919 + 13, 104_729, 3, 17]);
        let mut game = Trespass::new(&Options::default(), &mut SeededRng::new(seed));
        game.set_secret(Seat::FIRST, secrets[0]).unwrap();
        game.set_secret(Seat::SECOND, secrets[1]).unwrap();
        let mut stream = SeededRng::new(seed);
        while let Some(seat) = game.to_act() {
            let actions = game.legal_actions(seat);
            let action = actions[stream.below(actions.len() as u32) as usize];
            game.apply(seat, &action).unwrap();
        }
        ended += 1;
    }
    assert_eq!(ended, 20, "random games end");
}
