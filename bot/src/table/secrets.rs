//! Secret picks (Trespass): the direct message with a menu, `/secret` in a DM or
//! ephemerally in the game's channel, menu choices, and the SHA-256 commitments
//! posted when every pick is in. A pick never reaches a channel message, a picture,
//! the move log or an error before the game ends.

use super::api::{Audience, Command, Menu, Refusal, Reply, Request};
use super::api::{ChannelKey, Millis};
use super::base::{lock, Ctx, Seeds, Slot, Table};
use super::session::{self, Session};
use super::status;
use super::text::room;
use crate::store::SavedState;
use parlor_games::i18n::{self, readers, Msg};
use parlor_games::{msg, DynGame, Seat, SeededRng};

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

    /// The menu of secret numbers, its placeholder in the language of whoever
    /// sees it (`locale`: the picker's).
    fn menu(session: &Session, locale: i18n::Locale) -> Menu {
        let choices = session
            .turns()
            .and_then(|g| g.secrets())
            .map(|s| s.secret_choices())
            .unwrap_or_default();
        Menu {
            custom_id: format!("s{}:secret", session.record.id),
            placeholder: msg!("social-secret-menu").tr(locale),
            options: choices.iter().map(|n| (n.to_string(), n.to_string())).collect(),
        }
    }

    /// The direct message asking `seat` for its secret pick, with a menu, and what
    /// to say in the channel instead if the member cannot be messaged. The DM is
    /// in the member's language: their client's when they sent the request, else
    /// as their last command at this game carried it, else the server's; the
    /// fallback in the server's.
    pub(super) fn secret_prompt(&self, session: &Session, seat: Seat) -> Reply {
        let player = session.player(seat);
        let locale = if player.id == self.request.actor.id {
            readers().member
        } else {
            session.record.locale_of(player.id).unwrap_or(readers().room)
        };
        let seat_name = if seat.index() < session.kind.seat_names().len() {
            i18n::seat(session.kind.name(), seat.index())
        } else {
            Msg::raw("?")
        };
        let prompt = msg!(
            "social-secret-prompt",
            game = i18n::title(session.kind.name()),
            channel = session.channel_ref(),
            seat = seat_name,
        );
        let mut reply = Reply::ephemeral(prompt.tr(locale));
        reply.to = Audience::Dm(player.id);
        reply.menu = Some(Self::menu(session, locale));
        reply.dm_fallback = Some(room(msg!("social-secret-dm-fallback", name = player.name.to_string())));
        reply
    }

    /// `/moves` while the secret picks are still coming in: there is nothing to
    /// play yet, so say what to do instead. Someone who hasn't picked is asked to
    /// (with the menu); someone who has is told whose pick play waits for.
    pub(super) fn moves_before_play(&self, session: &Session, game: &dyn DynGame, seat: Seat) -> Reply {
        let waiting: Vec<Msg> = session
            .active_seats()
            .into_iter()
            .filter(|&s| s != seat && game.secrets().and_then(|x| x.secret(s)).is_none())
            .map(|s| session.label(s))
            .collect();
        if game.secrets().and_then(|x| x.secret(seat)).is_none() {
            let mut reply = Reply::ephemeral(msg!("social-secret-pick-first"));
            reply.menu = Some(Self::menu(session, readers().member));
            reply.moves = Some(Vec::new());
            return reply;
        }
        let count = waiting.len();
        let mut reply = Reply::ephemeral(msg!(
            "social-secret-picked-waiting",
            waiting = Msg::and_list(waiting),
            count = count
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
        let Some(game) = current
            .turns()
            .and_then(|g| g.secrets())
            .filter(|_| current.kind.has_secrets())
        else {
            return vec![Reply::refuse(msg!(
                "social-secret-none-in-game",
                game = i18n::title(current.kind.name())
            ))];
        };
        let Some(text) = number else {
            let mut reply = match game.secret(seat) {
                Some(n) => Reply::ephemeral(msg!(
                    "social-secret-yours",
                    game = i18n::title(current.kind.name()),
                    channel = current.channel_ref(),
                    number = n.to_string(),
                )),
                None => {
                    let mut r = Reply::ephemeral(msg!("social-secret-not-yet"));
                    r.menu = Some(Self::menu(current, readers().member));
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
            return vec![Reply::refuse(msg!(
                "social-secret-range",
                low = lo.to_string(),
                high = hi.to_string()
            ))];
        };
        self.pick(slot, seat, n, true)
    }

    /// A choice in a secret-pick menu.
    pub(super) fn select(&mut self, slot: &mut Slot, custom_id: &str, values: &[String]) -> Vec<Reply> {
        let live = session::parse_button(custom_id)
            .filter(|(id, action)| *action == "secret" && slot.as_ref().is_some_and(|s| s.record.id == *id));
        if live.is_none() {
            return vec![Reply::refuse(msg!("social-secret-menu-stale"))];
        }
        match values.first() {
            Some(value) => self.secret_here(slot, Some(value)),
            None => vec![Reply::refuse(msg!("social-secret-choose-one"))],
        }
    }

    /// Records `seat`'s secret `number` with a fresh salt, and posts the
    /// commitments once every pick is in. `confirm` answers the picker privately
    /// with the number (a member); Parlor's pick is confirmed to nobody.
    pub(super) fn pick(&mut self, slot: &mut Slot, seat: Seat, number: u8, confirm: bool) -> Vec<Reply> {
        let current = slot.as_ref().expect("picks need a game");
        let mut next = current.clone();
        let game = next
            .turns_mut()
            .and_then(|g| g.secrets_mut())
            .expect("checked to be a game of turns with secrets");
        let events = match game.set_secret(seat, number) {
            Ok(events) => events,
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
            let game = next
                .turns()
                .and_then(|g| g.secrets())
                .expect("checked to be a game of turns with secrets");
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
        let mut confirmation = Reply::ephemeral(msg!(
            "social-secret-yours",
            game = i18n::title(next.kind.name()),
            channel = next.channel_ref(),
            number = number.to_string(),
        ));
        confirmation.to = self.private();
        let mut post = if all_in {
            let commitments: Vec<Msg> = (0..next.record.seats.len())
                .map(|i| Msg::sentences([next.label(Seat(i as u8)), Msg::raw(next.record.commitments[i].clone())]))
                .collect();
            let mut lines = vec![msg!(
                "social-secret-commitments",
                commitments = Msg::Join(commitments, "; ")
            )];
            lines.extend(events);
            lines.push(status::turn_line(&next));
            next.board_reply(room(Msg::lines(lines)))
                .with_mentions(next.to_move_mention())
        } else {
            let waiting: Vec<Msg> = next
                .active_seats()
                .into_iter()
                .filter(|&s| {
                    next.turns()
                        .and_then(|g| g.secrets())
                        .is_some_and(|g| g.secret(s).is_none())
                })
                .map(|s| next.label(s))
                .collect();
            let count = waiting.len();
            let line = msg!(
                "social-secret-picked",
                who = next.label(seat),
                waiting = Msg::and_list(waiting),
                count = count
            );
            if confirm {
                Reply::channel(line)
            } else {
                // Parlor picks as the game opens: its line joins the opening
                // message, whose picture must then show its pick made.
                next.board_reply(room(line))
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
                let stale = || vec![Reply::refuse(msg!("social-secret-menu-stale"))];
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
                    return Some(vec![Reply::refuse(msg!("social-secret-no-game"))]);
                }
                let waiting: Vec<_> = mine
                    .iter()
                    .filter(|(_, s)| {
                        let seat = s.seat_of(member).expect("filtered on the seat");
                        s.turns()
                            .and_then(|g| g.secrets())
                            .is_some_and(|g| g.waiting_for_secrets() && g.secret(seat).is_none())
                    })
                    .cloned()
                    .collect();
                let pool = if number.is_some() { &waiting } else { &mine };
                match pool.len() {
                    1 => pool[0].clone(),
                    0 => return Some(vec![Reply::refuse(msg!("social-secret-all-picked"))]),
                    _ => {
                        let places: Vec<Msg> = pool
                            .iter()
                            .map(|(_, s)| {
                                msg!(
                                    "social-secret-place",
                                    channel = s.channel_ref(),
                                    players = s.players_text()
                                )
                            })
                            .collect();
                        return Some(vec![Reply::refuse(msg!(
                            "social-secret-which-game",
                            game = i18n::title("trespass"),
                            places = Msg::Join(places, ", ")
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
