//! A game in play: `/roll`, `/move`, `/moves`, `/board`, `/resign`, `/draw`,
//! `/claim` and `/end`, and how a game that is over concludes.

use super::api::{ButtonStyle, Refusal, Reply};
use super::base::{Ctx, Slot};
use super::session::{self, Session};
use super::status;
use crate::store::{GameResult, LogEntry, Posting};
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

impl Ctx<'_> {
    /// `/roll`: the Crown and Anchor roll, or a dice game's `roll` action.
    pub(super) fn roll(&mut self) -> Result<Vec<Reply>, Refusal> {
        if running_crown(self.slot) {
            return self.crown_roll();
        }
        match self.slot.as_ref().and_then(|s| s.game.as_ref()) {
            Some(game) if !game.kind().has_dice() => {
                Err(Refusal::says(msg!("table-no-dice", game = game.kind().title_msg())))
            }
            _ => self.make_move("roll".into()),
        }
    }

    /// `/move move:<notation>`.
    pub(super) fn make_move(&mut self, notation: String) -> Result<Vec<Reply>, Refusal> {
        let (current, seat, game) = self.playing()?;
        if let Some(secrets) = game.secrets().filter(|s| s.waiting_for_secrets()) {
            let waiting = current
                .active_seats()
                .into_iter()
                .filter(|&s| secrets.secret(s).is_none())
                .map(|s| current.label(s));
            return Err(Refusal::says(msg!(
                "table-waiting-for-secrets",
                players = Msg::and_list(waiting)
            )));
        }
        let free = game.free_actions().is_some_and(|f| f.is_free_action(&notation));
        match game.to_act() {
            Some(to_act) if to_act != seat && !free => {
                return Err(Refusal::says(msg!(
                    "table-not-your-turn",
                    player = current.label(to_act)
                )));
            }
            None => return Err(Refusal::says(msg!("table-game-over"))),
            Some(_) => {}
        }
        self.play_move(seat, &notation)
    }

    /// Plays `notation` for `seat` in the game of turns in the channel (the
    /// caller checked whose turn it is): a member's `/move`, or Parlor's answer.
    pub(super) fn play_move(&mut self, seat: Seat, notation: &str) -> Result<Vec<Reply>, Refusal> {
        let Some(current) = self.slot.as_ref().filter(|s| s.turns().is_some()) else {
            return Err(Refusal::says(msg!("table-no-game")));
        };
        let free = current
            .turns()
            .and_then(|g| g.free_actions())
            .is_some_and(|f| f.is_free_action(notation));
        let mut next = current.clone();
        let mut rng = next.rng();
        let played = turns_mut(&mut next).play(seat, notation, &mut rng)?;
        next.record.rng_state = rng.state();
        next.record.ply += 1;
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
        let (postings, paid) = self.penalties(&next, &played.sent_home)?;
        lines.extend(paid);
        self.conclude_chips(next, vec![entry], lines, "rules", postings)
    }

    /// Stores `next` after an accepted action and answers with the board; ends the
    /// session when the game is over.
    pub(super) fn conclude(
        &mut self,
        next: Session,
        log: Vec<LogEntry>,
        lines: Vec<Msg>,
        how: &str,
    ) -> Result<Vec<Reply>, Refusal> {
        self.conclude_chips(next, log, lines, how, Vec::new())
    }

    /// [`Ctx::conclude`] with chips moved in the same transaction.
    pub(super) fn conclude_chips(
        &mut self,
        mut next: Session,
        log: Vec<LogEntry>,
        mut lines: Vec<Msg>,
        how: &str,
        postings: Vec<Posting>,
    ) -> Result<Vec<Reply>, Refusal> {
        let outcome = next.turns().map_or(Outcome::Ongoing, |g| g.outcome());
        if outcome == Outcome::Ongoing
            && next.parlor_seats() > 0
            && next.active_seats().iter().all(|&s| next.is_parlor(s))
        {
            // Nobody is left to play against Parlor: its seats don't play the game
            // out among themselves.
            lines.push(msg!("table-only-parlor-left"));
            let change = self.change().log(log).postings(postings);
            let ended = self.finish(
                next,
                GameResult::without_winner("ended", "only Parlor left"),
                lines,
                change,
            )?;
            return Ok(vec![ended.session.board_reply(self.readers.room, ended.text)]);
        }
        if outcome == Outcome::Ongoing {
            self.commit(&mut next, self.change().log(log).postings(postings))?;
            lines.push(status::turn_line(&next));
            let reply = next
                .board_reply(self.readers.room, Msg::lines(lines))
                .with_mentions(next.to_move_mention());
            self.keep(next);
            return Ok(vec![reply]);
        }
        let result = match outcome {
            Outcome::Won(seat) => GameResult {
                outcome: "won".into(),
                winner: Some(next.player(seat).id),
                reason: how.into(),
                winner_seat: Some(seat.0),
            },
            _ => GameResult::without_winner("draw", how),
        };
        lines.extend(next.outcome_line());
        let ended = self.finish(next, result, lines, self.change().log(log).postings(postings))?;
        let reply = ended.session.board_reply(self.readers.room, ended.text);
        Ok(vec![
            match super::rematch::rematch_button(&ended.session, self.readers.room) {
                Some(button) => {
                    let mut buttons = reply.buttons.clone();
                    buttons.push(button);
                    reply.with_buttons(buttons)
                }
                None => reply,
            },
        ])
    }

    pub(super) fn meta_entry(&self, next: &mut Session, seat: Seat, notation: &str) -> LogEntry {
        next.record.ply += 1;
        LogEntry {
            ply: next.record.ply,
            seat: seat.0,
            member: self.caller.actor.id,
            notation: notation.into(),
            at: self.now,
        }
    }

    /// `/moves`: the member's legal actions, only for them.
    pub(super) fn moves(&mut self) -> Result<Vec<Reply>, Refusal> {
        let (session, seat, game) = self.playing()?;
        if game.secrets().is_some_and(|s| s.waiting_for_secrets()) {
            return Ok(vec![self.moves_before_play(session, game, seat)]);
        }
        let moves = game.legal_actions(seat);
        let text = if moves.is_empty() {
            match game.to_act() {
                Some(other) => self.member(msg!("table-nothing-to-play", player = session.label(other))),
                None => self.member(msg!("table-game-over")),
            }
        } else {
            super::moves::describe(&moves, self.readers.member)
        };
        let mut reply = Reply::to(super::api::Audience::Ephemeral, text);
        reply.moves = Some(moves);
        Ok(vec![reply])
    }

    /// `/board`: the position, for the channel.
    pub(super) fn board(&mut self) -> Result<Vec<Reply>, Refusal> {
        match self.slot.as_ref() {
            Some(s) if !s.is_challenge() => {
                let heading = match s.table() {
                    Some(t) => msg!("table-board-round", game = s.title(), round = t.round()),
                    None => msg!("table-board-move", game = s.title(), ply = s.record.ply),
                };
                Ok(vec![s.board_reply(
                    self.readers.room,
                    Msg::lines([heading, status::turn_line(s)]),
                )])
            }
            Some(_) => Err(Refusal::says(msg!("table-not-started"))),
            None => Err(Refusal::says(msg!("table-no-game"))),
        }
    }

    /// `/resign`.
    pub(super) fn resign(&mut self) -> Result<Vec<Reply>, Refusal> {
        let (current, seat, _) = self.playing()?;
        let mut next = current.clone();
        let events = turns_mut(&mut next).resign(seat);
        let entry = self.meta_entry(&mut next, seat, "resign");
        let mut lines = vec![msg!("table-resigned", player = current.label(seat))];
        lines.extend(events.into_iter().filter(|e| !is_resignation(e)));
        self.conclude(next, vec![entry], lines, "resignation")
    }

    /// `/draw`: offer a draw, or accept the offer.
    pub(super) fn draw(&mut self) -> Result<Vec<Reply>, Refusal> {
        let (current, seat, _) = self.playing()?;
        if current.record.draw_votes.contains(&seat.0) {
            return Err(Refusal::says(msg!("table-draw-already-offered")));
        }
        if let Some(parlor) = current
            .active_seats()
            .into_iter()
            .find(|&s| s != seat && current.is_parlor(s))
        {
            // Parlor plays every game out: it never offers a draw nor takes one.
            return Err(Refusal::says(msg!(
                "table-parlor-declines-draws",
                player = current.label(parlor)
            )));
        }
        let mut next = current.clone();
        let (offerer, players) = (current.label(seat), next.active_seats().len());
        next.record.draw_votes.push(seat.0);
        let active = next.active_seats();
        if active.iter().all(|s| next.record.draw_votes.contains(&s.0)) {
            turns_mut(&mut next).agree_draw();
            let entry = self.meta_entry(&mut next, seat, "draw");
            let lines = vec![msg!("table-draw-accepted", player = offerer)];
            return self.conclude(next, vec![entry], lines, "agreement");
        }
        self.commit(&mut next, self.change())?;
        let text = msg!("table-draw-offered", player = offerer, players = players);
        let button = next.button(
            self.readers.room,
            msg!("table-button-accept-draw"),
            "draw",
            ButtonStyle::Primary,
        );
        self.keep(next);
        Ok(vec![self.say(text).with_buttons(vec![button])])
    }

    /// `/claim`: the win (or a player out) when the turn timer ran out.
    pub(super) fn claim(&mut self) -> Result<Vec<Reply>, Refusal> {
        let (current, seat, game) = self.playing()?;
        let Some(late) = game.to_act() else {
            return Err(Refusal::says(msg!("table-game-over")));
        };
        if late == seat {
            return Err(Refusal::says(msg!("table-claim-own-turn")));
        }
        if current.is_parlor(late) {
            return Err(Refusal::says(msg!(
                "table-parlor-never-late",
                player = current.label(late)
            )));
        }
        if game.seats_out().is_some_and(|out| out.is_out(seat)) {
            return Err(Refusal::says(msg!("table-claim-when-out")));
        }
        let deadline = current
            .record
            .turn_started_at
            .saturating_add(self.game_timers(&current.record).turn);
        if self.now < deadline {
            return Err(Refusal::says(msg!(
                "table-claim-too-early",
                player = current.label(late),
                left = session::human_duration(deadline - self.now)
            )));
        }
        let mut next = current.clone();
        // A timed-out player is removed: in a two-player game the other wins, in a
        // larger game the others play on.
        let game = turns_mut(&mut next);
        let events = match game.seats_out_mut() {
            Some(out) => out.time_out(late),
            None => game.resign(late),
        };
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
        self.conclude(next, vec![entry], lines, "timeout")
    }

    /// `/end`: a member with Manage Server who isn't playing ends the session at
    /// once; a player votes to end it without a result, and it ends when every
    /// player still in it agrees (or at once when they have Manage Server).
    pub(super) fn end(&mut self) -> Result<Vec<Reply>, Refusal> {
        let Some(current) = self.slot.as_ref() else {
            return Err(Refusal::says(msg!("table-nothing-to-end")));
        };
        if current.record.tournament.is_some() {
            // A tournament game has a result: by play, /resign, /draw, the
            // turn timer, or the organiser's adjudication.
            return Err(Refusal::says(msg!("tournament-no-end")));
        }
        let admin = self.caller.actor.manage_server;
        let seat = if current.is_challenge() {
            None
        } else {
            current.seat_of(self.caller.actor.id)
        };
        if admin && seat.is_none() {
            return self.end_by_admin();
        }
        let Some(seat) = seat else {
            return Err(Refusal::says(msg!("table-who-may-end")));
        };
        self.vote_to_end(seat, admin)
    }

    /// `/end` by a member with Manage Server who isn't playing: the session ends
    /// without a result.
    fn end_by_admin(&mut self) -> Result<Vec<Reply>, Refusal> {
        let Some(current) = self.slot.as_ref() else {
            return Ok(Vec::new());
        };
        let text = msg!(
            "table-ended-by-admin",
            name = self.caller.actor.name.to_string(),
            game = current.title(),
            what = if current.is_challenge() { "challenge" } else { "game" },
            players = current.players_text()
        );
        let next = current.clone();
        let done = self.finish(
            next,
            GameResult::without_winner("ended", "ended by an admin"),
            vec![text],
            self.change(),
        )?;
        Ok(vec![self.say(done.text)])
    }

    /// A player's vote to end the game without a result: it ends when every
    /// player still in it has voted (or `admin`, the voter has Manage Server);
    /// otherwise the others are asked, with an End game button.
    fn vote_to_end(&mut self, seat: Seat, admin: bool) -> Result<Vec<Reply>, Refusal> {
        let Some(current) = self.slot.as_ref() else {
            return Ok(Vec::new());
        };
        let (title, voter, voted) = (
            current.title(),
            current.label(seat),
            current.record.end_votes.contains(&seat.0),
        );
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
                game = title,
                by = if admin { "admin" } else { "agreement" }
            );
            let change = self.change().log(vec![entry]);
            let done = self.finish(
                next,
                GameResult::without_winner("ended", "ended by agreement"),
                vec![text],
                change,
            )?;
            return Ok(vec![self.say(done.text)]);
        }
        if voted {
            return Err(Refusal::says(msg!("table-end-already-asked")));
        }
        self.commit(&mut next, self.change())?;
        let text = msg!("table-end-asked", player = voter, players = next.active_seats().len());
        let button = next.button(
            self.readers.room,
            msg!("table-button-end-game"),
            "end",
            ButtonStyle::Danger,
        );
        self.keep(next);
        Ok(vec![self.say(text).with_buttons(vec![button])])
    }
}
