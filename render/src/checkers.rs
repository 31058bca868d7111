//! Checkers: the picture, the alt text and the text diagram of a [`View`]
//! (rulings, `shared/rules/checkers.md`).
//!
//! Layout, 616 × 728 px: the header (who is to move by name and colour and
//! whether a capture is compulsory, or the result; the players), the 8 × 8 board
//! in a wooden frame with Black's side (squares 1–4) at the top and White's
//! (29–32) at the bottom, as in the usual diagram, and two footer lines: the last
//! move, and the draw counters while the game goes on (the result once it is over).
//!
//! On the board: each dark square's number in its top-left corner; men as discs
//! with a groove, kings with a gold crown; the last move's squares tinted, its
//! path drawn from the square it left through every landing square, and a red
//! cross on each square it captured on; an orange ring round every piece of the
//! player to move that can capture (one of them must). The numbers of the squares
//! under pieces and the path are written again on top, on a dark tab.
//!
//! The frame, squares and numbers are drawn once ([`BACKGROUNDS`]); pieces and
//! marks are sprites drawn once.

use crate::encode::Palette;
use crate::header::{self, Headline, Player, MARGIN};
use crate::samples;
use crate::style::{self, colour, RoundRect, Sketch, Sprite, Surface, TextStyle};
use image::{Rgb, RgbImage};
use parlor_games::checkers::{LastMove, Square, View};
use parlor_games::i18n::{self, Locale};
use parlor_games::{msg, Game, Outcome, Seat};
use std::fmt::Write as _;
use std::sync::LazyLock;

/// Picture width in pixels.
pub const WIDTH: u32 = 616;
/// Picture height in pixels.
pub const HEIGHT: u32 = 728;

/// One square's side.
const SQ: i32 = 68;
/// The frame around the squares, where the sides are named.
const FRAME: i32 = 22;
const BOARD_X: i32 = MARGIN;
const BOARD_Y: i32 = MARGIN + header::HEIGHT;
const BOARD_OUTER: i32 = 8 * SQ + 2 * FRAME;
const SQUARES_X: i32 = BOARD_X + FRAME;
const SQUARES_Y: i32 = BOARD_Y + FRAME;
const FOOTER_Y: i32 = BOARD_Y + BOARD_OUTER;
/// The radius of a piece on the board.
const PIECE_R: f32 = SQ as f32 * 0.38;

const BLACK: Seat = Seat::FIRST;

/// The dark (playing) squares: a deeper wood than the shared palette's, so that
/// both colours of piece stand out on them.
const PLAY_SQUARE: Rgb<u8> = Rgb([0x8E, 0x5E, 0x34]);
/// Square numbers on the dark squares, and the tab they sit on over a piece.
const NUMBER: Rgb<u8> = Rgb([0xF3, 0xE2, 0xBC]);
const NUMBER_TAB: Rgb<u8> = Rgb([0x5A, 0x3A, 0x1E]);
/// Black's and White's pieces: face, edge (the disc's thickness), groove.
const FACES: [Rgb<u8>; 2] = [Rgb([0x2B, 0x27, 0x24]), Rgb([0xF4, 0xEC, 0xDC])];
const EDGES: [Rgb<u8>; 2] = [Rgb([0x0D, 0x0B, 0x0A]), Rgb([0xA8, 0x97, 0x7C])];
const GROOVES: [Rgb<u8>; 2] = [Rgb([0x55, 0x4E, 0x48]), Rgb([0xC9, 0xBA, 0xA0])];
/// The kings' crowns.
const CROWN: Rgb<u8> = Rgb([0xE3, 0xA8, 0x1B]);
const CROWN_EDGE: Rgb<u8> = Rgb([0x7A, 0x52, 0x08]);
/// The last move's path.
const PATH: Rgb<u8> = Rgb([0xF2, 0xC9, 0x4C]);
const PATH_EDGE: Rgb<u8> = Rgb([0x8A, 0x62, 0x10]);

