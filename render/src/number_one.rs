//! Number One: the scene and the text diagram of a [`View`] (rulings,
//! `shared/rules/number-one.md`).
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
//! The paper, frame, holes, labels, start areas, title and legend are a layer
//! built once per number of players and language ([`BACKGROUNDS`]); tokens,
//! pegs and halos are symbols defined once per board size ([`SYMBOLS`]). Every
//! word is in the room's language; the text [`diagram`] stays in English.

use crate::drawing::{engine, Drawing};
use crate::header::{self, Headline, Player, MARGIN};
use crate::samples;
use crate::scene::{Layer, Mark, Piece, Place, Role, Scene, Symbol, Words};
use crate::style::{self, colour, RoundRect, Surface, TextStyle};
use crate::words::{tr, PerLocale, Table};
use image::Rgb;
use parlor_games::i18n::{self, Locale};
use parlor_games::number_one::{
    seat_name, Hole, NumberOne, Options, Phase, Size, TurnMove, View, ViewPeg, FULL_RADIUS, INNER_RADIUS, MAX_PLAYERS,
    ROWS,
};
use parlor_games::{msg, AnyGame, Game, Outcome, Seat, SeededRng};
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

/// Number One in the registry of drawings ([`crate::drawing()`]).
pub struct NumberOneDrawing;

impl Drawing for NumberOneDrawing {
    fn scene(&self, game: &AnyGame, names: &[&str], locale: Locale) -> Scene {
        scene(&engine::<NumberOne>(game).view(), names, locale)
    }

    fn diagram(&self, game: &AnyGame, _names: &[&str]) -> String {
        diagram(&engine::<NumberOne>(game).view())
    }
}

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

    /// The board's name in its symbols' names.
    fn name(&self) -> &'static str {
        ["full", "inner"][self.index()]
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

/// The backgrounds by number of players (`[2, 3, 4]`), each once per language
/// (the title and the legend are words): paper, frame, surface, holes with
/// their names, the frame's row labels, the start areas, the game's name and
/// the legend.
pub static BACKGROUNDS: [PerLocale<Layer>; 3] = [
    PerLocale::new(background::<2>),
    PerLocale::new(background::<3>),
    PerLocale::new(background::<4>),
];

/// The background for `players` in `locale`.
fn background_for(players: usize, locale: Locale) -> &'static Layer {
    BACKGROUNDS[players.clamp(2, MAX_PLAYERS) - 2].get(locale)
}

/// The paper, frame, surface, holes, labels and start areas of a board for
/// `PLAYERS`, with the words in `locale`.
fn background<const PLAYERS: usize>(locale: Locale) -> Layer {
    let layout = Layout::for_players(PLAYERS);
    let mut img = Scene::on_paper(WIDTH, HEIGHT, colour::PAPER);
    img.fill_polygon(&hexagon(FRAME_APOTHEM, 1.0, 2.5), colour::SHADOW, 0.25);
    img.fill_polygon(&hexagon(FRAME_APOTHEM, 0.0, 0.0), colour::FRAME, 1.0);
    img.fill_polygon(&hexagon(SURFACE_APOTHEM + 1.0, 0.0, 0.0), Rgb([0x4A, 0x31, 0x1A]), 1.0);
    img.fill_polygon(&hexagon(SURFACE_APOTHEM, 0.0, 0.0), SURFACE, 1.0);

    // The start areas: a band in the owner's colour under their three holes
    // (through the corner hole), wider than the largest peg, so that it shows
    // round the pegs standing on it.
    for (seat, area) in START_AREAS[PLAYERS.clamp(2, MAX_PLAYERS) - 2].iter().enumerate() {
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
        img.role(Role::Mark {
            mark: Mark::StartArea,
            at: Place::square(area[corner]),
        });
        img.stroke_polyline(&band, width + 3.0, colour::INK, 1.0);
        img.stroke_polyline(&band, width, FACES[seat.min(MAX_PLAYERS - 1)], 1.0);
    }
    let name = TextStyle::regular(14.0, colour::FADED_INK).centred();
    for hole in Hole::all().filter(|&h| layout.contains(h)) {
        let (x, y) = layout.centre(hole);
        let well = RoundRect::circle(x, y, layout.hole_r());
        img.role(Role::Decoration);
        img.fill_round_rect(well.grow(1.0), HOLE_RIM, 1.0);
        img.fill_round_rect(well, HOLE, 1.0);
        img.role(Role::Label {
            at: Place::square(hole),
        })
        .text(name, x, name.centre_baseline(y + 1.0), &hole.to_string());
    }

    let label = TextStyle::bold(14.0, colour::FRAME_TEXT).centred();
    img.role(Role::Label { at: Place::Board });
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
    img.role(Role::Decoration);
    let title = tr(locale, &i18n::title("number-one")).to_uppercase();
    header::draw_title(&mut img, WIDTH, &title);
    let legend = TextStyle::regular(15.0, colour::FADED_INK).right();
    img.role(Role::Words {
        words: Words::Legend,
        seat: None,
    });
    img.text(
        legend,
        WIDTH as f32 - MARGIN as f32,
        FOOTER_BASELINE,
        &tr(locale, &msg!("pictures-number-one-legend")),
    );
    img.role(Role::Decoration);
    Layer::new(
        format!("number-one-{PLAYERS}-{}", locale.code()),
        locale,
        img,
        palette_samples::<PLAYERS>,
    )
}

