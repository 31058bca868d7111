//! What every game's notation parser shares.

/// How many characters of a player's input an error message quotes: enough to
/// recognise it, never a 10 kB line echoed back.
const QUOTE_LEN: usize = 12;

/// Quotes at most [`QUOTE_LEN`] characters of `text`, escaped onto one line, for
/// parse errors (rules convention "Illegal input": one line a player understands).
pub(crate) fn quote(text: &str) -> String {
    let mut escaped = text.chars().flat_map(char::escape_debug);
    let mut quoted: String = escaped.by_ref().take(QUOTE_LEN).collect();
    if escaped.next().is_some() {
        quoted.push('…');
    }
    format!("'{quoted}'")
}

#[cfg(test)]
mod tests {
    use super::quote;

    #[test]
    fn quotes_are_short_and_on_one_line() {
        assert_eq!(quote("c1-c4"), "'c1-c4'");
        assert_eq!(quote("a\nb"), "'a\\nb'");
        assert_eq!(quote(&"x".repeat(10_000)), format!("'{}…'", "x".repeat(12)));
    }
}
