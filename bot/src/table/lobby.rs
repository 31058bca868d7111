//! Lobbies for games of more than two seats: `/join`, `/leave` and the host's
//! `/start`. A lobby is a session in the challenge state with `lobby` set; it
//! expires like a challenge.

use super::api::Refusal;
use super::api::{Button, ButtonStyle, Reply};
use super::base::Ctx;
use super::session::{self, Session};
use super::text::{NO_CHIPS, PARLOR_AT_A_TABLE};
use crate::store::GameResult;
use parlor_games::ai::Level;
use parlor_games::i18n::Locale;
use parlor_games::{msg, Seat};

/// The Join / Leave / Start buttons under every lobby message, and Add Parlor
/// (the host's, same as `/add-parlor`) in a lobby for a game of turns.
pub(super) fn lobby_buttons(lobby: &Session, room: Locale) -> Vec<Button> {
    let mut buttons = vec![
        lobby.button(room, msg!("table-button-join"), "join", ButtonStyle::Success),
        lobby.button(room, msg!("table-button-leave"), "leave", ButtonStyle::Secondary),
        lobby.button(room, msg!("table-button-start"), "start", ButtonStyle::Primary),
    ];
    if !lobby.kind.is_table() {
        buttons.push(lobby.button(
            room,
            msg!("table-button-add-parlor"),
            "add-parlor",
            ButtonStyle::Secondary,
        ));
    }
    if lobby.parlor_seats() > 0 {
        buttons.push(lobby.button(
            room,
            msg!("table-button-remove-parlor"),
            "remove-parlor",
            ButtonStyle::Secondary,
        ));
    }
    buttons
}

