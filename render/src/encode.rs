//! PNG encoding through the `png` crate.
//!
//! Each board's pictures are 8-bit palette PNGs with a [`Palette`] learned once
//! from sample positions of that board: the colours its pictures use most (the
//! named colours always among them), and every other colour mapped to the
//! nearest one. A palette picture is a third of the bytes of an RGB one, and
//! quicker to compress.
//!
//! The deflating is zlib-rs's (through flate2), band by band ([`Bands`]): each
//! band of [`BAND`] rows is deflated on its own at level 2, with the row above
//! it as its dictionary, and ends on a sync flush, so bands join into one
//! stream. Between two moves most bands of a picture are unchanged, and a band
//! deflated before (the same rows under the same row above) is copied from the
//! palette's keep instead of deflated again. The `png` crate writes the file
//! (its chunks and their CRCs) around that stream; `simd-adler32` sums it.
//!
//! A picture is its background plus what was drawn over it, so mapping its
//! pixels to indices starts from the background's indices and maps only the runs
//! of pixels that differ from it.

use crate::style::colour;
use flate2::{Compress, Compression, FlushCompress};
use image::{Rgb, RgbImage};
use png::{BitDepth, ColorType, Encoder};
use rustc_hash::FxHashMap;
use std::sync::{Arc, Mutex};
use xxhash_rust::xxh3::Xxh3;

/// Bits kept per channel to look a colour up in a palette's table.
const BITS: u32 = 5;

/// How many pixels are compared with the background at a time.
const RUN: usize = 16;

/// Rows in a band: the unit deflated on its own and kept.
pub const BAND: usize = 32;

/// The most bytes of deflated bands a palette keeps; past it the keep starts over.
const KEPT_BYTES: usize = 4 << 20;

/// Deflated bands already made, by the XXH3-128 of the row above and the
/// band's rows (wide enough that two different bands never share a key).
pub struct Bands {
    kept: FxHashMap<u128, Arc<[u8]>>,
    bytes: usize,
    /// One compressor, reset for every band (a new one costs its tables).
    compressor: Compress,
}

impl Default for Bands {
    fn default() -> Bands {
        Bands {
            kept: FxHashMap::default(),
            bytes: 0,
            compressor: Compress::new(Compression::new(2), false),
        }
    }
}

impl Bands {
    /// The zlib stream of `scanlines` (rows of `stride` bytes, each a filter
    /// byte and the row's indices): the bands, the final empty block, the
    /// Adler-32 of it all.
    fn zlib(&mut self, scanlines: &[u8], stride: usize) -> Vec<u8> {
        // CMF 0x78 (deflate, 32 KB window), FLG 0x01: no preset dictionary.
        let mut out = Vec::with_capacity(scanlines.len() / 8 + 64);
        out.extend_from_slice(&[0x78, 0x01]);
        for (i, band) in scanlines.chunks(stride * BAND).enumerate() {
            let start = i * stride * BAND;
            let above = &scanlines[start.saturating_sub(stride)..start];
            let mut hasher = Xxh3::new();
            hasher.update(above);
            hasher.update(band);
            let key = hasher.digest128();
            if let Some(kept) = self.kept.get(&key) {
                out.extend_from_slice(kept);
                continue;
            }
            let deflated: Arc<[u8]> = deflate_band(&mut self.compressor, above, band).into();
            out.extend_from_slice(&deflated);
            if self.bytes + deflated.len() > KEPT_BYTES {
                self.kept.clear();
                self.bytes = 0;
            }
            self.bytes += deflated.len();
            self.kept.insert(key, deflated);
        }
        // The last block: empty, fixed codes, marked final.
        out.extend_from_slice(&[0x03, 0x00]);
        out.extend_from_slice(&simd_adler32::adler32(&scanlines).to_be_bytes());
        out
    }
}

/// One band as raw deflate at level 2 (`compressor`, reset first), the row
/// `above` it as the dictionary,
/// ended by a sync flush (byte-aligned, not final) so the next band can follow.
fn deflate_band(compressor: &mut Compress, above: &[u8], band: &[u8]) -> Vec<u8> {
    compressor.reset();
    if !above.is_empty() {
        compressor
            .set_dictionary(above)
            .expect("a fresh compressor takes a dictionary");
    }
    let mut out = Vec::with_capacity(band.len() / 4 + 64);
    loop {
        let consumed = compressor.total_in() as usize;
        compressor
            .compress_vec(&band[consumed..], &mut out, FlushCompress::Sync)
            .expect("deflating to memory cannot fail");
        if compressor.total_in() as usize == band.len() && out.len() < out.capacity() {
            return out;
        }
        out.reserve(out.capacity().max(256));
    }
}

