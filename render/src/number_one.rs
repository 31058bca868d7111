//! Number One: the picture and the text diagram of a [`View`] (rulings,
//! `shared/rules/number-one.md`).
//!
//! Layout, 700 × 620 px: a header line (whose turn and which pegs still move, or
//! the result), the hexagonal board in a wooden frame, and a card for each player
//! in the picture's corner nearest their start area. Rows run across the picture,
//! `a` at the bottom to `k` at the top, each centred; the frame names the first and
//! last hole of every row (`b2` … `b6`), and an empty hole shows its own name
//! faintly. With two or three players only the inner 61 holes are in play, so the
//! board is the inner hexagon, drawn larger.
//!
//! In the holes: tokens as small dark discs; pegs as discs of three sizes (small,
//! medium, large, with their size as a digit) in White, Black, Red and Blue; a used
//! (turned-over) peg is hollow; pegs still to move this turn have a gold halo. The
//! moves of the turn are drawn as lines from the hole a peg left, through its bend,
//! to an arrowhead at the peg. The footer lists the moves. Players who are out are
//! greyed on their card.
//!
//! The paper, frame, holes, labels, title, legend and the players' cards (panel
//! and name) are drawn once per number of players ([`BACKGROUNDS`]); tokens and
//! pegs are pre-rendered sprites.

use crate::samples;
use crate::style::{self, colour, Canvas, RoundRect, Sprite, TextStyle};
use image::{Rgb, RgbImage, RgbaImage};
use parlor_games::number_one::{
    seat_name, Hole, NumberOne, Options, Phase, Size, TurnMove, View, ViewPeg, FULL_RADIUS, INNER_RADIUS, MAX_PLAYERS,
    ROWS,
};
use parlor_games::{Outcome, Seat, SeededRng};
use std::fmt::Write as _;
use std::sync::LazyLock;

/// Picture width in pixels.
pub const WIDTH: u32 = 700;
/// Picture height in pixels.
pub const HEIGHT: u32 = 620;

const MARGIN: i32 = 14;
const HEADER: i32 = 44;
/// The board's centre.
const CX: f32 = WIDTH as f32 / 2.0;
const CY: f32 = (MARGIN + HEADER) as f32 + FRAME_APOTHEM;
/// Distance from the centre to the frame's flat top edge.
const FRAME_APOTHEM: f32 = 258.0;
/// Width of the wooden frame, where the row labels are printed.
const FRAME_WIDTH: f32 = 30.0;
const SURFACE_APOTHEM: f32 = FRAME_APOTHEM - FRAME_WIDTH;
const COS30: f32 = 0.866_025_4;
const FOOTER_BASELINE: f32 = HEIGHT as f32 - 18.0;
const CARD_W: f32 = 140.0;
const CARD_H: f32 = 72.0;

/// The playing surface: light wood.
const SURFACE: Rgb<u8> = Rgb([0xE8, 0xD3, 0xA6]);
/// The inside of a hole.
const HOLE: Rgb<u8> = Rgb([0xC4, 0xA2, 0x6E]);
const HOLE_RIM: Rgb<u8> = Rgb([0x9C, 0x7A, 0x4A]);
/// The socket of a used (turned-over) peg.
const HOLLOW: Rgb<u8> = Rgb([0xC9, 0xA8, 0x74]);
/// A token.
const TOKEN: Rgb<u8> = Rgb([0x3A, 0x2C, 0x22]);
/// Lines of the turn's moves.
const PATH: Rgb<u8> = Rgb([0xB8, 0x86, 0x0B]);
/// A greyed-out player.
const GREY: Rgb<u8> = Rgb([0xA8, 0x9E, 0x8E]);

/// Each seat's pegs, in seat order (White, Black, Red, Blue): face, edge (the
/// peg's thickness), and the ink of the digit.
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

