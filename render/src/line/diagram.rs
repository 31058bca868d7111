//! The Line game's plain-ASCII diagram, for terminals and local mode: always
//! in English.

use super::{header_text, table, BLACK, WHITE};
use parlor_games::i18n::Locale;
use parlor_games::line::{seat_name, Spot, Variant, View, SAFEGUARD_MOVES};
use std::fmt::Write as _;

/// What resets the safeguard's count, as a player would say it: "line" (basic
/// and scoring, where every line called confiscates or scores), "new line"
/// (progress, where a line already in the panel earns nothing).
fn line_word(variant: Variant) -> &'static str {
    match variant {
        Variant::Progress => "new line",
        _ => "line",
    }
}

/// The safeguard's count in words, for the diagram: "Moves without a line: 12 of
/// 100".
fn quiet_text(view: &View) -> String {
    format!(
        "Moves without a {}: {} of {SAFEGUARD_MOVES}",
        line_word(view.variant),
        view.quiet_moves
    )
}

/// A plain-ASCII diagram of the view for terminals: the board with `W` and `B`
/// balls and `.` empty spots (rank 7 at the top, files below), then whose turn,
/// hands, confiscated balls, scores, the last move and the lines it called, the
/// barred roll and the safeguard's count ("Moves without a line: 12 of 100").
pub fn diagram(view: &View) -> String {
    const COLS: usize = 25;

    let mut grid = vec![vec![' '; COLS]; 13];
    let at = |spot: Spot| ((6 - spot.rank() as usize) * 2, spot.file() as usize * 4);
    for a in Spot::all() {
        for b in a.neighbours().filter(|&b| b > a) {
            let ((r1, c1), (r2, c2)) = (at(a), at(b));
            if r1 == r2 {
                for cell in &mut grid[r1][c1.min(c2) + 1..c1.max(c2)] {
                    *cell = '-';
                }
            } else if c1 == c2 {
                for row in grid.iter_mut().take(r1.max(r2)).skip(r1.min(r2) + 1) {
                    row[c1] = '|';
                }
            } else {
                let rising = (r2 < r1) == (c2 > c1);
                grid[(r1 + r2) / 2][(c1 + c2) / 2] = if rising { '/' } else { '\\' };
            }
        }
    }
    for spot in Spot::all() {
        let (r, c) = at(spot);
        grid[r][c] = '.';
    }
    for ball in &view.balls {
        let (r, c) = at(ball.spot);
        grid[r][c] = if ball.owner == WHITE { 'W' } else { 'B' };
    }
    let mut out = String::new();
    let english = table(&[], Locale::En);
    let (_, headline, note) = header_text(view, english);
    let _ = write!(out, "Line ({}) - {headline}", view.variant.name());
    if !note.is_empty() {
        let _ = write!(out, " ({note})");
    }
    out.push('\n');
    for (k, row) in grid.iter().enumerate() {
        let label = if k % 2 == 0 {
            (b'7' - (k / 2) as u8) as char
        } else {
            ' '
        };
        let text: String = row.iter().collect();
        let _ = writeln!(out, "{label}  {}", text.trim_end());
    }
    let _ = writeln!(out, "   a   b   c   d   e   f   g");
    for seat in [WHITE, BLACK] {
        let i = seat.index();
        let _ = write!(
            out,
            "{} ({}): {} in hand, {} confiscated",
            seat_name(seat),
            if seat == WHITE { 'W' } else { 'B' },
            view.hands[i],
            view.confiscated[i]
        );
        match view.variant {
            Variant::Progress => {
                let lines: Vec<String> = view.panels[i].iter().map(u8::to_string).collect();
                let _ = write!(
                    out,
                    ", lines scored: {}",
                    if lines.is_empty() {
                        "none".to_owned()
                    } else {
                        lines.join(" ")
                    }
                );
            }
            Variant::Scoring => {
                let _ = write!(out, ", {} of {} points", view.points[i], view.target.unwrap_or(0));
            }
            Variant::Basic => {}
        }
        out.push('\n');
    }
    if let Some(last) = &view.last_move {
        let _ = write!(out, "Last: {} {}", seat_name(last.seat), last.notation());
        if !last.lines.is_empty() {
            let lines: Vec<String> = last.lines.iter().map(u8::to_string).collect();
            let _ = write!(out, " (line {} called)", lines.join(" and "));
        }
        out.push('\n');
    }
    if let Some(seat) = view.to_act {
        if let Some(roll) = view.barred[seat.index().min(1)] {
            let _ = writeln!(
                out,
                "{} may not roll {}-{} (straight back)",
                seat_name(seat),
                roll.from,
                roll.to
            );
        }
    }
    let _ = writeln!(out, "{}", quiet_text(view));
    out
}
