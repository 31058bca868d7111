//! Hot Spot: the scene and the text diagram of a [`View`]
//! (rulings, "What the picture shows").
//!
//! Layout, 720 × 676 px: the header (who is to act by name and colour, or the
//! result; the players), the board in a wooden frame with files `a`–`h` below and
//! ranks `1`–`8` to the left (Green's rank 1 at the bottom), and beside it two
//! panels: Black's at the top, Green's at the bottom, each with the player's name,
//! the reserve, the face-down pieces still to place (during placement) or the
//! pieces the opponent has captured (during play), and the revealed piece for the
//! seat placing. A footer line says who has captured how many of whose pieces,
//! and the last action.
//!
//! A captured piece lies face down in its owner's colour: a green back for
//! Green's, a black one with a light rim for Black's.
//!
//! The frame, squares, labels and panels are a layer built once per language
//! ([`BACKGROUNDS`]); pieces and marks are symbols defined once ([`SYMBOLS`]).
//! A face-down piece's value is never in the scene: its symbol and its role
//! ([`Piece::FaceDown`]) are the same whatever its spots.

use crate::drawing::{engine, Drawing};
use crate::header::{self, MARGIN};
use crate::samples;
use crate::scene::{Layer, Mark, Piece, Place, Role, Scene, Symbol, Words};
use crate::style::{self, colour, RoundRect, Surface, TextStyle};
use crate::words::{tr, PerLocale, Table};
use image::Rgb;
use parlor_games::hot_spot::{seat_name, HotSpot, Phase, Square, View, ViewPiece, BOARD_PIECES, SIZE};
use parlor_games::i18n::{self, Locale};
use parlor_games::{msg, AnyGame, Game, Outcome, Seat};
use std::fmt::Write as _;
use std::sync::LazyLock;

/// Picture width in pixels.
pub const WIDTH: u32 = 720;
/// Picture height in pixels.
pub const HEIGHT: u32 = 676;

/// One square's side.
const SQ: i32 = 60;
/// The frame around the squares, where the labels are printed.
const FRAME: i32 = 24;
const BOARD_X: i32 = MARGIN;
const BOARD_Y: i32 = MARGIN + header::HEIGHT;
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
const MINI_SQ: i32 = 18;

const GREEN: Seat = Seat::FIRST;
const BLACK: Seat = Seat::SECOND;

/// Hot Spot in the registry of drawings ([`crate::drawing()`]).
pub struct HotSpotDrawing;

impl Drawing for HotSpotDrawing {
    fn scene(&self, game: &AnyGame, names: &[&str], locale: Locale) -> Scene {
        scene(&engine::<HotSpot>(game).view(), names, locale)
    }

    fn diagram(&self, game: &AnyGame, _names: &[&str]) -> String {
        diagram(&engine::<HotSpot>(game).view())
    }
}

/// The colours of a seat's pieces: face, edge (the tile's thickness), outline,
/// and the back and its cross of a face-down piece.
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
            back: Rgb([0x6F, 0xA8, 0x78]),
            hatch: Rgb([0x1B, 0x4F, 0x2B]),
        }
    } else {
        PieceColours {
            face: Rgb([0x24, 0x22, 0x20]),
            edge: Rgb([0x0C, 0x0B, 0x0A]),
            outline: Some(Rgb([0xE4, 0xD8, 0xC0])),
            back: Rgb([0x4A, 0x45, 0x40]),
            hatch: Rgb([0x16, 0x14, 0x12]),
        }
    }
}

