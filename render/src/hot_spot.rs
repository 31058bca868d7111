//! Hot Spot: the picture, the alt text and the text diagram of a [`View`]
//! (rulings, "What the picture shows").
//!
//! Layout, 720 × 676 px: the header (who is to act by name and colour, or the
//! result; the players), the board in a wooden frame with files `a`–`h` below and
//! ranks `1`–`8` to the left (Green's rank 1 at the bottom), and beside it two
//! panels: Black's at the top, Green's at the bottom, each with the player's name,
//! the reserve, the face-down pieces still to place (during placement) or the
//! pieces the opponent has captured (during play), and the revealed piece for the
//! seat placing. A footer line says who has captured how many of whose pieces,
//! and the last action.
//!
//! A captured piece lies face down in its owner's colour: a green back for
//! Green's, a black one with a light rim for Black's.
//!
//! The frame, squares, labels and panels are drawn once ([`BACKGROUNDS`]); pieces
//! and marks are sprites drawn once.

use crate::encode::Palette;
use crate::header::{self, Headline, Player, MARGIN};
use crate::samples;
use crate::style::{self, colour, RoundRect, Sketch, Sprite, Surface, TextStyle};
use image::{Rgb, RgbImage};
use parlor_games::hot_spot::{seat_name, Phase, Square, View, ViewPiece, BOARD_PIECES, SIZE};
use parlor_games::i18n::{self, Locale};
use parlor_games::{msg, Game, Outcome, Seat};
use std::fmt::Write as _;
use std::sync::LazyLock;

/// Picture width in pixels.
pub const WIDTH: u32 = 720;
/// Picture height in pixels.
pub const HEIGHT: u32 = 676;

/// One square's side.
const SQ: i32 = 60;
/// The frame around the squares, where the labels are printed.
const FRAME: i32 = 24;
const BOARD_X: i32 = MARGIN;
const BOARD_Y: i32 = MARGIN + header::HEIGHT;
const BOARD_OUTER: i32 = SIZE as i32 * SQ + 2 * FRAME;
const SQUARES_X: i32 = BOARD_X + FRAME;
const SQUARES_Y: i32 = BOARD_Y + FRAME;
const PANEL_X: i32 = BOARD_X + BOARD_OUTER + MARGIN;
const PANEL_W: i32 = WIDTH as i32 - MARGIN - PANEL_X;
const PANEL_GAP: i32 = 12;
const PANEL_H: i32 = (BOARD_OUTER - PANEL_GAP) / 2;
const FOOTER_BASELINE: f32 = (BOARD_Y + BOARD_OUTER + 29) as f32;
/// Reserve pieces in the panels.
const RESERVE_SQ: i32 = 30;
/// The small face-down tiles counting pieces to place or captured.
const MINI_SQ: i32 = 18;

const GREEN: Seat = Seat::FIRST;
const BLACK: Seat = Seat::SECOND;

/// The colours of a seat's pieces: face, edge (the tile's thickness), outline,
/// and the back and its cross of a face-down piece.
struct PieceColours {
    face: Rgb<u8>,
    edge: Rgb<u8>,
    outline: Option<Rgb<u8>>,
    back: Rgb<u8>,
    hatch: Rgb<u8>,
}

fn piece_colours(owner: Seat) -> PieceColours {
    if owner == GREEN {
        PieceColours {
            face: Rgb([0x2E, 0x7D, 0x46]),
            edge: Rgb([0x1B, 0x4F, 0x2B]),
            outline: None,
            back: Rgb([0x6F, 0xA8, 0x78]),
            hatch: Rgb([0x1B, 0x4F, 0x2B]),
        }
    } else {
        PieceColours {
            face: Rgb([0x24, 0x22, 0x20]),
            edge: Rgb([0x0C, 0x0B, 0x0A]),
            outline: Some(Rgb([0xE4, 0xD8, 0xC0])),
            back: Rgb([0x4A, 0x45, 0x40]),
            hatch: Rgb([0x16, 0x14, 0x12]),
        }
    }
}

