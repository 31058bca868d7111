//! Draws the benchmark samples' canvases, for profiling and for checking that a
//! change to the drawing code keeps the pixels.
//!
//! - `canvases dump DIR`: writes each sample's canvas as raw RGB (`NAME.rgb`).
//! - `canvases compare DIR`: compares each canvas with the one dumped in DIR and
//!   prints how many pixels differ and by how much at most.
//! - `canvases draw [NAME] [COUNT]`: draws the sample NAME (all if empty)
//!   COUNT times (for `valgrind --tool=callgrind`).

use image::RgbImage;
use parlor_games::line::Variant;
use parlor_render::{acey_ducey, checkers, crown_anchor, hot_spot, line, number_one, samples, trespass};
use std::path::PathBuf;

type Draw = Box<dyn Fn() -> RgbImage>;

fn samples() -> Vec<(&'static str, Draw)> {
    const NAMES: &[&str] = &samples::CROWN_ANCHOR_NAMES;
    let hot_spot_view = samples::hot_spot_mid_game().view();
    let trespass_view = samples::trespass_mid_game().view();
    let four = samples::number_one_four_players().view();
    let three = samples::number_one_three_players().view();
    let acey = samples::acey_ducey_mid_game().view();
    let crown = samples::crown_anchor_mid_game().view();
    let rolled = samples::crown_anchor_rolled();
    let checkers_view = samples::checkers_mid_game().view();
    let basic = samples::line_mid_game(Variant::Basic).view();
    let progress = samples::line_mid_game(Variant::Progress).view();
    let scoring = samples::line_mid_game(Variant::Scoring).view();
    vec![
        ("hot-spot", Box::new(move || hot_spot::canvas(&hot_spot_view)) as Draw),
        ("trespass", Box::new(move || trespass::canvas(&trespass_view))),
        ("number-one-4", Box::new(move || number_one::canvas(&four))),
        ("number-one-3", Box::new(move || number_one::canvas(&three))),
        ("acey-ducey", Box::new(move || acey_ducey::canvas(&acey))),
        ("crown-anchor", Box::new(move || crown_anchor::canvas(&crown, NAMES))),
        (
            "crown-anchor-rolled",
            Box::new(move || crown_anchor::canvas(&rolled, NAMES)),
        ),
        ("checkers", Box::new(move || checkers::canvas(&checkers_view))),
        ("line-basic", Box::new(move || line::canvas(&basic))),
        ("line-progress", Box::new(move || line::canvas(&progress))),
        ("line-scoring", Box::new(move || line::canvas(&scoring))),
    ]
}

/// Other states of every game, compared too (not timed): placement, the start,
/// game over, secrets, the first round.
fn more_samples() -> Vec<(&'static str, Draw)> {
    const NAMES: &[&str] = &samples::CROWN_ANCHOR_NAMES;
    let mut more: Vec<(&'static str, Draw)> = Vec::new();
    for (name, game) in [
        ("hot-spot-placement", samples::hot_spot_placement()),
        ("hot-spot-game-over", samples::hot_spot_game_over()),
    ] {
        let view = game.view();
        more.push((name, Box::new(move || hot_spot::canvas(&view))));
    }
    for (name, game) in [
        ("trespass-secrets", samples::trespass_secrets()),
        ("trespass-game-over", samples::trespass_game_over()),
    ] {
        let view = game.view();
        more.push((name, Box::new(move || trespass::canvas(&view))));
    }
    for (name, game) in [
        ("number-one-placement", samples::number_one_placement()),
        ("number-one-start", samples::number_one_start()),
        ("number-one-game-over", samples::number_one_game_over()),
        ("number-one-2", samples::number_one_game(2, 5, 30)),
    ] {
        let view = game.view();
        more.push((name, Box::new(move || number_one::canvas(&view))));
    }
    for (name, game) in [
        ("acey-ducey-set-up", samples::acey_ducey_set_up()),
        ("acey-ducey-game-over", samples::acey_ducey_game_over()),
    ] {
        let view = game.view();
        more.push((name, Box::new(move || acey_ducey::canvas(&view))));
    }
    let first = samples::crown_anchor_first_round().view();
    more.push((
        "crown-anchor-first-round",
        Box::new(move || crown_anchor::canvas(&first, NAMES)),
    ));
    for (name, game) in [
        ("checkers-start", parlor_games::checkers::Checkers::start()),
        ("checkers-game-over", samples::checkers_game_over()),
    ] {
        let view = game.view();
        more.push((name, Box::new(move || checkers::canvas(&view))));
    }
    for (i, variant) in samples::LINE_VARIANTS.into_iter().enumerate() {
        for (j, moves) in [3, 60].into_iter().enumerate() {
            let view = samples::line_game(variant, 7 + i as u64, moves).view();
            let name = ["line-basic-", "line-progress-", "line-scoring-"][i];
            let name: &'static str = Box::leak(format!("{name}{}", ["early", "late"][j]).into_boxed_str());
            more.push((name, Box::new(move || line::canvas(&view))));
        }
    }
    more
}

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let command = args.first().map_or("draw", String::as_str);
    let samples = samples();
    match command {
        "dump" | "compare" => {
            let dir = PathBuf::from(args.get(1).map_or("/tmp/canvases", String::as_str));
            std::fs::create_dir_all(&dir)?;
            for (name, draw) in samples.iter().chain(&more_samples()) {
                let canvas = draw();
                let path = dir.join(format!("{name}.rgb"));
                if command == "dump" {
                    std::fs::write(&path, canvas.as_raw())?;
                    continue;
                }
                let old = std::fs::read(&path)?;
                if old.len() != canvas.as_raw().len() {
                    println!("{name}: size differs");
                    continue;
                }
                let mut differ = 0;
                let mut worst = 0;
                for (a, b) in old.chunks_exact(3).zip(canvas.as_raw().chunks_exact(3)) {
                    let d = (0..3).map(|i| a[i].abs_diff(b[i])).max().unwrap_or(0);
                    if d > 0 {
                        differ += 1;
                        worst = worst.max(d);
                    }
                }
                println!("{name}: {differ} pixels differ, by at most {worst}");
            }
        }
        _ => {
            let filter = args.get(1).cloned().unwrap_or_default();
            let count: usize = args.get(2).and_then(|c| c.parse().ok()).unwrap_or(1);
            for (name, draw) in &samples {
                if filter.is_empty() || *name == filter {
                    // Once to build the statics, then the counted draws.
                    std::hint::black_box(draw());
                    let started = std::time::Instant::now();
                    timed_draws(draw, count);
                    println!(
                        "{name}: {:.1} µs a canvas",
                        started.elapsed().as_secs_f64() * 1e6 / count as f64
                    );
                }
            }
        }
    }
    Ok(())
}

/// The counted draws, in a function of their own so that callgrind can collect
/// only them: `--collect-atstart=no --toggle-collect='*timed_draws*'`.
#[inline(never)]
fn timed_draws(draw: &Draw, count: usize) {
    for _ in 0..count {
        std::hint::black_box(draw());
    }
}
