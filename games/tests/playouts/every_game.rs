//! The properties every game keeps, checked for every game of the registry in
//! each of its playout configurations ([`playout::configs`]), over seeded random
//! playouts at the text level the table plays through ([`AnyGame`]):
//!
//! - the seat to act always has an action, and another seat only free ones
//!   (the Line game's reclaims);
//! - every listed action applies, and its canonical notation is itself;
//! - text that is not a legal action (a listed one with a character changed,
//!   and another seat's action) is refused in one short line and leaves the
//!   game unchanged, and text that is accepted is a listed action;
//! - every action causes events, each one sentence;
//! - every state saves and restores exactly, through JSON text too, and its
//!   public view agrees on who is to act and the outcome;
//! - the public view holds no secret: the same game with other secret picks
//!   shows the same view and the same events, move for move, while it goes on;
//! - every game ends, and then nobody has an action;
//! - no text makes a game panic, and a refusal is one short line.
//!
//! What only one game keeps (Hot Spot's twelve pieces, Trespass's views of the
//! secrets, Number One's winner, its typed near-miss actions) is checked beside
//! this loop, in the game's own module.

use parlor_games::playout::{self, Config, PLAYOUT_CAP};
use parlor_games::{AnyGame, DynGame, GameKind, Rng, Seat, SeededRng};
use proptest::prelude::*;

/// Every playout configuration of a game of turns (Crown and Anchor, a table,
/// has its own properties in its module), and for each game also every table
/// size it seats and its play without options (Hot Spot's and Number One's
/// placement by hand, which the benchmarks' `quick` skips), and the Line game's
/// scoring to its least and greatest target.
fn configs() -> Vec<Config> {
    let mut configs: Vec<Config> = playout::configs().into_iter().filter(|c| !c.kind.is_table()).collect();
    for options in ["variant:scoring target:1", "variant:scoring target:16"] {
        configs.push(Config {
            name: options,
            kind: GameKind::Line,
            options,
            players: 2,
            mid_game: 0,
        });
    }
    for kind in GameKind::ALL.into_iter().filter(|k| !k.is_table()) {
        let options: Vec<&'static str> = configs.iter().filter(|c| c.kind == kind).map(|c| c.options).collect();
        for options in std::iter::once("").chain(options) {
            for players in kind.seats() {
                if !configs
                    .iter()
                    .any(|c| (c.kind, c.options, c.players) == (kind, options, players))
                {
                    let name = format!("{} {options:?}, {players} players", kind.name());
                    configs.push(Config {
                        name: name.leak(),
                        kind,
                        options,
                        players,
                        mid_game: 0,
                    });
                }
            }
        }
    }
    configs
}

fn turns(game: &AnyGame) -> &dyn DynGame {
    game.turns().expect("a game of turns")
}

/// Whether `text` is an action taken out of turn (the Line game's `reclaim N`).
fn is_free(game: &dyn DynGame, text: &str) -> bool {
    game.free_actions().is_some_and(|free| free.is_free_action(text))
}

/// The seats at the table.
fn seats(config: &Config) -> impl Iterator<Item = Seat> {
    (0..config.players as u8).map(Seat)
}

/// A stored game restores exactly, through the `Value` tree and through JSON
/// text, and its public view agrees on who is to act and the outcome.
fn check_state(kind: GameKind, game: &AnyGame) {
    let saved = game.save();
    let restored = AnyGame::restore(kind, &saved).unwrap_or_else(|e| panic!("{}: {e}: {saved}", kind.name()));
    assert_eq!(&restored, game);
    let text: serde_json::Value = serde_json::from_str(game.save_raw().get()).expect("saved JSON reads");
    assert_eq!(AnyGame::restore(kind, &text).expect("restores from JSON text"), *game);
    let view = game.public_view();
    let turns = turns(game);
    assert_eq!(
        view["to_act"],
        serde_json::to_value(turns.to_act()).unwrap(),
        "{}",
        kind.name()
    );
    assert_eq!(
        view["outcome"],
        serde_json::to_value(turns.outcome()).unwrap(),
        "{}",
        kind.name()
    );
}

