//! Crown and Anchor: the picture, the alt text and the text diagram of a
//! [`View`] (rulings, `shared/rules/crown-and-anchor.md`).
//!
//! Layout, 700 × 792 px: the header (the round and what is happening, the
//! Banker by name, the table limits, what the Banker has put up to cover the
//! bets), the classic board of six designs in a wooden frame — crown, anchor,
//! heart on the top row, spade, diamond, club below — each square showing its
//! design, the chips on it and its bettors by name with their stakes; under the
//! board the three dice of the last roll, each showing its design; and at the
//! foot the players: what each has staked this round, or, once the dice have
//! settled the round, what each won or lost (the Banker too) and their balance
//! when the table passes it ([`settled_picture`]). Designs that showed on the
//! last roll are tinted gold on the board with a `×k` badge.
//!
//! The designs are drawn with imageproc's polygons (circles, triangles and
//! strokes), red heart and diamond, black spade and club, a gold crown and a navy
//! anchor; the frame and empty squares are drawn once ([`BACKGROUNDS`], once per language); the
//! designs and dice are sprites drawn once.

use crate::encode::Palette;
use crate::header::{self, Headline, MARGIN};
use crate::samples;
use crate::style::{self, colour, RoundRect, Sketch, Sprite, Surface, TextStyle};
use image::{Rgb, RgbImage};
use parlor_games::crown_anchor::{count, is_triple, Banker, Design, DesignStakes, Roll, View};
use parlor_games::i18n::{self, Arg, Locale, Msg};
use parlor_games::{msg, Seat};
use std::fmt::Write as _;
use std::sync::LazyLock;

/// Picture width in pixels.
pub const WIDTH: u32 = 700;
/// Picture height in pixels.
pub const HEIGHT: u32 = 792;

/// The frame around the six squares.
const FRAME: i32 = 12;
const BOARD_X: i32 = MARGIN;
const BOARD_Y: i32 = MARGIN + header::HEIGHT;
const CELL_W: i32 = (WIDTH as i32 - 2 * MARGIN - 2 * FRAME) / 3;
const CELL_H: i32 = 206;
const CELLS_X: i32 = BOARD_X + FRAME;
const CELLS_Y: i32 = BOARD_Y + FRAME;
const BOARD_W: i32 = 3 * CELL_W + 2 * FRAME;
const BOARD_H: i32 = 2 * CELL_H + 2 * FRAME;
/// The design's sprite on a square.
const DESIGN_PX: i32 = 74;
/// A die's side.
const DIE_PX: i32 = 66;
const DICE_Y: i32 = BOARD_Y + BOARD_H + 14;
const DICE_H: i32 = 100;
/// The players' panel at the foot.
const PLAYERS_Y: i32 = DICE_Y + DICE_H + 10;
const PLAYERS_H: i32 = HEIGHT as i32 - MARGIN - PLAYERS_Y;
/// Rows of each of the players' panel's two columns.
const PLAYER_ROWS: usize = 4;
/// The bettor lines a square shows before "+N more".
const BETTOR_LINES: usize = 4;

/// Each design's fill.
fn design_colour(design: Design) -> Rgb<u8> {
    match design {
        Design::Crown => Rgb([0xE2, 0xAE, 0x22]),
        Design::Anchor => Rgb([0x1F, 0x3C, 0x72]),
        Design::Heart | Design::Diamond => Rgb([0xC6, 0x22, 0x2C]),
        Design::Spade | Design::Club => Rgb([0x24, 0x20, 0x1E]),
    }
}

/// The squares' cloth.
const CLOTH: Rgb<u8> = Rgb([0xF7, 0xF0, 0xDE]);
/// The tint of a square whose design showed on the last roll.
const SHOWN: Rgb<u8> = Rgb([0xF5, 0xD7, 0x7A]);
/// Jewels and band on the crown.
const JEWEL: Rgb<u8> = Rgb([0xB3, 0x1B, 0x2A]);
const CROWN_BAND: Rgb<u8> = Rgb([0x8A, 0x5E, 0x0A]);
/// Winnings and losses in the players' panel.
const WON: Rgb<u8> = Rgb([0x2E, 0x7D, 0x32]);
const LOST: Rgb<u8> = Rgb([0xB3, 0x26, 0x1E]);

