//! A member's rating over their rated games, as a small PNG line chart for
//! `/stats` (issue 19): drawn with imageproc on an `image` buffer, encoded by
//! `image`'s PNG encoder.
//!
//! Its size, margins, colours and fonts are the charts' own: a review's chart of
//! the winning chance (`crate::review`) is drawn in the same style.

use crate::style::{FONT, FONT_BOLD as BOLD};
use ab_glyph::PxScale;
use image::{Rgb, RgbImage};
use imageproc::drawing::{
    draw_antialiased_line_segment_mut, draw_filled_circle_mut, draw_filled_rect_mut, draw_line_segment_mut,
    draw_text_mut, text_size,
};
use imageproc::pixelops::interpolate;
use imageproc::rect::Rect;
use parlor_games::i18n::Locale;

/// The chart's size in pixels: wide and short, legible at a third of its size.
pub const WIDTH: u32 = 720;
/// See [`WIDTH`].
pub const HEIGHT: u32 = 360;

/// A chart's paper.
pub const BACKGROUND: Rgb<u8> = Rgb([250, 246, 236]);
/// A chart's words and axes.
pub const INK: Rgb<u8> = Rgb([40, 36, 32]);
/// A chart's grid lines.
pub const GRID: Rgb<u8> = Rgb([221, 213, 196]);
/// A chart's (first) line.
pub const LINE: Rgb<u8> = Rgb([32, 96, 160]);
const BAND: Rgb<u8> = Rgb([206, 222, 238]);

/// Margins around the plot: left (the scale's labels), right, top (title),
/// bottom (game numbers and dates).
pub const LEFT: f32 = 70.0;
/// See [`LEFT`].
pub const RIGHT: f32 = 24.0;
const TOP: f32 = 64.0;
/// See [`LEFT`].
pub const BOTTOM: f32 = 52.0;

/// A chart's title: bold, at the top left.
pub const TITLE_SIZE: f32 = 24.0;
/// A chart's labels (the scale, the axis).
pub const LABEL_SIZE: f32 = 16.0;

/// One rated game on the chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    /// The rating after the game.
    pub rating: f64,
    /// Its uncertainty (shown as a band of ± this much), if the model has one.
    pub deviation: Option<f64>,
}

/// The chart of `points` (oldest first) under `title` (e.g. "alice — Checkers")
/// with `first`/`last` written under the first and last game (their dates).
/// An empty list draws an empty chart that says so. Its words are in `locale`.
pub fn rating_chart(title: &str, points: &[Point], first: &str, last: &str, locale: Locale) -> Vec<u8> {
    let mut image = RgbImage::from_pixel(WIDTH, HEIGHT, BACKGROUND);
    draw_text_mut(&mut image, INK, 20, 16, PxScale::from(TITLE_SIZE), &*BOLD, title);
    let (plot_w, plot_h) = (WIDTH as f32 - LEFT - RIGHT, HEIGHT as f32 - TOP - BOTTOM);
    if points.is_empty() {
        draw_text_mut(
            &mut image,
            INK,
            LEFT as i32,
            (TOP + plot_h / 2.0) as i32,
            PxScale::from(18.0),
            &*FONT,
            &crate::words::tr(locale, &parlor_games::msg!("pictures-chart-empty")),
        );
        return encode(&image);
    }
    let low = points
        .iter()
        .map(|p| p.rating - p.deviation.unwrap_or(0.0))
        .fold(f64::MAX, f64::min);
    let high = points
        .iter()
        .map(|p| p.rating + p.deviation.unwrap_or(0.0))
        .fold(f64::MIN, f64::max);
    let (low, high) = nice_range(low, high);
    let x_of = |i: usize| {
        LEFT + if points.len() == 1 {
            plot_w / 2.0
        } else {
            plot_w * i as f32 / (points.len() - 1) as f32
        }
    };
    let y_of = |r: f64| TOP + plot_h * (1.0 - ((r - low) / (high - low)) as f32);

    // Grid lines with their ratings, every `step`.
    let step = grid_step(high - low);
    let mut r = (low / step).ceil() * step;
    while r <= high + 1e-9 {
        let y = y_of(r);
        draw_line_segment_mut(&mut image, (LEFT, y), (LEFT + plot_w, y), GRID);
        let label = format!("{}", r.round() as i64);
        let (w, h) = text_size(PxScale::from(LABEL_SIZE), &*FONT, &label);
        draw_text_mut(
            &mut image,
            INK,
            (LEFT - 10.0) as i32 - w as i32,
            y as i32 - h as i32 / 2 - 2,
            PxScale::from(LABEL_SIZE),
            &*FONT,
            &label,
        );
        r += step;
    }
    // The uncertainty band, one column per game.
    for (i, p) in points.iter().enumerate() {
        if let Some(d) = p.deviation {
            let (top, bottom) = (y_of(p.rating + d), y_of(p.rating - d));
            let x = x_of(i) - 3.0;
            let rect = Rect::at(x as i32, top as i32).of_size(6, (bottom - top).max(1.0) as u32);
            draw_filled_rect_mut(&mut image, rect, BAND);
        }
    }
    // The rating line, two pixels wide, and a dot per game.
    for (i, pair) in points.windows(2).enumerate() {
        let (a, b) = ((x_of(i), y_of(pair[0].rating)), (x_of(i + 1), y_of(pair[1].rating)));
        for dy in [0.0, 1.0] {
            draw_antialiased_line_segment_mut(
                &mut image,
                (a.0 as i32, (a.1 + dy) as i32),
                (b.0 as i32, (b.1 + dy) as i32),
                LINE,
                interpolate,
            );
        }
    }
    let dot = if points.len() > 60 { 2 } else { 4 };
    for (i, p) in points.iter().enumerate() {
        draw_filled_circle_mut(&mut image, (x_of(i) as i32, y_of(p.rating) as i32), dot, LINE);
    }
    // Under the axis: the first and last game's numbers and dates.
    let axis_y = (TOP + plot_h) as i32 + 8;
    let left_label = crate::words::tr(
        locale,
        &parlor_games::msg!("pictures-chart-game", n = 1, date = first.to_string()),
    );
    draw_text_mut(
        &mut image,
        INK,
        LEFT as i32 - 8,
        axis_y,
        PxScale::from(LABEL_SIZE),
        &*FONT,
        &left_label,
    );
    if points.len() > 1 {
        let right_label = crate::words::tr(
            locale,
            &parlor_games::msg!("pictures-chart-game", n = points.len(), date = last.to_string()),
        );
        let (w, _) = text_size(PxScale::from(LABEL_SIZE), &*FONT, &right_label);
        draw_text_mut(
            &mut image,
            INK,
            (LEFT + plot_w) as i32 - w as i32,
            axis_y,
            PxScale::from(LABEL_SIZE),
            &*FONT,
            &right_label,
        );
    }
    let now = crate::words::tr(
        locale,
        &parlor_games::msg!(
            "pictures-chart-now",
            rating = points.last().map_or(0, |p| p.rating.round() as i64)
        ),
    );
    let (w, _) = text_size(PxScale::from(20.0), &*BOLD, &now);
    draw_text_mut(
        &mut image,
        LINE,
        WIDTH as i32 - 20 - w as i32,
        18,
        PxScale::from(20.0),
        &*BOLD,
        &now,
    );
    encode(&image)
}

