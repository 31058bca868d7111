//! The table's small shared core, used by every feature file and by none of them:
//! the `Table` (store, channels, settings, what open sessions owe), one request in
//! flight (`Ctx`), the lock, and the commits every change goes through
//! (`commit`, `finish` and their `_chips` forms).

use super::api::{Audience, Caller, ChannelKey, MemberRef, Refusal, Reply};
use super::badges;
use super::bracket;
use super::escrow;
use super::owed;
use super::session::Session;
use super::text;
use super::wallets::{key_postings, store_refusal, ChipSettings};
use crate::clock::Millis;
use crate::i18n::tr;
use crate::store::{
    Assumed, Change, GameResult, GameTimers, IdKind, LogEntry, OutboxPost, Player, Posting, SavedState, SessionRecord,
    Status, Store, StoreError, TournamentRecord,
};
use parlor_games::i18n::{Msg, Readers};
use parlor_games::{msg, DynGame, Seat};
use std::cell::Cell;
use std::collections::HashMap;
use std::ops::Deref;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

/// Timer settings for every table (config `[timers]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableSettings {
    /// How long a challenge stays open.
    pub challenge_expiry: Duration,
    /// How long a player may take over a turn before the opponent may `/claim`.
    pub turn_timer: Duration,
    /// How long an untouched game lives before it ends as abandoned.
    pub abandon_after: Duration,
    /// The chip ledger's grants.
    pub chips: ChipSettings,
    /// A Crown and Anchor table's minimum bet when `/play` names none.
    pub table_min: u64,
    /// A Crown and Anchor table's maximum bet when `/play` names none.
    pub table_max: u64,
    /// Whether the house banks Crown and Anchor tables unless `/play` says `rotate`.
    pub house_banks: bool,
    /// The games `/play` offers; every game when `None`.
    pub games: Option<Vec<parlor_games::GameKind>>,
    /// The channels Parlor plays in (keys); every channel when `None`.
    pub channels: Option<Vec<String>>,
    /// Whether `/play` in a channel opens a thread for each game.
    pub threads: bool,
    /// The language of channel posts; the server's preferred one when `None`.
    pub language: Option<parlor_games::i18n::Locale>,
    /// Whether finished games count for ratings.
    pub rated: bool,
    /// The rank bands ratings read as (issue 32).
    pub rank_bands: super::ranks::RankBands,
    /// How the server's seasons run (issue 32): off, monthly, quarterly, manual.
    pub season: super::calendar::SeasonKind,
    /// The channel (key) where a season's end is announced; nowhere when `None`.
    pub announce_channel: Option<String>,
    /// How long a member may go without a rated game in a game before its live
    /// leaderboards leave them off; never when `None`.
    pub leaderboard_inactive_after: Option<Duration>,
    /// The Discord roles Parlor gives for rank bands; off when empty (issue 32).
    pub rank_roles: super::roles::RankRoles,
    /// The one game whose rating decides rank roles; every game when `None`.
    pub rank_game: Option<parlor_games::GameKind>,
    /// Whether the server's games and standings have web pages (issue 34).
    pub web: bool,
    /// The channel (key) where the daily puzzle is posted at 00:00 UTC
    /// (issue 35); nowhere when `None`.
    pub puzzle_channel: Option<String>,
    /// The web companion's address (`[web] public_url`), when this process
    /// serves pages: links to them need it. Not a server setting.
    pub web_url: Option<String>,
}

impl Default for TableSettings {
    fn default() -> Self {
        TableSettings {
            challenge_expiry: Duration::from_secs(10 * 60),
            turn_timer: Duration::from_secs(24 * 3600),
            abandon_after: Duration::from_secs(7 * 24 * 3600),
            chips: ChipSettings::default(),
            table_min: parlor_games::crown_anchor::DEFAULT_MIN,
            table_max: parlor_games::crown_anchor::DEFAULT_MAX,
            house_banks: false,
            games: None,
            channels: None,
            threads: false,
            language: None,
            rated: true,
            rank_bands: super::ranks::RankBands::default(),
            season: super::calendar::SeasonKind::Off,
            announce_channel: None,
            leaderboard_inactive_after: Some(Duration::from_secs(30 * 24 * 3600)),
            rank_roles: super::roles::RankRoles::default(),
            rank_game: None,
            web: false,
            puzzle_channel: None,
            web_url: None,
        }
    }
}