/// A piece tile in a sprite of side `cell`: live with `spots` (1–3, laid out
/// like a die) or face down (`None`: flat, its back crossed in its owner's
/// colours).
fn piece_sprite(cell: i32, owner: Seat, spots: Option<u8>) -> Sprite {
    let mut img = Sketch::new(cell as u32, cell as u32);
    let c = piece_colours(owner);
    let s = cell as f32;
    let side = s * 0.8;
    let thick = if spots.is_some() {
        (side * 0.07).max(1.5)
    } else {
        (side * 0.03).max(1.0)
    };
    let face = RoundRect {
        cx: s / 2.0,
        cy: s / 2.0 - thick / 2.0,
        hw: side / 2.0,
        hh: side / 2.0,
        radius: side * 0.2,
    };
    let body = RoundRect {
        cy: face.cy + thick / 2.0,
        hh: face.hh + thick / 2.0,
        ..face
    };
    img.fill_round_rect(body.shift(side * 0.02, side * 0.05), colour::SHADOW, 0.35);
    if let Some(outline) = c.outline {
        img.fill_round_rect(body.grow((s / 40.0).max(1.2)), outline, 1.0);
    }
    match spots {
        Some(n) => {
            img.fill_round_rect(body, c.edge, 1.0);
            img.fill_round_rect(face, c.face, 1.0);
            let d = side * 0.25;
            let r = side * 0.095;
            let offsets: &[(f32, f32)] = match n {
                1 => &[(0.0, 0.0)],
                2 => &[(d, -d), (-d, d)],
                _ => &[(d, -d), (0.0, 0.0), (-d, d)],
            };
            for &(dx, dy) in offsets {
                img.fill_round_rect(RoundRect::circle(face.cx + dx, face.cy + dy, r), colour::SPOT, 1.0);
            }
        }
        None => {
            img.fill_round_rect(body, c.hatch, 1.0);
            img.fill_round_rect(face, c.back, 1.0);
            let inner = face.grow(-side * 0.14);
            let w = (side * 0.07).max(1.5);
            img.stroke_round_rect(inner, w, c.hatch, 1.0);
            let [x0, y0, x1, y1] = inner.grow(-side * 0.08).bounds();
            img.stroke_polyline(&[(x0, y0), (x1, y1)], w, c.hatch, 1.0);
            img.stroke_polyline(&[(x0, y1), (x1, y0)], w, c.hatch, 1.0);
        }
    }
    img.sprite()
}

/// The ring and "!" badge over a piece of the seat to act that stands in danger.
fn danger_sprite() -> Sprite {
    let mut img = Sketch::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let ring = RoundRect {
        cx: s / 2.0,
        cy: s / 2.0,
        hw: s / 2.0 - 3.0,
        hh: s / 2.0 - 3.0,
        radius: s * 0.22,
    };
    img.stroke_round_rect(ring, 7.0, colour::DANGER, 0.35);
    img.stroke_round_rect(ring, 3.0, colour::DANGER, 1.0);
    let badge = RoundRect::circle(s - 11.0, 11.0, 9.0);
    img.fill_round_rect(badge.grow(1.5), colour::WHITE, 1.0);
    img.fill_round_rect(badge, Rgb([0xC9, 0x2A, 0x1A]), 1.0);
    let bar = RoundRect {
        cx: badge.cx,
        cy: badge.cy - 1.8,
        hw: 1.4,
        hh: 4.0,
        radius: 1.4,
    };
    img.fill_round_rect(bar, colour::WHITE, 1.0);
    img.fill_round_rect(RoundRect::circle(badge.cx, badge.cy + 4.6, 1.6), colour::WHITE, 1.0);
    img.sprite()
}

/// The ring around a square where a piece was captured at the start of this turn.
fn capture_sprite() -> Sprite {
    let mut img = Sketch::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let ring = RoundRect {
        cx: s / 2.0,
        cy: s / 2.0,
        hw: s / 2.0 - 3.5,
        hh: s / 2.0 - 3.5,
        radius: s * 0.2,
    };
    img.stroke_round_rect(ring, 3.5, colour::CAPTURE, 1.0);
    img.sprite()
}

