//! The standings table: a line per player in rank order (rank, name, score,
//! the tiebreaks the view has), the top [`TABLE_ROWS`] of a larger field; and
//! before the start, the players signed up with their ratings.
//!
//! Layout: the two title lines, a row of column headings over a rule, then
//! lines of [`ROW`] pixels on alternate stripes; under them how many more
//! players there are and which tiebreaks the columns are. The name column
//! takes the room the longest name needs (within limits), so the picture is
//! 560 to about 1,100 pixels wide and 130 + 30 per line tall.

use super::*;

/// A line's height.
pub(super) const ROW: f32 = 30.0;
/// The rank column's width.
const RANK_W: f32 = 50.0;
/// The name column's narrowest and widest.
const NAME_MIN: f32 = 220.0;
const NAME_MAX: f32 = 340.0;
/// A tint of the winner's line: [`colour::TURN`] at 30 % over the paper.
pub(super) const WINNER_TINT: image::Rgb<u8> = image::Rgb([0xEA, 0xD4, 0xA0]);

/// A column right of the name: its heading, width and each line's words.
pub(super) struct Column {
    pub(super) heading: String,
    pub(super) width: f32,
    pub(super) style: TextStyle,
    pub(super) entry: Entry,
    pub(super) values: Vec<String>,
}

/// One line: its rank, the player, whether to mark them withdrawn or winner.
struct Line<'a> {
    rank: u32,
    start: Start,
    name: &'a str,
    withdrawn: bool,
    winner: bool,
}

pub(super) fn heading_style() -> TextStyle {
    TextStyle::bold(15.0, colour::FADED_INK)
}

/// A column of `values` under `heading`, as wide as its widest words.
pub(super) fn column(heading: String, style: TextStyle, entry: Entry, values: Vec<String>) -> Column {
    let width = heading_style()
        .width(&heading)
        .max(widest(style, values.iter().map(String::as_str)))
        + 24.0;
    Column {
        heading,
        width,
        style,
        entry,
        values,
    }
}

/// The standings table of a tournament under way or over.
pub(super) fn scene(view: &TournamentView, locale: Locale) -> Scene {
    let shown = &view.players[..view.players.len().min(TABLE_ROWS)];
    let (columns, legend) = score_columns(view, shown, locale);
    let lines: Vec<Line> = shown
        .iter()
        .map(|p| Line {
            rank: p.rank,
            start: p.start,
            name: &p.name,
            withdrawn: p.withdrawn,
            winner: view.status == Status::Finished && p.rank == 1,
        })
        .collect();
    let heading = heading(view, locale);
    let mut scene = draw(view, &heading, &lines, &columns, &legend, locale);
    say_standings(&mut scene, view, &heading, locale);
    scene
}

/// The score and tiebreak columns of `shown`, and the legend naming the
/// tiebreaks in full.
pub(super) fn score_columns(
    view: &TournamentView,
    shown: &[parlor_games::tournament::view::PlayerView],
    locale: Locale,
) -> (Vec<Column>, Vec<String>) {
    let mut columns = vec![column(
        tr(locale, &msg!("pictures-tournament-points")),
        TextStyle::bold(17.0, colour::INK),
        Entry::Score,
        shown.iter().map(|p| points(p.score)).collect(),
    )];
    let tiebreaks: Vec<Tiebreak> = view
        .players
        .first()
        .map(|p| p.tiebreaks.iter().map(|(t, _)| *t).collect())
        .unwrap_or_default();
    for (i, &tiebreak) in tiebreaks.iter().enumerate() {
        columns.push(column(
            tiebreak_short(tiebreak, locale),
            TextStyle::regular(16.0, colour::INK),
            Entry::Tiebreak(tiebreak),
            shown
                .iter()
                .map(|p| p.tiebreaks.get(i).map(|(_, v)| tiebreak_value(*v)).unwrap_or_default())
                .collect(),
        ));
    }
    let mut legend = Vec::new();
    if !tiebreaks.is_empty() {
        let list: Vec<String> = tiebreaks.iter().map(|&t| tiebreak_long(t, locale)).collect();
        legend.push(tr(
            locale,
            &msg!("pictures-tournament-tiebreaks", list = list.join(", ")),
        ));
    }
    (columns, legend)
}

/// The players signed up, in sign-up order, with their ratings.
pub(super) fn signed_up(view: &TournamentView, locale: Locale) -> Scene {
    let shown = &view.players[..view.players.len().min(TABLE_ROWS)];
    let columns = vec![column(
        tr(locale, &msg!("pictures-tournament-rating")),
        TextStyle::regular(16.0, colour::INK),
        Entry::Rating,
        shown.iter().map(|p| p.rating.to_string()).collect(),
    )];
    let lines: Vec<Line> = shown
        .iter()
        .enumerate()
        .map(|(i, p)| Line {
            rank: i as u32 + 1,
            start: p.start,
            name: &p.name,
            withdrawn: p.withdrawn,
            winner: false,
        })
        .collect();
    let heading = tr(locale, &msg!("pictures-tournament-signed-up", n = view.players.len()));
    let mut scene = draw(view, &heading, &lines, &columns, &[], locale);
    let list: Vec<String> = view
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{}. {}", i + 1, p.name))
        .collect();
    scene.say(tr(
        locale,
        &msg!(
            "pictures-tournament-alt-list",
            heading = heading,
            list = list.join(", ")
        ),
    ));
    scene
}

