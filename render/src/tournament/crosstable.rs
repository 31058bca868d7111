//! The crosstable of a round robin of up to [`CROSSTABLE_MAX`] players: a row
//! per player in rank order (rank, name), a column per player in the same
//! order (headed by rank), each cell the row player's results against the
//! column player in round order (`1`, `½`, `0`, `+` and `−` for forfeits; a
//! double round robin's cells hold both games, `·` a game in play), then the
//! score and the tiebreak columns. The diagonal is shaded.
//!
//! 16 players with three tiebreaks come to about 1,150 × 700 pixels.

use super::table::{heading_style, score_columns, withdrawn_tag, ROW, WINNER_TINT};
use super::*;

/// The rank column's width.
const RANK_W: f32 = 40.0;
/// The name column's narrowest and widest.
const NAME_MIN: f32 = 150.0;
const NAME_MAX: f32 = 260.0;

/// The marks in the cell of `row` against `column`, in round order.
fn cell(view: &TournamentView, row: Start, column: Start) -> Vec<&'static str> {
    let mut marks = Vec::new();
    for round in &view.rounds {
        for p in &round.pairings {
            let Some(second) = p.second_start else { continue };
            let first = if (p.first_start, second) == (row, column) {
                true
            } else if (p.first_start, second) == (column, row) {
                false
            } else {
                continue;
            };
            marks.push(p.result.map_or("·", |r| result_mark(r, first)));
        }
    }
    marks
}

/// The crosstable's scene.
pub(super) fn scene(view: &TournamentView, locale: Locale) -> Scene {
    let players = &view.players;
    let n = players.len();
    let cell_w: f32 = if view.double { 52.0 } else { 38.0 };
    let (columns, mut legend) = score_columns(view, players, locale);
    legend.insert(0, tr(locale, &msg!("pictures-tournament-crosstable-legend")));
    let name_style = TextStyle::regular(16.0, colour::INK);
    let tag_style = TextStyle::regular(14.0, colour::CAPTURE);
    let tag = tr(locale, &msg!("pictures-tournament-withdrawn"));
    let tag_room = tag_style.width(&tag) + 24.0;
    let names = players
        .iter()
        .map(|p| name_style.width(&p.name) + if p.withdrawn { tag_room } else { 0.0 })
        .fold(0.0, f32::max);
    let rest = 2.0 * MARGIN as f32 + RANK_W + cell_w * n as f32 + columns.iter().map(|c| c.width).sum::<f32>();
    let name_w = (names + 14.0)
        .clamp(NAME_MIN, NAME_MAX)
        .min(MAX_WIDTH as f32 - rest)
        .max(MIN_WIDTH - rest);
    let width = rest + name_w;
    let small = TextStyle::regular(15.0, colour::FADED_INK);
    let legend: Vec<String> = legend
        .iter()
        .flat_map(|text| style::wrap(small, text, width - 2.0 * MARGIN as f32))
        .collect();
    let rows_top = BODY_TOP + 34.0;
    let rows_end = rows_top + ROW * n as f32;
    let height = rows_end + 10.0 + 22.0 * legend.len() as f32 + MARGIN as f32;
    let mut scene = Scene::on_paper(width.ceil() as u32, height.ceil() as u32, colour::PAPER);
    let heading = heading(view, locale);
    draw_head(&mut scene, view, &heading, locale);

    let (left, right) = (MARGIN as f32, width - MARGIN as f32);
    let cells_x = left + RANK_W + name_w;
    // Headings: #, Player, the ranks over the cells, the score and tiebreaks.
    let head = heading_style();
    let baseline = BODY_TOP + 21.0;
    scene.role(Role::Words {
        words: Words::Heading,
        seat: None,
    });
    let rank = tr(locale, &msg!("pictures-tournament-rank"));
    scene.text(head.right(), left + RANK_W - 10.0, baseline, &rank);
    let player = tr(locale, &msg!("pictures-tournament-player"));
    scene.fitted_text(head, left + RANK_W, baseline, &player, name_w - 8.0);
    for (j, p) in players.iter().enumerate() {
        let x = cells_x + cell_w * (j as f32 + 0.5);
        scene.text(head.centred(), x, baseline, &p.rank.to_string());
    }
    let mut x = cells_x + cell_w * n as f32;
    for column in &columns {
        x += column.width;
        scene.text(head.right(), x - 12.0, baseline, &column.heading);
    }
    scene.role(Role::Decoration);
    rule(&mut scene, left, right, BODY_TOP + 30.0, 2.0);

    let winner = view.status == Status::Finished;
    for (i, p) in players.iter().enumerate() {
        let top = rows_top + ROW * i as f32;
        if winner && p.rank == 1 {
            scene.role(Role::Entrant {
                start: p.start,
                entry: Entry::Winner,
            });
            band(&mut scene, [left, top, right, top + ROW], WINNER_TINT);
        } else if i % 2 == 1 {
            scene.role(Role::Decoration);
            band(&mut scene, [left, top, right, top + ROW], colour::PANEL);
        }
        scene.role(Role::Decoration);
        let x = cells_x + cell_w * i as f32;
        band(&mut scene, [x, top, x + cell_w, top + ROW], colour::PANEL_EDGE);
        let baseline = top + 21.0;
        let entrant = |entry| Role::Entrant { start: p.start, entry };
        scene.role(entrant(Entry::Rank)).text(
            TextStyle::bold(15.0, colour::FADED_INK).right(),
            left + RANK_W - 10.0,
            baseline,
            &p.rank.to_string(),
        );
        let style = if p.withdrawn {
            name_style.in_colour(colour::FADED_INK)
        } else {
            name_style
        };
        let room = name_w - 10.0 - if p.withdrawn { tag_room } else { 0.0 };
        let end = scene
            .role(entrant(Entry::Name))
            .fitted_text(style, left + RANK_W, baseline, &p.name, room);
        if p.withdrawn {
            withdrawn_tag(&mut scene, end + 8.0, top + ROW / 2.0, &tag, p.start);
        }
        for (j, q) in players.iter().enumerate() {
            let marks = cell(view, p.start, q.start);
            if i == j || marks.is_empty() {
                continue;
            }
            let text = marks.join(" ");
            let ink = match marks.as_slice() {
                [one] if *one == "0" || *one == "−" || *one == "·" => colour::FADED_INK,
                _ => colour::INK,
            };
            let size = if marks.len() > 1 { 15.0 } else { 16.0 };
            scene.role(Role::Cell {
                row: p.start,
                column: q.start,
            });
            let x = cells_x + cell_w * (j as f32 + 0.5);
            scene.text(TextStyle::bold(size, ink).centred(), x, baseline, &text);
        }
        let mut x = cells_x + cell_w * n as f32;
        for column in &columns {
            x += column.width;
            scene
                .role(entrant(column.entry))
                .text(column.style.right(), x - 12.0, baseline, &column.values[i]);
        }
    }
    // The grid between the cells.
    scene.role(Role::Decoration);
    for j in 0..=n {
        let x = (cells_x + cell_w * j as f32).round();
        scene.fill_polygon(
            &[(x, rows_top), (x + 1.0, rows_top), (x + 1.0, rows_end), (x, rows_end)],
            colour::PANEL_EDGE,
            1.0,
        );
    }
    rule(&mut scene, left, right, rows_end, 1.0);
    let mut y = rows_end + 26.0;
    for text in &legend {
        footnote(&mut scene, Words::Legend, y, text);
        y += 22.0;
    }
    say_standings(&mut scene, view, &heading, locale);
    scene
}
