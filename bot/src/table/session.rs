//! One channel's session: its stored record plus the live game, and the words and
//! pictures used to show it.

use super::api::{Audience, Button, ButtonStyle, Lazy, Mention, Name, Picture, Reply};
use super::text;
use crate::i18n::tr;
use crate::store::{Player, SessionRecord, Status};
use parlor_games::ai::Level;
use parlor_games::crown_anchor::CrownAndAnchor;
use parlor_games::i18n::{Locale, Msg};
use parlor_games::{msg, AnyGame, DynGame, GameKind, Outcome, Seat, SeededRng};

/// A session in memory: the record as stored, and the game rebuilt from it.
///
/// The game is one of two kinds of play ([`AnyGame`]): a game of turns, which
/// the turn features (moves, secrets, stakes, timers) reach through
/// [`Session::turns`], or a Crown and Anchor table, which the table's features
/// reach through [`Session::table`]. `None` while the session is a challenge or
/// a lobby.
#[derive(Clone, Debug)]
pub(super) struct Session {
    pub record: SessionRecord,
    pub kind: GameKind,
    pub game: Option<AnyGame>,
}

impl Session {
    /// Rebuilds a stored session through the games' validating constructors.
    pub fn restore(record: SessionRecord) -> Result<Session, String> {
        let kind = GameKind::from_name(&record.game).ok_or_else(|| format!("unknown game {}", record.game))?;
        let game = match &record.state {
            Some(state) => Some(AnyGame::restore(kind, &state.value()?).map_err(|e| e.to_string())?),
            None => None,
        };
        Ok(Session { record, kind, game })
    }

    /// The game of turns in play; `None` at a Crown and Anchor table and before
    /// the game starts.
    pub fn turns(&self) -> Option<&dyn DynGame> {
        self.game.as_ref()?.turns()
    }

    /// The game of turns in play, to change.
    pub fn turns_mut(&mut self) -> Option<&mut dyn DynGame> {
        self.game.as_mut()?.turns_mut()
    }

    /// The Crown and Anchor table in play; `None` for a game of turns and before
    /// the table opens.
    pub fn table(&self) -> Option<&CrownAndAnchor> {
        self.game.as_ref()?.table()
    }

    /// The Crown and Anchor table in play, to change.
    pub fn table_mut(&mut self) -> Option<&mut CrownAndAnchor> {
        self.game.as_mut()?.table_mut()
    }

    /// The chips each player stakes on a game of turns played for chips (Acey
    /// Ducey `stake:N`); the winner takes every stake.
    pub fn stake(&self) -> Option<u64> {
        self.turns()?.stakes()?.stake()
    }

    /// Whether `seat` is out of play: out of a game of turns that goes on without
    /// it, or no longer at the table.
    pub fn is_out(&self, seat: Seat) -> bool {
        match &self.game {
            Some(AnyGame::Turns(turns)) => turns.game().seats_out().is_some_and(|out| out.is_out(seat)),
            Some(AnyGame::CrownAndAnchor(table)) => !table.is_present(seat),
            None => false,
        }
    }

    /// The seat `member` holds, if seated.
    pub fn seat_of(&self, member: u64) -> Option<Seat> {
        self.record
            .seats
            .iter()
            .position(|p| p.id == member)
            .map(|i| Seat(i as u8))
    }

