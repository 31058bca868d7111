//! Hot Spot: the picture and the text diagram of a [`View`] (rulings, "What the
//! picture shows").
//!
//! Layout, 720 × 630 px: a header line (whose turn, or the result), the board in a
//! wooden frame with files `a`–`h` below and ranks `1`–`8` to the left (Green's
//! rank 1 at the bottom), and beside it two panels: Black's at the top, Green's at
//! the bottom, each with the reserve, the face-down pieces still to place (during
//! placement) or the captured count (during play), and the revealed piece for the
//! seat placing. A footer line gives the captured counts and the last action.
//!
//! The frame, squares, labels and panels are drawn once ([`BACKGROUND`]); pieces
//! and marks are pre-rendered sprites composited onto it (on a working
//! canvas for the pictures, see [`style::Canvas`]).

use crate::samples;
use crate::style::{self, colour, Canvas, RoundRect, Sprite, TextStyle, FONT_BOLD};
use image::{Rgb, RgbImage, RgbaImage};
use parlor_games::hot_spot::{seat_name, Phase, Square, View, ViewPiece, BOARD_PIECES, SIZE};
use parlor_games::{Outcome, Seat};
use std::fmt::Write as _;
use std::sync::LazyLock;

/// Picture width in pixels.
pub const WIDTH: u32 = 720;
/// Picture height in pixels.
pub const HEIGHT: u32 = 630;

const MARGIN: i32 = 14;
const HEADER: i32 = 44;
/// One square's side.
const SQ: i32 = 60;
/// The frame around the squares, where the labels are printed.
const FRAME: i32 = 24;
const BOARD_X: i32 = MARGIN;
const BOARD_Y: i32 = MARGIN + HEADER;
const BOARD_OUTER: i32 = SIZE as i32 * SQ + 2 * FRAME;
const SQUARES_X: i32 = BOARD_X + FRAME;
const SQUARES_Y: i32 = BOARD_Y + FRAME;
const PANEL_X: i32 = BOARD_X + BOARD_OUTER + MARGIN;
const PANEL_W: i32 = WIDTH as i32 - MARGIN - PANEL_X;
const PANEL_GAP: i32 = 12;
const PANEL_H: i32 = (BOARD_OUTER - PANEL_GAP) / 2;
const FOOTER_BASELINE: f32 = (BOARD_Y + BOARD_OUTER + 29) as f32;
/// Reserve pieces in the panels.
const RESERVE_SQ: i32 = 30;
/// The small face-down tiles counting pieces to place or captured.
const MINI_SQ: i32 = 16;

const GREEN: Seat = Seat::FIRST;
const BLACK: Seat = Seat::SECOND;

/// The colours of a seat's pieces: face, edge (the tile's thickness), outline.
struct PieceColours {
    face: Rgb<u8>,
    edge: Rgb<u8>,
    outline: Option<Rgb<u8>>,
    back: Rgb<u8>,
    hatch: Rgb<u8>,
}

fn piece_colours(owner: Seat) -> PieceColours {
    if owner == GREEN {
        PieceColours {
            face: Rgb([0x2E, 0x7D, 0x46]),
            edge: Rgb([0x1B, 0x4F, 0x2B]),
            outline: None,
            back: Rgb([0x62, 0x70, 0x5A]),
            hatch: Rgb([0x48, 0x55, 0x42]),
        }
    } else {
        PieceColours {
            face: Rgb([0x24, 0x22, 0x20]),
            edge: Rgb([0x0C, 0x0B, 0x0A]),
            outline: Some(Rgb([0xE4, 0xD8, 0xC0])),
            back: Rgb([0x5C, 0x55, 0x4E]),
            hatch: Rgb([0x42, 0x3C, 0x37]),
        }
    }
}