/// A piece tile of side `cell` named `name`: live with `spots` (1–3, laid out
/// like a die) or face down (`None`: flat, its back crossed in its owner's
/// colours).
fn piece(name: &str, cell: i32, owner: Seat, spots: Option<u8>) -> Symbol {
    let mut img = Scene::new(cell as u32, cell as u32);
    let c = piece_colours(owner);
    let s = cell as f32;
    let side = s * 0.8;
    let thick = if spots.is_some() {
        (side * 0.07).max(1.5)
    } else {
        (side * 0.03).max(1.0)
    };
    let face = RoundRect {
        cx: s / 2.0,
        cy: s / 2.0 - thick / 2.0,
        hw: side / 2.0,
        hh: side / 2.0,
        radius: side * 0.2,
    };
    let body = RoundRect {
        cy: face.cy + thick / 2.0,
        hh: face.hh + thick / 2.0,
        ..face
    };
    img.fill_round_rect(body.shift(side * 0.02, side * 0.05), colour::SHADOW, 0.35);
    if let Some(outline) = c.outline {
        img.fill_round_rect(body.grow((s / 40.0).max(1.2)), outline, 1.0);
    }
    match spots {
        Some(n) => {
            img.fill_round_rect(body, c.edge, 1.0);
            img.fill_round_rect(face, c.face, 1.0);
            let d = side * 0.25;
            let r = side * 0.095;
            let offsets: &[(f32, f32)] = match n {
                1 => &[(0.0, 0.0)],
                2 => &[(d, -d), (-d, d)],
                _ => &[(d, -d), (0.0, 0.0), (-d, d)],
            };
            for &(dx, dy) in offsets {
                img.fill_round_rect(RoundRect::circle(face.cx + dx, face.cy + dy, r), colour::SPOT, 1.0);
            }
        }
        None => {
            img.fill_round_rect(body, c.hatch, 1.0);
            img.fill_round_rect(face, c.back, 1.0);
            let inner = face.grow(-side * 0.14);
            let w = (side * 0.07).max(1.5);
            img.stroke_round_rect(inner, w, c.hatch, 1.0);
            let [x0, y0, x1, y1] = inner.grow(-side * 0.08).bounds();
            img.stroke_polyline(&[(x0, y0), (x1, y1)], w, c.hatch, 1.0);
            img.stroke_polyline(&[(x0, y1), (x1, y0)], w, c.hatch, 1.0);
        }
    }
    let face = match spots {
        Some(n) => format!("spots-{n}"),
        None => "face-down".to_owned(),
    };
    Symbol::new(format!("hot-spot-{name}-{face}-{}", owner.index()), img)
}

/// The ring and "!" badge over a piece of the seat to act that stands in danger.
fn danger() -> Symbol {
    let mut img = Scene::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let ring = RoundRect {
        cx: s / 2.0,
        cy: s / 2.0,
        hw: s / 2.0 - 3.0,
        hh: s / 2.0 - 3.0,
        radius: s * 0.22,
    };
    img.stroke_round_rect(ring, 7.0, colour::DANGER, 0.35);
    img.stroke_round_rect(ring, 3.0, colour::DANGER, 1.0);
    let badge = RoundRect::circle(s - 11.0, 11.0, 9.0);
    img.fill_round_rect(badge.grow(1.5), colour::WHITE, 1.0);
    img.fill_round_rect(badge, Rgb([0xC9, 0x2A, 0x1A]), 1.0);
    let bar = RoundRect {
        cx: badge.cx,
        cy: badge.cy - 1.8,
        hw: 1.4,
        hh: 4.0,
        radius: 1.4,
    };
    img.fill_round_rect(bar, colour::WHITE, 1.0);
    img.fill_round_rect(RoundRect::circle(badge.cx, badge.cy + 4.6, 1.6), colour::WHITE, 1.0);
    Symbol::new("hot-spot-danger", img)
}

/// The ring around a square where a piece was captured at the start of this turn.
fn capture() -> Symbol {
    let mut img = Scene::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let ring = RoundRect {
        cx: s / 2.0,
        cy: s / 2.0,
        hw: s / 2.0 - 3.5,
        hh: s / 2.0 - 3.5,
        radius: s * 0.2,
    };
    img.stroke_round_rect(ring, 3.5, colour::CAPTURE, 1.0);
    Symbol::new("hot-spot-captured", img)
}

/// The tint and border of a square the last action touched.
fn last_move() -> Symbol {
    let mut img = Scene::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let square = RoundRect::from_corner(0.0, 0.0, s, s, 0.0);
    img.fill_round_rect(square, colour::LAST_MOVE, 0.55);
    img.stroke_round_rect(square.grow(-1.5), 3.0, Rgb([0xB8, 0x86, 0x0B]), 0.9);
    Symbol::new("hot-spot-last-move", img)
}

