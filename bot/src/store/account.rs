//! An account of a server's chip ledger, the most any may hold, and why the
//! ledger refuses a change: what the ledger's SQL (`ledger.rs`) and the store's
//! error (`error.rs`) both name, kept apart so neither imports the other.

use std::fmt;

/// The largest balance any account may hold: far below `i64::MAX`, so no sum of
/// balances can overflow.
pub const MAX_BALANCE: i64 = 1_000_000_000_000_000;

/// An account in one server's ledger.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Account {
    /// A member's wallet.
    Member(u64),
    /// The server's house account (it banks Crown and Anchor tables with `house`).
    House,
    /// The chips on the table of one session: bets, the Banker's cover, stakes.
    Escrow(i64),
    /// The source of granted chips and the sink of taken ones; the only account
    /// allowed below zero (it is minus everything ever issued).
    Mint,
}

impl Account {
    /// The name stored in the `account` column.
    pub fn key(&self) -> String {
        match self {
            Account::Member(id) => format!("member:{id}"),
            Account::House => "house".into(),
            Account::Escrow(session) => format!("escrow:{session}"),
            Account::Mint => "mint".into(),
        }
    }

    /// Reads an `account` column back.
    pub fn parse(text: &str) -> Option<Account> {
        match text.split_once(':') {
            Some(("member", id)) => id.parse().ok().map(Account::Member),
            Some(("escrow", id)) => id.parse().ok().map(Account::Escrow),
            None if text == "house" => Some(Account::House),
            None if text == "mint" => Some(Account::Mint),
            _ => None,
        }
    }
}

impl fmt::Display for Account {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.key())
    }
}

/// Why the ledger refused a change; the whole transaction rolled back.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LedgerError {
    /// The change would leave an account below zero.
    #[error("{account} would go to {balance} chips")]
    Insufficient {
        /// The account.
        account: Account,
        /// Its balance after the change.
        balance: i64,
    },
    /// The change would push an account above [`MAX_BALANCE`].
    #[error("{account} would hold more than {MAX_BALANCE} chips")]
    TooLarge {
        /// The account.
        account: Account,
    },
    /// The change would leave an account too little room under [`MAX_BALANCE`]
    /// for what the live sessions may still pay it (a [`Limit`]).
    #[error("{account} would hold more than {MAX_BALANCE} chips with what open sessions may pay it")]
    NoRoom {
        /// The account.
        account: Account,
    },
    /// A posting's entries do not sum to zero (a bug, never user input).
    #[error("posting {key} does not balance")]
    Unbalanced {
        /// The posting's key.
        key: String,
    },
}
