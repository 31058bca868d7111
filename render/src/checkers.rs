//! Checkers: the picture and the text diagram of a [`View`] (rulings,
//! `shared/rules/checkers.md`).
//!
//! Layout, 616 × 706 px: a header line (whose turn and whether a capture is
//! compulsory, or the result), the 8 × 8 board in a wooden frame with Black's side
//! (squares 1–4) at the top and White's (29–32) at the bottom, as in the usual
//! diagram, and two footer lines: the last move, and the draw counters.
//!
//! On the board: each dark square's number small in its top-left corner; men as
//! discs with a groove, kings with a gold crown; the last move's squares tinted, its
//! path drawn from the square it left through every landing square, and a red cross
//! on each square it captured on; an orange ring round every piece of the player to
//! move that can capture (one of them must).
//!
//! The frame, squares and numbers are drawn once ([`BACKGROUND`]); pieces and marks
//! are pre-rendered sprites composited onto it (on a working
//! canvas for the pictures, see [`style::Canvas`]).

use crate::samples;
use crate::style::{self, colour, Canvas, RoundRect, Sprite, TextStyle};
use image::{Rgb, RgbImage, RgbaImage};
use parlor_games::checkers::{seat_name, LastMove, Square, View};
use parlor_games::{Outcome, Seat};
use std::fmt::Write as _;
use std::sync::LazyLock;

/// Picture width in pixels.
pub const WIDTH: u32 = 616;
/// Picture height in pixels.
pub const HEIGHT: u32 = 706;

const MARGIN: i32 = 14;
const HEADER: i32 = 44;
/// One square's side.
const SQ: i32 = 68;
/// The frame around the squares, where the sides are named.
const FRAME: i32 = 22;
const BOARD_X: i32 = MARGIN;
const BOARD_Y: i32 = MARGIN + HEADER;
const BOARD_OUTER: i32 = 8 * SQ + 2 * FRAME;
const SQUARES_X: i32 = BOARD_X + FRAME;
const SQUARES_Y: i32 = BOARD_Y + FRAME;
const FOOTER_Y: i32 = BOARD_Y + BOARD_OUTER;
/// The radius of a piece on the board.
const PIECE_R: f32 = SQ as f32 * 0.38;
/// The small discs in the header.
const CHIP: i32 = 26;

const BLACK: Seat = Seat::FIRST;

/// The dark (playing) squares: a deeper wood than the shared palette's, so that
/// both colours of piece stand out on them.
const PLAY_SQUARE: Rgb<u8> = Rgb([0x8E, 0x5E, 0x34]);
/// Square numbers on the dark squares.
const NUMBER: Rgb<u8> = Rgb([0xE9, 0xD3, 0xA6]);
/// Black's and White's pieces: face, edge (the disc's thickness), groove.
const FACES: [Rgb<u8>; 2] = [Rgb([0x2B, 0x27, 0x24]), Rgb([0xF4, 0xEC, 0xDC])];
const EDGES: [Rgb<u8>; 2] = [Rgb([0x0D, 0x0B, 0x0A]), Rgb([0xA8, 0x97, 0x7C])];
const GROOVES: [Rgb<u8>; 2] = [Rgb([0x55, 0x4E, 0x48]), Rgb([0xC9, 0xBA, 0xA0])];
/// The kings' crowns.
const CROWN: Rgb<u8> = Rgb([0xE3, 0xA8, 0x1B]);
const CROWN_EDGE: Rgb<u8> = Rgb([0x7A, 0x52, 0x08]);
/// The last move's path.
const PATH: Rgb<u8> = Rgb([0xF2, 0xC9, 0x4C]);