/// Every symbol, defined once.
pub struct Symbols {
    /// `[owner][spots - 1]`, one square in size.
    board: [[Symbol; 3]; 2],
    /// `[owner]`, face down, one square in size.
    captured: [Symbol; 2],
    /// `[owner][spots - 1]`, reserve size.
    reserve: [[Symbol; 3]; 2],
    /// `[owner]`, face down, mini size.
    mini: [Symbol; 2],
    /// `[owner]`, for the header.
    chips: [Symbol; 2],
    danger: Symbol,
    capture: Symbol,
    last_move: Symbol,
}

/// The pieces and marks Hot Spot places.
pub static SYMBOLS: LazyLock<Symbols> = LazyLock::new(|| {
    let set = |name: &str, cell: i32, owner: Seat| [1, 2, 3].map(|n| piece(name, cell, owner, Some(n)));
    Symbols {
        board: [set("piece", SQ, GREEN), set("piece", SQ, BLACK)],
        captured: [piece("piece", SQ, GREEN, None), piece("piece", SQ, BLACK, None)],
        reserve: [set("reserve", RESERVE_SQ, GREEN), set("reserve", RESERVE_SQ, BLACK)],
        mini: [piece("mini", MINI_SQ, GREEN, None), piece("mini", MINI_SQ, BLACK, None)],
        chips: [piece("chip", 28, GREEN, Some(1)), piece("chip", 28, BLACK, Some(1))],
        danger: danger(),
        capture: capture(),
        last_move: last_move(),
    }
});

