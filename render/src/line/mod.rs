//! The Marx Toys Line game: the scene and the text diagram of a [`View`]
//! (rulings, `shared/rules/line-game.md`).
//!
//! Layout, 760 × 622 px: the header (who is to move by name and colour and
//! what they may do, or the result and how it came about; the players), the
//! board on the left and a panel on the right, and a footer that says what the
//! lines mean.
//!
//! The board: the three squares and their joining lines drawn solid — in ink for
//! `basic`, in ink with their numbers for `progress`, in green, blue and red with
//! their numbers for `scoring` — and the four corner diagonals thin and dashed,
//! since they serve only for rolling. A line's number sits in a badge beside the
//! line, clear of the balls and of the arrows along it. Every spot is a yellow
//! disc with its name below and to the right, clear of a ball on it. Balls are
//! ivory (White) and black. The last move is marked with an orange ring on the
//! spot it reached and, for a roll, an arrow from the spot it left; the balls it
//! confiscated with red crosses; the lines it called glow gold. The roll the
//! player to move may not make (straight back) carries a no-entry sign on the
//! spot it would reach.
//!
//! The panel: for each player by name, the balls in hand and those the other
//! player has taken, and the score panel (progress: lines 1–16, recorded ones
//! filled) or points against the target (scoring); the player to move is
//! framed. Below, the last move, the lines it called, the barred roll and the
//! safeguard's count, said as a player would: "12 of 100 moves without a line".
//!
//! The board's lines, spots and labels, the empty panel, the title and the
//! legend are a layer built once per variant and language ([`BACKGROUNDS`]);
//! balls and marks are symbols defined once ([`SYMBOLS`]). The panel is laid
//! out in `panel.rs`, the text diagram in `diagram.rs`.

mod diagram;
mod panel;
#[cfg(test)]
mod tests;

pub use diagram::diagram;

use crate::drawing::{engine, Drawing};
use crate::header::{self, MARGIN};
use crate::samples;
use crate::scene::{Layer, Mark, Piece, Place, Role, Scene, Symbol, Words};
use crate::style::{self, colour, RoundRect, Surface, TextStyle};
use crate::words::{tr, PerLocale, Table};
use image::Rgb;
use parlor_games::i18n::{Locale, Msg};
use parlor_games::line::{
    diagonals, line_colour, line_spots, Line, LineColour, Spot, Target, Variant, View, BALLS_PER_SIDE, LINE_COUNT,
    SAFEGUARD_MOVES,
};
use parlor_games::{msg, AnyGame, Game, Outcome, Seat};
use std::fmt::Write as _;
use std::sync::LazyLock;

/// Picture width in pixels.
pub const WIDTH: u32 = 760;
/// Picture height in pixels.
pub const HEIGHT: u32 = 622;

const BOARD_X: i32 = MARGIN;
const BOARD_Y: i32 = MARGIN + header::HEIGHT;
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
const MINI_R: f32 = 8.0;
const CHIP_R: f32 = 11.0;
/// How far a line's number badge sits beside the line.
const BADGE_OFFSET: f32 = 19.0;

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
const CALLED: Rgb<u8> = Rgb([0xF5, 0xCC, 0x5C]);
/// Ball faces and edges, White then Black.
const FACES: [Rgb<u8>; 2] = [Rgb([0xFB, 0xF8, 0xF0]), Rgb([0x2B, 0x27, 0x24])];
const EDGES: [Rgb<u8>; 2] = [Rgb([0x9C, 0x92, 0x82]), Rgb([0x0E, 0x0C, 0x0A])];

/// The Line game in the registry of drawings ([`crate::drawing()`]).
pub struct LineDrawing;

impl Drawing for LineDrawing {
    fn scene(&self, game: &AnyGame, names: &[&str], locale: Locale) -> Scene {
        scene(&engine::<Line>(game).view(), names, locale)
    }

    fn diagram(&self, game: &AnyGame, _names: &[&str]) -> String {
        diagram(&engine::<Line>(game).view())
    }
}

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

