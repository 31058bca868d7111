//! Pictures of a game's review (issue 35): the position before a move with the
//! move played and the better move drawn on it ([`moves_picture`],
//! [`moves_svg`]), and the winning chance over the game as a line chart
//! ([`chance_chart`], [`chance_chart_svg`]).
//!
//! **The moves.** Each move is applied to a copy of the position (a seeded roll
//! where the game rolls after it), and the copy's scene says what the game's
//! own drawing marks for its last move: the squares it left and reached
//! ([`Mark::LastMove`]), its path and arrowhead, what it captured
//! ([`Mark::Path`], [`Mark::Captured`]). Those marks are drawn on the scene of
//! the position before, the played move's in crimson ([`colour::PLAYED`]) and
//! the better move's in green ([`colour::BETTER`]), as [`Mark::Played`] and
//! [`Mark::Better`]: a ring on each square (the better move's inside the
//! played one's where both mark a square), the game's rings and crosses in the
//! move's colour, and each of its paths redrawn in one style with an
//! arrowhead; an arrow from the first square to the last where the game draws
//! no path (Hot Spot), rings where pieces were put where it marks nothing
//! (Number One's placement). An action with nothing on the board (the Line
//! game's `reclaim`) or that cannot be played is only named. The position
//! before loses its own last move's path (the picture is about this move), and
//! gains a legend under the board in the reader's language ("Played: 11-15",
//! "Better: 9-14"). Only public views are drawn: a move's marks are places and
//! shapes, never a piece's value, so a hidden value the copy holds is not drawn
//! (a Trespass move that would win with one secret and not another draws the
//! same).
//!
//! **The chart.** A scene over a background of its own (the title, the scale of
//! 0–100% with its 50% guide, kept per language like a board's): one line per
//! player, their names in a legend, the moves' numbers under the axis, and a
//! dot, a stem and a label at each move marked. Painted like every scene: a
//! palette PNG and an SVG from the same items.

use crate::chart;
use crate::header::MARGIN;
use crate::scene::{Ink, Item, Layer, Mark, Place, Role, Scene, Shape, Words};
use crate::style::{self, colour, RoundRect, Surface, TextStyle};
use crate::words::{tr, PerLocale};
use image::Rgb;
use parlor_games::i18n::Locale;
use parlor_games::{msg, AnyGame, SeededRng};

/// One player's winning chance over a game, for [`chance_chart`].
#[derive(Clone, Debug, PartialEq)]
pub struct ChanceLine {
    /// The player's name (drawn in the legend).
    pub name: String,
    /// `(ply, chance)`: the chance (0 to 1) after the position's ply, from 0
    /// (the start) to the number of plies.
    pub points: Vec<(u32, f64)>,
}

/// A move to mark on a chart: its ply and how bad it was (`label` already in
/// the reader's words, e.g. "blunder").
#[derive(Clone, Debug, PartialEq)]
pub struct ChartMark {
    /// The ply the move was (1 = the first move).
    pub ply: u32,
    /// The words to write beside it.
    pub label: String,
}

// --- The moves -------------------------------------------------------------------

/// The strip under the board that holds the legend, in pixels.
pub const LEGEND_HEIGHT: u32 = 48;

/// The seed of the random numbers a move is applied with: a roll that follows
/// it is never drawn.
const SEED: u64 = 35;

/// What a move marks on the board, as the game's own drawing marks it.
struct MoveMarks {
    /// The squares it leaves and reaches: each one's place, outline, and
    /// whether the game marks it round (a hole) rather than square.
    squares: Vec<(Place, RoundRect, bool)>,
    /// Its path, arrowhead and captures, symbols opened into their shapes.
    path: Vec<Item>,
    /// The squares are where pieces were put (no path between them).
    placed: bool,
}

/// Whether an item of a scene marks its last move on the board (not in a
/// panel: a piece taken, counted beside the board).
fn marks_last_move(role: &Role) -> bool {
    matches!(
        role,
        Role::Mark {
            mark: Mark::LastMove | Mark::Path | Mark::Captured,
            at: Place::Square(_) | Place::Board | Place::Line(_),
        }
    )
}