/// The tint and border of a square the last action touched.
fn last_move_sprite() -> Sprite {
    let mut img = Sketch::new(SQ as u32, SQ as u32);
    let s = SQ as f32;
    let square = RoundRect::from_corner(0.0, 0.0, s, s, 0.0);
    img.fill_round_rect(square, colour::LAST_MOVE, 0.55);
    img.stroke_round_rect(square.grow(-1.5), 3.0, Rgb([0xB8, 0x86, 0x0B]), 0.9);
    img.sprite()
}

/// Every sprite, drawn once.
struct Sprites {
    /// `[owner][spots - 1]`, one square in size.
    board: [[Sprite; 3]; 2],
    /// `[owner]`, face down, one square in size.
    captured: [Sprite; 2],
    /// `[owner][spots - 1]`, reserve size.
    reserve: [[Sprite; 3]; 2],
    /// `[owner]`, face down, mini size.
    mini: [Sprite; 2],
    /// `[owner]`, for the header.
    chips: [Sprite; 2],
    danger: Sprite,
    capture: Sprite,
    last_move: Sprite,
}

static SPRITES: LazyLock<Sprites> = LazyLock::new(|| {
    let set = |cell: i32, owner: Seat| [1, 2, 3].map(|n| piece_sprite(cell, owner, Some(n)));
    Sprites {
        board: [set(SQ, GREEN), set(SQ, BLACK)],
        captured: [piece_sprite(SQ, GREEN, None), piece_sprite(SQ, BLACK, None)],
        reserve: [set(RESERVE_SQ, GREEN), set(RESERVE_SQ, BLACK)],
        mini: [piece_sprite(MINI_SQ, GREEN, None), piece_sprite(MINI_SQ, BLACK, None)],
        chips: [piece_sprite(28, GREEN, Some(1)), piece_sprite(28, BLACK, Some(1))],
        danger: danger_sprite(),
        capture: capture_sprite(),
        last_move: last_move_sprite(),
    }
});

/// The top-left pixel of a square, Green's rank 1 at the bottom.
fn square_origin(square: Square) -> (i32, i32) {
    (
        SQUARES_X + square.file() as i32 * SQ,
        SQUARES_Y + (SIZE - 1 - square.rank()) as i32 * SQ,
    )
}

/// The top of a seat's panel: Black's at the top (its home row is rank 8), Green's
/// at the bottom.
fn panel_y(seat: Seat) -> i32 {
    if seat == BLACK {
        BOARD_Y
    } else {
        BOARD_Y + PANEL_H + PANEL_GAP
    }
}

fn panel_rect(seat: Seat) -> RoundRect {
    RoundRect::from_corner(
        PANEL_X as f32,
        panel_y(seat) as f32,
        PANEL_W as f32,
        PANEL_H as f32,
        8.0,
    )
}

/// The parts of the picture that never change, one per language ([`Locale::ALL`]
/// order): paper, frame, squares, labels, empty panels and the game's name.
pub static BACKGROUNDS: header::PerLocale<RgbImage> = header::PerLocale::new(background);

/// The background in the pictures' language ([`header::locale`]).
fn background_here() -> &'static RgbImage {
    BACKGROUNDS.here()
}

/// The seat's colour in the pictures' language: "Green", "Verde", "Vert".
fn colour_name(seat: Seat) -> String {
    header::tr(&i18n::seat("hot-spot", seat.index()))
}

