//! Acey Ducey: the scene and the text diagram of a [`View`] (rulings,
//! `shared/rules/acey-ducey.md`).
//!
//! Layout, 724 × 694 px: the header (who is to act by name and colour and what to
//! do, or the result; the players), then a backgammon board seen the same way
//! in every picture of a game, by players and spectators alike: Red's points 1–12
//! along the bottom from right to left, 13–24 along the top from left to right,
//! so Red's men run counter-clockwise to Red's Home Table at the bottom right and
//! Black's clockwise to Black's at the top right. Each point carries both
//! numbers, Red's on the frame's outer row and Black's on the inner, since each
//! player writes moves in their own numbering. The Dog House is the bar in the
//! middle (Red's men below its label, Black's above), and a tray on the right
//! holds the men borne off (Red's below, Black's above). Stacks of more than five
//! men show their count.
//!
//! Every move of the last turn is marked: an arrow from where the man stood (a
//! hollow ring) to where he landed, numbered in the order played. Under the board:
//! the dice (waiting for a choice, or the last roll, faded), the last turn's moves
//! in words, and lines for the set-up progress, the start roll and the options.
//!
//! In the scene, every place is named in Red's numbering, as the picture is laid
//! out (Black's number is 25 minus it), with `bar` for the Dog House and `off`
//! for the trays. The frame, points, their numbers and the trays are a layer
//! built once per language ([`BACKGROUNDS`]); men and marks are symbols defined
//! once ([`SYMBOLS`]). The text diagram stays in English. Acey Ducey has no
//! hidden information: the view, and so the scene, holds no secret.

use crate::drawing::{engine, Drawing};
use crate::header::{self, MARGIN};
use crate::samples;
use crate::scene::{Layer, Mark, Piece, Place, Role, Scene, Symbol, Words};
use crate::style::{self, colour, RoundRect, Surface, TextStyle};
use crate::words::{tr, PerLocale, Table};
use image::Rgb;
use parlor_games::acey_ducey::{seat_name, AceyDucey, Dice, LastTurn, Phase, Step, View, BAR, OFF};
use parlor_games::i18n::{self, Arg, Locale, Msg};
use parlor_games::{msg, AnyGame, Game, Outcome, Seat};
use std::fmt::Write as _;
use std::sync::LazyLock;

/// Picture width in pixels.
pub const WIDTH: u32 = 724;
/// Picture height in pixels.
pub const HEIGHT: u32 = 694;

/// The frame at the sides of the playing area.
const FRAME: i32 = 22;
/// The frame above and below, where both numberings of the points are printed.
const FRAME_TB: i32 = 40;
/// One point's width.
const PW: i32 = 44;
/// The bar (Dog House) between the two halves.
const BAR_W: i32 = 56;
/// A point's length: five men.
const PH: i32 = 5 * MAN_D;
/// The gap between the tips of facing points.
const GAP: i32 = 34;
const MAN_D: i32 = 38;
const MAN_R: f32 = MAN_D as f32 / 2.0 - 0.5;
const BOARD_X: i32 = MARGIN;
const BOARD_Y: i32 = MARGIN + header::HEIGHT;
const INNER_X: i32 = BOARD_X + FRAME;
const INNER_Y: i32 = BOARD_Y + FRAME_TB;
const INNER_W: i32 = 12 * PW + BAR_W;
const INNER_H: i32 = 2 * PH + GAP;
const BOARD_W: i32 = INNER_W + 2 * FRAME;
const BOARD_H: i32 = INNER_H + 2 * FRAME_TB;
const BAR_X: i32 = INNER_X + 6 * PW;
const TRAY_X: i32 = BOARD_X + BOARD_W + 10;
const TRAY_W: i32 = WIDTH as i32 - MARGIN - TRAY_X;
const PANEL_Y: i32 = BOARD_Y + BOARD_H + 12;
/// The dice under the board.
const DIE: i32 = 46;

const RED: Seat = Seat::FIRST;
const BLACK: Seat = Seat::SECOND;

/// Red's and Black's men: face, edge (the disc's thickness), and the ink on them.
const FACES: [Rgb<u8>; 2] = [Rgb([0xB5, 0x30, 0x26]), Rgb([0x2B, 0x27, 0x24])];
const EDGES: [Rgb<u8>; 2] = [Rgb([0x74, 0x1A, 0x14]), Rgb([0x0E, 0x0C, 0x0B])];
const INKS: [Rgb<u8>; 2] = [colour::SPOT, Rgb([0xF0, 0xE6, 0xD2])];
/// Red's numbers on the frame.
const RED_NUMBER: Rgb<u8> = Rgb([0xFF, 0xB4, 0xA4]);
/// The two colours of the points.
const POINT_COLOURS: [Rgb<u8>; 2] = [Rgb([0x4F, 0x7A, 0x68]), Rgb([0xC3, 0x9A, 0x62])];
/// The inside of the bar and the trays: light enough for Black's men.
const TRAY: Rgb<u8> = Rgb([0x9C, 0x76, 0x4A]);
/// The playing surface.
const FELT: Rgb<u8> = Rgb([0xEC, 0xDD, 0xB8]);
/// The last turn's arrows.
const MOVE: Rgb<u8> = Rgb([0xE8, 0x59, 0x0C]);

