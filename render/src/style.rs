//! The shared drawing kit on imageproc: the palette of named colours, the
//! shipped font, coordinate labels, text, shapes and sprites.
//!
//! [`Surface`] is the drawing vocabulary. Three things take its calls:
//!
//! - a [`crate::scene::Scene`], which records them as items (what to draw, as
//!   data), for the painters in [`crate::paint`] to replay;
//! - a [`Sketch`], for what is painted once (backgrounds, symbols): imageproc
//!   draws plain polygons and text on an RGBA image at [`SCALE`] times the size,
//!   which [`Sketch::finish`] averages down, so every edge comes out smooth;
//! - a picture's [`RgbImage`], for what changes from move to move: text with
//!   imageproc's `draw_text_mut` through kept coverage (`text_line`), paths
//!   and arrowheads with its anti-aliased polygons, and rounded shapes (discs,
//!   rings, rounded rectangles) as sprites sketched once per size and colour
//!   and kept (`shape_sprite`).
//!
//! Of our own there are [`blit`] (an RGBA sprite over an RGB picture, in
//! integer arithmetic), `paint_coverage` (a kept text line's coverage in a
//! colour) and [`Sketch::finish`]'s box average.

use crate::scene::Role;
use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use image::{Rgb, RgbImage, Rgba, RgbaImage};
use imageproc::drawing::{self, Blend};
use imageproc::pixelops::interpolate;
use imageproc::point::Point;
use rustc_hash::FxHashMap;
use std::fmt;
use std::sync::{Arc, LazyLock, Mutex};

/// DejaVu Sans Bold (Bitstream Vera licence, `assets/LICENSE-DejaVu.txt`):
/// headings, labels and counts.
pub static FONT_BOLD: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../assets/DejaVuSans-Bold.ttf")).expect("the shipped font parses")
});

/// DejaVu Sans (Bitstream Vera licence, `assets/LICENSE-DejaVu.txt`): secondary text.
pub static FONT: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../assets/DejaVuSans.ttf")).expect("the shipped font parses")
});

/// The smallest text a player needs to read, in pixels at the picture's size:
/// a phone shows a picture at about a third of it.
pub const MIN_TEXT: f32 = 14.0;

/// The palette: a vintage parlour-game look, cream paper and a wooden board.
pub mod colour {
    use image::Rgb;

    /// The paper behind everything.
    pub const PAPER: Rgb<u8> = Rgb([0xF4, 0xEC, 0xD8]);
    /// Panels beside the board.
    pub const PANEL: Rgb<u8> = Rgb([0xEA, 0xDD, 0xBF]);
    /// Panel borders and rules.
    pub const PANEL_EDGE: Rgb<u8> = Rgb([0xC2, 0xA9, 0x7C]);
    /// The board's wooden frame.
    pub const FRAME: Rgb<u8> = Rgb([0x6E, 0x4B, 0x2A]);
    /// Labels printed on the frame.
    pub const FRAME_TEXT: Rgb<u8> = Rgb([0xF3, 0xE4, 0xC2]);
    /// Light squares.
    pub const LIGHT_SQUARE: Rgb<u8> = Rgb([0xEC, 0xD9, 0xAF]);
    /// Dark squares.
    pub const DARK_SQUARE: Rgb<u8> = Rgb([0xC3, 0x9A, 0x62]);
    /// Main text.
    pub const INK: Rgb<u8> = Rgb([0x3B, 0x2A, 0x1A]);
    /// Secondary text.
    pub const FADED_INK: Rgb<u8> = Rgb([0x6E, 0x57, 0x3C]);
    /// Spots on live pieces.
    pub const SPOT: Rgb<u8> = Rgb([0xFB, 0xF8, 0xEE]);
    /// The last action's squares.
    pub const LAST_MOVE: Rgb<u8> = Rgb([0xF2, 0xC9, 0x4C]);
    /// Marks on squares captured this turn.
    pub const CAPTURE: Rgb<u8> = Rgb([0xB3, 0x26, 0x1E]);
    /// Danger to the player to act.
    pub const DANGER: Rgb<u8> = Rgb([0xE8, 0x59, 0x0C]);
    /// Highlight for the panel of the seat to act.
    pub const TURN: Rgb<u8> = Rgb([0xD4, 0x9B, 0x1F]);
    /// White.
    pub const WHITE: Rgb<u8> = Rgb([0xFF, 0xFF, 0xFF]);
    /// Black (for shadows).
    pub const SHADOW: Rgb<u8> = Rgb([0x1A, 0x12, 0x08]);
    /// A review's move played (`crate::review`): crimson, unlike every
    /// game's own last-move gold and orange.
    pub const PLAYED: Rgb<u8> = Rgb([0xD7, 0x26, 0x3D]);
    /// A review's better move: green.
    pub const BETTER: Rgb<u8> = Rgb([0x1F, 0x9D, 0x55]);

