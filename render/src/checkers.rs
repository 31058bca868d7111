//! Checkers: the scene and the text diagram of a [`View`] (rulings,
//! `shared/rules/checkers.md`). This is the model drawing: the checklist for
//! converting a game is in [`mod@crate::scene`].
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
//! The frame, squares and numbers are a layer built once per language
//! ([`BACKGROUNDS`]); pieces and marks are symbols defined once ([`SYMBOLS`]).

use crate::drawing::{engine, Drawing};
use crate::header::{self, MARGIN};
use crate::samples;
use crate::scene::{Layer, Mark, Piece, Place, Role, Scene, Symbol, Words};
use crate::style::{self, colour, RoundRect, Surface, TextStyle};
use crate::words::{tr, PerLocale};
use image::Rgb;
use parlor_games::checkers::{Checkers, LastMove, Square, View};
use parlor_games::i18n::{self, Locale, Msg};
use parlor_games::{msg, AnyGame, Game, Outcome, Seat};
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

/// Checkers in the registry of drawings ([`crate::drawing()`]).
pub struct CheckersDrawing;

impl Drawing for CheckersDrawing {
    fn scene(&self, game: &AnyGame, names: &[&str], locale: Locale) -> Scene {
        scene(&engine::<Checkers>(game).view(), names, locale)
    }

    fn diagram(&self, game: &AnyGame, _names: &[&str]) -> String {
        diagram(&engine::<Checkers>(game).view())
    }
}

/// A piece, one square in size: a disc with a groove, and for a king a gold
/// crown on its face.
fn piece(owner: usize, king: bool) -> Symbol {
    let mut img = Scene::new(SQ as u32, SQ as u32);
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
    let kind = if king { "king" } else { "man" };
    Symbol::new(format!("checkers-{kind}-{owner}"), img)
}