/// Signed distance to a flat-topped regular hexagon centred on the board with
/// apothem `apothem`, its corners rounded by `round` (after Inigo Quilez's
/// `sdHexagon`).
fn hexagon_distance(x: f32, y: f32, apothem: f32, round: f32) -> f32 {
    let (kx, ky, kz) = (-COS30, 0.5, 0.577_350_3);
    let r = apothem - round;
    let (mut px, mut py) = ((x - CX).abs(), (y - CY).abs());
    let fold = 2.0 * (kx * px + ky * py).min(0.0);
    px -= fold * kx;
    py -= fold * ky;
    px -= px.clamp(-kz * r, kz * r);
    py -= r;
    (px * px + py * py).sqrt() * py.signum() - round
}

/// Where the frame's labels for a row go: the middle of the frame at the row's
/// height, left and right.
fn frame_label_x(y: f32) -> f32 {
    let mid = SURFACE_APOTHEM + FRAME_WIDTH / 2.0;
    (mid - (y - CY).abs() * 0.5) / COS30
}

/// The paper, frame, surface, holes and labels of one board size.
fn background(layout: Layout) -> RgbImage {
    let mut img = RgbImage::from_pixel(WIDTH, HEIGHT, colour::PAPER);
    let outer = [
        CX - FRAME_APOTHEM / COS30,
        CY - FRAME_APOTHEM,
        CX + FRAME_APOTHEM / COS30,
        CY + FRAME_APOTHEM,
    ];
    style::fill_shape(&mut img, outer, colour::SHADOW, 0.25, 4.0, |x, y| {
        hexagon_distance(x - 1.0, y - 2.0, FRAME_APOTHEM, 10.0)
    });
    style::fill_shape(&mut img, outer, colour::FRAME, 1.0, 1.0, |x, y| {
        hexagon_distance(x, y, FRAME_APOTHEM, 10.0)
    });
    style::fill_shape(&mut img, outer, Rgb([0x4A, 0x31, 0x1A]), 1.0, 1.0, |x, y| {
        hexagon_distance(x, y, SURFACE_APOTHEM + 1.0, 4.0)
    });
    style::fill_shape(&mut img, outer, SURFACE, 1.0, 1.0, |x, y| {
        hexagon_distance(x, y, SURFACE_APOTHEM, 4.0)
    });

    let name = TextStyle::regular((layout.dx * 0.21).round(), colour::FADED_INK).centred();
    for hole in Hole::all().filter(|&h| layout.contains(h)) {
        let (x, y) = layout.centre(hole);
        let r = layout.hole_r();
        let well = RoundRect::circle(x, y, r);
        style::fill_round_rect(&mut img, well.grow(1.0), HOLE_RIM, 1.0);
        style::fill_round_rect(&mut img, well, HOLE, 1.0);
        // A shadow along the top inside edge makes the hole look sunk.
        let lip = well.shift(0.0, 2.0);
        style::fill_shape(&mut img, well.bounds(), HOLE_RIM, 0.6, 1.5, |px, py| {
            well.distance(px, py).max(-lip.distance(px, py))
        });
        style::draw_text(&mut img, name, x, name.centre_baseline(y + 1.0), &hole.to_string());
    }

    let label = TextStyle::bold(13.0, colour::FRAME_TEXT).centred();
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
        style::draw_text(&mut img, label, CX - dx, baseline, &first.to_string());
        style::draw_text(&mut img, label, CX + dx, baseline, &last.to_string());
    }
    draw_title_and_legend(&mut img);
    img
}

/// The static layers, by number of players (`[2, 3, 4]`): the board of their
/// size ([`background`]) and each player's card as it is while they play (panel,
/// edge and name; what changes is drawn over it, see [`draw_card`]).
pub static BACKGROUNDS: LazyLock<[RgbImage; 3]> = LazyLock::new(|| {
    [2, 3, 4].map(|players| {
        let layout = Layout::for_players(players);
        let mut img = background(layout);
        for (seat, area) in START_AREAS[players - 2].iter().enumerate() {
            let (x, y) = card_origin(layout, Some(area), Seat(seat as u8));
            draw_card_face(&mut img, x, y, Seat(seat as u8), false);
        }
        img
    })
});

