//! The shared drawing kit: the palette, the shipped font, coordinate labels,
//! small anti-aliased primitives, sprite compositing and PNG encoding (palette
//! PNG: the picture is quantised to at most 256 colours, see [`quantise`]).
//!
//! Shapes are described by signed distance functions (negative inside, positive
//! outside, in pixels) and painted with coverage `0.5 - distance`, which gives
//! smooth edges without supersampling. Text is laid out with `ab_glyph`.

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, Rgb, RgbImage, RgbaImage};
use std::sync::LazyLock;

/// DejaVu Sans Bold (Bitstream Vera licence, `assets/LICENSE-DejaVu.txt`):
/// headings, labels and counts.
pub static FONT_BOLD: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../assets/DejaVuSans-Bold.ttf")).expect("the shipped font parses")
});

/// DejaVu Sans (Bitstream Vera licence, `assets/LICENSE-DejaVu.txt`): secondary text.
pub static FONT: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../assets/DejaVuSans.ttf")).expect("the shipped font parses")
});

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
    pub const FADED_INK: Rgb<u8> = Rgb([0x7A, 0x62, 0x45]);
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
}

/// The letter of a file, `a` for 0 to `h` for 7.
pub fn file_label(file: u8) -> char {
    (b'a' + file) as char
}

/// The number of a rank, `1` for 0.
pub fn rank_label(rank: u8) -> String {
    (rank + 1).to_string()
}

/// Something pixels can be blended into: the RGB canvas or an RGBA sprite.
pub trait Surface {
    /// Width and height in pixels.
    fn dimensions(&self) -> (u32, u32);
    /// Paints `colour` over pixel (`x`, `y`) with opacity `alpha` (0–1).
    fn blend(&mut self, x: u32, y: u32, colour: Rgb<u8>, alpha: f32);
}

impl Surface for RgbImage {
    fn dimensions(&self) -> (u32, u32) {
        RgbImage::dimensions(self)
    }

    fn blend(&mut self, x: u32, y: u32, colour: Rgb<u8>, alpha: f32) {
        let a = (alpha.clamp(0.0, 1.0) * 256.0) as u32;
        let p = self.get_pixel_mut(x, y);
        for (d, s) in p.0.iter_mut().zip(colour.0) {
            *d = ((s as u32 * a + *d as u32 * (256 - a)) >> 8) as u8;
        }
    }
}

impl Surface for RgbaImage {
    fn dimensions(&self) -> (u32, u32) {
        RgbaImage::dimensions(self)
    }

    fn blend(&mut self, x: u32, y: u32, colour: Rgb<u8>, alpha: f32) {
        let a = alpha.clamp(0.0, 1.0);
        let p = self.get_pixel_mut(x, y);
        let da = p.0[3] as f32 / 255.0;
        let out_a = a + da * (1.0 - a);
        if out_a <= 0.0 {
            return;
        }
        for i in 0..3 {
            let c = (colour.0[i] as f32 * a + p.0[i] as f32 * da * (1.0 - a)) / out_a;
            p.0[i] = c.round().clamp(0.0, 255.0) as u8;
        }
        p.0[3] = (out_a * 255.0).round() as u8;
    }
}

/// An axis-aligned rectangle with rounded corners, by centre and half sizes.
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
    /// Corner radius (at most the smaller half size; equal to it for a circle).
    pub radius: f32,
}

impl RoundRect {
    /// The rectangle from (`x`, `y`) of size `w` × `h`.
    pub fn from_corner(x: f32, y: f32, w: f32, h: f32, radius: f32) -> RoundRect {
        RoundRect {
            cx: x + w / 2.0,
            cy: y + h / 2.0,
            hw: w / 2.0,
            hh: h / 2.0,
            radius,
        }
    }

    /// A circle.
    pub fn circle(cx: f32, cy: f32, r: f32) -> RoundRect {
        RoundRect {
            cx,
            cy,
            hw: r,
            hh: r,
            radius: r,
        }
    }

