//! Rematch (issue 19): the Rematch button on a game-over message, and
//! `/rematch`, replay a finished game with the same players and options and the
//! seats rotated (two players swap colours). It starts when every member seated
//! has asked for it (Parlor's seats always agree); a game played through a
//! lobby reopens its lobby with the same seats joined and the asker as host.
//! Stakes are checked again when it starts, as for any game.

use super::api::{ButtonStyle, Mention, Refusal, Reply};
use super::base::{lock, millis, Ctx};
use super::lobby::lobby_buttons;
use super::session::{self, Session};
use crate::store::{GameResult, SessionRecord, Status};
use parlor_games::i18n::{self, Locale, Msg};
use parlor_games::{msg, GameKind, Seat};

impl Ctx<'_> {
    /// `/rematch`: the caller's latest game in this channel again.
    pub(super) fn rematch(&mut self) -> Result<Vec<Reply>, Refusal> {
        self.rematch_of(None)
    }

    /// `/rematch` (`of` is `None`: the caller's latest game in this channel) or
    /// a Rematch button (`of`: the session the button is on, the finished game
    /// or the rematch asked for).
    pub(super) fn rematch_of(&mut self, of: Option<i64>) -> Result<Vec<Reply>, Refusal> {
        if let Some(current) = self.slot.as_ref() {
            let this_one = of.is_none_or(|id| current.record.id == id || current.record.rematch_of == Some(id));
            if current.is_challenge() && current.record.rematch_of.is_some() && this_one {
                return self.ready_for_rematch();
            }
            return Err(Refusal::says(msg!("social-rematch-busy")));
        }
        let old = self.finished_game(of)?;
        let Some(kind) = GameKind::from_name(&old.game) else {
            return Err(Refusal::says(msg!("social-rematch-unplayable")));
        };
        let id = self.table.new_session_id();
        let seed = self.table.seed_for(id);
        let actor = self.caller.actor.id;
        let mut seats = old.seats.clone();
        seats.rotate_left(1);
        let lobby = old.lobby || matches!(kind, GameKind::NumberOne | GameKind::CrownAndAnchor);
        if lobby {
            // The asker hosts the reopened lobby.
            if let Some(at) = seats.iter().position(|p| p.id == actor && p.parlor.is_none()) {
                let host = seats.remove(at);
                seats.insert(0, host);
            }
        }
        let mut next = Session {
            record: SessionRecord {
                id,
                seed,
                rng_state: seed,
                status: Status::Challenge,
                seats,
                challenged: None,
                state: None,
                ply: 0,
                created_at: self.now,
                updated_at: self.now,
                turn_started_at: self.now,
                expires_at: self.now.saturating_add(millis(self.settings.challenge_expiry)),
                draw_votes: Vec::new(),
                end_votes: Vec::new(),
                timeout_announced: false,
                reminded: false,
                lobby,
                secret_salts: Vec::new(),
                commitments: Vec::new(),
                first_bet_at: None,
                chip_sizes: Default::default(),
                rematch_of: Some(old.id),
                rematch_ready: vec![actor],
                ..old
            },
            kind,
            game: None,
        };
        if lobby {
            next.record.rematch_ready.clear();
            self.commit(&mut next, self.change())?;
            let text = msg!(
                "social-rematch-lobby",
                host = self.caller.actor.name.to_string(),
                game = i18n::title(kind.name()),
                players = next.players_text(),
            );
            let mentions = others(&next, actor);
            let reply = self
                .say(text)
                .with_buttons(lobby_buttons(&next, self.readers.room))
                .with_mentions(mentions);
            self.keep(next);
            return Ok(vec![reply]);
        }
        if waiting(&next).is_empty() {
            let opening = self.room(msg!("social-rematch-asked", name = self.caller.actor.name.to_string()));
            return self.start_game(next, opening);
        }
        self.commit(&mut next, self.change())?;
        let reply = self.rematch_asked(&next);
        self.keep(next);
        Ok(vec![reply])
    }

    /// The finished game a rematch replays: the one named, or the caller's
    /// latest in this channel; refused when there is none or they didn't play.
    fn finished_game(&self, of: Option<i64>) -> Result<SessionRecord, Refusal> {
        let actor = self.caller.actor.id;
        let channel = &self.caller.channel.0;
        let found = {
            let mut store = lock(&self.table.store);
            match of {
                Some(id) => store.session_record(id),
                None => store.last_game_in(channel, actor),
            }
        };
        let found = found.map_err(|e| {
            tracing::error!("rematch: {e:#}");
            Refusal::says(super::text::STORE_FAILED)
        })?;
        let Some(old) = found.filter(|r| r.status == Status::Finished && &r.channel == channel && r.state.is_some())
        else {
            return Err(Refusal::says(msg!("social-rematch-none")));
        };
        if !old.seats.iter().any(|p| p.id == actor && p.parlor.is_none()) {
            return Err(Refusal::says(msg!("social-rematch-players-only")));
        }
        Ok(old)
    }

    /// A member seated in the rematch asks for it too; the last one starts it.
    fn ready_for_rematch(&mut self) -> Result<Vec<Reply>, Refusal> {
        let Some(current) = self.slot.as_ref() else {
            return Ok(Vec::new());
        };
        let actor = self.caller.actor.id;
        if current.record.lobby {
            return self.join_lobby();
        }
        if !current.record.seats.iter().any(|p| p.id == actor && p.parlor.is_none()) {
            return Err(Refusal::says(msg!(
                "social-rematch-for",
                players = current.players_text()
            )));
        }
        if current.record.rematch_ready.contains(&actor) {
            return Err(Refusal::says(msg!(
                "social-rematch-already-asked",
                waiting = names(&waiting(current))
            )));
        }
        let mut next = current.clone();
        next.record.rematch_ready.push(actor);
        if waiting(&next).is_empty() {
            let opening = self.room(msg!(
                "social-rematch-accepted",
                name = self.caller.actor.name.to_string()
            ));
            return self.start_game(next, opening);
        }
        self.commit(&mut next, self.change())?;
        let reply = self.rematch_asked(&next);
        self.keep(next);
        Ok(vec![reply])
    }

    /// The message of a rematch waiting for players: who plays what, who must
    /// still agree (pinged), with Rematch and Decline.
    fn rematch_asked(&self, next: &Session) -> Reply {
        let seats = versus((0..next.record.seats.len() as u8).map(|s| next.label(Seat(s))));
        let waiting = waiting(next);
        let text = msg!(
            "social-rematch-offer",
            name = self.caller.actor.name.to_string(),
            game = i18n::title(next.kind.name()),
            seats = seats,
            options = if next.record.options.is_empty() {
                Msg::raw("")
            } else {
                msg!("social-rematch-options", options = next.record.options.clone())
            },
            waiting = names(&waiting),
            expiry = session::human_duration(millis(self.settings.challenge_expiry)),
        );
        let room = self.readers.room;
        let buttons = vec![
            next.button(room, msg!("social-button-rematch"), "rematch", ButtonStyle::Success),
            next.button(room, msg!("social-button-decline"), "decline", ButtonStyle::Danger),
        ];
        self.say(text).with_buttons(buttons).with_mentions(waiting)
    }

    /// `/decline` of a rematch: any member seated turns it down.
    pub(super) fn decline_rematch(&mut self) -> Result<Vec<Reply>, Refusal> {
        let Some(current) = self.slot.as_ref() else {
            return Ok(Vec::new());
        };
        let actor = self.caller.actor.id;
        if !current.record.seats.iter().any(|p| p.id == actor && p.parlor.is_none()) {
            return Err(Refusal::says(msg!(
                "social-rematch-decline-only",
                players = current.players_text()
            )));
        }
        let text = msg!(
            "social-rematch-declined",
            name = self.caller.actor.name.to_string(),
            game = i18n::title(current.kind.name()),
        );
        // The stored reason is a record, kept in English; the channel reads its own language.
        let result = GameResult::without_winner("declined", text.en());
        let next = current.clone();
        let said = self.room(text);
        let ended = self.finish(next, result, vec![said], self.change())?;
        Ok(vec![self.say(ended.text)])
    }
}

