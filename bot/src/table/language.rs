//! Which language the table writes in: the member's own for what only they
//! see, the server's for what the channel sees (`parlor_games::i18n`).

use super::{Request, Table};
use parlor_games::i18n::{Locale, Readers};

impl Table {
    /// The readers of a request: the member's language as their client sends it,
    /// the room's as the server's preferred language (English when neither is
    /// known); a member whose language is unknown reads the room's.
    pub(super) fn readers(&self, request: &Request) -> Readers {
        let room = self.server_language(request.server_locale);
        Readers {
            member: request.locale.unwrap_or(room),
            room,
        }
    }

    /// The readers of what a stored game says with no member asking (a timer,
    /// Parlor's turns resumed at start-up): the room's language for both, from
    /// `preferred`, the server's preferred language as the game's players'
    /// commands last carried it (`SessionRecord::room_locale`).
    pub(super) fn room_readers(&self, preferred: Option<Locale>) -> Readers {
        let room = self.server_language(preferred);
        Readers { member: room, room }
    }

    /// The language a server's channels read: its `language` setting (issue
    /// 21, in force for the request: see [`super::settings`]), else the
    /// server's preferred locale as Discord sent it, else English.
    fn server_language(&self, preferred: Option<Locale>) -> Locale {
        self.settings().language.or(preferred).unwrap_or_default()
    }
}
