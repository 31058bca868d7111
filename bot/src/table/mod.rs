//! The table: sessions, challenges, turns, timers. No Discord types here.
//!
//! A request is (channel, member, command); the answer is a list of replies. Each
//! channel holds at most one session (a challenge or a game) behind its own lock, so
//! commands for one channel are serialised and different channels run in parallel.
//! A command that changes anything builds the session's next state on a copy,
//! commits it to the store in one transaction, and only then replaces the live
//! state: a failed write changes nothing.

mod api;
mod bank;
mod base;
mod challenges;
mod chips;
mod commands;
mod crown;
mod escrow;
mod language;
mod lobby;
mod moves;
mod outbox;
mod owed;
mod parlor;
mod post;
mod records;
mod rematch;
mod replay;
mod round;
mod secrets;
mod session;
mod settings;
mod shared;
mod stakes;
mod status;
mod text;
mod threads;
mod turns;
mod wallets;

pub use api::*;
pub use base::{Partition, Seeds, Table, TableSettings};
pub use escrow::expected_escrow;
pub use outbox::Pending;
pub use owed::owed_by_record;
pub use parlor::{ParlorAnswer, ParlorTurn};
pub use settings::SettingKey;
pub use wallets::ChipSettings;

use crate::store::{GameResult, Status};
use base::{lock, ChannelSlot, Commit};
use parlor_games::i18n;
use parlor_games::msg;
use session::Session;

/// The most choices Discord shows under an autocompleted option.
const AUTOCOMPLETE_CHOICES: usize = 25;

/// Notation as autocomplete compares it: without whitespace, lower case.
fn squash(s: &str) -> String {
    let mut out = String::new();
    squash_into(s, &mut out);
    out
}

/// [`squash`] into a buffer that is reused from action to action.
fn squash_into(s: &str, out: &mut String) {
    out.clear();
    if s.is_ascii() {
        out.extend(
            s.bytes()
                .map(char::from)
                .filter(|c| !c.is_whitespace())
                .map(|c| c.to_ascii_lowercase()),
        );
    } else {
        out.push_str(
            &s.chars()
                .filter(|c| !c.is_whitespace())
                .collect::<String>()
                .to_lowercase(),
        );
    }
}

/// What `/move` autocomplete offers from `actions` for `typed`: the actions whose
/// squashed form starts with what was typed, in order, then, if fewer than 25 do,
/// those that contain it elsewhere; at most 25.
fn choose_actions(mut actions: Vec<String>, typed: &str) -> Vec<String> {
    let wanted = squash(typed);
    if wanted.is_empty() {
        // Everything matches: the first 25, as they come.
        actions.truncate(AUTOCOMPLETE_CHOICES);
        return actions;
    }
    let (mut starts, mut contains) = (Vec::new(), Vec::new());
    // One buffer for every action's squashed form, not two strings per action.
    let mut squashed = String::new();
    for (i, action) in actions.iter().enumerate() {
        squash_into(action, &mut squashed);
        if squashed.starts_with(&wanted) {
            starts.push(i);
            if starts.len() == AUTOCOMPLETE_CHOICES {
                break;
            }
        } else if contains.len() < AUTOCOMPLETE_CHOICES && squashed.contains(&wanted) {
            contains.push(i);
        }
    }
    starts
        .into_iter()
        .chain(contains)
        .take(AUTOCOMPLETE_CHOICES)
        .map(|i| std::mem::take(&mut actions[i]))
        .collect()
}

/// Notes on the session in `slot` the languages `request` carried.
fn note_locales(slot: &mut Option<Session>, request: &Request) {
    if let Some(session) = slot.as_mut() {
        let (member, locale, server) = (request.actor.id, request.locale, request.server_locale);
        session.record.note_locales(member, locale, server);
    }
}

