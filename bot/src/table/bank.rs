//! One facade over the ledger postings a session makes: chips into its escrow (a
//! stake, a bet, the Banker's cover), out of it (winnings, payouts, a withdrawn
//! bet, the bank's take), back as refunds when it closes, and straight between two
//! accounts (a penalty). Every posting it writes carries the server, the session
//! and, when known, the round and the member whose command caused it, so features
//! don't fill in `Posting`s by hand. Uses only the store's ledger types.

use crate::store::{Account, Posting, Reason};

/// The chips of one session in one server.
#[derive(Clone, Debug)]
pub(super) struct Bank<'g> {
    guild: &'g str,
    session: i64,
    round: Option<u32>,
    actor: Option<u64>,
}

impl<'g> Bank<'g> {
    /// Session `session`'s chips in `guild`: no round, no actor.
    pub(super) fn new(guild: &'g str, session: i64) -> Bank<'g> {
        Bank {
            guild,
            session,
            round: None,
            actor: None,
        }
    }

    /// Postings of a Crown and Anchor round.
    pub(super) fn in_round(self, round: Option<u32>) -> Bank<'g> {
        Bank { round, ..self }
    }

    /// Postings caused by this member's command (`None` for timers).
    pub(super) fn by(self, actor: Option<u64>) -> Bank<'g> {
        Bank { actor, ..self }
    }

    /// The session's escrow account.
    pub(super) fn escrow_account(&self) -> Account {
        Account::Escrow(self.session)
    }

    /// `amount` from `from` into the session's escrow.
    pub(super) fn escrow(&self, reason: Reason, from: Account, amount: i64, note: impl Into<String>) -> Posting {
        self.transfer(reason, from, self.escrow_account(), amount, note)
    }

    /// `amount` out of the session's escrow to `to`.
    pub(super) fn settle(&self, reason: Reason, to: Account, amount: i64, note: impl Into<String>) -> Posting {
        self.transfer(reason, self.escrow_account(), to, amount, note)
    }

    /// `amount` out of the session's escrow back to `to`, as a refund.
    pub(super) fn refund(&self, to: Account, amount: i64, note: impl Into<String>) -> Posting {
        self.settle(Reason::Refund, to, amount, note)
    }

    /// `amount` from one account to another, on the session's books.
    pub(super) fn transfer(
        &self,
        reason: Reason,
        from: Account,
        to: Account,
        amount: i64,
        note: impl Into<String>,
    ) -> Posting {
        let mut p = Posting::transfer(self.guild, reason, from, to, amount);
        p.session = Some(self.session);
        p.round = self.round;
        p.actor = self.actor;
        p.note = note.into();
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn postings_carry_the_session_round_actor_and_note() {
        let bank = Bank::new("g", 7).in_round(Some(3)).by(Some(42));
        let p = bank.escrow(Reason::Bet, Account::Member(1), 10, "bet on the anchor");
        assert_eq!(p.guild, "g");
        assert_eq!(p.reason, Reason::Bet);
        assert_eq!((p.session, p.round, p.actor), (Some(7), Some(3), Some(42)));
        assert_eq!(p.note, "bet on the anchor");
        assert_eq!(p.entries, vec![(Account::Member(1), -10), (Account::Escrow(7), 10)]);
        assert!(p.key.is_empty() && !p.once);
        let back = Bank::new("g", 7).refund(Account::House, 5, "cover returned");
        assert_eq!(back.reason, Reason::Refund);
        assert_eq!((back.round, back.actor), (None, None));
        assert_eq!(back.entries, vec![(Account::Escrow(7), -5), (Account::House, 5)]);
    }
}