fn background(locale: Locale) -> RgbImage {
    let mut img = Sketch::filled(WIDTH, HEIGHT, colour::PAPER);
    let frame = RoundRect::from_corner(
        BOARD_X as f32,
        BOARD_Y as f32,
        BOARD_OUTER as f32,
        BOARD_OUTER as f32,
        7.0,
    );
    style::wooden_frame(&mut img, frame);
    for square in Square::all() {
        let (x, y) = square_origin(square);
        let dark = (square.file() + square.rank()) % 2 == 0;
        let c = if dark {
            colour::DARK_SQUARE
        } else {
            colour::LIGHT_SQUARE
        };
        style::square(&mut img, x, y, SQ, c);
    }
    let label = TextStyle::bold(15.0, colour::FRAME_TEXT).centred();
    for i in 0..SIZE {
        let x = (SQUARES_X + i as i32 * SQ + SQ / 2) as f32;
        let below = label.centre_baseline((SQUARES_Y + SIZE as i32 * SQ + FRAME / 2) as f32);
        img.text(label, x, below, &style::file_label(i).to_string());
        let y = (SQUARES_Y + (SIZE - 1 - i) as i32 * SQ + SQ / 2) as f32;
        img.text(
            label,
            (BOARD_X + FRAME / 2) as f32,
            label.centre_baseline(y),
            &style::rank_label(i),
        );
    }
    for seat in [BLACK, GREEN] {
        style::panel(&mut img, panel_rect(seat));
    }
    let title = i18n::title("hot-spot").tr(locale).to_uppercase();
    header::draw_title(&mut img, WIDTH, &title);
    img.finish_rgb()
}

/// A seat's label: "Ann (Green)", or "Green".
fn label(names: &[&str], seat: Seat) -> String {
    header::label(names, seat, &colour_name(seat))
}

/// A seat's name, or its colour.
fn short(names: &[&str], seat: Seat) -> String {
    header::short(names, seat, &colour_name(seat))
}

/// The header line: whose turn and what phase, or the result.
fn header_text(view: &View, names: &[&str]) -> (Option<Seat>, String, String) {
    match (view.outcome, view.to_act) {
        (Outcome::Won(seat), _) => (
            Some(seat),
            header::tr(&msg!("pictures-wins", who = label(names, seat))),
            String::new(),
        ),
        (Outcome::Draw, _) => (None, header::tr(&msg!("pictures-draw")), String::new()),
        (Outcome::Ongoing, Some(seat)) => match view.phase {
            Phase::Placement => {
                let note = match view.revealed {
                    Some(n) => header::tr(&msg!(
                        "pictures-hot-spot-revealed",
                        n = n,
                        rank = if seat == GREEN { 1 } else { 8 }
                    )),
                    None => String::new(),
                };
                (
                    Some(seat),
                    header::tr(&msg!("pictures-hot-spot-to-place", who = label(names, seat))),
                    note,
                )
            }
            Phase::Play => {
                let note = if view.first_turn.get(seat.index()).copied().unwrap_or(false) {
                    header::tr(&msg!("pictures-hot-spot-first-turn"))
                } else {
                    String::new()
                };
                (
                    Some(seat),
                    header::tr(&msg!("pictures-to-move", who = label(names, seat))),
                    note,
                )
            }
        },
        (Outcome::Ongoing, None) => (None, header::tr(&msg!("pictures-game-over")), String::new()),
    }
}

/// "Ann has captured 3 of Bob's 8 pieces": what each seat has taken.
fn captures_text(view: &View, names: &[&str], taker: Seat) -> String {
    let victim = taker.opponent();
    header::tr(&msg!(
        "pictures-hot-spot-captured",
        taker = short(names, taker),
        n = view.captured[victim.index()],
        victim = short(names, victim),
        total = BOARD_PIECES
    ))
}

/// A PNG picture of the view: board, pieces, reserves, last action, captures,
/// danger and the players by `names[seat]` (rulings, "What the picture shows").
/// [`WIDTH`] × [`HEIGHT`] pixels; the same view always gives the same bytes.
pub fn picture(view: &View, names: &[&str]) -> Vec<u8> {
    PALETTES.here().encode(&canvas(view, names))
}

/// The pictures' palette, learned from the three sample positions (placement,
/// mid-game with a piece in danger, game over) and from seeded games of both
/// lengths at several stages.
static PALETTES: header::PerLocale<Palette> = header::PerLocale::new(learn);

