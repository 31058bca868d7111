//! The shared drawing kit: the palette, the shipped font, coordinate labels,
//! small anti-aliased primitives, sprite compositing and PNG encoding (palette
//! PNG: the picture is quantised to at most 256 colours, see [`quantise`]).
//!
//! Shapes are described by signed distance functions (negative inside, positive
//! outside, in pixels) and painted with coverage `0.5 - distance`, which gives
//! smooth edges without supersampling. Text is laid out with `ab_glyph`.
//!
//! Pictures are drawn on a [`Canvas`]: for a picture to be encoded with a
//! game's [`FixedPalette`], a working canvas that holds the background already
//! and copies the palette indices of what it has drawn before
//! ([`FixedPalette::picture`]).

use crate::generations::Generations;
use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, Rgb, RgbImage, RgbaImage};
use std::rc::Rc;
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

    /// Every colour above: each [`super::FixedPalette`] holds them exactly.
    pub const ALL: [Rgb<u8>; 16] = [
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

/// Something pixels can be blended into: the RGB canvas or an RGBA sprite.
pub trait Surface {
    /// Width and height in pixels.
    fn dimensions(&self) -> (u32, u32);
    /// Paints `colour` over pixel (`x`, `y`) with opacity `alpha` (0–1).
    fn blend(&mut self, x: u32, y: u32, colour: Rgb<u8>, alpha: f32);

    /// Paints `colour` with opacity `alpha` over pixels `x0..x1` of row `y`: the
    /// same as [`Surface::blend`] on each, faster where a surface knows how.
    fn fill_span(&mut self, y: u32, x0: u32, x1: u32, colour: Rgb<u8>, alpha: f32) {
        for x in x0..x1 {
            self.blend(x, y, colour, alpha);
        }
    }

    /// Paints `colour` over the pixels of row `y` from `x` on, each with the
    /// opacity `coverage × alpha`; pixels with no coverage are left alone. The
    /// same as [`Surface::blend`] on each, faster where a surface knows how.
    fn blend_row(&mut self, x: u32, y: u32, colour: Rgb<u8>, coverage: &[f32], alpha: f32) {
        for (i, &c) in coverage.iter().enumerate() {
            if c > 0.0 {
                self.blend(x + i as u32, y, colour, c * alpha);
            }
        }
    }

    /// [`Surface::blend_row`] at full opacity, given also each pixel's coverage
    /// in 256ths as [`Surface::blend`] on an RGB image rounds it
    /// ([`to_256ths`]), which such a surface can blend without floating point.
    fn blend_row_256ths(&mut self, x: u32, y: u32, colour: Rgb<u8>, coverage: &[f32], in_256ths: &[u16]) {
        let _ = in_256ths;
        self.blend_row(x, y, colour, coverage, 1.0);
    }

    /// The surface as a [`Canvas`], if it is one: sprites, text, cached shapes
    /// and copied regions are drawn on a canvas through [`Canvas`]'s composites.
    fn canvas(&mut self) -> Option<&mut Canvas> {
        None
    }
}

/// A coverage (or opacity) in 256ths, as [`Surface::blend`] rounds it for an RGB
/// image: 0 for none, 256 for full.
pub fn to_256ths(coverage: f32) -> u16 {
    (coverage.clamp(0.0, 1.0) * 256.0) as u16
}

/// `colour` blended over `d` with opacity `a` in 256ths: what [`Surface::blend`]
/// does to each channel of an RGB pixel.
#[inline]
fn blend_pixel(d: &mut [u8], colour: [u8; 3], a: u32) {
    for (d, s) in d.iter_mut().zip(colour) {
        *d = ((s as u32 * a + *d as u32 * (256 - a)) >> 8) as u8;
    }
}

impl Surface for RgbImage {
    fn dimensions(&self) -> (u32, u32) {
        RgbImage::dimensions(self)
    }

    fn blend(&mut self, x: u32, y: u32, colour: Rgb<u8>, alpha: f32) {
        let a = (alpha.clamp(0.0, 1.0) * 256.0) as u32;
        blend_pixel(&mut self.get_pixel_mut(x, y).0, colour.0, a);
    }

    fn fill_span(&mut self, y: u32, x0: u32, x1: u32, colour: Rgb<u8>, alpha: f32) {
        if x0 >= x1 {
            return;
        }
        let a = (alpha.clamp(0.0, 1.0) * 256.0) as u32;
        let start = (y as usize * self.width() as usize + x0 as usize) * 3;
        let row = &mut self.as_mut()[start..start + (x1 - x0) as usize * 3];
        if a == 256 {
            // Opaque: the blend gives the colour itself, copied four pixels at a time.
            let [r, g, b] = colour.0;
            let four = [r, g, b, r, g, b, r, g, b, r, g, b];
            let mut chunks = row.chunks_exact_mut(12);
            for p in &mut chunks {
                p.copy_from_slice(&four);
            }
            for p in chunks.into_remainder().chunks_exact_mut(3) {
                p.copy_from_slice(&colour.0);
            }
        } else {
            for p in row.chunks_exact_mut(3) {
                blend_pixel(p, colour.0, a);
            }
        }
    }

    fn blend_row_256ths(&mut self, x: u32, y: u32, colour: Rgb<u8>, _: &[f32], in_256ths: &[u16]) {
        let start = (y as usize * self.width() as usize + x as usize) * 3;
        let row = &mut self.as_mut()[start..start + in_256ths.len() * 3];
        let [r, g, b] = colour.0.map(u32::from);
        for (p, &a) in row.chunks_exact_mut(3).zip(in_256ths) {
            // A blend with no coverage leaves the pixel as it is.
            let (a, ia) = (a as u32, 256 - a as u32);
            p[0] = ((r * a + p[0] as u32 * ia) >> 8) as u8;
            p[1] = ((g * a + p[1] as u32 * ia) >> 8) as u8;
            p[2] = ((b * a + p[2] as u32 * ia) >> 8) as u8;
        }
    }

    fn blend_row(&mut self, x: u32, y: u32, colour: Rgb<u8>, coverage: &[f32], alpha: f32) {
        let start = (y as usize * self.width() as usize + x as usize) * 3;
        let row = &mut self.as_mut()[start..start + coverage.len() * 3];
        for (p, &c) in row.chunks_exact_mut(3).zip(coverage) {
            if c > 0.0 {
                blend_pixel(p, colour.0, ((c * alpha).clamp(0.0, 1.0) * 256.0) as u32);
            }
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

/// An RGB surface that sprites can be composited onto ([`blit`]) and pictures
/// copied into ([`copy_rect`]): a plain image, or a [`Canvas`], which notes which
/// pixels drawing may have changed.
pub trait RgbSurface: Surface {
    /// The pixels, to be written only within spans passed to
    /// [`RgbSurface::touch`] first.
    fn pixels(&mut self) -> &mut RgbImage;
    /// Notes that pixels `x0..x1` of row `y` may change (`x0 < x1`).
    fn touch(&mut self, y: u32, x0: u32, x1: u32);
}

impl RgbSurface for RgbImage {
    fn pixels(&mut self) -> &mut RgbImage {
        self
    }

    fn touch(&mut self, _: u32, _: u32, _: u32) {}
}

/// A picture being drawn over its background.
///
/// Besides the pixels it keeps which blocks of eight pixels drawing has touched
/// (counted row after row, so a block may straddle two rows, as
/// [`FixedPalette::indices`] counts them), for [`FixedPalette::draw_indexed`] to
/// put back as they were in the background afterwards, so that a working canvas
/// serves picture after picture without a copy of the whole background each
/// time. Every way of drawing on it goes through [`Surface`] or [`RgbSurface`],
/// which mark what they touch.
///
/// A canvas drawn for a palette also keeps the picture's palette indices as far
/// as drawing has made them, and most drawing costs no more than copying some:
/// a sprite ([`blit`]), a line of text ([`draw_text`]), a cached shape
/// ([`fill_round_rect`], [`stroke_polyline`] and the like) or a copied region
/// ([`copy_rect`]) gives pixels that depend only on what it is, where, and what
/// lies under it; and what lies under it, in blocks not drawn on otherwise, is
/// the background or what such ops left. So from the second time an op is drawn
/// over the same things, the palette keeps the blocks it gives, pixels and
/// indices (a composite), and from then on copies their indices, and their
/// pixels only if something is drawn over them otherwise (until then the canvas
/// holds the background there). Anything else is drawn as usual: its blocks are
/// dirty, to be mapped from their final pixels.
pub struct Canvas {
    image: RgbImage,
    /// The blocks drawing has touched.
    touched: Blocks,
    /// The touched blocks whose pixels are in `image` (all of them, for a canvas
    /// not drawn for a palette), to be mapped from them; the other touched
    /// blocks hold the background, their pixels being those of a composite.
    dirty: Blocks,
    indexed: Option<Indexed>,
    /// Room for an op's footprint, kept to save allocating it for each op.
    footprint: Vec<(u32, u32, u32)>,
}

/// What a canvas drawn for a palette keeps besides its pixels.
struct Indexed {
    shared: Arc<Shared>,
    /// The picture's palette indices: the background's, but for the touched
    /// blocks that are not dirty, which hold their composites' indices.
    indices: Vec<u8>,
    /// For each touched block that is not dirty, which of `copied` it holds
    /// (two bytes a block: less to write; a picture copies far fewer than
    /// 65,535 composites, and draws any beyond as usual).
    source: Vec<u16>,
    /// The blocks copied that the palette does not fit, and which of `copied`
    /// put them there: the picture is not indexed if one is still there at
    /// the end.
    unfit: Vec<(usize, u16)>,
    /// The composites copied this picture.
    copied: Vec<Arc<Composite>>,
    /// An op's blocks, and what lies under them (see [`Under`]), kept to save
    /// allocating them for each op.
    blocks: Vec<(usize, usize)>,
    under: Vec<Under>,
}

/// A run of blocks under an op: `count` blocks of the background (`id` 0) or
/// holding the composite numbered `id`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Under {
    id: u64,
    count: u32,
}

impl Canvas {
    /// A canvas holding a copy of `background`, nothing touched.
    pub fn new(background: &RgbImage) -> Canvas {
        let pixels = background.as_raw().len() / 3;
        Canvas {
            image: background.clone(),
            touched: Blocks::new(pixels),
            dirty: Blocks::new(pixels),
            indexed: None,
            footprint: Vec::new(),
        }
    }

    /// The picture `draw` makes on a copy of `background`.
    pub fn draw(background: &RgbImage, draw: impl FnOnce(&mut Canvas)) -> RgbImage {
        let mut canvas = Canvas::new(background);
        draw(&mut canvas);
        canvas.image
    }

    /// How many blocks of eight pixels drawing has touched.
    pub fn marked(&self) -> usize {
        self.touched.len()
    }

    /// The number of pixels.
    fn pixel_count(&self) -> usize {
        self.image.as_raw().len() / 3
    }

    /// The blocks holding pixels `x0..x1` of row `y` (`x0 < x1`).
    #[inline]
    fn blocks(&self, y: u32, x0: u32, x1: u32) -> (usize, usize) {
        debug_assert!(x0 < x1 && x1 <= self.image.width());
        let row = y as usize * self.image.width() as usize;
        ((row + x0 as usize) / 8, (row + x1 as usize).div_ceil(8))
    }

    /// Marks the blocks holding pixels `x0..x1` of row `y` as touched and dirty,
    /// for pixels to be drawn there: first copies in the pixels of the
    /// composites in those that are not dirty yet.
    #[inline]
    fn mark(&mut self, y: u32, x0: u32, x1: u32) {
        let (b0, b1) = self.blocks(y, x0, x1);
        if self.indexed.is_some() && self.touched.any_outside(&self.dirty, b0, b1) {
            self.materialise(b0, b1);
        }
        self.touched.insert(b0, b1);
        self.dirty.insert(b0, b1);
    }

    /// Copies into `image` the pixels of the composites in blocks `b0..b1`
    /// that are touched but not dirty.
    #[cold]
    fn materialise(&mut self, b0: usize, b1: usize) {
        let Some(indexed) = &self.indexed else {
            return;
        };
        let n = self.pixel_count();
        Blocks::words(b0, b1, |w, bits| {
            let mut m = self.touched.0[w] & !self.dirty.0[w] & bits;
            while m != 0 {
                let b = w * 64 + m.trailing_zeros() as usize;
                m &= m - 1;
                let composite = &indexed.copied[indexed.source[b] as usize];
                let (p0, p1) = (b * 8, (b * 8 + 8).min(n));
                let at = composite.block(b) * 24;
                self.image.as_mut()[p0 * 3..p1 * 3].copy_from_slice(&composite.pixels[at..at + (p1 - p0) * 3]);
            }
            false
        });
    }

    /// Draws `op`, which changes only pixels in `footprint` (rows `(y, x0, x1)`,
    /// top to bottom, `x0 < x1`): copied from its composite over what lies under
    /// it, if the palette keeps one, else drawn by `draw` (on the canvas) and, if
    /// it was drawn over the same things before, by `on_patch` (on a [`Patch`] of
    /// what lies under it) to keep its composite.
    fn draw_op(
        &mut self,
        op: Op<'_>,
        footprint: &[(u32, u32, u32)],
        on_patch: impl FnOnce(&mut Patch),
        draw: impl FnOnce(&mut Canvas),
    ) {
        let Some(indexed) = &mut self.indexed else {
            return draw(self);
        };
        // The op's blocks, and what lies under them.
        let (mut blocks, mut under) = (std::mem::take(&mut indexed.blocks), std::mem::take(&mut indexed.under));
        blocks.clear();
        under.clear();
        let width = self.image.width() as usize;
        for &(y, x0, x1) in footprint {
            let row = y as usize * width;
            let (b0, b1) = ((row + x0 as usize) / 8, (row + x1 as usize).div_ceil(8));
            match blocks.last_mut() {
                Some(last) if last.1 >= b0 => last.1 = last.1.max(b1),
                _ => blocks.push((b0, b1)),
            }
        }
        let mut clean = true;
        for &(b0, b1) in &blocks {
            if self.dirty.any(b0, b1) {
                clean = false;
                break;
            }
            if !self.touched.any(b0, b1) {
                push_under(&mut under, 0, b1 - b0);
                continue;
            }
            // Run by run: untouched blocks, or blocks holding one composite.
            let touched = |b: usize| self.touched.0[b / 64] >> (b % 64) & 1 == 1;
            let mut b = b0;
            while b < b1 {
                let start = b;
                b += 1;
                if touched(start) {
                    let slot = indexed.source[start];
                    while b < b1 && touched(b) && indexed.source[b] == slot {
                        b += 1;
                    }
                    push_under(&mut under, indexed.copied[slot as usize].id, b - start);
                } else {
                    while b < b1 && !touched(b) {
                        b += 1;
                    }
                    push_under(&mut under, 0, b - start);
                }
            }
        }
        let found = if clean && !blocks.is_empty() && indexed.copied.len() < u16::MAX as usize {
            indexed
                .shared
                .composites
                .lock()
                .ok()
                .map(|mut composites| composites.lookup(op, &under))
        } else {
            None
        };
        let composite = match found {
            Some(Lookup::Found(composite)) => Some(composite),
            Some(Lookup::Keep) => Some(self.composite(op, &blocks, &under, on_patch)),
            _ => None,
        };
        match composite {
            Some(composite) => self.copy(composite),
            None => draw(self),
        }
        if let Some(indexed) = &mut self.indexed {
            (indexed.blocks, indexed.under) = (blocks, under);
        }
    }

    /// Makes the composite of `op` over `blocks`, which hold what `under` says:
    /// draws it with `on_patch` on a patch holding their pixels (the rows they
    /// span), and keeps it with the palette.
    fn composite(
        &self,
        op: Op<'_>,
        blocks: &[(usize, usize)],
        under: &[Under],
        on_patch: impl FnOnce(&mut Patch),
    ) -> Arc<Composite> {
        let indexed = self.indexed.as_ref().expect("a canvas drawn for a palette");
        let shared = &indexed.shared;
        let (width, n) = (self.image.width() as usize, self.pixel_count());
        let first = blocks.first().map_or(0, |b| b.0 * 8 / width);
        let last = blocks.last().map_or(0, |b| ((b.1 * 8).min(n) - 1) / width);
        // The blocks' columns, or whole rows if a range of them runs on from one
        // row to the next (or a block straddles two).
        let columns = |&(b0, b1): &(usize, usize)| {
            let (p0, p1) = (b0 * 8, (b1 * 8).min(n) - 1);
            match p0 / width == p1 / width {
                true => (p0 % width, p1 % width + 1),
                false => (0, width),
            }
        };
        let (left, right) = blocks
            .iter()
            .map(columns)
            .fold((width, 0), |(l, r), (a, z)| (l.min(a), r.max(z)));
        let (top, base) = (first, shared.base.as_raw());
        // The patch, as in the background, then what lies under the op.
        let mut pixels = Vec::with_capacity((last + 1 - top) * (right - left) * 3);
        for y in top..=last {
            pixels.extend_from_slice(&base[(y * width + left) * 3..(y * width + right) * 3]);
        }
        let mut patch = Patch {
            image: RgbImage::from_raw((right - left) as u32, (last + 1 - top) as u32, pixels)
                .expect("a patch of whole rows"),
            left: left as u32,
            top: top as u32,
            size: self.image.dimensions(),
        };
        // Where pixel `p` (as a pixel of the picture) is in the patch's bytes:
        // the blocks' pixels follow one another there too.
        let at = |p: usize| ((p / width - top) * (right - left) + p % width - left) * 3;
        let mut runs = under.iter().flat_map(|u| std::iter::repeat_n(u.id, u.count as usize));
        for &(b0, b1) in blocks {
            for b in b0..b1 {
                let id = runs.next().unwrap_or(0);
                if id != 0 {
                    let composite = &indexed.copied[indexed.source[b] as usize];
                    debug_assert_eq!(composite.id, id);
                    let (p0, p1) = (b * 8, (b * 8 + 8).min(n));
                    let from = composite.block(b) * 24;
                    patch.image.as_mut()[at(p0)..at(p0) + (p1 - p0) * 3]
                        .copy_from_slice(&composite.pixels[from..from + (p1 - p0) * 3]);
                }
            }
        }
        on_patch(&mut patch);
        let count: usize = blocks.iter().map(|b| b.1 - b.0).sum();
        let mut composite = Composite {
            id: 0,
            ranges: Vec::with_capacity(blocks.len()),
            pixels: vec![0; count * 24],
            indices: vec![0; count * 8],
            unfit: Vec::new(),
        };
        let mut slot = 0;
        for &(b0, b1) in blocks {
            composite.ranges.push((b0, b1, slot));
            for b in b0..b1 {
                let (p0, p1) = (b * 8, (b * 8 + 8).min(n));
                let pixels = &patch.image.as_raw()[at(p0)..at(p0) + (p1 - p0) * 3];
                composite.pixels[slot * 24..slot * 24 + pixels.len()].copy_from_slice(pixels);
                for (k, pixel) in pixels.chunks_exact(3).enumerate() {
                    composite.indices[slot * 8 + k] = lookup(&shared.lut[..], pixel);
                }
                // What [`FixedPalette::indices`] rejects: a whole block of one
                // colour, not the background's, that the palette lacks.
                if pixels.len() == 24
                    && pixels[..21] == pixels[3..]
                    && pixels != &base[p0 * 3..p1 * 3]
                    && far(shared.palette[composite.indices[slot * 8] as usize].0, &pixels[..3])
                {
                    composite.unfit.push(b);
                }
                slot += 1;
            }
        }
        match shared.composites.lock() {
            Ok(mut composites) => composites.keep(op, under, composite),
            Err(_) => Arc::new(composite),
        }
    }

    /// Copies `composite` onto its blocks: its indices, marking them touched,
    /// and noting its blocks that make the picture one the palette does not
    /// fit, should they stay as they are.
    fn copy(&mut self, composite: Arc<Composite>) {
        let n = self.pixel_count();
        let Some(indexed) = &mut self.indexed else {
            return;
        };
        let slot = indexed.copied.len() as u16;
        for &(b0, b1, at) in &composite.ranges {
            let (p0, p1) = (b0 * 8, (b1 * 8).min(n));
            copy_words(
                &mut indexed.indices[p0..p1],
                &composite.indices[at * 8..at * 8 + p1 - p0],
            );
            self.touched.insert(b0, b1);
            indexed.source[b0..b1].fill(slot);
        }
        indexed.unfit.extend(composite.unfit.iter().map(|&b| (b, slot)));
        indexed.copied.push(composite);
    }
}

/// Adds `count` blocks holding `id` to `under`.
fn push_under(under: &mut Vec<Under>, id: u64, count: usize) {
    match under.last_mut() {
        Some(last) if last.id == id => last.count += count as u32,
        _ => under.push(Under {
            id,
            count: count as u32,
        }),
    }
}

impl Surface for Canvas {
    fn dimensions(&self) -> (u32, u32) {
        self.image.dimensions()
    }

    fn blend(&mut self, x: u32, y: u32, colour: Rgb<u8>, alpha: f32) {
        self.mark(y, x, x + 1);
        self.image.blend(x, y, colour, alpha);
    }

    fn fill_span(&mut self, y: u32, x0: u32, x1: u32, colour: Rgb<u8>, alpha: f32) {
        if x0 < x1 {
            self.mark(y, x0, x1);
            self.image.fill_span(y, x0, x1, colour, alpha);
        }
    }

    fn blend_row(&mut self, x: u32, y: u32, colour: Rgb<u8>, coverage: &[f32], alpha: f32) {
        if !coverage.is_empty() {
            self.mark(y, x, x + coverage.len() as u32);
            self.image.blend_row(x, y, colour, coverage, alpha);
        }
    }

    fn blend_row_256ths(&mut self, x: u32, y: u32, colour: Rgb<u8>, coverage: &[f32], in_256ths: &[u16]) {
        if !in_256ths.is_empty() {
            self.mark(y, x, x + in_256ths.len() as u32);
            self.image.blend_row_256ths(x, y, colour, coverage, in_256ths);
        }
    }

    fn canvas(&mut self) -> Option<&mut Canvas> {
        Some(self)
    }
}

impl RgbSurface for Canvas {
    fn pixels(&mut self) -> &mut RgbImage {
        &mut self.image
    }

    fn touch(&mut self, y: u32, x0: u32, x1: u32) {
        self.mark(y, x0, x1);
    }
}

/// A piece of a picture `size` pixels large, with its top-left corner at
/// (`left`, `top`): drawing on it in the picture's coordinates draws on the
/// piece, which must hold every pixel drawn.
struct Patch {
    image: RgbImage,
    left: u32,
    top: u32,
    size: (u32, u32),
}

impl Surface for Patch {
    fn dimensions(&self) -> (u32, u32) {
        self.size
    }

    fn blend(&mut self, x: u32, y: u32, colour: Rgb<u8>, alpha: f32) {
        self.image.blend(x - self.left, y - self.top, colour, alpha);
    }

    fn fill_span(&mut self, y: u32, x0: u32, x1: u32, colour: Rgb<u8>, alpha: f32) {
        self.image
            .fill_span(y - self.top, x0 - self.left, x1 - self.left, colour, alpha);
    }

    fn blend_row(&mut self, x: u32, y: u32, colour: Rgb<u8>, coverage: &[f32], alpha: f32) {
        self.image
            .blend_row(x - self.left, y - self.top, colour, coverage, alpha);
    }

    fn blend_row_256ths(&mut self, x: u32, y: u32, colour: Rgb<u8>, coverage: &[f32], in_256ths: &[u16]) {
        self.image
            .blend_row_256ths(x - self.left, y - self.top, colour, coverage, in_256ths);
    }
}

/// A set of blocks of eight pixels, a bit each.
struct Blocks(Vec<u64>);

impl Blocks {
    /// No blocks, of a picture of `pixels` pixels.
    fn new(pixels: usize) -> Blocks {
        Blocks(vec![0; pixels.div_ceil(8).div_ceil(64)])
    }

    /// The bits from `lo` up to but not including `hi` of a word (1 to 64 of them).
    #[inline]
    fn bits(lo: usize, hi: usize) -> u64 {
        (u64::MAX >> (64 - (hi - lo))) << lo
    }

    /// Calls `f` with each word index and the bits of blocks `b0..b1` in it
    /// (`b0 < b1`), until it returns true; whether it did.
    #[inline]
    fn words(b0: usize, b1: usize, mut f: impl FnMut(usize, u64) -> bool) -> bool {
        let (w0, w1) = (b0 / 64, (b1 - 1) / 64);
        if w0 == w1 {
            return f(w0, Blocks::bits(b0 % 64, b1 - w0 * 64));
        }
        f(w0, Blocks::bits(b0 % 64, 64)) || (w0 + 1..w1).any(|w| f(w, u64::MAX)) || f(w1, Blocks::bits(0, b1 - w1 * 64))
    }

    /// Adds blocks `b0..b1` (`b0 < b1`).
    #[inline]
    fn insert(&mut self, b0: usize, b1: usize) {
        Blocks::words(b0, b1, |w, bits| {
            self.0[w] |= bits;
            false
        });
    }

    /// Whether any of blocks `b0..b1` is in the set (`b0 < b1`).
    #[inline]
    fn any(&self, b0: usize, b1: usize) -> bool {
        Blocks::words(b0, b1, |w, bits| self.0[w] & bits != 0)
    }

    /// Whether any of blocks `b0..b1` is in the set but not in `other`.
    #[inline]
    fn any_outside(&self, other: &Blocks, b0: usize, b1: usize) -> bool {
        Blocks::words(b0, b1, |w, bits| self.0[w] & !other.0[w] & bits != 0)
    }

    /// How many blocks are in the set.
    fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Moves the blocks into `ranges` as sorted, disjoint ranges of block
    /// numbers, leaving the set empty.
    fn take_ranges(&mut self, ranges: &mut Vec<(usize, usize)>) {
        ranges.clear();
        for (w, word) in self.0.iter_mut().enumerate() {
            let mut m = std::mem::take(word);
            while m != 0 {
                let start = m.trailing_zeros() as usize;
                let len = (!(m >> start)).trailing_zeros() as usize;
                let end = start + len;
                m = if end == 64 { 0 } else { m & (u64::MAX << end) };
                let (b0, b1) = (w * 64 + start, w * 64 + end);
                match ranges.last_mut() {
                    Some(last) if last.1 == b0 => last.1 = b1,
                    _ => ranges.push((b0, b1)),
                }
            }
        }
    }
}

/// The blocks an op gave, drawn over what lay under them, kept by the palette:
/// their pixels and palette indices (see [`Canvas`]).
struct Composite {
    /// Its own number (never 0, which stands for the background in [`Under`]).
    id: u64,
    /// The blocks, as sorted, disjoint ranges `(b0, b1, at)`, the range's pixels
    /// and indices starting at block `at` of `pixels` and `indices`.
    ranges: Vec<(usize, usize, usize)>,
    /// 24 bytes a block (of which only the picture's pixels are meaningful, in
    /// a last block of fewer than eight).
    pixels: Vec<u8>,
    indices: Vec<u8>,
    /// Its blocks of eight pixels of one colour, not the background's, that the
    /// palette lacks (more than [`FLAT_TOLERANCE`] from its nearest entry): a
    /// picture that shows one is not indexed (see [`FixedPalette::indices`]).
    unfit: Vec<usize>,
}

impl Composite {
    /// Where block `b` (one of its own) is in `pixels` and `indices`, in blocks.
    fn block(&self, b: usize) -> usize {
        let i = self.ranges.partition_point(|r| r.1 <= b);
        let (b0, _, at) = self.ranges[i];
        at + b - b0
    }
}

/// What an op draws: everything its pixels depend on but what lies under it.
#[derive(Clone, Copy, Hash)]
enum Op<'a> {
    /// A sprite (by its number) at a place.
    Sprite { id: u64, x: i32, y: i32 },
    /// A line of text in a style and colour at a place.
    Text {
        line: LineKey,
        colour: [u8; 3],
        text: &'a str,
    },
    /// A cached shape in a colour at an opacity (as bits).
    Shape {
        kind: ShapeKind,
        key: &'a [u32],
        colour: [u8; 3],
        alpha: u32,
    },
    /// The pixels within a rectangle (x0, y0, x1, y1) of a picture that lives
    /// as long as the program (by its address).
    Copy { from: usize, rect: [u32; 4] },
}

/// An [`Op`] kept with its composite.
enum OpKey {
    Sprite {
        id: u64,
        x: i32,
        y: i32,
    },
    Text {
        line: LineKey,
        colour: [u8; 3],
        text: Box<str>,
    },
    Shape {
        kind: ShapeKind,
        key: Box<[u32]>,
        colour: [u8; 3],
        alpha: u32,
    },
    Copy {
        from: usize,
        rect: [u32; 4],
    },
}

impl OpKey {
    fn new(op: Op<'_>) -> OpKey {
        match op {
            Op::Sprite { id, x, y } => OpKey::Sprite { id, x, y },
            Op::Text { line, colour, text } => OpKey::Text {
                line,
                colour,
                text: text.into(),
            },
            Op::Shape {
                kind,
                key,
                colour,
                alpha,
            } => OpKey::Shape {
                kind,
                key: key.into(),
                colour,
                alpha,
            },
            Op::Copy { from, rect } => OpKey::Copy { from, rect },
        }
    }

    fn is(&self, op: Op<'_>) -> bool {
        match (self, op) {
            (OpKey::Sprite { id, x, y }, Op::Sprite { id: i, x: a, y: b }) => (*id, *x, *y) == (i, a, b),
            (
                OpKey::Text { line, colour, text },
                Op::Text {
                    line: l,
                    colour: c,
                    text: t,
                },
            ) => *line == l && *colour == c && **text == *t,
            (
                OpKey::Shape {
                    kind,
                    key,
                    colour,
                    alpha,
                },
                Op::Shape {
                    kind: k,
                    key: bits,
                    colour: c,
                    alpha: a,
                },
            ) => *kind == k && **key == *bits && *colour == c && *alpha == a,
            (OpKey::Copy { from, rect }, Op::Copy { from: f, rect: r }) => *from == f && *rect == r,
            _ => false,
        }
    }
}

/// What to do with an op drawn on a canvas drawn for a palette.
enum Lookup {
    /// Copy its composite.
    Found(Arc<Composite>),
    /// Make its composite: it has been drawn over the same things before.
    Keep,
    /// Draw it: it is new (or its composite was dropped).
    Draw,
}

/// How many bytes of composites each palette keeps in each of its two
/// generations (see [`Composites`]), and how many ops drawn once it
/// remembers (which starts afresh when full).
const COMPOSITE_BYTES: usize = 8 << 20;
const SEEN_OPS: usize = 1 << 14;

/// A composite kept, with the op it is of and what lay under it.
struct Kept {
    op: OpKey,
    under: Box<[Under]>,
    composite: Arc<Composite>,
}

impl Kept {
    /// What a kept composite costs, roughly, in bytes.
    fn size(&self) -> usize {
        let c = &self.composite;
        c.pixels.len() + c.indices.len() + (c.ranges.len() + self.under.len()) * 24
    }
}

/// A palette's composites by the hash of their op and what lay under it, and
/// the hashes of ops drawn once (an op is kept the second time it is drawn
/// over the same things: much text is drawn only once).
///
/// Composites are kept in two generations of [`COMPOSITE_BYTES`] each (see
/// [`Generations`]): the pieces and labels every picture uses survive a turn
/// over. Emptying everything at once when full left the next few dozen
/// pictures to draw everything afresh (4–5 ms each).
struct Composites {
    kept: Generations<u64, Kept, rustc_hash::FxBuildHasher>,
    seen: FxMap<u64, ()>,
    /// The number of the last composite made.
    last_id: u64,
}

impl Default for Composites {
    fn default() -> Composites {
        Composites {
            kept: Generations::new(COMPOSITE_BYTES, Kept::size),
            seen: FxMap::default(),
            last_id: 0,
        }
    }
}

impl Composites {
    fn lookup(&mut self, op: Op<'_>, under: &[Under]) -> Lookup {
        let hash = fx_hash((op, under));
        if let Some(kept) = self.kept.get(hash) {
            return if kept.op.is(op) && *kept.under == *under {
                Lookup::Found(kept.composite.clone())
            } else {
                Lookup::Draw
            };
        }
        if self.seen.len() >= SEEN_OPS {
            self.seen.clear();
        }
        if self.seen.insert(hash, ()).is_some() {
            Lookup::Keep
        } else {
            Lookup::Draw
        }
    }

    fn keep(&mut self, op: Op<'_>, under: &[Under], mut composite: Composite) -> Arc<Composite> {
        self.last_id += 1;
        composite.id = self.last_id;
        let composite = Arc::new(composite);
        let kept = Kept {
            op: OpKey::new(op),
            under: under.into(),
            composite: composite.clone(),
        };
        self.kept.insert(fx_hash((op, under)), kept);
        composite
    }
}

/// Copies the pixels within `bounds` (x0, y0, x1, y1, widened to whole pixels)
/// from `from`, a picture of the same size that lives as long as the program,
/// onto `to`.
pub fn copy_rect(to: &mut impl RgbSurface, from: &'static RgbImage, bounds: [f32; 4]) {
    let (w, h) = to.dimensions();
    assert_eq!((w, h), from.dimensions(), "pictures of the same size");
    let x0 = bounds[0].floor().max(0.0) as u32;
    let y0 = bounds[1].floor().max(0.0) as u32;
    let x1 = (bounds[2].ceil().max(0.0) as u32).min(w);
    let y1 = (bounds[3].ceil().max(0.0) as u32).min(h);
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let Some(canvas) = to.canvas() else {
        for y in y0..y1 {
            copy_row(to, from, y, x0, x1);
        }
        return;
    };
    let op = Op::Copy {
        from: std::ptr::from_ref(from) as usize,
        rect: [x0, y0, x1, y1],
    };
    let footprint: Vec<(u32, u32, u32)> = (y0..y1).map(|y| (y, x0, x1)).collect();
    canvas.draw_op(
        op,
        &footprint,
        |patch| {
            let stride = patch.image.width();
            for y in y0..y1 {
                let at = ((y - patch.top) * stride + x0 - patch.left) as usize * 3;
                let span = (y * w + x0) as usize * 3..(y * w + x1) as usize * 3;
                patch.image.as_mut()[at..at + span.len()].copy_from_slice(&from.as_raw()[span]);
            }
        },
        |canvas| {
            for y in y0..y1 {
                copy_row(canvas, from, y, x0, x1);
            }
        },
    );
}

/// Copies pixels `x0..x1` of row `y` from `from` onto `to`, a picture of the
/// same size.
fn copy_row(to: &mut impl RgbSurface, from: &RgbImage, y: u32, x0: u32, x1: u32) {
    to.touch(y, x0, x1);
    let w = from.width();
    let span = (y * w + x0) as usize * 3..(y * w + x1) as usize * 3;
    to.pixels().as_mut()[span.clone()].copy_from_slice(&from.as_raw()[span]);
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
    let [x0, y0, x1, y1] = pixel_bounds(surface, bounds, soft + 1.0);
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

/// The pixels (x0, y0, x1, y1, ends excluded) of `bounds` grown by `pad`, within
/// the surface.
fn pixel_bounds(surface: &impl Surface, bounds: [f32; 4], pad: f32) -> [u32; 4] {
    let (w, h) = surface.dimensions();
    [
        (bounds[0] - pad).floor().max(0.0) as u32,
        (bounds[1] - pad).floor().max(0.0) as u32,
        ((bounds[2] + pad).ceil().max(0.0) as u32).min(w),
        ((bounds[3] + pad).ceil().max(0.0) as u32).min(h),
    ]
}

/// [`fill_shape`] for a convex shape, with the same pixels, faster: along a row
/// the distance of a convex shape falls and then rises, so once both ends of a
/// row reach full coverage everything between them is covered too and is filled
/// as one span, without a distance per pixel.
///
/// "Convex" here is about the distance as computed: it must never rise and then
/// fall along a row. [`RoundRect::distance`] and the maximum of edge distances
/// ([`fill_triangle`]) qualify, as each is a monotonic function of monotonic
/// steps on either side of its lowest point.
pub fn fill_convex(
    surface: &mut impl Surface,
    bounds: [f32; 4],
    colour: Rgb<u8>,
    alpha: f32,
    soft: f32,
    distance: impl Fn(f32, f32) -> f32,
) {
    let [x0, y0, x1, y1] = pixel_bounds(surface, bounds, soft + 1.0);
    for y in y0..y1 {
        let py = y as f32 + 0.5;
        let coverage = |x: u32| (0.5 - distance(x as f32 + 0.5, py) / soft).clamp(0.0, 1.0);
        // From the left to the first fully covered pixel.
        let mut left = x0;
        while left < x1 {
            let c = coverage(left);
            if c >= 1.0 {
                break;
            }
            if c > 0.0 {
                surface.blend(left, y, colour, c * alpha);
            }
            left += 1;
        }
        if left == x1 {
            continue;
        }
        // From the right back to the last one; then the covered span and the
        // right edge, left to right.
        let mut right = x1;
        while right > left + 1 && coverage(right - 1) < 1.0 {
            right -= 1;
        }
        surface.fill_span(y, left, right, colour, alpha);
        for x in right..x1 {
            let c = coverage(x);
            if c > 0.0 {
                surface.blend(x, y, colour, c * alpha);
            }
        }
    }
}

/// Fills a rounded rectangle (or circle).
pub fn fill_round_rect(surface: &mut impl Surface, shape: RoundRect, colour: Rgb<u8>, alpha: f32) {
    let RoundRect { cx, cy, hw, hh, radius } = shape;
    let key = [cx, cy, hw, hh, radius].map(f32::to_bits);
    cached(surface, ShapeKind::Fill, &key, colour, alpha, |mask| {
        fill_convex(mask, shape.bounds(), colour, 1.0, 1.0, |x, y| shape.distance(x, y));
    });
}

/// Strokes the outline of a rounded rectangle with a line `width` pixels wide,
/// centred on its edge.
///
/// The same pixels as [`fill_shape`] with the distance `|d| - width / 2`, but the
/// inside of the ring is skipped: along a row, once a pixel on each side lies
/// inside the shape and beyond the line's reach, so does everything between them
/// (see [`fill_convex`]).
pub fn stroke_round_rect(surface: &mut impl Surface, shape: RoundRect, width: f32, colour: Rgb<u8>, alpha: f32) {
    let RoundRect { cx, cy, hw, hh, radius } = shape;
    let key = [cx, cy, hw, hh, radius, width].map(f32::to_bits);
    cached(surface, ShapeKind::Stroke, &key, colour, alpha, |mask| {
        stroke_ring(mask, shape, width);
    });
}

/// The pixels of [`stroke_round_rect`] (in opaque white: the mask's coverage).
fn stroke_ring(surface: &mut impl Surface, shape: RoundRect, width: f32) {
    let (colour, alpha) = (colour::WHITE, 1.0);
    let half = width / 2.0;
    let [x0, y0, x1, y1] = pixel_bounds(surface, shape.grow(half).bounds(), 2.0);
    for y in y0..y1 {
        let py = y as f32 + 0.5;
        // The pixel's coverage, or `None` inside the ring, where it is zero.
        let coverage = |x: u32| {
            let d = shape.distance(x as f32 + 0.5, py);
            let c = (0.5 - (d.abs() - half)).clamp(0.0, 1.0);
            if d < 0.0 && c <= 0.0 {
                None
            } else {
                Some(c)
            }
        };
        let mut left = x0;
        while left < x1 {
            let Some(c) = coverage(left) else { break };
            if c > 0.0 {
                surface.blend(left, y, colour, c * alpha);
            }
            left += 1;
        }
        let mut right = x1;
        while right > left + 1 && coverage(right - 1).is_some() {
            right -= 1;
        }
        for x in right..x1 {
            if let Some(c) = coverage(x).filter(|&c| c > 0.0) {
                surface.blend(x, y, colour, c * alpha);
            }
        }
    }
}

/// The shapes whose pixels [`cached`] keeps.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum ShapeKind {
    Fill,
    Stroke,
    Polyline,
    Triangle,
}

/// The pixels a shape paints, with their coverage: runs of partly covered pixels
/// and spans of fully covered ones, in the order they were painted.
#[derive(Default)]
struct Mask {
    width: u32,
    height: u32,
    /// In order of their rows (as every shape paints them).
    ops: Vec<MaskOp>,
    /// The pixels it paints ([`Mask::footprint`]), once recorded.
    footprint: Vec<(u32, u32, u32)>,
    coverage: Vec<f32>,
    /// The coverage in 256ths ([`to_256ths`]).
    in_256ths: Vec<u16>,
}

/// One step of a [`Mask`]: pixels `x..` of row `y` with the coverage in
/// `coverage[start..start + len]`, or pixels `x0..x1` of row `y` fully covered.
#[derive(Clone, Copy)]
enum MaskOp {
    Row { x: u32, y: u32, start: u32, len: u32 },
    Span { y: u32, x0: u32, x1: u32 },
}

impl Surface for Mask {
    fn dimensions(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    fn blend(&mut self, x: u32, y: u32, _: Rgb<u8>, alpha: f32) {
        let len = self.coverage.len() as u32;
        match self.ops.last_mut() {
            Some(MaskOp::Row {
                x: rx,
                y: ry,
                start,
                len: n,
            }) if *ry == y && *rx + *n == x && *start + *n == len => {
                *n += 1;
            }
            _ => self.ops.push(MaskOp::Row {
                x,
                y,
                start: len,
                len: 1,
            }),
        }
        self.coverage.push(alpha);
        self.in_256ths.push(to_256ths(alpha));
    }

    fn blend_row(&mut self, x: u32, y: u32, colour: Rgb<u8>, coverage: &[f32], alpha: f32) {
        // What [`Mask::blend`] on each covered pixel records, a run of covered
        // pixels at a time.
        let mut i = 0;
        while i < coverage.len() {
            if coverage[i] <= 0.0 || coverage[i].is_nan() {
                i += 1;
                continue;
            }
            let start = i;
            while i < coverage.len() && coverage[i] > 0.0 {
                i += 1;
            }
            self.blend(x + start as u32, y, colour, coverage[start] * alpha);
            let run = &coverage[start + 1..i];
            if let Some(MaskOp::Row { len, .. }) = self.ops.last_mut() {
                *len += run.len() as u32;
            }
            self.coverage.extend(run.iter().map(|&c| c * alpha));
            self.in_256ths.extend(run.iter().map(|&c| to_256ths(c * alpha)));
        }
    }

    fn fill_span(&mut self, y: u32, x0: u32, x1: u32, _: Rgb<u8>, alpha: f32) {
        debug_assert_eq!(alpha, 1.0, "masks are recorded at full opacity");
        if x0 < x1 {
            self.ops.push(MaskOp::Span { y, x0, x1 });
        }
    }
}

impl MaskOp {
    /// The op's row and pixels.
    fn span(self) -> (u32, u32, u32) {
        match self {
            MaskOp::Row { x, y, len, .. } => (y, x, x + len),
            MaskOp::Span { y, x0, x1 } => (y, x0, x1),
        }
    }
}

impl Mask {
    /// Paints the recorded pixels in `colour` at opacity `alpha`: each pixel gets
    /// `coverage × alpha`, exactly what drawing the shape afresh would give.
    fn paint(&self, surface: &mut impl Surface, colour: Rgb<u8>, alpha: f32) {
        for &op in &self.ops {
            match op {
                MaskOp::Row { x, y, start, len } => {
                    let range = start as usize..(start + len) as usize;
                    if alpha == 1.0 {
                        surface.blend_row_256ths(x, y, colour, &self.coverage[range.clone()], &self.in_256ths[range]);
                    } else {
                        surface.blend_row(x, y, colour, &self.coverage[range], alpha);
                    }
                }
                MaskOp::Span { y, x0, x1 } => surface.fill_span(y, x0, x1, colour, alpha),
            }
        }
    }

    /// The pixels the shape paints: per row, from its first to its last,
    /// `(y, x0, x1)` top to bottom.
    fn footprint(&self) -> Vec<(u32, u32, u32)> {
        let mut rows: Vec<(u32, u32, u32)> = Vec::new();
        for &op in &self.ops {
            let (y, a, z) = op.span();
            if a >= z {
                continue;
            }
            match rows.last_mut() {
                Some(row) if row.0 == y => *row = (y, row.1.min(a), row.2.max(z)),
                _ => rows.push((y, a, z)),
            }
        }
        rows
    }
}

/// How many shapes, and how many partly covered pixels in all, each thread
/// keeps; the cache starts afresh when either is exceeded (a few megabytes).
const SHAPE_CACHE_SIZE: usize = 4096;
const SHAPE_CACHE_PIXELS: usize = 1 << 20;

/// Each thread's shapes: the key (kind, surface size and the shape's numbers
/// as bits) and its mask, by the key's hash.
#[derive(Default)]
struct ShapeCache {
    masks: FxMap<u64, (ShapeKind, Vec<u32>, Rc<Mask>)>,
    pixels: usize,
}

thread_local! {
    static SHAPES: std::cell::RefCell<ShapeCache> = std::cell::RefCell::new(ShapeCache::default());
}

/// Paints a shape through the shape cache: the pictures draw the same shapes in
/// the same places again and again (pieces' rings, panels, paths between
/// squares), so each is measured once, recorded as a [`Mask`] by `draw` (which
/// paints it at full opacity in any colour), and from then on only blended.
/// `key` holds every number the shape depends on, as bits.
fn cached(
    surface: &mut impl Surface,
    kind: ShapeKind,
    key: &[u32],
    colour: Rgb<u8>,
    alpha: f32,
    draw: impl FnOnce(&mut Mask),
) {
    let (width, height) = surface.dimensions();
    let hash = fx_hash((kind, width, height, key));
    let found = SHAPES.with_borrow(|cache| {
        cache
            .masks
            .get(&hash)
            .filter(|(k, stored, mask)| *k == kind && stored == key && (mask.width, mask.height) == (width, height))
            .map(|(_, _, mask)| mask.clone())
    });
    let mask = found.unwrap_or_else(|| {
        let mut mask = Mask {
            width,
            height,
            ..Mask::default()
        };
        draw(&mut mask);
        mask.footprint = mask.footprint();
        let mask = Rc::new(mask);
        SHAPES.with_borrow_mut(|cache| {
            if cache.masks.len() >= SHAPE_CACHE_SIZE || cache.pixels + mask.coverage.len() > SHAPE_CACHE_PIXELS {
                cache.masks.clear();
                cache.pixels = 0;
            }
            cache.pixels += mask.coverage.len();
            cache.masks.insert(hash, (kind, key.to_vec(), mask.clone()));
        });
        mask
    });
    let op = Op::Shape {
        kind,
        key,
        colour: colour.0,
        alpha: alpha.to_bits(),
    };
    match surface.canvas() {
        Some(canvas) => canvas.draw_op(
            op,
            &mask.footprint,
            |patch| mask.paint(patch, colour, alpha),
            |canvas| mask.paint(canvas, colour, alpha),
        ),
        None => mask.paint(surface, colour, alpha),
    }
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
/// Each pixel takes the highest coverage of any segment (so that joins are not
/// painted twice) and is blended once. Along each row only the stretch a segment
/// can reach is measured: the span of the part of the segment within the line's
/// reach of the row, widened by that reach.
pub fn stroke_polyline(surface: &mut impl Surface, points: &[(f32, f32)], width: f32, colour: Rgb<u8>, alpha: f32) {
    if points.is_empty() {
        return;
    }
    let mut key = Vec::with_capacity(2 * points.len() + 1);
    key.push(width.to_bits());
    key.extend(points.iter().flat_map(|p| [p.0.to_bits(), p.1.to_bits()]));
    cached(surface, ShapeKind::Polyline, &key, colour, alpha, |mask| {
        polyline(mask, points, width);
    });
}

/// The pixels of [`stroke_polyline`] (in opaque white: the mask's coverage).
fn polyline(surface: &mut impl Surface, points: &[(f32, f32)], width: f32) {
    let (colour, alpha) = (colour::WHITE, 1.0);
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
    let segments: Vec<((f32, f32), (f32, f32))> = if points.len() == 1 {
        vec![(points[0], points[0])]
    } else {
        points.windows(2).map(|p| (p[0], p[1])).collect()
    };
    // A pixel is touched when its centre is nearer than `reach` to the segment.
    let reach = half + 0.5;
    // One row's coverage (times `alpha`), from `x0`.
    let mut row = vec![0f32; (x1 - x0) as usize];
    for y in y0..y1 {
        let py = y as f32 + 0.5;
        let (mut lo, mut hi) = (x1, x0);
        for &(a, c) in &segments {
            let (sx0, sx1) = segment_span(a, c, py, reach + 1.0, x0, x1);
            if sx0 >= sx1 {
                continue;
            }
            if lo >= hi {
                row[(sx0 - x0) as usize..(sx1 - x0) as usize].fill(0.0);
                (lo, hi) = (sx0, sx1);
            } else {
                // Clear what the row's stretch grows by.
                if sx0 < lo {
                    row[(sx0 - x0) as usize..(lo - x0) as usize].fill(0.0);
                    lo = sx0;
                }
                if sx1 > hi {
                    row[(hi - x0) as usize..(sx1 - x0) as usize].fill(0.0);
                    hi = sx1;
                }
            }
            raise_coverage(
                &mut row[(sx0 - x0) as usize..(sx1 - x0) as usize],
                sx0,
                py,
                (a, c),
                half,
            );
        }
        if lo >= hi {
            continue;
        }
        surface.blend_row(lo, y, colour, &row[(lo - x0) as usize..(hi - x0) as usize], alpha);
    }
}

/// Raises the coverage of each pixel in `row` (pixels `x0..` of the row whose
/// centres lie at `y`) to that of a line `2 × half` pixels wide along
/// `segment`: `0.5 − (segment_distance − half)`, clamped to 0–1, with exactly
/// the sums of [`segment_distance`], in a loop the compiler can run on several
/// pixels at once (their square roots and quotients are as exact).
#[inline]
fn raise_coverage(row: &mut [f32], x0: u32, y: f32, segment: ((f32, f32), (f32, f32)), half: f32) {
    let (a, b) = segment;
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let across = (y - a.1) * dy;
    // Pixels are fewer than 2^24 from the left: exact as `i32` and `f32`.
    let x0 = x0 as i32;
    if len2 > 0.0 {
        for (i, m) in row.iter_mut().enumerate() {
            let x = (x0 + i as i32) as f32 + 0.5;
            let t = (((x - a.0) * dx + across) / len2).clamp(0.0, 1.0);
            let (px, py) = (a.0 + t * dx - x, a.1 + t * dy - y);
            let d = (px * px + py * py).sqrt() - half;
            *m = m.max((0.5 - d).clamp(0.0, 1.0));
        }
    } else {
        for (i, m) in row.iter_mut().enumerate() {
            let x = (x0 + i as i32) as f32 + 0.5;
            let (px, py) = (a.0 - x, a.1 - y);
            let d = (px * px + py * py).sqrt() - half;
            *m = m.max((0.5 - d).clamp(0.0, 1.0));
        }
    }
}

/// The pixels `x0..x1` of the row whose centres lie at `y` that can be within
/// `reach` of the segment from `a` to `c`: the x extent of the part of the segment
/// with y within `reach` of the row, widened by `reach`, within `lo..hi`. Empty
/// (start not below end) when none can.
fn segment_span(a: (f32, f32), c: (f32, f32), y: f32, reach: f32, lo: u32, hi: u32) -> (u32, u32) {
    let dy = c.1 - a.1;
    let (t0, t1) = if dy == 0.0 {
        if (y - a.1).abs() > reach {
            return (lo, lo);
        }
        (0.0, 1.0)
    } else {
        let (u, v) = ((y - reach - a.1) / dy, (y + reach - a.1) / dy);
        (u.min(v).max(0.0), u.max(v).min(1.0))
    };
    if t0 > t1 {
        return (lo, lo);
    }
    let (xa, xb) = (a.0 + t0 * (c.0 - a.0), a.0 + t1 * (c.0 - a.0));
    let left = (xa.min(xb) - reach).floor().max(lo as f32) as u32;
    let right = ((xa.max(xb) + reach).ceil().max(0.0) as u32).min(hi);
    (left.max(lo), right)
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
    let key = [a.0, a.1, b.0, b.1, c.0, c.1].map(f32::to_bits);
    cached(surface, ShapeKind::Triangle, &key, colour, 1.0, |mask| {
        fill_convex(mask, bounds, colour, 1.0, 1.0, |x, y| {
            edge(a, b, x, y).max(edge(b, c, x, y)).max(edge(c, a, x, y))
        });
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

/// An RGBA picture prepared for compositing: each row split into runs of opaque
/// pixels, which are copied, and of partly transparent ones, which are blended;
/// fully transparent pixels are skipped without being looked at.
pub struct Sprite {
    /// Its own number, telling its composites ([`Canvas`]) from others'.
    id: u64,
    width: u32,
    height: u32,
    /// Each pixel's colour, RGB, row by row: copied where opaque.
    rgb: Vec<u8>,
    /// Per channel of each pixel, `colour × alpha + 127` and `255 − alpha`: the
    /// blend is then `(pre + canvas × inv) / 255`, in 16 bits.
    pre: Vec<u16>,
    inv: Vec<u16>,
    /// Each row's runs: a range of `runs`.
    rows: Vec<(u32, u32)>,
    runs: Vec<Run>,
    /// Each row's pixels from its first run's start to its last run's end
    /// (equal for a row without runs).
    extents: Vec<(i32, i32)>,
}

/// A stretch of one sprite row, `x0..x1`, all opaque or all partly transparent.
#[derive(Clone, Copy)]
struct Run {
    x0: u32,
    x1: u32,
    opaque: bool,
}

impl Sprite {
    /// Width in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Height in pixels.
    pub fn height(&self) -> u32 {
        self.height
    }
}

impl From<RgbaImage> for Sprite {
    fn from(image: RgbaImage) -> Sprite {
        let (width, height) = image.dimensions();
        let rgba = image.as_raw();
        let rgb = rgba.chunks_exact(4).flat_map(|p| [p[0], p[1], p[2]]).collect();
        let pre = rgba
            .chunks_exact(4)
            .flat_map(|p| [0, 1, 2].map(|i| p[i] as u16 * p[3] as u16 + 127))
            .collect();
        let inv = rgba.chunks_exact(4).flat_map(|p| [255 - p[3] as u16; 3]).collect();
        let mut rows = Vec::with_capacity(height as usize);
        let mut runs: Vec<Run> = Vec::new();
        for y in 0..height as usize {
            let first = runs.len() as u32;
            for x in 0..width {
                let a = rgba[(y * width as usize + x as usize) * 4 + 3];
                if a == 0 {
                    continue;
                }
                let opaque = a == 255;
                let in_row = runs.len() as u32 > first;
                match runs.last_mut() {
                    Some(run) if in_row && run.x1 == x && run.opaque == opaque => run.x1 = x + 1,
                    _ => runs.push(Run {
                        x0: x,
                        x1: x + 1,
                        opaque,
                    }),
                }
            }
            rows.push((first, runs.len() as u32));
        }
        let extents = rows
            .iter()
            .map(
                |&(first, last)| match (runs.get(first as usize), runs.get((last as usize).wrapping_sub(1))) {
                    (Some(a), Some(z)) if first < last => (a.x0 as i32, z.x1 as i32),
                    _ => (0, 0),
                },
            )
            .collect();
        static SPRITES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        Sprite {
            extents,
            id: SPRITES.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            width,
            height,
            rgb,
            pre,
            inv,
            rows,
            runs,
        }
    }
}

/// Composites a sprite onto the canvas with its top-left corner at (`x`, `y`):
/// each channel becomes `(colour × alpha + canvas × (255 − alpha) + 127) / 255`.
///
/// On a [`Canvas`] drawn for a palette, it is copied from what the palette
/// keeps of it drawn at the same place over the same things, if anything.
pub fn blit(canvas: &mut impl RgbSurface, sprite: &Sprite, x: i32, y: i32) {
    let (cw, ch) = canvas.dimensions();
    let (cw, ch) = (cw as i32, ch as i32);
    let (sw, sh) = (sprite.width as i32, sprite.height as i32);
    // The part of the sprite that lands on the canvas.
    let (sx0, sy0) = ((-x).max(0), (-y).max(0));
    let (sx1, sy1) = (sw.min(cw - x), sh.min(ch - y));
    if sx0 >= sx1 || sy0 >= sy1 {
        return;
    }
    let (rows, columns) = (sy0..sy1, sx0..sx1);
    let Some(canvas) = canvas.canvas() else {
        for sy in rows {
            blit_row(canvas, sprite, x, y, sy, columns.clone());
        }
        return;
    };
    let mut footprint = std::mem::take(&mut canvas.footprint);
    footprint.clear();
    for sy in rows.clone() {
        let (x0, x1) = sprite.extents[sy as usize];
        let (x0, x1) = (x0.max(columns.start), x1.min(columns.end));
        if x0 < x1 {
            footprint.push(((y + sy) as u32, (x + x0) as u32, (x + x1) as u32));
        }
    }
    canvas.draw_op(
        Op::Sprite { id: sprite.id, x, y },
        &footprint,
        |patch| {
            for sy in rows.clone() {
                let (left, top) = (patch.left as i32, patch.top as i32);
                blit_row(&mut patch.image, sprite, x - left, y - top, sy, columns.clone());
            }
        },
        |canvas| {
            for sy in rows.clone() {
                blit_row(canvas, sprite, x, y, sy, columns.clone());
            }
        },
    );
    canvas.footprint = footprint;
}

/// The columns of sprite row `sy` from its first run's start to its last run's
/// end, within `columns`; `None` if that leaves nothing.
#[inline]
fn sprite_row_span(sprite: &Sprite, sy: i32, columns: std::ops::Range<i32>) -> Option<(i32, i32)> {
    let (x0, x1) = sprite.extents[sy as usize];
    let (x0, x1) = (x0.max(columns.start), x1.min(columns.end));
    (x0 < x1).then_some((x0, x1))
}

/// Composites row `sy` of the sprite, within `columns` (which land on the
/// canvas), with the sprite's top-left corner at (`x`, `y`).
fn blit_row(canvas: &mut impl RgbSurface, sprite: &Sprite, x: i32, y: i32, sy: i32, columns: std::ops::Range<i32>) {
    let Some((x0, x1)) = sprite_row_span(sprite, sy, columns.clone()) else {
        return;
    };
    canvas.touch((y + sy) as u32, (x + x0) as u32, (x + x1) as u32);
    let stride = canvas.dimensions().0 as usize * 3;
    let dst = canvas.pixels().as_mut();
    let (first, last) = sprite.rows[sy as usize];
    let src_row = sy as usize * sprite.width as usize;
    let dst_row = (y + sy) as usize * stride;
    for run in &sprite.runs[first as usize..last as usize] {
        let (x0, x1) = ((run.x0 as i32).max(columns.start), (run.x1 as i32).min(columns.end));
        if x0 >= x1 {
            continue;
        }
        let (s0, s1) = ((src_row + x0 as usize) * 3, (src_row + x1 as usize) * 3);
        let d = &mut dst[dst_row + (x + x0) as usize * 3..dst_row + (x + x1) as usize * 3];
        if run.opaque {
            d.copy_from_slice(&sprite.rgb[s0..s1]);
            continue;
        }
        for ((d, &pre), &inv) in d.iter_mut().zip(&sprite.pre[s0..s1]).zip(&sprite.inv[s0..s1]) {
            // At most 255 × 255 + 127: `v / 255` for every v below 65535.
            let v = pre + *d as u16 * inv;
            *d = ((v + 1 + (v >> 8)) >> 8) as u8;
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
pub fn text_width(font: &'static FontRef<'static>, size: f32, text: &str) -> f32 {
    TEXT.with_borrow_mut(|cache| cache.width(font, size, text))
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
///
/// Glyphs are rasterised once per exact size and position, and a line drawn
/// before at the same place in the same style is found whole (see [`TextCache`]),
/// so redrawing text costs little more than blending its coverage.
pub fn draw_text(surface: &mut impl Surface, style: TextStyle, x: f32, baseline: f32, text: &str) -> f32 {
    TEXT.with_borrow_mut(|cache| {
        let line = cache.line(style, x, baseline, text);
        let colour = style.colour;
        let op = Op::Text {
            line: line.key,
            colour: colour.0,
            text: &line.text,
        };
        match surface.canvas() {
            Some(canvas) => {
                // Measured once for each line drawn again and again.
                let size = canvas.dimensions();
                if line.footprint.as_ref().is_none_or(|f| f.0 != size) {
                    let mut footprint = Vec::new();
                    line_footprint(line, size, &mut footprint);
                    line.footprint = Some((size, footprint));
                }
                let line = &*line;
                let footprint = line.footprint.as_ref().map_or(&[][..], |f| &f.1);
                canvas.draw_op(
                    op,
                    footprint,
                    |patch| draw_line(patch, line, colour),
                    |canvas| draw_line(canvas, line, colour),
                );
            }
            None => draw_line(surface, line, colour),
        }
        line.end
    })
}

/// Draws a line of text, glyph by glyph.
fn draw_line(surface: &mut impl Surface, line: &Line, colour: Rgb<u8>) {
    let (w, h) = surface.dimensions();
    for raster in &line.rasters {
        // The columns of the glyph that land on the surface.
        let gx0 = (-raster.x).clamp(0, raster.width as i32) as usize;
        let gx1 = (w as i64 - raster.x as i64).clamp(0, raster.width as i64) as usize;
        if gx0 >= gx1 {
            continue;
        }
        for (gy, row) in raster.coverage.chunks_exact(raster.width).enumerate() {
            let py = raster.y + gy as i32;
            if py < 0 || py as u32 >= h {
                continue;
            }
            let x = (raster.x + gx0 as i32) as u32;
            let at = gy * raster.width;
            let in_256ths = &raster.in_256ths[at + gx0..at + gx1];
            surface.blend_row_256ths(x, py as u32, colour, &row[gx0..gx1], in_256ths);
        }
    }
}

/// The pixels [`draw_line`] may change on a surface `w` × `h`, into `out`: per
/// row, from the leftmost glyph column on it to the rightmost, `(y, x0, x1)` top
/// to bottom.
fn line_footprint(line: &Line, (w, h): (u32, u32), out: &mut Vec<(u32, u32, u32)>) {
    out.clear();
    let top = line.rasters.iter().map(|r| r.y).min().unwrap_or(0).max(0);
    let bottom = line
        .rasters
        .iter()
        .map(|r| r.y + (r.coverage.len() / r.width.max(1)) as i32)
        .max()
        .unwrap_or(0)
        .min(h as i32);
    out.extend((top..bottom).map(|y| (y as u32, u32::MAX, 0)));
    for raster in &line.rasters {
        let x0 = raster.x.clamp(0, w as i32) as u32;
        let x1 = (raster.x + raster.width as i32).clamp(0, w as i32) as u32;
        if x0 >= x1 {
            continue;
        }
        let rows = raster.coverage.len() / raster.width;
        for py in raster.y.max(top)..(raster.y + rows as i32).min(bottom) {
            let span = &mut out[(py - top) as usize];
            (span.1, span.2) = (span.1.min(x0), span.2.max(x1));
        }
    }
    out.retain(|&(_, x0, x1)| x0 < x1);
}

/// Where [`draw_text`] with the same arguments would end the text, without
/// drawing it: the same sums in the same order, so exactly the same number.
pub fn text_end(style: TextStyle, x: f32, text: &str) -> f32 {
    TEXT.with_borrow_mut(|cache| cache.caret(style, x, text).1)
}

/// The text caches hash short keys on every call, where SipHash's care is not
/// needed: rustc's Fx hash (the `rustc-hash` crate) is small and fast.
type FxMap<K, V> = rustc_hash::FxHashMap<K, V>;

/// The Fx hash of `value`.
fn fx_hash(value: impl std::hash::Hash) -> u64 {
    use std::hash::BuildHasher;
    rustc_hash::FxBuildHasher.hash_one(value)
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
    /// The coverage in 256ths ([`to_256ths`]).
    in_256ths: Vec<u16>,
}

/// A line of text set in one font and size: each glyph with the kerning between
/// it and the one before (none for the first) and its advance. Laying out the
/// same text again gives exactly these numbers, so they are kept.
struct Shaped {
    font: usize,
    size: u32,
    text: String,
    glyphs: Vec<(GlyphId, f32, f32)>,
}

/// A line of text drawn at an exact place in one style: the rasters of its glyphs
/// in order, and where the text ends.
struct Line {
    key: LineKey,
    text: String,
    rasters: Vec<Rc<GlyphRaster>>,
    end: f32,
    /// Its footprint ([`line_footprint`]) on a canvas of the size given, once
    /// drawn on one.
    footprint: Option<((u32, u32), Footprint)>,
}

/// The pixels an op may change: rows `(y, x0, x1)`, top to bottom.
type Footprint = Vec<(u32, u32, u32)>;

/// Where and how a line is drawn (its text aside); floats as their bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct LineKey {
    font: usize,
    size: u32,
    align: u8,
    x: u32,
    baseline: u32,
}

/// How many glyphs, laid-out texts and drawn lines each thread keeps; each cache
/// starts afresh when full. The pictures redraw the same text in the same places
/// (names, scores, headings), so nearly everything after the first picture is a
/// hit.
const GLYPH_CACHE_SIZE: usize = 8192;
const TEXT_CACHE_SIZE: usize = 4096;

/// Each thread's text caches: rasterised glyphs by [`GlyphKey`], laid-out texts
/// and drawn lines by the hash of what they depend on (the entry keeps the text
/// itself, so that a collision is a miss, never wrong pixels).
#[derive(Default)]
struct TextCache {
    glyphs: FxMap<GlyphKey, Option<Rc<GlyphRaster>>>,
    shaped: FxMap<u64, Shaped>,
    lines: FxMap<u64, Line>,
}

thread_local! {
    static TEXT: std::cell::RefCell<TextCache> = std::cell::RefCell::new(TextCache::default());
}

impl TextCache {
    /// `text` laid out in `font` at `size`.
    fn shaped(&mut self, font: &'static FontRef<'static>, size: f32, text: &str) -> &Shaped {
        let font_id = std::ptr::from_ref(font) as usize;
        let hash = fx_hash((font_id, size.to_bits(), text));
        let fresh = self
            .shaped
            .get(&hash)
            .is_none_or(|s| s.font != font_id || s.size != size.to_bits() || s.text != text);
        if fresh {
            if self.shaped.len() >= TEXT_CACHE_SIZE {
                self.shaped.clear();
            }
            let scaled = font.as_scaled(PxScale::from(size));
            let mut glyphs = Vec::with_capacity(text.len());
            let mut previous: Option<GlyphId> = None;
            for c in text.chars() {
                let id = scaled.glyph_id(c);
                let kern = previous.map_or(0.0, |p| scaled.kern(p, id));
                glyphs.push((id, kern, scaled.h_advance(id)));
                previous = Some(id);
            }
            let shaped = Shaped {
                font: font_id,
                size: size.to_bits(),
                text: text.to_owned(),
                glyphs,
            };
            self.shaped.insert(hash, shaped);
        }
        &self.shaped[&hash]
    }

    /// The advance width of `text`: the advances and kerning added up in order.
    fn width(&mut self, font: &'static FontRef<'static>, size: f32, text: &str) -> f32 {
        let mut width = 0.0;
        for (i, &(_, kern, advance)) in self.shaped(font, size, text).glyphs.iter().enumerate() {
            if i > 0 {
                width += kern;
            }
            width += advance;
        }
        width
    }

    /// Where each glyph of `text` in `style` at `x` goes (its caret) and where
    /// the text ends.
    fn caret(&mut self, style: TextStyle, x: f32, text: &str) -> (Vec<(GlyphId, f32)>, f32) {
        let TextStyle { font, size, align, .. } = style;
        let start = match align {
            Align::Left => x,
            Align::Centre => x - self.width(font, size, text) / 2.0,
            Align::Right => x - self.width(font, size, text),
        };
        let mut caret = start;
        let shaped = self.shaped(font, size, text);
        let mut carets = Vec::with_capacity(shaped.glyphs.len());
        for (i, &(id, kern, advance)) in shaped.glyphs.iter().enumerate() {
            if i > 0 {
                caret += kern;
            }
            carets.push((id, caret));
            caret += advance;
        }
        (carets, caret)
    }

    /// `text` drawn in `style` at `x` with its baseline at `baseline`.
    fn line(&mut self, style: TextStyle, x: f32, baseline: f32, text: &str) -> &mut Line {
        let TextStyle { font, size, align, .. } = style;
        let key = LineKey {
            font: std::ptr::from_ref(font) as usize,
            size: size.to_bits(),
            align: align as u8,
            x: x.to_bits(),
            baseline: baseline.to_bits(),
        };
        let hash = fx_hash((key, text));
        let fresh = self.lines.get(&hash).is_none_or(|l| l.key != key || l.text != text);
        if fresh {
            let (carets, end) = self.caret(style, x, text);
            let mut rasters = Vec::new();
            for (id, caret) in carets {
                let glyph = GlyphKey {
                    font: key.font,
                    glyph: id.0,
                    size: key.size,
                    x: caret.to_bits(),
                    y: baseline.to_bits(),
                };
                if self.glyphs.len() >= GLYPH_CACHE_SIZE && !self.glyphs.contains_key(&glyph) {
                    self.glyphs.clear();
                }
                let raster = self
                    .glyphs
                    .entry(glyph)
                    .or_insert_with(|| rasterise(font, id, size, glyph).map(Rc::new));
                rasters.extend(raster.clone());
            }
            if self.lines.len() >= TEXT_CACHE_SIZE {
                self.lines.clear();
            }
            let line = Line {
                key,
                text: text.to_owned(),
                rasters,
                end,
                footprint: None,
            };
            self.lines.insert(hash, line);
        }
        self.lines.get_mut(&hash).expect("a line just found or made")
    }
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
        in_256ths: coverage.iter().map(|&c| to_256ths(c)).collect(),
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

/// The 15-bit bins: 5 bits a channel.
const BINS: usize = 1 << 15;

/// A palette fixed for one static background, learned once from sample pictures
/// drawn on it, with every 15-bit colour bin already mapped to its palette entry.
///
/// Encoding a picture with it costs one table lookup per pixel that differs from
/// the background (the rest copy the background's indices, eight at a time),
/// instead of counting colours, choosing a palette and searching for nearest
/// colours every time. Every pixel maps to `lut[bin(pixel)]` whether or not it
/// equals the background, so the bytes depend only on the canvas. Flat colours
/// the samples hold are kept exactly (a bin that holds a palette colour maps to
/// it); anything else maps to the palette colour nearest its bin.
pub struct FixedPalette {
    shared: Arc<Shared>,
    base: &'static RgbImage,
    base_indices: Vec<u8>,
    /// Huffman codes for the pictures' rows, learned from the same samples, and
    /// the bands of rows lately deflated with them.
    coder: crate::deflate::Coder,
    /// Working canvases for [`FixedPalette::draw_indexed`], each holding the
    /// background and its indices, nothing touched, between pictures.
    pool: Mutex<Vec<Working>>,
}

/// What the canvases drawn for a [`FixedPalette`] share with it: the colours,
/// each bin's entry, and the composites of sprites and text drawn on the
/// background ([`Canvas`]).
struct Shared {
    base: &'static RgbImage,
    palette: Vec<Rgb<u8>>,
    lut: Box<[u8; BINS]>,
    composites: Mutex<Composites>,
}

/// A working canvas for the pictures of one [`FixedPalette`], and room for the
/// ranges of blocks a picture touched (kept to save allocating it).
struct Working {
    canvas: Canvas,
    ranges: Vec<(usize, usize)>,
}

/// How many working canvases each [`FixedPalette`] keeps for later pictures
/// (about 1.8 MB each); pictures drawn at once beyond that make their own.
const POOL_SIZE: usize = 8;

/// The most a flat colour may move in any channel under a [`FixedPalette`]: the
/// worst the adaptive [`quantise`] does on the pictures, so a flat colour further
/// from its palette entry than this is one the palette lacks.
const FLAT_TOLERANCE: u8 = 16;

/// Whether `mapped` is further than [`FLAT_TOLERANCE`] from `pixel` in a channel.
fn far(mapped: [u8; 3], pixel: &[u8]) -> bool {
    mapped.iter().zip(pixel).any(|(a, b)| a.abs_diff(*b) > FLAT_TOLERANCE)
}

/// Copies `from` to `to`, of the same length, eight bytes at a time rather than
/// by `memcpy`: the spans of blocks copied are short.
#[inline]
fn copy_words(to: &mut [u8], from: &[u8]) {
    let mut to = to.chunks_exact_mut(8);
    let mut from = from.chunks_exact(8);
    for (to, from) in (&mut to).zip(&mut from) {
        let to: &mut [u8; 8] = to.try_into().expect("eight bytes");
        *to = from.try_into().expect("eight bytes");
    }
    to.into_remainder().copy_from_slice(from.remainder());
}

/// Puts the blocks in `ranges` of `to` back as they are in `from`, both of
/// `bytes` bytes a pixel: eight bytes at a time rather than by `memcpy`, as
/// most ranges are short.
fn restore(to: &mut [u8], from: &[u8], bytes: usize, ranges: &[(usize, usize)]) {
    let block = 8 * bytes;
    let whole = to.len() / block;
    for &(b0, b1) in ranges {
        let end = b1.min(whole);
        copy_words(&mut to[b0 * block..end * block], &from[b0 * block..end * block]);
        if b1 > whole {
            to[whole * block..].copy_from_slice(&from[whole * block..]);
        }
    }
}

/// The palette index of a pixel (its three bytes).
fn lookup(lut: &[u8], pixel: &[u8]) -> u8 {
    lut[bin(u32::from_le_bytes([pixel[0], pixel[1], pixel[2], 0]))]
}

/// The little-endian word at `at` in `bytes`.
#[inline]
fn word(bytes: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(bytes[at..at + 8].try_into().expect("eight bytes"))
}

/// The three words of eight pixels of `colour` (packed `0xBBGGRR`).
#[inline]
fn repeated(colour: u32) -> (u64, u64, u64) {
    let c = colour as u128;
    let r = c | c << 24 | c << 48 | c << 72 | c << 96;
    // Bytes 8 and 16 fall 16 and 8 bits into a pixel, as bits 16 and 8 do.
    (r as u64, (r >> 16) as u64, (r >> 8) as u64)
}

/// The palette indices of eight pixels (24 bytes, as three little-endian words),
/// packed little-endian: `lut[bin(pixel)]` for each.
#[inline]
fn map_block(lut: &[u8; BINS], w0: u64, w1: u64, w2: u64) -> u64 {
    let pixels = [
        w0,
        w0 >> 24,
        w0 >> 48 | w1 << 16,
        w1 >> 8,
        w1 >> 32,
        w1 >> 56 | w2 << 8,
        w2 >> 16,
        w2 >> 40,
    ];
    let mut out = 0;
    for (k, p) in pixels.into_iter().enumerate() {
        // `bin` of the low 24 bits, ignoring the rest.
        let bin = (p & 0xF8) << 7 | (p >> 6) & 0x3E0 | (p >> 19) & 0x1F;
        out |= (lut[bin as usize] as u64) << (8 * k);
    }
    out
}

impl FixedPalette {
    /// Learns the palette of pictures drawn on `base` from `samples` (canvases of
    /// typical positions, drawn on `base`): the colours [`quantise`] keeps for all
    /// of them together, `flat` colours first (each one exactly, whether or not the
    /// samples show it: the last move's highlight, say).
    pub fn learn(base: &'static RgbImage, samples: &[RgbImage], flat: &[Rgb<u8>]) -> FixedPalette {
        let (w, h) = base.dimensions();
        let mut stacked = RgbImage::new(w, h * (samples.len() as u32 + 1));
        let mut at = 0;
        for picture in std::iter::once(base).chain(samples) {
            assert_eq!(picture.dimensions(), (w, h), "samples are drawn on the background");
            let bytes = picture.as_raw();
            stacked.as_mut()[at..at + bytes.len()].copy_from_slice(bytes);
            at += bytes.len();
        }
        let mut palette: Vec<Rgb<u8>> = Vec::with_capacity(PALETTE_SIZE);
        for &c in flat.iter().chain(&quantise(&stacked).palette) {
            if palette.len() < PALETTE_SIZE && !palette.contains(&c) {
                palette.push(c);
            }
        }
        let colours: Vec<[i32; 3]> = palette.iter().map(|c| c.0.map(i32::from)).collect();
        // Each bin maps to the palette colour in it (the first, if several), else to
        // the palette colour nearest the bin's centre.
        let mut lut = vec![u8::MAX; BINS];
        let mut owned = vec![false; BINS];
        for (i, c) in palette.iter().enumerate() {
            let b = bin(u32::from_le_bytes([c.0[0], c.0[1], c.0[2], 0]));
            if !owned[b] {
                owned[b] = true;
                lut[b] = i as u8;
            }
        }
        for (b, entry) in lut.iter_mut().enumerate() {
            if owned[b] {
                continue;
            }
            let centre = [(b >> 10) & 31, (b >> 5) & 31, b & 31].map(|v| (v as i32) * 8 + 4);
            let mut best = (i32::MAX, 0);
            for (i, &c) in colours.iter().enumerate() {
                let d = colour_distance(c, centre);
                if d < best.0 {
                    best = (d, i);
                }
            }
            *entry = best.1 as u8;
        }
        let base_indices: Vec<u8> = base.as_raw().chunks_exact(3).map(|p| lookup(&lut, p)).collect();
        let indices: Vec<Vec<u8>> = std::iter::once(base)
            .chain(samples)
            .map(|picture| picture.as_raw().chunks_exact(3).map(|p| lookup(&lut, p)).collect())
            .collect();
        let coder = crate::deflate::Coder::learn(indices.iter().map(Vec::as_slice), w as usize);
        let lut = lut.into_boxed_slice().try_into().expect("an entry a bin");
        FixedPalette {
            shared: Arc::new(Shared {
                base,
                palette,
                lut,
                composites: Mutex::default(),
            }),
            base,
            base_indices,
            coder,
            pool: Mutex::new(Vec::new()),
        }
    }

    /// The background the palette was learned for.
    pub fn background(&self) -> &'static RgbImage {
        self.base
    }

    /// The PNG of the picture `draw` makes on the background: the same bytes as
    /// [`FixedPalette::encode`] of a copy of the background drawn on by `draw`,
    /// made faster by drawing on a working canvas and mapping only what drawing
    /// touched (see [`FixedPalette::draw_indexed`]).
    pub fn picture(&self, draw: impl Fn(&mut Canvas)) -> Vec<u8> {
        let (width, height) = self.base.dimensions();
        self.draw_indexed(&draw, |indices| self.encode_indices(width, height, indices))
            // A flat colour the palette lacks: drawn again the plain way, for
            // [`encode_png`] (rare, and slow anyway).
            .unwrap_or_else(|| encode_png(&Canvas::draw(self.base, draw)))
    }

    /// Lets `draw` draw a picture on the background, and gives `finish` its
    /// palette indices: exactly what [`FixedPalette::indices`] gives for a copy
    /// of the background drawn on by `draw`, `None` (and `finish` not called)
    /// where that gives `None`.
    ///
    /// The picture is drawn on a working canvas that already holds the
    /// background and its indices (one of a pool, made on first use), which
    /// marks the blocks of pixels drawing touches and takes the indices of what
    /// it copies from composites (see [`Canvas`]). The other touched blocks are
    /// mapped from their pixels; afterwards every touched block is put back as it
    /// is in the background, pixels and indices. Should `draw` or `finish` panic,
    /// the working canvas is dropped, never reused.
    pub fn draw_indexed<R>(&self, draw: impl FnOnce(&mut Canvas), finish: impl FnOnce(&[u8]) -> R) -> Option<R> {
        let working = self.pool.lock().ok().and_then(|mut pool| pool.pop());
        let mut working = working.unwrap_or_else(|| {
            let mut canvas = Canvas::new(self.base);
            canvas.indexed = Some(Indexed {
                shared: self.shared.clone(),
                indices: self.base_indices.clone(),
                source: vec![0; self.base_indices.len().div_ceil(8)],
                unfit: Vec::new(),
                copied: Vec::new(),
                blocks: Vec::new(),
                under: Vec::new(),
            });
            Working {
                canvas,
                ranges: Vec::new(),
            }
        });
        draw(&mut working.canvas);
        let Working { canvas, ranges } = &mut working;
        let Canvas {
            image,
            touched,
            dirty,
            indexed,
            ..
        } = canvas;
        assert_eq!(image.dimensions(), self.base.dimensions(), "drawn on the background");
        let Indexed {
            indices,
            source,
            unfit,
            copied,
            ..
        } = indexed.as_mut().expect("a canvas drawn for the palette");
        // Copied blocks the palette does not fit, still there?
        let unfit_left = unfit
            .drain(..)
            .any(|(b, slot)| !dirty.any(b, b + 1) && source[b] == slot);
        // The dirty blocks: mapped, then their pixels put back.
        dirty.take_ranges(ranges);
        let fits = !unfit_left && self.map_blocks(image.as_raw(), indices, ranges);
        restore(image.as_mut(), self.base.as_raw(), 3, ranges);
        let result = fits.then(|| finish(indices));
        // Every touched block's indices put back; the copies forgotten.
        touched.take_ranges(ranges);
        restore(indices, &self.base_indices, 1, ranges);
        copied.clear();
        if let Ok(mut pool) = self.pool.lock() {
            if pool.len() < POOL_SIZE {
                pool.push(working);
            }
        }
        result
    }

    /// Maps the pixels of the blocks in `ranges` (block numbers, sorted) into
    /// `indices`: what [`FixedPalette::indices`] gives for those blocks. False
    /// when one holds a flat colour the palette lacks (the indices are then
    /// incomplete).
    fn map_blocks(&self, pixels: &[u8], indices: &mut [u8], ranges: &[(usize, usize)]) -> bool {
        let (base, lut) = (self.base.as_raw(), &*self.shared.lut);
        let n = indices.len();
        let whole = n / 8;
        for &(b0, b1) in ranges {
            let end = b1.min(whole);
            let blocks = pixels[b0 * 24..end * 24]
                .chunks_exact(24)
                .zip(base[b0 * 24..end * 24].chunks_exact(24))
                .zip(indices[b0 * 8..end * 8].chunks_exact_mut(8))
                .zip(self.base_indices[b0 * 8..end * 8].chunks_exact(8));
            for (((block, background), out), base_out) in blocks {
                // Compared word by word: comparing arrays of words goes through
                // memory, and stalls.
                let (w0, w1, w2) = (word(block, 0), word(block, 8), word(block, 16));
                if w0 == word(background, 0) && w1 == word(background, 8) && w2 == word(background, 16) {
                    // (A composite's indices may be there, drawn over since.)
                    out.copy_from_slice(base_out);
                    continue;
                }
                let mapped = map_block(lut, w0, w1, w2);
                out.copy_from_slice(&mapped.to_le_bytes());
                let (r0, r1, r2) = repeated(w0 as u32 & 0xFF_FFFF);
                if w0 == r0
                    && w1 == r1
                    && w2 == r2
                    && far(self.shared.palette[mapped as u8 as usize].0, &w0.to_le_bytes()[..3])
                {
                    return false;
                }
            }
            if b1 > whole {
                // The last few pixels, fewer than a block.
                for k in whole * 8..n {
                    indices[k] = lookup(&lut[..], &pixels[k * 3..k * 3 + 3]);
                }
            }
        }
        true
    }

    /// The palette's colours.
    pub fn colours(&self) -> &[Rgb<u8>] {
        &self.shared.palette
    }

    /// One palette index per pixel of `canvas`, row by row; `None` when the
    /// canvas holds a flat colour (eight equal pixels in a row) that the palette
    /// lacks (its nearest entry is more than [`FLAT_TOLERANCE`] off): then only
    /// [`quantise`] does it justice.
    pub fn indices(&self, canvas: &RgbImage) -> Option<Vec<u8>> {
        let bytes = canvas.as_raw();
        if canvas.dimensions() != self.base.dimensions() {
            return None;
        }
        let base = self.base.as_raw();
        let mut out = self.base_indices.clone();
        let n = out.len();
        let mut i = 0;
        // Eight pixels (24 bytes, three words) at a time: equal to the background,
        // they keep its indices.
        while i + 8 <= n {
            let at = i * 3;
            if word(bytes, at) != word(base, at)
                || word(bytes, at + 8) != word(base, at + 8)
                || word(bytes, at + 16) != word(base, at + 16)
            {
                let block = &bytes[at..at + 24];
                for (k, pixel) in block.chunks_exact(3).enumerate() {
                    out[i + k] = lookup(&self.shared.lut[..], pixel);
                }
                if block[..21] == block[3..] && far(self.shared.palette[out[i] as usize].0, &block[..3]) {
                    return None;
                }
            }
            i += 8;
        }
        for k in i..n {
            out[k] = lookup(&self.shared.lut[..], &bytes[k * 3..k * 3 + 3]);
        }
        Some(out)
    }

    /// Palette indices (`width` × `height`, row by row) as an 8-bit palette PNG
    /// with this palette and the Huffman codes learned with it.
    fn encode_indices(&self, width: u32, height: u32, indices: &[u8]) -> Vec<u8> {
        assert_eq!(indices.len(), width as usize * height as usize, "one index a pixel");
        ENCODE_SCRATCH.with_borrow_mut(|(_, idat)| {
            let n = self.coder.zlib_rows(indices, width as usize, idat);
            png_file(width, height, &self.shared.palette, &idat[..n])
        })
    }

    /// `canvas` as an 8-bit palette PNG with this palette, or with its own
    /// ([`encode_png`]) when it holds a flat colour this palette lacks.
    pub fn encode(&self, canvas: &RgbImage) -> Vec<u8> {
        let (w, h) = canvas.dimensions();
        match self.indices(canvas) {
            Some(indices) => self.encode_indices(w, h, &indices),
            None => encode_png(canvas),
        }
    }
}

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

/// How [`encode_indexed`] deflates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deflate {
    /// Our own deflate for pictures ([`crate::deflate`]): matches with the row
    /// above, runs and repeated pieces, coded with Huffman codes made for each
    /// picture. Smaller than zlib's fastest level, and no slower.
    Rows,
    /// zlib-rs, for comparison (`examples/encoding.rs`).
    Zlib {
        /// zlib level, 1 (fastest) to 9.
        level: i32,
        /// zlib's run-length strategy: matches only at distance 1.
        rle: bool,
        /// Filter every row with `Up` (difference from the row above) instead of none.
        up: bool,
    },
}

/// The deflate the pictures use (see `examples/encoding.rs` for the others).
pub const DEFLATE: Deflate = Deflate::Rows;

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
    let stride = width as usize + 1;
    match how {
        Deflate::Rows => encode_rows(width, height, palette, indices, false, |raw, idat| {
            crate::deflate::zlib(raw, stride, idat)
        }),
        Deflate::Zlib { level, rle, up } => encode_rows(width, height, palette, indices, up, |raw, idat| {
            let config = zlib_rs::DeflateConfig {
                level,
                strategy: if rle {
                    zlib_rs::Strategy::Rle
                } else {
                    zlib_rs::Strategy::Default
                },
                ..zlib_rs::DeflateConfig::default()
            };
            let bound = zlib_rs::compress_bound(raw.len());
            if idat.len() < bound {
                idat.resize(bound, 0);
            }
            let (compressed, code) = zlib_rs::compress_slice(&mut idat[..bound], raw, config);
            assert_eq!(
                code,
                zlib_rs::ReturnCode::Ok,
                "deflating into a large enough buffer cannot fail"
            );
            compressed.len()
        }),
    }
}

/// The PNG of `width` × `height` palette indices: the rows filtered (`Up` when
/// `up`, else none), then deflated by `deflate`, which writes a zlib stream at
/// the start of its buffer and returns its length.
fn encode_rows(
    width: u32,
    height: u32,
    palette: &[Rgb<u8>],
    indices: &[u8],
    up: bool,
    deflate: impl FnOnce(&[u8], &mut Vec<u8>) -> usize,
) -> Vec<u8> {
    let (w, h) = (width as usize, height as usize);
    assert_eq!(indices.len(), w * h, "one index a pixel");
    ENCODE_SCRATCH.with_borrow_mut(|(raw, idat)| {
        filter_rows(indices, w, up, raw);
        let n = deflate(raw, idat);
        png_file(width, height, palette, &idat[..n])
    })
}

/// The rows of `indices` (`w` a row) as a PNG filters them: a filter byte, then
/// the row as it is or (`up`) less the row above.
fn filter_rows(indices: &[u8], w: usize, up: bool, raw: &mut Vec<u8>) {
    raw.clear();
    raw.reserve(indices.len() + indices.len() / w.max(1));
    for (y, row) in indices.chunks_exact(w.max(1)).enumerate() {
        if up && y > 0 {
            raw.push(2);
            let above = &indices[(y - 1) * w..y * w];
            raw.extend(row.iter().zip(above).map(|(a, b)| a.wrapping_sub(*b)));
        } else {
            raw.push(0);
            raw.extend_from_slice(row);
        }
    }
}

thread_local! {
    /// Each thread's buffers for [`encode_indexed`]: the filtered rows and the
    /// deflated data, kept between pictures rather than allocated (and the second
    /// zeroed) for each one.
    static ENCODE_SCRATCH: std::cell::RefCell<(Vec<u8>, Vec<u8>)> = const { std::cell::RefCell::new((Vec::new(), Vec::new())) };
}

/// The PNG file around deflated palette indices: signature, header, palette, data.
fn png_file(width: u32, height: u32, palette: &[Rgb<u8>], idat: &[u8]) -> Vec<u8> {
    let compressed_len = idat.len();

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
    chunk(&mut out, b"IDAT", idat);
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

    /// A canvas with some texture, so that blending over it shows differences.
    fn textured(w: u32, h: u32) -> RgbImage {
        RgbImage::from_fn(w, h, |x, y| Rgb([(x * 7 + y) as u8, (y * 5) as u8, (x ^ y) as u8]))
    }

    #[test]
    fn convex_fills_and_strokes_paint_what_the_plain_fill_paints() {
        let shapes = [
            RoundRect::circle(30.3, 40.7, 12.6),
            RoundRect::circle(31.0, 31.0, 20.0),
            RoundRect::from_corner(10.0, 12.0, 70.0, 35.0, 8.0),
            RoundRect::from_corner(-5.5, 3.25, 50.0, 90.0, 0.0),
            RoundRect::from_corner(60.2, 70.9, 45.3, 33.3, 16.0),
        ];
        for shape in shapes {
            // Drawn afresh, then from the shape cache at another opacity and at
            // full opacity again.
            for alpha in [1.0, 0.45, 1.0] {
                let (mut fast, mut plain) = (textured(100, 110), textured(100, 110));
                fill_round_rect(&mut fast, shape, colour::TURN, alpha);
                fill_shape(&mut plain, shape.bounds(), colour::TURN, alpha, 1.0, |x, y| {
                    shape.distance(x, y)
                });
                assert!(fast == plain, "{shape:?} filled");
                let soft = 3.7;
                let (mut fast, mut plain) = (textured(100, 110), textured(100, 110));
                fill_convex(&mut fast, shape.bounds(), colour::SHADOW, alpha, soft, |x, y| {
                    shape.distance(x, y)
                });
                fill_shape(&mut plain, shape.bounds(), colour::SHADOW, alpha, soft, |x, y| {
                    shape.distance(x, y)
                });
                assert!(fast == plain, "{shape:?} softly filled");
                for width in [1.0, 3.0, 4.5] {
                    let (mut fast, mut plain) = (textured(100, 110), textured(100, 110));
                    stroke_round_rect(&mut fast, shape, width, colour::INK, alpha);
                    let half = width / 2.0;
                    fill_shape(
                        &mut plain,
                        shape.grow(half).bounds(),
                        colour::INK,
                        alpha,
                        1.0,
                        |x, y| shape.distance(x, y).abs() - half,
                    );
                    assert!(fast == plain, "{shape:?} stroked {width} wide");
                }
            }
        }
        // The same into a sprite.
        let shape = shapes[0];
        let (mut fast, mut plain) = (RgbaImage::new(64, 64), RgbaImage::new(64, 64));
        fill_round_rect(&mut fast, shape, colour::TURN, 0.8);
        stroke_round_rect(&mut fast, shape, 2.0, colour::INK, 1.0);
        fill_shape(&mut plain, shape.bounds(), colour::TURN, 0.8, 1.0, |x, y| {
            shape.distance(x, y)
        });
        fill_shape(&mut plain, shape.grow(1.0).bounds(), colour::INK, 1.0, 1.0, |x, y| {
            shape.distance(x, y).abs() - 1.0
        });
        assert!(fast == plain);
    }

    #[test]
    fn triangles_paint_what_the_plain_fill_paints() {
        let corners = [
            ((10.0, 10.0), (80.0, 20.5), (30.3, 95.0)),
            ((50.5, 5.0), (5.0, 60.0), (95.0, 60.0)),
            ((50.0, 50.0), (52.0, 10.0), (48.0, 90.0)),
        ];
        for (a, b, c) in corners {
            let mut fast = textured(100, 100);
            fill_triangle(&mut fast, a, b, c, colour::CAPTURE);
            let area = (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0);
            let sign = if area < 0.0 { -1.0 } else { 1.0 };
            let edge = move |p: (f32, f32), q: (f32, f32), x: f32, y: f32| {
                let (ex, ey) = (q.0 - p.0, q.1 - p.1);
                let len = (ex * ex + ey * ey).sqrt().max(1e-6);
                -sign * (ex * (y - p.1) - ey * (x - p.0)) / len
            };
            let mut plain = textured(100, 100);
            fill_shape(
                &mut plain,
                points_bounds(&[a, b, c], 0.0),
                colour::CAPTURE,
                1.0,
                1.0,
                |x, y| edge(a, b, x, y).max(edge(b, c, x, y)).max(edge(c, a, x, y)),
            );
            assert!(fast == plain);
        }
    }

    /// Polylines the plain way: every segment over its whole bounding box into a
    /// mask of the highest coverage, blended once.
    fn plain_polyline(surface: &mut RgbImage, points: &[(f32, f32)], width: f32, colour: Rgb<u8>, alpha: f32) {
        let half = width / 2.0;
        let [x0, y0, x1, y1] = pixel_bounds(surface, points_bounds(points, half + 1.0), 0.0);
        let mw = (x1 - x0) as usize;
        let mut mask = vec![0f32; mw * (y1 - y0) as usize];
        let segments: Vec<_> = if points.len() == 1 {
            vec![(points[0], points[0])]
        } else {
            points.windows(2).map(|p| (p[0], p[1])).collect()
        };
        for (a, c) in segments {
            let [sx0, sy0, sx1, sy1] = pixel_bounds(surface, points_bounds(&[a, c], half + 1.0), 0.0);
            for y in sy0.max(y0)..sy1.min(y1) {
                for x in sx0.max(x0)..sx1.min(x1) {
                    let d = segment_distance(x as f32 + 0.5, y as f32 + 0.5, a, c) - half;
                    let m = &mut mask[(y - y0) as usize * mw + (x - x0) as usize];
                    *m = m.max((0.5 - d).clamp(0.0, 1.0));
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

    #[test]
    fn polylines_paint_what_the_plain_way_paints() {
        let paths: [&[(f32, f32)]; 5] = [
            &[(50.0, 50.0)],
            &[(10.0, 10.0), (90.0, 90.0)],
            &[(10.0, 80.0), (50.0, 20.0), (90.0, 80.0), (90.5, 10.0)],
            &[(5.0, 50.0), (95.0, 50.0), (50.0, 50.3)],
            &[(-10.0, 30.0), (40.0, 120.0), (120.0, 60.0)],
        ];
        for points in paths {
            for (width, alpha) in [(1.5, 1.0), (6.0, 1.0), (9.0, 0.3), (6.0, 1.0), (9.0, 1.0)] {
                let (mut fast, mut plain) = (textured(100, 100), textured(100, 100));
                stroke_polyline(&mut fast, points, width, colour::TURN, alpha);
                plain_polyline(&mut plain, points, width, colour::TURN, alpha);
                assert!(fast == plain, "{points:?} {width} wide");
            }
        }
        // A curve of many short segments, as the Trespass jumps draw.
        let curve: Vec<(f32, f32)> = (0..=32)
            .map(|i| {
                let t = i as f32 / 32.0;
                (10.0 + 80.0 * t, 50.0 + 35.0 * (t * 6.0).sin())
            })
            .collect();
        let (mut fast, mut plain) = (textured(100, 100), textured(100, 100));
        stroke_polyline(&mut fast, &curve, 8.0, colour::SHADOW, 0.25);
        plain_polyline(&mut plain, &curve, 8.0, colour::SHADOW, 0.25);
        assert!(fast == plain);
    }

    #[test]
    fn sprites_blend_as_alpha_over_the_canvas() {
        let mut sprite = RgbaImage::new(40, 30);
        fill_round_rect(&mut sprite, RoundRect::circle(20.0, 15.0, 12.0), colour::TURN, 1.0);
        fill_round_rect(&mut sprite, RoundRect::circle(28.0, 20.0, 9.0), colour::SHADOW, 0.4);
        let prepared = Sprite::from(sprite.clone());
        for (x, y) in [(10, 20), (-7, -5), (85, 95), (-50, 0)] {
            let mut canvas = textured(100, 110);
            let mut expected = canvas.clone();
            blit(&mut canvas, &prepared, x, y);
            for (sx, sy, s) in sprite.enumerate_pixels() {
                let (cx, cy) = (x + sx as i32, y + sy as i32);
                if cx < 0 || cy < 0 || cx >= 100 || cy >= 110 {
                    continue;
                }
                let d = expected.get_pixel_mut(cx as u32, cy as u32);
                let a = s.0[3] as u32;
                for i in 0..3 {
                    d.0[i] = ((s.0[i] as u32 * a + d.0[i] as u32 * (255 - a) + 127) / 255) as u8;
                }
            }
            assert!(canvas == expected, "at {x}, {y}");
        }
    }

    #[test]
    fn cached_text_draws_the_same_pixels() {
        let style = TextStyle::bold(17.0, colour::INK).centred();
        let mut first = textured(200, 40);
        let end = draw_text(&mut first, style, 100.3, 28.0, "Cached · text ✓");
        let mut again = textured(200, 40);
        assert_eq!(draw_text(&mut again, style, 100.3, 28.0, "Cached · text ✓"), end);
        assert!(first == again);
        // Glyph by glyph, without the caches.
        let mut plain = textured(200, 40);
        let scaled = FONT_BOLD.as_scaled(PxScale::from(17.0));
        let mut caret = 100.3 - text_width(&FONT_BOLD, 17.0, "Cached · text ✓") / 2.0;
        let mut previous = None;
        for c in "Cached · text ✓".chars() {
            let id = scaled.glyph_id(c);
            if let Some(p) = previous {
                caret += scaled.kern(p, id);
            }
            let key = GlyphKey {
                font: 0,
                glyph: id.0,
                size: 17f32.to_bits(),
                x: caret.to_bits(),
                y: 28f32.to_bits(),
            };
            if let Some(r) = rasterise(&FONT_BOLD, id, 17.0, key) {
                for (i, &c) in r.coverage.iter().enumerate() {
                    let (x, y) = (r.x + (i % r.width) as i32, r.y + (i / r.width) as i32);
                    if c > 0.0 && x >= 0 && y >= 0 && x < 200 && y < 40 {
                        plain.blend(x as u32, y as u32, colour::INK, c);
                    }
                }
            }
            caret += scaled.h_advance(id);
            previous = Some(id);
        }
        assert_eq!(caret, end);
        assert!(first == plain);
    }

    /// A background and a few canvases drawn on it, for the fixed palette.
    static FIXED_BASE: LazyLock<RgbImage> = LazyLock::new(|| {
        let mut img = RgbImage::from_pixel(120, 80, colour::PAPER);
        fill_round_rect(
            &mut img,
            RoundRect::from_corner(10.0, 10.0, 100.0, 60.0, 6.0),
            colour::PANEL,
            1.0,
        );
        img
    });

    fn with_piece(colour: Rgb<u8>, x: f32) -> RgbImage {
        let mut img = FIXED_BASE.clone();
        fill_round_rect(&mut img, RoundRect::circle(x, 40.0, 14.3), colour, 1.0);
        img
    }

    #[test]
    fn a_fixed_palette_keeps_flat_colours_and_edges_near_and_ignores_the_cache_state() {
        let samples = [with_piece(colour::INK, 40.0), with_piece(colour::CAPTURE, 70.0)];
        let palette = FixedPalette::learn(&FIXED_BASE, &samples, &colour::ALL);
        assert!(palette.colours().len() <= 256);
        // A position the samples never showed: the piece elsewhere, in a named colour.
        let canvas = with_piece(colour::DANGER, 55.5);
        let png = palette.encode(&canvas);
        let back = image::load_from_memory(&png).expect("a valid PNG").to_rgb8();
        for (p, q) in canvas.pixels().zip(back.pixels()) {
            if colour::ALL.contains(p) {
                assert_eq!(p, q, "flat colours stay exact");
            }
            let d = (0..3).map(|k| p.0[k].abs_diff(q.0[k])).max().unwrap_or(0);
            assert!(d <= 40, "{p:?} became {q:?}");
        }
        // The same palette learned again encodes to the same bytes.
        let again = FixedPalette::learn(&FIXED_BASE, &samples, &colour::ALL);
        assert_eq!(again.encode(&canvas), png);
        // The background itself takes its own indices.
        let indices = palette
            .indices(&FIXED_BASE)
            .expect("the background's colours are in the palette");
        assert_eq!(indices.len(), 120 * 80);
    }

    #[test]
    fn a_flat_colour_the_fixed_palette_lacks_is_encoded_exactly_the_slow_way() {
        let palette = FixedPalette::learn(&FIXED_BASE, &[with_piece(colour::INK, 40.0)], &[]);
        let green = Rgb([0x20, 0xC0, 0x40]);
        let canvas = with_piece(green, 60.0);
        assert_eq!(palette.indices(&canvas), None);
        let back = image::load_from_memory(&palette.encode(&canvas))
            .expect("a valid PNG")
            .to_rgb8();
        assert_eq!(back.get_pixel(60, 40), &green);
        assert_eq!(palette.encode(&canvas), encode_png(&canvas));
    }

    /// A picture of the background's size to copy regions from.
    static FIXED_OTHER: LazyLock<RgbImage> = LazyLock::new(|| textured(120, 80));

    /// A piece with a soft shadow, as the games' sprites are.
    static FIXED_SPRITE: LazyLock<Sprite> = LazyLock::new(|| {
        let mut img = RgbaImage::new(24, 24);
        let disc = RoundRect::circle(11.0, 11.0, 8.0);
        fill_shape(&mut img, disc.grow(3.0).bounds(), colour::SHADOW, 0.4, 3.0, |x, y| {
            disc.shift(1.0, 2.0).distance(x, y)
        });
        fill_round_rect(&mut img, disc, colour::TURN, 1.0);
        stroke_round_rect(&mut img, disc.grow(-3.0), 1.5, colour::INK, 0.8);
        img.into()
    });

    /// Draws op number `op` on `canvas`: a few kinds of drawing at a few places,
    /// so that a short list of them overlaps in many ways.
    fn draw_test_op(canvas: &mut Canvas, op: u32) {
        let x = 6.0 + (op % 7) as f32 * 14.3;
        let y = 8.0 + (op / 7 % 4) as f32 * 17.5;
        let ink = colour::ALL[(op % 16) as usize];
        match op % 8 {
            0 => fill_round_rect(canvas, RoundRect::circle(x, y, 9.5), ink, 1.0),
            1 => stroke_round_rect(
                canvas,
                RoundRect::from_corner(x - 8.0, y - 6.0, 30.0, 20.0, 4.0),
                2.5,
                ink,
                0.6,
            ),
            2 => {
                draw_text(canvas, TextStyle::bold(14.0, ink), x - 4.0, y + 5.0, "Ab9");
            }
            3 => blit(canvas, &FIXED_SPRITE, x as i32 - 12, y as i32 - 12),
            4 => copy_rect(canvas, &FIXED_OTHER, [x, y, x + 17.0, y + 9.0]),
            5 => stroke_polyline(
                canvas,
                &[(x, y), (x + 30.0, y + 25.0), (x + 5.0, y + 40.0)],
                5.0,
                ink,
                0.75,
            ),
            // A colour the palette lacks, in a flat disc.
            6 => fill_round_rect(canvas, RoundRect::circle(x, y, 7.0), Rgb([0x20, 0xC0, 0x40]), 1.0),
            // Drawing that keeps no composite: mapped from its pixels.
            _ => fill_shape(canvas, [x - 7.0, y - 7.0, x + 7.0, y + 7.0], ink, 0.7, 1.0, |px, py| {
                ((px - x).powi(2) + (py - y).powi(2)).sqrt() - 5.5
            }),
        }
    }

    /// A palette learned from test ops, but for the discs of a colour it then
    /// lacks.
    fn test_palette() -> FixedPalette {
        let learned: Vec<u32> = (0..40).filter(|op| op % 8 != 6).collect();
        let samples: Vec<RgbImage> = learned
            .chunks(6)
            .map(|ops| Canvas::draw(&FIXED_BASE, |c| ops.iter().for_each(|&op| draw_test_op(c, op))))
            .collect();
        FixedPalette::learn(&FIXED_BASE, &samples, &colour::ALL)
    }

    #[test]
    fn pictures_drawn_for_a_palette_have_the_plain_indices_and_leave_the_canvas_as_it_was() {
        let palette = test_palette();
        draw_many_pictures(&palette);
        let composites = palette.shared.composites.lock().expect("not poisoned");
        assert!(
            composites.kept.now.len() > 50,
            "{} composites",
            composites.kept.now.len()
        );
        assert!(composites.kept.before.is_empty(), "the composites never turned over");
    }

    #[test]
    fn pictures_stay_the_plain_ones_while_composites_turn_over() {
        let palette = test_palette();
        // Room for a few composites a generation: they turn over every few
        // pictures, and pictures copy composites of the generation before.
        palette.shared.composites.lock().expect("not poisoned").kept.limit = 6_000;
        draw_many_pictures(&palette);
        let composites = palette.shared.composites.lock().expect("not poisoned");
        assert!(!composites.kept.before.is_empty() && composites.kept.bytes <= 6_000);
    }

    /// Draws 600 pictures of a few random ops each for `palette` (learned on
    /// [`FIXED_BASE`]) and checks each against the plain way, and that the
    /// working canvas is put back each time.
    fn draw_many_pictures(palette: &FixedPalette) {
        // Lists of a few ops from a small set, so that lists repeat, and ops
        // repeat over the same things and over other things.
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move |below: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % below) as u32
        };
        let (mut unfit, mut fit) = (0, 0);
        for picture in 0..600 {
            let count = 1 + next(6);
            let ops: Vec<u32> = (0..count).map(|_| next(40)).collect();
            let draw = |c: &mut Canvas| ops.iter().for_each(|&op| draw_test_op(c, op));
            let plain = palette.indices(&Canvas::draw(&FIXED_BASE, draw));
            let fast = palette.draw_indexed(draw, <[u8]>::to_vec);
            assert!(plain == fast, "picture {picture}: {ops:?}");
            if plain.is_some() {
                fit += 1;
            } else {
                unfit += 1;
                assert_eq!(palette.picture(draw), encode_png(&Canvas::draw(&FIXED_BASE, draw)));
            }
            // The working canvas holds the background again, nothing touched.
            let pool = palette.pool.lock().expect("not poisoned");
            let working = &pool.last().expect("a working canvas").canvas;
            assert!(working.image == *FIXED_BASE, "picture {picture}: {ops:?}");
            assert_eq!(working.touched.len() + working.dirty.len(), 0);
            let indexed = working.indexed.as_ref().expect("drawn for the palette");
            assert!(indexed.indices == palette.base_indices, "picture {picture}: {ops:?}");
            assert!(indexed.copied.is_empty() && indexed.unfit.is_empty());
        }
        // Both kinds of picture were drawn.
        assert!(fit > 100 && unfit > 100, "{fit} fit, {unfit} not");
    }

    #[test]
    fn fonts_load_and_measure() {
        assert!(text_width(&FONT_BOLD, 20.0, "Green") > 40.0);
        assert!(text_width(&FONT, 20.0, "") == 0.0);
    }
}
