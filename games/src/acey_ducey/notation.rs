//! Acey Ducey notation (rulings, "Notation"): `roll`; set-up entries by die value,
//! `6 3` or `6`; plays as in backgammon, `13/8 8/5`, `bar/22`, `4/off`; and the
//! Acey-Ducey choice `send 23`.
//!
//! Parsing checks syntax only and keeps what was written in the order it was
//! written; [`Game::apply`](crate::Game::apply) decides whether it is a
//! legal play, in any order. Case, commas and spaces don't matter, a hit may be
//! marked `13/8*`, one man's two steps may be chained `13/8/5`, and `13/7(2)` is
//! `13/7 13/7`. Formatting prints the canonical form.

use super::{Action, Step, BAR, OFF, POINTS};
use crate::i18n::Msg;
use crate::msg;
use crate::notation::{quote, NotationWriter};
use std::fmt;

crate::message_error! {
    /// Text that is not Acey Ducey notation (a syntax error, before any rule is
    /// checked). The message is one line and quotes at most a few characters.
    pub struct ParseError;
}

/// Longer input cannot be an action.
const MAX_LEN: usize = 80;
/// More steps than any roll allows, even written out one by one.
const MAX_STEPS: usize = 4;

fn refuse<T>(message: Msg) -> Result<T, ParseError> {
    Err(ParseError(message))
}

impl Action {
    /// Parses notation, ignoring case, commas and extra spaces.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] for text that is not notation: unknown words, points off
    /// the board (1–24, `bar`, `off`), set-up dice other than one or two numbers
    /// 1–6, more than four steps, or more than 80 characters.
    pub fn parse(text: &str) -> Result<Action, ParseError> {
        let text = text.trim();
        if text.is_empty() {
            return refuse(msg!("acey-ducey-parse-hint"));
        }
        if text.len() > MAX_LEN {
            return refuse(msg!("acey-ducey-parse-too-long"));
        }
        if let Some(c) = text
            .chars()
            .find(|c| !(c.is_ascii_alphanumeric() || matches!(c, '/' | '*' | '(' | ')' | ',' | ' ' | '\t')))
        {
            return refuse(msg!("acey-ducey-parse-unexpected", text = quote(&c.to_string())));
        }
        let lower = text.to_ascii_lowercase();
        let words: Vec<&str> = lower
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .collect();
        match words.as_slice() {
            [] => return refuse(msg!("acey-ducey-parse-hint")),
            ["roll"] => return Ok(Action::Roll),
            ["pass"] => return refuse(msg!("acey-ducey-parse-pass")),
            ["send", point] => return parse_send(point),
            [word] if word.starts_with("send") => return parse_send(&word[4..]),
            ["send", ..] => return refuse(msg!("acey-ducey-parse-send-one")),
            _ => {}
        }
        if words.iter().all(|w| w.bytes().all(|b| b.is_ascii_digit())) {
            return parse_entries(&words);
        }
        let mut steps = Vec::new();
        for word in &words {
            parse_steps(word, &mut steps)?;
            if steps.len() > MAX_STEPS {
                return refuse(msg!("acey-ducey-parse-too-many-steps"));
            }
        }
        Ok(Action::Play(steps))
    }
}

fn parse_send(point: &str) -> Result<Action, ParseError> {
    match point.parse::<u8>() {
        Ok(p) if (1..=POINTS).contains(&p) => Ok(Action::Send(p)),
        _ => refuse(msg!("acey-ducey-parse-not-send-point", word = quote(point))),
    }
}

fn parse_entries(words: &[&str]) -> Result<Action, ParseError> {
    if words.len() > 2 {
        return refuse(msg!("acey-ducey-parse-too-many-dice"));
    }
    let mut dice = Vec::new();
    for word in words {
        match word.parse::<u8>() {
            Ok(d) if (1..=6).contains(&d) => dice.push(d),
            _ => return refuse(msg!("acey-ducey-parse-not-die", word = quote(word))),
        }
    }
    Ok(Action::Enter(dice))
}

/// One word of a play: `13/8`, `13/8*`, `13/8/5`, `bar/22`, `4/off`, `13/7(2)`.
fn parse_steps(word: &str, steps: &mut Vec<Step>) -> Result<(), ParseError> {
    let bad = || ParseError(msg!("acey-ducey-parse-not-move", word = quote(word)));
    let (body, times) = match word.split_once('(') {
        Some((body, rest)) => {
            let n = rest
                .strip_suffix(')')
                .and_then(|n| n.parse::<usize>().ok())
                .ok_or_else(bad)?;
            if !(1..=MAX_STEPS).contains(&n) {
                return Err(bad());
            }
            (body, n)
        }
        None => (word, 1),
    };
    let parts: Vec<&str> = body.split('/').map(|p| p.trim_end_matches('*')).collect();
    if parts.len() < 2 {
        return Err(bad());
    }
    let mut places = Vec::with_capacity(parts.len());
    for (i, part) in parts.iter().enumerate() {
        let place = match *part {
            "bar" if i == 0 => BAR,
            "off" if i == parts.len() - 1 && i > 0 => OFF,
            number => match number.parse::<u8>() {
                Ok(p) if (1..=POINTS).contains(&p) => p,
                _ => return refuse(msg!("acey-ducey-parse-not-point", word = quote(part))),
            },
        };
        places.push(place);
    }
    for _ in 0..times {
        for pair in places.windows(2) {
            steps.push(Step {
                from: pair[0],
                to: pair[1],
            });
            if steps.len() > MAX_STEPS {
                return refuse(msg!("acey-ducey-parse-too-many-steps"));
            }
        }
    }
    Ok(())
}

impl fmt::Display for Step {
    /// `13/8`, `bar/22`, `4/off`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut w = NotationWriter::new(f);
        self.write(&mut w);
        w.finish()
    }
}

impl Step {
    /// Appends the step to notation being written.
    fn write(self, w: &mut NotationWriter<'_, '_>) {
        match self.from {
            BAR => w.str("bar"),
            from => w.number(u64::from(from)),
        };
        match self.to {
            OFF => w.str("/off"),
            to => w.ascii(b'/').number(u64::from(to)),
        };
    }
}

/// Steps separated by spaces: `13/8 8/5`.
pub(super) fn steps_text(steps: &[Step]) -> String {
    steps.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
}

/// Steps as a message argument: notation, the same in every language.
pub(super) fn steps_msg(steps: &[Step]) -> Msg {
    Msg::raw(steps_text(steps))
}

impl fmt::Display for Action {
    /// The notation, as written: `roll`, `6 3`, `13/8 8/5`, `send 23`. Actions from
    /// [`Game::legal_actions`](crate::Game::legal_actions) are canonical.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut w = NotationWriter::new(f);
        match self {
            Action::Roll => {
                w.str("roll");
            }
            Action::Enter(dice) => {
                for (i, &die) in dice.iter().enumerate() {
                    if i > 0 {
                        w.ascii(b' ');
                    }
                    w.number(u64::from(die));
                }
            }
            Action::Play(steps) => {
                for (i, &step) in steps.iter().enumerate() {
                    if i > 0 {
                        w.ascii(b' ');
                    }
                    step.write(&mut w);
                }
            }
            Action::Send(point) => {
                w.str("send ").number(u64::from(*point));
            }
        }
        w.finish()
    }
}