    /// The member in `seat`.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.record.seats[seat.index()]
    }

    /// The ping for `seat`'s member (none for Parlor's seats).
    pub fn mention(&self, seat: Seat) -> Option<Mention> {
        let player = self.player(seat);
        player.parlor.is_none().then(|| Mention {
            id: player.id,
            name: player.name.clone(),
        })
    }

    /// The ping for the member to move, if a member is to move.
    pub fn to_move_mention(&self) -> Option<Mention> {
        self.turns().and_then(|g| g.to_act()).and_then(|s| self.mention(s))
    }

    /// The pings for every member seated (a game starting).
    pub fn seated_mentions(&self) -> Vec<Mention> {
        (0..self.record.seats.len() as u8)
            .filter_map(|s| self.mention(Seat(s)))
            .collect()
    }

    /// The level Parlor plays `seat` at, when the seat is Parlor's.
    pub fn parlor_level(&self, seat: Seat) -> Option<Level> {
        self.record.seats.get(seat.index())?.parlor
    }

    /// Whether `seat` is Parlor's (the computer opponent).
    pub fn is_parlor(&self, seat: Seat) -> bool {
        self.parlor_level(seat).is_some()
    }

    /// How many seats Parlor holds.
    pub fn parlor_seats(&self) -> usize {
        self.record.seats.iter().filter(|p| p.parlor.is_some()).count()
    }

    /// "alice (Green)"; just "alice" in games whose seats have no colours.
    pub fn label(&self, seat: Seat) -> Msg {
        let name = self.player(seat).name.to_string();
        match text::seat(self.kind, seat.index()) {
            Some(colour) => msg!("table-player", name = name, seat = colour),
            None => Msg::raw(name),
        }
    }

    /// The game's title as players read it.
    pub fn title(&self) -> Msg {
        self.kind.title_msg()
    }

    /// Every seat's label, "alice (Black) vs bob (White)" ("alice, bob" at a
    /// table, whose seats are not sides).
    pub fn seats_text(&self, seats: impl IntoIterator<Item = Seat>) -> Msg {
        let labels: Vec<Msg> = seats.into_iter().map(|s| self.label(s)).collect();
        if self.kind.is_table() {
            return Msg::Join(labels, ", ");
        }
        labels
            .into_iter()
            .reduce(|first, second| msg!("table-versus", first = first, second = second))
            .unwrap_or_else(|| Msg::raw(""))
    }

    /// The session's RNG as of the last accepted command.
    pub fn rng(&self) -> SeededRng {
        SeededRng::from_state(self.record.rng_state)
    }

    /// The names of every seated player, "alice and bob".
    pub fn players_text(&self) -> Msg {
        Msg::and_list(self.record.seats.iter().map(|p| Msg::raw(p.name.to_string())))
    }

    /// The result in words, once the game is over: "Game over: alice (Black) wins."
    pub fn outcome_line(&self) -> Option<Msg> {
        match self.turns()?.outcome() {
            Outcome::Ongoing => None,
            Outcome::Won(seat) => Some(msg!("table-game-over-won", player = self.label(seat))),
            Outcome::Draw => Some(msg!("table-game-over-draw")),
        }
    }

    /// A channel reply with the board picture, its text diagram and its public
    /// view, its words and the picture's in `room`, the room's language.
    pub fn board_reply(&self, room: Locale, text: impl Into<Msg>) -> Reply {
        match &self.game {
            Some(game) => {
                let names: Vec<&str> = self.record.seats.iter().map(|p| p.name.as_str()).collect();
                let (png, description) = parlor_render::picture_and_alt_text(game, &names, room);
                let (game, names) = (game.clone(), self.seat_names());
                let diagram = Lazy::new(move || {
                    let names: Vec<&str> = names.iter().map(String::as_str).collect();
                    parlor_render::diagram(&game, &names)
                });
                self.board_reply_drawn(room, text, png, description, diagram)
            }
            None => Reply::to(Audience::Channel, tr(room, &text.into())),
        }
    }

    /// Every seated player's name as written, in seat order (for pictures and
    /// diagrams, not chat text).
    pub fn seat_names(&self) -> Vec<String> {
        self.record.seats.iter().map(|p| p.name.as_str().to_string()).collect()
    }

    /// [`Session::board_reply`] with a picture already drawn, its description
    /// (alt text) and its diagram, to draw when read.
    pub fn board_reply_drawn(
        &self,
        room: Locale,
        text: impl Into<Msg>,
        png: Vec<u8>,
        description: String,
        diagram: Lazy<String>,
    ) -> Reply {
        let mut reply = Reply::to(Audience::Channel, tr(room, &text.into()));
        if let Some(game) = &self.game {
            let seats = (0..self.record.seats.len() as u8)
                .map(Seat)
                .filter(|&s| !(self.kind.is_table() && self.is_out(s)));
            let title = msg!(
                "table-picture-title",
                game = self.title(),
                players = self.seats_text(seats)
            );
            reply.picture = Some(Picture {
                file_name: parlor_render::picture_file_name(self.kind),
                png,
                title: tr(room, &title),
                diagram,
                description,
            });
            reply.view = Some(Lazy::new({
                let game = game.clone();
                move || game.public_view()
            }));
            // A dice game whose player must roll gets a Roll button (same as /roll).
            if let Some(game) = self.turns().filter(|_| self.kind.has_dice()) {
                if game.to_act().is_some_and(|seat| game.legal_actions(seat) == ["roll"]) {
                    reply
                        .buttons
                        .push(self.button(room, msg!("table-button-roll"), "roll", ButtonStyle::Primary));
                }
            }
        }
        reply
    }

    /// A button bound to this session (a stale press is recognised by the id),
    /// labelled in `room`, the channel's language.
    pub fn button(&self, room: Locale, label: impl Into<Msg>, action: &str, style: ButtonStyle) -> Button {
        Button {
            label: tr(room, &label.into()),
            custom_id: format!("s{}:{action}", self.record.id),
            style,
        }
    }

    /// True while the session is a challenge or a lobby.
    pub fn is_challenge(&self) -> bool {
        self.record.status == Status::Challenge
    }

    /// Seats still playing (not out of a game that goes on without them).
    pub fn active_seats(&self) -> Vec<Seat> {
        (0..self.record.seats.len() as u8)
            .map(Seat)
            .filter(|&s| !self.is_out(s))
            .collect()
    }

    /// How a message names the game's channel: a Discord channel mention for a
    /// Discord channel id, `#name` for a local channel.
    pub fn channel_ref(&self) -> String {
        let key = &self.record.channel;
        if !key.is_empty() && key.bytes().all(|b| b.is_ascii_digit()) {
            format!("<#{key}>")
        } else {
            format!("#{key}")
        }
    }

    /// Once the game is over: every secret pick with its salt, so anyone can check
    /// the commitments posted when play began.
    pub fn reveal_line(&self) -> Option<Msg> {
        let game = self.turns()?;
        if !self.kind.has_secrets() || self.record.commitments.is_empty() {
            return None;
        }
        let picks: Vec<Msg> = (0..self.record.seats.len() as u8)
            .map(Seat)
            .filter_map(|seat| {
                let number = game.secrets()?.secret(seat)?;
                let salt = self.record.secret_salts.get(seat.index())?;
                Some(msg!(
                    "table-secret-picked",
                    player = self.label(seat),
                    number = number,
                    salt = salt.as_str()
                ))
            })
            .collect();
        Some(msg!("table-secrets-revealed", picks = Msg::Join(picks, "; ")))
    }
}

