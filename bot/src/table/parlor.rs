//! Parlor, the computer opponent (issue 17), at the table: when one of its seats
//! is to act, and its answers played as ordinary commands.
//!
//! Parlor never searches under a channel's lock or on the async runtime. The
//! table hands back what Parlor is to do in a channel ([`Table::parlor_turn`],
//! the game cloned out of the lock); the caller searches
//! ([`ParlorTurn::think`], up to about a second at `hard`; Discord on the
//! blocking pool, local mode directly); and [`Table::answer_parlor`] plays the
//! answer as a command checked against the current state, so an answer for a
//! state that has moved on (the member resigned meanwhile, another request
//! played Parlor's turn first) is dropped. [`Table::play_parlor`] runs the
//! three while Parlor is to act; `Table::respond` (in `mod.rs`), the one entry
//! point of every front end, runs it after each request.
//!
//! A Parlor move is a move like a member's: the move log names Parlor's seat
//! and id, the RNG advances the same way (so the log replays), and the search's
//! seed is derived from the session's seed and the move number (so a game with
//! a fixed seed replays too). Its secret pick (Trespass) is committed to like a
//! member's, without a direct message to anyone.

use super::api::{Actor, Audience, Caller, ChannelKey, Millis, Reply};
use super::base::{lock, Ctx, Table};
use super::session::Session;
use super::status::thinking;
use super::text::MESSAGE_LIMIT;
use crate::store::Status;
use parlor_games::ai::{choose_any, choose_secret_any, Level};
use parlor_games::i18n::Locale;
use parlor_games::{AnyGame, Seat, SeededRng};

/// The most actions one [`Table::play_parlor`] plays: a Number One turn is
/// several peg moves and a lobby may seat Parlor three times, but a game where
/// only Parlor is left still yields now and then.
const MOST_ACTIONS: usize = 400;

/// What Parlor is to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Task {
    /// An action: a move, a roll, a pass, Acey-Ducey numbers.
    Move,
    /// Its secret pick (Trespass), before play begins.
    Secret,
}

/// Parlor is to act in a channel: everything the search needs, taken out of the
/// channel's lock. Searching it ([`ParlorTurn::think`]) holds no lock.
#[derive(Clone, Debug)]
pub struct ParlorTurn {
    /// The game's channel.
    pub channel: ChannelKey,
    session: i64,
    ply: u32,
    seat: Seat,
    level: Level,
    task: Task,
    seed: u64,
    game: AnyGame,
}

/// What Parlor chose, for [`Table::answer_parlor`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParlorAnswer {
    /// The game's channel.
    pub channel: ChannelKey,
    session: i64,
    ply: u32,
    seat: Seat,
    choice: Option<Choice>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Choice {
    Move(String),
    Secret(u8),
}

impl Choice {
    fn task(&self) -> Task {
        match self {
            Choice::Move(_) => Task::Move,
            Choice::Secret(_) => Task::Secret,
        }
    }
}

impl ParlorTurn {
    /// Searches Parlor's answer: slow (up to about a second at `hard`), so call
    /// it off the async runtime, and never with a lock held.
    pub fn think(&self) -> ParlorAnswer {
        let started = std::time::Instant::now();
        let choice = match self.task {
            Task::Move => choose_any(&self.game, self.seat, self.level, self.seed).map(Choice::Move),
            Task::Secret => choose_secret_any(&self.game, self.seat, self.level, self.seed).map(Choice::Secret),
        };
        crate::telemetry::think(self.game.kind().name(), self.level.name(), started.elapsed());
        ParlorAnswer {
            channel: self.channel.clone(),
            session: self.session,
            ply: self.ply,
            seat: self.seat,
            choice,
        }
    }

    /// The level Parlor plays this turn at.
    pub fn level(&self) -> Level {
        self.level
    }
}

/// The seat Parlor acts for in `session` now, and what it is to do: its secret
/// pick while picks are awaited, else its move when one of its seats is to act.
fn due(session: &Session) -> Option<(Seat, Task)> {
    if session.record.status != Status::Playing {
        return None;
    }
    let game = session.turns()?;
    if game.outcome().is_over() {
        return None;
    }
    if let Some(secrets) = game.secrets().filter(|s| s.waiting_for_secrets()) {
        return session
            .active_seats()
            .into_iter()
            .find(|&s| session.is_parlor(s) && secrets.secret(s).is_none())
            .map(|s| (s, Task::Secret));
    }
    let seat = game.to_act()?;
    session.is_parlor(seat).then_some((seat, Task::Move))
}