/// The background for `players`.
fn background_for(players: usize) -> &'static RgbImage {
    &BACKGROUNDS[players.clamp(2, MAX_PLAYERS) - 2]
}

/// Every seat's start area with `players` playing: the engine's own (they depend
/// on nothing else).
fn start_areas(players: usize) -> Vec<[Hole; 3]> {
    let options = Options { quick: false };
    NumberOne::new(players, &options, &mut SeededRng::new(0))
        .view()
        .start_areas
}

/// [`start_areas`] for 2, 3 and 4 players.
static START_AREAS: LazyLock<[Vec<[Hole; 3]>; 3]> = LazyLock::new(|| [2, 3, 4].map(start_areas));

/// The card of a player who is out, by number of players and seat: the panel
/// faded, the name greyed and struck through, over the plain board's pixels; an
/// opaque tile copied over the card in the background, with its top-left pixel.
static OUT_CARDS: LazyLock<[Vec<(i32, i32, Sprite)>; 3]> = LazyLock::new(|| {
    [2, 3, 4].map(|players| {
        let layout = Layout::for_players(players);
        let plain = background(layout);
        START_AREAS[players - 2]
            .iter()
            .enumerate()
            .map(|(seat, area)| {
                let (x, y) = card_origin(layout, Some(area), Seat(seat as u8));
                let mut card = plain.clone();
                draw_card_face(&mut card, x, y, Seat(seat as u8), true);
                // The card's pixels: its bounds and the anti-aliasing around them.
                let (x0, y0) = (x as i32 - 3, y as i32 - 3);
                let (w, h) = (CARD_W as u32 + 6, CARD_H as u32 + 6);
                let tile = RgbaImage::from_fn(w, h, |tx, ty| {
                    let p = card.get_pixel(x0 as u32 + tx, y0 as u32 + ty).0;
                    image::Rgba([p[0], p[1], p[2], 255])
                });
                (x0, y0, Sprite::from(tile))
            })
            .collect()
    })
});

/// A peg in a transparent sprite: a disc in its owner's colour showing its size
/// as a digit, solid when fresh and hollow when used (turned over).
fn peg_sprite(owner: usize, r: f32, size: Size, used: bool) -> RgbaImage {
    let side = (2.0 * r + 8.0).ceil() as u32;
    let mut img = RgbaImage::new(side, side);
    let c = side as f32 / 2.0;
    let thick = (r * 0.14).max(1.5);
    let face = RoundRect::circle(c, c - thick / 2.0, r - thick / 2.0);
    let body = face.shift(0.0, thick);
    let shadow = body.shift(r * 0.05, r * 0.12);
    style::fill_shape(
        &mut img,
        shadow.grow(1.0).bounds(),
        colour::SHADOW,
        0.35,
        r * 0.15,
        |x, y| shadow.distance(x, y),
    );
    // White pegs get a dark outline so that they stand out on light wood.
    if owner == 0 {
        style::fill_round_rect(&mut img, body.grow(1.2), colour::FADED_INK, 1.0);
    }
    style::fill_round_rect(&mut img, body, EDGES[owner], 1.0);
    style::fill_round_rect(&mut img, face, FACES[owner], 1.0);
    if owner == 0 {
        style::stroke_round_rect(&mut img, face, 1.0, colour::FADED_INK, 0.6);
    }
    let digit = size.steps().to_string();
    if used {
        // Hollow: the underside's socket, with the size inside it.
        let hollow = face.grow(-face.hw * 0.34);
        style::fill_round_rect(&mut img, hollow.grow(1.2), EDGES[owner], 1.0);
        style::fill_round_rect(&mut img, hollow, HOLLOW, 1.0);
        let text = TextStyle::bold(hollow.hw * 1.5, colour::INK).centred();
        style::draw_text(&mut img, text, face.cx, text.centre_baseline(face.cy), &digit);
    } else {
        style::stroke_round_rect(&mut img, face.grow(-r * 0.14), (r * 0.06).max(1.0), colour::WHITE, 0.25);
        let text = TextStyle::bold(face.hw * 1.2, DIGITS[owner]).centred();
        style::draw_text(&mut img, text, face.cx, text.centre_baseline(face.cy), &digit);
    }
    img
}