/// What `action` would mark on the board if the seat to act played it in
/// `before`: `None` when it cannot be played (the game is over, a table, or
/// the action is not legal).
fn move_marks(
    before: &AnyGame,
    before_scene: &Scene,
    action: &str,
    names: &[&str],
    locale: Locale,
) -> Option<MoveMarks> {
    let seat = before.turns()?.to_act()?;
    let mut after = before.clone();
    after.play(seat, action.trim(), &mut SeededRng::new(SEED)).ok()?;
    // Marks already there before (the turn's earlier moves of a Number One
    // turn) are not this move's.
    let already: Vec<String> = before_scene
        .items
        .iter()
        .filter(|item| marks_last_move(&item.role))
        .map(|item| format!("{item:?}"))
        .collect();
    let scene = crate::scene(&after, names, locale);
    let mut marks = MoveMarks {
        squares: Vec::new(),
        path: Vec::new(),
        placed: false,
    };
    for item in scene.items.iter().filter(|item| marks_last_move(&item.role)) {
        if already.contains(&format!("{item:?}")) {
            continue;
        }
        match &item.role {
            Role::Mark {
                mark: Mark::LastMove,
                at,
            } => {
                if let Some((rect, round)) = outline(&item.shape) {
                    if !marks.squares.iter().any(|(place, ..)| place == at) {
                        marks.squares.push((at.clone(), rect, round));
                    }
                }
            }
            _ => open(&item.role, &item.shape, 0.0, 0.0, &mut marks.path),
        }
    }
    // A game that marks no such move (Number One's placement): the squares
    // where a piece now stands that did not before.
    if marks.squares.is_empty() && marks.path.is_empty() {
        let piece_at = |item: &Item| match &item.role {
            Role::Piece {
                owner,
                at: at @ Place::Square(_),
                ..
            } => Some((*owner, at.clone())),
            _ => None,
        };
        let were: Vec<_> = before_scene.items.iter().filter_map(piece_at).collect();
        for item in &scene.items {
            let Some((owner, at)) = piece_at(item) else { continue };
            if were.contains(&(owner, at.clone())) || marks.squares.iter().any(|(p, ..)| *p == at) {
                continue;
            }
            if let Some((rect, round)) = outline(&item.shape) {
                marks.squares.push((at, rect.grow(4.0), round));
            }
        }
        marks.placed = true;
    }
    Some(marks)
}

/// The outline of a square's mark, and whether it is round.
fn outline(shape: &Shape) -> Option<(RoundRect, bool)> {
    let round = |rect: &RoundRect| rect.radius >= rect.hw.min(rect.hh) - 0.5;
    match shape {
        Shape::Use { symbol, x, y } => {
            let (w, h) = (symbol.scene.width as f32, symbol.scene.height as f32);
            let first_round = symbol.scene.items.first().is_some_and(|item| match &item.shape {
                Shape::Fill { rect, .. } | Shape::Stroke { rect, .. } => round(rect),
                _ => false,
            });
            Some((RoundRect::from_corner(*x, *y, w, h, 0.0), first_round))
        }
        Shape::Fill { rect, .. } | Shape::Stroke { rect, .. } => Some((*rect, round(rect))),
        _ => None,
    }
}

/// Pushes `shape` moved by (`dx`, `dy`) onto `out` under `role`, a symbol
/// opened into its shapes.
fn open(role: &Role, shape: &Shape, dx: f32, dy: f32, out: &mut Vec<Item>) {
    let moved = |points: &[(f32, f32)]| points.iter().map(|&(x, y)| (x + dx, y + dy)).collect();
    let shape = match shape {
        // A path's badges (Acey Ducey's order of the steps) are not redrawn.
        Shape::Use { .. } if matches!(role, Role::Mark { mark: Mark::Path, .. }) => return,
        Shape::Use { symbol, x, y } => {
            for item in &symbol.scene.items {
                open(role, &item.shape, dx + x, dy + y, out);
            }
            return;
        }
        Shape::Fill { rect, ink } => Shape::Fill {
            rect: rect.shift(dx, dy),
            ink: *ink,
        },
        Shape::Stroke { rect, width, ink } => Shape::Stroke {
            rect: rect.shift(dx, dy),
            width: *width,
            ink: *ink,
        },
        Shape::Polygon { points, ink } => Shape::Polygon {
            points: moved(points),
            ink: *ink,
        },
        Shape::Polyline { points, width, ink } => Shape::Polyline {
            points: moved(points),
            width: *width,
            ink: *ink,
        },
        Shape::Text(text) => {
            let mut text = text.clone();
            text.x += dx;
            text.baseline += dy;
            Shape::Text(text)
        }
    };
    out.push(Item {
        role: role.clone(),
        shape,
    });
}