    /// The same shape grown by `by` pixels on every side.
    pub fn grow(self, by: f32) -> RoundRect {
        RoundRect {
            hw: self.hw + by,
            hh: self.hh + by,
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

    /// Signed distance from (`x`, `y`) to the edge.
    pub fn distance(&self, x: f32, y: f32) -> f32 {
        let r = self.radius.min(self.hw).min(self.hh);
        let qx = (x - self.cx).abs() - (self.hw - r);
        let qy = (y - self.cy).abs() - (self.hh - r);
        let (ox, oy) = (qx.max(0.0), qy.max(0.0));
        (ox * ox + oy * oy).sqrt() + qx.max(qy).min(0.0) - r
    }

    /// The bounding box (x0, y0, x1, y1).
    pub fn bounds(&self) -> [f32; 4] {
        [
            self.cx - self.hw,
            self.cy - self.hh,
            self.cx + self.hw,
            self.cy + self.hh,
        ]
    }
}

/// Paints the shape described by `distance` within `bounds` (x0, y0, x1, y1),
/// with edges softened over `soft` pixels (1 for a crisp anti-aliased edge).
pub fn fill_shape(
    surface: &mut impl Surface,
    bounds: [f32; 4],
    colour: Rgb<u8>,
    alpha: f32,
    soft: f32,
    distance: impl Fn(f32, f32) -> f32,
) {
    let (w, h) = surface.dimensions();
    let pad = soft + 1.0;
    let x0 = (bounds[0] - pad).floor().max(0.0) as u32;
    let y0 = (bounds[1] - pad).floor().max(0.0) as u32;
    let x1 = ((bounds[2] + pad).ceil().max(0.0) as u32).min(w);
    let y1 = ((bounds[3] + pad).ceil().max(0.0) as u32).min(h);
    for y in y0..y1 {
        for x in x0..x1 {
            let d = distance(x as f32 + 0.5, y as f32 + 0.5);
            let coverage = (0.5 - d / soft).clamp(0.0, 1.0);
            if coverage > 0.0 {
                surface.blend(x, y, colour, coverage * alpha);
            }
        }
    }
}

/// Fills a rounded rectangle (or circle).
pub fn fill_round_rect(surface: &mut impl Surface, shape: RoundRect, colour: Rgb<u8>, alpha: f32) {
    fill_shape(surface, shape.bounds(), colour, alpha, 1.0, |x, y| shape.distance(x, y));
}

/// Strokes the outline of a rounded rectangle with a line `width` pixels wide,
/// centred on its edge.
pub fn stroke_round_rect(surface: &mut impl Surface, shape: RoundRect, width: f32, colour: Rgb<u8>, alpha: f32) {
    let half = width / 2.0;
    let b = shape.grow(half).bounds();
    fill_shape(surface, b, colour, alpha, 1.0, |x, y| shape.distance(x, y).abs() - half);
}

/// Distance from (`x`, `y`) to the segment from `a` to `b`.
pub fn segment_distance(x: f32, y: f32, a: (f32, f32), b: (f32, f32)) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 > 0.0 {
        (((x - a.0) * dx + (y - a.1) * dy) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let (px, py) = (a.0 + t * dx - x, a.1 + t * dy - y);
    (px * px + py * py).sqrt()
}

/// The bounding box (x0, y0, x1, y1) of `points`, grown by `by` on every side.
pub fn points_bounds(points: &[(f32, f32)], by: f32) -> [f32; 4] {
    let mut b = [f32::MAX, f32::MAX, f32::MIN, f32::MIN];
    for &(x, y) in points {
        b = [b[0].min(x), b[1].min(y), b[2].max(x), b[3].max(y)];
    }
    [b[0] - by, b[1] - by, b[2] + by, b[3] + by]
}

/// Strokes a line `width` pixels wide with round ends and joins through `points`.
///
/// Each segment is rasterised only within its own bounding box into a coverage
/// mask (keeping the highest coverage where segments meet), which is then blended
/// once, so that joins are not painted twice and long curves stay cheap.
pub fn stroke_polyline(surface: &mut impl Surface, points: &[(f32, f32)], width: f32, colour: Rgb<u8>, alpha: f32) {
    if points.is_empty() {
        return;
    }
    let half = width / 2.0;
    let (w, h) = surface.dimensions();
    let b = points_bounds(points, half + 1.0);
    let x0 = b[0].floor().max(0.0) as u32;
    let y0 = b[1].floor().max(0.0) as u32;
    let x1 = (b[2].ceil().max(0.0) as u32).min(w);
    let y1 = (b[3].ceil().max(0.0) as u32).min(h);
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let mw = (x1 - x0) as usize;
    let mut mask = vec![0f32; mw * (y1 - y0) as usize];
    let segments: Vec<((f32, f32), (f32, f32))> = if points.len() == 1 {
        vec![(points[0], points[0])]
    } else {
        points.windows(2).map(|p| (p[0], p[1])).collect()
    };
    for (a, c) in segments {
        let sb = points_bounds(&[a, c], half + 1.0);
        let sx0 = (sb[0].floor().max(x0 as f32) as u32).max(x0);
        let sy0 = (sb[1].floor().max(y0 as f32) as u32).max(y0);
        let sx1 = (sb[2].ceil().max(0.0) as u32).min(x1);
        let sy1 = (sb[3].ceil().max(0.0) as u32).min(y1);
        for y in sy0..sy1 {
            for x in sx0..sx1 {
                let d = segment_distance(x as f32 + 0.5, y as f32 + 0.5, a, c) - half;
                let coverage = (0.5 - d).clamp(0.0, 1.0);
                let m = &mut mask[(y - y0) as usize * mw + (x - x0) as usize];
                *m = m.max(coverage);
            }
        }
    }
    for y in y0..y1 {
        for x in x0..x1 {
            let coverage = mask[(y - y0) as usize * mw + (x - x0) as usize];
            if coverage > 0.0 {
                surface.blend(x, y, colour, coverage * alpha);
            }
        }
    }
}

/// Fills the triangle with corners `a`, `b`, `c` (either winding).
pub fn fill_triangle(surface: &mut impl Surface, a: (f32, f32), b: (f32, f32), c: (f32, f32), colour: Rgb<u8>) {
    let area = (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0);
    let sign = if area < 0.0 { -1.0 } else { 1.0 };
    // Signed distance to each edge's line, positive outside; the largest is a good
    // enough distance for anti-aliasing.
    let edge = move |p: (f32, f32), q: (f32, f32), x: f32, y: f32| {
        let (ex, ey) = (q.0 - p.0, q.1 - p.1);
        let len = (ex * ex + ey * ey).sqrt().max(1e-6);
        -sign * (ex * (y - p.1) - ey * (x - p.0)) / len
    };
    let bounds = points_bounds(&[a, b, c], 0.0);
    fill_shape(surface, bounds, colour, 1.0, 1.0, |x, y| {
        edge(a, b, x, y).max(edge(b, c, x, y)).max(edge(c, a, x, y))
    });
}

/// Draws an arrowhead with its tip at `tip`, pointing away from `from`, `length`
/// pixels long.
pub fn fill_arrowhead(surface: &mut impl Surface, from: (f32, f32), tip: (f32, f32), length: f32, colour: Rgb<u8>) {
    let (dx, dy) = (tip.0 - from.0, tip.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-6);
    let (ux, uy) = (dx / len, dy / len);
    let base = (tip.0 - ux * length, tip.1 - uy * length);
    let half = length * 0.6;
    let left = (base.0 - uy * half, base.1 + ux * half);
    let right = (base.0 + uy * half, base.1 - ux * half);
    fill_triangle(surface, tip, left, right, colour);
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

/// Composites an RGBA sprite onto the canvas with its top-left corner at (`x`, `y`).
pub fn blit(canvas: &mut RgbImage, sprite: &RgbaImage, x: i32, y: i32) {
    let (cw, ch) = (canvas.width() as i32, canvas.height() as i32);
    let (sw, sh) = (sprite.width() as i32, sprite.height() as i32);
    // The part of the sprite that lands on the canvas.
    let (sx0, sy0) = ((-x).max(0), (-y).max(0));
    let (sx1, sy1) = (sw.min(cw - x), sh.min(ch - y));
    if sx0 >= sx1 || sy0 >= sy1 {
        return;
    }
    let src = sprite.as_raw();
    let stride = canvas.width() as usize * 3;
    let dst = canvas.as_mut();
    for sy in sy0..sy1 {
        let src_row = &src[(sy * sw + sx0) as usize * 4..(sy * sw + sx1) as usize * 4];
        let start = (y + sy) as usize * stride + (x + sx0) as usize * 3;
        let dst_row = &mut dst[start..start + (sx1 - sx0) as usize * 3];
        for (s, d) in src_row.chunks_exact(4).zip(dst_row.chunks_exact_mut(3)) {
            let a = s[3] as u32;
            if a == 0 {
                continue;
            }
            if a == 255 {
                d.copy_from_slice(&s[..3]);
                continue;
            }
            for i in 0..3 {
                d[i] = ((s[i] as u32 * a + d[i] as u32 * (255 - a) + 127) / 255) as u8;
            }
        }
    }
}

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

/// The advance width of `text` at `size` pixels, kerning included.
pub fn text_width(font: &FontRef<'static>, size: f32, text: &str) -> f32 {
    let scaled = font.as_scaled(PxScale::from(size));
    let mut width = 0.0;
    let mut previous: Option<GlyphId> = None;
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        if let Some(p) = previous {
            width += scaled.kern(p, id);
        }
        width += scaled.h_advance(id);
        previous = Some(id);
    }
    width
}

/// The height of capital letters at `size` pixels, for centring a line vertically.
pub fn cap_height(size: f32) -> f32 {
    // DejaVu Sans: capitals are 1493 of 2048 units tall.
    size * 0.729
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

    /// The advance width of `text` in this style.
    pub fn width(&self, text: &str) -> f32 {
        text_width(self.font, self.size, text)
    }

    /// The baseline that centres capital letters vertically on `centre`.
    pub fn centre_baseline(&self, centre: f32) -> f32 {
        centre + cap_height(self.size) / 2.0
    }
}

/// Draws one line of anti-aliased text in `style` with its baseline at `baseline`,
/// and returns the x coordinate where the text ends.
pub fn draw_text(surface: &mut impl Surface, style: TextStyle, x: f32, baseline: f32, text: &str) -> f32 {
    let TextStyle {
        font,
        size,
        colour,
        align,
    } = style;
    let start = match align {
        Align::Left => x,
        Align::Centre => x - text_width(font, size, text) / 2.0,
        Align::Right => x - text_width(font, size, text),
    };
    let scaled = font.as_scaled(PxScale::from(size));
    let (w, h) = surface.dimensions();
    let mut caret = start;
    let mut previous: Option<GlyphId> = None;
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        if let Some(p) = previous {
            caret += scaled.kern(p, id);
        }
        let key = GlyphKey {
            font: std::ptr::from_ref(font) as usize,
            glyph: id.0,
            size: size.to_bits(),
            x: caret.to_bits(),
            y: baseline.to_bits(),
        };
        caret += scaled.h_advance(id);
        previous = Some(id);
        GLYPHS.with_borrow_mut(|cache| {
            if cache.len() >= GLYPH_CACHE_SIZE && !cache.contains_key(&key) {
                cache.clear();
            }
            let raster = cache.entry(key).or_insert_with(|| rasterise(font, id, size, key));
            let Some(raster) = raster else {
                return;
            };
            for (gy, row) in raster.coverage.chunks_exact(raster.width.max(1)).enumerate() {
                let py = raster.y + gy as i32;
                if py < 0 || py as u32 >= h {
                    continue;
                }
                for (gx, &coverage) in row.iter().enumerate() {
                    let px = raster.x + gx as i32;
                    if coverage > 0.0 && px >= 0 && (px as u32) < w {
                        surface.blend(px as u32, py as u32, colour, coverage);
                    }
                }
            }
        });
    }
    caret
}

/// A glyph at an exact size and position: the same key always rasterises to the
/// same coverage, so a cached raster gives exactly the pixels a fresh one would.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct GlyphKey {
    /// The font's address (one of the two statics).
    font: usize,
    glyph: u16,
    /// The size, caret and baseline as `f32` bits.
    size: u32,
    x: u32,
    y: u32,
}

/// A rasterised glyph: its top-left pixel and coverage row by row.
struct GlyphRaster {
    x: i32,
    y: i32,
    width: usize,
    coverage: Vec<f32>,
}

/// How many glyphs each thread keeps; the cache starts afresh when full. The
/// pictures redraw the same text in the same places (names, scores, headings),
/// so nearly every glyph after the first picture is a hit.
const GLYPH_CACHE_SIZE: usize = 8192;

thread_local! {
    static GLYPHS: std::cell::RefCell<std::collections::HashMap<GlyphKey, Option<GlyphRaster>>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
}

/// Rasterises one glyph (`None` for one without an outline, such as a space).
fn rasterise(font: &FontRef<'static>, id: GlyphId, size: f32, key: GlyphKey) -> Option<GlyphRaster> {
    let glyph = id.with_scale_and_position(size, point(f32::from_bits(key.x), f32::from_bits(key.y)));
    let outline = font.outline_glyph(glyph)?;
    let bounds = outline.px_bounds();
    let (width, height) = (bounds.width() as usize, bounds.height() as usize);
    let mut coverage = vec![0f32; width * height];
    outline.draw(|gx, gy, c| {
        if let Some(v) = coverage.get_mut(gy as usize * width + gx as usize) {
            *v = c;
        }
    });
    Some(GlyphRaster {
        x: bounds.min.x as i32,
        y: bounds.min.y as i32,
        width,
        coverage,
    })
}

/// The most colours a palette PNG holds.
const PALETTE_SIZE: usize = 256;

/// A picture reduced to at most 256 colours: the palette and one index per pixel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quantised {
    /// The colours, at most 256.
    pub palette: Vec<Rgb<u8>>,
    /// One palette index per pixel, row by row.
    pub indices: Vec<u8>,
}