/// Draws a piece tile into a transparent sprite of side `cell`: live with `spots`
/// (1–3, laid out like a die) or face down (`None`, flat with a cross-hatched back).
fn piece_sprite(cell: i32, owner: Seat, spots: Option<u8>) -> RgbaImage {
    let mut img = RgbaImage::new(cell as u32, cell as u32);
    let c = piece_colours(owner);
    let s = cell as f32;
    let side = s * 0.8;
    let thick = if spots.is_some() {
        (side * 0.07).max(1.5)
    } else {
        (side * 0.03).max(1.0)
    };
    let radius = side * 0.2;
    let face = RoundRect {
        cx: s / 2.0,
        cy: s / 2.0 - thick / 2.0,
        hw: side / 2.0,
        hh: side / 2.0,
        radius,
    };
    let body = RoundRect {
        cy: face.cy + thick / 2.0,
        hh: face.hh + thick / 2.0,
        ..face
    };
    // A soft shadow under the tile.
    let shadow = body.shift(side * 0.02, side * 0.04);
    style::fill_shape(
        &mut img,
        shadow.grow(0.5).bounds(),
        colour::SHADOW,
        0.35,
        s * 0.05,
        |x, y| shadow.distance(x, y),
    );
    if let Some(outline) = c.outline {
        style::fill_round_rect(&mut img, body.grow((s / 40.0).max(1.2)), outline, 1.0);
    }
    match spots {
        Some(n) => {
            style::fill_round_rect(&mut img, body, c.edge, 1.0);
            style::fill_round_rect(&mut img, face, c.face, 1.0);
            // A faint highlight along the top edge, as on a moulded piece.
            let shine = face.grow(-side * 0.06).shift(0.0, -side * 0.02);
            style::stroke_round_rect(&mut img, shine, (side * 0.03).max(1.0), colour::WHITE, 0.10);
            let d = side * 0.25;
            let r = side * 0.095;
            let offsets: &[(f32, f32)] = match n {
                1 => &[(0.0, 0.0)],
                2 => &[(d, -d), (-d, d)],
                _ => &[(d, -d), (0.0, 0.0), (-d, d)],
            };
            for &(dx, dy) in offsets {
                let pip = RoundRect::circle(face.cx + dx, face.cy + dy, r);
                style::fill_round_rect(&mut img, pip.shift(0.0, -side * 0.015), c.edge, 0.8);
                style::fill_round_rect(&mut img, pip, colour::SPOT, 1.0);
            }
        }
        None => {
            style::fill_round_rect(&mut img, body, c.hatch, 1.0);
            style::fill_round_rect(&mut img, face, c.back, 1.0);
            // Cross-hatching: two families of diagonal lines inside an inset border.
            let inner = face.grow(-side * 0.12);
            let spacing = (side / 6.0).max(4.0);
            let half_line = (side * 0.025).max(0.6);
            style::fill_shape(&mut img, inner.bounds(), c.hatch, 1.0, 1.0, |x, y| {
                let line = |u: f32| {
                    let t = u / spacing;
                    (t - t.round()).abs() * spacing - half_line
                };
                let hatch = line((x + y) * std::f32::consts::FRAC_1_SQRT_2)
                    .min(line((x - y) * std::f32::consts::FRAC_1_SQRT_2));
                hatch.max(inner.distance(x, y))
            });
            style::stroke_round_rect(&mut img, inner.grow(side * 0.03), (side * 0.03).max(1.0), c.hatch, 0.9);
        }
    }
    img
}

/// The ring and "!" badge over a piece of the seat to act that stands in danger.
fn danger_sprite() -> RgbaImage {
    let mut img = RgbaImage::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let ring = RoundRect {
        cx: s / 2.0,
        cy: s / 2.0,
        hw: s / 2.0 - 3.0,
        hh: s / 2.0 - 3.0,
        radius: s * 0.22,
    };
    style::fill_shape(&mut img, ring.grow(3.0).bounds(), colour::DANGER, 0.35, 3.0, |x, y| {
        ring.distance(x, y).abs() - 2.0
    });
    style::stroke_round_rect(&mut img, ring, 3.0, colour::DANGER, 1.0);
    let badge = RoundRect::circle(s - 11.0, 11.0, 9.0);
    style::fill_round_rect(&mut img, badge.grow(1.5), colour::WHITE, 1.0);
    style::fill_round_rect(&mut img, badge, Rgb([0xC9, 0x2A, 0x1A]), 1.0);
    let bar = RoundRect {
        cx: badge.cx,
        cy: badge.cy - 1.8,
        hw: 1.4,
        hh: 4.0,
        radius: 1.4,
    };
    style::fill_round_rect(&mut img, bar, colour::WHITE, 1.0);
    style::fill_round_rect(
        &mut img,
        RoundRect::circle(badge.cx, badge.cy + 4.6, 1.6),
        colour::WHITE,
        1.0,
    );
    img
}

