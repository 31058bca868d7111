//! How `/moves` words a seat's legal actions. A short list is shown as it is; a
//! long one (Hot Spot's first turn has hundreds of actions, most of them
//! exchanges) is grouped so it reads in one message of at most 2,000 characters:
//! moves by the piece that moves ("From c3: d4, e5."), exchanges by square with
//! the exchanges of several pieces at once counted, and actions of several parts
//! by their first part ("13/8, then: 8/5, 6/1."). The grouping reads only the
//! notation, so it serves every game.

use crate::i18n::tr;
use parlor_games::i18n::{Locale, Msg};
use parlor_games::msg;
use std::collections::HashMap;

/// The most characters the answer may have: Discord's 2,000 for a message, less
/// a margin.
const BUDGET: usize = 1_900;

/// The words for `actions`, the legal actions of one seat in canonical notation
/// (at least one), in the member's language, `locale`. Fits in [`BUDGET`]
/// characters; what doesn't fit is counted.
pub(super) fn describe(actions: &[String], locale: Locale) -> String {
    let flat = tr(
        locale,
        &msg!("table-moves-all", count = actions.len(), actions = actions.join(", ")),
    );
    if flat.chars().count() <= BUDGET {
        return flat;
    }
    let header = tr(locale, &msg!("table-moves-grouped", count = actions.len()));
    fit(header, group(actions, locale), locale)
}

/// One line of the grouped answer: a lead-in and its items, each with the number
/// of actions it stands for, and perhaps a closing sentence that stands for more.
#[derive(Debug, Default)]
struct Line {
    lead: String,
    items: Vec<(String, usize)>,
    tail: Option<(String, usize)>,
}

impl Line {
    fn actions(&self) -> usize {
        self.items.iter().map(|(_, n)| n).sum::<usize>() + self.tail.as_ref().map_or(0, |(_, n)| *n)
    }
}

/// Lines keyed by their lead, in the order their first item came.
#[derive(Default)]
struct Groups {
    lines: Vec<Line>,
    index: HashMap<String, usize>,
}

impl Groups {
    fn add(&mut self, lead: String, item: String) {
        let i = match self.index.get(&lead) {
            Some(&i) => i,
            None => {
                self.index.insert(lead.clone(), self.lines.len());
                self.lines.push(Line {
                    lead,
                    ..Line::default()
                });
                self.lines.len() - 1
            }
        };
        self.lines[i].items.push((item, 1));
    }
}

/// Where a single-token action splits into the square it starts from and the rest:
/// `c3-d4` → (`c3`, `d4`), `15x24x31` → (`15`, `x24x31`), `13/8` → (`13`, `/8`).
fn split_step(token: &str) -> Option<(&str, &str)> {
    let (at, _) = token
        .char_indices()
        .skip(1)
        .find(|&(_, c)| matches!(c, '-' | 'x' | '/'))?;
    let (from, rest) = token.split_at(at);
    let rest = rest.strip_prefix('-').unwrap_or(rest);
    (!rest.is_empty()).then_some((from, rest))
}

/// The lines of a long list.
fn group(actions: &[String], locale: Locale) -> Vec<Line> {
    let tr = |msg: Msg| tr(locale, &msg);
    let mut steps = Groups::default();
    let mut followed = Groups::default();
    // Exchanges of one piece by square ("c1=2 or 3"), and of several at once.
    let mut exchanges = Groups::default();
    let (mut several, mut example) = (0, None);
    let mut others = Vec::new();
    for action in actions {
        let tokens: Vec<&str> = action.split_whitespace().collect();
        match tokens.as_slice() {
            [one] if one.contains('=') => {
                let (square, value) = one.split_once('=').expect("contains '='");
                exchanges.add(format!("{square}="), value.to_string());
            }
            [first, ..] if first.contains('=') => {
                several += 1;
                example.get_or_insert(action.as_str());
            }
            [one] => match split_step(one) {
                Some((from, rest)) => steps.add(tr(msg!("table-moves-from", square = from)), rest.to_string()),
                None => others.push((action.clone(), 1)),
            },
            [first, rest @ ..] => followed.add(tr(msg!("table-moves-then", first = *first)), rest.join(" ")),
            [] => {}
        }
    }
    let mut lines = steps.lines;
    if let Some(example) = example.filter(|_| exchanges.lines.is_empty()) {
        lines.push(Line {
            lead: tr(msg!("table-moves-exchange-several", ways = several)),
            items: vec![(example.to_string(), several)],
            tail: None,
        });
    } else if !exchanges.lines.is_empty() {
        let items = exchanges
            .lines
            .into_iter()
            .map(|line| {
                let values = line
                    .items
                    .iter()
                    .map(|(v, _)| Msg::raw(v.as_str()))
                    .reduce(|first, second| msg!("table-moves-or", first = first, second = second))
                    .map(tr)
                    .unwrap_or_default();
                (format!("{}{values}", line.lead), line.items.len())
            })
            .collect();
        let tail = example.map(|example| {
            (
                tr(msg!("table-moves-or-several", ways = several, example = example)),
                several,
            )
        });
        lines.push(Line {
            lead: tr(msg!("table-moves-exchange-one")),
            items,
            tail,
        });
    }
    lines.extend(followed.lines);
    if !others.is_empty() {
        lines.push(Line {
            lead: tr(msg!("table-moves-also")),
            items: others,
            tail: None,
        });
    }
    lines
}