/// Lays the table out: `lines` with the `columns` right of the name, then the
/// count of players not shown and the `legend` lines.
fn draw(
    view: &TournamentView,
    heading: &str,
    lines: &[Line],
    columns: &[Column],
    legend: &[String],
    locale: Locale,
) -> Scene {
    let name_style = TextStyle::regular(17.0, colour::INK);
    let tag_style = TextStyle::regular(14.0, colour::CAPTURE);
    let tag = tr(locale, &msg!("pictures-tournament-withdrawn"));
    let tag_room = tag_style.width(&tag) + 24.0;
    let names = lines
        .iter()
        .map(|l| name_style.width(l.name) + if l.withdrawn { tag_room } else { 0.0 })
        .fold(0.0, f32::max);
    let rest: f32 = columns.iter().map(|c| c.width).sum::<f32>() + RANK_W + 2.0 * MARGIN as f32;
    let mut name_w = (names + 16.0).clamp(NAME_MIN, NAME_MAX);
    let width = (rest + name_w).max(MIN_WIDTH).min(MAX_WIDTH as f32);
    name_w = width - rest;
    let more = view.players.len().saturating_sub(lines.len());
    let mut legend_lines: Vec<String> = Vec::new();
    let small = TextStyle::regular(15.0, colour::FADED_INK);
    for text in legend {
        legend_lines.extend(style::wrap(small, text, width - 2.0 * MARGIN as f32));
    }
    let table_top = BODY_TOP;
    let rows_top = table_top + 34.0;
    let rows_end = rows_top + ROW * lines.len() as f32;
    let notes = usize::from(more > 0) + legend_lines.len();
    let height = rows_end + 10.0 + 22.0 * notes as f32 + MARGIN as f32;
    let mut scene = Scene::on_paper(width as u32, height.ceil() as u32, colour::PAPER);
    draw_head(&mut scene, view, heading, locale);

    // The headings.
    let (left, right) = (MARGIN as f32, width - MARGIN as f32);
    let head = heading_style();
    let baseline = table_top + 21.0;
    scene.role(Role::Words {
        words: Words::Heading,
        seat: None,
    });
    scene.text(
        head.right(),
        left + RANK_W - 12.0,
        baseline,
        &tr(locale, &msg!("pictures-tournament-rank")),
    );
    scene.text(
        head,
        left + RANK_W,
        baseline,
        &tr(locale, &msg!("pictures-tournament-player")),
    );
    let mut x = left + RANK_W + name_w;
    for column in columns {
        x += column.width;
        scene.text(head.right(), x - 12.0, baseline, &column.heading);
    }
    scene.role(Role::Decoration);
    rule(&mut scene, left, right, table_top + 30.0, 2.0);

    // The lines.
    for (i, line) in lines.iter().enumerate() {
        let top = rows_top + ROW * i as f32;
        if line.winner {
            scene.role(Role::Entrant {
                start: line.start,
                entry: Entry::Winner,
            });
            band(&mut scene, [left, top, right, top + ROW], WINNER_TINT);
        } else if i % 2 == 1 {
            scene.role(Role::Decoration);
            band(&mut scene, [left, top, right, top + ROW], colour::PANEL);
        }
        let baseline = top + 21.0;
        let entrant = |entry| Role::Entrant {
            start: line.start,
            entry,
        };
        scene.role(entrant(Entry::Rank)).text(
            TextStyle::bold(16.0, colour::FADED_INK).right(),
            left + RANK_W - 12.0,
            baseline,
            &line.rank.to_string(),
        );
        let style = if line.withdrawn {
            name_style.in_colour(colour::FADED_INK)
        } else if line.winner {
            TextStyle::bold(17.0, colour::INK)
        } else {
            name_style
        };
        let room = name_w - 12.0 - if line.withdrawn { tag_room } else { 0.0 };
        let end = scene
            .role(entrant(Entry::Name))
            .fitted_text(style, left + RANK_W, baseline, line.name, room);
        if line.withdrawn {
            withdrawn_tag(&mut scene, end + 10.0, top + ROW / 2.0, &tag, line.start);
        }
        let mut x = left + RANK_W + name_w;
        for column in columns {
            x += column.width;
            scene
                .role(entrant(column.entry))
                .text(column.style.right(), x - 12.0, baseline, &column.values[i]);
        }
    }
    scene.role(Role::Decoration);
    rule(&mut scene, left, right, rows_end, 1.0);
    let mut y = rows_end + 26.0;
    if more > 0 {
        footnote(
            &mut scene,
            Words::Count,
            y,
            &tr(locale, &msg!("pictures-tournament-more", n = more)),
        );
        y += 22.0;
    }
    for text in &legend_lines {
        footnote(&mut scene, Words::Legend, y, text);
        y += 22.0;
    }
    scene
}

/// The small red tag "withdrawn" after a name, its left end at `x`, centred
/// on `cy`.
pub(super) fn withdrawn_tag(scene: &mut Scene, x: f32, cy: f32, tag: &str, start: Start) {
    let style = TextStyle::regular(14.0, colour::CAPTURE);
    let w = style.width(tag) + 12.0;
    scene.role(Role::Entrant {
        start,
        entry: Entry::Withdrawn,
    });
    let pill = RoundRect::from_corner(x, cy - 10.0, w, 20.0, 10.0);
    scene.stroke_round_rect(pill, 1.2, colour::CAPTURE, 1.0);
    scene.text(style, x + 6.0, style.centre_baseline(cy), tag);
    scene.role(Role::Decoration);
}