/// A piece in a transparent sprite `cell` pixels square: a disc with a groove,
/// and for a king a gold crown on its face.
fn piece_sprite(owner: Seat, king: bool, cell: i32) -> RgbaImage {
    let mut img = RgbaImage::new(cell as u32, cell as u32);
    let s = cell as f32;
    let r = if cell == SQ { PIECE_R } else { s * 0.42 };
    let o = owner.index().min(1);
    let thick = (r * 0.14).max(1.5);
    let face = RoundRect::circle(s / 2.0, s / 2.0 - thick / 2.0, r);
    let body = face.shift(0.0, thick);
    let shadow = body.shift(r * 0.05, r * 0.1);
    style::fill_shape(
        &mut img,
        shadow.grow(1.0).bounds(),
        colour::SHADOW,
        0.4,
        r * 0.12,
        |x, y| shadow.distance(x, y),
    );
    style::fill_round_rect(&mut img, body, EDGES[o], 1.0);
    style::fill_round_rect(&mut img, face, FACES[o], 1.0);
    style::stroke_round_rect(&mut img, face.grow(-0.5), 1.0, EDGES[o], 0.8);
    style::stroke_round_rect(&mut img, face.grow(-r * 0.2), (r * 0.06).max(1.0), GROOVES[o], 1.0);
    if king {
        draw_crown(&mut img, face.cx, face.cy + r * 0.04, r * 0.95);
    }
    img
}

/// A crown `w` pixels wide centred on (`cx`, `cy`): a band with three points, each
/// tipped with a ball, outlined in dark gold.
fn draw_crown(img: &mut impl style::Surface, cx: f32, cy: f32, w: f32) {
    let h = w * 0.78;
    let top = cy - h / 2.0;
    let band_top = cy + h * 0.12;
    let band = RoundRect::from_corner(cx - w / 2.0, band_top, w, h * 0.3, h * 0.05);
    let points = [
        [
            (cx - w / 2.0, band_top + 1.0),
            (cx - w / 2.0, top + h * 0.12),
            (cx - w * 0.12, band_top + 1.0),
        ],
        [
            (cx - w * 0.24, band_top + 1.0),
            (cx, top),
            (cx + w * 0.24, band_top + 1.0),
        ],
        [
            (cx + w * 0.12, band_top + 1.0),
            (cx + w / 2.0, top + h * 0.12),
            (cx + w / 2.0, band_top + 1.0),
        ],
    ];
    let balls = [
        (cx - w / 2.0, top + h * 0.12),
        (cx, top),
        (cx + w / 2.0, top + h * 0.12),
    ];
    // The outline: everything once in dark gold, grown by about a pixel.
    let outline = 1.4;
    style::fill_round_rect(img, band.grow(outline), CROWN_EDGE, 1.0);
    for [a, b, c] in points {
        let grow = |p: (f32, f32)| (p.0 + (p.0 - cx).signum() * outline * 0.5, p.1);
        style::fill_triangle(img, grow(a), (b.0, b.1 - outline * 1.5), grow(c), CROWN_EDGE);
    }
    for (x, y) in balls {
        style::fill_round_rect(img, RoundRect::circle(x, y, w * 0.09 + outline), CROWN_EDGE, 1.0);
    }
    style::fill_round_rect(img, band, CROWN, 1.0);
    for [a, b, c] in points {
        style::fill_triangle(img, a, b, c, CROWN);
    }
    for (x, y) in balls {
        style::fill_round_rect(img, RoundRect::circle(x, y, w * 0.09), CROWN, 1.0);
    }
    // Three jewels on the band.
    for dx in [-0.28, 0.0, 0.28] {
        style::fill_round_rect(img, RoundRect::circle(cx + w * dx, band.cy, h * 0.06), CROWN_EDGE, 1.0);
    }
}

/// The ring round a piece that can capture: capturing is compulsory.
fn must_capture_sprite() -> RgbaImage {
    let mut img = RgbaImage::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let ring = RoundRect::circle(s / 2.0, s / 2.0, PIECE_R + 5.0);
    style::stroke_round_rect(&mut img, ring.grow(1.0), 7.0, colour::SHADOW, 0.35);
    style::stroke_round_rect(&mut img, ring, 4.5, colour::DANGER, 1.0);
    img
}

/// The tint of a square the last move left or reached.
fn last_move_sprite() -> RgbaImage {
    let mut img = RgbaImage::new(SQ as u32, SQ as u32);
    let square = RoundRect::from_corner(0.0, 0.0, SQ as f32, SQ as f32, 0.0);
    style::fill_round_rect(&mut img, square, colour::LAST_MOVE, 0.45);
    img
}