/// Up to 256 colours learned for one background, with a table from every colour
/// (to `BITS` bits a channel) to the nearest of them.
pub struct Palette {
    colours: Vec<Rgb<u8>>,
    table: Vec<u8>,
    background: &'static RgbImage,
    /// The background's scanlines.
    base: Vec<u8>,
    /// Bands of this palette's pictures already deflated.
    bands: Mutex<Bands>,
}

/// The table slot of a colour.
fn bin(r: u8, g: u8, b: u8) -> usize {
    let shift = 8 - BITS;
    ((r as usize >> shift) << (2 * BITS)) | ((g as usize >> shift) << BITS) | (b as usize >> shift)
}

/// Squared distance, green weighted as the eye weighs it.
fn distance(a: [u8; 3], b: [u8; 3]) -> u32 {
    let d = |i: usize, w: u32| w * (a[i] as i32 - b[i] as i32).pow(2) as u32;
    d(0, 3) + d(1, 4) + d(2, 2)
}

impl Palette {
    /// Learns the palette of pictures drawn over `background` from `samples`
    /// (pictures of positions unlike the ones it will mostly serve): the 256
    /// colours seen most often, the named colours ([`colour::ALL`]) always
    /// among them. A slot of the table goes to the colour used most that falls
    /// in it, so flat colours come back exactly; every other slot to the
    /// colour nearest its centre.
    pub fn learn(background: &'static RgbImage, samples: &[RgbImage]) -> Palette {
        let mut counts: FxHashMap<[u8; 3], u64> = FxHashMap::default();
        for image in std::iter::once(background).chain(samples) {
            for p in image.pixels() {
                *counts.entry(p.0).or_default() += 1;
            }
        }
        for c in colour::ALL {
            *counts.entry(c.0).or_default() += u64::MAX / 4;
        }
        let mut ranked: Vec<([u8; 3], u64)> = counts.into_iter().collect();
        ranked.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        ranked.truncate(256);
        // Similar colours get near indices, so that filtered rows of anti-aliased
        // edges hold small differences, which the deflate codes shortest.
        let luma = |c: [u8; 3]| 299 * c[0] as u32 + 587 * c[1] as u32 + 114 * c[2] as u32;
        ranked.sort_by_key(|&(c, _)| (luma(c), c));
        let colours: Vec<Rgb<u8>> = ranked.iter().map(|&(c, _)| Rgb(c)).collect();

        let shift = 8 - BITS;
        let half = 1u8 << (shift - 1);
        let mut table: Vec<u8> = (0..1usize << (3 * BITS))
            .map(|slot| {
                let channel = |k: u32| (((slot >> (k * BITS)) & ((1 << BITS) - 1)) as u8) << shift | half;
                let centre = [channel(2), channel(1), channel(0)];
                (0..colours.len())
                    .min_by_key(|&i| distance(colours[i].0, centre))
                    .unwrap_or(0) as u8
            })
            .collect();
        let mut claimed = vec![false; table.len()];
        let mut by_use: Vec<usize> = (0..colours.len()).collect();
        by_use.sort_by_key(|&i| std::cmp::Reverse(ranked[i].1));
        for i in by_use {
            let c = &colours[i];
            let slot = bin(c.0[0], c.0[1], c.0[2]);
            if !claimed[slot] {
                claimed[slot] = true;
                table[slot] = i as u8;
            }
        }
        let mut palette = Palette {
            colours,
            table,
            background,
            base: Vec::new(),
            bands: Mutex::default(),
        };
        palette.base = palette.scanlines(background);
        palette
    }

    /// The colours, at most 256.
    pub fn colours(&self) -> &[Rgb<u8>] {
        &self.colours
    }

    /// Every pixel's index in the palette, row by row, each row behind its
    /// filter byte (0: none): the PNG's scanlines.
    fn scanlines(&self, image: &RgbImage) -> Vec<u8> {
        let width = image.width() as usize;
        let mut out = Vec::with_capacity((width + 1) * image.height() as usize);
        for row in image.as_raw().chunks_exact((width * 3).max(1)) {
            out.push(0);
            out.extend(row.chunks_exact(3).map(|p| self.table[bin(p[0], p[1], p[2])]));
        }
        out
    }

