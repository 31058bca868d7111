//! A game's pictures as one animated GIF (a replay, issue 19): one frame per
//! position, each frame only the rectangle that changed since the one before
//! (so a 100-move game stays a few megabytes), a pause on the last, looping.
//!
//! The frames are the game's own PNG pictures decoded by `image`; the GIF is
//! written by the `gif` crate. A frame of at most 256 colours (the pictures'
//! usual case) keeps its colours exactly; a richer one is quantised by `gif`.

use gif::{DisposalMethod, Encoder, Frame, Repeat};
use image::RgbaImage;
use std::collections::HashMap;

/// Why an animation could not be made.
#[derive(Debug, thiserror::Error)]
pub enum AnimationError {
    /// There was no picture to animate.
    #[error("there are no pictures to animate")]
    Empty,
    /// A picture did not decode.
    #[error("picture {index} does not decode: {source}")]
    Decode {
        /// Which picture, from 0.
        index: usize,
        /// What the decoder said.
        source: image::ImageError,
    },
    /// Pictures of one animation must share a size.
    #[error("picture {index} is {got:?} pixels where the first is {want:?}")]
    Size {
        /// Which picture, from 0.
        index: usize,
        /// Its width and height.
        got: (u32, u32),
        /// The first picture's.
        want: (u32, u32),
    },
    /// The GIF encoder failed (a picture too large for GIF).
    #[error("the GIF encoder failed: {0}")]
    Encode(#[from] gif::EncodingError),
}

/// How long each frame is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timing {
    /// Every frame but the last, in milliseconds.
    pub frame_ms: u32,
    /// The last frame (the final position), in milliseconds.
    pub last_ms: u32,
}

impl Default for Timing {
    /// A second a move and four on the final position.
    fn default() -> Timing {
        Timing {
            frame_ms: 1_000,
            last_ms: 4_000,
        }
    }
}

/// The animated GIF of `pictures` (PNG bytes, one per position, in order).
pub fn animate(pictures: &[Vec<u8>], timing: Timing) -> Result<Vec<u8>, AnimationError> {
    let first = decode(pictures.first().ok_or(AnimationError::Empty)?, 0)?;
    let (width, height) = first.dimensions();
    let mut out = Vec::new();
    {
        let mut encoder = Encoder::new(&mut out, width as u16, height as u16, &[])?;
        encoder.set_repeat(Repeat::Infinite)?;
        let mut previous: Option<RgbaImage> = None;
        let last = pictures.len() - 1;
        for (index, png) in pictures.iter().enumerate() {
            let image = if index == 0 { first.clone() } else { decode(png, index)? };
            if image.dimensions() != (width, height) {
                return Err(AnimationError::Size {
                    index,
                    got: image.dimensions(),
                    want: (width, height),
                });
            }
            let ms = if index == last { timing.last_ms } else { timing.frame_ms };
            // An unchanged position still gets a frame (its pause), one pixel big.
            let (x, y, w, h) = previous
                .as_ref()
                .map_or(Some((0, 0, width, height)), |before| changed(before, &image))
                .unwrap_or((0, 0, 1, 1));
            let mut frame = frame_of(&image, x, y, w, h);
            frame.delay = (ms / 10).min(u32::from(u16::MAX)) as u16;
            frame.dispose = DisposalMethod::Keep;
            encoder.write_frame(&frame)?;
            previous = Some(image);
        }
    }
    Ok(out)
}

fn decode(png: &[u8], index: usize) -> Result<RgbaImage, AnimationError> {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .map(|i| i.to_rgba8())
        .map_err(|source| AnimationError::Decode { index, source })
}

/// The smallest rectangle `(x, y, width, height)` holding every pixel that
/// differs between two pictures of one size; `None` when none does.
fn changed(before: &RgbaImage, after: &RgbaImage) -> Option<(u32, u32, u32, u32)> {
    let (width, height) = after.dimensions();
    let row_differs = |y: u32| (0..width).any(|x| before.get_pixel(x, y) != after.get_pixel(x, y));
    let top = (0..height).find(|&y| row_differs(y))?;
    let bottom = (top..height).rev().find(|&y| row_differs(y))?;
    let column_differs = |x: u32| (top..=bottom).any(|y| before.get_pixel(x, y) != after.get_pixel(x, y));
    let left = (0..width).find(|&x| column_differs(x))?;
    let right = (left..width).rev().find(|&x| column_differs(x))?;
    Some((left, top, right - left + 1, bottom - top + 1))
}