/// A game's mark colour in a move's colour: white and near-white stay (the
/// outlines that lift a mark off the board), greys and black become the
/// shadow, every colour `ink`.
fn recolour(c: Rgb<u8>, ink: Rgb<u8>) -> Rgb<u8> {
    let [r, g, b] = c.0.map(u32::from);
    let luma = (299 * r + 587 * g + 114 * b) / 1000;
    let chroma = r.max(g).max(b) - r.min(g).min(b);
    if luma >= 225 {
        c
    } else if chroma < 40 {
        colour::SHADOW
    } else {
        ink
    }
}

/// Draws a move's marks on `scene` in `ink`, as `mark`; `ring` gives the
/// ring of a square from its outline.
fn draw_move(
    scene: &mut Scene,
    marks: &MoveMarks,
    mark: Mark,
    ink: Rgb<u8>,
    ring: impl Fn(&Place, RoundRect) -> RoundRect,
) {
    for (place, rect, round) in &marks.squares {
        let ring = ring(place, *rect);
        let radius = if *round { ring.hw.min(ring.hh) } else { 8.0 };
        let ring = RoundRect { radius, ..ring };
        scene.role(Role::Mark {
            mark,
            at: place.clone(),
        });
        scene.stroke_round_rect(ring, 7.0, colour::SHADOW, 0.45);
        scene.stroke_round_rect(ring, 4.5, ink, 1.0);
    }
    // The game's rings and dots, and what the move captures, in the move's
    // colour; its paths redrawn in one style, each with an arrowhead.
    let mut paths: Vec<(&Place, &Vec<(f32, f32)>)> = Vec::new();
    let mut captures: Vec<Item> = Vec::new();
    for item in &marks.path {
        let at = match &item.role {
            Role::Mark { at, .. } => at,
            _ => &Place::Board,
        };
        let ink_of = |i: &Ink| Ink {
            colour: recolour(i.colour, ink),
            alpha: i.alpha,
        };
        let shape = match &item.shape {
            Shape::Fill { rect, ink } => Shape::Fill {
                rect: *rect,
                ink: ink_of(ink),
            },
            Shape::Stroke { rect, width, ink } => Shape::Stroke {
                rect: *rect,
                width: *width,
                ink: ink_of(ink),
            },
            Shape::Polyline { points, .. } if matches!(item.role, Role::Mark { mark: Mark::Path, .. }) => {
                if points.len() >= 2 && !paths.iter().any(|(_, p)| *p == points) {
                    paths.push((at, points));
                }
                continue;
            }
            Shape::Polyline { points, width, ink } => Shape::Polyline {
                points: points.clone(),
                width: *width,
                ink: ink_of(ink),
            },
            Shape::Text(text) => {
                let mut text = text.clone();
                text.style = text.style.in_colour(recolour(text.style.colour, ink));
                Shape::Text(text)
            }
            // The game's arrowheads: each path gets one of this style.
            Shape::Polygon { .. } if matches!(item.role, Role::Mark { mark: Mark::Path, .. }) => continue,
            Shape::Polygon { points, ink } => Shape::Polygon {
                points: points.clone(),
                ink: ink_of(ink),
            },
            Shape::Use { .. } => continue,
        };
        let drawn = Item {
            role: Role::Mark { mark, at: at.clone() },
            shape,
        };
        if matches!(
            item.role,
            Role::Mark {
                mark: Mark::Captured,
                ..
            }
        ) {
            captures.push(drawn);
        } else {
            scene.items.push(drawn);
        }
    }
    for (at, points) in paths {
        scene.role(Role::Mark { mark, at: at.clone() });
        arrow(scene, points, ink);
    }
    // What it captures, over the paths that cross it.
    scene.items.extend(captures);
    // A game that draws no path (Hot Spot): an arrow from the first square to
    // the last, from a ring.
    let has_path = marks.path.iter().any(|item| {
        matches!(
            (&item.role, &item.shape),
            (Role::Mark { mark: Mark::Path, .. }, Shape::Polyline { .. })
        )
    });
    if !has_path && !marks.placed && marks.squares.len() >= 2 {
        let centre = |rect: &RoundRect| (rect.cx, rect.cy);
        let from = centre(&marks.squares[0].1);
        let to = centre(&marks.squares[marks.squares.len() - 1].1);
        scene.role(Role::Mark { mark, at: Place::Board });
        scene.stroke_round_rect(RoundRect::circle(from.0, from.1, 10.0), 7.5, colour::SHADOW, 1.0);
        scene.stroke_round_rect(RoundRect::circle(from.0, from.1, 10.0), 4.5, ink, 1.0);
        arrow(scene, &[from, to], ink);
    }
}

