//! A game in play: `/roll`, `/move`, `/moves`, `/board`, `/resign`, `/draw`,
//! `/claim` and `/end`, and how a game that is over concludes.

use super::api::{ButtonStyle, Refusal, Reply};
use super::base::{Ctx, Slot};
use super::session::{self, Session};
use super::status;
use crate::store::{GameResult, LogEntry, Posting, SavedState};
use parlor_games::i18n::Msg;
use parlor_games::{msg, DynGame, Outcome, Seat};

/// What a move by `mover` lets lapse, one sentence per kind of offer: "alice's
/// draw offer lapsed when bob moved.", "alice's offer to end the game lapsed when
/// bob moved." Nothing when no offer stands.
fn lapsed_offers(current: &Session, mover: Seat) -> Vec<Msg> {
    let mover_name = current.player(mover).name.to_string();
    let lapsed = |votes: &[u8], id: &'static str| {
        let whose = votes
            .iter()
            .map(|&v| msg!("table-whose", name = current.player(Seat(v)).name.to_string()))
            .reduce(|first, second| msg!("table-and-also", first = first, second = second))
            .unwrap_or_else(|| Msg::raw(""));
        Msg::new(id)
            .with("names", whose)
            .with("offers", votes.len())
            .with("mover", mover_name.as_str())
    };
    let mut lines = Vec::new();
    if !current.record.draw_votes.is_empty() {
        lines.push(lapsed(&current.record.draw_votes, "table-draw-offer-lapsed"));
    }
    if !current.record.end_votes.is_empty() {
        lines.push(lapsed(&current.record.end_votes, "table-end-offer-lapsed"));
    }
    lines
}

/// Whether an engine's event says that a seat resigned (the table writes its
/// own line for that).
fn is_resignation(event: &Msg) -> bool {
    match event.id() {
        Some(id) => id.ends_with("resigned"),
        None => event.en().contains("resigned"),
    }
}

/// True when the channel holds a Crown and Anchor table that has opened.
pub(super) fn running_crown(slot: &Slot) -> bool {
    slot.as_ref().is_some_and(|s| s.table().is_some())
}

/// The game of turns of the next state of a session [`Ctx::playing`] checked.
fn turns_mut(next: &mut Session) -> &mut dyn DynGame {
    next.turns_mut().expect("checked to be a game of turns")
}

/// The result of a session ended without one, `by` whom or how.
fn ended(by: &str) -> GameResult {
    GameResult {
        outcome: "ended".into(),
        winner: None,
        reason: by.into(),
        winner_seat: None,
    }
}