/// Where session seeds come from: the OS (Discord) or a base seed (`--seed N`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seeds {
    /// Fresh random seeds.
    Random,
    /// Seeds derived from this base and the session id, so a script replays exactly.
    Fixed(u64),
}

/// A channel's session behind its own lock.
pub(super) type ChannelSlot = Arc<Mutex<Option<Session>>>;

/// Every channel's session. Blocking (SQLite, rendering): call from
/// `spawn_blocking` in async code.
pub struct Table {
    pub(super) store: Mutex<Box<dyn Store>>,
    pub(super) channels: Mutex<HashMap<ChannelKey, ChannelSlot>>,
    pub(super) settings: TableSettings,
    pub(super) seeds: Seeds,
    pub(super) next_id: AtomicI64,
    /// The next outbox post's id (and message nonce).
    pub(super) next_post: AtomicI64,
    /// What the live sessions may still pay each account. Locked only with the
    /// store held (store first), so a commit checks and updates it atomically.
    pub(super) owed: Mutex<owed::Owed>,
    /// The bot's own member id (Parlor, the computer opponent), once the front
    /// end knows it ([`Table::know_parlor`]); 0 until then.
    pub(super) parlor_id: AtomicU64,
    /// Whether other processes write the same database (see [`super::shared`]).
    pub(super) shared: bool,
    /// The servers whose timers this process fires; all when `None`.
    pub(super) partition: Mutex<Option<Partition>>,
    /// Each server's settings in force, cached when no other process shares
    /// the store (see [`super::settings`]).
    pub(super) server_settings: Mutex<HashMap<String, Arc<TableSettings>>>,
    /// On a shared store, each server's settings as read after a look that
    /// counted its settings' logged changes, with that count (see
    /// [`Table::settings_checked`]).
    pub(super) stamped_settings: Mutex<HashMap<String, (i64, Arc<TableSettings>)>>,
    /// The next tournament's id.
    pub(super) next_tournament: AtomicI64,
    /// Held while a tournament is read, changed and stored (issue 31), so two
    /// of its games ending at once record both results and pair the next
    /// round once. Taken after a channel's lock, before the store's, never
    /// the other way.
    pub(super) tournaments: Mutex<()>,
    /// The servers whose seasons this process has brought in line with their
    /// `season` setting since it opened (issue 32), and whether it has looked
    /// at every server with seasons yet.
    pub(super) seasons_checked: Mutex<(bool, std::collections::HashSet<String>)>,
    /// The servers and UTC days whose daily puzzle this process has posted
    /// (or found posted) in `puzzle_channel` (issue 35): looked at once a day.
    pub(super) puzzle_posts: Mutex<std::collections::HashSet<(String, i64)>>,
    /// The games being reviewed (issue 35), each with its gate: a second
    /// request for a game under review waits there for the first, then reads
    /// the stored review. Held only while one game's review is made; never
    /// with a channel's lock or the store's.
    pub(super) reviewing: Mutex<HashMap<i64, Arc<Mutex<()>>>>,
    /// How many reviews this table has made (searched, not read back).
    pub(super) reviews_made: std::sync::atomic::AtomicU64,
}

/// A session that has just ended, and the message that says so.
pub(super) struct Ended {
    /// The session's final state, stored and no longer in its slot.
    pub(super) session: Session,
    /// The announcement of the end followed by what every ending adds: the secret
    /// picks with their salts (so the commitments can be checked, however the game
    /// ended) and where the stakes went; one line each, for the channel.
    pub(super) text: Msg,
}

/// Locks a mutex, recovering the data if a panicking thread poisoned it: every
/// session change is committed before it is published, so the data is consistent.
pub(super) fn lock<T: ?Sized>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A duration in the table's milliseconds.
pub(super) fn millis(d: Duration) -> Millis {
    d.as_millis().min(i64::MAX as u128) as Millis
}

