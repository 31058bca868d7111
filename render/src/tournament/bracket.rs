//! The bracket of a knockout of up to [`BRACKET_MAX`] players: a column per
//! round (headed "Quarter-finals", "Semi-finals", "Final"), a box per match
//! with its two players (their seed, name, and each game's mark: a drawn
//! game's replay shows as a second mark), the player who went through on a
//! gold tint, a bye written as such. Rounds not yet paired show the players
//! already through to them. Lines join each match to the one its winner plays
//! next.
//!
//! 32 players (five rounds) come to about 1,200 × 1,150 pixels.

use super::table::WINNER_TINT;
use super::*;
use parlor_games::tournament::view::PlayerView;

/// A match box's height (two lines) and the room between two in round 1.
const BOX_H: f32 = 52.0;
const PITCH: f32 = BOX_H + 10.0;
/// The room between two columns, where the lines run.
const GAP: f32 = 30.0;
/// The widest box.
const BOX_MAX: f32 = 260.0;
/// The seed's room at the left of a line.
const SEED_W: f32 = 26.0;

/// A player in a box.
#[derive(Clone, Copy)]
struct Seat {
    start: Start,
    /// Each game's mark, in order.
    marks: [Option<&'static str>; 2],
}

/// One box of the bracket.
#[derive(Clone, Default)]
struct Slot {
    /// The players, top then bottom.
    seats: [Option<Seat>; 2],
    /// The match's first board (1-based), once paired.
    board: Option<u32>,
    bye: bool,
    winner: Option<Start>,
    /// Paired and not decided.
    in_play: bool,
}

/// The boards of one round grouped into matches (a replay joins its match),
/// in order of their first board.
fn matches(round: &RoundView) -> Vec<Slot> {
    let mut slots: Vec<Slot> = Vec::new();
    let mut keys: Vec<(Start, Option<Start>)> = Vec::new();
    let mut games: Vec<Vec<&PairingView>> = Vec::new();
    for (board, p) in round.pairings.iter().enumerate() {
        let key = match p.second_start {
            Some(s) => (p.first_start.min(s), Some(p.first_start.max(s))),
            None => (p.first_start, None),
        };
        if let Some(at) = keys.iter().position(|k| *k == key) {
            games[at].push(p);
            continue;
        }
        keys.push(key);
        games.push(vec![p]);
        slots.push(Slot {
            board: Some(board as u32 + 1),
            ..Slot::default()
        });
    }
    for ((slot, key), boards) in slots.iter_mut().zip(&keys).zip(&games) {
        let seat = |start: Start| {
            let mut marks = [None, None];
            for (mark, p) in marks.iter_mut().zip(boards) {
                *mark = p.result.map(|r| result_mark(r, p.first_start == start));
            }
            Seat { start, marks }
        };
        slot.seats = [Some(seat(key.0)), key.1.map(seat)];
        let last = boards.last().expect("a match has a board");
        slot.bye = key.1.is_none();
        slot.winner = match (key.1, last.result) {
            (None, _) => Some(key.0),
            (Some(_), Some(GameResult::First | GameResult::ForfeitFirst)) => Some(last.first_start),
            (Some(_), Some(GameResult::Second | GameResult::ForfeitSecond)) => last.second_start,
            // Two draws: the higher seed goes through (rulings "Formats").
            (Some(_), Some(GameResult::Draw)) if boards.len() >= 2 => Some(key.0),
            _ => None,
        };
        slot.in_play = slot.winner.is_none();
    }
    slots
}

/// Every round's boxes, placed so that each match sits beside the two it
/// follows from.
fn columns(view: &TournamentView) -> Vec<Vec<Slot>> {
    let k = total_rounds(view).max(1) as usize;
    let mut columns: Vec<Vec<Slot>> = Vec::with_capacity(k);
    for c in 0..k {
        let played = view.rounds.get(c).map(matches).unwrap_or_default();
        let Some(previous) = columns.last() else {
            columns.push(played);
            continue;
        };
        let size = played.len().max(previous.len().div_ceil(2));
        let came_from = |start: Start| {
            previous
                .iter()
                .position(|s| s.seats.iter().flatten().any(|seat| seat.start == start))
        };
        let mut slots: Vec<Option<Slot>> = vec![None; size];
        let mut unplaced = Vec::new();
        for mut slot in played {
            let from: Vec<Option<usize>> = slot.seats.iter().map(|s| s.and_then(|s| came_from(s.start))).collect();
            if let (Some(a), Some(b)) = (from[0], from[1]) {
                if a > b {
                    slot.seats.swap(0, 1);
                }
            }
            match from.iter().flatten().min().map(|f| f / 2) {
                Some(at) if slots[at].is_none() => slots[at] = Some(slot),
                _ => unplaced.push(slot),
            }
        }
        for slot in unplaced {
            if let Some(free) = slots.iter_mut().find(|s| s.is_none()) {
                *free = Some(slot);
            }
        }
        // Boxes not yet paired hold the players already through to them.
        let slots = slots
            .into_iter()
            .enumerate()
            .map(|(i, slot)| {
                slot.unwrap_or_else(|| {
                    let through = |j: usize| {
                        previous.get(j).and_then(|s| s.winner).map(|start| Seat {
                            start,
                            marks: [None, None],
                        })
                    };
                    Slot {
                        seats: [through(2 * i), through(2 * i + 1)],
                        ..Slot::default()
                    }
                })
            })
            .collect();
        columns.push(slots);
    }
    columns
}

/// A round's name by the players it starts with: "Final", "Semi-finals",
/// "Quarter-finals", "Round of 16".
fn round_name(players: u32, locale: Locale) -> String {
    let msg = match players {
        0..=2 => msg!("pictures-tournament-final-round"),
        3..=4 => msg!("pictures-tournament-semi-finals"),
        5..=8 => msg!("pictures-tournament-quarter-finals"),
        n => msg!("pictures-tournament-round-of", n = n),
    };
    tr(locale, &msg)
}

/// The bracket's scene.
pub(super) fn scene(view: &TournamentView, locale: Locale) -> Scene {
    let columns = columns(view);
    let k = columns.len();
    let first = columns.first().map_or(1, |c| c.len().max(1));
    let natural = 2.0 * MARGIN as f32 + k as f32 * BOX_MAX + (k as f32 - 1.0) * GAP;
    let width = natural.clamp(MIN_WIDTH, MAX_WIDTH as f32);
    let box_w = (width - 2.0 * MARGIN as f32 - (k as f32 - 1.0) * GAP) / k as f32;
    let heads_top = BODY_TOP;
    let boxes_top = heads_top + 34.0;
    let height = boxes_top + PITCH * first as f32 + MARGIN as f32;
    let mut scene = Scene::on_paper(width.round() as u32, height.ceil() as u32, colour::PAPER);
    let heading = heading(view, locale);
    draw_head(&mut scene, view, &heading, locale);
    let by_start = |start: Start| view.players.iter().find(|p| p.start == start);

    // Each box's centre, column by column.
    let mut centres: Vec<Vec<f32>> = Vec::with_capacity(k);
    for (c, column) in columns.iter().enumerate() {
        let ys = (0..column.len())
            .map(|i| match centres.last() {
                None => boxes_top + PITCH * (i as f32 + 0.5),
                Some(before) => match (before.get(2 * i), before.get(2 * i + 1)) {
                    (Some(a), Some(b)) => (a + b) / 2.0,
                    (Some(a), None) => *a,
                    _ => boxes_top + PITCH * (i as f32 + 0.5) * (first as f32 / column.len() as f32),
                },
            })
            .collect();
        centres.push(ys);
        let x = MARGIN as f32 + c as f32 * (box_w + GAP);
        let players = 1u32 << (k - c).min(31);
        scene.role(Role::Words {
            words: Words::Heading,
            seat: None,
        });
        let head = TextStyle::bold(15.0, colour::FADED_INK).centred();
        scene.fitted_text(
            head,
            x + box_w / 2.0,
            heads_top + 21.0,
            &round_name(players, locale),
            box_w,
        );
    }
    scene.role(Role::Decoration);
    rule(&mut scene, MARGIN as f32, width - MARGIN as f32, heads_top + 30.0, 2.0);

    // The lines from each match to the next.
    for c in 1..k {
        let x_end = MARGIN as f32 + c as f32 * (box_w + GAP);
        let x_start = x_end - GAP;
        let mid = (x_start + x_end) / 2.0;
        for (i, &cy) in centres[c].iter().enumerate() {
            for j in [2 * i, 2 * i + 1] {
                if let Some(&from) = centres[c - 1].get(j) {
                    let points = [(x_start, from), (mid, from), (mid, cy), (x_end, cy)];
                    scene.stroke_polyline(&points, 2.0, colour::PANEL_EDGE, 1.0);
                }
            }
        }
    }

    let bye = tr(locale, &msg!("pictures-tournament-bye"));
    for (c, column) in columns.iter().enumerate() {
        let x = MARGIN as f32 + c as f32 * (box_w + GAP);
        for (slot, &cy) in column.iter().zip(&centres[c]) {
            draw_box(
                &mut scene,
                slot,
                (x, cy - BOX_H / 2.0, box_w),
                c as u32 + 1,
                &bye,
                &by_start,
            );
        }
    }
    say(&mut scene, view, &columns, &heading, locale);
    scene
}

/// One match's box with its top-left corner at (`x`, `y`), `w` wide.
fn draw_box<'a>(
    scene: &mut Scene,
    slot: &Slot,
    (x, y, w): (f32, f32, f32),
    round: u32,
    bye: &str,
    by_start: &dyn Fn(Start) -> Option<&'a PlayerView>,
) {
    let board = slot.board.unwrap_or(0);
    let frame = RoundRect::from_corner(x, y, w, BOX_H, 6.0);
    scene.role(Role::Board {
        round,
        board,
        entry: Entry::Box,
    });
    scene.fill_round_rect(frame, colour::PANEL, 1.0);
    let line_h = BOX_H / 2.0;
    for (i, seat) in slot.seats.iter().enumerate() {
        let top = y + line_h * i as f32;
        let baseline = top + line_h / 2.0 + 6.0;
        let Some(seat) = seat else {
            if slot.bye && i == 1 {
                scene.role(Role::Board {
                    round,
                    board,
                    entry: Entry::Bye,
                });
                let style = TextStyle::regular(15.0, colour::FADED_INK);
                scene.text(style, x + SEED_W + 6.0, baseline, bye);
            }
            continue;
        };
        let entrant = |entry| Role::Entrant {
            start: seat.start,
            entry,
        };
        let won = slot.winner == Some(seat.start) && slot.board.is_some();
        if won {
            let tint = if i == 0 {
                RoundRect::from_corner(x + 1.0, top + 1.0, w - 2.0, line_h - 1.0, 5.0)
            } else {
                RoundRect::from_corner(x + 1.0, top, w - 2.0, line_h - 1.0, 5.0)
            };
            scene.role(entrant(Entry::Winner));
            scene.fill_round_rect(tint, WINNER_TINT, 1.0);
        }
        let player = by_start(seat.start);
        let name = player.map_or("", |p| p.name.as_str());
        scene.role(entrant(Entry::Rank)).text(
            TextStyle::regular(14.0, colour::FADED_INK).right(),
            x + SEED_W,
            baseline,
            &seat.start.to_string(),
        );
        let marks: Vec<&str> = seat.marks.iter().flatten().copied().collect();
        let marks = marks.join(" ");
        let mark_style = TextStyle::bold(15.0, colour::INK).right();
        let marks_w = if marks.is_empty() {
            0.0
        } else {
            mark_style.width(&marks) + 8.0
        };
        let style = if won {
            TextStyle::bold(15.0, colour::INK)
        } else if slot.winner.is_some() && slot.board.is_some() {
            TextStyle::regular(15.0, colour::FADED_INK)
        } else {
            TextStyle::regular(15.0, colour::INK)
        };
        let room = w - SEED_W - 14.0 - marks_w;
        scene
            .role(entrant(Entry::Name))
            .fitted_text(style, x + SEED_W + 6.0, baseline, name, room);
        if !marks.is_empty() {
            scene.role(Role::Board {
                round,
                board,
                entry: Entry::Result,
            });
            scene.text(mark_style, x + w - 8.0, baseline, &marks);
        }
    }
    scene.role(Role::Decoration);
    scene.fill_polygon(
        &[
            (x + 6.0, (y + line_h).round()),
            (x + w - 6.0, (y + line_h).round()),
            (x + w - 6.0, (y + line_h).round() + 1.0),
            (x + 6.0, (y + line_h).round() + 1.0),
        ],
        colour::PANEL_EDGE,
        1.0,
    );
    let edge = if slot.board.is_some() { 1.2 } else { 1.0 };
    scene.stroke_round_rect(frame.grow(-0.5), edge, colour::PANEL_EDGE, 1.0);
}

