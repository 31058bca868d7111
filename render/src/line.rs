//! The Marx Toys Line game: the picture, the alt text and the text diagram of a
//! [`View`] (rulings, `shared/rules/line-game.md`).
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
//! The board's lines, spots and labels are drawn once per variant
//! ([`BACKGROUNDS`]); balls and marks are sprites drawn once.

use crate::encode::Palette;
use crate::header::{self, Headline, Player, MARGIN};
use crate::samples;
use crate::style::{self, colour, RoundRect, Sketch, Sprite, Surface, TextStyle};
use image::{Rgb, RgbImage};
use parlor_games::i18n::{self, Locale, Msg};
use parlor_games::line::{
    diagonals, line_colour, line_spots, seat_name, LineColour, Spot, Target, Variant, View, BALLS_PER_SIDE, LINE_COUNT,
    SAFEGUARD_MOVES,
};
use parlor_games::{msg, Game, Outcome, Seat};
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

/// A ball of radius `r`: shadow, edge, face and a gloss.
fn ball_sprite(owner: Seat, r: f32) -> Sprite {
    let size = (2.0 * r + 6.0).ceil() as u32;
    let mut img = Sketch::new(size, size);
    let c = size as f32 / 2.0;
    let o = owner.index().min(1);
    let body = RoundRect::circle(c, c - 1.0, r);
    img.fill_round_rect(body.shift(r * 0.06, r * 0.12), colour::SHADOW, 0.35);
    img.fill_round_rect(body, EDGES[o], 1.0);
    img.fill_round_rect(body.grow(-(r * 0.1).max(1.2)), FACES[o], 1.0);
    let gloss = RoundRect::circle(c - r * 0.35, c - 1.0 - r * 0.38, r * 0.22);
    img.fill_round_rect(gloss, colour::WHITE, if o == 0 { 0.9 } else { 0.35 });
    img.sprite()
}

/// A red cross of half-size `r`, with a white edge so it shows on black balls.
fn cross_sprite(r: f32) -> Sprite {
    let size = (2.0 * r + 8.0).ceil() as u32;
    let mut img = Sketch::new(size, size);
    let c = size as f32 / 2.0;
    for (a, b) in [((c - r, c - r), (c + r, c + r)), ((c - r, c + r), (c + r, c - r))] {
        img.stroke_polyline(&[a, b], 6.5, colour::WHITE, 0.8);
    }
    for (a, b) in [((c - r, c - r), (c + r, c + r)), ((c - r, c + r), (c + r, c - r))] {
        img.stroke_polyline(&[a, b], 4.0, colour::CAPTURE, 1.0);
    }
    img.sprite()
}

/// A no-entry sign: a red disc with a white bar.
fn no_entry_sprite() -> Sprite {
    let mut img = Sketch::new(24, 24);
    let disc = RoundRect::circle(12.0, 12.0, 10.0);
    img.fill_round_rect(disc.grow(1.0), colour::WHITE, 1.0);
    img.fill_round_rect(disc, colour::CAPTURE, 1.0);
    img.fill_round_rect(RoundRect::from_corner(5.5, 10.0, 13.0, 4.0, 1.0), colour::WHITE, 1.0);
    img.sprite()
}

/// Sprites, drawn once: balls by `[owner]` for the board, the panel and the
/// header, and the marks.
struct Sprites {
    board: [Sprite; 2],
    mini: [Sprite; 2],
    chip: [Sprite; 2],
    cross: Sprite,
    mini_cross: Sprite,
    no_entry: Sprite,
    /// The ring on the spot the last move reached.
    reached: Sprite,
}

static SPRITES: LazyLock<Sprites> = LazyLock::new(|| Sprites {
    board: [ball_sprite(WHITE, BALL_R), ball_sprite(BLACK, BALL_R)],
    mini: [ball_sprite(WHITE, MINI_R), ball_sprite(BLACK, MINI_R)],
    chip: [ball_sprite(WHITE, CHIP_R), ball_sprite(BLACK, CHIP_R)],
    cross: cross_sprite(11.0),
    mini_cross: cross_sprite(5.0),
    no_entry: no_entry_sprite(),
    reached: {
        let mut img = Sketch::new(64, 64);
        img.stroke_round_rect(RoundRect::circle(32.0, 32.0, BALL_R + 4.0), 3.5, MOVE, 1.0);
        img.sprite()
    },
});