impl Ctx<'_> {
    /// The open lobby in this channel, or the refusal that says why there is none.
    fn lobby(&self) -> Result<&Session, Refusal> {
        match self.slot.as_ref() {
            Some(s) if s.is_challenge() && s.record.lobby => Ok(s),
            Some(s) if s.is_challenge() => Err(Refusal::says(msg!("table-challenge-not-lobby"))),
            Some(_) => Err(Refusal::says(msg!("table-already-started"))),
            None => Err(Refusal::says(msg!("table-no-lobby"))),
        }
    }

    /// `/join` a lobby.
    pub(super) fn join_lobby(&mut self) -> Result<Vec<Reply>, Refusal> {
        let current = self.lobby()?;
        if current.seat_of(self.caller.actor.id).is_some() {
            return Err(Refusal::says(msg!("table-already-in-lobby")));
        }
        let max = *current.kind.seats().end();
        if current.record.seats.len() >= max {
            return Err(Refusal::says(msg!("table-lobby-full", most = max)));
        }
        let mut next = current.clone();
        next.record.seats.push(self.actor());
        self.commit(&mut next, self.change())?;
        let text = msg!(
            "table-joined-lobby",
            name = self.caller.actor.name.to_string(),
            game = next.title(),
            joined = next.record.seats.len(),
            most = max,
            players = next.players_text(),
            host = next.record.seats[0].name.to_string()
        );
        let buttons = lobby_buttons(&next, self.readers.room);
        self.keep(next);
        Ok(vec![self.say(text).with_buttons(buttons)])
    }

    /// `/add-parlor [level:…]` (or the Add Parlor button): the host seats Parlor
    /// in the lobby at `level` (default normal); several Parlor seats may play.
    pub(super) fn add_parlor(&mut self, level: Option<String>) -> Result<Vec<Reply>, Refusal> {
        let current = self.lobby()?;
        if current.kind.is_table() {
            return Err(Refusal::says(PARLOR_AT_A_TABLE));
        }
        let host = &current.record.seats[0];
        if host.id != self.caller.actor.id {
            return Err(Refusal::says(msg!(
                "table-only-host-adds-parlor",
                host = host.name.to_string()
            )));
        }
        let level = match level.as_deref().map(str::trim).filter(|l| !l.is_empty()) {
            None => Level::Normal,
            Some(typed) => match Level::parse(typed) {
                Some(level) => level,
                None => {
                    let shown: String = typed.chars().take(20).collect();
                    return Err(Refusal::says(msg!("table-bad-level", level = shown)));
                }
            },
        };
        let max = *current.kind.seats().end();
        if current.record.seats.len() >= max {
            return Err(Refusal::says(msg!("table-lobby-full", most = max)));
        }
        let options = &current.record.options;
        if session::plays_for_chips(current.kind, options, max, current.record.seed) {
            return Err(Refusal::says(NO_CHIPS));
        }
        let mut next = current.clone();
        let parlor = session::parlor_player(self.table.parlor_id(), level, next.parlor_seats());
        let name = parlor.name.clone();
        next.record.seats.push(parlor);
        self.commit(&mut next, self.change())?;
        let text = msg!(
            "table-parlor-joined-lobby",
            name = name.to_string(),
            level = level.name(),
            game = next.title(),
            joined = next.record.seats.len(),
            most = max,
            players = next.players_text(),
            host = next.record.seats[0].name.to_string()
        );
        let buttons = lobby_buttons(&next, self.readers.room);
        self.keep(next);
        Ok(vec![self.say(text).with_buttons(buttons)])
    }

    /// `/remove-parlor` (or the Remove Parlor button): the host takes back the
    /// Parlor seat added last.
    pub(super) fn remove_parlor(&mut self) -> Result<Vec<Reply>, Refusal> {
        let current = self.lobby()?;
        let host = &current.record.seats[0];
        if host.id != self.caller.actor.id {
            return Err(Refusal::says(msg!(
                "table-only-host-removes-parlor",
                host = host.name.to_string()
            )));
        }
        let Some(seat) = (0..current.record.seats.len())
            .rev()
            .map(|i| Seat(i as u8))
            .find(|&s| current.is_parlor(s))
        else {
            return Err(Refusal::says(msg!("table-no-parlor-seat")));
        };
        let mut next = current.clone();
        let parlor = next.record.seats.remove(seat.index());
        self.commit(&mut next, self.change())?;
        let text = msg!(
            "table-left-lobby",
            name = parlor.name.to_string(),
            game = next.title(),
            joined = next.record.seats.len(),
            players = next.players_text()
        );
        let buttons = lobby_buttons(&next, self.readers.room);
        self.keep(next);
        Ok(vec![self.say(text).with_buttons(buttons)])
    }

    /// `/leave` a lobby (the host closes it).
    pub(super) fn leave_lobby(&mut self) -> Result<Vec<Reply>, Refusal> {
        let current = self.lobby()?;
        let Some(seat) = current.seat_of(self.caller.actor.id) else {
            return Err(Refusal::says(msg!("table-not-in-lobby")));
        };
        let mut next = current.clone();
        if seat.index() == 0 {
            let text = msg!(
                "table-closed-lobby",
                name = self.caller.actor.name.to_string(),
                game = next.title()
            );
            let result = GameResult::without_winner("declined", text.en());
            let ended = self.finish(next, result, vec![text], self.change())?;
            return Ok(vec![self.say(ended.text)]);
        }
        next.record.seats.remove(seat.index());
        self.commit(&mut next, self.change())?;
        let text = msg!(
            "table-left-lobby",
            name = self.caller.actor.name.to_string(),
            game = next.title(),
            joined = next.record.seats.len(),
            players = next.players_text()
        );
        let buttons = lobby_buttons(&next, self.readers.room);
        self.keep(next);
        Ok(vec![self.say(text).with_buttons(buttons)])
    }

    /// `/start` the lobby's game (the host).
    pub(super) fn start(&mut self) -> Result<Vec<Reply>, Refusal> {
        let current = self.lobby()?;
        let host = &current.record.seats[0];
        if host.id != self.caller.actor.id {
            return Err(Refusal::says(msg!(
                "table-only-host-starts",
                host = host.name.to_string()
            )));
        }
        let min = *current.kind.seats().start();
        let joined = current.record.seats.len();
        if joined < min {
            return Err(Refusal::says(msg!(
                "table-too-few-players",
                game = current.title(),
                least = min,
                joined = joined
            )));
        }
        let next = current.clone();
        let opening = msg!("table-started", name = self.caller.actor.name.to_string());
        self.start_game(next, opening)
    }
}