/// A ball of radius `r` named `name`: shadow, edge, face and a gloss.
fn ball(name: &str, owner: Seat, r: f32) -> Symbol {
    let size = (2.0 * r + 6.0).ceil() as u32;
    let mut img = Scene::new(size, size);
    let c = size as f32 / 2.0;
    let o = owner.index().min(1);
    let body = RoundRect::circle(c, c - 1.0, r);
    img.fill_round_rect(body.shift(r * 0.06, r * 0.12), colour::SHADOW, 0.35);
    img.fill_round_rect(body, EDGES[o], 1.0);
    img.fill_round_rect(body.grow(-(r * 0.1).max(1.2)), FACES[o], 1.0);
    let gloss = RoundRect::circle(c - r * 0.35, c - 1.0 - r * 0.38, r * 0.22);
    img.fill_round_rect(gloss, colour::WHITE, if o == 0 { 0.9 } else { 0.35 });
    Symbol::new(format!("line-{name}-{o}"), img)
}

/// A red cross of half-size `r` named `name`, with a white edge so it shows
/// on black balls.
fn cross(name: &str, r: f32) -> Symbol {
    let size = (2.0 * r + 8.0).ceil() as u32;
    let mut img = Scene::new(size, size);
    let c = size as f32 / 2.0;
    for (a, b) in [((c - r, c - r), (c + r, c + r)), ((c - r, c + r), (c + r, c - r))] {
        img.stroke_polyline(&[a, b], 6.5, colour::WHITE, 0.8);
    }
    for (a, b) in [((c - r, c - r), (c + r, c + r)), ((c - r, c + r), (c + r, c - r))] {
        img.stroke_polyline(&[a, b], 4.0, colour::CAPTURE, 1.0);
    }
    Symbol::new(format!("line-{name}"), img)
}

/// A no-entry sign: a red disc with a white bar.
fn no_entry() -> Symbol {
    let mut img = Scene::new(24, 24);
    let disc = RoundRect::circle(12.0, 12.0, 10.0);
    img.fill_round_rect(disc.grow(1.0), colour::WHITE, 1.0);
    img.fill_round_rect(disc, colour::CAPTURE, 1.0);
    img.fill_round_rect(RoundRect::from_corner(5.5, 10.0, 13.0, 4.0, 1.0), colour::WHITE, 1.0);
    Symbol::new("line-no-entry", img)
}

/// The ring on the spot the last move reached.
fn reached() -> Symbol {
    let mut img = Scene::new(64, 64);
    img.stroke_round_rect(RoundRect::circle(32.0, 32.0, BALL_R + 4.0), 3.5, MOVE, 1.0);
    Symbol::new("line-reached", img)
}

/// Every symbol, defined once.
pub struct Symbols {
    /// `[owner]`, on the board.
    board: [Symbol; 2],
    /// `[owner]`, in the panel's rows.
    mini: [Symbol; 2],
    /// `[owner]`, for the header and the panel's names.
    chips: [Symbol; 2],
    /// On a spot the last move confiscated from.
    cross: Symbol,
    /// On a ball in a panel's row of balls taken.
    mini_cross: Symbol,
    no_entry: Symbol,
    reached: Symbol,
}

/// The balls and marks the Line game places.
pub static SYMBOLS: LazyLock<Symbols> = LazyLock::new(|| Symbols {
    board: [ball("ball", WHITE, BALL_R), ball("ball", BLACK, BALL_R)],
    mini: [ball("mini", WHITE, MINI_R), ball("mini", BLACK, MINI_R)],
    chips: [ball("chip", WHITE, CHIP_R), ball("chip", BLACK, CHIP_R)],
    cross: cross("cross", 11.0),
    mini_cross: cross("mini-cross", 5.0),
    no_entry: no_entry(),
    reached: reached(),
});

/// A dashed segment from `a` to `b`.
fn dashed(img: &mut Scene, a: (f32, f32), b: (f32, f32), width: f32, ink: Rgb<u8>) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    let (dash, gap) = (7.0, 6.0);
    let mut t = 0.0;
    while t < len {
        let end = (t + dash).min(len);
        let p = (a.0 + dx * t / len, a.1 + dy * t / len);
        let q = (a.0 + dx * end / len, a.1 + dy * end / len);
        img.stroke_polyline(&[p, q], width, ink, 1.0);
        t += dash + gap;
    }
}

/// The parts of the picture that never change for a variant: paper, the board
/// with its lines, diagonals, numbers, spots and names, the empty panel, the
/// title and the legend; each variant's once per language, basic, progress
/// then scoring.
pub static BACKGROUNDS: [PerLocale<Layer>; 3] = [
    PerLocale::new(|locale| background(Variant::Basic, locale)),
    PerLocale::new(|locale| background(Variant::Progress, locale)),
    PerLocale::new(|locale| background(Variant::Scoring, locale)),
];