/// The name Parlor's seats go by: "Parlor", then "Parlor 2", "Parlor 3" when a
/// lobby seats it more than once.
pub(super) const PARLOR_NAME: &str = "Parlor";

/// Parlor's seat at `level`, the `index`-th Parlor seat of its game (from 0),
/// held under the bot's own member id.
pub(super) fn parlor_player(id: u64, level: Level, index: usize) -> Player {
    let name = match index {
        0 => PARLOR_NAME.to_string(),
        n => format!("{PARLOR_NAME} {}", n + 1),
    };
    Player {
        id,
        name: Name::new(&name),
        parlor: Some(level),
    }
}

/// Splits the table option `level:easy|normal|hard` (Parlor's strength, which
/// the bot consumes: the games never see it) from the rest of `options`. The
/// refusal names a level that doesn't exist.
pub(super) fn split_level(options: &str) -> Result<(Option<Level>, String), Msg> {
    let mut level = None;
    let mut rest = Vec::new();
    for word in options.split_whitespace() {
        match word.split_once(':') {
            Some((key, value)) if key.eq_ignore_ascii_case("level") => match Level::parse(value) {
                Some(l) => level = Some(l),
                None => {
                    let shown: String = value.chars().take(20).collect();
                    return Err(msg!("table-bad-level", level = shown));
                }
            },
            _ => rest.push(word),
        }
    }
    Ok((level, rest.join(" ")))
}

