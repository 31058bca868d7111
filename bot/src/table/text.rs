//! Fixed texts (help, common refusals) and how every file writes chips and
//! sentences.

use parlor_games::i18n::Msg;
use parlor_games::{msg, GameKind};
use std::borrow::Cow;

use crate::web::links;

/// A message of the catalog without arguments, as a constant.
const fn fixed(id: &'static str) -> Msg {
    Msg::Key {
        id: Cow::Borrowed(id),
        args: Vec::new(),
    }
}

/// At most 40 characters of what was typed, for a refusal.
pub(super) fn shorten(text: &str) -> String {
    let mut shown: String = text.chars().filter(|c| !c.is_control()).take(40).collect();
    if text.chars().count() > 40 {
        shown.push('…');
    }
    shown
}

/// The most characters one Discord message holds.
pub(super) const MESSAGE: usize = 2_000;

/// The names of the games players are offered, in registry order.
pub(super) fn offered_names() -> String {
    GameKind::offered().map(GameKind::name).collect::<Vec<_>>().join(", ")
}

/// A command for a game of turns (a move, `/moves`, `/resign`, `/draw`, `/claim`)
/// at a Crown and Anchor table.
pub(super) const TABLE_HAS_NO_TURNS: Msg = fixed("table-no-turns");

/// Parlor never plays for chips (`stake:`, `penalty:`).
pub(super) const NO_CHIPS: Msg = fixed("table-parlor-no-chips");

/// Crown and Anchor is a table of bets, not a game of turns: Parlor doesn't sit.
pub(super) const PARLOR_AT_A_TABLE: Msg = fixed("table-parlor-at-a-table");

/// What a member is told when their command met a change another process made
/// at the same moment, every time it was tried (see `shared.rs`).
pub(super) const CHANGED_ELSEWHERE: Msg = fixed("table-changed-elsewhere");

/// When the store cannot write.
pub(super) const STORE_FAILED: Msg = fixed("table-store-failed");

/// A game name nobody knows.
pub(super) fn unknown_game(name: &str) -> Msg {
    let shown: String = name.chars().take(30).collect();
    msg!("table-unknown-game", game = shown, games = offered_names())
}

/// A seat's name in a game as its rules call it (`<game>-seat-<i>`); `None`
/// for games whose seats have no names (a Crown and Anchor table's).
pub(crate) fn seat(kind: GameKind, index: usize) -> Option<Msg> {
    (index < kind.seat_names().len()).then(|| kind.seat_msg(index))
}

/// How many players a game seats: "2 to 4 players"; for Crown and Anchor "2 to
/// 10 players (or 1 with the house option, where the house banks)".
pub(crate) fn players(kind: GameKind) -> Msg {
    let seats = kind.seats();
    if kind.is_table() {
        msg!("table-players-table", most = *seats.end())
    } else if seats.start() == seats.end() {
        msg!("table-players-exact", players = *seats.start())
    } else {
        msg!("table-players-range", least = *seats.start(), most = *seats.end())
    }
}

/// "1 chip", "1,000 chips" in English (the unit tests' shorthand).
#[cfg(test)]
pub(crate) fn chips(n: i64) -> String {
    parlor_games::amount::chips(n.into())
}

/// 1234567 → "1,234,567".
#[cfg(test)]
pub(crate) fn grouped(n: i64) -> String {
    parlor_games::amount::grouped(n.into())
}

/// Makes an engine's message a sentence: a capital first letter (unless it starts
/// with notation such as a square, `d1`) and a full stop.
pub(crate) fn sentence(text: &str) -> String {
    let first_word = text.split_whitespace().next().unwrap_or("");
    let keep_case = first_word.chars().any(|c| c.is_ascii_digit());
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => {
            let mut s: String = if keep_case {
                c.to_string()
            } else {
                c.to_uppercase().collect()
            };
            s.push_str(chars.as_str());
            if !s.ends_with(['.', '!', '?']) {
                s.push('.');
            }
            s
        }
        None => String::new(),
    }
}

/// The most characters a Discord message holds.
pub(super) const MESSAGE_LIMIT: usize = 2_000;

/// Blocks of text (lines, or several lines kept together) packed into as few
/// messages of at most [`MESSAGE_LIMIT`] characters as they fit, in order,
/// each block whole where it fits one message.
pub(super) fn pack(blocks: Vec<String>) -> Vec<String> {
    let mut posts: Vec<String> = Vec::new();
    for block in blocks {
        match posts.last_mut() {
            Some(last) if last.chars().count() + 1 + block.chars().count() <= MESSAGE_LIMIT => {
                last.push('\n');
                last.push_str(&block);
            }
            _ => posts.push(block.chars().take(MESSAGE_LIMIT).collect()),
        }
    }
    posts
}

/// A game's number linked to its page, Discord's masked link with the address
/// in angle brackets so it does not unfold into a preview: `[#12](<…/g/12>)`.
pub(super) fn game_number(url: Option<&str>, server: &str, id: i64) -> String {
    match url {
        Some(url) => format!("[#{id}](<{}>)", links::game(url, server, id)),
        None => format!("#{id}"),
    }
}

/// An address as a message shows it: in angle brackets, so Discord shows it
/// as a link without unfolding a preview under a post that has its picture.
pub(super) fn link(address: String) -> String {
    format!("<{address}>")
}

/// The line that gives a game's page: "This game's page: <address>".
pub(super) fn game_line(url: &str, server: &str, id: i64) -> Msg {
    msg!("social-web-game-page", url = link(links::game(url, server, id)))
}

/// The line that gives a tournament's page.
pub(super) fn tournament_line(url: &str, server: &str, id: i64) -> Msg {
    msg!("tournament-web-page", url = link(links::tournament(url, server, id)))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_linked_game_number_is_a_masked_link_that_does_not_unfold() {
        assert_eq!(
            super::game_number(Some("https://p.example/"), "42", 7),
            "[#7](<https://p.example/s/42/g/7>)"
        );
        assert_eq!(super::game_number(None, "42", 7), "#7");
    }
}
