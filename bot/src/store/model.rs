//! What the store keeps and the interface it keeps it behind: sessions, their move
//! log and results, the one [`Change`] every accepted command writes, and the
//! [`Store`] trait. The backends and the root use it; it uses none of them.

use super::account::Account;
use super::error::StoreError;
use super::ledger::{JournalRow, Limit, Posting, Reason, Standing};
use crate::badges::Earned;
use crate::clock::Millis;
use crate::name::Name;
use crate::ratings::Rating;
use parlor_games::ai::Level;
use parlor_games::i18n::Locale;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Where a session stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// A challenge waiting for `/accept`.
    Challenge,
    /// A game in play.
    Playing,
    /// Over: played out, declined, expired, ended or abandoned.
    Finished,
}

impl Status {
    /// The name stored in the `status` column.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Challenge => "challenge",
            Status::Playing => "playing",
            Status::Finished => "finished",
        }
    }
}

/// A member holding a seat (or issuing a challenge).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Stable member id.
    pub id: u64,
    /// Display name when they joined (escaped when written into text).
    pub name: Name,
    /// Set when the seat is Parlor's (the computer opponent, issue 17): the
    /// level it plays at. Stored as the level's name; absent for a member.
    #[serde(default, skip_serializing_if = "Option::is_none", with = "level_name")]
    pub parlor: Option<Level>,
}

impl Player {
    /// A member's seat.
    pub fn member(id: u64, name: Name) -> Player {
        Player { id, name, parlor: None }
    }
}

/// A Parlor seat's level as its name (`"hard"`), so the stored record reads as
/// players type it and no serde derive is needed in `games`.
mod level_name {
    use parlor_games::ai::Level;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(level: &Option<Level>, s: S) -> Result<S::Ok, S::Error> {
        level.map(Level::name).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Level>, D::Error> {
        match Option::<String>::deserialize(d)? {
            None => Ok(None),
            Some(name) => Level::parse(&name)
                .map(Some)
                .ok_or_else(|| serde::de::Error::custom(format!("unknown Parlor level {name:?}"))),
        }
    }
}

/// Everything about one session, as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionRecord {
    /// Unique, increasing.
    pub id: i64,
    /// The channel key.
    pub channel: String,
    /// The game's command name (`hot-spot`).
    pub game: String,
    /// Where the session stands.
    pub status: Status,
    /// Seated players in seat order; during a challenge only the challenger.
    pub seats: Vec<Player>,
    /// The challenged member; `None` for an open challenge.
    pub challenged: Option<Player>,
    /// Table options as typed.
    pub options: String,
    /// The session seed.
    pub seed: u64,
    /// The session RNG's state after the last accepted command.
    pub rng_state: u64,
    /// The game's saved state (holds hidden information: never shown), kept as
    /// its JSON text.
    pub state: Option<SavedState>,
    /// Accepted actions so far.
    pub ply: u32,
    /// When the session was created.
    pub created_at: Millis,
    /// When it was last touched by an accepted command (abandonment counts from here).
    pub updated_at: Millis,
    /// When the seat to act began its turn (the turn timer counts from here).
    pub turn_started_at: Millis,
    /// When an open challenge expires.
    pub expires_at: Millis,
    /// Seats that offered or accepted a draw; the game is drawn when every seat
    /// still playing has.
    pub draw_votes: Vec<u8>,
    /// Seats that asked to end the game without a result.
    pub end_votes: Vec<u8>,
    /// Whether the channel has been told the turn timer ran out.
    pub timeout_announced: bool,
    /// A lobby (games for more than two): members `/join` and the host `/start`s.
    #[serde(default)]
    pub lobby: bool,
    /// Per seat, the random salt of its secret pick ("" before it picked). Secret
    /// until the game ends.
    #[serde(default)]
    pub secret_salts: Vec<String>,
    /// Per seat, the SHA-256 commitment to its pick, posted when play began.
    #[serde(default)]
    pub commitments: Vec<String>,
    /// The server the channel belongs to: chips move in its ledger.
    #[serde(default)]
    pub server: Option<String>,
    /// Crown and Anchor: when the open round's first bet was placed (the Banker's
    /// silence and the `timer:S` option count from here).
    #[serde(default)]
    pub first_bet_at: Option<Millis>,
    /// Crown and Anchor: each member's chip size for the design buttons.
    #[serde(default)]
    pub chip_sizes: BTreeMap<u64, u64>,
    /// A rematch (issue 19): the finished game it replays, and the members who
    /// have asked for it so far; it starts when every member seated has.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch_of: Option<i64>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rematch_ready: Vec<u64>,
    /// Whether the player to move was sent this turn's reminder (issue 19).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reminded: bool,
    /// The timers this game keeps (issue 21): its server's when it started, so
    /// a later `/settings set` leaves a running game alone. `None` (a session
    /// from before, or not started) takes the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timers: Option<GameTimers>,
    /// Whether its result stays out of the ratings: the server's `rated`
    /// setting was off when it started.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unrated: bool,
    /// Each seated member's Discord language as their last command here carried
    /// it (`"fr"`), for what reaches them when someone else or a timer speaks:
    /// turn reminders, a secret-pick prompt (issue 21).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub locales: BTreeMap<u64, String>,
    /// The server's preferred language as the last command here carried it, for
    /// timer posts while the server's `language` setting is `auto`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub room_locale: Option<String>,
    /// The tournament board this game is (issue 31): its result goes into the
    /// tournament in the same transaction, and its turn timer is enforced.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<BoardRef>,
}

/// One board of one round of a tournament (issue 31).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BoardRef {
    /// The tournament's id.
    pub tournament: i64,
    /// The round, from 1.
    pub round: u32,
    /// The board, from 0.
    pub board: usize,
}

/// Where a tournament stands (issue 31), as the `status` column says it.
pub use parlor_games::tournament::view::Status as TournamentStatus;

