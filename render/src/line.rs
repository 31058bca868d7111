//! The Marx Toys Line game: the picture and the text diagram of a [`View`]
//! (rulings, `shared/rules/line-game.md`).
//!
//! Layout, 700 × 600 px: a header line (whose turn or the result, and the
//! variant), the board on the left and a panel on the right, and a footer that
//! says what the lines mean.
//!
//! The board: the three squares and their joining lines drawn solid — in ink for
//! `basic`, in ink with their numbers for `progress`, in green, blue and red with
//! their numbers for `scoring` — and the four corner diagonals thin and dashed,
//! since they serve only for rolling. Every spot is a yellow disc with its name
//! beside it. Balls are ivory (White) and black. The last move is marked with an
//! orange ring on the spot it reached and, for a roll, an arrow from the spot it
//! left; the balls it confiscated with red crosses; the lines it called glow gold.
//! The roll the player to move may not make (straight back) carries a no-entry
//! sign on the spot it would reach.
//!
//! The panel: for each seat, the balls in hand and the balls confiscated, and the
//! score panel (progress: lines 1–16, recorded ones filled) or points against the
//! target (scoring); the seat to move is framed. Below, the last move, the lines
//! it called, the barred roll and the safeguard's count, said as a player would:
//! "12 of 100 moves without a line" (a new line, in progress).
//!
//! The header says whose turn it is and what they may do ("pass or reclaim" for
//! a scorer with no placement or roll), or the result and how it came about
//! ("more points after 100 moves without a line").
//!
//! The board's lines, spots and labels are drawn once per variant
//! ([`BACKGROUNDS`]); balls are pre-rendered sprites.

use crate::samples;
use crate::style::{self, colour, Canvas, RoundRect, Sprite, TextStyle};
use image::{Rgb, RgbImage, RgbaImage};
use parlor_games::line::{
    diagonals, line_colour, line_spots, seat_name, LineColour, Spot, Target, Variant, View, BALLS_PER_SIDE, LINE_COUNT,
    SAFEGUARD_MOVES,
};
use parlor_games::{Outcome, Seat};
use std::fmt::Write as _;
use std::sync::LazyLock;

/// Picture width in pixels.
pub const WIDTH: u32 = 700;
/// Picture height in pixels.
pub const HEIGHT: u32 = 600;

const MARGIN: i32 = 14;
const HEADER: i32 = 44;
const BOARD_X: i32 = MARGIN;
const BOARD_Y: i32 = MARGIN + HEADER;
/// The board's side.
const BOARD: i32 = 500;
/// The distance between neighbouring grid points of the 7 × 7 grid.
const GRID: i32 = 70;
const INSET: i32 = (BOARD - 6 * GRID) / 2;
const PANEL_X: i32 = BOARD_X + BOARD + MARGIN;
const PANEL_W: i32 = WIDTH as i32 - MARGIN - PANEL_X;
const FOOTER_BASELINE: f32 = (BOARD_Y + BOARD + 27) as f32;
/// Radii: a ball on the board, an empty spot, a ball in the panel and header.
const BALL_R: f32 = 21.0;
const SPOT_R: f32 = 8.5;
const MINI_R: f32 = 7.0;
const CHIP_R: f32 = 11.0;

const WHITE: Seat = Seat::FIRST;
const BLACK: Seat = Seat::SECOND;

const BOARD_FACE: Rgb<u8> = Rgb([0xEE, 0xDF, 0xB8]);
const SPOT_FILL: Rgb<u8> = Rgb([0xF5, 0xD5, 0x4A]);
const GREEN: Rgb<u8> = Rgb([0x2E, 0x8B, 0x3E]);
const BLUE: Rgb<u8> = Rgb([0x2A, 0x5B, 0xA8]);
const RED: Rgb<u8> = Rgb([0xB5, 0x30, 0x26]);
/// The last move's ring and arrow.
const MOVE: Rgb<u8> = Rgb([0xE8, 0x59, 0x0C]);
/// The glow under a line just called.
const CALLED: Rgb<u8> = Rgb([0xF2, 0xB8, 0x1C]);
/// Ball faces and edges, White then Black.
const FACES: [Rgb<u8>; 2] = [Rgb([0xFB, 0xF8, 0xF0]), Rgb([0x2B, 0x27, 0x24])];
const EDGES: [Rgb<u8>; 2] = [Rgb([0x9C, 0x92, 0x82]), Rgb([0x0E, 0x0C, 0x0A])];

/// The centre of a spot in pixels.
fn centre(spot: Spot) -> (f32, f32) {
    (
        (BOARD_X + INSET + spot.file() as i32 * GRID) as f32,
        (BOARD_Y + INSET + (6 - spot.rank() as i32) * GRID) as f32,
    )
}