impl Ctx<'_> {
    /// `/roll`: the Crown and Anchor roll, or a dice game's `roll` action.
    pub(super) fn roll(&mut self, slot: &mut Slot) -> Vec<Reply> {
        if running_crown(slot) {
            return self.crown_roll(slot);
        }
        match slot.as_ref().and_then(|s| s.game.as_ref()) {
            Some(game) if game.kind().has_dice() => self.make_move(slot, "roll"),
            Some(game) => vec![Reply::refuse(msg!(
                "table-no-dice",
                game = super::text::title(game.kind())
            ))],
            None => self.make_move(slot, "roll"),
        }
    }

    pub(super) fn make_move(&mut self, slot: &mut Slot, notation: &str) -> Vec<Reply> {
        let (current, seat, game) = match self.playing(slot) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
        if let Some(secrets) = game.secrets().filter(|s| s.waiting_for_secrets()) {
            let waiting = current
                .active_seats()
                .into_iter()
                .filter(|&s| secrets.secret(s).is_none())
                .map(|s| current.label(s));
            return vec![Reply::refuse(msg!(
                "table-waiting-for-secrets",
                players = Msg::and_list(waiting)
            ))];
        }
        let free = game.free_actions().is_some_and(|f| f.is_free_action(notation));
        match game.to_act() {
            Some(to_act) if to_act != seat && !free => {
                return vec![Reply::refuse(msg!(
                    "table-not-your-turn",
                    player = current.label(to_act)
                ))];
            }
            None => return vec![Reply::refuse(msg!("table-game-over"))],
            Some(_) => {}
        }
        self.play_move(slot, seat, notation)
    }

    /// Plays `notation` for `seat` in the game of turns in `slot` (the caller
    /// checked whose turn it is): a member's `/move`, or Parlor's answer.
    pub(super) fn play_move(&mut self, slot: &mut Slot, seat: Seat, notation: &str) -> Vec<Reply> {
        let Some(current) = slot.as_ref().filter(|s| s.turns().is_some()) else {
            return vec![Reply::refuse(msg!("table-no-game"))];
        };
        let free = current
            .turns()
            .and_then(|g| g.free_actions())
            .is_some_and(|f| f.is_free_action(notation));
        let mut next = current.clone();
        let mut rng = next.rng();
        let played = match turns_mut(&mut next).play(seat, notation, &mut rng) {
            Ok(p) => p,
            Err(e) => return vec![Refusal::from(e).into()],
        };
        next.record.state = next.game.as_ref().map(SavedState::of);
        next.record.rng_state = rng.state();
        next.record.ply += 1;
        next.record.updated_at = self.now;
        if !free {
            // A free action (the Line game's reclaim) doesn't use a turn, so the
            // turn timer keeps running for the player to move.
            next.record.turn_started_at = self.now;
            next.record.timeout_announced = false;
            next.record.reminded = false;
        }
        next.record.draw_votes.clear();
        next.record.end_votes.clear();
        let entry = LogEntry {
            ply: next.record.ply,
            seat: seat.0,
            member: current.player(seat).id,
            notation: played.notation.clone(),
            at: self.now,
        };
        let mut lines = vec![msg!(
            "table-played",
            player = current.label(seat),
            notation = played.notation.as_str()
        )];
        lines.extend(played.events);
        if !next.turns().is_some_and(|g| g.outcome().is_over()) {
            lines.extend(lapsed_offers(current, seat));
        }
        let (postings, paid) = match self.penalties(&next, &played.sent_home) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
        lines.extend(paid.into_iter().map(Msg::from));
        self.conclude_chips(slot, next, vec![entry], lines, "rules", postings)
    }

    /// Stores `next` after an accepted action and answers with the board; ends the
    /// session when the game is over.
    pub(super) fn conclude(
        &mut self,
        slot: &mut Slot,
        next: Session,
        log: Vec<LogEntry>,
        lines: Vec<Msg>,
        how: &str,
    ) -> Vec<Reply> {
        self.conclude_chips(slot, next, log, lines, how, Vec::new())
    }

    /// [`Ctx::conclude`] with chips moved in the same transaction.
    pub(super) fn conclude_chips(
        &mut self,
        slot: &mut Slot,
        next: Session,
        log: Vec<LogEntry>,
        mut lines: Vec<Msg>,
        how: &str,
        postings: Vec<Posting>,
    ) -> Vec<Reply> {
        let outcome = next.turns().map_or(Outcome::Ongoing, |g| g.outcome());
        if outcome == Outcome::Ongoing
            && next.parlor_seats() > 0
            && next.active_seats().iter().all(|&s| next.is_parlor(s))
        {
            // Nobody is left to play against Parlor: its seats don't play the game
            // out among themselves.
            lines.push(msg!("table-only-parlor-left"));
            return match self.table.finish(
                slot,
                next,
                ended("only Parlor left"),
                lines,
                self.change().log(log).postings(postings),
            ) {
                Ok(ended) => vec![ended.session.board_reply(ended.text)],
                Err(refusal) => vec![refusal.into()],
            };
        }
        if outcome == Outcome::Ongoing {
            if let Err(refusal) = self.table.commit(&next, self.change().log(log).postings(postings)) {
                return vec![refusal.into()];
            }
            lines.push(status::turn_line(&next));
            let reply = next
                .board_reply(Msg::lines(lines))
                .with_mentions(next.to_move_mention());
            *slot = Some(next);
            return vec![reply];
        }
        let result = match outcome {
            Outcome::Won(seat) => GameResult {
                outcome: "won".into(),
                winner: Some(next.player(seat).id),
                reason: how.into(),
                winner_seat: Some(seat.0),
            },
            _ => GameResult {
                outcome: "draw".into(),
                winner: None,
                reason: how.into(),
                winner_seat: None,
            },
        };
        lines.extend(next.outcome_line());
        match self
            .table
            .finish(slot, next, result, lines, self.change().log(log).postings(postings))
        {
            Ok(ended) => {
                let reply = ended.session.board_reply(ended.text);
                vec![match super::rematch::rematch_button(&ended.session) {
                    Some(button) => {
                        let mut buttons = reply.buttons.clone();
                        buttons.push(button);
                        reply.with_buttons(buttons)
                    }
                    None => reply,
                }]
            }
            Err(refusal) => vec![refusal.into()],
        }
    }

    pub(super) fn meta_entry(&self, next: &mut Session, seat: Seat, notation: &str) -> LogEntry {
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

    pub(super) fn moves(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let (session, seat, game) = match self.playing(slot) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
        if game.secrets().is_some_and(|s| s.waiting_for_secrets()) {
            return vec![self.moves_before_play(session, game, seat)];
        }
        let moves = game.legal_actions(seat);
        let text = if moves.is_empty() {
            match game.to_act() {
                Some(other) => super::text::member(msg!("table-nothing-to-play", player = session.label(other))),
                None => super::text::member(msg!("table-game-over")),
            }
        } else {
            super::moves::describe(&moves)
        };
        let mut reply = Reply::ephemeral(text);
        reply.moves = Some(moves);
        vec![reply]
    }

    pub(super) fn board(&mut self, slot: &mut Slot) -> Vec<Reply> {
        match slot.as_ref() {
            Some(s) if !s.is_challenge() => {
                let heading = match s.table() {
                    Some(t) => msg!("table-board-round", game = s.title(), round = t.round()),
                    None => msg!("table-board-move", game = s.title(), ply = s.record.ply),
                };
                vec![s.board_reply(Msg::lines([heading, status::turn_line(s)]))]
            }
            Some(_) => vec![Reply::refuse(msg!("table-not-started"))],
            None => vec![Reply::refuse(msg!("table-no-game"))],
        }
    }

    pub(super) fn resign(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let (current, seat, _) = match self.playing(slot) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
        let mut next = current.clone();
        let events = turns_mut(&mut next).resign(seat);
        next.record.state = next.game.as_ref().map(SavedState::of);
        let entry = self.meta_entry(&mut next, seat, "resign");
        let mut lines = vec![msg!("table-resigned", player = current.label(seat))];
        lines.extend(events.into_iter().filter(|e| !is_resignation(e)));
        self.conclude(slot, next, vec![entry], lines, "resignation")
    }

    pub(super) fn draw(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let (current, seat, _) = match self.playing(slot) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
        if current.record.draw_votes.contains(&seat.0) {
            return vec![Reply::refuse(msg!("table-draw-already-offered"))];
        }
        if let Some(parlor) = current
            .active_seats()
            .into_iter()
            .find(|&s| s != seat && current.is_parlor(s))
        {
            // Parlor plays every game out: it never offers a draw nor takes one.
            return vec![Reply::refuse(msg!(
                "table-parlor-declines-draws",
                player = current.label(parlor)
            ))];
        }
        let mut next = current.clone();
        next.record.draw_votes.push(seat.0);
        let active = next.active_seats();
        if active.iter().all(|s| next.record.draw_votes.contains(&s.0)) {
            turns_mut(&mut next).agree_draw();
            next.record.state = next.game.as_ref().map(SavedState::of);
            let entry = self.meta_entry(&mut next, seat, "draw");
            let lines = vec![msg!("table-draw-accepted", player = current.label(seat))];
            return self.conclude(slot, next, vec![entry], lines, "agreement");
        }
        next.record.updated_at = self.now;
        if let Err(refusal) = self.table.commit(&next, self.change()) {
            return vec![refusal.into()];
        }
        let text = msg!(
            "table-draw-offered",
            player = current.label(seat),
            players = active.len()
        );
        let button = next.button(msg!("table-button-accept-draw"), "draw", ButtonStyle::Primary);
        *slot = Some(next);
        vec![Reply::channel(text).with_buttons(vec![button])]
    }

    pub(super) fn claim(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let (current, seat, game) = match self.playing(slot) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
        let Some(late) = game.to_act() else {
            return vec![Reply::refuse(msg!("table-game-over"))];
        };
        if late == seat {
            return vec![Reply::refuse(msg!("table-claim-own-turn"))];
        }
        if current.is_parlor(late) {
            return vec![Reply::refuse(msg!(
                "table-parlor-never-late",
                player = current.label(late)
            ))];
        }
        if game.seats_out().is_some_and(|out| out.is_out(seat)) {
            return vec![Reply::refuse(msg!("table-claim-when-out"))];
        }
        let deadline = current
            .record
            .turn_started_at
            .saturating_add(self.table.game_timers(&current.record).turn);
        if self.now < deadline {
            return vec![Reply::refuse(msg!(
                "table-claim-too-early",
                player = current.label(late),
                left = session::human_duration(deadline - self.now)
            ))];
        }
        let mut next = current.clone();
        // A timed-out player is removed: in a two-player game the other wins, in a
        // larger game the others play on.
        let game = turns_mut(&mut next);
        let events = match game.seats_out_mut() {
            Some(out) => out.time_out(late),
            None => game.resign(late),
        };
        next.record.state = next.game.as_ref().map(SavedState::of);
        next.record.turn_started_at = self.now;
        next.record.timeout_announced = false;
        next.record.reminded = false;
        next.record.draw_votes.clear();
        let entry = self.meta_entry(&mut next, seat, "claim");
        let mut lines = vec![msg!(
            "table-claimed",
            late = current.label(late),
            player = current.label(seat),
            name = current.player(late).name.to_string()
        )];
        lines.extend(events);
        self.conclude(slot, next, vec![entry], lines, "timeout")
    }

    /// `/end`: a member with Manage Server who isn't playing ends the session at
    /// once; a player votes to end it without a result, and it ends when every
    /// player still in it agrees (or at once when they have Manage Server).
    pub(super) fn end(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let Some(current) = slot.as_ref() else {
            return vec![Reply::refuse(msg!("table-nothing-to-end"))];
        };
        let admin = self.request.actor.manage_server;
        let seat = if current.is_challenge() {
            None
        } else {
            current.seat_of(self.request.actor.id)
        };
        if admin && seat.is_none() {
            return self.end_by_admin(slot);
        }
        let Some(seat) = seat else {
            return vec![Reply::refuse(msg!("table-who-may-end"))];
        };
        self.vote_to_end(slot, seat, admin)
    }

    /// `/end` by a member with Manage Server who isn't playing: the session ends
    /// without a result.
    fn end_by_admin(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let Some(current) = slot.as_ref() else {
            return Vec::new();
        };
        let text = msg!(
            "table-ended-by-admin",
            name = self.request.actor.name.to_string(),
            game = current.title(),
            what = if current.is_challenge() { "challenge" } else { "game" },
            players = current.players_text()
        );
        let next = current.clone();
        match self
            .table
            .finish(slot, next, ended("ended by an admin"), vec![text], self.change())
        {
            Ok(done) => vec![Reply::channel(done.text)],
            Err(refusal) => vec![refusal.into()],
        }
    }

    /// A player's vote to end the game without a result: it ends when every
    /// player still in it has voted (or `admin`, the voter has Manage Server);
    /// otherwise the others are asked, with an End game button.
    fn vote_to_end(&mut self, slot: &mut Slot, seat: Seat, admin: bool) -> Vec<Reply> {
        let Some(current) = slot.as_ref() else {
            return Vec::new();
        };
        let mut next = current.clone();
        if !next.record.end_votes.contains(&seat.0) {
            next.record.end_votes.push(seat.0);
        }
        // Parlor's seats agree to end a game without a result whenever a member asks.
        let all_agree = next
            .active_seats()
            .iter()
            .all(|&s| next.record.end_votes.contains(&s.0) || next.is_parlor(s));
        if all_agree || admin {
            let entry = self.meta_entry(&mut next, seat, "end");
            let text = msg!(
                "table-ended",
                game = current.title(),
                by = if admin { "admin" } else { "agreement" }
            );
            return match self.table.finish(
                slot,
                next,
                ended("ended by agreement"),
                vec![text],
                self.change().log(vec![entry]),
            ) {
                Ok(done) => vec![Reply::channel(done.text)],
                Err(refusal) => vec![refusal.into()],
            };
        }
        if current.record.end_votes.contains(&seat.0) {
            return vec![Reply::refuse(msg!("table-end-already-asked"))];
        }
        next.record.updated_at = self.now;
        if let Err(refusal) = self.table.commit(&next, self.change()) {
            return vec![refusal.into()];
        }
        let text = msg!(
            "table-end-asked",
            player = current.label(seat),
            players = next.active_seats().len()
        );
        let button = next.button(msg!("table-button-end-game"), "end", ButtonStyle::Danger);
        *slot = Some(next);
        vec![Reply::channel(text).with_buttons(vec![button])]
    }
}
