//! Acey Ducey: the picture and the text diagram of a [`View`] (rulings,
//! `shared/rules/acey-ducey.md`).
//!
//! Layout, 724 × 636 px: a header line (whose turn and what to do, or the result),
//! then a backgammon board seen from the side of the seat to act (the winner once
//! the game is over): its points 1–12 along the bottom from right to left, 13–24
//! along the top from left to right, so its men run counter-clockwise to its Home
//! Table at the bottom right. The Dog House is the bar in the middle (the mover's
//! men below its label, the opponent's above), and a tray on the right holds the
//! men borne off (the mover's below, the opponent's above). Stacks of more than
//! five men show their count. Under the board: the dice (waiting for a choice, or
//! the last roll, faded), and lines for the set-up progress, the start roll and
//! the table options.
//!
//! The frame, points, their numbers and the trays are drawn once
//! ([`BACKGROUND`]); men are pre-rendered sprites composited onto it (on a working
//! canvas for the pictures, see [`style::Canvas`]).

use crate::samples;
use crate::style::{self, colour, Canvas, RoundRect, Sprite, TextStyle};
use image::{Rgb, RgbImage, RgbaImage};
use parlor_games::acey_ducey::{seat_name, Dice, Phase, View};
use parlor_games::{Outcome, Seat};
use std::fmt::Write as _;
use std::sync::LazyLock;

/// Picture width in pixels.
pub const WIDTH: u32 = 724;
/// Picture height in pixels.
pub const HEIGHT: u32 = 636;

const MARGIN: i32 = 14;
const HEADER: i32 = 44;
/// The frame around the playing area, where point numbers are printed.
const FRAME: i32 = 22;
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
const BOARD_Y: i32 = MARGIN + HEADER;
const INNER_X: i32 = BOARD_X + FRAME;
const INNER_Y: i32 = BOARD_Y + FRAME;
const INNER_W: i32 = 12 * PW + BAR_W;
const INNER_H: i32 = 2 * PH + GAP;
const BOARD_W: i32 = INNER_W + 2 * FRAME;
const BOARD_H: i32 = INNER_H + 2 * FRAME;
const BAR_X: i32 = INNER_X + 6 * PW;
const TRAY_X: i32 = BOARD_X + BOARD_W + 10;
const TRAY_W: i32 = WIDTH as i32 - MARGIN - TRAY_X;
const PANEL_Y: i32 = BOARD_Y + BOARD_H + 12;
/// The dice under the board.
const DIE: i32 = 46;

/// Red's and Black's men: face, edge (the disc's thickness), and the ink on them.
const FACES: [Rgb<u8>; 2] = [Rgb([0xB5, 0x30, 0x26]), Rgb([0x2B, 0x27, 0x24])];
const EDGES: [Rgb<u8>; 2] = [Rgb([0x74, 0x1A, 0x14]), Rgb([0x0E, 0x0C, 0x0B])];
const INKS: [Rgb<u8>; 2] = [colour::SPOT, Rgb([0xF0, 0xE6, 0xD2])];
/// The two colours of the points.
const POINT_COLOURS: [Rgb<u8>; 2] = [Rgb([0x4F, 0x7A, 0x68]), Rgb([0xC3, 0x9A, 0x62])];
/// The inside of the bar and the trays: light enough for Black's men.
const TRAY: Rgb<u8> = Rgb([0x9C, 0x76, 0x4A]);
/// The playing surface.
const FELT: Rgb<u8> = Rgb([0xEC, 0xDD, 0xB8]);

