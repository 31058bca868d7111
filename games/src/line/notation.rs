//! Line game notation (rulings, "Notation"): place `d2`; roll `d2-d3`; with
//! confiscations `d2 xa1`, `d2-d3 xa1 xhand`; reclaim `reclaim 2`; and `pass`, for
//! a scorer with no placement or roll who chooses not to reclaim (rulings,
//! "scoring": reclaiming is never compulsory).
//!
//! Parsing checks syntax only; [`Game::apply`](crate::Game::apply) checks the
//! rules. Case and spaces don't matter: `D2 - D3 XA1`, `d2d3xa1` and `d2 d3 x a1`
//! are all `d2-d3 xa1`, and the dashes phones type (`–`, `—`, `−`) are hyphens.
//! Confiscations are sorted into canonical order (spots in board order, then
//! `xhand`), which is how [`Action`]'s `Display` prints them.

use super::{Action, Spot, Target, MAX_CONFISCATIONS};
use crate::i18n::Msg;
use crate::msg;
use crate::notation::{quote, NotationWriter};
use std::fmt;

crate::message_error! {
    /// Text that is not Line game notation at all (a syntax error, before any rule is
    /// checked). One line (`line-parse-…`), quoting at most a few characters of the
    /// input; `Display` is the English.
    pub struct ParseError;
}

/// Longer input cannot be an action (the longest, `d2-d3 xa1 xhand`, is 15).
const MAX_LEN: usize = 40;
fn refuse<T>(message: Msg) -> Result<T, ParseError> {
    Err(ParseError(message))
}

fn is_dash(c: char) -> bool {
    matches!(c, '-' | '–' | '—' | '−')
}

/// A cursor over the input's characters, spaces removed and ASCII lower-cased.
struct Cursor {
    chars: Vec<char>,
    at: usize,
}

impl Cursor {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn rest(&self) -> String {
        self.chars[self.at..].iter().collect()
    }

    fn eat(&mut self, word: &str) -> bool {
        let n = word.chars().count();
        if self.chars.len() >= self.at + n && self.chars[self.at..self.at + n].iter().copied().eq(word.chars()) {
            self.at += n;
            return true;
        }
        false
    }

    /// A spot name: a letter followed by digits, which must name one of the 24 spots.
    fn spot(&mut self) -> Result<Spot, ParseError> {
        let start = self.at;
        match self.peek() {
            Some(c) if c.is_ascii_alphabetic() => self.at += 1,
            Some(c) => return refuse(msg!("line-parse-unexpected", text = quote(&c.to_string()))),
            None => return refuse(msg!("line-parse-spot-missing")),
        }
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.at += 1;
        }
        let word: String = self.chars[start..self.at].iter().collect();
        Spot::parse(&word).ok_or_else(|| ParseError(msg!("line-parse-not-a-spot", text = quote(&word))))
    }
}

impl Action {
    /// Parses notation, ignoring case and spaces (see the module docs for every
    /// accepted form). Confiscations come out in canonical order.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] for text that is not notation: a word that is not a spot,
    /// a roll without its second spot, more than two confiscations, a reclaim of 0
    /// or of more than 9 balls, or more than 40 characters. `pass` always parses;
    /// whether the player may pass now is a rule, checked by `apply`.
    pub fn parse(text: &str) -> Result<Action, ParseError> {
        let text = text.trim();
        if text.is_empty() {
            return refuse(msg!("line-parse-empty"));
        }
        if text.len() > MAX_LEN {
            return refuse(msg!("line-parse-too-long"));
        }
        let chars: Vec<char> = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| c.to_ascii_lowercase())
            .collect();
        let mut cursor = Cursor { chars, at: 0 };
        if cursor.eat("pass") && cursor.peek().is_none() {
            return Ok(Action::Pass);
        }
        cursor.at = 0;
        if cursor.eat("reclaim") {
            return parse_reclaim(&cursor.rest());
        }
        let first = cursor.spot()?;
        let second = if cursor.peek().is_some_and(is_dash) {
            cursor.at += 1;
            Some(cursor.spot()?)
        } else if cursor.peek().is_some_and(|c| c.is_ascii_alphabetic() && c != 'x') {
            Some(cursor.spot()?)
        } else {
            None
        };
        let mut confiscate = Vec::new();
        while let Some(c) = cursor.peek() {
            if c != 'x' {
                return refuse(msg!("line-parse-unexpected", text = quote(&cursor.rest())));
            }
            cursor.at += 1;
            let target = if cursor.eat("hand") {
                Target::Hand
            } else {
                Target::Spot(cursor.spot()?)
            };
            confiscate.push(target);
            if confiscate.len() > MAX_CONFISCATIONS {
                return refuse(msg!("line-parse-too-many-confiscations"));
            }
        }
        confiscate.sort();
        Ok(match second {
            None => Action::Place {
                spot: first,
                confiscate,
            },
            Some(to) => Action::Roll {
                from: first,
                to,
                confiscate,
            },
        })
    }
}

/// `reclaim N`, N from 1 to 9 (a player owns nine balls).
fn parse_reclaim(rest: &str) -> Result<Action, ParseError> {
    if rest.is_empty() {
        return refuse(msg!("line-parse-reclaim-how-many"));
    }
    if !rest.chars().all(|c| c.is_ascii_digit()) {
        return refuse(msg!("line-parse-reclaim-not-a-number", text = quote(rest)));
    }
    match rest.parse::<u8>() {
        Ok(balls @ 1..=9) => Ok(Action::Reclaim { balls }),
        _ => refuse(msg!("line-parse-reclaim-range")),
    }
}

fn write_confiscations(confiscate: &[Target], w: &mut NotationWriter<'_, '_>) {
    for target in confiscate {
        w.str(" x").str(match target {
            Target::Spot(spot) => spot.name(),
            Target::Hand => "hand",
        });
    }
}

/// Writes the canonical notation: `d2`, `d2-d3 xa1 xhand`, `reclaim 2`, `pass`.
pub(super) fn format(action: &Action, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut w = NotationWriter::new(f);
    match action {
        Action::Place { spot, confiscate } => {
            w.str(spot.name());
            write_confiscations(confiscate, &mut w);
        }
        Action::Roll { from, to, confiscate } => {
            w.str(from.name()).ascii(b'-').str(to.name());
            write_confiscations(confiscate, &mut w);
        }
        Action::Reclaim { balls } => {
            w.str("reclaim ").number(u64::from(*balls));
        }
        Action::Pass => {
            w.str("pass");
        }
    }
    w.finish()
}