/// What every change needs, a command's or a timer's: the table, the time,
/// who reads what is said (the member and the room: [`Readers`]) and the
/// settings in force on the server. Made once per request (or per session a
/// timer fires for) and passed down explicitly; nothing of it lives on the
/// thread.
pub(super) struct Scope<'a> {
    pub table: &'a Table,
    pub now: Millis,
    pub readers: Readers,
    pub settings: Arc<TableSettings>,
    /// Set when a commit was refused because another process changed the
    /// session first: the caller reads the session again and runs once more
    /// (see [`super::shared`]).
    conflicted: Cell<bool>,
    /// What the command took as true without reading it first (a shared
    /// store's held session, see [`super::shared`]): given to the first
    /// commit, which checks it, and then gone.
    assumed: Cell<Option<Assumed>>,
}

/// One command in flight: its [`Scope`], who sent it where ([`Caller`]), and
/// the channel's session it runs on (an empty slot for a command declared to
/// run without the channel's lock).
pub(super) struct Ctx<'a> {
    pub at: Scope<'a>,
    pub caller: &'a Caller,
    pub slot: &'a mut Slot,
}

impl<'a> Deref for Ctx<'a> {
    type Target = Scope<'a>;

    fn deref(&self) -> &Scope<'a> {
        &self.at
    }
}

pub(super) type Slot = Option<Session>;

/// What one change to a session carries besides its next state: its move-log
/// entries, the chips it moves, the interaction that caused it (none for timers)
/// and when. Built from `Commit::at` (or `Ctx::change`), then given to
/// `Scope::commit` or `Scope::finish`.
pub(super) struct Commit<'a> {
    log: Vec<LogEntry>,
    postings: Vec<Posting>,
    interaction: Option<&'a str>,
    now: Millis,
    /// Whether the change is activity at the game (every command's is), which
    /// keeps it from being abandoned; a timer's own notes (a reminder, the turn
    /// timer running out) are not.
    active: bool,
    posts: Vec<OutboxPost>,
    /// For [`Scope::finish`]: the outbox id and channel its announcement is
    /// posted to (a timer's ending).
    announce: Option<(i64, ChannelKey)>,
    /// A tournament the change moves on, stored in the same transaction.
    tournament: Option<TournamentRecord>,
}

impl<'a> Commit<'a> {
    /// A change at `now`, caused by `interaction`: no log entries, no chips yet.
    pub(super) fn at(now: Millis, interaction: Option<&'a str>) -> Commit<'a> {
        Commit {
            log: Vec::new(),
            postings: Vec::new(),
            interaction,
            now,
            active: true,
            posts: Vec::new(),
            announce: None,
            tournament: None,
        }
    }

    /// A timer's note on the session at `now` (a reminder sent, the turn timer
    /// announced): stored, but not activity at the game.
    pub(super) fn note(now: Millis) -> Commit<'a> {
        Commit {
            active: false,
            ..Commit::at(now, None)
        }
    }

    /// With `reply` stored in the outbox as post `id` to `channel`, in the same
    /// transaction (a post no interaction answers: a timer's).
    pub(super) fn post(mut self, id: i64, channel: &ChannelKey, reply: &Reply) -> Commit<'a> {
        self.posts.push(super::post::stored(id, channel, reply));
        self
    }

    /// For [`Scope::finish`]: its announcement goes to the outbox as post `id`
    /// to `channel`.
    pub(super) fn announce(self, id: i64, channel: ChannelKey) -> Commit<'a> {
        Commit {
            announce: Some((id, channel)),
            ..self
        }
    }

    /// With these move-log entries.
    pub(super) fn log(self, log: Vec<LogEntry>) -> Commit<'a> {
        Commit { log, ..self }
    }

    /// With these chip movements.
    pub(super) fn postings(self, postings: Vec<Posting>) -> Commit<'a> {
        Commit { postings, ..self }
    }

    /// With this tournament's next state (and its posts, each given an id by
    /// `new_post`), stored in the same transaction.
    pub(super) fn tournament(
        mut self,
        record: TournamentRecord,
        posts: Vec<(ChannelKey, Reply)>,
        mut new_post: impl FnMut() -> i64,
    ) -> Commit<'a> {
        for (channel, reply) in posts {
            self = self.post(new_post(), &channel, &reply);
        }
        self.tournament = Some(record);
        self
    }
}

