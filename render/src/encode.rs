//! PNG encoding through the `png` crate.
//!
//! Each board's pictures are 8-bit palette PNGs with a [`Palette`] learned once
//! from sample positions of that board: the colours its pictures use most (the
//! named colours always among them), and every other colour mapped to the
//! nearest one. A palette picture is a third of the bytes of an RGB one, and
//! quicker to compress. The deflating is the `png` crate's: its fast `fdeflate`
//! where a board's sample pictures stay small that way, else zlib-rs at level 2
//! beneath it ([`Deflate`]).
//!
//! A picture is its background plus what was drawn over it, so mapping its
//! pixels to indices starts from the background's indices and maps only the runs
//! of pixels that differ from it.

use crate::style::colour;
use image::{Rgb, RgbImage};
use png::{BitDepth, ColorType, Compression, DeflateCompression, Encoder, Filter};
use rustc_hash::FxHashMap;

/// Bits kept per channel to look a colour up in a palette's table.
const BITS: u32 = 5;

/// How many pixels are compared with the background at a time.
const RUN: usize = 16;

/// How a palette's pictures are deflated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deflate {
    /// The `png` crate's fast setting (`fdeflate`: runs of zeros and fixed codes)
    /// on adaptively filtered rows: the quickest, for pictures it keeps small.
    Fast,
    /// zlib-rs at level 2 on unfiltered rows (through flate2): finds the
    /// repeats of busy boards (rows of tokens and holes) that `Fast` cannot.
    Level2,
}

/// The most bytes a sample may take with [`Deflate::Fast`] for a palette to
/// keep it: beyond this a busier position could pass the 60 KB a picture may
/// take.
const FAST_LIMIT: usize = 52 * 1024;

/// Up to 256 colours learned for one background, with a table from every colour
/// (to [`BITS`] bits a channel) to the nearest of them.
pub struct Palette {
    colours: Vec<Rgb<u8>>,
    table: Vec<u8>,
    background: &'static RgbImage,
    /// The background's indices.
    base: Vec<u8>,
    deflate: Deflate,
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
            deflate: Deflate::Fast,
        };
        palette.base = palette.indices(background);
        let largest = samples.iter().map(|s| palette.encode(s).len()).max().unwrap_or(0);
        if largest > FAST_LIMIT {
            palette.deflate = Deflate::Level2;
        }
        palette
    }

    /// How its pictures are deflated: [`Deflate::Fast`] unless a sample took
    /// more than [`FAST_LIMIT`] bytes that way.
    pub fn deflate(&self) -> Deflate {
        self.deflate
    }

    /// The colours, at most 256.
    pub fn colours(&self) -> &[Rgb<u8>] {
        &self.colours
    }

    /// Every pixel's index in the palette.
    fn indices(&self, image: &RgbImage) -> Vec<u8> {
        image
            .as_raw()
            .chunks_exact(3)
            .map(|p| self.table[bin(p[0], p[1], p[2])])
            .collect()
    }

    /// The indices of a picture drawn over this palette's background: the
    /// background's, but for the runs of [`RUN`] pixels that differ from it.
    fn indices_over_background(&self, image: &RgbImage) -> Vec<u8> {
        if image.dimensions() != self.background.dimensions() {
            return self.indices(image);
        }
        let mut indices = self.base.clone();
        let (pixels, background) = (image.as_raw(), self.background.as_raw());
        for ((run, under), out) in pixels
            .chunks(RUN * 3)
            .zip(background.chunks(RUN * 3))
            .zip(indices.chunks_mut(RUN))
        {
            if run != under {
                for (p, i) in run.chunks_exact(3).zip(out) {
                    *i = self.table[bin(p[0], p[1], p[2])];
                }
            }
        }
        indices
    }

    /// The picture as a palette PNG.
    pub fn encode(&self, image: &RgbImage) -> Vec<u8> {
        let indices = self.indices_over_background(image);
        let palette: Vec<u8> = self.colours.iter().flat_map(|c| c.0).collect();
        write_png(
            image.width(),
            image.height(),
            ColorType::Indexed,
            Some(palette),
            &indices,
            self.deflate,
        )
    }
}

/// A picture as an RGB PNG (for pictures with no palette of their own).
pub fn encode_rgb(image: &RgbImage) -> Vec<u8> {
    write_png(
        image.width(),
        image.height(),
        ColorType::Rgb,
        None,
        image.as_raw(),
        Deflate::Level2,
    )
}

/// Writes a PNG with the `png` crate, deflated as `deflate` says.
fn write_png(
    width: u32,
    height: u32,
    colour_type: ColorType,
    palette: Option<Vec<u8>>,
    data: &[u8],
    deflate: Deflate,
) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 * 1024);
    let mut encoder = Encoder::new(&mut out, width, height);
    encoder.set_color(colour_type);
    encoder.set_depth(BitDepth::Eight);
    if let Some(palette) = palette {
        encoder.set_palette(palette);
    }
    match deflate {
        Deflate::Fast => {
            encoder.set_compression(Compression::Fast);
            encoder.set_filter(Filter::Adaptive);
        }
        Deflate::Level2 => {
            encoder.set_deflate_compression(DeflateCompression::Level(2));
            encoder.set_filter(Filter::NoFilter);
        }
    }
    let mut writer = encoder.write_header().expect("writing to memory");
    writer.write_image_data(data).expect("the data fits the header");
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
