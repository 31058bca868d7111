//! Trespass: the picture and the text diagram of a [`View`] (rulings,
//! `shared/rules/trespass.md`).
//!
//! Layout, 680 × 610 px: a header line (whose turn, the secret picks, or the
//! result), the 5 × 6 board in a wooden frame with files `a`–`e` below and ranks
//! `1`–`6` to the left (Red's back row, rank 1, at the bottom; both back rows are
//! the dark squares), and beside it a panel with the secret picks (never a number
//! before the game ends), the locked piece and the last move. A footer line says
//! which way each colour moves and what the marks mean.
//!
//! On the board: numbered discs in Red and Blue with a notch pointing the way the
//! piece moves, the last move's path (a line from the square it left through every
//! square it stopped on, with an arrowhead at the end), a hatched ring and a
//! padlock on the locked piece, and, once the game is over, a gold ring and star
//! on each revealed secret piece.
//!
//! The frame, squares and labels are drawn once ([`BACKGROUND`]); pieces and marks
//! are pre-rendered sprites composited onto it (on a working
//! canvas for the pictures, see [`style::Canvas`]).

use crate::samples;
use crate::style::{self, colour, Canvas, RoundRect, Sprite, TextStyle};
use image::{Rgb, RgbImage, RgbaImage};
use parlor_games::trespass::{seat_name, LastMove, Phase, Square, View, ViewPiece, FILES, RANKS};
use parlor_games::{Outcome, Seat};
use std::fmt::Write as _;
use std::sync::LazyLock;

/// Picture width in pixels.
pub const WIDTH: u32 = 680;
/// Picture height in pixels.
pub const HEIGHT: u32 = 610;

const MARGIN: i32 = 14;
const HEADER: i32 = 44;
/// One square's side.
const SQ: i32 = 76;
/// The frame around the squares, where the labels are printed.
const FRAME: i32 = 24;
const BOARD_X: i32 = MARGIN;
const BOARD_Y: i32 = MARGIN + HEADER;
const BOARD_W: i32 = FILES as i32 * SQ + 2 * FRAME;
const BOARD_H: i32 = RANKS as i32 * SQ + 2 * FRAME;
const SQUARES_X: i32 = BOARD_X + FRAME;
const SQUARES_Y: i32 = BOARD_Y + FRAME;
const PANEL_X: i32 = BOARD_X + BOARD_W + MARGIN;
const PANEL_W: i32 = WIDTH as i32 - MARGIN - PANEL_X;
const FOOTER_BASELINE: f32 = (BOARD_Y + BOARD_H + 28) as f32;
/// The radius of a piece on the board.
const PIECE_R: f32 = SQ as f32 * 0.4;
/// The small discs in the header and the panel.
const CHIP: i32 = 26;

const RED: Seat = Seat::FIRST;
const BLUE: Seat = Seat::SECOND;

/// Red's and Blue's pieces: face, edge (the disc's thickness).
const FACES: [Rgb<u8>; 2] = [Rgb([0xB5, 0x30, 0x26]), Rgb([0x2A, 0x5B, 0xA8])];
const EDGES: [Rgb<u8>; 2] = [Rgb([0x74, 0x1A, 0x14]), Rgb([0x17, 0x36, 0x6B])];
/// The last move's path.
const PATH: Rgb<u8> = Rgb([0xB8, 0x86, 0x0B]);
/// The locked piece's ring and padlock.
const LOCK: Rgb<u8> = Rgb([0x3E, 0x43, 0x4C]);
/// The revealed secret pieces' ring.
const SECRET: Rgb<u8> = Rgb([0xE0, 0xA8, 0x10]);

