//! Trespass notation (rulings, "A turn"): `b2-d5` moves the piece on b2 to d5.
//!
//! Parsing checks syntax only; whether a path exists is decided by
//! [`Game::apply`](crate::Game::apply). Case and spaces don't matter:
//! `B2 - D5`, `b2 d5` and `b2d5` are `b2-d5`. Formatting prints the canonical form.

use super::{Action, Square};
use crate::msg;
use crate::notation::{quote, NotationWriter};
use std::fmt;

crate::message_error! {
    /// Text that is not Trespass notation at all (a syntax error, before any rule is
    /// checked). The message is one line and quotes at most a few characters of the
    /// input.
    pub struct ParseError;
}

/// Longer input cannot be a move.
const MAX_LEN: usize = 40;

impl Action {
    /// Parses notation (rulings: `b2-d5`), ignoring case and spaces; `B2 - D5`,
    /// `b2 d5` and `b2d5` are accepted for `b2-d5`, and the dashes phones type
    /// (`–`, `—`) for `-`.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] for text that is not notation: a word that is not a square,
    /// a square off the 5×6 board, other than two squares, or more than 40
    /// characters. `pass` is refused with a note that passing is automatic. The
    /// rules (whose turn, whether a path exists) are checked by `apply`.
    pub fn parse(text: &str) -> Result<Action, ParseError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ParseError(msg!("trespass-parse-empty")));
        }
        if text.len() > MAX_LEN {
            return Err(ParseError(msg!("trespass-parse-too-long")));
        }
        if text.eq_ignore_ascii_case("pass") {
            return Err(ParseError(msg!("trespass-parse-pass")));
        }
        let mut squares = Vec::with_capacity(2);
        let mut dashes = 0;
        let mut chars = text.char_indices().peekable();
        while let Some((start, c)) = chars.next() {
            match c {
                c if c.is_whitespace() => {}
                // Phones and chat clients turn hyphens into dashes. A dash belongs
                // between the two squares, and only one.
                '-' | '–' | '—' | '−' if squares.len() == 1 && dashes == 0 => dashes += 1,
                '-' | '–' | '—' | '−' => dashes += 2,
                c if c.is_ascii_alphanumeric() => {
                    let mut end = start + 1;
                    while let Some(&(i, d)) = chars.peek() {
                        if !d.is_ascii_alphanumeric() {
                            break;
                        }
                        end = i + d.len_utf8();
                        chars.next();
                    }
                    squares_in(&text[start..end], &mut squares)?;
                }
                other => {
                    return Err(ParseError(msg!(
                        "trespass-parse-unexpected",
                        text = quote(&other.to_string())
                    )))
                }
            }
        }
        match (squares.as_slice(), dashes) {
            ([from, to], 0 | 1) => Ok(Action::Move { from: *from, to: *to }),
            _ => Err(ParseError(msg!("trespass-parse-not-notation"))),
        }
    }
}

/// Splits an ASCII word like `b2d5` into squares.
fn squares_in(word: &str, squares: &mut Vec<Square>) -> Result<(), ParseError> {
    let bytes = word.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let digits = bytes[i + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
        let square = (bytes[i].is_ascii_alphabetic() && digits == 1)
            .then(|| Square::parse(&word[i..i + 2]))
            .flatten()
            .ok_or_else(|| ParseError(msg!("trespass-parse-not-square", word = quote(word))))?;
        squares.push(square);
        i += 1 + digits;
    }
    Ok(())
}

/// Writes the canonical notation: `b2-d5`.
pub(super) fn format(action: &Action, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match action {
        Action::Move { from, to } => {
            let mut w = NotationWriter::new(f);
            from.write(&mut w);
            w.ascii(b'-');
            to.write(&mut w);
            w.finish()
        }
    }
}