/// The colour a straight line is drawn in for `variant`.
fn line_ink(variant: Variant, line: u8) -> Rgb<u8> {
    match variant {
        Variant::Scoring => match line_colour(line) {
            LineColour::Green => GREEN,
            LineColour::Blue => BLUE,
            LineColour::Red => RED,
        },
        _ => colour::INK,
    }
}

/// A ball of radius `r` in a transparent sprite: shadow, edge, face and a gloss.
fn ball_sprite(owner: Seat, r: f32) -> RgbaImage {
    let size = (2.0 * r + 6.0).ceil() as u32;
    let mut img = RgbaImage::new(size, size);
    let c = size as f32 / 2.0;
    let o = owner.index().min(1);
    let body = RoundRect::circle(c, c - 1.0, r);
    let shadow = body.shift(r * 0.06, r * 0.12);
    style::fill_shape(
        &mut img,
        shadow.grow(1.0).bounds(),
        colour::SHADOW,
        0.35,
        r * 0.15,
        |x, y| shadow.distance(x, y),
    );
    style::fill_round_rect(&mut img, body, EDGES[o], 1.0);
    style::fill_round_rect(&mut img, body.grow(-(r * 0.1).max(1.2)), FACES[o], 1.0);
    let gloss = RoundRect::circle(c - r * 0.35, c - 1.0 - r * 0.38, r * 0.28);
    let alpha = if o == 0 { 0.9 } else { 0.35 };
    style::fill_shape(
        &mut img,
        gloss.grow(1.0).bounds(),
        colour::WHITE,
        alpha,
        r * 0.2,
        |x, y| gloss.distance(x, y),
    );
    img
}

/// Ball sprites, rendered once: `[owner]` for the board, the panel and the header.
struct Sprites {
    board: [Sprite; 2],
    mini: [Sprite; 2],
    chip: [Sprite; 2],
}

static SPRITES: LazyLock<Sprites> = LazyLock::new(|| Sprites {
    board: [ball_sprite(WHITE, BALL_R).into(), ball_sprite(BLACK, BALL_R).into()],
    mini: [ball_sprite(WHITE, MINI_R).into(), ball_sprite(BLACK, MINI_R).into()],
    chip: [ball_sprite(WHITE, CHIP_R).into(), ball_sprite(BLACK, CHIP_R).into()],
});

/// Draws a sprite centred on (`x`, `y`).
fn blit_centred(img: &mut Canvas, sprite: &Sprite, x: f32, y: f32) {
    let half = sprite.width() as f32 / 2.0;
    style::blit(img, sprite, (x - half).round() as i32, (y - half).round() as i32);
}

/// A dashed segment from `a` to `b`.
fn dashed(img: &mut impl style::Surface, a: (f32, f32), b: (f32, f32), width: f32, ink: Rgb<u8>) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    let (dash, gap) = (7.0, 6.0);
    let mut t = 0.0;
    while t < len {
        let end = (t + dash).min(len);
        let p = (a.0 + dx * t / len, a.1 + dy * t / len);
        let q = (a.0 + dx * end / len, a.1 + dy * end / len);
        style::stroke_polyline(img, &[p, q], width, ink, 1.0);
        t += dash + gap;
    }
}

/// The parts of the picture that never change for a variant: paper, the board
/// with its lines, diagonals, numbers, spots and names, and the empty panel.
pub static BACKGROUNDS: [LazyLock<RgbImage>; 3] = [
    LazyLock::new(|| background(Variant::Basic)),
    LazyLock::new(|| background(Variant::Progress)),
    LazyLock::new(|| background(Variant::Scoring)),
];

fn background_for(variant: Variant) -> &'static RgbImage {
    match variant {
        Variant::Basic => &BACKGROUNDS[0],
        Variant::Progress => &BACKGROUNDS[1],
        Variant::Scoring => &BACKGROUNDS[2],
    }
}

fn background(variant: Variant) -> RgbImage {
    let mut img = RgbImage::from_pixel(WIDTH, HEIGHT, colour::PAPER);
    let frame = RoundRect::from_corner(BOARD_X as f32, BOARD_Y as f32, BOARD as f32, BOARD as f32, 10.0);
    style::fill_shape(&mut img, frame.grow(2.0).bounds(), colour::SHADOW, 0.25, 4.0, |x, y| {
        frame.shift(1.0, 2.0).distance(x, y)
    });
    style::fill_round_rect(&mut img, frame, colour::FRAME, 1.0);
    style::fill_round_rect(&mut img, frame.grow(-7.0), BOARD_FACE, 1.0);

    for diagonal in diagonals() {
        dashed(
            &mut img,
            centre(diagonal[0]),
            centre(diagonal[2]),
            2.0,
            colour::FADED_INK,
        );
    }
    for line in 1..=LINE_COUNT {
        let [a, _, c] = line_spots(line);
        style::stroke_polyline(&mut img, &[centre(a), centre(c)], 4.0, line_ink(variant, line), 1.0);
    }
    if variant != Variant::Basic {
        for line in 1..=LINE_COUNT {
            draw_line_number(&mut img, variant, line);
        }
    }
    let name = TextStyle::regular(12.0, colour::FADED_INK);
    for spot in Spot::all() {
        let (x, y) = centre(spot);
        let disc = RoundRect::circle(x, y, SPOT_R);
        style::fill_round_rect(&mut img, disc.grow(1.5), colour::INK, 1.0);
        style::fill_round_rect(&mut img, disc, SPOT_FILL, 1.0);
        style::draw_text(&mut img, name, x + 13.0, y + 27.0, &spot.to_string());
    }

    let panel = RoundRect::from_corner(PANEL_X as f32, BOARD_Y as f32, PANEL_W as f32, BOARD as f32, 8.0);
    style::fill_round_rect(&mut img, panel, colour::PANEL, 1.0);
    style::stroke_round_rect(&mut img, panel.grow(-0.5), 1.0, colour::PANEL_EDGE, 1.0);
    draw_title_and_legend(&mut img, variant);
    img
}