/// The 15-bit bin of a colour packed as `0xBBGGRR`: 5 bits a channel.
fn bin(colour: u32) -> usize {
    let (r, g, b) = (colour & 0xFF, (colour >> 8) & 0xFF, (colour >> 16) & 0xFF);
    (((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3)) as usize
}

fn unpack(colour: u32) -> [i32; 3] {
    [
        (colour & 0xFF) as i32,
        ((colour >> 8) & 0xFF) as i32,
        ((colour >> 16) & 0xFF) as i32,
    ]
}

/// The picture as runs of one colour (packed `0xBBGGRR`) and their lengths, row
/// after row: most of a picture is flat, so everything after this works on a few
/// tens of thousands of runs rather than on every pixel.
fn runs(pixels: &[u8]) -> Vec<(u32, u32)> {
    let n = pixels.len() / 3;
    let mut runs = Vec::with_capacity(n / 8);
    let key = |i: usize| {
        let at = i * 3;
        u32::from_le_bytes([pixels[at], pixels[at + 1], pixels[at + 2], 0])
    };
    let word = |at: usize| u64::from_le_bytes(pixels[at..at + 8].try_into().expect("eight bytes"));
    let mut i = 0;
    while i < n {
        let colour = key(i);
        let start = i;
        i += 1;
        if i < n && key(i) == colour {
            // A flat stretch: compare eight pixels (three words) at a time against
            // the colour repeated.
            let c = colour as u128;
            let repeated = c | c << 24 | c << 48 | c << 72 | c << 96;
            let (w0, w1, w2) = (repeated as u64, (repeated >> 16) as u64, (repeated >> 8) as u64);
            while i + 8 <= n {
                let at = i * 3;
                if word(at) != w0 || word(at + 8) != w1 || word(at + 16) != w2 {
                    break;
                }
                i += 8;
            }
            while i < n && key(i) == colour {
                i += 1;
            }
        }
        runs.push((colour, (i - start) as u32));
    }
    runs
}

/// Reduces the canvas to at most 256 colours.
///
/// The pictures are a few flat colours plus the blends that anti-aliasing makes
/// along edges. A canvas with 256 colours or fewer keeps them exactly. Otherwise
/// colours are counted in 15-bit bins (a bin's colour is the first one seen in it,
/// so a flat colour keeps its exact value); the palette takes the most used bins,
/// first skipping any within a few steps of a colour already taken so that rare
/// edge blends still find a near neighbour, then filling up with the rest; every
/// pixel maps to the palette colour nearest its bin's. Deterministic: the same
/// canvas always gives the same result.
pub fn quantise(canvas: &RgbImage) -> Quantised {
    const BINS: usize = 1 << 15;
    let runs = runs(canvas.as_raw());
    let mut count = vec![0u32; BINS];
    let mut first = vec![0u32; BINS];
    let mut mixed = false;
    for &(colour, length) in &runs {
        let b = bin(colour);
        if count[b] == 0 {
            first[b] = colour;
        } else if first[b] != colour {
            mixed = true;
        }
        count[b] += length;
    }
    let mut used: Vec<(u32, usize)> = (0..BINS).filter(|&b| count[b] > 0).map(|b| (count[b], b)).collect();
    // Most used first; ties by bin, so the order is deterministic.
    used.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let colour_of = |b: usize| unpack(first[b]);

    let mut palette: Vec<[i32; 3]> = Vec::with_capacity(PALETTE_SIZE);
    if !mixed && used.len() <= PALETTE_SIZE {
        // Every colour has a bin of its own: keep them all exactly.
        palette.extend(used.iter().map(|&(_, b)| colour_of(b)));
    } else {
        let mut taken = vec![false; used.len()];
        // Only the more common bins compete for a distinct place; the rarest are
        // single edge pixels.
        for (i, &(_, b)) in used.iter().enumerate().take(4 * PALETTE_SIZE) {
            if palette.len() == PALETTE_SIZE {
                break;
            }
            let c = colour_of(b);
            if palette.iter().all(|&p| colour_distance(p, c) > 9 * 36) {
                palette.push(c);
                taken[i] = true;
            }
        }
        for (i, &(_, b)) in used.iter().enumerate() {
            if palette.len() == PALETTE_SIZE {
                break;
            }
            if !taken[i] {
                palette.push(colour_of(b));
            }
        }
    }

    // The nearest palette colour of every bin in use, searching outward from the
    // bin's green value in the palette sorted by green.
    let mut by_green: Vec<(i32, usize)> = palette.iter().enumerate().map(|(i, c)| (c[1], i)).collect();
    by_green.sort_unstable();
    let mut nearest = vec![0u8; BINS];
    for &(_, b) in &used {
        let c = colour_of(b);
        let start = by_green.partition_point(|&(g, _)| g < c[1]);
        let mut best = (i32::MAX, usize::MAX);
        let consider = |best: &mut (i32, usize), j: usize| {
            let (_, i) = by_green[j];
            let d = colour_distance(palette[i], c);
            if d < best.0 || (d == best.0 && i < best.1) {
                *best = (d, i);
            }
        };
        let (mut lo, mut hi) = (start, start);
        loop {
            let up = hi < by_green.len() && GREEN_WEIGHT * (by_green[hi].0 - c[1]).pow(2) <= best.0;
            let down = lo > 0 && GREEN_WEIGHT * (by_green[lo - 1].0 - c[1]).pow(2) <= best.0;
            if !up && !down {
                break;
            }
            if up {
                consider(&mut best, hi);
                hi += 1;
            }
            if down {
                lo -= 1;
                consider(&mut best, lo);
            }
        }
        nearest[b] = best.1 as u8;
    }
    let mut indices = Vec::with_capacity(canvas.as_raw().len() / 3);
    for &(colour, length) in &runs {
        indices.resize(indices.len() + length as usize, nearest[bin(colour)]);
    }
    Quantised {
        palette: palette.iter().map(|c| Rgb(c.map(|v| v as u8))).collect(),
        indices,
    }
}

/// The weight of green in [`colour_distance`].
const GREEN_WEIGHT: i32 = 4;

/// A perceptual-ish squared distance between two colours, weighted toward green
/// as the eye is.
fn colour_distance(a: [i32; 3], b: [i32; 3]) -> i32 {
    let (dr, dg, db) = (a[0] - b[0], a[1] - b[1], a[2] - b[2]);
    2 * dr * dr + GREEN_WEIGHT * dg * dg + 3 * db * db
}

/// Encodes the canvas as a palette PNG (see [`quantise`]): one byte a pixel
/// instead of three, which roughly halves the file and the time spent deflating.
pub fn encode_png(canvas: &RgbImage) -> Vec<u8> {
    encode_quantised(canvas.width(), canvas.height(), &quantise(canvas))
}

/// How [`encode_indexed`] deflates: zlib level, run-length strategy or not, and
/// the PNG filter (`Up` when `up`, else none) applied to every row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deflate {
    /// zlib level, 1 (fastest) to 9.
    pub level: i32,
    /// zlib's run-length strategy: matches only at distance 1.
    pub rle: bool,
    /// Filter every row with `Up` (difference from the row above) instead of none.
    pub up: bool,
}

