//! The six designs, drawn from circles, polygons and strokes — red heart and
//! diamond, black spade and club, a gold crown and a navy anchor — as the
//! symbols a square and a die show.

use crate::scene::{Scene, Symbol};
use crate::style::{colour, RoundRect, Surface};
use image::Rgb;
use parlor_games::crown_anchor::Design;
use std::sync::LazyLock;

/// The design's symbol on a square.
pub(super) const DESIGN_PX: i32 = 74;
/// A die's side.
pub(super) const DIE_PX: i32 = 66;

/// Each design's fill.
fn design_colour(design: Design) -> Rgb<u8> {
    match design {
        Design::Crown => Rgb([0xE2, 0xAE, 0x22]),
        Design::Anchor => Rgb([0x1F, 0x3C, 0x72]),
        Design::Heart | Design::Diamond => Rgb([0xC6, 0x22, 0x2C]),
        Design::Spade | Design::Club => Rgb([0x24, 0x20, 0x1E]),
    }
}

/// Jewels and band on the crown.
const JEWEL: Rgb<u8> = Rgb([0xB3, 0x1B, 0x2A]);
const CROWN_BAND: Rgb<u8> = Rgb([0x8A, 0x5E, 0x0A]);

/// Draws `design` on `img` within the square of half-size `half` centred on
/// (`cx`, `cy`), from circles, polygons and strokes in unit coordinates (x right,
/// y down, within −1..1).
fn draw_design(img: &mut Scene, design: Design, cx: f32, cy: f32, half: f32) {
    let fill = design_colour(design);
    let at = |x: f32, y: f32| (cx + x * half, cy + y * half);
    let poly = |points: &[(f32, f32)]| points.iter().map(|&(x, y)| at(x, y)).collect::<Vec<_>>();
    let circle = |x: f32, y: f32, r: f32| RoundRect::circle(cx + x * half, cy + y * half, r * half);
    match design {
        Design::Heart => {
            img.fill_round_rect(circle(-0.46, -0.34, 0.5), fill, 1.0);
            img.fill_round_rect(circle(0.46, -0.34, 0.5), fill, 1.0);
            img.fill_polygon(&poly(&[(-0.92, -0.16), (0.92, -0.16), (0.0, 0.96)]), fill, 1.0);
        }
        Design::Spade => {
            img.fill_round_rect(circle(-0.46, 0.16, 0.48), fill, 1.0);
            img.fill_round_rect(circle(0.46, 0.16, 0.48), fill, 1.0);
            img.fill_polygon(&poly(&[(-0.9, 0.06), (0.9, 0.06), (0.0, -0.96)]), fill, 1.0);
            img.fill_polygon(&poly(&[(0.0, 0.2), (-0.34, 0.96), (0.34, 0.96)]), fill, 1.0);
        }
        Design::Club => {
            for (x, y, r) in [
                (0.0, -0.5, 0.37),
                (-0.46, 0.1, 0.37),
                (0.46, 0.1, 0.37),
                (0.0, -0.02, 0.26),
            ] {
                img.fill_round_rect(circle(x, y, r), fill, 1.0);
            }
            img.fill_polygon(&poly(&[(0.0, -0.1), (-0.32, 0.96), (0.32, 0.96)]), fill, 1.0);
        }
        Design::Diamond => {
            img.fill_polygon(&poly(&[(0.0, -0.98), (0.7, 0.0), (0.0, 0.98), (-0.7, 0.0)]), fill, 1.0);
        }
        Design::Crown => {
            let body = [
                (-0.82, 0.72),
                (-0.94, -0.5),
                (-0.46, -0.02),
                (0.0, -0.7),
                (0.46, -0.02),
                (0.94, -0.5),
                (0.82, 0.72),
            ];
            img.fill_polygon(&poly(&body), fill, 1.0);
            for (x, y) in [(-0.94, -0.56), (0.0, -0.76), (0.94, -0.56)] {
                img.fill_round_rect(circle(x, y, 0.13), fill, 1.0);
            }
            let band = poly(&[(-0.8, 0.38), (0.8, 0.38), (0.8, 0.58), (-0.8, 0.58)]);
            img.fill_polygon(&band, CROWN_BAND, 0.55);
            for x in [-0.45, 0.0, 0.45] {
                img.fill_round_rect(circle(x, 0.24, 0.1), JEWEL, 1.0);
            }
        }
        Design::Anchor => {
            let w = half * 0.15;
            img.stroke_round_rect(circle(0.0, -0.76, 0.17), half * 0.12, fill, 1.0);
            img.stroke_polyline(&[at(0.0, -0.6), at(0.0, 0.86)], w, fill, 1.0);
            img.stroke_polyline(&[at(-0.42, -0.36), at(0.42, -0.36)], half * 0.13, fill, 1.0);
            let arc: Vec<(f32, f32)> = (0..=16)
                .map(|i| {
                    let a = (20.0 + 140.0 * i as f32 / 16.0f32).to_radians();
                    at(0.68 * a.cos(), 0.2 + 0.68 * a.sin())
                })
                .collect();
            img.stroke_polyline(&arc, half * 0.14, fill, 1.0);
            for (x, sx) in [
                (0.68 * 20f32.to_radians().cos(), 1.0),
                (-0.68 * 20f32.to_radians().cos(), -1.0),
            ] {
                let y = 0.2 + 0.68 * 20f32.to_radians().sin();
                let fluke = [
                    (x + sx * 0.2, y - 0.34),
                    (x - sx * 0.14, y + 0.04),
                    (x + sx * 0.14, y + 0.14),
                ];
                img.fill_polygon(&poly(&fluke), fill, 1.0);
            }
        }
    }
}

/// A design on a transparent square `px` pixels wide.
fn design(design: Design, px: i32) -> Symbol {
    let mut img = Scene::new(px as u32, px as u32);
    let half = px as f32 / 2.0;
    draw_design(&mut img, design, half, half, half * 0.9);
    Symbol::new(format!("crown-and-anchor-{}", design.name()), img)
}

/// A die showing `design`: a white rounded cube face with a shadow.
fn die(design: Design) -> Symbol {
    let pad = 6;
    let size = DIE_PX + 2 * pad;
    let mut img = Scene::new(size as u32, size as u32);
    let face = RoundRect::from_corner(pad as f32, pad as f32 - 2.0, DIE_PX as f32, DIE_PX as f32, 11.0);
    img.fill_round_rect(face.shift(1.5, 3.5), colour::SHADOW, 0.3);
    img.fill_round_rect(face, Rgb([0xFD, 0xFB, 0xF4]), 1.0);
    img.stroke_round_rect(face.grow(-0.5), 1.5, Rgb([0x9A, 0x86, 0x6A]), 1.0);
    let half = (DIE_PX - 14) as f32 / 2.0;
    draw_design(&mut img, design, face.cx, face.cy, half * 0.9);
    Symbol::new(format!("crown-and-anchor-die-{}", design.name()), img)
}

/// Every symbol, defined once.
pub struct Symbols {
    /// By [`Design::index`], [`DESIGN_PX`] wide, for the squares.
    pub(super) designs: [Symbol; 6],
    /// By [`Design::index`].
    pub(super) dice: [Symbol; 6],
}

/// The designs and dice Crown and Anchor places.
pub static SYMBOLS: LazyLock<Symbols> = LazyLock::new(|| Symbols {
    designs: Design::ALL.map(|d| design(d, DESIGN_PX)),
    dice: Design::ALL.map(die),
});
