//! The table: sessions, challenges, turns, timers. No Discord types here.
//!
//! A request is (channel, member, command); the answer is a list of replies. Each
//! channel holds at most one session (a challenge or a game) behind its own lock, so
//! commands for one channel are serialised and different channels run in parallel.
//! A command that changes anything builds the session's next state on a copy,
//! commits it to the store in one transaction, and only then replaces the live
//! state: a failed write changes nothing.

mod api;
mod badges;
mod bank;
mod base;
mod bracket;
mod calendar;
mod challenges;
mod chips;
mod commands;
mod crown;
mod declare;
mod escrow;
mod language;
mod lobby;
mod moves;
mod outbox;
mod owed;
mod parlor;
mod post;
mod private;
mod puzzle;
mod ranks;
mod records;
mod rematch;
mod replay;
mod review;
mod role_sync;
mod roles;
mod round;
mod seasons;
mod secrets;
mod session;
mod settings;
mod shared;
mod stakes;
mod status;
mod text;
mod threads;
mod timers;
mod tournament;
mod turns;
mod vitals;
mod wallets;
mod web;

pub use api::*;
pub use base::{Partition, Seeds, Table, TableSettings};
pub use bracket::view as tournament_view;
pub use calendar::SeasonKind;
pub use commands::{parse as parse_command, Command, Request};
pub use declare::{Given, Opt, OptionKind, Options, Spec, Suggest, Unparsed};
pub use escrow::expected_escrow;
pub use outbox::Pending;
pub use owed::owed_by_record;
pub use parlor::{ParlorAnswer, ParlorTurn};
pub use puzzle::Mined;
pub use ranks::{Band, RankBands, RANKED_AFTER};
pub use review::{review_record, ReviewBody, ReviewedMove, METHOD as REVIEW_METHOD};
pub use role_sync::RoleStep;
pub use roles::{RankRoles, RoleFailure, RoleOutcome, RolePlan, RoleWork};
pub use seasons::{board_from, board_input, period_of, Board, BoardInput, Period, PeriodProblem};
pub use settings::{overlay as settings_over, SettingKey};
pub use vitals::control_name;
pub use wallets::ChipSettings;

use crate::i18n::tr;
use base::{lock, Ctx, Scope};
use parlor_games::i18n::Readers;
use parlor_games::{msg, GameKind};
use session::Session;
use std::sync::Arc;

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

impl Table {
    /// Handles one request at time `now` and returns the replies: a command
    /// declared to run without the channel's lock is answered at once; any
    /// other runs on its channel's session under the lock.
    pub fn handle(&self, request: Request, now: Millis) -> Vec<Reply> {
        let request = private::room_language(request);
        let settings = self.settings_to_start(&request);
        self.handle_with(request, now, &settings)
    }

    /// [`Table::handle`] with the server's settings already read.
    fn handle_with(&self, request: Request, now: Millis, settings: &Arc<TableSettings>) -> Vec<Reply> {
        let readers = self.readers(&request, settings);
        let Request { caller, command } = request;
        // A server feature (chips, Crown and Anchor, settings, tournaments,
        // seasons, leaderboards) outside a server: one line that says so
        // (issue 33; Discord offers these only in servers).
        if command.spec().guild_only && caller.server.is_none() {
            let line = msg!("table-server-feature", command = format!("/{}", command.spec().path));
            return vec![Reply::refusal(api::Refusal::says(line).line(readers.member))];
        }
        if !command.spec().locked {
            let mut none = None;
            let mut ctx = Ctx {
                at: Scope::new(self, now, readers, settings.clone()),
                caller: &caller,
                slot: &mut none,
            };
            return ctx.run(command);
        }
        let channel = match self.channel_for(&caller, &command) {
            Ok(channel) => channel,
            Err(refusal) => return vec![Reply::refusal(refusal.line(readers.member))],
        };
        let slot = self.slot(&channel);
        let mut guard = lock(&slot);
        self.on_current(&channel, &mut guard, readers.member, &caller, |slot, look| {
            // Settings changed since the command started: it runs on them.
            let (settings, readers) = match look.settings {
                Some(fresh) => {
                    let readers = self.readers(&caller, &fresh);
                    (fresh, readers)
                }
                None => (settings.clone(), readers),
            };
            let mut ctx = Ctx {
                at: Scope::new(self, now, readers, settings),
                caller: &caller,
                slot,
            };
            ctx.at.assume(look.assumed);
            let replies = ctx.run_on_session(command.clone(), look.seen);
            shared::Ran {
                replies,
                conflicted: ctx.take_conflict(),
                unchecked: ctx.at.unchecked(),
            }
        })
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
        let request = private::room_language(request);
        let settings = self.settings_to_start(&request);
        if !request.command.spec().locked {
            return self.handle_with(request, now, &settings);
        }
        let channels = self.parlor_channels_of(&request);
        let caller = request.caller.clone();
        let here = request.channel.clone();
        let actor = request.actor.id;
        let mut replies = Vec::new();
        for channel in &channels {
            replies.extend(parlor::relay(self.play_parlor(channel, now), &here, channel));
        }
        replies.extend(self.handle_with(request, now, &settings));
        // The room's language as the command found it: on a shared store its
        // check may have read settings another process changed.
        let room = self
            .readers(&caller, &self.settings_cached(caller.server.as_deref()))
            .room;
        // Looked up again: a game against Parlor this request started in
        // Parlor's DM (where Parlor may have to pick first) is one of them now.
        for channel in &self.parlor_channels_of(&caller) {
            let answers = parlor::relay(self.play_parlor(channel, now), &here, channel);
            parlor::merge(&mut replies, answers, &here, channel, room);
        }
        // Nobody is pinged by the answer to their own command.
        for reply in &mut replies {
            reply.mentions.retain(|m| m.id != actor);
        }
        replies
    }

