//! Every configuration of [`parlor_games::playout::configs`]: legal-action
//! generation on a mid-game position, and whole random playouts per second, both
//! through the text interface the bot uses (`DynGame::legal_actions` and
//! `AnyGame::play`; Crown and Anchor through the playout module's bets and roll).
//! Each position is checked before anything is timed, and the mean length of a
//! playout is printed so playouts per second convert to actions per second.
//!
//! `cargo bench -p parlor-games --features criterion --bench engines`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use parlor_games::playout::{self, Config};
use parlor_games::SeededRng;
use std::hint::black_box;
use std::time::Duration;

/// Seeds whose playouts give the mean length printed before timing.
const LENGTH_SAMPLE: u64 = 200;

fn engines(c: &mut Criterion) {
    let configs = playout::configs();

    let mut group = c.benchmark_group("legal actions, mid-game");
    group.measurement_time(Duration::from_secs(3));
    for config in &configs {
        let plies = playout::mid_game_plies(config);
        let game = playout::mid_game(config, plies, playout::MID_GAME_SEED);
        let (seat, _) = playout::random_action(&game, &mut SeededRng::new(1))
            .unwrap_or_else(|| panic!("{}: the mid-game position is still being played", config.name));
        let count = playout::legal_actions(&game, seat).len();
        assert!(count > 0, "{}: the seat to act has actions", config.name);
        eprintln!("{}: {count} legal actions after {plies} plies", config.name);
        group.bench_function(config.name, |b| {
            b.iter(|| black_box(playout::legal_actions(black_box(&game), seat)))
        });
    }
    group.finish();

    let mut group = c.benchmark_group("random playout");
    group.sample_size(20);
    group.measurement_time(Duration::from_secs(4));
    group.throughput(Throughput::Elements(1));
    for config in &configs {
        eprintln!(
            "{}: {:.1} actions per playout (mean of {LENGTH_SAMPLE} seeds)",
            config.name,
            mean_length(config)
        );
        let mut seed = 0;
        group.bench_function(config.name, |b| {
            b.iter(|| {
                seed += 1;
                black_box(playout::playout(config, seed))
            })
        });
    }
    group.finish();
}

/// The mean number of actions in a playout, over seeds 1 to [`LENGTH_SAMPLE`].
fn mean_length(config: &Config) -> f64 {
    let total: usize = (1..=LENGTH_SAMPLE).map(|seed| playout::playout(config, seed)).sum();
    total as f64 / LENGTH_SAMPLE as f64
}

criterion_group!(benches, engines);
criterion_main!(benches);