/// A piece, one square in size: a disc with a groove, and for a king a gold
/// crown on its face.
fn piece_sprite(owner: usize, king: bool) -> Sprite {
    let mut img = Sketch::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let r = PIECE_R;
    let thick = r * 0.14;
    let face = RoundRect::circle(s / 2.0, s / 2.0 - thick / 2.0, r);
    let body = face.shift(0.0, thick);
    img.fill_round_rect(body.shift(r * 0.05, r * 0.1).grow(1.0), colour::SHADOW, 0.35);
    img.fill_round_rect(body, EDGES[owner], 1.0);
    img.fill_round_rect(face, FACES[owner], 1.0);
    img.stroke_round_rect(face.grow(-0.5), 1.0, EDGES[owner], 0.8);
    img.stroke_round_rect(face.grow(-r * 0.2), r * 0.06, GROOVES[owner], 1.0);
    if king {
        draw_crown(&mut img, face.cx, face.cy + r * 0.04, r * 0.95);
    }
    img.sprite()
}

/// A crown `w` pixels wide centred on (`cx`, `cy`): a band under three points,
/// each tipped with a ball, outlined in dark gold.
fn draw_crown(img: &mut Sketch, cx: f32, cy: f32, w: f32) {
    let h = w * 0.78;
    let top = cy - h / 2.0;
    let band_top = cy + h * 0.12;
    let band = RoundRect::from_corner(cx - w / 2.0, band_top, w, h * 0.3, h * 0.05);
    let body = [
        (cx - w / 2.0, band_top + 1.0),
        (cx - w / 2.0, top + h * 0.12),
        (cx - w * 0.24, band_top - h * 0.12),
        (cx, top),
        (cx + w * 0.24, band_top - h * 0.12),
        (cx + w / 2.0, top + h * 0.12),
        (cx + w / 2.0, band_top + 1.0),
    ];
    let balls = [
        (cx - w / 2.0, top + h * 0.12),
        (cx, top),
        (cx + w / 2.0, top + h * 0.12),
    ];
    let outline = 1.4;
    let grown: Vec<(f32, f32)> = body
        .iter()
        .map(|&(x, y)| (cx + (x - cx) * (1.0 + outline / w * 2.0), y - outline))
        .collect();
    img.fill_round_rect(band.grow(outline), CROWN_EDGE, 1.0);
    img.fill_polygon(&grown, CROWN_EDGE, 1.0);
    for (x, y) in balls {
        img.fill_round_rect(RoundRect::circle(x, y, w * 0.09 + outline), CROWN_EDGE, 1.0);
    }
    img.fill_round_rect(band, CROWN, 1.0);
    img.fill_polygon(&body, CROWN, 1.0);
    for (x, y) in balls {
        img.fill_round_rect(RoundRect::circle(x, y, w * 0.09), CROWN, 1.0);
    }
    for dx in [-0.28, 0.0, 0.28] {
        img.fill_round_rect(RoundRect::circle(cx + w * dx, band.cy, h * 0.06), CROWN_EDGE, 1.0);
    }
}

/// The ring round a piece that can capture: capturing is compulsory.
fn must_capture_sprite() -> Sprite {
    let mut img = Sketch::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let ring = RoundRect::circle(s / 2.0, s / 2.0, PIECE_R + 5.0);
    img.stroke_round_rect(ring.grow(1.0), 7.0, colour::SHADOW, 0.35);
    img.stroke_round_rect(ring, 4.5, colour::DANGER, 1.0);
    img.sprite()
}

/// The tint of a square the last move left or reached.
fn last_move_sprite() -> Sprite {
    let mut img = Sketch::new(SQ as u32, SQ as u32);
    let square = RoundRect::from_corner(0.0, 0.0, SQ as f32, SQ as f32, 0.0);
    img.fill_round_rect(square, colour::LAST_MOVE, 0.45);
    img.sprite()
}