/// The ring around a square where a piece was captured at the start of this turn.
fn capture_sprite() -> RgbaImage {
    let mut img = RgbaImage::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let ring = RoundRect {
        cx: s / 2.0,
        cy: s / 2.0,
        hw: s / 2.0 - 3.5,
        hh: s / 2.0 - 3.5,
        radius: s * 0.2,
    };
    style::stroke_round_rect(&mut img, ring, 3.0, colour::CAPTURE, 1.0);
    img
}

/// The tint and border of a square the last action touched.
fn last_move_sprite() -> RgbaImage {
    let mut img = RgbaImage::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let square = RoundRect::from_corner(0.0, 0.0, s, s, 0.0);
    style::fill_round_rect(&mut img, square, colour::LAST_MOVE, 0.55);
    style::stroke_round_rect(&mut img, square.grow(-1.5), 3.0, Rgb([0xB8, 0x86, 0x0B]), 0.9);
    img
}

/// Every sprite, rendered once.
struct Sprites {
    /// `[owner][spots - 1]`, one square in size.
    board: [[Sprite; 3]; 2],
    /// `[owner]`, face down, one square in size.
    captured: [Sprite; 2],
    /// `[owner][spots - 1]`, reserve size.
    reserve: [[Sprite; 3]; 2],
    /// `[owner]`, face down, mini size.
    mini: [Sprite; 2],
    danger: Sprite,
    capture: Sprite,
    last_move: Sprite,
}

static SPRITES: LazyLock<Sprites> = LazyLock::new(|| {
    let set = |cell: i32, owner: Seat| [1, 2, 3].map(|n| piece_sprite(cell, owner, Some(n)).into());
    Sprites {
        board: [set(SQ, GREEN), set(SQ, BLACK)],
        captured: [
            piece_sprite(SQ, GREEN, None).into(),
            piece_sprite(SQ, BLACK, None).into(),
        ],
        reserve: [set(RESERVE_SQ, GREEN), set(RESERVE_SQ, BLACK)],
        mini: [
            piece_sprite(MINI_SQ, GREEN, None).into(),
            piece_sprite(MINI_SQ, BLACK, None).into(),
        ],
        danger: danger_sprite().into(),
        capture: capture_sprite().into(),
        last_move: last_move_sprite().into(),
    }
});

/// The top-left pixel of a square, Green's rank 1 at the bottom.
fn square_origin(square: Square) -> (i32, i32) {
    (
        SQUARES_X + square.file() as i32 * SQ,
        SQUARES_Y + (SIZE - 1 - square.rank()) as i32 * SQ,
    )
}

/// The top of a seat's panel: Black's at the top (its home row is rank 8), Green's
/// at the bottom.
fn panel_y(seat: Seat) -> i32 {
    if seat == BLACK {
        BOARD_Y
    } else {
        BOARD_Y + PANEL_H + PANEL_GAP
    }
}

fn panel_rect(seat: Seat) -> RoundRect {
    RoundRect::from_corner(
        PANEL_X as f32,
        panel_y(seat) as f32,
        PANEL_W as f32,
        PANEL_H as f32,
        8.0,
    )
}

