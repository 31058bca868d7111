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
//! balls and marks are symbols defined once ([`SYMBOLS`]).

use crate::drawing::{engine, Drawing};
use crate::header::{self, Headline, Player, MARGIN};
use crate::samples;
use crate::scene::{Layer, Mark, Piece, Place, Role, Scene, Symbol, Words};
use crate::style::{self, colour, RoundRect, Surface, TextStyle};
use crate::words::{tr, PerLocale};
use image::Rgb;
use parlor_games::i18n::{self, Locale, Msg};
use parlor_games::line::{
    diagonals, line_colour, line_spots, seat_name, Line, LineColour, Spot, Target, Variant, View, BALLS_PER_SIDE,
    LINE_COUNT, SAFEGUARD_MOVES,
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
/// title and the legend; each variant's once per language, in
/// [`variant_slot`] order.
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

/// The players' names and the language, for the words of one scene.
#[derive(Clone, Copy)]
struct Table<'a> {
    names: &'a [&'a str],
    locale: Locale,
}

impl Table<'_> {
    /// `msg` in the scene's language.
    fn tr(&self, msg: Msg) -> String {
        tr(self.locale, &msg)
    }

    /// The seat's colour: "White", "Blanco", "Blanc".
    fn colour_name(&self, seat: Seat) -> String {
        self.tr(i18n::seat("line", seat.index().min(1)))
    }

    /// A seat's label: "Ann (White)", or "White".
    fn label(&self, seat: Seat) -> String {
        header::label(self.names, seat, &self.colour_name(seat))
    }

    /// A seat's name, or its colour.
    fn short(&self, seat: Seat) -> String {
        header::short(self.names, seat, &self.colour_name(seat))
    }
}

/// The scene of the view: board, balls, the last move and the lines it
/// called, the barred roll, and both players (by `names[seat]`) with their
/// hands, balls taken and scores, every word in `locale`, and the alt text.
/// [`WIDTH`] × [`HEIGHT`] pixels.
pub fn scene(view: &View, names: &[&str], locale: Locale) -> Scene {
    let table = Table { names, locale };
    let mut scene = Scene::over(BACKGROUNDS[variant_slot(view.variant)].get(locale));
    // In the order the alt text speaks: the header (which overlaps nothing of
    // the board), the board with the last move, then the players' panel.
    draw_header(&mut scene, view, table);
    draw_board(&mut scene, view, table);
    draw_panel(&mut scene, view, table);
    scene
}

/// The header, and the alt text's first sentence: the variant, the players
/// and the headline.
fn draw_header(scene: &mut Scene, view: &View, table: Table) {
    let chips = &SYMBOLS.chips;
    let (seat, text, note) = header_text(view, table);
    let mut sentence = table.tr(msg!(
        "pictures-line-alt",
        variant = view.variant.name(),
        first = table.label(WHITE),
        second = table.label(BLACK),
        headline = text.clone()
    ));
    if !note.is_empty() {
        let _ = write!(sentence, ", {note}");
    }
    sentence.push('.');
    scene.say(sentence);
    let headline = Headline {
        seat,
        chip: seat.map(|s| &chips[s.index().min(1)]),
        text,
        note,
    };
    let players: Vec<Player<&Symbol>> = [WHITE, BLACK]
        .into_iter()
        .map(|seat| Player {
            seat,
            chip: &chips[seat.index()],
            label: table.label(seat),
            to_act: view.to_act == Some(seat),
        })
        .collect();
    header::draw(scene, WIDTH, &headline, &players);
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

/// What resets the safeguard's count, as a player would say it: "line" (basic
/// and scoring, where every line called confiscates or scores), "new line"
/// (progress, where a line already in the panel earns nothing).
fn line_word(variant: Variant) -> &'static str {
    match variant {
        Variant::Progress => "new line",
        _ => "line",
    }
}

/// "100 moves without a line" ("new line" in progress, [`line_word`]).
fn quiet_msg(variant: Variant, moves: u32) -> Msg {
    let id = match variant {
        Variant::Progress => "pictures-line-moves-without-new-line",
        _ => "pictures-line-moves-without-line",
    };
    Msg::new(id).with("n", moves)
}

/// The safeguard's count in words, for the diagram: "Moves without a line: 12 of
/// 100".
fn quiet_text(view: &View) -> String {
    format!(
        "Moves without a {}: {} of {SAFEGUARD_MOVES}",
        line_word(view.variant),
        view.quiet_moves
    )
}

fn variant_title(variant: Variant) -> &'static str {
    match variant {
        Variant::Basic => "LINE · BASIC",
        Variant::Progress => "LINE · PROGRESS",
        Variant::Scoring => "LINE · SCORING",
    }
}