/// A red cross on a square where the last move captured a piece.
fn taken_sprite() -> RgbaImage {
    let mut img = RgbaImage::new(SQ as u32, SQ as u32);
    let (c, d) = (SQ as f32 / 2.0, SQ as f32 * 0.2);
    for (a, b) in [((c - d, c - d), (c + d, c + d)), ((c - d, c + d), (c + d, c - d))] {
        style::stroke_polyline(&mut img, &[a, b], 8.0, colour::SHADOW, 0.3);
        style::stroke_polyline(&mut img, &[a, b], 5.5, colour::CAPTURE, 1.0);
    }
    img
}

/// Every sprite, rendered once.
struct Sprites {
    /// `[owner][king]`, one square in size.
    pieces: [[Sprite; 2]; 2],
    /// `[owner]`, a plain disc for the header.
    chips: [Sprite; 2],
    must_capture: Sprite,
    last_move: Sprite,
    taken: Sprite,
}

static SPRITES: LazyLock<Sprites> = LazyLock::new(|| {
    let set = |owner: Seat| {
        [
            piece_sprite(owner, false, SQ).into(),
            piece_sprite(owner, true, SQ).into(),
        ]
    };
    Sprites {
        pieces: [set(Seat::FIRST), set(Seat::SECOND)],
        chips: [
            piece_sprite(Seat::FIRST, false, CHIP).into(),
            piece_sprite(Seat::SECOND, false, CHIP).into(),
        ],
        must_capture: must_capture_sprite().into(),
        last_move: last_move_sprite().into(),
        taken: taken_sprite().into(),
    }
});

/// The top-left pixel of the square at `row` and `column` of the diagram.
fn cell_origin(row: u8, column: u8) -> (i32, i32) {
    (SQUARES_X + column as i32 * SQ, SQUARES_Y + row as i32 * SQ)
}

/// The top-left pixel of a square: square 1 on the top row, 32 on the bottom.
fn square_origin(square: Square) -> (i32, i32) {
    cell_origin(square.row(), square.column())
}

/// The centre of a square.
fn square_centre(square: Square) -> (f32, f32) {
    let (x, y) = square_origin(square);
    ((x + SQ / 2) as f32, (y + SQ / 2) as f32)
}

/// The parts of the picture that never change: paper, frame, squares, the square
/// numbers and the names of the sides on the frame.
pub static BACKGROUND: LazyLock<RgbImage> = LazyLock::new(|| {
    let mut img = RgbImage::from_pixel(WIDTH, HEIGHT, colour::PAPER);
    let frame = RoundRect::from_corner(
        BOARD_X as f32,
        BOARD_Y as f32,
        BOARD_OUTER as f32,
        BOARD_OUTER as f32,
        7.0,
    );
    style::fill_shape(&mut img, frame.grow(2.0).bounds(), colour::SHADOW, 0.25, 4.0, |x, y| {
        frame.shift(1.0, 2.0).distance(x, y)
    });
    style::fill_round_rect(&mut img, frame, colour::FRAME, 1.0);
    for row in 0..8u8 {
        for column in 0..8u8 {
            let (x, y) = cell_origin(row, column);
            let c = if (row + column) % 2 == 1 {
                PLAY_SQUARE
            } else {
                colour::LIGHT_SQUARE
            };
            for py in y..y + SQ {
                for px in x..x + SQ {
                    img.put_pixel(px as u32, py as u32, c);
                }
            }
        }
    }
    let edge = RoundRect::from_corner(
        SQUARES_X as f32,
        SQUARES_Y as f32,
        (8 * SQ) as f32,
        (8 * SQ) as f32,
        0.0,
    );
    style::stroke_round_rect(&mut img, edge.grow(0.5), 1.0, Rgb([0x4A, 0x31, 0x1A]), 1.0);
    for square in Square::all() {
        draw_number(&mut img, square);
    }
    let label = TextStyle::bold(13.0, colour::FRAME_TEXT).centred();
    let centre = (SQUARES_X + 4 * SQ) as f32;
    let top = label.centre_baseline((BOARD_Y + FRAME / 2) as f32);
    style::draw_text(&mut img, label, centre, top, "BLACK  ·  1–12  ·  moves down");
    let bottom = label.centre_baseline((SQUARES_Y + 8 * SQ + FRAME / 2) as f32);
    style::draw_text(&mut img, label, centre, bottom, "WHITE  ·  21–32  ·  moves up");
    draw_title(&mut img);
    img
});