/// The members seated who haven't asked for the rematch yet.
fn waiting(s: &Session) -> Vec<Mention> {
    (0..s.record.seats.len() as u8)
        .filter_map(|i| s.mention(Seat(i)))
        .filter(|m| !s.record.rematch_ready.contains(&m.id))
        .collect()
}

/// Every member seated but `actor`.
fn others(s: &Session, actor: u64) -> Vec<Mention> {
    s.seated_mentions().into_iter().filter(|m| m.id != actor).collect()
}

/// "bob", "bob and carol".
fn names(mentions: &[Mention]) -> Msg {
    Msg::and_list(mentions.iter().map(|m| Msg::raw(m.name.to_string())))
}

/// "alice (Black) vs bob (White)": seats or players facing each other.
pub(super) fn versus(sides: impl IntoIterator<Item = Msg>) -> Msg {
    sides
        .into_iter()
        .reduce(|left, right| msg!("social-versus", left = left, right = right))
        .unwrap_or_else(|| Msg::raw(""))
}

/// The Rematch button for a game-over message (when a member played),
/// labelled in `room`.
pub(super) fn rematch_button(ended: &Session, room: Locale) -> Option<super::api::Button> {
    let members = ended.record.seats.iter().any(|p| p.parlor.is_none());
    (members && !ended.kind.is_table() && ended.record.tournament.is_none())
        .then(|| ended.button(room, msg!("social-button-rematch"), "rematch", ButtonStyle::Primary))
}