fn learn(locale: Locale) -> Palette {
    let mut games = vec![
        samples::hot_spot_placement(),
        samples::hot_spot_mid_game(),
        samples::hot_spot_game_over(),
    ];
    for (seed, quick, actions) in [(201, false, 12), (202, false, 40), (203, true, 25), (204, true, 70)] {
        games.push(samples::hot_spot_game(seed, quick, actions));
    }
    let names = &samples::CROWN_ANCHOR_NAMES;
    let canvases: Vec<RgbImage> = games.iter().map(|g| canvas(&g.view(), names)).collect();
    Palette::learn(BACKGROUNDS.get(locale), &canvases)
}

/// The picture of the view as pixels, before encoding.
pub fn canvas(view: &View, names: &[&str]) -> RgbImage {
    let mut img = background_here().clone();
    draw(&mut img, view, names);
    img
}

/// Draws the view on `img`, a copy of [`BACKGROUNDS`].
pub fn draw(img: &mut RgbImage, view: &View, names: &[&str]) {
    let sprites = &*SPRITES;
    if let Some(last) = &view.last_action {
        for &square in &last.squares {
            let (x, y) = square_origin(square);
            style::blit(img, &sprites.last_move, x, y);
        }
    }
    for piece in &view.board {
        let (x, y) = square_origin(piece.square);
        let owner = piece.owner.index().min(1);
        let sprite = if piece.captured {
            &sprites.captured[owner]
        } else {
            &sprites.board[owner][spots_index(piece.spots)]
        };
        style::blit(img, sprite, x, y);
    }
    for &square in &view.last_captures {
        let (x, y) = square_origin(square);
        style::blit(img, &sprites.capture, x, y);
    }
    for &square in &view.danger {
        let (x, y) = square_origin(square);
        style::blit(img, &sprites.danger, x, y);
    }
    for seat in [BLACK, GREEN] {
        draw_panel(img, view, seat, names);
    }

    let (seat, text, note) = header_text(view, names);
    let headline = Headline {
        chip: seat.map(|s| &sprites.chips[s.index().min(1)]),
        text,
        note,
    };
    let players: Vec<Player> = [GREEN, BLACK]
        .into_iter()
        .map(|seat| Player {
            chip: &sprites.chips[seat.index()],
            label: label(names, seat),
            to_act: view.to_act == Some(seat),
        })
        .collect();
    header::draw(img, WIDTH, &headline, &players);

    // Footer: who has captured what, quiet turns, the last action.
    let body = TextStyle::regular(16.0, colour::INK);
    let x = MARGIN as f32 + 2.0;
    let mut footer = if view.phase == Phase::Play {
        format!(
            "{} · {}",
            captures_text(view, names, GREEN),
            captures_text(view, names, BLACK)
        )
    } else {
        header::tr(&msg!("pictures-hot-spot-placement"))
    };
    if view.quiet_turns > 0 {
        let quiet = header::tr(&msg!("pictures-hot-spot-quiet", n = view.quiet_turns));
        let _ = write!(footer, " · {quiet}");
    }
    img.text(
        body,
        x,
        FOOTER_BASELINE,
        &style::fit(body, &footer, (WIDTH as i32 - 2 * MARGIN) as f32),
    );
    if let Some(last) = &view.last_action {
        let text = header::tr(&msg!(
            "pictures-hot-spot-last",
            who = label(names, last.seat),
            play = last.notation.clone()
        ));
        img.text(TextStyle::bold(16.0, colour::INK), x, FOOTER_BASELINE + 21.0, &text);
    }
}

fn spots_index(spots: u8) -> usize {
    spots.clamp(1, 3) as usize - 1
}

