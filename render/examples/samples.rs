//! Writes every game's sample pictures (start, mid-game, end) and the sample
//! tournaments' standings and pairings to
//! `/tmp/render-look/` (or the directory given as the first argument), in the
//! language given as the second (`en`, `es` or `fr`; English by default), each
//! beside a copy downscaled to a third (`NAME-third.png`), which is about how
//! large a phone shows a Discord embed, and its SVG (`NAME.svg`); prints each
//! picture's size, time, alt text and diagram.
//!
//! `cargo run --release -p parlor-render --example samples`

use image::imageops::{self, FilterType};
use parlor_games::i18n::Locale;
use parlor_render::{crown_anchor, review, samples, tournament};
use std::path::{Path, PathBuf};
use std::time::Duration;

fn main() -> std::io::Result<()> {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "/tmp/render-look".to_owned()));
    let language = std::env::args().nth(2).unwrap_or_else(|| "en".to_owned());
    let Some(locale) = Locale::parse(&language) else {
        eprintln!("samples: unknown language {language:?}; use en, es or fr");
        std::process::exit(2);
    };
    draw_all(&dir, locale)
}

/// Draws every sample picture into `dir` in `locale`.
fn draw_all(dir: &Path, locale: Locale) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let games = samples::gallery();
    let names = &samples::CROWN_ANCHOR_NAMES[..];
    for (name, game) in &games {
        let started = std::time::Instant::now();
        let png = parlor_render::picture(game, names, locale);
        write(dir, name, &png, started.elapsed())?;
        std::fs::write(dir.join(format!("{name}.svg")), parlor_render::svg(game, names, locale))?;
        println!("{}", parlor_render::alt_text(game, names, locale));
        println!("{}", parlor_render::diagram(game, names));
    }
    // The picture a table posts as its dice land: not a state of the table itself.
    let rolled = samples::crown_anchor_rolled();
    let balances = [Some(1_250), Some(480), Some(-35), None];
    let started = std::time::Instant::now();
    let png = crown_anchor::settled_picture(&rolled, names, &balances, locale);
    write(dir, "crown-and-anchor-rolled", &png, started.elapsed())?;
    println!("{}", crown_anchor::alt_text(&rolled, names, &balances, locale));
    // Reviews: a move played and a better one drawn on the position before,
    // and the winning chance over a game.
    for (name, game, played, best) in samples::review_gallery() {
        let started = std::time::Instant::now();
        let png = review::moves_picture(&game, &played, &best, names, locale);
        write(dir, &name, &png, started.elapsed())?;
        let svg = review::moves_svg(&game, &played, &best, names, locale);
        std::fs::write(dir.join(format!("{name}.svg")), svg)?;
        println!("{}", review::moves_alt_text(&game, &played, &best, names, locale));
    }
    for players in [2, 4] {
        let (lines, marks, plies) = samples::review_chart(players, 30 * players as u32, players as u64);
        let started = std::time::Instant::now();
        let png = review::chance_chart(&lines, &marks, plies, locale);
        let name = format!("review-chart-{players}");
        write(dir, &name, &png, started.elapsed())?;
        let svg = review::chance_chart_svg(&lines, &marks, plies, locale);
        std::fs::write(dir.join(format!("{name}.svg")), svg)?;
        println!("{}", review::chance_chart_alt_text(&lines, &marks, plies, locale));
    }
    // Tournaments: standings (round 0) or a round's pairings.
    for (name, view, round) in samples::tournament_gallery() {
        let started = std::time::Instant::now();
        let scene = if round == 0 {
            tournament::standings_scene(&view, locale)
        } else {
            tournament::pairings_scene(&view, round, locale)
        };
        let png = tournament::png(&scene);
        write(dir, name, &png, started.elapsed())?;
        std::fs::write(dir.join(format!("{name}.svg")), parlor_render::paint::svg(&scene))?;
        println!("{}", scene.alt_text());
    }
    Ok(())
}

/// Writes the picture and its copy at a third of the size.
fn write(dir: &Path, name: &str, png: &[u8], elapsed: Duration) -> std::io::Result<()> {
    let path = dir.join(format!("{name}.png"));
    std::fs::write(&path, png)?;
    let full = image::load_from_memory(png).expect("a valid PNG").to_rgb8();
    let third = imageops::resize(&full, full.width() / 3, full.height() / 3, FilterType::Triangle);
    third
        .save(dir.join(format!("{name}-third.png")))
        .map_err(std::io::Error::other)?;
    println!("{} ({} bytes, {elapsed:.2?})", path.display(), png.len());
    Ok(())
}
