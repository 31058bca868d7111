//! Secret picks (Trespass): the direct message with a menu, `/secret` in a DM or
//! ephemerally in the game's channel, menu choices, and the SHA-256 commitments
//! posted when every pick is in. A pick never reaches a channel message, a picture,
//! the move log or an error before the game ends.

use super::api::{Audience, Command, Menu, Refusal, Reply, Request};
use super::api::{ChannelKey, Millis};
use super::base::{lock, Ctx, Seeds, Slot, Table};
use super::session::{self, Session};
use super::status;
use crate::store::SavedState;
use parlor_games::{DynGame, Seat, SeededRng};

impl Ctx<'_> {
    /// Where messages for the game's channel go: this channel, or posted there
    /// when the request came by direct message.
    fn game_channel(&self, session: &Session) -> Audience {
        if self.request.channel.0 == session.record.channel {
            Audience::Channel
        } else {
            Audience::Post(ChannelKey(session.record.channel.clone()))
        }
    }

    /// Where a private answer goes: ephemeral in the game's channel, or the DM itself.
    fn private(&self) -> Audience {
        if self.request.channel.is_dm() {
            Audience::Channel
        } else {
            Audience::Ephemeral
        }
    }

    fn menu(session: &Session) -> Menu {
        let choices = session.turns().map(|g| g.secret_choices()).unwrap_or_default();
        Menu {
            custom_id: format!("s{}:secret", session.record.id),
            placeholder: "Your secret number".to_string(),
            options: choices.iter().map(|n| (n.to_string(), n.to_string())).collect(),
        }
    }

    /// The direct message asking `seat` for its secret pick, with a menu, and what
    /// to say in the channel instead if the member cannot be messaged.
    pub(super) fn secret_prompt(&self, session: &Session, seat: Seat) -> Reply {
        let player = session.player(seat);
        let mut reply = Reply::ephemeral(format!(
            "Pick your secret number for the {} game in {} (you are {}). Nobody sees it until the game ends; a \
             SHA-256 commitment is posted so nobody can change it. Use the menu, or type /secret number:N.",
            session.kind.title(),
            session.channel_ref(),
            session.kind.seat_names().get(seat.index()).copied().unwrap_or("?")
        ));
        reply.to = Audience::Dm(player.id);
        reply.menu = Some(Self::menu(session));
        reply.dm_fallback = Some(format!(
            "I couldn't send {name} a direct message (their DMs are closed). {name}, pick your secret number \
             here with /secret number:N; only you will see the answer.",
            name = player.name
        ));
        reply
    }

    /// `/moves` while the secret picks are still coming in: there is nothing to
    /// play yet, so say what to do instead. Someone who hasn't picked is asked to
    /// (with the menu); someone who has is told whose pick play waits for.
    pub(super) fn moves_before_play(&self, session: &Session, game: &dyn DynGame, seat: Seat) -> Reply {
        let waiting: Vec<String> = session
            .active_seats()
            .into_iter()
            .filter(|&s| s != seat && game.secret(s).is_none())
            .map(|s| super::text::member(session.label(s)))
            .collect();
        if game.secret(seat).is_none() {
            let mut reply = Reply::ephemeral(
                "Nothing to move yet: first pick your secret number. Choose it below or in the direct message I \
                 sent you, or type /secret number:N (only you will see the answer). Play starts once every \
                 player has picked.",
            );
            reply.menu = Some(Self::menu(session));
            reply.moves = Some(Vec::new());
            return reply;
        }
        let mut reply = Reply::ephemeral(format!(
            "Nothing to move yet: you have picked your secret number, and play starts once {} has picked theirs.",
            waiting.join(" and ")
        ));
        reply.moves = Some(Vec::new());
        reply
    }

    /// `/secret [number:N]` for the game in `slot`.
    pub(super) fn secret_here(&mut self, slot: &mut Slot, number: Option<&str>) -> Vec<Reply> {
        let (current, seat) = match self.seated(slot) {
            Ok(x) => x,
            Err(refusal) => return vec![refusal.into()],
        };
        let Some(game) = current.turns().filter(|_| current.kind.has_secrets()) else {
            return vec![Reply::refuse(format!("{} has no secret picks.", current.kind.title()))];
        };
        let Some(text) = number else {
            let mut reply = match game.secret(seat) {
                Some(n) => Reply::ephemeral(format!(
                    "Your secret number for the {} game in {} is {n}.",
                    current.kind.title(),
                    current.channel_ref()
                )),
                None => {
                    let mut r = Reply::ephemeral(
                        "You haven't picked a secret number yet: choose one below, or type /secret number:N.",
                    );
                    r.menu = Some(Self::menu(current));
                    r
                }
            };
            reply.to = self.private();
            return vec![reply];
        };
        let choices = game.secret_choices();
        let Some(n) = text.trim().parse::<u8>().ok().filter(|n| choices.contains(n)) else {
            let (lo, hi) = (
                choices.first().copied().unwrap_or(0),
                choices.last().copied().unwrap_or(0),
            );
            return vec![Reply::refuse(format!("Pick a whole number from {lo} to {hi}."))];
        };
        self.pick(slot, seat, n, true)
    }

    /// A choice in a secret-pick menu.
    pub(super) fn select(&mut self, slot: &mut Slot, custom_id: &str, values: &[String]) -> Vec<Reply> {
        let live = session::parse_button(custom_id)
            .filter(|(id, action)| *action == "secret" && slot.as_ref().is_some_and(|s| s.record.id == *id));
        if live.is_none() {
            return vec![Reply::refuse(
                "That game has already ended; this menu no longer does anything.",
            )];
        }
        match values.first() {
            Some(value) => self.secret_here(slot, Some(value)),
            None => vec![Reply::refuse("Choose one number from the menu.")],
        }
    }

    /// Records `seat`'s secret `number` with a fresh salt, and posts the
    /// commitments once every pick is in. `confirm` answers the picker privately
    /// with the number (a member); Parlor's pick is confirmed to nobody.
    pub(super) fn pick(&mut self, slot: &mut Slot, seat: Seat, number: u8, confirm: bool) -> Vec<Reply> {
        let current = slot.as_ref().expect("picks need a game");
        let mut next = current.clone();
        let game = next.turns_mut().expect("checked to be a game of turns with secrets");
        let events = match game.set_secret(seat, number) {
            Ok(events) => events.into_iter().map(super::text::room).collect::<Vec<String>>(),
            // The engine's refusals name no number ("you have already picked").
            Err(e) => return vec![Refusal::from(e).into()],
        };
        let all_in = !game.waiting_for_secrets();
        let mut rng = next.rng();
        let salt = self.table.salt(&mut rng);
        next.record.rng_state = rng.state();
        if next.record.secret_salts.len() < next.record.seats.len() {
            next.record.secret_salts.resize(next.record.seats.len(), String::new());
        }
        next.record.secret_salts[seat.index()] = salt;
        next.record.state = next.game.as_ref().map(SavedState::of);
        next.record.updated_at = self.now;
        if all_in {
            let game = next.turns().expect("checked to be a game of turns with secrets");
            next.record.commitments = (0..next.record.seats.len())
                .map(|i| {
                    let secret = game.secret(Seat(i as u8)).unwrap_or_default();
                    session::commitment(secret, &next.record.secret_salts[i])
                })
                .collect();
            next.record.turn_started_at = self.now;
        }
        // Picks are never written to the move log: the log is not secret.
        if let Err(refusal) = self.table.commit(&next, self.change()) {
            return vec![refusal.into()];
        }
        let mut confirmation = Reply::ephemeral(format!(
            "Your secret number for the {} game in {} is {number}.",
            next.kind.title(),
            next.channel_ref()
        ));
        confirmation.to = self.private();
        let mut post = if all_in {
            let commitments: Vec<String> = (0..next.record.seats.len())
                .map(|i| {
                    format!(
                        "{} {}",
                        super::text::room(next.label(Seat(i as u8))),
                        next.record.commitments[i]
                    )
                })
                .collect();
            let mut lines = vec![format!(
                "Every secret number is in. Commitments (SHA-256 of \"number:salt\", revealed when the game \
                 ends): {}.",
                commitments.join("; ")
            )];
            lines.extend(events);
            lines.push(super::text::room(status::turn_line(&next)));
            next.board_reply(lines.join("\n")).with_mentions(next.to_move_mention())
        } else {
            let waiting: Vec<String> = next
                .active_seats()
                .into_iter()
                .filter(|&s| next.turns().is_some_and(|g| g.secret(s).is_none()))
                .map(|s| super::text::room(next.label(s)))
                .collect();
            let line = format!(
                "{} has picked a secret number. Waiting for {}.",
                super::text::room(next.label(seat)),
                waiting.join(" and ")
            );
            if confirm {
                Reply::channel(line)
            } else {
                // Parlor picks as the game opens: its line joins the opening
                // message, whose picture must then show its pick made.
                next.board_reply(line)
            }
        };
        post.to = self.game_channel(&next);
        *slot = Some(next);
        if confirm {
            vec![confirmation, post]
        } else {
            vec![post]
        }
    }
}

