//! Trespass: the picture, the alt text and the text diagram of a [`View`]
//! (rulings, `shared/rules/trespass.md`).
//!
//! Layout, 680 × 632 px: the header (who is to move by name and colour, whose
//! secret pick is awaited, or the result; the players), the 5 × 6 board in a
//! wooden frame with files `a`–`e` above and below and ranks `1`–`6` at both
//! sides (Red's back row, rank 1, at the bottom; both back rows are the dark
//! squares), and beside it a panel with the secret picks (never a number before
//! the game ends), the locked piece and the last move; while the picks are
//! awaited, how the game is played and won. A footer line says which way each
//! colour moves.
//!
//! On the board: numbered discs in Red and Blue with a notch pointing the way the
//! piece moves, the last move's path (a line from the square it left through every
//! square it stopped on, with an arrowhead at the end), a ring and a padlock on
//! the locked piece, and, once the game is over, a gold ring and star on each
//! revealed secret piece.
//!
//! The frame, squares and labels are drawn once ([`BACKGROUNDS`]); pieces and marks
//! are sprites drawn once.

use crate::encode::Palette;
use crate::header::{self, Headline, Player, MARGIN};
use crate::samples;
use crate::style::{self, colour, RoundRect, Sketch, Sprite, Surface, TextStyle};
use image::{Rgb, RgbImage};
use parlor_games::i18n::{self, Locale, Msg};
use parlor_games::trespass::{seat_name, LastMove, Phase, Square, View, ViewPiece, FILES, RANKS};
use parlor_games::{msg, Game, Outcome, Seat};
use std::fmt::Write as _;
use std::sync::LazyLock;

/// Picture width in pixels.
pub const WIDTH: u32 = 680;
/// Picture height in pixels.
pub const HEIGHT: u32 = 632;

/// One square's side.
const SQ: i32 = 76;
/// The frame around the squares, where the labels are printed.
const FRAME: i32 = 24;
const BOARD_X: i32 = MARGIN;
const BOARD_Y: i32 = MARGIN + header::HEIGHT;
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

