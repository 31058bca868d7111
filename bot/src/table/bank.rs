//! One facade over the chip ledger: what a member can spend, and every posting
//! a feature makes. Chips into a session's escrow (a stake, a bet, the Banker's
//! cover), out of it (winnings, payouts, a withdrawn bet, the bank's take), back
//! as refunds when it closes, and straight between two accounts (a penalty, a
//! gift, a grant, the daily chips). Every posting it writes carries the server
//! and, when known, the session, the round and the member whose command caused
//! it, so features don't fill in `Posting`s by hand; the reads count a member's
//! starting grant before it is written. Uses only the store's ledger types and
//! the chip settings.

use super::wallets::ChipSettings;
use crate::store::{Account, Posting, Reason, Store, StoreError};

/// The chips of one server, and of one session in it when the postings are a
/// session's.
#[derive(Clone, Debug)]
pub(super) struct Bank<'g> {
    guild: &'g str,
    session: Option<i64>,
    round: Option<u32>,
    actor: Option<u64>,
}

/// A member's starting grant, written the first time the ledger touches them.
fn welcome_key(guild: &str, member: u64) -> String {
    format!("welcome:{guild}:{member}")
}

impl<'g> Bank<'g> {
    /// Session `session`'s chips in `guild`: no round, no actor.
    pub(super) fn new(guild: &'g str, session: i64) -> Bank<'g> {
        Bank {
            session: Some(session),
            ..Bank::server(guild)
        }
    }

    /// Chips in `guild` outside any session (`/chips`): no round, no actor.
    pub(super) fn server(guild: &'g str) -> Bank<'g> {
        Bank {
            guild,
            session: None,
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

    /// What `account` holds, as written.
    pub(super) fn balance(&self, store: &mut dyn Store, account: &Account) -> Result<i64, StoreError> {
        store.balance(self.guild, account)
    }

    /// The starting-grant posting for a member who has none yet (`None` when
    /// they already have it, or the grant is zero). Written once per member and
    /// server, whatever command first touches them, so it belongs to no session.
    pub(super) fn welcome(
        &self,
        store: &mut dyn Store,
        settings: &ChipSettings,
        member: u64,
    ) -> Result<Option<Posting>, StoreError> {
        if settings.starting <= 0 || store.posting_exists(&welcome_key(self.guild, member))? {
            return Ok(None);
        }
        let mut p = Posting::transfer(
            self.guild,
            Reason::Welcome,
            Account::Mint,
            Account::Member(member),
            settings.starting,
        );
        p.key = welcome_key(self.guild, member);
        p.actor = Some(member);
        p.note = "starting grant".into();
        p.once = true;
        Ok(Some(p))
    }

    /// `member`'s wallet counting a starting grant not yet written, and that
    /// grant's posting, which a change spending from the wallet writes first.
    pub(super) fn wallet_and_welcome(
        &self,
        store: &mut dyn Store,
        settings: &ChipSettings,
        member: u64,
    ) -> Result<(i64, Option<Posting>), StoreError> {
        let welcome = self.welcome(store, settings, member)?;
        let pending = welcome.as_ref().map_or(0, |p| p.entries[1].1);
        Ok((self.balance(store, &Account::Member(member))? + pending, welcome))
    }

    /// `member`'s wallet, counting a starting grant not yet written.
    pub(super) fn wallet(
        &self,
        store: &mut dyn Store,
        settings: &ChipSettings,
        member: u64,
    ) -> Result<i64, StoreError> {
        Ok(self.wallet_and_welcome(store, settings, member)?.0)
    }

    /// Whether `member`'s wallet (with a starting grant not yet written) holds
    /// `amount`. The ledger checks again when the change is written.
    pub(super) fn can_spend(
        &self,
        store: &mut dyn Store,
        settings: &ChipSettings,
        member: u64,
        amount: i64,
    ) -> Result<bool, StoreError> {
        Ok(self.wallet(store, settings, member)? >= amount)
    }

    /// The session's escrow account.
    ///
    /// # Panics
    ///
    /// On a bank of no session ([`Bank::server`]): escrow is a session's.
    pub(super) fn escrow_account(&self) -> Account {
        Account::Escrow(self.session.expect("escrow belongs to a session's bank"))
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

    /// `amount` from one account to another (the mint for grants), on the
    /// session's books when the bank is a session's.
    pub(super) fn transfer(
        &self,
        reason: Reason,
        from: Account,
        to: Account,
        amount: i64,
        note: impl Into<String>,
    ) -> Posting {
        let mut p = Posting::transfer(self.guild, reason, from, to, amount);
        p.session = self.session;
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

    #[test]
    fn a_wallet_counts_the_starting_grant_until_it_is_written_once() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = crate::store::SqliteStore::open(&dir.path().join("p.db")).unwrap();
        let settings = ChipSettings::default();
        // A session's bank writes the grant as no session's: it is the member's.
        let bank = Bank::new("g", 7).in_round(Some(2)).by(Some(42));
        let welcome = bank.welcome(&mut store, &settings, 1).unwrap().unwrap();
        assert_eq!((welcome.session, welcome.round, welcome.actor), (None, None, Some(1)));
        assert_eq!(welcome.key, "welcome:g:1");
        assert!(welcome.once);
        assert_eq!(bank.balance(&mut store, &Account::Member(1)).unwrap(), 0);
        assert_eq!(bank.wallet(&mut store, &settings, 1).unwrap(), settings.starting);
        assert!(bank.can_spend(&mut store, &settings, 1, settings.starting).unwrap());
        assert!(!bank.can_spend(&mut store, &settings, 1, settings.starting + 1).unwrap());

        let gift =
            Bank::server("g")
                .by(Some(1))
                .transfer(Reason::Give, Account::Member(1), Account::Member(2), 400, "a gift");
        assert_eq!((gift.session, gift.round, gift.actor), (None, None, Some(1)));
        let mut gift = gift;
        gift.key = "gift#0".into();
        let change = crate::store::Change {
            postings: vec![welcome, gift],
            ..crate::store::Change::default()
        };
        store.commit(&change).unwrap();
        assert!(bank.welcome(&mut store, &settings, 1).unwrap().is_none());
        assert_eq!(bank.wallet(&mut store, &settings, 1).unwrap(), settings.starting - 400);
        assert!(!bank.can_spend(&mut store, &settings, 1, settings.starting).unwrap());
        // Member 2 holds the gift and still has the grant to come.
        assert_eq!(bank.balance(&mut store, &Account::Member(2)).unwrap(), 400);
        assert_eq!(bank.wallet(&mut store, &settings, 2).unwrap(), 400 + settings.starting);
    }
}