/// A man: a disc in its owner's colour with a rim, in a sprite one man across.
fn man_sprite(owner: usize) -> RgbaImage {
    let size = MAN_D as u32 + 4;
    let mut img = RgbaImage::new(size, size);
    let c = size as f32 / 2.0;
    let face = RoundRect::circle(c, c - 1.0, MAN_R);
    let shadow = face.shift(0.8, 2.0);
    style::fill_round_rect(&mut img, shadow, colour::SHADOW, 0.35);
    style::fill_round_rect(&mut img, face, EDGES[owner], 1.0);
    style::fill_round_rect(&mut img, face.grow(-2.0), FACES[owner], 1.0);
    style::stroke_round_rect(&mut img, face.grow(-MAN_R * 0.45), 1.5, INKS[owner], 0.35);
    img
}

/// Every sprite, rendered once.
struct Sprites {
    men: [Sprite; 2],
}

static SPRITES: LazyLock<Sprites> = LazyLock::new(|| Sprites {
    men: [man_sprite(0).into(), man_sprite(1).into()],
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

/// The column and half (top = true) of the viewer's point `p`: 1–12 along the
/// bottom from right to left, 13–24 along the top from left to right.
fn place(p: u8) -> (i32, bool) {
    if p <= 12 {
        (12 - p as i32, false)
    } else {
        (p as i32 - 13, true)
    }
}

/// The parts of the picture that never change: paper, frame, points with their
/// numbers, bar and tray.
pub static BACKGROUND: LazyLock<RgbImage> = LazyLock::new(|| {
    let mut img = RgbImage::from_pixel(WIDTH, HEIGHT, colour::PAPER);
    let frame = RoundRect::from_corner(BOARD_X as f32, BOARD_Y as f32, BOARD_W as f32, BOARD_H as f32, 7.0);
    style::fill_shape(&mut img, frame.grow(2.0).bounds(), colour::SHADOW, 0.25, 4.0, |x, y| {
        frame.shift(1.0, 2.0).distance(x, y)
    });
    style::fill_round_rect(&mut img, frame, colour::FRAME, 1.0);
    let felt = RoundRect::from_corner(INNER_X as f32, INNER_Y as f32, INNER_W as f32, INNER_H as f32, 0.0);
    style::fill_round_rect(&mut img, felt, FELT, 1.0);
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
    style::fill_round_rect(&mut img, bar, colour::FRAME, 1.0);
    style::fill_round_rect(&mut img, bar.grow(-4.0), TRAY, 1.0);
    style::stroke_round_rect(&mut img, felt.grow(0.5), 1.0, Rgb([0x4A, 0x31, 0x1A]), 1.0);
    let label = TextStyle::bold(10.0, colour::FRAME_TEXT).centred();
    let mid = (INNER_Y + INNER_H / 2) as f32;
    style::draw_text(&mut img, label, (BAR_X + BAR_W / 2) as f32, mid - 2.0, "DOG");
    style::draw_text(&mut img, label, (BAR_X + BAR_W / 2) as f32, mid + 10.0, "HOUSE");
    for top in [true, false] {
        let tray = tray_rect(top);
        style::fill_round_rect(&mut img, tray, colour::FRAME, 1.0);
        style::fill_round_rect(&mut img, tray.grow(-4.0), TRAY, 1.0);
    }
    draw_point_numbers(&mut img);
    draw_title(&mut img);
    img
});

/// The tray for men borne off: the top one holds the opponent's.
fn tray_rect(top: bool) -> RoundRect {
    let h = (BOARD_H - 10) / 2;
    let y = if top { BOARD_Y } else { BOARD_Y + BOARD_H - h };
    RoundRect::from_corner(TRAY_X as f32, y as f32, TRAY_W as f32, h as f32, 6.0)
}

/// The seat the board is seen from: the seat to act, the winner, or Red.
fn viewer(view: &View) -> Seat {
    match (view.to_act, view.outcome) {
        (Some(seat), _) => seat,
        (None, Outcome::Won(seat)) => seat,
        _ => Seat::FIRST,
    }
}

/// A PNG picture of the view (see the module documentation). [`WIDTH`] ×
/// [`HEIGHT`] pixels; the same view always gives the same bytes.
pub fn picture(view: &View) -> Vec<u8> {
    palette().picture(|img| draw(img, view))
}

/// The palette the pictures are encoded with, learned for [`BACKGROUND`].
pub fn palette() -> &'static style::FixedPalette {
    &PALETTE
}

/// The pictures' palette, learned from positions unlike the benchmarked one.
static PALETTE: LazyLock<style::FixedPalette> = LazyLock::new(|| {
    let samples = [
        samples::acey_ducey_set_up(),
        samples::acey_ducey_game(101, 60),
        samples::acey_ducey_game_over(),
    ];
    style::FixedPalette::learn(&BACKGROUND, &samples.map(|g| canvas(&g.view())), &colour::ALL)
});

/// The picture of the view as pixels, before encoding.
pub fn canvas(view: &View) -> RgbImage {
    Canvas::draw(&BACKGROUND, |img| draw(img, view))
}

/// Draws the view on `img`, a canvas holding [`BACKGROUND`].
pub fn draw(img: &mut Canvas, view: &View) {
    let me = viewer(view);
    for point in &view.points {
        let p = if me == Seat::FIRST {
            point.red_point
        } else {
            point.black_point
        };
        draw_stack(img, p, point.owner, point.men);
    }
    draw_dog_house(img, view, me);
    draw_trays(img, view, me);
    draw_header(img, view);
    draw_panel(img, view, me);
}

fn draw_point_numbers(img: &mut RgbImage) {
    let label = TextStyle::bold(13.0, colour::FRAME_TEXT).centred();
    for p in 1..=24u8 {
        let (col, top) = place(p);
        let x = (column_x(col) + PW / 2) as f32;
        let y = if top {
            BOARD_Y + FRAME / 2
        } else {
            BOARD_Y + BOARD_H - FRAME / 2
        };
        style::draw_text(img, label, x, label.centre_baseline(y as f32), &p.to_string());
    }
}

/// A man's centre in a stack: the `i`th man from the point's base.
fn man_centre(p: u8, i: i32) -> (i32, i32) {
    let (col, top) = place(p);
    let x = column_x(col) + PW / 2;
    let y = if top {
        INNER_Y + MAN_D / 2 + i * MAN_D
    } else {
        INNER_Y + INNER_H - MAN_D / 2 - i * MAN_D
    };
    (x, y)
}

fn blit_man(img: &mut Canvas, owner: Seat, (x, y): (i32, i32)) {
    let sprite = &SPRITES.men[owner.index().min(1)];
    let half = sprite.width() as i32 / 2;
    style::blit(img, sprite, x - half, y - half);
}

/// The count written on a man.
fn count_on_man(img: &mut Canvas, owner: Seat, (x, y): (i32, i32), n: u8) {
    let text = TextStyle::bold(17.0, INKS[owner.index().min(1)]).centred();
    style::draw_text(
        img,
        text,
        x as f32,
        text.centre_baseline(y as f32 - 1.0),
        &n.to_string(),
    );
}

fn draw_stack(img: &mut Canvas, p: u8, owner: Seat, men: u8) {
    let shown = men.min(5) as i32;
    for i in 0..shown {
        blit_man(img, owner, man_centre(p, i));
    }
    if men > 5 {
        count_on_man(img, owner, man_centre(p, 4), men);
    }
}

/// The Dog House: the viewer's men below the label, the opponent's above, at most
/// three drawn with the count on the last.
fn draw_dog_house(img: &mut Canvas, view: &View, me: Seat) {
    let x = BAR_X + BAR_W / 2;
    let mid = INNER_Y + INNER_H / 2;
    for seat in [me, me.opponent()] {
        let n = view.dog_house[seat.index()];
        let shown = n.min(3) as i32;
        for i in 0..shown {
            let dy = 38 + i * (MAN_D - 2);
            let y = if seat == me { mid + dy } else { mid - dy - 8 };
            blit_man(img, seat, (x, y));
            if i == shown - 1 && n > 1 {
                count_on_man(img, seat, (x, y), n);
            }
        }
    }
}

/// The trays: men borne off as slabs, the viewer's below, with counts.
fn draw_trays(img: &mut Canvas, view: &View, me: Seat) {
    for (seat, top) in [(me.opponent(), true), (me, false)] {
        let tray = tray_rect(top);
        let n = view.borne_off[seat.index()];
        let o = seat.index().min(1);
        let (x0, y0, y1) = (
            tray.cx - tray.hw + 8.0,
            tray.cy - tray.hh + 8.0,
            tray.cy + tray.hh - 8.0,
        );
        let w = tray.hw * 2.0 - 16.0;
        let label = TextStyle::bold(12.0, colour::FRAME_TEXT).centred();
        let caption = format!("OFF {n}");
        let label_y = if top { y0 + 10.0 } else { y1 - 2.0 };
        style::draw_text(img, label, tray.cx, label_y, &caption);
        for i in 0..n as i32 {
            let slab_h = 9.0;
            let step = 11.0;
            let y = if top {
                y0 + 18.0 + i as f32 * step
            } else {
                y1 - 16.0 - slab_h - i as f32 * step
            };
            let slab = RoundRect::from_corner(x0, y, w, slab_h, 3.0);
            style::fill_round_rect(img, slab, EDGES[o], 1.0);
            style::fill_round_rect(img, slab.grow(-1.5), FACES[o], 1.0);
            style::stroke_round_rect(img, slab.grow(-3.0), 1.0, INKS[o], 0.3);
        }
    }
}

/// The header: the seat whose colour leads the line, the headline and a note.
fn header_text(view: &View) -> (Option<Seat>, String, String) {
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (Some(seat), format!("{} wins", seat_name(seat)), String::new()),
        (Outcome::Draw, _) => (None, "Draw".to_owned(), String::new()),
        (Outcome::Ongoing, Some(seat)) => {
            let phase = match view.phase {
                Phase::SettingUp => "setting up",
                Phase::Play => "to play",
            };
            (Some(seat), format!("{} {phase}", seat_name(seat)), view.prompt.clone())
        }
        (Outcome::Ongoing, None) => (None, "Game over".to_owned(), String::new()),
    }
}