impl<'a> Scope<'a> {
    /// The scope of a request or timer at `now` on `table`.
    pub(super) fn new(table: &'a Table, now: Millis, readers: Readers, settings: Arc<TableSettings>) -> Scope<'a> {
        Scope {
            table,
            now,
            readers,
            settings,
            conflicted: Cell::new(false),
            assumed: Cell::new(None),
        }
    }

    /// The web companion's address for the pages of `server` (issue 34): only
    /// in a server whose `web` setting is on, when this process serves pages
    /// (`web_url`). Direct games (no server) have no pages.
    pub(super) fn web_url(&self, server: Option<&str>) -> Option<&str> {
        server.filter(|s| !s.is_empty())?;
        self.settings.web.then_some(())?;
        self.settings.web_url.as_deref().filter(|u| !u.is_empty())
    }

    /// `msg` in the room's language: what the channel reads.
    pub(super) fn room(&self, msg: impl Into<Msg>) -> String {
        tr(self.readers.room, &msg.into())
    }

    /// `msg` in the member's language: what only they read.
    pub(super) fn member(&self, msg: impl Into<Msg>) -> String {
        tr(self.readers.member, &msg.into())
    }

    /// An accepted command's message to the whole channel, in the room's language.
    pub(super) fn say(&self, msg: impl Into<Msg>) -> Reply {
        Reply::to(Audience::Channel, self.room(msg))
    }

    /// An accepted command's message for the member only, in their language.
    pub(super) fn tell(&self, msg: impl Into<Msg>) -> Reply {
        Reply::to(Audience::Ephemeral, self.member(msg))
    }

    /// A refusal: one ephemeral line in the member's language, nothing changed.
    pub(super) fn refuse(&self, msg: impl Into<Msg>) -> Reply {
        Reply::refusal(self.member(msg))
    }

    /// A refusal's line as the member reads it.
    pub(super) fn refused(&self, refusal: &Refusal) -> Reply {
        Reply::refusal(refusal.line(self.readers.member))
    }

    /// Whether a commit met a change another process made first (and clears it).
    pub(super) fn take_conflict(&self) -> bool {
        self.conflicted.replace(false)
    }

    /// Runs what follows taking `assumed` as true: the first commit checks it.
    pub(super) fn assume(&self, assumed: Option<Assumed>) {
        self.assumed.set(assumed);
    }

    /// Whether what was assumed is still unchecked: nothing was committed.
    pub(super) fn unchecked(&self) -> bool {
        let assumed = self.assumed.take();
        let unchecked = assumed.is_some();
        self.assumed.set(assumed);
        unchecked
    }

    /// The timers a game keeps: those it started with, or (a session from
    /// before settings) its server's now.
    pub(super) fn game_timers(&self, record: &SessionRecord) -> GameTimers {
        record.timers.unwrap_or_else(|| self.new_game_timers())
    }

    /// The timers a game starting now keeps: its server's.
    pub(super) fn new_game_timers(&self) -> GameTimers {
        GameTimers {
            turn: millis(self.settings.turn_timer),
            abandon: millis(self.settings.abandon_after),
        }
    }

    /// Writes a session's next state, with what `change` carries (log entries,
    /// chips), in one transaction: the game is serialised into the record, and
    /// the record stamped with the change's time when it is activity.
    pub(super) fn commit(&self, next: &mut Session, change: Commit<'_>) -> Result<(), Refusal> {
        self.write(next, None, change)
    }

    /// Writes a session's next state, its result when it ended, and the chips it
    /// moves in one transaction. Postings without a key get one from the
    /// interaction (or a fresh one).
    fn write(&self, next: &mut Session, result: Option<GameResult>, change: Commit<'_>) -> Result<(), Refusal> {
        let Commit {
            log,
            mut postings,
            interaction,
            now,
            active,
            posts,
            announce: _,
            tournament,
        } = change;
        next.record.state = next.game.as_ref().map(SavedState::of);
        if active {
            next.record.updated_at = now;
        }
        if !postings.is_empty() {
            key_postings(
                &mut postings,
                interaction,
                &format!("s{}:{}", next.record.id, next.record.ply),
            );
        }
        let names = match &next.record.server {
            Some(guild) if !postings.is_empty() => next
                .record
                .seats
                .iter()
                .map(|p| (guild.clone(), p.id, p.name.as_str().to_string()))
                .collect(),
            _ => Vec::new(),
        };
        let table = self.table;
        // The badges a game's or a tournament's end earns (issue 32), found
        // before the store is held for the commit (a post's id may need it).
        let found = match (&result, &tournament) {
            (None, None) => Vec::new(),
            _ => badges::candidates(
                &mut **lock(&table.store),
                result.as_ref().map(|r| (&next.record, r)),
                tournament.as_ref(),
                now,
            ),
        };
        let badges = badges::announce(found, self.readers.room, || table.new_post_id());
        let assumed = self.assumed.take();
        let mut change = Change {
            session: Some(&next.record),
            log,
            result,
            interaction,
            at: now,
            postings,
            names,
            limits: Vec::new(),
            posts,
            tournament: tournament.as_ref(),
            badges,
            assumed: assumed.as_ref(),
        };
        // What the session may pay each account after the change, and the room
        // the ledger must find for it (the store held until the amounts are kept).
        let owes = owed::owed_by(next);
        let mut store = lock(&table.store);
        let mut owed = lock(&table.owed);
        change.limits = owed::limits(&owed, Some((next.record.id, &owes)), &change.postings);
        let committed = store.commit(&change);
        if committed.is_err() {
            // Nothing written: still to be checked.
            self.assumed.set(assumed);
        }
        committed.map_err(|e| {
            if matches!(e, StoreError::Conflict) {
                self.conflicted.set(true);
            }
            let refusal = store_refusal(e, self.readers.member);
            if refusal.is_store_failure() {
                tracing::error!(session = next.record.id, "cannot store a change: {refusal:?}");
            }
            refusal
        })?;
        if owed.changes(next.record.id, &owes) {
            owed.set(next.record.id, owes);
        }
        Ok(())
    }

    /// Ends a session: marks `next` (the session's final state) finished, stores it
    /// with its result and what `change` carries (the last log entries, the last
    /// command's own chip movements), adds the escrow's settlement (stakes to the
    /// winner, bets returned), and empties the slot. The answer holds the message
    /// announcing the end: `announcement` and then what every ending adds (see
    /// [`Ended`]). Every way a session ends comes through here, so every ending
    /// says the same closing lines.
    pub(super) fn finish(
        &self,
        slot: &mut Slot,
        mut next: Session,
        result: GameResult,
        announcement: impl IntoIterator<Item = impl Into<Msg>>,
        mut change: Commit<'_>,
    ) -> Result<Ended, Refusal> {
        let played = !next.is_challenge();
        next.record.status = Status::Finished;
        change.active = true;
        change.postings.extend(escrow::closing_postings(&next, &result));
        let mut lines: Vec<Msg> = announcement.into_iter().map(Into::into).collect();
        lines.extend(next.reveal_line());
        lines.extend(escrow::closing_line(&next, &result));
        // The game's page (issue 34), for a game that was played: a challenge
        // that never started has none to show.
        if let Some((url, server)) = self
            .web_url(next.record.server.as_deref())
            .zip(next.record.server.as_deref())
        {
            if played {
                lines.push(super::text::game_line(url, server, next.record.id));
            }
        }
        let text = Msg::lines(lines);
        if let Some((id, channel)) = change.announce.clone() {
            change = change.post(id, &channel, &self.say(text.clone()));
        }
        // A tournament game's result moves its tournament on in the same
        // transaction, under the tournament lock.
        let _tournaments = next.record.tournament.map(|_| lock(&self.table.tournaments));
        if let Some(at) = bracket::board_of(&next.record).filter(|_| change.tournament.is_none()) {
            let stored = lock(&self.table.store).tournament(at.tournament);
            match stored {
                Ok(Some(mut t)) => {
                    let web = self.web_url(Some(&t.server));
                    let posts = bracket::record_result(
                        &mut t,
                        at,
                        bracket::result_of(&result),
                        self.readers.room,
                        web,
                        self.now,
                    );
                    change = change.tournament(t, posts, || self.table.new_post_id());
                }
                Ok(None) => tracing::error!(tournament = at.tournament, "a tournament game's tournament is gone"),
                Err(e) => {
                    let refusal = store_refusal(e, self.readers.member);
                    tracing::error!(tournament = at.tournament, "cannot read a tournament: {refusal:?}");
                    return Err(refusal);
                }
            }
        }
        // Rank roles (issue 32): the members of a rated game have their rank
        // roles brought up to date, the jobs stored with the result.
        if self.settings.rank_roles.is_on() {
            let jobs = super::roles::after_game(&self.settings.rank_roles, &next.record, &result);
            if jobs
                .first()
                .is_some_and(|job| !self.table.rank_roles_stopped(&job.server))
            {
                for job in jobs {
                    let channel = super::roles::job_channel(&job);
                    change = change.post(self.table.new_post_id(), &channel, &super::roles::job_reply(job));
                }
            }
        }
        self.write(&mut next, Some(result), change)?;
        *slot = None;
        Ok(Ended { session: next, text })
    }
}

impl<'a> Ctx<'a> {
    /// A change made by this request, at its time.
    pub(super) fn change(&self) -> Commit<'a> {
        Commit::at(self.at.now, self.caller.interaction.as_deref())
    }

