//! Number One: the picture, the alt text and the text diagram of a [`View`]
//! (rulings, `shared/rules/number-one.md`).
//!
//! Layout, 700 × 642 px: the header (who is to act by name and colour and which
//! pegs still move, or the result; the players), the hexagonal board in a wooden
//! frame, and a card for each player in the picture's corner nearest their start
//! area, with their name. Rows run across the picture, `a` at the bottom to `k` at
//! the top, each centred; the frame names the first and last hole of every row
//! (`b2` … `b6`), and an empty hole shows its own name. With two or three players
//! only the inner 61 holes are in play, so the board is the inner hexagon, drawn
//! larger. Each player's start area is a band in their colour under its three
//! holes, in every picture.
//!
//! In the holes: tokens as light brass discs; pegs as discs of three sizes (small,
//! medium, large, with their size as a digit) in White, Black, Red and Blue, each
//! with a rim that stands out from the tokens; a used (turned-over) peg is hollow;
//! pegs still to move this turn have a gold halo. The moves of the turn are drawn
//! as lines from the hole a peg left, through its bend, to an arrowhead at the
//! peg. The footer lists the moves. Players who are out are greyed on their card.
//!
//! The paper, frame, holes, labels, start areas, title and legend are drawn once
//! per number of players and language ([`BACKGROUNDS`]); tokens and pegs are
//! sprites drawn once. The words are in the room's language (`legacy::locale`);
//! the text [`diagram`] stays in English.

use crate::encode::Palette;
use crate::header::{self, Headline, Player, MARGIN};
use crate::samples;
use crate::style::{self, colour, RoundRect, Sketch, Sprite, Surface, TextStyle};
use image::{Rgb, RgbImage};
use parlor_games::i18n::{self, Locale};
use parlor_games::number_one::{
    seat_name, Hole, NumberOne, Options, Phase, Size, TurnMove, View, ViewPeg, FULL_RADIUS, INNER_RADIUS, MAX_PLAYERS,
    ROWS,
};
use parlor_games::{msg, Game, Outcome, Seat, SeededRng};
use std::fmt::Write as _;
use std::sync::LazyLock;

/// Picture width in pixels.
pub const WIDTH: u32 = 700;
/// Picture height in pixels.
pub const HEIGHT: u32 = 642;

/// The board's centre.
const CX: f32 = WIDTH as f32 / 2.0;
const CY: f32 = (MARGIN + header::HEIGHT) as f32 + FRAME_APOTHEM;
/// Distance from the centre to the frame's flat top edge.
const FRAME_APOTHEM: f32 = 258.0;
/// Width of the wooden frame, where the row labels are printed.
const FRAME_WIDTH: f32 = 30.0;
const SURFACE_APOTHEM: f32 = FRAME_APOTHEM - FRAME_WIDTH;
const COS30: f32 = 0.866_025_4;
const FOOTER_BASELINE: f32 = HEIGHT as f32 - 18.0;
const CARD_W: f32 = 144.0;
const CARD_H: f32 = 74.0;

/// The playing surface: light wood.
const SURFACE: Rgb<u8> = Rgb([0xE8, 0xD3, 0xA6]);
/// The inside of a hole.
const HOLE: Rgb<u8> = Rgb([0xC4, 0xA2, 0x6E]);
const HOLE_RIM: Rgb<u8> = Rgb([0x9C, 0x7A, 0x4A]);
/// The socket of a used (turned-over) peg.
const HOLLOW: Rgb<u8> = Rgb([0xC9, 0xA8, 0x74]);
/// A token: light brass, so that dark pegs stand out on it.
const TOKEN: Rgb<u8> = Rgb([0xF0, 0xCF, 0x7E]);
const TOKEN_EDGE: Rgb<u8> = Rgb([0xA8, 0x80, 0x30]);
/// Lines of the turn's moves.
const PATH: Rgb<u8> = Rgb([0xB8, 0x86, 0x0B]);
/// A greyed-out player.
const GREY: Rgb<u8> = Rgb([0x9A, 0x90, 0x80]);

/// Each seat's pegs, in seat order (White, Black, Red, Blue): face, edge (the
/// peg's thickness), rim (the outline that parts it from tokens and wood), and
/// the ink of the digit.
const FACES: [Rgb<u8>; MAX_PLAYERS] = [
    Rgb([0xF8, 0xF5, 0xEE]),
    Rgb([0x2B, 0x28, 0x25]),
    Rgb([0xC0, 0x33, 0x29]),
    Rgb([0x2C, 0x5E, 0xAE]),
];
const EDGES: [Rgb<u8>; MAX_PLAYERS] = [
    Rgb([0xA9, 0x9F, 0x8E]),
    Rgb([0x0E, 0x0D, 0x0C]),
    Rgb([0x7A, 0x1C, 0x15]),
    Rgb([0x17, 0x36, 0x6B]),
];
const RIMS: [Rgb<u8>; MAX_PLAYERS] = [colour::FADED_INK, colour::SPOT, colour::SPOT, colour::SPOT];
const DIGITS: [Rgb<u8>; MAX_PLAYERS] = [colour::INK, colour::SPOT, colour::SPOT, colour::SPOT];

