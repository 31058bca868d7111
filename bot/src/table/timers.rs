//! The timers: a challenge nobody accepted, a game nobody touched, a turn timer
//! running out (with a reminder at half time), and a Crown and Anchor table's
//! `timer:S` roll. `Table::tick` fires them for every session; a command fires
//! its own session's before it runs. What a timer says goes to the outbox in
//! the same transaction as the change it reports.

use super::api::{Audience, ChannelKey, Reply, TimerReply};
use super::base::{lock, ChannelSlot, Commit, Scope, Slot, Table};
use super::language;
use super::round;
use super::session;
use crate::clock::Millis;
use crate::i18n::tr;
use crate::store::{GameResult, Status};
use parlor_games::i18n::Msg;
use parlor_games::msg;
use std::collections::HashMap;

impl Table {
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
        let mut servers = HashMap::new();
        for (channel, slot) in slots {
            let mut guard = lock(&slot);
            let Some(session) = guard.as_ref() else {
                continue;
            };
            if !self.owns(session.record.server.as_deref()) {
                continue;
            }
            let server = session.record.server.clone();
            let settings = servers
                .entry(server.clone())
                .or_insert_with(|| self.settings_for(server.as_deref()))
                .clone();
            let readers = language::room_readers(&settings, session.record.room_locale());
            let scope = Scope::new(self, now, readers, settings);
            for reply in scope.fire_due(&mut guard) {
                let channel = match reply.to {
                    Audience::Dm(member) => ChannelKey::dm(member),
                    _ => channel.clone(),
                };
                out.push(TimerReply { channel, reply });
            }
        }
        // Seasons past their end end, announced through the outbox (issue 32).
        self.roll_seasons(now, servers.into_keys().flatten());
        // The day's puzzle in each server's `puzzle_channel` (issue 35).
        self.post_daily_puzzles(now);
        out
    }
}