/// A range around `[low, high]` rounded out to the grid, never empty.
fn nice_range(low: f64, high: f64) -> (f64, f64) {
    let (low, high) = if high - low < 20.0 {
        let mid = (low + high) / 2.0;
        (mid - 10.0, mid + 10.0)
    } else {
        (low, high)
    };
    let step = grid_step(high - low);
    ((low / step).floor() * step, (high / step).ceil() * step)
}

/// A grid step giving three to eight lines over `span`.
fn grid_step(span: f64) -> f64 {
    [5.0, 10.0, 25.0, 50.0, 100.0, 200.0, 250.0, 500.0, 1000.0]
        .into_iter()
        .find(|s| span / s <= 6.0)
        .unwrap_or(2000.0)
}

fn encode(image: &RgbImage) -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut out, image::ImageFormat::Png)
        .expect("writing a PNG to memory cannot fail");
    out.into_inner()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decoded(png: &[u8]) -> RgbImage {
        image::load_from_memory(png).unwrap().to_rgb8()
    }

    /// The y of the line's colour in column `x`, if any.
    fn line_y(image: &RgbImage, x: u32) -> Option<u32> {
        (0..HEIGHT).find(|&y| image.get_pixel(x, y) == &LINE)
    }

    #[test]
    fn a_rising_rating_climbs_to_the_right() {
        let points: Vec<Point> = (0..10)
            .map(|i| Point {
                rating: 1500.0 + 20.0 * i as f64,
                deviation: Some(60.0),
            })
            .collect();
        let image = decoded(&rating_chart(
            "alice — Checkers",
            &points,
            "2026-11-01",
            "2026-11-25",
            Locale::En,
        ));
        assert_eq!(image.dimensions(), (WIDTH, HEIGHT));
        let start = line_y(&image, LEFT as u32).expect("the first game's dot");
        let end = line_y(&image, WIDTH - RIGHT as u32 - 1).expect("the last game's dot");
        assert!(end + 50 < start, "the line rises: first at y {start}, last at y {end}");
    }

    #[test]
    fn the_title_is_written_and_an_empty_chart_says_so() {
        let empty = decoded(&rating_chart("bob — Hot Spot", &[], "", "", Locale::En));
        let inked = |image: &RgbImage, rows: std::ops::Range<u32>| {
            rows.flat_map(|y| (0..WIDTH).map(move |x| (x, y)))
                .filter(|&(x, y)| image.get_pixel(x, y) != &BACKGROUND)
                .count()
        };
        assert!(inked(&empty, 16..44) > 100, "the title is written");
        assert!(inked(&empty, TOP as u32..HEIGHT) > 100, "the empty chart says so");
    }

    #[test]
    fn the_grid_reads_in_round_numbers() {
        assert_eq!(nice_range(1480.0, 1620.0), (1475.0, 1625.0));
        assert_eq!(grid_step(200.0), 50.0);
        assert_eq!(nice_range(1500.0, 1500.0), (1490.0, 1510.0));
    }
}
