//! What a server's settings ask of `/play` (issue 21): the games it offers, the
//! channels Parlor plays in, a Crown and Anchor table's defaults, and threads
//! mode, where `/play` in a channel starts the game in a thread of its own so
//! one channel can host many games.
//!
//! Threads mode is one path for every front end: the table answers such a
//! `/play` with a reply asking for a thread ([`Reply::thread`], its name); the
//! front end opens it (Discord: a public thread off the channel; local mode: a
//! channel `general/1`) and calls [`Table::play_in_thread`], which plays the
//! same request there and answers with the game's posts in the thread and a
//! short pointer in the channel.

use super::api::{Audience, ChannelKey, MemberRef, Msg, Refusal, Reply, Request};
use super::base::{Ctx, Table};
use super::settings::channel_ref;
use crate::clock::Millis;
use parlor_games::{msg, GameKind};

/// The longest thread name Discord takes.
const THREAD_NAME: usize = 100;

/// A game's title in the reader's language (`<game>-title`), or its English
/// title while the catalog has no such message.
fn title(kind: GameKind) -> Msg {
    match parlor_games::i18n::lookup(parlor_games::i18n::Locale::En, &format!("{}-title", kind.name())) {
        Some(_) => parlor_games::i18n::title(kind.name()),
        None => Msg::raw(kind.title()),
    }
}

impl Ctx<'_> {
    /// Before `/play`: refuses a game the server turned off or a channel it
    /// doesn't play in. `None` lets `/play` go on.
    pub(super) fn play_settings(&self, game: &str) -> Option<Reply> {
        let request = self.request;
        let kind = GameKind::from_name(game)?;
        if request.channel.is_dm() || request.server.is_none() {
            return None;
        }
        let settings = self.table.settings();
        if let Some(games) = settings.games.as_ref().filter(|games| !games.contains(&kind)) {
            let names = games.iter().map(|g| g.name()).collect::<Vec<_>>().join(", ");
            return Some(Refusal::says(msg!("settings-game-off", game = title(kind), games = names)).into());
        }
        let home = request.parent.as_ref().unwrap_or(&request.channel);
        if let Some(channels) = settings.channels.as_ref().filter(|c| !c.contains(&home.0)) {
            let list = Msg::or_list(channels.iter().map(|c| Msg::raw(channel_ref(c))));
            return Some(Refusal::says(msg!("settings-channel-off", channels = list)).into());
        }
        None
    }

    /// Whether this `/play` opens a thread for its game: threads mode is on and
    /// the request comes from a server channel that is not a thread.
    pub(super) fn opens_thread(&self) -> bool {
        let request = self.request;
        self.table.settings().threads
            && request.parent.is_none()
            && request.server.is_some()
            && !request.channel.is_dm()
    }

    /// The answer asking the front end for the game's thread ("Checkers —
    /// alice vs bob"), once `/play` passed every check.
    pub(super) fn thread_request(&self, kind: GameKind, opponent: Option<&MemberRef>) -> Reply {
        let request = self.request;
        let players = match opponent {
            Some(o) => msg!(
                "settings-thread-players",
                first = request.actor.name.as_str(),
                second = o.name.as_str()
            ),
            None => Msg::raw(request.actor.name.as_str()),
        };
        let name =
            msg!("settings-thread-name", game = title(kind), players = players).tr(parlor_games::i18n::readers().room);
        let mut reply = Reply::ephemeral(msg!("settings-thread-opening"));
        reply.thread = Some(name.chars().take(THREAD_NAME).collect());
        reply
    }

    /// A Crown and Anchor table's options with the server's defaults: its
    /// minimum and maximum bet unless `/play` names them, and `house` when the
    /// house banks by default (`rotate` asks for a rotating Banker instead).
    /// Other games' options are as typed.
    pub(super) fn options_with_defaults(&self, game: &str, options: &str) -> String {
        if GameKind::from_name(game) != Some(GameKind::CrownAndAnchor) {
            return options.to_string();
        }
        let settings = self.table.settings();
        let mut words: Vec<String> = Vec::new();
        let said = |prefix: &str| {
            options
                .split_whitespace()
                .any(|w| w.to_ascii_lowercase().starts_with(prefix))
        };
        let rotate = said("rotate");
        if settings.house_banks && !rotate && !said("house") {
            words.push("house".into());
        }
        if settings.table_min != parlor_games::crown_anchor::DEFAULT_MIN && !said("min:") {
            words.push(format!("min:{}", settings.table_min));
        }
        if settings.table_max != parlor_games::crown_anchor::DEFAULT_MAX && !said("max:") {
            words.push(format!("max:{}", settings.table_max));
        }
        if words.is_empty() && !rotate {
            return options.to_string();
        }
        words.extend(
            options
                .split_whitespace()
                .filter(|w| !w.eq_ignore_ascii_case("rotate"))
                .map(str::to_string),
        );
        words.join(" ")
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
            super::api::Command::Play { game, .. } => GameKind::from_name(game),
            _ => None,
        };
        let readers = {
            let _settings = self.enter_settings(server.as_deref());
            self.readers(&request)
        };
        let in_thread = Request {
            channel: thread.clone(),
            parent: Some(parent),
            ..request
        };
        let mut replies = self.respond(in_thread, now);
        for reply in &mut replies {
            if reply.to == Audience::Channel {
                reply.to = Audience::Post(thread.clone());
            }
        }
        if replies.iter().any(|r| r.ok && matches!(r.to, Audience::Post(_))) {
            let _readers = parlor_games::i18n::set_readers(readers);
            let pointer = Reply::channel(msg!(
                "settings-thread-pointer",
                name = actor.to_string(),
                game = game.map_or(Msg::raw(""), title),
                thread = channel_ref(&thread.0)
            ));
            replies.insert(0, pointer);
        }
        replies
    }

    /// The reply when the front end could not open a thread (Discord refused:
    /// the bot lacks the permission to create threads there).
    pub fn thread_failed(&self, request: &Request) -> Reply {
        let _settings = self.enter_settings(request.server.as_deref());
        let _readers = parlor_games::i18n::set_readers(self.readers(request));
        Reply::refuse(msg!("settings-thread-failed"))
    }
}