/// A red cross on a square where the last move captured a piece.
fn taken_sprite() -> Sprite {
    let mut img = Sketch::new(SQ as u32, SQ as u32);
    let (c, d) = (SQ as f32 / 2.0, SQ as f32 * 0.2);
    for (a, b) in [((c - d, c - d), (c + d, c + d)), ((c - d, c + d), (c + d, c - d))] {
        img.stroke_polyline(&[a, b], 8.5, colour::WHITE, 0.7);
        img.stroke_polyline(&[a, b], 5.5, colour::CAPTURE, 1.0);
    }
    img.sprite()
}

/// A square's number on a dark tab, to write over a piece or the path.
fn number_sprite(square: Square) -> Sprite {
    let text = square.to_string();
    let style = TextStyle::bold(14.0, NUMBER);
    let w = style.width(&text) + 6.0;
    let mut img = Sketch::new(w.ceil() as u32 + 2, 19);
    img.fill_round_rect(RoundRect::from_corner(1.0, 1.0, w, 17.0, 4.0), NUMBER_TAB, 0.9);
    img.text(style, 4.0, 15.0, &text);
    img.sprite()
}

/// Every sprite, drawn once.
struct Sprites {
    /// `[owner][king]`, one square in size.
    pieces: [[Sprite; 2]; 2],
    /// `[owner]`, a plain disc for the header.
    chips: [Sprite; 2],
    must_capture: Sprite,
    last_move: Sprite,
    taken: Sprite,
    /// By square number, from 1.
    numbers: Vec<Sprite>,
}

static SPRITES: LazyLock<Sprites> = LazyLock::new(|| Sprites {
    pieces: [0, 1].map(|o| [piece_sprite(o, false), piece_sprite(o, true)]),
    chips: [0, 1].map(|o| header::chip(24, FACES[o], EDGES[o])),
    must_capture: must_capture_sprite(),
    last_move: last_move_sprite(),
    taken: taken_sprite(),
    numbers: Square::all().map(number_sprite).collect(),
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

/// The parts of the picture that never change, one per language ([`Locale::ALL`]
/// order): paper, frame, squares, the square numbers, the names of the sides on
/// the frame and the game's name.
pub static BACKGROUNDS: header::PerLocale<RgbImage> = header::PerLocale::new(background);

/// The background in the pictures' language ([`header::locale`]).
fn background_here() -> &'static RgbImage {
    BACKGROUNDS.here()
}

/// The seat's name in the pictures' language: "Black", "Negras", "Noir".
fn seat_name(seat: Seat) -> String {
    header::tr(&i18n::seat("checkers", seat.index()))
}

fn background(locale: Locale) -> RgbImage {
    let mut img = Sketch::filled(WIDTH, HEIGHT, colour::PAPER);
    let frame = RoundRect::from_corner(
        BOARD_X as f32,
        BOARD_Y as f32,
        BOARD_OUTER as f32,
        BOARD_OUTER as f32,
        7.0,
    );
    style::wooden_frame(&mut img, frame);
    for row in 0..8u8 {
        for column in 0..8u8 {
            let (x, y) = cell_origin(row, column);
            let c = if (row + column) % 2 == 1 {
                PLAY_SQUARE
            } else {
                colour::LIGHT_SQUARE
            };
            style::square(&mut img, x, y, SQ, c);
        }
    }
    for square in Square::all() {
        let (x, y) = square_origin(square);
        img.text(
            TextStyle::bold(14.0, NUMBER),
            (x + 5) as f32,
            (y + 16) as f32,
            &square.to_string(),
        );
    }
    let label = TextStyle::bold(14.0, colour::FRAME_TEXT).centred();
    let centre = (SQUARES_X + 4 * SQ) as f32;
    let top = label.centre_baseline((BOARD_Y + FRAME / 2) as f32);
    img.text(label, centre, top, &msg!("pictures-checkers-top").tr(locale));
    let bottom = label.centre_baseline((SQUARES_Y + 8 * SQ + FRAME / 2) as f32);
    img.text(label, centre, bottom, &msg!("pictures-checkers-bottom").tr(locale));
    let title = i18n::title("checkers").tr(locale).to_uppercase();
    header::draw_title(&mut img, WIDTH, &title);
    img.finish_rgb()
}

/// A seat's label: "Ann (Black)", or "Black".
fn label(names: &[&str], seat: Seat) -> String {
    header::label(names, seat, &seat_name(seat))
}

/// The header: the seat the first line is about, the headline and a note.
fn header_text(view: &View, names: &[&str]) -> (Option<Seat>, String, String) {
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (
            Some(seat),
            header::tr(&msg!("pictures-wins", who = label(names, seat))),
            ending_note(view, seat, names),
        ),
        (Outcome::Draw, _) => (None, header::tr(&msg!("pictures-draw")), draw_note(view)),
        (Outcome::Ongoing, Some(seat)) => {
            let note = match view.must_capture.as_slice() {
                [] => String::new(),
                [one] => header::tr(&msg!("pictures-checkers-must-capture-one", square = one.to_string())),
                several => header::tr(&msg!("pictures-checkers-must-capture", squares = join(several))),
            };
            (
                Some(seat),
                header::tr(&msg!("pictures-to-move", who = label(names, seat))),
                note,
            )
        }
        (Outcome::Ongoing, None) => (None, header::tr(&msg!("pictures-game-over")), String::new()),
    }
}