/// A numbered piece in a transparent sprite one square in size: a disc in its
/// owner's colour with the number in big digits and a notch on the rim pointing
/// the way it moves (up the picture for Red, down for Blue).
fn piece_sprite(owner: Seat, number: Option<u8>, cell: i32) -> RgbaImage {
    let mut img = RgbaImage::new(cell as u32, cell as u32);
    let s = cell as f32;
    let r = if number.is_some() { PIECE_R } else { s * 0.42 };
    let o = owner.index().min(1);
    let thick = (r * 0.12).max(1.5);
    let face = RoundRect::circle(s / 2.0, s / 2.0 - thick / 2.0, r);
    let body = face.shift(0.0, thick);
    let shadow = body.shift(r * 0.04, r * 0.1);
    style::fill_shape(
        &mut img,
        shadow.grow(1.0).bounds(),
        colour::SHADOW,
        0.35,
        r * 0.12,
        |x, y| shadow.distance(x, y),
    );
    style::fill_round_rect(&mut img, body, EDGES[o], 1.0);
    style::fill_round_rect(&mut img, face, FACES[o], 1.0);
    style::stroke_round_rect(&mut img, face.grow(-r * 0.12), (r * 0.05).max(1.0), colour::WHITE, 0.25);
    if let Some(n) = number {
        let size = r * 1.25;
        let text = TextStyle::bold(size, colour::SPOT).centred();
        style::draw_text(&mut img, text, face.cx, text.centre_baseline(face.cy), &n.to_string());
        // The notch: a small triangle between the digit and the rim.
        let (tip, base) = if owner == RED { (-0.86, -0.64) } else { (0.86, 0.64) };
        let w = r * 0.2;
        let (cx, cy) = (face.cx, face.cy);
        style::fill_triangle(
            &mut img,
            (cx, cy + r * tip),
            (cx - w, cy + r * base),
            (cx + w, cy + r * base),
            colour::SPOT,
        );
    }
    img
}

/// A padlock of height `h` centred on (`cx`, `cy`): a shackle over a body.
fn draw_padlock(img: &mut impl style::Surface, cx: f32, cy: f32, h: f32, ink: Rgb<u8>) {
    let body = RoundRect {
        cx,
        cy: cy + h * 0.18,
        hw: h * 0.36,
        hh: h * 0.3,
        radius: h * 0.08,
    };
    let shackle = RoundRect {
        cx,
        cy: cy - h * 0.12,
        hw: h * 0.22,
        hh: h * 0.3,
        radius: h * 0.22,
    };
    let line = h * 0.07;
    style::fill_shape(img, shackle.grow(line).bounds(), ink, 1.0, 1.0, |x, y| {
        (shackle.distance(x, y).abs() - line).max(y - body.cy)
    });
    style::fill_round_rect(img, body, ink, 1.0);
    let hole = RoundRect {
        cx,
        cy: body.cy - h * 0.02,
        hw: h * 0.05,
        hh: h * 0.1,
        radius: h * 0.05,
    };
    style::fill_round_rect(img, hole, colour::WHITE, 0.9);
}

/// The locked piece's mark: a hatched ring around the disc and a padlock badge in
/// the square's corner.
fn locked_sprite() -> RgbaImage {
    let mut img = RgbaImage::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let (cx, cy) = (s / 2.0, s / 2.0);
    let inner = PIECE_R + 2.0;
    let outer = s / 2.0 - 1.0;
    let ring = RoundRect::circle(cx, cy, outer);
    style::fill_shape(&mut img, ring.bounds(), LOCK, 0.9, 1.0, |x, y| {
        let d = ((x - cx).powi(2) + (y - cy).powi(2)).sqrt();
        let band = (d - outer).max(inner - d);
        let u = (x + y) * std::f32::consts::FRAC_1_SQRT_2 / 6.0;
        let stripe = (u - u.round()).abs() * 6.0 - 1.5;
        band.max(stripe)
    });
    style::stroke_round_rect(&mut img, ring.grow(-0.5), 1.5, LOCK, 1.0);
    let badge = RoundRect::circle(s - 13.0, 13.0, 11.0);
    style::fill_round_rect(&mut img, badge.grow(1.5), LOCK, 1.0);
    style::fill_round_rect(&mut img, badge, colour::WHITE, 1.0);
    draw_padlock(&mut img, badge.cx, badge.cy, 14.0, LOCK);
    img
}

