//! Tournaments (issue 31, `shared/rules/tournaments.md`): `/tournament create`
//! in a channel, sign-ups by button or `/tournament join`, `/tournament start`,
//! every game in a thread of its own, the next round paired as soon as the last
//! game of a round ends (`bracket.rs`), withdrawals, adjudication, standings,
//! pairings and the TRF-16 export.
//!
//! A tournament is a [`TournamentRecord`] in the store, read afresh under the
//! table's tournament lock for every change and written in the transaction of
//! the change that moves it (a command's, or a game's end). Its games are
//! ordinary sessions that know their board ([`BoardRef`]): each is started by
//! [`Table::start_board`] once the front end has opened its thread.

use super::api::{Attachment, Audience, Button, ButtonStyle, Caller, ChannelKey, Lazy, Msg, Refusal, Reply};
use super::badges;
use super::base::{lock, millis, Commit, Ctx, Scope, Table};
use super::bracket;
use super::commands::{Command, Request};
use super::language;
use super::session::Session;
use super::settings::{shorten, turn_time};
use super::text;
use super::wallets::store_refusal;
use crate::clock::Millis;
use crate::i18n::tr;
use crate::store::{
    BoardGame, BoardRef, Change, GameResult, GameTimers, IdKind, Player, SessionRecord, TournamentRecord,
    TournamentStatus,
};
use parlor_games::tournament::view::TournamentView;
use parlor_games::tournament::{trf, Entrant, Format, GameResult as Played, Tournament, TournamentError};
use parlor_games::{msg, AnyGame, GameKind, Seat, SeededRng};

/// The longest tournament name.
const NAME: usize = 60;
/// The most players a tournament takes.
const MOST_PLAYERS: u32 = 1_000;
/// The most tournaments `/tournament list` shows.
const LISTED: u32 = 10;

/// Which member a result favours, as `/tournament adjudicate` types it.
fn adjudged(result: &str) -> Option<Played> {
    match result.trim().to_ascii_lowercase().as_str() {
        "first" => Some(Played::First),
        "second" => Some(Played::Second),
        "draw" => Some(Played::Draw),
        _ => None,
    }
}

/// `yes`/`no` as typed.
fn yes(value: &str) -> Option<bool> {
    match value.trim().to_ascii_lowercase().as_str() {
        "yes" | "on" | "true" => Some(true),
        "no" | "off" | "false" => Some(false),
        _ => None,
    }
}

/// A whole number as typed, within `range`.
fn number(typed: &str, range: std::ops::RangeInclusive<u32>) -> Option<u32> {
    typed.trim().parse::<u32>().ok().filter(|n| range.contains(n))
}

