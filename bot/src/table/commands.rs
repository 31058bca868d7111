//! The commands: challenges, moves, draws, claims and the rest. Each handler reads
//! the channel's session, builds the next state on a copy, commits it, and answers.

use super::api::{ButtonStyle, Command, MemberRef, Reply};
use super::base::{millis, Ctx, Slot};
use super::lobby::lobby_buttons;
use super::session::{self, Session};
use super::status;
use super::text::{self, sentence};
use crate::store::{GameResult, LogEntry, Player, Posting, SavedState, SessionRecord, Status};
use parlor_games::{AnyGame, GameKind, Outcome, Seat, SeededRng};

/// What a move by `mover` lets lapse, one sentence per kind of offer: "alice's
/// draw offer lapsed when bob moved.", "alice's offer to end the game lapsed when
/// bob moved." Nothing when no offer stands.
fn lapsed_offers(current: &Session, mover: Seat) -> Vec<String> {
    let mover_name = &current.player(mover).name;
    let lapsed = |votes: &[u8], one: &str, many: &str| {
        let whose: Vec<String> = votes
            .iter()
            .map(|&v| format!("{}'s", current.player(Seat(v)).name))
            .collect();
        let what = if whose.len() == 1 { one } else { many };
        format!("{} {what} lapsed when {mover_name} moved.", whose.join(" and "))
    };
    let mut lines = Vec::new();
    if !current.record.draw_votes.is_empty() {
        lines.push(lapsed(&current.record.draw_votes, "draw offer", "draw offers"));
    }
    if !current.record.end_votes.is_empty() {
        lines.push(lapsed(
            &current.record.end_votes,
            "offer to end the game",
            "offers to end the game",
        ));
    }
    lines
}

/// True when the channel holds a Crown and Anchor table that has opened.
fn running_crown(slot: &Slot) -> bool {
    slot.as_ref().is_some_and(|s| status::table(s).is_some())
}

/// `/rules game:<name>`.
pub(super) fn rules(game: &str) -> Reply {
    match GameKind::from_name(game) {
        Some(kind) => Reply::ephemeral(format!("{}\n{}", kind.title(), kind.rules_summary())),
        None => Reply::refuse(text::unknown_game(game)),
    }
}