/// A token: a small dark disc with a highlight.
fn token_sprite(r: f32) -> RgbaImage {
    let side = (2.0 * r + 6.0).ceil() as u32;
    let mut img = RgbaImage::new(side, side);
    let c = side as f32 / 2.0;
    let disc = RoundRect::circle(c, c, r);
    style::fill_round_rect(&mut img, disc.shift(0.5, 1.5), colour::SHADOW, 0.4);
    style::fill_round_rect(&mut img, disc, TOKEN, 1.0);
    let shine = RoundRect::circle(c - r * 0.3, c - r * 0.35, r * 0.3);
    style::fill_shape(
        &mut img,
        shine.grow(r * 0.2).bounds(),
        colour::WHITE,
        0.3,
        r * 0.35,
        |x, y| shine.distance(x, y),
    );
    img
}

/// The gold halo under a peg that still has to move this turn.
fn halo_sprite(r: f32) -> RgbaImage {
    let side = (2.0 * r + 14.0).ceil() as u32;
    let mut img = RgbaImage::new(side, side);
    let c = side as f32 / 2.0;
    let ring = RoundRect::circle(c, c, r + 3.0);
    style::fill_shape(&mut img, ring.grow(4.0).bounds(), colour::TURN, 0.45, 3.0, |x, y| {
        ring.distance(x, y).abs() - 2.5
    });
    style::stroke_round_rect(&mut img, ring, 3.0, colour::TURN, 1.0);
    img
}

/// Every sprite of one board size, rendered once.
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
                .map(|o| Size::ALL.map(|s| [false, true].map(|used| peg_sprite(o, layout.peg_r(s), s, used).into())))
                .collect(),
            token: token_sprite(layout.token_r()).into(),
            halos: Size::ALL.map(|s| halo_sprite(layout.peg_r(s)).into()),
        }
    }
}

static SPRITES: LazyLock<[Sprites; 2]> = LazyLock::new(|| LAYOUTS.map(Sprites::new));

/// The small pegs on the players' cards and in the header: `[owner][size][used]`.
static CARD_PEGS: LazyLock<Vec<[[Sprite; 2]; 3]>> = LazyLock::new(|| {
    (0..MAX_PLAYERS)
        .map(|o| Size::ALL.map(|s| [false, true].map(|used| peg_sprite(o, card_peg_r(s), s, used).into())))
        .collect()
});

fn card_peg_r(size: Size) -> f32 {
    match size {
        Size::Small => 9.0,
        Size::Medium => 11.5,
        Size::Large => 14.0,
    }
}

/// Composites a sprite centred on (`x`, `y`).
fn blit_centred(img: &mut Canvas, sprite: &Sprite, x: f32, y: f32) {
    let (w, h) = (sprite.width() as f32, sprite.height() as f32);
    style::blit(img, sprite, (x - w / 2.0).round() as i32, (y - h / 2.0).round() as i32);
}

/// The header: the seat whose colour leads the line, the headline and a note.
fn header_text(view: &View) -> (Option<Seat>, String, String) {
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (
            Some(seat),
            format!("{} wins", seat_name(seat)),
            "the last player left".to_owned(),
        ),
        (Outcome::Draw, _) => (None, "Draw".to_owned(), String::new()),
        (Outcome::Ongoing, Some(seat)) => match view.phase {
            Phase::Placement => (
                Some(seat),
                format!("{} to place", seat_name(seat)),
                "on the start area".to_owned(),
            ),
            Phase::Play => {
                let left: Vec<&str> = view
                    .pegs
                    .iter()
                    .filter(|p| p.owner == seat && p.to_move)
                    .map(|p| size_name(p.size))
                    .collect();
                let note = match left.len() {
                    0 => String::new(),
                    1 => format!("{} peg to move", left[0]),
                    _ => format!("{} pegs to move: {}", left.len(), left.join(", ")),
                };
                (Some(seat), format!("{} to move", seat_name(seat)), note)
            }
        },
        (Outcome::Ongoing, None) => (None, "Game over".to_owned(), String::new()),
    }
}

