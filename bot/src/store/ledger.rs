//! The chip ledger's vocabulary and SQL: accounts, postings (balanced groups of
//! entries), and the reads the table needs (balances, history, leaderboards).
//!
//! The ledger is double entry and append-only (`migrations/0002_ledger.sql`): a
//! posting's entries sum to zero, a balance is the sum of an account's entries, and
//! no row is ever changed or removed. Postings are written inside the same
//! transaction as the session change they belong to; a posting that would leave an
//! account below zero fails the whole transaction.

pub use super::account::{Account, LedgerError, MAX_BALANCE};
use super::db::{first, params, scalar, Db, Dialect};
use super::error::StoreError;
use crate::clock::Millis;
use std::collections::{BTreeMap, BTreeSet};

/// Why chips moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// A new member's starting grant.
    Welcome,
    /// `/chips daily`.
    Daily,
    /// `/chips give`: a transfer between members.
    Give,
    /// `/chips grant` by an admin.
    Grant,
    /// `/chips take` by an admin.
    Take,
    /// `/chips house fund` by an admin.
    HouseFund,
    /// A Crown and Anchor bet placed in escrow.
    Bet,
    /// A Crown and Anchor bet withdrawn before the roll.
    Withdraw,
    /// The Banker's cover for the bets on the table, held in (or released from) escrow.
    Cover,
    /// A winning bet paid: stake plus k × stake.
    Payout,
    /// What is left in escrow after the payouts goes to the Banker.
    Bank,
    /// Chips returned from escrow when a table or game closed without settling.
    Refund,
    /// A game's stake put in escrow when it starts (Acey Ducey `stake:N`).
    Stake,
    /// A game's stakes paid to the winner.
    Winnings,
    /// A penalty paid to the opponent (Acey Ducey `penalty:N`).
    Penalty,
}

impl Reason {
    /// Every reason.
    pub const ALL: [Reason; 15] = [
        Reason::Welcome,
        Reason::Daily,
        Reason::Give,
        Reason::Grant,
        Reason::Take,
        Reason::HouseFund,
        Reason::Bet,
        Reason::Withdraw,
        Reason::Cover,
        Reason::Payout,
        Reason::Bank,
        Reason::Refund,
        Reason::Stake,
        Reason::Winnings,
        Reason::Penalty,
    ];

    /// The name stored in the `reason` column.
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::Welcome => "welcome",
            Reason::Daily => "daily",
            Reason::Give => "give",
            Reason::Grant => "grant",
            Reason::Take => "take",
            Reason::HouseFund => "house_fund",
            Reason::Bet => "bet",
            Reason::Withdraw => "withdraw",
            Reason::Cover => "cover",
            Reason::Payout => "payout",
            Reason::Bank => "bank",
            Reason::Refund => "refund",
            Reason::Stake => "stake",
            Reason::Winnings => "winnings",
            Reason::Penalty => "penalty",
        }
    }

    /// Reads a `reason` column back.
    pub fn parse(text: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.as_str() == text)
    }
}

/// One balanced movement of chips: entries that sum to zero, with why and what
/// caused it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Posting {
    /// Idempotency key, unique in the ledger.
    pub key: String,
    /// The server.
    pub guild: String,
    /// Why.
    pub reason: Reason,
    /// The session (game or table) it belongs to.
    pub session: Option<i64>,
    /// The Crown and Anchor round it belongs to.
    pub round: Option<u32>,
    /// The member whose command caused it (none for timers).
    pub actor: Option<u64>,
    /// Words for `/chips history` ("bet on the anchor").
    pub note: String,
    /// (account, amount) pairs; amounts sum to zero and none is zero.
    pub entries: Vec<(Account, i64)>,
    /// Skip it silently when a posting with this key already exists (the starting
    /// grant, which either of two commands may be first to make).
    pub once: bool,
}

impl Posting {
    /// A posting moving `amount` from one account to another.
    pub fn transfer(guild: &str, reason: Reason, from: Account, to: Account, amount: i64) -> Posting {
        Posting {
            key: String::new(),
            guild: guild.to_string(),
            reason,
            session: None,
            round: None,
            actor: None,
            note: String::new(),
            entries: vec![(from, -amount), (to, amount)],
            once: false,
        }
    }
}