/// One seat's panel: the player's name, the reserve, then pieces to place or
/// the pieces the opponent has captured, then the revealed piece when this seat
/// is placing.
fn draw_panel(img: &mut RgbImage, view: &View, seat: Seat, names: &[&str]) {
    let sprites = &*SPRITES;
    let s = seat.index().min(1);
    let top = panel_y(seat);
    let left = PANEL_X + 10;
    let width = (PANEL_W - 20) as f32;
    let to_act = view.to_act == Some(seat) && !view.outcome.is_over();
    if to_act {
        img.stroke_round_rect(panel_rect(seat).grow(-1.5), 3.0, colour::TURN, 1.0);
    }
    let title = TextStyle::bold(17.0, colour::INK);
    img.text(
        title,
        left as f32,
        (top + 24) as f32,
        &style::fit(title, &label(names, seat), width),
    );
    let small = TextStyle::bold(14.0, colour::FADED_INK);
    img.text(
        small,
        left as f32,
        (top + 44) as f32,
        &header::tr(&msg!("pictures-hot-spot-reserve")),
    );

    // The reserve, four to a row.
    let reserve = &view.reserves[s];
    let step = RESERVE_SQ + 2;
    for (i, &spots) in reserve.iter().enumerate() {
        let (col, row) = (i as i32 % 4, i as i32 / 4);
        let sprite = &sprites.reserve[s][spots_index(spots)];
        style::blit(img, sprite, left - 3 + col * step, top + 50 + row * step);
    }
    if reserve.is_empty() {
        img.text(
            TextStyle::regular(14.0, colour::FADED_INK),
            left as f32,
            (top + 70) as f32,
            &header::tr(&msg!("pictures-hot-spot-empty")),
        );
    }
    let mut y = top + 50 + step * (reserve.len().max(1).div_ceil(4) as i32) + 20;

    // Face-down pieces: still to place, or captured by the opponent.
    let (text, count) = match view.phase {
        Phase::Placement => (
            header::tr(&msg!("pictures-hot-spot-face-down", n = view.face_down[s])),
            view.face_down[s],
        ),
        Phase::Play => (
            header::tr(&msg!(
                "pictures-hot-spot-lost-to",
                who = short(names, seat.opponent()),
                n = view.captured[s]
            )),
            view.captured[s],
        ),
    };
    img.text(small, left as f32, y as f32, &style::fit(small, &text, width));
    y += 6;
    for i in 0..count as i32 {
        let (col, row) = (i % 6, i / 6);
        style::blit(
            img,
            &sprites.mini[s],
            left - 2 + col * (MINI_SQ + 3),
            y + row * (MINI_SQ + 2),
        );
    }
    y += 2 * (MINI_SQ + 2) + 22;

    if to_act && view.phase == Phase::Placement {
        if let Some(spots) = view.revealed {
            let text = header::tr(&msg!("pictures-hot-spot-revealed-label"));
            let end = img.text(TextStyle::bold(14.0, colour::INK), left as f32, y as f32, &text);
            style::blit(
                img,
                &sprites.reserve[s][spots_index(spots)],
                end as i32 + 4,
                y - RESERVE_SQ / 2 - 6,
            );
        }
    }
}

/// What a screen reader says for the picture: the players, whose turn (or the
/// result), the last action, the captures and the reserves.
pub fn alt_text(view: &View, names: &[&str]) -> String {
    let (_, headline, note) = header_text(view, names);
    let mut text = header::tr(&msg!(
        "pictures-hot-spot-alt",
        first = label(names, GREEN),
        second = label(names, BLACK),
        headline = headline
    ));
    if !note.is_empty() {
        let _ = write!(text, ", {note}");
    }
    text.push('.');
    if let Some(last) = &view.last_action {
        let last = header::tr(&msg!(
            "pictures-hot-spot-last",
            who = label(names, last.seat),
            play = last.notation.clone()
        ));
        let _ = write!(text, " {last}.");
    }
    if view.phase == Phase::Play {
        let _ = write!(
            text,
            " {}. {}.",
            captures_text(view, names, GREEN),
            captures_text(view, names, BLACK)
        );
    }
    if let (Some(seat), false) = (view.to_act, view.danger.is_empty()) {
        let danger = header::tr(&msg!(
            "pictures-hot-spot-danger",
            who = short(names, seat),
            squares = squares(&view.danger)
        ));
        let _ = write!(text, " {danger}");
    }
    for seat in [GREEN, BLACK] {
        let reserve: Vec<String> = view.reserves[seat.index()].iter().map(ToString::to_string).collect();
        let pieces = if reserve.is_empty() {
            header::tr(&msg!("pictures-hot-spot-empty"))
        } else {
            reserve.join(", ")
        };
        let line = header::tr(&msg!(
            "pictures-hot-spot-alt-reserve",
            who = short(names, seat),
            pieces = pieces
        ));
        let _ = write!(text, " {line}");
    }
    text
}