fn size_name(size: Size) -> &'static str {
    match size {
        Size::Small => "small",
        Size::Medium => "medium",
        Size::Large => "large",
    }
}

/// A PNG picture of the view: the board with its tokens and pegs, the moves of the
/// turn, and each player's card (pegs left, used pegs, out). [`WIDTH`] ×
/// [`HEIGHT`] pixels; the same view always gives the same bytes.
pub fn picture(view: &View) -> Vec<u8> {
    palette(view.players).picture(|img| draw(img, view))
}

/// The palette the pictures of a game of `players` are encoded with, learned for
/// its background in [`BACKGROUNDS`].
pub fn palette(players: usize) -> &'static style::FixedPalette {
    &PALETTES[players.clamp(2, MAX_PLAYERS) - 2]
}

/// The palette of each player count's pictures, learned from games unlike the
/// benchmarked ones.
static PALETTES: [LazyLock<style::FixedPalette>; 3] = [
    LazyLock::new(|| learn_palette(2)),
    LazyLock::new(|| learn_palette(3)),
    LazyLock::new(|| learn_palette(4)),
];

fn learn_palette(players: usize) -> style::FixedPalette {
    let samples = [
        samples::number_one_game(players, 101, 2 * players),
        samples::number_one_game(players, 102, 12 * players),
        samples::number_one_game(players, 103, 2000),
    ];
    style::FixedPalette::learn(
        background_for(players),
        &samples.map(|g| canvas(&g.view())),
        &colour::ALL,
    )
}

/// The picture of the view as pixels, before encoding.
pub fn canvas(view: &View) -> RgbImage {
    Canvas::draw(background_for(view.players), |img| draw(img, view))
}

/// Draws the view on `img`, a canvas holding its player count's background in [`BACKGROUNDS`].
pub fn draw(img: &mut Canvas, view: &View) {
    let layout = Layout::for_players(view.players);
    let sprites = &SPRITES[layout.index()];

    // Start areas: a faint ring in the owner's colour, until play begins.
    if view.phase == Phase::Placement {
        for (seat, area) in view.start_areas.iter().enumerate() {
            for &hole in area {
                let (x, y) = layout.centre(hole);
                let ring = RoundRect::circle(x, y, layout.hole_r() + 4.0);
                style::stroke_round_rect(img, ring, 3.0, EDGES[seat.min(MAX_PLAYERS - 1)], 0.8);
            }
        }
    }
    for hole in view.holes.iter().filter(|h| h.token) {
        let (x, y) = layout.centre(hole.hole);
        blit_centred(img, &sprites.token, x, y);
    }
    for m in &view.moves {
        draw_move_line(img, layout, m);
    }
    for peg in &view.pegs {
        let (x, y) = layout.centre(peg.hole);
        if peg.to_move {
            blit_centred(img, &sprites.halos[peg.size.index()], x, y);
        }
        let o = peg.owner.index().min(MAX_PLAYERS - 1);
        blit_centred(img, &sprites.pegs[o][peg.size.index()][usize::from(peg.used)], x, y);
    }
    for m in &view.moves {
        draw_move_head(img, layout, view, m);
    }

    draw_header(img, view);
    for seat in 0..view.players.min(MAX_PLAYERS) {
        draw_card(img, view, layout, Seat(seat as u8));
    }
    draw_footer(img, view);
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

/// A move's line, under the pegs: outlined gold, with a ring where it started and
/// a dot at the bend.
fn draw_move_line(img: &mut Canvas, layout: Layout, m: &TurnMove) {
    let points = route(layout, m);
    let w = (layout.dx * 0.11).max(4.0);
    style::stroke_polyline(img, &points, w + 3.0, colour::SHADOW, 0.35);
    style::stroke_polyline(img, &points, w, PATH, 1.0);
    let (x, y) = points[0];
    style::stroke_round_rect(img, RoundRect::circle(x, y, layout.dx * 0.2), w * 0.8, PATH, 1.0);
    if m.bend.is_some() {
        let (x, y) = points[1];
        style::fill_round_rect(img, RoundRect::circle(x, y, w * 1.3), PATH, 1.0);
        style::fill_round_rect(img, RoundRect::circle(x, y, w * 0.5), colour::SPOT, 1.0);
    }
}

/// A move's arrowhead, over the pegs, just outside the peg that moved.
fn draw_move_head(img: &mut Canvas, layout: Layout, view: &View, m: &TurnMove) {
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
        size + 2.0,
        colour::SHADOW,
    );
    style::fill_arrowhead(img, before, tip, size, PATH);
}