/// An account whose balance plus what the live sessions may still pay it grows in
/// a change: after the change its balance may be at most `cap` (the cap less what
/// the live sessions may then pay it), or the change is refused with
/// [`LedgerError::NoRoom`]. The table computes these (`table/owed.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limit {
    /// The server.
    pub guild: String,
    /// The account.
    pub account: Account,
    /// The most its balance may be after the change.
    pub cap: i64,
}

/// One journal row: a change of one account's balance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalRow {
    /// The account.
    pub account: Account,
    /// Chips in (positive) or out (negative).
    pub amount: i64,
    /// Why.
    pub reason: Reason,
    /// The session, if any.
    pub session: Option<i64>,
    /// The round, if any.
    pub round: Option<u32>,
    /// Words describing it.
    pub note: String,
    /// When.
    pub at: Millis,
}

/// A leaderboard line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The member.
    pub member: u64,
    /// Their name as last seen (empty if never seen).
    pub name: String,
    /// Their balance.
    pub balance: i64,
}

/// Writes postings inside an open transaction and checks every touched account:
/// none below zero (except the mint), none above [`MAX_BALANCE`], and each of
/// `limits` within its cap. A refusal is a [`LedgerError`] (as
/// [`StoreError::Ledger`]). The balances are read after the writes, in the same
/// transaction: on PostgreSQL the balance trigger's `UPDATE` holds each touched
/// account's row until the transaction ends, so a second process spending the
/// same wallet waits and then reads the first one's result.
pub(super) fn write_postings(
    tx: &mut dyn Db,
    postings: &[Posting],
    limits: &[Limit],
    interaction: Option<&str>,
    at: Millis,
) -> Result<(), StoreError> {
    if tx.dialect() == Dialect::Postgres {
        // Every balance the change moves is locked first, in one order (guild,
        // account): two changes moving chips between the same accounts in
        // opposite directions then wait for each other instead of deadlocking
        // (the server would break one off after a second).
        let accounts: BTreeSet<(&str, String)> = postings
            .iter()
            .flat_map(|p| {
                p.entries
                    .iter()
                    .map(move |(account, _)| (p.guild.as_str(), account.key()))
            })
            .collect();
        for (guild, account) in &accounts {
            tx.query(
                "SELECT 1 FROM balances WHERE guild = ?1 AND account = ?2 FOR UPDATE",
                params![*guild, account.as_str()],
            )?;
        }
    }
    let mut touched = BTreeSet::new();
    for p in postings {
        let sum: i128 = p.entries.iter().map(|(_, a)| *a as i128).sum();
        if sum != 0 || p.entries.iter().any(|(_, a)| *a == 0) {
            return Err(LedgerError::Unbalanced { key: p.key.clone() }.into());
        }
        let sql = if p.once {
            "INSERT INTO ledger_txns (key, guild, reason, session_id, round, interaction, actor, note, at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT (key) DO NOTHING RETURNING id"
        } else {
            "INSERT INTO ledger_txns (key, guild, reason, session_id, round, interaction, actor, note, at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) RETURNING id"
        };
        let inserted = scalar::<i64>(
            tx,
            sql,
            params![
                p.key,
                p.guild,
                p.reason.as_str(),
                p.session,
                p.round,
                interaction,
                p.actor,
                p.note,
                at
            ],
        )?;
        let Some(txn) = inserted else { continue };
        for (account, amount) in &p.entries {
            tx.execute(
                "INSERT INTO ledger_entries (txn_id, guild, account, amount) VALUES (?1, ?2, ?3, ?4)",
                params![txn, p.guild, account.key(), amount],
            )?;
            if *account != Account::Mint {
                touched.insert((p.guild.clone(), account.clone()));
            }
        }
    }
    // Each account read once: the touched ones with their limits, then the limited
    // ones no posting touched.
    let mut caps: BTreeMap<(&str, &Account), i64> =
        limits.iter().map(|l| ((l.guild.as_str(), &l.account), l.cap)).collect();
    for (guild, account) in &touched {
        let balance = balance(tx, guild, account)?;
        let no_room = caps.remove(&(guild.as_str(), account)).is_some_and(|cap| balance > cap);
        let account = account.clone();
        if balance < 0 {
            return Err(LedgerError::Insufficient { account, balance }.into());
        }
        if balance > MAX_BALANCE {
            return Err(LedgerError::TooLarge { account }.into());
        }
        if no_room {
            return Err(LedgerError::NoRoom { account }.into());
        }
    }
    for ((guild, account), cap) in caps {
        if balance(tx, guild, account)? > cap {
            return Err(LedgerError::NoRoom {
                account: account.clone(),
            }
            .into());
        }
    }
    Ok(())
}