/// Why the winner won, as far as the view tells: the loser is to move and has no
/// piece or no move, or else resigned.
fn ending_note(view: &View, winner: Seat, names: &[&str]) -> String {
    let loser = winner.opponent();
    let who = header::short(names, loser, &seat_name(loser));
    let id = if view.to_move != loser {
        "pictures-checkers-resigned"
    } else if !view.board.iter().any(|p| p.owner == loser) {
        "pictures-checkers-no-pieces"
    } else if view.last_move.as_ref().is_some_and(|m| m.seat == winner) {
        "pictures-checkers-cannot-move"
    } else {
        "pictures-checkers-resigned"
    };
    header::tr(&i18n::Msg::new(id).with("who", who))
}

/// Why the game was drawn, as far as the view tells.
fn draw_note(view: &View) -> String {
    if view.repetitions >= 3 {
        header::tr(&msg!("pictures-checkers-threefold"))
    } else if view.quiet_plies >= view.quiet_plies_for_draw {
        header::tr(&msg!("pictures-checkers-forty"))
    } else {
        header::tr(&msg!("pictures-checkers-agreed"))
    }
}

/// "once", "twice", "3 times".
fn times(n: u32) -> String {
    header::tr(&msg!("pictures-times", n = n))
}

fn join(squares: &[Square]) -> String {
    squares.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
}

/// A PNG picture of the view: board, pieces, the last move with its path and
/// captures, the pieces that must capture, and the players by `names[seat]`.
/// [`WIDTH`] × [`HEIGHT`] pixels; the same view always gives the same bytes.
pub fn picture(view: &View, names: &[&str]) -> Vec<u8> {
    PALETTES.here().encode(&canvas(view, names))
}

/// The pictures' palette per language, learned from seeded games other than the
/// benchmarked one.
static PALETTES: header::PerLocale<Palette> = header::PerLocale::new(learn);

fn learn(locale: Locale) -> Palette {
    let names = &samples::CROWN_ANCHOR_NAMES;
    let samples = [
        samples::checkers_game(101, 12),
        samples::checkers_game(102, 25),
        samples::checkers_game(103, 35),
        samples::checkers_game(105, 60),
        samples::checkers_game_over(),
    ];
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
    let mut covered: Vec<Square> = view.board.iter().map(|p| p.square).collect();
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
        covered.extend(path_squares(last));
    }
    for piece in &view.board {
        let (x, y) = square_origin(piece.square);
        let sprite = &sprites.pieces[piece.owner.index().min(1)][usize::from(piece.king)];
        style::blit(img, sprite, x, y);
    }
    for &square in &view.must_capture {
        let (x, y) = square_origin(square);
        style::blit(img, &sprites.must_capture, x, y);
    }
    // The numbers under pieces and the path go back on top: players type them.
    covered.sort_unstable();
    covered.dedup();
    for square in covered {
        let (x, y) = square_origin(square);
        style::blit(img, &sprites.numbers[square.number() as usize - 1], x + 1, y + 1);
    }
    draw_header(img, view, names);
    draw_footer(img, view, names);
}

