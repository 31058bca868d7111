//! Crown and Anchor: the picture and the text diagram of a [`View`] (rulings,
//! `shared/rules/crown-and-anchor.md`).
//!
//! Layout, 700 × 640 px: a header (round, Banker, table limits, what the Banker
//! has put up to cover the bets), the
//! classic board of six designs in a wooden frame — crown, anchor, heart on the
//! top row, spade, diamond, club below — each square showing its design, the
//! chips on it and its bettors with their stakes, and under the board the three
//! dice of the last roll, each showing its design. Designs that showed on the last
//! roll are tinted gold on the board with a `×k` badge.
//!
//! The designs are drawn from signed distance functions (circles, polygons and
//! strokes), red heart and diamond, black spade and club, a gold crown and a navy
//! anchor; the frame and empty squares are drawn once ([`BACKGROUND`]), and so
//! are the squares tinted for a design that showed (copied in where one did); the
//! designs and dice are sprites rendered once.

use crate::samples;
use crate::style::{self, colour, Canvas, RoundRect, Sprite, TextStyle};
use image::{Rgb, RgbImage, RgbaImage};
use parlor_games::crown_anchor::{count, is_triple, Banker, Design, DesignStakes, Roll, View};
use parlor_games::Seat;
use std::fmt::Write as _;
use std::sync::LazyLock;

/// Picture width in pixels.
pub const WIDTH: u32 = 700;
/// Picture height in pixels.
pub const HEIGHT: u32 = 640;

const MARGIN: i32 = 14;
const HEADER: i32 = 62;
/// The frame around the six squares.
const FRAME: i32 = 12;
const BOARD_X: i32 = MARGIN;
const BOARD_Y: i32 = MARGIN + HEADER;
const CELL_W: i32 = (WIDTH as i32 - 2 * MARGIN - 2 * FRAME) / 3;
const CELL_H: i32 = 206;
const CELLS_X: i32 = BOARD_X + FRAME;
const CELLS_Y: i32 = BOARD_Y + FRAME;
const BOARD_W: i32 = 3 * CELL_W + 2 * FRAME;
const BOARD_H: i32 = 2 * CELL_H + 2 * FRAME;
/// The design's sprite on a square.
const DESIGN_PX: i32 = 74;
/// A die's side.
const DIE_PX: i32 = 66;
const DICE_Y: i32 = BOARD_Y + BOARD_H + 14;
const DICE_H: i32 = HEIGHT as i32 - MARGIN - DICE_Y;
/// The bettor lines a square shows before "+N more".
const BETTOR_LINES: usize = 4;

/// Each design's fill and edge.
fn design_colours(design: Design) -> (Rgb<u8>, Rgb<u8>) {
    match design {
        Design::Crown => (Rgb([0xE2, 0xAE, 0x22]), Rgb([0x8A, 0x5E, 0x0A])),
        Design::Anchor => (Rgb([0x1F, 0x3C, 0x72]), Rgb([0x10, 0x20, 0x40])),
        Design::Heart | Design::Diamond => (Rgb([0xC6, 0x22, 0x2C]), Rgb([0x7A, 0x10, 0x16])),
        Design::Spade | Design::Club => (Rgb([0x24, 0x20, 0x1E]), Rgb([0x08, 0x06, 0x05])),
    }
}

/// The squares' cloth.
const CLOTH: Rgb<u8> = Rgb([0xF7, 0xF0, 0xDE]);
/// The tint of a square whose design showed on the last roll.
const SHOWN: Rgb<u8> = Rgb([0xF5, 0xD7, 0x7A]);
/// Jewels on the crown.
const JEWEL: Rgb<u8> = Rgb([0xB3, 0x1B, 0x2A]);

// --- The designs as distance functions, in units of half the sprite's size -----

fn circle(x: f32, y: f32, cx: f32, cy: f32, r: f32) -> f32 {
    ((x - cx).powi(2) + (y - cy).powi(2)).sqrt() - r
}

