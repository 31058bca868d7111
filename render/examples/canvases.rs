//! Draws the benchmark samples' canvases, for profiling and for checking that a
//! change to the drawing code keeps the pixels.
//!
//! - `canvases dump DIR`: writes each sample's canvas as raw RGB (`NAME.rgb`).
//! - `canvases compare DIR`: compares each canvas with the one dumped in DIR and
//!   prints how many pixels differ and by how much at most.
//! - `canvases draw [NAME] [COUNT]`: draws the sample NAME (all if empty)
//!   COUNT times (for `valgrind --tool=callgrind`).
//! - `canvases indexed [NAME] [COUNT]`: the same for the pictures' way of
//!   drawing: on a working canvas, then palette indices for what was drawn
//!   ([`FixedPalette::draw_indexed`]), without deflating.
//! - `canvases stages [RUNS] [NAME]`: times, for each timed sample (or NAME), a canvas and its
//!   palette indices made the plain way (a copy of the background drawn on, then
//!   [`FixedPalette::indices`] over the whole of it) and the pictures' way, best
//!   and median of RUNS (300) runs of each, and checks that both give the same
//!   indices.
//! - `canvases sequence [GAME]`: the same for successive positions of a seeded
//!   game of each kind (or GAME), each drawn once, as a table's pictures are,
//!   after as many of another game: mean and median per picture.
//! - `canvases games GAME [SEEDS]`: only the pictures' way for the positions of
//!   SEEDS (20) seeded games of GAME, each drawn once (for `perf record`).

use image::RgbImage;
use parlor_games::line::Variant;
use parlor_render::style::{Canvas, FixedPalette};
use parlor_render::{acey_ducey, checkers, crown_anchor, hot_spot, line, number_one, samples, trespass};
use std::hint::black_box;
use std::path::PathBuf;
use std::time::Instant;

/// A sample picture: its name, its palette (whose background it is drawn on) and
/// how to draw it.
struct Sample {
    name: &'static str,
    palette: &'static FixedPalette,
    draw: Box<dyn Fn(&mut Canvas)>,
}

impl Sample {
    fn new(name: &'static str, palette: &'static FixedPalette, draw: impl Fn(&mut Canvas) + 'static) -> Sample {
        Sample {
            name,
            palette,
            draw: Box::new(draw),
        }
    }

    /// The canvas the plain way: the background copied and drawn on.
    fn canvas(&self) -> RgbImage {
        Canvas::draw(self.palette.background(), &self.draw)
    }

    /// The palette indices the pictures' way, handed to `finish` (`None` for a
    /// canvas the palette does not fit).
    fn indexed<R>(&self, finish: impl FnOnce(&[u8]) -> R) -> Option<R> {
        self.palette.draw_indexed(&self.draw, finish)
    }
}

fn samples() -> Vec<Sample> {
    const NAMES: &[&str] = &samples::CROWN_ANCHOR_NAMES;
    let hot_spot_view = samples::hot_spot_mid_game().view();
    let trespass_view = samples::trespass_mid_game().view();
    let four = samples::number_one_four_players().view();
    let three = samples::number_one_three_players().view();
    let acey = samples::acey_ducey_mid_game().view();
    let crown = samples::crown_anchor_mid_game().view();
    let rolled = samples::crown_anchor_rolled();
    let checkers_view = samples::checkers_mid_game().view();
    let line_sample = |name, variant| {
        let view = samples::line_mid_game(variant).view();
        Sample::new(name, line::palette(variant), move |c| line::draw(c, &view))
    };
    vec![
        Sample::new("hot-spot", hot_spot::palette(), move |c| {
            hot_spot::draw(c, &hot_spot_view)
        }),
        Sample::new("trespass", trespass::palette(), move |c| {
            trespass::draw(c, &trespass_view)
        }),
        Sample::new("number-one-4", number_one::palette(4), move |c| {
            number_one::draw(c, &four)
        }),
        Sample::new("number-one-3", number_one::palette(3), move |c| {
            number_one::draw(c, &three)
        }),
        Sample::new("acey-ducey", acey_ducey::palette(), move |c| acey_ducey::draw(c, &acey)),
        Sample::new("crown-anchor", crown_anchor::palette(), move |c| {
            crown_anchor::draw(c, &crown, NAMES)
        }),
        Sample::new("crown-anchor-rolled", crown_anchor::palette(), move |c| {
            crown_anchor::draw(c, &rolled, NAMES)
        }),
        Sample::new("checkers", checkers::palette(), move |c| {
            checkers::draw(c, &checkers_view)
        }),
        line_sample("line-basic", Variant::Basic),
        line_sample("line-progress", Variant::Progress),
        line_sample("line-scoring", Variant::Scoring),
    ]
}