/// Acey Ducey in the registry of drawings ([`crate::drawing()`]).
pub struct AceyDuceyDrawing;

impl Drawing for AceyDuceyDrawing {
    fn scene(&self, game: &AnyGame, names: &[&str], locale: Locale) -> Scene {
        scene(&engine::<AceyDucey>(game).view(), names, locale)
    }

    fn diagram(&self, game: &AnyGame, _names: &[&str]) -> String {
        diagram(&engine::<AceyDucey>(game).view())
    }
}

/// A man: a disc in its owner's colour with a rim, one man across.
fn man(owner: usize) -> Symbol {
    let size = MAN_D as u32 + 4;
    let mut img = Scene::new(size, size);
    let c = size as f32 / 2.0;
    let face = RoundRect::circle(c, c - 1.0, MAN_R);
    img.fill_round_rect(face.shift(0.8, 2.0), colour::SHADOW, 0.35);
    img.fill_round_rect(face, EDGES[owner], 1.0);
    img.fill_round_rect(face.grow(-2.0), FACES[owner], 1.0);
    img.stroke_round_rect(face.grow(-MAN_R * 0.45), 1.5, INKS[owner], 0.35);
    Symbol::new(format!("acey-ducey-man-{owner}"), img)
}

/// Where a man of the last turn stood: a dashed-looking hollow ring.
fn left() -> Symbol {
    let size = MAN_D as u32 + 4;
    let mut img = Scene::new(size, size);
    let c = size as f32 / 2.0;
    let ring = RoundRect::circle(c, c, MAN_R - 2.0);
    img.stroke_round_rect(ring, 5.0, colour::WHITE, 0.8);
    img.stroke_round_rect(ring, 3.0, MOVE, 1.0);
    Symbol::new("acey-ducey-left", img)
}

/// The order of a move of the last turn, on a small orange disc.
fn order(n: usize) -> Symbol {
    let mut img = Scene::new(22, 22);
    img.fill_round_rect(RoundRect::circle(11.0, 11.0, 10.0), colour::WHITE, 1.0);
    img.fill_round_rect(RoundRect::circle(11.0, 11.0, 8.5), MOVE, 1.0);
    let text = TextStyle::bold(14.0, colour::WHITE).centred();
    img.text(text, 11.0, text.centre_baseline(11.0), &n.to_string());
    Symbol::new(format!("acey-ducey-order-{n}"), img)
}

/// Every symbol, defined once.
pub struct Symbols {
    /// `[owner]`, one man across.
    men: [Symbol; 2],
    /// `[owner]`, for the header.
    chips: [Symbol; 2],
    left: Symbol,
    /// The order of the moves, from 1.
    order: Vec<Symbol>,
}

/// The men and marks Acey Ducey places.
pub static SYMBOLS: LazyLock<Symbols> = LazyLock::new(|| Symbols {
    men: [man(0), man(1)],
    chips: [0, 1].map(|o| header::chip(&format!("acey-ducey-chip-{o}"), 24, FACES[o], EDGES[o])),
    left: left(),
    order: (1..=8).map(order).collect(),
});

/// Where a column of the playing area starts: columns 0–5 left of the bar, 6–11
/// right of it.
fn column_x(col: i32) -> i32 {
    if col < 6 {
        INNER_X + col * PW
    } else {
        BAR_X + BAR_W + (col - 6) * PW
    }
}

/// The column and half (top = true) of Red's point `p`: 1–12 along the bottom
/// from right to left, 13–24 along the top from left to right.
fn place(p: u8) -> (i32, bool) {
    if p <= 12 {
        (12 - p as i32, false)
    } else {
        (p as i32 - 13, true)
    }
}

/// A point (or the Dog House, or off) in Red's numbering, from `seat`'s.
fn reds(seat: Seat, point: u8) -> u8 {
    if seat == RED || point == BAR || point == OFF {
        point
    } else {
        25 - point
    }
}

/// The scene's name for Red's point `p` (1–24), the Dog House (`bar`) or the
/// trays (`off`): what players type, in Red's numbering.
fn point(p: u8) -> Place {
    match p {
        BAR => Place::square("bar"),
        OFF => Place::square("off"),
        p => Place::square(p),
    }
}

/// The parts of the picture that never change, one per language: paper, frame,
/// points with both their numbers, bar, trays and the game's name.
pub static BACKGROUNDS: PerLocale<Layer> = PerLocale::new(background);

/// The seat's colour: "Red", "Rojo", "Rouge".
fn colour_name(seat: Seat, locale: Locale) -> String {
    tr(locale, &i18n::seat("acey-ducey", seat.index().min(1)))
}