impl Table {
    /// Handles one request at time `now` and returns the replies.
    pub fn handle(&self, request: Request, now: Millis) -> Vec<Reply> {
        let _settings = self.enter_settings(request.server.as_deref());
        let _readers = i18n::set_readers(self.readers(&request));
        match &request.command {
            Command::Help => return vec![Reply::ephemeral(text::help())],
            Command::Settings(settings) => return self.settings_command(&request, settings, now),
            Command::Rules { game } => return vec![commands::rules(game)],
            Command::Chips(chips) => return self.chips(&request, chips, now),
            command if records::is_record_command(command) => return self.records(&request),
            _ => {}
        }
        if let Some(replies) = self.route_elsewhere(&request, now) {
            return replies;
        }
        let slot = self.slot(&request.channel);
        let mut guard = lock(&slot);
        self.run_locked(&request.channel, &mut guard, &request, now)
    }

    /// Handles one request at time `now` and plays Parlor's turns it brings
    /// about: the one entry point of every front end (Discord calls it on the
    /// blocking pool, local mode directly). Parlor's answers are searched with
    /// no lock held, each played only if the game hasn't moved on meanwhile, and
    /// joined to the request's own message for the game's channel, so the reply
    /// to a member's move shows the position after Parlor's answer with both
    /// moves listed. A turn Parlor already owed here (a failed write, a
    /// restart) is played first.
    pub fn respond(&self, request: Request, now: Millis) -> Vec<Reply> {
        let _settings = self.enter_settings(request.server.as_deref());
        let _readers = i18n::set_readers(self.readers(&request));
        if matches!(
            request.command,
            Command::Help | Command::Rules { .. } | Command::Chips(_) | Command::Settings(_)
        ) || records::is_record_command(&request.command)
        {
            return self.handle(request, now);
        }
        let channels = self.parlor_channels_of(&request);
        let here = request.channel.clone();
        let actor = request.actor.id;
        let mut replies = Vec::new();
        for channel in &channels {
            replies.extend(parlor::relay(self.play_parlor(channel, now), &here, channel));
        }
        replies.extend(self.handle(request, now));
        for channel in &channels {
            let answers = parlor::relay(self.play_parlor(channel, now), &here, channel);
            parlor::merge(&mut replies, answers, &here, channel);
        }
        // Nobody is pinged by the answer to their own command.
        for reply in &mut replies {
            reply.mentions.retain(|m| m.id != actor);
        }
        replies
    }

    /// Runs a request against `channel`'s locked session slot, as it is stored
    /// now (see [`shared`]): the interaction check, the session's due timers,
    /// then the command.
    fn run_locked(
        &self,
        channel: &ChannelKey,
        slot: &mut Option<Session>,
        request: &Request,
        now: Millis,
    ) -> Vec<Reply> {
        self.on_current(channel, slot, |slot| self.run_once(slot, request, now))
    }

    /// [`Table::run_locked`]'s one attempt.
    fn run_once(&self, slot: &mut Option<Session>, request: &Request, now: Millis) -> Vec<Reply> {
        if let Some(id) = &request.interaction {
            match lock(&self.store).interaction_seen(id) {
                Ok(true) => return vec![Reply::ephemeral(msg!("table-already-done"))],
                Ok(false) => {}
                Err(e) => {
                    tracing::error!(interaction = %id, "cannot check interaction: {e:#}");
                    return vec![Reply::refuse(text::STORE_FAILED)];
                }
            }
        }
        let mut replies = self.fire_due(slot, now);
        if let Some(session) = slot.as_ref().filter(|s| s.record.channel != request.channel.0) {
            // Timer news about a game reached from a DM belongs in the game's channel.
            let channel = ChannelKey(session.record.channel.clone());
            for reply in replies.iter_mut().filter(|r| !matches!(r.to, Audience::Dm(_))) {
                reply.to = Audience::Post(channel.clone());
            }
        }
        let mut ctx = base::Ctx {
            table: self,
            request,
            now,
        };
        // The languages the command carries, kept with the game (and stored with
        // its next change) for what a timer or another member later sends: before
        // the command so its own change stores them, and after it for a member
        // it seated.
        note_locales(slot, request);
        replies.extend(ctx.run(slot));
        note_locales(slot, request);
        replies
    }