/// Draws `design` on `img` within the square of half-size `half` centred on
/// (`cx`, `cy`), from circles, polygons and strokes in unit coordinates (x right,
/// y down, within −1..1).
fn draw_design(img: &mut Sketch, design: Design, cx: f32, cy: f32, half: f32) {
    let fill = design_colour(design);
    let at = |x: f32, y: f32| (cx + x * half, cy + y * half);
    let poly = |points: &[(f32, f32)]| points.iter().map(|&(x, y)| at(x, y)).collect::<Vec<_>>();
    let circle = |x: f32, y: f32, r: f32| RoundRect::circle(cx + x * half, cy + y * half, r * half);
    match design {
        Design::Heart => {
            img.fill_round_rect(circle(-0.46, -0.34, 0.5), fill, 1.0);
            img.fill_round_rect(circle(0.46, -0.34, 0.5), fill, 1.0);
            img.fill_polygon(&poly(&[(-0.92, -0.16), (0.92, -0.16), (0.0, 0.96)]), fill, 1.0);
        }
        Design::Spade => {
            img.fill_round_rect(circle(-0.46, 0.16, 0.48), fill, 1.0);
            img.fill_round_rect(circle(0.46, 0.16, 0.48), fill, 1.0);
            img.fill_polygon(&poly(&[(-0.9, 0.06), (0.9, 0.06), (0.0, -0.96)]), fill, 1.0);
            img.fill_polygon(&poly(&[(0.0, 0.2), (-0.34, 0.96), (0.34, 0.96)]), fill, 1.0);
        }
        Design::Club => {
            for (x, y, r) in [
                (0.0, -0.5, 0.37),
                (-0.46, 0.1, 0.37),
                (0.46, 0.1, 0.37),
                (0.0, -0.02, 0.26),
            ] {
                img.fill_round_rect(circle(x, y, r), fill, 1.0);
            }
            img.fill_polygon(&poly(&[(0.0, -0.1), (-0.32, 0.96), (0.32, 0.96)]), fill, 1.0);
        }
        Design::Diamond => {
            img.fill_polygon(&poly(&[(0.0, -0.98), (0.7, 0.0), (0.0, 0.98), (-0.7, 0.0)]), fill, 1.0);
        }
        Design::Crown => {
            let body = [
                (-0.82, 0.72),
                (-0.94, -0.5),
                (-0.46, -0.02),
                (0.0, -0.7),
                (0.46, -0.02),
                (0.94, -0.5),
                (0.82, 0.72),
            ];
            img.fill_polygon(&poly(&body), fill, 1.0);
            for (x, y) in [(-0.94, -0.56), (0.0, -0.76), (0.94, -0.56)] {
                img.fill_round_rect(circle(x, y, 0.13), fill, 1.0);
            }
            let band = poly(&[(-0.8, 0.38), (0.8, 0.38), (0.8, 0.58), (-0.8, 0.58)]);
            img.fill_polygon(&band, CROWN_BAND, 0.55);
            for x in [-0.45, 0.0, 0.45] {
                img.fill_round_rect(circle(x, 0.24, 0.1), JEWEL, 1.0);
            }
        }
        Design::Anchor => {
            let w = half * 0.15;
            img.stroke_round_rect(circle(0.0, -0.76, 0.17), half * 0.12, fill, 1.0);
            img.stroke_polyline(&[at(0.0, -0.6), at(0.0, 0.86)], w, fill, 1.0);
            img.stroke_polyline(&[at(-0.42, -0.36), at(0.42, -0.36)], half * 0.13, fill, 1.0);
            let arc: Vec<(f32, f32)> = (0..=16)
                .map(|i| {
                    let a = (20.0 + 140.0 * i as f32 / 16.0f32).to_radians();
                    at(0.68 * a.cos(), 0.2 + 0.68 * a.sin())
                })
                .collect();
            img.stroke_polyline(&arc, half * 0.14, fill, 1.0);
            for (x, sx) in [
                (0.68 * 20f32.to_radians().cos(), 1.0),
                (-0.68 * 20f32.to_radians().cos(), -1.0),
            ] {
                let y = 0.2 + 0.68 * 20f32.to_radians().sin();
                let fluke = [
                    (x + sx * 0.2, y - 0.34),
                    (x - sx * 0.14, y + 0.04),
                    (x + sx * 0.14, y + 0.14),
                ];
                img.fill_polygon(&poly(&fluke), fill, 1.0);
            }
        }
    }
}

/// A design in a transparent square sprite `px` pixels wide.
fn design_sprite(design: Design, px: i32) -> Sprite {
    let mut img = Sketch::new(px as u32, px as u32);
    let half = px as f32 / 2.0;
    draw_design(&mut img, design, half, half, half * 0.9);
    img.sprite()
}

/// A die showing `design`: a white rounded cube face with a shadow.
fn die_sprite(design: Design) -> Sprite {
    let pad = 6;
    let size = DIE_PX + 2 * pad;
    let mut img = Sketch::new(size as u32, size as u32);
    let face = RoundRect::from_corner(pad as f32, pad as f32 - 2.0, DIE_PX as f32, DIE_PX as f32, 11.0);
    img.fill_round_rect(face.shift(1.5, 3.5), colour::SHADOW, 0.3);
    img.fill_round_rect(face, Rgb([0xFD, 0xFB, 0xF4]), 1.0);
    img.stroke_round_rect(face.grow(-0.5), 1.5, Rgb([0x9A, 0x86, 0x6A]), 1.0);
    let half = (DIE_PX - 14) as f32 / 2.0;
    draw_design(&mut img, design, face.cx, face.cy, half * 0.9);
    img.sprite()
}

/// Every sprite, drawn once.
struct Sprites {
    designs: [Sprite; 6],
    dice: [Sprite; 6],
}

static SPRITES: LazyLock<Sprites> = LazyLock::new(|| Sprites {
    designs: Design::ALL.map(|d| design_sprite(d, DESIGN_PX)),
    dice: Design::ALL.map(die_sprite),
});

/// The top-left pixel of a design's square: the board's 2 × 3 layout in
/// [`Design::ALL`] order.
fn cell_origin(design: Design) -> (i32, i32) {
    let i = design.index() as i32;
    (CELLS_X + (i % 3) * CELL_W, CELLS_Y + (i / 3) * CELL_H)
}