/// "Taken by Bob: 2": a seat's balls confiscated by the other.
fn taken_text(view: &View, table: Table, seat: Seat) -> String {
    table.tr(msg!(
        "pictures-line-taken-by",
        who = table.short(seat.opponent()),
        n = view.confiscated[seat.index().min(1)]
    ))
}

/// A row of `count` small balls of `owner`'s colour at `place`, starting at
/// (`x`, `y`), the confiscated ones crossed.
fn draw_ball_row(scene: &mut Scene, owner: Seat, place: Place, count: u8, x: f32, y: f32, crossed: bool) {
    let symbols = &*SYMBOLS;
    for k in 0..count.min(BALLS_PER_SIDE) {
        let cx = x + MINI_R + k as f32 * (2.0 * MINI_R + 3.0);
        scene
            .role(Role::Piece {
                owner,
                at: place.clone(),
                piece: Piece::Ball,
            })
            .place_centred(&symbols.mini[owner.index().min(1)], cx, y);
        if crossed {
            scene
                .role(Role::Mark {
                    mark: Mark::Captured,
                    at: place.clone(),
                })
                .place_centred(&symbols.mini_cross, cx, y - 1.0);
        }
    }
}

/// The panel: one block per player (each said in the alt text), then the last
/// move, the barred roll and the safeguard's count.
fn draw_panel(scene: &mut Scene, view: &View, table: Table) {
    let left = (PANEL_X + 12) as f32;
    let width = (PANEL_W - 24) as f32;
    let body = TextStyle::regular(15.0, colour::INK);
    let faded = TextStyle::regular(15.0, colour::FADED_INK);
    let block_h = match view.variant {
        Variant::Basic => 126.0,
        Variant::Progress => 176.0,
        Variant::Scoring => 160.0,
    };
    let mut y = (BOARD_Y + 8) as f32;
    for seat in [WHITE, BLACK] {
        draw_seat(scene, view, table, seat, y, block_h);
        y += block_h;
    }

    // The last move, the lines it called, the barred roll.
    y += 10.0;
    if let Some(last) = &view.last_move {
        scene.role(Role::Words {
            words: Words::LastMove,
            seat: Some(last.seat),
        });
        let text = table.tr(msg!(
            "pictures-line-last",
            who = table.short(last.seat),
            play = last.notation()
        ));
        for line in style::wrap(body, &text, width) {
            scene.text(body, left, y, &line);
            y += 19.0;
        }
        if !last.lines.is_empty() {
            let text = table.tr(msg!(
                "pictures-line-called",
                count = last.lines.len(),
                lines = lines_list(&last.lines)
            ));
            let bold = TextStyle::bold(15.0, colour::INK);
            for line in style::wrap(bold, &text, width) {
                scene.text(bold, left, y, &line);
                y += 19.0;
            }
        }
    }
    if let Some(seat) = view.to_act {
        if let Some(roll) = view.barred[seat.index().min(1)] {
            scene.role(Role::Words {
                words: Words::Legend,
                seat: Some(seat),
            });
            scene.place_centred(&SYMBOLS.no_entry, left + 10.0, y - 5.0);
            let text = table.tr(msg!(
                "pictures-line-barred",
                from = roll.from.to_string(),
                to = roll.to.to_string()
            ));
            scene.fitted_text(body, left + 26.0, y, &text, width - 26.0);
            y += 19.0;
        }
    }
    // The safeguard's count at the foot of the panel, on two lines if a
    // language needs them.
    let quiet = table.tr(msg!(
        "pictures-line-quiet",
        n = view.quiet_moves,
        quiet = quiet_msg(view.variant, SAFEGUARD_MOVES)
    ));
    let lines = style::wrap(faded, &quiet, width);
    let foot = (BOARD_Y + BOARD - 14) as f32 - 19.0 * lines.len().saturating_sub(1).min(1) as f32;
    let mut y = y.max(foot);
    scene.role(Role::Words {
        words: Words::Status,
        seat: None,
    });
    for line in lines.iter().take(2) {
        scene.fitted_text(faded, left, y, line, width);
        y += 19.0;
    }
    scene.role(Role::Decoration);
}

