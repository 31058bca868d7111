//! The table's vocabulary: who asks ([`Caller`]), replies out. No Discord types here — the
//! Discord adapter and local mode both translate to and from these.

use super::text::sentence;
pub use crate::clock::Millis;
pub use crate::name::Name;
use parlor_games::i18n::LocalError;
pub use parlor_games::i18n::{Locale, Msg};
use serde_json::Value;
use std::fmt;
use std::ops::Deref;
use std::sync::{Arc, LazyLock};

/// A member as another member's command names them (`opponent:@bob`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemberRef {
    /// Stable id (a Discord user id; in local mode, derived from the name).
    pub id: u64,
    /// Display name (escaped when written into text).
    pub name: Name,
    /// Bots cannot be challenged.
    pub is_bot: bool,
}

/// The member who sent a command or pressed a button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Actor {
    /// Stable id (a Discord user id; in local mode, derived from the name).
    pub id: u64,
    /// Display name (escaped when written into text).
    pub name: Name,
    /// Holds the Manage Server permission in this server (checked here, server-side).
    pub manage_server: bool,
}

/// Where a command was sent.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChannelKey(pub String);

impl ChannelKey {
    /// The key of a direct-message channel with a member.
    pub fn dm(member: u64) -> ChannelKey {
        ChannelKey(format!("dm:{member}"))
    }

    /// True for a direct-message channel.
    pub fn is_dm(&self) -> bool {
        self.0.starts_with("dm:")
    }

    /// The key of a channel where Parlor is not a member (issue 33): a DM
    /// between members or a group DM, where Parlor only answers interactions.
    /// Its games are "direct games" (no server).
    pub fn private(channel_id: u64) -> ChannelKey {
        ChannelKey(format!("pc:{channel_id}"))
    }

    /// True for a channel where Parlor is not a member ([`ChannelKey::private`]).
    pub fn is_private(&self) -> bool {
        self.0.starts_with("pc:")
    }

    /// The channel id of a private channel ([`ChannelKey::private`]).
    pub fn private_id(&self) -> Option<u64> {
        self.0.strip_prefix("pc:")?.parse().ok()
    }
}

/// Who sent a command, where and how: a request without its command
/// ([`super::Request`] is this and the command). The table's handlers read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    /// The channel (a thread is a channel; a DM is `ChannelKey::dm`).
    pub channel: ChannelKey,
    /// The server (Discord guild) the channel belongs to; `None` in a DM. Chips are
    /// kept per member per server.
    pub server: Option<String>,
    /// The member.
    pub actor: Actor,
    /// The Discord interaction id, when there is one: the same interaction applied
    /// twice acts once.
    pub interaction: Option<String>,
    /// The member's language, as Discord sends it with each interaction (local
    /// mode: `:locale bob fr`); `None` reads as the server's language.
    pub locale: Option<Locale>,
    /// The server's preferred language, as Discord sends it (the community
    /// setting); the server's `language` setting overrides it.
    pub server_locale: Option<Locale>,
    /// When the channel is a thread: the channel it belongs to (the server's
    /// `channels` setting names parent channels; issue 21).
    pub parent: Option<ChannelKey>,
    /// The server's roles as the front end found them, for the one command that
    /// reads them (`/settings set key:rank_roles`, issue 32; see
    /// [`super::Command::wants_server_roles`]); `None` otherwise, or when they
    /// could not be read.
    pub roles: Option<ServerRoles>,
}

/// One of a server's roles, as `/settings set key:rank_roles` checks it
/// (issue 32).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerRole {
    /// The role's id (a Discord snowflake; local mode numbers its own).
    pub id: u64,
    /// Its name as the server wrote it (`Gold Players`).
    pub name: String,
    /// Its place in the server's list: a member may give only roles below
    /// their own highest (0 is `@everyone`'s).
    pub position: i64,
    /// A role an integration or a bot holds (Discord gives it; nobody else may).
    pub managed: bool,
    /// The `@everyone` role, which every member holds.
    pub everyone: bool,
}

