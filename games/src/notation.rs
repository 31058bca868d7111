//! What every game's text parsers share: quoting bad input, and table options.

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

/// The words of a `/play options:"…"` text: separated by spaces or commas.
pub(crate) fn option_words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
}

/// The refusal of an option `game` does not know, naming the ones it does.
pub(crate) fn unknown_option(word: &str, game: &str, known: &[&str]) -> String {
    let shown: String = word.chars().flat_map(char::escape_debug).take(20).collect();
    if known.is_empty() {
        format!("unknown option '{shown}' for {game}; it has no options")
    } else {
        format!(
            "unknown option '{shown}' for {game}; known options: {}",
            known.join(", ")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::{option_words, quote, unknown_option};

    #[test]
    fn options_are_words_and_unknown_ones_are_named() {
        assert_eq!(option_words(" quick,  fast ").collect::<Vec<_>>(), ["quick", "fast"]);
        assert_eq!(
            unknown_option("x\ny", "Trespass", &[]),
            "unknown option 'x\\ny' for Trespass; it has no options"
        );
        assert_eq!(
            unknown_option("q", "Hot Spot", &["quick"]),
            "unknown option 'q' for Hot Spot; known options: quick"
        );
    }

    #[test]
    fn quotes_are_short_and_on_one_line() {
        assert_eq!(quote("c1-c4"), "'c1-c4'");
        assert_eq!(quote("a\nb"), "'a\\nb'");
        assert_eq!(quote(&"x".repeat(10_000)), format!("'{}…'", "x".repeat(12)));
    }
}