/// The settings the pictures use (see `examples/encoding.rs` for the others).
pub const DEFLATE: Deflate = Deflate {
    level: 1,
    rle: false,
    up: false,
};

/// Encodes a quantised picture as an 8-bit palette PNG with [`DEFLATE`].
pub fn encode_quantised(width: u32, height: u32, picture: &Quantised) -> Vec<u8> {
    encode_indexed(width, height, &picture.palette, &picture.indices, DEFLATE)
}

/// Appends a PNG chunk: length, type, data and CRC.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let at = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = zlib_rs::crc32::crc32(0, &out[at..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

/// Encodes `width` × `height` palette indices, row by row, as an 8-bit palette
/// PNG deflated as `how` says. Written by hand rather than through the `png`
/// crate so that the deflate strategy can be chosen.
pub fn encode_indexed(width: u32, height: u32, palette: &[Rgb<u8>], indices: &[u8], how: Deflate) -> Vec<u8> {
    let (w, h) = (width as usize, height as usize);
    assert_eq!(indices.len(), w * h, "one index a pixel");
    // The filtered rows: a filter byte, then the row.
    let mut raw = Vec::with_capacity((w + 1) * h);
    for (y, row) in indices.chunks_exact(w.max(1)).enumerate().take(h) {
        if how.up && y > 0 {
            raw.push(2);
            let above = &indices[(y - 1) * w..y * w];
            raw.extend(row.iter().zip(above).map(|(a, b)| a.wrapping_sub(*b)));
        } else {
            raw.push(0);
            raw.extend_from_slice(row);
        }
    }
    let config = zlib_rs::DeflateConfig {
        level: how.level,
        strategy: if how.rle {
            zlib_rs::Strategy::Rle
        } else {
            zlib_rs::Strategy::Default
        },
        ..zlib_rs::DeflateConfig::default()
    };
    let mut idat = vec![0u8; zlib_rs::compress_bound(raw.len())];
    let (compressed, code) = zlib_rs::compress_slice(&mut idat, &raw, config);
    assert_eq!(
        code,
        zlib_rs::ReturnCode::Ok,
        "deflating into a large enough buffer cannot fail"
    );
    let compressed_len = compressed.len();

    let mut out = Vec::with_capacity(compressed_len + 3 * palette.len() + 64);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut ihdr = [0u8; 13];
    ihdr[..4].copy_from_slice(&width.to_be_bytes());
    ihdr[4..8].copy_from_slice(&height.to_be_bytes());
    ihdr[8] = 8; // bit depth
    ihdr[9] = 3; // colour type: palette
    chunk(&mut out, b"IHDR", &ihdr);
    let plte: Vec<u8> = palette.iter().flat_map(|c| c.0).collect();
    chunk(&mut out, b"PLTE", &plte);
    chunk(&mut out, b"IDAT", &idat[..compressed_len]);
    chunk(&mut out, b"IEND", &[]);
    out
}