/// A crown `w` pixels wide centred on (`cx`, `cy`): a band under three points,
/// each tipped with a ball, outlined in dark gold.
fn draw_crown(img: &mut Scene, cx: f32, cy: f32, w: f32) {
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
fn must_capture() -> Symbol {
    let mut img = Scene::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let ring = RoundRect::circle(s / 2.0, s / 2.0, PIECE_R + 5.0);
    img.stroke_round_rect(ring.grow(1.0), 7.0, colour::SHADOW, 0.35);
    img.stroke_round_rect(ring, 4.5, colour::DANGER, 1.0);
    Symbol::new("checkers-must-capture", img)
}

/// The tint of a square the last move left or reached.
fn last_move() -> Symbol {
    let mut img = Scene::new(SQ as u32, SQ as u32);
    let square = RoundRect::from_corner(0.0, 0.0, SQ as f32, SQ as f32, 0.0);
    img.fill_round_rect(square, colour::LAST_MOVE, 0.45);
    Symbol::new("checkers-last-move", img)
}

/// A red cross on a square where the last move captured a piece.
fn taken() -> Symbol {
    let mut img = Scene::new(SQ as u32, SQ as u32);
    let (c, d) = (SQ as f32 / 2.0, SQ as f32 * 0.2);
    for (a, b) in [((c - d, c - d), (c + d, c + d)), ((c - d, c + d), (c + d, c - d))] {
        img.stroke_polyline(&[a, b], 8.5, colour::WHITE, 0.7);
        img.stroke_polyline(&[a, b], 5.5, colour::CAPTURE, 1.0);
    }
    Symbol::new("checkers-taken", img)
}

/// A square's number on a dark tab, to write over a piece or the path.
fn number(square: Square) -> Symbol {
    let text = square.to_string();
    let style = TextStyle::bold(14.0, NUMBER);
    let w = style.width(&text) + 6.0;
    let mut img = Scene::new(w.ceil() as u32 + 2, 19);
    img.fill_round_rect(RoundRect::from_corner(1.0, 1.0, w, 17.0, 4.0), NUMBER_TAB, 0.9);
    img.text(style, 4.0, 15.0, &text);
    Symbol::new(format!("checkers-number-{text}"), img)
}

/// Every symbol, defined once.
pub struct Symbols {
    /// `[owner][king]`, one square in size.
    pieces: [[Symbol; 2]; 2],
    /// `[owner]`, a plain disc for the header.
    chips: [Symbol; 2],
    must_capture: Symbol,
    last_move: Symbol,
    taken: Symbol,
    /// By square number, from 1.
    numbers: Vec<Symbol>,
}

/// The pieces and marks checkers places.
pub static SYMBOLS: LazyLock<Symbols> = LazyLock::new(|| Symbols {
    pieces: [0, 1].map(|o| [piece(o, false), piece(o, true)]),
    chips: [0, 1].map(|o| header::chip(&format!("checkers-chip-{o}"), 24, FACES[o], EDGES[o])),
    must_capture: must_capture(),
    last_move: last_move(),
    taken: taken(),
    numbers: Square::all().map(number).collect(),
});

/// The top-left pixel of the square at `row` and `column` of the diagram.
fn cell_origin(row: u8, column: u8) -> (i32, i32) {
    (SQUARES_X + column as i32 * SQ, SQUARES_Y + row as i32 * SQ)
}

/// The top-left pixel of a square: square 1 on the top row, 32 on the bottom.
fn square_origin(square: Square) -> (f32, f32) {
    let (x, y) = cell_origin(square.row(), square.column());
    (x as f32, y as f32)
}

/// The centre of a square.
fn square_centre(square: Square) -> (f32, f32) {
    let (x, y) = square_origin(square);
    (x + (SQ / 2) as f32, y + (SQ / 2) as f32)
}

/// The parts of the picture that never change, one per language: paper,
/// frame, squares, the square numbers, the names of the sides on the frame and
/// the game's name.
pub static BACKGROUNDS: PerLocale<Layer> = PerLocale::new(background);

/// The seat's name: "Black", "Negras", "Noir".
fn seat_name(seat: Seat, locale: Locale) -> String {
    tr(locale, &i18n::seat("checkers", seat.index()))
}

fn background(locale: Locale) -> Layer {
    let mut img = Scene::on_paper(WIDTH, HEIGHT, colour::PAPER);
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
        img.role(Role::Label {
            at: Place::square(square),
        })
        .text(TextStyle::bold(14.0, NUMBER), x + 5.0, y + 16.0, &square.to_string());
    }
    let label = TextStyle::bold(14.0, colour::FRAME_TEXT).centred();
    let centre = (SQUARES_X + 4 * SQ) as f32;
    img.role(Role::Label { at: Place::Board });
    let top = label.centre_baseline((BOARD_Y + FRAME / 2) as f32);
    img.text(label, centre, top, &tr(locale, &msg!("pictures-checkers-top")));
    let bottom = label.centre_baseline((SQUARES_Y + 8 * SQ + FRAME / 2) as f32);
    img.text(label, centre, bottom, &tr(locale, &msg!("pictures-checkers-bottom")));
    let title = tr(locale, &i18n::title("checkers")).to_uppercase();
    header::draw_title(&mut img, WIDTH, &title);
    Layer::new(format!("checkers-{}", locale.code()), locale, img, palette_samples)
}

/// The scenes the PNG palette is learned from: seeded games other than the
/// benchmarked one.
fn palette_samples(locale: Locale) -> Vec<Scene> {
    let names = &samples::CROWN_ANCHOR_NAMES;
    [
        samples::checkers_game(101, 12),
        samples::checkers_game(102, 25),
        samples::checkers_game(103, 35),
        samples::checkers_game(105, 60),
        samples::checkers_game_over(),
    ]
    .iter()
    .map(|game| scene(&game.view(), names, locale))
    .collect()
}

/// A seat's label: "Ann (Black)", or "Black".
fn label(names: &[&str], seat: Seat, locale: Locale) -> String {
    header::label(names, seat, &seat_name(seat, locale))
}

/// The header: the seat the first line is about, the headline and a note.
fn header_text(view: &View, names: &[&str], locale: Locale) -> (Option<Seat>, String, String) {
    let tr = |msg: Msg| tr(locale, &msg);
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (
            Some(seat),
            tr(msg!("pictures-wins", who = label(names, seat, locale))),
            ending_note(view, seat, names, locale),
        ),
        (Outcome::Draw, _) => (None, tr(msg!("pictures-draw")), draw_note(view, locale)),
        (Outcome::Ongoing, Some(seat)) => {
            let note = match view.must_capture.as_slice() {
                [] => String::new(),
                [one] => tr(msg!("pictures-checkers-must-capture-one", square = one.to_string())),
                several => tr(msg!("pictures-checkers-must-capture", squares = join(several))),
            };
            (
                Some(seat),
                tr(msg!("pictures-to-move", who = label(names, seat, locale))),
                note,
            )
        }
        (Outcome::Ongoing, None) => (None, tr(msg!("pictures-game-over")), String::new()),
    }
}