fn cell_rect(design: Design) -> RoundRect {
    let (x, y) = cell_origin(design);
    RoundRect::from_corner(
        x as f32 + 3.0,
        y as f32 + 3.0,
        (CELL_W - 6) as f32,
        (CELL_H - 6) as f32,
        6.0,
    )
}

/// The parts of the picture that never change: paper, frame, empty squares,
/// the dice panel, the players' panel and the game's name, once per language.
pub static BACKGROUNDS: crate::words::PerLocale<RgbImage> = crate::words::PerLocale::new(background);

fn background(locale: Locale) -> RgbImage {
    let mut img = Sketch::filled(WIDTH, HEIGHT, colour::PAPER);
    let frame = RoundRect::from_corner(BOARD_X as f32, BOARD_Y as f32, BOARD_W as f32, BOARD_H as f32, 9.0);
    style::wooden_frame(&mut img, frame);
    for design in Design::ALL {
        img.fill_round_rect(cell_rect(design), CLOTH, 1.0);
    }
    let width = (WIDTH as i32 - 2 * MARGIN) as f32;
    style::panel(
        &mut img,
        RoundRect::from_corner(MARGIN as f32, DICE_Y as f32, width, DICE_H as f32, 8.0),
    );
    style::panel(
        &mut img,
        RoundRect::from_corner(MARGIN as f32, PLAYERS_Y as f32, width, PLAYERS_H as f32, 8.0),
    );
    let title = crate::words::tr(locale, &i18n::title("crown-and-anchor")).to_uppercase();
    header::draw_title(&mut img, WIDTH, &title);
    img.finish_rgb()
}

/// A seat's name: `names[seat]`, or "seat N" past the end of `names`.
fn seat_name(names: &[&str], seat: Seat) -> String {
    match names.get(seat.index()) {
        Some(name) => (*name).to_owned(),
        None => seat.to_string(),
    }
}

/// The Banker's name, or "the house".
fn banker_name(names: &[&str], banker: Banker) -> String {
    match banker {
        Banker::Seat(seat) => seat_name(names, seat),
        Banker::House => crate::legacy::tr(&msg!("pictures-crown-and-anchor-the-house")),
    }
}

/// A chip count grouped by thousands the pictures' language's way: 12,500.
fn chips(n: u64) -> String {
    i18n::grouped(crate::legacy::locale(), n.min(i64::MAX as u64) as i64)
}

/// A chip count as an argument of a message (grouped there).
fn chips_arg(n: u64) -> Arg {
    Arg::Grouped(n.min(i64::MAX as u64) as i64)
}

/// The header's second line: the Banker, the limits, what the Banker has put up
/// to cover the bets (once there are bets) and the timer.
fn table_line(view: &View, names: &[&str]) -> String {
    let mut line = crate::legacy::tr(&msg!(
        "pictures-crown-and-anchor-limits",
        who = banker_name(names, view.banker),
        min = chips_arg(view.options.min),
        max = chips_arg(view.options.max)
    ));
    if view.cover > 0 {
        let cover = msg!("pictures-crown-and-anchor-cover", n = chips_arg(view.cover));
        let _ = write!(line, " · {}", crate::legacy::tr(&cover));
    }
    if let Some(seconds) = view.options.timer {
        let timer = msg!("pictures-crown-and-anchor-timer", seconds = seconds);
        let _ = write!(line, " · {}", crate::legacy::tr(&timer));
    }
    line
}

/// Each seat's net for a round the dice have settled ([`View::settled`]): a bet
/// on a design that shows `k` times wins `k` times its stake, one that does not
/// show is lost; the Banker (a seat, not the house) takes the other side of all
/// of them. In seat order; a seat that neither bet nor banks is left out.
pub fn payouts(view: &View) -> Vec<(Seat, i128)> {
    let Some(roll) = view.last_roll.filter(|_| view.settled) else {
        return Vec::new();
    };
    let mut nets: Vec<(Seat, i128)> = Vec::new();
    for bet in &view.bets {
        let k = count(&roll, bet.design) as i128;
        let net = if k > 0 {
            k * bet.chips as i128
        } else {
            -(bet.chips as i128)
        };
        match nets.iter_mut().find(|(s, _)| *s == bet.seat) {
            Some((_, total)) => *total += net,
            None => nets.push((bet.seat, net)),
        }
    }
    if let Banker::Seat(banker) = view.banker {
        let bank: i128 = -nets.iter().map(|&(_, n)| n).sum::<i128>();
        nets.push((banker, bank));
    }
    nets.sort_by_key(|&(s, _)| s);
    nets
}

/// "+20" or "−5".
fn signed(n: i128) -> String {
    let sign = if n >= 0 { "+" } else { "−" };
    format!(
        "{sign}{}",
        i18n::grouped(crate::legacy::locale(), n.unsigned_abs().min(i64::MAX as u128) as i64)
    )
}

/// A PNG picture of the table: the board with every bet, the last roll, the
/// round, the Banker and the limits, and what each player has staked.
/// `names[seat]` names each seat ("seat N" past its end). [`WIDTH`] × [`HEIGHT`]
/// pixels; the same view always gives the same bytes.
pub fn picture(view: &View, names: &[&str], locale: Locale) -> Vec<u8> {
    crate::legacy::in_locale(locale, || picture_here(view, names, &[]))
}

