//! Secret picks (Trespass): the direct message with a menu, `/secret` in a DM or
//! ephemerally in the game's channel, menu choices, and the SHA-256 commitments
//! posted when every pick is in. A pick never reaches a channel message, a picture,
//! the move log or an error before the game ends.

use super::api::{Audience, ChannelKey, Menu, Refusal, Reply};
use super::base::{lock, Ctx, Seeds, Table};
use super::session::{self, Session};
use super::status;
use crate::i18n::tr;
use parlor_games::i18n::{self, Msg};
use parlor_games::{msg, DynGame, Seat, SeededRng};

impl Ctx<'_> {
    /// Where messages for the game's channel go: this channel, or posted there
    /// when the request came by direct message.
    fn game_channel(&self, session: &Session) -> Audience {
        if self.caller.channel.0 == session.record.channel {
            Audience::Channel
        } else {
            Audience::Post(ChannelKey(session.record.channel.clone()))
        }
    }

    /// Where a private answer goes: ephemeral in the game's channel, or the DM itself.
    fn private(&self) -> Audience {
        if self.caller.channel.is_dm() {
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
            placeholder: tr(locale, &msg!("social-secret-menu")),
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
        let locale = if player.id == self.caller.actor.id {
            self.readers.member
        } else {
            session.record.locale_of(player.id).unwrap_or(self.readers.room)
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
        let mut reply = Reply::to(Audience::Dm(player.id), tr(locale, &prompt));
        reply.menu = Some(Self::menu(session, locale));
        reply.dm_fallback = Some(self.room(msg!("social-secret-dm-fallback", name = player.name.to_string())));
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
            let mut reply = self.tell(msg!("social-secret-pick-first"));
            reply.menu = Some(Self::menu(session, self.readers.member));
            reply.moves = Some(Vec::new());
            return reply;
        }
        let count = waiting.len();
        let mut reply = self.tell(msg!(
            "social-secret-picked-waiting",
            waiting = Msg::and_list(waiting),
            count = count
        ));
        reply.moves = Some(Vec::new());
        reply
    }

    /// `/secret [number:N]` for the game in the channel (or, from a DM, the
    /// member's game the router found).
    pub(super) fn secret(&mut self, number: Option<String>) -> Result<Vec<Reply>, Refusal> {
        let (current, seat) = self.seated()?;
        let Some(game) = current
            .turns()
            .and_then(|g| g.secrets())
            .filter(|_| current.kind.has_secrets())
        else {
            return Err(Refusal::says(msg!(
                "social-secret-none-in-game",
                game = i18n::title(current.kind.name())
            )));
        };
        let Some(text) = number else {
            let mut reply = match game.secret(seat) {
                Some(n) => self.tell(msg!(
                    "social-secret-yours",
                    game = i18n::title(current.kind.name()),
                    channel = current.channel_ref(),
                    number = n.to_string(),
                )),
                None => {
                    let mut r = self.tell(msg!("social-secret-not-yet"));
                    r.menu = Some(Self::menu(current, self.readers.member));
                    r
                }
            };
            reply.to = self.private();
            return Ok(vec![reply]);
        };
        let choices = game.secret_choices();
        let Some(n) = text.trim().parse::<u8>().ok().filter(|n| choices.contains(n)) else {
            let (lo, hi) = (
                choices.first().copied().unwrap_or(0),
                choices.last().copied().unwrap_or(0),
            );
            return Err(Refusal::says(msg!(
                "social-secret-range",
                low = lo.to_string(),
                high = hi.to_string()
            )));
        };
        self.pick(seat, n, true)
    }

    /// A choice in a secret-pick menu.
    pub(super) fn select(&mut self, custom_id: String, values: Vec<String>) -> Result<Vec<Reply>, Refusal> {
        let live = session::parse_button(&custom_id)
            .filter(|(id, action)| *action == "secret" && self.slot.as_ref().is_some_and(|s| s.record.id == *id));
        if live.is_none() {
            return Err(Refusal::says(msg!("social-secret-menu-stale")));
        }
        match values.into_iter().next() {
            Some(value) => self.secret(Some(value)),
            None => Err(Refusal::says(msg!("social-secret-choose-one"))),
        }
    }

    /// Records `seat`'s secret `number` with a fresh salt, and posts the
    /// commitments once every pick is in. `confirm` answers the picker privately
    /// with the number (a member); Parlor's pick is confirmed to nobody.
    pub(super) fn pick(&mut self, seat: Seat, number: u8, confirm: bool) -> Result<Vec<Reply>, Refusal> {
        let Some(current) = self.slot.as_ref() else {
            return Err(Refusal::says(msg!("table-no-game")));
        };
        let mut next = current.clone();
        let Some(game) = next.turns_mut().and_then(|g| g.secrets_mut()) else {
            return Err(Refusal::says(msg!("table-no-game")));
        };
        // The engine's refusals name no number ("you have already picked").
        let events = game.set_secret(seat, number)?;
        let all_in = !game.waiting_for_secrets();
        let mut rng = next.rng();
        let salt = self.table.salt(&mut rng);
        next.record.rng_state = rng.state();
        if next.record.secret_salts.len() < next.record.seats.len() {
            next.record.secret_salts.resize(next.record.seats.len(), String::new());
        }
        next.record.secret_salts[seat.index()] = salt;
        if all_in {
            let commitments = (0..next.record.seats.len())
                .map(|i| {
                    let secret = next
                        .turns()
                        .and_then(|g| g.secrets()?.secret(Seat(i as u8)))
                        .unwrap_or_default();
                    session::commitment(secret, &next.record.secret_salts[i])
                })
                .collect();
            next.record.commitments = commitments;
            next.record.turn_started_at = self.now;
        }
        // Picks are never written to the move log: the log is not secret.
        self.commit(&mut next, self.change())?;
        let mut confirmation = self.tell(msg!(
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
            next.board_reply(self.readers.room, Msg::lines(lines))
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
                self.say(line)
            } else {
                // Parlor picks as the game opens: its line joins the opening
                // message, whose picture must then show its pick made.
                next.board_reply(self.readers.room, line)
            }
        };
        post.to = self.game_channel(&next);
        self.keep(next);
        if confirm {
            Ok(vec![confirmation, post])
        } else {
            Ok(vec![post])
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

    /// Live sessions matching `wanted`, with their channels (each locked briefly).
    /// With a shared store, sessions other processes started or changed are
    /// taken in first: a direct message may reach a process that never saw them.
    pub(super) fn find(&self, wanted: impl Fn(&Session) -> bool) -> Vec<(ChannelKey, Session)> {
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