/// The game and the thread of one board of a tournament, once started.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardGame {
    /// The session playing it.
    pub session: i64,
    /// The channel (a thread) it is played in.
    pub thread: String,
}

/// A tournament as stored (issue 31): its settings, members, the pairings and
/// results (`parlor_games::tournament::Tournament`), and the game of each board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentRecord {
    /// Unique, increasing.
    pub id: i64,
    /// The server.
    pub server: String,
    /// The channel it was created in: announcements go there, games to its threads.
    pub channel: String,
    /// Where it stands.
    pub status: TournamentStatus,
    /// Its name.
    pub name: String,
    /// The game's name (`checkers`).
    pub game: String,
    /// The game's options as typed.
    pub options: String,
    /// Swiss, round robin or knockout.
    pub format: parlor_games::tournament::Format,
    /// A double round robin.
    #[serde(default)]
    pub double: bool,
    /// The rounds asked for at creation (Swiss); `None` for the default.
    #[serde(default)]
    pub rounds: Option<u32>,
    /// The turn time every game keeps, in milliseconds.
    pub turn_time: Millis,
    /// Whether its games count for ratings.
    pub rated: bool,
    /// The most players it takes.
    #[serde(default)]
    pub max_players: Option<u32>,
    /// Who created it.
    pub organiser: Player,
    /// The players: in join order while it is open; from the start, in
    /// starting-number order (`members[start - 1]`).
    pub members: Vec<Player>,
    /// The pairings and results, from the start.
    #[serde(default)]
    pub pairings: Option<parlor_games::tournament::Tournament>,
    /// Each started board's game: key `"<round>:<board>"`.
    #[serde(default)]
    pub boards: BTreeMap<String, BoardGame>,
    /// Forfeits per member (two withdraw them).
    #[serde(default)]
    pub forfeits: BTreeMap<u64, u32>,
    /// When it was created.
    pub created_at: Millis,
    /// When it last changed.
    pub updated_at: Millis,
    /// The room's language as the last command carried it, for the posts its
    /// timers make.
    #[serde(default)]
    pub room_locale: Option<String>,
    /// The stored row's version this record was read at (0: not stored yet);
    /// not part of the JSON.
    #[serde(skip)]
    pub version: i64,
}

impl TournamentRecord {
    /// The key of a board in [`TournamentRecord::boards`].
    pub fn board_key(round: u32, board: usize) -> String {
        format!("{round}:{board}")
    }

    /// The game of a board, once started.
    pub fn board(&self, round: u32, board: usize) -> Option<&BoardGame> {
        self.boards.get(&TournamentRecord::board_key(round, board))
    }

    /// The member with this starting number.
    pub fn member(&self, start: u32) -> Option<&Player> {
        self.members.get((start as usize).checked_sub(1)?)
    }

    /// The starting number (or, while open, the place in the sign-ups) of a member.
    pub fn start_of(&self, member: u64) -> Option<u32> {
        self.members.iter().position(|p| p.id == member).map(|i| i as u32 + 1)
    }
}

impl SessionRecord {
    /// A new challenge in `channel` at `now` with `seats` seated: its RNG at
    /// `seed`, every timer counting from `now`, nothing else yet. Callers set
    /// what their kind of session has besides (the challenged member, the
    /// expiry, a lobby, a tournament board).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        id: i64,
        channel: &str,
        game: &str,
        seats: Vec<Player>,
        options: &str,
        seed: u64,
        server: Option<String>,
        now: Millis,
    ) -> SessionRecord {
        SessionRecord {
            id,
            channel: channel.to_string(),
            game: game.to_string(),
            status: Status::Challenge,
            seats,
            challenged: None,
            options: options.trim().to_string(),
            seed,
            rng_state: seed,
            state: None,
            ply: 0,
            created_at: now,
            updated_at: now,
            turn_started_at: now,
            expires_at: now,
            draw_votes: Vec::new(),
            end_votes: Vec::new(),
            timeout_announced: false,
            reminded: false,
            lobby: false,
            secret_salts: Vec::new(),
            commitments: Vec::new(),
            server,
            first_bet_at: None,
            chip_sizes: Default::default(),
            rematch_of: None,
            rematch_ready: Vec::new(),
            timers: None,
            unrated: false,
            locales: Default::default(),
            room_locale: None,
            tournament: None,
        }
    }

    /// Notes the languages a command from `member` carried: theirs (kept only
    /// for a member seated or challenged here) and the server's preferred one.
    pub fn note_locales(&mut self, member: u64, locale: Option<Locale>, server: Option<Locale>) {
        let here = self
            .seats
            .iter()
            .chain(self.challenged.as_ref())
            .any(|p| p.id == member);
        if let Some(locale) = locale.filter(|_| here) {
            if self.locales.get(&member).map(String::as_str) != Some(locale.code()) {
                self.locales.insert(member, locale.code().to_owned());
            }
        }
        if let Some(server) = server {
            if self.room_locale.as_deref() != Some(server.code()) {
                self.room_locale = Some(server.code().to_owned());
            }
        }
    }

    /// A member's language as last seen here, if known.
    pub fn locale_of(&self, member: u64) -> Option<Locale> {
        self.locales.get(&member).and_then(|code| Locale::parse(code))
    }

    /// The server's preferred language as last seen here, if known.
    pub fn room_locale(&self) -> Option<Locale> {
        self.room_locale.as_deref().and_then(Locale::parse)
    }
}

/// The timers a game started with, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameTimers {
    /// How long a turn may take before the opponent may `/claim`.
    pub turn: Millis,
    /// How long the game may go untouched before it ends as abandoned.
    pub abandon: Millis,
}

/// One move-log entry: an accepted action.
/// A game's saved state as the JSON text that is stored. A live session keeps the
/// text rather than a parsed tree, which would cost several times the memory for
/// every live session; it is parsed only to restore the game.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SavedState(pub(super) Box<serde_json::value::RawValue>);