/// The top-left pixel of a square, Green's rank 1 at the bottom.
fn square_origin(square: Square) -> (f32, f32) {
    (
        (SQUARES_X + square.file() as i32 * SQ) as f32,
        (SQUARES_Y + (SIZE - 1 - square.rank()) as i32 * SQ) as f32,
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

/// The parts of the picture that never change, one per language: paper,
/// frame, squares, labels, empty panels and the game's name.
pub static BACKGROUNDS: PerLocale<Layer> = PerLocale::new(background);

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
    for square in Square::all() {
        let (x, y) = square_origin(square);
        let dark = (square.file() + square.rank()) % 2 == 0;
        let c = if dark {
            colour::DARK_SQUARE
        } else {
            colour::LIGHT_SQUARE
        };
        style::square(&mut img, x as i32, y as i32, SQ, c);
    }
    let label = TextStyle::bold(15.0, colour::FRAME_TEXT).centred();
    img.role(Role::Label { at: Place::Board });
    for i in 0..SIZE {
        let x = (SQUARES_X + i as i32 * SQ + SQ / 2) as f32;
        let below = label.centre_baseline((SQUARES_Y + SIZE as i32 * SQ + FRAME / 2) as f32);
        img.text(label, x, below, &style::file_label(i).to_string());
        let y = (SQUARES_Y + (SIZE - 1 - i) as i32 * SQ + SQ / 2) as f32;
        img.text(
            label,
            (BOARD_X + FRAME / 2) as f32,
            label.centre_baseline(y),
            &style::rank_label(i),
        );
    }
    img.role(Role::Decoration);
    for seat in [BLACK, GREEN] {
        style::panel(&mut img, panel_rect(seat));
    }
    let title = tr(locale, &i18n::title("hot-spot")).to_uppercase();
    header::draw_title(&mut img, WIDTH, &title);
    Layer::new(format!("hot-spot-{}", locale.code()), locale, img, palette_samples)
}

/// The scenes the PNG palette is learned from: the three sample positions
/// (placement, mid-game with a piece in danger, game over) and seeded games of
/// both lengths at several stages.
fn palette_samples(locale: Locale) -> Vec<Scene> {
    let mut games = vec![
        samples::hot_spot_placement(),
        samples::hot_spot_mid_game(),
        samples::hot_spot_game_over(),
    ];
    for (seed, quick, actions) in [(201, false, 12), (202, false, 40), (203, true, 25), (204, true, 70)] {
        games.push(samples::hot_spot_game(seed, quick, actions));
    }
    let names = &samples::CROWN_ANCHOR_NAMES;
    games.iter().map(|g| scene(&g.view(), names, locale)).collect()
}

/// The words of one scene of this game: the players' names and the room's
/// language.
fn table<'a>(names: &'a [&'a str], locale: Locale) -> Table<'a> {
    Table::new("hot-spot", 2, names, locale)
}

/// The header line: whose turn and what phase, or the result.
fn header_text(view: &View, table: Table) -> (Option<Seat>, String, String) {
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (
            Some(seat),
            table.tr(msg!("pictures-wins", who = table.label(seat))),
            String::new(),
        ),
        (Outcome::Draw, _) => (None, table.tr(msg!("pictures-draw")), String::new()),
        (Outcome::Ongoing, Some(seat)) => match view.phase {
            Phase::Placement => {
                let note = match view.revealed {
                    Some(n) => table.tr(msg!(
                        "pictures-hot-spot-revealed",
                        n = n,
                        rank = if seat == GREEN { 1 } else { 8 }
                    )),
                    None => String::new(),
                };
                (
                    Some(seat),
                    table.tr(msg!("pictures-hot-spot-to-place", who = table.label(seat))),
                    note,
                )
            }
            Phase::Play => {
                let note = if view.first_turn.get(seat.index()).copied().unwrap_or(false) {
                    table.tr(msg!("pictures-hot-spot-first-turn"))
                } else {
                    String::new()
                };
                (
                    Some(seat),
                    table.tr(msg!("pictures-to-move", who = table.label(seat))),
                    note,
                )
            }
        },
        (Outcome::Ongoing, None) => (None, table.tr(msg!("pictures-game-over")), String::new()),
    }
}

/// "Ann has captured 3 of Bob's 8 pieces": what each seat has taken.
fn captures_text(view: &View, table: Table, taker: Seat) -> String {
    let victim = taker.opponent();
    table.tr(msg!(
        "pictures-hot-spot-captured",
        taker = table.short(taker),
        n = view.captured[victim.index()],
        victim = table.short(victim),
        total = BOARD_PIECES
    ))
}

/// The scene of the view: board, pieces, reserves, last action, captures,
/// danger and the players by `names[seat]` (rulings, "What the picture
/// shows"), every word in `locale`, and the alt text. [`WIDTH`] × [`HEIGHT`]
/// pixels.
pub fn scene(view: &View, names: &[&str], locale: Locale) -> Scene {
    let table = table(names, locale);
    let mut scene = Scene::over(BACKGROUNDS.get(locale));
    // The header and footer first: the alt text says them first.
    draw_header(&mut scene, view, table);
    draw_footer(&mut scene, view, table);
    draw_board(&mut scene, view, table);
    for seat in [GREEN, BLACK] {
        draw_panel(&mut scene, view, seat, table);
    }
    scene
}

/// The header, and the alt text's first sentence: the players and the headline.
fn draw_header(scene: &mut Scene, view: &View, table: Table) {
    let (seat, text, note) = header_text(view, table);
    let [first, second] = [GREEN, BLACK].map(|seat| table.label(seat));
    scene.say(header::sentence(
        table.tr(msg!(
            "pictures-hot-spot-alt",
            first = first.clone(),
            second = second.clone(),
            headline = text.clone()
        )),
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

/// The footer: who has captured what and the quiet turns, then the last
/// action; the alt text says the last action, then the captures.
fn draw_footer(scene: &mut Scene, view: &View, table: Table) {
    let body = TextStyle::regular(16.0, colour::INK);
    let x = MARGIN as f32 + 2.0;
    let last = view.last_action.as_ref().map(|last| {
        let text = table.tr(msg!(
            "pictures-hot-spot-last",
            who = table.label(last.seat),
            play = last.notation.clone()
        ));
        scene.say(format!("{text}."));
        (last.seat, text)
    });
    let mut footer = if view.phase == Phase::Play {
        let [green, black] = [GREEN, BLACK].map(|taker| captures_text(view, table, taker));
        scene.say(format!("{green}."));
        scene.say(format!("{black}."));
        format!("{green} · {black}")
    } else {
        table.tr(msg!("pictures-hot-spot-placement"))
    };
    if view.quiet_turns > 0 {
        let quiet = table.tr(msg!("pictures-hot-spot-quiet", n = view.quiet_turns));
        let _ = write!(footer, " · {quiet}");
    }
    scene.role(Role::Words {
        words: Words::Status,
        seat: None,
    });
    scene.fitted_text(body, x, FOOTER_BASELINE, &footer, (WIDTH as i32 - 2 * MARGIN) as f32);
    if let Some((seat, text)) = last {
        scene.role(Role::Words {
            words: Words::LastMove,
            seat: Some(seat),
        });
        scene.text(TextStyle::bold(16.0, colour::INK), x, FOOTER_BASELINE + 21.0, &text);
    }
}

/// The board: the last action's squares, the pieces, the captures at the start
/// of this turn and the pieces in danger (said in the alt text).
fn draw_board(scene: &mut Scene, view: &View, table: Table) {
    let symbols = &*SYMBOLS;
    if let Some(last) = &view.last_action {
        for &square in &last.squares {
            let (x, y) = square_origin(square);
            scene
                .role(Role::Mark {
                    mark: Mark::LastMove,
                    at: Place::square(square),
                })
                .place(&symbols.last_move, x, y);
        }
    }
    for piece in &view.board {
        let (x, y) = square_origin(piece.square);
        let owner = piece.owner.index().min(1);
        let (symbol, kind) = if piece.captured {
            (&symbols.captured[owner], Piece::FaceDown)
        } else {
            (
                &symbols.board[owner][spots_index(piece.spots)],
                Piece::Spots(piece.spots),
            )
        };
        scene
            .role(Role::Piece {
                owner: piece.owner,
                at: Place::square(piece.square),
                piece: kind,
            })
            .place(symbol, x, y);
    }
    for &square in &view.last_captures {
        let (x, y) = square_origin(square);
        scene
            .role(Role::Mark {
                mark: Mark::Captured,
                at: Place::square(square),
            })
            .place(&symbols.capture, x, y);
    }
    for &square in &view.danger {
        let (x, y) = square_origin(square);
        scene
            .role(Role::Mark {
                mark: Mark::Danger,
                at: Place::square(square),
            })
            .place(&symbols.danger, x, y);
    }
    if let (Some(seat), false) = (view.to_act, view.danger.is_empty()) {
        scene.say(table.tr(msg!(
            "pictures-hot-spot-danger",
            who = table.short(seat),
            squares = squares(&view.danger)
        )));
    }
}

fn spots_index(spots: u8) -> usize {
    spots.clamp(1, 3) as usize - 1
}

/// One seat's panel: the player's name, the reserve (said in the alt text),
/// then pieces to place or the pieces the opponent has captured, then the
/// revealed piece when this seat is placing.
fn draw_panel(scene: &mut Scene, view: &View, seat: Seat, table: Table) {
    let symbols = &*SYMBOLS;
    let s = seat.index().min(1);
    let top = panel_y(seat) as f32;
    let left = (PANEL_X + 10) as f32;
    let width = (PANEL_W - 20) as f32;
    let to_act = view.to_act == Some(seat) && !view.outcome.is_over();
    if to_act {
        scene.role(Role::Mark {
            mark: Mark::Turn,
            at: Place::Panel(seat),
        });
        scene.stroke_round_rect(panel_rect(seat).grow(-1.5), 3.0, colour::TURN, 1.0);
    }
    let words = |words| Role::Words {
        words,
        seat: Some(seat),
    };
    let title = TextStyle::bold(17.0, colour::INK);
    scene.role(words(Words::Name));
    scene.fitted_text(title, left, top + 24.0, &table.label(seat), width);
    let small = TextStyle::bold(14.0, colour::FADED_INK);
    scene.role(words(Words::Heading));
    scene.text(small, left, top + 44.0, &table.tr(msg!("pictures-hot-spot-reserve")));

    // The reserve, four to a row.
    let reserve = &view.reserves[s];
    let step = (RESERVE_SQ + 2) as f32;
    for (i, &spots) in reserve.iter().enumerate() {
        let (col, row) = ((i % 4) as f32, (i / 4) as f32);
        scene
            .role(Role::Piece {
                owner: seat,
                at: Place::Reserve(seat),
                piece: Piece::Spots(spots),
            })
            .place(
                &symbols.reserve[s][spots_index(spots)],
                left - 3.0 + col * step,
                top + 50.0 + row * step,
            );
    }
    let empty = table.tr(msg!("pictures-hot-spot-empty"));
    let pieces = if reserve.is_empty() {
        scene.role(words(Words::Empty));
        scene.text(TextStyle::regular(14.0, colour::FADED_INK), left, top + 70.0, &empty);
        empty
    } else {
        reserve.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
    };
    scene.say(table.tr(msg!(
        "pictures-hot-spot-alt-reserve",
        who = table.short(seat),
        pieces = pieces
    )));
    let mut y = top + 50.0 + step * (reserve.len().max(1).div_ceil(4) as f32) + 20.0;

    // Face-down pieces: still to place, or captured by the opponent.
    let (text, count) = match view.phase {
        Phase::Placement => (
            table.tr(msg!("pictures-hot-spot-face-down", n = view.face_down[s])),
            view.face_down[s],
        ),
        Phase::Play => (
            table.tr(msg!(
                "pictures-hot-spot-lost-to",
                who = table.short(seat.opponent()),
                n = view.captured[s]
            )),
            view.captured[s],
        ),
    };
    scene.role(words(Words::Count));
    scene.fitted_text(small, left, y, &text, width);
    y += 6.0;
    scene.role(Role::Piece {
        owner: seat,
        at: Place::Panel(seat),
        piece: Piece::FaceDown,
    });
    for i in 0..count {
        let (col, row) = ((i % 6) as f32, (i / 6) as f32);
        scene.place(
            &symbols.mini[s],
            left - 2.0 + col * (MINI_SQ + 3) as f32,
            y + row * (MINI_SQ + 2) as f32,
        );
    }
    y += (2 * (MINI_SQ + 2) + 22) as f32;

    if to_act && view.phase == Phase::Placement {
        if let Some(spots) = view.revealed {
            let text = table.tr(msg!("pictures-hot-spot-revealed-label"));
            scene.role(words(Words::Revealed));
            let end = scene.text(TextStyle::bold(14.0, colour::INK), left, y, &text);
            scene
                .role(Role::Piece {
                    owner: seat,
                    at: Place::Panel(seat),
                    piece: Piece::Spots(spots),
                })
                .place(
                    &symbols.reserve[s][spots_index(spots)],
                    (end as i32 + 4) as f32,
                    y - (RESERVE_SQ / 2 + 6) as f32,
                );
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
        "Pieces lost: Green {}/{BOARD_PIECES} (captured by Black), Black {}/{BOARD_PIECES} (captured by Green)",
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
    let english = table(&[], Locale::En);
    let (_, headline, note) = header_text(view, english);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint;

    const NAMES: [&str; 2] = ["Ann", "Bob"];

    fn sq(name: &str) -> Place {
        Place::square(Square::parse(name).expect("a square"))
    }

    fn mark(mark: Mark, square: &str) -> Role {
        Role::Mark { mark, at: sq(square) }
    }

    fn words(words: Words, seat: Seat) -> Role {
        Role::Words {
            words,
            seat: Some(seat),
        }
    }

    /// The pieces a scene shows at `place`, by owner and kind.
    fn pieces_at(scene: &Scene, place: &Place) -> Vec<(Seat, Piece)> {
        scene
            .all_items()
            .filter_map(|item| match &item.role {
                Role::Piece { owner, at, piece } if at == place => Some((*owner, *piece)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn live_pieces_show_their_spots_and_captured_ones_lie_face_down() {
        let view = samples::hot_spot_mid_game().view();
        let scene = scene(&view, &NAMES, Locale::En);
        for piece in &view.board {
            let kind = if piece.captured {
                Piece::FaceDown
            } else {
                Piece::Spots(piece.spots)
            };
            assert_eq!(
                pieces_at(&scene, &Place::square(piece.square)),
                [(piece.owner, kind)],
                "{}",
                piece.square
            );
        }
        assert_eq!(pieces_at(&scene, &sq("d6")), [(BLACK, Piece::FaceDown)]);
        assert_eq!(pieces_at(&scene, &sq("c3")), [(GREEN, Piece::Spots(3))]);
    }

    #[test]
    fn the_last_action_the_start_of_turn_capture_and_the_danger_are_marked() {
        let scene = scene(&samples::hot_spot_mid_game().view(), &NAMES, Locale::En);
        assert!(scene.shows(&mark(Mark::LastMove, "c7")) && scene.shows(&mark(Mark::LastMove, "c5")));
        assert!(scene.shows(&mark(Mark::Captured, "d6")));
        for square in ["c3", "h4"] {
            assert!(scene.shows(&mark(Mark::Danger, square)), "{square}");
        }
        assert!(!scene.shows(&mark(Mark::Danger, "d3")));
        assert!(scene.shows(&Role::Mark {
            mark: Mark::Turn,
            at: Place::Panel(GREEN)
        }));
        assert!(!scene.shows(&Role::Mark {
            mark: Mark::Turn,
            at: Place::Panel(BLACK)
        }));
    }

    #[test]
    fn each_panel_shows_its_reserve_and_the_pieces_lost() {
        let view = samples::hot_spot_mid_game().view();
        let scene = scene(&view, &NAMES, Locale::En);
        for seat in [GREEN, BLACK] {
            let reserve: Vec<(Seat, Piece)> = view.reserves[seat.index()]
                .iter()
                .map(|&n| (seat, Piece::Spots(n)))
                .collect();
            assert_eq!(pieces_at(&scene, &Place::Reserve(seat)), reserve);
            let lost = pieces_at(&scene, &Place::Panel(seat));
            assert_eq!(lost.len(), view.captured[seat.index()]);
            assert!(lost.iter().all(|&p| p == (seat, Piece::FaceDown)));
        }
        assert_eq!(scene.words(&words(Words::Count, GREEN)), Some("Lost to Bob: 2"));
        assert_eq!(scene.words(&words(Words::Name, BLACK)), Some("Bob (Black)"));
        assert_eq!(
            scene.words(&Role::Words {
                words: Words::Status,
                seat: None
            }),
            Some("Ann has captured 3 of Bob's 8 · Bob has captured 2 of Ann's 8")
        );
        assert_eq!(
            scene.words(&words(Words::LastMove, BLACK)),
            Some("Last: Bob (Black) c7-c5")
        );
    }

    #[test]
    fn during_placement_the_seat_placing_sees_its_revealed_piece_and_its_count() {
        let view = samples::hot_spot_placement().view();
        let scene = scene(&view, &NAMES, Locale::En);
        assert_eq!(
            scene.words(&Role::Headline { seat: Some(BLACK) }),
            Some("Bob (Black) to place")
        );
        assert_eq!(scene.words(&Role::Note), Some("the revealed 3 on rank 8"));
        assert_eq!(scene.words(&words(Words::Revealed, BLACK)), Some("Revealed:"));
        let black_panel = pieces_at(&scene, &Place::Panel(BLACK));
        assert_eq!(black_panel.len(), view.face_down[BLACK.index()] + 1);
        assert_eq!(black_panel.last(), Some(&(BLACK, Piece::Spots(3))));
        assert_eq!(scene.words(&words(Words::Count, BLACK)), Some("To place: 5"));
        assert_eq!(scene.words(&words(Words::Revealed, GREEN)), None);
    }

    #[test]
    fn the_alt_text_is_said_in_the_order_it_always_was() {
        let names = &samples::CROWN_ANCHOR_NAMES;
        let scene = scene(&samples::hot_spot_mid_game().view(), names, Locale::En);
        assert_eq!(
            scene.alt_text(),
            "Hot Spot. Ann (Green) against Bartholomew Fitzwilliam (Black). Ann (Green) to move. \
             Last: Bartholomew Fitzwilliam (Black) c7-c5. Ann has captured 3 of Bartholomew Fitzwilliam's 8. \
             Bartholomew Fitzwilliam has captured 2 of Ann's 8. Ann has pieces in danger on c3 h4. \
             Ann's reserve: 1, 2, 3, 3. Bartholomew Fitzwilliam's reserve: 1, 1, 2, 3."
        );
    }

    #[test]
    fn a_board_for_a_spanish_room_is_drawn_and_described_in_spanish() {
        let view = samples::hot_spot_mid_game().view();
        let english = paint::png(&scene(&view, &["Ann", ""], Locale::En));
        let spanish = scene(&view, &["Ann", ""], Locale::Es);
        let png = paint::png(&spanish);
        if let Ok(path) = std::env::var("PARLOR_SAVE_SPANISH") {
            std::fs::write(path, &png).unwrap();
        }
        let text = spanish.alt_text();
        assert!(text.contains("Ann (Verde) contra Negro"), "{text}");
        assert_eq!(
            spanish.words(&Role::Headline { seat: Some(GREEN) }),
            Some("Le toca a Ann (Verde)")
        );
        assert_ne!(english, png);
    }
}