    /// The member who sent the command, as a seat holds them.
    pub(super) fn actor(&self) -> Player {
        Player::member(self.caller.actor.id, self.caller.actor.name.clone())
    }

    /// The Discord interaction the command came with, if any.
    pub(super) fn interaction(&self) -> Option<&'a str> {
        self.caller.interaction.as_deref()
    }

    /// Ends the channel's session (see [`Scope::finish`]).
    pub(super) fn finish(
        &mut self,
        next: Session,
        result: GameResult,
        announcement: impl IntoIterator<Item = impl Into<Msg>>,
        change: Commit<'_>,
    ) -> Result<Ended, Refusal> {
        self.at.finish(self.slot, next, result, announcement, change)
    }

    /// Makes `next` the channel's session.
    pub(super) fn keep(&mut self, next: Session) {
        *self.slot = Some(next);
    }

    /// The live game and the actor's seat in it, or the refusal that says why not.
    pub(super) fn seated(&self) -> Result<(&Session, Seat), Refusal> {
        let Some(session) = self.slot.as_ref() else {
            return Err(Refusal::says(msg!("table-no-game")));
        };
        if session.is_challenge() {
            return Err(Refusal::says(msg!("table-not-started")));
        }
        match session.seat_of(self.caller.actor.id) {
            Some(seat) => Ok((session, seat)),
            None => Err(Refusal::says(msg!(
                "table-not-your-game",
                players = session.players_text()
            ))),
        }
    }

    /// The game of turns in play, the actor's seat in it and the game, or the
    /// refusal that says why not: a Crown and Anchor table has no moves or turns
    /// (whoever asks), and otherwise as [`Ctx::seated`].
    pub(super) fn playing(&self) -> Result<(&Session, Seat, &dyn DynGame), Refusal> {
        let no_turns = || Refusal::says(text::TABLE_HAS_NO_TURNS);
        if self.slot.as_ref().is_some_and(|s| s.table().is_some()) {
            return Err(no_turns());
        }
        let (session, seat) = self.seated()?;
        let game = session.turns().ok_or_else(no_turns)?;
        Ok((session, seat, game))
    }
}