/// Why the winner won, as far as the view tells: the loser is to move and has no
/// piece or no move, or else resigned.
fn ending_note(view: &View, winner: Seat, names: &[&str], locale: Locale) -> String {
    let loser = winner.opponent();
    let who = header::short(names, loser, &seat_name(loser, locale));
    let id = if view.to_move != loser {
        "pictures-checkers-resigned"
    } else if !view.board.iter().any(|p| p.owner == loser) {
        "pictures-checkers-no-pieces"
    } else if view.last_move.as_ref().is_some_and(|m| m.seat == winner) {
        "pictures-checkers-cannot-move"
    } else {
        "pictures-checkers-resigned"
    };
    tr(locale, &Msg::new(id).with("who", who))
}

/// Why the game was drawn, as far as the view tells.
fn draw_note(view: &View, locale: Locale) -> String {
    if view.repetitions >= 3 {
        tr(locale, &msg!("pictures-checkers-threefold"))
    } else if view.quiet_plies >= view.quiet_plies_for_draw {
        tr(locale, &msg!("pictures-checkers-forty"))
    } else {
        tr(locale, &msg!("pictures-checkers-agreed"))
    }
}

/// "once", "twice", "3 times".
fn times(n: u32, locale: Locale) -> String {
    tr(locale, &msg!("pictures-times", n = n))
}

fn join(squares: &[Square]) -> String {
    squares.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
}