/// The scenes the PNG palette of a board for `PLAYERS` is learned from: seeded
/// games unlike the benchmarked ones, early, later and over.
fn palette_samples<const PLAYERS: usize>(locale: Locale) -> Vec<Scene> {
    let names = &samples::CROWN_ANCHOR_NAMES;
    [
        samples::number_one_game(PLAYERS, 101, 2 * PLAYERS),
        samples::number_one_game(PLAYERS, 102, 12 * PLAYERS),
        samples::number_one_game(PLAYERS, 103, 2000),
    ]
    .iter()
    .map(|game| scene(&game.view(), names, locale))
    .collect()
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

/// A peg of `set` (a board's or the cards'): a disc in its owner's colour with
/// a rim, showing its size as a digit, solid when fresh and hollow when used
/// (turned over).
fn peg(set: &str, owner: usize, r: f32, size: Size, used: bool) -> Symbol {
    let side = (2.0 * r + 8.0).ceil() as u32;
    let mut img = Scene::new(side, side);
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
    let side = if used { "used" } else { "fresh" };
    Symbol::new(format!("number-one-{set}-peg-{owner}-{digit}-{side}"), img)
}

/// The pegs of `set` with radius `r(size)`: `[owner][size][used]`.
fn pegs(set: &str, r: impl Fn(Size) -> f32) -> [[[Symbol; 2]; 3]; MAX_PLAYERS] {
    std::array::from_fn(|o| Size::ALL.map(|s| [false, true].map(|used| peg(set, o, r(s), s, used))))
}

/// A token: a light brass disc with a darker edge.
fn token(layout: Layout) -> Symbol {
    let r = layout.token_r();
    let side = (2.0 * r + 6.0).ceil() as u32;
    let mut img = Scene::new(side, side);
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
    Symbol::new(format!("number-one-{}-token", layout.name()), img)
}

/// The gold halo under a peg of `size` that still has to move this turn.
fn halo(layout: Layout, size: Size) -> Symbol {
    let r = layout.peg_r(size);
    let side = (2.0 * r + 16.0).ceil() as u32;
    let mut img = Scene::new(side, side);
    let c = side as f32 / 2.0;
    let ring = RoundRect::circle(c, c, r + 4.0);
    img.stroke_round_rect(ring, 8.0, colour::TURN, 0.45);
    img.stroke_round_rect(ring, 3.5, colour::TURN, 1.0);
    Symbol::new(format!("number-one-{}-halo-{}", layout.name(), size.steps()), img)
}

/// The symbols of one board size.
pub struct BoardSymbols {
    /// `[owner][size][used]`.
    pegs: [[[Symbol; 2]; 3]; MAX_PLAYERS],
    token: Symbol,
    /// `[size]`.
    halos: [Symbol; 3],
}

impl BoardSymbols {
    fn new(layout: Layout) -> BoardSymbols {
        BoardSymbols {
            pegs: pegs(layout.name(), |s| layout.peg_r(s)),
            token: token(layout),
            halos: Size::ALL.map(|s| halo(layout, s)),
        }
    }
}

/// Every symbol, defined once.
pub struct Symbols {
    /// By board: the full board's (four players), then the inner board's.
    boards: [BoardSymbols; 2],
    /// The small pegs on the players' cards and in the header: `[owner][size][used]`.
    card_pegs: [[[Symbol; 2]; 3]; MAX_PLAYERS],
}

/// The tokens, pegs and halos Number One places.
pub static SYMBOLS: LazyLock<Symbols> = LazyLock::new(|| Symbols {
    boards: LAYOUTS.map(BoardSymbols::new),
    card_pegs: pegs("card", card_peg_r),
});

fn card_peg_r(size: Size) -> f32 {
    match size {
        Size::Small => 9.0,
        Size::Medium => 11.5,
        Size::Large => 14.0,
    }
}

/// What a peg shows the public: its size, and whether it is turned over.
fn peg_piece(size: Size, used: bool) -> Piece {
    Piece::Peg {
        size: size.steps(),
        used,
    }
}

/// The words of one scene of this game: the players' names and the room's
/// language.
fn table<'a>(names: &'a [&'a str], locale: Locale) -> Table<'a> {
    Table::new("number-one", MAX_PLAYERS, names, locale)
}

/// The seats at the table, in seat order.
fn seats(view: &View) -> impl Iterator<Item = Seat> {
    (0..view.players.min(MAX_PLAYERS)).map(|s| Seat(s as u8))
}

/// The header: the seat the line is about, the headline and a note.
fn header_text(view: &View, table: Table) -> (Option<Seat>, String, String) {
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (
            Some(seat),
            table.tr(msg!("pictures-wins", who = table.label(seat))),
            table.tr(msg!("pictures-number-one-last-left")),
        ),
        (Outcome::Draw, _) => (None, table.tr(msg!("pictures-draw")), String::new()),
        (Outcome::Ongoing, Some(seat)) => match view.phase {
            Phase::Placement => (
                Some(seat),
                table.tr(msg!("pictures-number-one-to-place", who = table.label(seat))),
                table.tr(msg!("pictures-number-one-on-start-area")),
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
                    [size] => table.tr(msg!("pictures-number-one-peg-to-move", peg = size.peg())),
                    _ => {
                        let sizes: Vec<String> = left.iter().map(|s| table.tr(s.adjective())).collect();
                        table.tr(msg!(
                            "pictures-number-one-pegs-to-move",
                            n = left.len(),
                            sizes = sizes.join(", ")
                        ))
                    }
                };
                let text = table.tr(msg!("pictures-to-move", who = table.label(seat)));
                (Some(seat), text, note)
            }
        },
        (Outcome::Ongoing, None) => (None, table.tr(msg!("pictures-game-over")), String::new()),
    }
}