/// Signed distance to a closed polygon (negative inside), by even-odd crossing.
fn polygon(x: f32, y: f32, points: &[(f32, f32)]) -> f32 {
    let mut d = f32::MAX;
    let mut inside = false;
    for i in 0..points.len() {
        let a = points[i];
        let b = points[(i + 1) % points.len()];
        d = d.min(style::segment_distance(x, y, a, b));
        if (a.1 > y) != (b.1 > y) && x < (b.0 - a.0) * (y - a.1) / (b.1 - a.1) + a.0 {
            inside = !inside;
        }
    }
    if inside {
        -d
    } else {
        d
    }
}

/// A stroke of width `w` along a segment.
fn stroke(x: f32, y: f32, a: (f32, f32), b: (f32, f32), w: f32) -> f32 {
    style::segment_distance(x, y, a, b) - w / 2.0
}

const CROWN: [(f32, f32); 7] = [
    (-0.82, 0.72),
    (-0.94, -0.5),
    (-0.46, -0.02),
    (0.0, -0.7),
    (0.46, -0.02),
    (0.94, -0.5),
    (0.82, 0.72),
];
const CROWN_TIPS: [(f32, f32); 3] = [(-0.94, -0.56), (0.0, -0.76), (0.94, -0.56)];

/// The design's outline in unit coordinates (x right, y down, within −1..1).
fn design_distance(design: Design, x: f32, y: f32) -> f32 {
    match design {
        Design::Heart => circle(x, y, -0.46, -0.34, 0.5)
            .min(circle(x, y, 0.46, -0.34, 0.5))
            .min(polygon(x, y, &[(-0.92, -0.12), (0.92, -0.12), (0.0, 0.96)])),
        Design::Spade => circle(x, y, -0.46, 0.16, 0.48)
            .min(circle(x, y, 0.46, 0.16, 0.48))
            .min(polygon(x, y, &[(-0.9, 0.02), (0.9, 0.02), (0.0, -0.96)]))
            .min(polygon(x, y, &[(0.0, 0.2), (-0.34, 0.96), (0.34, 0.96)])),
        Design::Club => circle(x, y, 0.0, -0.5, 0.37)
            .min(circle(x, y, -0.46, 0.1, 0.37))
            .min(circle(x, y, 0.46, 0.1, 0.37))
            .min(circle(x, y, 0.0, -0.02, 0.26))
            .min(polygon(x, y, &[(0.0, -0.1), (-0.32, 0.96), (0.32, 0.96)])),
        Design::Diamond => polygon(x, y, &[(0.0, -0.98), (0.7, 0.0), (0.0, 0.98), (-0.7, 0.0)]),
        Design::Crown => CROWN_TIPS
            .iter()
            .fold(polygon(x, y, &CROWN), |d, &(cx, cy)| d.min(circle(x, y, cx, cy, 0.13))),
        Design::Anchor => anchor_distance(x, y),
    }
}

/// The anchor: a ring, a shaft, a stock across it, and a curved arm ending in two
/// flukes.
fn anchor_distance(x: f32, y: f32) -> f32 {
    let ring = (circle(x, y, 0.0, -0.76, 0.17)).abs() - 0.06;
    let shaft = stroke(x, y, (0.0, -0.6), (0.0, 0.86), 0.15);
    let stock = stroke(x, y, (-0.42, -0.36), (0.42, -0.36), 0.13);
    // The arm: an arc below the shaft's middle, from 20° to 160°.
    let (acx, acy, ar) = (0.0, 0.2, 0.68);
    let d = ((x - acx).powi(2) + (y - acy).powi(2)).sqrt();
    let angle = (y - acy).atan2(x - acx).to_degrees();
    let arm = if (18.0..=162.0).contains(&angle) {
        (d - ar).abs() - 0.07
    } else {
        f32::MAX
    };
    let end = |deg: f32| {
        let a = deg.to_radians();
        (acx + ar * a.cos(), acy + ar * a.sin())
    };
    let (rx, ry) = end(20.0);
    let (lx, ly) = end(160.0);
    let fluke_r = polygon(
        x,
        y,
        &[(rx + 0.2, ry - 0.34), (rx - 0.14, ry + 0.04), (rx + 0.14, ry + 0.14)],
    );
    let fluke_l = polygon(
        x,
        y,
        &[(lx - 0.2, ly - 0.34), (lx + 0.14, ly + 0.04), (lx - 0.14, ly + 0.14)],
    );
    ring.min(shaft).min(stock).min(arm).min(fluke_r).min(fluke_l)
}

