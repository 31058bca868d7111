//! Lobbies for games of more than two seats: `/join`, `/leave` and the host's
//! `/start`. A lobby is a session in the challenge state with `lobby` set; it
//! expires like a challenge.

use super::api::Refusal;
use super::api::{Button, ButtonStyle, Reply};
use super::base::{Ctx, Slot};
use super::session::{self, Session};
use super::text::{NO_CHIPS, PARLOR_AT_A_TABLE};
use crate::store::GameResult;
use parlor_games::ai::Level;
use parlor_games::Seat;

/// The Join / Leave / Start buttons under every lobby message, and Add Parlor
/// (the host's, same as `/add-parlor`) in a lobby for a game of turns.
pub(super) fn lobby_buttons(lobby: &Session) -> Vec<Button> {
    let mut buttons = vec![
        lobby.button("Join", "join", ButtonStyle::Success),
        lobby.button("Leave", "leave", ButtonStyle::Secondary),
        lobby.button("Start", "start", ButtonStyle::Primary),
    ];
    if !lobby.kind.is_table() {
        buttons.push(lobby.button("Add Parlor", "add-parlor", ButtonStyle::Secondary));
    }
    if lobby.parlor_seats() > 0 {
        buttons.push(lobby.button("Remove Parlor", "remove-parlor", ButtonStyle::Secondary));
    }
    buttons
}