/// The pixel geometry of one board size: the hex layout of the holes (rows `a`–`k`
/// upwards, each centred) and the size of things in them.
#[derive(Clone, Copy, Debug)]
struct Layout {
    /// Holes from the centre to a corner: 5 for the full board, 4 for the inner.
    radius: u8,
    /// Distance between neighbouring holes in a row.
    dx: f32,
    /// Distance between rows.
    dy: f32,
}

impl Layout {
    /// The layout that fills the frame with a board of `radius`.
    const fn new(radius: u8) -> Layout {
        // The surface's edge lies about 0.62 of a hole spacing beyond the outer
        // holes. The spacing is a whole even number of pixels, so that every hole
        // (and the half-spacing shift of the next row) falls on whole pixels: the
        // holes are then pixel-identical, which PNG compresses far better.
        let dx = ((SURFACE_APOTHEM / (radius as f32 * COS30 + 0.62) / 2.0) as i32 * 2) as f32;
        Layout {
            radius,
            dx,
            dy: dx * COS30,
        }
    }

    /// The layout for `players` (2–3 play on the inner board).
    fn for_players(players: usize) -> Layout {
        if players >= MAX_PLAYERS {
            LAYOUTS[0]
        } else {
            LAYOUTS[1]
        }
    }

    /// The centre of the hole at `row` (0 = `a`) and `number` (1 = leftmost).
    fn centre_of(&self, row: u8, number: u8) -> (f32, f32) {
        let len = Hole::row_len(row) as f32;
        let x = CX + (number as f32 - 1.0 - (len - 1.0) / 2.0) * self.dx;
        let y = CY - (row as f32 - FULL_RADIUS as f32) * self.dy;
        (x, y.round())
    }

    fn centre(&self, hole: Hole) -> (f32, f32) {
        self.centre_of(hole.row(), hole.number())
    }

    /// Whether a hole is on this board.
    fn contains(&self, hole: Hole) -> bool {
        hole.ring() <= self.radius
    }

    fn hole_r(&self) -> f32 {
        self.dx * 0.3
    }

    fn token_r(&self) -> f32 {
        self.dx * 0.25
    }

    fn peg_r(&self, size: Size) -> f32 {
        self.dx
            * match size {
                Size::Small => 0.24,
                Size::Medium => 0.33,
                Size::Large => 0.43,
            }
    }

    /// The index into per-layout arrays.
    fn index(&self) -> usize {
        usize::from(self.radius != FULL_RADIUS)
    }
}

/// The full board (four players) and the inner board (two or three).
const LAYOUTS: [Layout; 2] = [Layout::new(FULL_RADIUS), Layout::new(INNER_RADIUS)];

/// Where the frame's labels for a row go: the middle of the frame at the row's
/// height, left and right.
fn frame_label_x(y: f32) -> f32 {
    let mid = SURFACE_APOTHEM + FRAME_WIDTH / 2.0;
    (mid - (y - CY).abs() * 0.5) / COS30
}

/// The corners of the hexagon with apothem `apothem` around the board's centre
/// moved by (`dx`, `dy`) (flat top and bottom).
fn hexagon(apothem: f32, dx: f32, dy: f32) -> Vec<(f32, f32)> {
    let r = apothem / COS30;
    (0..6)
        .map(|k| {
            let a = std::f32::consts::FRAC_PI_3 * k as f32;
            (CX + dx + r * a.cos(), CY + dy + r * a.sin())
        })
        .collect()
}