/// The squares whose numbered corner the path may cross: the squares it stops
/// on and, between two of them, the squares it passes over (a diagonal through
/// the centres crosses only these squares' top-left corners).
fn path_squares(last: &LastMove) -> Vec<Square> {
    let mut squares = last.path.clone();
    for pair in last.path.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let (r0, c0, r1, c1) = (a.row() as i32, a.column() as i32, b.row() as i32, b.column() as i32);
        let (dr, dc) = ((r1 - r0).signum(), (c1 - c0).signum());
        let mut k = 1;
        while (r0 + k * dr, c0 + k * dc) != (r1, c1) && k < 8 {
            if let Some(s) = Square::at((r0 + k * dr) as u8, (c0 + k * dc) as u8) {
                squares.push(s);
            }
            k += 1;
        }
    }
    squares
}

/// The last move's path: a line from the centre of the square it left through
/// every landing square, a ring where it started and a dot at each stop between.
fn draw_path(img: &mut RgbImage, last: &LastMove) {
    let points: Vec<(f32, f32)> = last.path.iter().map(|&s| square_centre(s)).collect();
    img.stroke_polyline(&points, 9.0, PATH_EDGE, 1.0);
    img.stroke_polyline(&points, 6.0, PATH, 1.0);
    let start = points[0];
    img.stroke_round_rect(RoundRect::circle(start.0, start.1, 10.0), 4.5, PATH, 1.0);
    for &(x, y) in &points[1..points.len().saturating_sub(1)] {
        img.fill_round_rect(RoundRect::circle(x, y, 8.0), PATH, 1.0);
        img.fill_round_rect(RoundRect::circle(x, y, 3.0), colour::FRAME, 1.0);
    }
}

fn draw_header(img: &mut RgbImage, view: &View, names: &[&str]) {
    let (seat, text, note) = header_text(view, names);
    let chips = &SPRITES.chips;
    let headline = Headline {
        chip: seat.map(|s| &chips[s.index().min(1)]),
        text,
        note,
    };
    let players: Vec<Player> = [Seat::FIRST, Seat::SECOND]
        .into_iter()
        .map(|seat| Player {
            chip: &chips[seat.index()],
            label: label(names, seat),
            to_act: view.to_act == Some(seat),
        })
        .collect();
    header::draw(img, WIDTH, &headline, &players);
}

/// The footer: the last move, then the draw counters (or the result).
fn draw_footer(img: &mut RgbImage, view: &View, names: &[&str]) {
    let body = TextStyle::regular(17.0, colour::INK);
    let faded = TextStyle::regular(15.0, colour::FADED_INK);
    let left = (MARGIN + 2) as f32;
    let first = (FOOTER_Y + 26) as f32;
    let text = match &view.last_move {
        Some(last) => header::tr(&msg!("pictures-checkers-last-move", play = last_move_text(last, names))),
        None => header::tr(&msg!("pictures-checkers-no-move")),
    };
    img.text(
        body,
        left,
        first,
        &style::fit(body, &text, (WIDTH as i32 - 2 * MARGIN) as f32),
    );
    let second = if view.outcome.is_over() {
        let (_, headline, note) = header_text(view, names);
        if note.is_empty() {
            header::tr(&msg!("pictures-checkers-over", headline = headline))
        } else {
            header::tr(&msg!("pictures-checkers-over-note", headline = headline, note = note))
        }
    } else {
        let mut counters = header::tr(&msg!(
            "pictures-checkers-quiet",
            quiet = view.quiet_plies,
            limit = view.quiet_plies_for_draw
        ));
        if view.repetitions > 1 {
            let seen = header::tr(&msg!("pictures-checkers-seen", times = times(view.repetitions)));
            let _ = write!(counters, " · {seen}");
        }
        counters
    };
    img.text(faded, left, first + 22.0, &second);
    if !view.must_capture.is_empty() {
        let right = (WIDTH as i32 - MARGIN) as f32;
        img.text(
            faded.right(),
            right,
            first,
            &header::tr(&msg!("pictures-checkers-ring")),
        );
    }
}

