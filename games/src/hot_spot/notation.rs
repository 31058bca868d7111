//! Hot Spot notation (rulings): `d1` places, `c1-c4` moves, `c1=2 f1=3` exchanges.
//!
//! Parsing checks syntax only; whether the action is legal is decided by
//! [`Game::apply`](crate::Game::apply). Case and spaces don't matter: `C1 - C4`
//! and `c1c4` are `c1-c4`, and the pairs of an exchange may come in any order,
//! separated by spaces or commas. Formatting prints the canonical form.

use super::board::alphabetical;
use super::{Action, Square, MAX_FIRST_TURN_EXCHANGES};
use crate::i18n::Msg;
use crate::msg;
use crate::notation::{quote, NotationWriter};
use std::fmt;

crate::message_error! {
    /// Text that is not Hot Spot notation at all (a syntax error, before any rule is
    /// checked). The message is one line and quotes at most a few characters of the
    /// input.
    pub struct ParseError;
}

/// Longer input cannot be an action: four exchange pairs with generous spacing fit.
const MAX_LEN: usize = 100;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Token {
    Square(Square),
    Dash,
    Equals,
    /// A number, `None` when too large to be spots.
    Number(Option<u8>),
}

impl Action {
    /// Parses notation (rulings: `d1`, `c1-c4`, `c1=2 f1=3`), ignoring case and
    /// surrounding spaces; `C1 - C4` and `c1c4` are accepted for `c1-c4`. Exchange
    /// pairs are put in canonical (alphabetical) order, so formatting the result
    /// gives the canonical notation.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] for text that is not notation: no square, a square off the
    /// board, spots outside 1–3, more than four exchange pairs, or more than 100
    /// characters. The rules (whose turn, which piece) are checked by `apply`.
    pub fn parse(text: &str) -> Result<Action, ParseError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(error(msg!("hot-spot-parse-empty")));
        }
        if text.len() > MAX_LEN {
            return Err(error(msg!("hot-spot-parse-too-long")));
        }
        let tokens = tokenize(text)?;
        match tokens.as_slice() {
            [Token::Square(square)] => Ok(Action::Place(*square)),
            [Token::Square(from), Token::Dash, Token::Square(to)] | [Token::Square(from), Token::Square(to)] => {
                Ok(Action::Move { from: *from, to: *to })
            }
            [Token::Square(_), Token::Equals, ..] => parse_exchange(&tokens),
            _ => Err(error(msg!("hot-spot-parse-not-notation"))),
        }
    }
}

fn parse_exchange(tokens: &[Token]) -> Result<Action, ParseError> {
    let mut pairs = Vec::with_capacity(MAX_FIRST_TURN_EXCHANGES);
    for chunk in tokens.chunks(3) {
        match *chunk {
            [Token::Square(square), Token::Equals, Token::Number(Some(spots @ 1..=3))] => pairs.push((square, spots)),
            [Token::Square(_), Token::Equals, Token::Number(Some(n))] => {
                return Err(error(msg!("hot-spot-no-such-value", spots = n)))
            }
            [Token::Square(_), Token::Equals, Token::Number(None)] => return Err(error(msg!("hot-spot-parse-spots"))),
            _ => return Err(error(msg!("hot-spot-parse-exchange"))),
        }
    }
    if pairs.len() > MAX_FIRST_TURN_EXCHANGES {
        return Err(error(msg!("hot-spot-parse-too-many-exchanges")));
    }
    pairs.sort_by_key(|&(square, _)| alphabetical(square));
    Ok(Action::Exchange(pairs))
}

fn tokenize(text: &str) -> Result<Vec<Token>, ParseError> {
    let mut tokens = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        match c {
            ',' => {}
            c if c.is_whitespace() => {}
            // Phones and chat clients turn hyphens into dashes.
            '-' | '–' | '—' | '−' => tokens.push(Token::Dash),
            '=' => tokens.push(Token::Equals),
            '0'..='9' => {
                let mut value = c.to_digit(10).unwrap_or(0);
                while let Some(&(_, d @ '0'..='9')) = chars.peek() {
                    value = value.saturating_mul(10).saturating_add(d.to_digit(10).unwrap_or(0));
                    chars.next();
                }
                tokens.push(Token::Number(u8::try_from(value).ok()));
            }
            c if c.is_ascii_alphabetic() => {
                // A word of ASCII letters and digits: one or more squares (`c1c4`).
                let mut end = start + 1;
                while let Some(&(i, d)) = chars.peek() {
                    if !d.is_ascii_alphanumeric() {
                        break;
                    }
                    end = i + d.len_utf8();
                    chars.next();
                }
                squares_in(&text[start..end], &mut tokens)?;
            }
            other => {
                return Err(error(msg!(
                    "hot-spot-parse-unexpected",
                    text = quote(&other.to_string())
                )))
            }
        }
    }
    Ok(tokens)
}

/// Splits an ASCII word like `c1c4` into squares.
fn squares_in(word: &str, tokens: &mut Vec<Token>) -> Result<(), ParseError> {
    let bytes = word.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let digits = bytes[i + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
        let square = (digits == 1)
            .then(|| Square::parse(&word[i..i + 2]))
            .flatten()
            .ok_or_else(|| error(msg!("hot-spot-parse-not-square", word = quote(word))))?;
        tokens.push(Token::Square(square));
        i += 1 + digits;
    }
    Ok(())
}

fn error(message: Msg) -> ParseError {
    ParseError(message)
}

/// Writes the canonical notation: `d1`, `c1-c4`, or exchange pairs `c1=2 f1=3` in
/// alphabetical order of their squares, separated by one space.
pub(super) fn format(action: &Action, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut w = NotationWriter::new(f);
    match action {
        Action::Place(square) => square.write(&mut w),
        Action::Move { from, to } => {
            from.write(&mut w);
            w.ascii(b'-');
            to.write(&mut w);
        }
        Action::Exchange(pairs) => {
            // Sorted only when they are not in order already (no allocation then).
            if pairs.is_sorted_by_key(|(square, _)| alphabetical(*square)) {
                write_pairs(&mut w, pairs.iter());
            } else {
                let mut sorted: Vec<&(Square, u8)> = pairs.iter().collect();
                sorted.sort_by_key(|(square, _)| alphabetical(*square));
                write_pairs(&mut w, sorted.into_iter());
            }
        }
    }
    w.finish()
}

/// Exchange pairs `c1=2 f1=3`, in the order given.
fn write_pairs<'p>(w: &mut NotationWriter<'_, '_>, pairs: impl Iterator<Item = &'p (Square, u8)>) {
    for (i, (square, spots)) in pairs.enumerate() {
        if i > 0 {
            w.ascii(b' ');
        }
        square.write(w);
        w.ascii(b'=').number(u64::from(*spots));
    }
}