/// The paper, frame, surface, holes, labels and start areas of a board for
/// `players`.
fn background(players: usize) -> RgbImage {
    let layout = Layout::for_players(players);
    let mut img = Sketch::filled(WIDTH, HEIGHT, colour::PAPER);
    img.fill_polygon(&hexagon(FRAME_APOTHEM, 1.0, 2.5), colour::SHADOW, 0.25);
    img.fill_polygon(&hexagon(FRAME_APOTHEM, 0.0, 0.0), colour::FRAME, 1.0);
    img.fill_polygon(&hexagon(SURFACE_APOTHEM + 1.0, 0.0, 0.0), Rgb([0x4A, 0x31, 0x1A]), 1.0);
    img.fill_polygon(&hexagon(SURFACE_APOTHEM, 0.0, 0.0), SURFACE, 1.0);

    // The start areas: a band in the owner's colour under their three holes
    // (through the corner hole), wider than the largest peg, so that it shows
    // round the pegs standing on it.
    for (seat, area) in START_AREAS[players.clamp(2, MAX_PLAYERS) - 2].iter().enumerate() {
        let centres: Vec<(f32, f32)> = area.iter().map(|&h| layout.centre(h)).collect();
        let spread = |i: usize| -> f32 {
            centres
                .iter()
                .map(|c| ((c.0 - centres[i].0).powi(2) + (c.1 - centres[i].1).powi(2)).sqrt())
                .sum()
        };
        let corner = (0..3).min_by(|&a, &b| spread(a).total_cmp(&spread(b))).unwrap_or(0);
        let band = [centres[(corner + 1) % 3], centres[corner], centres[(corner + 2) % 3]];
        let width = layout.dx * 0.98;
        img.stroke_polyline(&band, width + 3.0, colour::INK, 1.0);
        img.stroke_polyline(&band, width, FACES[seat.min(MAX_PLAYERS - 1)], 1.0);
    }
    let name = TextStyle::regular(14.0, colour::FADED_INK).centred();
    for hole in Hole::all().filter(|&h| layout.contains(h)) {
        let (x, y) = layout.centre(hole);
        let well = RoundRect::circle(x, y, layout.hole_r());
        img.fill_round_rect(well.grow(1.0), HOLE_RIM, 1.0);
        img.fill_round_rect(well, HOLE, 1.0);
        img.text(name, x, name.centre_baseline(y + 1.0), &hole.to_string());
    }

    let label = TextStyle::bold(14.0, colour::FRAME_TEXT).centred();
    for row in 0..ROWS {
        let holes: Vec<Hole> = (1..=Hole::row_len(row))
            .filter_map(|n| Hole::new(row, n))
            .filter(|&h| layout.contains(h))
            .collect();
        let (Some(first), Some(last)) = (holes.first(), holes.last()) else {
            continue;
        };
        let (_, y) = layout.centre(*first);
        let dx = frame_label_x(y);
        let baseline = label.centre_baseline(y);
        img.text(label, CX - dx, baseline, &first.to_string());
        img.text(label, CX + dx, baseline, &last.to_string());
    }
    let title = crate::legacy::tr(&i18n::title("number-one")).to_uppercase();
    header::draw_title(&mut img, WIDTH, &title);
    let legend = TextStyle::regular(15.0, colour::FADED_INK).right();
    img.text(
        legend,
        WIDTH as f32 - MARGIN as f32,
        FOOTER_BASELINE,
        &crate::legacy::tr(&msg!("pictures-number-one-legend")),
    );
    img.finish_rgb()
}

/// The backgrounds by number of players (`[2, 3, 4]`), each once per language
/// (the title and the legend are words).
pub static BACKGROUNDS: [crate::words::PerLocale<RgbImage>; 3] = [
    crate::words::PerLocale::new(|_| background(2)),
    crate::words::PerLocale::new(|_| background(3)),
    crate::words::PerLocale::new(|_| background(4)),
];

/// The background for `players` in the pictures' language.
fn background_for(players: usize) -> &'static RgbImage {
    BACKGROUNDS[players.clamp(2, MAX_PLAYERS) - 2].get(crate::legacy::locale())
}

/// Every seat's start area with `players` playing: the engine's own (they depend
/// on nothing else).
fn start_areas(players: usize) -> Vec<[Hole; 3]> {
    let options = Options { quick: false };
    NumberOne::new(&options, players, &mut SeededRng::new(0))
        .view()
        .start_areas
}

/// [`start_areas`] for 2, 3 and 4 players.
static START_AREAS: LazyLock<[Vec<[Hole; 3]>; 3]> = LazyLock::new(|| [2, 3, 4].map(start_areas));

/// A peg: a disc in its owner's colour with a rim, showing its size as a digit,
/// solid when fresh and hollow when used (turned over).
fn peg_sprite(owner: usize, r: f32, size: Size, used: bool) -> Sprite {
    let side = (2.0 * r + 8.0).ceil() as u32;
    let mut img = Sketch::new(side, side);
    let c = side as f32 / 2.0;
    let thick = (r * 0.14).max(1.5);
    let face = RoundRect::circle(c, c - thick / 2.0, r - thick / 2.0);
    let body = face.shift(0.0, thick);
    img.fill_round_rect(body.shift(r * 0.05, r * 0.12), colour::SHADOW, 0.35);
    img.fill_round_rect(body.grow(1.5), RIMS[owner], 1.0);
    img.fill_round_rect(body, EDGES[owner], 1.0);
    img.fill_round_rect(face, FACES[owner], 1.0);
    let digit = size.steps().to_string();
    if used {
        // Hollow: the underside's socket, with the size inside it.
        let hollow = face.grow(-face.hw * 0.34);
        img.fill_round_rect(hollow.grow(1.2), EDGES[owner], 1.0);
        img.fill_round_rect(hollow, HOLLOW, 1.0);
        let text = TextStyle::bold(hollow.hw * 1.5, colour::INK).centred();
        img.text(text, face.cx, text.centre_baseline(face.cy), &digit);
    } else {
        let text = TextStyle::bold(face.hw * 1.2, DIGITS[owner]).centred();
        img.text(text, face.cx, text.centre_baseline(face.cy), &digit);
    }
    img.sprite()
}