/// [`picture`] of a round the dice have settled ([`CrownAndAnchor::settled_view`](parlor_games::crown_anchor::CrownAndAnchor::settled_view)),
/// with each player's payout ([`payouts`]) and, where `balances[seat]` is known,
/// their balance after it (chips in their wallet). For any other view the
/// balances are shown beside the stakes.
pub fn settled_picture(view: &View, names: &[&str], balances: &[Option<i128>], locale: Locale) -> Vec<u8> {
    crate::legacy::in_locale(locale, || picture_here(view, names, balances))
}

/// [`settled_picture`] in the legacy drawings' language ([`crate::legacy`]).
pub(crate) fn picture_here(view: &View, names: &[&str], balances: &[Option<i128>]) -> Vec<u8> {
    PALETTES
        .get(crate::legacy::locale())
        .encode(&canvas(view, names, balances))
}

/// The pictures' palette, learned from rounds unlike the benchmarked one.
static PALETTES: crate::words::PerLocale<Palette> = crate::words::PerLocale::new(learn);

fn learn(locale: Locale) -> Palette {
    let names = &samples::CROWN_ANCHOR_NAMES;
    let balances = [Some(1_000), Some(250), Some(-40), None];
    let samples = [
        canvas(&samples::crown_anchor_first_round().view(), names, &[]),
        canvas(&samples::crown_anchor_table(101, 3, 9).view(), names, &[]),
        canvas(&samples::crown_anchor_rolled(), names, &balances),
    ];
    Palette::learn(BACKGROUNDS.get(locale), &samples)
}

/// The picture of the table as pixels, before encoding.
pub fn canvas(view: &View, names: &[&str], balances: &[Option<i128>]) -> RgbImage {
    let mut img = BACKGROUNDS.get(crate::legacy::locale()).clone();
    draw(&mut img, view, names, balances);
    img
}

/// Draws the view on `img`, a copy of [`BACKGROUNDS`] in the pictures' language.
pub fn draw(img: &mut RgbImage, view: &View, names: &[&str], balances: &[Option<i128>]) {
    let text = if view.settled {
        msg!("pictures-crown-and-anchor-round-thrown", round = view.round)
    } else {
        msg!("pictures-crown-and-anchor-round-bets", round = view.round)
    };
    let headline: Headline<&Sprite> = Headline {
        seat: None,
        chip: None,
        text: crate::legacy::tr(&text),
        note: crate::legacy::tr(&msg!(
            "pictures-crown-and-anchor-banker",
            who = banker_name(names, view.banker)
        )),
    };
    header::draw::<_, &Sprite>(img, WIDTH, &headline, &[]);
    let small = TextStyle::regular(17.0, colour::FADED_INK);
    let line = style::fit(small, &table_line(view, names), (WIDTH as i32 - 2 * MARGIN) as f32);
    img.text(small, MARGIN as f32, header::SECOND_LINE, &line);
    for stakes in &view.designs {
        draw_cell(img, view, stakes, names);
    }
    draw_dice(img, view, names);
    draw_players(img, view, names, balances);
}

/// The panel under the board: the last roll's three dice and what it meant.
fn draw_dice(img: &mut RgbImage, view: &View, names: &[&str]) {
    let left = (MARGIN + 16) as f32;
    let title = TextStyle::bold(17.0, colour::INK);
    let top = DICE_Y + 10;
    let dice_x = MARGIN + 150;
    let faded = TextStyle::regular(15.0, colour::FADED_INK);
    let Some(roll) = view.last_roll else {
        let no_roll = crate::legacy::tr(&msg!("pictures-crown-and-anchor-no-roll"));
        img.text(title, left, (top + 26) as f32, &no_roll);
        let note = crate::legacy::tr(&msg!("pictures-crown-and-anchor-how"));
        let mut y = (top + 50) as f32;
        for line in style::wrap(faded, &note, (WIDTH as i32 - 2 * MARGIN - 32) as f32) {
            img.text(faded, left, y, &line);
            y += 19.0;
        }
        return;
    };
    let heading = if view.settled {
        msg!("pictures-crown-and-anchor-the-roll")
    } else {
        msg!("pictures-crown-and-anchor-last-roll")
    };
    img.text(title, left, (top + 26) as f32, &crate::legacy::tr(&heading));
    let round = if view.settled {
        view.round
    } else {
        view.round.saturating_sub(1)
    };
    let round = crate::legacy::tr(&msg!("pictures-crown-and-anchor-round", round = round));
    img.text(faded, left, (top + 48) as f32, &round);
    for (i, design) in roll.iter().enumerate() {
        let x = dice_x + i as i32 * (DIE_PX + 22);
        style::blit(img, &SPRITES.dice[design.index()], x, top);
    }
    let text_x = (dice_x + 3 * (DIE_PX + 22) + 8) as f32;
    let width = (WIDTH as i32 - MARGIN - 14) as f32 - text_x;
    let body = TextStyle::regular(15.0, colour::INK);
    let mut y = (top + 24) as f32;
    for line in style::wrap(body, &roll_note(&roll, view, names), width) {
        img.text(body, text_x, y, &line);
        y += 19.0;
    }
}