/// One player's block of the panel, from `top`, `height` high: framed when
/// they are to move, their name, their balls in hand and those taken, and
/// their score; says what it shows.
fn draw_seat(scene: &mut Scene, view: &View, table: Table, seat: Seat, top: f32, height: f32) {
    let left = (PANEL_X + 12) as f32;
    let width = (PANEL_W - 24) as f32;
    let title = TextStyle::bold(17.0, colour::INK);
    let body = TextStyle::regular(15.0, colour::INK);
    let i = seat.index();
    let words = |words| Role::Words {
        words,
        seat: Some(seat),
    };
    if view.to_act == Some(seat) {
        scene.role(Role::Mark {
            mark: Mark::Turn,
            at: Place::Panel(seat),
        });
        let frame = RoundRect::from_corner(left - 6.0, top, width + 12.0, height - 6.0, 6.0);
        scene.stroke_round_rect(frame, 3.0, colour::TURN, 1.0);
    }
    scene
        .role(words(Words::Name))
        .place_centred(&SYMBOLS.chips[i], left + CHIP_R + 1.0, top + 20.0);
    scene.fitted_text(
        title,
        left + 2.0 * CHIP_R + 8.0,
        top + 26.0,
        &table.label(seat),
        width - 2.0 * CHIP_R - 8.0,
    );
    let mut row = top + 50.0;
    scene.role(words(Words::Count));
    scene.text(
        body,
        left,
        row,
        &table.tr(msg!("pictures-line-in-hand", n = view.hands[i])),
    );
    draw_ball_row(
        scene,
        seat,
        Place::Reserve(seat),
        view.hands[i],
        left,
        row + 14.0,
        false,
    );
    row += 38.0;
    scene.role(words(Words::Count));
    scene.fitted_text(body, left, row, &taken_text(view, table, seat), width);
    draw_ball_row(
        scene,
        seat,
        Place::Panel(seat),
        view.confiscated[i],
        left,
        row + 14.0,
        true,
    );
    row += 40.0;
    let score = match view.variant {
        Variant::Progress => {
            draw_score_panel(scene, seat, &view.panels[i], left, row, table);
            Some(msg!("pictures-line-alt-lines-scored", n = view.panels[i].len()))
        }
        Variant::Scoring => {
            draw_points(scene, seat, view.points[i], view.target.unwrap_or(16), left, row, table);
            Some(msg!(
                "pictures-line-alt-points",
                points = view.points[i],
                target = view.target.unwrap_or(0)
            ))
        }
        Variant::Basic => None,
    };
    let mut sentence = table.tr(msg!(
        "pictures-line-alt-seat",
        who = table.short(seat),
        hand = view.hands[i],
        taken = view.confiscated[i],
        opponent = table.short(seat.opponent())
    ));
    if let Some(score) = score {
        let _ = write!(sentence, ", {}", table.tr(score));
    }
    sentence.push('.');
    scene.say(sentence);
}

/// Progress: the 16 line numbers in two rows of eight, the recorded ones filled.
fn draw_score_panel(scene: &mut Scene, seat: Seat, recorded: &[u8], left: f32, top: f32, table: Table) {
    let label = TextStyle::regular(15.0, colour::FADED_INK);
    let scored = table.tr(msg!("pictures-line-lines-scored", n = recorded.len()));
    scene.role(Role::Words {
        words: Words::Status,
        seat: Some(seat),
    });
    scene.text(label, left, top, &scored);
    let (w, h, gap) = (23.0, 19.0, 2.0);
    for line in 1..=LINE_COUNT {
        let k = (line - 1) as f32;
        let x = left + (k % 8.0) * (w + gap);
        let y = top + 8.0 + (k / 8.0).floor() * (h + gap);
        let cell = RoundRect::from_corner(x, y, w, h, 4.0);
        let done = recorded.contains(&line);
        if done {
            scene.role(Role::Mark {
                mark: Mark::Scored,
                at: Place::Panel(seat),
            });
            scene.fill_round_rect(cell, colour::TURN, 1.0);
        } else {
            scene.role(Role::Decoration);
            scene.stroke_round_rect(cell.grow(-0.5), 1.0, colour::PANEL_EDGE, 1.0);
        }
        let ink = if done { colour::INK } else { colour::FADED_INK };
        let text = TextStyle::bold(14.0, ink).centred();
        scene.text(text, x + w / 2.0, text.centre_baseline(y + h / 2.0), &line.to_string());
    }
    scene.role(Role::Decoration);
}

/// Scoring: the points against the target, as a row of cells up to the target.
fn draw_points(scene: &mut Scene, seat: Seat, points: u8, target: u8, left: f32, top: f32, table: Table) {
    let label = TextStyle::bold(15.0, colour::INK);
    let text = table.tr(msg!("pictures-line-points-of", points = points, target = target));
    scene.role(Role::Words {
        words: Words::Status,
        seat: Some(seat),
    });
    scene.text(label, left, top, &text);
    let cells = target.max(1);
    let total_w = (PANEL_W - 24) as f32;
    let w = ((total_w + 2.0) / cells as f32 - 2.0).min(16.0);
    for k in 0..cells {
        let cell = RoundRect::from_corner(left + k as f32 * (w + 2.0), top + 8.0, w, 14.0, 2.5);
        if k < points {
            scene.role(Role::Mark {
                mark: Mark::Scored,
                at: Place::Panel(seat),
            });
            scene.fill_round_rect(cell, colour::TURN, 1.0);
        } else {
            scene.role(Role::Decoration);
            scene.stroke_round_rect(cell.grow(-0.5), 1.0, colour::PANEL_EDGE, 1.0);
        }
    }
    scene.role(Role::Decoration);
}