impl SavedState {
    /// The state of `game`: the JSON of its `Setup`, as [`parlor_games::AnyGame::save`]
    /// gives it. Written straight from the setup ([`parlor_games::AnyGame::save_raw`],
    /// the same for every game of the registry) rather than through `save`'s
    /// `Value` tree (a map and a string per field, then written out and checked
    /// again): one of the larger costs of a move outside its picture. The fields
    /// come in the setup's order instead of sorted; a test checks the two read
    /// back as the same JSON for every game.
    pub fn of(game: &parlor_games::AnyGame) -> SavedState {
        SavedState(game.save_raw())
    }

    /// The state as a JSON tree, to restore the game from.
    pub fn value(&self) -> Result<serde_json::Value, String> {
        serde_json::from_str(self.0.get()).map_err(|e| format!("unreadable saved state: {e}"))
    }
}

impl PartialEq for SavedState {
    fn eq(&self, other: &SavedState) -> bool {
        self.0.get() == other.0.get()
    }
}

impl Eq for SavedState {}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// The action's number in the session, from 1.
    pub ply: u32,
    /// The acting seat.
    pub seat: u8,
    /// The acting member.
    pub member: u64,
    /// Canonical notation (or `resign`, `draw`, `claim`, `end`).
    pub notation: String,
    /// When.
    pub at: Millis,
}

/// A finished game's result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// `won`, `draw`, `abandoned`, `ended`, `declined`, `expired`.
    pub outcome: String,
    /// The winning member, if any.
    pub winner: Option<u64>,
    /// Why, in words.
    pub reason: String,
    /// The winning seat, when the game says which (several Parlor seats share
    /// one member id); for ratings.
    pub winner_seat: Option<u8>,
}

impl GameResult {
    /// A game that ended with nobody winning: `outcome` is `draw`, `ended`,
    /// `declined`, `expired` or `abandoned`; `reason` is kept in English.
    pub fn without_winner(outcome: &str, reason: impl Into<String>) -> GameResult {
        GameResult {
            outcome: outcome.into(),
            winner: None,
            reason: reason.into(),
            winner_seat: None,
        }
    }
}

/// What [`Store::refresh_seen`] read before a command.
#[derive(Debug, PartialEq)]
pub struct Looked {
    /// The channel's session, if another process changed it.
    pub fresh: Fresh,
    /// Whether the interaction was already applied; `None`: not looked.
    pub seen: Option<bool>,
    /// How many changes of the server's settings are logged (the log only
    /// grows, so any change committed since moves it on, in whatever order
    /// the changes committed); `None`: not looked.
    pub settings: Option<i64>,
}

/// One accepted command's writes, applied in one transaction.
#[derive(Clone, Debug, Default)]
pub struct Change<'a> {
    /// The session's new state (none for `/chips` commands).
    pub session: Option<&'a SessionRecord>,
    /// New move-log entries.
    pub log: Vec<LogEntry>,
    /// The result, when the command ended the game.
    pub result: Option<GameResult>,
    /// The Discord interaction that caused it, if any.
    pub interaction: Option<&'a str>,
    /// When.
    pub at: Millis,
    /// Chip movements, each balanced; an account left below zero fails the whole
    /// change with a [`LedgerError`].
    pub postings: Vec<Posting>,
    /// Members' display names as seen now: (server, member, name).
    pub names: Vec<(String, u64, String)>,
    /// Accounts whose room under the cap the change uses, each with the most its
    /// balance may be afterwards; one above it fails the whole change with a
    /// [`LedgerError`].
    pub limits: Vec<Limit>,
    /// Posts to send outside an interaction reply, kept in the outbox until
    /// Discord takes them (issue 20).
    pub posts: Vec<OutboxPost>,
    /// A tournament the change moves on (issue 31), refused with a conflict
    /// when its stored version is not the one it was read at.
    pub tournament: Option<&'a TournamentRecord>,
    /// Badges the change earns (issue 32), each written once: a badge the
    /// member already holds on the server is left as it is, and its
    /// announcement is not posted.
    pub badges: Vec<BadgeAward>,
    /// What the command took as true without reading it first, on a shared
    /// store ([`Assumed`]): checked with the change, which is refused with
    /// [`StoreError::Conflict`] and writes nothing when it no longer holds.
    pub assumed: Option<&'a Assumed>,
}

/// What a command run on the session a process holds, without the look a
/// shared store makes before a command ([`Store::refresh_seen`]), took as
/// true: that its interaction was not applied yet and that its server's
/// settings are the ones counted at `settings`. The session's version is
/// checked by every commit anyway. The first change the command commits
/// checks these in the same statement; from then on they are known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assumed {
    /// The interaction, not yet applied.
    pub interaction: Option<String>,
    /// The server and how many changes of its settings are logged
    /// ([`Looked::settings`]).
    pub settings: Option<(String, i64)>,
}

/// A badge a change earns a member on a server (issue 32), with the post that
/// announces it, written to the outbox only when the badge is new.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadgeAward {
    /// The server.
    pub server: String,
    /// The member.
    pub member: u64,
    /// The badge, when and what earned it.
    pub earned: Earned,
    /// Its announcement.
    pub post: Option<OutboxPost>,
}

/// A post for the outbox: its id (also the message nonce), the channel key it
/// goes to, and the post as JSON.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboxPost {
    /// Unique and increasing; the message's nonce.
    pub id: i64,
    /// The channel key (`"123"`, or `"dm:456"` for a member's DMs).
    pub channel: String,
    /// The post, as the table's JSON form of a reply.
    pub post: String,
}

/// A pending outbox row, as the sender reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboxRow {
    /// The post.
    pub post: OutboxPost,
    /// Sends tried so far.
    pub attempts: u32,
}

/// What waits in the outbox (issue 36's metrics): one cheap read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OutboxBacklog {
    /// Posts not yet sent (nor dropped), held ones aside.
    pub waiting: i64,
    /// Posts held for a private channel's next interaction.
    pub held: i64,
    /// When the oldest waiting post was stored; `None` when none waits.
    pub oldest: Option<Millis>,
}