/// A revealed secret piece's ring, drawn under the disc.
fn secret_ring_sprite() -> RgbaImage {
    let mut img = RgbaImage::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let ring = RoundRect::circle(s / 2.0, s / 2.0, PIECE_R + 4.0);
    style::stroke_round_rect(&mut img, ring, 4.0, SECRET, 1.0);
    style::stroke_round_rect(&mut img, ring.grow(2.5), 1.0, colour::SHADOW, 0.6);
    img
}

/// A revealed secret piece's star badge, drawn over the square's top-left corner.
fn secret_badge_sprite() -> RgbaImage {
    let mut img = RgbaImage::new(26, 26);
    let badge = RoundRect::circle(12.0, 12.0, 10.5);
    style::fill_round_rect(&mut img, badge.grow(1.0), colour::SHADOW, 0.6);
    style::fill_round_rect(&mut img, badge, SECRET, 1.0);
    let star = TextStyle::bold(15.0, colour::WHITE).centred();
    style::draw_text(&mut img, star, badge.cx, star.centre_baseline(badge.cy) + 0.5, "★");
    img
}

/// The tint of a square the last move left or reached.
fn last_move_sprite() -> RgbaImage {
    let mut img = RgbaImage::new(SQ as u32, SQ as u32);
    let square = RoundRect::from_corner(0.0, 0.0, SQ as f32, SQ as f32, 0.0);
    style::fill_round_rect(&mut img, square, colour::LAST_MOVE, 0.5);
    img
}

/// Every sprite, rendered once.
struct Sprites {
    /// `[owner][number]`, one square in size.
    pieces: [[Sprite; 10]; 2],
    /// `[owner]`, a plain disc for the header and the panel.
    chips: [Sprite; 2],
    locked: Sprite,
    secret_ring: Sprite,
    secret_badge: Sprite,
    last_move: Sprite,
}

static SPRITES: LazyLock<Sprites> = LazyLock::new(|| {
    let set = |owner: Seat| std::array::from_fn(|n| piece_sprite(owner, Some(n as u8), SQ).into());
    Sprites {
        pieces: [set(RED), set(BLUE)],
        chips: [
            piece_sprite(RED, None, CHIP).into(),
            piece_sprite(BLUE, None, CHIP).into(),
        ],
        locked: locked_sprite().into(),
        secret_ring: secret_ring_sprite().into(),
        secret_badge: secret_badge_sprite().into(),
        last_move: last_move_sprite().into(),
    }
});

/// The top-left pixel of a square, Red's rank 1 at the bottom.
fn square_origin(square: Square) -> (i32, i32) {
    (
        SQUARES_X + square.file() as i32 * SQ,
        SQUARES_Y + (RANKS - 1 - square.rank()) as i32 * SQ,
    )
}

/// The centre of a square.
fn square_centre(square: Square) -> (f32, f32) {
    let (x, y) = square_origin(square);
    ((x + SQ / 2) as f32, (y + SQ / 2) as f32)
}

/// Whether a square is in a back row (the dark squares).
fn is_back_row(square: Square) -> bool {
    square.rank() == 0 || square.rank() == RANKS - 1
}