/// "3 and 5": the numbers of the lines a move called, a message in the scene's language.
fn lines_list(lines: &[u8]) -> Msg {
    lines
        .iter()
        .map(|&line| Msg::raw(line.to_string()))
        .reduce(|first, second| msg!("pictures-line-and", first = first, second = second))
        .unwrap_or_else(|| Msg::raw(""))
}

/// A plain-ASCII diagram of the view for terminals: the board with `W` and `B`
/// balls and `.` empty spots (rank 7 at the top, files below), then whose turn,
/// hands, confiscated balls, scores, the last move and the lines it called, the
/// barred roll and the safeguard's count ("Moves without a line: 12 of 100").
pub fn diagram(view: &View) -> String {
    const COLS: usize = 25;

    let mut grid = vec![vec![' '; COLS]; 13];
    let at = |spot: Spot| ((6 - spot.rank() as usize) * 2, spot.file() as usize * 4);
    for a in Spot::all() {
        for b in a.neighbours().filter(|&b| b > a) {
            let ((r1, c1), (r2, c2)) = (at(a), at(b));
            if r1 == r2 {
                for cell in &mut grid[r1][c1.min(c2) + 1..c1.max(c2)] {
                    *cell = '-';
                }
            } else if c1 == c2 {
                for row in grid.iter_mut().take(r1.max(r2)).skip(r1.min(r2) + 1) {
                    row[c1] = '|';
                }
            } else {
                let rising = (r2 < r1) == (c2 > c1);
                grid[(r1 + r2) / 2][(c1 + c2) / 2] = if rising { '/' } else { '\\' };
            }
        }
    }
    for spot in Spot::all() {
        let (r, c) = at(spot);
        grid[r][c] = '.';
    }
    for ball in &view.balls {
        let (r, c) = at(ball.spot);
        grid[r][c] = if ball.owner == WHITE { 'W' } else { 'B' };
    }
    let mut out = String::new();
    let english = Table {
        names: &[],
        locale: Locale::En,
    };
    let (_, headline, note) = header_text(view, english);
    let _ = write!(out, "Line ({}) - {headline}", view.variant.name());
    if !note.is_empty() {
        let _ = write!(out, " ({note})");
    }
    out.push('\n');
    for (k, row) in grid.iter().enumerate() {
        let label = if k % 2 == 0 {
            (b'7' - (k / 2) as u8) as char
        } else {
            ' '
        };
        let text: String = row.iter().collect();
        let _ = writeln!(out, "{label}  {}", text.trim_end());
    }
    let _ = writeln!(out, "   a   b   c   d   e   f   g");
    for seat in [WHITE, BLACK] {
        let i = seat.index();
        let _ = write!(
            out,
            "{} ({}): {} in hand, {} confiscated",
            seat_name(seat),
            if seat == WHITE { 'W' } else { 'B' },
            view.hands[i],
            view.confiscated[i]
        );
        match view.variant {
            Variant::Progress => {
                let lines: Vec<String> = view.panels[i].iter().map(u8::to_string).collect();
                let _ = write!(
                    out,
                    ", lines scored: {}",
                    if lines.is_empty() {
                        "none".to_owned()
                    } else {
                        lines.join(" ")
                    }
                );
            }
            Variant::Scoring => {
                let _ = write!(out, ", {} of {} points", view.points[i], view.target.unwrap_or(0));
            }
            Variant::Basic => {}
        }
        out.push('\n');
    }
    if let Some(last) = &view.last_move {
        let _ = write!(out, "Last: {} {}", seat_name(last.seat), last.notation());
        if !last.lines.is_empty() {
            let lines: Vec<String> = last.lines.iter().map(u8::to_string).collect();
            let _ = write!(out, " (line {} called)", lines.join(" and "));
        }
        out.push('\n');
    }
    if let Some(seat) = view.to_act {
        if let Some(roll) = view.barred[seat.index().min(1)] {
            let _ = writeln!(
                out,
                "{} may not roll {}-{} (straight back)",
                seat_name(seat),
                roll.from,
                roll.to
            );
        }
    }
    let _ = writeln!(out, "{}", quiet_text(view));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint;
    use parlor_games::line::{Action, Options, Setup};
    use parlor_games::{Rng, SeededRng};

    const NAMES: [&str; 2] = ["Ann", "Bob"];

    /// A real game of `variant` after `moves` random placements and rolls.
    fn game(variant: Variant, moves: usize, seed: u64) -> Line {
        let options = Options {
            variant,
            ..Options::default()
        };
        let mut rng = SeededRng::new(seed);
        let mut game = Line::new(&options, 2, &mut rng);
        for _ in 0..moves {
            let Some(seat) = game.to_act() else { break };
            let actions: Vec<_> = crate::samples::legal(&game, seat)
                .into_iter()
                .filter(|a| !parlor_games::line::is_free_action(a))
                .collect();
            if actions.is_empty() {
                break;
            }
            let pick = rng.below(actions.len() as u32) as usize;
            game.apply(seat, &actions[pick], &mut rng).unwrap();
        }
        game
    }

    /// A game from a setup: `board` as "a1:W d1:B", the rest of each side in hand.
    fn position(variant: Variant, board: &str, edit: impl FnOnce(&mut Setup)) -> Line {
        let board: Vec<(Spot, Seat)> = board
            .split_whitespace()
            .map(|b| {
                let (spot, owner) = b.split_once(':').unwrap();
                (Spot::parse(spot).unwrap(), if owner == "W" { WHITE } else { BLACK })
            })
            .collect();
        let count = |seat| board.iter().filter(|(_, o)| *o == seat).count() as u8;
        let mut setup = Setup {
            options: Options {
                variant,
                ..Options::default()
            },
            hands: [BALLS_PER_SIDE - count(WHITE), BALLS_PER_SIDE - count(BLACK)],
            board,
            confiscated: [0, 0],
            panels: [vec![], vec![]],
            points: [0, 0],
            to_act: WHITE,
            barred: [None, None],
            passes: 0,
            last_move: None,
            quiet_moves: 0,
            moves: 40,
            outcome: Outcome::Ongoing,
        };
        edit(&mut setup);
        Line::from_setup(setup).unwrap()
    }

    fn play(game: &mut Line, seat: Seat, action: &str) {
        game.apply(seat, &Action::parse(action).unwrap(), &mut SeededRng::new(0))
            .unwrap();
    }

    fn decode(png: &[u8]) -> (u32, u32) {
        let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).expect("a valid PNG");
        (img.width(), img.height())
    }

    fn spot(name: &str) -> Place {
        Place::square(Spot::parse(name).expect("a spot"))
    }

    fn mark(mark: Mark, at: Place) -> Role {
        Role::Mark { mark, at }
    }

    fn words(words: Words, seat: Option<Seat>) -> Role {
        Role::Words { words, seat }
    }

    /// How many items of the scene have the role `role`.
    fn count(scene: &Scene, role: &Role) -> usize {
        scene.find(role).count()
    }

    /// The lines of text of the scene whose role is `role`, in order.
    fn texts<'a>(scene: &'a Scene, role: &Role) -> Vec<&'a str> {
        scene
            .texts()
            .filter(|(r, _)| *r == role)
            .map(|(_, text)| text.words())
            .collect()
    }

    /// The balls the scene shows on the board, by spot and owner.
    fn balls_on_board(scene: &Scene) -> Vec<(Place, Seat)> {
        scene
            .all_items()
            .filter_map(|item| match &item.role {
                Role::Piece {
                    owner,
                    at: at @ Place::Square(_),
                    piece: Piece::Ball,
                } => Some((at.clone(), *owner)),
                _ => None,
            })
            .collect()
    }

    /// White (Ann) has just rolled f2-g1, calling lines 1 and 16 and taking b6
    /// and d6 for them.
    fn two_lines_called() -> Line {
        let mut game = position(Variant::Basic, "a1:W d1:W f2:W g4:W g7:W b6:B d6:B c5:B", |s| {
            s.hands = [4, 6];
            s.moves = 10;
        });
        play(&mut game, WHITE, "f2-g1 xb6 xd6");
        game
    }

    #[test]
    fn each_variant_paints_a_small_valid_png_in_every_language() {
        for variant in samples::LINE_VARIANTS {
            for moves in [0, 25, 400] {
                let view = game(variant, moves, 7).view();
                for locale in Locale::ALL {
                    let scene = scene(&view, &[], locale);
                    assert_eq!((scene.width, scene.height), (WIDTH, HEIGHT));
                    let png = paint::png(&scene);
                    assert_eq!(decode(&png), (WIDTH, HEIGHT));
                    assert!(png.len() <= 60 * 1024, "{} bytes", png.len());
                    if std::env::var_os("LINE_SAMPLES").is_some() {
                        let name = format!("/tmp/line-{}-{moves}-{}.png", variant.name(), locale.code());
                        std::fs::write(name, &png).unwrap();
                    }
                }
            }
        }
    }

    #[test]
    fn every_ball_stands_on_its_spot_and_the_board_names_every_spot() {
        let view = samples::line_mid_game(Variant::Basic).view();
        let scene = scene(&view, &NAMES, Locale::En);
        let balls: Vec<(Place, Seat)> = view
            .balls
            .iter()
            .map(|ball| (Place::square(ball.spot), ball.owner))
            .collect();
        assert!(!balls.is_empty());
        assert_eq!(balls_on_board(&scene), balls);
        for name in Spot::all() {
            let label = Role::Label {
                at: Place::square(name),
            };
            assert_eq!(scene.words(&label), Some(name.to_string().as_str()));
        }
        // Basic draws no line numbers; the other variants number all sixteen.
        assert!(!scene.shows(&Role::Label { at: Place::Line(1) }));
        let progress = samples::line_mid_game(Variant::Progress).view();
        let progress = super::scene(&progress, &NAMES, Locale::En);
        for line in 1..=LINE_COUNT {
            let label = Role::Label { at: Place::Line(line) };
            assert_eq!(progress.words(&label), Some(line.to_string().as_str()));
        }
    }

    #[test]
    fn a_roll_that_calls_two_lines_is_marked_with_its_arrow_its_lines_and_its_crosses() {
        let game = two_lines_called();
        let scene = scene(&game.view(), &NAMES, Locale::En);
        for line in [1, 16] {
            assert!(scene.shows(&mark(Mark::Called, Place::Line(line))), "line {line}");
        }
        assert!(!scene.shows(&mark(Mark::Called, Place::Line(9))));
        assert!(scene.shows(&mark(Mark::LastMove, spot("f2"))) && scene.shows(&mark(Mark::LastMove, spot("g1"))));
        assert!(scene.shows(&mark(Mark::Path, Place::Board)));
        for taken in ["b6", "d6"] {
            assert!(scene.shows(&mark(Mark::Captured, spot(taken))), "{taken}");
            assert!(
                !balls_on_board(&scene).iter().any(|(at, _)| *at == spot(taken)),
                "{taken}"
            );
        }
        assert!(balls_on_board(&scene).contains(&(spot("g1"), WHITE)));
        assert_eq!(
            texts(&scene, &words(Words::LastMove, Some(WHITE))),
            ["Last: Ann f2-g1 xb6 xd6", "Lines 1 and 16 called!"]
        );
        let text = scene.alt_text();
        assert!(
            text.contains(" Last move: Ann (White) f2-g1 xb6 xd6, calling line 1 and 16. "),
            "{text}"
        );
        assert_eq!(decode(&paint::png(&scene)), (WIDTH, HEIGHT));
    }

    #[test]
    fn the_roll_straight_back_is_barred_on_the_board_and_in_the_panel() {
        let mut game = two_lines_called();
        play(&mut game, BLACK, "e4");
        let view = game.view();
        let scene = scene(&view, &NAMES, Locale::En);
        assert!(scene.shows(&mark(Mark::Barred, spot("f2"))));
        assert_eq!(count(&scene, &mark(Mark::Barred, spot("g1"))), 0);
        assert_eq!(
            scene.words(&words(Words::Legend, Some(WHITE))),
            Some("not g1-f2 (straight back)")
        );
        // A placement is marked where it landed, with no arrow.
        assert!(scene.shows(&mark(Mark::LastMove, spot("e4"))));
        assert!(!scene.shows(&mark(Mark::Path, Place::Board)));
        assert!(diagram(&view).contains("White may not roll g1-f2 (straight back)"));
        let png = paint::png(&scene);
        assert_eq!(decode(&png), (WIDTH, HEIGHT));
        assert!(png.len() <= 60 * 1024);
        if std::env::var_os("LINE_SAMPLES").is_some() {
            std::fs::write("/tmp/line-barred.png", &png).unwrap();
        }
    }

    #[test]
    fn each_panel_shows_the_balls_in_hand_and_taken_and_the_score() {
        for variant in samples::LINE_VARIANTS {
            let view = samples::line_mid_game(variant).view();
            let scene = scene(&view, &NAMES, Locale::En);
            for seat in [WHITE, BLACK] {
                let i = seat.index();
                let ball = |at| Role::Piece {
                    owner: seat,
                    at,
                    piece: Piece::Ball,
                };
                assert_eq!(count(&scene, &ball(Place::Reserve(seat))), view.hands[i] as usize);
                let taken = view.confiscated[i] as usize;
                assert_eq!(count(&scene, &ball(Place::Panel(seat))), taken);
                assert_eq!(count(&scene, &mark(Mark::Captured, Place::Panel(seat))), taken);
                let counts = texts(&scene, &words(Words::Count, Some(seat)));
                let other = NAMES[seat.opponent().index()];
                assert_eq!(
                    counts,
                    [
                        format!("In hand: {}", view.hands[i]),
                        format!("Taken by {other}: {taken}")
                    ]
                );
                assert_eq!(
                    scene.words(&words(Words::Name, Some(seat))),
                    Some(format!("{} ({})", NAMES[i], seat_name(seat)).as_str())
                );
                let turn = mark(Mark::Turn, Place::Panel(seat));
                assert_eq!(scene.shows(&turn), view.to_act == Some(seat), "{variant:?} {seat:?}");
                let scored = mark(Mark::Scored, Place::Panel(seat));
                match variant {
                    Variant::Basic => assert!(!scene.shows(&scored)),
                    Variant::Progress => {
                        let mut recorded = view.panels[i].clone();
                        recorded.sort_unstable();
                        let numbers: Vec<String> = recorded.iter().map(u8::to_string).collect();
                        assert_eq!(texts(&scene, &scored), numbers);
                        assert_eq!(
                            scene.words(&words(Words::Status, Some(seat))),
                            Some(format!("Lines scored: {}", recorded.len()).as_str())
                        );
                    }
                    Variant::Scoring => {
                        assert_eq!(count(&scene, &scored), view.points[i] as usize);
                        let target = view.target.expect("a target");
                        assert_eq!(
                            scene.words(&words(Words::Status, Some(seat))),
                            Some(format!("Points: {} of {target}", view.points[i]).as_str())
                        );
                    }
                }
            }
            // The samples show something in each panel.
            assert!(view.confiscated.iter().any(|&n| n > 0), "{variant:?}");
            match variant {
                Variant::Progress => assert!(view.panels.iter().any(|p| !p.is_empty())),
                Variant::Scoring => assert!(view.points.iter().any(|&p| p > 0)),
                Variant::Basic => {}
            }
        }
    }

    #[test]
    fn the_header_says_who_is_to_move_and_what_they_may_do() {
        let view = samples::line_mid_game(Variant::Progress).view();
        let seat = view.to_act.expect("a seat to move");
        let scene = scene(&view, &NAMES, Locale::En);
        assert_eq!(
            scene.words(&Role::Headline { seat: Some(seat) }),
            Some(format!("{} ({}) to move", NAMES[seat.index()], seat_name(seat)).as_str())
        );
        let note = scene.words(&Role::Note).unwrap_or_default();
        assert!(
            ["place or roll", "roll a ball", "place a ball", "pass or reclaim"].contains(&note),
            "{note}"
        );
        assert_eq!(scene.words(&Role::Title), Some("LINE · PROGRESS"));
        let player = |seat, to_act| Role::Player { seat, to_act };
        assert_eq!(
            scene.words(&player(seat, true)),
            Some(format!("{} ({})", NAMES[seat.index()], seat_name(seat)).as_str())
        );
        assert!(scene.shows(&player(seat.opponent(), false)));
        let status = scene.words(&words(Words::Status, None)).unwrap_or_default();
        assert!(status.ends_with(" of 100 moves without a new line"), "{status}");
        assert_eq!(
            scene.words(&words(Words::Legend, None)),
            Some("Three in a straight line calls line · dashed diagonals: rolling only")
        );
    }

    #[test]
    fn the_alt_text_is_said_in_the_order_it_always_was() {
        let game = samples::line_game(Variant::Basic, 500, 22);
        let scene = scene(&game.view(), &samples::CROWN_ANCHOR_NAMES, Locale::En);
        assert_eq!(
            scene.alt_text(),
            "Line game, basic variant. Ann (White) against Bartholomew Fitzwilliam (Black). Ann (White) to move, \
             roll a ball. Last move: Bartholomew Fitzwilliam (Black) d5-c5 xf2, calling line 11. Ann has 0 in \
             hand and 3 taken by Bartholomew Fitzwilliam. Bartholomew Fitzwilliam has 2 in hand and 2 taken by Ann."
        );
    }

    #[test]
    fn the_words_are_a_players_not_jargon() {
        // The safeguard's end, said as what happened.
        let mut game = position(Variant::Basic, "a1:W g7:B", |s| s.quiet_moves = SAFEGUARD_MOVES - 1);
        play(&mut game, WHITE, "d6");
        let text = diagram(&game.view());
        assert!(
            text.starts_with("Line (basic) - Draw (100 moves without a line)\n"),
            "{text}"
        );
        assert!(text.contains("\nMoves without a line: 100 of 100\n"), "{text}");
        let drawn = scene(&game.view(), &NAMES, Locale::En);
        assert_eq!(drawn.words(&Role::Note), Some("100 moves without a line"));
        let mut game = position(Variant::Progress, "a1:W g7:B", |s| {
            s.quiet_moves = SAFEGUARD_MOVES - 1;
            s.panels = [vec![1], vec![2, 3]];
        });
        play(&mut game, WHITE, "d6");
        let text = diagram(&game.view());
        assert!(
            text.starts_with("Line (progress) - Black wins (more lines after 100 moves without a new line)"),
            "{text}"
        );
        assert!(!text.contains("safeguard") && !text.contains("Quiet"), "{text}");
        // A scorer with no placement or roll is asked to pass or reclaim.
        let mut game = position(Variant::Scoring, "d1:W a4:W a1:B", |s| {
            s.hands[1] = 0;
            s.confiscated[1] = 8;
            s.points[1] = 2;
        });
        play(&mut game, WHITE, "b2");
        assert!(diagram(&game.view()).starts_with("Line (scoring) - Black to move (pass or reclaim)"));
        let scene = scene(&game.view(), &[], Locale::En);
        assert_eq!(scene.words(&Role::Note), Some("pass or reclaim"));
        let png = paint::png(&scene);
        assert_eq!(decode(&png), (WIDTH, HEIGHT));
        if std::env::var_os("LINE_SAMPLES").is_some() {
            std::fs::write("/tmp/line-pass-or-reclaim.png", &png).unwrap();
        }
    }

    #[test]
    fn a_board_for_a_french_or_spanish_room_is_drawn_and_described_in_its_language() {
        for variant in samples::LINE_VARIANTS {
            let view = samples::line_mid_game(variant).view();
            let english = paint::png(&scene(&view, &NAMES, Locale::En));
            let french = scene(&view, &NAMES, Locale::Fr);
            let text = french.alt_text();
            let wanted = format!("Line, variante {}. Ann (Blanc) contre Bob (Noir).", variant.name());
            assert!(text.starts_with(&wanted), "{text}");
            assert!(text.contains("Ann a ") && text.contains(" en main et "), "{text}");
            assert!(diagram(&view).starts_with("Line ("), "the diagram stays English");
            let spanish = scene(&view, &NAMES, Locale::Es);
            let text = spanish.alt_text();
            assert!(text.contains("Bob tiene "), "{text}");
            for english in [" against ", " has ", " in hand", "Last move", "taken by"] {
                assert!(!text.contains(english), "{english} in {text}");
            }
            let legend = spanish.words(&words(Words::Legend, None)).unwrap_or_default();
            assert!(!legend.is_empty() && !legend.contains("rolling"), "{legend}");
            let [french, spanish] = [&french, &spanish].map(paint::png);
            assert_ne!(english, french);
            assert_ne!(english, spanish);
            assert_eq!(
                paint::png(&scene(&view, &NAMES, Locale::En)),
                english,
                "the English cache is untouched"
            );
        }
        let missing = i18n::problems();
        assert!(!missing.iter().any(|id| id.starts_with("pictures-line")), "{missing:?}");
    }

    #[test]
    fn pictures_are_deterministic() {
        let view = game(Variant::Scoring, 30, 3).view();
        let _ = paint::png(&scene(&view, &[], Locale::En));
        let started = std::time::Instant::now();
        let png = paint::png(&scene(&view, &[], Locale::En));
        if std::env::var_os("LINE_SAMPLES").is_some() {
            eprintln!("line picture: {:?}, {} bytes", started.elapsed(), png.len());
        }
        assert_eq!(png, paint::png(&scene(&view, &[], Locale::En)));
    }

    #[test]
    fn the_diagram_shows_the_board_and_both_players() {
        let view = game(Variant::Progress, 12, 5).view();
        let text = diagram(&view);
        assert!(text.is_ascii(), "{text}");
        assert!(text.starts_with("Line (progress)"), "{text}");
        assert!(
            text.contains("7  ") && text.contains("   a   b   c   d   e   f   g"),
            "{text}"
        );
        assert!(text.contains("White (W):") && text.contains("Black (B):"), "{text}");
        let balls = text
            .lines()
            .skip(1)
            .take(13)
            .flat_map(str::chars)
            .filter(|&c| c == 'W' || c == 'B')
            .count();
        assert_eq!(balls, view.balls.len());
    }
}
