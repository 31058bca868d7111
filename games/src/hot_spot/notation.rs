//! Hot Spot notation (rulings): `d1` places, `c1-c4` moves, `c1=2 f1=3` exchanges.

use super::Action;
use std::fmt;

/// Text that is not Hot Spot notation at all (a syntax error, before any rule is
/// checked).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ParseError(pub String);

impl Action {
    /// Parses notation, ignoring case and surrounding spaces.
    pub fn parse(_text: &str) -> Result<Action, ParseError> {
        todo!("engine helper")
    }
}

pub(super) fn format(_action: &Action, _f: &mut fmt::Formatter<'_>) -> fmt::Result {
    todo!("engine helper")
}