impl Ctx<'_> {
    /// The open lobby in this channel, or the refusal that says why there is none.
    fn lobby<'s>(&self, slot: &'s Slot) -> Result<&'s Session, Refusal> {
        match slot.as_ref() {
            Some(s) if s.is_challenge() && s.record.lobby => Ok(s),
            Some(s) if s.is_challenge() => Err(Refusal::says(
                "The challenge here is for two players: /accept it instead.",
            )),
            Some(_) => Err(Refusal::says("The game here has already started.")),
            None => Err(Refusal::says(
                "There is no open lobby in this channel; open one with /play.",
            )),
        }
    }

    pub(super) fn join(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let current = match self.lobby(slot) {
            Ok(s) => s,
            Err(refusal) => return vec![refusal.into()],
        };
        if current.seat_of(self.request.actor.id).is_some() {
            return vec![Reply::refuse("You are already in this lobby.")];
        }
        let max = *current.kind.seats().end();
        if current.record.seats.len() >= max {
            return vec![Reply::refuse(format!("The lobby is full ({max} players)."))];
        }
        let mut next = current.clone();
        next.record.seats.push(self.actor());
        next.record.updated_at = self.now;
        if let Err(refusal) = self.table.commit(&next, self.change()) {
            return vec![refusal.into()];
        }
        let text = format!(
            "{} joined the {} lobby ({} of up to {max}): {}. {} may Start.",
            self.request.actor.name,
            next.kind.title(),
            next.record.seats.len(),
            next.players_text(),
            next.record.seats[0].name
        );
        let buttons = lobby_buttons(&next);
        *slot = Some(next);
        vec![Reply::channel(text).with_buttons(buttons)]
    }

    /// `/add-parlor [level:…]` (or the Add Parlor button): the host seats Parlor
    /// in the lobby at `level` (default normal); several Parlor seats may play.
    pub(super) fn add_parlor(&mut self, slot: &mut Slot, level: Option<&str>) -> Vec<Reply> {
        let current = match self.lobby(slot) {
            Ok(s) => s,
            Err(refusal) => return vec![refusal.into()],
        };
        if current.kind.is_table() {
            return vec![Reply::refuse(PARLOR_AT_A_TABLE)];
        }
        let host = &current.record.seats[0];
        if host.id != self.request.actor.id {
            return vec![Reply::refuse(format!(
                "Only {} (the host) can add Parlor to this lobby.",
                host.name
            ))];
        }
        let level = match level.map(str::trim).filter(|l| !l.is_empty()) {
            None => Level::Normal,
            Some(typed) => match Level::parse(typed) {
                Some(level) => level,
                None => {
                    let shown: String = typed.chars().take(20).collect();
                    return vec![Reply::refuse(format!(
                        "level: is easy, normal or hard, not \"{shown}\"."
                    ))];
                }
            },
        };
        let max = *current.kind.seats().end();
        if current.record.seats.len() >= max {
            return vec![Reply::refuse(format!("The lobby is full ({max} players)."))];
        }
        let options = &current.record.options;
        if session::plays_for_chips(current.kind, options, max, current.record.seed) {
            return vec![Reply::refuse(NO_CHIPS)];
        }
        let mut next = current.clone();
        let parlor = session::parlor_player(self.table.parlor_id(), level, next.parlor_seats());
        let name = parlor.name.clone();
        next.record.seats.push(parlor);
        next.record.updated_at = self.now;
        if let Err(refusal) = self.table.commit(&next, self.change()) {
            return vec![refusal.into()];
        }
        let text = format!(
            "{name} ({}) joined the {} lobby ({} of up to {max}): {}. {} may Start.",
            level.name(),
            next.kind.title(),
            next.record.seats.len(),
            next.players_text(),
            next.record.seats[0].name
        );
        let buttons = lobby_buttons(&next);
        *slot = Some(next);
        vec![Reply::channel(text).with_buttons(buttons)]
    }

    /// `/remove-parlor` (or the Remove Parlor button): the host takes back the
    /// Parlor seat added last.
    pub(super) fn remove_parlor(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let current = match self.lobby(slot) {
            Ok(s) => s,
            Err(refusal) => return vec![refusal.into()],
        };
        let host = &current.record.seats[0];
        if host.id != self.request.actor.id {
            return vec![Reply::refuse(format!(
                "Only {} (the host) can remove Parlor from this lobby.",
                host.name
            ))];
        }
        let Some(seat) = (0..current.record.seats.len())
            .rev()
            .map(|i| Seat(i as u8))
            .find(|&s| current.is_parlor(s))
        else {
            return vec![Reply::refuse("Parlor has no seat in this lobby.")];
        };
        let mut next = current.clone();
        let parlor = next.record.seats.remove(seat.index());
        next.record.updated_at = self.now;
        if let Err(refusal) = self.table.commit(&next, self.change()) {
            return vec![refusal.into()];
        }
        let text = format!(
            "{} left the {} lobby ({} joined: {}).",
            parlor.name,
            next.kind.title(),
            next.record.seats.len(),
            next.players_text()
        );
        let buttons = lobby_buttons(&next);
        *slot = Some(next);
        vec![Reply::channel(text).with_buttons(buttons)]
    }

    pub(super) fn leave(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let current = match self.lobby(slot) {
            Ok(s) => s,
            Err(refusal) => return vec![refusal.into()],
        };
        let Some(seat) = current.seat_of(self.request.actor.id) else {
            return vec![Reply::refuse("You are not in this lobby.")];
        };
        let mut next = current.clone();
        if seat.index() == 0 {
            let text = format!("{} closed the {} lobby.", self.request.actor.name, next.kind.title());
            let result = GameResult {
                outcome: "declined".into(),
                winner: None,
                reason: text.clone(),
                winner_seat: None,
            };
            return match self.table.finish(slot, next, result, vec![text], self.change()) {
                Ok(ended) => vec![Reply::channel(ended.text)],
                Err(refusal) => vec![refusal.into()],
            };
        }
        next.record.seats.remove(seat.index());
        next.record.updated_at = self.now;
        if let Err(refusal) = self.table.commit(&next, self.change()) {
            return vec![refusal.into()];
        }
        let text = format!(
            "{} left the {} lobby ({} joined: {}).",
            self.request.actor.name,
            next.kind.title(),
            next.record.seats.len(),
            next.players_text()
        );
        let buttons = lobby_buttons(&next);
        *slot = Some(next);
        vec![Reply::channel(text).with_buttons(buttons)]
    }

    pub(super) fn start(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let current = match self.lobby(slot) {
            Ok(s) => s,
            Err(refusal) => return vec![refusal.into()],
        };
        let host = &current.record.seats[0];
        if host.id != self.request.actor.id {
            return vec![Reply::refuse(format!(
                "Only {} (the host) can start this game.",
                host.name
            ))];
        }
        let min = *current.kind.seats().start();
        let joined = current.record.seats.len();
        if joined < min {
            return vec![Reply::refuse(format!(
                "{} needs at least {min} players; {joined} joined so far.",
                current.kind.title()
            ))];
        }
        let next = current.clone();
        let opening = format!("{} started the game.", self.request.actor.name);
        self.start_game(slot, next, opening)
    }
}
