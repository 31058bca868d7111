//! Checkers perft: the number of move sequences of 8 plies from the start
//! (845 931, the known figure) is checked before anything is timed; criterion
//! then reports the time per perft, from which nodes per second follow.
//!
//! `cargo bench -p parlor-games --features criterion --bench checkers`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use parlor_games::checkers::Checkers;
use std::hint::black_box;

/// Perft 8 from the starting position.
const DEPTH: u32 = 8;
const NODES: u64 = 845_931;

fn perft(c: &mut Criterion) {
    let game = Checkers::start();
    assert_eq!(game.perft(DEPTH), NODES, "perft {DEPTH} from the start");
    let started = std::time::Instant::now();
    game.perft(DEPTH);
    let seconds = started.elapsed().as_secs_f64();
    eprintln!(
        "checkers perft {DEPTH}: {NODES} nodes in {:.1} ms, {:.1} M nodes/s",
        seconds * 1e3,
        NODES as f64 / seconds / 1e6
    );
    let mut group = c.benchmark_group("checkers");
    group.throughput(Throughput::Elements(NODES));
    group.sample_size(10);
    group.bench_function("perft 8 from the start", |b| b.iter(|| black_box(&game).perft(DEPTH)));
    group.finish();

    let mut moves = Vec::new();
    let position = game.position();
    let mut group = c.benchmark_group("checkers");
    group.bench_function("legal moves, start", |b| {
        b.iter(|| {
            black_box(&position).legal_moves(&mut moves);
            moves.len()
        })
    });
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