/// A player's standing in one game: rating and record.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedPlayer {
    /// A member's id as text, or `parlor:<level>`.
    pub player: String,
    /// The name last seen.
    pub name: String,
    /// The rating in the game's model.
    pub rating: Rating,
    /// Rated games, wins, draws and losses.
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Wins in a row (positive) or losses in a row (negative).
    pub streak: i32,
    /// The best win: the opponent's shown rating going in, their name, the game's id.
    pub best_win: Option<(f64, String, i64)>,
    /// When their latest rated game here finished: idle days count from here
    /// (issue 32).
    pub last_played: Millis,
}

impl RatedPlayer {
    /// The rating as of `now`: its deviation grown for the whole days since
    /// the last rated game ([`Rating::as_of`]).
    pub fn rating_at(&self, game: &str, now: Millis) -> Rating {
        self.rating.as_of(game, self.last_played, now)
    }
}

/// A finished game that moves ratings, as a replay reads it (issue 32): the
/// audit's, a season's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedGame {
    /// The session.
    pub session: i64,
    /// The server it was played in.
    pub server: String,
    /// The game's name.
    pub game: String,
    /// When it finished.
    pub finished_at: Millis,
    /// The result.
    pub result: GameResult,
    /// The seats.
    pub seats: Vec<Player>,
}

/// A finished game for `/history`.
#[derive(Clone, Debug, PartialEq)]
pub struct FinishedGame {
    /// The session id (`/replay id:`).
    pub session: i64,
    /// The game's name (`checkers`).
    pub game: String,
    /// When it finished.
    pub finished_at: Millis,
    /// `won`, `draw`, `ended`, `abandoned`.
    pub outcome: String,
    /// The winning member, if any.
    pub winner: Option<u64>,
    /// The winning seat, where stored.
    pub winner_seat: Option<u8>,
    /// Why it ended.
    pub reason: String,
    /// The seats.
    pub players: Vec<Player>,
}

/// One of a server's settings as it stands (issue 21): its value (`None` once
/// reset to the default) and who changed it last, when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerSetting {
    /// The setting's key (`turn_timer`).
    pub key: String,
    /// The server's value as typed and checked; `None` when reset.
    pub value: Option<String>,
    /// Who changed it last.
    pub by: u64,
    /// Their name then.
    pub by_name: String,
    /// When.
    pub at: Millis,
}

/// A change of one of a server's settings: set (`value: Some`) or reset
/// (`None`), by whom and when. The store logs it with the value it replaces.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingChange<'a> {
    /// The server.
    pub server: &'a str,
    /// The setting's key.
    pub key: &'a str,
    /// The new value; `None` to reset it to the default.
    pub value: Option<&'a str>,
    /// Who changed it.
    pub by: u64,
    /// Their name.
    pub by_name: &'a str,
    /// When.
    pub at: Millis,
    /// The Discord interaction that asked for it, recorded in the same
    /// transaction: the same interaction twice changes it once.
    pub interaction: Option<&'a str>,
    /// Outbox posts stored with the change (issue 32: the rank role jobs a
    /// change of `rank_roles`, `rank_bands` or `rank_game` makes).
    pub posts: Vec<OutboxPost>,
    /// Whether the change starts rank roles over on the server (issue 32:
    /// `rank_roles` set or reset): a stored problem is forgotten.
    pub restarts_rank_roles: bool,
}

/// Why rank roles stopped on a server (issue 32): a role Parlor gives is
/// gone, or Discord refused Parlor one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoleProblem {
    /// `unknown-role` (the role is gone) or `refused` (Parlor may not give it).
    pub why: String,
    /// The role it was about.
    pub role: u64,
    /// When.
    pub at: Millis,
}

/// One logged change of a server's setting, oldest first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingLogged {
    /// The setting's key.
    pub key: String,
    /// The value before (`None`: the default).
    pub old: Option<String>,
    /// The value after (`None`: the default).
    pub new: Option<String>,
    /// Who changed it.
    pub by: u64,
    /// Their name.
    pub by_name: String,
    /// When.
    pub at: Millis,
}

/// What a shared store says about a channel's open session (issue 20).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fresh {
    /// The session this process holds there (or none) is the stored one.
    Same,
    /// Another process changed it, started a game there or finished it: the
    /// open session as stored now, if there is one.
    Changed(Option<Box<SessionRecord>>),
}

/// What a fresh id is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IdKind {
    /// A session.
    Session,
    /// An outbox post (also its message nonce).
    Post,
    /// A tournament.
    Tournament,
}