/// A line's number in a small badge between its first two spots.
fn draw_line_number(img: &mut impl style::Surface, variant: Variant, line: u8) {
    let [a, b, _] = line_spots(line);
    let (pa, pb) = (centre(a), centre(b));
    let (x, y) = ((pa.0 + pb.0) / 2.0, (pa.1 + pb.1) / 2.0);
    let ink = line_ink(variant, line);
    let badge = RoundRect {
        cx: x,
        cy: y,
        hw: 11.0,
        hh: 9.0,
        radius: 8.0,
    };
    style::fill_round_rect(img, badge.grow(1.5), ink, 1.0);
    style::fill_round_rect(img, badge, colour::SPOT, 1.0);
    let text = TextStyle::bold(12.0, ink).centred();
    style::draw_text(img, text, x, text.centre_baseline(y), &line.to_string());
}

/// A PNG picture of the view: board, balls, the last move and the lines it
/// called, the barred roll, and both players' hands, confiscated balls and
/// scores. [`WIDTH`] × [`HEIGHT`] pixels; the same view always gives the same
/// bytes.
pub fn picture(view: &View) -> Vec<u8> {
    palette(view.variant).picture(|img| draw(img, view))
}

/// The palette a variant's pictures are encoded with, learned for its
/// background in [`BACKGROUNDS`].
pub fn palette(variant: Variant) -> &'static style::FixedPalette {
    match variant {
        Variant::Basic => &PALETTES[0],
        Variant::Progress => &PALETTES[1],
        Variant::Scoring => &PALETTES[2],
    }
}

/// Each variant's palette, learned from games unlike the benchmarked ones.
static PALETTES: [LazyLock<style::FixedPalette>; 3] = [
    LazyLock::new(|| learn_palette(Variant::Basic)),
    LazyLock::new(|| learn_palette(Variant::Progress)),
    LazyLock::new(|| learn_palette(Variant::Scoring)),
];

fn learn_palette(variant: Variant) -> style::FixedPalette {
    let samples = [
        samples::line_game(variant, 101, 6),
        samples::line_game(variant, 102, 30),
        samples::line_game(variant, 103, 80),
    ];
    style::FixedPalette::learn(
        background_for(variant),
        &samples.map(|g| canvas(&g.view())),
        &colour::ALL,
    )
}

/// The picture of the view as pixels, before encoding.
pub fn canvas(view: &View) -> RgbImage {
    Canvas::draw(background_for(view.variant), |img| draw(img, view))
}

/// Draws the view on `img`, a canvas holding its variant's background in [`BACKGROUNDS`].
pub fn draw(img: &mut Canvas, view: &View) {
    let sprites = &*SPRITES;

    if let Some(last) = &view.last_move {
        for &line in &last.lines {
            let [a, _, c] = line_spots(line);
            style::stroke_polyline(img, &[centre(a), centre(c)], 16.0, CALLED, 0.75);
            style::stroke_polyline(img, &[centre(a), centre(c)], 4.0, line_ink(view.variant, line), 1.0);
            // The glow covers the line's number: it goes back on top.
            if view.variant != Variant::Basic {
                draw_line_number(img, view.variant, line);
            }
        }
        if let Some(from) = last.from {
            let (x, y) = centre(from);
            style::stroke_round_rect(img, RoundRect::circle(x, y, BALL_R - 3.0), 3.0, MOVE, 0.9);
        }
    }
    for ball in &view.balls {
        let (x, y) = centre(ball.spot);
        blit_centred(img, &sprites.board[ball.owner.index().min(1)], x, y);
    }
    if let Some(last) = &view.last_move {
        let (x, y) = centre(last.to);
        style::stroke_round_rect(img, RoundRect::circle(x, y, BALL_R + 4.0), 3.5, MOVE, 1.0);
        if let Some(from) = last.from {
            draw_roll_arrow(img, centre(from), centre(last.to));
        }
        for target in &last.confiscated {
            if let Target::Spot(spot) = target {
                draw_cross(img, centre(*spot), 11.0, colour::CAPTURE);
            }
        }
    }
    if let Some(seat) = view.to_act {
        if let Some(roll) = view.barred[seat.index().min(1)] {
            draw_no_entry(img, centre(roll.to));
        }
    }

    draw_header(img, view);
    draw_panel(img, view);
}

