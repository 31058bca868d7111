//! Crown and Anchor: the scene and the text diagram of a [`View`] (rulings,
//! `shared/rules/crown-and-anchor.md`).
//!
//! Layout, 700 × 792 px: the header (the round and what is happening, the
//! Banker by name, the table limits, what the Banker has put up to cover the
//! bets), the classic board of six designs in a wooden frame — crown, anchor,
//! heart on the top row, spade, diamond, club below — each square showing its
//! design, the chips on it and its bettors by name with their stakes; under the
//! board the three dice of the last roll, each showing its design; and at the
//! foot the players: what each has staked this round, or, once the dice have
//! settled the round, what each won or lost (the Banker too) and their balance
//! when the table passes it ([`settled_scene`]). Designs that showed on the
//! last roll are tinted gold on the board with a `×k` badge.
//!
//! The frame, the empty squares and the panels are a layer built once per
//! language ([`BACKGROUNDS`]); the designs and dice are symbols defined once
//! ([`SYMBOLS`], drawn in `designs.rs`). Nothing at this table is secret.

use crate::drawing::Drawing;
use crate::header::{self, Headline, MARGIN};
use crate::paint;
use crate::samples;
use crate::scene::{Layer, Mark, Place, Role, Scene, Words};
use crate::style::{self, colour, RoundRect, Surface, TextStyle};
use crate::words::{tr, PerLocale};
use image::Rgb;
use parlor_games::crown_anchor::{count, is_triple, Banker, CrownAndAnchor, Design, DesignStakes, Roll, View};
use parlor_games::i18n::{self, Arg, Locale, Msg};
use parlor_games::{msg, AnyGame, Seat};
use std::fmt::Write as _;

mod designs;

pub use designs::{Symbols, SYMBOLS};
use designs::{DESIGN_PX, DIE_PX};

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
const DICE_Y: i32 = BOARD_Y + BOARD_H + 14;
const DICE_H: i32 = 100;
/// The players' panel at the foot.
const PLAYERS_Y: i32 = DICE_Y + DICE_H + 10;
const PLAYERS_H: i32 = HEIGHT as i32 - MARGIN - PLAYERS_Y;
/// Rows of each of the players' panel's two columns.
const PLAYER_ROWS: usize = 4;
/// The bettor lines a square shows before "+N more".
const BETTOR_LINES: usize = 4;

/// The squares' cloth.
const CLOTH: Rgb<u8> = Rgb([0xF7, 0xF0, 0xDE]);
/// The tint of a square whose design showed on the last roll.
const SHOWN: Rgb<u8> = Rgb([0xF5, 0xD7, 0x7A]);
/// Winnings and losses in the players' panel.
const WON: Rgb<u8> = Rgb([0x2E, 0x7D, 0x32]);
const LOST: Rgb<u8> = Rgb([0xB3, 0x26, 0x1E]);

/// Crown and Anchor in the registry of drawings ([`crate::drawing()`]): the
/// live table, with no balances.
pub struct CrownAndAnchorDrawing;

impl Drawing for CrownAndAnchorDrawing {
    fn scene(&self, game: &AnyGame, names: &[&str], locale: Locale) -> Scene {
        scene(&table(game).view(), names, locale)
    }

    fn diagram(&self, game: &AnyGame, names: &[&str]) -> String {
        diagram(&table(game).view(), names)
    }
}

/// The table of a Crown and Anchor game.
///
/// # Panics
///
/// When `game` is a game of turns: the registry hands only tables to
/// [`CrownAndAnchorDrawing`].
fn table(game: &AnyGame) -> &CrownAndAnchor {
    game.table()
        .unwrap_or_else(|| panic!("a {:?} given to the Crown and Anchor drawing", game.kind()))
}

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

/// A design's square, by the name players bet on (`anchor`).
fn square(design: Design) -> Place {
    Place::square(design.name())
}

/// The parts of the picture that never change, one per language: paper,
/// frame, empty squares, the dice panel, the players' panel and the game's name.
pub static BACKGROUNDS: PerLocale<Layer> = PerLocale::new(background);

