//! Checkers notation (rulings): `11-15` moves, `15x24` captures, `15x24x31`
//! multi-captures, squares numbered 1–32.
//!
//! Parsing checks syntax only; whether the move is legal, and which capture a
//! short form like `15x31` means, is decided by
//! [`Game::apply`](crate::Game::apply). Case and spaces don't matter:
//! `11 - 15` and `15 X 24` are accepted, and so are the dashes phones type (`–`,
//! `—`) and `×` for `x`. Formatting prints the canonical form.

use super::{Action, Square, MAX_LANDINGS};
use crate::msg;
use crate::notation::{quote, NotationWriter};
use std::fmt;

crate::message_error! {
    /// Text that is not checkers notation at all (a syntax error, before any rule is
    /// checked). The message (`checkers-parse-…`) is one line and quotes at most a few
    /// characters of the input; `Display` is the English.
    pub struct ParseError;
}

/// Longer input cannot be a move: thirteen squares with generous spacing fit.
const MAX_LEN: usize = 100;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Separator {
    Dash,
    Cross,
}

impl Action {
    /// Parses notation (rulings: `11-15`, `15x24`, `15x24x31`), ignoring case and
    /// spaces. Two squares with only spaces between them (`11 15`) are a move.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] for text that is not notation: a number that is not a
    /// square 1–32, a move naming other than two squares, `-` and `x` mixed, more
    /// than thirteen squares, or more than 100 characters. The rules are checked by
    /// `apply`.
    pub fn parse(text: &str) -> Result<Action, ParseError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ParseError(msg!("checkers-parse-empty")));
        }
        if text.len() > MAX_LEN {
            return Err(ParseError(msg!("checkers-parse-too-long")));
        }
        let mut squares = Vec::with_capacity(2);
        let mut separator = None;
        // Whether a separator stands between the last square and the next one.
        let mut pending = false;
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            let kind = match c {
                c if c.is_whitespace() => continue,
                '-' | '–' | '—' | '−' => Some(Separator::Dash),
                'x' | 'X' | '×' | ':' => Some(Separator::Cross),
                '0'..='9' => None,
                other => {
                    return Err(ParseError(msg!(
                        "checkers-parse-unexpected",
                        text = quote(&other.to_string())
                    )))
                }
            };
            match kind {
                Some(kind) => {
                    if squares.is_empty() || pending {
                        return Err(ParseError(msg!(
                            "checkers-parse-missing-square",
                            separator = c.to_string()
                        )));
                    }
                    if separator.is_some_and(|s| s != kind) {
                        return Err(ParseError(msg!("checkers-parse-mixed")));
                    }
                    separator = Some(kind);
                    pending = true;
                }
                None => {
                    let mut digits = String::from(c);
                    while let Some(&d @ '0'..='9') = chars.peek() {
                        digits.push(d);
                        chars.next();
                    }
                    let square = digits
                        .parse::<u8>()
                        .ok()
                        .and_then(Square::new)
                        .ok_or_else(|| ParseError(msg!("checkers-parse-not-a-square", text = quote(&digits))))?;
                    if squares.len() > MAX_LANDINGS {
                        return Err(ParseError(msg!("checkers-parse-too-many")));
                    }
                    squares.push(square);
                    pending = false;
                }
            }
        }
        if pending {
            return Err(ParseError(msg!("checkers-parse-trailing")));
        }
        match (separator, squares.as_slice()) {
            (Some(Separator::Cross), [_, _, ..]) => Ok(Action::Jump(squares)),
            (Some(Separator::Dash) | None, [from, to]) => Ok(Action::Step { from: *from, to: *to }),
            (Some(Separator::Dash), _) => Err(ParseError(msg!("checkers-parse-two-squares"))),
            _ => Err(ParseError(msg!("checkers-parse-not-notation"))),
        }
    }
}

/// Writes the canonical notation: `11-15`, or `15x24x31` with every square.
pub(super) fn format(action: &Action, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut w = NotationWriter::new(f);
    match action {
        Action::Step { from, to } => {
            from.write(&mut w);
            w.ascii(b'-');
            to.write(&mut w);
        }
        Action::Jump(squares) => {
            for (i, square) in squares.iter().enumerate() {
                if i > 0 {
                    w.ascii(b'x');
                }
                square.write(&mut w);
            }
        }
    }
    w.finish()
}