impl Ctx<'_> {
    /// The channel a tournament command speaks of: a thread's parent, or the channel.
    fn tournament_home(&self) -> ChannelKey {
        self.caller
            .parent
            .clone()
            .unwrap_or_else(|| self.caller.channel.clone())
    }

    /// The tournament a command names (`id:`) or, without one, the latest
    /// made in this channel (or the thread's parent); refused when there is none
    /// or it is another server's.
    fn find_tournament(&self, id: Option<&str>) -> Result<TournamentRecord, Refusal> {
        let server = self.caller.server.clone().unwrap_or_default();
        let mut store = lock(&self.table.store);
        let found = match id {
            Some(typed) => {
                let id = typed
                    .trim()
                    .trim_start_matches('#')
                    .parse::<i64>()
                    .map_err(|_| Refusal::says(msg!("tournament-bad-id", id = shorten(typed))))?;
                store.tournament(id).map(|t| t.filter(|t| t.server == server))
            }
            None => {
                let home = self.tournament_home();
                match store.channel_tournament(&home.0) {
                    Ok(Some(t)) => Ok(Some(t)),
                    Ok(None) => store
                        .tournaments(&server, false, 50)
                        .map(|all| all.into_iter().find(|t| t.channel == home.0)),
                    Err(e) => Err(e),
                }
            }
        };
        match found {
            Ok(Some(t)) => Ok(t),
            Ok(None) => Err(Refusal::says(match id {
                Some(typed) => msg!("tournament-no-such", id = shorten(typed)),
                None => msg!("tournament-none-here"),
            })),
            Err(e) => Err(store_refusal(e, self.readers.member)),
        }
    }

    /// The channel's tournament still open or running (for the commands that
    /// change one), read under the tournament lock the caller holds.
    fn live_tournament(&self) -> Result<TournamentRecord, Refusal> {
        let home = self.tournament_home();
        match lock(&self.table.store).channel_tournament(&home.0) {
            Ok(Some(t)) => Ok(t),
            Ok(None) => Err(Refusal::says(msg!("tournament-none-here"))),
            Err(e) => Err(store_refusal(e, self.readers.member)),
        }
    }

    /// Refuses anyone but the organiser: the member who created it, or a
    /// member with Manage Server.
    fn organiser(&self, t: &TournamentRecord) -> Result<(), Refusal> {
        if self.caller.actor.id == t.organiser.id || self.caller.actor.manage_server {
            return Ok(());
        }
        Err(Refusal::says(msg!(
            "tournament-organiser-only",
            organiser = t.organiser.name.to_string()
        )))
    }

    /// Refuses an interaction already applied (the same press twice acts once).
    fn not_seen(&self) -> Result<(), Refusal> {
        let Some(id) = self.interaction() else {
            return Ok(());
        };
        match lock(&self.table.store).interaction_seen(id) {
            Ok(false) => Ok(()),
            Ok(true) => Err(Refusal::says(msg!("table-already-done"))),
            Err(e) => Err(store_refusal(e, self.readers.member)),
        }
    }

    /// `/tournament create`: a tournament open for sign-ups in this channel.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn tournament_create(
        &mut self,
        game: String,
        format: String,
        rounds: Option<String>,
        turn_time_typed: Option<String>,
        options: Option<String>,
        name: Option<String>,
        max_players: Option<String>,
        double: Option<String>,
        rated: Option<String>,
    ) -> Result<Vec<Reply>, Refusal> {
        if self.caller.parent.is_some() {
            return Err(Refusal::says(msg!("tournament-not-in-thread")));
        }
        let kind = GameKind::from_name(&game).ok_or_else(|| Refusal::says(text::unknown_game(&game)))?;
        if kind.is_table() || !kind.seats().contains(&2) || !GameKind::offered().any(|k| k == kind) {
            return Err(Refusal::says(msg!(
                "tournament-not-a-tournament-game",
                game = kind.title_msg()
            )));
        }
        self.play_settings(kind.name())?;
        let format = Format::parse(&format)
            .ok_or_else(|| Refusal::says(msg!("tournament-bad-format", format = shorten(&format))))?;
        let double = match double.as_deref().map(yes) {
            None => false,
            Some(Some(d)) => d,
            Some(None) => return Err(Refusal::says(msg!("tournament-bad-yes-no", option = "double"))),
        };
        if double && format != Format::RoundRobin {
            return Err(Refusal::says(msg!("tournament-double-round-robin")));
        }
        let rounds = match rounds {
            None => None,
            Some(_) if format != Format::Swiss => {
                return Err(Refusal::says(msg!("tournament-rounds-swiss-only")));
            }
            Some(typed) => Some(
                number(&typed, 1..=MOST_PLAYERS - 1)
                    .ok_or_else(|| Refusal::says(msg!("tournament-bad-rounds", rounds = shorten(&typed))))?,
            ),
        };
        let turn = match turn_time_typed {
            None => millis(self.settings.turn_timer),
            Some(typed) => millis(turn_time(&typed).map_err(Refusal::says)?),
        };
        let options = options.unwrap_or_default().trim().to_string();
        let game = AnyGame::new(kind, &options, 2, &mut SeededRng::new(0))?;
        if game.turns().and_then(|g| g.stakes()?.stake()).is_some_and(|s| s > 0) {
            return Err(Refusal::says(msg!("tournament-no-stakes")));
        }
        let max_players = match max_players {
            None => None,
            Some(typed) => Some(
                number(&typed, format.min_players() as u32..=MOST_PLAYERS).ok_or_else(|| {
                    Refusal::says(msg!(
                        "tournament-bad-max-players",
                        least = format.min_players(),
                        most = MOST_PLAYERS
                    ))
                })?,
            ),
        };
        let rated = match rated.as_deref().map(yes) {
            None => self.settings.rated,
            Some(Some(r)) => r,
            Some(None) => return Err(Refusal::says(msg!("tournament-bad-yes-no", option = "rated"))),
        };
        let name: String = match name.map(|n| n.trim().to_string()).filter(|n| !n.is_empty()) {
            Some(n) => n.chars().filter(|c| !c.is_control()).take(NAME).collect(),
            None => tr(
                self.readers.room,
                &msg!("tournament-default-name", game = kind.title_msg()),
            ),
        };
        self.not_seen()?;
        let _tournaments = lock(&self.table.tournaments);
        let home = self.tournament_home();
        match lock(&self.table.store).channel_tournament(&home.0) {
            Ok(Some(t)) => {
                return Err(Refusal::says(msg!(
                    "tournament-one-per-channel",
                    name = t.name.as_str()
                )));
            }
            Ok(None) => {}
            Err(e) => return Err(store_refusal(e, self.readers.member)),
        }
        let mut t = TournamentRecord {
            id: self.table.new_id(IdKind::Tournament),
            server: self.caller.server.clone().unwrap_or_default(),
            channel: home.0.clone(),
            status: TournamentStatus::Open,
            name,
            game: kind.name().to_string(),
            options,
            format,
            double,
            rounds,
            turn_time: turn,
            rated,
            max_players,
            organiser: self.actor(),
            members: Vec::new(),
            pairings: None,
            boards: Default::default(),
            forfeits: Default::default(),
            created_at: self.now,
            updated_at: self.now,
            room_locale: self.caller.server_locale.map(|l| l.code().to_string()),
            version: 0,
        };
        self.store_tournament(&mut t, Vec::new())?;
        let rounds_msg = match (format, rounds) {
            (Format::Swiss, Some(n)) => msg!("tournament-rounds-fixed", rounds = n),
            (Format::Swiss, None) => msg!("tournament-rounds-by-field"),
            _ => Msg::raw(""),
        };
        let text = msg!(
            "tournament-created",
            organiser = self.caller.actor.name.to_string(),
            name = t.name.as_str(),
            id = t.id,
            game = kind.title_msg(),
            format = format_msg(format, double),
            rounds = rounds_msg,
            turn = super::session::human_duration(turn),
            rated = if rated {
                msg!("tournament-rated")
            } else {
                msg!("tournament-unrated")
            }
        );
        let mut said = vec![text];
        said.extend(
            self.web_url(Some(&t.server))
                .map(|url| super::text::tournament_line(url, &t.server, t.id)),
        );
        let reply = self.say(Msg::lines(said)).with_buttons(self.sign_up_buttons(&t));
        Ok(vec![reply])
    }

    /// The Join and Leave buttons of an open tournament.
    fn sign_up_buttons(&self, t: &TournamentRecord) -> Vec<Button> {
        vec![
            Button {
                label: self.room(msg!("tournament-button-join")),
                custom_id: format!("t{}:join", t.id),
                style: ButtonStyle::Success,
            },
            Button {
                label: self.room(msg!("tournament-button-leave")),
                custom_id: format!("t{}:leave", t.id),
                style: ButtonStyle::Secondary,
            },
        ]
    }

    /// Stores a tournament the command changed, with its posts, in one
    /// transaction (the interaction recorded with it).
    fn store_tournament(&self, t: &mut TournamentRecord, posts: Vec<(ChannelKey, Reply)>) -> Result<(), Refusal> {
        t.updated_at = self.now;
        if let Some(locale) = self.caller.server_locale {
            t.room_locale = Some(locale.code().to_string());
        }
        let posts = posts
            .into_iter()
            .map(|(channel, reply)| super::post::stored(self.table.new_post_id(), &channel, &reply))
            .collect();
        // A tournament ended by a withdrawal earns its badges here (issue 32).
        let found = badges::candidates(&mut **lock(&self.table.store), None, Some(t), self.now);
        let badges = badges::announce(found, self.readers.room, || self.table.new_post_id());
        let change = Change {
            at: self.now,
            interaction: self.interaction(),
            posts,
            tournament: Some(t),
            badges,
            ..Change::default()
        };
        lock(&self.table.store).commit(&change).map_err(|e| {
            let refusal = store_refusal(e, self.readers.member);
            tracing::error!(tournament = t.id, "cannot store a tournament: {refusal:?}");
            refusal
        })?;
        t.version += 1;
        Ok(())
    }

    /// A button of a tournament's announcement (`t<id>:join`, `t<id>:leave`).
    /// The announcement keeps its buttons: every member signs up by them
    /// until the start.
    pub(super) fn tournament_button(&mut self, id: i64, action: &str) -> Result<Vec<Reply>, Refusal> {
        let current = self.find_tournament(Some(&id.to_string()))?;
        if current.channel != self.tournament_home().0 {
            return Err(Refusal::says(msg!("table-button-stale")));
        }
        let replies = match action {
            "join" => self.tournament_join(),
            "leave" => self.tournament_leave(),
            _ => Err(Refusal::says(msg!("table-button-stale"))),
        }?;
        Ok(replies.into_iter().map(Reply::keeping_controls).collect())
    }

    /// `/tournament join` (or the Join button).
    pub(super) fn tournament_join(&mut self) -> Result<Vec<Reply>, Refusal> {
        self.not_seen()?;
        let _tournaments = lock(&self.table.tournaments);
        let mut t = self.live_tournament()?;
        let me = self.caller.actor.id;
        if t.status != TournamentStatus::Open {
            return Err(Refusal::says(msg!(
                "tournament-already-started",
                name = t.name.as_str()
            )));
        }
        if t.start_of(me).is_some() {
            return Err(Refusal::says(msg!("tournament-already-in", name = t.name.as_str())));
        }
        if let Some(most) = t.max_players.filter(|&m| t.members.len() as u32 >= m) {
            return Err(Refusal::says(msg!(
                "tournament-full",
                name = t.name.as_str(),
                most = most
            )));
        }
        if t.members.len() as u32 >= MOST_PLAYERS {
            return Err(Refusal::says(msg!(
                "tournament-full",
                name = t.name.as_str(),
                most = MOST_PLAYERS
            )));
        }
        t.members.push(self.actor());
        self.store_tournament(&mut t, Vec::new())?;
        Ok(vec![self.say(msg!(
            "tournament-joined",
            player = self.caller.actor.name.to_string(),
            name = t.name.as_str(),
            count = t.members.len()
        ))])
    }

    /// `/tournament leave` (or the Leave button): off the list while it is
    /// open; withdrawn once it runs (their game in play resigned).
    pub(super) fn tournament_leave(&mut self) -> Result<Vec<Reply>, Refusal> {
        self.not_seen()?;
        let me = self.caller.actor.id;
        let name = self.caller.actor.name.to_string();
        self.withdraw_member(me, msg!("tournament-left", player = name))
    }

    /// `/tournament kick member:@m` (organiser).
    pub(super) fn tournament_kick(&mut self, member: super::api::MemberRef) -> Result<Vec<Reply>, Refusal> {
        self.not_seen()?;
        let t = self.live_tournament()?;
        self.organiser(&t)?;
        let line = msg!(
            "tournament-kicked",
            player = member.name.to_string(),
            organiser = self.caller.actor.name.to_string()
        );
        self.withdraw_member(member.id, line)
    }

    /// Takes `member` out of the channel's tournament: off the list while it is
    /// open; withdrawn once it runs (rulings "Scoring": not paired again, games
    /// played stand), their game in play resigned, a board not yet started
    /// lost by forfeit.
    fn withdraw_member(&mut self, member: u64, line: Msg) -> Result<Vec<Reply>, Refusal> {
        let (t, running_game) = {
            let _tournaments = lock(&self.table.tournaments);
            let mut t = self.live_tournament()?;
            let Some(start) = t.start_of(member) else {
                return Err(Refusal::says(msg!("tournament-not-in", name = t.name.as_str())));
            };
            if t.status == TournamentStatus::Open {
                t.members.retain(|p| p.id != member);
                self.store_tournament(&mut t, Vec::new())?;
                let reply = self.say(Msg::lines([line, msg!("tournament-count", count = t.members.len())]));
                return Ok(vec![reply]);
            }
            let room = self.readers.room;
            let web = self.web_url(Some(&t.server)).map(str::to_owned);
            let web = web.as_deref();
            let pairings = t
                .pairings
                .as_mut()
                .ok_or_else(|| Refusal::says(msg!("tournament-none-here")))?;
            if !pairings.active(start) {
                return Err(Refusal::says(msg!("tournament-not-in", name = t.name.as_str())));
            }
            pairings.withdraw(start);
            // Their board of the round now played, if still undecided.
            let round = pairings.round();
            let board = pairings.played.last().and_then(|r| {
                r.pairings
                    .iter()
                    .enumerate()
                    .rev()
                    .find(|(_, p)| p.has(start) && !p.is_decided())
                    .map(|(b, p)| (b, p.first == start))
            });
            let mut posts = Vec::new();
            let mut running_game = None;
            if let Some((board, first)) = board {
                match t.board(round, board) {
                    Some(game) => running_game = Some(game.clone()),
                    None => {
                        let result = if first {
                            Played::ForfeitSecond
                        } else {
                            Played::ForfeitFirst
                        };
                        let at = BoardRef {
                            tournament: t.id,
                            round,
                            board,
                        };
                        posts = bracket::record_result(&mut t, at, result, room, web, self.now);
                    }
                }
            }
            if running_game.is_none() {
                posts.extend(bracket::advance(&mut t, room, web, self.now));
            }
            self.store_tournament(&mut t, posts)?;
            (t, running_game)
        };
        let mut replies = vec![self.say(line)];
        if let Some(game) = running_game {
            replies.extend(self.resign_for(&t, member, &game));
        }
        Ok(replies)
    }

    /// Resigns `member`'s game in play (a withdrawal): the same `/resign` they
    /// would type in its thread, whose end moves the tournament on.
    fn resign_for(&self, t: &TournamentRecord, member: u64, game: &BoardGame) -> Vec<Reply> {
        let Some(player) = t.members.iter().find(|p| p.id == member) else {
            return Vec::new();
        };
        let thread = ChannelKey(game.thread.clone());
        let request = Request {
            caller: in_thread(t, &thread, player, self.caller.locale, self.caller.server_locale),
            command: Command::Resign,
        };
        let mut replies = self.table.handle(request, self.now);
        for reply in &mut replies {
            if reply.to == Audience::Channel {
                reply.to = Audience::Post(thread.clone());
            }
        }
        replies.retain(|r| r.ok);
        replies
    }

    /// `/tournament start` (organiser): seeds the players by rating and pairs
    /// round 1; each game opens in a thread of its own.
    pub(super) fn tournament_start(&mut self) -> Result<Vec<Reply>, Refusal> {
        self.not_seen()?;
        let _tournaments = lock(&self.table.tournaments);
        let mut t = self.live_tournament()?;
        self.organiser(&t)?;
        if t.status != TournamentStatus::Open {
            return Err(Refusal::says(msg!(
                "tournament-already-started",
                name = t.name.as_str()
            )));
        }
        // Seeds: the rating in the game (unrated at the default), the higher
        // first; equal ratings in the order they joined (rulings "Formats").
        let mut seeded: Vec<(i32, usize, Player)> = Vec::new();
        {
            let mut store = lock(&self.table.store);
            for (order, p) in t.members.iter().enumerate() {
                let rating = match store.rating(&t.server, &t.game, &p.id.to_string()) {
                    Ok(Some(rated)) => rated.rating,
                    Ok(None) => crate::ratings::Rating::initial(&t.game),
                    Err(e) => return Err(store_refusal(e, self.readers.member)),
                };
                let shown = rating.shown(&t.game).0.round() as i32;
                seeded.push((shown, order, p.clone()));
            }
        }
        seeded.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let entrants = seeded
            .iter()
            .map(|(rating, _, p)| Entrant {
                name: p.name.as_str().to_string(),
                rating: *rating,
                withdrawn: None,
            })
            .collect();
        let mut pairings = Tournament::new(t.format, t.double, t.rounds, entrants).map_err(|e| {
            Refusal::says(match e {
                TournamentError::TooFewPlayers { needed, have, .. } => msg!(
                    "tournament-too-few",
                    name = t.name.as_str(),
                    least = needed,
                    joined = have
                ),
                TournamentError::RoundsOutOfRange {
                    most, asked, players, ..
                } => msg!(
                    "tournament-rounds-range",
                    rounds = asked,
                    players = players,
                    most = most
                ),
                other => Msg::raw(other.to_string()),
            })
        })?;
        pairings
            .pair_next()
            .map_err(|e| Refusal::says(Msg::raw(e.to_string())))?;
        t.members = seeded.into_iter().map(|(_, _, p)| p).collect();
        t.pairings = Some(pairings);
        t.status = TournamentStatus::Running;
        let room = self.readers.room;
        let web = self.web_url(Some(&t.server)).map(str::to_owned);
        let web = web.as_deref();
        let mut posts = bracket::round_posts(&t, 1, room, web);
        // The round's announcement is this command's answer; the threads' requests
        // go to the outbox.
        let announcement = (!posts.is_empty()).then(|| posts.remove(0).1);
        posts.extend(bracket::advance(&mut t, room, web, self.now));
        self.store_tournament(&mut t, posts)?;
        let mut reply = announcement.unwrap_or_else(|| self.say(Msg::raw("")));
        reply.to = Audience::Channel;
        reply.text = format!(
            "{}\n{}",
            self.room(msg!(
                "tournament-started",
                organiser = self.caller.actor.name.to_string(),
                name = t.name.as_str(),
                players = t.members.len()
            )),
            reply.text
        );
        Ok(vec![with_view(reply, bracket::view(&t))])
    }

    /// `/tournament standings [id]`: the standings as a picture (a crosstable
    /// for a round robin, a bracket for a knockout) and text.
    pub(super) fn tournament_standings(&mut self, id: Option<String>) -> Result<Vec<Reply>, Refusal> {
        let t = self.find_tournament(id.as_deref())?;
        if t.pairings.is_none() {
            return Err(Refusal::says(msg!("tournament-not-started", name = t.name.as_str())));
        }
        let view = bracket::view(&t);
        let title = msg!(
            "tournament-standings-title",
            name = t.name.as_str(),
            round = view.round,
            rounds = view.rounds.len()
        );
        let mut reply = self.say(Msg::lines([title, bracket::standings_lines(&t, &view)]));
        reply.picture = Some(bracket::standings_picture(&view, self.readers.room));
        Ok(vec![with_view(reply, view)])
    }

    /// `/tournament pairings [round] [id]`: a round's boards (the current one
    /// by default) as a picture and text.
    pub(super) fn tournament_pairings(
        &mut self,
        round: Option<String>,
        id: Option<String>,
    ) -> Result<Vec<Reply>, Refusal> {
        let t = self.find_tournament(id.as_deref())?;
        let Some(pairings) = t.pairings.as_ref() else {
            return Err(Refusal::says(msg!("tournament-not-started", name = t.name.as_str())));
        };
        let paired = pairings.round();
        let round = match round {
            None => paired,
            Some(typed) => number(&typed, 1..=paired)
                .ok_or_else(|| Refusal::says(msg!("tournament-no-round", round = shorten(&typed), paired = paired)))?,
        };
        let boards = pairings.played[round as usize - 1].pairings.len();
        let mut lines = vec![msg!(
            "tournament-pairings-title",
            name = t.name.as_str(),
            round = round,
            rounds = pairings.rounds
        )];
        lines.extend(
            bracket::listed(&t, round)
                .into_iter()
                .take(25)
                .filter_map(|b| bracket::board_line(&t, round, b)),
        );
        if boards > 25 {
            lines.push(msg!("tournament-and-more", count = boards - 25));
        }
        let mut reply = self.say(Msg::lines(lines));
        let view = bracket::view(&t);
        reply.picture = Some(bracket::pairings_picture(&view, round, self.readers.room));
        Ok(vec![with_view(reply, view)])
    }

    /// `/tournament show [id]`: what it is, where it stands, who plays.
    pub(super) fn tournament_show(&mut self, id: Option<String>) -> Result<Vec<Reply>, Refusal> {
        let t = self.find_tournament(id.as_deref())?;
        let kind = GameKind::from_name(&t.game);
        let round = t.pairings.as_ref().map_or(0, Tournament::round);
        let rounds = t.pairings.as_ref().map_or(0, |p| p.rounds);
        let players = Msg::and_list(t.members.iter().take(30).map(|p| Msg::raw(p.name.to_string())));
        let text = msg!(
            "tournament-show",
            name = t.name.as_str(),
            id = t.id,
            game = kind.map_or(Msg::raw(t.game.clone()), GameKind::title_msg),
            format = format_msg(t.format, t.double),
            status = status_msg(t.status),
            round = if t.pairings.is_some() {
                msg!("tournament-show-round", round = round, rounds = rounds)
            } else {
                Msg::raw("")
            },
            count = t.members.len(),
            players = players,
            organiser = t.organiser.name.to_string(),
            turn = super::session::human_duration(t.turn_time)
        );
        let mut reply = self.tell(text);
        if t.status == TournamentStatus::Open {
            reply = reply.with_buttons(self.sign_up_buttons(&t));
        }
        Ok(vec![with_view(reply, bracket::view(&t))])
    }

    /// `/tournament list`: the server's open and running tournaments.
    pub(super) fn tournament_list(&mut self) -> Result<Vec<Reply>, Refusal> {
        let server = self.caller.server.clone().unwrap_or_default();
        let all = lock(&self.table.store)
            .tournaments(&server, true, LISTED)
            .map_err(|e| store_refusal(e, self.readers.member))?;
        if all.is_empty() {
            return Ok(vec![self.tell(msg!("tournament-list-empty"))]);
        }
        let lines = all.iter().map(|t| {
            msg!(
                "tournament-list-line",
                id = t.id,
                name = t.name.as_str(),
                game = GameKind::from_name(&t.game).map_or(Msg::raw(t.game.clone()), GameKind::title_msg),
                format = format_msg(t.format, t.double),
                status = status_msg(t.status),
                count = t.members.len(),
                channel = super::settings::channel_ref(&t.channel)
            )
        });
        Ok(vec![self.tell(Msg::lines(
            std::iter::once(msg!("tournament-list-title")).chain(lines),
        ))])
    }

    /// `/tournament adjudicate game:<id> result:first|second|draw`
    /// (organiser): settles a game of the round in play.
    pub(super) fn tournament_adjudicate(&mut self, game: String, result: String) -> Result<Vec<Reply>, Refusal> {
        let result = adjudged(&result).ok_or_else(|| Refusal::says(msg!("tournament-bad-result")))?;
        let id = game
            .trim()
            .trim_start_matches('#')
            .parse::<i64>()
            .map_err(|_| Refusal::says(msg!("tournament-not-its-game", game = shorten(&game))))?;
        self.not_seen()?;
        let t = self.live_tournament()?;
        self.organiser(&t)?;
        let Some((key, board)) = t.boards.iter().find(|(_, b)| b.session == id) else {
            return Err(Refusal::says(msg!("tournament-not-its-game", game = id)));
        };
        let at = key
            .split_once(':')
            .and_then(|(r, b)| Some((r.parse::<u32>().ok()?, b.parse::<usize>().ok()?)));
        let decided = at.is_none_or(|(r, b)| {
            t.pairings
                .as_ref()
                .and_then(|p| p.played.get(r as usize - 1)?.pairings.get(b))
                .is_none_or(|p| p.is_decided())
        });
        if decided || t.status != TournamentStatus::Running {
            return Err(Refusal::says(msg!("tournament-game-over", game = id)));
        }
        let thread = ChannelKey(board.thread.clone());
        let slot = self.table.slot(&thread);
        let mut guard = lock(&slot);
        let Some(session) = guard.as_ref().filter(|s| s.record.id == id).cloned() else {
            return Err(Refusal::says(msg!("tournament-game-over", game = id)));
        };
        let (winner_seat, outcome) = match result {
            Played::First => (Some(0u8), "won"),
            Played::Second => (Some(1u8), "won"),
            _ => (None, "draw"),
        };
        let stored = GameResult {
            outcome: outcome.into(),
            winner: winner_seat.map(|s| session.player(Seat(s)).id),
            reason: "adjudicated".into(),
            winner_seat,
        };
        let line = msg!(
            "tournament-adjudicated",
            organiser = self.caller.actor.name.to_string(),
            result = bracket::result_msg(result)
        );
        let ended = self.at.finish(&mut guard, session, stored, vec![line], self.change())?;
        let mut post = ended.session.board_reply(self.readers.room, ended.text);
        post.to = Audience::Post(thread);
        Ok(vec![
            self.tell(msg!(
                "tournament-adjudicate-done",
                game = id,
                result = bracket::result_msg(result)
            )),
            post,
        ])
    }

    /// `/tournament cancel` (organiser): ends it with no winner; its games in
    /// play end without a result.
    pub(super) fn tournament_cancel(&mut self) -> Result<Vec<Reply>, Refusal> {
        self.not_seen()?;
        let t = {
            let _tournaments = lock(&self.table.tournaments);
            let mut t = self.live_tournament()?;
            self.organiser(&t)?;
            t.status = TournamentStatus::Cancelled;
            self.store_tournament(&mut t, Vec::new())?;
            t
        };
        let mut replies = vec![self.say(msg!(
            "tournament-cancelled",
            name = t.name.as_str(),
            organiser = self.caller.actor.name.to_string()
        ))];
        for game in t.boards.values() {
            let thread = ChannelKey(game.thread.clone());
            let slot = self.table.slot(&thread);
            let mut guard = lock(&slot);
            let Some(session) = guard.as_ref().filter(|s| s.record.id == game.session).cloned() else {
                continue;
            };
            let result = GameResult::without_winner("ended", "tournament cancelled");
            let line = msg!("tournament-game-cancelled", name = t.name.as_str());
            let change = Commit::at(self.now, None);
            if let Ok(ended) = self.at.finish(&mut guard, session, result, vec![line], change) {
                let mut post = self.say(ended.text);
                post.to = Audience::Post(thread);
                replies.push(post);
            }
        }
        Ok(replies)
    }

    /// `/tournament export [id]`: the TRF-16 file, for any FIDE pairing checker.
    pub(super) fn tournament_export(&mut self, id: Option<String>) -> Result<Vec<Reply>, Refusal> {
        let t = self.find_tournament(id.as_deref())?;
        let Some(pairings) = t.pairings.as_ref() else {
            return Err(Refusal::says(msg!("tournament-not-started", name = t.name.as_str())));
        };
        let header = trf::Header {
            name: t.name.clone(),
            place: "Discord".into(),
            start_date: date(t.created_at),
            end_date: date(t.updated_at),
        };
        let file = trf::export(pairings, &header);
        let mut reply = self.tell(msg!("tournament-export", name = t.name.as_str()));
        reply.files.push(Attachment {
            file_name: format!("tournament-{}.trf", t.id),
            bytes: file.into_bytes(),
            description: tr(self.readers.member, &msg!("tournament-export-file")),
        });
        Ok(vec![reply])
    }
}