/// Bold text centred in `room` pixels: at `size`, or smaller if a language's
/// word is longer than that.
fn fitted(size: f32, colour: Rgb<u8>, text: &str, room: f32) -> TextStyle {
    TextStyle::bold(size, colour).centred().shrunk_to_fit(text, room, 9.0)
}

/// A label on the frame's colour broken into lines `room` pixels wide at spaces,
/// each line in bold 14 px or smaller if one word is wider than that.
fn label_lines(text: &str, room: f32) -> Vec<(TextStyle, String)> {
    let style = TextStyle::bold(14.0, colour::FRAME_TEXT);
    style::wrap(style, text, room)
        .into_iter()
        .map(|line| (fitted(14.0, colour::FRAME_TEXT, &line, room), line))
        .collect()
}

/// The lines of `label` ([`label_lines`]), line `i` centred at `at(i)`: the
/// first line stands for the whole label.
fn draw_label_lines(scene: &mut Scene, label: &str, lines: &[(TextStyle, String)], at: impl Fn(usize) -> (f32, f32)) {
    for (i, (style, line)) in lines.iter().enumerate() {
        let (x, baseline) = at(i);
        let words = if i == 0 { label } else { line };
        scene.text_for(*style, x, baseline, line, words);
    }
}

fn background(locale: Locale) -> Layer {
    let mut img = Scene::on_paper(WIDTH, HEIGHT, colour::PAPER);
    let frame = RoundRect::from_corner(BOARD_X as f32, BOARD_Y as f32, BOARD_W as f32, BOARD_H as f32, 7.0);
    style::wooden_frame(&mut img, frame);
    let felt = RoundRect::from_corner(INNER_X as f32, INNER_Y as f32, INNER_W as f32, INNER_H as f32, 0.0);
    img.fill_round_rect(felt, FELT, 1.0);
    for p in 1..=24u8 {
        let (col, top) = place(p);
        let x = column_x(col) as f32;
        let (base, tip) = if top {
            (INNER_Y as f32, (INNER_Y + PH - 6) as f32)
        } else {
            ((INNER_Y + INNER_H) as f32, (INNER_Y + INNER_H - PH + 6) as f32)
        };
        let c = POINT_COLOURS[(p % 2) as usize];
        style::fill_triangle(
            &mut img,
            (x + 1.5, base),
            (x + PW as f32 - 1.5, base),
            (x + PW as f32 / 2.0, tip),
            c,
        );
    }
    let bar = RoundRect::from_corner(BAR_X as f32, INNER_Y as f32, BAR_W as f32, INNER_H as f32, 0.0);
    img.fill_round_rect(bar, colour::FRAME, 1.0);
    img.fill_round_rect(bar.grow(-4.0), TRAY, 1.0);
    // The Dog House's name, a word a line ("DOG" / "HOUSE"), centred in the bar.
    let mid = (INNER_Y + INNER_H / 2) as f32;
    let name = tr(locale, &msg!("pictures-acey-ducey-dog-house"));
    let lines = label_lines(&name, BAR_W as f32 - 8.0);
    let step = if lines.len() > 2 { 14.0 } else { 16.0 };
    let first = mid + 5.0 - step * (lines.len() - 1) as f32 / 2.0;
    img.role(Role::Label { at: point(BAR) });
    draw_label_lines(&mut img, &name, &lines, |i| {
        ((BAR_X + BAR_W / 2) as f32, first + step * i as f32)
    });
    img.role(Role::Decoration);
    for top in [true, false] {
        let tray = tray_rect(top);
        img.fill_round_rect(tray, colour::FRAME, 1.0);
        img.fill_round_rect(tray.grow(-4.0), TRAY, 1.0);
    }
    draw_point_numbers(&mut img, locale);
    let title = tr(locale, &i18n::title("acey-ducey")).to_uppercase();
    header::draw_title(&mut img, WIDTH, &title);
    Layer::new(format!("acey-ducey-{}", locale.code()), locale, img, palette_samples)
}

/// The scenes the PNG palette is learned from: positions unlike the
/// benchmarked one.
fn palette_samples(locale: Locale) -> Vec<Scene> {
    let names = &samples::CROWN_ANCHOR_NAMES;
    [
        samples::acey_ducey_set_up(),
        samples::acey_ducey_game(101, 60),
        samples::acey_ducey_game_over(),
    ]
    .iter()
    .map(|game| scene(&game.view(), names, locale))
    .collect()
}