/// A design in a transparent square sprite `px` pixels wide: an edge, the fill,
/// and for the crown a band and jewels.
fn design_sprite(design: Design, px: i32) -> RgbaImage {
    let mut img = RgbaImage::new(px as u32, px as u32);
    let half = px as f32 / 2.0;
    let scale = half * 0.9;
    let (fill, edge) = design_colours(design);
    let edge_w = (px as f32 * 0.035).max(1.2);
    let bounds = [0.0, 0.0, px as f32, px as f32];
    let at = |x: f32, y: f32| design_distance(design, (x - half) / scale, (y - half) / scale) * scale;
    style::fill_shape(&mut img, bounds, edge, 1.0, 1.0, |x, y| at(x, y) - edge_w);
    style::fill_shape(&mut img, bounds, fill, 1.0, 1.0, at);
    if design == Design::Crown {
        let band = RoundRect {
            cx: half,
            cy: half + 0.48 * scale,
            hw: 0.8 * scale,
            hh: 0.1 * scale,
            radius: 0.0,
        };
        style::fill_round_rect(&mut img, band, edge, 0.55);
        for dx in [-0.45, 0.0, 0.45] {
            let jewel = RoundRect::circle(half + dx * scale, half + 0.24 * scale, 0.1 * scale);
            style::fill_round_rect(&mut img, jewel, JEWEL, 1.0);
        }
    }
    img
}

/// A die showing `design`: a white rounded cube face with a shadow.
fn die_sprite(design: Design) -> RgbaImage {
    let pad = 6;
    let size = DIE_PX + 2 * pad;
    let mut img = RgbaImage::new(size as u32, size as u32);
    let face = RoundRect::from_corner(pad as f32, pad as f32 - 2.0, DIE_PX as f32, DIE_PX as f32, 11.0);
    let shadow = face.shift(1.5, 3.5);
    style::fill_shape(
        &mut img,
        shadow.grow(2.0).bounds(),
        colour::SHADOW,
        0.35,
        3.0,
        |x, y| shadow.distance(x, y),
    );
    style::fill_round_rect(&mut img, face, Rgb([0xFD, 0xFB, 0xF4]), 1.0);
    style::stroke_round_rect(&mut img, face.grow(-0.5), 1.5, Rgb([0x9A, 0x86, 0x6A]), 1.0);
    let inner = design_sprite(design, DIE_PX - 14);
    blit_rgba(&mut img, &inner, pad + 7, pad + 5);
    img
}

/// Composites one sprite onto another.
fn blit_rgba(canvas: &mut RgbaImage, sprite: &RgbaImage, x: i32, y: i32) {
    for (sx, sy, p) in sprite.enumerate_pixels() {
        let (cx, cy) = (x + sx as i32, y + sy as i32);
        if p.0[3] > 0 && cx >= 0 && cy >= 0 && (cx as u32) < canvas.width() && (cy as u32) < canvas.height() {
            style::Surface::blend(
                canvas,
                cx as u32,
                cy as u32,
                Rgb([p.0[0], p.0[1], p.0[2]]),
                p.0[3] as f32 / 255.0,
            );
        }
    }
}

/// Every sprite, rendered once.
struct Sprites {
    designs: [Sprite; 6],
    dice: [Sprite; 6],
}

