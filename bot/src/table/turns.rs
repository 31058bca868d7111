//! A game in play: `/roll`, `/move`, `/moves`, `/board`, `/resign`, `/draw`,
//! `/claim` and `/end`, and how a game that is over concludes.

use super::api::{ButtonStyle, Refusal, Reply};
use super::base::{Ctx, Slot};
use super::session::{self, Session};
use super::status;
use super::text;
use crate::store::{GameResult, LogEntry, Posting, SavedState};
use parlor_games::{DynGame, Outcome, Seat};

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
            Some(game) => vec![Reply::refuse(format!("{} has no dice to roll.", game.kind().title()))],
            None => self.make_move(slot, "roll"),
        }
    }

    pub(super) fn make_move(&mut self, slot: &mut Slot, notation: &str) -> Vec<Reply> {
        let (current, seat, game) = match self.playing(slot) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
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
        self.play_move(slot, seat, notation)
    }

    /// Plays `notation` for `seat` in the game of turns in `slot` (the caller
    /// checked whose turn it is): a member's `/move`, or Parlor's answer.
    pub(super) fn play_move(&mut self, slot: &mut Slot, seat: Seat, notation: &str) -> Vec<Reply> {
        let Some(current) = slot.as_ref().filter(|s| s.turns().is_some()) else {
            return vec![Reply::refuse("There is no game in this channel; start one with /play.")];
        };
        let free = current.turns().is_some_and(|g| g.is_free_action(notation));
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
        let mut lines = vec![format!("{} played {}.", current.label(seat), played.notation)];
        lines.extend(played.events.into_iter().map(text::room));
        if !next.turns().is_some_and(|g| g.outcome().is_over()) {
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
    pub(super) fn conclude_chips(
        &mut self,
        slot: &mut Slot,
        next: Session,
        log: Vec<LogEntry>,
        mut lines: Vec<String>,
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
            lines.push("Only Parlor is left in the game, so it ends here without a winner.".into());
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
            let reply = next.board_reply(lines.join("\n")).with_mentions(next.to_move_mention());
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
        if let Some(line) = next.outcome_line() {
            lines.push(format!("Game over: {line}"));
        }
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
        if game.waiting_for_secrets() {
            return vec![self.moves_before_play(session, game, seat)];
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

    pub(super) fn board(&mut self, slot: &mut Slot) -> Vec<Reply> {
        match slot.as_ref() {
            Some(s) if !s.is_challenge() => {
                let mut lines = match s.table() {
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

    pub(super) fn resign(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let (current, seat, _) = match self.playing(slot) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
        let mut next = current.clone();
        let events: Vec<String> = turns_mut(&mut next).resign(seat).into_iter().map(text::room).collect();
        next.record.state = next.game.as_ref().map(SavedState::of);
        let entry = self.meta_entry(&mut next, seat, "resign");
        let mut lines = vec![format!("{} resigned.", current.label(seat))];
        lines.extend(events.into_iter().filter(|e| !e.contains("resigned")));
        self.conclude(slot, next, vec![entry], lines, "resignation")
    }

    pub(super) fn draw(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let (current, seat, _) = match self.playing(slot) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
        if current.record.draw_votes.contains(&seat.0) {
            return vec![Reply::refuse(
                "You have already offered a draw; it stands until the others answer or a move is played.",
            )];
        }
        if let Some(parlor) = current
            .active_seats()
            .into_iter()
            .find(|&s| s != seat && current.is_parlor(s))
        {
            // Parlor plays every game out: it never offers a draw nor takes one.
            return vec![Reply::refuse(format!(
                "{} declines draws; play on, or /resign to end the game.",
                current.label(parlor)
            ))];
        }
        let mut next = current.clone();
        next.record.draw_votes.push(seat.0);
        let active = next.active_seats();
        if active.iter().all(|s| next.record.draw_votes.contains(&s.0)) {
            turns_mut(&mut next).agree_draw();
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

    pub(super) fn claim(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let (current, seat, game) = match self.playing(slot) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
        let Some(late) = game.to_act() else {
            return vec![Reply::refuse("The game is over.")];
        };
        if late == seat {
            return vec![Reply::refuse("It's your turn; there is nothing to claim.")];
        }
        if current.is_parlor(late) {
            return vec![Reply::refuse(format!(
                "{} never runs out of time: its move comes as soon as it has thought.",
                current.label(late)
            ))];
        }
        if game.is_out(seat) {
            return vec![Reply::refuse(
                "You are out of this game; only players still in it can claim.",
            )];
        }
        let deadline = current
            .record
            .turn_started_at
            .saturating_add(self.table.game_timers(&current.record).turn);
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
        let events: Vec<String> = turns_mut(&mut next)
            .time_out(late)
            .into_iter()
            .map(text::room)
            .collect();
        next.record.state = next.game.as_ref().map(SavedState::of);
        next.record.turn_started_at = self.now;
        next.record.timeout_announced = false;
        next.record.reminded = false;
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

    /// `/end`: a member with Manage Server who isn't playing ends the session at
    /// once; a player votes to end it without a result, and it ends when every
    /// player still in it agrees (or at once when they have Manage Server).
    pub(super) fn end(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let Some(current) = slot.as_ref() else {
            return vec![Reply::refuse("There is no game in this channel to end.")];
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
            return vec![Reply::refuse(
                "Only the players (by agreement) or a member with Manage Server can end this game.",
            )];
        };
        self.vote_to_end(slot, seat, admin)
    }

    /// `/end` by a member with Manage Server who isn't playing: the session ends
    /// without a result.
    fn end_by_admin(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let Some(current) = slot.as_ref() else {
            return Vec::new();
        };
        let text = format!(
            "{} (Manage Server) ended the {} {} between {} without a result.",
            self.request.actor.name,
            current.kind.title(),
            if current.is_challenge() { "challenge" } else { "game" },
            current.players_text()
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
                ended("ended by agreement"),
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
