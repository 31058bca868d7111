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

use super::api::{MemberRef, Msg, Refusal, Reply};
use super::base::Ctx;
use super::settings::channel_ref;
use parlor_games::{msg, GameKind};

/// The longest thread name Discord takes.
const THREAD_NAME: usize = 100;

impl Ctx<'_> {
    /// Before `/play`: refuses a game the server turned off or a channel it
    /// doesn't play in.
    pub(super) fn play_settings(&self, game: &str) -> Result<(), Refusal> {
        let caller = self.caller;
        let Some(kind) = GameKind::from_name(game) else {
            return Ok(());
        };
        if caller.channel.is_dm() || caller.server.is_none() {
            return Ok(());
        }
        if let Some(games) = self.settings.games.as_ref().filter(|games| !games.contains(&kind)) {
            let names = games.iter().map(|g| g.name()).collect::<Vec<_>>().join(", ");
            return Err(Refusal::says(msg!(
                "settings-game-off",
                game = kind.title_msg(),
                games = names
            )));
        }
        let home = caller.parent.as_ref().unwrap_or(&caller.channel);
        if let Some(channels) = self.settings.channels.as_ref().filter(|c| !c.contains(&home.0)) {
            let list = Msg::or_list(channels.iter().map(|c| Msg::raw(channel_ref(c))));
            return Err(Refusal::says(msg!("settings-channel-off", channels = list)));
        }
        Ok(())
    }

    /// Whether this `/play` opens a thread for its game: threads mode is on and
    /// the request comes from a server channel that is not a thread.
    pub(super) fn opens_thread(&self) -> bool {
        let caller = self.caller;
        self.settings.threads && caller.parent.is_none() && caller.server.is_some() && !caller.channel.is_dm()
    }

    /// The answer asking the front end for the game's thread ("Checkers —
    /// alice vs bob"), once `/play` passed every check.
    pub(super) fn thread_request(&self, kind: GameKind, opponent: Option<&MemberRef>) -> Reply {
        let caller = self.caller;
        let players = match opponent {
            Some(o) => msg!(
                "settings-thread-players",
                first = caller.actor.name.as_str(),
                second = o.name.as_str()
            ),
            None => Msg::raw(caller.actor.name.as_str()),
        };
        let name = self.room(msg!("settings-thread-name", game = kind.title_msg(), players = players));
        let mut reply = self.tell(msg!("settings-thread-opening"));
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
        let settings = &self.settings;
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