/// Both numbers of every point on the frame: Red's on the outer row (in red),
/// Black's on the inner row (in cream), with the rows named at the left.
fn draw_point_numbers(img: &mut Scene, locale: Locale) {
    let red = TextStyle::bold(14.0, RED_NUMBER).centred();
    let black = TextStyle::bold(14.0, colour::FRAME_TEXT).centred();
    for p in 1..=24u8 {
        let (col, top) = place(p);
        let x = (column_x(col) + PW / 2) as f32;
        let (outer, inner) = if top {
            (BOARD_Y + 12, BOARD_Y + 30)
        } else {
            (BOARD_Y + BOARD_H - 12, BOARD_Y + BOARD_H - 30)
        };
        img.role(Role::Label { at: point(p) });
        img.text(red, x, red.centre_baseline(outer as f32), &p.to_string());
        img.text(black, x, black.centre_baseline(inner as f32), &(25 - p).to_string());
    }
    let bar = (BAR_X + BAR_W / 2) as f32;
    let (red, black) = (colour_name(RED, locale), colour_name(BLACK, locale));
    img.role(Role::Label { at: Place::Board });
    for (y, ink, name) in [
        (BOARD_Y + 12, RED_NUMBER, &red),
        (BOARD_Y + 30, colour::FRAME_TEXT, &black),
        (BOARD_Y + BOARD_H - 12, RED_NUMBER, &red),
        (BOARD_Y + BOARD_H - 30, colour::FRAME_TEXT, &black),
    ] {
        let style = fitted(14.0, ink, name, (BAR_W - 4) as f32);
        img.text(style, bar, style.centre_baseline(y as f32), name);
    }
    img.role(Role::Decoration);
}

/// The tray for men borne off: the top one holds Black's.
fn tray_rect(top: bool) -> RoundRect {
    let h = (BOARD_H - 10) / 2;
    let y = if top { BOARD_Y } else { BOARD_Y + BOARD_H - h };
    RoundRect::from_corner(TRAY_X as f32, y as f32, TRAY_W as f32, h as f32, 6.0)
}