/// A piece, one square (or `cell`) in size: a disc in its owner's colour with
/// the number in big digits and a notch on the rim pointing the way it moves (up
/// the picture for Red, down for Blue).
fn piece_sprite(owner: Seat, number: Option<u8>, cell: i32) -> Sprite {
    let mut img = Sketch::new(cell as u32, cell as u32);
    let s = cell as f32;
    let r = if number.is_some() { PIECE_R } else { s * 0.42 };
    let o = owner.index().min(1);
    let thick = (r * 0.12).max(1.5);
    let face = RoundRect::circle(s / 2.0, s / 2.0 - thick / 2.0, r);
    let body = face.shift(0.0, thick);
    img.fill_round_rect(body.shift(r * 0.04, r * 0.1), colour::SHADOW, 0.35);
    img.fill_round_rect(body, EDGES[o], 1.0);
    img.fill_round_rect(face, FACES[o], 1.0);
    if let Some(n) = number {
        let text = TextStyle::bold(r * 1.25, colour::SPOT).centred();
        img.text(text, face.cx, text.centre_baseline(face.cy), &n.to_string());
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
    img.sprite()
}

/// A padlock of height `h` centred on (`cx`, `cy`): a shackle over a body.
fn draw_padlock(img: &mut impl Surface, cx: f32, cy: f32, h: f32, ink: Rgb<u8>) {
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
    img.stroke_round_rect(shackle, h * 0.12, ink, 1.0);
    img.fill_round_rect(body, ink, 1.0);
    let hole = RoundRect {
        cx,
        cy: body.cy - h * 0.02,
        hw: h * 0.05,
        hh: h * 0.1,
        radius: h * 0.05,
    };
    img.fill_round_rect(hole, colour::WHITE, 1.0);
}

/// The locked piece's mark: a ring around the disc and a padlock badge in the
/// square's corner.
fn locked_sprite() -> Sprite {
    let mut img = Sketch::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let ring = RoundRect::circle(s / 2.0, s / 2.0, (PIECE_R + s / 2.0) / 2.0 + 0.5);
    img.stroke_round_rect(ring, s / 2.0 - PIECE_R - 2.0, LOCK, 0.85);
    let badge = RoundRect::circle(s - 13.0, 13.0, 11.0);
    img.fill_round_rect(badge.grow(1.5), LOCK, 1.0);
    img.fill_round_rect(badge, colour::WHITE, 1.0);
    draw_padlock(&mut img, badge.cx, badge.cy, 14.0, LOCK);
    img.sprite()
}

/// A revealed secret piece's ring, drawn under the disc.
fn secret_ring_sprite() -> Sprite {
    let mut img = Sketch::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let ring = RoundRect::circle(s / 2.0, s / 2.0, PIECE_R + 4.0);
    img.stroke_round_rect(ring, 4.0, SECRET, 1.0);
    img.stroke_round_rect(ring.grow(2.5), 1.0, colour::SHADOW, 0.6);
    img.sprite()
}

/// A revealed secret piece's star badge, drawn over the square's top-left corner.
fn secret_badge_sprite() -> Sprite {
    let mut img = Sketch::new(26, 26);
    let badge = RoundRect::circle(12.0, 12.0, 10.5);
    img.fill_round_rect(badge.grow(1.0), colour::SHADOW, 0.6);
    img.fill_round_rect(badge, SECRET, 1.0);
    let star = TextStyle::bold(15.0, colour::WHITE).centred();
    img.text(star, badge.cx, star.centre_baseline(badge.cy) + 0.5, "★");
    img.sprite()
}

/// The tint of a square the last move left or reached.
fn last_move_sprite() -> Sprite {
    let mut img = Sketch::new(SQ as u32, SQ as u32);
    let square = RoundRect::from_corner(0.0, 0.0, SQ as f32, SQ as f32, 0.0);
    img.fill_round_rect(square, colour::LAST_MOVE, 0.5);
    img.sprite()
}

/// Every sprite, drawn once.
struct Sprites {
    /// `[owner][number]`, one square in size.
    pieces: [[Sprite; 10]; 2],
    /// `[owner]`, a plain disc for the header and the panel.
    chips: [Sprite; 2],
    locked: Sprite,
    padlock: Sprite,
    secret_ring: Sprite,
    secret_badge: Sprite,
    last_move: Sprite,
}

static SPRITES: LazyLock<Sprites> = LazyLock::new(|| {
    let set = |owner: Seat| std::array::from_fn(|n| piece_sprite(owner, Some(n as u8), SQ));
    Sprites {
        pieces: [set(RED), set(BLUE)],
        chips: [piece_sprite(RED, None, CHIP), piece_sprite(BLUE, None, CHIP)],
        locked: locked_sprite(),
        padlock: {
            let mut img = Sketch::new(24, 24);
            draw_padlock(&mut img, 12.0, 12.0, 20.0, LOCK);
            img.sprite()
        },
        secret_ring: secret_ring_sprite(),
        secret_badge: secret_badge_sprite(),
        last_move: last_move_sprite(),
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

/// The parts of the picture that never change, one per language ([`Locale::ALL`]
/// order): paper, frame, squares, labels, the empty panel, the legend and the
/// game's name.
pub static BACKGROUNDS: crate::words::PerLocale<RgbImage> = crate::words::PerLocale::new(background);

/// The background in the pictures' language (`legacy::locale`).
fn background_here() -> &'static RgbImage {
    BACKGROUNDS.get(crate::legacy::locale())
}

/// The seat's colour in the pictures' language: "Red", "Rojo", "Rouge".
fn colour_name(seat: Seat) -> String {
    crate::legacy::tr(&i18n::seat("trespass", seat.index()))
}

fn background(locale: Locale) -> RgbImage {
    let mut img = Sketch::filled(WIDTH, HEIGHT, colour::PAPER);
    let frame = RoundRect::from_corner(BOARD_X as f32, BOARD_Y as f32, BOARD_W as f32, BOARD_H as f32, 7.0);
    style::wooden_frame(&mut img, frame);
    let grid = Rgb([0xB0, 0x8A, 0x58]);
    style::square(&mut img, SQUARES_X, SQUARES_Y, FILES as i32 * SQ, grid);
    for square in Square::all() {
        let (x, y) = square_origin(square);
        let c = if is_back_row(square) {
            colour::DARK_SQUARE
        } else {
            colour::LIGHT_SQUARE
        };
        let (x, y) = (x as f32 + 0.5, y as f32 + 0.5);
        let side = SQ as f32 - 1.0;
        img.fill_polygon(&[(x, y), (x + side, y), (x + side, y + side), (x, y + side)], c, 1.0);
    }
    let label = TextStyle::bold(15.0, colour::FRAME_TEXT).centred();
    for file in 0..FILES {
        let x = (SQUARES_X + file as i32 * SQ + SQ / 2) as f32;
        let text = style::file_label(file).to_string();
        let below = label.centre_baseline((SQUARES_Y + RANKS as i32 * SQ + FRAME / 2) as f32);
        img.text(label, x, below, &text);
        let above = label.centre_baseline((BOARD_Y + FRAME / 2) as f32);
        img.text(label, x, above, &text);
    }
    for rank in 0..RANKS {
        let y = (SQUARES_Y + (RANKS - 1 - rank) as i32 * SQ + SQ / 2) as f32;
        let text = style::rank_label(rank);
        img.text(label, (BOARD_X + FRAME / 2) as f32, label.centre_baseline(y), &text);
        let right = (BOARD_X + BOARD_W - FRAME / 2) as f32;
        img.text(label, right, label.centre_baseline(y), &text);
    }
    style::panel(&mut img, panel_rect());
    let title = TextStyle::bold(17.0, colour::INK);
    img.text(
        title,
        (PANEL_X + 14) as f32,
        (BOARD_Y + 28) as f32,
        &crate::words::tr(locale, &msg!("pictures-trespass-secret-numbers")),
    );
    let title = crate::words::tr(locale, &i18n::title("trespass")).to_uppercase();
    header::draw_title(&mut img, WIDTH, &title);
    let text = TextStyle::regular(15.0, colour::FADED_INK);
    let legend = crate::words::tr(locale, &msg!("pictures-trespass-legend"));
    img.text(text, (MARGIN + 2) as f32, FOOTER_BASELINE, &legend);
    img.finish_rgb()
}

fn panel_rect() -> RoundRect {
    RoundRect::from_corner(PANEL_X as f32, BOARD_Y as f32, PANEL_W as f32, BOARD_H as f32, 8.0)
}

/// A seat's label: "Ann (Red)", or "Red".
fn label(names: &[&str], seat: Seat) -> String {
    header::label(names, seat, &colour_name(seat))
}

/// The header: the seat whose colour leads the line, the headline and a note.
fn header_text(view: &View, names: &[&str]) -> (Option<Seat>, String, String) {
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (
            Some(seat),
            crate::legacy::tr(&msg!("pictures-wins", who = label(names, seat))),
            winning_note(view, seat),
        ),
        (Outcome::Draw, _) => (None, crate::legacy::tr(&msg!("pictures-draw")), String::new()),
        (Outcome::Ongoing, _) if view.phase == Phase::Secrets => {
            let waiting: Vec<Seat> = [RED, BLUE].into_iter().filter(|s| !view.picked[s.index()]).collect();
            let note = crate::legacy::tr(&msg!("pictures-trespass-then-first", who = label(names, RED)));
            match waiting.as_slice() {
                [one] => (
                    Some(*one),
                    crate::legacy::tr(&msg!("pictures-trespass-waiting-one", who = label(names, *one))),
                    note,
                ),
                _ => (None, crate::legacy::tr(&msg!("pictures-trespass-waiting-both")), note),
            }
        }
        (Outcome::Ongoing, Some(seat)) => {
            let note = match view.locked {
                Some(square) => crate::legacy::tr(&msg!("pictures-trespass-but", square = square.to_string())),
                None => crate::legacy::tr(&msg!("pictures-trespass-any")),
            };
            (
                Some(seat),
                crate::legacy::tr(&msg!("pictures-to-move", who = label(names, seat))),
                note,
            )
        }
        (Outcome::Ongoing, None) => (None, crate::legacy::tr(&msg!("pictures-game-over")), String::new()),
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
        Some(p) => crate::legacy::tr(&msg!(
            "pictures-trespass-reached",
            n = p.number,
            square = p.square.to_string()
        )),
        None => String::new(),
    }
}

/// "Red picked, Blue waiting": who has picked, never what.
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
/// piece, the secret picks (who has picked, never a number before the end),
/// after the game the two secret pieces, and the players by `names[seat]`.
/// [`WIDTH`] × [`HEIGHT`] pixels; the same view always gives the same bytes.
pub fn picture(view: &View, names: &[&str]) -> Vec<u8> {
    PALETTES.get(crate::legacy::locale()).encode(&canvas(view, names))
}

/// The pictures' palette, learned from positions unlike the benchmarked one.
static PALETTES: crate::words::PerLocale<Palette> = crate::words::PerLocale::new(learn);

fn learn(locale: Locale) -> Palette {
    let mut early = samples::trespass_start(Some(2), Some(5));
    samples::trespass_play(&mut early, 12, 101);
    let names = &samples::CROWN_ANCHOR_NAMES;
    let samples = [samples::trespass_secrets(), early, samples::trespass_game_over()];
    Palette::learn(BACKGROUNDS.get(locale), &samples.map(|g| canvas(&g.view(), names)))
}

/// The picture of the view as pixels, before encoding.
pub fn canvas(view: &View, names: &[&str]) -> RgbImage {
    let mut img = background_here().clone();
    draw(&mut img, view, names);
    img
}

/// Draws the view on `img`, a copy of [`BACKGROUNDS`].
pub fn draw(img: &mut RgbImage, view: &View, names: &[&str]) {
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
        style::fill_arrowhead(img, from, tip, 14.0, PATH);
    }
    let (seat, text, note) = header_text(view, names);
    let headline = Headline {
        seat,
        chip: seat.map(|s| &sprites.chips[s.index().min(1)]),
        text,
        note,
    };
    let players: Vec<Player<_>> = [RED, BLUE]
        .into_iter()
        .map(|seat| Player {
            seat,
            chip: &sprites.chips[seat.index()],
            label: label(names, seat),
            to_act: view.to_act == Some(seat) && view.phase == Phase::Play,
        })
        .collect();
    header::draw(img, WIDTH, &headline, &players);
    draw_panel(img, view, names);
}

/// The last move's path: a line from the square it left through every square it
/// stopped on (slides straight, jumps as arcs around the jumped piece), a ring
/// where it started and a dot at each stop.
fn draw_path(img: &mut RgbImage, last: &LastMove) {
    let squares = path_squares(last);
    let points = path_points(&squares);
    img.stroke_polyline(&points, 5.0, PATH, 1.0);
    let start = square_centre(squares[0]);
    img.stroke_round_rect(RoundRect::circle(start.0, start.1, 9.0), 4.0, PATH, 1.0);
    for &square in &squares[1..squares.len() - 1] {
        let (x, y) = square_centre(square);
        img.fill_round_rect(RoundRect::circle(x, y, 6.5), PATH, 1.0);
        img.fill_round_rect(RoundRect::circle(x, y, 2.5), colour::SPOT, 1.0);
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

/// The panel: the secret picks, the locked piece and the last move; while the
/// picks are awaited, how the game is played and won.
fn draw_panel(img: &mut RgbImage, view: &View, names: &[&str]) {
    let left = (PANEL_X + 14) as f32;
    let width = (PANEL_W - 28) as f32;
    let title = TextStyle::bold(17.0, colour::INK);
    let body = TextStyle::regular(16.0, colour::INK);
    let faded = TextStyle::regular(15.0, colour::FADED_INK);
    let mut y = (BOARD_Y + 38) as f32;

    // Who has picked, and the numbers only once the game is over.
    let secrets = revealed(view);
    for seat in [RED, BLUE] {
        let o = seat.index();
        style::blit(img, &SPRITES.chips[o], left as i32 - 2, y as i32 + 2);
        let status = |who: &str| {
            if view.outcome.is_over() {
                match secrets[o] {
                    Some(n) => format!("{who}: {n}"),
                    None => crate::legacy::tr(&msg!("pictures-trespass-never-picked", who = who)),
                }
            } else if view.picked[o] {
                crate::legacy::tr(&msg!("pictures-trespass-picked", who = who))
            } else {
                crate::legacy::tr(&msg!("pictures-trespass-picking", who = who))
            }
        };
        // A long name is shortened, never the status after it.
        let who = header::short(names, seat, &colour_name(seat));
        let room = width - CHIP as f32 - 26.0;
        let full = status(&who);
        let text = if body.width(&full) <= room {
            full
        } else {
            let rest = body.width(&full) - body.width(&who);
            style::fit(body, &status(&style::fit(body, &who, room - rest)), room)
        };
        let end = img.text(body, left + CHIP as f32 + 6.0, y + 20.0, &text);
        if view.outcome.is_over() && secrets[o].is_some() {
            img.text(TextStyle::bold(15.0, SECRET), end + 6.0, y + 20.0, "★");
        }
        y += 32.0;
    }
    let paragraph = |img: &mut RgbImage, y: &mut f32, style: TextStyle, text: &str| {
        for line in style::wrap(style, text, width) {
            img.text(style, left, *y, &line);
            *y += 19.0;
        }
    };
    if view.phase == Phase::Secrets && !view.outcome.is_over() {
        y += 14.0;
        paragraph(
            img,
            &mut y,
            faded,
            &crate::legacy::tr(&msg!("pictures-trespass-how-to-pick")),
        );
        y += 12.0;
        img.text(
            title,
            left,
            y,
            &crate::legacy::tr(&msg!("pictures-trespass-how-to-win-title")),
        );
        y += 22.0;
        paragraph(
            img,
            &mut y,
            body,
            &crate::legacy::tr(&msg!("pictures-trespass-how-to-win")),
        );
        y += 12.0;
        img.text(
            title,
            left,
            y,
            &crate::legacy::tr(&msg!("pictures-trespass-a-turn-title")),
        );
        y += 22.0;
        paragraph(img, &mut y, body, &crate::legacy::tr(&msg!("pictures-trespass-a-turn")));
        return;
    }
    if !view.outcome.is_over() {
        y += 8.0;
        paragraph(
            img,
            &mut y,
            faded,
            &crate::legacy::tr(&msg!("pictures-trespass-hidden")),
        );
    }
    y += 20.0;

    // The locked piece.
    if view.phase == Phase::Play && !view.outcome.is_over() {
        img.text(
            title,
            left,
            y,
            &crate::legacy::tr(&msg!("pictures-trespass-locked-title")),
        );
        y += 8.0;
        style::blit(img, &SPRITES.padlock, left as i32, y as i32 + 2);
        let text = match view.locked {
            Some(square) => crate::legacy::tr(&msg!("pictures-trespass-may-not-move", square = square.to_string())),
            None => crate::legacy::tr(&msg!("pictures-trespass-nothing-locked")),
        };
        img.text(body, left + CHIP as f32 + 6.0, y + 19.0, &text);
        y += 44.0;
    }

    // The last move and its path.
    if let Some(last) = &view.last_move {
        img.text(
            title,
            left,
            y,
            &crate::legacy::tr(&msg!("pictures-trespass-last-move-title")),
        );
        y += 24.0;
        let text = format!("{} {}", label(names, last.seat), last.notation());
        paragraph(img, &mut y, body, &text);
        let path: Vec<String> = path_squares(last).iter().map(ToString::to_string).collect();
        let via = crate::legacy::tr(&msg!("pictures-trespass-via", path = path.join(" › ")));
        paragraph(img, &mut y, faded, &via);
    }

    // What the marks mean, at the bottom of the panel.
    let mut y = (BOARD_Y + BOARD_H - 16) as f32;
    for note in ["pictures-trespass-notch", "pictures-trespass-dark-rows"] {
        img.text(faded, left, y, &crate::legacy::tr(&Msg::new(note)));
        y -= 19.0;
    }
}

/// What a screen reader says for the picture: the players, whose turn, the
/// picks (never a number before the end), the locked piece and the last move.
pub fn alt_text(view: &View, names: &[&str]) -> String {
    let (_, headline, note) = header_text(view, names);
    let mut text = crate::legacy::tr(&msg!(
        "pictures-trespass-alt",
        first = label(names, RED),
        second = label(names, BLUE),
        headline = headline
    ));
    if !note.is_empty() {
        let _ = write!(text, ", {note}");
    }
    text.push('.');
    if view.outcome.is_over() {
        let secrets = revealed(view);
        for seat in [RED, BLUE] {
            let sentence = match secrets[seat.index()] {
                Some(n) => msg!("pictures-trespass-alt-secret", seat = colour_name(seat), n = n),
                None => msg!("pictures-trespass-alt-never-picked", seat = colour_name(seat)),
            };
            let _ = write!(text, " {}", crate::legacy::tr(&sentence));
        }
    } else {
        let picks: Vec<String> = [RED, BLUE]
            .into_iter()
            .map(|seat| {
                let id = if view.picked[seat.index()] {
                    "pictures-trespass-seat-picked"
                } else {
                    "pictures-trespass-seat-waiting"
                };
                crate::legacy::tr(&Msg::new(id).with("seat", colour_name(seat)))
            })
            .collect();
        let picks = msg!("pictures-trespass-alt-picks", picks = picks.join(", "));
        let _ = write!(text, " {}", crate::legacy::tr(&picks));
    }
    if let Some(square) = view.locked {
        let locked = msg!("pictures-trespass-alt-locked", square = square.to_string());
        let _ = write!(text, " {}", crate::legacy::tr(&locked));
    }
    if let Some(last) = &view.last_move {
        let path: Vec<String> = path_squares(last).iter().map(ToString::to_string).collect();
        let last = msg!(
            "pictures-trespass-alt-last",
            who = label(names, last.seat),
            play = last.notation(),
            path = path.join(", ")
        );
        let _ = write!(text, " {}", crate::legacy::tr(&last));
    }
    text
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
    let (_, headline, note) = header_text(view, &[]);
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

#[cfg(test)]
mod french {
    use super::*;

    #[test]
    fn a_board_for_a_french_room_is_drawn_in_french() {
        let view = samples::trespass_mid_game().view();
        let english = picture(&view, &["Ann", "Bob"]);
        let french = crate::legacy::in_locale(Locale::Fr, || picture(&view, &["Ann", "Bob"]));
        if let Ok(path) = std::env::var("PARLOR_SAVE_FRENCH_TRESPASS") {
            std::fs::write(path, &french).unwrap();
        }
        assert_ne!(english, french);
        assert_eq!(
            picture(&view, &["Ann", "Bob"]),
            english,
            "the English cache is untouched"
        );
    }

    #[test]
    fn the_panel_and_alt_text_read_in_the_room_language() {
        let secrets = samples::trespass_secrets().view();
        let spanish = crate::legacy::in_locale(Locale::Es, || alt_text(&secrets, &["Ann", "Bob"]));
        assert!(
            spanish.starts_with("Trespass. Ann (Rojo) contra Bob (Azul)."),
            "{spanish}"
        );
        assert!(spanish.contains("Elecciones secretas: Rojo "), "{spanish}");
        let english_panel = picture(&secrets, &["Ann", "Bob"]);
        let spanish_panel = crate::legacy::in_locale(Locale::Es, || picture(&secrets, &["Ann", "Bob"]));
        assert_ne!(english_panel, spanish_panel);

        let over = samples::trespass_game_over().view();
        let french = crate::legacy::in_locale(Locale::Fr, || alt_text(&over, &["Ann", "Bob"]));
        assert!(french.contains("Le nombre secret de Rouge était"), "{french}");
        assert!(french.contains("Dernier coup : "), "{french}");
        for text in [&spanish, &french] {
            for english in ["against", "Secret", "Last move", "locked", "picked", "waiting"] {
                assert!(!text.contains(english), "{english} in {text}");
            }
        }
    }
}