/// A path in a move's colour, outlined, ending in an arrowhead a little past
/// its end (covering the path's round end).
fn arrow(scene: &mut Scene, points: &[(f32, f32)], ink: Rgb<u8>) {
    let distance = |a: (f32, f32), b: (f32, f32)| ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
    let end = points[points.len() - 1];
    // The way it points: from the last point a few pixels back (an arc's
    // last steps are short).
    let from = points
        .iter()
        .rev()
        .copied()
        .find(|&p| distance(p, end) >= 8.0)
        .unwrap_or(points[0]);
    let d = distance(from, end).max(1.0);
    let (ux, uy) = ((end.0 - from.0) / d, (end.1 - from.1) / d);
    let total = length(points);
    // A short path (a step to the next hole) gets a smaller head, a little
    // less far past its end.
    let head = (total * 0.9).clamp(18.0, 26.0);
    let past = if total > 40.0 { 12.0 } else { 8.0 };
    let tip = (end.0 + ux * past, end.1 + uy * past);
    let neck = (tip.0 - ux * head * 0.75, tip.1 - uy * head * 0.75);
    let mut shaft: Vec<(f32, f32)> = points.to_vec();
    while shaft
        .last()
        .is_some_and(|p| (p.0 - neck.0) * ux + (p.1 - neck.1) * uy >= 0.0)
    {
        shaft.pop();
    }
    shaft.push(neck);
    let behind = (tip.0 - ux * 40.0, tip.1 - uy * 40.0);
    if shaft.len() >= 2 {
        scene.stroke_polyline(&shaft, 10.0, colour::SHADOW, 1.0);
    }
    style::fill_arrowhead(
        scene,
        behind,
        (tip.0 + ux * 3.0, tip.1 + uy * 3.0),
        head + 5.0,
        colour::SHADOW,
    );
    if shaft.len() >= 2 {
        scene.stroke_polyline(&shaft, 6.5, ink, 1.0);
    }
    style::fill_arrowhead(scene, behind, tip, head, ink);
}

/// The length of a path.
fn length(points: &[(f32, f32)]) -> f32 {
    points
        .windows(2)
        .map(|p| ((p[1].0 - p[0].0).powi(2) + (p[1].1 - p[0].1).powi(2)).sqrt())
        .sum()
}

/// The scene of `before` (the position before a move) with `played` and
/// `best` (two actions in the game's notation, legal in `before`) drawn on it in
/// two colours, with a legend naming them; the public view only.
///
/// An action that cannot be played in `before` is named in the legend and not
/// drawn; when `played` is `best`, one move is drawn.
pub fn moves_scene(before: &AnyGame, played: &str, best: &str, names: &[&str], locale: Locale) -> Scene {
    let mut scene = crate::scene(before, names, locale);
    let same = played.trim() == best.trim();
    let played_marks = move_marks(before, &scene, played, names, locale);
    let best_marks = (!same)
        .then(|| move_marks(before, &scene, best, names, locale))
        .flatten();
    scene
        .items
        .retain(|item| !matches!(item.role, Role::Mark { mark: Mark::Path, .. }));
    if let Some(marks) = &played_marks {
        draw_move(&mut scene, marks, Mark::Played, colour::PLAYED, |_, rect| {
            rect.grow(-3.0)
        });
    }
    if let Some(marks) = &best_marks {
        // A square both moves mark: the better move's ring inside the played one's.
        let played_rings: Vec<(Place, RoundRect)> = played_marks
            .iter()
            .flat_map(|m| m.squares.iter().map(|(place, rect, _)| (place.clone(), *rect)))
            .collect();
        let ring = move |place: &Place, rect: RoundRect| match played_rings.iter().find(|(p, _)| p == place) {
            Some((_, played)) => played.grow(-10.0),
            None => rect.grow(-3.0),
        };
        draw_move(&mut scene, marks, Mark::Better, colour::BETTER, ring);
    }
    draw_legend(&mut scene, played.trim(), (!same).then_some(best.trim()), locale);
    let sentence = if same {
        tr(
            locale,
            &msg!("pictures-review-alt-best", played = played.trim().to_owned()),
        )
    } else {
        tr(
            locale,
            &msg!(
                "pictures-review-alt-moves",
                played = played.trim().to_owned(),
                best = best.trim().to_owned()
            ),
        )
    };
    // After the sentence that says whose turn it is (else second): early, so
    // that the limit never cuts it off.
    let headline = scene
        .texts()
        .find(|(role, _)| matches!(role, Role::Headline { .. }))
        .map(|(_, text)| text.words().to_owned());
    let at = headline
        .and_then(|words| scene.speech.iter().position(|said| said.contains(&words)))
        .map_or(scene.speech.len().min(1), |i| i + 1);
    scene.speech.insert(at, sentence);
    scene
}