/// The words of one scene of this game: the players' names and the room's
/// language.
fn table<'a>(names: &'a [&'a str], locale: Locale) -> Table<'a> {
    Table::new("acey-ducey", 2, names, locale)
}

/// The scene of the view: board, men, the Dog House, the trays, the last turn's
/// moves, the dice and the lines under the board, the players by
/// `names[seat]`, every word in `locale`, and the alt text. [`WIDTH`] ×
/// [`HEIGHT`] pixels.
pub fn scene(view: &View, names: &[&str], locale: Locale) -> Scene {
    let table = table(names, locale);
    let mut scene = Scene::over(BACKGROUNDS.get(locale));
    // The header first: the alt text says it first, and it overlaps nothing
    // of the board.
    draw_header(&mut scene, view, table);
    for point in &view.points {
        draw_stack(&mut scene, point.red_point, point.owner, point.men);
    }
    draw_dog_house(&mut scene, view);
    draw_trays(&mut scene, view, table);
    if let Some(turn) = &view.last_turn {
        draw_last_turn(&mut scene, view, turn);
    }
    draw_panel(&mut scene, view, table);
    scene
}

/// The header, and the alt text's first sentence: the players and the
/// headline with what the seat to act is asked to do.
fn draw_header(scene: &mut Scene, view: &View, table: Table) {
    let (seat, text, note) = header_text(view, table);
    let [first, second] = [RED, BLACK].map(|seat| table.label(seat));
    let headline = if note.is_empty() {
        text.clone()
    } else {
        table.tr(msg!(
            "pictures-acey-ducey-headline-note",
            headline = text.clone(),
            note = note.clone()
        ))
    };
    scene.say(table.tr(msg!(
        "pictures-acey-ducey-alt",
        first = first.clone(),
        second = second.clone(),
        headline = headline
    )));
    header::draw_two(
        scene,
        WIDTH,
        &SYMBOLS.chips,
        (seat, text, note),
        [first, second],
        view.to_act,
    );
}

/// A man's centre in a stack: the `i`th man from the base of Red's point `p`.
fn man_centre(p: u8, i: i32) -> (i32, i32) {
    let (col, top) = place(p);
    let x = column_x(col) + PW / 2;
    let i = i.min(4);
    let y = if top {
        INNER_Y + MAN_D / 2 + i * MAN_D
    } else {
        INNER_Y + INNER_H - MAN_D / 2 - i * MAN_D
    };
    (x, y)
}

/// A man of `owner` centred on (`x`, `y`), standing at `at`.
fn place_man(scene: &mut Scene, owner: Seat, at: Place, (x, y): (i32, i32)) {
    scene
        .role(Role::Piece {
            owner,
            at,
            piece: Piece::Man,
        })
        .place_centred(&SYMBOLS.men[owner.index().min(1)], x as f32, y as f32);
}

/// The count written on the man just placed (under his role).
fn count_on_man(scene: &mut Scene, owner: Seat, (x, y): (i32, i32), n: u8) {
    let text = TextStyle::bold(17.0, INKS[owner.index().min(1)]).centred();
    scene.text(text, x as f32, text.centre_baseline(y as f32 - 1.0), &n.to_string());
}

/// The men on Red's point `p`: five at most, the count on the fifth when
/// there are more.
fn draw_stack(scene: &mut Scene, p: u8, owner: Seat, men: u8) {
    let shown = men.min(5) as i32;
    for i in 0..shown {
        place_man(scene, owner, point(p), man_centre(p, i));
    }
    if men > 5 {
        count_on_man(scene, owner, man_centre(p, 4), men);
    }
}

/// Where a man in the Dog House is drawn: Red's below the label, Black's above.
fn dog_house_centre(seat: Seat, i: i32) -> (i32, i32) {
    let x = BAR_X + BAR_W / 2;
    let mid = INNER_Y + INNER_H / 2;
    let dy = 40 + i * (MAN_D - 2);
    (x, if seat == RED { mid + dy } else { mid - dy - 10 })
}

/// The Dog House: at most three men of each side drawn, the count on the last.
fn draw_dog_house(scene: &mut Scene, view: &View) {
    for seat in [RED, BLACK] {
        let n = view.dog_house[seat.index()];
        let shown = n.min(3) as i32;
        for i in 0..shown {
            let at = dog_house_centre(seat, i);
            place_man(scene, seat, point(BAR), at);
            if i == shown - 1 && n > 1 {
                count_on_man(scene, seat, at, n);
            }
        }
    }
}

/// The trays: men borne off as slabs, Red's below, Black's above, with counts.
fn draw_trays(scene: &mut Scene, view: &View, table: Table) {
    for (seat, top) in [(BLACK, true), (RED, false)] {
        let tray = tray_rect(top);
        let n = view.borne_off[seat.index()];
        let o = seat.index().min(1);
        let (x0, y0, y1) = (
            tray.cx - tray.hw + 8.0,
            tray.cy - tray.hh + 8.0,
            tray.cy + tray.hh - 8.0,
        );
        let w = tray.hw * 2.0 - 16.0;
        // "OFF 3" on one line, or on two where a language's word is longer.
        let text = table.tr(msg!("pictures-acey-ducey-off", n = n));
        let lines = label_lines(&text, tray.hw * 2.0 - 8.0);
        let extra = 16.0 * (lines.len() as f32 - 1.0);
        scene.role(Role::Words {
            words: Words::Count,
            seat: Some(seat),
        });
        draw_label_lines(scene, &text, &lines, |i| {
            let y = if top {
                y0 + 12.0 + 16.0 * i as f32
            } else {
                y1 - 2.0 - extra + 16.0 * i as f32
            };
            (tray.cx, y)
        });
        scene.role(Role::Piece {
            owner: seat,
            at: point(OFF),
            piece: Piece::Man,
        });
        for i in 0..n as i32 {
            let (slab_h, step) = (9.0, 11.0);
            let y = if top {
                y0 + 20.0 + extra + i as f32 * step
            } else {
                y1 - 18.0 - extra - slab_h - i as f32 * step
            };
            let slab = RoundRect::from_corner(x0, y, w, slab_h, 3.0);
            scene.fill_round_rect(slab, EDGES[o], 1.0);
            scene.fill_round_rect(slab.grow(-1.5), FACES[o], 1.0);
        }
    }
}

/// Where a step of the last turn starts or ends: on a point, the slot of the
/// man that left or the top man that landed; the Dog House; the tray.
fn step_end(view: &View, seat: Seat, point: u8, leaving: bool) -> (f32, f32) {
    let at = match reds(seat, point) {
        BAR => dog_house_centre(seat, 0),
        OFF => {
            let tray = tray_rect(seat == BLACK);
            (tray.cx as i32, tray.cy as i32)
        }
        p => {
            let men = view
                .points
                .iter()
                .find(|v| v.red_point == p)
                .map_or(0, |v| v.men as i32);
            // A man that left stood just above those left; one that landed is
            // the top man now.
            man_centre(p, if leaving { men } else { (men - 1).max(0) })
        }
    };
    (at.0 as f32, at.1 as f32)
}

/// Every move of the last turn: a ring where the man stood, an arrow to where he
/// landed, and its order in the turn. A man moved on by a later step of the turn
/// leaves from where the earlier step put him.
fn draw_last_turn(scene: &mut Scene, view: &View, turn: &LastTurn) {
    let mut arrows: Vec<((f32, f32), (f32, f32))> = Vec::new();
    for (i, step) in turn.steps.iter().enumerate() {
        let relay = turn.steps[..i].iter().position(|s| s.to == step.from);
        let from = match relay {
            Some(k) => arrows[k].1,
            None => {
                let from = step_end(view, turn.seat, step.from, true);
                if step.from != BAR {
                    scene
                        .role(Role::Mark {
                            mark: Mark::LastMove,
                            at: point(reds(turn.seat, step.from)),
                        })
                        .place_centred(&SYMBOLS.left, from.0, from.1);
                }
                from
            }
        };
        arrows.push((from, step_end(view, turn.seat, step.to, false)));
    }
    for (i, (&(from, to), step)) in arrows.iter().zip(&turn.steps).enumerate() {
        scene.role(Role::Mark {
            mark: Mark::Path,
            at: point(reds(turn.seat, step.to)),
        });
        draw_arrow(scene, from, to);
        let mid = ((from.0 + to.0) / 2.0, (from.1 + to.1) / 2.0);
        if let Some(order) = SYMBOLS.order.get(i) {
            scene.place_centred(order, mid.0, mid.1);
        }
    }
}

/// An arrow from `from` to `to`, ending a little short of the man's centre.
fn draw_arrow(scene: &mut Scene, from: (f32, f32), to: (f32, f32)) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 4.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let tip = (to.0 - ux * 6.0, to.1 - uy * 6.0);
    let back = (tip.0 - ux * 12.0, tip.1 - uy * 12.0);
    scene.stroke_polyline(&[from, back], 7.0, colour::WHITE, 1.0);
    style::fill_arrowhead(scene, from, (tip.0 + ux * 2.0, tip.1 + uy * 2.0), 19.0, colour::WHITE);
    scene.stroke_polyline(&[from, back], 4.0, MOVE, 1.0);
    style::fill_arrowhead(scene, from, tip, 15.0, MOVE);
}

