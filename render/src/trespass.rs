//! Trespass: the scene and the text diagram of a [`View`] (rulings,
//! `shared/rules/trespass.md`).
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
//! The frame, squares, labels, the empty panel and the legend are a layer built
//! once per language ([`BACKGROUNDS`]); pieces and marks are symbols defined once
//! ([`SYMBOLS`]). A secret number is in no item, role or word while the game
//! goes on, whichever view the scene is given: the scene shows only the
//! [`revealed`] numbers, none before the end.

use crate::drawing::{engine, Drawing};
use crate::header::{self, MARGIN};
use crate::samples;
use crate::scene::{Layer, Mark, Piece, Place, Role, Scene, Symbol, Words};
use crate::style::{self, colour, RoundRect, Surface, TextStyle};
use crate::words::{tr, PerLocale, Table};
use image::Rgb;
use parlor_games::i18n::{self, Locale, Msg};
use parlor_games::trespass::{seat_name, LastMove, Phase, Square, Trespass, View, ViewPiece, FILES, RANKS};
use parlor_games::{msg, AnyGame, Game, Outcome, Seat};
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

/// Trespass in the registry of drawings ([`crate::drawing()`]).
pub struct TrespassDrawing;

impl Drawing for TrespassDrawing {
    fn scene(&self, game: &AnyGame, names: &[&str], locale: Locale) -> Scene {
        scene(&engine::<Trespass>(game).view(), names, locale)
    }

    fn diagram(&self, game: &AnyGame, _names: &[&str]) -> String {
        diagram(&engine::<Trespass>(game).view())
    }
}