/// A token: a light brass disc with a darker edge.
fn token_sprite(r: f32) -> Sprite {
    let side = (2.0 * r + 6.0).ceil() as u32;
    let mut img = Sketch::new(side, side);
    let c = side as f32 / 2.0;
    let disc = RoundRect::circle(c, c, r);
    img.fill_round_rect(disc.shift(0.5, 1.5), colour::SHADOW, 0.35);
    img.fill_round_rect(disc, TOKEN_EDGE, 1.0);
    img.fill_round_rect(disc.grow(-1.5), TOKEN, 1.0);
    img.fill_round_rect(
        RoundRect::circle(c - r * 0.3, c - r * 0.35, r * 0.25),
        colour::WHITE,
        0.5,
    );
    img.sprite()
}

/// The gold halo under a peg that still has to move this turn.
fn halo_sprite(r: f32) -> Sprite {
    let side = (2.0 * r + 16.0).ceil() as u32;
    let mut img = Sketch::new(side, side);
    let c = side as f32 / 2.0;
    let ring = RoundRect::circle(c, c, r + 4.0);
    img.stroke_round_rect(ring, 8.0, colour::TURN, 0.45);
    img.stroke_round_rect(ring, 3.5, colour::TURN, 1.0);
    img.sprite()
}

/// Every sprite of one board size, drawn once.
struct Sprites {
    /// `[owner][size][used]`.
    pegs: Vec<[[Sprite; 2]; 3]>,
    token: Sprite,
    /// `[size]`.
    halos: [Sprite; 3],
}

impl Sprites {
    fn new(layout: Layout) -> Sprites {
        Sprites {
            pegs: (0..MAX_PLAYERS)
                .map(|o| Size::ALL.map(|s| [false, true].map(|used| peg_sprite(o, layout.peg_r(s), s, used))))
                .collect(),
            token: token_sprite(layout.token_r()),
            halos: Size::ALL.map(|s| halo_sprite(layout.peg_r(s))),
        }
    }
}

static SPRITES: LazyLock<[Sprites; 2]> = LazyLock::new(|| LAYOUTS.map(Sprites::new));

/// The small pegs on the players' cards and in the header: `[owner][size][used]`.
static CARD_PEGS: LazyLock<Vec<[[Sprite; 2]; 3]>> = LazyLock::new(|| {
    (0..MAX_PLAYERS)
        .map(|o| Size::ALL.map(|s| [false, true].map(|used| peg_sprite(o, card_peg_r(s), s, used))))
        .collect()
});

fn card_peg_r(size: Size) -> f32 {
    match size {
        Size::Small => 9.0,
        Size::Medium => 11.5,
        Size::Large => 14.0,
    }
}

/// The seat's colour in the pictures' language: "White", "Blanco", "Blanc".
fn colour_name(seat: Seat) -> String {
    crate::legacy::tr(&i18n::seat("number-one", seat.index().min(MAX_PLAYERS - 1)))
}

/// A seat's label: "Ann (White)", or "White".
fn label(names: &[&str], seat: Seat) -> String {
    header::label(names, seat, &colour_name(seat))
}

/// A seat's name, or its colour.
fn short(names: &[&str], seat: Seat) -> String {
    header::short(names, seat, &colour_name(seat))
}

/// The header: the seat the line is about, the headline and a note.
fn header_text(view: &View, names: &[&str]) -> (Option<Seat>, String, String) {
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (
            Some(seat),
            crate::legacy::tr(&msg!("pictures-wins", who = label(names, seat))),
            crate::legacy::tr(&msg!("pictures-number-one-last-left")),
        ),
        (Outcome::Draw, _) => (None, crate::legacy::tr(&msg!("pictures-draw")), String::new()),
        (Outcome::Ongoing, Some(seat)) => match view.phase {
            Phase::Placement => (
                Some(seat),
                crate::legacy::tr(&msg!("pictures-number-one-to-place", who = label(names, seat))),
                crate::legacy::tr(&msg!("pictures-number-one-on-start-area")),
            ),
            Phase::Play => {
                let left: Vec<Size> = view
                    .pegs
                    .iter()
                    .filter(|p| p.owner == seat && p.to_move)
                    .map(|p| p.size)
                    .collect();
                let note = match left.as_slice() {
                    [] => String::new(),
                    [size] => crate::legacy::tr(&msg!("pictures-number-one-peg-to-move", peg = size.peg())),
                    _ => {
                        let sizes: Vec<String> = left.iter().map(|s| crate::legacy::tr(&s.adjective())).collect();
                        crate::legacy::tr(&msg!(
                            "pictures-number-one-pegs-to-move",
                            n = left.len(),
                            sizes = sizes.join(", ")
                        ))
                    }
                };
                let text = crate::legacy::tr(&msg!("pictures-to-move", who = label(names, seat)));
                (Some(seat), text, note)
            }
        },
        (Outcome::Ongoing, None) => (None, crate::legacy::tr(&msg!("pictures-game-over")), String::new()),
    }
}

/// A PNG picture of the view: the board with its tokens and pegs, the start
/// areas, the moves of the turn, and each player's card (name, pegs left, used
/// pegs, out), the players named by `names[seat]`. [`WIDTH`] × [`HEIGHT`]
/// pixels; the same view always gives the same bytes.
pub fn picture(view: &View, names: &[&str]) -> Vec<u8> {
    PALETTES[view.players.clamp(2, MAX_PLAYERS) - 2]
        .get(crate::legacy::locale())
        .encode(&canvas(view, names))
}

