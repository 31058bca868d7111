//! Which language the table writes in: the member's own for what only they
//! see, the server's for what the channel sees (`parlor_games::i18n::Readers`,
//! carried by each request's [`super::base::Scope`]).

use super::base::TableSettings;
use parlor_games::i18n::{Locale, Readers};

/// The language a server's channels read: its `language` setting (issue 21),
/// else the server's preferred locale as Discord sent it (`preferred`), else
/// English.
pub(super) fn server_language(settings: &TableSettings, preferred: Option<Locale>) -> Locale {
    settings.language.or(preferred).unwrap_or_default()
}

/// The readers of what a stored game says with no member asking (a timer,
/// Parlor's turns): the room's language for both, from `preferred`, the
/// server's preferred language as the game's players' commands last carried it
/// (`SessionRecord::room_locale`).
pub(super) fn room_readers(settings: &TableSettings, preferred: Option<Locale>) -> Readers {
    let room = server_language(settings, preferred);
    Readers { member: room, room }
}
