//! Times `picture` for a typical mid-game of each game, built from real seeded
//! games (`parlor_render::samples`), and prints the PNG sizes first.
//!
//! `cargo bench -p parlor-render`

use criterion::{criterion_group, criterion_main, Criterion};
use parlor_render::{hot_spot, number_one, samples, style, trespass};
use std::hint::black_box;

fn pictures(c: &mut Criterion) {
    let hot_spot_view = samples::hot_spot_mid_game().view();
    let trespass_view = samples::trespass_mid_game().view();
    let number_one_view = samples::number_one_four_players().view();
    let number_one_3_view = samples::number_one_three_players().view();

    // Sizes first, and a check that each picture is a PNG of the documented size.
    for (name, png, canvas) in [
        (
            "hot spot",
            hot_spot::picture(&hot_spot_view),
            hot_spot::canvas(&hot_spot_view),
        ),
        (
            "trespass",
            trespass::picture(&trespass_view),
            trespass::canvas(&trespass_view),
        ),
        (
            "number one, 4 players",
            number_one::picture(&number_one_view),
            number_one::canvas(&number_one_view),
        ),
        (
            "number one, 3 players",
            number_one::picture(&number_one_3_view),
            number_one::canvas(&number_one_3_view),
        ),
    ] {
        assert_eq!(&png[1..4], b"PNG");
        let rgb = style::encode_png_rgb(&canvas);
        println!(
            "{name}: {} x {} px, {} bytes (true-colour PNG: {} bytes)",
            canvas.width(),
            canvas.height(),
            png.len(),
            rgb.len()
        );
    }

    let mut group = c.benchmark_group("picture");
    group.bench_function("hot spot mid-game", |b| {
        b.iter(|| hot_spot::picture(black_box(&hot_spot_view)))
    });
    group.bench_function("trespass mid-game", |b| {
        b.iter(|| trespass::picture(black_box(&trespass_view)))
    });
    group.bench_function("number one 4 players", |b| {
        b.iter(|| number_one::picture(black_box(&number_one_view)))
    });
    group.bench_function("number one 3 players", |b| {
        b.iter(|| number_one::picture(black_box(&number_one_3_view)))
    });
    group.finish();

    // Where the time goes: drawing, quantising to a palette, deflating; and, for
    // comparison, the true-colour encoding the palette replaced.
    let canvases = [
        ("hot spot", hot_spot::canvas(&hot_spot_view)),
        ("trespass", trespass::canvas(&trespass_view)),
        ("number one 4 players", number_one::canvas(&number_one_view)),
    ];
    let mut group = c.benchmark_group("stages");
    group.bench_function("hot spot draw", |b| {
        b.iter(|| hot_spot::canvas(black_box(&hot_spot_view)))
    });
    group.bench_function("trespass draw", |b| {
        b.iter(|| trespass::canvas(black_box(&trespass_view)))
    });
    group.bench_function("number one 4 players draw", |b| {
        b.iter(|| number_one::canvas(black_box(&number_one_view)))
    });
    for (name, canvas) in &canvases {
        let quantised = style::quantise(canvas);
        group.bench_function(format!("{name} quantise"), |b| {
            b.iter(|| style::quantise(black_box(canvas)))
        });
        group.bench_function(format!("{name} deflate palette"), |b| {
            b.iter(|| style::encode_quantised(canvas.width(), canvas.height(), black_box(&quantised)))
        });
        group.bench_function(format!("{name} true-colour PNG"), |b| {
            b.iter(|| style::encode_png_rgb(black_box(canvas)))
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
