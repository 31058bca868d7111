//! Members' display names. A name is kept as the member wrote it (pictures and
//! the store use it so) and written into chat text escaped: a nickname like
//! `<@123>`, `@everyone` or `**big**` reads as those characters and can neither
//! ping anyone nor format the message.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A member's display name. `Display` writes it escaped for chat text;
/// [`Name::as_str`] gives it as written, for pictures, storage and comparisons.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Name(String);

impl Name {
    /// A name as the member wrote it.
    pub fn new(name: impl Into<String>) -> Name {
        Name(name.into())
    }

    /// The name as written, unescaped: for pictures, storage and comparisons,
    /// never for chat text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// True for an empty name.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl From<&str> for Name {
    fn from(name: &str) -> Name {
        Name::new(name)
    }
}

impl From<String> for Name {
    fn from(name: String) -> Name {
        Name(name)
    }
}

impl PartialEq<str> for Name {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for Name {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

/// Writes the name for chat text: every character Discord's markdown or
/// mentions give a meaning to is escaped with a backslash (Discord shows the
/// character itself), so `<@123>` and `@everyone` stay text and `*`, `_`, `~`,
/// `` ` ``, `|`, `>`, `[`, `]`, `(` and `)` format nothing; a `#` or `-` that
/// starts the name is escaped too (a heading or a list item where the name starts
/// a line). Line breaks become spaces, so a name can't start a line of its own.
impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        for (i, c) in self.0.chars().enumerate() {
            match c {
                '#' | '-' if i == 0 => {
                    f.write_char('\\')?;
                    f.write_char(c)?;
                }
                '\\' | '*' | '_' | '~' | '`' | '|' | '>' | '<' | '[' | ']' | '(' | ')' | '@' => {
                    f.write_char('\\')?;
                    f.write_char(c)?;
                }
                '\n' | '\r' => f.write_char(' ')?,
                c => f.write_char(c)?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Name;

    #[test]
    fn a_mention_in_a_name_is_written_as_text() {
        assert_eq!(Name::new("<@123456789>").to_string(), r"\<\@123456789\>");
        assert_eq!(Name::new("@everyone").to_string(), r"\@everyone");
        assert_eq!(Name::new("<@&42>").to_string(), r"\<\@&42\>");
    }

    #[test]
    fn markdown_in_a_name_formats_nothing() {
        assert_eq!(Name::new("**big**").to_string(), r"\*\*big\*\*");
        assert_eq!(Name::new("ann_b").to_string(), r"ann\_b");
        assert_eq!(Name::new("||x||").to_string(), r"\|\|x\|\|");
        assert_eq!(Name::new("[a](b)").to_string(), r"\[a\]\(b\)");
        assert_eq!(Name::new("# head\n> q").to_string(), r"\# head \> q");
        assert_eq!(Name::new("- item").to_string(), r"\- item");
        assert_eq!(Name::new("mary-jane #2").to_string(), "mary-jane #2");
        assert_eq!(Name::new(r"a\b").to_string(), r"a\\b");
    }

    #[test]
    fn a_plain_name_is_unchanged_and_kept_as_written() {
        assert_eq!(Name::new("alice").to_string(), "alice");
        assert_eq!(Name::new("Zoë 2").to_string(), "Zoë 2");
        let name = Name::new("ann_b");
        assert_eq!(name.as_str(), "ann_b");
        assert_eq!(serde_json::to_string(&name).unwrap(), "\"ann_b\"");
    }
}