/// A square's number, small in its top-left corner.
fn draw_number(img: &mut impl style::Surface, square: Square) {
    let (x, y) = square_origin(square);
    let number = TextStyle::bold(11.0, NUMBER);
    style::draw_text(img, number, (x + 4) as f32, (y + 13) as f32, &square.to_string());
}

/// The header: the seat whose colour leads the line, the headline and a note.
fn header_text(view: &View) -> (Option<Seat>, String, String) {
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (Some(seat), format!("{} wins", seat_name(seat)), ending_note(view, seat)),
        (Outcome::Draw, _) => (None, "Draw".to_owned(), draw_note(view)),
        (Outcome::Ongoing, Some(seat)) => {
            let note = match view.must_capture.as_slice() {
                [] => String::new(),
                [one] => format!("must capture with {one}"),
                several => format!("must capture: {}", join(several)),
            };
            (Some(seat), format!("{} to move", seat_name(seat)), note)
        }
        (Outcome::Ongoing, None) => (None, "Game over".to_owned(), String::new()),
    }
}

/// Why the winner won, as far as the view tells: the loser is to move and has no
/// piece or no move, or else resigned.
fn ending_note(view: &View, winner: Seat) -> String {
    let loser = winner.opponent();
    if view.to_move != loser {
        return format!("{} resigned", seat_name(loser));
    }
    if !view.board.iter().any(|p| p.owner == loser) {
        format!("{} has no pieces left", seat_name(loser))
    } else if view.last_move.as_ref().is_some_and(|m| m.seat == winner) {
        format!("{} cannot move", seat_name(loser))
    } else {
        format!("{} resigned", seat_name(loser))
    }
}

/// Why the game was drawn, as far as the view tells.
fn draw_note(view: &View) -> String {
    if view.repetitions >= 3 {
        "threefold repetition".to_owned()
    } else if view.quiet_plies >= view.quiet_plies_for_draw {
        "40 moves each without a capture or a man moving".to_owned()
    } else {
        "agreed".to_owned()
    }
}

/// "once", "twice", "3 times".
fn times(n: u32) -> String {
    match n {
        1 => "once".to_owned(),
        2 => "twice".to_owned(),
        n => format!("{n} times"),
    }
}

fn join(squares: &[Square]) -> String {
    squares.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
}

/// A PNG picture of the view: board, pieces, the last move with its path and
/// captures, and the pieces that must capture. [`WIDTH`] × [`HEIGHT`] pixels; the
/// same view always gives the same bytes.
pub fn picture(view: &View) -> Vec<u8> {
    palette().picture(|img| draw(img, view))
}

/// The palette the pictures are encoded with, learned for [`BACKGROUND`].
pub fn palette() -> &'static style::FixedPalette {
    &PALETTE
}

/// The pictures' palette, learned from seeded games other than the benchmarked one.
static PALETTE: LazyLock<style::FixedPalette> = LazyLock::new(|| {
    let samples = [
        samples::checkers_game(101, 12),
        samples::checkers_game(102, 25),
        samples::checkers_game(103, 35),
        samples::checkers_game(104, 45),
        samples::checkers_game(105, 60),
        samples::checkers_game_over(),
    ];
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
        for square in [last.path[0], *last.path.last().unwrap_or(&last.path[0])] {
            let (x, y) = square_origin(square);
            style::blit(img, &sprites.last_move, x, y);
        }
        draw_path(img, last);
        for &square in &last.taken {
            let (x, y) = square_origin(square);
            style::blit(img, &sprites.taken, x, y);
        }
    }
    for piece in &view.board {
        let (x, y) = square_origin(piece.square);
        let sprite = &sprites.pieces[piece.owner.index().min(1)][usize::from(piece.king)];
        style::blit(img, sprite, x, y);
    }
    for &square in &view.must_capture {
        let (x, y) = square_origin(square);
        style::blit(img, &sprites.must_capture, x, y);
        // The ring crosses the corner: the square's number goes back on top.
        draw_number(img, square);
    }
    draw_header(img, view);
    draw_footer(img, view);
}