impl Ctx<'_> {
    pub fn run(&mut self, slot: &mut Slot) -> Vec<Reply> {
        if running_crown(slot)
            && matches!(
                self.request.command,
                Command::Move { .. } | Command::Moves | Command::Resign | Command::Draw | Command::Claim
            )
        {
            return vec![Reply::refuse(
                "A Crown and Anchor table has no moves or turns: bet with /bet design:anchor chips:10, take bets \
                 back with /withdraw, the Banker rolls with /roll, and /leave leaves the table.",
            )];
        }
        match self.request.command.clone() {
            Command::Play {
                game,
                opponent,
                options,
            } => self.play(slot, &game, opponent.as_ref(), &options),
            Command::Accept => self.accept(slot),
            Command::Decline => self.decline(slot),
            Command::Move { text } => self.make_move(slot, &text),
            Command::Moves => self.moves(slot),
            Command::Board => self.board(slot),
            Command::Resign => self.resign(slot),
            Command::Draw => self.draw(slot),
            Command::Claim => self.claim(slot),
            Command::End => self.end(slot),
            Command::Button { custom_id } => self.button(slot, &custom_id),
            Command::Join if running_crown(slot) => self.crown_join(slot),
            Command::Leave if running_crown(slot) => self.crown_leave(slot),
            Command::Join => self.join(slot),
            Command::Leave => self.leave(slot),
            Command::Start => self.start(slot),
            Command::Secret { number } => self.secret_here(slot, number.as_deref()),
            Command::Select { custom_id, values } => self.select(slot, &custom_id, &values),
            Command::Roll => self.roll(slot),
            Command::Bet { design, chips } => self.bet(slot, &design, &chips),
            Command::Withdraw { design } => self.withdraw(slot, design.as_deref()),
            Command::Help | Command::Rules { .. } | Command::Chips(_) => {
                unreachable!("answered before the session lock")
            }
        }
    }

    fn button(&mut self, slot: &mut Slot, custom_id: &str) -> Vec<Reply> {
        let Some((id, action)) = session::parse_button(custom_id) else {
            return vec![Reply::refuse("That button is not one of mine.")];
        };
        let live = slot.as_ref().filter(|s| s.record.id == id);
        let Some(session) = live else {
            return vec![Reply::refuse(
                "That game or challenge has already ended; this button no longer does anything.",
            )];
        };
        let challenge = session.is_challenge();
        if !challenge && status::table(session).is_some() {
            return match action.split_once(':') {
                Some(("bet", design)) => self.crown_bet_button(slot, design),
                Some(("chip", size)) => self.crown_chip_size(slot, size),
                _ => match action {
                    "roll" => self.crown_roll(slot),
                    "join" => self.crown_join(slot),
                    "leave" => self.crown_leave(slot),
                    "end" => self.end(slot),
                    _ => vec![Reply::refuse("That button no longer does anything here.")],
                },
            };
        }
        match (action, challenge) {
            ("roll", false) => self.roll(slot),
            ("accept", true) => self.accept(slot),
            ("join", true) => self.join(slot),
            ("leave", true) => self.leave(slot),
            ("start", true) => self.start(slot),
            ("join" | "leave" | "start", false) => vec![Reply::refuse("That game has already started.")],
            ("decline", true) => self.decline(slot),
            ("draw", false) => self.draw(slot),
            ("end", false) => self.end(slot),
            ("accept" | "decline", false) => vec![Reply::refuse("That challenge has already been answered.")],
            _ => vec![Reply::refuse("That button no longer does anything here.")],
        }
    }

    fn play(&mut self, slot: &mut Slot, game: &str, opponent: Option<&MemberRef>, options: &str) -> Vec<Reply> {
        let Some(kind) = GameKind::from_name(game) else {
            return vec![Reply::refuse(text::unknown_game(game))];
        };
        if self.request.channel.is_dm() {
            return vec![Reply::refuse(
                "Games are played in server channels and threads; start one there with /play.",
            )];
        }
        if let Some(existing) = slot.as_ref() {
            let what = if existing.is_challenge() {
                format!(
                    "an open {} challenge from {}",
                    existing.kind.title(),
                    existing.players_text()
                )
            } else {
                format!(
                    "a game of {} between {}",
                    existing.kind.title(),
                    existing.players_text()
                )
            };
            return vec![Reply::refuse(format!(
                "This channel already has {what}; finish it first, or start a thread for another game."
            ))];
        }
        let lobby = *kind.seats().end() > 2;
        if lobby && opponent.is_some() {
            return vec![Reply::refuse(format!(
                "{} seats {} through a lobby: leave out the opponent, and others press Join.",
                kind.title(),
                kind.players_text()
            ))];
        }
        if let Some(o) = opponent {
            if o.id == self.request.actor.id {
                return vec![Reply::refuse(
                    "You can't challenge yourself; leave out the opponent for an open challenge.",
                )];
            }
            if o.is_bot {
                return vec![Reply::refuse(format!(
                    "{} is a bot; challenge a member instead.",
                    o.name
                ))];
            }
        }
        let id = self.table.new_session_id();
        let seed = self.table.seed_for(id);
        // Validate the options now, so a bad option is refused before anyone accepts.
        let players = (*kind.seats().start()).max(2).min(*kind.seats().end());
        let stake = match AnyGame::new(kind, options, players, &mut SeededRng::new(seed)) {
            Ok(game) => game.stake(),
            Err(e) => return vec![Reply::refuse(sentence(&e))],
        };
        // A stake the challenger can't put up is refused now, not when someone accepts.
        if let Some(stake) = stake {
            if let Err(refusal) = self.stake_check(self.request.server.as_deref(), None, stake, players) {
                return vec![refusal.into()];
            }
        }
        let expiry = millis(self.table.settings.challenge_expiry);
        let record = SessionRecord {
            id,
            channel: self.request.channel.0.clone(),
            game: kind.name().to_string(),
            status: Status::Challenge,
            seats: vec![self.actor()],
            challenged: opponent.map(|o| Player {
                id: o.id,
                name: o.name.clone(),
            }),
            options: options.trim().to_string(),
            seed,
            rng_state: seed,
            state: None,
            ply: 0,
            created_at: self.now,
            updated_at: self.now,
            turn_started_at: self.now,
            expires_at: self.now.saturating_add(expiry),
            draw_votes: Vec::new(),
            end_votes: Vec::new(),
            timeout_announced: false,
            lobby,
            secret_salts: Vec::new(),
            commitments: Vec::new(),
            server: self.request.server.clone(),
            first_bet_at: None,
            chip_sizes: Default::default(),
        };
        let next = Session {
            record,
            kind,
            game: None,
        };
        if let Err(refusal) = self.table.commit(&next, self.change()) {
            return vec![refusal.into()];
        }
        let options_text = if next.record.options.is_empty() {
            String::new()
        } else {
            format!(" (options: {})", next.record.options)
        };
        let who = match &next.record.challenged {
            Some(o) => format!(
                "{} challenges {} to {}{options_text}. {}, press Accept or type /accept.",
                self.request.actor.name,
                o.name,
                kind.title(),
                o.name
            ),
            None => format!(
                "{} is looking for an opponent for {}{options_text}. Anyone may press Accept or type /accept.",
                self.request.actor.name,
                kind.title()
            ),
        };
        if lobby {
            let least = match kind {
                GameKind::CrownAndAnchor if !options.split_whitespace().any(|w| w.eq_ignore_ascii_case("house")) => 2,
                _ => *kind.seats().start(),
            };
            let text = format!(
                "{} opened a {} lobby{options_text} for {} to {} players. Press Join or type /join; {} starts \
                 with Start or /start. The lobby closes in {}.",
                self.request.actor.name,
                kind.title(),
                least,
                kind.seats().end(),
                self.request.actor.name,
                session::human_duration(expiry)
            );
            let buttons = lobby_buttons(&next);
            *slot = Some(next);
            return vec![Reply::channel(text).with_buttons(buttons)];
        }
        let text = format!("{who} The challenge expires in {}.", session::human_duration(expiry));
        let buttons = vec![
            next.button("Accept", "accept", ButtonStyle::Success),
            next.button("Decline", "decline", ButtonStyle::Danger),
        ];
        *slot = Some(next);
        vec![Reply::channel(text).with_buttons(buttons)]
    }

    fn accept(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let Some(current) = slot.as_ref().filter(|s| s.is_challenge()) else {
            return vec![Reply::refuse(match slot {
                Some(_) => "The game here has already started; there is nothing to accept.",
                None => "There is no open challenge in this channel; start one with /play.",
            })];
        };
        if current.record.lobby {
            return self.join(slot);
        }
        let actor = self.request.actor.id;
        if current.record.seats[0].id == actor {
            return vec![Reply::refuse(
                "You can't accept your own challenge; /decline withdraws it.",
            )];
        }
        if let Some(o) = &current.record.challenged {
            if o.id != actor {
                return vec![Reply::refuse(format!("Only {} can accept this challenge.", o.name))];
            }
        }
        let mut next = current.clone();
        next.record.seats.push(self.actor());
        next.record.challenged = Some(self.actor());
        self.start_game(slot, next, format!("{} accepted.", self.request.actor.name))
    }

    /// Starts the game of a challenge or lobby whose seats are filled: builds the
    /// game from the session's RNG, stores it, shows the board, and for games with
    /// secret picks asks every player for theirs by direct message.
    pub(super) fn start_game(&mut self, slot: &mut Slot, mut next: Session, opening: String) -> Vec<Reply> {
        let mut rng = next.rng();
        let players = next.record.seats.len();
        let game = match AnyGame::new(next.kind, &next.record.options, players, &mut rng) {
            Ok(g) => g,
            Err(e) => return vec![Reply::refuse(sentence(&e))],
        };
        next.record.status = Status::Playing;
        next.record.lobby = false;
        next.record.rng_state = rng.state();
        next.record.state = Some(SavedState::of(&game));
        next.record.updated_at = self.now;
        next.record.turn_started_at = self.now;
        next.record.secret_salts = vec![String::new(); players];
        next.game = Some(game);
        let postings = match self.opening_postings(&next) {
            Ok(p) => p,
            Err(refusal) => return vec![refusal.into()],
        };
        if let Err(refusal) = self.table.commit(&next, self.change().postings(postings)) {
            return vec![refusal.into()];
        }
        let seats = (0..players)
            .map(|i| next.label(Seat(i as u8)))
            .collect::<Vec<_>>()
            .join(if next.kind.is_table() { ", " } else { " vs " });
        let mut lines = vec![format!("{opening} {}: {seats}.", next.kind.title())];
        let mut replies = Vec::new();
        let names = status::text_names(&next);
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let events = next.game.as_ref().map(|g| g.opening_events(&names)).unwrap_or_default();
        if !events.is_empty() {
            let events: Vec<&str> = events.iter().map(|e| e.trim_end_matches('.')).collect();
            lines.push(format!("{}.", events.join("; ")));
        }
        if let Some(stake) = next.game.as_ref().and_then(|g| g.stake()) {
            lines.push(format!(
                "Each player stakes {} (held on the table); the winner takes {}.",
                text::chips(stake as i64),
                text::chips(stake as i64 * players as i64)
            ));
        }
        if next.kind.is_table() {
            lines.push(status::turn_line(&next));
            let reply = next.board_reply(lines.join("\n")).with_buttons(status::buttons(&next));
            *slot = Some(next);
            return vec![reply];
        }
        if next.game.as_ref().is_some_and(|g| g.waiting_for_secrets()) {
            lines.push(
                "Each player now picks a secret number: I've sent you a direct message (or type /secret number:N \
                 here; only you will see the answer). Play starts when both have picked."
                    .to_string(),
            );
            for seat in next.active_seats() {
                replies.push(self.secret_prompt(&next, seat));
            }
        } else {
            lines.push(status::turn_line(&next));
        }
        replies.insert(0, next.board_reply(lines.join("\n")));
        *slot = Some(next);
        replies
    }

    fn decline(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let Some(current) = slot.as_ref().filter(|s| s.is_challenge()) else {
            return vec![Reply::refuse(match slot {
                Some(_) => "The game here has already started; use /resign or /end instead.",
                None => "There is no open challenge in this channel.",
            })];
        };
        if current.record.lobby && current.record.seats[0].id != self.request.actor.id {
            return vec![Reply::refuse(
                "This is an open lobby: /leave it if you joined; only the host can close it.",
            )];
        }
        let actor = self.request.actor.id;
        let challenger = &current.record.seats[0];
        let text = if challenger.id == actor {
            format!("{} withdrew the {} challenge.", challenger.name, current.kind.title())
        } else if current.record.challenged.as_ref().is_some_and(|o| o.id == actor) {
            format!(
                "{} declined {}'s {} challenge.",
                self.request.actor.name,
                challenger.name,
                current.kind.title()
            )
        } else {
            let only = match &current.record.challenged {
                Some(o) => format!("Only {} or {} can decline this challenge.", o.name, challenger.name),
                None => format!(
                    "This challenge is open to anyone; only {} can withdraw it.",
                    challenger.name
                ),
            };
            return vec![Reply::refuse(only)];
        };
        let next = current.clone();
        let result = GameResult {
            outcome: "declined".into(),
            winner: None,
            reason: text.clone(),
        };
        match self.table.finish(slot, next, result, vec![text], self.change()) {
            Ok(ended) => vec![Reply::channel(ended.text)],
            Err(refusal) => vec![refusal.into()],
        }
    }

    /// `/roll`: the Crown and Anchor roll, or a dice game's `roll` action.
    fn roll(&mut self, slot: &mut Slot) -> Vec<Reply> {
        if running_crown(slot) {
            return self.crown_roll(slot);
        }
        match slot.as_ref().and_then(|s| s.game.as_ref()) {
            Some(game) if game.kind().has_dice() => self.make_move(slot, "roll"),
            Some(game) => vec![Reply::refuse(format!("{} has no dice to roll.", game.kind().title()))],
            None => self.make_move(slot, "roll"),
        }
    }

    fn make_move(&mut self, slot: &mut Slot, notation: &str) -> Vec<Reply> {
        let (current, seat) = match self.seated(slot) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
        let game = current.game.as_ref().expect("a playing session has a game");
        if game.waiting_for_secrets() {
            let waiting: Vec<String> = current
                .active_seats()
                .into_iter()
                .filter(|&s| game.secret(s).is_none())
                .map(|s| current.label(s))
                .collect();
            return vec![Reply::refuse(format!(
                "Waiting for secret picks from {}; pick yours with /secret number:N.",
                waiting.join(" and ")
            ))];
        }
        let free = game.is_free_action(notation);
        match game.to_act() {
            Some(to_act) if to_act != seat && !free => {
                return vec![Reply::refuse(format!(
                    "It's {}'s turn, not yours.",
                    current.label(to_act)
                ))];
            }
            None => return vec![Reply::refuse("The game is over.")],
            Some(_) => {}
        }
        let mut next = current.clone();
        let mut rng = next.rng();
        let game = next.game.as_mut().expect("a playing session has a game");
        let played = match game.play(seat, notation, &mut rng) {
            Ok(p) => p,
            Err(e) => return vec![Reply::refuse(sentence(&e))],
        };
        next.record.state = Some(SavedState::of(game));
        next.record.rng_state = rng.state();
        next.record.ply += 1;
        next.record.updated_at = self.now;
        if !free {
            // A free action (the Line game's reclaim) doesn't use a turn, so the
            // turn timer keeps running for the player to move.
            next.record.turn_started_at = self.now;
            next.record.timeout_announced = false;
        }
        next.record.draw_votes.clear();
        next.record.end_votes.clear();
        let entry = LogEntry {
            ply: next.record.ply,
            seat: seat.0,
            member: self.request.actor.id,
            notation: played.notation.clone(),
            at: self.now,
        };
        let mut lines = vec![format!("{} played {}.", current.label(seat), played.notation)];
        lines.extend(played.events);
        if !next.game.as_ref().is_some_and(|g| g.outcome().is_over()) {
            lines.extend(lapsed_offers(current, seat));
        }
        let (postings, paid) = match self.penalties(&next, &played.sent_home) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
        lines.extend(paid);
        self.conclude_chips(slot, next, vec![entry], lines, "rules", postings)
    }

    /// Stores `next` after an accepted action and answers with the board; ends the
    /// session when the game is over.
    pub(super) fn conclude(
        &mut self,
        slot: &mut Slot,
        next: Session,
        log: Vec<LogEntry>,
        lines: Vec<String>,
        how: &str,
    ) -> Vec<Reply> {
        self.conclude_chips(slot, next, log, lines, how, Vec::new())
    }

    /// [`Ctx::conclude`] with chips moved in the same transaction.
    fn conclude_chips(
        &mut self,
        slot: &mut Slot,
        next: Session,
        log: Vec<LogEntry>,
        mut lines: Vec<String>,
        how: &str,
        postings: Vec<Posting>,
    ) -> Vec<Reply> {
        let outcome = next.game.as_ref().map(|g| g.outcome()).unwrap_or(Outcome::Ongoing);
        if outcome == Outcome::Ongoing {
            if let Err(refusal) = self.table.commit(&next, self.change().log(log).postings(postings)) {
                return vec![refusal.into()];
            }
            lines.push(status::turn_line(&next));
            let reply = next.board_reply(lines.join("\n"));
            *slot = Some(next);
            return vec![reply];
        }
        let result = match outcome {
            Outcome::Won(seat) => GameResult {
                outcome: "won".into(),
                winner: Some(next.player(seat).id),
                reason: how.into(),
            },
            _ => GameResult {
                outcome: "draw".into(),
                winner: None,
                reason: how.into(),
            },
        };
        if let Some(line) = next.outcome_line() {
            lines.push(format!("Game over: {line}"));
        }
        match self
            .table
            .finish(slot, next, result, lines, self.change().log(log).postings(postings))
        {
            Ok(ended) => vec![ended.session.board_reply(ended.text)],
            Err(refusal) => vec![refusal.into()],
        }
    }

    fn meta_entry(&self, next: &mut Session, seat: Seat, notation: &str) -> LogEntry {
        next.record.ply += 1;
        next.record.updated_at = self.now;
        LogEntry {
            ply: next.record.ply,
            seat: seat.0,
            member: self.request.actor.id,
            notation: notation.into(),
            at: self.now,
        }
    }

    fn moves(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let (session, seat) = match self.seated(slot) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
        let game = session.game.as_ref().expect("a playing session has a game");
        if game.waiting_for_secrets() {
            return vec![self.moves_before_play(session, seat)];
        }
        let moves = game.legal_actions(seat);
        let text = if moves.is_empty() {
            match game.to_act() {
                Some(other) => format!("It's {}'s turn; you have nothing to play now.", session.label(other)),
                None => "The game is over.".to_string(),
            }
        } else {
            super::moves::describe(&moves)
        };
        let mut reply = Reply::ephemeral(text);
        reply.moves = Some(moves);
        vec![reply]
    }

    fn board(&mut self, slot: &mut Slot) -> Vec<Reply> {
        match slot.as_ref() {
            Some(s) if !s.is_challenge() => {
                let mut lines = match status::table(s) {
                    Some(t) => vec![format!("{} — round {}.", s.kind.title(), t.round())],
                    None => vec![format!("{} — move {}.", s.kind.title(), s.record.ply)],
                };
                lines.push(status::turn_line(s));
                vec![s.board_reply(lines.join("\n"))]
            }
            Some(_) => vec![Reply::refuse(
                "The game hasn't started yet: the challenge is waiting for /accept.",
            )],
            None => vec![Reply::refuse("There is no game in this channel; start one with /play.")],
        }
    }

    fn resign(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let (current, seat) = match self.seated(slot) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
        let mut next = current.clone();
        let events = next.game.as_mut().expect("a playing session has a game").resign(seat);
        next.record.state = next.game.as_ref().map(SavedState::of);
        let entry = self.meta_entry(&mut next, seat, "resign");
        let mut lines = vec![format!("{} resigned.", current.label(seat))];
        lines.extend(events.into_iter().filter(|e| !e.contains("resigned")));
        self.conclude(slot, next, vec![entry], lines, "resignation")
    }

    fn draw(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let (current, seat) = match self.seated(slot) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
        if current.record.draw_votes.contains(&seat.0) {
            return vec![Reply::refuse(
                "You have already offered a draw; it stands until the others answer or a move is played.",
            )];
        }
        let mut next = current.clone();
        next.record.draw_votes.push(seat.0);
        let active = next.active_seats();
        if active.iter().all(|s| next.record.draw_votes.contains(&s.0)) {
            next.game.as_mut().expect("a playing session has a game").agree_draw();
            next.record.state = next.game.as_ref().map(SavedState::of);
            let entry = self.meta_entry(&mut next, seat, "draw");
            let lines = vec![format!("{} accepted the draw offer.", current.label(seat))];
            return self.conclude(slot, next, vec![entry], lines, "agreement");
        }
        next.record.updated_at = self.now;
        if let Err(refusal) = self.table.commit(&next, self.change()) {
            return vec![refusal.into()];
        }
        let others = if active.len() > 2 { "The others" } else { "The opponent" };
        let text = format!(
            "{} offers a draw. {others} may press Accept draw or type /draw to agree; playing a move declines it.",
            current.label(seat)
        );
        let button = next.button("Accept draw", "draw", ButtonStyle::Primary);
        *slot = Some(next);
        vec![Reply::channel(text).with_buttons(vec![button])]
    }

    fn claim(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let (current, seat) = match self.seated(slot) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
        let game = current.game.as_ref().expect("a playing session has a game");
        let Some(late) = game.to_act() else {
            return vec![Reply::refuse("The game is over.")];
        };
        if late == seat {
            return vec![Reply::refuse("It's your turn; there is nothing to claim.")];
        }
        if game.is_out(seat) {
            return vec![Reply::refuse(
                "You are out of this game; only players still in it can claim.",
            )];
        }
        let deadline = current
            .record
            .turn_started_at
            .saturating_add(millis(self.table.settings.turn_timer));
        if self.now < deadline {
            return vec![Reply::refuse(format!(
                "{} still has {} on the turn timer; you can claim once it runs out.",
                current.label(late),
                session::human_duration(deadline - self.now)
            ))];
        }
        let mut next = current.clone();
        // A timed-out player is removed: in a two-player game the other wins, in a
        // larger game the others play on.
        let events = next.game.as_mut().expect("a playing session has a game").time_out(late);
        next.record.state = next.game.as_ref().map(SavedState::of);
        next.record.turn_started_at = self.now;
        next.record.timeout_announced = false;
        next.record.draw_votes.clear();
        let entry = self.meta_entry(&mut next, seat, "claim");
        let mut lines = vec![format!(
            "{} let the turn timer run out; {} claims, and {} is out.",
            current.label(late),
            current.label(seat),
            current.player(late).name
        )];
        lines.extend(events);
        self.conclude(slot, next, vec![entry], lines, "timeout")
    }

    fn end(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let Some(current) = slot.as_ref() else {
            return vec![Reply::refuse("There is no game in this channel to end.")];
        };
        let admin = self.request.actor.manage_server;
        let seat = if current.is_challenge() {
            None
        } else {
            current.seat_of(self.request.actor.id)
        };
        let ended = |by: String| GameResult {
            outcome: "ended".into(),
            winner: None,
            reason: by,
        };
        if admin && seat.is_none() {
            let text = format!(
                "{} (Manage Server) ended the {} {} between {} without a result.",
                self.request.actor.name,
                current.kind.title(),
                if current.is_challenge() { "challenge" } else { "game" },
                current.players_text()
            );
            let next = current.clone();
            return match self
                .table
                .finish(slot, next, ended("ended by an admin".into()), vec![text], self.change())
            {
                Ok(done) => vec![Reply::channel(done.text)],
                Err(refusal) => vec![refusal.into()],
            };
        }
        let Some(seat) = seat else {
            return vec![Reply::refuse(
                "Only the players (by agreement) or a member with Manage Server can end this game.",
            )];
        };
        let mut next = current.clone();
        if !next.record.end_votes.contains(&seat.0) {
            next.record.end_votes.push(seat.0);
        }
        let all_agree = next.active_seats().iter().all(|s| next.record.end_votes.contains(&s.0));
        if all_agree || admin {
            let entry = self.meta_entry(&mut next, seat, "end");
            let text = format!(
                "{} ended by {}.",
                current.kind.title(),
                if admin {
                    "a player with Manage Server"
                } else {
                    "agreement"
                }
            ) + " No result is recorded.";
            return match self.table.finish(
                slot,
                next,
                ended("ended by agreement".into()),
                vec![text],
                self.change().log(vec![entry]),
            ) {
                Ok(done) => vec![Reply::channel(done.text)],
                Err(refusal) => vec![refusal.into()],
            };
        }
        if current.record.end_votes.contains(&seat.0) {
            return vec![Reply::refuse(
                "You have already asked to end the game; waiting for your opponent.",
            )];
        }
        next.record.updated_at = self.now;
        if let Err(refusal) = self.table.commit(&next, self.change()) {
            return vec![refusal.into()];
        }
        let others = if next.active_seats().len() > 2 {
            "The other players"
        } else {
            "The opponent"
        };
        let text = format!(
            "{} asks to end the game without a result. {others} may press End game or type /end to agree.",
            current.label(seat)
        );
        let button = next.button("End game", "end", ButtonStyle::Danger);
        *slot = Some(next);
        vec![Reply::channel(text).with_buttons(vec![button])]
    }
}
