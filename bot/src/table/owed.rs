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
//! house, a penalty — is refused when it would ([`check`], run under the store's
//! lock by every commit, after the command's own clearer refusal). The amounts are
//! computed from the sessions' state, so a restart rebuilds them exactly.

use super::crown;
use super::session::Session;
use crate::store::{Account, Posting, SessionRecord, Status, Store, MAX_BALANCE};
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
    if let Some(table) = crown::table(session) {
        if table.bets().is_empty() {
            return Vec::new();
        }
        for (i, player) in session.record.seats.iter().enumerate() {
            add(
                Account::Member(player.id),
                table.most_paid_to(parlor_games::Seat(i as u8)),
            );
        }
        add(crown::banker_account(session, table.banker()), table.most_to_banker());
        return out;
    }
    if let Some(stake) = session.game.as_ref().and_then(|g| g.stake()) {
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
    totals: HashMap<Key, i64>,
}

impl Owed {
    /// What the live sessions may pay `account` in `guild`, in all.
    pub(crate) fn to(&self, guild: &str, account: &Account) -> i64 {
        // Keyed by owned strings: a lookup builds the key once.
        self.totals
            .get(&(guild.to_string(), account.clone()))
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
            for (key, amount) in old {
                if let Some(total) = self.totals.get_mut(&key) {
                    *total -= amount;
                    if *total == 0 {
                        self.totals.remove(&key);
                    }
                }
            }
        }
        if owed.is_empty() {
            return;
        }
        for (key, amount) in &owed {
            *self.totals.entry(key.clone()).or_default() += amount;
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

/// Checks a change before it is written, with the store held until it is: every
/// account whose balance plus what the live sessions may pay it would grow must
/// stay within [`MAX_BALANCE`]. `session` is the committed session's id and what it
/// owes after the change. Returns the first account that would not.
pub(super) fn check(
    store: &mut dyn Store,
    owed: &Owed,
    session: Option<(i64, &[(Key, i64)])>,
    postings: &[Posting],
) -> anyhow::Result<Option<Key>> {
    let changed = session.is_some_and(|(id, new)| owed.changes(id, new));
    if postings.is_empty() && !changed {
        return Ok(None);
    }
    // Per account: how much its balance plus what it is owed grows.
    let mut growth: HashMap<Key, i128> = HashMap::new();
    for p in postings {
        if p.once && store.posting_exists(&p.key)? {
            continue; // written before: the store skips it
        }
        for (account, amount) in &p.entries {
            if matches!(account, Account::Member(_) | Account::House) {
                *growth.entry((p.guild.clone(), account.clone())).or_default() += *amount as i128;
            }
        }
    }
    if let Some((id, new)) = session.filter(|_| changed) {
        for (key, amount) in owed.of(id) {
            *growth.entry(key.clone()).or_default() -= *amount as i128;
        }
        for (key, amount) in new {
            *growth.entry(key.clone()).or_default() += *amount as i128;
        }
    }
    let mut grown: Vec<(Key, i128)> = growth.into_iter().filter(|(_, g)| *g > 0).collect();
    grown.sort();
    for ((guild, account), g) in grown {
        let before = store.balance(&guild, &account)? as i128 + owed.to(&guild, &account) as i128;
        if before + g > MAX_BALANCE as i128 {
            return Ok(Some((guild, account)));
        }
    }
    Ok(None)
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
}