/// The last move's path: a line from the centre of the square it left through
/// every landing square, a ring where it started and a dot at each stop between.
fn draw_path(img: &mut Canvas, last: &LastMove) {
    let points: Vec<(f32, f32)> = last.path.iter().map(|&s| square_centre(s)).collect();
    style::stroke_polyline(img, &points, 9.0, colour::SHADOW, 0.3);
    style::stroke_polyline(img, &points, 6.0, PATH, 1.0);
    let start = points[0];
    style::stroke_round_rect(img, RoundRect::circle(start.0, start.1, 10.0), 4.5, PATH, 1.0);
    for &(x, y) in &points[1..points.len().saturating_sub(1)] {
        style::fill_round_rect(img, RoundRect::circle(x, y, 8.0), PATH, 1.0);
        style::fill_round_rect(img, RoundRect::circle(x, y, 3.0), colour::FRAME, 1.0);
    }
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
        let colour = if view.must_capture.is_empty() {
            colour::FADED_INK
        } else {
            colour::DANGER
        };
        let small = if view.outcome.is_over() {
            small
        } else {
            TextStyle::bold(16.0, colour)
        };
        style::draw_text(img, small, end + 10.0, baseline, &format!("— {note}"));
    }
}

/// The game's name at the right of the header line, in the background: it
/// never changes.
fn draw_title(img: &mut RgbImage) {
    let baseline = TextStyle::bold(24.0, colour::INK).centre_baseline((MARGIN + HEADER / 2) as f32) - 2.0;
    let title = TextStyle::bold(16.0, colour::FADED_INK).right();
    style::draw_text(img, title, (WIDTH as i32 - MARGIN) as f32, baseline, "CHECKERS");
}

/// The footer: the last move, then the draw counters.
fn draw_footer(img: &mut Canvas, view: &View) {
    let body = TextStyle::regular(16.0, colour::INK);
    let faded = TextStyle::regular(14.0, colour::FADED_INK);
    let left = (MARGIN + 2) as f32;
    let first = (FOOTER_Y + 24) as f32;
    let text = match &view.last_move {
        Some(last) => format!("Last move: {}", last_move_text(last)),
        None => "No move yet: Black moves first.".to_owned(),
    };
    style::draw_text(img, body, left, first, &text);
    let mut counters = format!(
        "No capture or man moved for {} of {} moves",
        view.quiet_plies, view.quiet_plies_for_draw
    );
    if view.repetitions > 1 {
        let _ = write!(counters, " · position seen {} (a draw at 3)", times(view.repetitions));
    }
    style::draw_text(img, faded, left, first + 21.0, &counters);
    if !view.must_capture.is_empty() {
        let right = (WIDTH as i32 - MARGIN) as f32;
        style::draw_text(img, faded.right(), right, first + 21.0, "orange ring: must capture");
    }
}

/// "Black 15x24x31, took 19 and 27, crowned".
fn last_move_text(last: &LastMove) -> String {
    let mut text = format!("{} {}", seat_name(last.seat), last.notation());
    if !last.taken.is_empty() {
        let _ = write!(text, ", took {}", join(&last.taken));
    }
    if last.crowned {
        text.push_str(", crowned king");
    }
    text
}