    /// The scanlines of a picture drawn over this palette's background: the
    /// background's, but for the rows that differ, and in them the runs of
    /// [`RUN`] pixels that differ.
    fn scanlines_over_background(&self, image: &RgbImage) -> Vec<u8> {
        if image.dimensions() != self.background.dimensions() {
            return self.scanlines(image);
        }
        let width = image.width() as usize;
        let mut out = self.base.clone();
        let rows = image.as_raw().chunks_exact(width * 3);
        let under = self.background.as_raw().chunks_exact(width * 3);
        for ((row, under), line) in rows.zip(under).zip(out.chunks_exact_mut(width + 1)) {
            if row == under {
                continue;
            }
            for ((run, below), indices) in row
                .chunks(RUN * 3)
                .zip(under.chunks(RUN * 3))
                .zip(line[1..].chunks_mut(RUN))
            {
                if run != below {
                    for (p, i) in run.chunks_exact(3).zip(indices) {
                        *i = self.table[bin(p[0], p[1], p[2])];
                    }
                }
            }
        }
        out
    }

    /// The picture as a palette PNG.
    pub fn encode(&self, image: &RgbImage) -> Vec<u8> {
        let scanlines = self.scanlines_over_background(image);
        let width = image.width() as usize;
        let zlib = self
            .bands
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .zlib(&scanlines, width + 1);
        let palette: Vec<u8> = self.colours.iter().flat_map(|c| c.0).collect();
        write_png(image.width(), image.height(), ColorType::Indexed, Some(palette), &zlib)
    }
}
/// A picture as an RGB PNG (for pictures with no palette of their own).
pub fn encode_rgb(image: &RgbImage) -> Vec<u8> {
    let stride = image.width() as usize * 3;
    let mut scanlines = Vec::with_capacity(image.as_raw().len() + image.height() as usize);
    for row in image.as_raw().chunks(stride.max(1)) {
        scanlines.push(0);
        scanlines.extend_from_slice(row);
    }
    let zlib = Bands::default().zlib(&scanlines, stride + 1);
    write_png(image.width(), image.height(), ColorType::Rgb, None, &zlib)
}

/// Writes a PNG with the `png` crate around an image's zlib stream.
fn write_png(width: u32, height: u32, colour_type: ColorType, palette: Option<Vec<u8>>, zlib: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(zlib.len() + 1024);
    let mut encoder = Encoder::new(&mut out, width, height);
    encoder.set_color(colour_type);
    encoder.set_depth(BitDepth::Eight);
    if let Some(palette) = palette {
        encoder.set_palette(palette);
    }
    let mut writer = encoder.write_header().expect("writing to memory");
    writer.write_chunk(png::chunk::IDAT, zlib).expect("writing to memory");
    writer.finish().expect("writing to memory");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::LazyLock;

    static BACKGROUND: LazyLock<RgbImage> = LazyLock::new(|| RgbImage::from_pixel(64, 48, colour::PAPER));

    fn with_spot(colour: Rgb<u8>) -> RgbImage {
        let mut image = BACKGROUND.clone();
        for y in 10..20 {
            for x in 30..45 {
                image.put_pixel(x, y, colour);
            }
        }
        image
    }

    #[test]
    fn named_colours_come_back_exactly_and_others_near() {
        let palette = Palette::learn(&BACKGROUND, &[with_spot(colour::CAPTURE)]);
        assert!(palette.colours().len() <= 256);
        for named in [colour::INK, colour::TURN, colour::CAPTURE] {
            let png = palette.encode(&with_spot(named));
            let back = image::load_from_memory(&png).expect("a valid PNG").to_rgb8();
            assert_eq!(back.get_pixel(35, 15), &named);
            assert_eq!(back.get_pixel(5, 5), &colour::PAPER);
        }
        let odd = Rgb([0x20, 0xC0, 0x40]);
        let back = image::load_from_memory(&palette.encode(&with_spot(odd)))
            .expect("a valid PNG")
            .to_rgb8();
        let near = back.get_pixel(35, 15).0;
        assert!(distance(near, odd.0) < distance(colour::PAPER.0, odd.0), "{near:?}");
    }

    #[test]
    fn rgb_pictures_decode_to_themselves() {
        let image = with_spot(Rgb([1, 2, 3]));
        let back = image::load_from_memory(&encode_rgb(&image))
            .expect("a valid PNG")
            .to_rgb8();
        assert!(back == image);
    }
}