    /// Legal actions for `member` in `channel`'s game that match what they typed
    /// (at most 25), for `/move` autocomplete.
    pub fn autocomplete_moves(&self, channel: &ChannelKey, member: u64, typed: &str) -> Vec<String> {
        let slot = self.slot(channel);
        let actions = {
            let guard = lock(&slot);
            let Some(session) = guard.as_ref() else {
                return Vec::new();
            };
            let (Some(game), Some(seat)) = (session.turns(), session.seat_of(member)) else {
                return Vec::new();
            };
            game.legal_actions(seat)
        };
        // Matched with the channel's lock released: a move there needn't wait.
        choose_actions(actions, typed)
    }

    /// Fires every timer due at `now`: expired challenges, turn timers that ran out,
    /// abandoned games.
    pub fn tick(&self, now: Millis) -> Vec<TimerReply> {
        self.sync_shared();
        let slots: Vec<(ChannelKey, ChannelSlot)> = lock(&self.channels)
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        let mut out = Vec::new();
        // Each server's settings read once per tick.
        let mut servers = std::collections::HashMap::new();
        for (channel, slot) in slots {
            let mut guard = lock(&slot);
            if guard.as_ref().is_some_and(|s| !self.owns(s.record.server.as_deref())) {
                continue;
            }
            let server = guard.as_ref().and_then(|s| s.record.server.clone());
            let settings = servers
                .entry(server.clone())
                .or_insert_with(|| self.settings_for(server.as_deref()))
                .clone();
            let _settings = self.enter_these(server.as_deref(), settings);
            let preferred = guard.as_ref().and_then(|s| s.record.room_locale());
            let _readers = i18n::set_readers(self.room_readers(preferred));
            for reply in self.fire_due(&mut guard, now) {
                let channel = match reply.to {
                    Audience::Dm(member) => ChannelKey::dm(member),
                    _ => channel.clone(),
                };
                out.push(TimerReply { channel, reply });
            }
        }
        out
    }

    /// The timers of one session that are due at `now`: an expired challenge, an
    /// abandoned game, a table's `timer:S` roll, or a turn timer that ran out.
    fn fire_due(&self, slot: &mut Option<Session>, now: Millis) -> Vec<Reply> {
        let Some(session) = slot.as_ref() else {
            return Vec::new();
        };
        let r = &session.record;
        if r.status == Status::Challenge && now >= r.expires_at {
            return self.expire(slot, now);
        }
        if r.status != Status::Playing {
            return Vec::new();
        }
        let timers = self.game_timers(r);
        if now >= r.updated_at.saturating_add(timers.abandon) {
            return self.abandon(slot, now);
        }
        if session.table().is_some() {
            // A table has no turns; its one timer is the `timer:S` roll.
            return self.roll_on_time(slot, now);
        }
        // Parlor never runs out of time: its turn is played as soon as it comes.
        let parlor_to_act = session
            .turns()
            .and_then(|g| g.to_act())
            .is_some_and(|s| session.is_parlor(s));
        let timer = timers.turn;
        if !r.timeout_announced && !parlor_to_act && now >= r.turn_started_at.saturating_add(timer) {
            return self.announce_timeout(slot, now);
        }
        if !r.reminded
            && !parlor_to_act
            && now >= r.turn_started_at.saturating_add(timer / 2)
            && now < r.turn_started_at.saturating_add(timer)
        {
            return self.remind(slot, now);
        }
        Vec::new()
    }