fn draw_header(img: &mut Canvas, view: &View) {
    let (seat, headline, note) = header_text(view);
    let big = TextStyle::bold(24.0, colour::INK);
    let baseline = big.centre_baseline((MARGIN + HEADER / 2) as f32) - 2.0;
    let mut x = MARGIN as f32;
    if let Some(seat) = seat {
        blit_man(img, seat, (MARGIN + MAN_D / 2, MARGIN + HEADER / 2 - 3));
        x += MAN_D as f32 + 8.0;
    }
    let end = style::draw_text(img, big, x, baseline, &headline);
    if !note.is_empty() {
        let small = TextStyle::regular(16.0, colour::FADED_INK);
        let room = WIDTH as f32 - MARGIN as f32 - 120.0 - end;
        let mut note = format!("— {note}");
        while small.width(&note) > room && note.chars().count() > 4 {
            note.pop();
            note.pop();
            note.push('…');
        }
        style::draw_text(img, small, end + 10.0, baseline, &note);
    }
}

/// The game's name at the right of the header line, in the background: it
/// never changes.
fn draw_title(img: &mut RgbImage) {
    let baseline = TextStyle::bold(24.0, colour::INK).centre_baseline((MARGIN + HEADER / 2) as f32) - 2.0;
    let title = TextStyle::bold(16.0, colour::FADED_INK).right();
    style::draw_text(img, title, (WIDTH as i32 - MARGIN) as f32, baseline, "ACEY DUCEY");
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

/// A die of side [`DIE`] with its top-left corner at (`x`, `y`); faded dice are
/// the last roll, not one waiting to be played.
fn draw_die(img: &mut Canvas, x: i32, y: i32, n: u8, faded: bool) {
    let s = DIE as f32;
    let face = RoundRect::from_corner(x as f32, y as f32, s, s, 8.0);
    style::fill_round_rect(
        img,
        face.shift(1.0, 2.0),
        colour::SHADOW,
        if faded { 0.12 } else { 0.3 },
    );
    let (paper, ink) = if faded {
        (Rgb([0xF1, 0xE8, 0xD4]), colour::FADED_INK)
    } else {
        (colour::WHITE, colour::INK)
    };
    style::fill_round_rect(img, face, paper, 1.0);
    style::stroke_round_rect(img, face.grow(-0.5), 1.2, colour::PANEL_EDGE, 1.0);
    for &(px, py) in pips(n) {
        let pip = RoundRect::circle(x as f32 + px * s, y as f32 + py * s, s * 0.085);
        style::fill_round_rect(img, pip, ink, 1.0);
    }
}

/// What the dice mean, in words.
fn reading(dice: Dice, phase: Phase) -> String {
    if phase == Phase::SettingUp {
        return format!("enter on {} and {}", 25 - dice.high(), 25 - dice.low());
    }
    match (dice.high(), dice.low()) {
        (2, 1) => "Acey-Ducey!".to_owned(),
        (x, 1) if x >= 3 => format!("Acey: {x} and {x}"),
        (x, 2) if x >= 3 => format!("Ducey: {x} and {x}"),
        (a, b) => format!("{a} and {b}"),
    }
}

/// Under the board: the dice and their reading, then set-up progress, the start
/// roll and the options.
fn draw_panel(img: &mut Canvas, view: &View, me: Seat) {
    let faded = TextStyle::regular(15.0, colour::FADED_INK);
    let body = TextStyle::bold(16.0, colour::INK);
    let y = PANEL_Y;
    let mut x = MARGIN;
    let shown = match (view.dice, view.last_roll) {
        (Some(dice), _) => Some((dice, false, format!("{} rolled", seat_name(me)))),
        (None, Some(last)) => Some((last.dice, true, format!("last roll, {}", seat_name(last.seat)))),
        (None, None) => None,
    };
    if let Some((dice, old, caption)) = shown {
        draw_die(img, x, y + 4, dice.high(), old);
        draw_die(img, x + DIE + 8, y + 4, dice.low(), old);
        x += 2 * DIE + 20;
        style::draw_text(img, faded, x as f32, (y + 20) as f32, &caption);
        let style = if old { faded } else { body };
        style::draw_text(img, style, x as f32, (y + 42) as f32, &reading(dice, view.phase));
        x += 170;
    }
    let mut lines = Vec::new();
    if view.phase == Phase::SettingUp {
        lines.push(format!(
            "To enter: Red {}, Black {}",
            view.to_enter[0], view.to_enter[1]
        ));
        if let Some([red, black]) = view.start_rolls.last() {
            lines.push(format!(
                "Start roll: Red {red}, Black {black} — {} starts",
                seat_name(view.starter)
            ));
        }
    } else {
        if view.roll_again {
            lines.push(format!("{} rolls again (Acey-Ducey)", seat_name(me)));
        }
        lines.push(format!(
            "Dog House: Red {}, Black {} · Off: Red {}, Black {}",
            view.dog_house[0], view.dog_house[1], view.borne_off[0], view.borne_off[1]
        ));
    }
    let mut stakes = Vec::new();
    if let Some(n) = view.options.stake {
        stakes.push(format!("stake {n}"));
    }
    if let Some(n) = view.options.penalty {
        stakes.push(format!("penalty {n} per man sent to the Dog House"));
    }
    if !stakes.is_empty() {
        lines.push(format!("Chips: {}", stakes.join(", ")));
    }
    for (i, line) in lines.iter().enumerate() {
        style::draw_text(img, faded, x as f32, (y + 20 + 21 * i as i32) as f32, line);
    }
    let legend = format!(
        "Points numbered for {} · home table bottom right · men run 24 → 1",
        seat_name(me)
    );
    style::draw_text(img, faded, MARGIN as f32, (HEIGHT as i32 - 12) as f32, &legend);
}

/// A plain-ASCII diagram of the view for terminals, from the side of the seat to
/// act: points 13–24 on the top row, 12–1 on the bottom row, each cell `R3` (three
/// Red men), `B5` or `.`; then the Dog House, the men off, the dice and the phase.
pub fn diagram(view: &View) -> String {
    let me = viewer(view);
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
    let (_, headline, note) = header_text(view);
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
        "Points numbered for {}. Dog House: Red {}, Black {}. Off: Red {}, Black {}.",
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
            let _ = writeln!(out, "Dice: {dice} ({})", reading(dice, view.phase));
        }
        (None, Some(last)) => {
            let _ = writeln!(out, "Last roll: {} {}", seat_name(last.seat), last.dice);
        }
        (None, None) => {}
    }
    out.replace('—', "-").replace('…', "...")
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlor_games::acey_ducey::{AceyDucey, Options};
    use parlor_games::{Rng, SeededRng};

    /// A real game from a seed, played on with random legal actions until it has
    /// `actions` actions behind it and (if possible) dice waiting for a choice.
    pub(crate) fn mid_game(seed: u64, actions: usize) -> AceyDucey {
        let mut rng = SeededRng::new(seed);
        let options = Options {
            stake: Some(10),
            penalty: Some(2),
        };
        let mut game = AceyDucey::new(&options, &mut rng);
        let mut choose = SeededRng::new(seed + 1);
        for i in 0.. {
            let Some(seat) = game.to_act() else { break };
            if i >= actions && game.dice().is_some() {
                break;
            }
            let legal = game.legal_actions(seat);
            let action = legal[choose.below(legal.len() as u32) as usize].clone();
            game.apply(seat, &action, &mut rng).unwrap();
        }
        game
    }

    #[test]
    fn a_mid_game_picture_is_a_small_deterministic_png() {
        let view = mid_game(3, 120).view();
        let png = picture(&view);
        assert_eq!(&png[1..4], b"PNG");
        assert!(png.len() <= 60 * 1024, "{} bytes", png.len());
        assert_eq!(picture(&view), png);
        let decoded = image::load_from_memory(&png).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (WIDTH, HEIGHT));
        if let Ok(path) = std::env::var("ACEY_DUCEY_PNG") {
            std::fs::write(path, &png).unwrap();
        }
    }

    #[test]
    fn set_up_and_finished_games_draw_too() {
        for (seed, actions) in [(1, 0), (2, 9), (5, 100_000)] {
            let view = mid_game(seed, actions).view();
            let png = picture(&view);
            assert!(png.len() <= 60 * 1024, "{} bytes", png.len());
            if let Ok(dir) = std::env::var("ACEY_DUCEY_DIR") {
                std::fs::write(format!("{dir}/acey-ducey-{seed}.png"), &png).unwrap();
            }
        }
    }

    #[test]
    fn the_diagram_is_plain_ascii_from_the_movers_side() {
        let view = mid_game(3, 120).view();
        let text = diagram(&view);
        assert!(text.is_ascii(), "{text}");
        assert!(text.contains(" 13 14 15 16 17 18 | 19 20 21 22 23 24"), "{text}");
        assert!(text.contains("Points numbered for"), "{text}");
        let men: u32 = view.points.iter().map(|p| p.men as u32).sum();
        let cells: u32 = text
            .lines()
            .skip(2)
            .take(2)
            .flat_map(|l| l.split_whitespace())
            .filter_map(|c| c.get(1..).and_then(|n| n.parse::<u32>().ok()))
            .sum();
        assert_eq!(cells, men, "{text}");
    }
}