/// One line of the players' panel: a seat's name (and "Banker"), and either its
/// payout of the settled round or its stakes this round, then its balance if
/// known.
fn player_line(view: &View, names: &[&str], balances: &[Option<i128>], seat: Seat) -> (String, Option<i128>, String) {
    let banker = view.banker == Banker::Seat(seat);
    let mut name = seat_name(names, seat);
    if banker {
        name = crate::legacy::tr(&msg!("pictures-crown-and-anchor-banker-mark", who = name));
    }
    let balance = balances.get(seat.index()).copied().flatten();
    let after = balance.map(now).unwrap_or_default();
    if view.settled {
        let net = payouts(view).iter().find(|(s, _)| *s == seat).map(|&(_, n)| n);
        (name, net.or(Some(0)), after)
    } else {
        let staked: u64 = view.bets.iter().filter(|b| b.seat == seat).map(|b| b.chips).sum();
        let text = match (staked, banker) {
            (0, true) => crate::legacy::tr(&msg!("pictures-crown-and-anchor-banks")),
            (0, false) => crate::legacy::tr(&msg!("pictures-crown-and-anchor-no-bets")),
            (n, _) => crate::legacy::tr(&msg!("pictures-crown-and-anchor-on-board", chips = chips_arg(n))),
        };
        let text = if after.is_empty() {
            text
        } else {
            format!("{text}, {after}")
        };
        (name, None, text)
    }
}

/// A balance as written: 1,250 or −40.
fn signed_plain(n: i128) -> String {
    if n < 0 {
        signed(n)
    } else {
        chips(n.min(i64::MAX as i128) as u64)
    }
}

/// "now 1,250": a balance after the round.
fn now(balance: i128) -> String {
    crate::legacy::tr(&msg!("pictures-crown-and-anchor-now", balance = signed_plain(balance)))
}

/// The players' panel: each seat at the table with its stakes, or with what the
/// settled round paid it and its balance.
fn draw_players(img: &mut RgbImage, view: &View, names: &[&str], balances: &[Option<i128>]) {
    let left = (MARGIN + 16) as f32;
    let title = TextStyle::bold(17.0, colour::INK);
    let heading = if view.settled {
        msg!("pictures-crown-and-anchor-payouts")
    } else {
        msg!("pictures-crown-and-anchor-players")
    };
    img.text(title, left, (PLAYERS_Y + 26) as f32, &crate::legacy::tr(&heading));
    let mut seats: Vec<Seat> = view.present.clone();
    if let Banker::Seat(banker) = view.banker {
        if !seats.contains(&banker) {
            seats.push(banker);
        }
    }
    if view.settled {
        for (seat, _) in payouts(view) {
            if !seats.contains(&seat) {
                seats.push(seat);
            }
        }
    }
    seats.sort_unstable();
    let column_w = ((WIDTH as i32 - 2 * MARGIN - 32) / 2) as f32;
    let body = TextStyle::regular(16.0, colour::INK);
    let bold = TextStyle::bold(16.0, colour::INK);
    let shown = if seats.len() > 2 * PLAYER_ROWS {
        2 * PLAYER_ROWS - 1
    } else {
        seats.len()
    };
    for (i, &seat) in seats[..shown].iter().enumerate() {
        let x = left + (i / PLAYER_ROWS) as f32 * (column_w + 16.0);
        let y = (PLAYERS_Y + 50) as f32 + (i % PLAYER_ROWS) as f32 * 21.0;
        let (name, net, rest) = player_line(view, names, balances, seat);
        let name = style::fit(bold, &name, column_w * 0.5);
        let mut end = img.text(bold, x, y, &name) + 8.0;
        if let Some(net) = net {
            let ink = if net > 0 {
                WON
            } else if net < 0 {
                LOST
            } else {
                colour::FADED_INK
            };
            end = img.text(bold.in_colour(ink), end, y, &signed(net)) + 8.0;
        }
        img.text(body, end, y, &style::fit(body, &rest, x + column_w - end));
    }
    if shown < seats.len() {
        let x = left + column_w + 16.0;
        let y = (PLAYERS_Y + 50) as f32 + (PLAYER_ROWS - 1) as f32 * 21.0;
        img.text(
            body.in_colour(colour::FADED_INK),
            x,
            y,
            &crate::legacy::tr(&msg!("pictures-crown-and-anchor-and-more", n = seats.len() - shown)),
        );
    }
}

/// What a screen reader says for the picture: the round, the Banker, the bets,
/// the roll, and after a roll each player's payout and balance where known; at
/// most [`crate::ALT_TEXT_LIMIT`] characters, in `locale`.
pub fn alt_text(view: &View, names: &[&str], balances: &[Option<i128>], locale: Locale) -> String {
    crate::legacy::in_locale(locale, || alt_text_here(view, names, balances))
}