/// The header: the seat the line is about, the headline and a note.
fn header_text(view: &View, table: Table) -> (Option<Seat>, String, String) {
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (
            Some(seat),
            table.tr(msg!("pictures-wins", who = table.label(seat))),
            String::new(),
        ),
        (Outcome::Draw, _) => (None, table.tr(msg!("pictures-draw")), String::new()),
        (Outcome::Ongoing, Some(seat)) => {
            let who = table.label(seat);
            let headline = match view.phase {
                Phase::SettingUp => msg!("pictures-acey-ducey-setting-up", who = who),
                Phase::Play => msg!("pictures-acey-ducey-to-play", who = who),
            };
            (Some(seat), table.tr(headline), table.tr(view.prompt_msg.clone()))
        }
        (Outcome::Ongoing, None) => (None, table.tr(msg!("pictures-game-over")), String::new()),
    }
}

/// The last turn in words: "Ann (Red) played 13/8 8/5".
fn last_turn_text(turn: &LastTurn, table: Table) -> String {
    let steps: Vec<String> = turn.steps.iter().map(Step::to_string).collect();
    let (who, steps) = (table.label(turn.seat), steps.join(" "));
    match (steps.is_empty(), turn.sent) {
        (true, None) => who,
        (false, None) => table.tr(msg!("pictures-acey-ducey-played", who = who, steps = steps)),
        (true, Some(point)) => table.tr(msg!("pictures-acey-ducey-sent", who = who, point = point)),
        (false, Some(point)) => table.tr(msg!(
            "pictures-acey-ducey-played-sent",
            who = who,
            steps = steps,
            point = point
        )),
    }
}

/// The pip positions of a die face, in units of a third of the face.
fn pips(n: u8) -> &'static [(f32, f32)] {
    const C: f32 = 0.5;
    const L: f32 = 0.24;
    const H: f32 = 0.76;
    match n {
        1 => &[(C, C)],
        2 => &[(L, L), (H, H)],
        3 => &[(L, L), (C, C), (H, H)],
        4 => &[(L, L), (H, L), (L, H), (H, H)],
        5 => &[(L, L), (H, L), (C, C), (L, H), (H, H)],
        _ => &[(L, L), (H, L), (L, C), (H, C), (L, H), (H, H)],
    }
}

/// A die of side [`DIE`] with its top-left corner at (`x`, `y`), rolled by
/// `seat`; faded dice are the last roll, not one waiting to be played.
fn draw_die(scene: &mut Scene, seat: Seat, (x, y): (i32, i32), n: u8, faded: bool) {
    scene.role(Role::Piece {
        owner: seat,
        at: Place::Board,
        piece: Piece::Die(n),
    });
    let s = DIE as f32;
    let face = RoundRect::from_corner(x as f32, y as f32, s, s, 8.0);
    scene.fill_round_rect(face.shift(1.0, 2.0), colour::PANEL_EDGE, 1.0);
    let (paper, ink) = if faded {
        (Rgb([0xF1, 0xE8, 0xD4]), colour::FADED_INK)
    } else {
        (colour::WHITE, colour::INK)
    };
    scene.fill_round_rect(face, paper, 1.0);
    scene.stroke_round_rect(face.grow(-0.5), 1.2, colour::PANEL_EDGE, 1.0);
    for &(px, py) in pips(n) {
        let pip = RoundRect::circle(x as f32 + px * s, y as f32 + py * s, s * 0.085);
        scene.fill_round_rect(pip, ink, 1.0);
    }
}