/// One GIF frame of the rectangle at `(x, y)`: its own exact palette when it
/// has at most 256 colours, else quantised.
fn frame_of(image: &RgbaImage, x: u32, y: u32, w: u32, h: u32) -> Frame<'static> {
    let mut palette: HashMap<[u8; 3], u8> = HashMap::new();
    let mut indices = Vec::with_capacity((w * h) as usize);
    let mut exact = true;
    'rows: for row in y..y + h {
        for column in x..x + w {
            let [r, g, b, _] = image.get_pixel(column, row).0;
            let next = palette.len();
            match palette.get(&[r, g, b]) {
                Some(&i) => indices.push(i),
                None if next < 256 => {
                    palette.insert([r, g, b], next as u8);
                    indices.push(next as u8);
                }
                None => {
                    exact = false;
                    break 'rows;
                }
            }
        }
    }
    let mut frame = if exact {
        let mut colours = vec![0u8; palette.len() * 3];
        for (rgb, i) in palette {
            colours[i as usize * 3..i as usize * 3 + 3].copy_from_slice(&rgb);
        }
        Frame {
            width: w as u16,
            height: h as u16,
            buffer: indices.into(),
            palette: Some(colours),
            ..Frame::default()
        }
    } else {
        let mut rgb: Vec<u8> = Vec::with_capacity((w * h * 3) as usize);
        for row in y..y + h {
            for column in x..x + w {
                rgb.extend_from_slice(&image.get_pixel(column, row).0[..3]);
            }
        }
        Frame::from_rgb_speed(w as u16, h as u16, &rgb, 10)
    };
    frame.left = x as u16;
    frame.top = y as u16;
    frame
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgba;

    fn png(image: &RgbaImage) -> Vec<u8> {
        let mut out = std::io::Cursor::new(Vec::new());
        image.write_to(&mut out, image::ImageFormat::Png).unwrap();
        out.into_inner()
    }

    fn board(marked: &[(u32, u32)]) -> RgbaImage {
        let mut image = RgbaImage::from_pixel(40, 30, Rgba([200, 180, 140, 255]));
        for &(x, y) in marked {
            image.put_pixel(x, y, Rgba([20, 20, 20, 255]));
        }
        image
    }

    /// Decodes a GIF back into its frames as full pictures (keeping what each
    /// frame does not cover), with each frame's delay.
    fn frames(gif_bytes: &[u8]) -> Vec<(RgbaImage, u16)> {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(gif_bytes).unwrap();
        let (w, h) = (decoder.width() as u32, decoder.height() as u32);
        let mut canvas = RgbaImage::new(w, h);
        let mut out = Vec::new();
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            for row in 0..frame.height as u32 {
                for column in 0..frame.width as u32 {
                    let i = ((row * frame.width as u32 + column) * 4) as usize;
                    let pixel = Rgba(frame.buffer[i..i + 4].try_into().unwrap());
                    canvas.put_pixel(frame.left as u32 + column, frame.top as u32 + row, pixel);
                }
            }
            out.push((canvas.clone(), frame.delay));
        }
        out
    }

    #[test]
    fn every_position_is_a_frame_and_the_last_one_pauses() {
        let positions = [
            board(&[]),
            board(&[(3, 4)]),
            board(&[(3, 4), (30, 20)]),
            board(&[(30, 20)]),
        ];
        let pictures: Vec<Vec<u8>> = positions.iter().map(png).collect();
        let gif = animate(&pictures, Timing::default()).unwrap();
        let shown = frames(&gif);
        assert_eq!(shown.len(), 4);
        for (i, (frame, delay)) in shown.iter().enumerate() {
            assert_eq!(frame, &positions[i], "frame {i} shows its position");
            assert_eq!(*delay, if i == 3 { 400 } else { 100 });
        }
    }

    #[test]
    fn a_frame_holds_only_what_changed() {
        let before = board(&[]);
        let after = board(&[(5, 6), (9, 7)]);
        assert_eq!(changed(&before, &after), Some((5, 6, 5, 2)));
        assert_eq!(changed(&before, &before), None);
    }

    #[test]
    fn pictures_of_other_sizes_are_refused() {
        let small = RgbaImage::from_pixel(10, 10, Rgba([0, 0, 0, 255]));
        let refused = animate(&[png(&board(&[])), png(&small)], Timing::default());
        assert!(matches!(refused, Err(AnimationError::Size { index: 1, .. })));
        assert!(matches!(animate(&[], Timing::default()), Err(AnimationError::Empty)));
    }
}
