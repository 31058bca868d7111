//! `/replay id:<n>` (issue 19): a finished game of this server as an animated
//! picture of its positions and its move list as a file, with the seed, so
//! `parlor replay` re-runs it to the same final position. Read-only: no
//! channel lock; the drawing happens on the caller's thread, which on Discord
//! is the blocking pool.

use super::api::{Attachment, Refusal, Reply};
use super::base::{lock, Ctx};
use super::records::internal;
use super::rematch::versus;
use crate::name::Name;
use crate::replay::{self, GameRecord};
use crate::store::Status;
use parlor_games::i18n::{self, Locale, Msg};
use parlor_games::msg;

/// The largest animation sent (Discord's upload limit for servers without
/// boosts, 8 MB); a larger one is left out and the reply says so.
pub const ANIMATION_LIMIT: usize = 8_000_000;

/// A game number as typed: `12` or `#12`.
fn game_number(id: &str) -> Option<i64> {
    id.trim().trim_start_matches('#').parse().ok().filter(|&n: &i64| n > 0)
}

/// Why a stored game cannot be shown (`/replay`, `/review`): each command
/// words it its own way.
pub(super) enum Unshown {
    /// The id typed is not a game number (as typed).
    NotANumber(String),
    /// No game of that number in this server.
    Elsewhere(String),
    /// The game is still in play.
    InPlay(String),
    /// A Crown and Anchor table (no moves), with its title.
    Table(String, Msg),
    /// A challenge that never became a game.
    NeverStarted(String),
    /// The store failed.
    Store(Refusal),
}

/// A finished game of the caller's server as stored, ready to replay.
pub(super) struct StoredGame {
    /// Its number.
    pub id: i64,
    /// The session's record.
    pub record: crate::store::SessionRecord,
    /// How many actions its log holds.
    pub logged: usize,
    /// Why it ended, as recorded ("" when not).
    pub reason: String,
    /// The game's title.
    pub title: Msg,
    /// The record a replay plays.
    pub game: GameRecord,
}