/// Storage for sessions, the move log, results and handled interactions.
///
/// Every session row carries a version that each write of it moves on. A
/// [`commit`](Store::commit) of a session this store has read or written is
/// refused with [`StoreError::Conflict`] when the row has moved on since: another
/// process sharing the database got there first.
pub trait Store: Send {
    /// Whether other processes may write this database too (PostgreSQL): the table
    /// then reads a channel's session again before each command
    /// ([`refresh`](Store::refresh)), its timers look for changes
    /// ([`changed_sessions`](Store::changed_sessions)) and ids come from the
    /// store ([`new_id`](Store::new_id)). A SQLite file is held by one process
    /// (its lock file), so no.
    fn shared(&self) -> bool {
        false
    }
    /// The open session of `channel` as stored, when it is not the one this
    /// process holds there (`held`) at the version this store last read or
    /// wrote. A store no other process writes has nothing newer: [`Fresh::Same`].
    fn refresh(&mut self, _channel: &str, _held: Option<i64>) -> Result<Fresh, StoreError> {
        Ok(Fresh::Same)
    }
    /// [`refresh`](Store::refresh), whether `interaction` was already applied
    /// and the stamp of `server`'s settings, in one look where the store can
    /// (PostgreSQL: one round trip for everything a command reads before it
    /// runs); `None` for what it did not look at
    /// ([`interaction_seen`](Store::interaction_seen) and
    /// [`server_settings`](Store::server_settings) answer then).
    fn refresh_seen(
        &mut self,
        channel: &str,
        held: Option<i64>,
        _interaction: Option<&str>,
        _server: Option<&str>,
    ) -> Result<Looked, StoreError> {
        Ok(Looked {
            fresh: self.refresh(channel, held)?,
            seen: None,
            settings: None,
        })
    }
    /// For the timers of a shared store: the open sessions another process
    /// started or changed since this store last read or wrote them, and the ids
    /// of the sessions it knows that another process finished. None for a store
    /// no other process writes.
    fn changed_sessions(&mut self) -> Result<(Vec<SessionRecord>, Vec<i64>), StoreError> {
        Ok((Vec::new(), Vec::new()))
    }
    /// A fresh id, when the store hands them out (a shared store's sequences);
    /// `None`: the table counts up from the highest stored, as one process may.
    fn new_id(&mut self, _kind: IdKind) -> Result<Option<i64>, StoreError> {
        Ok(None)
    }
    /// Every session not yet finished, oldest first.
    fn open_sessions(&mut self) -> Result<Vec<SessionRecord>, StoreError>;
    /// The highest session id ever stored (0 when none).
    fn max_session_id(&mut self) -> Result<i64, StoreError>;
    /// The latest time any session was touched or a season started or ended, if any.
    fn latest_time(&mut self) -> Result<Option<Millis>, StoreError>;
    /// Whether this interaction was already applied.
    fn interaction_seen(&mut self, id: &str) -> Result<bool, StoreError>;
    /// Applies one accepted command's writes in one transaction.
    fn commit(&mut self, change: &Change<'_>) -> Result<(), StoreError>;
    /// A session's move log, in order.
    fn move_log(&mut self, session: i64) -> Result<Vec<LogEntry>, StoreError>;
    /// A finished session's result, if recorded.
    fn result(&mut self, session: i64) -> Result<Option<GameResult>, StoreError>;
    /// An account's balance in a server: the sum of its entries.
    fn balance(&mut self, guild: &str, account: &Account) -> Result<i64, StoreError>;
    /// Whether a ledger posting with this key exists.
    fn posting_exists(&mut self, key: &str) -> Result<bool, StoreError>;
    /// An account's latest journal rows, newest first.
    fn journal(&mut self, guild: &str, account: &Account, limit: u32) -> Result<Vec<JournalRow>, StoreError>;
    /// When an account last received chips for `reason`.
    fn last_received(&mut self, guild: &str, account: &Account, reason: Reason) -> Result<Option<Millis>, StoreError>;
    /// The richest members of a server.
    fn leaderboard(&mut self, guild: &str, limit: u32) -> Result<Vec<Standing>, StoreError>;
    /// A player's rating and record in a game (`player`: a member's id, or
    /// `parlor:<level>` on server `""`).
    fn rating(&mut self, server: &str, game: &str, player: &str) -> Result<Option<RatedPlayer>, StoreError>;
    /// Every game a player is rated in, most played first.
    fn ratings_of(&mut self, server: &str, player: &str) -> Result<Vec<(String, RatedPlayer)>, StoreError>;
    /// Everyone rated in a game with at least `min_games`, best first.
    fn rating_leaders(&mut self, server: &str, game: &str, min_games: u32) -> Result<Vec<RatedPlayer>, StoreError>;
    /// A player's rating and deviation after each rated game, oldest first
    /// (in the model's own scale).
    fn rating_curve(&mut self, server: &str, game: &str, player: &str) -> Result<Vec<(Millis, f64, f64)>, StoreError>;
    /// Whether `member` wants turn reminders by direct message (yes unless
    /// they said `/notify off`).
    fn notify(&mut self, member: u64) -> Result<bool, StoreError>;
    /// Records `member`'s `/notify on|off`.
    fn set_notify(&mut self, member: u64, on: bool) -> Result<(), StoreError>;
    /// Every setting `server` has changed (values and resets), by key.
    fn server_settings(&mut self, server: &str) -> Result<Vec<ServerSetting>, StoreError>;
    /// Sets or resets one of a server's settings and logs the change, in one
    /// transaction; the value it replaced (`None`: the default).
    fn set_server_setting(&mut self, change: &SettingChange<'_>) -> Result<Option<String>, StoreError>;
    /// The latest `limit` changes of `server`'s settings, oldest first.
    fn setting_log(&mut self, server: &str, limit: u32) -> Result<Vec<SettingLogged>, StoreError>;
    /// The highest outbox id ever used (0 when none).
    fn max_outbox_id(&mut self) -> Result<i64, StoreError>;
    /// Pending outbox posts due at `now`, oldest first, at most `limit`.
    fn outbox_due(&mut self, now: Millis, limit: u32) -> Result<Vec<OutboxRow>, StoreError>;
    /// An outbox post is done: sent, or dropped (`outcome` says which).
    fn outbox_done(&mut self, id: i64, at: Millis, outcome: &str) -> Result<(), StoreError>;
    /// An outbox post failed for now: one more attempt, the next at `next_at`.
    fn outbox_retry(&mut self, id: i64, next_at: Millis) -> Result<(), StoreError>;
    /// An outbox post to a private channel (issue 33) reached nobody: it is
    /// never due again but stays undone, held for that channel until shown
    /// (then marked with [`Store::outbox_done`]).
    fn outbox_hold(&mut self, id: i64) -> Result<(), StoreError>;
    /// The posts held for `channel` ([`Store::outbox_hold`]), oldest first.
    fn outbox_held(&mut self, channel: &str) -> Result<Vec<OutboxRow>, StoreError>;
    /// What waits in the outbox, in one cheap read (the pending rows'
    /// index): also the health check's proof that the store answers.
    fn outbox_backlog(&mut self) -> Result<OutboxBacklog, StoreError>;
    /// A session's stored record, finished or not.
    fn session_record(&mut self, id: i64) -> Result<Option<SessionRecord>, StoreError>;
    /// The latest session opened in `channel`, running or finished.
    fn last_session_in(&mut self, channel: &str) -> Result<Option<SessionRecord>, StoreError>;
    /// The latest game finished in `channel` (played: won, drawn, ended or
    /// abandoned) in which `member` sat.
    fn last_game_in(&mut self, channel: &str, member: u64) -> Result<Option<SessionRecord>, StoreError>;
    /// A tournament, at its stored version.
    fn tournament(&mut self, id: i64) -> Result<Option<TournamentRecord>, StoreError>;
    /// A server's tournaments, newest first: the open and running ones only
    /// with `live`; at most `limit`.
    fn tournaments(&mut self, server: &str, live: bool, limit: u32) -> Result<Vec<TournamentRecord>, StoreError>;
    /// The open or running tournament created in `channel`, if any.
    fn channel_tournament(&mut self, channel: &str) -> Result<Option<TournamentRecord>, StoreError>;
    /// The highest tournament id ever stored (0 when none).
    fn max_tournament_id(&mut self) -> Result<i64, StoreError>;
    /// The latest finished games (played, not challenges), newest first.
    fn finished_games(
        &mut self,
        server: &str,
        member: Option<u64>,
        game: Option<&str>,
        limit: u32,
    ) -> Result<Vec<FinishedGame>, StoreError>;

    // ---- Seasons and leaderboard periods (issue 32, the seasons part) ----

    /// A server's seasons, newest first (the running one, if any, first).
    fn seasons(&mut self, server: &str) -> Result<Vec<Season>, StoreError>;
    /// Running seasons whose planned end is at or before `now`, every server,
    /// oldest end first: the rollovers due.
    fn due_seasons(&mut self, now: Millis) -> Result<Vec<Season>, StoreError>;
    /// The servers with a running season or a `season` setting of their own:
    /// those whose seasons a process looks at when it starts.
    fn season_servers(&mut self) -> Result<Vec<String>, StoreError>;
    /// Ends and/or starts a server's season in one transaction, with the
    /// posts that announce it. An end is conditional (the season still
    /// running); a start needs no season running and a free name. `Ok(false)`
    /// when another change got there first: then nothing was written.
    fn turn_season(&mut self, turn: &SeasonTurn<'_>) -> Result<bool, StoreError>;
    /// The rated games of `server` (of `game` only, if given) that finished in
    /// `[from, to)`, in the order they were rated.
    fn rated_games(
        &mut self,
        server: &str,
        game: Option<&str>,
        from: Millis,
        to: Millis,
    ) -> Result<Vec<RatedGame>, StoreError>;
    /// Every ended season's champion per game (of `server`, or of every server
    /// with `None`), oldest season first: computed from the seasons and the
    /// results (see `store/seasons.rs`).
    fn season_champions(&mut self, server: Option<&str>) -> Result<Vec<SeasonChampion>, StoreError>;

    // Rank roles (issue 32).
    /// The members of `server` a change of its rank roles concerns: those
    /// ranked there in some game (at least `min_games` rated games) and those
    /// holding a rank role Parlor gave.
    fn rank_role_members(&mut self, server: &str, min_games: u32) -> Result<Vec<u64>, StoreError>;
    /// The rank roles Parlor gave `member` on `server` and has not taken back.
    fn roles_given(&mut self, server: &str, member: u64) -> Result<Vec<u64>, StoreError>;
    /// Records rank roles given to `member` and those taken back (or found
    /// gone), which are forgotten.
    fn record_roles(
        &mut self,
        server: &str,
        member: u64,
        given: &[u64],
        taken: &[u64],
        at: Millis,
    ) -> Result<(), StoreError>;
    /// Stops rank roles on `server` with why (unless they stopped already):
    /// whether this stopped them.
    fn stop_rank_roles(&mut self, server: &str, why: &str, role: u64, at: Millis) -> Result<bool, StoreError>;
    /// Why rank roles stopped on `server`, if they did (until `rank_roles` is
    /// set again: [`SettingChange::restarts_rank_roles`]).
    fn rank_roles_stopped(&mut self, server: &str) -> Result<Option<RoleProblem>, StoreError>;

    // Achievements (issue 32).

    /// `member`'s games on `server` played to a result (won or drawn), oldest
    /// first: what their game badges are derived from.
    fn member_results(&mut self, server: &str, member: u64) -> Result<Vec<FinishedGame>, StoreError>;
    /// A server's finished tournaments, oldest first.
    fn finished_tournaments(&mut self, server: &str) -> Result<Vec<TournamentRecord>, StoreError>;
    /// The badges `member` holds on `server`, in the order they were earned.
    fn badges(&mut self, server: &str, member: u64) -> Result<Vec<Earned>, StoreError>;

    // ---- The web companion (issue 34) ----

    /// Whether `member` hid their page on `server`'s web pages (`/web hide`).
    fn web_hidden(&mut self, server: &str, member: u64) -> Result<bool, StoreError>;
    /// The members who hid their page on `server`'s web pages.
    fn web_hidden_members(&mut self, server: &str) -> Result<Vec<u64>, StoreError>;
    /// Hides (`true`) or shows again `member`'s page on `server`'s web pages.
    fn set_web_hidden(&mut self, server: &str, member: u64, hidden: bool, at: Millis) -> Result<(), StoreError>;
    /// The sessions changed after `since` (their `updated_at`), as (id, when),
    /// oldest change first, at most `limit`: what a live page follows.
    fn sessions_changed_since(&mut self, since: Millis, limit: u32) -> Result<Vec<(i64, Millis)>, StoreError>;

    // ---- Puzzles (issue 35; `store/puzzles.rs`) ----

    /// Stores `puzzles` (each once, by its key) for `server` (`None`: the
    /// built-in set); with `session`, the finished game they were mined from,
    /// marked mined in the same transaction (when another process marked it
    /// first, nothing is written). The puzzles newly stored.
    fn add_puzzles(
        &mut self,
        server: Option<&str>,
        session: Option<i64>,
        puzzles: &[NewPuzzle],
        at: Millis,
    ) -> Result<usize, StoreError>;
    /// Finished games with a server not mined yet, oldest first: (session,
    /// server, game).
    fn unmined_games(&mut self, limit: u32) -> Result<Vec<(i64, String, String)>, StoreError>;
    /// One puzzle, its solution included (for the table only).
    fn puzzle(&mut self, id: i64) -> Result<Option<StoredPuzzle>, StoreError>;
    /// The puzzles `server` may give (its own, then the built-in set), of
    /// `game` only if given, that `member` has not tried there: (id, game,
    /// whether the server's own), at most `limit`.
    fn untried_puzzles(
        &mut self,
        server: &str,
        member: u64,
        game: Option<&str>,
        limit: u32,
    ) -> Result<Vec<(i64, String, bool)>, StoreError>;
    /// The puzzles of `game` `server` may give that were never its daily:
    /// (id, whether the server's own), by id.
    fn daily_candidates(&mut self, server: &str, game: &str) -> Result<Vec<(i64, bool)>, StoreError>;
    /// `server`'s daily puzzle of UTC `day` (days since 1970-01-01), if chosen.
    fn daily_puzzle(&mut self, server: &str, day: i64) -> Result<Option<i64>, StoreError>;
    /// Makes `puzzle` `server`'s daily of `day` unless one was chosen already
    /// (a conditional insert, so two processes agree): the one that stands.
    fn choose_daily(&mut self, server: &str, day: i64, puzzle: i64, at: Millis) -> Result<i64, StoreError>;
    /// Marks `server`'s daily of `day` posted and stores its post, in one
    /// transaction: `false`, nothing written, when it was posted already.
    fn post_daily(&mut self, server: &str, day: i64, post: &OutboxPost, at: Millis) -> Result<bool, StoreError>;
    /// Gives `member` `puzzle` on `server` (the daily of `day`, if given):
    /// the try's id, or `None` when they have a try open there already or
    /// tried that day's daily.
    fn start_attempt(
        &mut self,
        server: &str,
        member: u64,
        puzzle: i64,
        day: Option<i64>,
        at: Millis,
    ) -> Result<Option<i64>, StoreError>;
    /// `member`'s open try on `server`.
    fn open_attempt(&mut self, server: &str, member: u64) -> Result<Option<Attempt>, StoreError>;
    /// `member`'s try at `server`'s daily of `day`.
    fn daily_attempt(&mut self, server: &str, member: u64, day: i64) -> Result<Option<Attempt>, StoreError>;
    /// Every try of `member` on `server`, oldest first.
    fn attempts(&mut self, server: &str, member: u64) -> Result<Vec<Attempt>, StoreError>;
    /// Moves an open try from `done` steps to `steps` in `state`: `false` when
    /// it is no longer open at `done` (the answer was counted already).
    fn advance_attempt(
        &mut self,
        id: i64,
        done: u32,
        steps: u32,
        state: AttemptState,
        at: Millis,
    ) -> Result<bool, StoreError>;
    /// The servers whose `puzzle_channel` setting names a channel.
    fn puzzle_channel_servers(&mut self) -> Result<Vec<String>, StoreError>;
    // ---- Game reviews (issue 35) ----

    /// The review of finished game `session` by review method `method`, if
    /// one is stored.
    fn review(&mut self, session: i64, method: u32) -> Result<Option<StoredReview>, StoreError>;
    /// Stores a review of `session` by `method` made at `at` (its JSON body)
    /// unless one is stored already (another request or process finished
    /// first): whether this one was written. Either way the stored one is the
    /// review every later request reads.
    fn save_review(&mut self, session: i64, method: u32, at: Millis, body: &str) -> Result<bool, StoreError>;
}

/// A stored game review (issue 35): which game, by which method, when, and its
/// body (the table's JSON, `table/review.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredReview {
    /// The finished game's session id.
    pub session: i64,
    /// The review method's version (its budget and formulas).
    pub method: u32,
    /// When it was made.
    pub created_at: Millis,
    /// The review as JSON.
    pub body: String,
}

/// Rated games in a game (or a season) before a member is ranked there (issue
/// 32), as `table::RANKED_AFTER` says (a check there keeps them equal): the
/// store's season champions count as the table's boards do.
pub const RANKED_AFTER: u32 = 3;

/// A server's season (issue 32): a calendar one (`monthly`, `quarterly`) or
/// one an admin started (`manual`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Season {
    /// Unique, increasing.
    pub id: i64,
    /// The server.
    pub server: String,
    /// Its name: `2026-11`, `2026-Q4`, or what the admin typed.
    pub name: String,
    /// `monthly`, `quarterly` or `manual`.
    pub kind: String,
    /// When it started.
    pub started_at: Millis,
    /// A calendar season's planned end (the next boundary); `None` for manual.
    pub ends_at: Option<Millis>,
    /// When it ended; `None` while it runs.
    pub ended_at: Option<Millis>,
    /// Who started a manual season (id, name then).
    pub started_by: Option<(u64, String)>,
    /// Who ended a manual season (id, name then), or switched seasons off.
    pub ended_by: Option<(u64, String)>,
    /// The server's preferred language (a code, `fr`) as the command that
    /// started it carried it, or the season's before it: its announcement's
    /// language unless the server's `language` setting says otherwise.
    pub locale: Option<String>,
}

impl Season {
    /// The end of the games that count: its end, or `now` while it runs.
    pub fn until(&self, now: Millis) -> Millis {
        self.ended_at.unwrap_or(now)
    }
}

/// A season to start (issue 32).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewSeason<'a> {
    /// Its name.
    pub name: &'a str,
    /// `monthly`, `quarterly` or `manual`.
    pub kind: &'a str,
    /// When it starts.
    pub started_at: Millis,
    /// A calendar season's planned end.
    pub ends_at: Option<Millis>,
    /// Who started it (a manual one).
    pub by: Option<(u64, &'a str)>,
    /// The server's preferred language, when known (see [`Season::locale`]).
    pub locale: Option<&'a str>,
}

/// One change of a server's seasons (issue 32), written in one transaction: an
/// end (conditional: only while it runs), a start, and the posts announcing
/// the end; the interaction that asked for it, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeasonTurn<'a> {
    /// The server.
    pub server: &'a str,
    /// The running season to end: its id, when it ends, who ended it.
    pub end: Option<(i64, Millis, Option<Who<'a>>)>,
    /// The season to start.
    pub start: Option<NewSeason<'a>>,
    /// The announcement's posts, written only when the end is this change's.
    pub posts: Vec<OutboxPost>,
    /// The season champion badges the end earns, written (and announced, once)
    /// only when the end is this change's.
    pub badges: Vec<BadgeAward>,
    /// The Discord interaction, recorded in the same transaction.
    pub interaction: Option<&'a str>,
    /// When the change is made.
    pub at: Millis,
}

/// A member who did something, as stored beside it: id and name then.
pub type Who<'a> = (u64, &'a str);