/// The parts of the picture that never change: paper, frame, squares, labels,
/// empty panels and their titles.
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
    for square in Square::all() {
        let (x, y) = square_origin(square);
        let dark = (square.file() + square.rank()) % 2 == 0;
        let c = if dark {
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
    let edge = RoundRect::from_corner(
        SQUARES_X as f32,
        SQUARES_Y as f32,
        (SIZE as i32 * SQ) as f32,
        (SIZE as i32 * SQ) as f32,
        0.0,
    );
    style::stroke_round_rect(&mut img, edge.grow(0.5), 1.0, Rgb([0x4A, 0x31, 0x1A]), 1.0);
    let label = 14.0;
    let centre_line = |centre: i32| centre as f32 + style::cap_height(label) / 2.0;
    for i in 0..SIZE {
        let x = SQUARES_X + i as i32 * SQ + SQ / 2;
        let text = style::file_label(i).to_string();
        let baseline = centre_line(SQUARES_Y + SIZE as i32 * SQ + FRAME / 2);
        style::draw_text(
            &mut img,
            TextStyle::bold(label, colour::FRAME_TEXT).centred(),
            x as f32,
            baseline,
            &text,
        );
        let y = SQUARES_Y + (SIZE - 1 - i) as i32 * SQ + SQ / 2;
        let text = style::rank_label(i);
        let x = (BOARD_X + FRAME / 2) as f32;
        style::draw_text(
            &mut img,
            TextStyle::bold(label, colour::FRAME_TEXT).centred(),
            x,
            centre_line(y),
            &text,
        );
    }
    for seat in [BLACK, GREEN] {
        let panel = panel_rect(seat);
        style::fill_round_rect(&mut img, panel, colour::PANEL, 1.0);
        style::stroke_round_rect(&mut img, panel.grow(-0.5), 1.0, colour::PANEL_EDGE, 1.0);
        let title = format!("{} reserve", seat_name(seat));
        let x = (PANEL_X + 12) as f32;
        let y = (panel_y(seat) + 26) as f32;
        style::draw_text(&mut img, TextStyle::bold(16.0, colour::INK), x, y, &title);
    }
    // The game's name at the right of the header line.
    let baseline = (MARGIN + HEADER / 2) as f32 + style::cap_height(24.0) / 2.0 - 2.0;
    let title = TextStyle::bold(16.0, colour::FADED_INK).right();
    style::draw_text(&mut img, title, (WIDTH as i32 - MARGIN) as f32, baseline, "HOT SPOT");
    img
});

/// The header line: whose turn and what phase, or the result.
fn header_text(view: &View) -> (Option<Seat>, String, String) {
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (Some(seat), format!("{} wins", seat_name(seat)), String::new()),
        (Outcome::Draw, _) => (None, "Draw".to_owned(), String::new()),
        (Outcome::Ongoing, Some(seat)) => match view.phase {
            Phase::Placement => {
                let note = match view.revealed {
                    Some(n) => format!("the revealed {n} on rank {}", if seat == GREEN { 1 } else { 8 }),
                    None => String::new(),
                };
                (Some(seat), format!("{} to place", seat_name(seat)), note)
            }
            Phase::Play => {
                let note = if view.first_turn.get(seat.index()).copied().unwrap_or(false) {
                    "first turn: up to 4 exchanges".to_owned()
                } else {
                    String::new()
                };
                (Some(seat), format!("{} to move", seat_name(seat)), note)
            }
        },
        (Outcome::Ongoing, None) => (None, "Game over".to_owned(), String::new()),
    }
}

/// A PNG picture of the view: board, pieces, reserves, last action, captures and
/// danger (rulings, "What the picture shows"). [`WIDTH`] × [`HEIGHT`] pixels; the
/// same view always gives the same bytes.
pub fn picture(view: &View) -> Vec<u8> {
    palette().picture(|img| draw(img, view))
}

/// The palette the pictures are encoded with, learned for [`BACKGROUND`].
pub fn palette() -> &'static style::FixedPalette {
    &PALETTE
}

/// The pictures' palette, learned from the three sample positions (placement,
/// mid-game with a piece in danger, game over) and from seeded games of both
/// lengths at several stages: with the fixed three alone, about a third of the
/// positions a real game reaches held a flat colour the palette lacked and fell
/// back to the slow adaptive path. The last seeded game shows the danger ring
/// over a piece's edge, (163, 73, 24), which one position in forty still lacked.
static PALETTE: LazyLock<style::FixedPalette> = LazyLock::new(|| {
    let mut games = vec![
        samples::hot_spot_placement(),
        samples::hot_spot_mid_game(),
        samples::hot_spot_game_over(),
    ];
    for (seed, quick, actions) in [
        (201, false, 12),
        (202, false, 40),
        (203, true, 25),
        (204, true, 70),
        (501, false, 23),
    ] {
        games.push(samples::hot_spot_game(seed, quick, actions));
    }
    let canvases: Vec<RgbImage> = games.iter().map(|g| canvas(&g.view())).collect();
    style::FixedPalette::learn(&BACKGROUND, &canvases, &colour::ALL)
});

/// The picture of the view as pixels, before encoding.
pub fn canvas(view: &View) -> RgbImage {
    Canvas::draw(&BACKGROUND, |img| draw(img, view))
}