/// [`alt_text`] in the legacy drawings' language ([`crate::legacy`]).
pub(crate) fn alt_text_here(view: &View, names: &[&str], balances: &[Option<i128>]) -> String {
    let mut text = crate::legacy::tr(&msg!(
        "pictures-crown-and-anchor-alt",
        round = view.round,
        who = banker_name(names, view.banker)
    ));
    let bets: Vec<String> = view
        .designs
        .iter()
        .filter(|d| d.total > 0)
        .map(|d| format!("{} {}", design_name(d.design), chips(d.total)))
        .collect();
    let bets = if bets.is_empty() {
        msg!("pictures-crown-and-anchor-alt-no-bets")
    } else {
        msg!("pictures-crown-and-anchor-alt-bets", bets = bets.join(", "))
    };
    let _ = write!(text, " {}", crate::legacy::tr(&bets));
    if let Some(roll) = view.last_roll {
        let dice = roll.iter().map(|&d| design_name(d)).collect::<Vec<_>>().join(", ");
        let roll = if view.settled {
            msg!("pictures-crown-and-anchor-alt-roll", dice = dice)
        } else {
            msg!("pictures-crown-and-anchor-alt-last-roll", dice = dice)
        };
        let _ = write!(text, " {}", crate::legacy::tr(&roll));
    }
    if view.settled {
        let nets: Vec<String> = payouts(view)
            .into_iter()
            .map(|(seat, net)| {
                let who = seat_name(names, seat);
                let what = match net {
                    n if n > 0 => msg!("pictures-crown-and-anchor-wins", who = who, n = chips_arg(n as u64)),
                    n if n < 0 => msg!(
                        "pictures-crown-and-anchor-loses",
                        who = who,
                        n = chips_arg(n.unsigned_abs() as u64)
                    ),
                    _ => msg!("pictures-crown-and-anchor-even", who = who),
                };
                let what = crate::legacy::tr(&what);
                match balances.get(seat.index()).copied().flatten() {
                    Some(b) => format!("{what}, {}", now(b)),
                    None => what,
                }
            })
            .collect();
        if !nets.is_empty() {
            let _ = write!(text, " {}.", nets.join("; "));
        }
    }
    crate::limit_alt_text(text)
}

/// One square: the design, its name and total, and its bettors.
fn draw_cell(img: &mut RgbImage, view: &View, stakes: &DesignStakes, names: &[&str]) {
    let design = stakes.design;
    let rect = cell_rect(design);
    let shown = view.last_roll.map_or(0, |roll| count(&roll, design));
    if shown > 0 {
        img.fill_round_rect(rect, SHOWN, 1.0);
        img.stroke_round_rect(rect.grow(-1.5), 3.0, colour::TURN, 1.0);
    }
    let (x, y) = cell_origin(design);
    let cx = (x + CELL_W / 2) as f32;
    style::blit(
        img,
        &SPRITES.designs[design.index()],
        x + (CELL_W - DESIGN_PX) / 2,
        y + 9,
    );
    if shown > 0 {
        let badge = RoundRect::circle((x + CELL_W - 30) as f32, (y + 28) as f32, 17.0);
        img.fill_round_rect(badge, colour::TURN, 1.0);
        let text = TextStyle::bold(16.0, colour::WHITE).centred();
        img.text(text, badge.cx, text.centre_baseline(badge.cy), &format!("×{shown}"));
    }
    let name_style = TextStyle::bold(14.0, colour::FADED_INK).centred();
    let label = design_name(design).to_uppercase();
    img.text(name_style, cx, (y + DESIGN_PX + 24) as f32, &label);

    let total_y = (y + DESIGN_PX + 46) as f32;
    if stakes.total == 0 {
        let faded = TextStyle::regular(16.0, colour::FADED_INK).centred();
        img.text(
            faded,
            cx,
            total_y,
            &crate::legacy::tr(&msg!("pictures-crown-and-anchor-no-bets")),
        );
        return;
    }
    let total = TextStyle::bold(19.0, colour::INK).centred();
    let total_text = crate::legacy::tr(&Msg::chips(stakes.total.min(i64::MAX as u64) as i64));
    img.text(total, cx, total_y, &total_text);

    let left = (x + 16) as f32;
    let right = (x + CELL_W - 16) as f32;
    let body = TextStyle::regular(14.0, colour::INK);
    let amount = TextStyle::bold(14.0, colour::INK).right();
    let mut line_y = total_y + 20.0;
    let shown_lines = if stakes.bettors.len() > BETTOR_LINES {
        BETTOR_LINES - 1
    } else {
        stakes.bettors.len()
    };
    for &(seat, stake) in &stakes.bettors[..shown_lines] {
        let text = chips(stake);
        img.text(amount, right, line_y, &text);
        let room = right - left - amount.width(&text) - 8.0;
        let name = style::fit(body, &seat_name(names, seat), room);
        img.text(body, left, line_y, &name);
        line_y += 17.0;
    }
    if shown_lines < stakes.bettors.len() {
        let rest = &stakes.bettors[shown_lines..];
        let sum: u64 = rest.iter().map(|&(_, c)| c).sum();
        let faded = TextStyle::regular(14.0, colour::FADED_INK);
        let more = crate::legacy::tr(&msg!("pictures-crown-and-anchor-more-bettors", n = rest.len()));
        img.text(faded, left, line_y, &more);
        img.text(amount.in_colour(colour::FADED_INK), right, line_y, &chips(sum));
    }
}

/// A design's name in the pictures' language ("anchor", "ancla", "ancre").
fn design_name(design: Design) -> String {
    crate::legacy::tr(&design.msg())
}