/// The slot of `variant` in the layers kept per variant.
fn variant_slot(variant: Variant) -> usize {
    match variant {
        Variant::Basic => 0,
        Variant::Progress => 1,
        Variant::Scoring => 2,
    }
}

fn background(variant: Variant, locale: Locale) -> Layer {
    let mut img = Scene::on_paper(WIDTH, HEIGHT, colour::PAPER);
    let frame = RoundRect::from_corner(BOARD_X as f32, BOARD_Y as f32, BOARD as f32, BOARD as f32, 10.0);
    style::wooden_frame(&mut img, frame);
    img.fill_round_rect(frame.grow(-7.0), BOARD_FACE, 1.0);
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
        img.stroke_polyline(&[centre(a), centre(c)], 4.0, line_ink(variant, line), 1.0);
    }
    if variant != Variant::Basic {
        for line in 1..=LINE_COUNT {
            draw_line_number(&mut img, variant, line);
        }
    }
    let name = TextStyle::regular(14.0, colour::FADED_INK);
    for spot in Spot::all() {
        let (x, y) = centre(spot);
        let disc = RoundRect::circle(x, y, SPOT_R);
        img.role(Role::Decoration);
        img.fill_round_rect(disc.grow(1.5), colour::INK, 1.0);
        img.fill_round_rect(disc, SPOT_FILL, 1.0);
        let text = spot.to_string();
        let tab = RoundRect::from_corner(x + 11.0, y + 23.0, name.width(&text) + 4.0, 16.0, 3.0);
        img.role(Role::Label {
            at: Place::square(spot),
        });
        img.fill_round_rect(tab, BOARD_FACE, 1.0);
        img.text(name, x + 13.0, y + 36.0, &text);
    }
    img.role(Role::Decoration);
    style::panel(
        &mut img,
        RoundRect::from_corner(PANEL_X as f32, BOARD_Y as f32, PANEL_W as f32, BOARD as f32, 8.0),
    );
    header::draw_title(&mut img, WIDTH, variant_title(variant));
    let legend = match variant {
        Variant::Scoring => msg!("pictures-line-legend-scoring"),
        _ => msg!("pictures-line-legend"),
    };
    img.role(Role::Words {
        words: Words::Legend,
        seat: None,
    });
    img.text(
        TextStyle::regular(15.0, colour::FADED_INK),
        (MARGIN + 2) as f32,
        FOOTER_BASELINE,
        &tr(locale, &legend),
    );
    let samples: fn(Locale) -> Vec<Scene> = match variant {
        Variant::Basic => |locale| palette_samples(Variant::Basic, locale),
        Variant::Progress => |locale| palette_samples(Variant::Progress, locale),
        Variant::Scoring => |locale| palette_samples(Variant::Scoring, locale),
    };
    let name = format!("line-{}-{}", variant.name(), locale.code());
    Layer::new(name, locale, img, samples)
}

/// The scenes a variant's PNG palette is learned from: seeded games unlike the
/// benchmarked ones, early, midway and late.
fn palette_samples(variant: Variant, locale: Locale) -> Vec<Scene> {
    let names = &samples::CROWN_ANCHOR_NAMES;
    [
        samples::line_game(variant, 101, 6),
        samples::line_game(variant, 102, 30),
        samples::line_game(variant, 103, 80),
    ]
    .iter()
    .map(|game| scene(&game.view(), names, locale))
    .collect()
}

/// A line's number in a badge beside it, between its first two spots: above a
/// line across, left of a line down, so that neither the balls nor an arrow
/// along the line cover it.
fn draw_line_number(img: &mut Scene, variant: Variant, line: u8) {
    let [a, b, _] = line_spots(line);
    let (pa, pb) = (centre(a), centre(b));
    let (mut x, mut y) = ((pa.0 + pb.0) / 2.0, (pa.1 + pb.1) / 2.0);
    if (pb.0 - pa.0).abs() > (pb.1 - pa.1).abs() {
        y -= BADGE_OFFSET;
    } else {
        x -= BADGE_OFFSET;
    }
    let ink = line_ink(variant, line);
    let badge = RoundRect {
        cx: x,
        cy: y,
        hw: 12.0,
        hh: 10.0,
        radius: 8.0,
    };
    img.role(Role::Label { at: Place::Line(line) });
    img.fill_round_rect(badge.grow(1.5), ink, 1.0);
    img.fill_round_rect(badge, colour::SPOT, 1.0);
    let text = TextStyle::bold(14.0, ink).centred();
    img.text(text, x, text.centre_baseline(y), &line.to_string());
    img.role(Role::Decoration);
}

