//! `/replay id:<n>` (issue 19): a finished game of this server as an animated
//! picture of its positions and its move list as a file, with the seed, so
//! `parlor replay` re-runs it to the same final position. Read-only: no
//! channel lock; the drawing happens on the caller's thread, which on Discord
//! is the blocking pool.

use super::api::{Attachment, Refusal, Reply, Request};
use super::base::{lock, Table};
use super::records::internal;
use crate::name::Name;
use crate::replay::{self, GameRecord};
use crate::store::Status;

/// The largest animation sent (Discord's upload limit for servers without
/// boosts, 8 MB); a larger one is left out and the reply says so.
pub const ANIMATION_LIMIT: usize = 8_000_000;

/// A game number as typed: `12` or `#12`.
fn game_number(id: &str) -> Option<i64> {
    id.trim().trim_start_matches('#').parse().ok().filter(|&n: &i64| n > 0)
}

impl Table {
    pub(super) fn replay(&self, request: &Request, id: &str) -> Result<Reply, Refusal> {
        let Some(id) = game_number(id) else {
            return Err(Refusal::says(format!(
                "\"{}\" is not a game number; /history lists them (like #12).",
                Name::new(id)
            )));
        };
        let elsewhere = || {
            Refusal::says(format!(
                "There is no game #{id} in this server; /history lists its games."
            ))
        };
        let (record, log, result) = {
            let mut store = lock(&self.store);
            let record = store.session_record(id).map_err(internal)?;
            let Some(record) = record.filter(|r| r.server == request.server) else {
                return Err(elsewhere());
            };
            let log = store.move_log(id).map_err(internal)?;
            let result = store.result(id).map_err(internal)?;
            (record, log, result)
        };
        if record.status != Status::Finished {
            return Err(Refusal::says(format!(
                "Game #{id} is still going; its replay is ready once it's over."
            )));
        }
        let title = parlor_games::GameKind::from_name(&record.game).map_or("This game", |k| k.title());
        if record.game == parlor_games::GameKind::CrownAndAnchor.name() {
            return Err(Refusal::says(format!(
                "#{id} was a {title} table, which has no moves to replay; /chips history lists your bets."
            )));
        }
        let reason = result.as_ref().map(|r| r.reason.clone()).unwrap_or_default();
        let Some(game) = GameRecord::from_store(&record, &log, &reason) else {
            return Err(Refusal::says(format!(
                "Game #{id} never started (its challenge was declined or ran out), so there is nothing to replay."
            )));
        };
        let (gif, last, positions) = replay::animation(&game).map_err(|e| {
            tracing::error!(session = id, "a stored game does not replay: {e}");
            Refusal::says(format!("Game #{id} can't be replayed: {e}."))
        })?;
        if game.final_position.as_deref() != Some(replay::fingerprint(&last).as_str()) {
            tracing::error!(session = id, "a stored game's moves do not lead to its stored position");
            return Err(Refusal::says(format!(
                "Game #{id} can't be replayed: its moves don't lead to the position it ended in."
            )));
        }
        let players: Vec<String> = record.seats.iter().map(|p| p.name.to_string()).collect();
        let when = chrono::DateTime::from_timestamp_millis(record.updated_at)
            .map_or_else(String::new, |d| d.format(", %Y-%m-%d").to_string());
        let ending = match outcome_text(&last, &players) {
            Some(text) => text,
            None if reason.is_empty() => "It ended without a result.".to_string(),
            None => format!("It ended without a result ({reason})."),
        };
        let moves = log.len();
        let file_name = game.file_name();
        let mut lines = vec![
            format!("Game #{id}, {title}: {}{when}. {ending}", players.join(" vs ")),
            format!(
                "{moves} {} in {positions} pictures; {file_name} lists them with the game's seed, so anyone can re-run it with `parlor replay {file_name}`.",
                if moves == 1 { "action" } else { "actions" }
            ),
        ];
        let mut files = Vec::new();
        let animation_name = format!("game-{id}.gif");
        if gif.len() <= ANIMATION_LIMIT {
            files.push(Attachment {
                file_name: animation_name,
                description: format!(
                    "Game #{id} of {title}, {}: every position, one a second.",
                    players.join(" vs ")
                ),
                bytes: gif,
            });
        } else {
            lines.push(format!(
                "The animation would be {:.1} MB, more than Discord takes, so only the move list is attached.",
                gif.len() as f64 / 1e6
            ));
        }
        files.push(Attachment {
            description: format!("The moves of game #{id} of {title}, with its seed."),
            bytes: game.to_text(&last).into_bytes(),
            file_name,
        });
        let mut reply = Reply::channel(lines.join("\n"));
        reply.files = files;
        Ok(reply)
    }
}

/// The result in words for a replay, from the final position.
fn outcome_text(game: &parlor_games::AnyGame, players: &[String]) -> Option<String> {
    match game.outcome() {
        parlor_games::Outcome::Won(seat) => Some(format!("{} won.", players.get(seat.index())?)),
        parlor_games::Outcome::Draw => Some("It was a draw.".to_string()),
        parlor_games::Outcome::Ongoing => None,
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