/// A dashed segment from `a` to `b`.
fn dashed(img: &mut Sketch, a: (f32, f32), b: (f32, f32), width: f32, ink: Rgb<u8>) {
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
/// title and the legend; each variant's once per language.
pub static BACKGROUNDS: [crate::words::PerLocale<RgbImage>; 3] = [
    crate::words::PerLocale::new(|_| background(Variant::Basic)),
    crate::words::PerLocale::new(|_| background(Variant::Progress)),
    crate::words::PerLocale::new(|_| background(Variant::Scoring)),
];

/// The slot of `variant` in the caches kept per variant.
fn variant_slot(variant: Variant) -> usize {
    match variant {
        Variant::Basic => 0,
        Variant::Progress => 1,
        Variant::Scoring => 2,
    }
}

fn background_for(variant: Variant, locale: Locale) -> &'static RgbImage {
    BACKGROUNDS[variant_slot(variant)].get(locale)
}

fn background(variant: Variant) -> RgbImage {
    let mut img = Sketch::filled(WIDTH, HEIGHT, colour::PAPER);
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
        img.fill_round_rect(disc.grow(1.5), colour::INK, 1.0);
        img.fill_round_rect(disc, SPOT_FILL, 1.0);
        let text = spot.to_string();
        let tab = RoundRect::from_corner(x + 11.0, y + 23.0, name.width(&text) + 4.0, 16.0, 3.0);
        img.fill_round_rect(tab, BOARD_FACE, 1.0);
        img.text(name, x + 13.0, y + 36.0, &text);
    }
    style::panel(
        &mut img,
        RoundRect::from_corner(PANEL_X as f32, BOARD_Y as f32, PANEL_W as f32, BOARD as f32, 8.0),
    );
    header::draw_title(&mut img, WIDTH, variant_title(variant));
    let legend = match variant {
        Variant::Scoring => msg!("pictures-line-legend-scoring"),
        _ => msg!("pictures-line-legend"),
    };
    img.text(
        TextStyle::regular(15.0, colour::FADED_INK),
        (MARGIN + 2) as f32,
        FOOTER_BASELINE,
        &crate::legacy::tr(&legend),
    );
    img.finish_rgb()
}

/// A line's number in a badge beside it, between its first two spots: above a
/// line across, left of a line down, so that neither the balls nor an arrow
/// along the line cover it.
fn draw_line_number(img: &mut Sketch, variant: Variant, line: u8) {
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
    img.fill_round_rect(badge.grow(1.5), ink, 1.0);
    img.fill_round_rect(badge, colour::SPOT, 1.0);
    let text = TextStyle::bold(14.0, ink).centred();
    img.text(text, x, text.centre_baseline(y), &line.to_string());
}

/// A seat's colour in the pictures' language.
fn colour_name(seat: Seat) -> String {
    crate::legacy::tr(&i18n::seat("line", seat.index().min(1)))
}

/// A seat's label: "Ann (White)", or "White".
fn label(names: &[&str], seat: Seat) -> String {
    header::label(names, seat, &colour_name(seat))
}

/// A seat's name, or its colour.
fn short(names: &[&str], seat: Seat) -> String {
    header::short(names, seat, &colour_name(seat))
}

/// A PNG picture of the view: board, balls, the last move and the lines it
/// called, the barred roll, and both players (by `names[seat]`) with their
/// hands, balls taken and scores. [`WIDTH`] × [`HEIGHT`] pixels; the same view
/// always gives the same bytes.
pub fn picture(view: &View, names: &[&str]) -> Vec<u8> {
    palette(view.variant).encode(&canvas(view, names))
}

/// The palette a variant's pictures are encoded with, in the pictures' language.
fn palette(variant: Variant) -> &'static Palette {
    PALETTES[variant_slot(variant)].get(crate::legacy::locale())
}

/// Each variant's palette per language, learned from games unlike the
/// benchmarked ones.
static PALETTES: [crate::words::PerLocale<Palette>; 3] = [
    crate::words::PerLocale::new(|locale| learn_palette(Variant::Basic, locale)),
    crate::words::PerLocale::new(|locale| learn_palette(Variant::Progress, locale)),
    crate::words::PerLocale::new(|locale| learn_palette(Variant::Scoring, locale)),
];