fn draw_header(img: &mut Canvas, view: &View) {
    let (seat, headline, note) = header_text(view);
    let big = TextStyle::bold(24.0, colour::INK);
    let baseline = big.centre_baseline((MARGIN + HEADER / 2) as f32) - 2.0;
    let mut x = MARGIN as f32;
    if let Some(seat) = seat {
        let o = seat.index().min(MAX_PLAYERS - 1);
        let peg = &CARD_PEGS[o][Size::Large.index()][0];
        blit_centred(img, peg, x + 14.0, (MARGIN + HEADER / 2) as f32 - 2.0);
        x += 36.0;
    }
    let end = style::draw_text(img, big, x, baseline, &headline);
    if !note.is_empty() {
        let small = TextStyle::regular(16.0, colour::FADED_INK);
        style::draw_text(img, small, end + 10.0, baseline, &format!("— {note}"));
    }
}

/// The game's name at the right of the header line and the legend at the right
/// of the footer, in the background: neither changes.
fn draw_title_and_legend(img: &mut RgbImage) {
    let baseline = TextStyle::bold(24.0, colour::INK).centre_baseline((MARGIN + HEADER / 2) as f32) - 2.0;
    let right = (WIDTH as i32 - MARGIN) as f32;
    let title = TextStyle::bold(16.0, colour::FADED_INK).right();
    style::draw_text(img, title, right, baseline, "NUMBER ONE");
    let legend = TextStyle::regular(14.0, colour::FADED_INK).right();
    style::draw_text(img, legend, right, FOOTER_BASELINE, "hollow peg: flip used");
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
        (MARGIN + HEADER) as f32
    } else {
        FOOTER_BASELINE - 26.0 - CARD_H
    };
    (x, y)
}

/// What a seat's card shows whatever happens: the panel (faded if `out`), its
/// edge and the seat's name (greyed and struck through if `out`); and where the
/// name ends.
fn draw_card_face(img: &mut impl style::Surface, x: f32, y: f32, seat: Seat, out: bool) -> f32 {
    let card = RoundRect::from_corner(x, y, CARD_W, CARD_H, 8.0);
    style::fill_round_rect(img, card, colour::PANEL, if out { 0.6 } else { 1.0 });
    style::stroke_round_rect(img, card.grow(-0.5), 1.0, colour::PANEL_EDGE, 1.0);
    let ink = if out { GREY } else { colour::INK };
    let end = style::draw_text(img, TextStyle::bold(17.0, ink), x + 12.0, y + 24.0, seat_name(seat));
    if out {
        let line = RoundRect::from_corner(x + 10.0, y + 17.0, end - x - 8.0, 2.0, 1.0);
        style::fill_round_rect(img, line, GREY, 1.0);
    }
    end
}

