//! The bot's words: every message the table, the Discord adapter and local mode
//! write is rendered here, in the reader's language.

use parlor_games::i18n::{Locale, Msg};

/// `msg` in `locale`.
pub fn tr(locale: Locale, msg: &Msg) -> String {
    parlor_games::i18n::tr(locale, msg)
}