    /// Every colour above: each picture's palette holds them exactly.
    pub const ALL: [Rgb<u8>; 18] = [
        PAPER,
        PANEL,
        PANEL_EDGE,
        FRAME,
        FRAME_TEXT,
        LIGHT_SQUARE,
        DARK_SQUARE,
        INK,
        FADED_INK,
        SPOT,
        LAST_MOVE,
        CAPTURE,
        DANGER,
        TURN,
        WHITE,
        SHADOW,
        PLAYED,
        BETTER,
    ];
}

/// The letter of a file, `a` for 0 to `h` for 7.
pub fn file_label(file: u8) -> char {
    (b'a' + file) as char
}

/// The number of a rank, `1` for 0.
pub fn rank_label(rank: u8) -> String {
    (rank + 1).to_string()
}

// --- Geometry ------------------------------------------------------------------

/// A rectangle with rounded corners, by its centre and half sizes; a circle is
/// one whose corners are rounded by its half size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RoundRect {
    /// Centre x.
    pub cx: f32,
    /// Centre y.
    pub cy: f32,
    /// Half the width.
    pub hw: f32,
    /// Half the height.
    pub hh: f32,
    /// The corners' radius.
    pub radius: f32,
}

impl RoundRect {
    /// The rectangle with top-left corner (`x`, `y`), `w` × `h`, corners of `radius`.
    pub fn from_corner(x: f32, y: f32, w: f32, h: f32, radius: f32) -> RoundRect {
        RoundRect {
            cx: x + w / 2.0,
            cy: y + h / 2.0,
            hw: w / 2.0,
            hh: h / 2.0,
            radius,
        }
    }

    /// The circle of radius `r` centred on (`cx`, `cy`).
    pub fn circle(cx: f32, cy: f32, r: f32) -> RoundRect {
        RoundRect {
            cx,
            cy,
            hw: r,
            hh: r,
            radius: r,
        }
    }

    /// The same shape grown by `by` pixels on every side (shrunk if negative).
    pub fn grow(self, by: f32) -> RoundRect {
        RoundRect {
            hw: (self.hw + by).max(0.0),
            hh: (self.hh + by).max(0.0),
            radius: (self.radius + by).max(0.0),
            ..self
        }
    }

    /// The same shape moved by (`dx`, `dy`).
    pub fn shift(self, dx: f32, dy: f32) -> RoundRect {
        RoundRect {
            cx: self.cx + dx,
            cy: self.cy + dy,
            ..self
        }
    }

    /// `[x0, y0, x1, y1]`.
    pub fn bounds(&self) -> [f32; 4] {
        [
            self.cx - self.hw,
            self.cy - self.hh,
            self.cx + self.hw,
            self.cy + self.hh,
        ]
    }

    /// One half of the outline, from the middle of the left side to the middle of
    /// the right, over the top (`top`) or under the bottom; `step` is the
    /// greatest length of a segment of the corners' arcs.
    fn half_outline(&self, top: bool, step: f32) -> Vec<(f32, f32)> {
        let r = self.radius.min(self.hw).min(self.hh).max(0.0);
        let sy = if top { -1.0 } else { 1.0 };
        let n = ((r * std::f32::consts::FRAC_PI_2 / step).ceil() as usize).clamp(1, 32);
        let mut points = vec![(self.cx - self.hw, self.cy)];
        for (corner_x, from) in [(-1.0f32, std::f32::consts::PI), (1.0, std::f32::consts::FRAC_PI_2)] {
            let (ox, oy) = (self.cx + corner_x * (self.hw - r), self.cy + sy * (self.hh - r));
            for i in 0..=n {
                let a = from - std::f32::consts::FRAC_PI_2 * i as f32 / n as f32;
                points.push((ox + r * a.cos(), oy + sy * r * a.sin()));
            }
        }
        points.push((self.cx + self.hw, self.cy));
        points
    }

    /// The whole outline, clockwise from the middle of the left side.
    fn outline(&self, step: f32) -> Vec<(f32, f32)> {
        let mut points = self.half_outline(true, step);
        points.extend(self.half_outline(false, step).into_iter().rev());
        points
    }
}

/// The quadrilateral of a segment from `a` to `b`, `width` wide.
fn segment_quad(a: (f32, f32), b: (f32, f32), width: f32) -> [(f32, f32); 4] {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-6);
    let (nx, ny) = (-dy / len * width / 2.0, dx / len * width / 2.0);
    [
        (a.0 + nx, a.1 + ny),
        (b.0 + nx, b.1 + ny),
        (b.0 - nx, b.1 - ny),
        (a.0 - nx, a.1 - ny),
    ]
}

/// The triangle of an arrowhead of `length` pointing at `tip` from the direction
/// of `from`, as wide as it is long.
pub fn arrowhead(from: (f32, f32), tip: (f32, f32), length: f32) -> [(f32, f32); 3] {
    let (dx, dy) = (tip.0 - from.0, tip.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-6);
    let (ux, uy) = (dx / len, dy / len);
    let base = (tip.0 - ux * length, tip.1 - uy * length);
    let half = length * 0.55;
    [
        tip,
        (base.0 - uy * half, base.1 + ux * half),
        (base.0 + uy * half, base.1 - ux * half),
    ]
}