/// What the front end knows of a server's roles and Parlor's place among
/// them when a command needs it (issue 32): the table itself never asks
/// Discord.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerRoles {
    /// Every role of the server.
    pub roles: Vec<ServerRole>,
    /// The position of Parlor's highest role: it may give only roles below it.
    pub top: i64,
    /// Whether Parlor holds the Manage Roles permission there.
    pub manage_roles: bool,
}

impl ServerRoles {
    /// The role with this id.
    pub fn get(&self, id: u64) -> Option<&ServerRole> {
        self.roles.iter().find(|r| r.id == id)
    }
}

/// A stored rank role job (issue 32): bring `member`'s rank role on `server`
/// up to date. What they should hold is worked out when it is delivered
/// ([`super::Table::role_work`]), from their ratings and the server's
/// settings then, so a job retried after a later one still gives the band
/// they are in.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RoleSync {
    /// The server (Discord guild).
    pub server: String,
    /// The member.
    pub member: u64,
}

/// Who sees a reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Audience {
    /// Everyone in the channel.
    Channel,
    /// Only the member who sent the command (Discord's ephemeral reply).
    Ephemeral,
    /// A direct message to the member with this id.
    Dm(u64),
    /// A message posted in another channel than the request's: a game's channel,
    /// when the request came by direct message.
    Post(ChannelKey),
}

/// How a button looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonStyle {
    /// The main choice (blue).
    Primary,
    /// A neutral choice (grey).
    Secondary,
    /// A good choice (green).
    Success,
    /// A destructive choice (red).
    Danger,
}

/// A button under a reply. Every button has a command that does the same.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    /// The label players see and local mode presses by (`bob [Accept]`).
    pub label: String,
    /// The id the press comes back with (at most 100 characters).
    pub custom_id: String,
    /// The look.
    pub style: ButtonStyle,
}

/// A select menu under a reply (at most 25 options).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    /// The id the choice comes back with (at most 100 characters).
    pub custom_id: String,
    /// The text shown before a choice is made.
    pub placeholder: String,
    /// The options: (label, value).
    pub options: Vec<(String, String)>,
}

/// A part of a reply that only some front ends read, made the first time it is
/// read and then kept: the text diagram and the JSON view are for local mode and
/// tests, and the Discord adapter sends neither, so a reply there doesn't pay to
/// draw and serialise them. Clones share it; it reads, compares and prints as
/// the value itself.
#[derive(Clone)]
pub struct Lazy<T>(Arc<LazyLock<T, Box<dyn FnOnce() -> T + Send>>>);

impl<T> Lazy<T> {
    /// The value `make` returns, made on first use.
    pub fn new(make: impl FnOnce() -> T + Send + 'static) -> Lazy<T> {
        Lazy(Arc::new(LazyLock::new(Box::new(make))))
    }
}

impl<T> Deref for Lazy<T> {
    type Target = T;

    fn deref(&self) -> &T {
        LazyLock::force(&self.0)
    }
}

impl<T: PartialEq> PartialEq for Lazy<T> {
    fn eq(&self, other: &Lazy<T>) -> bool {
        **self == **other
    }
}

impl<T: Eq> Eq for Lazy<T> {}

impl<T: fmt::Debug> fmt::Debug for Lazy<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt(f)
    }
}

/// A picture of a game position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// A file name for the attachment, e.g. `hot-spot.png`.
    pub file_name: String,
    /// PNG bytes.
    pub png: Vec<u8>,
    /// A title for the embed, e.g. "Hot Spot — Green (alice) vs Black (bob)".
    pub title: String,
    /// A text diagram of the same position, for terminals (drawn when read).
    pub diagram: Lazy<String>,
    /// Words a screen reader speaks for the picture (whose turn, the last move,
    /// the score), at most 1,024 characters: the attachment's description.
    pub description: String,
}

/// A file sent with a reply besides its picture (a replay's animation and its
/// move list).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    /// The file's name, e.g. `game-12.gif`.
    pub file_name: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
    /// What a screen reader says of it (Discord's attachment description, at
    /// most 1,024 characters).
    pub description: String,
}