    /// Once a turn, when half its time has passed: a direct message to the
    /// member to move, unless they said `/notify off` (issue 19). A member who
    /// can't be messaged misses it; nothing else happens.
    fn remind(&self, slot: &mut Option<Session>, now: Millis) -> Vec<Reply> {
        let Some((session, seat)) = slot.as_ref().and_then(|s| Some((s, s.turns()?.to_act()?))) else {
            return Vec::new();
        };
        let Some(member) = session.mention(seat) else {
            return Vec::new();
        };
        let wants = lock(&self.store).notify(member.id).unwrap_or_else(|e| {
            tracing::error!("cannot read a member's /notify choice: {e:#}");
            true
        });
        let mut next = session.clone();
        next.record.reminded = true;
        let deadline = next
            .record
            .turn_started_at
            .saturating_add(self.game_timers(&next.record).turn);
        // A direct message, in the member's own language as their last command
        // here carried it (else the server's).
        let room = i18n::readers().room;
        let own = next.record.locale_of(member.id).unwrap_or(room);
        let _readers = i18n::set_readers(i18n::Readers { member: own, room: own });
        let text = msg!(
            "table-reminder",
            game = next.title(),
            channel = next.channel_ref(),
            players = next.players_text(),
            left = session::human_duration(deadline - now)
        );
        let mut reply = Reply::channel(text);
        reply.to = Audience::Dm(member.id);
        let mut change = Commit::at(now, None);
        if wants {
            let id = self.new_post_id();
            change = change.post(id, &ChannelKey::dm(member.id), &reply);
            reply.outbox = Some(id);
        }
        if self.commit(&next, change).is_err() {
            return Vec::new();
        }
        *slot = Some(next);
        if wants {
            vec![reply]
        } else {
            Vec::new()
        }
    }

    /// A session a timer ends (an expired challenge, an abandoned game): its
    /// announcement goes to the outbox with the ending, in one transaction.
    fn finish_on_time(
        &self,
        slot: &mut Option<Session>,
        next: Session,
        result: GameResult,
        text: Msg,
        now: Millis,
    ) -> Vec<Reply> {
        let (id, channel) = (self.new_post_id(), ChannelKey(next.record.channel.clone()));
        self.finish(
            slot,
            next,
            result,
            vec![text],
            Commit::at(now, None).announce(id, channel),
        )
        .map(|ended| {
            let mut reply = Reply::channel(ended.text);
            reply.outbox = Some(id);
            vec![reply]
        })
        .unwrap_or_default()
    }

    /// Ends a challenge (or lobby) nobody accepted in time.
    fn expire(&self, slot: &mut Option<Session>, now: Millis) -> Vec<Reply> {
        let Some(session) = slot.as_ref() else {
            return Vec::new();
        };
        let text = msg!(
            "table-challenge-expired",
            game = session.title(),
            players = session.players_text()
        );
        let result = GameResult {
            outcome: "expired".into(),
            winner: None,
            reason: "challenge expired".into(),
            winner_seat: None,
        };
        let next = session.clone();
        self.finish_on_time(slot, next, result, text, now)
    }

    /// Ends a game nobody touched for `abandon_after`.
    fn abandon(&self, slot: &mut Option<Session>, now: Millis) -> Vec<Reply> {
        let Some(session) = slot.as_ref() else {
            return Vec::new();
        };
        let text = msg!(
            "table-abandoned",
            game = session.title(),
            players = session.players_text(),
            after = session::human_duration(self.game_timers(&session.record).abandon)
        );
        let result = GameResult {
            outcome: "abandoned".into(),
            winner: None,
            reason: "abandoned".into(),
            winner_seat: None,
        };
        let next = session.clone();
        self.finish_on_time(slot, next, result, text, now)
    }