impl Table {
    /// Opens the table on a store, resuming every unfinished session.
    pub fn open(mut store: Box<dyn Store>, settings: TableSettings, seeds: Seeds) -> anyhow::Result<Table> {
        let mut channels = HashMap::new();
        let mut owed = owed::Owed::default();
        for record in store.open_sessions()? {
            let channel = ChannelKey(record.channel.clone());
            let id = record.id;
            match Session::restore(record) {
                Ok(session) => {
                    owed.set(id, owed::owed_by(&session));
                    channels.insert(channel, Arc::new(Mutex::new(Some(session))));
                }
                Err(e) => tracing::error!(
                    session = id,
                    channel = %channel.0,
                    "cannot resume session {id} in channel {}: {e}",
                    channel.0
                ),
            }
        }
        // The built-in puzzles, each stored once (issue 35).
        match crate::store::load_built_in_puzzles(&mut *store) {
            Ok(0) => {}
            Ok(added) => tracing::info!(added, "stored the built-in puzzles"),
            Err(e) => tracing::error!("cannot store the built-in puzzles: {e:#}"),
        }
        let shared = store.shared();
        let next_id = store.max_session_id()? + 1;
        let next_post = store.max_outbox_id()? + 1;
        let next_tournament = store.max_tournament_id()? + 1;
        tracing::info!(sessions = channels.len(), "table open");
        Ok(Table {
            store: Mutex::new(store),
            channels: Mutex::new(channels),
            settings,
            seeds,
            next_id: AtomicI64::new(next_id),
            next_post: AtomicI64::new(next_post),
            owed: Mutex::new(owed),
            parlor_id: AtomicU64::new(0),
            shared,
            partition: Mutex::new(None),
            server_settings: Mutex::new(HashMap::new()),
            stamped_settings: Mutex::new(HashMap::new()),
            next_tournament: AtomicI64::new(next_tournament),
            tournaments: Mutex::new(()),
            seasons_checked: Mutex::new((false, Default::default())),
            puzzle_posts: Mutex::new(Default::default()),
            reviewing: Mutex::new(HashMap::new()),
            reviews_made: std::sync::atomic::AtomicU64::new(0),
        })
    }