/// What the roll shows, and the bank passing on a triple.
fn roll_note(roll: &Roll, view: &View, names: &[&str]) -> String {
    let mut shown: Vec<String> = Vec::new();
    for design in Design::ALL {
        match count(roll, design) {
            0 => {}
            k => shown.push(format!("{} ×{k}", design_name(design))),
        }
    }
    let mut note = shown.join(", ");
    if is_triple(roll) {
        match view.banker {
            Banker::Seat(_) => {
                let triple = msg!(
                    "pictures-crown-and-anchor-triple-banker",
                    who = banker_name(names, view.banker)
                );
                let _ = write!(note, " — {}", crate::legacy::tr(&triple));
            }
            Banker::House => {
                let triple = crate::legacy::tr(&msg!("pictures-crown-and-anchor-triple-house"));
                let _ = write!(note, " — {triple}");
            }
        }
    }
    note
}

/// A plain-ASCII diagram of the table for terminals: the round, Banker and limits,
/// each design with its total and bettors, and the last roll.
/// Always in English: diagrams are for terminals and local mode.
pub fn diagram(view: &View, names: &[&str]) -> String {
    crate::legacy::in_locale(Locale::En, || english_diagram(view, names))
}

fn english_diagram(view: &View, names: &[&str]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Crown and Anchor - round {}, Banker: {}",
        view.round,
        banker_name(names, view.banker)
    );
    let mut limits = format!(
        "Bets of {} to {} chips",
        chips(view.options.min),
        chips(view.options.max)
    );
    if view.cover > 0 {
        let _ = write!(limits, "; the Banker has put up {} to cover them", chips(view.cover));
    }
    if let Some(seconds) = view.options.timer {
        let _ = write!(limits, "; timer {seconds} s");
    }
    let _ = writeln!(out, "{limits}");
    for stakes in &view.designs {
        let shown = view.last_roll.map_or(0, |roll| count(&roll, stakes.design));
        let mark = if shown > 0 {
            format!(" (x{shown})")
        } else {
            String::new()
        };
        let bettors: Vec<String> = stakes
            .bettors
            .iter()
            .map(|&(seat, c)| format!("{} {}", seat_name(names, seat), chips(c)))
            .collect();
        let who = if bettors.is_empty() {
            "no bets".to_owned()
        } else {
            bettors.join(", ")
        };
        let _ = writeln!(
            out,
            "  {:<8}{:>7}{mark}: {who}",
            stakes.design.name().to_uppercase(),
            chips(stakes.total)
        );
    }
    match view.last_roll {
        Some(roll) => {
            let names_of: Vec<&str> = roll.iter().map(|d| d.name()).collect();
            let _ = write!(out, "Last roll: {}", names_of.join(", "));
            if is_triple(&roll) {
                let _ = write!(out, " (a triple)");
            }
            let _ = writeln!(out);
        }
        None => {
            let _ = writeln!(out, "No roll yet.");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlor_games::crown_anchor::{CrownAndAnchor, Options};
    use parlor_games::ScriptedRng;

    const NAMES: [&str; 6] = ["Ann", "Bartholomew Fitzwilliam-Smythe", "Cy", "Dora", "Eve", "Fay"];

    /// A table of six with seat 1 banking, bets on five designs (none on club),
    /// four bettors on the anchor, after one roll.
    fn sample() -> View {
        let mut game = CrownAndAnchor::new(&Options::default(), 6, &mut ScriptedRng::new([0]));
        game.place_bet(Seat(1), Design::Heart, 25, 1000, 100_000).unwrap();
        game.settle([Design::Heart, Design::Spade, Design::Heart]).unwrap();
        let bets = [
            (1, Design::Crown, 40),
            (2, Design::Crown, 5),
            (1, Design::Anchor, 12),
            (2, Design::Anchor, 7),
            (3, Design::Anchor, 1000),
            (4, Design::Anchor, 3),
            (5, Design::Anchor, 9),
            (3, Design::Heart, 250),
            (4, Design::Spade, 1),
            (5, Design::Diamond, 60),
        ];
        for (seat, design, chips) in bets {
            game.place_bet(Seat(seat), design, chips, 10_000, 1_000_000).unwrap();
        }
        game.view()
    }

    fn decode(png: &[u8]) -> RgbImage {
        image::load_from_memory_with_format(png, image::ImageFormat::Png)
            .expect("a valid PNG")
            .to_rgb8()
    }

    #[test]
    fn the_picture_is_a_small_valid_png_of_the_documented_size() {
        let view = sample();
        let started = std::time::Instant::now();
        let png = picture(&view, &NAMES, Locale::En);
        let elapsed = started.elapsed();
        let img = decode(&png);
        assert_eq!(img.dimensions(), (WIDTH, HEIGHT));
        assert!(png.len() <= 60 * 1024, "{} bytes", png.len());
        if let Ok(path) = std::env::var("CROWN_ANCHOR_SAMPLE") {
            std::fs::write(path, &png).unwrap();
            eprintln!("{} bytes in {elapsed:?}", png.len());
        }
    }

    #[test]
    fn the_same_view_gives_the_same_bytes() {
        let view = sample();
        assert_eq!(picture(&view, &NAMES, Locale::En), picture(&view, &NAMES, Locale::En));
    }

    #[test]
    fn a_fresh_table_draws_every_design_with_no_bets() {
        let game = CrownAndAnchor::new(&Options::parse("house min:5").unwrap(), 0, &mut ScriptedRng::new([]));
        let view = game.view();
        let png = picture(&view, &[], Locale::En);
        assert_eq!(decode(&png).dimensions(), (WIDTH, HEIGHT));
        if let Ok(path) = std::env::var("CROWN_ANCHOR_EMPTY") {
            std::fs::write(path, &png).unwrap();
        }
        let text = diagram(&view, &[]);
        assert!(text.contains("Banker: the house"), "{text}");
        assert_eq!(text.matches("no bets").count(), 6, "{text}");
        assert!(text.contains("No roll yet."));
    }

    #[test]
    fn a_design_with_no_bets_still_shows_its_design_on_cloth() {
        let view = sample();
        assert_eq!(view.design(Design::Club).total, 0);
        let img = canvas(&view, &NAMES, &[]);
        // The club's square: cloth around a black club in the middle of the design.
        let (x, y) = cell_origin(Design::Club);
        let centre = img.get_pixel((x + CELL_W / 2) as u32, (y + 9 + DESIGN_PX / 2) as u32);
        assert!(centre.0.iter().all(|&c| c < 0x40), "{centre:?}");
        let corner = img.get_pixel((x + 12) as u32, (y + 12) as u32);
        assert_eq!(*corner, CLOTH);
    }

    #[test]
    fn the_diagram_lists_every_design_its_bettors_and_the_roll() {
        let text = diagram(&sample(), &NAMES);
        assert!(text.contains("round 2, Banker: Ann"), "{text}");
        assert!(
            text.contains("Bets of 1 to 1,000 chips; the Banker has put up 3,093 to cover them"),
            "{text}"
        );
        assert!(
            text.contains("ANCHOR    1,031: Bartholomew Fitzwilliam-Smythe 12, Cy 7, Dora 1,000"),
            "{text}"
        );
        assert!(text.contains("HEART       250 (x2): Dora 250"), "{text}");
        assert!(text.contains("CLUB          0: no bets"), "{text}");
        assert!(text.contains("Last roll: heart, spade, heart"), "{text}");
        assert!(text.is_ascii() || text.contains("Bartholomew"));
    }

    #[test]
    fn a_table_for_a_french_or_spanish_room_is_drawn_and_described_in_its_language() {
        let rolled = samples::crown_anchor_rolled();
        let names = &samples::CROWN_ANCHOR_NAMES;
        let balances = [Some(1_250), Some(480), Some(-35), None];
        let english = settled_picture(&rolled, names, &balances, Locale::En);
        let french = {
            let text = alt_text(&rolled, names, &balances, Locale::Fr);
            assert!(text.starts_with("Couronne et Ancre, tour 3. Banquier : Cy."), "{text}");
            assert!(text.contains("Le lancer : couronne, couronne, ancre."), "{text}");
            assert!(text.contains("Ann gagne 180, solde 1\u{202f}250"), "{text}");
            assert!(text.contains("Cy perd 675, solde −35"), "{text}");
            let diagram = diagram(&rolled, names);
            assert!(diagram.starts_with("Crown and Anchor - round 3"), "{diagram}");
            settled_picture(&rolled, names, &balances, Locale::Fr)
        };
        assert_ne!(english, french);
        let first = samples::crown_anchor_first_round().view();
        let spanish = {
            let text = alt_text(&first, names, &[], Locale::Es);
            assert!(
                text.starts_with("Corona y Ancla, ronda 1. Banca: Cy. Apuestas: ancla 110"),
                "{text}"
            );
            picture(&first, names, Locale::Es)
        };
        assert_ne!(picture(&first, names, Locale::En), spanish);
        assert_eq!(
            settled_picture(&rolled, names, &balances, Locale::En),
            english,
            "the English cache is untouched"
        );
        let missing = i18n::problems();
        assert!(
            !missing.iter().any(|id| id.starts_with("pictures-crown")),
            "{missing:?}"
        );
    }

    #[test]
    fn chip_counts_are_grouped() {
        assert_eq!(chips(1234567), "1,234,567");
    }

    #[test]
    fn payouts_pay_k_times_the_stake_and_the_banker_the_rest() {
        let mut game = CrownAndAnchor::new(&Options::parse("house").unwrap(), 3, &mut ScriptedRng::new([]));
        game.place_bet(Seat(1), Design::Heart, 10, 1000, 100_000).unwrap();
        game.place_bet(Seat(2), Design::Club, 5, 1000, 100_000).unwrap();
        game.place_bet(Seat(2), Design::Anchor, 3, 1000, 100_000).unwrap();
        let view = game.settled_view([Design::Heart, Design::Heart, Design::Anchor]);
        assert_eq!(payouts(&view), [(Seat(1), 20), (Seat(2), -2)]);
        let mut text = String::new();
        let png = settled_picture(&view, &NAMES, &[None, Some(120), Some(-3)], Locale::En);
        assert_eq!(decode(&png).dimensions(), (WIDTH, HEIGHT));
        text.push_str(&alt_text(&view, &NAMES, &[None, Some(120), Some(-3)], Locale::En));
        assert!(
            text.contains("Bartholomew Fitzwilliam-Smythe wins 20, now 120"),
            "{text}"
        );
    }
}