// --- Text ----------------------------------------------------------------------

/// Horizontal placement of a line of text relative to its x coordinate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// The text starts at x.
    Left,
    /// The text is centred on x.
    Centre,
    /// The text ends at x.
    Right,
}

/// How a line of text is set: font, size in pixels, colour and alignment.
#[derive(Clone, Copy)]
pub struct TextStyle {
    /// The font, [`FONT`] or [`FONT_BOLD`].
    pub font: &'static FontRef<'static>,
    /// The size in pixels (the em height).
    pub size: f32,
    /// The ink.
    pub colour: Rgb<u8>,
    /// Where the text sits relative to its x coordinate.
    pub align: Align,
}

impl TextStyle {
    /// Bold text of `size` pixels in `colour`, left-aligned.
    pub fn bold(size: f32, colour: Rgb<u8>) -> TextStyle {
        TextStyle {
            font: &FONT_BOLD,
            size,
            colour,
            align: Align::Left,
        }
    }

    /// Regular text of `size` pixels in `colour`, left-aligned.
    pub fn regular(size: f32, colour: Rgb<u8>) -> TextStyle {
        TextStyle {
            font: &FONT,
            size,
            colour,
            align: Align::Left,
        }
    }

    /// The same style centred on its x coordinate.
    pub fn centred(self) -> TextStyle {
        TextStyle {
            align: Align::Centre,
            ..self
        }
    }

    /// The same style ending at its x coordinate.
    pub fn right(self) -> TextStyle {
        TextStyle {
            align: Align::Right,
            ..self
        }
    }

    /// The same style in another colour.
    pub fn in_colour(self, colour: Rgb<u8>) -> TextStyle {
        TextStyle { colour, ..self }
    }

    /// The advance width of `text` in this style, kerning included.
    pub fn width(&self, text: &str) -> f32 {
        let font = self.font.as_scaled(PxScale::from(self.size));
        let mut width = 0.0;
        let mut previous = None;
        for c in text.chars() {
            let id = font.glyph_id(c);
            if let Some(p) = previous {
                width += font.kern(p, id);
            }
            width += font.h_advance(id);
            previous = Some(id);
        }
        width
    }

    /// This style, or a smaller one in half-pixel steps down to `smallest`, so
    /// that `text` fits `room` pixels: for a label whose word some language
    /// makes longer than the space it has.
    pub fn shrunk_to_fit(self, text: &str, room: f32, smallest: f32) -> TextStyle {
        let mut style = self;
        while style.size > smallest && style.width(text) > room {
            style.size -= 0.5;
        }
        style
    }

    /// The font's em size in pixels (CSS's `font-size`): ab_glyph's scale
    /// [`TextStyle::size`] is the height from the font's descent to its ascent,
    /// which for DejaVu Sans is 1.16 em.
    pub fn em_size(&self) -> f32 {
        let em = self.font.units_per_em().unwrap_or(2048.0);
        self.size * em / self.font.height_unscaled()
    }

    /// Whether the font is [`FONT_BOLD`].
    pub fn is_bold(&self) -> bool {
        std::ptr::eq(self.font, &*FONT_BOLD)
    }

    /// Where a line of `text` placed at `x` ends.
    pub fn end(&self, x: f32, text: &str) -> f32 {
        self.start(x, text) + self.width(text)
    }

    /// The baseline that centres capital letters vertically on `centre`.
    pub fn centre_baseline(&self, centre: f32) -> f32 {
        centre + cap_height(self.size) / 2.0
    }

    /// Where a line of `text` starts when placed at `x`.
    fn start(&self, x: f32, text: &str) -> f32 {
        match self.align {
            Align::Left => x,
            Align::Centre => x - self.width(text) / 2.0,
            Align::Right => x - self.width(text),
        }
    }
}

impl PartialEq for TextStyle {
    fn eq(&self, other: &TextStyle) -> bool {
        std::ptr::eq(self.font, other.font)
            && self.size == other.size
            && self.colour == other.colour
            && self.align == other.align
    }
}

impl fmt::Debug for TextStyle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let weight = if self.is_bold() { "bold" } else { "regular" };
        write!(f, "{weight} {} {:?} {:?}", self.size, self.colour.0, self.align)
    }
}

/// The height of capital letters at `size` pixels, for centring a line vertically.
pub fn cap_height(size: f32) -> f32 {
    // DejaVu Sans: capitals are 1493 of 2048 units tall.
    size * 0.729
}

/// The top of the line box imageproc draws a line of text in, for its baseline.
fn line_top(style: &TextStyle, baseline: f32) -> f32 {
    baseline - style.font.as_scaled(PxScale::from(style.size)).ascent()
}

