//! The Line game's panel beside the board: for each player, the balls in hand
//! and those the other player has taken, and the score panel (progress) or
//! points against the target (scoring), the player to move framed; below, the
//! last move, the lines it called, the barred roll and the safeguard's count.

use super::{
    lines_list, quiet_msg, BALLS_PER_SIDE, BLACK, BOARD, BOARD_Y, CHIP_R, LINE_COUNT, MINI_R, PANEL_W, PANEL_X,
    SAFEGUARD_MOVES, SYMBOLS, WHITE,
};
use crate::scene::{Mark, Piece, Place, Role, Scene, Words};
use crate::style::{self, colour, RoundRect, Surface, TextStyle};
use crate::words::Table;
use parlor_games::line::{Variant, View};
use parlor_games::{msg, Seat};
use std::fmt::Write as _;

/// "Taken by Bob: 2": a seat's balls confiscated by the other.
fn taken_text(view: &View, table: Table, seat: Seat) -> String {
    table.tr(msg!(
        "pictures-line-taken-by",
        who = table.short(seat.opponent()),
        n = view.confiscated[seat.index().min(1)]
    ))
}

/// A row of `count` small balls of `owner`'s colour at `place`, starting at
/// (`x`, `y`), the confiscated ones crossed.
fn draw_ball_row(scene: &mut Scene, owner: Seat, place: Place, count: u8, x: f32, y: f32, crossed: bool) {
    let symbols = &*SYMBOLS;
    for k in 0..count.min(BALLS_PER_SIDE) {
        let cx = x + MINI_R + k as f32 * (2.0 * MINI_R + 3.0);
        scene
            .role(Role::Piece {
                owner,
                at: place.clone(),
                piece: Piece::Ball,
            })
            .place_centred(&symbols.mini[owner.index().min(1)], cx, y);
        if crossed {
            scene
                .role(Role::Mark {
                    mark: Mark::Captured,
                    at: place.clone(),
                })
                .place_centred(&symbols.mini_cross, cx, y - 1.0);
        }
    }
}

/// The panel: one block per player (each said in the alt text), then the last
/// move, the barred roll and the safeguard's count.
pub(super) fn draw_panel(scene: &mut Scene, view: &View, table: Table) {
    let left = (PANEL_X + 12) as f32;
    let width = (PANEL_W - 24) as f32;
    let body = TextStyle::regular(15.0, colour::INK);
    let faded = TextStyle::regular(15.0, colour::FADED_INK);
    let block_h = match view.variant {
        Variant::Basic => 126.0,
        Variant::Progress => 176.0,
        Variant::Scoring => 160.0,
    };
    let mut y = (BOARD_Y + 8) as f32;
    for seat in [WHITE, BLACK] {
        draw_seat(scene, view, table, seat, y, block_h);
        y += block_h;
    }

    // The last move, the lines it called, the barred roll.
    y += 10.0;
    if let Some(last) = &view.last_move {
        scene.role(Role::Words {
            words: Words::LastMove,
            seat: Some(last.seat),
        });
        let text = table.tr(msg!(
            "pictures-line-last",
            who = table.short(last.seat),
            play = last.notation()
        ));
        for line in style::wrap(body, &text, width) {
            scene.text(body, left, y, &line);
            y += 19.0;
        }
        if !last.lines.is_empty() {
            let text = table.tr(msg!(
                "pictures-line-called",
                count = last.lines.len(),
                lines = lines_list(&last.lines)
            ));
            let bold = TextStyle::bold(15.0, colour::INK);
            for line in style::wrap(bold, &text, width) {
                scene.text(bold, left, y, &line);
                y += 19.0;
            }
        }
    }
    if let Some(seat) = view.to_act {
        if let Some(roll) = view.barred[seat.index().min(1)] {
            scene.role(Role::Words {
                words: Words::Legend,
                seat: Some(seat),
            });
            scene.place_centred(&SYMBOLS.no_entry, left + 10.0, y - 5.0);
            let text = table.tr(msg!(
                "pictures-line-barred",
                from = roll.from.to_string(),
                to = roll.to.to_string()
            ));
            scene.fitted_text(body, left + 26.0, y, &text, width - 26.0);
            y += 19.0;
        }
    }
    // The safeguard's count at the foot of the panel, on two lines if a
    // language needs them.
    let quiet = table.tr(msg!(
        "pictures-line-quiet",
        n = view.quiet_moves,
        quiet = quiet_msg(view.variant, SAFEGUARD_MOVES)
    ));
    let lines = style::wrap(faded, &quiet, width);
    let foot = (BOARD_Y + BOARD - 14) as f32 - 19.0 * lines.len().saturating_sub(1).min(1) as f32;
    let mut y = y.max(foot);
    scene.role(Role::Words {
        words: Words::Status,
        seat: None,
    });
    for line in lines.iter().take(2) {
        scene.fitted_text(faded, left, y, line, width);
        y += 19.0;
    }
    scene.role(Role::Decoration);
}