fn background(locale: Locale) -> Layer {
    let mut img = Scene::on_paper(WIDTH, HEIGHT, colour::PAPER);
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
    let title = tr(locale, &i18n::title("crown-and-anchor")).to_uppercase();
    header::draw_title(&mut img, WIDTH, &title);
    Layer::new(
        format!("crown-and-anchor-{}", locale.code()),
        locale,
        img,
        palette_samples,
    )
}

/// The scenes the PNG palette is learned from: rounds unlike the benchmarked
/// one, and a settled round with balances.
fn palette_samples(locale: Locale) -> Vec<Scene> {
    let names = &samples::CROWN_ANCHOR_NAMES;
    let balances = [Some(1_000), Some(250), Some(-40), None];
    vec![
        scene(&samples::crown_anchor_first_round().view(), names, locale),
        scene(&samples::crown_anchor_table(101, 3, 9).view(), names, locale),
        settled_scene(&samples::crown_anchor_rolled(), names, &balances, locale),
    ]
}

/// The players' names, their balances and the language, for the words of one
/// scene.
#[derive(Clone, Copy)]
struct Table<'a> {
    names: &'a [&'a str],
    balances: &'a [Option<i128>],
    locale: Locale,
}

impl Table<'_> {
    /// `msg` in the scene's language.
    fn tr(&self, msg: Msg) -> String {
        tr(self.locale, &msg)
    }

    /// A seat's name: `names[seat]`, or "seat N" past the end of `names`.
    fn name(&self, seat: Seat) -> String {
        match self.names.get(seat.index()) {
            Some(name) => (*name).to_owned(),
            None => seat.to_string(),
        }
    }

    /// The Banker's name, or "the house".
    fn banker(&self, banker: Banker) -> String {
        match banker {
            Banker::Seat(seat) => self.name(seat),
            Banker::House => self.tr(msg!("pictures-crown-and-anchor-the-house")),
        }
    }

    /// A design's name ("anchor", "ancla", "ancre").
    fn design(&self, design: Design) -> String {
        self.tr(design.msg())
    }

    /// A chip count grouped by thousands the language's way: 12,500.
    fn chips(&self, n: u64) -> String {
        i18n::grouped(self.locale, n.min(i64::MAX as u64) as i64)
    }

    /// "+20" or "−5".
    fn signed(&self, n: i128) -> String {
        let sign = if n >= 0 { "+" } else { "−" };
        format!(
            "{sign}{}",
            i18n::grouped(self.locale, n.unsigned_abs().min(i64::MAX as u128) as i64)
        )
    }

    /// A balance as written: 1,250 or −40.
    fn signed_plain(&self, n: i128) -> String {
        if n < 0 {
            self.signed(n)
        } else {
            self.chips(n.min(i64::MAX as i128) as u64)
        }
    }

    /// A seat's balance after the round, if the table passed it.
    fn balance(&self, seat: Seat) -> Option<i128> {
        self.balances.get(seat.index()).copied().flatten()
    }

    /// "now 1,250": a balance after the round.
    fn now(&self, balance: i128) -> String {
        self.tr(msg!(
            "pictures-crown-and-anchor-now",
            balance = self.signed_plain(balance)
        ))
    }
}