/// The scene of the view: the board with its tokens and pegs, the start areas,
/// the moves of the turn, and each player's card (name, pegs left, used pegs,
/// out), the players named by `names[seat]`, every word in `locale`, and the
/// alt text (the players, whose turn or the result, the moves of the turn, and
/// each player's pegs). [`WIDTH`] × [`HEIGHT`] pixels.
pub fn scene(view: &View, names: &[&str], locale: Locale) -> Scene {
    let table = table(names, locale);
    let layout = Layout::for_players(view.players);
    let mut scene = Scene::over(background_for(view.players, locale));
    // The header first: the alt text opens with it (nothing it draws overlaps
    // the board, the cards or the footer).
    draw_header(&mut scene, view, table);
    draw_board(&mut scene, view, layout, table);
    for seat in seats(view) {
        draw_card(&mut scene, view, layout, seat, table);
    }
    draw_footer(&mut scene, view, table);
    scene
}

/// The header, and the alt text's first sentences: the players, then the
/// headline and its note.
fn draw_header(scene: &mut Scene, view: &View, table: Table) {
    let (seat, text, note) = header_text(view, table);
    let labels: Vec<String> = seats(view).map(|seat| table.label(seat)).collect();
    scene.say(table.tr(msg!(
        "pictures-number-one-alt",
        title = i18n::title("number-one"),
        n = view.players,
        players = labels.join(", ")
    )));
    let mut sentence = text.clone();
    if !note.is_empty() {
        let _ = write!(sentence, ", {note}");
    }
    sentence.push('.');
    scene.say(sentence);
    let card_pegs = &SYMBOLS.card_pegs;
    let chip = |seat: Seat| &card_pegs[seat.index().min(MAX_PLAYERS - 1)][Size::Medium.index()][0];
    let headline = Headline {
        seat,
        chip: seat.map(chip),
        text,
        note,
    };
    let players: Vec<Player> = seats(view)
        .map(|seat| Player {
            seat,
            chip: chip(seat),
            label: table.short(seat),
            to_act: view.to_act == Some(seat),
        })
        .collect();
    header::draw(scene, WIDTH, &headline, &players);
}