/// The parts of the picture that never change: paper, frame, squares, labels and
/// the empty panel.
pub static BACKGROUND: LazyLock<RgbImage> = LazyLock::new(|| {
    let mut img = RgbImage::from_pixel(WIDTH, HEIGHT, colour::PAPER);
    let frame = RoundRect::from_corner(BOARD_X as f32, BOARD_Y as f32, BOARD_W as f32, BOARD_H as f32, 7.0);
    style::fill_shape(&mut img, frame.grow(2.0).bounds(), colour::SHADOW, 0.25, 4.0, |x, y| {
        frame.shift(1.0, 2.0).distance(x, y)
    });
    style::fill_round_rect(&mut img, frame, colour::FRAME, 1.0);
    for square in Square::all() {
        let (x, y) = square_origin(square);
        let c = if is_back_row(square) {
            colour::DARK_SQUARE
        } else {
            colour::LIGHT_SQUARE
        };
        for py in y..y + SQ {
            for px in x..x + SQ {
                img.put_pixel(px as u32, py as u32, c);
            }
        }
    }
    // Thin lines between the squares.
    let grid = Rgb([0xB0, 0x8A, 0x58]);
    for i in 1..FILES as i32 {
        let x = SQUARES_X + i * SQ;
        for py in SQUARES_Y..SQUARES_Y + RANKS as i32 * SQ {
            img.put_pixel(x as u32, py as u32, grid);
        }
    }
    for i in 1..RANKS as i32 {
        let y = SQUARES_Y + i * SQ;
        for px in SQUARES_X..SQUARES_X + FILES as i32 * SQ {
            img.put_pixel(px as u32, y as u32, grid);
        }
    }
    let edge = RoundRect::from_corner(
        SQUARES_X as f32,
        SQUARES_Y as f32,
        (FILES as i32 * SQ) as f32,
        (RANKS as i32 * SQ) as f32,
        0.0,
    );
    style::stroke_round_rect(&mut img, edge.grow(0.5), 1.0, Rgb([0x4A, 0x31, 0x1A]), 1.0);
    let label = TextStyle::bold(15.0, colour::FRAME_TEXT).centred();
    for file in 0..FILES {
        let x = (SQUARES_X + file as i32 * SQ + SQ / 2) as f32;
        let text = style::file_label(file).to_string();
        let below = label.centre_baseline((SQUARES_Y + RANKS as i32 * SQ + FRAME / 2) as f32);
        style::draw_text(&mut img, label, x, below, &text);
        let above = label.centre_baseline((BOARD_Y + FRAME / 2) as f32);
        style::draw_text(&mut img, label, x, above, &text);
    }
    for rank in 0..RANKS {
        let y = (SQUARES_Y + (RANKS - 1 - rank) as i32 * SQ + SQ / 2) as f32;
        let text = style::rank_label(rank);
        style::draw_text(
            &mut img,
            label,
            (BOARD_X + FRAME / 2) as f32,
            label.centre_baseline(y),
            &text,
        );
        let right = (BOARD_X + BOARD_W - FRAME / 2) as f32;
        style::draw_text(&mut img, label, right, label.centre_baseline(y), &text);
    }
    let panel = panel_rect();
    style::fill_round_rect(&mut img, panel, colour::PANEL, 1.0);
    style::stroke_round_rect(&mut img, panel.grow(-0.5), 1.0, colour::PANEL_EDGE, 1.0);
    let title = TextStyle::bold(17.0, colour::INK);
    style::draw_text(
        &mut img,
        title,
        (PANEL_X + 14) as f32,
        (BOARD_Y + 30) as f32,
        "Secret numbers",
    );
    draw_title(&mut img);
    let text = TextStyle::regular(15.0, colour::FADED_INK);
    style::draw_text(&mut img, text, (MARGIN + 2) as f32, FOOTER_BASELINE, LEGEND);
    img
});

/// The footer, in the background: it never changes.
const LEGEND: &str = "Red moves up to rank 6, Blue down to rank 1 · any piece of either colour may be moved";

fn panel_rect() -> RoundRect {
    RoundRect::from_corner(PANEL_X as f32, BOARD_Y as f32, PANEL_W as f32, BOARD_H as f32, 8.0)
}

/// The header: the seat whose colour leads the line, the headline and a note.
fn header_text(view: &View) -> (Option<Seat>, String, String) {
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (
            Some(seat),
            format!("{} wins", seat_name(seat)),
            winning_note(view, seat),
        ),
        (Outcome::Draw, _) => (None, "Draw".to_owned(), String::new()),
        (Outcome::Ongoing, _) if view.phase == Phase::Secrets => {
            (None, "Waiting for secret picks".to_owned(), picks_note(view, "✓", "…"))
        }
        (Outcome::Ongoing, Some(seat)) => {
            let note = match view.locked {
                Some(square) => format!("not the piece on {square}"),
                None => "any piece".to_owned(),
            };
            (Some(seat), format!("{} to move", seat_name(seat)), note)
        }
        (Outcome::Ongoing, None) => (None, "Game over".to_owned(), String::new()),
    }
}