/// The legend in a strip of [`LEGEND_HEIGHT`] under the board: each move's
/// colour and its words.
fn draw_legend(scene: &mut Scene, played: &str, better: Option<&str>, locale: Locale) {
    let top = scene.height as f32;
    let width = scene.width as f32;
    scene.height += LEGEND_HEIGHT;
    scene.role(Role::Decoration);
    let strip = RoundRect::from_corner(0.0, top, width, LEGEND_HEIGHT as f32, 0.0);
    scene.fill_round_rect(strip, colour::PAPER, 1.0);
    let rule = RoundRect::from_corner(MARGIN as f32, top, width - 2.0 * MARGIN as f32, 2.0, 0.0);
    scene.fill_round_rect(rule, colour::PANEL_EDGE, 1.0);
    let mut entries = vec![(
        Mark::Played,
        colour::PLAYED,
        match better {
            Some(_) => tr(locale, &msg!("pictures-review-played", move = played.to_owned())),
            None => tr(locale, &msg!("pictures-review-best", move = played.to_owned())),
        },
    )];
    if let Some(better) = better {
        entries.push((
            Mark::Better,
            colour::BETTER,
            tr(locale, &msg!("pictures-review-better", move = better.to_owned())),
        ));
    }
    let room = (width - 2.0 * MARGIN as f32) / entries.len() as f32;
    let middle = top + LEGEND_HEIGHT as f32 / 2.0 + 1.0;
    let words = TextStyle::bold(19.0, colour::INK);
    for (i, (_, ink, text)) in entries.iter().enumerate() {
        let x = MARGIN as f32 + i as f32 * room;
        scene.role(Role::Decoration);
        let swatch = [(x + 2.0, middle), (x + 22.0, middle)];
        scene.stroke_polyline(&swatch, 9.0, colour::SHADOW, 1.0);
        scene.stroke_polyline(&swatch, 6.0, *ink, 1.0);
        style::fill_arrowhead(scene, swatch[0], (x + 37.0, middle), 19.0, colour::SHADOW);
        style::fill_arrowhead(scene, swatch[0], (x + 35.0, middle), 15.0, *ink);
        scene.role(Role::Words {
            words: Words::Legend,
            seat: None,
        });
        let baseline = words.centre_baseline(middle);
        scene.fitted_text(words, x + 46.0, baseline, text, room - 56.0);
    }
}

/// [`moves_scene`] as a PNG.
pub fn moves_picture(before: &AnyGame, played: &str, best: &str, names: &[&str], locale: Locale) -> Vec<u8> {
    crate::paint::png(&moves_scene(before, played, best, names, locale))
}

/// [`moves_scene`] as SVG, for the web companion.
pub fn moves_svg(before: &AnyGame, played: &str, best: &str, names: &[&str], locale: Locale) -> String {
    crate::paint::svg(&moves_scene(before, played, best, names, locale))
}

/// Words a screen reader can speak for [`moves_picture`]: the position's alt
/// text with, second, the move played and the better move.
pub fn moves_alt_text(before: &AnyGame, played: &str, best: &str, names: &[&str], locale: Locale) -> String {
    moves_scene(before, played, best, names, locale).alt_text()
}

// --- The chart -------------------------------------------------------------------

/// The chart's size in pixels: as wide as the rating chart ([`chart::WIDTH`]),
/// a little taller for its legend.
pub const CHART_WIDTH: u32 = chart::WIDTH;
/// See [`CHART_WIDTH`].
pub const CHART_HEIGHT: u32 = 400;

/// The plot's top: under the title and the legend.
const PLOT_TOP: f32 = 92.0;
const PLOT_LEFT: f32 = chart::LEFT;
const PLOT_RIGHT: f32 = CHART_WIDTH as f32 - chart::RIGHT;
const PLOT_BOTTOM: f32 = CHART_HEIGHT as f32 - chart::BOTTOM;