/// The roll's arrow, from the edge of the spot left to the edge of the ball.
fn draw_roll_arrow(img: &mut Canvas, from: (f32, f32), to: (f32, f32)) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let start = (from.0 + ux * (BALL_R - 2.0), from.1 + uy * (BALL_R - 2.0));
    let tip = (to.0 - ux * (BALL_R + 6.0), to.1 - uy * (BALL_R + 6.0));
    let back = (tip.0 - ux * 10.0, tip.1 - uy * 10.0);
    style::stroke_polyline(img, &[start, back], 4.0, MOVE, 1.0);
    style::fill_arrowhead(img, start, tip, 13.0, MOVE);
}

/// A cross of half-size `r` centred on `at`.
fn draw_cross(img: &mut Canvas, at: (f32, f32), r: f32, ink: Rgb<u8>) {
    let (x, y) = at;
    style::stroke_polyline(img, &[(x - r, y - r), (x + r, y + r)], 4.0, ink, 1.0);
    style::stroke_polyline(img, &[(x - r, y + r), (x + r, y - r)], 4.0, ink, 1.0);
}

/// A no-entry sign: a red disc with a white bar, on the spot a barred roll reaches.
fn draw_no_entry(img: &mut Canvas, at: (f32, f32)) {
    let disc = RoundRect::circle(at.0, at.1, 10.0);
    style::fill_round_rect(img, disc.grow(1.0), colour::WHITE, 1.0);
    style::fill_round_rect(img, disc, colour::CAPTURE, 1.0);
    let bar = RoundRect {
        cx: at.0,
        cy: at.1,
        hw: 6.5,
        hh: 2.0,
        radius: 1.0,
    };
    style::fill_round_rect(img, bar, colour::WHITE, 1.0);
}

/// The header: the seat whose ball leads the line, the headline and a note.
fn header_text(view: &View) -> (Option<Seat>, String, String) {
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (
            Some(seat),
            format!("{} wins", seat_name(seat)),
            winning_note(view, seat),
        ),
        (Outcome::Draw, _) => {
            let note = if view.quiet_moves >= SAFEGUARD_MOVES {
                format!("{SAFEGUARD_MOVES} moves without a {}", line_word(view.variant))
            } else {
                String::new()
            };
            (None, "Draw".to_owned(), note)
        }
        (Outcome::Ongoing, Some(seat)) => {
            let i = seat.index().min(1);
            let note = if view.may_pass {
                "pass or reclaim".to_owned()
            } else if view.hands[i] == 0 {
                "roll a ball".to_owned()
            } else if view.balls.iter().any(|b| b.owner == seat) {
                "place or roll".to_owned()
            } else {
                "place a ball".to_owned()
            };
            (Some(seat), format!("{} to move", seat_name(seat)), note)
        }
        (Outcome::Ongoing, None) => (None, "Game over".to_owned(), String::new()),
    }
}

/// How the winner won, as far as the view shows.
fn winning_note(view: &View, seat: Seat) -> String {
    let (i, o) = (seat.index().min(1), seat.opponent().index().min(1));
    match view.variant {
        Variant::Scoring if view.target.is_some_and(|t| view.points[i] >= t) => {
            format!("{} points", view.points[i])
        }
        Variant::Basic | Variant::Progress if view.confiscated[o] >= BALLS_PER_SIDE => {
            "all nine confiscated".to_owned()
        }
        _ if view.quiet_moves >= SAFEGUARD_MOVES => {
            let more = match view.variant {
                Variant::Progress => "lines",
                _ => "points",
            };
            format!(
                "more {more} after {SAFEGUARD_MOVES} moves without a {}",
                line_word(view.variant)
            )
        }
        _ => String::new(),
    }
}

/// What resets the safeguard's count, as a player would say it: "line" (basic
/// and scoring, where every line called confiscates or scores), "new line"
/// (progress, where a line already in the panel earns nothing).
fn line_word(variant: Variant) -> &'static str {
    match variant {
        Variant::Progress => "new line",
        _ => "line",
    }
}

/// The safeguard's count in words, for the diagram: "Moves without a line: 12 of
/// 100".
fn quiet_text(view: &View) -> String {
    format!(
        "Moves without a {}: {} of {SAFEGUARD_MOVES}",
        line_word(view.variant),
        view.quiet_moves
    )
}