fn learn_palette(variant: Variant, locale: Locale) -> Palette {
    let names = &samples::CROWN_ANCHOR_NAMES;
    let samples = [
        samples::line_game(variant, 101, 6),
        samples::line_game(variant, 102, 30),
        samples::line_game(variant, 103, 80),
    ];
    Palette::learn(
        background_for(variant, locale),
        &samples.map(|g| canvas(&g.view(), names)),
    )
}

/// The picture of the view as pixels, before encoding.
pub fn canvas(view: &View, names: &[&str]) -> RgbImage {
    let mut img = background_for(view.variant, crate::legacy::locale()).clone();
    draw(&mut img, view, names);
    img
}

/// Draws the view on `img`, a copy of its variant's background in [`BACKGROUNDS`].
pub fn draw(img: &mut RgbImage, view: &View, names: &[&str]) {
    let sprites = &*SPRITES;
    if let Some(last) = &view.last_move {
        for &line in &last.lines {
            let [a, _, c] = line_spots(line);
            img.stroke_polyline(&[centre(a), centre(c)], 14.0, CALLED, 1.0);
            img.stroke_polyline(&[centre(a), centre(c)], 4.0, line_ink(view.variant, line), 1.0);
        }
        if let Some(from) = last.from {
            let (x, y) = centre(from);
            img.stroke_round_rect(RoundRect::circle(x, y, BALL_R - 3.0), 3.0, MOVE, 1.0);
        }
    }
    for ball in &view.balls {
        let (x, y) = centre(ball.spot);
        style::blit_centred(img, &sprites.board[ball.owner.index().min(1)], x, y);
    }
    if let Some(last) = &view.last_move {
        let (x, y) = centre(last.to);
        style::blit_centred(img, &sprites.reached, x, y);
        if let Some(from) = last.from {
            draw_roll_arrow(img, centre(from), centre(last.to));
        }
        for target in &last.confiscated {
            if let Target::Spot(spot) = target {
                let (x, y) = centre(*spot);
                style::blit_centred(img, &sprites.cross, x, y);
            }
        }
    }
    if let Some(seat) = view.to_act {
        if let Some(roll) = view.barred[seat.index().min(1)] {
            let (x, y) = centre(roll.to);
            style::blit_centred(img, &sprites.no_entry, x, y);
        }
    }
    let (seat, text, note) = header_text(view, names);
    let headline = Headline {
        seat,
        chip: seat.map(|s| &sprites.chip[s.index().min(1)]),
        text,
        note,
    };
    let players: Vec<Player<_>> = [WHITE, BLACK]
        .into_iter()
        .map(|seat| Player {
            seat,
            chip: &sprites.chip[seat.index()],
            label: label(names, seat),
            to_act: view.to_act == Some(seat),
        })
        .collect();
    header::draw(img, WIDTH, &headline, &players);
    draw_panel(img, view, names);
}

/// The roll's arrow, from the edge of the spot left to the edge of the ball.
fn draw_roll_arrow(img: &mut RgbImage, from: (f32, f32), to: (f32, f32)) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let start = (from.0 + ux * (BALL_R - 2.0), from.1 + uy * (BALL_R - 2.0));
    let tip = (to.0 - ux * (BALL_R + 6.0), to.1 - uy * (BALL_R + 6.0));
    let back = (tip.0 - ux * 10.0, tip.1 - uy * 10.0);
    img.stroke_polyline(&[start, back], 4.0, MOVE, 1.0);
    style::fill_arrowhead(img, start, tip, 13.0, MOVE);
}

/// The header: the seat the line is about, the headline and a note.
fn header_text(view: &View, names: &[&str]) -> (Option<Seat>, String, String) {
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (
            Some(seat),
            crate::legacy::tr(&msg!("pictures-wins", who = label(names, seat))),
            winning_note(view, seat),
        ),
        (Outcome::Draw, _) => {
            let note = if view.quiet_moves >= SAFEGUARD_MOVES {
                crate::legacy::tr(&quiet_msg(view.variant, SAFEGUARD_MOVES))
            } else {
                String::new()
            };
            (None, crate::legacy::tr(&msg!("pictures-draw")), note)
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
                crate::legacy::tr(&msg!("pictures-to-move", who = label(names, seat))),
                crate::legacy::tr(&note),
            )
        }
        (Outcome::Ongoing, None) => (None, crate::legacy::tr(&msg!("pictures-game-over")), String::new()),
    }
}