impl Table {
    /// A fresh salt for a commitment: from the OS, or — with fixed seeds, for
    /// replayable scripts — from the session's RNG.
    pub(super) fn salt(&self, rng: &mut SeededRng) -> String {
        let (a, b) = match self.seeds {
            Seeds::Random => (
                getrandom::u64().unwrap_or_else(|_| rng.next_u64()),
                getrandom::u64().unwrap_or_else(|_| rng.next_u64()),
            ),
            Seeds::Fixed(_) => (rng.next_u64(), rng.next_u64()),
        };
        format!("{a:016x}{b:016x}")
    }

    /// Requests about a game that come from somewhere else: a menu choice (its id
    /// names the session) or `/secret` sent by direct message. Returns `None` for
    /// every other request.
    pub(super) fn route_elsewhere(&self, request: &Request, now: Millis) -> Option<Vec<Reply>> {
        let target = match &request.command {
            Command::Select { custom_id, .. } => {
                let stale = || {
                    vec![Reply::refuse(
                        "That game has already ended; this menu no longer does anything.",
                    )]
                };
                let Some((id, _)) = session::parse_button(custom_id) else {
                    return Some(stale());
                };
                match self.find(|s| s.record.id == id).into_iter().next() {
                    Some(found) => found,
                    None => return Some(stale()),
                }
            }
            Command::Secret { number } if request.channel.is_dm() => {
                let member = request.actor.id;
                let mine = self.find(|s| s.kind.has_secrets() && !s.is_challenge() && s.seat_of(member).is_some());
                if mine.is_empty() {
                    return Some(vec![Reply::refuse("You are not in a game with secret picks.")]);
                }
                let waiting: Vec<_> = mine
                    .iter()
                    .filter(|(_, s)| {
                        let seat = s.seat_of(member).expect("filtered on the seat");
                        s.turns()
                            .is_some_and(|g| g.waiting_for_secrets() && g.secret(seat).is_none())
                    })
                    .cloned()
                    .collect();
                let pool = if number.is_some() { &waiting } else { &mine };
                match pool.len() {
                    1 => pool[0].clone(),
                    0 => {
                        return Some(vec![Reply::refuse(
                            "You have already picked in every game; /secret without a number shows your picks.",
                        )])
                    }
                    _ => {
                        let places: Vec<String> = pool
                            .iter()
                            .map(|(_, s)| format!("{} ({})", s.channel_ref(), super::text::member(s.players_text())))
                            .collect();
                        return Some(vec![Reply::refuse(format!(
                            "Which game? You play Trespass in {}: use the menu I sent for each game, or type /secret \
                             in that game's channel.",
                            places.join(", ")
                        ))]);
                    }
                }
            }
            _ => return None,
        };
        let (channel, _) = target;
        let slot = self.slot(&channel);
        let mut guard = lock(&slot);
        Some(self.run_locked(&channel, &mut guard, request, now))
    }

    /// Live sessions matching `wanted`, with their channels (each locked briefly).
    /// With a shared store, sessions other processes started or changed are
    /// taken in first: a direct message may reach a process that never saw them.
    fn find(&self, wanted: impl Fn(&Session) -> bool) -> Vec<(ChannelKey, Session)> {
        self.sync_shared();
        let slots: Vec<_> = lock(&self.channels)
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        slots
            .into_iter()
            .filter_map(|(key, slot)| {
                let guard = lock(&slot);
                guard.as_ref().filter(|s| wanted(s)).map(|s| (key, s.clone()))
            })
            .collect()
    }
}