impl Ctx<'_> {
    /// The finished game `id` (as typed) of this server, read with the store
    /// held only for the reads.
    pub(super) fn stored_game(&self, id: &str) -> Result<StoredGame, Unshown> {
        let Some(id) = game_number(id) else {
            return Err(Unshown::NotANumber(Name::new(id).to_string()));
        };
        let number = id.to_string();
        let (record, log, result) = {
            let mut store = lock(&self.table.store);
            let record = store.session_record(id).map_err(|e| Unshown::Store(internal(e)))?;
            let Some(record) = record.filter(|r| r.server == self.caller.server) else {
                return Err(Unshown::Elsewhere(number));
            };
            let log = store.move_log(id).map_err(|e| Unshown::Store(internal(e)))?;
            let result = store.result(id).map_err(|e| Unshown::Store(internal(e)))?;
            (record, log, result)
        };
        if record.status != Status::Finished {
            return Err(Unshown::InPlay(number));
        }
        let title = parlor_games::GameKind::from_name(&record.game)
            .map_or_else(|| msg!("social-replay-this-game"), |k| i18n::title(k.name()));
        if record.game == parlor_games::GameKind::CrownAndAnchor.name() {
            return Err(Unshown::Table(number, title));
        }
        let reason = result.as_ref().map(|r| r.reason.clone()).unwrap_or_default();
        let Some(game) = GameRecord::from_store(&record, &log, &reason) else {
            return Err(Unshown::NeverStarted(number));
        };
        Ok(StoredGame {
            id,
            record,
            logged: log.len(),
            reason,
            title,
            game,
        })
    }

    /// `/replay id:<n>`.
    pub(super) fn replay(&mut self, id: String) -> Result<Vec<Reply>, Refusal> {
        let StoredGame {
            id,
            record,
            logged: moves,
            reason,
            title,
            game,
        } = self.stored_game(&id).map_err(|why| match why {
            Unshown::NotANumber(text) => Refusal::says(msg!("social-replay-not-a-number", text = text)),
            Unshown::Elsewhere(id) => Refusal::says(msg!("social-replay-elsewhere", id = id)),
            Unshown::InPlay(id) => Refusal::says(msg!("social-replay-still-going", id = id)),
            Unshown::Table(id, game) => Refusal::says(msg!("social-replay-table", id = id, game = game)),
            Unshown::NeverStarted(id) => Refusal::says(msg!("social-replay-never-started", id = id)),
            Unshown::Store(refusal) => refusal,
        })?;
        let number = id.to_string();
        let (gif, last, positions) = replay::animation(&game, self.readers.room).map_err(|e| {
            tracing::error!(session = id, "a stored game does not replay: {e}");
            Refusal::says(msg!("social-replay-broken", id = number.clone(), why = e.to_string()))
        })?;
        if game.final_position.as_deref() != Some(replay::fingerprint(&last).as_str()) {
            tracing::error!(session = id, "a stored game's moves do not lead to its stored position");
            return Err(Refusal::says(msg!("social-replay-mismatch", id = number.clone())));
        }
        let players: Vec<String> = record.seats.iter().map(|p| p.name.to_string()).collect();
        let facing = versus(players.iter().map(Msg::raw));
        let when = chrono::DateTime::from_timestamp_millis(record.updated_at)
            .map_or_else(String::new, |d| d.format(", %Y-%m-%d").to_string());
        let ending = match outcome_text(&last, &players) {
            Some(text) => text,
            None if reason.is_empty() => msg!("social-replay-no-result"),
            None => msg!("social-replay-no-result-why", reason = reason.clone()),
        };
        let file_name = game.file_name();
        let mut lines = vec![
            msg!(
                "social-replay-heading",
                id = number.clone(),
                game = title.clone(),
                players = facing.clone(),
                when = when,
                ending = ending
            ),
            msg!(
                "social-replay-files",
                moves = moves,
                positions = positions,
                file = file_name.clone()
            ),
        ];
        // The game's page (issue 34), where it replays move by move.
        if let Some(url) = self.web_url(record.server.as_deref()) {
            let server = record.server.as_deref().unwrap_or_default();
            lines.push(super::text::game_line(url, server, id));
        }
        let mut files = Vec::new();
        let animation_name = format!("game-{id}.gif");
        if gif.len() <= ANIMATION_LIMIT {
            files.push(Attachment {
                file_name: animation_name,
                description: self.room(msg!(
                    "social-replay-animation",
                    id = number.clone(),
                    game = title.clone(),
                    players = facing
                )),
                bytes: gif,
            });
        } else {
            lines.push(msg!(
                "social-replay-too-large",
                size = megabytes(gif.len(), self.readers.room)
            ));
        }
        files.push(Attachment {
            description: self.room(msg!("social-replay-move-list", id = number, game = title)),
            bytes: game.to_text(&last).into_bytes(),
            file_name,
        });
        let mut reply = self.say(Msg::lines(lines));
        reply.files = files;
        Ok(vec![reply])
    }
}

/// The result in words for a replay, from the final position.
fn outcome_text(game: &parlor_games::AnyGame, players: &[String]) -> Option<Msg> {
    match game.outcome() {
        parlor_games::Outcome::Won(seat) => Some(msg!("social-replay-won", name = players.get(seat.index())?.clone())),
        parlor_games::Outcome::Draw => Some(msg!("social-replay-draw")),
        parlor_games::Outcome::Ongoing => None,
    }
}

/// A size in megabytes with one decimal, as `locale` writes decimals: "8.3",
/// "8,3".
fn megabytes(bytes: usize, locale: Locale) -> String {
    let shown = format!("{:.1}", bytes as f64 / 1e6);
    match locale {
        Locale::En => shown,
        Locale::Es | Locale::Fr => shown.replace('.', ","),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_numbers_are_read_with_or_without_their_mark() {
        assert_eq!(game_number("12"), Some(12));
        assert_eq!(game_number(" #7 "), Some(7));
        assert_eq!(game_number("0"), None);
        assert_eq!(game_number("twelve"), None);
    }
}