/// How the winner won, when their secret piece stands in its goal row.
fn winning_note(view: &View, seat: Seat) -> String {
    let goal = if seat == RED { RANKS - 1 } else { 0 };
    let number = revealed(view)[seat.index().min(1)];
    match view
        .board
        .iter()
        .find(|p| p.owner == seat && Some(p.number) == number && p.square.rank() == goal)
    {
        Some(p) => format!("secret {} reached {}", p.number, p.square),
        None => String::new(),
    }
}

/// "Red ✓, Blue …": who has picked, never what.
fn picks_note(view: &View, done: &str, waiting: &str) -> String {
    let mark = |seat: Seat| if view.picked[seat.index()] { done } else { waiting };
    format!("{} {}, {} {}", seat_name(RED), mark(RED), seat_name(BLUE), mark(BLUE))
}

/// The secret numbers the picture may show: only once the game is over, so that a
/// seat's own view drawn by mistake still shows no secret.
fn revealed(view: &View) -> [Option<u8>; 2] {
    if view.outcome.is_over() {
        view.secrets
    } else {
        [None, None]
    }
}

/// A PNG picture of the view: board, pieces, the last move's path, the locked
/// piece, the secret picks (who has picked, never a number before the end) and,
/// after the game, the two secret pieces. [`WIDTH`] × [`HEIGHT`] pixels; the same
/// view always gives the same bytes.
pub fn picture(view: &View) -> Vec<u8> {
    palette().picture(|img| draw(img, view))
}

/// The palette the pictures are encoded with, learned for [`BACKGROUND`].
pub fn palette() -> &'static style::FixedPalette {
    &PALETTE
}

/// The pictures' palette, learned from positions unlike the benchmarked one.
static PALETTE: LazyLock<style::FixedPalette> = LazyLock::new(|| {
    let mut early = samples::trespass_start(Some(2), Some(5));
    samples::trespass_play(&mut early, 12, 101);
    let samples = [samples::trespass_secrets(), early, samples::trespass_game_over()];
    style::FixedPalette::learn(&BACKGROUND, &samples.map(|g| canvas(&g.view())), &colour::ALL)
});

/// The picture of the view as pixels, before encoding.
pub fn canvas(view: &View) -> RgbImage {
    Canvas::draw(&BACKGROUND, |img| draw(img, view))
}

/// Draws the view on `img`, a canvas holding [`BACKGROUND`].
pub fn draw(img: &mut Canvas, view: &View) {
    let sprites = &*SPRITES;

    if let Some(last) = &view.last_move {
        for square in [last.from, last.to] {
            let (x, y) = square_origin(square);
            style::blit(img, &sprites.last_move, x, y);
        }
        draw_path(img, last);
    }
    let secrets = revealed(view);
    for piece in &view.board {
        let (x, y) = square_origin(piece.square);
        let o = piece.owner.index().min(1);
        let secret = secrets[o] == Some(piece.number);
        if secret {
            style::blit(img, &sprites.secret_ring, x, y);
        }
        style::blit(img, &sprites.pieces[o][piece.number.min(9) as usize], x, y);
        if secret {
            style::blit(img, &sprites.secret_badge, x, y);
        }
    }
    if let Some(square) = view.locked {
        let (x, y) = square_origin(square);
        style::blit(img, &sprites.locked, x, y);
    }
    if let Some(last) = &view.last_move {
        let (tip, from) = arrow_tip(last, view.locked == Some(last.to));
        style::fill_arrowhead(img, from, tip, 13.0, PATH);
    }

    draw_header(img, view);
    draw_panel(img, view);
}