fn variant_title(variant: Variant) -> &'static str {
    match variant {
        Variant::Basic => "LINE · BASIC",
        Variant::Progress => "LINE · PROGRESS",
        Variant::Scoring => "LINE · SCORING",
    }
}

fn draw_header(img: &mut Canvas, view: &View) {
    let (seat, headline, note) = header_text(view);
    let big = TextStyle::bold(24.0, colour::INK);
    let mid = (MARGIN + HEADER / 2) as f32;
    let baseline = big.centre_baseline(mid) - 2.0;
    let mut x = MARGIN as f32;
    if let Some(seat) = seat {
        blit_centred(img, &SPRITES.chip[seat.index().min(1)], x + CHIP_R + 2.0, mid - 3.0);
        x += 2.0 * CHIP_R + 12.0;
    }
    let end = style::draw_text(img, big, x, baseline, &headline);
    if !note.is_empty() {
        let small = TextStyle::regular(16.0, colour::FADED_INK);
        style::draw_text(img, small, end + 10.0, baseline, &format!("— {note}"));
    }
}

/// The variant's name at the right of the header line and the footer's legend,
/// in the background: neither changes within a variant.
fn draw_title_and_legend(img: &mut RgbImage, variant: Variant) {
    let baseline = TextStyle::bold(24.0, colour::INK).centre_baseline((MARGIN + HEADER / 2) as f32) - 2.0;
    let right = (WIDTH as i32 - MARGIN) as f32;
    let title = TextStyle::bold(16.0, colour::FADED_INK).right();
    style::draw_text(img, title, right, baseline, variant_title(variant));
    let legend = match variant {
        Variant::Scoring => "Green: 1 point · blue: point or confiscation · red: both · dashed: rolling only",
        _ => "Three in a straight line calls line · dashed diagonals: rolling only",
    };
    let text = TextStyle::regular(15.0, colour::FADED_INK);
    style::draw_text(img, text, (MARGIN + 2) as f32, FOOTER_BASELINE, legend);
}

/// A row of `count` small balls of `owner`'s colour starting at (`x`, `y`), the
/// confiscated ones faded and crossed.
fn draw_ball_row(img: &mut Canvas, owner: Seat, count: u8, x: f32, y: f32, crossed: bool) {
    for k in 0..count.min(BALLS_PER_SIDE) {
        let cx = x + MINI_R + k as f32 * (2.0 * MINI_R + 1.5);
        blit_centred(img, &SPRITES.mini[owner.index().min(1)], cx, y);
        if crossed {
            draw_cross(img, (cx, y - 1.0), 4.5, colour::CAPTURE);
        }
    }
}

/// The panel: one block per seat, then the last move, the barred roll and the
/// safeguard's count.
fn draw_panel(img: &mut Canvas, view: &View) {
    let left = (PANEL_X + 10) as f32;
    let width = (PANEL_W - 20) as f32;
    let title = TextStyle::bold(17.0, colour::INK);
    let body = TextStyle::regular(14.0, colour::INK);
    let faded = TextStyle::regular(14.0, colour::FADED_INK);
    let block_h = match view.variant {
        Variant::Basic => 114.0,
        Variant::Progress => 196.0,
        Variant::Scoring => 148.0,
    };
    let mut y = (BOARD_Y + 8) as f32;
    for seat in [WHITE, BLACK] {
        let i = seat.index();
        if view.to_act == Some(seat) {
            let frame = RoundRect::from_corner(left - 5.0, y, width + 10.0, block_h - 6.0, 6.0);
            style::fill_round_rect(img, frame, colour::SPOT, 0.6);
            style::stroke_round_rect(img, frame, 2.5, colour::TURN, 1.0);
        }
        blit_centred(img, &SPRITES.chip[i], left + CHIP_R + 1.0, y + 20.0);
        let name_end = style::draw_text(img, title, left + 2.0 * CHIP_R + 8.0, y + 26.0, seat_name(seat));
        if view.to_act == Some(seat) {
            style::draw_text(img, faded, name_end + 6.0, y + 26.0, "to move");
        }
        let mut row = y + 50.0;
        style::draw_text(img, body, left, row, &format!("In hand: {}", view.hands[i]));
        draw_ball_row(img, seat, view.hands[i], left, row + 12.0, false);
        row += 36.0;
        style::draw_text(img, body, left, row, &format!("Confiscated: {}", view.confiscated[i]));
        draw_ball_row(img, seat, view.confiscated[i], left, row + 12.0, true);
        row += 34.0;
        match view.variant {
            Variant::Progress => draw_score_panel(img, &view.panels[i], left, row),
            Variant::Scoring => draw_points(img, view.points[i], view.target.unwrap_or(16), left, row),
            Variant::Basic => {}
        }
        y += block_h;
    }

    // The last move, the lines it called, the barred roll, the safeguard.
    y += 8.0;
    if let Some(last) = &view.last_move {
        let text = format!("Last: {} {}", seat_name(last.seat), last.notation());
        for line in style::wrap(body, &text, width) {
            style::draw_text(img, body, left, y, &line);
            y += 18.0;
        }
        if !last.lines.is_empty() {
            let called: Vec<String> = last.lines.iter().map(u8::to_string).collect();
            let word = if called.len() == 1 { "Line" } else { "Lines" };
            let text = format!("{word} {} called!", called.join(" and "));
            let bold = TextStyle::bold(14.0, colour::INK);
            for line in style::wrap(bold, &text, width) {
                style::draw_text(img, bold, left, y, &line);
                y += 18.0;
            }
        }
    }
    if let Some(seat) = view.to_act {
        if let Some(roll) = view.barred[seat.index().min(1)] {
            draw_no_entry(img, (left + 8.0, y - 5.0));
            style::draw_text(img, body, left + 22.0, y, &format!("not {}-{}", roll.from, roll.to));
            y += 18.0;
        }
    }
    // The safeguard's count at the foot of the panel, in two lines:
    // "12 of 100 moves" / "without a line".
    let mut y = y.max((BOARD_Y + BOARD - 30) as f32);
    let quiet = [
        format!("{} of {SAFEGUARD_MOVES} moves", view.quiet_moves),
        format!("without a {}", line_word(view.variant)),
    ];
    for line in quiet {
        style::draw_text(img, faded, left, y, &line);
        y += 18.0;
    }
}