/// Each line's colour, in order (a game has at most four players).
const LINE_COLOURS: [Rgb<u8>; 4] = [
    chart::LINE,
    Rgb([0xC8, 0x50, 0x1E]),
    Rgb([0x2E, 0x8B, 0x57]),
    Rgb([0x8E, 0x44, 0xAD]),
];

/// The 50% guide.
const GUIDE: Rgb<u8> = Rgb([0x9A, 0x8E, 0x78]);

/// The height of a chance on the plot.
fn y_of(chance: f64) -> f32 {
    PLOT_BOTTOM - (PLOT_BOTTOM - PLOT_TOP) * chance.clamp(0.0, 1.0) as f32
}

/// A chance as the reader writes a percentage: "50%", "50 %".
fn percent(chance: f64, locale: Locale) -> String {
    let n = (chance.clamp(0.0, 1.0) * 100.0).round() as i64;
    tr(locale, &msg!("pictures-review-percent", n = n))
}

/// The chart's background, one per language: the paper, the title, the scale
/// of chances with its grid and the 50% guide, the axis and its caption.
static CHART_BACKGROUNDS: PerLocale<Layer> = PerLocale::new(chart_background);

fn chart_background(locale: Locale) -> Layer {
    let mut scene = Scene::on_paper(CHART_WIDTH, CHART_HEIGHT, chart::BACKGROUND);
    scene.role(Role::Title);
    let title = TextStyle::bold(chart::TITLE_SIZE, chart::INK);
    scene.text(title, 20.0, 38.0, &tr(locale, &msg!("pictures-review-chart-title")));
    let label = TextStyle::regular(chart::LABEL_SIZE, chart::INK).right();
    for step in 0..=4 {
        let chance = f64::from(step) / 4.0;
        let y = y_of(chance);
        scene.role(Role::Decoration);
        if step == 2 {
            // The 50% guide: dashed, darker than the grid.
            let mut x = PLOT_LEFT;
            while x < PLOT_RIGHT {
                let end = (x + 8.0).min(PLOT_RIGHT);
                scene.stroke_polyline(&[(x, y), (end, y)], 2.0, GUIDE, 1.0);
                x += 14.0;
            }
        } else {
            let line = RoundRect::from_corner(PLOT_LEFT, y - 0.5, PLOT_RIGHT - PLOT_LEFT, 1.0, 0.0);
            scene.fill_round_rect(line, chart::GRID, 1.0);
        }
        scene.role(Role::Label { at: Place::Board });
        scene.text(
            label,
            PLOT_LEFT - 10.0,
            label.centre_baseline(y),
            &percent(chance, locale),
        );
    }
    scene.role(Role::Decoration);
    let axis = RoundRect::from_corner(PLOT_LEFT, PLOT_BOTTOM, PLOT_RIGHT - PLOT_LEFT, 1.5, 0.0);
    scene.fill_round_rect(axis, chart::INK, 1.0);
    scene.role(Role::Label { at: Place::Board });
    let caption = TextStyle::regular(chart::LABEL_SIZE, colour::FADED_INK).right();
    scene.text(
        caption,
        PLOT_RIGHT,
        PLOT_BOTTOM + 44.0,
        &tr(locale, &msg!("pictures-review-chart-moves")),
    );
    Layer::new(format!("review-chart-{}", locale.code()), locale, scene, chart_samples)
}

/// The scenes the chart's palette is learned from.
fn chart_samples(locale: Locale) -> Vec<Scene> {
    [2, 3, 4]
        .into_iter()
        .map(|players| {
            let (lines, marks, plies) = crate::samples::review_chart(players, 60, players as u64);
            chart_scene(&lines, &marks, plies, locale)
        })
        .collect()
}

/// The chance of `points` at `ply`: the point there, or between the points
/// either side of it.
fn chance_at(points: &[(u32, f64)], ply: u32) -> Option<f64> {
    let before = points.iter().filter(|p| p.0 <= ply).max_by_key(|p| p.0)?;
    if before.0 == ply {
        return Some(before.1);
    }
    let after = points.iter().filter(|p| p.0 > ply).min_by_key(|p| p.0)?;
    let t = f64::from(ply - before.0) / f64::from(after.0 - before.0);
    Some(before.1 + (after.1 - before.1) * t)
}

/// A step between the numbered moves under the axis: at most eight numbers.
fn ply_step(plies: u32) -> u32 {
    [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000]
        .into_iter()
        .find(|step| plies / step <= 8)
        .unwrap_or(plies.max(1))
}