/// Draws the view on `img`, a canvas holding [`BACKGROUND`].
pub fn draw(img: &mut Canvas, view: &View) {
    let sprites = &*SPRITES;

    if let Some(last) = &view.last_action {
        for &square in &last.squares {
            let (x, y) = square_origin(square);
            style::blit(img, &sprites.last_move, x, y);
        }
    }
    for piece in &view.board {
        let (x, y) = square_origin(piece.square);
        let owner = piece.owner.index().min(1);
        let sprite = if piece.captured {
            &sprites.captured[owner]
        } else {
            &sprites.board[owner][spots_index(piece.spots)]
        };
        style::blit(img, sprite, x, y);
    }
    for &square in &view.last_captures {
        let (x, y) = square_origin(square);
        style::blit(img, &sprites.capture, x, y);
    }
    for &square in &view.danger {
        let (x, y) = square_origin(square);
        style::blit(img, &sprites.danger, x, y);
    }
    for seat in [BLACK, GREEN] {
        draw_panel(img, view, seat);
    }

    // Header: a chip in the seat's colour, whose turn, a note, and the game's name.
    let (seat, headline, note) = header_text(view);
    let baseline = (MARGIN + HEADER / 2) as f32 + style::cap_height(24.0) / 2.0 - 2.0;
    let mut x = MARGIN as f32;
    if let Some(seat) = seat {
        let chip = &sprites.reserve[seat.index().min(1)][0];
        style::blit(img, chip, MARGIN - 3, MARGIN + HEADER / 2 - RESERVE_SQ / 2 - 2);
        x += RESERVE_SQ as f32 + 4.0;
    }
    style::draw_text(img, TextStyle::bold(24.0, colour::INK), x, baseline, &headline);
    if !note.is_empty() {
        let x = x + style::text_width(&FONT_BOLD, 24.0, &headline) + 10.0;
        style::draw_text(
            img,
            TextStyle::regular(15.0, colour::FADED_INK),
            x,
            baseline,
            &format!("— {note}"),
        );
    }

    // Footer: captured counts, quiet turns, the last action.
    let mut footer = format!(
        "Captured: Green {}/{BOARD_PIECES} · Black {}/{BOARD_PIECES}",
        view.captured[0], view.captured[1]
    );
    if view.quiet_turns > 0 {
        let _ = write!(footer, " · Quiet turns {}/50", view.quiet_turns);
    }
    let x = MARGIN as f32 + 2.0;
    style::draw_text(img, TextStyle::bold(16.0, colour::INK), x, FOOTER_BASELINE, &footer);
    if let Some(last) = &view.last_action {
        let text = format!("Last: {} {}", seat_name(last.seat), last.notation);
        let right = (PANEL_X + PANEL_W) as f32 - 2.0;
        style::draw_text(
            img,
            TextStyle::regular(16.0, colour::INK).right(),
            right,
            FOOTER_BASELINE,
            &text,
        );
    }
}

fn spots_index(spots: u8) -> usize {
    spots.clamp(1, 3) as usize - 1
}

/// One seat's panel: the reserve, then pieces to place or captured, then the
/// revealed piece when this seat is placing.
fn draw_panel(img: &mut Canvas, view: &View, seat: Seat) {
    let sprites = &*SPRITES;
    let s = seat.index().min(1);
    let top = panel_y(seat);
    let left = PANEL_X + 12;
    let to_act = view.to_act == Some(seat) && !view.outcome.is_over();
    if to_act {
        style::stroke_round_rect(img, panel_rect(seat).grow(-1.5), 3.0, colour::TURN, 1.0);
    }

    // The reserve, four to a row.
    let reserve = &view.reserves[s];
    let step = RESERVE_SQ + 2;
    for (i, &spots) in reserve.iter().enumerate() {
        let (col, row) = (i as i32 % 4, i as i32 / 4);
        let sprite = &sprites.reserve[s][spots_index(spots)];
        style::blit(img, sprite, left - 3 + col * step, top + 36 + row * step);
    }
    if reserve.is_empty() {
        let y = (top + 56) as f32;
        style::draw_text(
            img,
            TextStyle::regular(14.0, colour::FADED_INK),
            left as f32,
            y,
            "empty",
        );
    }
    let mut y = top + 36 + step * (reserve.len().max(1).div_ceil(4) as i32) + 22;

    // Face-down pieces: still to place, or captured.
    let (label, count) = match view.phase {
        Phase::Placement => ("To place", view.face_down[s]),
        Phase::Play => ("Captured", view.captured[s]),
    };
    let text = format!("{label}: {count}");
    style::draw_text(
        img,
        TextStyle::bold(14.0, colour::FADED_INK),
        left as f32,
        y as f32,
        &text,
    );
    y += 8;
    for i in 0..count as i32 {
        let (col, row) = (i % 6, i / 6);
        style::blit(
            img,
            &sprites.mini[s],
            left - 2 + col * (MINI_SQ + 4),
            y + row * (MINI_SQ + 2),
        );
    }
    y += 2 * (MINI_SQ + 2) + 20;

    if to_act && view.phase == Phase::Placement {
        if let Some(spots) = view.revealed {
            let text = "Revealed:";
            style::draw_text(img, TextStyle::bold(14.0, colour::INK), left as f32, y as f32, text);
            let x = left + style::text_width(&FONT_BOLD, 14.0, text) as i32 + 4;
            style::blit(img, &sprites.board[s][spots_index(spots)], x, y - SQ / 2 - 2);
        }
    }
}

