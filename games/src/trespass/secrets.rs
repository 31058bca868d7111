//! Trespass's secret picks (set-up step 2) as the [`Secrets`] capability: each
//! player picks one of their own numbers before play, and no event, view or
//! refusal names it before the game is over.

use super::{Event, Phase, RuleError, Trespass, PIECES_PER_SIDE};
use crate::capability::{SecretError, Secrets};
use crate::i18n::Msg;
use crate::text::sentences;
use crate::Seat;

impl Secrets for Trespass {
    /// Set-up step 2: both players pick before the first move.
    fn waiting_for_secrets(&self) -> bool {
        self.phase == Phase::Secrets && !self.outcome.is_over()
    }

    /// A secret names one of the picker's ten pieces, 0–9.
    fn secret_choices(&self) -> Vec<u8> {
        (0..PIECES_PER_SIDE).collect()
    }

    /// The seat's secret number as stored, `None` until picked. For the seat
    /// itself and for the bot's commitment; never show it to anyone else before
    /// the game is over.
    fn secret(&self, seat: Seat) -> Option<u8> {
        self.secrets.get(seat.index()).copied().flatten()
    }

    /// Set-up step 2: `seat` picks its secret number, 0–9, once. When both have
    /// picked, play begins with Red. Refused (the game's [`RuleError`] in
    /// [`SecretError::Refused`]) once the game has ended, for a second pick (a
    /// secret never changes), once play has begun, for a number outside 0–9 and
    /// for a seat that is not at the table.
    fn set_secret(&mut self, seat: Seat, number: u8) -> Result<Vec<Msg>, SecretError> {
        match self.pick(seat, number) {
            Ok(events) => Ok(sentences(&events)),
            Err(e) => Err(SecretError::Refused(Box::new(e))),
        }
    }
}

impl Trespass {
    /// [`Secrets::set_secret`] with the typed events and refusal, for the
    /// capability and for [`crate::Game::determinize`], which draws the
    /// opponent's pick.
    pub(super) fn pick(&mut self, seat: Seat, number: u8) -> Result<Vec<Event>, RuleError> {
        if self.outcome.is_over() {
            return Err(RuleError::GameOver);
        }
        if seat.index() > 1 {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if self.secrets[seat.index()].is_some() {
            return Err(RuleError::SecretAlreadyPicked);
        }
        if self.phase != Phase::Secrets {
            return Err(RuleError::PlayBegun);
        }
        if number >= PIECES_PER_SIDE {
            return Err(RuleError::NoSuchNumber(number));
        }
        self.secrets[seat.index()] = Some(number);
        let mut events = vec![Event::SecretPicked { seat }];
        if self.secrets.iter().all(Option::is_some) {
            self.phase = Phase::Play;
            self.to_act = Seat::FIRST;
            events.push(Event::PlayBegins);
            self.begin_turn(&mut events);
        }
        Ok(events)
    }
}