/// `text` played by `seat` on a copy of `game`: refused in one short line with
/// the game unchanged, or accepted as one of `listed`.
fn check_probe(game: &AnyGame, seat: Seat, text: &str, listed: &[String], rng: &SeededRng) {
    let mut probe = game.clone();
    match probe.play(seat, text, &mut rng.clone()) {
        Ok(played) => assert!(
            listed.contains(&played.notation),
            "{text:?} was accepted as {} but is not listed",
            played.notation
        ),
        Err(e) => {
            assert_eq!(&probe, game, "{text:?} was refused ('{e}') but changed the game");
            let line = e.to_string();
            assert!(!line.contains('\n') && line.chars().count() < 200, "{line}");
        }
    }
}

/// `text` with one character changed to another the game's notation uses, or
/// one left out, chosen by `noise`.
fn near_miss(text: &str, alphabet: &[char], noise: u32) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let at = noise as usize % chars.len().max(1);
    match (noise / 7) % 3 {
        0 if !chars.is_empty() => {
            chars.remove(at);
        }
        _ if !alphabet.is_empty() => {
            let with = alphabet[(noise as usize / 21) % alphabet.len()];
            if at < chars.len() {
                chars[at] = with;
            } else {
                chars.push(with);
            }
        }
        _ => {}
    }
    chars.into_iter().collect()
}

/// The same game — dealt from the same `seed` — with other secret picks: each
/// seat's pick moved on to the next of its choices. `None` for a game without
/// secrets.
fn with_other_secrets(config: &Config, game: &AnyGame, seed: u64) -> Option<AnyGame> {
    let picks: Vec<(Seat, u8)> = {
        let secrets = turns(game).secrets()?;
        let choices = secrets.secret_choices();
        seats(config)
            .map(|seat| {
                let mine = secrets.secret(seat).expect("picked before play");
                let at = choices.iter().position(|&n| n == mine).expect("a listed pick");
                (seat, choices[(at + 1) % choices.len()])
            })
            .collect()
    };
    let mut twin = AnyGame::new(config.kind, config.options, config.players, &mut SeededRng::new(seed)).unwrap();
    let secrets = twin.turns_mut().and_then(|g| g.secrets_mut()).expect("the same game");
    for (seat, pick) in picks {
        secrets.set_secret(seat, pick).expect("a listed pick");
    }
    Some(twin)
}