/// A plain-ASCII diagram of the view for terminals: rank 8 at the top, one cell
/// per square (`G2` a live Green 2, `B3` a live Black 3, `##` a captured piece,
/// `..` empty), then the reserves, counts, turn, last action and danger.
pub fn diagram(view: &View) -> String {
    let mut cells = [[None::<ViewPiece>; SIZE as usize]; SIZE as usize];
    for piece in &view.board {
        cells[piece.square.rank() as usize][piece.square.file() as usize] = Some(*piece);
    }
    let files: String = (0..SIZE).map(|f| format!(" {} ", style::file_label(f))).collect();
    let mut out = String::new();
    let _ = writeln!(out, "{}", status_line(view));
    let _ = writeln!(out, "{}", reserve_line(view, BLACK));
    let _ = writeln!(out, "   {}", files.trim_end());
    for rank in (0..SIZE).rev() {
        let row: Vec<String> = (0..SIZE)
            .map(|file| match cells[rank as usize][file as usize] {
                None => "..".to_owned(),
                Some(p) if p.captured => "##".to_owned(),
                Some(p) => format!("{}{}", if p.owner == GREEN { 'G' } else { 'B' }, p.spots),
            })
            .collect();
        let label = style::rank_label(rank);
        let _ = writeln!(out, "{label}  {}  {label}", row.join(" "));
    }
    let _ = writeln!(out, "   {}", files.trim_end());
    let _ = writeln!(out, "{}", reserve_line(view, GREEN));
    let _ = write!(
        out,
        "Captured: Green {}/{BOARD_PIECES}, Black {}/{BOARD_PIECES}",
        view.captured[0], view.captured[1]
    );
    if view.quiet_turns > 0 {
        let _ = write!(out, "; quiet turns {}/50", view.quiet_turns);
    }
    out.push('\n');
    if let Some(last) = &view.last_action {
        let _ = writeln!(out, "Last: {} {}", seat_name(last.seat), last.notation);
    }
    if !view.last_captures.is_empty() {
        let _ = writeln!(out, "Captured this turn: {}", squares(&view.last_captures));
    }
    if let (Some(seat), false) = (view.to_act, view.danger.is_empty()) {
        let _ = writeln!(out, "Danger to {}: {}", seat_name(seat), squares(&view.danger));
    }
    out
}

fn squares(list: &[Square]) -> String {
    list.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
}

fn status_line(view: &View) -> String {
    let (_, headline, note) = header_text(view);
    if note.is_empty() {
        format!("Hot Spot - {headline}")
    } else {
        format!("Hot Spot - {headline} ({note})")
    }
}

fn reserve_line(view: &View, seat: Seat) -> String {
    let s = seat.index().min(1);
    let spots: Vec<String> = view.reserves[s].iter().map(ToString::to_string).collect();
    let mut line = format!(
        "{} reserve: {}",
        seat_name(seat),
        if spots.is_empty() {
            "-".to_owned()
        } else {
            spots.join(" ")
        }
    );
    if view.phase == Phase::Placement {
        let _ = write!(line, "; to place: {}", view.face_down[s]);
        if view.to_act == Some(seat) {
            if let Some(n) = view.revealed {
                let _ = write!(line, "; revealed: {n}");
            }
        }
    }
    line
}