/// A chip count as an argument of a message (grouped there).
fn chips_arg(n: u64) -> Arg {
    Arg::Grouped(n.min(i64::MAX as u64) as i64)
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

/// The PNG picture of the live table ([`scene`] painted).
pub fn picture(view: &View, names: &[&str], locale: Locale) -> Vec<u8> {
    paint::png(&scene(view, names, locale))
}

/// The PNG picture of a round the dice have settled ([`settled_scene`]
/// painted): what the table posts as the dice land. The same view always gives
/// the same bytes.
pub fn settled_picture(view: &View, names: &[&str], balances: &[Option<i128>], locale: Locale) -> Vec<u8> {
    paint::png(&settled_scene(view, names, balances, locale))
}

/// What a screen reader says for [`settled_picture`]: the round, the Banker,
/// the bets, the roll, and after a roll each player's payout and balance where
/// known; at most [`crate::ALT_TEXT_LIMIT`] characters, in `locale`.
pub fn alt_text(view: &View, names: &[&str], balances: &[Option<i128>], locale: Locale) -> String {
    settled_scene(view, names, balances, locale).alt_text()
}

/// [`settled_picture`] and [`alt_text`] from one scene, as the table posts
/// them together when the dice land.
pub fn settled_picture_and_alt_text(
    view: &View,
    names: &[&str],
    balances: &[Option<i128>],
    locale: Locale,
) -> (Vec<u8>, String) {
    let scene = settled_scene(view, names, balances, locale);
    (paint::png(&scene), scene.alt_text())
}

/// The scene of the live table: the board with every bet, the last roll, the
/// round, the Banker and the limits, and what each player has staked.
/// `names[seat]` names each seat ("seat N" past its end), every word in
/// `locale`, and the alt text. [`WIDTH`] × [`HEIGHT`] pixels.
pub fn scene(view: &View, names: &[&str], locale: Locale) -> Scene {
    settled_scene(view, names, &[], locale)
}

/// [`scene`] of a round the dice have settled
/// ([`CrownAndAnchor::settled_view`]), with each player's payout ([`payouts`])
/// and, where `balances[seat]` is known, their balance after it (chips in their
/// wallet). For any other view the balances are shown beside the stakes.
pub fn settled_scene(view: &View, names: &[&str], balances: &[Option<i128>], locale: Locale) -> Scene {
    let table = Table {
        names,
        balances,
        locale,
    };
    let mut scene = Scene::over(BACKGROUNDS.get(locale));
    draw_header(&mut scene, view, table);
    draw_board(&mut scene, view, table);
    draw_dice(&mut scene, view, table);
    draw_players(&mut scene, view, table);
    scene
}

/// The header, and the alt text's first sentences: the round and the Banker.
/// Its second line: the Banker, the limits, what the Banker has put up to
/// cover the bets (once there are bets) and the timer.
fn draw_header(scene: &mut Scene, view: &View, table: Table) {
    let banker = table.banker(view.banker);
    scene.say(table.tr(msg!(
        "pictures-crown-and-anchor-alt",
        round = view.round,
        who = banker.clone()
    )));
    let text = if view.settled {
        msg!("pictures-crown-and-anchor-round-thrown", round = view.round)
    } else {
        msg!("pictures-crown-and-anchor-round-bets", round = view.round)
    };
    let headline: Headline = Headline {
        seat: None,
        chip: None,
        text: table.tr(text),
        note: table.tr(msg!("pictures-crown-and-anchor-banker", who = banker.clone())),
    };
    header::draw(scene, WIDTH, &headline, &[]);

    let mut line = table.tr(msg!(
        "pictures-crown-and-anchor-limits",
        who = banker,
        min = chips_arg(view.options.min),
        max = chips_arg(view.options.max)
    ));
    if view.cover > 0 {
        let cover = msg!("pictures-crown-and-anchor-cover", n = chips_arg(view.cover));
        let _ = write!(line, " · {}", table.tr(cover));
    }
    if let Some(seconds) = view.options.timer {
        let timer = msg!("pictures-crown-and-anchor-timer", seconds = seconds);
        let _ = write!(line, " · {}", table.tr(timer));
    }
    let small = TextStyle::regular(17.0, colour::FADED_INK);
    scene.role(Role::Words {
        words: Words::Status,
        seat: None,
    });
    let room = (WIDTH as i32 - 2 * MARGIN) as f32;
    scene.fitted_text(small, MARGIN as f32, header::SECOND_LINE, &line, room);
}

/// The six squares, then the alt text's sentence of the chips on each.
fn draw_board(scene: &mut Scene, view: &View, table: Table) {
    let mut bets: Vec<String> = Vec::new();
    for stakes in &view.designs {
        draw_cell(scene, view, stakes, table);
        if stakes.total > 0 {
            bets.push(format!("{} {}", table.design(stakes.design), table.chips(stakes.total)));
        }
    }
    let bets = if bets.is_empty() {
        msg!("pictures-crown-and-anchor-alt-no-bets")
    } else {
        msg!("pictures-crown-and-anchor-alt-bets", bets = bets.join(", "))
    };
    scene.say(table.tr(bets));
}

/// One square: the design (tinted with a `×k` badge if it showed on the last
/// roll), its name and total, and its bettors.
fn draw_cell(scene: &mut Scene, view: &View, stakes: &DesignStakes, table: Table) {
    let design = stakes.design;
    let at = square(design);
    let rect = cell_rect(design);
    let shown = view.last_roll.map_or(0, |roll| count(&roll, design));
    let mark = Role::Mark {
        mark: Mark::Shown(shown),
        at: at.clone(),
    };
    if shown > 0 {
        scene.role(mark.clone());
        scene.fill_round_rect(rect, SHOWN, 1.0);
        scene.stroke_round_rect(rect.grow(-1.5), 3.0, colour::TURN, 1.0);
    }
    let (x, y) = cell_origin(design);
    let cx = (x + CELL_W / 2) as f32;
    scene.role(Role::Label { at: at.clone() }).place(
        &SYMBOLS.designs[design.index()],
        (x + (CELL_W - DESIGN_PX) / 2) as f32,
        (y + 9) as f32,
    );
    if shown > 0 {
        scene.role(mark);
        let badge = RoundRect::circle((x + CELL_W - 30) as f32, (y + 28) as f32, 17.0);
        scene.fill_round_rect(badge, colour::TURN, 1.0);
        let text = TextStyle::bold(16.0, colour::WHITE).centred();
        scene.text(text, badge.cx, text.centre_baseline(badge.cy), &format!("×{shown}"));
    }
    let name_style = TextStyle::bold(14.0, colour::FADED_INK).centred();
    let label = table.design(design).to_uppercase();
    scene.role(Role::Label { at: at.clone() });
    scene.text(name_style, cx, (y + DESIGN_PX + 24) as f32, &label);

    let stake = |seat| Role::Stake { at: at.clone(), seat };
    scene.role(stake(None));
    let total_y = (y + DESIGN_PX + 46) as f32;
    if stakes.total == 0 {
        let faded = TextStyle::regular(16.0, colour::FADED_INK).centred();
        let no_bets = table.tr(msg!("pictures-crown-and-anchor-no-bets"));
        scene.text(faded, cx, total_y, &no_bets);
        return;
    }
    let total = TextStyle::bold(19.0, colour::INK).centred();
    let total_text = table.tr(Msg::chips(stakes.total.min(i64::MAX as u64) as i64));
    scene.text(total, cx, total_y, &total_text);

    let left = (x + 16) as f32;
    let right = (x + CELL_W - 16) as f32;
    let body = TextStyle::regular(14.0, colour::INK);
    let amount = TextStyle::bold(14.0, colour::INK).right();
    let mut line_y = total_y + 20.0;
    let named = if stakes.bettors.len() > BETTOR_LINES {
        BETTOR_LINES - 1
    } else {
        stakes.bettors.len()
    };
    for &(seat, chips) in &stakes.bettors[..named] {
        scene.role(stake(Some(seat)));
        let text = table.chips(chips);
        scene.text(amount, right, line_y, &text);
        let room = right - left - amount.width(&text) - 8.0;
        scene.fitted_text(body, left, line_y, &table.name(seat), room);
        line_y += 17.0;
    }
    if named < stakes.bettors.len() {
        let rest = &stakes.bettors[named..];
        let sum: u64 = rest.iter().map(|&(_, c)| c).sum();
        let faded = TextStyle::regular(14.0, colour::FADED_INK);
        let more = table.tr(msg!("pictures-crown-and-anchor-more-bettors", n = rest.len()));
        scene.role(stake(None));
        scene.text(faded, left, line_y, &more);
        scene.text(amount.in_colour(colour::FADED_INK), right, line_y, &table.chips(sum));
    }
}

/// The panel under the board: the last roll's three dice and what it meant
/// (said in the alt text), or how the game is played before the first roll.
fn draw_dice(scene: &mut Scene, view: &View, table: Table) {
    let left = (MARGIN + 16) as f32;
    let title = TextStyle::bold(17.0, colour::INK);
    let top = DICE_Y + 10;
    let dice_x = MARGIN + 150;
    let faded = TextStyle::regular(15.0, colour::FADED_INK);
    let words = |words| Role::Words { words, seat: None };
    let Some(roll) = view.last_roll else {
        let no_roll = table.tr(msg!("pictures-crown-and-anchor-no-roll"));
        scene.role(words(Words::Empty));
        scene.text(title, left, (top + 26) as f32, &no_roll);
        let note = table.tr(msg!("pictures-crown-and-anchor-how"));
        scene.role(words(Words::Legend));
        let mut y = (top + 50) as f32;
        for line in style::wrap(faded, &note, (WIDTH as i32 - 2 * MARGIN - 32) as f32) {
            scene.text(faded, left, y, &line);
            y += 19.0;
        }
        return;
    };
    let (heading, said) = if view.settled {
        (
            msg!("pictures-crown-and-anchor-the-roll"),
            "pictures-crown-and-anchor-alt-roll",
        )
    } else {
        (
            msg!("pictures-crown-and-anchor-last-roll"),
            "pictures-crown-and-anchor-alt-last-roll",
        )
    };
    scene.role(words(Words::Heading));
    scene.text(title, left, (top + 26) as f32, &table.tr(heading));
    let round = if view.settled {
        view.round
    } else {
        view.round.saturating_sub(1)
    };
    let round = table.tr(msg!("pictures-crown-and-anchor-round", round = round));
    scene.text(faded, left, (top + 48) as f32, &round);
    for (i, design) in roll.iter().enumerate() {
        let x = dice_x + i as i32 * (DIE_PX + 22);
        scene
            .role(Role::Die {
                face: design.name().to_owned(),
            })
            .place(&SYMBOLS.dice[design.index()], x as f32, top as f32);
    }
    let dice = roll.iter().map(|&d| table.design(d)).collect::<Vec<_>>().join(", ");
    scene.say(table.tr(Msg::new(said).with("dice", dice)));
    let text_x = (dice_x + 3 * (DIE_PX + 22) + 8) as f32;
    let width = (WIDTH as i32 - MARGIN - 14) as f32 - text_x;
    let body = TextStyle::regular(15.0, colour::INK);
    let mut y = (top + 24) as f32;
    scene.role(words(Words::LastMove));
    for line in style::wrap(body, &roll_note(&roll, view, table), width) {
        scene.text(body, text_x, y, &line);
        y += 19.0;
    }
}

/// What the roll shows, and the bank passing on a triple.
fn roll_note(roll: &Roll, view: &View, table: Table) -> String {
    let mut shown: Vec<String> = Vec::new();
    for design in Design::ALL {
        match count(roll, design) {
            0 => {}
            k => shown.push(format!("{} ×{k}", table.design(design))),
        }
    }
    let mut note = shown.join(", ");
    if is_triple(roll) {
        let triple = match view.banker {
            Banker::Seat(_) => msg!(
                "pictures-crown-and-anchor-triple-banker",
                who = table.banker(view.banker)
            ),
            Banker::House => msg!("pictures-crown-and-anchor-triple-house"),
        };
        let _ = write!(note, " — {}", table.tr(triple));
    }
    note
}

/// The players' panel: each seat at the table with its stakes, or with what the
/// settled round paid it and its balance; then the alt text's sentence of the
/// payouts.
fn draw_players(scene: &mut Scene, view: &View, table: Table) {
    let left = (MARGIN + 16) as f32;
    let title = TextStyle::bold(17.0, colour::INK);
    let heading = if view.settled {
        msg!("pictures-crown-and-anchor-payouts")
    } else {
        msg!("pictures-crown-and-anchor-players")
    };
    scene.role(Role::Words {
        words: Words::Heading,
        seat: None,
    });
    scene.text(title, left, (PLAYERS_Y + 26) as f32, &table.tr(heading));
    let nets = payouts(view);
    let mut seats: Vec<Seat> = view.present.clone();
    if let Banker::Seat(banker) = view.banker {
        if !seats.contains(&banker) {
            seats.push(banker);
        }
    }
    for &(seat, _) in &nets {
        if !seats.contains(&seat) {
            seats.push(seat);
        }
    }
    seats.sort_unstable();
    let column_w = ((WIDTH as i32 - 2 * MARGIN - 32) / 2) as f32;
    let body = TextStyle::regular(16.0, colour::INK);
    let bold = TextStyle::bold(16.0, colour::INK);
    let listed = if seats.len() > 2 * PLAYER_ROWS {
        2 * PLAYER_ROWS - 1
    } else {
        seats.len()
    };
    for (i, &seat) in seats[..listed].iter().enumerate() {
        let x = left + (i / PLAYER_ROWS) as f32 * (column_w + 16.0);
        let y = (PLAYERS_Y + 50) as f32 + (i % PLAYER_ROWS) as f32 * 21.0;
        let words = |words| Role::Words {
            words,
            seat: Some(seat),
        };
        let (name, net, rest) = player_line(view, table, &nets, seat);
        scene.role(words(Words::Name));
        let mut end = scene.fitted_text(bold, x, y, &name, column_w * 0.5) + 8.0;
        if let Some(net) = net {
            let ink = if net > 0 {
                WON
            } else if net < 0 {
                LOST
            } else {
                colour::FADED_INK
            };
            scene.role(words(Words::Payout));
            end = scene.text(bold.in_colour(ink), end, y, &table.signed(net)) + 8.0;
        }
        if !rest.is_empty() {
            scene.role(words(Words::Status));
            scene.fitted_text(body, end, y, &rest, x + column_w - end);
        }
    }
    if listed < seats.len() {
        let x = left + column_w + 16.0;
        let y = (PLAYERS_Y + 50) as f32 + (PLAYER_ROWS - 1) as f32 * 21.0;
        let more = table.tr(msg!("pictures-crown-and-anchor-and-more", n = seats.len() - listed));
        scene.role(Role::Words {
            words: Words::Count,
            seat: None,
        });
        scene.text(body.in_colour(colour::FADED_INK), x, y, &more);
    }
    if view.settled && !nets.is_empty() {
        let said: Vec<String> = nets.iter().map(|&(seat, net)| payout_text(table, seat, net)).collect();
        scene.say(format!("{}.", said.join("; ")));
    }
}

/// One line of the players' panel: a seat's name (and "Banker"), and either its
/// payout of the settled round or its stakes this round, then its balance if
/// known.
fn player_line(view: &View, table: Table, nets: &[(Seat, i128)], seat: Seat) -> (String, Option<i128>, String) {
    let banker = view.banker == Banker::Seat(seat);
    let mut name = table.name(seat);
    if banker {
        name = table.tr(msg!("pictures-crown-and-anchor-banker-mark", who = name));
    }
    let after = table.balance(seat).map(|b| table.now(b)).unwrap_or_default();
    if view.settled {
        let net = nets.iter().find(|(s, _)| *s == seat).map_or(0, |&(_, n)| n);
        (name, Some(net), after)
    } else {
        let staked: u64 = view.bets.iter().filter(|b| b.seat == seat).map(|b| b.chips).sum();
        let text = match (staked, banker) {
            (0, true) => table.tr(msg!("pictures-crown-and-anchor-banks")),
            (0, false) => table.tr(msg!("pictures-crown-and-anchor-no-bets")),
            (n, _) => table.tr(msg!("pictures-crown-and-anchor-on-board", chips = chips_arg(n))),
        };
        let text = if after.is_empty() {
            text
        } else {
            format!("{text}, {after}")
        };
        (name, None, text)
    }
}

/// "Ann wins 180, now 1,250": what the round paid a seat, for the alt text.
fn payout_text(table: Table, seat: Seat, net: i128) -> String {
    let who = table.name(seat);
    let what = match net {
        n if n > 0 => msg!("pictures-crown-and-anchor-wins", who = who, n = chips_arg(n as u64)),
        n if n < 0 => msg!(
            "pictures-crown-and-anchor-loses",
            who = who,
            n = chips_arg(n.unsigned_abs() as u64)
        ),
        _ => msg!("pictures-crown-and-anchor-even", who = who),
    };
    let what = table.tr(what);
    match table.balance(seat) {
        Some(b) => format!("{what}, {}", table.now(b)),
        None => what,
    }
}

/// A plain-ASCII diagram of the table for terminals: the round, Banker and limits,
/// each design with its total and bettors, and the last roll.
/// Always in English: diagrams are for terminals and local mode.
pub fn diagram(view: &View, names: &[&str]) -> String {
    let english = Table {
        names,
        balances: &[],
        locale: Locale::En,
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Crown and Anchor - round {}, Banker: {}",
        view.round,
        english.banker(view.banker)
    );
    let mut limits = format!(
        "Bets of {} to {} chips",
        english.chips(view.options.min),
        english.chips(view.options.max)
    );
    if view.cover > 0 {
        let _ = write!(
            limits,
            "; the Banker has put up {} to cover them",
            english.chips(view.cover)
        );
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
            .map(|&(seat, c)| format!("{} {}", english.name(seat), english.chips(c)))
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
            english.chips(stakes.total)
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
mod tests;