/// One player's block of the panel, from `top`, `height` high: framed when
/// they are to move, their name, their balls in hand and those taken, and
/// their score; says what it shows.
fn draw_seat(scene: &mut Scene, view: &View, table: Table, seat: Seat, top: f32, height: f32) {
    let left = (PANEL_X + 12) as f32;
    let width = (PANEL_W - 24) as f32;
    let title = TextStyle::bold(17.0, colour::INK);
    let body = TextStyle::regular(15.0, colour::INK);
    let i = seat.index();
    let words = |words| Role::Words {
        words,
        seat: Some(seat),
    };
    if view.to_act == Some(seat) {
        scene.role(Role::Mark {
            mark: Mark::Turn,
            at: Place::Panel(seat),
        });
        let frame = RoundRect::from_corner(left - 6.0, top, width + 12.0, height - 6.0, 6.0);
        scene.stroke_round_rect(frame, 3.0, colour::TURN, 1.0);
    }
    scene
        .role(words(Words::Name))
        .place_centred(&SYMBOLS.chips[i], left + CHIP_R + 1.0, top + 20.0);
    scene.fitted_text(
        title,
        left + 2.0 * CHIP_R + 8.0,
        top + 26.0,
        &table.label(seat),
        width - 2.0 * CHIP_R - 8.0,
    );
    let mut row = top + 50.0;
    scene.role(words(Words::Count));
    scene.text(
        body,
        left,
        row,
        &table.tr(msg!("pictures-line-in-hand", n = view.hands[i])),
    );
    draw_ball_row(
        scene,
        seat,
        Place::Reserve(seat),
        view.hands[i],
        left,
        row + 14.0,
        false,
    );
    row += 38.0;
    scene.role(words(Words::Count));
    scene.fitted_text(body, left, row, &taken_text(view, table, seat), width);
    draw_ball_row(
        scene,
        seat,
        Place::Panel(seat),
        view.confiscated[i],
        left,
        row + 14.0,
        true,
    );
    row += 40.0;
    let score = match view.variant {
        Variant::Progress => {
            draw_score_panel(scene, seat, &view.panels[i], left, row, table);
            Some(msg!("pictures-line-alt-lines-scored", n = view.panels[i].len()))
        }
        Variant::Scoring => {
            draw_points(scene, seat, view.points[i], view.target.unwrap_or(16), left, row, table);
            Some(msg!(
                "pictures-line-alt-points",
                points = view.points[i],
                target = view.target.unwrap_or(0)
            ))
        }
        Variant::Basic => None,
    };
    let mut sentence = table.tr(msg!(
        "pictures-line-alt-seat",
        who = table.short(seat),
        hand = view.hands[i],
        taken = view.confiscated[i],
        opponent = table.short(seat.opponent())
    ));
    if let Some(score) = score {
        let _ = write!(sentence, ", {}", table.tr(score));
    }
    sentence.push('.');
    scene.say(sentence);
}

/// Progress: the 16 line numbers in two rows of eight, the recorded ones filled.
fn draw_score_panel(scene: &mut Scene, seat: Seat, recorded: &[u8], left: f32, top: f32, table: Table) {
    let label = TextStyle::regular(15.0, colour::FADED_INK);
    let scored = table.tr(msg!("pictures-line-lines-scored", n = recorded.len()));
    scene.role(Role::Words {
        words: Words::Status,
        seat: Some(seat),
    });
    scene.text(label, left, top, &scored);
    let (w, h, gap) = (23.0, 19.0, 2.0);
    for line in 1..=LINE_COUNT {
        let k = (line - 1) as f32;
        let x = left + (k % 8.0) * (w + gap);
        let y = top + 8.0 + (k / 8.0).floor() * (h + gap);
        let cell = RoundRect::from_corner(x, y, w, h, 4.0);
        let done = recorded.contains(&line);
        if done {
            scene.role(Role::Mark {
                mark: Mark::Scored,
                at: Place::Panel(seat),
            });
            scene.fill_round_rect(cell, colour::TURN, 1.0);
        } else {
            scene.role(Role::Decoration);
            scene.stroke_round_rect(cell.grow(-0.5), 1.0, colour::PANEL_EDGE, 1.0);
        }
        let ink = if done { colour::INK } else { colour::FADED_INK };
        let text = TextStyle::bold(14.0, ink).centred();
        scene.text(text, x + w / 2.0, text.centre_baseline(y + h / 2.0), &line.to_string());
    }
    scene.role(Role::Decoration);
}

/// Scoring: the points against the target, as a row of cells up to the target.
fn draw_points(scene: &mut Scene, seat: Seat, points: u8, target: u8, left: f32, top: f32, table: Table) {
    let label = TextStyle::bold(15.0, colour::INK);
    let text = table.tr(msg!("pictures-line-points-of", points = points, target = target));
    scene.role(Role::Words {
        words: Words::Status,
        seat: Some(seat),
    });
    scene.text(label, left, top, &text);
    let cells = target.max(1);
    let total_w = (PANEL_W - 24) as f32;
    let w = ((total_w + 2.0) / cells as f32 - 2.0).min(16.0);
    for k in 0..cells {
        let cell = RoundRect::from_corner(left + k as f32 * (w + 2.0), top + 8.0, w, 14.0, 2.5);
        if k < points {
            scene.role(Role::Mark {
                mark: Mark::Scored,
                at: Place::Panel(seat),
            });
            scene.fill_round_rect(cell, colour::TURN, 1.0);
        } else {
            scene.role(Role::Decoration);
            scene.stroke_round_rect(cell.grow(-0.5), 1.0, colour::PANEL_EDGE, 1.0);
        }
    }
    scene.role(Role::Decoration);
}