/// Under the board: the dice and their reading, then the lines for the last
/// turn, set-up progress, the start roll and the options.
fn draw_panel(scene: &mut Scene, view: &View, table: Table) {
    let x = draw_dice(scene, view, table);
    let lines = panel_lines(scene, view, table);
    let room = (WIDTH as i32 - MARGIN - x) as f32;
    for (i, (role, line)) in lines.into_iter().enumerate() {
        let style = if i == 0 && view.last_turn.is_some() {
            TextStyle::regular(15.0, colour::INK)
        } else {
            TextStyle::regular(15.0, colour::FADED_INK)
        };
        scene.role(role);
        scene.fitted_text(style, x as f32, (PANEL_Y + 20 + 21 * i as i32) as f32, &line, room);
    }
}

/// The dice waiting for a choice (said in the alt text), or else the last
/// roll, faded, with who rolled them and what they mean; returns the x where
/// the lines beside them start.
fn draw_dice(scene: &mut Scene, view: &View, table: Table) -> i32 {
    let y = PANEL_Y;
    let x = MARGIN;
    if let Some(dice) = view.dice {
        scene.say(table.tr(msg!(
            "pictures-acey-ducey-alt-dice",
            dice = dice.to_string(),
            reading = reading(dice, view.phase, table.locale)
        )));
    }
    let shown = match (view.dice, view.last_roll, view.to_act) {
        (Some(dice), _, Some(seat)) => Some((
            dice,
            false,
            seat,
            table.tr(msg!("pictures-acey-ducey-rolled", who = table.short(seat))),
        )),
        (_, Some(last), _) => Some((
            last.dice,
            true,
            last.seat,
            table.tr(msg!("pictures-acey-ducey-last-roll", who = table.short(last.seat))),
        )),
        _ => None,
    };
    let Some((dice, old, seat, caption)) = shown else {
        return x;
    };
    draw_die(scene, seat, (x, y + 4), dice.high(), old);
    draw_die(scene, seat, (x + DIE + 8, y + 4), dice.low(), old);
    let x = x + 2 * DIE + 20;
    let faded = TextStyle::regular(15.0, colour::FADED_INK);
    let words = |words| Role::Words {
        words,
        seat: Some(seat),
    };
    scene.role(words(Words::Heading));
    scene.fitted_text(faded, x as f32, (y + 20) as f32, &caption, 160.0);
    let style = if old { faded } else { TextStyle::bold(16.0, colour::INK) };
    scene.role(words(Words::Dice));
    let reading = reading(dice, view.phase, table.locale);
    scene.fitted_text(style, x as f32, (y + 42) as f32, &reading, 160.0);
    x + 170
}

/// The lines beside the dice, each with its role: the last turn, then the men
/// to enter and the start roll (set-up) or the extra throw and the counts
/// (play), then the chips played for. The alt text's sentences after the
/// dice: the last turn, the Dog House and trays' counts (which the board
/// shows) and, in set-up, the men still to enter.
fn panel_lines(scene: &mut Scene, view: &View, table: Table) -> Vec<(Role, String)> {
    let words = |words, seat| Role::Words { words, seat };
    let mut lines: Vec<(Role, String)> = Vec::new();
    if let Some(turn) = &view.last_turn {
        let turn_text = last_turn_text(turn, table);
        scene.say(table.tr(msg!("pictures-acey-ducey-alt-last-turn", turn = turn_text.clone())));
        lines.push((
            words(Words::LastMove, Some(turn.seat)),
            table.tr(msg!("pictures-acey-ducey-last-turn", turn = turn_text)),
        ));
    }
    scene.say(counts("pictures-acey-ducey-alt-counts", view, table));
    if view.phase == Phase::SettingUp {
        scene.say(to_enter("pictures-acey-ducey-alt-to-enter", view, table));
        lines.push((
            words(Words::Count, None),
            to_enter("pictures-acey-ducey-to-enter", view, table),
        ));
        if let Some([red_dice, black_dice]) = view.start_rolls.last() {
            lines.push((
                words(Words::Status, None),
                table.tr(msg!(
                    "pictures-acey-ducey-start-roll",
                    red = table.colour(RED),
                    black = table.colour(BLACK),
                    red_dice = red_dice.to_string(),
                    black_dice = black_dice.to_string(),
                    starter = table.colour(view.starter)
                )),
            ));
        }
    } else {
        if let (true, Some(seat)) = (view.roll_again, view.to_act) {
            lines.push((
                words(Words::Status, Some(seat)),
                table.tr(msg!("pictures-acey-ducey-rolls-again", who = table.colour(seat))),
            ));
        }
        lines.push((
            words(Words::Status, None),
            counts("pictures-acey-ducey-counts", view, table),
        ));
    }
    let mut stakes = Vec::new();
    if let Some(n) = view.options.stake {
        stakes.push(table.tr(msg!("pictures-acey-ducey-stake", chips = Arg::Grouped(n as i64))));
    }
    if let Some(n) = view.options.penalty {
        stakes.push(table.tr(msg!("pictures-acey-ducey-penalty", chips = Arg::Grouped(n as i64))));
    }
    if !stakes.is_empty() {
        let stakes = stakes.join(", ");
        lines.push((
            words(Words::Status, None),
            table.tr(msg!("pictures-acey-ducey-chips", stakes = stakes)),
        ));
    }
    lines
}