/// A plain-ASCII diagram of the view for terminals: rank 8 at the top, one cell
/// per square (`G2` a live Green 2, `B3` a live Black 3, `##` a captured piece,
/// `..` empty), then the reserves, counts, turn, last action and danger.
pub fn diagram(view: &View) -> String {
    let mut cells = [[None::<ViewPiece>; SIZE as usize]; SIZE as usize];
    for piece in &view.board {
        cells[piece.square.rank() as usize][piece.square.file() as usize] = Some(*piece);
    }
    let files: String = (0..SIZE).map(|f| format!(" {} ", style::file_label(f))).collect();
    let mut out = String::new();
    let _ = writeln!(out, "{}", status_line(view));
    let _ = writeln!(out, "{}", reserve_line(view, BLACK));
    let _ = writeln!(out, "   {}", files.trim_end());
    for rank in (0..SIZE).rev() {
        let row: Vec<String> = (0..SIZE)
            .map(|file| match cells[rank as usize][file as usize] {
                None => "..".to_owned(),
                Some(p) if p.captured => "##".to_owned(),
                Some(p) => format!("{}{}", if p.owner == GREEN { 'G' } else { 'B' }, p.spots),
            })
            .collect();
        let label = style::rank_label(rank);
        let _ = writeln!(out, "{label}  {}  {label}", row.join(" "));
    }
    let _ = writeln!(out, "   {}", files.trim_end());
    let _ = writeln!(out, "{}", reserve_line(view, GREEN));
    let _ = write!(
        out,
        "Pieces lost: Green {}/{BOARD_PIECES} (captured by Black), Black {}/{BOARD_PIECES} (captured by Green)",
        view.captured[0], view.captured[1]
    );
    if view.quiet_turns > 0 {
        let _ = write!(out, "; quiet turns {}/50", view.quiet_turns);
    }
    out.push('\n');
    if let Some(last) = &view.last_action {
        let _ = writeln!(out, "Last: {} {}", seat_name(last.seat), last.notation);
    }
    if !view.last_captures.is_empty() {
        let _ = writeln!(out, "Captured this turn: {}", squares(&view.last_captures));
    }
    if let (Some(seat), false) = (view.to_act, view.danger.is_empty()) {
        let _ = writeln!(out, "Danger to {}: {}", seat_name(seat), squares(&view.danger));
    }
    out
}

fn squares(list: &[Square]) -> String {
    list.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
}

fn status_line(view: &View) -> String {
    let (_, headline, note) = header_text(view, &[]);
    if note.is_empty() {
        format!("Hot Spot - {headline}")
    } else {
        format!("Hot Spot - {headline} ({note})")
    }
}

fn reserve_line(view: &View, seat: Seat) -> String {
    let s = seat.index().min(1);
    let spots: Vec<String> = view.reserves[s].iter().map(ToString::to_string).collect();
    let mut line = format!(
        "{} reserve: {}",
        seat_name(seat),
        if spots.is_empty() {
            "-".to_owned()
        } else {
            spots.join(" ")
        }
    );
    if view.phase == Phase::Placement {
        let _ = write!(line, "; to place: {}", view.face_down[s]);
        if view.to_act == Some(seat) {
            if let Some(n) = view.revealed {
                let _ = write!(line, "; revealed: {n}");
            }
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_for_a_spanish_room_is_drawn_and_described_in_spanish() {
        let view = samples::hot_spot_mid_game().view();
        let english = picture(&view, &["Ann", ""]);
        let spanish = header::in_locale(Locale::Es, || {
            let png = picture(&view, &["Ann", ""]);
            if let Ok(path) = std::env::var("PARLOR_SAVE_SPANISH") {
                std::fs::write(path, &png).unwrap();
            }
            let text = alt_text(&view, &["Ann", ""]);
            assert!(text.contains("Ann (Verde) contra Negro"), "{text}");
            png
        });
        assert_ne!(english, spanish);
    }
}