/// A player's card in a corner: their colour and name, their pegs (hollow when
/// used, a dashed ring when removed), and whether they are to move, out or won.
///
/// The face of the card ([`draw_card_face`]) is in the background for a player
/// still in, and copied from [`OUT_CARDS`] for one who is out; nothing drawn
/// here overlaps the name, so the pixels are those of drawing it all in order.
fn draw_card(img: &mut Canvas, view: &View, layout: Layout, seat: Seat) {
    let area = view.start_areas.get(seat.index());
    let (x, y) = card_origin(layout, area, seat);
    let card = RoundRect::from_corner(x, y, CARD_W, CARD_H, 8.0);
    let out = view.out.contains(&seat);
    let to_act = view.to_act == Some(seat) && !view.outcome.is_over();
    let won = view.outcome == Outcome::Won(seat);
    // The engine's start areas depend only on the number of players, so this
    // always holds; were it not to, the card is drawn in full where it goes.
    let players = view.players.clamp(2, MAX_PLAYERS);
    let standard = area.is_some() && area == START_AREAS[players - 2].get(seat.index());
    if !standard {
        draw_card_face(img, x, y, seat, out);
    } else if out {
        let (tx, ty, tile) = &OUT_CARDS[players - 2][seat.index()];
        style::blit(img, tile, *tx, *ty);
    }
    if to_act || won {
        style::stroke_round_rect(img, card.grow(-1.5), 3.0, colour::TURN, 1.0);
    }
    let o = seat.index().min(MAX_PLAYERS - 1);
    let name = TextStyle::bold(17.0, if out { GREY } else { colour::INK });
    let end = style::text_end(name, x + 12.0, seat_name(seat));
    let status = if won {
        "wins"
    } else if out {
        "out"
    } else if to_act {
        match view.phase {
            Phase::Placement => "to place",
            Phase::Play => "to move",
        }
    } else {
        ""
    };
    if !status.is_empty() {
        let colour = if to_act || won { Rgb([0x9A, 0x6A, 0x08]) } else { GREY };
        style::draw_text(img, TextStyle::bold(14.0, colour), end + 7.0, y + 24.0, status);
    }

    // The pegs, small to large; removed pegs as a faint ring.
    let mut px = x + 22.0;
    let py = y + 52.0;
    for size in Size::ALL {
        let r = card_peg_r(size);
        let peg: Option<&ViewPeg> = view.pegs.iter().find(|p| p.owner == seat && p.size == size);
        match peg {
            Some(p) => {
                if p.to_move {
                    let halo = RoundRect::circle(px, py, r + 2.5);
                    style::stroke_round_rect(img, halo, 2.5, colour::TURN, 1.0);
                }
                blit_centred(img, &CARD_PEGS[o][size.index()][usize::from(p.used)], px, py);
            }
            None if view.phase == Phase::Placement => {
                blit_centred(img, &CARD_PEGS[o][size.index()][0], px, py);
            }
            None => {
                let ring = RoundRect::circle(px, py, r - 1.0);
                style::stroke_round_rect(img, ring, 1.5, GREY, 1.0);
                let cross = [(px - r * 0.5, py - r * 0.5), (px + r * 0.5, py + r * 0.5)];
                style::stroke_polyline(img, &cross, 1.5, GREY, 1.0);
            }
        }
        px += 2.0 * r + 10.0;
    }
}

/// The footer: the moves of the turn (what a hollow peg means is in the
/// background).
fn draw_footer(img: &mut Canvas, view: &View) {
    let text = TextStyle::regular(15.0, colour::INK);
    let mut line = String::new();
    if let Some(first) = view.moves.first() {
        let moves: Vec<String> = view.moves.iter().map(move_text).collect();
        let _ = write!(line, "{}: {}", seat_name(first.seat), moves.join(" · "));
    } else if view.phase == Phase::Placement {
        line.push_str("Each player puts their pegs on their start area.");
    } else if !view.outcome.is_over() {
        line.push_str("Each peg moves exactly its size and lands on a token.");
    }
    style::draw_text(img, text, MARGIN as f32 + 2.0, FOOTER_BASELINE, &line);
}

/// One move in words: `M e3-e5` or `L c2-d4 via c3`, with `(flip)` when it landed
/// on an empty hole.
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
    let (_, headline, note) = header_text(view);
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