impl Scope<'_> {
    /// The timers of one session that are due now: an expired challenge, an
    /// abandoned game, a table's `timer:S` roll, or a turn timer that ran out.
    pub(super) fn fire_due(&self, slot: &mut Slot) -> Vec<Reply> {
        let Some(session) = slot.as_ref() else {
            return Vec::new();
        };
        let (r, now) = (&session.record, self.now);
        if r.status == Status::Challenge && now >= r.expires_at {
            return self.expire(slot);
        }
        if r.status != Status::Playing {
            return Vec::new();
        }
        let timers = self.game_timers(r);
        if now >= r.updated_at.saturating_add(timers.abandon) {
            return self.abandon(slot);
        }
        if session.table().is_some() {
            // A table has no turns; its one timer is the `timer:S` roll.
            return self.roll_on_time(slot);
        }
        // Parlor never runs out of time: its turn is played as soon as it comes.
        let parlor_to_act = session
            .turns()
            .and_then(|g| g.to_act())
            .is_some_and(|s| session.is_parlor(s));
        let timer = timers.turn;
        if r.tournament.is_some() && now >= r.turn_started_at.saturating_add(timer) {
            return self.lose_on_time(slot);
        }
        if !r.timeout_announced && !parlor_to_act && now >= r.turn_started_at.saturating_add(timer) {
            return self.announce_timeout(slot);
        }
        if !r.reminded
            && !parlor_to_act
            && now >= r.turn_started_at.saturating_add(timer / 2)
            && now < r.turn_started_at.saturating_add(timer)
        {
            return self.remind(slot);
        }
        Vec::new()
    }

    /// Once a turn, when half its time has passed: a direct message to the
    /// member to move, unless they said `/notify off` (issue 19). A member who
    /// can't be messaged misses it; nothing else happens.
    fn remind(&self, slot: &mut Slot) -> Vec<Reply> {
        let Some((session, seat)) = slot.as_ref().and_then(|s| Some((s, s.turns()?.to_act()?))) else {
            return Vec::new();
        };
        let Some(member) = session.mention(seat) else {
            return Vec::new();
        };
        let wants = lock(&self.table.store).notify(member.id).unwrap_or_else(|e| {
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
        let own = next.record.locale_of(member.id).unwrap_or(self.readers.room);
        let text = msg!(
            "table-reminder",
            game = next.title(),
            channel = next.channel_ref(),
            players = next.players_text(),
            left = session::human_duration(deadline - self.now)
        );
        let mut reply = Reply::to(Audience::Dm(member.id), tr(own, &text));
        let mut change = Commit::note(self.now);
        if wants {
            let id = self.table.new_post_id();
            change = change.post(id, &ChannelKey::dm(member.id), &reply);
            reply.outbox = Some(id);
        }
        if self.commit(&mut next, change).is_err() {
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
    fn finish_on_time(&self, slot: &mut Slot, result: GameResult, text: Msg) -> Vec<Reply> {
        let Some(next) = slot.clone() else {
            return Vec::new();
        };
        let (id, channel) = (self.table.new_post_id(), ChannelKey(next.record.channel.clone()));
        self.finish(
            slot,
            next,
            result,
            vec![text],
            Commit::at(self.now, None).announce(id, channel),
        )
        .map(|ended| {
            let mut reply = self.say(ended.text);
            reply.outbox = Some(id);
            vec![reply]
        })
        .unwrap_or_default()
    }

    /// Ends a challenge (or lobby) nobody accepted in time.
    fn expire(&self, slot: &mut Slot) -> Vec<Reply> {
        let Some(session) = slot.as_ref() else {
            return Vec::new();
        };
        let text = msg!(
            "table-challenge-expired",
            game = session.title(),
            players = session.players_text()
        );
        let result = GameResult::without_winner("expired", "challenge expired");
        self.finish_on_time(slot, result, text)
    }

    /// Ends a game nobody touched for `abandon_after`.
    fn abandon(&self, slot: &mut Slot) -> Vec<Reply> {
        let Some(session) = slot.as_ref() else {
            return Vec::new();
        };
        let text = msg!(
            "table-abandoned",
            game = session.title(),
            players = session.players_text(),
            after = session::human_duration(self.game_timers(&session.record).abandon)
        );
        let result = GameResult::without_winner("abandoned", "abandoned");
        self.finish_on_time(slot, result, text)
    }

    /// A Crown and Anchor table's `timer:S` roll, once S seconds have passed
    /// since the round's first bet.
    fn roll_on_time(&self, slot: &mut Slot) -> Vec<Reply> {
        let Some((session, t)) = slot.as_ref().and_then(|s| Some((s, s.table()?))) else {
            return Vec::new();
        };
        let due = match (t.options().timer, session.record.first_bet_at) {
            (Some(secs), Some(first)) => first.saturating_add(i64::from(secs) * 1000) <= self.now,
            _ => false,
        };
        if due && t.can_roll().is_ok() {
            if let Ok((next, reply)) = round::settle_round(self, session, None, "", None) {
                *slot = Some(next);
                return vec![reply];
            }
        }
        Vec::new()
    }

    /// A tournament game whose turn timer ran out (rulings "Scoring"): the
    /// player to move loses on time, with no `/claim` asked of anyone; one who
    /// has not moved at all in the game loses it by forfeit.
    fn lose_on_time(&self, slot: &mut Slot) -> Vec<Reply> {
        let Some(session) = slot.as_ref() else {
            return Vec::new();
        };
        let Some(game) = session.turns() else {
            return Vec::new();
        };
        // While Trespass waits for the secret picks nobody is to move: a player
        // who has not picked is the one who never moved (the first of them
        // when neither has).
        let unpicked = game.secrets().filter(|s| s.waiting_for_secrets()).and_then(|s| {
            session
                .active_seats()
                .into_iter()
                .find(|&seat| s.secret(seat).is_none())
        });
        let Some(late) = game.to_act().or(unpicked) else {
            return Vec::new();
        };
        let moved = match lock(&self.table.store).move_log(session.record.id) {
            Ok(log) => log.iter().any(|e| e.seat == late.0),
            Err(e) => {
                tracing::error!(session = session.record.id, "cannot read a move log: {e:#}");
                return Vec::new();
            }
        };
        let winner = late.opponent();
        let result = GameResult {
            outcome: "won".into(),
            winner: Some(session.player(winner).id),
            reason: if moved { "time" } else { "forfeit" }.into(),
            winner_seat: Some(winner.0),
        };
        let text = if moved {
            msg!(
                "tournament-lost-on-time",
                player = session.label(late),
                winner = session.label(winner)
            )
        } else {
            msg!(
                "tournament-lost-by-forfeit",
                player = session.label(late),
                winner = session.label(winner)
            )
        };
        self.finish_on_time(slot, result, text)
    }

    /// Says once that the player to move let the turn timer run out, and who may
    /// now claim.
    fn announce_timeout(&self, slot: &mut Slot) -> Vec<Reply> {
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
        let (id, mut reply) = (self.table.new_post_id(), self.say(text));
        let channel = ChannelKey(next.record.channel.clone());
        if self
            .commit(&mut next, Commit::note(self.now).post(id, &channel, &reply))
            .is_err()
        {
            return Vec::new();
        }
        reply.outbox = Some(id);
        *slot = Some(next);
        vec![reply]
    }
}