/// Whether a game of `kind` with `options` is played for chips (a stake or a
/// penalty), which Parlor never is. Options that don't build a game are left
/// for the game's own refusal.
pub(super) fn plays_for_chips(kind: GameKind, options: &str, players: usize, seed: u64) -> bool {
    AnyGame::new(kind, options, players, &mut SeededRng::new(seed))
        .ok()
        .and_then(|game| {
            game.turns()?
                .stakes()
                .map(|s| s.stake().is_some() || s.penalty().is_some())
        })
        .unwrap_or(false)
}

/// The commitment to a secret pick: hex SHA-256 of `number:salt`.
pub(super) fn commitment(number: u8, salt: &str) -> String {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(format!("{number}:{salt}").as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// Splits a button's custom id `s12:accept` into the session id and the action.
pub(super) fn parse_button(custom_id: &str) -> Option<(i64, &str)> {
    let rest = custom_id.strip_prefix('s')?;
    let (id, action) = rest.split_once(':')?;
    Some((id.parse().ok()?, action))
}

/// "10 minutes", "24 hours", "7 days", "1 hour 30 minutes", in the reader's
/// language.
pub(super) fn human_duration(millis: i64) -> Msg {
    let minutes = (millis.max(0) + 59_999) / 60_000;
    let (days, hours, mins) = (minutes / 1440, minutes % 1440 / 60, minutes % 60);
    let parts: Vec<Msg> = [
        (days, "table-duration-days"),
        (hours, "table-duration-hours"),
        (mins, "table-duration-minutes"),
    ]
    .into_iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, id)| Msg::new(id).with("n", n))
    .collect();
    if parts.is_empty() {
        msg!("table-duration-less-than-a-minute")
    } else {
        Msg::sentences(parts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_like_people_say_them() {
        assert_eq!(human_duration(10 * 60_000), "10 minutes");
        assert_eq!(human_duration(24 * 3_600_000), "1 day");
        assert_eq!(human_duration(90 * 60_000), "1 hour 30 minutes");
        assert_eq!(human_duration(0), "less than a minute");
    }

    #[test]
    fn durations_are_said_in_each_language_with_its_plurals() {
        use parlor_games::i18n::Locale;
        assert_eq!(human_duration(60_000).tr(Locale::Fr), "1 minute");
        assert_eq!(human_duration(90 * 60_000).tr(Locale::Fr), "1 heure 30 minutes");
        assert_eq!(human_duration(7 * 24 * 3_600_000).tr(Locale::Fr), "7 jours");
        assert_eq!(human_duration(24 * 3_600_000).tr(Locale::Es), "1 día");
        assert_eq!(human_duration(150 * 60_000).tr(Locale::Es), "2 horas 30 minutos");
        assert_eq!(human_duration(0).tr(Locale::Es), "menos de un minuto");
    }

    #[test]
    fn commitments_are_sha256_of_number_and_salt() {
        // printf '7:abc' | sha256sum
        assert_eq!(
            commitment(7, "abc"),
            "d9d02ef46913e78745d85b7ee05d3e0e27006b67a080a426be4414c506b82aab"
        );
        assert_ne!(commitment(7, "abc"), commitment(8, "abc"));
    }

    #[test]
    fn button_ids_round_trip() {
        assert_eq!(parse_button("s12:accept"), Some((12, "accept")));
        assert_eq!(parse_button("x12:accept"), None);
        assert_eq!(parse_button("s:accept"), None);
    }
}