/// The words of one scene of this game: the players' names and the room's
/// language.
fn table<'a>(names: &'a [&'a str], locale: Locale) -> Table<'a> {
    Table::new("line", 2, names, locale)
}

/// The scene of the view: board, balls, the last move and the lines it
/// called, the barred roll, and both players (by `names[seat]`) with their
/// hands, balls taken and scores, every word in `locale`, and the alt text.
/// [`WIDTH`] × [`HEIGHT`] pixels.
pub fn scene(view: &View, names: &[&str], locale: Locale) -> Scene {
    let table = table(names, locale);
    let mut scene = Scene::over(BACKGROUNDS[variant_slot(view.variant)].get(locale));
    // In the order the alt text speaks: the header (which overlaps nothing of
    // the board), the board with the last move, then the players' panel.
    draw_header(&mut scene, view, table);
    draw_board(&mut scene, view, table);
    panel::draw_panel(&mut scene, view, table);
    scene
}

/// The header, and the alt text's first sentence: the variant, the players
/// and the headline.
fn draw_header(scene: &mut Scene, view: &View, table: Table) {
    let (seat, text, note) = header_text(view, table);
    let [first, second] = [WHITE, BLACK].map(|seat| table.label(seat));
    scene.say(header::sentence(
        table.tr(msg!(
            "pictures-line-alt",
            variant = view.variant.name(),
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

/// The board: the lines the last move called, the spot it left, the balls,
/// the spot it reached with the roll's arrow, the balls it confiscated, and
/// the roll the seat to act may not make. Says the last move.
fn draw_board(scene: &mut Scene, view: &View, table: Table) {
    let symbols = &*SYMBOLS;
    if let Some(last) = &view.last_move {
        let mut sentence = table.tr(msg!(
            "pictures-line-alt-last",
            who = table.label(last.seat),
            play = last.notation()
        ));
        if !last.lines.is_empty() {
            let calling = table.tr(msg!(
                "pictures-line-alt-calling",
                count = last.lines.len(),
                lines = lines_list(&last.lines)
            ));
            let _ = write!(sentence, ", {calling}");
        }
        sentence.push('.');
        scene.say(sentence);
        for &line in &last.lines {
            let [a, _, c] = line_spots(line);
            scene.role(Role::Mark {
                mark: Mark::Called,
                at: Place::Line(line),
            });
            scene.stroke_polyline(&[centre(a), centre(c)], 14.0, CALLED, 1.0);
            scene.stroke_polyline(&[centre(a), centre(c)], 4.0, line_ink(view.variant, line), 1.0);
        }
        if let Some(from) = last.from {
            let (x, y) = centre(from);
            scene.role(Role::Mark {
                mark: Mark::LastMove,
                at: Place::square(from),
            });
            scene.stroke_round_rect(RoundRect::circle(x, y, BALL_R - 3.0), 3.0, MOVE, 1.0);
        }
    }
    for ball in &view.balls {
        let (x, y) = centre(ball.spot);
        scene
            .role(Role::Piece {
                owner: ball.owner,
                at: Place::square(ball.spot),
                piece: Piece::Ball,
            })
            .place_centred(&symbols.board[ball.owner.index().min(1)], x, y);
    }
    if let Some(last) = &view.last_move {
        let (x, y) = centre(last.to);
        scene
            .role(Role::Mark {
                mark: Mark::LastMove,
                at: Place::square(last.to),
            })
            .place_centred(&symbols.reached, x, y);
        if let Some(from) = last.from {
            scene.role(Role::Mark {
                mark: Mark::Path,
                at: Place::Board,
            });
            draw_roll_arrow(scene, centre(from), centre(last.to));
        }
        for target in &last.confiscated {
            if let Target::Spot(spot) = target {
                let (x, y) = centre(*spot);
                scene
                    .role(Role::Mark {
                        mark: Mark::Captured,
                        at: Place::square(spot),
                    })
                    .place_centred(&symbols.cross, x, y);
            }
        }
    }
    if let Some(seat) = view.to_act {
        if let Some(roll) = view.barred[seat.index().min(1)] {
            let (x, y) = centre(roll.to);
            scene
                .role(Role::Mark {
                    mark: Mark::Barred,
                    at: Place::square(roll.to),
                })
                .place_centred(&symbols.no_entry, x, y);
        }
    }
    scene.role(Role::Decoration);
}

/// The roll's arrow, from the edge of the spot left to the edge of the ball.
fn draw_roll_arrow(scene: &mut Scene, from: (f32, f32), to: (f32, f32)) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let start = (from.0 + ux * (BALL_R - 2.0), from.1 + uy * (BALL_R - 2.0));
    let tip = (to.0 - ux * (BALL_R + 6.0), to.1 - uy * (BALL_R + 6.0));
    let back = (tip.0 - ux * 10.0, tip.1 - uy * 10.0);
    scene.stroke_polyline(&[start, back], 4.0, MOVE, 1.0);
    style::fill_arrowhead(scene, start, tip, 13.0, MOVE);
}

/// The header: the seat the line is about, the headline and a note.
fn header_text(view: &View, table: Table) -> (Option<Seat>, String, String) {
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (
            Some(seat),
            table.tr(msg!("pictures-wins", who = table.label(seat))),
            winning_note(view, seat, table),
        ),
        (Outcome::Draw, _) => {
            let note = if view.quiet_moves >= SAFEGUARD_MOVES {
                table.tr(quiet_msg(view.variant, SAFEGUARD_MOVES))
            } else {
                String::new()
            };
            (None, table.tr(msg!("pictures-draw")), note)
        }
        (Outcome::Ongoing, Some(seat)) => {
            let i = seat.index().min(1);
            let note = if view.may_pass {
                msg!("pictures-line-pass-or-reclaim")
            } else if view.hands[i] == 0 {
                msg!("pictures-line-roll")
            } else if view.balls.iter().any(|b| b.owner == seat) {
                msg!("pictures-line-place-or-roll")
            } else {
                msg!("pictures-line-place")
            };
            (
                Some(seat),
                table.tr(msg!("pictures-to-move", who = table.label(seat))),
                table.tr(note),
            )
        }
        (Outcome::Ongoing, None) => (None, table.tr(msg!("pictures-game-over")), String::new()),
    }
}

/// How the winner won, as far as the view shows.
fn winning_note(view: &View, seat: Seat, table: Table) -> String {
    let (i, o) = (seat.index().min(1), seat.opponent().index().min(1));
    match view.variant {
        Variant::Scoring if view.target.is_some_and(|t| view.points[i] >= t) => {
            table.tr(msg!("pictures-line-points", n = view.points[i]))
        }
        Variant::Basic | Variant::Progress if view.confiscated[o] >= BALLS_PER_SIDE => {
            table.tr(msg!("pictures-line-all-confiscated"))
        }
        _ if view.quiet_moves >= SAFEGUARD_MOVES => {
            let id = match view.variant {
                Variant::Progress => "pictures-line-more-lines-after",
                _ => "pictures-line-more-points-after",
            };
            table.tr(Msg::new(id).with("quiet", quiet_msg(view.variant, SAFEGUARD_MOVES)))
        }
        _ => String::new(),
    }
}

/// "100 moves without a line" ("new line" in progress, where a line already
/// recorded earns nothing).
fn quiet_msg(variant: Variant, moves: u32) -> Msg {
    let id = match variant {
        Variant::Progress => "pictures-line-moves-without-new-line",
        _ => "pictures-line-moves-without-line",
    };
    Msg::new(id).with("n", moves)
}

fn variant_title(variant: Variant) -> &'static str {
    match variant {
        Variant::Basic => "LINE · BASIC",
        Variant::Progress => "LINE · PROGRESS",
        Variant::Scoring => "LINE · SCORING",
    }
}

/// "3 and 5": the numbers of the lines a move called, as a message.
fn lines_list(lines: &[u8]) -> Msg {
    lines
        .iter()
        .map(|&line| Msg::raw(line.to_string()))
        .reduce(|first, second| msg!("pictures-line-and", first = first, second = second))
        .unwrap_or_else(|| Msg::raw(""))
}