/// How the winner won, as far as the view shows.
fn winning_note(view: &View, seat: Seat) -> String {
    let (i, o) = (seat.index().min(1), seat.opponent().index().min(1));
    match view.variant {
        Variant::Scoring if view.target.is_some_and(|t| view.points[i] >= t) => {
            crate::legacy::tr(&msg!("pictures-line-points", n = view.points[i]))
        }
        Variant::Basic | Variant::Progress if view.confiscated[o] >= BALLS_PER_SIDE => {
            crate::legacy::tr(&msg!("pictures-line-all-confiscated"))
        }
        _ if view.quiet_moves >= SAFEGUARD_MOVES => {
            let id = match view.variant {
                Variant::Progress => "pictures-line-more-lines-after",
                _ => "pictures-line-more-points-after",
            };
            crate::legacy::tr(&Msg::new(id).with("quiet", quiet_msg(view.variant, SAFEGUARD_MOVES)))
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

/// "Balls Bob has taken: 2": a seat's balls confiscated by the other.
fn taken_text(view: &View, names: &[&str], seat: Seat) -> String {
    crate::legacy::tr(&msg!(
        "pictures-line-taken-by",
        who = short(names, seat.opponent()),
        n = view.confiscated[seat.index().min(1)]
    ))
}

/// A row of `count` small balls of `owner`'s colour starting at (`x`, `y`), the
/// confiscated ones crossed.
fn draw_ball_row(img: &mut RgbImage, owner: Seat, count: u8, x: f32, y: f32, crossed: bool) {
    for k in 0..count.min(BALLS_PER_SIDE) {
        let cx = x + MINI_R + k as f32 * (2.0 * MINI_R + 3.0);
        style::blit_centred(img, &SPRITES.mini[owner.index().min(1)], cx, y);
        if crossed {
            style::blit_centred(img, &SPRITES.mini_cross, cx, y - 1.0);
        }
    }
}

/// The panel: one block per player, then the last move, the barred roll and the
/// safeguard's count.
fn draw_panel(img: &mut RgbImage, view: &View, names: &[&str]) {
    let left = (PANEL_X + 12) as f32;
    let width = (PANEL_W - 24) as f32;
    let title = TextStyle::bold(17.0, colour::INK);
    let body = TextStyle::regular(15.0, colour::INK);
    let faded = TextStyle::regular(15.0, colour::FADED_INK);
    let block_h = match view.variant {
        Variant::Basic => 126.0,
        Variant::Progress => 176.0,
        Variant::Scoring => 160.0,
    };
    let mut y = (BOARD_Y + 8) as f32;
    for seat in [WHITE, BLACK] {
        let i = seat.index();
        if view.to_act == Some(seat) {
            let frame = RoundRect::from_corner(left - 6.0, y, width + 12.0, block_h - 6.0, 6.0);
            img.stroke_round_rect(frame, 3.0, colour::TURN, 1.0);
        }
        style::blit_centred(img, &SPRITES.chip[i], left + CHIP_R + 1.0, y + 20.0);
        let name = style::fit(title, &label(names, seat), width - 2.0 * CHIP_R - 8.0);
        img.text(title, left + 2.0 * CHIP_R + 8.0, y + 26.0, &name);
        let mut row = y + 50.0;
        let in_hand = crate::legacy::tr(&msg!("pictures-line-in-hand", n = view.hands[i]));
        img.text(body, left, row, &in_hand);
        draw_ball_row(img, seat, view.hands[i], left, row + 14.0, false);
        row += 38.0;
        img.text(
            body,
            left,
            row,
            &style::fit(body, &taken_text(view, names, seat), width),
        );
        draw_ball_row(img, seat, view.confiscated[i], left, row + 14.0, true);
        row += 40.0;
        match view.variant {
            Variant::Progress => draw_score_panel(img, &view.panels[i], left, row),
            Variant::Scoring => draw_points(img, view.points[i], view.target.unwrap_or(16), left, row),
            Variant::Basic => {}
        }
        y += block_h;
    }

    // The last move, the lines it called, the barred roll.
    y += 10.0;
    if let Some(last) = &view.last_move {
        let text = crate::legacy::tr(&msg!(
            "pictures-line-last",
            who = short(names, last.seat),
            play = last.notation()
        ));
        for line in style::wrap(body, &text, width) {
            img.text(body, left, y, &line);
            y += 19.0;
        }
        if !last.lines.is_empty() {
            let text = crate::legacy::tr(&msg!(
                "pictures-line-called",
                count = last.lines.len(),
                lines = lines_list(&last.lines)
            ));
            let bold = TextStyle::bold(15.0, colour::INK);
            for line in style::wrap(bold, &text, width) {
                img.text(bold, left, y, &line);
                y += 19.0;
            }
        }
    }
    if let Some(seat) = view.to_act {
        if let Some(roll) = view.barred[seat.index().min(1)] {
            style::blit_centred(img, &SPRITES.no_entry, left + 10.0, y - 5.0);
            img.text(
                body,
                left + 26.0,
                y,
                &style::fit(
                    body,
                    &crate::legacy::tr(&msg!(
                        "pictures-line-barred",
                        from = roll.from.to_string(),
                        to = roll.to.to_string()
                    )),
                    width - 26.0,
                ),
            );
            y += 19.0;
        }
    }
    // The safeguard's count at the foot of the panel, on two lines if a
    // language needs them.
    let quiet = crate::legacy::tr(&msg!(
        "pictures-line-quiet",
        n = view.quiet_moves,
        quiet = quiet_msg(view.variant, SAFEGUARD_MOVES)
    ));
    let lines = style::wrap(faded, &quiet, width);
    let foot = (BOARD_Y + BOARD - 14) as f32 - 19.0 * lines.len().saturating_sub(1).min(1) as f32;
    let mut y = y.max(foot);
    for line in lines.iter().take(2) {
        img.text(faded, left, y, &style::fit(faded, line, width));
        y += 19.0;
    }
}

/// Progress: the 16 line numbers in two rows of eight, the recorded ones filled.
fn draw_score_panel(img: &mut RgbImage, recorded: &[u8], left: f32, top: f32) {
    let label = TextStyle::regular(15.0, colour::FADED_INK);
    let scored = crate::legacy::tr(&msg!("pictures-line-lines-scored", n = recorded.len()));
    img.text(label, left, top, &scored);
    let (w, h, gap) = (23.0, 19.0, 2.0);
    for line in 1..=LINE_COUNT {
        let k = (line - 1) as f32;
        let x = left + (k % 8.0) * (w + gap);
        let y = top + 8.0 + (k / 8.0).floor() * (h + gap);
        let cell = RoundRect::from_corner(x, y, w, h, 4.0);
        let done = recorded.contains(&line);
        if done {
            img.fill_round_rect(cell, colour::TURN, 1.0);
        } else {
            img.stroke_round_rect(cell.grow(-0.5), 1.0, colour::PANEL_EDGE, 1.0);
        }
        let ink = if done { colour::INK } else { colour::FADED_INK };
        let text = TextStyle::bold(14.0, ink).centred();
        img.text(text, x + w / 2.0, text.centre_baseline(y + h / 2.0), &line.to_string());
    }
}

/// Scoring: the points against the target, as a row of cells up to the target.
fn draw_points(img: &mut RgbImage, points: u8, target: u8, left: f32, top: f32) {
    let label = TextStyle::bold(15.0, colour::INK);
    let text = crate::legacy::tr(&msg!("pictures-line-points-of", points = points, target = target));
    img.text(label, left, top, &text);
    let cells = target.max(1);
    let total_w = (PANEL_W - 24) as f32;
    let w = ((total_w + 2.0) / cells as f32 - 2.0).min(16.0);
    for k in 0..cells {
        let cell = RoundRect::from_corner(left + k as f32 * (w + 2.0), top + 8.0, w, 14.0, 2.5);
        if k < points {
            img.fill_round_rect(cell, colour::TURN, 1.0);
        } else {
            img.stroke_round_rect(cell.grow(-0.5), 1.0, colour::PANEL_EDGE, 1.0);
        }
    }
}

/// What a screen reader says for the picture: the variant, the players, whose
/// turn (or the result), the last move, balls in hand and taken, and the scores.
pub fn alt_text(view: &View, names: &[&str]) -> String {
    let (_, headline, note) = header_text(view, names);
    let mut text = crate::legacy::tr(&msg!(
        "pictures-line-alt",
        variant = view.variant.name(),
        first = label(names, WHITE),
        second = label(names, BLACK),
        headline = headline
    ));
    if !note.is_empty() {
        let _ = write!(text, ", {note}");
    }
    text.push('.');
    if let Some(last) = &view.last_move {
        let last_move = msg!(
            "pictures-line-alt-last",
            who = label(names, last.seat),
            play = last.notation()
        );
        let _ = write!(text, " {}", crate::legacy::tr(&last_move));
        if !last.lines.is_empty() {
            let calling = msg!(
                "pictures-line-alt-calling",
                count = last.lines.len(),
                lines = lines_list(&last.lines)
            );
            let _ = write!(text, ", {}", crate::legacy::tr(&calling));
        }
        text.push('.');
    }
    for seat in [WHITE, BLACK] {
        let i = seat.index();
        let has = msg!(
            "pictures-line-alt-seat",
            who = short(names, seat),
            hand = view.hands[i],
            taken = view.confiscated[i],
            opponent = short(names, seat.opponent())
        );
        let _ = write!(text, " {}", crate::legacy::tr(&has));
        let score = match view.variant {
            Variant::Progress => Some(msg!("pictures-line-alt-lines-scored", n = view.panels[i].len())),
            Variant::Scoring => Some(msg!(
                "pictures-line-alt-points",
                points = view.points[i],
                target = view.target.unwrap_or(0)
            )),
            Variant::Basic => None,
        };
        if let Some(score) = score {
            let _ = write!(text, ", {}", crate::legacy::tr(&score));
        }
        text.push('.');
    }
    text
}

/// A plain-ASCII diagram of the view for terminals: the board with `W` and `B`
/// balls and `.` empty spots (rank 7 at the top, files below), then whose turn,
/// hands, confiscated balls, scores, the last move and the lines it called, the
/// barred roll and the safeguard's count ("Moves without a line: 12 of 100").
pub fn diagram(view: &View) -> String {
    crate::legacy::in_locale(Locale::En, || english_diagram(view))
}

/// "3 and 5": the numbers of the lines a move called, in the pictures' language.
fn lines_list(lines: &[u8]) -> Msg {
    lines
        .iter()
        .map(|&line| Msg::raw(line.to_string()))
        .reduce(|first, second| msg!("pictures-line-and", first = first, second = second))
        .unwrap_or_else(|| Msg::raw(""))
}

fn english_diagram(view: &View) -> String {
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
    let (_, headline, note) = header_text(view, &[]);
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
    use parlor_games::line::{Action, Line, Options, Setup};
    use parlor_games::{Rng, SeededRng};

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

    fn decode(png: &[u8]) -> (u32, u32) {
        let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).expect("a valid PNG");
        (img.width(), img.height())
    }

    #[test]
    fn each_variant_renders_a_small_valid_png() {
        for variant in [Variant::Basic, Variant::Progress, Variant::Scoring] {
            for moves in [0, 25, 400] {
                let view = game(variant, moves, 7).view();
                let png = picture(&view, &[]);
                assert_eq!(decode(&png), (WIDTH, HEIGHT));
                assert!(png.len() <= 60 * 1024, "{} bytes", png.len());
                if std::env::var_os("LINE_SAMPLES").is_some() {
                    std::fs::write(format!("/tmp/line-{}-{moves}.png", variant.name()), &png).unwrap();
                }
            }
        }
    }

    #[test]
    fn a_called_line_and_a_barred_roll_render() {
        let mut game = Line::from_setup(Setup {
            options: Options::default(),
            board: ["a1", "d1", "f2", "g4", "g7", "b6", "d6", "c5"]
                .iter()
                .zip([WHITE, WHITE, WHITE, WHITE, WHITE, BLACK, BLACK, BLACK])
                .map(|(s, o)| (Spot::parse(s).unwrap(), o))
                .collect(),
            hands: [4, 6],
            confiscated: [0, 0],
            panels: [vec![], vec![]],
            points: [0, 0],
            to_act: WHITE,
            barred: [None, None],
            passes: 0,
            last_move: None,
            quiet_moves: 0,
            moves: 10,
            outcome: Outcome::Ongoing,
        })
        .unwrap();
        game.apply(WHITE, &Action::parse("f2-g1 xb6 xd6").unwrap(), &mut SeededRng::new(0))
            .unwrap();
        let called = picture(&game.view(), &[]);
        game.apply(BLACK, &Action::parse("e4").unwrap(), &mut SeededRng::new(0))
            .unwrap();
        let barred = picture(&game.view(), &[]);
        assert!(diagram(&game.view()).contains("White may not roll g1-f2 (straight back)"));
        for (name, png) in [("called", &called), ("barred", &barred)] {
            assert_eq!(decode(png), (WIDTH, HEIGHT));
            assert!(png.len() <= 60 * 1024);
            if std::env::var_os("LINE_SAMPLES").is_some() {
                std::fs::write(format!("/tmp/line-{name}.png"), png).unwrap();
            }
        }
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

    #[test]
    fn the_words_are_a_players_not_jargon() {
        // The safeguard's end, said as what happened.
        let mut game = position(Variant::Basic, "a1:W g7:B", |s| s.quiet_moves = SAFEGUARD_MOVES - 1);
        game.apply(WHITE, &Action::parse("d6").unwrap(), &mut SeededRng::new(0))
            .unwrap();
        let text = diagram(&game.view());
        assert!(
            text.starts_with("Line (basic) - Draw (100 moves without a line)\n"),
            "{text}"
        );
        assert!(text.contains("\nMoves without a line: 100 of 100\n"), "{text}");
        let mut game = position(Variant::Progress, "a1:W g7:B", |s| {
            s.quiet_moves = SAFEGUARD_MOVES - 1;
            s.panels = [vec![1], vec![2, 3]];
        });
        game.apply(WHITE, &Action::parse("d6").unwrap(), &mut SeededRng::new(0))
            .unwrap();
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
        game.apply(WHITE, &Action::parse("b2").unwrap(), &mut SeededRng::new(0))
            .unwrap();
        assert!(diagram(&game.view()).starts_with("Line (scoring) - Black to move (pass or reclaim)"));
        let png = picture(&game.view(), &[]);
        assert_eq!(decode(&png), (WIDTH, HEIGHT));
        if std::env::var_os("LINE_SAMPLES").is_some() {
            std::fs::write("/tmp/line-pass-or-reclaim.png", &png).unwrap();
        }
    }

    #[test]
    fn a_board_for_a_french_or_spanish_room_is_drawn_and_described_in_its_language() {
        for variant in samples::LINE_VARIANTS {
            let view = samples::line_mid_game(variant).view();
            let names = ["Ann", "Bob"];
            let english = picture(&view, &names);
            let french = crate::legacy::in_locale(Locale::Fr, || {
                let text = alt_text(&view, &names);
                let wanted = format!("Line, variante {}. Ann (Blanc) contre Bob (Noir).", variant.name());
                assert!(text.starts_with(&wanted), "{text}");
                assert!(text.contains("Ann a ") && text.contains(" en main et "), "{text}");
                assert!(diagram(&view).starts_with("Line ("), "the diagram stays English");
                picture(&view, &names)
            });
            let spanish = crate::legacy::in_locale(Locale::Es, || {
                let text = alt_text(&view, &names);
                assert!(text.contains("Bob tiene "), "{text}");
                for english in [" against ", " has ", " in hand", "Last move", "taken by"] {
                    assert!(!text.contains(english), "{english} in {text}");
                }
                picture(&view, &names)
            });
            assert_ne!(english, french);
            assert_ne!(english, spanish);
            assert_eq!(picture(&view, &names), english, "the English cache is untouched");
        }
        let missing = i18n::problems();
        assert!(!missing.iter().any(|id| id.starts_with("pictures-line")), "{missing:?}");
    }

    #[test]
    fn pictures_are_deterministic() {
        let view = game(Variant::Scoring, 30, 3).view();
        let _ = picture(&view, &[]);
        let started = std::time::Instant::now();
        let png = picture(&view, &[]);
        if std::env::var_os("LINE_SAMPLES").is_some() {
            eprintln!("line picture: {:?}, {} bytes", started.elapsed(), png.len());
        }
        assert_eq!(png, picture(&view, &[]));
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
