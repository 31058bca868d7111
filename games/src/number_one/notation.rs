//! Number One notation (rulings): `S:b2 M:b3 L:c2` places, `f6-f7` moves a peg.
//!
//! Parsing checks syntax only; whether the action is legal is decided by
//! [`Game::apply`](crate::Game::apply). Case and spaces don't matter:
//! `F6 - F7`, `f6 f7` and `f6f7` are `f6-f7`; the three pairs of a placement may
//! come in any order, written `S:b2`, `s b2` or `small=b2`. Formatting prints the
//! canonical form.

use super::{Action, Hole, Size};
use crate::i18n::Msg;
use crate::msg;
use crate::notation::{quote, NotationWriter};
use std::fmt;

crate::message_error! {
    /// Text that is not Number One notation at all (a syntax error, before any rule is
    /// checked). The message is one line and quotes at most a few characters of the
    /// input.
    pub struct ParseError;
}

/// Longer input cannot be an action, not even a whole turn of three moves.
const MAX_LEN: usize = 100;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Token {
    Hole(Hole),
    Size(Size),
    Dash,
    Colon,
}

impl Action {
    /// Parses one action (rulings: `f6-f7`, `S:b2 M:b3 L:c2`), ignoring case and
    /// spaces; `F6 - F7`, `f6 f7` and `f6f7` are accepted for `f6-f7`.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] for text that is not notation: no hole, a hole off the
    /// board, a peg named twice in a placement, or more than 100 characters. The
    /// rules (whose turn, which peg, which route) are checked by `apply`.
    pub fn parse(text: &str) -> Result<Action, ParseError> {
        let tokens = tokens_of(text)?;
        match tokens.as_slice() {
            [Token::Hole(from), Token::Dash, Token::Hole(to)] | [Token::Hole(from), Token::Hole(to)] => {
                Ok(Action::Move { from: *from, to: *to })
            }
            [Token::Size(_), ..] => parse_place(&tokens),
            [Token::Hole(_), Token::Dash, Token::Hole(_), ..] | [Token::Hole(_), Token::Hole(_), ..] => {
                Err(error(msg!("number-one-parse-more-than-one")))
            }
            _ => Err(error(msg!("number-one-parse-not-notation"))),
        }
    }

    /// Parses a whole command that may hold several moves separated by spaces
    /// (rulings, "Moving": "one `/move` per peg, or all in one command"), such as
    /// `f6-f7 b3-d4`, or a single action of any kind.
    ///
    /// # Errors
    ///
    /// As [`Action::parse`]; a list of moves must be pairs of holes, each pair
    /// optionally joined by a dash.
    pub fn parse_turn(text: &str) -> Result<Vec<Action>, ParseError> {
        let tokens = tokens_of(text)?;
        if matches!(tokens.first(), Some(Token::Size(_))) {
            return parse_place(&tokens).map(|a| vec![a]);
        }
        let mut actions = Vec::new();
        let mut rest = tokens.as_slice();
        while !rest.is_empty() {
            match rest {
                [Token::Hole(from), Token::Dash, Token::Hole(to), tail @ ..]
                | [Token::Hole(from), Token::Hole(to), tail @ ..] => {
                    actions.push(Action::Move { from: *from, to: *to });
                    rest = tail;
                }
                _ => return Err(error(msg!("number-one-parse-not-move-list"))),
            }
        }
        // Text of separators alone (",", "-") names no move: refuse it rather than
        // accept a turn that does nothing.
        if actions.is_empty() {
            return Err(error(msg!("number-one-parse-empty")));
        }
        Ok(actions)
    }
}

fn tokens_of(text: &str) -> Result<Vec<Token>, ParseError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(error(msg!("number-one-parse-empty")));
    }
    if text.len() > MAX_LEN {
        return Err(error(msg!("number-one-parse-too-long")));
    }
    tokenize(text)
}

fn parse_place(tokens: &[Token]) -> Result<Action, ParseError> {
    let mut holes: [Option<Hole>; 3] = [None; 3];
    let mut rest = tokens;
    while !rest.is_empty() {
        let (size, hole, tail) = match rest {
            [Token::Size(size), Token::Colon, Token::Hole(hole), tail @ ..]
            | [Token::Size(size), Token::Hole(hole), tail @ ..] => (*size, *hole, tail),
            _ => return Err(error(msg!("number-one-parse-placement"))),
        };
        if holes[size.index()].replace(hole).is_some() {
            return Err(error(msg!("number-one-parse-peg-named-twice", peg = size.peg())));
        }
        rest = tail;
    }
    match holes {
        [Some(small), Some(medium), Some(large)] => Ok(Action::Place { small, medium, large }),
        _ => {
            let missing = Size::ALL
                .into_iter()
                .find(|s| holes[s.index()].is_none())
                .unwrap_or(Size::Small);
            Err(error(msg!("number-one-parse-peg-missing", peg = missing.peg())))
        }
    }
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
            ':' | '=' => tokens.push(Token::Colon),
            c if c.is_ascii_alphanumeric() => {
                let mut end = start + 1;
                while let Some(&(i, d)) = chars.peek() {
                    if !d.is_ascii_alphanumeric() {
                        break;
                    }
                    end = i + d.len_utf8();
                    chars.next();
                }
                word(&text[start..end], &mut tokens)?;
            }
            other => {
                return Err(error(msg!(
                    "number-one-parse-unexpected",
                    text = quote(&other.to_string())
                )))
            }
        }
    }
    Ok(tokens)
}

/// A word of ASCII letters and digits: a peg's name (`S`, `small`) or one or more
/// holes (`f6`, `f6f7`, `f10f11`).
fn word(word: &str, tokens: &mut Vec<Token>) -> Result<(), ParseError> {
    let size = match word.to_ascii_lowercase().as_str() {
        "s" | "small" => Some(Size::Small),
        "m" | "medium" => Some(Size::Medium),
        "l" | "large" => Some(Size::Large),
        _ => None,
    };
    if let Some(size) = size {
        tokens.push(Token::Size(size));
        return Ok(());
    }
    let bytes = word.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let digits = bytes[i + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
        let hole = (digits > 0)
            .then(|| Hole::parse(&word[i..i + 1 + digits]))
            .flatten()
            .ok_or_else(|| error(msg!("number-one-parse-not-hole", word = quote(word))))?;
        tokens.push(Token::Hole(hole));
        i += 1 + digits;
    }
    Ok(())
}

fn error(message: Msg) -> ParseError {
    ParseError(message)
}

/// Writes the canonical notation: `S:b2 M:b3 L:c2` or `f6-f7`.
pub(super) fn format(action: &Action, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut w = NotationWriter::new(f);
    match action {
        Action::Place { small, medium, large } => {
            w.str("S:");
            small.write(&mut w);
            w.str(" M:");
            medium.write(&mut w);
            w.str(" L:");
            large.write(&mut w);
        }
        Action::Move { from, to } => {
            from.write(&mut w);
            w.ascii(b'-');
            to.write(&mut w);
        }
    }
    w.finish()
}