    /// A Crown and Anchor table's `timer:S` roll, once S seconds have passed
    /// since the round's first bet.
    fn roll_on_time(&self, slot: &mut Option<Session>, now: Millis) -> Vec<Reply> {
        let Some((session, t)) = slot.as_ref().and_then(|s| Some((s, s.table()?))) else {
            return Vec::new();
        };
        let due = match (t.options().timer, session.record.first_bet_at) {
            (Some(secs), Some(first)) => first.saturating_add(i64::from(secs) * 1000) <= now,
            _ => false,
        };
        if due && t.can_roll().is_ok() {
            if let Ok((next, reply)) = round::settle_round(self, session, None, "", None, now) {
                *slot = Some(next);
                return vec![reply];
            }
        }
        Vec::new()
    }

    /// Says once that the player to move let the turn timer run out, and who may
    /// now claim.
    fn announce_timeout(&self, slot: &mut Option<Session>, now: Millis) -> Vec<Reply> {
        let Some((session, late)) = slot.as_ref().and_then(|s| Some((s, s.turns()?.to_act()?))) else {
            return Vec::new();
        };
        let mut next = session.clone();
        next.record.timeout_announced = true;
        // Past the timer, a reminder would come too late.
        next.record.reminded = true;
        // Only players still in the game may claim; one who is out is not asked.
        let active = next.active_seats();
        // Parlor never claims: only members are told they may.
        let others: Vec<Msg> = active
            .iter()
            .filter(|&&s| s != late && !next.is_parlor(s))
            .map(|&s| Msg::raw(next.player(s).name.to_string()))
            .collect();
        if others.is_empty() {
            return Vec::new();
        }
        let others = others
            .into_iter()
            .reduce(|first, second| msg!("table-or-also", first = first, second = second))
            .unwrap_or_else(|| Msg::raw(""));
        let text = if active.len() > 2 {
            msg!(
                "table-timer-ran-out-put-out",
                player = next.label(late),
                others = others,
                name = next.player(late).name.to_string()
            )
        } else {
            msg!("table-timer-ran-out-win", player = next.label(late), others = others)
        };
        let (id, mut reply) = (self.new_post_id(), Reply::channel(text));
        let channel = ChannelKey(next.record.channel.clone());
        if self
            .commit(&next, Commit::at(now, None).post(id, &channel, &reply))
            .is_err()
        {
            return Vec::new();
        }
        reply.outbox = Some(id);
        *slot = Some(next);
        vec![reply]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Autocomplete's choice as it was first written: two strings per action.
    fn choose_simply(actions: &[String], typed: &str) -> Vec<String> {
        let squash = |s: &str| {
            s.chars()
                .filter(|c| !c.is_whitespace())
                .collect::<String>()
                .to_lowercase()
        };
        let wanted = squash(typed);
        let mut chosen: Vec<String> = actions
            .iter()
            .filter(|a| squash(a).starts_with(&wanted))
            .take(25)
            .cloned()
            .collect();
        for a in actions
            .iter()
            .filter(|a| !squash(a).starts_with(&wanted) && squash(a).contains(&wanted))
        {
            if chosen.len() == 25 {
                break;
            }
            chosen.push(a.clone());
        }
        chosen
    }

    #[test]
    fn autocomplete_chooses_as_the_simple_matcher_does() {
        let mut actions: Vec<String> = Vec::new();
        for from in ["a1", "b2", "c3", "d4", "e5", "f6"] {
            for to in ["a2", "b3", "C4", "d5 ", "e 6", "B1"] {
                actions.push(format!("{from}-{to}"));
                actions.push(format!("{from}x{to}"));
            }
        }
        actions.extend(["roll", "Ω Σ", "ΑΣ", "tab\tin", "vt\u{b}in"].map(String::from));
        for typed in [
            "", " ", "a", "A1", "a1-", "b", "b3", "-b", "x", "c4", "6", "e6", "zz", "σ", "ας", "\u{b}in", "roll",
        ] {
            assert_eq!(
                choose_actions(actions.clone(), typed),
                choose_simply(&actions, typed),
                "typed {typed:?}"
            );
            let few = &actions[..7];
            assert_eq!(choose_actions(few.to_vec(), typed), choose_simply(few, typed));
        }
    }
}