/// A season's champion in one game (issue 32): the best-rated member ranked
/// in it when it ended. What the badges read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeasonChampion {
    /// The server.
    pub server: String,
    /// The season's id and name.
    pub season: i64,
    pub season_name: String,
    /// The game's name.
    pub game: String,
    /// The champion's member id and name (last seen in the season).
    pub member: u64,
    pub name: String,
    /// When the season ended.
    pub ended_at: Millis,
}

// ---- Puzzles (issue 35; the queries are `store/puzzles.rs`) ----

/// A stored puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredPuzzle {
    /// Unique, increasing.
    pub id: i64,
    /// The server whose game it was mined from; `None` for the built-in set.
    pub server: Option<String>,
    /// The game's name.
    pub game: String,
    /// The games crate's `Puzzle` as JSON (its solution included).
    pub puzzle: String,
    /// The finished game it was mined from, on its server.
    pub session: Option<i64>,
}

/// A puzzle to store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewPuzzle {
    /// Its content key: a second puzzle with the same key is not stored.
    pub key: String,
    /// The game's name.
    pub game: String,
    /// The puzzle as JSON.
    pub puzzle: String,
}

/// Where a member's try stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttemptState {
    /// Being solved.
    Open,
    /// Every move found.
    Solved,
    /// A wrong answer.
    Failed,
    /// `/puzzle give-up`: counts as failed.
    GaveUp,
}