/// Progress: the 16 line numbers in a 4 × 4 grid, the recorded ones filled.
fn draw_score_panel(img: &mut Canvas, recorded: &[u8], left: f32, top: f32) {
    let label = TextStyle::regular(14.0, colour::FADED_INK);
    style::draw_text(img, label, left, top, &format!("Lines scored: {}", recorded.len()));
    let (w, h, gap) = (32.0, 14.0, 2.0);
    for line in 1..=LINE_COUNT {
        let k = (line - 1) as f32;
        let x = left + (k % 4.0) * (w + gap);
        let y = top + 7.0 + (k / 4.0).floor() * (h + gap);
        let cell = RoundRect::from_corner(x, y, w, h, 4.0);
        let done = recorded.contains(&line);
        if done {
            style::fill_round_rect(img, cell, colour::TURN, 1.0);
        } else {
            style::stroke_round_rect(img, cell.grow(-0.5), 1.0, colour::PANEL_EDGE, 1.0);
        }
        let ink = if done { colour::INK } else { colour::PANEL_EDGE };
        let text = TextStyle::bold(12.0, ink).centred();
        style::draw_text(
            img,
            text,
            x + w / 2.0,
            text.centre_baseline(y + h / 2.0),
            &line.to_string(),
        );
    }
}

/// Scoring: the points against the target, as a row of cells up to the target.
fn draw_points(img: &mut Canvas, points: u8, target: u8, left: f32, top: f32) {
    let label = TextStyle::bold(14.0, colour::INK);
    style::draw_text(img, label, left, top, &format!("Points: {points} / {target}"));
    let cells = target.max(1);
    let total_w = (PANEL_W - 20) as f32;
    let w = ((total_w + 2.0) / cells as f32 - 2.0).min(16.0);
    for k in 0..cells {
        let cell = RoundRect::from_corner(left + k as f32 * (w + 2.0), top + 8.0, w, 12.0, 2.5);
        if k < points {
            style::fill_round_rect(img, cell, colour::TURN, 1.0);
        } else {
            style::stroke_round_rect(img, cell.grow(-0.5), 1.0, colour::PANEL_EDGE, 1.0);
        }
    }
}