/// The search seed of Parlor's action number `ply` in a session seeded `seed`
/// (a secret pick gets its own stream): the same game replays the same choices.
fn search_seed(seed: u64, ply: u32, seat: Seat, task: Task) -> u64 {
    let stream = match task {
        Task::Move => 0,
        Task::Secret => 0x005E_C2E7,
    };
    let mixed = seed ^ (u64::from(ply) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (u64::from(seat.0) << 56) ^ stream;
    SeededRng::new(mixed).next_u64()
}

/// True when `reply` is posted in the game's channel `game` (answering a request
/// sent in `here`).
fn in_game_channel(reply: &Reply, here: &ChannelKey, game: &ChannelKey) -> bool {
    match &reply.to {
        Audience::Channel => here == game,
        Audience::Post(channel) => channel == game,
        _ => false,
    }
}

/// Parlor's replies, made as if sent in the game's channel, for a request sent
/// in `here`: posted to the game's channel when that is elsewhere (a DM).
pub(super) fn relay(replies: Vec<Reply>, here: &ChannelKey, game: &ChannelKey) -> Vec<Reply> {
    replies
        .into_iter()
        .map(|mut reply| {
            if here != game && reply.to == Audience::Channel {
                reply.to = Audience::Post(game.clone());
            }
            reply
        })
        .collect()
}

/// Folds Parlor's replies into the replies so far: each message for the game's
/// channel joins the latest accepted one there, so the member's move and
/// Parlor's answer read as one message ("alice (Black) played 11-15." then
/// "Parlor (White) played 22-18.") under the picture after Parlor's answer, and
/// the "Parlor is thinking." line the first one ended with (in `room`, the
/// channel's language) goes.
pub(super) fn merge(replies: &mut Vec<Reply>, parlor: Vec<Reply>, here: &ChannelKey, game: &ChannelKey, room: Locale) {
    for reply in parlor {
        let target = replies
            .iter_mut()
            .rev()
            .find(|r| r.ok && r.menu.is_none() && in_game_channel(r, here, game));
        match target {
            Some(board)
                if in_game_channel(&reply, here, game) && board.text.len() + reply.text.len() < MESSAGE_LIMIT - 2 =>
            {
                let thinking = thinking(room);
                if let Some(cut) = board.text.rfind('\n').filter(|_| board.text.ends_with(&thinking)) {
                    board.text.truncate(cut);
                } else if board.text.ends_with(&thinking) {
                    board.text.clear();
                }
                if !board.text.is_empty() {
                    board.text.push('\n');
                }
                board.text.push_str(&reply.text);
                for m in reply.mentions {
                    if !board.mentions.iter().any(|had| had.id == m.id) {
                        board.mentions.push(m);
                    }
                }
                if reply.picture.is_some() {
                    board.picture = reply.picture;
                    board.view = reply.view;
                    board.buttons = reply.buttons;
                } else if !reply.buttons.is_empty() {
                    board.buttons = reply.buttons;
                }
            }
            _ => replies.push(reply),
        }
    }
}

impl Table {
    /// What Parlor is to do in `channel` now, if one of its seats is to act
    /// there: the game cloned out of the channel's lock, for
    /// [`ParlorTurn::think`].
    pub fn parlor_turn(&self, channel: &ChannelKey) -> Option<ParlorTurn> {
        let slot = lock(&self.channels).get(channel)?.clone();
        let guard = lock(&slot);
        let session = guard.as_ref()?;
        let (seat, task) = due(session)?;
        Some(ParlorTurn {
            channel: channel.clone(),
            session: session.record.id,
            ply: session.record.ply,
            seat,
            level: session.parlor_level(seat)?,
            task,
            seed: search_seed(session.record.seed, session.record.ply, seat, task),
            game: session.game.clone()?,
        })
    }

    /// The language `channel`'s game is written in (its room's), English when
    /// it has no game.
    fn room_of(&self, channel: &ChannelKey) -> Locale {
        let slot = self.slot(channel);
        let guard = lock(&slot);
        guard
            .as_ref()
            .map_or(Locale::En, |s| self.session_scope(s, 0).readers.room)
    }

    /// Every channel where Parlor is to act (at start-up: a process that stopped
    /// while Parlor was thinking).
    pub fn parlor_channels(&self) -> Vec<ChannelKey> {
        let slots: Vec<_> = lock(&self.channels)
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        let mut due_here: Vec<ChannelKey> = slots
            .into_iter()
            .filter(|(_, slot)| lock(slot).as_ref().and_then(due).is_some())
            .map(|(k, _)| k)
            .collect();
        due_here.sort();
        due_here
    }

    /// Plays Parlor's `answer` at `now`, if it still answers the current state:
    /// the same session, the same move number, and the same seat still to act
    /// for the same thing. A stale answer changes nothing and gets no reply.
    pub fn answer_parlor(&self, answer: ParlorAnswer, now: Millis) -> Vec<Reply> {
        let Some(slot) = lock(&self.channels).get(&answer.channel).cloned() else {
            return Vec::new();
        };
        let mut guard = lock(&slot);
        let Some(choice) = answer.choice else {
            tracing::error!(channel = %answer.channel.0, "Parlor found no action to play");
            return Vec::new();
        };
        let current = guard.as_ref().filter(|s| {
            s.record.id == answer.session && s.record.ply == answer.ply && due(s) == Some((answer.seat, choice.task()))
        });
        let Some(current) = current else {
            tracing::info!(
                channel = %answer.channel.0,
                session = answer.session,
                ply = answer.ply,
                "dropped a stale Parlor answer: the game moved on while Parlor was thinking"
            );
            return Vec::new();
        };
        let player = current.player(answer.seat);
        let caller = Caller {
            channel: answer.channel.clone(),
            server: current.record.server.clone(),
            actor: Actor {
                id: player.id,
                name: player.name.clone(),
                manage_server: false,
            },
            interaction: None,
            locale: None,
            server_locale: None,
            parent: None,
            roles: None,
        };
        // Written as the game's own posts are: its server's settings and language.
        let scope = self.session_scope(current, now);
        let mut ctx = Ctx {
            at: scope,
            caller: &caller,
            slot: &mut guard,
        };
        let played = match choice {
            Choice::Move(text) => ctx.play_move(answer.seat, &text),
            Choice::Secret(number) => ctx.pick(answer.seat, number, false),
        };
        let replies = played.unwrap_or_else(|refusal| {
            tracing::error!(channel = %answer.channel.0, "Parlor's answer was refused: {refusal}");
            Vec::new()
        });
        // Only what the channel sees: Parlor has no one to answer privately.
        replies
            .into_iter()
            .filter(|reply| {
                if !reply.ok {
                    tracing::error!(channel = %answer.channel.0, "Parlor's answer was refused: {}", reply.text);
                }
                reply.ok && matches!(reply.to, Audience::Channel | Audience::Post(_))
            })
            .collect()
    }

    /// Plays Parlor's turns in `channel` for as long as it is to act there, at
    /// `now`: each searched outside the lock, then played if still current. The
    /// replies are merged as one message where they can be.
    pub fn play_parlor(&self, channel: &ChannelKey, now: Millis) -> Vec<Reply> {
        let mut replies = Vec::new();
        for _ in 0..MOST_ACTIONS {
            let Some(turn) = self.parlor_turn(channel) else {
                break;
            };
            let answer = turn.think();
            let played = self.answer_parlor(answer, now);
            if played.is_empty() {
                // Stale: whoever moved the game on plays Parlor's next turn.
                break;
            }
            let room = self.room_of(channel);
            merge(&mut replies, played, channel, channel, room);
        }
        replies
    }

    /// At start-up: plays every turn Parlor owes (a process that stopped while
    /// Parlor was to act), with the messages for each channel.
    pub fn resume_parlor(&self, now: Millis) -> Vec<super::api::TimerReply> {
        let mut out = Vec::new();
        for channel in self.parlor_channels() {
            let Some(server) = lock(&self.slot(&channel)).as_ref().map(|s| s.record.server.clone()) else {
                continue;
            };
            if !self.owns(server.as_deref()) {
                continue;
            }
            for reply in self.play_parlor(&channel, now) {
                out.push(super::api::TimerReply {
                    channel: channel.clone(),
                    reply,
                });
            }
        }
        out
    }

    /// The game channels where a request from `request` may have made Parlor's
    /// turn come: its own channel, or for a direct message every game channel
    /// where the member plays.
    pub(super) fn parlor_channels_of(&self, caller: &Caller) -> Vec<ChannelKey> {
        if !caller.channel.is_dm() {
            return vec![caller.channel.clone()];
        }
        let member = caller.actor.id;
        let slots: Vec<_> = lock(&self.channels)
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        slots
            .into_iter()
            .filter(|(_, slot)| {
                lock(slot)
                    .as_ref()
                    .is_some_and(|s| s.seat_of(member).is_some() && s.parlor_seats() > 0)
            })
            .map(|(k, _)| k)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(text: &str) -> Reply {
        Reply::to(Audience::Channel, text)
    }

    #[test]
    fn parlors_answer_joins_the_members_move_in_one_message() {
        let general = ChannelKey("general".into());
        let mut replies = vec![reply("alice (Black) played 11-15.\nParlor (White) is thinking.")];
        merge(
            &mut replies,
            vec![reply("Parlor (White) played 22-18.\nalice (Black), your turn: move.")],
            &general,
            &general,
            Locale::En,
        );
        assert_eq!(replies.len(), 1);
        assert_eq!(
            replies[0].text,
            "alice (Black) played 11-15.\nParlor (White) played 22-18.\nalice (Black), your turn: move."
        );
    }

    #[test]
    fn from_a_dm_parlors_answer_is_posted_in_the_games_channel() {
        let (dm, game) = (ChannelKey::dm(7), ChannelKey("general".into()));
        let private = Reply::to(Audience::Channel, "Your secret number is 3.");
        let mut replies = vec![private];
        let relayed = relay(vec![reply("Parlor (Blue) played a1.")], &dm, &game);
        merge(&mut replies, relayed, &dm, &game, Locale::En);
        assert_eq!(replies.len(), 2, "the DM's answer is not the game's message");
        assert_eq!(replies[1].to, Audience::Post(game));
    }

    #[test]
    fn search_seeds_differ_by_move_and_repeat_for_the_same_move() {
        let a = search_seed(7, 3, Seat(1), Task::Move);
        assert_eq!(a, search_seed(7, 3, Seat(1), Task::Move));
        assert_ne!(a, search_seed(7, 4, Seat(1), Task::Move));
        assert_ne!(a, search_seed(8, 3, Seat(1), Task::Move));
        assert_ne!(a, search_seed(7, 3, Seat(1), Task::Secret));
    }
}