/// A plain-ASCII diagram of the view for terminals, square 1 at the top: each
/// dark square shows its number when empty, `b`/`w` for a man and `B`/`W` for a
/// king, with `!` after a piece that must capture and `*` after the piece that
/// last moved; then the turn, the last move and the draw counters.
pub fn diagram(view: &View) -> String {
    let mut cells = [[None; 8]; 8];
    for piece in &view.board {
        cells[piece.square.row() as usize][piece.square.column() as usize] = Some(*piece);
    }
    let moved = view.last_move.as_ref().and_then(|m| m.path.last().copied());
    let mut out = String::new();
    let (_, headline, note) = header_text(view);
    if note.is_empty() {
        let _ = writeln!(out, "Checkers - {headline}");
    } else {
        let _ = writeln!(out, "Checkers - {headline} ({note})");
    }
    let rule = format!("+{}+", "-".repeat(8 * 4));
    let _ = writeln!(out, "{rule}  Black (b) moves down");
    for row in 0..8u8 {
        let mut line = String::from("|");
        for column in 0..8u8 {
            let Some(square) = Square::at(row, column) else {
                line.push_str("    ");
                continue;
            };
            match cells[row as usize][column as usize] {
                None => {
                    let _ = write!(line, "{:>3} ", square.number());
                }
                Some(p) => {
                    let letter = match (p.owner == BLACK, p.king) {
                        (true, false) => 'b',
                        (true, true) => 'B',
                        (false, false) => 'w',
                        (false, true) => 'W',
                    };
                    let mark = if view.must_capture.contains(&square) {
                        '!'
                    } else if moved == Some(square) {
                        '*'
                    } else {
                        ' '
                    };
                    let _ = write!(line, "  {letter}{mark}");
                }
            }
        }
        line.push('|');
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(out, "{rule}  White (w) moves up; capitals are kings");
    if let Some(last) = &view.last_move {
        let _ = writeln!(out, "Last: {} (marked *)", last_move_text(last));
    }
    if !view.must_capture.is_empty() {
        let _ = writeln!(out, "Must capture (marked !): {}", join(&view.must_capture));
    }
    let _ = writeln!(
        out,
        "No capture or man moved for {} of {} moves (then a draw); this position seen {} (a third time draws)",
        view.quiet_plies,
        view.quiet_plies_for_draw,
        times(view.repetitions)
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlor_games::checkers::Checkers;
    use parlor_games::{Rng, SeededRng};

    /// A game after `plies` seeded random moves.
    fn played(seed: u64, plies: usize) -> Checkers {
        let mut rng = SeededRng::new(seed);
        let mut game = Checkers::start();
        for _ in 0..plies {
            let Some(seat) = game.to_act() else { break };
            let actions = game.legal_actions(seat);
            let pick = rng.below(actions.len() as u32) as usize;
            game.apply(seat, &actions[pick]).unwrap();
        }
        game
    }

    /// The first position of a seeded random game with a king on the board, a
    /// multiple capture just made and a capture to make.
    fn sample() -> Checkers {
        for seed in 0.. {
            let mut rng = SeededRng::new(seed);
            let mut game = Checkers::start();
            while let Some(seat) = game.to_act() {
                let view = game.view();
                let double = view.last_move.as_ref().is_some_and(|m| m.taken.len() >= 2);
                if double && !view.must_capture.is_empty() && view.board.iter().any(|p| p.king) {
                    return game;
                }
                let actions = game.legal_actions(seat);
                let pick = rng.below(actions.len() as u32) as usize;
                game.apply(seat, &actions[pick]).unwrap();
            }
        }
        unreachable!("some seed gives a sample")
    }

    #[test]
    fn the_picture_is_a_small_valid_png_of_the_documented_size() {
        for game in [Checkers::start(), sample(), played(3, 60), played(8, 400)] {
            let png = picture(&game.view());
            let img = image::load_from_memory_with_format(&png, image::ImageFormat::Png).expect("a valid PNG");
            assert_eq!((img.width(), img.height()), (WIDTH, HEIGHT));
            assert!(png.len() <= 60 * 1024, "{} bytes", png.len());
        }
    }

    #[test]
    fn the_picture_is_deterministic() {
        let view = sample().view();
        assert_eq!(picture(&view), picture(&view));
    }

    #[test]
    fn the_diagram_is_ascii_and_shows_every_square() {
        let view = sample().view();
        let text = diagram(&view);
        assert!(text.is_ascii(), "{text}");
        assert_eq!(text.lines().filter(|l| l.starts_with('|')).count(), 8);
        let empty = 32 - view.board.len();
        let numbers = text
            .lines()
            .filter(|l| l.starts_with('|'))
            .flat_map(|l| l.split_whitespace())
            .filter(|w| w.trim_matches('|').parse::<u8>().is_ok())
            .count();
        assert_eq!(numbers, empty, "{text}");
        let start = diagram(&Checkers::start().view());
        assert!(start.contains("|      b       b       b       b |"), "{start}");
    }
}