/// A day as TRF writes it (`2026/11/27`).
fn date(at: Millis) -> String {
    chrono::DateTime::from_timestamp_millis(at).map_or_else(String::new, |d| d.format("%Y/%m/%d").to_string())
}

/// The reply carrying the tournament as plain data (local mode's `--json`).
fn with_view(mut reply: Reply, view: TournamentView) -> Reply {
    reply.tournament = Some(Lazy::new(move || serde_json::to_value(&view).unwrap_or_default()));
    reply
}

/// A format as players read it.
fn format_msg(format: Format, double: bool) -> Msg {
    match (format, double) {
        (Format::Swiss, _) => msg!("tournament-format-swiss"),
        (Format::RoundRobin, false) => msg!("tournament-format-round-robin"),
        (Format::RoundRobin, true) => msg!("tournament-format-double-round-robin"),
        (Format::Knockout, _) => msg!("tournament-format-knockout"),
    }
}

/// A status as players read it.
fn status_msg(status: TournamentStatus) -> Msg {
    match status {
        TournamentStatus::Open => msg!("tournament-status-open"),
        TournamentStatus::Running => msg!("tournament-status-running"),
        TournamentStatus::Finished => msg!("tournament-status-finished"),
        TournamentStatus::Cancelled => msg!("tournament-status-cancelled"),
    }
}