/// The chart's scene: its lines, legend, numbered moves and marks over its
/// background, and its alt text.
pub fn chart_scene(lines: &[ChanceLine], marks: &[ChartMark], plies: u32, locale: Locale) -> Scene {
    let mut scene = Scene::over(CHART_BACKGROUNDS.get(locale));
    let span = plies.max(1);
    let x_of = |ply: u32| PLOT_LEFT + (PLOT_RIGHT - PLOT_LEFT) * ply.min(span) as f32 / span as f32;
    scene.say(tr(locale, &msg!("pictures-review-chart-alt", plies = plies)));
    // The moves' numbers under the axis, each with a faint line up the plot.
    let step = ply_step(span);
    let label = TextStyle::regular(chart::LABEL_SIZE, chart::INK).centred();
    let mut ply = 0;
    while ply <= span {
        let x = x_of(ply);
        scene.role(Role::Decoration);
        if ply > 0 {
            let line = RoundRect::from_corner(x - 0.5, PLOT_TOP, 1.0, PLOT_BOTTOM - PLOT_TOP, 0.0);
            scene.fill_round_rect(line, chart::GRID, 1.0);
        }
        let tick = RoundRect::from_corner(x - 0.75, PLOT_BOTTOM, 1.5, 6.0, 0.0);
        scene.fill_round_rect(tick, chart::INK, 1.0);
        scene.role(Role::Label { at: Place::Board });
        scene.text(label, x, PLOT_BOTTOM + 24.0, &ply.to_string());
        ply += step;
    }
    // The legend: each line's colour and name, on the title's right.
    let names = TextStyle::bold(18.0, chart::INK);
    let mut x = PLOT_LEFT;
    let room = (PLOT_RIGHT - PLOT_LEFT) / lines.len().max(1) as f32;
    for (i, line) in lines.iter().enumerate() {
        let ink = LINE_COLOURS[i % LINE_COLOURS.len()];
        scene.role(Role::Words {
            words: Words::Legend,
            seat: None,
        });
        scene.stroke_polyline(&[(x, 64.0), (x + 26.0, 64.0)], 5.0, ink, 1.0);
        let end = scene.fitted_text(names, x + 34.0, names.centre_baseline(64.0), &line.name, room - 50.0);
        x = end.max(x + 34.0) + 28.0;
    }
    let drawn: Vec<&ChanceLine> = lines.iter().filter(|line| !line.points.is_empty()).collect();
    if drawn.is_empty() {
        scene.role(Role::Words {
            words: Words::Empty,
            seat: None,
        });
        let empty = tr(locale, &msg!("pictures-review-chart-empty"));
        let style = TextStyle::regular(18.0, chart::INK).centred();
        let middle = (PLOT_LEFT + PLOT_RIGHT) / 2.0;
        scene.text(style, middle, y_of(0.75), &empty);
        scene.say(empty);
        return scene;
    }
    // The lines, and what the alt text says of each.
    for (i, line) in lines.iter().enumerate() {
        let mut points: Vec<(u32, f64)> = line
            .points
            .iter()
            .copied()
            .filter(|&(ply, chance)| ply <= span && chance.is_finite())
            .collect();
        points.sort_by_key(|p| p.0);
        points.dedup_by_key(|p| p.0);
        let Some(&first) = points.first() else { continue };
        let last = points[points.len() - 1];
        let ink = LINE_COLOURS[i % LINE_COLOURS.len()];
        scene.role(Role::Mark {
            mark: Mark::Path,
            at: Place::Line(i as u8),
        });
        let xy: Vec<(f32, f32)> = points.iter().map(|&(ply, chance)| (x_of(ply), y_of(chance))).collect();
        if xy.len() == 1 {
            scene.fill_round_rect(RoundRect::circle(xy[0].0, xy[0].1, 4.0), ink, 1.0);
        } else {
            scene.stroke_polyline(&xy, 3.5, ink, 1.0);
        }
        let low = points
            .iter()
            .copied()
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .unwrap_or(first);
        scene.say(tr(
            locale,
            &msg!(
                "pictures-review-chart-alt-line",
                name = line.name.clone(),
                first = percent(first.1, locale),
                last = percent(last.1, locale),
                low = percent(low.1, locale),
                at = low.0
            ),
        ));
    }
    draw_marks(&mut scene, lines, marks, span, locale);
    scene
}