/// The last move's path: a line from the square it left through every square it
/// stopped on (slides straight, jumps as arcs around the jumped piece), a ring
/// where it started and a dot at each stop.
fn draw_path(img: &mut Canvas, last: &LastMove) {
    let squares = path_squares(last);
    let points = path_points(&squares);
    style::stroke_polyline(img, &points, 8.0, colour::SHADOW, 0.25);
    style::stroke_polyline(img, &points, 5.0, PATH, 1.0);
    let start = square_centre(squares[0]);
    style::stroke_round_rect(img, RoundRect::circle(start.0, start.1, 9.0), 4.0, PATH, 1.0);
    for &square in &squares[1..squares.len() - 1] {
        let (x, y) = square_centre(square);
        style::fill_round_rect(img, RoundRect::circle(x, y, 6.5), PATH, 1.0);
        style::fill_round_rect(img, RoundRect::circle(x, y, 2.5), colour::SPOT, 1.0);
    }
}

/// The path's squares, `from` first and `to` last, even if the view's path is empty.
fn path_squares(last: &LastMove) -> Vec<Square> {
    let mut squares = last.path.clone();
    if squares.first() != Some(&last.from) {
        squares.insert(0, last.from);
    }
    if squares.last() != Some(&last.to) {
        squares.push(last.to);
    }
    squares
}

/// The pixels of the path through `squares`: a straight step for a slide, and for
/// a jump (two squares apart) a curve that bulges to one side, toward the middle
/// of the board, so that the jumped piece does not hide it.
fn path_points(squares: &[Square]) -> Vec<(f32, f32)> {
    let mut points = vec![square_centre(squares[0])];
    for pair in squares.windows(2) {
        let (a, b) = (square_centre(pair[0]), square_centre(pair[1]));
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        if dx.abs().max(dy.abs()) <= SQ as f32 * 1.5 {
            points.push(b);
            continue;
        }
        // Quadratic Bézier with its control point beside the jumped square: the
        // curve's apex passes 0.5 of a square from the jumped piece's centre.
        let len = (dx * dx + dy * dy).sqrt();
        let (mut nx, mut ny) = (-dy / len, dx / len);
        let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        let centre = (
            (SQUARES_X + FILES as i32 * SQ / 2) as f32,
            (SQUARES_Y + RANKS as i32 * SQ / 2) as f32,
        );
        if nx * (centre.0 - mid.0) + ny * (centre.1 - mid.1) < 0.0 {
            (nx, ny) = (-nx, -ny);
        }
        let bulge = SQ as f32;
        let c = (mid.0 + nx * bulge, mid.1 + ny * bulge);
        for i in 1..=16 {
            let t = i as f32 / 16.0;
            let u = 1.0 - t;
            points.push((
                u * u * a.0 + 2.0 * u * t * c.0 + t * t * b.0,
                u * u * a.1 + 2.0 * u * t * c.1 + t * t * b.1,
            ));
        }
    }
    points
}