/// A piece, one square (or `cell`) in size: a disc in its owner's colour with
/// the number in big digits and a notch on the rim pointing the way it moves (up
/// the picture for Red, down for Blue); without a number, a plain disc (a chip).
fn piece(owner: Seat, number: Option<u8>, cell: i32) -> Symbol {
    let mut img = Scene::new(cell as u32, cell as u32);
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
    let name = match number {
        Some(n) => format!("trespass-piece-{o}-{n}"),
        None => format!("trespass-chip-{o}"),
    };
    Symbol::new(name, img)
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

/// The padlock beside the panel's locked line.
fn padlock() -> Symbol {
    let mut img = Scene::new(24, 24);
    draw_padlock(&mut img, 12.0, 12.0, 20.0, LOCK);
    Symbol::new("trespass-padlock", img)
}

/// The locked piece's mark: a ring around the disc and a padlock badge in the
/// square's corner.
fn locked() -> Symbol {
    let mut img = Scene::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let ring = RoundRect::circle(s / 2.0, s / 2.0, (PIECE_R + s / 2.0) / 2.0 + 0.5);
    img.stroke_round_rect(ring, s / 2.0 - PIECE_R - 2.0, LOCK, 0.85);
    let badge = RoundRect::circle(s - 13.0, 13.0, 11.0);
    img.fill_round_rect(badge.grow(1.5), LOCK, 1.0);
    img.fill_round_rect(badge, colour::WHITE, 1.0);
    draw_padlock(&mut img, badge.cx, badge.cy, 14.0, LOCK);
    Symbol::new("trespass-locked", img)
}

/// A revealed secret piece's ring, drawn under the disc.
fn secret_ring() -> Symbol {
    let mut img = Scene::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let ring = RoundRect::circle(s / 2.0, s / 2.0, PIECE_R + 4.0);
    img.stroke_round_rect(ring, 4.0, SECRET, 1.0);
    img.stroke_round_rect(ring.grow(2.5), 1.0, colour::SHADOW, 0.6);
    Symbol::new("trespass-secret-ring", img)
}

/// A revealed secret piece's star badge, drawn over the square's top-left corner.
fn secret_badge() -> Symbol {
    let mut img = Scene::new(26, 26);
    let badge = RoundRect::circle(12.0, 12.0, 10.5);
    img.fill_round_rect(badge.grow(1.0), colour::SHADOW, 0.6);
    img.fill_round_rect(badge, SECRET, 1.0);
    let star = TextStyle::bold(15.0, colour::WHITE).centred();
    img.text(star, badge.cx, star.centre_baseline(badge.cy) + 0.5, "★");
    Symbol::new("trespass-secret-badge", img)
}

/// The tint of a square the last move left or reached.
fn last_move() -> Symbol {
    let mut img = Scene::new(SQ as u32, SQ as u32);
    let square = RoundRect::from_corner(0.0, 0.0, SQ as f32, SQ as f32, 0.0);
    img.fill_round_rect(square, colour::LAST_MOVE, 0.5);
    Symbol::new("trespass-last-move", img)
}

/// Every symbol, defined once.
pub struct Symbols {
    /// `[owner][number]`, one square in size.
    pieces: [[Symbol; 10]; 2],
    /// `[owner]`, a plain disc for the header and the panel.
    chips: [Symbol; 2],
    locked: Symbol,
    padlock: Symbol,
    secret_ring: Symbol,
    secret_badge: Symbol,
    last_move: Symbol,
}

/// The pieces and marks Trespass places.
pub static SYMBOLS: LazyLock<Symbols> = LazyLock::new(|| {
    let set = |owner: Seat| std::array::from_fn(|n| piece(owner, Some(n as u8), SQ));
    Symbols {
        pieces: [set(RED), set(BLUE)],
        chips: [piece(RED, None, CHIP), piece(BLUE, None, CHIP)],
        locked: locked(),
        padlock: padlock(),
        secret_ring: secret_ring(),
        secret_badge: secret_badge(),
        last_move: last_move(),
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

/// The parts of the picture that never change, one per language: paper,
/// frame, squares, labels, the empty panel with its title, the legend and the
/// game's name.
pub static BACKGROUNDS: PerLocale<Layer> = PerLocale::new(background);

fn background(locale: Locale) -> Layer {
    let mut img = Scene::on_paper(WIDTH, HEIGHT, colour::PAPER);
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
    img.role(Role::Label { at: Place::Board });
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
    img.role(Role::Decoration);
    style::panel(&mut img, panel_rect());
    img.role(Role::Words {
        words: Words::Heading,
        seat: None,
    });
    img.text(
        TextStyle::bold(17.0, colour::INK),
        (PANEL_X + 14) as f32,
        (BOARD_Y + 28) as f32,
        &tr(locale, &msg!("pictures-trespass-secret-numbers")),
    );
    let title = tr(locale, &i18n::title("trespass")).to_uppercase();
    header::draw_title(&mut img, WIDTH, &title);
    img.role(Role::Words {
        words: Words::Legend,
        seat: None,
    });
    let text = TextStyle::regular(15.0, colour::FADED_INK);
    let legend = tr(locale, &msg!("pictures-trespass-legend"));
    img.text(text, (MARGIN + 2) as f32, FOOTER_BASELINE, &legend);
    Layer::new(format!("trespass-{}", locale.code()), locale, img, palette_samples)
}

/// The scenes the PNG palette is learned from: positions unlike the
/// benchmarked one (the picks, an early game from another start, the end).
fn palette_samples(locale: Locale) -> Vec<Scene> {
    let mut early = samples::trespass_start(Some(2), Some(5));
    samples::trespass_play(&mut early, 12, 101);
    let names = &samples::CROWN_ANCHOR_NAMES;
    [samples::trespass_secrets(), early, samples::trespass_game_over()]
        .iter()
        .map(|game| scene(&game.view(), names, locale))
        .collect()
}

fn panel_rect() -> RoundRect {
    RoundRect::from_corner(PANEL_X as f32, BOARD_Y as f32, PANEL_W as f32, BOARD_H as f32, 8.0)
}

/// The words of one scene of this game: the players' names and the room's
/// language.
fn table<'a>(names: &'a [&'a str], locale: Locale) -> Table<'a> {
    Table::new("trespass", 2, names, locale)
}

/// The header: the seat whose colour leads the line, the headline and a note.
fn header_text(view: &View, table: Table) -> (Option<Seat>, String, String) {
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (
            Some(seat),
            table.tr(msg!("pictures-wins", who = table.label(seat))),
            winning_note(view, seat, table),
        ),
        (Outcome::Draw, _) => (None, table.tr(msg!("pictures-draw")), String::new()),
        (Outcome::Ongoing, _) if view.phase == Phase::Secrets => {
            let waiting: Vec<Seat> = [RED, BLUE].into_iter().filter(|s| !view.picked[s.index()]).collect();
            let note = table.tr(msg!("pictures-trespass-then-first", who = table.label(RED)));
            match waiting.as_slice() {
                [one] => (
                    Some(*one),
                    table.tr(msg!("pictures-trespass-waiting-one", who = table.label(*one))),
                    note,
                ),
                _ => (None, table.tr(msg!("pictures-trespass-waiting-both")), note),
            }
        }
        (Outcome::Ongoing, Some(seat)) => {
            let note = match view.locked {
                Some(square) => table.tr(msg!("pictures-trespass-but", square = square.to_string())),
                None => table.tr(msg!("pictures-trespass-any")),
            };
            (
                Some(seat),
                table.tr(msg!("pictures-to-move", who = table.label(seat))),
                note,
            )
        }
        (Outcome::Ongoing, None) => (None, table.tr(msg!("pictures-game-over")), String::new()),
    }
}

/// How the winner won, when their secret piece stands in its goal row.
fn winning_note(view: &View, seat: Seat, table: Table) -> String {
    let goal = if seat == RED { RANKS - 1 } else { 0 };
    let number = revealed(view)[seat.index().min(1)];
    match view
        .board
        .iter()
        .find(|p| p.owner == seat && Some(p.number) == number && p.square.rank() == goal)
    {
        Some(p) => table.tr(msg!(
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

/// The scene of the view: board, pieces, the last move's path, the locked
/// piece, the secret picks (who has picked, never a number before the end),
/// after the game the two secret pieces, and the players by `names[seat]`,
/// every word in `locale`, and the alt text. [`WIDTH`] × [`HEIGHT`] pixels.
pub fn scene(view: &View, names: &[&str], locale: Locale) -> Scene {
    let table = table(names, locale);
    let mut scene = Scene::over(BACKGROUNDS.get(locale));
    // The header and the panel first: the alt text says them first.
    draw_header(&mut scene, view, table);
    draw_panel(&mut scene, view, table);
    draw_board(&mut scene, view);
    scene
}

/// The header, and the alt text's first sentence: the players and the headline.
fn draw_header(scene: &mut Scene, view: &View, table: Table) {
    let (seat, text, note) = header_text(view, table);
    let [first, second] = [RED, BLUE].map(|seat| table.label(seat));
    scene.say(header::sentence(
        table.tr(msg!(
            "pictures-trespass-alt",
            first = first.clone(),
            second = second.clone(),
            headline = text.clone()
        )),
        &note,
    ));
    let to_act = view.to_act.filter(|_| view.phase == Phase::Play);
    header::draw_two(
        scene,
        WIDTH,
        &SYMBOLS.chips,
        (seat, text, note),
        [first, second],
        to_act,
    );
}

/// The board: the last move's squares and path, the pieces (after the game,
/// the secret ones ringed and starred), the locked piece, and the path's
/// arrowhead.
fn draw_board(scene: &mut Scene, view: &View) {
    let symbols = &*SYMBOLS;
    if let Some(last) = &view.last_move {
        for square in [last.from, last.to] {
            let (x, y) = square_origin(square);
            scene
                .role(Role::Mark {
                    mark: Mark::LastMove,
                    at: Place::square(square),
                })
                .place(&symbols.last_move, x as f32, y as f32);
        }
        draw_path(scene, last);
    }
    let secrets = revealed(view);
    for piece in &view.board {
        let (x, y) = square_origin(piece.square);
        let (x, y) = (x as f32, y as f32);
        let o = piece.owner.index().min(1);
        let secret = secrets[o] == Some(piece.number);
        let at = Place::square(piece.square);
        if secret {
            scene
                .role(Role::Mark {
                    mark: Mark::Secret,
                    at: at.clone(),
                })
                .place(&symbols.secret_ring, x, y);
        }
        scene
            .role(Role::Piece {
                owner: piece.owner,
                at: at.clone(),
                piece: Piece::Number(piece.number),
            })
            .place(&symbols.pieces[o][piece.number.min(9) as usize], x, y);
        if secret {
            scene
                .role(Role::Mark { mark: Mark::Secret, at })
                .place(&symbols.secret_badge, x, y);
        }
    }
    if let Some(square) = view.locked {
        let (x, y) = square_origin(square);
        scene
            .role(Role::Mark {
                mark: Mark::Locked,
                at: Place::square(square),
            })
            .place(&symbols.locked, x as f32, y as f32);
    }
    if let Some(last) = &view.last_move {
        let (tip, from) = arrow_tip(last, view.locked == Some(last.to));
        scene.role(Role::Mark {
            mark: Mark::Path,
            at: Place::Board,
        });
        style::fill_arrowhead(scene, from, tip, 14.0, PATH);
    }
}

/// The last move's path: a line from the square it left through every square it
/// stopped on (slides straight, jumps as arcs around the jumped piece), a ring
/// where it started and a dot at each stop.
fn draw_path(scene: &mut Scene, last: &LastMove) {
    let squares = path_squares(last);
    let points = path_points(&squares);
    scene.role(Role::Mark {
        mark: Mark::Path,
        at: Place::Board,
    });
    scene.stroke_polyline(&points, 5.0, PATH, 1.0);
    let start = square_centre(squares[0]);
    scene.stroke_round_rect(RoundRect::circle(start.0, start.1, 9.0), 4.0, PATH, 1.0);
    for &square in &squares[1..squares.len() - 1] {
        let (x, y) = square_centre(square);
        scene.fill_round_rect(RoundRect::circle(x, y, 6.5), PATH, 1.0);
        scene.fill_round_rect(RoundRect::circle(x, y, 2.5), colour::SPOT, 1.0);
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
/// picks are awaited, how the game is played and won. The alt text says the
/// picks (or, after the game, the secret numbers), the locked piece and the
/// last move here, in that order.
fn draw_panel(scene: &mut Scene, view: &View, table: Table) {
    let left = (PANEL_X + 14) as f32;
    let width = (PANEL_W - 28) as f32;
    let title = TextStyle::bold(17.0, colour::INK);
    let body = TextStyle::regular(16.0, colour::INK);
    let faded = TextStyle::regular(15.0, colour::FADED_INK);
    let mut y = (BOARD_Y + 38) as f32;
    let paragraph = |scene: &mut Scene, y: &mut f32, style: TextStyle, text: &str| {
        for line in style::wrap(style, text, width) {
            scene.text(style, left, *y, &line);
            *y += 19.0;
        }
    };
    let heading = |scene: &mut Scene, y: f32, id: &'static str| {
        scene.role(Role::Words {
            words: Words::Heading,
            seat: None,
        });
        scene.text(title, left, y, &table.tr(Msg::new(id)));
    };
    let rules = Role::Words {
        words: Words::Rules,
        seat: None,
    };

    draw_picks(scene, view, table, &mut y);
    if view.phase == Phase::Secrets && !view.outcome.is_over() {
        y += 14.0;
        scene.role(rules.clone());
        paragraph(scene, &mut y, faded, &table.tr(msg!("pictures-trespass-how-to-pick")));
        y += 12.0;
        heading(scene, y, "pictures-trespass-how-to-win-title");
        y += 22.0;
        scene.role(rules.clone());
        paragraph(scene, &mut y, body, &table.tr(msg!("pictures-trespass-how-to-win")));
        y += 12.0;
        heading(scene, y, "pictures-trespass-a-turn-title");
        y += 22.0;
        scene.role(rules);
        paragraph(scene, &mut y, body, &table.tr(msg!("pictures-trespass-a-turn")));
        // No piece has moved yet: nothing is locked and there is no last move.
        return;
    }
    if !view.outcome.is_over() {
        y += 8.0;
        scene.role(rules);
        paragraph(scene, &mut y, faded, &table.tr(msg!("pictures-trespass-hidden")));
    }
    y += 20.0;

    // The locked piece.
    if view.phase == Phase::Play && !view.outcome.is_over() {
        heading(scene, y, "pictures-trespass-locked-title");
        y += 8.0;
        scene.role(Role::Words {
            words: Words::Locked,
            seat: None,
        });
        scene.place(&SYMBOLS.padlock, left, (y as i32 + 2) as f32);
        let text = match view.locked {
            Some(square) => table.tr(msg!("pictures-trespass-may-not-move", square = square.to_string())),
            None => table.tr(msg!("pictures-trespass-nothing-locked")),
        };
        scene.text(body, left + CHIP as f32 + 6.0, y + 19.0, &text);
        y += 44.0;
    }
    if let Some(square) = view.locked {
        let locked = msg!("pictures-trespass-alt-locked", square = square.to_string());
        scene.say(table.tr(locked));
    }

    // The last move and its path.
    if let Some(last) = &view.last_move {
        heading(scene, y, "pictures-trespass-last-move-title");
        y += 24.0;
        let (who, play) = (table.label(last.seat), last.notation());
        let path: Vec<String> = path_squares(last).iter().map(ToString::to_string).collect();
        scene.role(Role::Words {
            words: Words::LastMove,
            seat: Some(last.seat),
        });
        paragraph(scene, &mut y, body, &format!("{who} {play}"));
        let via = table.tr(msg!("pictures-trespass-via", path = path.join(" › ")));
        paragraph(scene, &mut y, faded, &via);
        scene.say(table.tr(msg!(
            "pictures-trespass-alt-last",
            who = who,
            play = play,
            path = path.join(", ")
        )));
    }

    // What the marks mean, at the bottom of the panel.
    scene.role(Role::Words {
        words: Words::Legend,
        seat: None,
    });
    let mut y = (BOARD_Y + BOARD_H - 16) as f32;
    for note in ["pictures-trespass-notch", "pictures-trespass-dark-rows"] {
        scene.text(faded, left, y, &table.tr(Msg::new(note)));
        y -= 19.0;
    }
}

/// The panel's first lines, one per seat: its chip and whether it has picked,
/// or after the game its secret number, starred; and the alt text's sentences
/// about the picks. Moves `y` past them.
fn draw_picks(scene: &mut Scene, view: &View, table: Table, y: &mut f32) {
    let left = (PANEL_X + 14) as f32;
    let width = (PANEL_W - 28) as f32;
    let body = TextStyle::regular(16.0, colour::INK);
    let over = view.outcome.is_over();
    let secrets = revealed(view);
    for seat in [RED, BLUE] {
        let o = seat.index();
        scene.role(Role::Words {
            words: Words::Secret,
            seat: Some(seat),
        });
        scene.place(&SYMBOLS.chips[o], left - 2.0, (*y as i32 + 2) as f32);
        let status = |who: &str| {
            if over {
                match secrets[o] {
                    Some(n) => format!("{who}: {n}"),
                    None => table.tr(msg!("pictures-trespass-never-picked", who = who)),
                }
            } else if view.picked[o] {
                table.tr(msg!("pictures-trespass-picked", who = who))
            } else {
                table.tr(msg!("pictures-trespass-picking", who = who))
            }
        };
        // A long name is shortened, never the status after it.
        let who = table.short(seat);
        let room = width - CHIP as f32 - 26.0;
        let full = status(&who);
        let text = if body.width(&full) <= room {
            full.clone()
        } else {
            let rest = body.width(&full) - body.width(&who);
            style::fit(body, &status(&style::fit(body, &who, room - rest)), room)
        };
        let end = scene.text_for(body, left + CHIP as f32 + 6.0, *y + 20.0, &text, &full);
        if over && secrets[o].is_some() {
            scene.role(Role::Mark {
                mark: Mark::Secret,
                at: Place::Panel(seat),
            });
            scene.text(TextStyle::bold(15.0, SECRET), end + 6.0, *y + 20.0, "★");
        }
        *y += 32.0;
    }
    if over {
        for seat in [RED, BLUE] {
            let sentence = match secrets[seat.index()] {
                Some(n) => msg!("pictures-trespass-alt-secret", seat = table.colour(seat), n = n),
                None => msg!("pictures-trespass-alt-never-picked", seat = table.colour(seat)),
            };
            scene.say(table.tr(sentence));
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
                table.tr(Msg::new(id).with("seat", table.colour(seat)))
            })
            .collect();
        scene.say(table.tr(msg!("pictures-trespass-alt-picks", picks = picks.join(", "))));
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
    let english = table(&[], Locale::En);
    let (_, headline, note) = header_text(view, english);
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
mod tests {
    use super::*;
    use crate::paint;

    const NAMES: [&str; 2] = ["Ann", "Bob"];

    fn mark(mark: Mark, square: Square) -> Role {
        Role::Mark {
            mark,
            at: Place::square(square),
        }
    }

    fn words(words: Words, seat: Option<Seat>) -> Role {
        Role::Words { words, seat }
    }

    /// The pieces a scene shows, by owner, place and kind, in painting order.
    fn pieces(scene: &Scene) -> Vec<(Seat, Place, Piece)> {
        scene
            .all_items()
            .filter_map(|item| match &item.role {
                Role::Piece { owner, at, piece } => Some((*owner, at.clone(), *piece)),
                _ => None,
            })
            .collect()
    }

    /// Every line of text whose role is `role`, in order.
    fn lines<'a>(scene: &'a Scene, role: &Role) -> Vec<&'a str> {
        scene
            .texts()
            .filter(|(r, _)| *r == role)
            .map(|(_, text)| text.words())
            .collect()
    }

    #[test]
    fn the_diagram_is_ascii_and_shows_every_piece() {
        let view = samples::trespass_mid_game().view();
        let text = diagram(&view);
        assert!(text.is_ascii(), "{text}");
        for piece in &view.board {
            let letter = if piece.owner == RED { 'R' } else { 'B' };
            assert!(text.contains(&format!("{letter}{}", piece.number)), "{text}");
        }
        assert!(text.contains("Secret picks: Red picked, Blue picked"), "{text}");
    }

    #[test]
    fn every_piece_stands_on_its_square_showing_its_number() {
        let view = samples::trespass_mid_game().view();
        let scene = scene(&view, &NAMES, Locale::En);
        let expected: Vec<(Seat, Place, Piece)> = view
            .board
            .iter()
            .map(|p| (p.owner, Place::square(p.square), Piece::Number(p.number)))
            .collect();
        assert_eq!(expected.len(), 20);
        assert_eq!(pieces(&scene), expected);
    }

    #[test]
    fn the_last_move_is_tinted_at_both_ends_with_its_path_and_the_moved_piece_locked() {
        let view = samples::trespass_mid_game().view();
        let last = view.last_move.clone().expect("a last move");
        let locked = view.locked.expect("a locked piece");
        assert_eq!(locked, last.to, "the piece just moved is locked");
        let scene = scene(&view, &NAMES, Locale::En);
        assert!(scene.shows(&mark(Mark::LastMove, last.from)) && scene.shows(&mark(Mark::LastMove, last.to)));
        assert!(scene.shows(&Role::Mark {
            mark: Mark::Path,
            at: Place::Board
        }));
        let marked: Vec<&Role> = scene
            .all_items()
            .map(|item| &item.role)
            .filter(|role| matches!(role, Role::Mark { mark: Mark::Locked, .. }))
            .collect();
        assert_eq!(marked, [&mark(Mark::Locked, locked)]);
        assert_eq!(
            scene.words(&Role::Note),
            Some(format!("any piece but the one on {locked}").as_str())
        );
        assert_eq!(
            lines(&scene, &words(Words::Locked, None)),
            [format!("{locked} may not move")]
        );
        let who = if last.seat == RED { "Ann (Red)" } else { "Bob (Blue)" };
        let path: Vec<String> = path_squares(&last).iter().map(ToString::to_string).collect();
        assert_eq!(
            lines(&scene, &words(Words::LastMove, Some(last.seat))).join(" "),
            format!("{who} {} via {}", last.notation(), path.join(" › "))
        );
    }

    #[test]
    fn the_header_says_who_is_to_move_and_the_panel_that_the_numbers_are_hidden() {
        let view = samples::trespass_mid_game().view();
        let seat = view.to_act.expect("someone to move");
        let scene = scene(&view, &NAMES, Locale::En);
        let label = if seat == RED { "Ann (Red)" } else { "Bob (Blue)" };
        assert_eq!(
            scene.words(&Role::Headline { seat: Some(seat) }),
            Some(format!("{label} to move").as_str())
        );
        let player = |seat, to_act| Role::Player { seat, to_act };
        assert_eq!(scene.words(&player(seat, true)), Some(label));
        assert!(scene.shows(&player(seat.opponent(), false)));
        assert_eq!(scene.words(&words(Words::Secret, Some(RED))), Some("Ann: picked"));
        assert_eq!(scene.words(&words(Words::Secret, Some(BLUE))), Some("Bob: picked"));
        assert_eq!(
            lines(&scene, &words(Words::Rules, None)).join(" "),
            "Hidden until the game ends."
        );
        assert_eq!(
            lines(&scene, &words(Words::Legend, None)),
            [
                "Red moves up to rank 6, Blue down to rank 1 · any piece of either colour may be moved",
                "Notch: the way it moves",
                "Dark rows: the back rows"
            ]
        );
        assert_eq!(scene.words(&Role::Title), Some("TRESPASS"));
        assert!(!scene
            .all_items()
            .any(|item| matches!(item.role, Role::Mark { mark: Mark::Secret, .. })));
    }

    #[test]
    fn during_the_picks_the_panel_says_who_has_picked_and_how_the_game_is_played() {
        let view = samples::trespass_secrets().view();
        let scene = scene(&view, &NAMES, Locale::En);
        assert_eq!(
            scene.words(&Role::Headline { seat: Some(BLUE) }),
            Some("Waiting for Bob (Blue) to pick")
        );
        assert_eq!(scene.words(&Role::Note), Some("then Ann (Red) moves first"));
        assert_eq!(scene.words(&words(Words::Secret, Some(RED))), Some("Ann: picked"));
        assert_eq!(scene.words(&words(Words::Secret, Some(BLUE))), Some("Bob: picking…"));
        assert_eq!(
            lines(&scene, &words(Words::Heading, None)),
            ["Secret numbers", "How to win", "A turn"]
        );
        let rules = lines(&scene, &words(Words::Rules, None)).join(" ");
        assert!(
            rules.starts_with("Each player picks one of their own numbers"),
            "{rules}"
        );
        assert!(rules.ends_with("or jump over a piece."), "{rules}");
        // Nobody is to move yet, nothing is locked and nothing has moved.
        assert!(scene.shows(&Role::Player {
            seat: RED,
            to_act: false
        }));
        assert!(scene.words(&words(Words::Locked, None)).is_none());
        assert_eq!(
            scene.alt_text(),
            "Trespass. Ann (Red) against Bob (Blue). Waiting for Bob (Blue) to pick, then Ann (Red) moves first. \
             Secret picks: Red picked, Blue waiting."
        );
    }

    #[test]
    fn after_the_game_each_secret_piece_is_ringed_and_starred_and_its_number_said() {
        let view = samples::trespass_game_over().view();
        assert!(view.outcome.is_over());
        let scene = scene(&view, &NAMES, Locale::En);
        let mut starred = 0;
        for (seat, who) in [(RED, "Ann"), (BLUE, "Bob")] {
            let n = view.secrets[seat.index()].expect("both picked");
            let piece = view
                .board
                .iter()
                .find(|p| p.owner == seat && p.number == n)
                .expect("the secret piece");
            // Its ring under the disc and its star over it.
            assert_eq!(scene.find(&mark(Mark::Secret, piece.square)).count(), 2);
            assert_eq!(
                scene.words(&words(Words::Secret, Some(seat))),
                Some(format!("{who}: {n}").as_str())
            );
            assert!(scene.shows(&Role::Mark {
                mark: Mark::Secret,
                at: Place::Panel(seat)
            }));
            starred += 3;
        }
        let marks = scene
            .all_items()
            .filter(|item| matches!(item.role, Role::Mark { mark: Mark::Secret, .. }))
            .count();
        assert_eq!(marks, starred);
        let text = scene.alt_text();
        assert!(
            text.contains(" Red's secret number was 7. Blue's secret number was 3."),
            "{text}"
        );
        assert!(scene.words(&words(Words::Rules, None)).is_none());
    }

    #[test]
    fn the_alt_text_is_said_in_the_order_it_always_was() {
        let names = &samples::CROWN_ANCHOR_NAMES;
        let view = samples::trespass_mid_game().view();
        let scene = scene(&view, names, Locale::En);
        assert_eq!(
            scene.alt_text(),
            "Trespass. Ann (Red) against Bartholomew Fitzwilliam (Blue). Ann (Red) to move, any piece but \
             the one on b4. Secret picks: Red picked, Blue picked. The piece on b4 is locked this turn. \
             Last move: Bartholomew Fitzwilliam (Blue) a2-b4 via a2, b2, b4."
        );
    }

    #[test]
    fn a_board_for_a_french_room_is_drawn_and_described_in_french() {
        let view = samples::trespass_mid_game().view();
        let english = paint::png(&scene(&view, &NAMES, Locale::En));
        let french = scene(&view, &NAMES, Locale::Fr);
        let png = paint::png(&french);
        if let Ok(path) = std::env::var("PARLOR_SAVE_FRENCH_TRESPASS") {
            std::fs::write(path, &png).unwrap();
        }
        assert_ne!(english, png);
        assert_eq!(
            paint::png(&scene(&view, &NAMES, Locale::En)),
            english,
            "the English cache is untouched"
        );
        assert_eq!(french.words(&Role::Title), Some("TRESPASS"));
        assert_eq!(
            french.words(&words(Words::Heading, None)),
            Some(tr(Locale::Fr, &msg!("pictures-trespass-secret-numbers")).as_str())
        );
    }

    #[test]
    fn the_panel_and_alt_text_read_in_the_room_language() {
        let secrets = samples::trespass_secrets().view();
        let spanish = scene(&secrets, &NAMES, Locale::Es);
        let text = spanish.alt_text();
        assert!(text.starts_with("Trespass. Ann (Rojo) contra Bob (Azul)."), "{text}");
        assert!(text.contains("Elecciones secretas: Rojo "), "{text}");
        assert_ne!(paint::png(&scene(&secrets, &NAMES, Locale::En)), paint::png(&spanish));

        let over = samples::trespass_game_over().view();
        let french = scene(&over, &NAMES, Locale::Fr).alt_text();
        assert!(french.contains("Le nombre secret de Rouge était"), "{french}");
        assert!(french.contains("Dernier coup : "), "{french}");
        for text in [&text, &french] {
            for english in ["against", "Secret", "Last move", "locked", "picked", "waiting"] {
                assert!(!text.contains(english), "{english} in {text}");
            }
        }
    }
}