/// The board: tokens, the lines of the turn's moves (said in the alt text),
/// the pegs with a halo under those still to move, and the moves' arrowheads.
fn draw_board(scene: &mut Scene, view: &View, layout: Layout, table: Table) {
    let symbols = &SYMBOLS.boards[layout.index()];
    for hole in view.holes.iter().filter(|h| h.token) {
        let (x, y) = layout.centre(hole.hole);
        scene
            .role(Role::Mark {
                mark: Mark::Token,
                at: Place::square(hole.hole),
            })
            .place_centred(&symbols.token, x, y);
    }
    for m in &view.moves {
        draw_move_line(scene, layout, m);
    }
    if let Some(first) = view.moves.first() {
        let moves: Vec<String> = view.moves.iter().map(|m| move_words(m, table)).collect();
        scene.say(table.tr(msg!(
            "pictures-number-one-alt-turn",
            who = table.short(first.seat),
            moves = moves.join(", ")
        )));
    }
    for peg in &view.pegs {
        let (x, y) = layout.centre(peg.hole);
        let at = Place::square(peg.hole);
        if peg.to_move {
            scene
                .role(Role::Mark {
                    mark: Mark::ToMove,
                    at: at.clone(),
                })
                .place_centred(&symbols.halos[peg.size.index()], x, y);
        }
        let o = peg.owner.index().min(MAX_PLAYERS - 1);
        scene
            .role(Role::Piece {
                owner: peg.owner,
                at,
                piece: peg_piece(peg.size, peg.used),
            })
            .place_centred(&symbols.pegs[o][peg.size.index()][usize::from(peg.used)], x, y);
    }
    for m in &view.moves {
        draw_move_head(scene, layout, view, m);
    }
}

/// The role of a move's marks: the path of the move that reached `to`.
fn path(m: &TurnMove) -> Role {
    Role::Mark {
        mark: Mark::Path,
        at: Place::square(m.to),
    }
}

/// A move's line, under the pegs: outlined gold, with a ring where it started and
/// a dot at the bend.
fn draw_move_line(scene: &mut Scene, layout: Layout, m: &TurnMove) {
    let points = route(layout, m);
    let w = (layout.dx * 0.11).max(4.0);
    scene.role(path(m));
    scene.stroke_polyline(&points, w + 3.0, colour::SHADOW, 1.0);
    scene.stroke_polyline(&points, w, PATH, 1.0);
    let (x, y) = points[0];
    scene.stroke_round_rect(RoundRect::circle(x, y, layout.dx * 0.2), w * 0.8, PATH, 1.0);
    if m.bend.is_some() {
        let (x, y) = points[1];
        scene.fill_round_rect(RoundRect::circle(x, y, w * 1.3), PATH, 1.0);
        scene.fill_round_rect(RoundRect::circle(x, y, w * 0.5), colour::SPOT, 1.0);
    }
}