impl AttemptState {
    /// As stored: `open`, `solved`, `failed`, `gave-up`.
    pub fn as_str(self) -> &'static str {
        match self {
            AttemptState::Open => "open",
            AttemptState::Solved => "solved",
            AttemptState::Failed => "failed",
            AttemptState::GaveUp => "gave-up",
        }
    }

    pub(super) fn parse(text: &str) -> Option<AttemptState> {
        [
            AttemptState::Open,
            AttemptState::Solved,
            AttemptState::Failed,
            AttemptState::GaveUp,
        ]
        .into_iter()
        .find(|s| s.as_str() == text)
    }
}

/// A member's try at a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    /// Unique.
    pub id: i64,
    /// The server.
    pub server: String,
    /// The member.
    pub member: u64,
    /// The puzzle.
    pub puzzle: i64,
    /// The puzzle's game.
    pub game: String,
    /// The UTC day (days since 1970-01-01) whose daily puzzle it is; `None`
    /// for a puzzle that is no daily.
    pub day: Option<i64>,
    /// Steps of the solution line done.
    pub steps: u32,
    /// Where it stands.
    pub state: AttemptState,
    /// When it was given.
    pub started_at: Millis,
    /// When it was solved, failed or given up.
    pub ended_at: Option<Millis>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlor_games::crown_anchor::Design;
    use parlor_games::{AnyGame, GameKind, Rng, Seat, SeededRng};

    /// The saved text must read back as exactly `AnyGame::save`'s JSON, and
    /// restore the same game.
    fn saved_as_save_says(game: &AnyGame) {
        let saved = SavedState::of(game);
        assert_eq!(saved.value().unwrap(), game.save(), "{}", game.kind().name());
        assert_eq!(&AnyGame::restore(game.kind(), &saved.value().unwrap()).unwrap(), game);
    }

    #[test]
    fn saved_states_are_the_json_of_save_for_every_game_all_game_long() {
        for kind in GameKind::ALL {
            for seed in 0..4 {
                let mut rng = SeededRng::new(seed);
                let players = (*kind.seats().start()).max(2) + seed as usize % 2;
                let players = players.min(*kind.seats().end());
                let mut game = AnyGame::new(kind, "", players, &mut rng).unwrap();
                saved_as_save_says(&game);
                if let AnyGame::CrownAndAnchor(table) = &mut game {
                    for round in 0..3 {
                        for seat in table.bettors() {
                            let _ = table.place_bet(seat, Design::ALL[round % 6], 5, 1_000, 1_000_000);
                        }
                        let _ = table.roll(&mut rng);
                    }
                    saved_as_save_says(&game);
                    continue;
                }
                let turns = game.turns_mut().expect("a game of turns");
                if let Some(turns) = turns.secrets_mut().filter(|s| s.waiting_for_secrets()) {
                    for seat in 0..players as u8 {
                        turns.set_secret(Seat(seat), 1 + seat).unwrap();
                    }
                    saved_as_save_says(&game);
                }
                for ply in 0..200 {
                    let turns = game.turns().expect("a game of turns");
                    let Some(seat) = turns.to_act() else { break };
                    let actions = turns.legal_actions(seat);
                    if actions.is_empty() {
                        break;
                    }
                    let action = &actions[rng.below(actions.len() as u32) as usize];
                    game.play(seat, action, &mut rng).unwrap();
                    if ply % 7 == 0 {
                        saved_as_save_says(&game);
                    }
                }
                saved_as_save_says(&game);
            }
        }
    }
}