impl Table {
    /// Whether a tournament board still waits for its game (the front end asks
    /// before it opens a thread, so a post sent twice opens one).
    pub fn board_waiting(&self, board: BoardRef) -> bool {
        let _tournaments = lock(&self.tournaments);
        match lock(&self.store).tournament(board.tournament) {
            Ok(Some(t)) => board_undecided(&t, board) && t.board(board.round, board.board).is_none(),
            _ => false,
        }
    }

    /// Starts a tournament board's game in `thread`, the thread the front end
    /// opened for it: the players seated first and second as the pairing says,
    /// the tournament's turn time, its rating choice, the board recorded in the
    /// tournament in the same transaction. The game's first post (the board,
    /// both players pinged), for the thread. Nothing when the board has its
    /// game already or no longer waits for one.
    pub fn start_board(&self, board: BoardRef, thread: ChannelKey, now: Millis) -> Vec<Reply> {
        // Another process may move the tournament on between the read and the
        // commit (a game of the round ending): read it again and try once more.
        for _ in 0..super::shared::ATTEMPTS {
            match self.try_start_board(board, &thread, now) {
                Ok(replies) => return replies,
                Err(conflict) if conflict => continue,
                Err(_) => return Vec::new(),
            }
        }
        Vec::new()
    }

    /// One try of [`Table::start_board`]; `Err(true)` when its commit met
    /// another process's change.
    fn try_start_board(&self, board: BoardRef, thread: &ChannelKey, now: Millis) -> Result<Vec<Reply>, bool> {
        let slot = self.slot(thread);
        let mut guard = lock(&slot);
        if guard.is_some() {
            tracing::warn!(channel = %thread.0, "a tournament game's thread already has a game");
            return Ok(Vec::new());
        }
        let _tournaments = lock(&self.tournaments);
        let mut t = match lock(&self.store).tournament(board.tournament) {
            Ok(Some(t)) => t,
            Ok(None) => return Ok(Vec::new()),
            Err(e) => {
                tracing::error!(tournament = board.tournament, "cannot read a tournament: {e:#}");
                return Ok(Vec::new());
            }
        };
        if t.status != TournamentStatus::Running
            || !board_undecided(&t, board)
            || t.board(board.round, board.board).is_some()
        {
            return Ok(Vec::new());
        }
        let Some(pairing) = t.pairings.as_ref().and_then(|p| {
            p.played
                .get(board.round as usize - 1)?
                .pairings
                .get(board.board)
                .cloned()
        }) else {
            return Ok(Vec::new());
        };
        let (Some(first), Some(second)) = (
            t.member(pairing.first).cloned(),
            pairing.second.and_then(|s| t.member(s).cloned()),
        ) else {
            return Ok(Vec::new());
        };
        let Some(kind) = GameKind::from_name(&t.game) else {
            return Ok(Vec::new());
        };
        let settings = self.settings_for(Some(&t.server));
        let room_locale = t.room_locale.as_deref().and_then(parlor_games::i18n::Locale::parse);
        let readers = language::room_readers(&settings, room_locale);
        let caller = in_thread(&t, thread, &first, None, room_locale);
        let id = self.new_session_id();
        let seed = self.seed_for(id);
        let abandon = millis(settings.abandon_after).max(t.turn_time.saturating_mul(2));
        let mut record = SessionRecord::new(
            id,
            &thread.0,
            kind.name(),
            vec![first.clone(), second.clone()],
            &t.options,
            seed,
            Some(t.server.clone()),
            now,
        );
        record.timers = Some(GameTimers {
            turn: t.turn_time,
            abandon,
        });
        record.unrated = !t.rated;
        record.room_locale = t.room_locale.clone();
        record.tournament = Some(board);
        let next = Session {
            record,
            kind,
            game: None,
        };
        t.boards.insert(
            TournamentRecord::board_key(board.round, board.board),
            BoardGame {
                session: id,
                thread: thread.0.clone(),
            },
        );
        t.updated_at = now;
        let opening = msg!("tournament-game-opening", name = t.name.as_str(), round = board.round);
        let mut ctx = Ctx {
            at: Scope::new(self, now, readers, settings),
            caller: &caller,
            slot: &mut guard,
        };
        match ctx.start_game_in(next, opening, Some(t)) {
            Ok(mut replies) => {
                // The game's first post (the board, both players pinged) goes
                // through the outbox like every post no interaction answers; a
                // DM with a menu (a secret pick) is sent as it is.
                for reply in replies.iter_mut().filter(|r| r.to == Audience::Channel) {
                    reply.outbox = self.enqueue(thread, reply, now);
                }
                Ok(replies)
            }
            Err(refusal) => {
                let conflict = ctx.at.take_conflict();
                if !conflict {
                    tracing::error!(channel = %thread.0, "cannot start a tournament game: {refusal:?}");
                }
                Err(conflict)
            }
        }
    }
}

/// A player of `t` speaking in a game's `thread` (no interaction: the
/// table acts for them).
fn in_thread(
    t: &TournamentRecord,
    thread: &ChannelKey,
    player: &Player,
    locale: Option<parlor_games::i18n::Locale>,
    server_locale: Option<parlor_games::i18n::Locale>,
) -> Caller {
    Caller {
        channel: thread.clone(),
        server: Some(t.server.clone()),
        actor: super::api::Actor {
            id: player.id,
            name: player.name.clone(),
            manage_server: false,
        },
        interaction: None,
        locale,
        server_locale,
        parent: Some(ChannelKey(t.channel.clone())),
        roles: None,
    }
}

/// Whether a board exists and is undecided.
fn board_undecided(t: &TournamentRecord, board: BoardRef) -> bool {
    t.pairings
        .as_ref()
        .and_then(|p| {
            p.played
                .get((board.round as usize).checked_sub(1)?)?
                .pairings
                .get(board.board)
        })
        .is_some_and(|p| !p.is_decided())
}