/// The palette of each player count's pictures in each language, learned from
/// games unlike the benchmarked ones.
static PALETTES: [crate::words::PerLocale<Palette>; 3] = [
    crate::words::PerLocale::new(|_| learn_palette(2)),
    crate::words::PerLocale::new(|_| learn_palette(3)),
    crate::words::PerLocale::new(|_| learn_palette(4)),
];

fn learn_palette(players: usize) -> Palette {
    let names = &samples::CROWN_ANCHOR_NAMES;
    let samples = [
        samples::number_one_game(players, 101, 2 * players),
        samples::number_one_game(players, 102, 12 * players),
        samples::number_one_game(players, 103, 2000),
    ];
    Palette::learn(background_for(players), &samples.map(|g| canvas(&g.view(), names)))
}

/// The picture of the view as pixels, before encoding.
pub fn canvas(view: &View, names: &[&str]) -> RgbImage {
    let mut img = background_for(view.players).clone();
    draw(&mut img, view, names);
    img
}

/// Draws the view on `img`, a copy of its player count's background in [`BACKGROUNDS`].
pub fn draw(img: &mut RgbImage, view: &View, names: &[&str]) {
    let layout = Layout::for_players(view.players);
    let sprites = &SPRITES[layout.index()];
    for hole in view.holes.iter().filter(|h| h.token) {
        let (x, y) = layout.centre(hole.hole);
        style::blit_centred(img, &sprites.token, x, y);
    }
    for m in &view.moves {
        draw_move_line(img, layout, m);
    }
    for peg in &view.pegs {
        let (x, y) = layout.centre(peg.hole);
        if peg.to_move {
            style::blit_centred(img, &sprites.halos[peg.size.index()], x, y);
        }
        let o = peg.owner.index().min(MAX_PLAYERS - 1);
        style::blit_centred(img, &sprites.pegs[o][peg.size.index()][usize::from(peg.used)], x, y);
    }
    for m in &view.moves {
        draw_move_head(img, layout, view, m);
    }
    let (seat, text, note) = header_text(view, names);
    let chip = |seat: Seat| &CARD_PEGS[seat.index().min(MAX_PLAYERS - 1)][Size::Medium.index()][0];
    let headline = Headline {
        seat,
        chip: seat.map(chip),
        text,
        note,
    };
    let players: Vec<Player<_>> = (0..view.players.min(MAX_PLAYERS))
        .map(|s| Seat(s as u8))
        .map(|seat| Player {
            seat,
            chip: chip(seat),
            label: short(names, seat),
            to_act: view.to_act == Some(seat),
        })
        .collect();
    header::draw(img, WIDTH, &headline, &players);
    for seat in 0..view.players.min(MAX_PLAYERS) {
        draw_card(img, view, layout, Seat(seat as u8), names);
    }
    draw_footer(img, view, names);
}

/// A move's line, under the pegs: outlined gold, with a ring where it started and
/// a dot at the bend.
fn draw_move_line(img: &mut RgbImage, layout: Layout, m: &TurnMove) {
    let points = route(layout, m);
    let w = (layout.dx * 0.11).max(4.0);
    img.stroke_polyline(&points, w + 3.0, colour::SHADOW, 1.0);
    img.stroke_polyline(&points, w, PATH, 1.0);
    let (x, y) = points[0];
    img.stroke_round_rect(RoundRect::circle(x, y, layout.dx * 0.2), w * 0.8, PATH, 1.0);
    if m.bend.is_some() {
        let (x, y) = points[1];
        img.fill_round_rect(RoundRect::circle(x, y, w * 1.3), PATH, 1.0);
        img.fill_round_rect(RoundRect::circle(x, y, w * 0.5), colour::SPOT, 1.0);
    }
}

