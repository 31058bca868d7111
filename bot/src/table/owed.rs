//! What live sessions may still pay each account, so that settling one can never
//! push an account past [`MAX_BALANCE`].
//!
//! A Crown and Anchor roll, a table's refunds and a game's stakes are paid from
//! escrow, and they must always go through: a roll refused by the ledger would be
//! refused again at every retry. So every account keeps room for what the open
//! sessions may pay it, counted generously enough that no settlement ever pays more
//! (the engine's `most_paid_to` and `most_to_banker`, and a game's whole pot to
//! each player):
//!
//! > for every account, its balance plus what the live sessions may pay it is at
//! > most [`MAX_BALANCE`].
//!
//! A settlement pays an account no more than it stops owing it, so it never breaks
//! this. What could — a bet, a stake, a grant, a gift, the daily chips, funding the
//! house, a penalty — is refused when it would: by the command itself, with a line
//! saying why, and in any case by the ledger, which every commit gives the
//! [`limits`] it must keep, checked in the commit's own transaction. The amounts
//! are computed from the sessions' state, so a restart rebuilds them exactly.

use super::session::Session;
use super::status;
use crate::store::{Account, Limit, Posting, SessionRecord, Status, MAX_BALANCE};
use std::collections::HashMap;

/// An account in one server's ledger.
pub(crate) type Key = (String, Account);

/// What one session may still pay each account (the accounts it owes nothing
/// left out).
pub(super) fn owed_by(session: &Session) -> Vec<(Key, i64)> {
    let Some(guild) = session.record.server.as_deref() else {
        return Vec::new();
    };
    if session.record.status != Status::Playing {
        return Vec::new();
    }
    let mut out: Vec<(Key, i64)> = Vec::new();
    let mut add = |account: Account, amount: u64| {
        if amount > 0 {
            out.push(((guild.to_string(), account), amount.min(i64::MAX as u64) as i64));
        }
    };
    if let Some(table) = session.table() {
        if table.bets().is_empty() {
            return Vec::new();
        }
        for (i, player) in session.record.seats.iter().enumerate() {
            add(
                Account::Member(player.id),
                table.most_paid_to(parlor_games::Seat(i as u8)),
            );
        }
        add(status::banker_account(session, table.banker()), table.most_to_banker());
        return out;
    }
    if let Some(stake) = session.stake() {
        // The winner takes the pot; with no winner each stake comes back.
        let pot = stake.saturating_mul(session.record.seats.len() as u64);
        for player in &session.record.seats {
            add(Account::Member(player.id), pot);
        }
    }
    out
}

/// [`owed_by`] for a stored record (the audit's view).
pub fn owed_by_record(record: &SessionRecord) -> Result<Vec<(Key, i64)>, String> {
    if record.status != Status::Playing || record.state.is_none() {
        return Ok(Vec::new());
    }
    Ok(owed_by(&Session::restore(record.clone())?))
}

/// What every live session may still pay, per account.
#[derive(Debug, Default)]
pub(crate) struct Owed {
    by_session: HashMap<i64, Vec<(Key, i64)>>,
    /// Per server, per account: looked up by `&str` without building a key.
    totals: HashMap<String, HashMap<Account, i64>>,
}

impl Owed {
    /// What the live sessions may pay `account` in `guild`, in all.
    pub(crate) fn to(&self, guild: &str, account: &Account) -> i64 {
        self.totals
            .get(guild)
            .and_then(|accounts| accounts.get(account))
            .copied()
            .unwrap_or(0)
    }

    /// What `session` owes now.
    fn of(&self, session: i64) -> &[(Key, i64)] {
        self.by_session.get(&session).map_or(&[], Vec::as_slice)
    }

    /// Records what `session` owes after a commit (nothing once it is over).
    pub(super) fn set(&mut self, session: i64, owed: Vec<(Key, i64)>) {
        if let Some(old) = self.by_session.remove(&session) {
            for ((guild, account), amount) in old {
                if let Some(accounts) = self.totals.get_mut(&guild) {
                    if let Some(total) = accounts.get_mut(&account) {
                        *total -= amount;
                        if *total == 0 {
                            accounts.remove(&account);
                        }
                    }
                    if accounts.is_empty() {
                        self.totals.remove(&guild);
                    }
                }
            }
        }
        if owed.is_empty() {
            return;
        }
        for ((guild, account), amount) in &owed {
            let accounts = match self.totals.get_mut(guild.as_str()) {
                Some(accounts) => accounts,
                None => self.totals.entry(guild.clone()).or_default(),
            };
            *accounts.entry(account.clone()).or_default() += amount;
        }
        self.by_session.insert(session, owed);
    }

    /// Whether a session's new amounts differ from what is recorded.
    pub(super) fn changes(&self, session: i64, owed: &[(Key, i64)]) -> bool {
        self.of(session) != owed
    }
}

/// The chips `account` may still take in before it, with what the live sessions
/// may pay it, holds [`MAX_BALANCE`]: its room. `balance` is what it holds now
/// (counting a starting grant about to be written). Never below zero.
pub(crate) fn room(owed: &Owed, guild: &str, account: &Account, balance: i64) -> i64 {
    (MAX_BALANCE as i128 - balance as i128 - owed.to(guild, account) as i128).clamp(0, MAX_BALANCE as i128) as i64
}