/// One reply to a request or a timer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// Who sees it.
    pub to: Audience,
    /// False exactly when the command was refused.
    pub ok: bool,
    /// The message text (at most 2,000 characters).
    pub text: String,
    /// The board picture, when the reply shows one.
    pub picture: Option<Picture>,
    /// The public view the picture was drawn from, when there is a picture
    /// (serialised when read).
    pub view: Option<Lazy<Value>>,
    /// For `/moves`: every legal action in canonical notation.
    pub moves: Option<Vec<String>>,
    /// Buttons under the message.
    pub buttons: Vec<Button>,
    /// A select menu under the message.
    pub menu: Option<Menu>,
    /// For a direct message: what to post in the request's channel instead when
    /// the member cannot be messaged (Discord error 50007). Never holds a secret.
    pub dm_fallback: Option<String>,
    /// Members the message pings (issue 19): Discord mentions them, allowing
    /// mentions of exactly these users; local mode lists them. Never the member
    /// whose command it answers.
    pub mentions: Vec<Mention>,
    /// Files sent with the message besides its picture.
    pub files: Vec<Attachment>,
    /// The outbox post that carries this reply, when it was stored to be sent
    /// later (a timer's post): the front end delivers it from the outbox.
    pub outbox: Option<i64>,
    /// For a press of a control (a button or menu): the message pressed keeps
    /// its controls even though this reply is an accepted post to the channel.
    /// A Crown and Anchor bet: every seated player bets by the round's buttons
    /// until the roll. Otherwise a press the channel is told of has done its
    /// job, and the front end takes the pressed message's controls away.
    pub keeps_controls: bool,
    /// Threads mode (issue 21): the front end opens a thread of this name off
    /// the request's channel and sends the request again there with
    /// [`Table::play_in_thread`](super::Table::play_in_thread); this reply
    /// itself is then not shown.
    pub thread: Option<String>,
    /// A tournament's game waiting for its thread (issue 31): an outbox post
    /// that is no message. The front end opens a thread named [`Reply::thread`]
    /// off the post's channel and calls
    /// [`Table::start_board`](super::Table::start_board) with it.
    pub board: Option<crate::store::BoardRef>,
    /// A tournament as plain data (`/tournament show`, `standings`,
    /// `pairings`): local mode's `--json` prints it as `tournament`.
    pub tournament: Option<Lazy<Value>>,
    /// A leaderboard as plain data (`/leaderboard`, issue 32): local mode's
    /// `--json` prints it as `leaderboard`.
    pub leaderboard: Option<Lazy<Value>>,
    /// A puzzle as plain data (issue 35): `/puzzle` answers carry `puzzle`
    /// (`id`, `game`, `to_move`, `goal`: never its solution), answers and
    /// give-ups `puzzle_answer` (`id`, `verdict`, …). Local mode's `--json`
    /// prints the object under its own key.
    pub puzzle: Option<(&'static str, Value)>,
    /// A game's review as plain data (`/review`, issue 35): local mode's
    /// `--json` prints it as `review`.
    pub review: Option<Lazy<Value>>,
    /// A rank role job (issue 32): an outbox post that is no message. The
    /// front end brings the member's rank role up to date
    /// ([`super::Table::role_work`]).
    pub roles: Option<RoleSync>,
}

/// A member a reply pings, by id, with the name the text calls them by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mention {
    /// The member's id.
    pub id: u64,
    /// Their name as the text writes it.
    pub name: Name,
}

impl Reply {
    /// An accepted command's message for `to`, its text already in its
    /// reader's language.
    pub fn to(to: Audience, text: impl Into<String>) -> Reply {
        Reply {
            to,
            ok: true,
            text: text.into(),
            picture: None,
            view: None,
            moves: None,
            buttons: Vec::new(),
            menu: None,
            dm_fallback: None,
            mentions: Vec::new(),
            files: Vec::new(),
            outbox: None,
            keeps_controls: false,
            thread: None,
            board: None,
            tournament: None,
            leaderboard: None,
            puzzle: None,
            review: None,
            roles: None,
        }
    }

    /// A refusal: one ephemeral line, already in the member's language; nothing
    /// changed.
    pub fn refusal(text: impl Into<String>) -> Reply {
        Reply {
            ok: false,
            ..Reply::to(Audience::Ephemeral, text)
        }
    }