/// Records members' names as last seen.
pub(super) fn write_names(tx: &mut dyn Db, names: &[(String, u64, String)]) -> Result<(), StoreError> {
    // In one order (guild, member), so two changes naming the same members lock
    // their rows alike and never wait on each other in a circle.
    let mut sorted: Vec<&(String, u64, String)> = names.iter().collect();
    sorted.sort_by(|a, b| (&a.0, a.1).cmp(&(&b.0, b.1)));
    for (guild, member, name) in sorted {
        tx.execute(
            "INSERT INTO members (guild, member, name) VALUES (?1, ?2, ?3)
             ON CONFLICT (guild, member) DO UPDATE SET name = excluded.name WHERE members.name <> excluded.name",
            params![guild, member, name],
        )?;
    }
    Ok(())
}

/// An account's balance: the sum of its entries, kept as a running balance by the
/// `ledger_entries_balance` trigger and audited against the sum.
pub(super) fn balance(db: &mut dyn Db, guild: &str, account: &Account) -> Result<i64, StoreError> {
    Ok(scalar(
        db,
        "SELECT balance FROM balances WHERE guild = ?1 AND account = ?2",
        params![guild, account.key()],
    )?
    .unwrap_or(0))
}

/// Whether a posting with this key exists.
pub(super) fn key_exists(db: &mut dyn Db, key: &str) -> Result<bool, StoreError> {
    Ok(first(db, "SELECT 1 FROM ledger_txns WHERE key = ?1", params![key])?.is_some())
}

/// An account's latest entries, newest first.
pub(super) fn journal(
    db: &mut dyn Db,
    guild: &str,
    account: &Account,
    limit: u32,
) -> Result<Vec<JournalRow>, StoreError> {
    db.query(
        "SELECT amount, reason, session_id, round, note, at FROM journal
         WHERE guild = ?1 AND account = ?2 ORDER BY id DESC LIMIT ?3",
        params![guild, account.key(), limit],
    )?
    .iter()
    .map(|r| {
        let reason: String = r.get(1)?;
        Ok(JournalRow {
            account: account.clone(),
            amount: r.get(0)?,
            reason: Reason::parse(&reason).unwrap_or(Reason::Grant),
            session: r.get(2)?,
            round: r.get(3)?,
            note: r.get(4)?,
            at: r.get(5)?,
        })
    })
    .collect()
}

/// When `account` last received chips for `reason`.
pub(super) fn last_received(
    db: &mut dyn Db,
    guild: &str,
    account: &Account,
    reason: Reason,
) -> Result<Option<Millis>, StoreError> {
    Ok(scalar::<Option<Millis>>(
        db,
        "SELECT MAX(t.at) FROM ledger_entries e JOIN ledger_txns t ON t.id = e.txn_id
         WHERE e.guild = ?1 AND e.account = ?2 AND t.reason = ?3 AND e.amount > 0",
        params![guild, account.key(), reason.as_str()],
    )?
    .flatten())
}

/// The members with the most chips in a server, richest first.
pub(super) fn leaderboard(db: &mut dyn Db, guild: &str, limit: u32) -> Result<Vec<Standing>, StoreError> {
    let rows = db.query(
        "SELECT b.account, b.balance, COALESCE(m.name, '')
         FROM balances b
         LEFT JOIN members m ON m.guild = b.guild AND 'member:' || m.member = b.account
         WHERE b.guild = ?1 AND b.account LIKE 'member:%'
         ORDER BY b.balance DESC, b.account LIMIT ?2",
        params![guild, limit],
    )?;
    let mut out = Vec::new();
    for row in rows {
        let account: String = row.get(0)?;
        if let Some(Account::Member(member)) = Account::parse(&account) {
            out.push(Standing {
                member,
                name: row.get(2)?,
                balance: row.get(1)?,
            });
        }
    }
    Ok(out)
}