    /// Tells the table the bot's own member id: a `/play` whose opponent is that
    /// bot seats Parlor, the computer opponent. Discord passes the current user's
    /// id when the gateway is ready, local mode the id of `@parlor`.
    pub fn know_parlor(&self, id: u64) {
        self.parlor_id.store(id, Ordering::SeqCst);
    }

    /// The bot's own member id, 0 while unknown.
    pub(super) fn parlor_id(&self) -> u64 {
        self.parlor_id.load(Ordering::SeqCst)
    }

    /// Whether `member` is Parlor itself (the bot the table runs as).
    pub(super) fn is_parlor(&self, member: &MemberRef) -> bool {
        let id = self.parlor_id();
        member.is_bot && id != 0 && member.id == id
    }

    /// The latest time any stored session was touched (local mode starts its clock
    /// there so stored timers keep their meaning).
    pub fn latest_time(&self) -> Option<Millis> {
        lock(&self.store).latest_time().ok().flatten()
    }

    /// How many sessions are live (challenges and games).
    pub fn live_sessions(&self) -> usize {
        let slots: Vec<ChannelSlot> = lock(&self.channels).values().cloned().collect();
        slots.iter().filter(|s| lock(s).is_some()).count()
    }

    pub(super) fn slot(&self, channel: &ChannelKey) -> ChannelSlot {
        let mut channels = lock(&self.channels);
        match channels.get(channel) {
            Some(slot) => slot.clone(),
            None => channels.entry(channel.clone()).or_default().clone(),
        }
    }

    /// Whether rank roles are stopped on `server` by a failure (issue 32):
    /// no more jobs are stored for it until `rank_roles` is set again. A store
    /// that can't be read counts as stopped (a job not stored is made again
    /// by the member's next game).
    pub(super) fn rank_roles_stopped(&self, server: &str) -> bool {
        match lock(&self.store).rank_roles_stopped(server) {
            Ok(problem) => problem.is_some(),
            Err(e) => {
                tracing::error!(server, "cannot read whether rank roles stopped: {e:#}");
                true
            }
        }
    }

    /// A new outbox post's id.
    pub(super) fn new_post_id(&self) -> i64 {
        self.new_id(IdKind::Post)
    }

    /// A new session's id.
    pub(super) fn new_session_id(&self) -> i64 {
        self.new_id(IdKind::Session)
    }

    pub(super) fn seed_for(&self, id: i64) -> u64 {
        match self.seeds {
            Seeds::Fixed(base) => {
                parlor_games::SeededRng::new(base ^ (id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64()
            }
            Seeds::Random => getrandom::u64().unwrap_or_else(|_| {
                // No OS randomness: fall back to the clock, still unpredictable enough
                // for board games.
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.as_nanos() as u64)
                    .unwrap_or(id as u64)
            }),
        }
    }
}

/// Which servers' timers one process fires when several share the work: the
/// servers of its gateway shards, `(server id >> 22) % total` in `first..=last`
/// (Discord's own rule for which shard a server's events arrive on). Sessions
/// with no server (local mode) go with shard 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Partition {
    /// The first shard this process runs.
    pub first: u32,
    /// The last shard this process runs, included.
    pub last: u32,
    /// How many shards there are across every process.
    pub total: u32,
}

impl Partition {
    /// Whether the timers of a session on `server` are this process's to fire.
    pub fn owns(&self, server: Option<&str>) -> bool {
        let shard = match server.and_then(|s| s.parse::<u64>().ok()) {
            Some(id) => ((id >> 22) % u64::from(self.total.max(1))) as u32,
            None => 0,
        };
        (self.first..=self.last).contains(&shard)
    }
}