static SPRITES: LazyLock<Sprites> = LazyLock::new(|| Sprites {
    designs: Design::ALL.map(|d| design_sprite(d, DESIGN_PX).into()),
    dice: Design::ALL.map(|d| die_sprite(d).into()),
});

/// The top-left pixel of a design's square: the board's 2 × 3 layout in
/// [`Design::ALL`] order.
fn cell_origin(design: Design) -> (i32, i32) {
    let i = design.index() as i32;
    (CELLS_X + (i % 3) * CELL_W, CELLS_Y + (i / 3) * CELL_H)
}

fn cell_rect(design: Design) -> RoundRect {
    let (x, y) = cell_origin(design);
    RoundRect::from_corner(
        x as f32 + 3.0,
        y as f32 + 3.0,
        (CELL_W - 6) as f32,
        (CELL_H - 6) as f32,
        6.0,
    )
}

/// The parts of the picture that never change: paper, frame, empty squares and
/// the dice panel.
pub static BACKGROUND: LazyLock<RgbImage> = LazyLock::new(|| {
    let mut img = RgbImage::from_pixel(WIDTH, HEIGHT, colour::PAPER);
    let frame = RoundRect::from_corner(BOARD_X as f32, BOARD_Y as f32, BOARD_W as f32, BOARD_H as f32, 9.0);
    style::fill_shape(&mut img, frame.grow(2.0).bounds(), colour::SHADOW, 0.25, 4.0, |x, y| {
        frame.shift(1.0, 2.0).distance(x, y)
    });
    style::fill_round_rect(&mut img, frame, colour::FRAME, 1.0);
    for design in Design::ALL {
        style::fill_round_rect(&mut img, cell_rect(design), CLOTH, 1.0);
    }
    let panel = dice_panel();
    style::fill_round_rect(&mut img, panel, colour::PANEL, 1.0);
    style::stroke_round_rect(&mut img, panel.grow(-0.5), 1.0, colour::PANEL_EDGE, 1.0);
    // The game's name at the right of the header line.
    let title = TextStyle::bold(16.0, colour::FADED_INK).right();
    style::draw_text(
        &mut img,
        title,
        (WIDTH as i32 - MARGIN) as f32,
        (MARGIN + 22) as f32,
        "CROWN AND ANCHOR",
    );
    img
});

/// [`BACKGROUND`] with every square tinted and outlined as a design that showed on
/// the last roll; a shown square is copied from it.
static SHOWN_BACKGROUND: LazyLock<RgbImage> = LazyLock::new(|| {
    let mut img = BACKGROUND.clone();
    for design in Design::ALL {
        let rect = cell_rect(design);
        style::fill_round_rect(&mut img, rect, SHOWN, 0.8);
        style::stroke_round_rect(&mut img, rect.grow(-1.5), 3.0, colour::TURN, 1.0);
    }
    img
});

fn dice_panel() -> RoundRect {
    RoundRect::from_corner(
        MARGIN as f32,
        DICE_Y as f32,
        (WIDTH as i32 - 2 * MARGIN) as f32,
        DICE_H as f32,
        8.0,
    )
}

/// A seat's name: `names[seat]`, or "seat N" past the end of `names`.
fn seat_name(names: &[&str], seat: Seat) -> String {
    match names.get(seat.index()) {
        Some(name) => (*name).to_owned(),
        None => seat.to_string(),
    }
}

/// The Banker's name, or "the house".
fn banker_name(names: &[&str], banker: Banker) -> String {
    match banker {
        Banker::Seat(seat) => seat_name(names, seat),
        Banker::House => "the house".to_owned(),
    }
}