/// A move's arrowhead, over the pegs, just outside the peg that moved.
fn draw_move_head(scene: &mut Scene, layout: Layout, view: &View, m: &TurnMove) {
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
    scene.role(path(m));
    style::fill_arrowhead(
        scene,
        before,
        (tip.0 + dx / len, tip.1 + dy / len),
        size + 3.0,
        colour::SHADOW,
    );
    style::fill_arrowhead(scene, before, tip, size, PATH);
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
/// and whether they are out or won; and the alt text's sentence about their
/// pegs on the board.
fn draw_card(scene: &mut Scene, view: &View, layout: Layout, seat: Seat, table: Table) {
    let area = view.start_areas.get(seat.index());
    let (x, y) = card_origin(layout, area, seat);
    let card = RoundRect::from_corner(x, y, CARD_W, CARD_H, 8.0);
    let out = view.out.contains(&seat);
    let to_act = view.to_act == Some(seat) && !view.outcome.is_over();
    let won = view.outcome == Outcome::Won(seat);
    say_pegs(scene, seat, out, table);
    scene.role(Role::Decoration);
    scene.fill_round_rect(card, if out { colour::PAPER } else { colour::PANEL }, 1.0);
    let edge = if to_act || won {
        colour::TURN
    } else {
        colour::PANEL_EDGE
    };
    if to_act {
        scene.role(Role::Mark {
            mark: Mark::Turn,
            at: Place::Panel(seat),
        });
    }
    scene.stroke_round_rect(card.grow(-1.5), if to_act || won { 3.0 } else { 1.0 }, edge, 1.0);
    let o = seat.index().min(MAX_PLAYERS - 1);
    // Whose turn it is the header says and the gold edge shows.
    let status = if won {
        table.tr(msg!("pictures-number-one-card-wins"))
    } else if out {
        table.tr(msg!("pictures-number-one-card-out"))
    } else {
        String::new()
    };
    let ink = if out { GREY } else { colour::INK };
    let name_style = TextStyle::bold(17.0, ink);
    // The name, struck through when the player is out.
    scene.role(Role::Words {
        words: Words::Name,
        seat: Some(seat),
    });
    let end = scene.fitted_text(name_style, x + 11.0, y + 23.0, &table.label(seat), CARD_W - 22.0);
    if out {
        scene.fill_round_rect(
            RoundRect::from_corner(x + 9.0, y + 16.0, end - x - 7.0, 2.0, 1.0),
            GREY,
            1.0,
        );
    }

    // The pegs, small to large (still in hand during placement); removed pegs
    // as a faint ring; then the status.
    let card_pegs = &SYMBOLS.card_pegs[o];
    let mut px = x + 22.0;
    let py = y + 52.0;
    for size in Size::ALL {
        let r = card_peg_r(size);
        let peg: Option<&ViewPeg> = view.pegs.iter().find(|p| p.owner == seat && p.size == size);
        match peg {
            Some(p) => {
                if p.to_move {
                    scene.role(Role::Mark {
                        mark: Mark::ToMove,
                        at: Place::Panel(seat),
                    });
                    scene.stroke_round_rect(RoundRect::circle(px, py, r + 2.5), 2.5, colour::TURN, 1.0);
                }
                scene
                    .role(Role::Piece {
                        owner: seat,
                        at: Place::Panel(seat),
                        piece: peg_piece(size, p.used),
                    })
                    .place_centred(&card_pegs[size.index()][usize::from(p.used)], px, py);
            }
            None if view.phase == Phase::Placement => {
                scene
                    .role(Role::Piece {
                        owner: seat,
                        at: Place::Reserve(seat),
                        piece: peg_piece(size, false),
                    })
                    .place_centred(&card_pegs[size.index()][0], px, py);
            }
            None => {
                scene.role(Role::Mark {
                    mark: Mark::Removed,
                    at: Place::Panel(seat),
                });
                scene.stroke_round_rect(RoundRect::circle(px, py, r - 1.0), 1.5, GREY, 1.0);
                let cross = [(px - r * 0.5, py - r * 0.5), (px + r * 0.5, py + r * 0.5)];
                scene.stroke_polyline(&cross, 1.5, GREY, 1.0);
            }
        }
        px += 2.0 * r + 8.0;
    }
    if !status.is_empty() {
        scene.role(Role::Words {
            words: Words::Status,
            seat: Some(seat),
        });
        let colour = if to_act || won { Rgb([0x8A, 0x5A, 0x00]) } else { GREY };
        let style = TextStyle::bold(15.0, colour);
        if px - 2.0 + style.width(&status) <= x + CARD_W + 3.0 {
            scene.text(style, px - 2.0, py + 5.0, &status);
        } else {
            // A longer word ("éliminé"): right-aligned between the large peg and
            // the card's edge, smaller if it needs to be.
            let (left, right) = (px - 18.0, x + CARD_W - 6.0);
            let style = style.right().shrunk_to_fit(&status, right - left, 10.0);
            scene.text(style, right, py + 5.0, &status);
        }
    }
    scene.role(Role::Decoration);
}

/// The alt text's sentence about a seat: out, or its pegs on the board as the
/// scene has placed them ("Ann: small on c4 (used), medium on d5.").
fn say_pegs(scene: &mut Scene, seat: Seat, out: bool, table: Table) {
    let who = table.short(seat);
    if out {
        scene.say(table.tr(msg!("pictures-number-one-alt-out", who = who)));
        return;
    }
    let pegs: Vec<String> = scene
        .items
        .iter()
        .filter_map(|item| match &item.role {
            Role::Piece {
                owner,
                at: Place::Square(hole),
                piece: Piece::Peg { size, used },
            } if *owner == seat => {
                let size = Size::ALL[usize::from(size.clamp(&1, &3) - 1)].adjective();
                let hole = hole.clone();
                Some(table.tr(if *used {
                    msg!("pictures-number-one-alt-peg-used", size = size, hole = hole)
                } else {
                    msg!("pictures-number-one-alt-peg", size = size, hole = hole)
                }))
            }
            _ => None,
        })
        .collect();
    let pegs = if pegs.is_empty() {
        table.tr(msg!("pictures-number-one-alt-no-pegs"))
    } else {
        pegs.join(", ")
    };
    scene.say(table.tr(msg!("pictures-number-one-alt-pegs", who = who, pegs = pegs)));
}

/// The footer: the moves of the turn (what a hollow peg means is in the
/// background), or what to do.
fn draw_footer(scene: &mut Scene, view: &View, table: Table) {
    let text = TextStyle::regular(16.0, colour::INK);
    let (line, role) = if let Some(first) = view.moves.first() {
        let moves: Vec<String> = view.moves.iter().map(|m| move_words(m, table)).collect();
        let line = table.tr(msg!(
            "pictures-number-one-footer-moves",
            who = table.label(first.seat),
            moves = moves.join(" · ")
        ));
        (line, Words::LastMove)
    } else if view.phase == Phase::Placement {
        (table.tr(msg!("pictures-number-one-footer-placement")), Words::Status)
    } else if !view.outcome.is_over() {
        (table.tr(msg!("pictures-number-one-footer-play")), Words::Status)
    } else {
        return;
    };
    scene.role(Role::Words {
        words: role,
        seat: view.moves.first().map(|m| m.seat),
    });
    scene.fitted_text(text, MARGIN as f32 + 2.0, FOOTER_BASELINE, &line, WIDTH as f32 - 220.0);
    scene.role(Role::Decoration);
}

/// One move in the room's language: `M e3-e5`, `L c2-d4 via c3`, `(flip)` when
/// it landed on an empty hole (the letters and holes are notation).
fn move_words(m: &TurnMove, table: Table) -> String {
    let mut text = format!("{} {}-{}", m.size.letter(), m.from, m.to);
    if let Some(bend) = m.bend {
        text = table.tr(msg!("pictures-number-one-via", play = text, bend = bend.to_string()));
    }
    if m.flipped {
        text = table.tr(msg!("pictures-number-one-flip", play = text));
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
    let (_, headline, note) = header_text(view, table(&[], Locale::En));
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
    use crate::paint;

    const NAMES: [&str; 3] = ["Ann", "", "Cy"];
    const WHITE: Seat = Seat(0);
    const BLACK: Seat = Seat(1);
    const RED: Seat = Seat(2);

    /// Every id this file draws or writes is in the catalog of every language.
    fn assert_no_missing_ids() {
        let missing: Vec<String> = i18n::problems()
            .into_iter()
            .filter(|id| id.starts_with("pictures-number-one") || id.starts_with("number-one"))
            .collect();
        assert!(missing.is_empty(), "{missing:?}");
    }

    fn english(view: &View) -> Scene {
        scene(view, &NAMES, Locale::En)
    }

    fn words(words: Words, seat: Option<Seat>) -> Role {
        Role::Words { words, seat }
    }

    fn mark(mark: Mark, at: Place) -> Role {
        Role::Mark { mark, at }
    }

    /// The pieces a scene shows where `place` holds, in painting order.
    fn pieces(scene: &Scene, place: impl Fn(&Place) -> bool) -> Vec<(Seat, Place, Piece)> {
        scene
            .all_items()
            .filter_map(|item| match &item.role {
                Role::Piece { owner, at, piece } if place(at) => Some((*owner, at.clone(), *piece)),
                _ => None,
            })
            .collect()
    }

    /// Where the scene shows `mark`, in painting order, once per item.
    fn marked(scene: &Scene, mark: Mark) -> Vec<Place> {
        scene
            .all_items()
            .filter_map(|item| match &item.role {
                Role::Mark { mark: m, at } if *m == mark => Some(at.clone()),
                _ => None,
            })
            .collect()
    }

    fn on_board(at: &Place) -> bool {
        matches!(at, Place::Square(_))
    }

    #[test]
    fn every_peg_stands_in_its_hole_every_token_in_its_own_and_the_pegs_to_move_have_a_halo() {
        for game in [
            samples::number_one_start(),
            samples::number_one_three_players(),
            samples::number_one_four_players(),
            samples::number_one_game_over(),
        ] {
            let view = game.view();
            let scene = english(&view);
            let pegs: Vec<(Seat, Place, Piece)> = view
                .pegs
                .iter()
                .map(|p| (p.owner, Place::square(p.hole), peg_piece(p.size, p.used)))
                .collect();
            assert_eq!(pieces(&scene, on_board), pegs);
            let tokens: Vec<Place> = view
                .holes
                .iter()
                .filter(|h| h.token)
                .map(|h| Place::square(h.hole))
                .collect();
            assert_eq!(marked(&scene, Mark::Token), tokens);
            let halos: Vec<Place> = marked(&scene, Mark::ToMove).into_iter().filter(on_board).collect();
            let to_move: Vec<Place> = view
                .pegs
                .iter()
                .filter(|p| p.to_move)
                .map(|p| Place::square(p.hole))
                .collect();
            assert_eq!(halos, to_move);
        }
        // Some pegs are used (hollow) and some still to move in these samples.
        let view = samples::number_one_three_players().view();
        assert!(view.pegs.iter().any(|p| p.used) && view.pegs.iter().any(|p| p.to_move));
    }

    #[test]
    fn two_and_three_players_play_on_the_inner_61_holes_and_four_on_all_91() {
        for (players, holes) in [(2, 61), (3, 61), (4, 91)] {
            let view = samples::number_one_game(players, 1, 0).view();
            let scene = english(&view);
            let named = scene
                .all_items()
                .filter(|item| matches!(&item.role, Role::Label { at: Place::Square(_) }))
                .count();
            assert_eq!(named, holes, "{players} players");
            let hole = |name: &str| Role::Label {
                at: Place::square(name),
            };
            assert!(scene.shows(&hole("f6")) && scene.shows(&hole("b2")));
            assert_eq!(scene.shows(&hole("a1")), players == 4, "{players} players");
            // A band under each seat's start area, through its corner hole.
            let areas = marked(&scene, Mark::StartArea);
            for (seat, area) in view.start_areas.iter().enumerate() {
                assert!(
                    areas.iter().any(|at| area.iter().any(|&h| *at == Place::square(h))),
                    "{players} players: seat {seat}'s start area"
                );
            }
            assert_eq!(areas.len(), 2 * players, "two strokes a band");
            let layer = scene.background.map(|layer| layer.name.as_str());
            assert_eq!(layer, Some(format!("number-one-{players}-en").as_str()));
        }
    }

    #[test]
    fn the_moves_of_the_turn_are_drawn_to_where_each_peg_landed_and_listed_in_the_footer() {
        let view = samples::number_one_three_players().view();
        let first = view.moves.first().expect("moves this turn");
        let scene = english(&view);
        for m in &view.moves {
            assert!(scene.shows(&path(m)), "{}", move_text(m));
        }
        let mut reached: Vec<Place> = Vec::new();
        for at in marked(&scene, Mark::Path) {
            if !reached.contains(&at) {
                reached.push(at);
            }
        }
        let landed: Vec<Place> = view.moves.iter().map(|m| Place::square(m.to)).collect();
        assert_eq!(reached, landed);
        let moves: Vec<String> = view.moves.iter().map(move_text).collect();
        let label = header::label(&NAMES, first.seat, seat_name(first.seat));
        assert_eq!(
            scene.words(&words(Words::LastMove, Some(first.seat))),
            Some(format!("{label}: {}", moves.join(" · ")).as_str())
        );
        assert_eq!(scene.words(&words(Words::Legend, None)), Some("hollow peg: flip used"));
    }

    #[test]
    fn the_header_and_the_cards_name_the_players_the_one_to_act_in_gold() {
        let view = samples::number_one_three_players().view();
        assert_eq!(view.to_act, Some(RED));
        let scene = english(&view);
        assert_eq!(
            scene.words(&Role::Headline { seat: Some(RED) }),
            Some("Cy (Red) to move")
        );
        assert_eq!(scene.words(&Role::Note), Some("2 pegs to move: medium, large"));
        let player = |seat, to_act| Role::Player { seat, to_act };
        assert_eq!(scene.words(&player(WHITE, false)), Some("Ann"));
        assert_eq!(scene.words(&player(BLACK, false)), Some("Black"));
        assert_eq!(scene.words(&player(RED, true)), Some("Cy"));
        assert_eq!(scene.words(&Role::Title), Some("NUMBER ONE"));
        for (seat, name) in [(WHITE, "Ann (White)"), (BLACK, "Black"), (RED, "Cy (Red)")] {
            assert_eq!(scene.words(&words(Words::Name, Some(seat))), Some(name));
            // The card shows the seat's pegs on the board, and a ring and a
            // stroke for each one removed.
            let card: Vec<Piece> = pieces(&scene, |at| *at == Place::Panel(seat))
                .into_iter()
                .map(|(_, _, piece)| piece)
                .collect();
            let on_board: Vec<Piece> = view
                .pegs
                .iter()
                .filter(|p| p.owner == seat)
                .map(|p| peg_piece(p.size, p.used))
                .collect();
            assert_eq!(card, on_board, "{name}");
            let removed = marked(&scene, Mark::Removed)
                .into_iter()
                .filter(|at| *at == Place::Panel(seat))
                .count();
            assert_eq!(removed, 2 * (3 - on_board.len()), "{name}");
        }
        assert_eq!(marked(&scene, Mark::Turn), [Place::Panel(RED)]);
        assert!(scene.shows(&mark(Mark::ToMove, Place::Panel(RED))));
        assert!(!scene.shows(&mark(Mark::ToMove, Place::Panel(WHITE))));
    }

    #[test]
    fn a_finished_game_shows_the_winner_and_greys_the_player_out() {
        let view = samples::number_one_game_over().view();
        assert_eq!(view.outcome, Outcome::Won(BLACK));
        assert!(view.out.contains(&WHITE));
        let scene = english(&view);
        assert_eq!(scene.words(&Role::Headline { seat: Some(BLACK) }), Some("Black wins"));
        assert_eq!(scene.words(&Role::Note), Some("the last player left"));
        assert_eq!(scene.words(&words(Words::Status, Some(BLACK))), Some("wins"));
        assert_eq!(scene.words(&words(Words::Status, Some(WHITE))), Some("out"));
        assert!(pieces(&scene, |at| *at == Place::Panel(WHITE)).is_empty());
        assert!(marked(&scene, Mark::Turn).is_empty());
        assert!(!scene.shows(&words(Words::Status, None)), "no hint once it is over");
        assert_eq!((scene.width, scene.height), (WIDTH, HEIGHT));
    }

    #[test]
    fn during_placement_the_pegs_still_in_hand_are_on_the_cards() {
        let view = samples::number_one_placement().view();
        assert_eq!((view.phase, view.to_act), (Phase::Placement, Some(BLACK)));
        let scene = english(&view);
        assert_eq!(
            scene.words(&Role::Headline { seat: Some(BLACK) }),
            Some("Black to place")
        );
        assert_eq!(scene.words(&Role::Note), Some("on the start area"));
        // White has placed on its start area; the others hold their three pegs.
        let white: Vec<(Seat, Place, Piece)> = pieces(&scene, on_board);
        assert_eq!(white.len(), 3);
        assert!(white
            .iter()
            .all(|(owner, at, _)| *owner == WHITE && view.start_areas[0].iter().any(|&h| *at == Place::square(h))));
        for seat in [BLACK, RED, Seat(3)] {
            let hand: Vec<Piece> = pieces(&scene, |at| *at == Place::Reserve(seat))
                .into_iter()
                .map(|(_, _, piece)| piece)
                .collect();
            assert_eq!(hand, Size::ALL.map(|s| peg_piece(s, false)), "{seat:?}");
        }
        assert_eq!(
            scene.words(&words(Words::Status, None)),
            Some("Each player puts their pegs on their start area (the ringed holes).")
        );
    }

    #[test]
    fn the_alt_text_is_said_in_the_order_it_always_was() {
        let names = &samples::CROWN_ANCHOR_NAMES;
        let scene = scene(&samples::number_one_three_players().view(), names, Locale::En);
        assert_eq!(
            scene.alt_text(),
            "Number One, 3 players: Ann (White), Bartholomew Fitzwilliam (Black), Cy (Red). \
             Cy (Red) to move, 2 pegs to move: medium, large. This turn, Cy: S e8-e9 (flip). \
             Ann: small on c4 (used), medium on e5, large on d6. \
             Bartholomew Fitzwilliam: small on g5, medium on i4 (used), large on g6 (used). \
             Cy: small on e9 (used), medium on f10 (used), large on e6."
        );
    }

    #[test]
    fn a_board_for_a_french_room_is_drawn_and_described_in_french() {
        let view = samples::number_one_three_players().view();
        let english = paint::png(&english(&view));
        let french = scene(&view, &NAMES, Locale::Fr);
        let png = paint::png(&french);
        let text = french.alt_text();
        assert!(
            text.starts_with("Number One, 3 joueurs : Ann (Blanc), Noir, Cy (Rouge)."),
            "{text}"
        );
        assert!(text.contains("Cy (Rouge) joue, 2 à jouer : moyenne, grande."), "{text}");
        assert!(text.contains("Ce tour-ci, Cy : S e8-e9 (retournée)."), "{text}");
        assert!(text.contains("Ann : petite en c4 (retournée)"), "{text}");
        assert_eq!(french.words(&Role::Title), Some("NUMBER ONE"));
        assert_ne!(english, png);
        assert_eq!(
            paint::png(&scene(&view, &NAMES, Locale::En)),
            english,
            "the English cache is untouched"
        );
        assert_no_missing_ids();
    }

    #[test]
    fn a_finished_game_for_a_spanish_room_is_drawn_and_described_in_spanish() {
        let view = samples::number_one_game_over().view();
        let english = paint::png(&english(&view));
        let spanish = scene(&view, &NAMES, Locale::Es);
        let png = paint::png(&spanish);
        let text = spanish.alt_text();
        assert!(text.contains("Negro gana, el último que queda."), "{text}");
        assert!(text.contains("Ann queda eliminado."), "{text}");
        assert!(text.contains("L d8-g8 por f8"), "{text}");
        assert_eq!(spanish.words(&words(Words::Status, Some(WHITE))), Some("fuera"));
        assert_ne!(english, png);
        assert_eq!(
            paint::png(&scene(&view, &NAMES, Locale::En)),
            english,
            "the English cache is untouched"
        );
        // The terminal diagram is in English whatever the room's language.
        assert!(
            diagram(&view).starts_with("Number One - Black wins"),
            "{}",
            diagram(&view)
        );
        assert_no_missing_ids();
    }

    #[test]
    fn placement_is_described_in_spanish() {
        let view = samples::number_one_placement().view();
        let text = scene(&view, &samples::CROWN_ANCHOR_NAMES, Locale::Es).alt_text();
        assert!(text.contains("(Negro) coloca, en su zona de salida."), "{text}");
        assert!(text.contains("Cy: sin clavijas."), "{text}");
        assert_no_missing_ids();
    }
}