/// The scene of the view: board, pieces, the last move with its path and
/// captures, the pieces that must capture, the players by `names[seat]`, every
/// word in `locale`, and the alt text. [`WIDTH`] × [`HEIGHT`] pixels.
pub fn scene(view: &View, names: &[&str], locale: Locale) -> Scene {
    let symbols = &*SYMBOLS;
    let mut scene = Scene::over(BACKGROUNDS.get(locale));
    let mut covered: Vec<Square> = view.board.iter().map(|p| p.square).collect();
    if let Some(last) = &view.last_move {
        for square in [last.path[0], *last.path.last().unwrap_or(&last.path[0])] {
            let (x, y) = square_origin(square);
            scene
                .role(Role::Mark {
                    mark: Mark::LastMove,
                    at: Place::square(square),
                })
                .place(&symbols.last_move, x, y);
        }
        draw_path(&mut scene, last);
        for &square in &last.taken {
            let (x, y) = square_origin(square);
            scene
                .role(Role::Mark {
                    mark: Mark::Captured,
                    at: Place::square(square),
                })
                .place(&symbols.taken, x, y);
        }
        covered.extend(path_squares(last));
    }
    for piece in &view.board {
        let (x, y) = square_origin(piece.square);
        scene
            .role(Role::Piece {
                owner: piece.owner,
                at: Place::square(piece.square),
                piece: if piece.king { Piece::King } else { Piece::Man },
            })
            .place(
                &symbols.pieces[piece.owner.index().min(1)][usize::from(piece.king)],
                x,
                y,
            );
    }
    for &square in &view.must_capture {
        let (x, y) = square_origin(square);
        scene
            .role(Role::Mark {
                mark: Mark::MustCapture,
                at: Place::square(square),
            })
            .place(&symbols.must_capture, x, y);
    }
    // The numbers under pieces and the path go back on top: players type them.
    covered.sort_unstable();
    covered.dedup();
    for square in covered {
        let (x, y) = square_origin(square);
        scene
            .role(Role::Label {
                at: Place::square(square),
            })
            .place(&symbols.numbers[square.number() as usize - 1], x + 1.0, y + 1.0);
    }
    draw_header(&mut scene, view, names, locale);
    draw_footer(&mut scene, view, names, locale);
    say_pieces(&mut scene, locale);
    scene
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
fn draw_path(scene: &mut Scene, last: &LastMove) {
    let points: Vec<(f32, f32)> = last.path.iter().map(|&s| square_centre(s)).collect();
    scene.role(Role::Mark {
        mark: Mark::Path,
        at: Place::Board,
    });
    scene.stroke_polyline(&points, 9.0, PATH_EDGE, 1.0);
    scene.stroke_polyline(&points, 6.0, PATH, 1.0);
    let start = points[0];
    scene.stroke_round_rect(RoundRect::circle(start.0, start.1, 10.0), 4.5, PATH, 1.0);
    for &(x, y) in &points[1..points.len().saturating_sub(1)] {
        scene.fill_round_rect(RoundRect::circle(x, y, 8.0), PATH, 1.0);
        scene.fill_round_rect(RoundRect::circle(x, y, 3.0), colour::FRAME, 1.0);
    }
}

/// The header, and the alt text's first sentence: the players and the headline.
fn draw_header(scene: &mut Scene, view: &View, names: &[&str], locale: Locale) {
    let (seat, text, note) = header_text(view, names, locale);
    let [first, second] = [Seat::FIRST, Seat::SECOND].map(|seat| label(names, seat, locale));
    scene.say(header::sentence(
        tr(
            locale,
            &msg!(
                "pictures-checkers-alt",
                first = first.clone(),
                second = second.clone(),
                headline = text.clone()
            ),
        ),
        &note,
    ));
    header::draw_two(
        scene,
        WIDTH,
        &SYMBOLS.chips,
        (seat, text, note),
        [first, second],
        view.to_act,
    );
}

/// The footer: the last move (said in the alt text too), then the draw
/// counters (or the result).
fn draw_footer(scene: &mut Scene, view: &View, names: &[&str], locale: Locale) {
    let body = TextStyle::regular(17.0, colour::INK);
    let faded = TextStyle::regular(15.0, colour::FADED_INK);
    let left = (MARGIN + 2) as f32;
    let first = (FOOTER_Y + 26) as f32;
    let room = (WIDTH as i32 - 2 * MARGIN) as f32;
    match &view.last_move {
        Some(last) => {
            let play = last_move_text(last, names, locale);
            let text = tr(locale, &msg!("pictures-checkers-last-move", play = play));
            scene.say(format!("{text}."));
            scene.role(Role::Words {
                words: Words::LastMove,
                seat: Some(last.seat),
            });
            scene.fitted_text(body, left, first, &text, room);
        }
        None => {
            let text = tr(locale, &msg!("pictures-checkers-no-move"));
            scene.role(Role::Words {
                words: Words::LastMove,
                seat: None,
            });
            scene.fitted_text(body, left, first, &text, room);
        }
    }
    let second = if view.outcome.is_over() {
        let (_, headline, note) = header_text(view, names, locale);
        if note.is_empty() {
            tr(locale, &msg!("pictures-checkers-over", headline = headline))
        } else {
            tr(
                locale,
                &msg!("pictures-checkers-over-note", headline = headline, note = note),
            )
        }
    } else {
        let mut counters = tr(
            locale,
            &msg!(
                "pictures-checkers-quiet",
                quiet = view.quiet_plies,
                limit = view.quiet_plies_for_draw
            ),
        );
        if view.repetitions > 1 {
            let seen = tr(
                locale,
                &msg!("pictures-checkers-seen", times = times(view.repetitions, locale)),
            );
            let _ = write!(counters, " · {seen}");
        }
        counters
    };
    scene.role(Role::Words {
        words: Words::Status,
        seat: None,
    });
    scene.text(faded, left, first + 22.0, &second);
    if !view.must_capture.is_empty() {
        let right = (WIDTH as i32 - MARGIN) as f32;
        scene.role(Role::Words {
            words: Words::Legend,
            seat: None,
        });
        scene.text(
            faded.right(),
            right,
            first,
            &tr(locale, &msg!("pictures-checkers-ring")),
        );
    }
}

/// The alt text's last sentences: each side's pieces and kings, counted on the
/// scene's board.
fn say_pieces(scene: &mut Scene, locale: Locale) {
    for seat in [BLACK, BLACK.opponent()] {
        let (mut pieces, mut kings) = (0, 0);
        for item in &scene.items {
            if let Role::Piece { owner, piece, .. } = item.role {
                if owner == seat {
                    pieces += 1;
                    kings += usize::from(piece == Piece::King);
                }
            }
        }
        let mut sentence = tr(
            locale,
            &msg!("pictures-checkers-pieces", seat = seat_name(seat, locale), n = pieces),
        );
        if kings > 0 {
            let _ = write!(
                sentence,
                ", {}",
                tr(locale, &msg!("pictures-checkers-kings", n = kings))
            );
        }
        sentence.push('.');
        scene.say(sentence);
    }
}

/// "Ann (Black) 15x24x31, took 19 and 27, crowned king".
fn last_move_text(last: &LastMove, names: &[&str], locale: Locale) -> String {
    let mut text = format!("{} {}", label(names, last.seat, locale), last.notation());
    if !last.taken.is_empty() {
        let took = tr(locale, &msg!("pictures-checkers-took", squares = join(&last.taken)));
        let _ = write!(text, ", {took}");
    }
    if last.crowned {
        let _ = write!(text, ", {}", tr(locale, &msg!("pictures-checkers-crowned")));
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
    let (_, headline, note) = header_text(view, &[], Locale::En);
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
        let _ = writeln!(out, "Last: {} (marked *)", last_move_text(last, &[], Locale::En));
    }
    if !view.must_capture.is_empty() {
        let _ = writeln!(out, "Must capture (marked !): {}", join(&view.must_capture));
    }
    let _ = writeln!(
        out,
        "No capture or man moved for {} of {} moves (then a draw); this position seen {} (a third time draws)",
        view.quiet_plies,
        view.quiet_plies_for_draw,
        times(view.repetitions, Locale::En)
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint;
    use parlor_games::checkers::Setup;

    const WHITE: Seat = Seat::SECOND;
    const NAMES: [&str; 2] = ["Ann", "Bob"];

    fn sq(n: u8) -> Square {
        Square::new(n).expect("a square")
    }

    /// Black (Ann) to move: a king on 14 and a man on 1; White (Bob) has just
    /// played 22-18 next to the king, which must now capture it.
    fn king_must_capture() -> View {
        Checkers::from_setup(Setup {
            men: [vec![sq(1)], vec![sq(18)]],
            kings: [vec![sq(14)], vec![]],
            to_move: BLACK,
            quiet_plies: 0,
            history: vec![],
            last_move: Some(LastMove {
                seat: WHITE,
                path: vec![sq(22), sq(18)],
                taken: vec![],
                crowned: false,
            }),
            outcome: Outcome::Ongoing,
        })
        .expect("a legal position")
        .view()
    }

    fn piece(owner: Seat, square: u8, piece: Piece) -> Role {
        Role::Piece {
            owner,
            at: Place::square(square),
            piece,
        }
    }

    fn mark(mark: Mark, square: u8) -> Role {
        Role::Mark {
            mark,
            at: Place::square(square),
        }
    }

    fn words(words: Words, seat: Option<Seat>) -> Role {
        Role::Words { words, seat }
    }

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
    fn every_piece_stands_on_its_square_as_a_man_or_a_king() {
        let view = king_must_capture();
        let scene = scene(&view, &NAMES, Locale::En);
        let pieces: Vec<&Role> = scene
            .all_items()
            .map(|item| &item.role)
            .filter(|role| matches!(role, Role::Piece { .. }))
            .collect();
        assert_eq!(
            pieces,
            [
                &piece(BLACK, 1, Piece::Man),
                &piece(BLACK, 14, Piece::King),
                &piece(WHITE, 18, Piece::Man)
            ]
        );
    }

    #[test]
    fn the_last_move_is_tinted_at_both_ends_with_its_path_and_the_compulsory_capture_ringed() {
        let scene = scene(&king_must_capture(), &NAMES, Locale::En);
        assert!(scene.shows(&mark(Mark::LastMove, 22)) && scene.shows(&mark(Mark::LastMove, 18)));
        assert!(scene.shows(&Role::Mark {
            mark: Mark::Path,
            at: Place::Board
        }));
        assert!(scene.shows(&mark(Mark::MustCapture, 14)));
        assert!(!scene.shows(&mark(Mark::MustCapture, 1)));
        assert_eq!(
            scene.words(&words(Words::Legend, None)),
            Some("orange ring: must capture")
        );
        // The numbers under the pieces and the path are written again on top.
        for n in [1, 14, 18, 22] {
            let label = Role::Label { at: Place::square(n) };
            assert_eq!(scene.items.iter().filter(|item| item.role == label).count(), 1, "{n}");
        }
    }

    #[test]
    fn the_header_says_who_is_to_move_and_what_they_must_do() {
        let scene = scene(&king_must_capture(), &NAMES, Locale::En);
        assert_eq!(
            scene.words(&Role::Headline { seat: Some(BLACK) }),
            Some("Ann (Black) to move")
        );
        assert_eq!(scene.words(&Role::Note), Some("must capture with 14"));
        let player = |seat, to_act| Role::Player { seat, to_act };
        assert_eq!(scene.words(&player(BLACK, true)), Some("Ann (Black)"));
        assert_eq!(scene.words(&player(WHITE, false)), Some("Bob (White)"));
        assert_eq!(scene.words(&Role::Title), Some("CHECKERS"));
    }

    #[test]
    fn the_alt_text_says_the_header_the_last_move_and_the_pieces_left() {
        let scene = scene(&king_must_capture(), &NAMES, Locale::En);
        assert_eq!(
            scene.words(&words(Words::LastMove, Some(WHITE))),
            Some("Last move: Bob (White) 22-18")
        );
        assert_eq!(
            scene.alt_text(),
            "Checkers. Ann (Black) against Bob (White). Ann (Black) to move, must capture with 14. \
             Last move: Bob (White) 22-18. Black has 2 pieces, 1 of them kings. White has 1 pieces."
        );
    }

    #[test]
    fn a_capture_is_crossed_where_the_piece_was_taken() {
        let view = Checkers::from_setup(Setup {
            men: [vec![sq(1)], vec![sq(30)]],
            kings: [vec![sq(23)], vec![]],
            to_move: WHITE,
            quiet_plies: 0,
            history: vec![],
            last_move: Some(LastMove {
                seat: BLACK,
                path: vec![sq(14), sq(23)],
                taken: vec![sq(18)],
                crowned: false,
            }),
            outcome: Outcome::Ongoing,
        })
        .expect("a legal position")
        .view();
        let scene = scene(&view, &NAMES, Locale::En);
        assert!(scene.shows(&mark(Mark::Captured, 18)));
        assert!(!scene
            .all_items()
            .any(|item| matches!(&item.role, Role::Piece { at, .. } if *at == Place::square(18))));
        let last = scene.words(&words(Words::LastMove, Some(BLACK))).unwrap_or_default();
        assert!(last.ends_with(", took 18"), "{last}");
    }

    #[test]
    fn a_finished_game_says_how_it_ended_not_the_draw_counter() {
        let view = samples::checkers_game_over().view();
        assert!(view.outcome.is_over());
        let scene = scene(&view, &NAMES, Locale::En);
        let text = scene.alt_text();
        assert!(text.contains("wins") || text.contains("Draw"), "{text}");
        let status = scene.words(&words(Words::Status, None)).unwrap_or_default();
        assert!(status.starts_with("Game over: "), "{status}");
        assert!(!status.contains(" moves without a capture or a man moving"), "{status}");
        assert_eq!((scene.width, scene.height), (WIDTH, HEIGHT));
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
        let english = paint::png(&scene(&view, &["", "Bob"], Locale::En));
        let french = scene(&view, &["", "Bob"], Locale::Fr);
        let png = paint::png(&french);
        if let Ok(path) = std::env::var("PARLOR_SAVE_FRENCH") {
            std::fs::write(path, &png).unwrap();
        }
        let text = french.alt_text();
        assert!(text.contains("Bob (Blanc)"), "{text}");
        assert!(text.starts_with("Jeu de dames. Noir contre"), "{text}");
        assert!(
            text.contains(". Dernier coup : Noir 22x31x24, a pris 26, 27. "),
            "{text}"
        );
        let frame = Role::Label { at: Place::Board };
        assert!(french
            .texts()
            .any(|(role, t)| *role == frame && t.text.starts_with("NOIRS")));
        assert_eq!(french.words(&Role::Title), Some("DAMES"));
        assert_ne!(english, png);
        assert_eq!(
            paint::png(&scene(&view, &["", "Bob"], Locale::En)),
            english,
            "the English cache is untouched"
        );
    }
}