/// `text` cut with an ellipsis to fit `max_width` in `style`.
fn fit(style: TextStyle, text: &str, max_width: f32) -> String {
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

/// A chip count with thousands separators: 12,500.
fn chips(n: u64) -> String {
    parlor_games::amount::grouped(n.into())
}

/// The header's second line: the Banker, the limits, what the Banker has put up
/// to cover the bets (once there are bets) and the timer.
fn table_line(view: &View, names: &[&str]) -> String {
    let mut line = format!(
        "Banker: {} · bets of {}–{} chips",
        banker_name(names, view.banker),
        chips(view.options.min),
        chips(view.options.max),
    );
    if view.cover > 0 {
        let _ = write!(line, " · {} put up to cover them", chips(view.cover));
    }
    if let Some(seconds) = view.options.timer {
        let _ = write!(line, " · timer {seconds} s");
    }
    line
}

/// A PNG picture of the table: the board with every bet, the last roll, the round,
/// the Banker and the limits. `names[seat]` names each seat ("seat N" past its
/// end). [`WIDTH`] × [`HEIGHT`] pixels; the same view always gives the same bytes.
pub fn picture(view: &View, names: &[&str]) -> Vec<u8> {
    palette().picture(|img| draw(img, view, names))
}

/// The palette the pictures are encoded with, learned for [`BACKGROUND`].
pub fn palette() -> &'static style::FixedPalette {
    &PALETTE
}

/// The pictures' palette, learned from rounds unlike the benchmarked one.
static PALETTE: LazyLock<style::FixedPalette> = LazyLock::new(|| {
    let names = &samples::CROWN_ANCHOR_NAMES;
    let samples = [
        canvas(&samples::crown_anchor_first_round().view(), names),
        canvas(&samples::crown_anchor_table(101, 3, 9).view(), names),
        canvas(&samples::crown_anchor_rolled(), names),
    ];
    style::FixedPalette::learn(&BACKGROUND, &samples, &colour::ALL)
});

/// The picture of the table as pixels, before encoding.
pub fn canvas(view: &View, names: &[&str]) -> RgbImage {
    Canvas::draw(&BACKGROUND, |img| draw(img, view, names))
}

/// Draws the view on `img`, a canvas holding [`BACKGROUND`].
pub fn draw(img: &mut Canvas, view: &View, names: &[&str]) {
    draw_header(img, view, names);
    for stakes in &view.designs {
        draw_cell(img, view, stakes, names);
    }
    draw_dice(img, view, names);
}

fn draw_header(img: &mut Canvas, view: &View, names: &[&str]) {
    let big = TextStyle::bold(24.0, colour::INK);
    let baseline = (MARGIN + 22) as f32;
    let headline = if view.settled {
        format!("Round {} — the dice are thrown", view.round)
    } else {
        format!("Round {} — place your bets", view.round)
    };
    style::draw_text(img, big, MARGIN as f32, baseline, &headline);
    let small = TextStyle::regular(16.0, colour::FADED_INK);
    let line = fit(small, &table_line(view, names), (WIDTH as i32 - 2 * MARGIN) as f32);
    style::draw_text(img, small, MARGIN as f32, baseline + 26.0, &line);
}