    /// Leaves the pressed message's controls in place (see
    /// [`Reply::keeps_controls`]).
    pub fn keeping_controls(mut self) -> Reply {
        self.keeps_controls = true;
        self
    }

    /// Adds buttons.
    pub fn with_buttons(mut self, buttons: Vec<Button>) -> Reply {
        self.buttons = buttons;
        self
    }

    /// Adds members to ping (each once).
    pub fn with_mentions(mut self, mentions: impl IntoIterator<Item = Mention>) -> Reply {
        for m in mentions {
            if !self.mentions.iter().any(|had| had.id == m.id) {
                self.mentions.push(m);
            }
        }
        self
    }
}

/// A permission Parlor needs in a channel to play a game in a thread of its
/// own (threads mode), which an admin grants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadPermission {
    /// Create Public Threads: to open the game's thread.
    CreatePublicThreads,
    /// Send Messages in Threads: to post the game there.
    SendMessagesInThreads,
}

/// A reply produced by a timer (challenge expiry, abandonment), for a channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimerReply {
    /// The channel it belongs in.
    pub channel: ChannelKey,
    /// The reply (always `Audience::Channel`).
    pub reply: Reply,
}

/// Why a command was refused: becomes a one-line ephemeral [`Reply`]. The game's
/// and the store's errors keep their type; `Display` is the line a player reads.
#[derive(Debug, thiserror::Error)]
pub(crate) enum Refusal {
    /// A line the table writes itself: who may do what, where, with how many chips.
    #[error("{}", .0.en())]
    Says(Msg),
    /// The game refused it by its rules or its options (a move, a secret pick, a
    /// bet, an option): the engine's own line, made a sentence.
    #[error("{}", sentence(&.0.to_string()))]
    Game(Box<dyn LocalError>),
    /// The store did not take the change: a race for the same chips lost, a
    /// wallet's limit, or a failure (which is logged). `line` is what the player
    /// reads (`wallets::store_refusal` writes it).
    #[error("{line}")]
    Store {
        /// Why, for the player.
        line: String,
        /// The store's error.
        error: crate::store::StoreError,
    },
}

impl Refusal {
    /// A refusal in the table's own words.
    pub fn says(line: impl Into<Msg>) -> Refusal {
        Refusal::Says(line.into())
    }

    /// True for a failure of the store rather than a refusal by the rules of chips
    /// (the ledger's races and limits): those are logged.
    pub fn is_store_failure(&self) -> bool {
        matches!(self, Refusal::Store { error, .. } if error.ledger().is_none())
    }
}

macro_rules! refused_by_the_game {
    ($($error:ty),*) => {$(
        impl From<$error> for Refusal {
            fn from(error: $error) -> Refusal {
                Refusal::Game(Box::new(error))
            }
        }
    )*};
}

refused_by_the_game!(
    parlor_games::PlayError,
    parlor_games::NewGameError,
    parlor_games::SecretError,
    parlor_games::OptionsError,
    parlor_games::crown_anchor::RuleError,
    parlor_games::crown_anchor::ParseError
);

impl Refusal {
    /// The line a player reads, in `locale`.
    pub fn line(&self, locale: Locale) -> String {
        match self {
            Refusal::Says(msg) => crate::i18n::tr(locale, msg),
            Refusal::Game(error) => sentence(&crate::i18n::tr(locale, &error.msg())),
            Refusal::Store { line, .. } => line.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn a_lazy_part_is_made_once_when_first_read_and_shared_by_clones() {
        let made = Arc::new(AtomicUsize::new(0));
        let lazy = Lazy::new({
            let made = made.clone();
            move || {
                made.fetch_add(1, Ordering::SeqCst);
                "diagram".to_string()
            }
        });
        let copy = lazy.clone();
        assert_eq!(made.load(Ordering::SeqCst), 0, "nothing made until read");
        assert_eq!(copy.lines().next(), Some("diagram"));
        assert_eq!(*lazy, "diagram");
        assert_eq!(format!("{lazy:?}"), "\"diagram\"");
        assert_eq!(lazy, Lazy::new(|| "diagram".to_string()));
        assert_eq!(made.load(Ordering::SeqCst), 1, "made once, for both clones");
    }
}