/// A move's arrowhead, over the pegs, just outside the peg that moved.
fn draw_move_head(img: &mut RgbImage, layout: Layout, view: &View, m: &TurnMove) {
    let points = route(layout, m);
    let end = points[points.len() - 1];
    let before = points[points.len() - 2];
    let r = match view.pegs.iter().find(|p| p.hole == m.to) {
        Some(p) => layout.peg_r(p.size) + if p.to_move { 6.0 } else { 2.0 },
        None => layout.token_r() + 2.0,
    };
    let (dx, dy) = (end.0 - before.0, end.1 - before.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let tip = (end.0 - dx / len * r, end.1 - dy / len * r);
    // Short moves (one step) get a smaller head so that it does not hide the hole.
    let size = (layout.dx * 0.3).min((len - r) * 0.45).max(8.0);
    style::fill_arrowhead(
        img,
        before,
        (tip.0 + dx / len, tip.1 + dy / len),
        size + 3.0,
        colour::SHADOW,
    );
    style::fill_arrowhead(img, before, tip, size, PATH);
}

/// The route of a move: from the hole it left, through its bend, to where it
/// landed.
fn route(layout: Layout, m: &TurnMove) -> Vec<(f32, f32)> {
    let mut points = vec![layout.centre(m.from)];
    if let Some(bend) = m.bend {
        points.push(layout.centre(bend));
    }
    points.push(layout.centre(m.to));
    points
}

/// The top-left corner of a seat's card: in the corner of the picture nearest
/// its start area `area`.
fn card_origin(layout: Layout, area: Option<&[Hole; 3]>, seat: Seat) -> (f32, f32) {
    let (left, top) = match area {
        None => (matches!(seat.index(), 0 | 2), seat.index() >= 2),
        Some(area) => {
            let (mut x, mut y) = (0.0, 0.0);
            for &hole in area {
                let (hx, hy) = layout.centre(hole);
                x += hx / 3.0;
                y += hy / 3.0;
            }
            (x < CX, y < CY - 1.0)
        }
    };
    let x = if left {
        MARGIN as f32
    } else {
        WIDTH as f32 - MARGIN as f32 - CARD_W
    };
    let y = if top {
        (MARGIN + header::HEIGHT) as f32
    } else {
        FOOTER_BASELINE - 26.0 - CARD_H
    };
    (x, y)
}

/// A player's card in a corner: their colour and name, their pegs (hollow when
/// used, a ring and a stroke when removed), a gold edge while they are to act,
/// and whether they are out or won.
fn draw_card(img: &mut RgbImage, view: &View, layout: Layout, seat: Seat, names: &[&str]) {
    let area = view.start_areas.get(seat.index());
    let (x, y) = card_origin(layout, area, seat);
    let card = RoundRect::from_corner(x, y, CARD_W, CARD_H, 8.0);
    let out = view.out.contains(&seat);
    let to_act = view.to_act == Some(seat) && !view.outcome.is_over();
    let won = view.outcome == Outcome::Won(seat);
    img.fill_round_rect(card, if out { colour::PAPER } else { colour::PANEL }, 1.0);
    let edge = if to_act || won {
        colour::TURN
    } else {
        colour::PANEL_EDGE
    };
    img.stroke_round_rect(card.grow(-1.5), if to_act || won { 3.0 } else { 1.0 }, edge, 1.0);
    let o = seat.index().min(MAX_PLAYERS - 1);
    // Whose turn it is the header says and the gold edge shows.
    let status = if won {
        crate::legacy::tr(&msg!("pictures-number-one-card-wins"))
    } else if out {
        crate::legacy::tr(&msg!("pictures-number-one-card-out"))
    } else {
        String::new()
    };
    let ink = if out { GREY } else { colour::INK };
    let name_style = TextStyle::bold(17.0, ink);
    let name = style::fit(name_style, &label(names, seat), CARD_W - 22.0);
    let end = img.text(name_style, x + 11.0, y + 23.0, &name);
    if out {
        img.fill_round_rect(
            RoundRect::from_corner(x + 9.0, y + 16.0, end - x - 7.0, 2.0, 1.0),
            GREY,
            1.0,
        );
    }

    // The pegs, small to large; removed pegs as a faint ring; then the status.
    let mut px = x + 22.0;
    let py = y + 52.0;
    for size in Size::ALL {
        let r = card_peg_r(size);
        let peg: Option<&ViewPeg> = view.pegs.iter().find(|p| p.owner == seat && p.size == size);
        match peg {
            Some(p) => {
                if p.to_move {
                    img.stroke_round_rect(RoundRect::circle(px, py, r + 2.5), 2.5, colour::TURN, 1.0);
                }
                style::blit_centred(img, &CARD_PEGS[o][size.index()][usize::from(p.used)], px, py);
            }
            None if view.phase == Phase::Placement => {
                style::blit_centred(img, &CARD_PEGS[o][size.index()][0], px, py);
            }
            None => {
                img.stroke_round_rect(RoundRect::circle(px, py, r - 1.0), 1.5, GREY, 1.0);
                let cross = [(px - r * 0.5, py - r * 0.5), (px + r * 0.5, py + r * 0.5)];
                img.stroke_polyline(&cross, 1.5, GREY, 1.0);
            }
        }
        px += 2.0 * r + 8.0;
    }
    if !status.is_empty() {
        let colour = if to_act || won { Rgb([0x8A, 0x5A, 0x00]) } else { GREY };
        let style = TextStyle::bold(15.0, colour);
        if px - 2.0 + style.width(&status) <= x + CARD_W + 3.0 {
            img.text(style, px - 2.0, py + 5.0, &status);
        } else {
            // A longer word ("éliminé"): right-aligned between the large peg and
            // the card's edge, smaller if it needs to be.
            let (left, right) = (px - 18.0, x + CARD_W - 6.0);
            let style = style.right().shrunk_to_fit(&status, right - left, 10.0);
            img.text(style, right, py + 5.0, &status);
        }
    }
}

/// The footer: the moves of the turn (what a hollow peg means is in the
/// background).
fn draw_footer(img: &mut RgbImage, view: &View, names: &[&str]) {
    let text = TextStyle::regular(16.0, colour::INK);
    let line = if let Some(first) = view.moves.first() {
        let moves: Vec<String> = view.moves.iter().map(move_words).collect();
        crate::legacy::tr(&msg!(
            "pictures-number-one-footer-moves",
            who = label(names, first.seat),
            moves = moves.join(" · ")
        ))
    } else if view.phase == Phase::Placement {
        crate::legacy::tr(&msg!("pictures-number-one-footer-placement"))
    } else if !view.outcome.is_over() {
        crate::legacy::tr(&msg!("pictures-number-one-footer-play"))
    } else {
        String::new()
    };
    img.text(
        text,
        MARGIN as f32 + 2.0,
        FOOTER_BASELINE,
        &style::fit(text, &line, WIDTH as f32 - 220.0),
    );
}

/// What a screen reader says for the picture: the players, whose turn (or the
/// result), the moves of the turn, and each player's pegs.
pub fn alt_text(view: &View, names: &[&str]) -> String {
    let (_, headline, note) = header_text(view, names);
    let players: Vec<String> = (0..view.players.min(MAX_PLAYERS))
        .map(|s| label(names, Seat(s as u8)))
        .collect();
    let mut text = crate::legacy::tr(&msg!(
        "pictures-number-one-alt",
        title = i18n::title("number-one"),
        n = view.players,
        players = players.join(", ")
    ));
    let _ = write!(text, " {headline}");
    if !note.is_empty() {
        let _ = write!(text, ", {note}");
    }
    text.push('.');
    if let Some(first) = view.moves.first() {
        let moves: Vec<String> = view.moves.iter().map(move_words).collect();
        let turn = msg!(
            "pictures-number-one-alt-turn",
            who = short(names, first.seat),
            moves = moves.join(", ")
        );
        let _ = write!(text, " {}", crate::legacy::tr(&turn));
    }
    for s in 0..view.players.min(MAX_PLAYERS) {
        let seat = Seat(s as u8);
        let who = short(names, seat);
        if view.out.contains(&seat) {
            let _ = write!(
                text,
                " {}",
                crate::legacy::tr(&msg!("pictures-number-one-alt-out", who = who))
            );
            continue;
        }
        let pegs: Vec<String> = view
            .pegs
            .iter()
            .filter(|p| p.owner == seat)
            .map(|p| {
                let peg = if p.used {
                    msg!(
                        "pictures-number-one-alt-peg-used",
                        size = p.size.adjective(),
                        hole = p.hole.to_string()
                    )
                } else {
                    msg!(
                        "pictures-number-one-alt-peg",
                        size = p.size.adjective(),
                        hole = p.hole.to_string()
                    )
                };
                crate::legacy::tr(&peg)
            })
            .collect();
        let pegs = if pegs.is_empty() {
            crate::legacy::tr(&msg!("pictures-number-one-alt-no-pegs"))
        } else {
            pegs.join(", ")
        };
        let line = msg!("pictures-number-one-alt-pegs", who = who, pegs = pegs);
        let _ = write!(text, " {}", crate::legacy::tr(&line));
    }
    text
}

/// One move in the pictures' language: `M e3-e5`, `L c2-d4 via c3`, `(flip)` when
/// it landed on an empty hole (the letters and holes are notation).
fn move_words(m: &TurnMove) -> String {
    let mut text = format!("{} {}-{}", m.size.letter(), m.from, m.to);
    if let Some(bend) = m.bend {
        text = crate::legacy::tr(&msg!("pictures-number-one-via", play = text, bend = bend.to_string()));
    }
    if m.flipped {
        text = crate::legacy::tr(&msg!("pictures-number-one-flip", play = text));
    }
    text
}

/// One move in words for the English [`diagram`]: `M e3-e5` or `L c2-d4 via c3`,
/// with `(flip)` when it landed on an empty hole.
fn move_text(m: &TurnMove) -> String {
    let mut text = format!("{} {}-{}", m.size.letter(), m.from, m.to);
    if let Some(bend) = m.bend {
        let _ = write!(text, " via {bend}");
    }
    if m.flipped {
        text.push_str(" (flip)");
    }
    text
}

/// A plain-ASCII diagram of the view for terminals: rows `k` down to `a`, indented
/// to form the hexagon, one cell per hole (`.` empty, `o` a token, `W1`/`B2`/`R3`/
/// `U1` a White/Black/Red/Blue peg of that size, `*` after a used peg; holes not
/// in play are blank), then the turn, the pegs still to move, the moves of the
/// turn, the start areas during placement, and who is out.
pub fn diagram(view: &View) -> String {
    let layout = Layout::for_players(view.players);
    let mut out = String::new();
    // The diagram is for terminals, in English whatever the room's language.
    let (_, headline, note) = crate::legacy::in_locale(Locale::En, || header_text(view, &[]));
    if note.is_empty() {
        let _ = writeln!(out, "Number One - {headline}");
    } else {
        let _ = writeln!(out, "Number One - {headline} ({note})");
    }
    for row in (0..ROWS).rev() {
        let holes: Vec<Hole> = (1..=Hole::row_len(row))
            .filter_map(|n| Hole::new(row, n))
            .filter(|&h| layout.contains(h))
            .collect();
        let (Some(first), Some(last)) = (holes.first(), holes.last()) else {
            continue;
        };
        let indent = 2 * (2 * layout.radius as usize + 1 - holes.len());
        let cells: Vec<String> = holes
            .iter()
            .map(|&hole| {
                let cell = match view.pegs.iter().find(|p| p.hole == hole) {
                    Some(p) => {
                        let letter = ['W', 'B', 'R', 'U'][p.owner.index().min(MAX_PLAYERS - 1)];
                        format!("{letter}{}{}", p.size.steps(), if p.used { "*" } else { "" })
                    }
                    None if view.holes.iter().any(|h| h.hole == hole && h.token) => "o".to_owned(),
                    None => ".".to_owned(),
                };
                format!("{cell:<3}")
            })
            .collect();
        let _ = writeln!(
            out,
            "{:<4}{}{} {last}",
            first.to_string(),
            " ".repeat(indent),
            cells.join(" ")
        );
    }
    let _ = writeln!(
        out,
        "Pegs: W White, B Black, R Red, U Blue; 1 small, 2 medium, 3 large; * used."
    );
    if view.phase == Phase::Placement {
        let areas: Vec<String> = view
            .start_areas
            .iter()
            .enumerate()
            .map(|(i, area)| format!("{} {} {} {}", seat_name(Seat(i as u8)), area[0], area[1], area[2]))
            .collect();
        let _ = writeln!(out, "Start areas: {}", areas.join(", "));
    }
    if let Some(first) = view.moves.first() {
        let moves: Vec<String> = view.moves.iter().map(move_text).collect();
        let _ = writeln!(out, "This turn, {}: {}", seat_name(first.seat), moves.join(", "));
    }
    if !view.out.is_empty() {
        let names: Vec<&str> = view.out.iter().map(|&s| seat_name(s)).collect();
        let _ = writeln!(out, "Out: {}", names.join(", "));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAMES: [&str; 3] = ["Ann", "", "Cy"];

    /// Every id this file draws or writes is in the catalog of every language.
    fn assert_no_missing_ids() {
        let missing: Vec<String> = i18n::problems()
            .into_iter()
            .filter(|id| id.starts_with("pictures-number-one") || id.starts_with("number-one"))
            .collect();
        assert!(missing.is_empty(), "{missing:?}");
    }

    #[test]
    fn a_board_for_a_french_room_is_drawn_and_described_in_french() {
        let view = samples::number_one_three_players().view();
        let english = picture(&view, &NAMES);
        let french = crate::legacy::in_locale(Locale::Fr, || {
            let png = picture(&view, &NAMES);
            let text = alt_text(&view, &NAMES);
            assert!(
                text.starts_with("Number One, 3 joueurs : Ann (Blanc), Noir, Cy (Rouge)."),
                "{text}"
            );
            assert!(text.contains("Cy (Rouge) joue, 2 à jouer : moyenne, grande."), "{text}");
            assert!(text.contains("Ce tour-ci, Cy : S e8-e9 (retournée)."), "{text}");
            assert!(text.contains("Ann : petite en c4 (retournée)"), "{text}");
            png
        });
        assert_ne!(english, french);
        assert_eq!(picture(&view, &NAMES), english, "the English cache is untouched");
        assert_no_missing_ids();
    }

    #[test]
    fn a_finished_game_for_a_spanish_room_is_drawn_and_described_in_spanish() {
        let view = samples::number_one_game_over().view();
        let english = picture(&view, &NAMES);
        let spanish = crate::legacy::in_locale(Locale::Es, || {
            let png = picture(&view, &NAMES);
            let text = alt_text(&view, &NAMES);
            assert!(text.contains("Negro gana, el último que queda."), "{text}");
            assert!(text.contains("Ann queda eliminado."), "{text}");
            assert!(text.contains("L d8-g8 por f8"), "{text}");
            png
        });
        assert_ne!(english, spanish);
        assert_eq!(picture(&view, &NAMES), english, "the English cache is untouched");
        // The terminal diagram stays in English whatever the room's language.
        let diagram_es = crate::legacy::in_locale(Locale::Es, || diagram(&view));
        assert_eq!(diagram_es, diagram(&view));
        assert!(diagram_es.starts_with("Number One - Black wins"), "{diagram_es}");
        assert_no_missing_ids();
    }

    #[test]
    fn placement_is_described_in_spanish() {
        let view = samples::number_one_placement().view();
        let text = crate::legacy::in_locale(Locale::Es, || alt_text(&view, &samples::CROWN_ANCHOR_NAMES));
        assert!(text.contains("(Negro) coloca, en su zona de salida."), "{text}");
        assert!(text.contains("Cy: sin clavijas."), "{text}");
        assert_no_missing_ids();
    }
}
