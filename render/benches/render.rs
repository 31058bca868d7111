//! Times `picture` for a typical mid-game of every game, built from real seeded
//! games (`parlor_render::samples`), and prints the PNG sizes first.
//!
//! `cargo bench -p parlor-render --features criterion`

use criterion::{criterion_group, criterion_main, Criterion};
use image::RgbImage;
use parlor_games::line::Variant;
use parlor_render::{acey_ducey, checkers, crown_anchor, hot_spot, line, number_one, samples, style, trespass};
use std::hint::black_box;

/// A sample picture: its name, how to draw it, and how to draw and encode it.
struct Sample {
    name: &'static str,
    canvas: Box<dyn Fn() -> RgbImage>,
    picture: Box<dyn Fn() -> Vec<u8>>,
}

/// A [`Sample`] from a view and the module's `canvas` and `picture`.
fn sample<V: 'static>(name: &'static str, view: V, canvas: fn(&V) -> RgbImage, picture: fn(&V) -> Vec<u8>) -> Sample {
    let view = std::rc::Rc::new(view);
    let for_picture = view.clone();
    Sample {
        name,
        canvas: Box::new(move || canvas(black_box(&view))),
        picture: Box::new(move || picture(black_box(&for_picture))),
    }
}

/// Every game's typical mid-game picture (Number One twice: four players on the
/// full board, three on the inner holes; Crown and Anchor betting and just
/// rolled; Line in each variant).
fn samples() -> Vec<Sample> {
    const NAMES: &[&str] = &samples::CROWN_ANCHOR_NAMES;
    let line = |name, variant| {
        sample(
            name,
            samples::line_mid_game(variant).view(),
            line::canvas,
            line::picture,
        )
    };
    vec![
        sample(
            "hot spot mid-game",
            samples::hot_spot_mid_game().view(),
            hot_spot::canvas,
            hot_spot::picture,
        ),
        sample(
            "trespass mid-game",
            samples::trespass_mid_game().view(),
            trespass::canvas,
            trespass::picture,
        ),
        sample(
            "number one 4 players",
            samples::number_one_four_players().view(),
            number_one::canvas,
            number_one::picture,
        ),
        sample(
            "number one 3 players",
            samples::number_one_three_players().view(),
            number_one::canvas,
            number_one::picture,
        ),
        sample(
            "acey ducey mid-game",
            samples::acey_ducey_mid_game().view(),
            acey_ducey::canvas,
            acey_ducey::picture,
        ),
        sample(
            "crown and anchor mid-game",
            samples::crown_anchor_mid_game().view(),
            |v| crown_anchor::canvas(v, NAMES),
            |v| crown_anchor::picture(v, NAMES),
        ),
        sample(
            "crown and anchor rolled",
            samples::crown_anchor_rolled(),
            |v| crown_anchor::canvas(v, NAMES),
            |v| crown_anchor::picture(v, NAMES),
        ),
        sample(
            "checkers mid-game",
            samples::checkers_mid_game().view(),
            checkers::canvas,
            checkers::picture,
        ),
        line("line basic mid-game", Variant::Basic),
        line("line progress mid-game", Variant::Progress),
        line("line scoring mid-game", Variant::Scoring),
    ]
}

fn pictures(c: &mut Criterion) {
    let samples = samples();

    // Sizes first, and a check that each picture is a PNG of its canvas's size.
    for sample in &samples {
        let png = (sample.picture)();
        let canvas = (sample.canvas)();
        assert_eq!(&png[1..4], b"PNG");
        let rgb = style::encode_png_rgb(&canvas);
        println!(
            "{}: {} x {} px, {} bytes (true-colour PNG: {} bytes)",
            sample.name,
            canvas.width(),
            canvas.height(),
            png.len(),
            rgb.len()
        );
    }

    let mut group = c.benchmark_group("picture");
    for sample in &samples {
        group.bench_function(sample.name, |b| b.iter(&sample.picture));
    }
    group.finish();

    // Where the time goes: drawing, quantising to a palette, deflating; and, for
    // comparison on the first three, the true-colour encoding the palette replaced.
    let mut group = c.benchmark_group("stages");
    for sample in &samples {
        group.bench_function(format!("{} draw", sample.name), |b| b.iter(&sample.canvas));
    }
    for sample in &samples {
        let canvas = (sample.canvas)();
        let name = sample.name;
        let quantised = style::quantise(&canvas);
        group.bench_function(format!("{name} quantise"), |b| {
            b.iter(|| style::quantise(black_box(&canvas)))
        });
        group.bench_function(format!("{name} deflate palette"), |b| {
            b.iter(|| style::encode_quantised(canvas.width(), canvas.height(), black_box(&quantised)))
        });
    }
    for sample in samples.iter().take(3) {
        let canvas = (sample.canvas)();
        group.bench_function(format!("{} true-colour PNG", sample.name), |b| {
            b.iter(|| style::encode_png_rgb(black_box(&canvas)))
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = pictures
}
criterion_main!(benches);