/// The header and as many lines (and items of the line that doesn't fit) as fit in
/// [`BUDGET`], then how many actions were left out.
fn fit(header: String, lines: Vec<Line>, locale: Locale) -> String {
    // Room kept for the closing note on what was left out.
    const NOTE: usize = 100;
    let total: usize = lines.iter().map(Line::actions).sum();
    let mut text = header;
    let mut used = text.chars().count();
    let mut shown = 0;
    let room = |used: usize, more: &str| used + more.chars().count() + NOTE <= BUDGET;
    'lines: for line in &lines {
        let mut out = format!("\n{}", line.lead);
        for (i, (item, n)) in line.items.iter().enumerate() {
            let piece = format!("{}{item}", if i == 0 { " " } else { ", " });
            if !room(used + out.chars().count(), &piece) {
                if i > 0 {
                    text.push_str(&out);
                    text.push_str(", …");
                }
                break 'lines;
            }
            out.push_str(&piece);
            shown += n;
        }
        out.push('.');
        text.push_str(&out);
        used += out.chars().count();
        if let Some((tail, n)) = &line.tail {
            if !room(used, tail) {
                break;
            }
            text.push_str(tail);
            used += tail.chars().count();
            shown += n;
        }
    }
    if shown < total {
        text.push('\n');
        text.push_str(&tr(locale, &msg!("table-moves-more", more = total - shown)));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_short_list_is_shown_as_it_is() {
        let moves = strings(&["c3-d4", "c3-e5", "d1=2"]);
        assert_eq!(
            describe(&moves, Locale::En),
            "Your legal actions (3): c3-d4, c3-e5, d1=2"
        );
    }

    #[test]
    fn a_long_list_groups_moves_by_piece_and_counts_exchanges_of_several() {
        let mut moves = Vec::new();
        for from in ["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1"] {
            for to in ["a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4"] {
                moves.push(format!("{from}-{to}"));
            }
        }
        for square in ["a1", "b1"] {
            moves.push(format!("{square}=2"));
            moves.push(format!("{square}=3"));
        }
        for _ in 0..300 {
            moves.push("a1=2 b1=3".to_string());
        }
        let text = describe(&moves, Locale::En);
        assert!(text.chars().count() <= BUDGET, "{text}");
        assert!(text.starts_with("Your legal actions (368), grouped:"), "{text}");
        assert!(text.contains("\nFrom a1: a4, b4, c4, d4, e4, f4, g4, h4.\n"), "{text}");
        assert!(
            text.contains("\nExchange one piece: a1=2 or 3, b1=2 or 3. Or several at once (300 ways,"),
            "{text}"
        );
        assert!(!text.contains("more"), "everything is said: {text}");
    }

    #[test]
    fn what_does_not_fit_is_counted() {
        let moves: Vec<String> = (0..900).map(|i| format!("a{i}-b{i} c{i}")).collect();
        let text = describe(&moves, Locale::En);
        assert!(text.chars().count() <= BUDGET, "{}", text.chars().count());
        let shown = text.matches(", then:").count();
        assert!(shown > 10, "{text}");
        assert!(
            text.ends_with(&format!(
                "… and {} more (type the start of one in /move to narrow the list).",
                900 - shown
            )),
            "{text}"
        );
    }
}
