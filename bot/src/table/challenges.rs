//! Challenges: `/play` (a challenge, a lobby, or a Crown and Anchor table),
//! `/accept` and `/decline`, and the start of a game once its players are seated.

use super::api::{ButtonStyle, MemberRef, Mention, Refusal, Reply};
use super::base::{millis, Ctx, Slot};
use super::lobby::lobby_buttons;
use super::session::{self, Session};
use super::status;
use super::text;
use crate::store::{GameResult, Player, SessionRecord, Status, TournamentRecord};
use parlor_games::ai::Level;
use parlor_games::i18n::Msg;
use parlor_games::{msg, AnyGame, GameKind, Seat, SeededRng};

/// Whether `/play` for `kind` opens a lobby (games of more than two seats) rather
/// than a challenge.
fn is_lobby(kind: GameKind) -> bool {
    *kind.seats().end() > 2
}

impl Ctx<'_> {
    /// `/play`: a challenge to one member or anyone, a lobby for games of more
    /// than two seats, or a Crown and Anchor table's lobby. Checks the game, the
    /// channel and the opponent, then the options and the stake, seats the
    /// challenger, stores the session and posts it.
    pub(super) fn play(
        &mut self,
        game: String,
        opponent: Option<MemberRef>,
        options: String,
    ) -> Result<Vec<Reply>, Refusal> {
        let opponent = opponent.as_ref();
        self.play_settings(&game)?;
        let options = &self.options_with_defaults(&game, &options);
        // Threads mode: the game goes to a new thread, whatever this channel holds.
        let thread = self.opens_thread();
        let kind = self.playable(if thread { &None } else { self.slot }, &game, opponent)?;
        let parlor = opponent.is_some_and(|o| self.table.is_parlor(o));
        let (level, options) = session::split_level(options).map_err(Refusal::says)?;
        if level.is_some() && !parlor {
            return Err(Refusal::says(msg!("table-level-needs-parlor")));
        }
        let id = self.table.new_session_id();
        let seed = self.table.seed_for(id);
        if thread {
            // Checked now, so no thread opens for a /play that would be refused in it.
            if parlor && session::plays_for_chips(kind, &options, 2, seed) {
                return Err(Refusal::says(text::NO_CHIPS));
            }
            self.check_options(kind, &options, seed)?;
            return Ok(vec![self.thread_request(kind, opponent)]);
        }
        if parlor {
            return self.play_parlor_game(id, seed, kind, &options, level.unwrap_or(Level::Normal));
        }
        self.check_options(kind, &options, seed)?;
        let mut next = self.challenge(id, seed, kind, opponent, &options);
        self.commit(&mut next, self.change())?;
        let reply = self.announce_challenge(&next);
        self.keep(next);
        Ok(vec![reply])
    }

    /// `/play … opponent:@Parlor`: the game starts at once with Parlor in the
    /// second seat at `level`, never for chips.
    fn play_parlor_game(
        &mut self,
        id: i64,
        seed: u64,
        kind: GameKind,
        options: &str,
        level: Level,
    ) -> Result<Vec<Reply>, Refusal> {
        if session::plays_for_chips(kind, options, 2, seed) {
            return Err(Refusal::says(text::NO_CHIPS));
        }
        self.check_options(kind, options, seed)?;
        let mut next = self.challenge(id, seed, kind, None, options);
        let parlor = session::parlor_player(self.table.parlor_id(), level, 0);
        next.record.seats.push(parlor.clone());
        next.record.challenged = Some(parlor);
        let opening = msg!(
            "table-plays-parlor",
            name = self.caller.actor.name.to_string(),
            level = level.name()
        );
        self.start_game(next, opening)
    }

    /// The game `/play` names, if a challenge for it may open here: a server
    /// channel with no session, and an opponent who is another member (none for
    /// a game played through a lobby) or Parlor (in any game of turns).
    fn playable(&self, slot: &Slot, game: &str, opponent: Option<&MemberRef>) -> Result<GameKind, Refusal> {
        let Some(kind) = GameKind::from_name(game) else {
            return Err(Refusal::says(text::unknown_game(game)));
        };
        // Parlor's own DM holds a game against Parlor only: nobody else is
        // there to accept (issue 33).
        let against_parlor = opponent.is_some_and(|o| self.table.is_parlor(o));
        if self.caller.channel.is_dm() && !against_parlor {
            return Err(Refusal::says(msg!("table-no-games-in-dms")));
        }
        // Crown and Anchor is played for chips, a server feature (issue 33).
        if kind.is_table() && self.caller.server.is_none() {
            return Err(Refusal::says(msg!("chips-crown-server-only")));
        }
        if let Some(existing) = slot.as_ref() {
            let id = if existing.is_challenge() {
                "table-channel-has-challenge"
            } else {
                "table-channel-has-game"
            };
            return Err(Refusal::says(
                Msg::new(id)
                    .with("game", existing.title())
                    .with("players", existing.players_text()),
            ));
        }
        if opponent.is_some_and(|o| self.table.is_parlor(o)) {
            if kind.is_table() {
                return Err(Refusal::says(text::PARLOR_AT_A_TABLE));
            }
            return Ok(kind);
        }
        if is_lobby(kind) && opponent.is_some() {
            return Err(Refusal::says(msg!(
                "table-lobby-takes-no-opponent",
                game = kind.title_msg(),
                players = text::players(kind)
            )));
        }
        if let Some(o) = opponent {
            if o.id == self.caller.actor.id {
                return Err(Refusal::says(msg!("table-not-yourself")));
            }
            if o.is_bot {
                return Err(Refusal::says(msg!("table-not-a-bot", name = o.name.to_string())));
            }
        }
        Ok(kind)
    }

    /// Refuses bad options now, before anyone accepts, by starting the game
    /// with the session's seed; and a stake the challenger can't put up.
    fn check_options(&self, kind: GameKind, options: &str, seed: u64) -> Result<(), Refusal> {
        let players = (*kind.seats().start()).max(2).min(*kind.seats().end());
        let stake = match AnyGame::new(kind, options, players, &mut SeededRng::new(seed)) {
            Ok(game) => game.turns().and_then(|g| g.stakes()?.stake()),
            Err(e) => return Err(e.into()),
        };
        match stake {
            Some(stake) => self.stake_check(self.caller.server.as_deref(), None, stake, players),
            None => Ok(()),
        }
    }

    /// The new challenge (or lobby) with the challenger in the first seat.
    fn challenge(&self, id: i64, seed: u64, kind: GameKind, opponent: Option<&MemberRef>, options: &str) -> Session {
        let expiry = millis(self.settings.challenge_expiry);
        let mut record = SessionRecord::new(
            id,
            &self.caller.channel.0,
            kind.name(),
            vec![self.actor()],
            options,
            seed,
            self.caller.server.clone(),
            self.now,
        );
        record.challenged = opponent.map(|o| Player::member(o.id, o.name.clone()));
        record.expires_at = self.now.saturating_add(expiry);
        record.lobby = is_lobby(kind);
        let caller = self.caller;
        record.note_locales(caller.actor.id, caller.locale, caller.server_locale);
        Session {
            record,
            kind,
            game: None,
        }
    }

    /// The channel message that opens a challenge (Accept and Decline) or a
    /// lobby (Join, Leave and Start).
    fn announce_challenge(&self, next: &Session) -> Reply {
        let kind = next.kind;
        let expiry = millis(self.settings.challenge_expiry);
        let options = &next.record.options;
        let options_text = if options.is_empty() {
            Msg::raw("")
        } else {
            msg!("table-with-options", options = options.as_str())
        };
        let host = self.caller.actor.name.to_string();
        if next.record.lobby {
            let least = match kind {
                GameKind::CrownAndAnchor if !options.split_whitespace().any(|w| w.eq_ignore_ascii_case("house")) => 2,
                _ => *kind.seats().start(),
            };
            let text = msg!(
                "table-lobby-opened",
                host = host,
                game = next.title(),
                options = options_text,
                least = least,
                most = *kind.seats().end(),
                expires = session::human_duration(expiry)
            );
            return self.say(text).with_buttons(lobby_buttons(next, self.readers.room));
        }
        let who = match &next.record.challenged {
            Some(o) => msg!(
                "table-challenges",
                challenger = host,
                opponent = o.name.to_string(),
                game = next.title(),
                options = options_text
            ),
            None => msg!(
                "table-open-challenge",
                challenger = host,
                game = next.title(),
                options = options_text
            ),
        };
        let text = Msg::sentences([
            who,
            msg!("table-challenge-expires", expires = session::human_duration(expiry)),
        ]);
        let room = self.readers.room;
        let buttons = vec![
            next.button(room, msg!("table-button-accept"), "accept", ButtonStyle::Success),
            next.button(room, msg!("table-button-decline"), "decline", ButtonStyle::Danger),
        ];
        let challenged = next
            .record
            .challenged
            .iter()
            .filter(|o| o.parlor.is_none())
            .map(|o| Mention {
                id: o.id,
                name: o.name.clone(),
            });
        self.say(text).with_buttons(buttons).with_mentions(challenged)
    }

    /// `/accept` the challenge waiting in this channel.
    pub(super) fn accept(&mut self) -> Result<Vec<Reply>, Refusal> {
        let Some(current) = self.slot.as_ref().filter(|s| s.is_challenge()) else {
            return Err(Refusal::says(match self.slot {
                Some(_) => msg!("table-nothing-to-accept"),
                None => msg!("table-no-challenge-to-accept"),
            }));
        };
        if current.record.lobby {
            return self.join_lobby();
        }
        if current.record.rematch_of.is_some() {
            return self.rematch_of(None);
        }
        let actor = self.caller.actor.id;
        if current.record.seats[0].id == actor {
            return Err(Refusal::says(msg!("table-own-challenge")));
        }
        if let Some(o) = &current.record.challenged {
            if o.id != actor {
                return Err(Refusal::says(msg!("table-only-can-accept", name = o.name.to_string())));
            }
        }
        let mut next = current.clone();
        next.record.seats.push(self.actor());
        next.record.challenged = Some(self.actor());
        let opening = msg!("table-accepted", name = self.caller.actor.name.to_string());
        self.start_game(next, opening)
    }

    /// Starts the game of a challenge or lobby whose seats are filled: builds the
    /// game from the session's RNG, stores it, shows the board, and for games with
    /// secret picks asks every player for theirs by direct message.
    pub(super) fn start_game(&mut self, next: Session, opening: impl Into<Msg>) -> Result<Vec<Reply>, Refusal> {
        self.start_game_in(next, opening, None)
    }

    /// [`Ctx::start_game`] for a tournament's board (issue 31): the session
    /// keeps the timers and rating choice it was made with, and `tournament`
    /// (which records the board's game) is stored in the same transaction.
    pub(super) fn start_game_in(
        &mut self,
        mut next: Session,
        opening: impl Into<Msg>,
        tournament: Option<TournamentRecord>,
    ) -> Result<Vec<Reply>, Refusal> {
        let mut rng = next.rng();
        let players = next.record.seats.len();
        let game = AnyGame::new(next.kind, &next.record.options, players, &mut rng)?;
        next.record.status = Status::Playing;
        next.record.lobby = false;
        next.record.rng_state = rng.state();
        next.record.turn_started_at = self.now;
        next.record.secret_salts = vec![String::new(); players];
        if next.record.tournament.is_none() {
            next.record.timers = Some(self.new_game_timers());
            next.record.unrated = !self.settings.rated;
        }
        next.game = Some(game);
        let postings = self.opening_postings(&next)?;
        let mut change = self.change().postings(postings);
        if let Some(t) = tournament {
            change = change.tournament(t, Vec::new(), || 0);
        }
        self.commit(&mut next, change)?;
        let seats = next.seats_text((0..players).map(|i| Seat(i as u8)));
        let mut lines = vec![msg!(
            "table-game-starts",
            opening = opening.into(),
            game = next.title(),
            players = seats
        )];
        let mut replies = Vec::new();
        let names = status::text_names(&next);
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let events: Vec<Msg> = match &next.game {
            Some(AnyGame::Turns(turns)) => turns.game().opening_events(),
            Some(AnyGame::CrownAndAnchor(table)) => {
                table.opening_events().iter().map(|e| e.describe_msg(&names)).collect()
            }
            None => Vec::new(),
        };
        if !events.is_empty() {
            // One sentence: the events' own full stops give way to semicolons.
            let events: Vec<String> = events.into_iter().map(|e| self.room(e)).collect();
            let events: Vec<&str> = events.iter().map(|e| e.trim_end_matches('.')).collect();
            lines.push(Msg::raw(format!("{}.", events.join("; "))));
        }
        if let Some(stake) = next.stake() {
            lines.push(msg!(
                "table-stakes",
                stake = Msg::chips(stake as i64),
                pot = Msg::chips(stake as i64 * players as i64)
            ));
        }
        let room = self.readers.room;
        if next.kind.is_table() {
            lines.push(status::turn_line(&next));
            let reply = next
                .board_reply(room, Msg::lines(lines))
                .with_buttons(status::buttons(&next, room))
                .with_mentions(next.seated_mentions());
            self.keep(next);
            return Ok(vec![reply]);
        }
        if next
            .turns()
            .and_then(|g| g.secrets())
            .is_some_and(|s| s.waiting_for_secrets())
        {
            lines.push(msg!("table-pick-secrets"));
            // Parlor picks its own at once, with no message to anyone.
            for seat in next.active_seats().into_iter().filter(|&s| !next.is_parlor(s)) {
                replies.push(self.secret_prompt(&next, seat));
            }
        } else {
            lines.push(status::turn_line(&next));
        }
        replies.insert(
            0,
            next.board_reply(room, Msg::lines(lines))
                .with_mentions(next.seated_mentions()),
        );
        self.keep(next);
        Ok(replies)
    }

    /// `/decline` a challenge, or withdraw one's own.
    pub(super) fn decline(&mut self) -> Result<Vec<Reply>, Refusal> {
        let Some(current) = self.slot.as_ref().filter(|s| s.is_challenge()) else {
            return Err(Refusal::says(match self.slot {
                Some(_) => msg!("table-nothing-to-decline"),
                None => msg!("table-no-challenge"),
            }));
        };
        if current.record.rematch_of.is_some() && !current.record.lobby {
            return self.decline_rematch();
        }
        if current.record.lobby && current.record.seats[0].id != self.caller.actor.id {
            return Err(Refusal::says(msg!("table-lobby-only-host-closes")));
        }
        let actor = self.caller.actor.id;
        let challenger = &current.record.seats[0];
        let text = if challenger.id == actor {
            msg!(
                "table-withdrew",
                name = challenger.name.to_string(),
                game = current.title()
            )
        } else if current.record.challenged.as_ref().is_some_and(|o| o.id == actor) {
            msg!(
                "table-declined",
                name = self.caller.actor.name.to_string(),
                challenger = challenger.name.to_string(),
                game = current.title()
            )
        } else {
            let only = match &current.record.challenged {
                Some(o) => msg!(
                    "table-only-can-decline",
                    opponent = o.name.to_string(),
                    challenger = challenger.name.to_string()
                ),
                None => msg!("table-only-can-withdraw", challenger = challenger.name.to_string()),
            };
            return Err(Refusal::says(only));
        };
        let next = current.clone();
        let result = GameResult::without_winner("declined", text.en());
        let ended = self.finish(next, result, vec![text], self.change())?;
        Ok(vec![self.say(ended.text)])
    }
}
