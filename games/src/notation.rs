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

/// Short notation assembled on the stack and handed to a formatter in one
/// `write_str` (longer text in a few), instead of one `write!` per square and
/// separator: listing a position's legal actions formats every one of them, and
/// `core::fmt`'s argument machinery and integer formatting were most of that
/// cost. The text is exactly what the `write!` calls it replaces produced (they
/// ignored the outer formatter's width and fill too).
pub(crate) struct NotationWriter<'a, 'b> {
    f: &'a mut std::fmt::Formatter<'b>,
    buf: [u8; 40],
    len: usize,
    result: std::fmt::Result,
}

impl<'a, 'b> NotationWriter<'a, 'b> {
    /// A writer that will write into `f`.
    pub(crate) fn new(f: &'a mut std::fmt::Formatter<'b>) -> Self {
        NotationWriter {
            f,
            buf: [0; 40],
            len: 0,
            result: Ok(()),
        }
    }

    /// Appends `text`.
    pub(crate) fn str(&mut self, text: &str) -> &mut Self {
        if self.len + text.len() > self.buf.len() {
            self.flush();
            if text.len() > self.buf.len() {
                self.result = self.result.and_then(|()| self.f.write_str(text));
                return self;
            }
        }
        self.buf[self.len..self.len + text.len()].copy_from_slice(text.as_bytes());
        self.len += text.len();
        self
    }

    /// Appends one ASCII character (a file letter, a separator). The buffer only
    /// ever holds whole strings and ASCII bytes, so it is always UTF-8.
    pub(crate) fn ascii(&mut self, byte: u8) -> &mut Self {
        debug_assert!(byte.is_ascii());
        if self.len == self.buf.len() {
            self.flush();
        }
        self.buf[self.len] = if byte.is_ascii() { byte } else { b'?' };
        self.len += 1;
        self
    }

    /// Appends `n` in decimal, as `{n}` writes it.
    pub(crate) fn number(&mut self, n: u64) -> &mut Self {
        if n < 10 {
            return self.ascii(b'0' + n as u8);
        }
        let mut digits = [0u8; 20];
        let mut start = digits.len();
        let mut rest = n;
        while rest > 0 {
            start -= 1;
            digits[start] = b'0' + (rest % 10) as u8;
            rest /= 10;
        }
        for &digit in &digits[start..] {
            self.ascii(digit);
        }
        self
    }

    fn flush(&mut self) {
        if self.len > 0 {
            let text = std::str::from_utf8(&self.buf[..self.len]).map_err(|_| std::fmt::Error);
            self.result = self.result.and_then(|()| self.f.write_str(text?));
            self.len = 0;
        }
    }

    /// Writes what is left and reports the first error.
    pub(crate) fn finish(mut self) -> std::fmt::Result {
        self.flush();
        self.result
    }
}

#[cfg(test)]
mod tests {
    use super::{option_words, quote, NotationWriter};
    use crate::OptionsError;
    use std::fmt;

    #[test]
    fn options_are_words_and_unknown_ones_are_named() {
        assert_eq!(option_words(" quick,  fast ").collect::<Vec<_>>(), ["quick", "fast"]);
        assert_eq!(
            OptionsError::unknown("x\ny", "Trespass", &[]).to_string(),
            "unknown option 'x\\ny' for Trespass; it has no options"
        );
        assert_eq!(
            OptionsError::unknown("q", "Hot Spot", &["quick"]).to_string(),
            "unknown option 'q' for Hot Spot; known options: quick"
        );
    }

    #[test]
    fn quotes_are_short_and_on_one_line() {
        assert_eq!(quote("c1-c4"), "'c1-c4'");
        assert_eq!(quote("a\nb"), "'a\\nb'");
        assert_eq!(quote(&"x".repeat(10_000)), format!("'{}…'", "x".repeat(12)));
    }

    /// Writes each text, a slash and its number.
    struct Sample(Vec<String>, Vec<u64>);

    impl fmt::Display for Sample {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            let mut w = NotationWriter::new(f);
            for (text, n) in self.0.iter().zip(&self.1) {
                w.str(text).ascii(b'/').number(*n);
            }
            w.finish()
        }
    }

    /// What the `write!` calls the writer replaced produce.
    fn expected(sample: &Sample) -> String {
        sample
            .0
            .iter()
            .zip(&sample.1)
            .map(|(text, n)| format!("{text}/{n}"))
            .collect()
    }

    #[test]
    fn the_notation_writer_writes_what_write_would() {
        let samples = [
            Sample(vec!["x".into()], vec![7]),
            Sample(vec!["a".into(), "bar".into()], vec![0, u64::MAX]),
            // Longer than the buffer: flushed in pieces.
            Sample(vec!["abcdefghij".into(); 9], (0..9).map(|i| i * 1001).collect()),
            // A text longer than the buffer, and not ASCII.
            Sample(vec!["é".repeat(50)], vec![10]),
        ];
        for sample in &samples {
            assert_eq!(sample.to_string(), expected(sample));
        }
    }
}