/// A plain-ASCII diagram of the view for terminals: the board with `W` and `B`
/// balls and `.` empty spots (rank 7 at the top, files below), then whose turn,
/// hands, confiscated balls, scores, the last move and the lines it called, the
/// barred roll and the safeguard's count ("Moves without a line: 12 of 100").
pub fn diagram(view: &View) -> String {
    const COLS: usize = 25;
    let mut grid = vec![vec![' '; COLS]; 13];
    let at = |spot: Spot| ((6 - spot.rank() as usize) * 2, spot.file() as usize * 4);
    for a in Spot::all() {
        for b in a.neighbours().filter(|&b| b > a) {
            let ((r1, c1), (r2, c2)) = (at(a), at(b));
            if r1 == r2 {
                for cell in &mut grid[r1][c1.min(c2) + 1..c1.max(c2)] {
                    *cell = '-';
                }
            } else if c1 == c2 {
                for row in grid.iter_mut().take(r1.max(r2)).skip(r1.min(r2) + 1) {
                    row[c1] = '|';
                }
            } else {
                let rising = (r2 < r1) == (c2 > c1);
                grid[(r1 + r2) / 2][(c1 + c2) / 2] = if rising { '/' } else { '\\' };
            }
        }
    }
    for spot in Spot::all() {
        let (r, c) = at(spot);
        grid[r][c] = '.';
    }
    for ball in &view.balls {
        let (r, c) = at(ball.spot);
        grid[r][c] = if ball.owner == WHITE { 'W' } else { 'B' };
    }
    let mut out = String::new();
    let (_, headline, note) = header_text(view);
    let _ = write!(out, "Line ({}) - {headline}", view.variant.name());
    if !note.is_empty() {
        let _ = write!(out, " ({note})");
    }
    out.push('\n');
    for (k, row) in grid.iter().enumerate() {
        let label = if k % 2 == 0 {
            (b'7' - (k / 2) as u8) as char
        } else {
            ' '
        };
        let text: String = row.iter().collect();
        let _ = writeln!(out, "{label}  {}", text.trim_end());
    }
    let _ = writeln!(out, "   a   b   c   d   e   f   g");
    for seat in [WHITE, BLACK] {
        let i = seat.index();
        let _ = write!(
            out,
            "{} ({}): {} in hand, {} confiscated",
            seat_name(seat),
            if seat == WHITE { 'W' } else { 'B' },
            view.hands[i],
            view.confiscated[i]
        );
        match view.variant {
            Variant::Progress => {
                let lines: Vec<String> = view.panels[i].iter().map(u8::to_string).collect();
                let _ = write!(
                    out,
                    ", lines scored: {}",
                    if lines.is_empty() {
                        "none".to_owned()
                    } else {
                        lines.join(" ")
                    }
                );
            }
            Variant::Scoring => {
                let _ = write!(out, ", {} of {} points", view.points[i], view.target.unwrap_or(0));
            }
            Variant::Basic => {}
        }
        out.push('\n');
    }
    if let Some(last) = &view.last_move {
        let _ = write!(out, "Last: {} {}", seat_name(last.seat), last.notation());
        if !last.lines.is_empty() {
            let lines: Vec<String> = last.lines.iter().map(u8::to_string).collect();
            let _ = write!(out, " (line {} called)", lines.join(" and "));
        }
        out.push('\n');
    }
    if let Some(seat) = view.to_act {
        if let Some(roll) = view.barred[seat.index().min(1)] {
            let _ = writeln!(
                out,
                "{} may not roll {}-{} (straight back)",
                seat_name(seat),
                roll.from,
                roll.to
            );
        }
    }
    let _ = writeln!(out, "{}", quiet_text(view));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlor_games::line::{Action, Line, Options, Setup};
    use parlor_games::{Rng, SeededRng};

    /// A real game of `variant` after `moves` random placements and rolls.
    fn game(variant: Variant, moves: usize, seed: u64) -> Line {
        let options = Options {
            variant,
            ..Options::default()
        };
        let mut rng = SeededRng::new(seed);
        let mut game = Line::new(&options, &mut rng);
        for _ in 0..moves {
            let Some(seat) = game.to_act() else { break };
            let actions: Vec<_> = game
                .legal_actions(seat)
                .into_iter()
                .filter(|a| !parlor_games::line::is_free_action(a))
                .collect();
            if actions.is_empty() {
                break;
            }
            let pick = rng.below(actions.len() as u32) as usize;
            game.apply(seat, &actions[pick]).unwrap();
        }
        game
    }

    fn decode(png: &[u8]) -> (u32, u32) {
        let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).expect("a valid PNG");
        (img.width(), img.height())
    }

    #[test]
    fn each_variant_renders_a_small_valid_png() {
        for variant in [Variant::Basic, Variant::Progress, Variant::Scoring] {
            for moves in [0, 25, 400] {
                let view = game(variant, moves, 7).view();
                let png = picture(&view);
                assert_eq!(decode(&png), (WIDTH, HEIGHT));
                assert!(png.len() <= 60 * 1024, "{} bytes", png.len());
                if std::env::var_os("LINE_SAMPLES").is_some() {
                    std::fs::write(format!("/tmp/line-{}-{moves}.png", variant.name()), &png).unwrap();
                }
            }
        }
    }

    #[test]
    fn a_called_line_and_a_barred_roll_render() {
        let mut game = Line::from_setup(Setup {
            options: Options::default(),
            board: ["a1", "d1", "f2", "g4", "g7", "b6", "d6", "c5"]
                .iter()
                .zip([WHITE, WHITE, WHITE, WHITE, WHITE, BLACK, BLACK, BLACK])
                .map(|(s, o)| (Spot::parse(s).unwrap(), o))
                .collect(),
            hands: [4, 6],
            confiscated: [0, 0],
            panels: [vec![], vec![]],
            points: [0, 0],
            to_act: WHITE,
            barred: [None, None],
            passes: 0,
            last_move: None,
            quiet_moves: 0,
            moves: 10,
            outcome: Outcome::Ongoing,
        })
        .unwrap();
        game.apply(WHITE, &Action::parse("f2-g1 xb6 xd6").unwrap()).unwrap();
        let called = picture(&game.view());
        game.apply(BLACK, &Action::parse("e4").unwrap()).unwrap();
        let barred = picture(&game.view());
        assert!(diagram(&game.view()).contains("White may not roll g1-f2 (straight back)"));
        for (name, png) in [("called", &called), ("barred", &barred)] {
            assert_eq!(decode(png), (WIDTH, HEIGHT));
            assert!(png.len() <= 60 * 1024);
            if std::env::var_os("LINE_SAMPLES").is_some() {
                std::fs::write(format!("/tmp/line-{name}.png"), png).unwrap();
            }
        }
    }

    /// A game from a setup: `board` as "a1:W d1:B", the rest of each side in hand.
    fn position(variant: Variant, board: &str, edit: impl FnOnce(&mut Setup)) -> Line {
        let board: Vec<(Spot, Seat)> = board
            .split_whitespace()
            .map(|b| {
                let (spot, owner) = b.split_once(':').unwrap();
                (Spot::parse(spot).unwrap(), if owner == "W" { WHITE } else { BLACK })
            })
            .collect();
        let count = |seat| board.iter().filter(|(_, o)| *o == seat).count() as u8;
        let mut setup = Setup {
            options: Options {
                variant,
                ..Options::default()
            },
            hands: [BALLS_PER_SIDE - count(WHITE), BALLS_PER_SIDE - count(BLACK)],
            board,
            confiscated: [0, 0],
            panels: [vec![], vec![]],
            points: [0, 0],
            to_act: WHITE,
            barred: [None, None],
            passes: 0,
            last_move: None,
            quiet_moves: 0,
            moves: 40,
            outcome: Outcome::Ongoing,
        };
        edit(&mut setup);
        Line::from_setup(setup).unwrap()
    }

    #[test]
    fn the_words_are_a_players_not_jargon() {
        // The safeguard's end, said as what happened.
        let mut game = position(Variant::Basic, "a1:W g7:B", |s| s.quiet_moves = SAFEGUARD_MOVES - 1);
        game.apply(WHITE, &Action::parse("d6").unwrap()).unwrap();
        let text = diagram(&game.view());
        assert!(
            text.starts_with("Line (basic) - Draw (100 moves without a line)\n"),
            "{text}"
        );
        assert!(text.contains("\nMoves without a line: 100 of 100\n"), "{text}");
        let mut game = position(Variant::Progress, "a1:W g7:B", |s| {
            s.quiet_moves = SAFEGUARD_MOVES - 1;
            s.panels = [vec![1], vec![2, 3]];
        });
        game.apply(WHITE, &Action::parse("d6").unwrap()).unwrap();
        let text = diagram(&game.view());
        assert!(
            text.starts_with("Line (progress) - Black wins (more lines after 100 moves without a new line)"),
            "{text}"
        );
        assert!(!text.contains("safeguard") && !text.contains("Quiet"), "{text}");
        // A scorer with no placement or roll is asked to pass or reclaim.
        let mut game = position(Variant::Scoring, "d1:W a4:W a1:B", |s| {
            s.hands[1] = 0;
            s.confiscated[1] = 8;
            s.points[1] = 2;
        });
        game.apply(WHITE, &Action::parse("b2").unwrap()).unwrap();
        assert!(diagram(&game.view()).starts_with("Line (scoring) - Black to move (pass or reclaim)"));
        let png = picture(&game.view());
        assert_eq!(decode(&png), (WIDTH, HEIGHT));
        if std::env::var_os("LINE_SAMPLES").is_some() {
            std::fs::write("/tmp/line-pass-or-reclaim.png", &png).unwrap();
        }
    }

    #[test]
    fn pictures_are_deterministic() {
        let view = game(Variant::Scoring, 30, 3).view();
        let _ = picture(&view);
        let started = std::time::Instant::now();
        let png = picture(&view);
        if std::env::var_os("LINE_SAMPLES").is_some() {
            eprintln!("line picture: {:?}, {} bytes", started.elapsed(), png.len());
        }
        assert_eq!(png, picture(&view));
    }

    #[test]
    fn the_diagram_shows_the_board_and_both_players() {
        let view = game(Variant::Progress, 12, 5).view();
        let text = diagram(&view);
        assert!(text.is_ascii(), "{text}");
        assert!(text.starts_with("Line (progress)"), "{text}");
        assert!(
            text.contains("7  ") && text.contains("   a   b   c   d   e   f   g"),
            "{text}"
        );
        assert!(text.contains("White (W):") && text.contains("Black (B):"), "{text}");
        let balls = text
            .lines()
            .skip(1)
            .take(13)
            .flat_map(str::chars)
            .filter(|&c| c == 'W' || c == 'B')
            .count();
        assert_eq!(balls, view.balls.len());
    }
}