/// "Ann (Black) 15x24x31, took 19 and 27, crowned king".
fn last_move_text(last: &LastMove, names: &[&str]) -> String {
    let mut text = format!("{} {}", label(names, last.seat), last.notation());
    if !last.taken.is_empty() {
        let took = header::tr(&msg!("pictures-checkers-took", squares = join(&last.taken)));
        let _ = write!(text, ", {took}");
    }
    if last.crowned {
        let _ = write!(text, ", {}", header::tr(&msg!("pictures-checkers-crowned")));
    }
    text
}

/// What a screen reader says for the picture: the players, whose turn (or the
/// result), the last move and the pieces left.
pub fn alt_text(view: &View, names: &[&str]) -> String {
    let (_, headline, note) = header_text(view, names);
    let mut text = header::tr(&msg!(
        "pictures-checkers-alt",
        first = label(names, BLACK),
        second = label(names, BLACK.opponent()),
        headline = headline
    ));
    if !note.is_empty() {
        let _ = write!(text, ", {note}");
    }
    text.push('.');
    if let Some(last) = &view.last_move {
        let _ = write!(text, " Last move: {}.", last_move_text(last, names));
    }
    for seat in [BLACK, BLACK.opponent()] {
        let pieces = view.board.iter().filter(|p| p.owner == seat).count();
        let kings = view.board.iter().filter(|p| p.owner == seat && p.king).count();
        let has = header::tr(&msg!("pictures-checkers-pieces", seat = seat_name(seat), n = pieces));
        let _ = write!(text, " {has}");
        if kings > 0 {
            let _ = write!(text, ", {}", header::tr(&msg!("pictures-checkers-kings", n = kings)));
        }
        text.push('.');
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
    let (_, headline, note) = header_text(view, &[]);
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
        let _ = writeln!(out, "Last: {} (marked *)", last_move_text(last, &[]));
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

    #[test]
    fn the_diagram_is_ascii_and_shows_every_square() {
        let view = samples::checkers_mid_game().view();
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

    #[test]
    fn a_finished_game_says_how_it_ended_not_the_draw_counter() {
        let view = samples::checkers_game_over().view();
        assert!(view.outcome.is_over());
        let text = alt_text(&view, &["Ann", "Bob"]);
        assert!(text.contains("wins") || text.contains("Draw"), "{text}");
        let img = canvas(&view, &["Ann", "Bob"]);
        assert_eq!(img.dimensions(), (WIDTH, HEIGHT));
    }

    #[test]
    fn the_path_names_the_squares_whose_corners_it_crosses() {
        let last = LastMove {
            seat: BLACK,
            path: vec![Square::new(9).unwrap(), Square::new(18).unwrap()],
            taken: vec![Square::new(14).unwrap()],
            crowned: false,
        };
        let squares = path_squares(&last);
        assert!(squares.contains(&Square::new(14).unwrap()), "{squares:?}");
    }

    #[test]
    fn a_board_for_a_french_room_is_drawn_and_described_in_french() {
        let view = samples::checkers_mid_game().view();
        let english = picture(&view, &["", "Bob"]);
        let french = header::in_locale(Locale::Fr, || {
            let png = picture(&view, &["", "Bob"]);
            if let Ok(path) = std::env::var("PARLOR_SAVE_FRENCH") {
                std::fs::write(path, &png).unwrap();
            }
            let text = alt_text(&view, &["", "Bob"]);
            assert!(text.contains("Bob (Blanc)"), "{text}");
            assert!(text.starts_with("Jeu de dames. Noir contre"), "{text}");
            png
        });
        assert_ne!(english, french);
        assert_eq!(picture(&view, &["", "Bob"]), english, "the English cache is untouched");
    }
}
