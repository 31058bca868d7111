//! Legal-action generation on a mid-game position of each game, and whole random
//! playouts per second. Each position is checked before anything is timed.
//!
//! `cargo bench -p parlor-games`

use criterion::{criterion_group, criterion_main, Criterion};
use parlor_games::{hot_spot, number_one, trespass, AnyGame, GameKind, Rng, Seat, SeededRng};
use std::hint::black_box;

/// A game of `kind` after `plies` seeded random actions (Trespass picks first).
fn mid_game(kind: GameKind, players: usize, plies: usize, seed: u64) -> AnyGame {
    let mut rng = SeededRng::new(seed);
    let mut game = AnyGame::new(
        kind,
        if kind == GameKind::Trespass { "" } else { "quick" },
        players,
        &mut rng,
    )
    .expect("a new game");
    if game.waiting_for_secrets() {
        game.set_secret(Seat(0), 3).unwrap();
        game.set_secret(Seat(1), 6).unwrap();
    }
    for _ in 0..plies {
        let Some(seat) = game.to_act() else { break };
        let actions = game.legal_actions(seat);
        let pick = rng.below(actions.len() as u32) as usize;
        game.play(seat, &actions[pick], &mut rng)
            .expect("a listed action applies");
    }
    game
}

/// Plays a whole game with random legal actions; returns the number of actions.
fn playout(kind: GameKind, players: usize, seed: u64) -> usize {
    let mut rng = SeededRng::new(seed);
    let mut game = mid_game(kind, players, 0, seed);
    let mut plies = 0;
    while let Some(seat) = game.to_act() {
        let actions = game.legal_actions(seat);
        let pick = rng.below(actions.len() as u32) as usize;
        game.play(seat, &actions[pick], &mut rng)
            .expect("a listed action applies");
        plies += 1;
        if plies > 2000 {
            break;
        }
    }
    plies
}

fn engines(c: &mut Criterion) {
    let games = [
        ("hot spot", mid_game(GameKind::HotSpot, 2, 30, 7)),
        ("trespass", mid_game(GameKind::Trespass, 2, 20, 7)),
        ("number one, 4 players", mid_game(GameKind::NumberOne, 4, 12, 7)),
    ];
    for (name, game) in &games {
        let seat = game.to_act().expect("the mid-game position is still being played");
        let count = game.legal_actions(seat).len();
        assert!(count > 0, "{name}: the player to act has actions");
        eprintln!("{name}: {count} legal actions in the benchmarked position");
    }
    // The typed engines, without AnyGame's notation round trip.
    let AnyGame::HotSpot(hs) = &games[0].1 else {
        unreachable!()
    };
    let AnyGame::Trespass(tr) = &games[1].1 else {
        unreachable!()
    };
    let AnyGame::NumberOne(no) = &games[2].1 else {
        unreachable!()
    };
    let (hs_seat, tr_seat, no_seat) = (hs.to_act().unwrap(), tr.to_act().unwrap(), no.to_act().unwrap());
    let mut group = c.benchmark_group("legal actions, mid-game");
    group.bench_function("hot spot", |b| {
        b.iter(|| black_box(hot_spot::HotSpot::legal_actions(hs, hs_seat)))
    });
    group.bench_function("trespass", |b| {
        b.iter(|| black_box(trespass::Trespass::legal_actions(tr, tr_seat)))
    });
    group.bench_function("number one, 4 players", |b| {
        b.iter(|| black_box(number_one::NumberOne::legal_actions(no, no_seat)))
    });
    group.finish();

    let mut group = c.benchmark_group("random playout");
    group.sample_size(20);
    for (name, kind, players) in [
        ("hot spot", GameKind::HotSpot, 2),
        ("trespass", GameKind::Trespass, 2),
        ("number one, 4 players", GameKind::NumberOne, 4),
    ] {
        let plies = playout(kind, players, 11);
        eprintln!("{name}: a seeded playout lasts {plies} actions");
        let mut seed = 0;
        group.bench_function(name, |b| {
            b.iter(|| {
                seed += 1;
                black_box(playout(kind, players, seed))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, engines);
criterion_main!(benches);