/// Message `id` with each side's Dog House and borne-off counts ("Dog House:
/// Red 0, Black 2 · Off: Red 0, Black 0").
fn counts(id: &'static str, view: &View, table: Table) -> String {
    table.tr(Msg::new(id)
        .with("red", table.colour(RED))
        .with("black", table.colour(BLACK))
        .with("red_bar", view.dog_house[0])
        .with("black_bar", view.dog_house[1])
        .with("red_off", view.borne_off[0])
        .with("black_off", view.borne_off[1]))
}

/// Message `id` with each side's men still to enter in set-up ("To enter:
/// Red 7, Black 5").
fn to_enter(id: &'static str, view: &View, table: Table) -> String {
    table.tr(Msg::new(id)
        .with("red", table.colour(RED))
        .with("black", table.colour(BLACK))
        .with("red_n", view.to_enter[0])
        .with("black_n", view.to_enter[1]))
}

/// What the dice mean, in words, in `locale`.
fn reading(dice: Dice, phase: Phase, locale: Locale) -> String {
    let words = if phase == Phase::SettingUp {
        msg!(
            "pictures-acey-ducey-enter-on",
            a = 25 - dice.high(),
            b = 25 - dice.low()
        )
    } else {
        match (dice.high(), dice.low()) {
            (2, 1) => msg!("pictures-acey-ducey-acey-ducey"),
            (x, 1) if x >= 3 => msg!("pictures-acey-ducey-acey", n = x),
            (x, 2) if x >= 3 => msg!("pictures-acey-ducey-ducey", n = x),
            (a, b) => msg!("acey-ducey-dice-pair", high = a, low = b),
        }
    };
    tr(locale, &words)
}

/// A plain-ASCII diagram of the view for terminals, in Red's numbering as the
/// picture is: points 13–24 on the top row, 12–1 on the bottom row, each cell `R3` (three
/// Red men), `B5` or `.`; then the Dog House, the men off, the dice and the phase.
/// In English whatever the room's language.
pub fn diagram(view: &View) -> String {
    let english = table(&[], Locale::En);
    let me = Seat::FIRST;
    let mut cells: [String; 25] = std::array::from_fn(|_| " .".to_owned());
    for point in &view.points {
        let p = if me == Seat::FIRST {
            point.red_point
        } else {
            point.black_point
        };
        let letter = if point.owner == Seat::FIRST { 'R' } else { 'B' };
        cells[p as usize] = format!("{letter}{}", point.men);
    }
    let row = |points: &mut dyn Iterator<Item = u8>| {
        let cells: Vec<String> = points.map(|p| format!("{:>3}", cells[p as usize])).collect();
        format!("{} |{}", cells[..6].concat(), cells[6..].concat())
    };
    let numbers = |points: &mut dyn Iterator<Item = u8>| {
        let cells: Vec<String> = points.map(|p| format!("{p:>3}")).collect();
        format!("{} |{}", cells[..6].concat(), cells[6..].concat())
    };
    let mut out = String::new();
    let (_, headline, note) = header_text(view, english);
    if note.is_empty() {
        let _ = writeln!(out, "Acey Ducey - {headline}");
    } else {
        let _ = writeln!(out, "Acey Ducey - {headline}: {note}");
    }
    let _ = writeln!(out, "{}", numbers(&mut (13..=24)));
    let _ = writeln!(out, "{}", row(&mut (13..=24)));
    let _ = writeln!(out, "{}", row(&mut (1..=12).rev()));
    let _ = writeln!(out, "{}", numbers(&mut (1..=12).rev()));
    let _ = writeln!(
        out,
        "Points numbered for {} (Black's number is 25 minus it). Dog House: Red {}, Black {}. Off: Red {}, Black {}.",
        seat_name(me),
        view.dog_house[0],
        view.dog_house[1],
        view.borne_off[0],
        view.borne_off[1]
    );
    if view.phase == Phase::SettingUp {
        let _ = writeln!(
            out,
            "Set-up: to enter Red {}, Black {}; {} started.",
            view.to_enter[0],
            view.to_enter[1],
            seat_name(view.starter)
        );
    }
    match (view.dice, view.last_roll) {
        (Some(dice), _) => {
            let _ = writeln!(out, "Dice: {dice} ({})", reading(dice, view.phase, Locale::En));
        }
        (None, Some(last)) => {
            let _ = writeln!(out, "Last roll: {} {}", seat_name(last.seat), last.dice);
        }
        (None, None) => {}
    }
    out.replace('—', "-").replace('…', "...")
}

#[cfg(test)]
mod tests;
