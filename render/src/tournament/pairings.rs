//! A round's pairings: a line per board (its number; the player who moves
//! first, behind a chip saying so; the result, "in play" or "not started";
//! the player who moves second, or "bye"), each name followed by its starting
//! number, the first [`PAIRINGS_ROWS`] boards of a larger round.
//!
//! Eight boards come to about 860 × 420 pixels.

use super::table::heading_style;
use super::*;

/// A line's height.
const ROW: f32 = 36.0;
/// The board number's column.
const BOARD_W: f32 = 70.0;
/// The result's column.
const RESULT_W: f32 = 130.0;
/// A name column's narrowest and widest (with the starting number).
const NAME_MIN: f32 = 230.0;
const NAME_MAX: f32 = 390.0;

/// The result as the board shows it, first player's side first: `1 – 0`,
/// `½ – ½`, `+ – −`.
fn result_text(result: GameResult) -> String {
    format!("{} – {}", result_mark(result, true), result_mark(result, false))
}

/// The pairings of round `number`; `standings` when it stands for the
/// standings of a knockout too large for a bracket (its heading says where
/// the tournament stands, and its alt text lists the standings).
pub(super) fn scene(view: &TournamentView, number: u32, locale: Locale, standings: bool) -> Scene {
    let empty = RoundView {
        number,
        pairings: Vec::new(),
    };
    let round = round(view, number).unwrap_or(&empty);
    // The games in board order, then the byes (the bot lists them so too).
    let ordered: Vec<PairingView> = round
        .pairings
        .iter()
        .filter(|p| !p.bye)
        .chain(round.pairings.iter().filter(|p| p.bye))
        .cloned()
        .collect();
    let boards = &ordered[..ordered.len().min(PAIRINGS_ROWS)];
    let more = ordered.len() - boards.len();
    let name_style = TextStyle::regular(17.0, colour::INK);
    let number_style = TextStyle::regular(14.0, colour::FADED_INK);
    let chip_style = TextStyle::bold(14.0, colour::FRAME_TEXT);
    let chip = tr(locale, &msg!("pictures-tournament-first"));
    let chip_w = chip_style.width(&chip) + 14.0;
    let names = boards
        .iter()
        .flat_map(|p| {
            [
                name_style.width(&p.first) + number_style.width(&format!("#{}", p.first_start)),
                p.second.as_deref().map_or(0.0, |s| name_style.width(s))
                    + number_style.width(&format!("#{}", p.second_start.unwrap_or(0))),
            ]
        })
        .fold(0.0, f32::max);
    let mut name_w = (names + 24.0).clamp(NAME_MIN, NAME_MAX);
    let natural = 2.0 * MARGIN as f32 + BOARD_W + chip_w + 10.0 + RESULT_W + 2.0 * name_w;
    if natural < MIN_WIDTH {
        name_w += (MIN_WIDTH - natural) / 2.0;
    }
    let width = natural.max(MIN_WIDTH);
    let rows_top = BODY_TOP + 34.0;
    let rows_end = rows_top + ROW * boards.len().max(1) as f32;
    let height = rows_end + 10.0 + if more > 0 { 22.0 } else { 0.0 } + MARGIN as f32;
    let mut scene = Scene::on_paper(width.round() as u32, height.ceil() as u32, colour::PAPER);
    let rounds = total_rounds(view);
    let heading = if standings {
        heading(view, locale)
    } else {
        tr(
            locale,
            &msg!("pictures-tournament-pairings", round = number, rounds = rounds),
        )
    };
    draw_head(&mut scene, view, &heading, locale);

    let (left, right) = (MARGIN as f32, width - MARGIN as f32);
    let first_x = left + BOARD_W;
    let result_x = first_x + chip_w + 10.0 + name_w;
    let second_x = result_x + RESULT_W;
    let head = heading_style();
    let baseline = BODY_TOP + 21.0;
    scene.role(Role::Words {
        words: Words::Heading,
        seat: None,
    });
    let label = |id: &'static str| tr(locale, &Msg::new(id));
    scene.fitted_text(
        head,
        left + 4.0,
        baseline,
        &label("pictures-tournament-board"),
        BOARD_W - 8.0,
    );
    scene.fitted_text(
        head,
        first_x,
        baseline,
        &label("pictures-tournament-moves-first"),
        chip_w + name_w,
    );
    scene.fitted_text(
        head.centred(),
        result_x + RESULT_W / 2.0,
        baseline,
        &label("pictures-tournament-result"),
        RESULT_W,
    );
    scene.fitted_text(
        head,
        second_x,
        baseline,
        &label("pictures-tournament-moves-second"),
        name_w,
    );
    scene.role(Role::Decoration);
    rule(&mut scene, left, right, BODY_TOP + 30.0, 2.0);
    scene.say(format!("{heading}."));

    if round.pairings.is_empty() {
        scene.role(Role::Words {
            words: Words::Empty,
            seat: None,
        });
        let text = tr(locale, &msg!("pictures-tournament-not-paired", round = number));
        scene.fitted_text(
            TextStyle::regular(17.0, colour::FADED_INK),
            left + 4.0,
            rows_top + 23.0,
            &text,
            right - left,
        );
        scene.say(text);
    }
    let bye = tr(locale, &msg!("pictures-tournament-bye"));
    let replay = tr(locale, &msg!("pictures-tournament-replay"));
    for (i, p) in boards.iter().enumerate() {
        let top = rows_top + ROW * i as f32;
        let cy = top + ROW / 2.0;
        let baseline = name_style.centre_baseline(cy);
        let board = i as u32 + 1;
        let at = |entry| Role::Board {
            round: number,
            board,
            entry,
        };
        scene.role(at(Entry::Box));
        if i % 2 == 1 {
            band(&mut scene, [left, top, right, top + ROW], colour::PANEL);
        }
        let shown = if p.bye { String::new() } else { board.to_string() };
        scene.role(at(Entry::Rank)).text(
            TextStyle::bold(17.0, colour::FADED_INK).right(),
            left + BOARD_W - 24.0,
            baseline,
            &shown,
        );
        // The player who moves first, behind the chip.
        let first = |entry| Role::Entrant {
            start: p.first_start,
            entry,
        };
        if !p.bye {
            scene.role(first(Entry::FirstMove));
            let pill = RoundRect::from_corner(first_x, cy - 11.0, chip_w, 22.0, 11.0);
            scene.fill_round_rect(pill, colour::FRAME, 1.0);
            scene.text(
                chip_style.centred(),
                first_x + chip_w / 2.0,
                chip_style.centre_baseline(cy),
                &chip,
            );
        }
        let x = first_x + chip_w + 10.0;
        name_and_number(&mut scene, p.first_start, &p.first, (x, baseline), name_w - 12.0);
        // The result.
        let mid = result_x + RESULT_W / 2.0;
        scene.role(at(Entry::Result));
        match p.result {
            Some(result) => {
                scene.text(
                    TextStyle::bold(17.0, colour::INK).centred(),
                    mid,
                    baseline,
                    &result_text(result),
                );
            }
            None if !p.bye => {
                let id = if p.game.is_some() {
                    "pictures-tournament-in-play"
                } else {
                    "pictures-tournament-not-started"
                };
                let style = TextStyle::regular(15.0, colour::FADED_INK).centred();
                scene.fitted_text(style, mid, baseline, &tr(locale, &Msg::new(id)), RESULT_W - 8.0);
            }
            None => {}
        }
        // The second player, or the bye.
        match (&p.second, p.second_start) {
            (Some(name), Some(start)) => {
                let end = name_and_number(&mut scene, start, name, (second_x, baseline), name_w - 12.0);
                let replayed = ordered[..i].iter().any(|q| {
                    q.second_start.is_some() && {
                        let pair = |a: Start, b: Start| (a.min(b), a.max(b));
                        pair(q.first_start, q.second_start.unwrap_or(0)) == pair(p.first_start, start)
                    }
                });
                if replayed && end + 80.0 < right {
                    scene.role(at(Entry::Rank));
                    let style = TextStyle::regular(14.0, colour::FADED_INK);
                    scene.fitted_text(style, end + 10.0, baseline, &format!("· {replay}"), right - end - 14.0);
                }
            }
            _ => {
                scene.role(at(Entry::Bye));
                scene.text(TextStyle::regular(17.0, colour::FADED_INK), second_x, baseline, &bye);
            }
        }
        scene.role(Role::Decoration);
        say_board(&mut scene, board, p, locale);
    }
    rule(&mut scene, left, right, rows_end, 1.0);
    if more > 0 {
        footnote(
            &mut scene,
            Words::Count,
            rows_end + 26.0,
            &tr(locale, &msg!("pictures-tournament-more-boards", n = more)),
        );
    }
    if standings {
        // The boards already said the round; the standings come after them.
        say_standings(&mut scene, view, &heading, locale);
    }
    scene
}

/// A name cut to `room` with its starting number after it (`#4`), faded;
/// returns where it ends.
fn name_and_number(scene: &mut Scene, start: Start, name: &str, (x, baseline): (f32, f32), room: f32) -> f32 {
    let style = TextStyle::regular(17.0, colour::INK);
    let small = TextStyle::regular(14.0, colour::FADED_INK);
    let number = format!("#{start}");
    let number_w = small.width(&number) + 8.0;
    scene.role(Role::Entrant {
        start,
        entry: Entry::Name,
    });
    let end = scene.fitted_text(style, x, baseline, name, room - number_w);
    scene.role(Role::Entrant {
        start,
        entry: Entry::Rank,
    });
    scene.text(small, end + 8.0, baseline, &number)
}

/// The alt text's sentence for one board.
fn say_board(scene: &mut Scene, board: u32, p: &PairingView, locale: Locale) {
    let sentence = match &p.second {
        None => msg!("pictures-tournament-alt-bye", board = board, who = p.first.clone()),
        Some(second) => msg!(
            "pictures-tournament-alt-board",
            board = board,
            first = p.first.clone(),
            second = second.clone(),
            result = alt_result(p, locale)
        ),
    };
    scene.say(tr(locale, &sentence));
}