/// `text` cut with an ellipsis to fit `max_width` in `style`.
pub fn fit(style: TextStyle, text: &str, max_width: f32) -> String {
    if style.width(text) <= max_width {
        return text.to_owned();
    }
    let mut cut: String = text.to_owned();
    while !cut.is_empty() {
        cut.pop();
        let candidate = format!("{}…", cut.trim_end());
        if style.width(&candidate) <= max_width {
            return candidate;
        }
    }
    "…".to_owned()
}

/// Splits `text` into lines no wider than `max_width` in `style`, at spaces.
pub fn wrap(style: TextStyle, text: &str, max_width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if style.width(&candidate) > max_width && !line.is_empty() {
            lines.push(std::mem::replace(&mut line, word.to_owned()));
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

// --- Surfaces ------------------------------------------------------------------

/// What can be drawn on: a [`crate::scene::Scene`] (recorded as items), a
/// [`Sketch`] (drawn once, supersampled) or a picture's [`RgbImage`] (drawn for
/// every picture).
pub trait Surface {
    /// Fills a rounded rectangle (or circle) with `colour` at opacity `alpha`.
    fn fill_round_rect(&mut self, shape: RoundRect, colour: Rgb<u8>, alpha: f32);
    /// Strokes the outline of `shape` with a line `width` wide centred on it.
    fn stroke_round_rect(&mut self, shape: RoundRect, width: f32, colour: Rgb<u8>, alpha: f32);
    /// Fills a polygon (any simple one; a picture's are opaque).
    fn fill_polygon(&mut self, points: &[(f32, f32)], colour: Rgb<u8>, alpha: f32);
    /// Draws one line of text with its baseline at `baseline`; returns the x where
    /// the text ends.
    fn text(&mut self, style: TextStyle, x: f32, baseline: f32, text: &str) -> f32;

    /// What the marks drawn from now on stand for: a scene records it with
    /// them; pixels ignore it.
    fn role(&mut self, _role: Role) {}

    /// [`Surface::text`] of `text`, a line that stands for `words` (cut to fit
    /// or dressed): a scene keeps the words; pixels draw `text`.
    fn text_for(&mut self, style: TextStyle, x: f32, baseline: f32, text: &str, _words: &str) -> f32 {
        self.text(style, x, baseline, text)
    }

    /// Strokes a path through `points`, `width` wide, with round joins and ends.
    fn stroke_polyline(&mut self, points: &[(f32, f32)], width: f32, colour: Rgb<u8>, alpha: f32) {
        for pair in points.windows(2) {
            self.fill_polygon(&segment_quad(pair[0], pair[1], width), colour, alpha);
        }
        if width >= 2.5 {
            for &(x, y) in points {
                self.fill_round_rect(RoundRect::circle(x, y, width / 2.0), colour, alpha);
            }
        }
    }
}

/// [`Surface::fill_round_rect`].
pub fn fill_round_rect(surface: &mut impl Surface, shape: RoundRect, colour: Rgb<u8>, alpha: f32) {
    surface.fill_round_rect(shape, colour, alpha);
}

/// [`Surface::stroke_round_rect`].
pub fn stroke_round_rect(surface: &mut impl Surface, shape: RoundRect, width: f32, colour: Rgb<u8>, alpha: f32) {
    surface.stroke_round_rect(shape, width, colour, alpha);
}

/// [`Surface::stroke_polyline`].
pub fn stroke_polyline(surface: &mut impl Surface, points: &[(f32, f32)], width: f32, colour: Rgb<u8>, alpha: f32) {
    surface.stroke_polyline(points, width, colour, alpha);
}

/// A filled triangle.
pub fn fill_triangle(surface: &mut impl Surface, a: (f32, f32), b: (f32, f32), c: (f32, f32), colour: Rgb<u8>) {
    surface.fill_polygon(&[a, b, c], colour, 1.0);
}

/// An arrowhead of `length` pointing at `tip`, coming from `from`.
pub fn fill_arrowhead(surface: &mut impl Surface, from: (f32, f32), tip: (f32, f32), length: f32, colour: Rgb<u8>) {
    surface.fill_polygon(&arrowhead(from, tip, length), colour, 1.0);
}

/// [`Surface::text`]: one line of text in `style`; returns where it ends.
pub fn draw_text(surface: &mut impl Surface, style: TextStyle, x: f32, baseline: f32, text: &str) -> f32 {
    surface.text(style, x, baseline, text)
}

/// How many times larger a [`Sketch`] is drawn than it is kept.
pub const SCALE: u32 = 4;

/// Something drawn once: imageproc's plain (aliased) polygons and text on an
/// RGBA image [`SCALE`] times the size, averaged down by [`Sketch::finish`].
pub struct Sketch {
    image: RgbaImage,
}

impl Sketch {
    /// A transparent sketch of `width` × `height` pixels (at the kept size).
    pub fn new(width: u32, height: u32) -> Sketch {
        Sketch {
            image: RgbaImage::new(width * SCALE, height * SCALE),
        }
    }

    /// A sketch of `width` × `height` pixels covered in `colour`.
    pub fn filled(width: u32, height: u32, colour: Rgb<u8>) -> Sketch {
        let [r, g, b] = colour.0;
        Sketch {
            image: RgbaImage::from_pixel(width * SCALE, height * SCALE, Rgba([r, g, b, 255])),
        }
    }

    /// A point at the sketch's scale.
    fn point(x: f32, y: f32) -> Point<i32> {
        let s = SCALE as f32;
        Point::new((x * s).round() as i32, (y * s).round() as i32)
    }

    /// Fills a polygon given at the kept size: imageproc's `draw_polygon_mut`,
    /// replacing pixels when opaque and blending them (its `Blend`) when not.
    fn polygon(&mut self, points: &[(f32, f32)], colour: Rgb<u8>, alpha: f32) {
        let mut poly: Vec<Point<i32>> = Vec::with_capacity(points.len());
        for &(x, y) in points {
            let p = Sketch::point(x, y);
            if poly.last() != Some(&p) {
                poly.push(p);
            }
        }
        while poly.len() > 1 && poly.first() == poly.last() {
            poly.pop();
        }
        if poly.len() < 3 {
            return;
        }
        let [r, g, b] = colour.0;
        let a = (alpha.clamp(0.0, 1.0) * 255.0).round() as u8;
        if a == 255 {
            drawing::draw_polygon_mut(&mut self.image, &poly, Rgba([r, g, b, 255]));
        } else if a > 0 {
            let mut blend = Blend(std::mem::take(&mut self.image));
            drawing::draw_polygon_mut(&mut blend, &poly, Rgba([r, g, b, a]));
            self.image = blend.0;
        }
    }

    /// A pixel's centre step: arcs are cut into segments about a pixel long at
    /// the sketch's scale.
    const STEP: f32 = 1.0 / SCALE as f32 * 2.0;

    /// The sketch averaged down to its kept size: each pixel the mean of its
    /// [`SCALE`] × [`SCALE`] block, with colours weighted by their opacity.
    pub fn finish(self) -> RgbaImage {
        let (w, h) = (self.image.width() / SCALE, self.image.height() / SCALE);
        let n = SCALE * SCALE;
        RgbaImage::from_fn(w, h, |x, y| {
            let mut sum = [0u32; 4];
            for dy in 0..SCALE {
                for dx in 0..SCALE {
                    let p = self.image.get_pixel(x * SCALE + dx, y * SCALE + dy).0;
                    let a = p[3] as u32;
                    for c in 0..3 {
                        sum[c] += p[c] as u32 * a;
                    }
                    sum[3] += a;
                }
            }
            if sum[3] == 0 {
                return Rgba([0, 0, 0, 0]);
            }
            let colour = |c: usize| ((sum[c] + sum[3] / 2) / sum[3]) as u8;
            Rgba([colour(0), colour(1), colour(2), ((sum[3] + n / 2) / n) as u8])
        })
    }

    /// The sketch averaged down as an opaque picture (a background).
    pub fn finish_rgb(self) -> RgbImage {
        let rgba = self.finish();
        RgbImage::from_fn(rgba.width(), rgba.height(), |x, y| {
            let p = rgba.get_pixel(x, y).0;
            Rgb([p[0], p[1], p[2]])
        })
    }

    /// The sketch as a sprite.
    pub fn sprite(self) -> Sprite {
        Sprite(self.finish())
    }
}

impl Surface for Sketch {
    fn fill_round_rect(&mut self, shape: RoundRect, colour: Rgb<u8>, alpha: f32) {
        self.polygon(&shape.outline(Sketch::STEP), colour, alpha);
    }

    fn stroke_round_rect(&mut self, shape: RoundRect, width: f32, colour: Rgb<u8>, alpha: f32) {
        let (outer, inner) = (shape.grow(width / 2.0), shape.grow(-width / 2.0));
        if inner.hw <= 0.0 || inner.hh <= 0.0 {
            return self.fill_round_rect(outer, colour, alpha);
        }
        // A ring as two simple polygons, the top half and the bottom half.
        for top in [true, false] {
            let mut band = outer.half_outline(top, Sketch::STEP);
            band.extend(inner.half_outline(top, Sketch::STEP).into_iter().rev());
            self.polygon(&band, colour, alpha);
        }
    }

    fn fill_polygon(&mut self, points: &[(f32, f32)], colour: Rgb<u8>, alpha: f32) {
        self.polygon(points, colour, alpha);
    }

    fn text(&mut self, style: TextStyle, x: f32, baseline: f32, text: &str) -> f32 {
        let s = SCALE as f32;
        let start = style.start(x, text);
        let big = TextStyle {
            size: style.size * s,
            ..style
        };
        let [r, g, b] = style.colour.0;
        drawing::draw_text_mut(
            &mut self.image,
            Rgba([r, g, b, 255]),
            (start * s).round() as i32,
            line_top(&big, baseline * s).round() as i32,
            PxScale::from(big.size),
            style.font,
            text,
        );
        start + style.width(text)
    }
}

impl Surface for RgbImage {
    fn fill_round_rect(&mut self, shape: RoundRect, colour: Rgb<u8>, alpha: f32) {
        draw_shape(self, Shape::Fill, shape, colour, alpha);
    }

    fn stroke_round_rect(&mut self, shape: RoundRect, width: f32, colour: Rgb<u8>, alpha: f32) {
        draw_shape(self, Shape::Stroke(width), shape, colour, alpha);
    }

    /// imageproc's anti-aliased polygon (vertices on whole pixels), opaque.
    fn fill_polygon(&mut self, points: &[(f32, f32)], colour: Rgb<u8>, _alpha: f32) {
        let mut poly: Vec<Point<i32>> = Vec::with_capacity(points.len());
        for &(x, y) in points {
            let p = Point::new(x.round() as i32, y.round() as i32);
            if poly.last() != Some(&p) {
                poly.push(p);
            }
        }
        while poly.len() > 1 && poly.first() == poly.last() {
            poly.pop();
        }
        if poly.len() >= 3 {
            drawing::draw_antialiased_polygon_mut(self, &poly, colour, interpolate);
        }
    }

    /// imageproc's `draw_text_mut`, through a kept coverage sprite of the line
    /// and its width (`text_line`): the glyphs of a line are rasterised and
    /// measured once.
    fn text(&mut self, style: TextStyle, x: f32, baseline: f32, text: &str) -> f32 {
        let line = text_line(&style, text);
        let start = match style.align {
            Align::Left => x,
            Align::Centre => x - line.width / 2.0,
            Align::Right => x - line.width,
        };
        let (left, top) = (
            start.round() as i32 - TEXT_PAD as i32,
            line_top(&style, baseline).round() as i32 - TEXT_PAD as i32,
        );
        paint_coverage(self, &line.coverage, left, top, style.colour);
        start + line.width
    }
}

// --- Text lines ------------------------------------------------------------------

/// Pixels of room round a kept text line for glyphs that reach past their box.
const TEXT_PAD: u32 = 4;

/// How many text lines [`TEXTS`] keeps; it starts over past this.
const TEXTS_KEPT: usize = 4096;

/// The key of a kept text line: the font, the size in 1/64 px, the text.
type TextKey = (usize, u32, String);

/// A line of text rasterised by imageproc, and its advance width.
struct TextLine {
    /// Coverage (0 to 255) with [`TEXT_PAD`] pixels of room on each side.
    coverage: image::GrayImage,
    /// [`TextStyle::width`].
    width: f32,
}

/// Text lines rasterised and measured. Pictures repeat most of their lines
/// (names, labels, numbers), so most lines are drawn from here.
static TEXTS: LazyLock<Mutex<FxHashMap<TextKey, Arc<TextLine>>>> = LazyLock::new(Mutex::default);

/// The coverage of `text` in `style`, drawn by imageproc's `draw_text_mut` the
/// first time it is asked for, and its width.
fn text_line(style: &TextStyle, text: &str) -> Arc<TextLine> {
    let key = (
        std::ptr::from_ref(style.font) as usize,
        (style.size * 64.0) as u32,
        text.to_owned(),
    );
    if let Some(sprite) = TEXTS.lock().unwrap_or_else(|p| p.into_inner()).get(&key) {
        return sprite.clone();
    }
    let scale = PxScale::from(style.size);
    let (w, h) = drawing::text_size(scale, style.font, text);
    let mut coverage = image::GrayImage::new(w + 2 * TEXT_PAD + 2, h + 2 * TEXT_PAD + 2);
    drawing::draw_text_mut(
        &mut coverage,
        image::Luma([255]),
        TEXT_PAD as i32,
        TEXT_PAD as i32,
        scale,
        style.font,
        text,
    );
    let sprite = Arc::new(TextLine {
        coverage,
        width: style.width(text),
    });
    let mut kept = TEXTS.lock().unwrap_or_else(|p| p.into_inner());
    if kept.len() >= TEXTS_KEPT {
        kept.clear();
    }
    kept.insert(key, sprite.clone());
    sprite
}

/// Paints `colour` over `canvas` through `coverage` placed at (`x`, `y`).
fn paint_coverage(canvas: &mut RgbImage, coverage: &image::GrayImage, x: i32, y: i32, colour: Rgb<u8>) {
    let (cw, ch) = (canvas.width() as i32, canvas.height() as i32);
    for (sx, sy, a) in coverage.enumerate_pixels() {
        let a = a.0[0] as u32;
        let (px, py) = (x + sx as i32, y + sy as i32);
        if a == 0 || px < 0 || py < 0 || px >= cw || py >= ch {
            continue;
        }
        let pixel = canvas.get_pixel_mut(px as u32, py as u32);
        for c in 0..3 {
            pixel.0[c] = ((colour.0[c] as u32 * a + pixel.0[c] as u32 * (255 - a) + 127) / 255) as u8;
        }
    }
}

// --- Sprites -------------------------------------------------------------------

/// An RGBA picture to composite over others, drawn once.
pub struct Sprite(pub RgbaImage);

impl Sprite {
    /// Width in pixels.
    pub fn width(&self) -> u32 {
        self.0.width()
    }

    /// Height in pixels.
    pub fn height(&self) -> u32 {
        self.0.height()
    }
}

impl From<RgbaImage> for Sprite {
    fn from(image: RgbaImage) -> Sprite {
        Sprite(image)
    }
}

/// Composites `sprite` with its top-left corner at (`x`, `y`) over `canvas`
/// (source-over, in 255ths); what falls outside is clipped.
pub fn blit(canvas: &mut RgbImage, sprite: &Sprite, x: i32, y: i32) {
    let (cw, ch) = (canvas.width() as i32, canvas.height() as i32);
    let (sw, sh) = (sprite.width() as i32, sprite.height() as i32);
    let (x0, x1) = (x.max(0), (x + sw).min(cw));
    if x0 >= x1 {
        return;
    }
    let src = sprite.0.as_raw();
    let dst: &mut [u8] = canvas.as_mut();
    for cy in y.max(0)..(y + sh).min(ch) {
        let s_row = ((cy - y) * sw + (x0 - x)) as usize * 4;
        let d_row = (cy * cw + x0) as usize * 3;
        let n = (x1 - x0) as usize;
        let s = &src[s_row..s_row + n * 4];
        let d = &mut dst[d_row..d_row + n * 3];
        for (sp, dp) in s.chunks_exact(4).zip(d.chunks_exact_mut(3)) {
            match sp[3] {
                0 => {}
                255 => dp.copy_from_slice(&sp[..3]),
                a => {
                    let (a, ia) = (a as u32, 255 - a as u32);
                    for c in 0..3 {
                        dp[c] = ((sp[c] as u32 * a + dp[c] as u32 * ia + 127) / 255) as u8;
                    }
                }
            }
        }
    }
}

/// Composites `sprite` centred on (`x`, `y`).
pub fn blit_centred(canvas: &mut RgbImage, sprite: &Sprite, x: f32, y: f32) {
    let (w, h) = (sprite.width() as f32, sprite.height() as f32);
    blit(
        canvas,
        sprite,
        (x - w / 2.0).round() as i32,
        (y - h / 2.0).round() as i32,
    );
}

/// How a rounded shape is painted on a picture.
#[derive(Clone, Copy)]
enum Shape {
    Fill,
    Stroke(f32),
}

/// The key of a kept shape sprite: kind, sizes and the position's fraction of a
/// pixel in [`SCALE`]ths, colour and opacity.
type ShapeKey = ([i32; 6], [u8; 4]);

/// Rounded shapes painted on pictures, sketched once each ([`shape_sprite`]).
/// Pictures use a few dozen; the cache starts over past [`SHAPES_KEPT`].
static SHAPES: LazyLock<Mutex<FxHashMap<ShapeKey, Arc<Sprite>>>> = LazyLock::new(Mutex::default);

/// How many shape sprites [`SHAPES`] keeps at most.
const SHAPES_KEPT: usize = 65536;

/// Paints a rounded shape on a picture: its sprite, sketched by imageproc at
/// [`SCALE`] times the size the first time it is asked for.
fn draw_shape(canvas: &mut RgbImage, shape: Shape, rect: RoundRect, colour: Rgb<u8>, alpha: f32) {
    // Centres snap to half pixels: a shape has at most four sprites per size
    // and colour, and moves by at most a quarter pixel.
    let half = |v: f32| (v * 2.0).round() / 2.0;
    let rect = RoundRect {
        cx: half(rect.cx),
        cy: half(rect.cy),
        ..rect
    };
    let width = match shape {
        Shape::Fill => 0.0,
        Shape::Stroke(w) => w,
    };
    let pad = width / 2.0 + 1.0;
    let (left, top) = ((rect.cx - rect.hw - pad).floor(), (rect.cy - rect.hh - pad).floor());
    let q = |v: f32| (v * SCALE as f32).round() as i32;
    let [r, g, b] = colour.0;
    let key = (
        [
            q(rect.cx - left),
            q(rect.cy - top),
            q(rect.hw),
            q(rect.hh),
            q(rect.radius),
            q(width),
        ],
        [r, g, b, (alpha.clamp(0.0, 1.0) * 255.0).round() as u8],
    );
    let sprite = shape_sprite(key, || {
        let local = RoundRect {
            cx: rect.cx - left,
            cy: rect.cy - top,
            ..rect
        };
        let w = (local.cx + rect.hw + pad).ceil() as u32 + 1;
        let h = (local.cy + rect.hh + pad).ceil() as u32 + 1;
        let mut sketch = Sketch::new(w, h);
        match shape {
            Shape::Fill => sketch.fill_round_rect(local, colour, alpha),
            Shape::Stroke(width) => sketch.stroke_round_rect(local, width, colour, alpha),
        }
        sketch.sprite()
    });
    blit(canvas, &sprite, left as i32, top as i32);
}

/// The kept sprite under `key`, sketched by `draw` if it is not kept yet.
fn shape_sprite(key: ShapeKey, draw: impl FnOnce() -> Sprite) -> Arc<Sprite> {
    if let Some(sprite) = SHAPES.lock().expect("not poisoned").get(&key) {
        return Arc::clone(sprite);
    }
    let sprite = Arc::new(draw());
    let mut shapes = SHAPES.lock().expect("not poisoned");
    if shapes.len() >= SHAPES_KEPT {
        shapes.clear();
    }
    shapes.insert(key, Arc::clone(&sprite));
    sprite
}

// --- Frames and panels ---------------------------------------------------------

/// A wooden frame with a soft shadow, as every board has.
pub fn wooden_frame(sketch: &mut impl Surface, frame: RoundRect) {
    sketch.fill_round_rect(frame.grow(1.0).shift(1.0, 2.5), colour::SHADOW, 0.18);
    sketch.fill_round_rect(frame.shift(0.5, 1.5), colour::SHADOW, 0.2);
    sketch.fill_round_rect(frame, colour::FRAME, 1.0);
}

/// A panel beside the board.
pub fn panel(sketch: &mut impl Surface, rect: RoundRect) {
    sketch.fill_round_rect(rect, colour::PANEL, 1.0);
    sketch.stroke_round_rect(rect.grow(-0.5), 1.0, colour::PANEL_EDGE, 1.0);
}

/// A filled square of `colour` at pixel (`x`, `y`), `side` wide.
pub fn square(sketch: &mut impl Surface, x: i32, y: i32, side: i32, colour: Rgb<u8>) {
    let (x, y, s) = (x as f32, y as f32, side as f32);
    sketch.fill_polygon(&[(x, y), (x + s, y), (x + s, y + s), (x, y + s)], colour, 1.0);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sketched_disc_is_smooth_at_its_edge_and_solid_inside() {
        let mut sketch = Sketch::new(40, 40);
        sketch.fill_round_rect(RoundRect::circle(20.0, 20.0, 12.0), colour::CAPTURE, 1.0);
        let disc = sketch.finish();
        assert_eq!(disc.get_pixel(20, 20).0, [0xB3, 0x26, 0x1E, 255]);
        assert_eq!(disc.get_pixel(2, 2).0[3], 0);
        // Somewhere along the edge a pixel is partly covered.
        let partial = (0..40).any(|x| (1..255).contains(&disc.get_pixel(x, 20).0[3]));
        assert!(partial);
    }

    #[test]
    fn a_ring_leaves_its_middle_untouched() {
        let mut sketch = Sketch::new(40, 40);
        sketch.stroke_round_rect(RoundRect::circle(20.0, 20.0, 14.0), 3.0, colour::INK, 1.0);
        let ring = sketch.finish();
        assert_eq!(ring.get_pixel(20, 20).0[3], 0);
        assert_eq!(ring.get_pixel(20, 6).0[3], 255);
        assert_eq!(ring.get_pixel(34, 20).0[3], 255);
    }

    #[test]
    fn blit_composites_over_and_clips() {
        let mut canvas = RgbImage::from_pixel(10, 10, colour::PAPER);
        let mut sprite = RgbaImage::new(4, 4);
        sprite.put_pixel(0, 0, Rgba([0, 0, 0, 255]));
        sprite.put_pixel(1, 0, Rgba([0, 0, 0, 0]));
        sprite.put_pixel(2, 0, Rgba([255, 255, 255, 128]));
        blit(&mut canvas, &Sprite(sprite), 8, -0);
        assert_eq!(canvas.get_pixel(8, 0).0, [0, 0, 0]);
        assert_eq!(canvas.get_pixel(9, 0), &colour::PAPER);
        blit(
            &mut canvas,
            &Sprite(RgbaImage::from_pixel(3, 3, Rgba([9, 9, 9, 255]))),
            -1,
            -1,
        );
        assert_eq!(canvas.get_pixel(1, 1).0, [9, 9, 9]);
        assert_eq!(canvas.get_pixel(2, 2), &colour::PAPER);
    }

    #[test]
    fn text_is_drawn_where_its_width_says() {
        let style = TextStyle::bold(20.0, colour::INK);
        let mut canvas = RgbImage::from_pixel(200, 40, colour::PAPER);
        let end = canvas.text(style, 10.0, 30.0, "Parlor");
        assert!((end - 10.0 - style.width("Parlor")).abs() < 0.01);
        let inked = |x0: u32, x1: u32| (x0..x1).any(|x| (0..40).any(|y| canvas.get_pixel(x, y) != &colour::PAPER));
        assert!(inked(10, (end as u32).min(200)));
        assert!(!inked(end as u32 + 3, 200));
    }

    #[test]
    fn fitted_text_ends_with_an_ellipsis() {
        let style = TextStyle::regular(14.0, colour::INK);
        let cut = fit(style, "Bartholomew Fitzwilliam-Smythe", 100.0);
        assert!(cut.ends_with('…') && style.width(&cut) <= 100.0, "{cut}");
        assert_eq!(fit(style, "Ann", 100.0), "Ann");
    }
}