/// The alt text: the winner, then each round's matches, the latest first.
fn say(scene: &mut Scene, view: &TournamentView, columns: &[Vec<Slot>], heading: &str, locale: Locale) {
    let name = |start: Start| {
        view.players
            .iter()
            .find(|p| p.start == start)
            .map_or_else(String::new, |p| p.name.clone())
    };
    say_winner(scene, view, locale);
    scene.say(format!("{heading}."));
    let k = columns.len();
    for (c, column) in columns.iter().enumerate().rev() {
        let mut list = Vec::new();
        for slot in column.iter().filter(|s| s.board.is_some()) {
            let [Some(a), b] = slot.seats else { continue };
            let Some(b) = b else {
                list.push(format!(
                    "{}: {}",
                    name(a.start),
                    tr(locale, &msg!("pictures-tournament-bye"))
                ));
                continue;
            };
            let result = match slot.winner {
                Some(w) => msg!("pictures-tournament-alt-goes-through", who = name(w)),
                None => msg!("pictures-tournament-in-play"),
            };
            list.push(tr(
                locale,
                &msg!(
                    "pictures-tournament-alt-match",
                    first = name(a.start),
                    second = name(b.start),
                    result = tr(locale, &result)
                ),
            ));
        }
        if list.is_empty() {
            continue;
        }
        let players = 1u32 << (k - c).min(31);
        scene.say(tr(
            locale,
            &msg!(
                "pictures-tournament-alt-round",
                round = round_name(players, locale),
                list = list.join("; ")
            ),
        ));
    }
}