/// The arrowhead at the end of the path, just outside the piece that moved (and
/// outside the locked ring, which is usually on it): its tip and a point behind it.
fn arrow_tip(last: &LastMove, locked: bool) -> ((f32, f32), (f32, f32)) {
    let points = path_points(&path_squares(last));
    let end = square_centre(last.to);
    let clear = if locked { SQ as f32 / 2.0 + 1.0 } else { PIECE_R + 3.0 };
    // The first point from the end that lies outside the clear circle, then the
    // point where the line crosses it.
    let outside = points
        .iter()
        .rev()
        .find(|p| ((p.0 - end.0).powi(2) + (p.1 - end.1).powi(2)).sqrt() > clear + 8.0)
        .copied()
        .unwrap_or(points[0]);
    let (dx, dy) = (end.0 - outside.0, end.1 - outside.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let tip = (end.0 - dx / len * clear, end.1 - dy / len * clear);
    (tip, outside)
}

fn draw_header(img: &mut Canvas, view: &View) {
    let (seat, headline, note) = header_text(view);
    let big = TextStyle::bold(24.0, colour::INK);
    let baseline = big.centre_baseline((MARGIN + HEADER / 2) as f32) - 2.0;
    let mut x = MARGIN as f32;
    if let Some(seat) = seat {
        style::blit(
            img,
            &SPRITES.chips[seat.index().min(1)],
            MARGIN,
            MARGIN + HEADER / 2 - CHIP / 2 - 3,
        );
        x += CHIP as f32 + 8.0;
    }
    let end = style::draw_text(img, big, x, baseline, &headline);
    if !note.is_empty() {
        let small = TextStyle::regular(16.0, colour::FADED_INK);
        style::draw_text(img, small, end + 10.0, baseline, &format!("— {note}"));
    }
}

/// The game's name at the right of the header line, in the background: it
/// never changes.
fn draw_title(img: &mut RgbImage) {
    let baseline = TextStyle::bold(24.0, colour::INK).centre_baseline((MARGIN + HEADER / 2) as f32) - 2.0;
    let title = TextStyle::bold(16.0, colour::FADED_INK).right();
    style::draw_text(img, title, (WIDTH as i32 - MARGIN) as f32, baseline, "TRESPASS");
}

/// The panel: the secret picks, the locked piece and the last move.
fn draw_panel(img: &mut Canvas, view: &View) {
    let left = (PANEL_X + 14) as f32;
    let width = (PANEL_W - 28) as f32;
    let title = TextStyle::bold(17.0, colour::INK);
    let body = TextStyle::regular(16.0, colour::INK);
    let faded = TextStyle::regular(15.0, colour::FADED_INK);
    let mut y = (BOARD_Y + 30) as f32;

    // Secret numbers (the title is in the background): who has picked, and the
    // numbers only once the game is over.
    y += 10.0;
    let secrets = revealed(view);
    for seat in [RED, BLUE] {
        let o = seat.index();
        style::blit(img, &SPRITES.chips[o], left as i32 - 2, y as i32 + 2);
        let text = if view.outcome.is_over() {
            match secrets[o] {
                Some(n) => format!("{}: {n}", seat_name(seat)),
                None => format!("{}: never picked", seat_name(seat)),
            }
        } else if view.picked[o] {
            format!("{} ✓ picked", seat_name(seat))
        } else {
            format!("{} … picking", seat_name(seat))
        };
        let end = style::draw_text(img, body, left + CHIP as f32 + 6.0, y + 20.0, &text);
        if view.outcome.is_over() && secrets[o].is_some() {
            let star = TextStyle::bold(15.0, SECRET);
            style::draw_text(img, star, end + 6.0, y + 20.0, "★");
        }
        y += 32.0;
    }
    let note = match view.phase {
        _ if view.outcome.is_over() => "",
        Phase::Secrets => {
            "Each player picks one of their own numbers in private (/secret). Play starts when both have picked."
        }
        Phase::Play => "Hidden until the game ends.",
    };
    if !note.is_empty() {
        for line in style::wrap(faded, note, width) {
            style::draw_text(img, faded, left, y + 12.0, &line);
            y += 18.0;
        }
    }
    y += 26.0;

    // The locked piece.
    if view.phase == Phase::Play && !view.outcome.is_over() {
        style::draw_text(img, title, left, y, "Locked");
        y += 10.0;
        draw_padlock(img, left + 10.0, y + 13.0, 20.0, LOCK);
        let text = match view.locked {
            Some(square) => format!("{square} may not move"),
            None => "nothing this turn".to_owned(),
        };
        style::draw_text(img, body, left + CHIP as f32 + 6.0, y + 19.0, &text);
        y += 32.0;
        if let (Some(square), Some(mover)) = (view.locked, view.to_act) {
            let note = format!("{} just moved the piece on {square}.", seat_name(mover.opponent()));
            for line in style::wrap(faded, &note, width) {
                style::draw_text(img, faded, left, y + 8.0, &line);
                y += 18.0;
            }
        }
        y += 26.0;
    }

    // The last move and its path.
    if let Some(last) = &view.last_move {
        style::draw_text(img, title, left, y, "Last move");
        y += 24.0;
        let text = format!("{} {}", seat_name(last.seat), last.notation());
        style::draw_text(img, body, left, y, &text);
        y += 20.0;
        let path: Vec<String> = path_squares(last).iter().map(ToString::to_string).collect();
        for line in style::wrap(faded, &format!("via {}", path.join(" › ")), width) {
            style::draw_text(img, faded, left, y, &line);
            y += 18.0;
        }
    }

    // What the marks mean, at the bottom of the panel.
    let mut y = (BOARD_Y + BOARD_H - 16) as f32;
    let notes = ["Dark rows: the back rows", "Notch: the way it moves"];
    for note in notes.iter().rev() {
        style::draw_text(img, faded, left, y, note);
        y -= 19.0;
    }
}

/// A plain-ASCII diagram of the view for terminals: rank 6 at the top, one cell
/// per square (`R7` a Red 7, `B3` a Blue 3, `..` empty; `*` after the locked
/// piece, `!` after a revealed secret piece once the game is over), then the turn
/// or phase, the picks (never a number before the end), the locked piece and the
/// last move.
pub fn diagram(view: &View) -> String {
    let mut cells = [[None::<ViewPiece>; FILES as usize]; RANKS as usize];
    for piece in &view.board {
        cells[piece.square.rank() as usize][piece.square.file() as usize] = Some(*piece);
    }
    let secrets = revealed(view);
    let files: String = (0..FILES).map(|f| format!(" {}  ", style::file_label(f))).collect();
    let mut out = String::new();
    let (_, headline, note) = header_text(view);
    if note.is_empty() {
        let _ = writeln!(out, "Trespass - {headline}");
    } else {
        let _ = writeln!(out, "Trespass - {headline} ({})", picks_or_note(view, &note));
    }
    let _ = writeln!(out, "   {}", files.trim_end());
    for rank in (0..RANKS).rev() {
        let row: Vec<String> = (0..FILES)
            .map(|file| match cells[rank as usize][file as usize] {
                None => "..".to_owned(),
                Some(p) => {
                    let letter = if p.owner == RED { 'R' } else { 'B' };
                    let mark = if view.locked == Some(p.square) {
                        "*"
                    } else if secrets[p.owner.index().min(1)] == Some(p.number) {
                        "!"
                    } else {
                        ""
                    };
                    format!("{letter}{}{mark}", p.number)
                }
            })
            .map(|cell| format!("{cell:<3}"))
            .collect();
        let label = style::rank_label(rank);
        let _ = writeln!(out, "{label}  {} {label}", row.join(" "));
    }
    let _ = writeln!(out, "   {}", files.trim_end());
    let _ = writeln!(out, "Red moves up to rank 6, Blue down to rank 1.");
    if view.outcome.is_over() {
        let shown = |seat: Seat| match secrets[seat.index()] {
            Some(n) => format!("{} {n}", seat_name(seat)),
            None => format!("{} never picked", seat_name(seat)),
        };
        let _ = writeln!(out, "Secret numbers: {}, {} (marked !)", shown(RED), shown(BLUE));
    } else {
        let _ = writeln!(out, "Secret picks: {}", picks_note(view, "picked", "waiting"));
    }
    if let Some(square) = view.locked {
        let _ = writeln!(out, "Locked: {square} (marked *)");
    }
    if let Some(last) = &view.last_move {
        let path: Vec<String> = path_squares(last).iter().map(ToString::to_string).collect();
        let _ = writeln!(
            out,
            "Last: {} {} via {}",
            seat_name(last.seat),
            last.notation(),
            path.join(" ")
        );
    }
    out
}

/// The header note in ASCII for the diagram.
fn picks_or_note(view: &View, note: &str) -> String {
    if view.phase == Phase::Secrets {
        picks_note(view, "picked", "waiting")
    } else {
        note.to_owned()
    }
}