/// Other states of every game, compared too (not timed): placement, the start,
/// game over, secrets, the first round.
fn more_samples() -> Vec<Sample> {
    const NAMES: &[&str] = &samples::CROWN_ANCHOR_NAMES;
    let mut more = Vec::new();
    for (name, game) in [
        ("hot-spot-placement", samples::hot_spot_placement()),
        ("hot-spot-game-over", samples::hot_spot_game_over()),
    ] {
        let view = game.view();
        more.push(Sample::new(name, hot_spot::palette(), move |c| {
            hot_spot::draw(c, &view)
        }));
    }
    for (name, game) in [
        ("trespass-secrets", samples::trespass_secrets()),
        ("trespass-game-over", samples::trespass_game_over()),
    ] {
        let view = game.view();
        more.push(Sample::new(name, trespass::palette(), move |c| {
            trespass::draw(c, &view)
        }));
    }
    for (name, game) in [
        ("number-one-placement", samples::number_one_placement()),
        ("number-one-start", samples::number_one_start()),
        ("number-one-game-over", samples::number_one_game_over()),
        ("number-one-2", samples::number_one_game(2, 5, 30)),
    ] {
        let view = game.view();
        let palette = number_one::palette(view.players);
        more.push(Sample::new(name, palette, move |c| number_one::draw(c, &view)));
    }
    for (name, game) in [
        ("acey-ducey-set-up", samples::acey_ducey_set_up()),
        ("acey-ducey-game-over", samples::acey_ducey_game_over()),
    ] {
        let view = game.view();
        more.push(Sample::new(name, acey_ducey::palette(), move |c| {
            acey_ducey::draw(c, &view)
        }));
    }
    let first = samples::crown_anchor_first_round().view();
    more.push(Sample::new(
        "crown-anchor-first-round",
        crown_anchor::palette(),
        move |c| crown_anchor::draw(c, &first, NAMES),
    ));
    for (name, game) in [
        ("checkers-start", parlor_games::checkers::Checkers::start()),
        ("checkers-game-over", samples::checkers_game_over()),
    ] {
        let view = game.view();
        more.push(Sample::new(name, checkers::palette(), move |c| {
            checkers::draw(c, &view)
        }));
    }
    for (i, variant) in samples::LINE_VARIANTS.into_iter().enumerate() {
        for (j, moves) in [3, 60].into_iter().enumerate() {
            let view = samples::line_game(variant, 7 + i as u64, moves).view();
            let name = ["line-basic-", "line-progress-", "line-scoring-"][i];
            let name: &'static str = Box::leak(format!("{name}{}", ["early", "late"][j]).into_boxed_str());
            more.push(Sample::new(name, line::palette(variant), move |c| line::draw(c, &view)));
        }
    }
    more
}

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let command = args.first().map_or("draw", String::as_str);
    let mut samples = samples();
    match command {
        "dump" | "compare" => {
            let dir = PathBuf::from(args.get(1).map_or("/tmp/canvases", String::as_str));
            std::fs::create_dir_all(&dir)?;
            for sample in samples.iter().chain(&more_samples()) {
                let name = sample.name;
                let canvas = sample.canvas();
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
        "sequence" => {
            let filter = args.get(1).cloned().unwrap_or_default();
            sequence(&filter);
        }
        "games" => {
            let filter = args.get(1).cloned().unwrap_or_default();
            let seeds: u64 = args.get(2).and_then(|c| c.parse().ok()).unwrap_or(20);
            let positions: Vec<Sample> = (0..seeds)
                .flat_map(|seed| games(1000 + seed, 48, &filter))
                .filter(|(name, _)| filter.is_empty() || *name == filter)
                .flat_map(|(_, positions)| positions)
                .collect();
            // The palettes learned first.
            if let Some(first) = positions.first() {
                black_box(first.indexed(|i| i[0]));
            }
            let started = Instant::now();
            timed_games(&positions);
            println!(
                "{} pictures: {:.1} µs a picture without deflate",
                positions.len(),
                started.elapsed().as_secs_f64() * 1e6 / positions.len() as f64
            );
        }
        "stages" => {
            let runs: usize = args.get(1).and_then(|c| c.parse().ok()).unwrap_or(300).max(1);
            let filter = args.get(2).cloned().unwrap_or_default();
            samples.retain(|s| filter.is_empty() || s.name == filter);
            stages(&samples, runs);
        }
        _ => {
            let indexed = command == "indexed";
            let filter = args.get(1).cloned().unwrap_or_default();
            let count: usize = args.get(2).and_then(|c| c.parse().ok()).unwrap_or(1);
            for sample in &samples {
                if filter.is_empty() || sample.name == filter {
                    // Once to build the statics, then the counted draws.
                    black_box(sample.canvas());
                    black_box(sample.indexed(|i| i[0]));
                    let started = Instant::now();
                    if indexed {
                        timed_indexed(sample, count);
                    } else {
                        timed_draws(sample, count);
                    }
                    println!(
                        "{}: {:.1} µs a {}",
                        sample.name,
                        started.elapsed().as_secs_f64() * 1e6 / count as f64,
                        if indexed { "picture without deflate" } else { "canvas" }
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
fn timed_draws(sample: &Sample, count: usize) {
    for _ in 0..count {
        black_box(sample.canvas());
    }
}

/// A position's indices the pictures' way, in a function of its own for
/// callgrind (`--toggle-collect='*sequence_picture*'`).
#[inline(never)]
fn sequence_picture(sample: &Sample) -> Option<Vec<u8>> {
    sample.indexed(<[u8]>::to_vec)
}

/// Each of `positions` drawn once the pictures' way, without deflate.
#[inline(never)]
fn timed_games(positions: &[Sample]) {
    for sample in positions {
        black_box(sample.indexed(|i| i[0]));
    }
}

/// The counted pictures without deflate, as [`timed_draws`].
#[inline(never)]
fn timed_indexed(sample: &Sample, count: usize) {
    for _ in 0..count {
        black_box(sample.indexed(|i| i[0]));
    }
}

/// The best and the median of some timings, in µs.
fn best_and_median(mut times: Vec<f64>) -> (f64, f64) {
    times.sort_by(f64::total_cmp);
    (times[0], times[times.len() / 2])
}

/// Times each sample's canvas and indices the plain way and the pictures' way,
/// `runs` times each, alternating, after checking they agree.
fn stages(samples: &[Sample], runs: usize) {
    println!(
        "{:<20} {:>7} {:>17} {:>17} {:>17}",
        "sample", "marked", "plain canvas", "plain +indices", "pictures' way"
    );
    println!(
        "{:<20} {:>7} {:>17} {:>17} {:>17}",
        "", "blocks", "best / median µs", "best / median µs", "best / median µs"
    );
    for sample in samples {
        let plain = sample.palette.indices(&sample.canvas());
        let fast = sample.indexed(<[u8]>::to_vec);
        assert!(plain == fast, "{}: the pictures' way gives other indices", sample.name);
        let mut canvas = Canvas::new(sample.palette.background());
        (sample.draw)(&mut canvas);
        let marked = canvas.marked();
        let (mut canvas_times, mut plain_times, mut fast_times) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..runs {
            let started = Instant::now();
            let canvas = black_box(sample.canvas());
            let drawn = started.elapsed();
            black_box(sample.palette.indices(&canvas).map(|i| i[0]));
            let indexed = started.elapsed();
            drop(canvas);
            canvas_times.push(drawn.as_secs_f64() * 1e6);
            plain_times.push(indexed.as_secs_f64() * 1e6);
            let started = Instant::now();
            black_box(sample.indexed(|i| i[0]));
            fast_times.push(started.elapsed().as_secs_f64() * 1e6);
        }
        // Again, now that the palette has kept what it copies.
        let again = sample.indexed(<[u8]>::to_vec);
        assert!(plain == again, "{}: the pictures' way gives other indices", sample.name);
        let [(cb, cm), (pb, pm), (fb, fm)] = [canvas_times, plain_times, fast_times].map(best_and_median);
        println!(
            "{:<20} {marked:>7} {cb:>8.1} / {cm:>6.1} {pb:>8.1} / {pm:>6.1} {fb:>8.1} / {fm:>6.1}",
            sample.name
        );
    }
}

/// Successive positions of a seeded game of each kind, `len` of each (Crown and
/// Anchor: rounds and bets on the next one); none of a game other than
/// `filter`, if not empty.
fn games(seed: u64, len: usize, filter: &str) -> Vec<(&'static str, Vec<Sample>)> {
    const NAMES: &[&str] = &samples::CROWN_ANCHOR_NAMES;
    let len = |name: &str| if filter.is_empty() || filter == name { len } else { 0 };
    let mut games = Vec::new();
    let hot_spot: Vec<Sample> = (0..len("hot-spot"))
        .map(|k| {
            let view = samples::hot_spot_game(seed, false, k).view();
            Sample::new("hot-spot", hot_spot::palette(), move |c| hot_spot::draw(c, &view))
        })
        .collect();
    games.push(("hot-spot", hot_spot));
    let trespass: Vec<Sample> = (0..len("trespass"))
        .map(|k| {
            let mut game = samples::trespass_start(Some(2), Some(5));
            samples::trespass_play(&mut game, k, seed);
            let view = game.view();
            Sample::new("trespass", trespass::palette(), move |c| trespass::draw(c, &view))
        })
        .collect();
    games.push(("trespass", trespass));
    for (name, players) in [("number-one-3", 3), ("number-one-4", 4)] {
        let positions = (0..len(name))
            .map(|k| {
                let view = samples::number_one_game(players, seed, k).view();
                Sample::new(name, number_one::palette(players), move |c| number_one::draw(c, &view))
            })
            .collect();
        games.push((name, positions));
    }
    let acey: Vec<Sample> = (0..len("acey-ducey"))
        .map(|k| {
            let view = samples::acey_ducey_game(seed, 2 * k).view();
            Sample::new("acey-ducey", acey_ducey::palette(), move |c| acey_ducey::draw(c, &view))
        })
        .collect();
    games.push(("acey-ducey", acey));
    let crown: Vec<Sample> = (0..len("crown-anchor"))
        .map(|k| {
            let view = samples::crown_anchor_table(seed, k / 6, k % 6).view();
            Sample::new("crown-anchor", crown_anchor::palette(), move |c| {
                crown_anchor::draw(c, &view, NAMES)
            })
        })
        .collect();
    games.push(("crown-anchor", crown));
    let checkers: Vec<Sample> = (0..len("checkers"))
        .map(|k| {
            let view = samples::checkers_game(seed, k).view();
            Sample::new("checkers", checkers::palette(), move |c| checkers::draw(c, &view))
        })
        .collect();
    games.push(("checkers", checkers));
    for (name, variant) in [
        ("line-basic", Variant::Basic),
        ("line-progress", Variant::Progress),
        ("line-scoring", Variant::Scoring),
    ] {
        let positions = (0..len(name))
            .map(|k| {
                let view = samples::line_game(variant, seed, k).view();
                Sample::new(name, line::palette(variant), move |c| line::draw(c, &view))
            })
            .collect();
        games.push((name, positions));
    }
    games
}

/// Times the positions of a seeded game of each kind (or `filter`), each once
/// the plain way and the pictures' way, after the positions of another game.
fn sequence(filter: &str) {
    const LEN: usize = 48;
    println!(
        "{:<14} {:>9} {:>22} {:>22}",
        "game", "pictures", "plain +indices", "pictures' way"
    );
    println!(
        "{:<14} {:>9} {:>22} {:>22}",
        "", "", "mean / median µs", "mean / median µs"
    );
    let warm = games(901, LEN, filter);
    for (name, positions) in games(902, LEN, filter) {
        if !filter.is_empty() && name != filter {
            continue;
        }
        for sample in warm.iter().filter(|g| g.0 == name).flat_map(|g| &g.1) {
            black_box(sample.indexed(|i| i[0]));
        }
        let (mut plain_times, mut fast_times) = (Vec::new(), Vec::new());
        for sample in &positions {
            let started = Instant::now();
            let canvas = black_box(sample.canvas());
            let plain = black_box(sample.palette.indices(&canvas));
            plain_times.push(started.elapsed().as_secs_f64() * 1e6);
            let started = Instant::now();
            let fast = black_box(sequence_picture(sample));
            fast_times.push(started.elapsed().as_secs_f64() * 1e6);
            assert!(plain == fast, "{name}: the pictures' way gives other indices");
        }
        let mean = |t: &[f64]| t.iter().sum::<f64>() / t.len() as f64;
        let (pm, fm) = (mean(&plain_times), mean(&fast_times));
        let [(_, pmed), (_, fmed)] = [plain_times, fast_times].map(best_and_median);
        println!(
            "{name:<14} {:>9} {pm:>12.1} / {pmed:>6.1} {fm:>12.1} / {fmed:>6.1}",
            positions.len()
        );
    }
}