/// Plays a random game of `config` from `seed` (the `choices` steer its
/// opening), checking every property on the way.
fn playout(config: &Config, seed: u64, choices: &[u32]) {
    let kind = config.kind;
    let mut rng = SeededRng::new(seed);
    let mut game = playout::new_game(config, &mut rng);
    let mut twin = with_other_secrets(config, &game, seed);
    check_state(kind, &game);
    let mut stream = SeededRng::new(seed ^ 0x5eed);
    let mut steps = 0;
    while let Some(seat) = turns(&game).to_act() {
        assert!(steps < PLAYOUT_CAP, "{} seed {seed} did not end", config.name);
        let g = turns(&game);
        for other in seats(config).filter(|&s| s != seat) {
            let theirs = g.legal_actions(other);
            assert!(
                theirs.iter().all(|a| is_free(g, a)),
                "{}: {other} lists {theirs:?}",
                config.name
            );
        }
        let actions = g.legal_actions(seat);
        assert!(
            !actions.is_empty(),
            "{}: the seat to act always has an action",
            config.name
        );
        for text in &actions {
            let mut probe = game.clone();
            let played = probe
                .play(seat, text, &mut rng.clone())
                .unwrap_or_else(|e| panic!("{}: listed {text} was refused: {e}", config.name));
            assert_eq!(&played.notation, text, "{}: the listing is canonical", config.name);
        }
        let choice = choices.get(steps).copied().unwrap_or_else(|| stream.below(u32::MAX));
        let alphabet: Vec<char> = actions.iter().flat_map(|a| a.chars()).collect();
        let wild = near_miss(&actions[choice as usize % actions.len()], &alphabet, choice / 3);
        check_probe(&game, seat, &wild, &actions, &rng);
        if let Some(text) = actions.iter().find(|a| !is_free(g, a)) {
            for other in seats(config).filter(|&s| s != seat) {
                let mut probe = game.clone();
                assert!(
                    probe.play(other, text, &mut rng.clone()).is_err(),
                    "{}: {other} played {text}",
                    config.name
                );
                assert_eq!(probe, game);
            }
        }
        let text = actions[choice as usize % actions.len()].clone();
        let played = game
            .play(seat, &text, &mut rng)
            .unwrap_or_else(|e| panic!("{}: {text}: {e}", config.name));
        assert!(!played.events.is_empty(), "{}: {text} caused nothing", config.name);
        for event in &played.events {
            let sentence = event.en();
            assert!(sentence.ends_with('.') && !sentence.contains('\n'), "{sentence}");
        }
        check_state(kind, &game);
        if let Some(other) = twin.as_mut() {
            let same = other
                .play(seat, &text, &mut rng.clone())
                .expect("the same action is legal whatever the secrets");
            if game.outcome().is_over() || other.outcome().is_over() {
                twin = None;
            } else {
                assert_eq!(same.events, played.events, "{}: events name no secret", config.name);
                assert_eq!(
                    other.public_view(),
                    game.public_view(),
                    "{}: views show no secret",
                    config.name
                );
            }
        }
        steps += 1;
    }
    assert!(game.outcome().is_over());
    for seat in seats(config) {
        assert!(
            turns(&game).legal_actions(seat).is_empty(),
            "{}: {seat} acts after the end",
            config.name
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_of_every_game_keep_every_property(
        index in any::<prop::sample::Index>(),
        seed in any::<u64>(),
        choices in prop::collection::vec(any::<u32>(), 1..64),
    ) {
        let configs = configs();
        playout(index.get(&configs), seed, &choices);
    }

    #[test]
    fn no_text_makes_any_game_panic(index in any::<prop::sample::Index>(), text in "\\PC{0,120}") {
        check_text(index.get(&configs()), &text);
    }

    #[test]
    fn no_huge_line_makes_any_game_panic(index in any::<prop::sample::Index>(), unit in "\\PC{1,8}", repeat in 1usize..2000) {
        check_text(index.get(&configs()), &unit.repeat(repeat));
    }
}

/// `text` played by the seat to act of a new game of `config`: refused in one
/// short line with the game unchanged, or accepted, and then its canonical
/// notation does the same to the new game.
fn check_text(config: &Config, text: &str) {
    let mut rng = SeededRng::new(1);
    let fresh = playout::new_game(config, &mut rng);
    let seat = turns(&fresh).to_act().expect("a new game goes on");
    let mut game = fresh.clone();
    match game.play(seat, text, &mut rng.clone()) {
        Ok(played) => {
            let mut again = fresh.clone();
            again
                .play(seat, &played.notation, &mut rng.clone())
                .expect("the canonical form plays");
            assert_eq!(again, game, "{}: {text:?} and {} differ", config.name, played.notation);
        }
        Err(e) => {
            assert_eq!(
                game, fresh,
                "{}: {text:?} was refused but changed the game",
                config.name
            );
            let line = e.to_string();
            assert!(
                !line.contains('\n') && !line.contains('\r') && line.chars().count() < 200,
                "{line:?}"
            );
        }
    }
}

#[test]
fn seeded_games_of_every_configuration_keep_every_property() {
    for config in configs() {
        for seed in 0..4 {
            playout(&config, seed, &[seed as u32 * 7919 + 13, 104_729, 3, 17]);
        }
    }
}