/// The limits a change must keep ([`Limit`], checked by the ledger in the
/// change's transaction): every account whose balance plus what the live sessions
/// may pay it would grow, with the most its balance may then be. `session` is the
/// committed session's id and what it owes after the change. Computed with the
/// store held, so no other change comes between.
pub(super) fn limits(owed: &Owed, session: Option<(i64, &[(Key, i64)])>, postings: &[Posting]) -> Vec<Limit> {
    let session = session.filter(|(id, new)| owed.changes(*id, new));
    if postings.is_empty() && session.is_none() {
        return Vec::new();
    }
    // Per account: how much its balance plus what it is owed grows, and how much
    // more (or less) it is owed.
    let mut growth: HashMap<Key, (i128, i128)> = HashMap::new();
    for p in postings {
        for (account, amount) in &p.entries {
            if matches!(account, Account::Member(_) | Account::House) {
                growth.entry((p.guild.clone(), account.clone())).or_default().0 += *amount as i128;
            }
        }
    }
    if let Some((id, new)) = session {
        for (key, amount) in owed.of(id) {
            let g = growth.entry(key.clone()).or_default();
            g.0 -= *amount as i128;
            g.1 -= *amount as i128;
        }
        for (key, amount) in new {
            let g = growth.entry(key.clone()).or_default();
            g.0 += *amount as i128;
            g.1 += *amount as i128;
        }
    }
    let mut out: Vec<Limit> = growth
        .into_iter()
        .filter(|(_, (grows, _))| *grows > 0)
        .map(|((guild, account), (_, more))| {
            let owed_after = owed.to(&guild, &account) as i128 + more;
            let cap = (MAX_BALANCE as i128 - owed_after).clamp(i64::MIN as i128, i64::MAX as i128) as i64;
            Limit { guild, account, cap }
        })
        .collect();
    out.sort_by(|a, b| (&a.guild, &a.account).cmp(&(&b.guild, &b.account)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(member: u64) -> Key {
        ("g".into(), Account::Member(member))
    }

    #[test]
    fn totals_follow_each_session_and_drop_what_ends() {
        let mut owed = Owed::default();
        owed.set(1, vec![(key(1), 40), (key(2), 10)]);
        owed.set(2, vec![(key(1), 5)]);
        assert_eq!(owed.to("g", &Account::Member(1)), 45);
        owed.set(1, vec![(key(2), 3)]);
        assert_eq!(owed.to("g", &Account::Member(1)), 5);
        assert_eq!(owed.to("g", &Account::Member(2)), 3);
        owed.set(2, Vec::new());
        owed.set(1, Vec::new());
        assert!(owed.totals.is_empty() && owed.by_session.is_empty());
        assert_eq!(room(&owed, "g", &Account::Member(1), MAX_BALANCE - 7), 7);
        assert_eq!(room(&owed, "g", &Account::Member(1), MAX_BALANCE), 0);
    }

    fn transfer(from: Account, to: Account, amount: i64) -> Posting {
        Posting::transfer("g", crate::store::Reason::Bet, from, to, amount)
    }

    #[test]
    fn a_bet_limits_the_bettor_and_the_banker_and_a_roll_limits_nobody() {
        let mut owed = Owed::default();
        // Member 1 already may win 40 elsewhere.
        owed.set(9, vec![(key(1), 40)]);
        // Member 1 bets 10 against the house at session 1, the house adding a
        // cover of 30: 1 may now be paid 40 there, the house 40.
        let bet = [
            transfer(Account::Member(1), Account::Escrow(1), 10),
            transfer(Account::House, Account::Escrow(1), 30),
        ];
        let house = ("g".to_string(), Account::House);
        let after = vec![(key(1), 40), (house.clone(), 40)];
        let placed = limits(&owed, Some((1, &after)), &bet);
        let cap = |account: Account| placed.iter().find(|l| l.account == account).map(|l| l.cap);
        assert_eq!(cap(Account::Member(1)), Some(MAX_BALANCE - 80));
        assert_eq!(cap(Account::House), Some(MAX_BALANCE - 40));
        assert_eq!(placed.len(), 2);
        owed.set(1, after);
        // The roll pays 1 a pair's 30 and the house the other 20: both owed less
        // than before, so nothing is limited.
        let roll = [
            transfer(Account::Escrow(1), Account::Member(1), 30),
            transfer(Account::Escrow(1), Account::House, 10),
        ];
        assert!(limits_of(&owed, 1, &roll).is_empty());
        // A gift to 1 with nothing changing at a table is limited by all 1 is owed.
        let gift = [transfer(Account::Member(2), Account::Member(1), 5)];
        let given = limits(&owed, None, &gift);
        assert_eq!(given.len(), 1);
        assert_eq!(given[0].cap, MAX_BALANCE - 80);
    }

    fn limits_of(owed: &Owed, session: i64, postings: &[Posting]) -> Vec<Limit> {
        limits(owed, Some((session, &[])), postings)
    }
}