/// One square: the design, its name and total, and its bettors.
fn draw_cell(img: &mut Canvas, view: &View, stakes: &DesignStakes, names: &[&str]) {
    let design = stakes.design;
    let rect = cell_rect(design);
    let shown = view.last_roll.map_or(0, |roll| count(&roll, design));
    if shown > 0 {
        style::copy_rect(img, &SHOWN_BACKGROUND, rect.grow(2.0).bounds());
    }
    let (x, y) = cell_origin(design);
    let cx = (x + CELL_W / 2) as f32;
    style::blit(
        img,
        &SPRITES.designs[design.index()],
        x + (CELL_W - DESIGN_PX) / 2,
        y + 9,
    );
    if shown > 0 {
        let badge = RoundRect::circle((x + CELL_W - 30) as f32, (y + 28) as f32, 17.0);
        style::fill_round_rect(img, badge, colour::TURN, 1.0);
        let text = TextStyle::bold(16.0, colour::WHITE).centred();
        style::draw_text(
            img,
            text,
            badge.cx,
            text.centre_baseline(badge.cy),
            &format!("×{shown}"),
        );
    }
    let name_style = TextStyle::bold(14.0, colour::FADED_INK).centred();
    let label = design.name().to_uppercase();
    style::draw_text(img, name_style, cx, (y + DESIGN_PX + 24) as f32, &label);

    let total_y = (y + DESIGN_PX + 46) as f32;
    if stakes.total == 0 {
        let faded = TextStyle::regular(16.0, colour::FADED_INK).centred();
        style::draw_text(img, faded, cx, total_y, "no bets");
        return;
    }
    let total = TextStyle::bold(19.0, colour::INK).centred();
    let word = if stakes.total == 1 { "chip" } else { "chips" };
    style::draw_text(img, total, cx, total_y, &format!("{} {word}", chips(stakes.total)));

    let left = (x + 16) as f32;
    let right = (x + CELL_W - 16) as f32;
    let body = TextStyle::regular(14.0, colour::INK);
    let amount = TextStyle::bold(14.0, colour::INK).right();
    let mut line_y = total_y + 20.0;
    let shown_lines = if stakes.bettors.len() > BETTOR_LINES {
        BETTOR_LINES - 1
    } else {
        stakes.bettors.len()
    };
    for &(seat, stake) in &stakes.bettors[..shown_lines] {
        let text = chips(stake);
        style::draw_text(img, amount, right, line_y, &text);
        let room = right - left - amount.width(&text) - 8.0;
        let name = fit(body, &seat_name(names, seat), room);
        style::draw_text(img, body, left, line_y, &name);
        line_y += 17.0;
    }
    if shown_lines < stakes.bettors.len() {
        let rest = &stakes.bettors[shown_lines..];
        let sum: u64 = rest.iter().map(|&(_, c)| c).sum();
        let faded = TextStyle::regular(14.0, colour::FADED_INK);
        style::draw_text(img, faded, left, line_y, &format!("+{} more", rest.len()));
        style::draw_text(img, amount.in_colour(colour::FADED_INK), right, line_y, &chips(sum));
    }
}

/// The panel under the board: the last roll's three dice and what it meant.
fn draw_dice(img: &mut Canvas, view: &View, names: &[&str]) {
    let left = (MARGIN + 16) as f32;
    let title = TextStyle::bold(17.0, colour::INK);
    let top = DICE_Y + 10;
    let dice_x = MARGIN + 150;
    let Some(roll) = view.last_roll else {
        style::draw_text(img, title, left, (top + 26) as f32, "No roll yet");
        let faded = TextStyle::regular(15.0, colour::FADED_INK);
        let note = "Three dice are rolled once the bets are down. A design that shows k times pays the stake back \
                    and k × the stake.";
        let mut y = (top + 50) as f32;
        for line in style::wrap(faded, note, (WIDTH as i32 - 2 * MARGIN - 32) as f32) {
            style::draw_text(img, faded, left, y, &line);
            y += 19.0;
        }
        return;
    };
    style::draw_text(
        img,
        title,
        left,
        (top + 26) as f32,
        if view.settled { "The roll" } else { "Last roll" },
    );
    let faded = TextStyle::regular(15.0, colour::FADED_INK);
    let round = if view.settled {
        view.round
    } else {
        view.round.saturating_sub(1)
    };
    style::draw_text(img, faded, left, (top + 48) as f32, &format!("round {round}"));
    for (i, design) in roll.iter().enumerate() {
        let x = dice_x + i as i32 * (DIE_PX + 22);
        style::blit(img, &SPRITES.dice[design.index()], x, top);
    }
    let text_x = (dice_x + 3 * (DIE_PX + 22) + 8) as f32;
    let width = (WIDTH as i32 - MARGIN - 14) as f32 - text_x;
    let body = TextStyle::regular(15.0, colour::INK);
    let mut y = (top + 24) as f32;
    for line in style::wrap(body, &roll_note(&roll, view, names), width) {
        style::draw_text(img, body, text_x, y, &line);
        y += 19.0;
    }
}