/// Encodes the canvas as a true-colour PNG, for comparison with [`encode_png`].
pub fn encode_png_rgb(canvas: &RgbImage) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(64 * 1024);
    PngEncoder::new_with_quality(&mut bytes, CompressionType::Fast, FilterType::Adaptive)
        .write_image(
            canvas.as_raw(),
            canvas.width(),
            canvas.height(),
            ExtendedColorType::Rgb8,
        )
        .expect("encoding PNG into memory cannot fail");
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_follow_the_board_coordinates() {
        assert_eq!(file_label(0), 'a');
        assert_eq!(file_label(7), 'h');
        assert_eq!(rank_label(0), "1");
        assert_eq!(rank_label(7), "8");
    }

    #[test]
    fn round_rect_distance_is_negative_inside() {
        let r = RoundRect::from_corner(0.0, 0.0, 10.0, 10.0, 2.0);
        assert!(r.distance(5.0, 5.0) < 0.0);
        assert!(r.distance(20.0, 5.0) > 0.0);
        assert!((r.distance(10.0, 5.0)).abs() < 1e-4);
    }

    #[test]
    fn a_picture_of_few_colours_keeps_them_exactly() {
        let mut img = RgbImage::from_pixel(40, 30, colour::PAPER);
        for x in 0..20 {
            img.put_pixel(x, 10, colour::INK);
            img.put_pixel(x, 11, colour::TURN);
        }
        let q = quantise(&img);
        assert_eq!(q.palette.len(), 3);
        for (p, &i) in img.pixels().zip(&q.indices) {
            assert_eq!(*p, q.palette[i as usize]);
        }
    }

    #[test]
    fn anti_aliased_pictures_fit_in_256_colours_and_keep_flat_colours() {
        let mut img = RgbImage::from_pixel(200, 200, colour::PAPER);
        for i in 0..40 {
            let c = Rgb([(i * 6) as u8, 255 - (i * 5) as u8, (i * 3) as u8]);
            fill_round_rect(&mut img, RoundRect::circle(10.0 + i as f32 * 4.3, 100.0, 12.3), c, 0.8);
        }
        let q = quantise(&img);
        assert!(q.palette.len() <= 256);
        assert_eq!(q.indices.len(), 200 * 200);
        // The paper is exact, and every pixel maps to a near colour.
        assert_eq!(q.palette[q.indices[0] as usize], colour::PAPER);
        for (p, &i) in img.pixels().zip(&q.indices) {
            let c = q.palette[i as usize];
            let d: i32 = (0..3).map(|k| (p.0[k] as i32 - c.0[k] as i32).abs()).max().unwrap_or(0);
            assert!(d <= 24, "{p:?} became {c:?}");
        }
        assert_eq!(quantise(&img), q);
        let png = encode_png(&img);
        let back = image::load_from_memory(&png).expect("a valid PNG").to_rgb8();
        assert_eq!(back.dimensions(), (200, 200));
    }

    #[test]
    fn text_style_measures_and_draws() {
        let style = TextStyle::bold(20.0, colour::INK);
        let mut img = RgbImage::from_pixel(100, 30, colour::PAPER);
        let end = draw_text(&mut img, style, 5.0, 22.0, "Red");
        assert!((end - 5.0 - style.width("Red")).abs() < 0.01);
        assert!(img.pixels().any(|p| *p != colour::PAPER));
        let lines = wrap(style, "one two three four", 90.0);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| style.width(l) <= 90.0 || !l.contains(' ')));
        assert_eq!(lines.join(" "), "one two three four");
    }

    #[test]
    fn fonts_load_and_measure() {
        assert!(text_width(&FONT_BOLD, 20.0, "Green") > 40.0);
        assert!(text_width(&FONT, 20.0, "") == 0.0);
    }
}