    /// The settings a request starts with: a command run on its channel's
    /// session checks them in the read before it runs (`Table::on_current`),
    /// so it may start with the cached ones; any other reads them now.
    fn settings_to_start(&self, request: &Request) -> Arc<TableSettings> {
        if request.command.spec().locked {
            self.settings_cached(request.server.as_deref())
        } else {
            self.settings_for(request.server.as_deref())
        }
    }

    /// The languages of a request: the member's as their client sends it, the
    /// room's as the server's `language` setting, else the server's preferred
    /// language, else English; a member whose language is unknown reads the
    /// room's.
    fn readers(&self, caller: &Caller, settings: &TableSettings) -> Readers {
        let room = language::server_language(settings, caller.server_locale);
        Readers {
            member: caller.locale.unwrap_or(room),
            room,
        }
    }

    /// The scope of what a stored session says with nobody asking (a timer,
    /// Parlor's turns): its server's settings, and its room's language for both
    /// readers, as its players' commands last carried it.
    fn session_scope(&self, session: &Session, now: Millis) -> Scope<'_> {
        let settings = self.settings_for(session.record.server.as_deref());
        let readers = language::room_readers(&settings, session.record.room_locale());
        Scope::new(self, now, readers, settings)
    }

    /// The legal moves of the position `member`'s open puzzle on `server`
    /// stands at that match what they typed (at most 25), for `/puzzle
    /// answer` autocomplete (issue 35); none without an open puzzle.
    pub fn autocomplete_puzzle_moves(&self, server: &str, member: u64, typed: &str) -> Vec<String> {
        choose_actions(self.puzzle_moves(server, member), typed)
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
}

impl Table {
    /// Threads mode: plays `request` (a `/play` the table answered with
    /// [`Reply::thread`]) in `thread`, the thread the front end opened off the
    /// request's channel. The game's channel posts go to the thread
    /// ([`Audience::Post`]) and the channel gets a short pointer to it.
    pub fn play_in_thread(&self, request: Request, thread: ChannelKey, now: Millis) -> Vec<Reply> {
        let parent = request.channel.clone();
        let server = request.server.clone();
        let actor = request.actor.name.clone();
        let game = match &request.command {
            Command::Play { game, .. } => GameKind::from_name(game),
            _ => None,
        };
        let settings = self.settings_for(server.as_deref());
        let room = language::server_language(&settings, request.server_locale);
        let mut in_thread = request;
        in_thread.channel = thread.clone();
        in_thread.parent = Some(parent);
        let mut replies = self.respond(in_thread, now);
        for reply in &mut replies {
            if reply.to == Audience::Channel {
                reply.to = Audience::Post(thread.clone());
            }
        }
        if replies.iter().any(|r| r.ok && matches!(r.to, Audience::Post(_))) {
            let pointer = msg!(
                "settings-thread-pointer",
                name = actor.to_string(),
                game = game.map_or(Msg::raw(""), GameKind::title_msg),
                thread = settings::channel_ref(&thread.0)
            );
            replies.insert(0, Reply::to(Audience::Channel, tr(room, &pointer)));
        }
        replies
    }

    /// The reply when the front end cannot open a thread for `request` (the
    /// interaction says Parlor lacks `missing` there, or Discord refused),
    /// in the member's language: one line naming what an admin must grant.
    pub fn thread_refused(&self, request: &Request, missing: ThreadPermission) -> Reply {
        let settings = self.settings_for(request.server.as_deref());
        let room = language::server_language(&settings, request.server_locale);
        let permission = match missing {
            ThreadPermission::CreatePublicThreads => msg!("settings-permission-create-threads"),
            ThreadPermission::SendMessagesInThreads => msg!("settings-permission-send-in-threads"),
        };
        // A tournament plays every game in a thread whatever the threads
        // setting: turning it off is no help there.
        let line = if matches!(request.command, Command::TournamentCreate { .. }) {
            msg!("tournament-thread-permission", permission = permission)
        } else {
            msg!("settings-thread-permission", permission = permission)
        };
        Reply::refusal(tr(request.locale.unwrap_or(room), &line))
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