/// Each marked move: a dot on the line that lost most over it (the mover's),
/// a thin stem up to its label at the top of the plot, labels in up to three rows
/// so that neighbours do not overlap.
fn draw_marks(scene: &mut Scene, lines: &[ChanceLine], marks: &[ChartMark], span: u32, locale: Locale) {
    let x_of = |ply: u32| PLOT_LEFT + (PLOT_RIGHT - PLOT_LEFT) * ply.min(span) as f32 / span as f32;
    let style = TextStyle::bold(15.0, chart::INK).centred();
    let mut marks: Vec<&ChartMark> = marks.iter().filter(|m| m.ply <= span).collect();
    marks.sort_by_key(|m| m.ply);
    let mut rows: [f32; 3] = [f32::MIN; 3];
    for mark in marks {
        let x = x_of(mark.ply);
        let dot = lines
            .iter()
            .enumerate()
            .filter_map(|(i, line)| {
                let now = chance_at(&line.points, mark.ply)?;
                let drop = mark
                    .ply
                    .checked_sub(1)
                    .and_then(|ply| chance_at(&line.points, ply))
                    .map_or(0.0, |was| was - now);
                Some((i, now, drop))
            })
            .max_by(|a, b| a.2.total_cmp(&b.2));
        let text = tr(
            locale,
            &msg!("pictures-review-chart-mark", label = mark.label.clone(), ply = mark.ply),
        );
        let width = style.width(&text) + 10.0;
        let centre = x.clamp(PLOT_LEFT + width / 2.0, PLOT_RIGHT - width / 2.0);
        let row = rows
            .iter()
            .position(|&end| end + 6.0 < centre - width / 2.0)
            .unwrap_or(2);
        rows[row] = centre + width / 2.0;
        let label_y = PLOT_TOP + 4.0 + 21.0 * row as f32;
        scene.role(Role::Mark {
            mark: Mark::Danger,
            at: Place::Board,
        });
        let stem_end = dot.map_or(PLOT_BOTTOM, |(_, chance, _)| y_of(chance));
        if stem_end > label_y + 19.0 {
            scene.stroke_polyline(&[(x, label_y + 19.0), (x, stem_end)], 1.5, GUIDE, 1.0);
        }
        if let Some((i, chance, _)) = dot {
            let ink = LINE_COLOURS[i % LINE_COLOURS.len()];
            scene.fill_round_rect(RoundRect::circle(x, y_of(chance), 7.5), chart::INK, 1.0);
            scene.fill_round_rect(RoundRect::circle(x, y_of(chance), 5.5), ink, 1.0);
        }
        let backing = RoundRect::from_corner(centre - width / 2.0, label_y, width, 19.0, 4.0);
        scene.fill_round_rect(backing, chart::BACKGROUND, 1.0);
        scene.stroke_round_rect(backing, 1.0, chart::INK, 1.0);
        scene.role(Role::Words {
            words: Words::Status,
            seat: None,
        });
        scene.text(style, centre, label_y + 15.0, &text);
        scene.say(capitalised(&tr(
            locale,
            &msg!(
                "pictures-review-chart-alt-mark",
                label = mark.label.clone(),
                ply = mark.ply
            ),
        )));
    }
}

/// `sentence` with a capital first letter (a label starts it: "blunder at move 17").
fn capitalised(sentence: &str) -> String {
    let mut chars = sentence.chars();
    chars
        .next()
        .map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

/// The winning chance of each line over the game as a PNG line chart, moves in
/// `marks` marked; `plies` is the game's length. [`CHART_WIDTH`] ×
/// [`CHART_HEIGHT`] pixels, a palette PNG.
pub fn chance_chart(lines: &[ChanceLine], marks: &[ChartMark], plies: u32, locale: Locale) -> Vec<u8> {
    crate::paint::png(&chart_scene(lines, marks, plies, locale))
}

/// [`chance_chart`] as SVG, for the web companion.
pub fn chance_chart_svg(lines: &[ChanceLine], marks: &[ChartMark], plies: u32, locale: Locale) -> String {
    crate::paint::svg(&chart_scene(lines, marks, plies, locale))
}

/// Words a screen reader can speak for [`chance_chart`].
pub fn chance_chart_alt_text(lines: &[ChanceLine], marks: &[ChartMark], plies: u32, locale: Locale) -> String {
    chart_scene(lines, marks, plies, locale).alt_text()
}

#[cfg(test)]
mod tests;