/// What the roll shows, and the bank passing on a triple.
fn roll_note(roll: &Roll, view: &View, names: &[&str]) -> String {
    let mut shown: Vec<String> = Vec::new();
    for design in Design::ALL {
        match count(roll, design) {
            0 => {}
            k => shown.push(format!("{} ×{k}", design.name())),
        }
    }
    let mut note = shown.join(", ");
    if is_triple(roll) {
        match view.banker {
            Banker::Seat(_) => {
                let _ = write!(
                    note,
                    " — a triple: the bank passed to {}",
                    banker_name(names, view.banker)
                );
            }
            Banker::House => note.push_str(" — a triple (the house keeps the bank)"),
        }
    }
    note
}

/// A plain-ASCII diagram of the table for terminals: the round, Banker and limits,
/// each design with its total and bettors, and the last roll.
pub fn diagram(view: &View, names: &[&str]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Crown and Anchor - round {}, Banker: {}",
        view.round,
        banker_name(names, view.banker)
    );
    let mut limits = format!(
        "Bets of {} to {} chips",
        chips(view.options.min),
        chips(view.options.max)
    );
    if view.cover > 0 {
        let _ = write!(limits, "; the Banker has put up {} to cover them", chips(view.cover));
    }
    if let Some(seconds) = view.options.timer {
        let _ = write!(limits, "; timer {seconds} s");
    }
    let _ = writeln!(out, "{limits}");
    for stakes in &view.designs {
        let shown = view.last_roll.map_or(0, |roll| count(&roll, stakes.design));
        let mark = if shown > 0 {
            format!(" (x{shown})")
        } else {
            String::new()
        };
        let bettors: Vec<String> = stakes
            .bettors
            .iter()
            .map(|&(seat, c)| format!("{} {}", seat_name(names, seat), chips(c)))
            .collect();
        let who = if bettors.is_empty() {
            "no bets".to_owned()
        } else {
            bettors.join(", ")
        };
        let _ = writeln!(
            out,
            "  {:<8}{:>7}{mark}: {who}",
            stakes.design.name().to_uppercase(),
            chips(stakes.total)
        );
    }
    match view.last_roll {
        Some(roll) => {
            let names_of: Vec<&str> = roll.iter().map(|d| d.name()).collect();
            let _ = write!(out, "Last roll: {}", names_of.join(", "));
            if is_triple(&roll) {
                let _ = write!(out, " (a triple)");
            }
            let _ = writeln!(out);
        }
        None => {
            let _ = writeln!(out, "No roll yet.");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlor_games::crown_anchor::{CrownAndAnchor, Options};
    use parlor_games::ScriptedRng;

    const NAMES: [&str; 6] = ["Ann", "Bartholomew Fitzwilliam-Smythe", "Cy", "Dora", "Eve", "Fay"];

    /// A table of six with seat 1 banking, bets on five designs (none on club),
    /// four bettors on the anchor, after one roll.
    fn sample() -> View {
        let mut game = CrownAndAnchor::new(&Options::default(), 6, &mut ScriptedRng::new([0]));
        game.place_bet(Seat(1), Design::Heart, 25, 1000, 100_000).unwrap();
        game.settle([Design::Heart, Design::Spade, Design::Heart]).unwrap();
        let bets = [
            (1, Design::Crown, 40),
            (2, Design::Crown, 5),
            (1, Design::Anchor, 12),
            (2, Design::Anchor, 7),
            (3, Design::Anchor, 1000),
            (4, Design::Anchor, 3),
            (5, Design::Anchor, 9),
            (3, Design::Heart, 250),
            (4, Design::Spade, 1),
            (5, Design::Diamond, 60),
        ];
        for (seat, design, chips) in bets {
            game.place_bet(Seat(seat), design, chips, 10_000, 1_000_000).unwrap();
        }
        game.view()
    }

    fn decode(png: &[u8]) -> RgbImage {
        image::load_from_memory_with_format(png, image::ImageFormat::Png)
            .expect("a valid PNG")
            .to_rgb8()
    }

    #[test]
    fn the_picture_is_a_small_valid_png_of_the_documented_size() {
        let view = sample();
        let started = std::time::Instant::now();
        let png = picture(&view, &NAMES);
        let elapsed = started.elapsed();
        let img = decode(&png);
        assert_eq!(img.dimensions(), (WIDTH, HEIGHT));
        assert!(png.len() <= 60 * 1024, "{} bytes", png.len());
        if let Ok(path) = std::env::var("CROWN_ANCHOR_SAMPLE") {
            std::fs::write(path, &png).unwrap();
            eprintln!("{} bytes in {elapsed:?}", png.len());
        }
    }

    #[test]
    fn the_same_view_gives_the_same_bytes() {
        let view = sample();
        assert_eq!(picture(&view, &NAMES), picture(&view, &NAMES));
    }

    #[test]
    fn a_fresh_table_draws_every_design_with_no_bets() {
        let game = CrownAndAnchor::new(&Options::parse("house min:5").unwrap(), 0, &mut ScriptedRng::new([]));
        let view = game.view();
        let png = picture(&view, &[]);
        assert_eq!(decode(&png).dimensions(), (WIDTH, HEIGHT));
        if let Ok(path) = std::env::var("CROWN_ANCHOR_EMPTY") {
            std::fs::write(path, &png).unwrap();
        }
        let text = diagram(&view, &[]);
        assert!(text.contains("Banker: the house"), "{text}");
        assert_eq!(text.matches("no bets").count(), 6, "{text}");
        assert!(text.contains("No roll yet."));
    }

    #[test]
    fn a_design_with_no_bets_still_shows_its_design_on_cloth() {
        let view = sample();
        assert_eq!(view.design(Design::Club).total, 0);
        let img = canvas(&view, &NAMES);
        // The club's square: cloth around a black club in the middle of the design.
        let (x, y) = cell_origin(Design::Club);
        let centre = img.get_pixel((x + CELL_W / 2) as u32, (y + 9 + DESIGN_PX / 2) as u32);
        assert!(centre.0.iter().all(|&c| c < 0x40), "{centre:?}");
        let corner = img.get_pixel((x + 12) as u32, (y + 12) as u32);
        assert_eq!(*corner, CLOTH);
    }

    #[test]
    fn the_diagram_lists_every_design_its_bettors_and_the_roll() {
        let text = diagram(&sample(), &NAMES);
        assert!(text.contains("round 2, Banker: Ann"), "{text}");
        assert!(
            text.contains("Bets of 1 to 1,000 chips; the Banker has put up 3,093 to cover them"),
            "{text}"
        );
        assert!(
            text.contains("ANCHOR    1,031: Bartholomew Fitzwilliam-Smythe 12, Cy 7, Dora 1,000"),
            "{text}"
        );
        assert!(text.contains("HEART       250 (x2): Dora 250"), "{text}");
        assert!(text.contains("CLUB          0: no bets"), "{text}");
        assert!(text.contains("Last roll: heart, spade, heart"), "{text}");
        assert!(text.is_ascii() || text.contains("Bartholomew"));
    }

    #[test]
    fn long_names_are_cut_to_fit() {
        let style = TextStyle::regular(14.0, colour::INK);
        let cut = fit(style, "Bartholomew Fitzwilliam-Smythe", 100.0);
        assert!(cut.ends_with('…') && style.width(&cut) <= 100.0, "{cut}");
        assert_eq!(fit(style, "Ann", 100.0), "Ann");
        assert_eq!(chips(1234567), "1,234,567");
    }
}
