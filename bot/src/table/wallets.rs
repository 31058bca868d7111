//! Chips as every feature that moves them words them: the settings, amounts as
//! typed, keys for postings, and the refusals a ledger change may meet. Uses the
//! ledger's types; no handler. Wallets and postings are the `Bank`'s.

use super::api::Refusal;
use super::text::{self, chips, grouped};
use crate::store::{Account, LedgerError, Posting, StoreError, MAX_BALANCE};
use std::time::Duration;

/// Chip settings (config `[chips]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChipSettings {
    /// What a new member starts with.
    pub starting: i64,
    /// What `/chips daily` grants.
    pub daily: i64,
    /// How often `/chips daily` may be collected.
    pub daily_every: Duration,
}

impl Default for ChipSettings {
    fn default() -> Self {
        ChipSettings {
            starting: 1_000,
            daily: 100,
            daily_every: Duration::from_secs(24 * 3600),
        }
    }
}

/// Reads an amount of chips as typed: a whole number of at least 1 (`1000`,
/// `1,000`, `1_000`). Anything else is one line saying what is wrong.
pub(crate) fn parse_amount(typed: &str) -> Result<i64, String> {
    let text = typed.trim();
    let shown: String = text.chars().take(24).collect();
    let shown = if text.chars().count() > 24 {
        format!("{shown}…")
    } else {
        shown
    };
    if text.is_empty() {
        return Err("Give an amount of chips, a whole number like 50.".into());
    }
    let unsigned = text.strip_prefix('+').unwrap_or(text);
    if let Some(rest) = unsigned.strip_prefix('-') {
        if rest.chars().all(|c| c.is_ascii_digit() || c == ',' || c == '_') && !rest.is_empty() {
            return Err(format!("{shown} is not a positive amount; give at least 1 chip."));
        }
    }
    let digits: String = unsigned.chars().filter(|c| *c != ',' && *c != '_').collect();
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        let looks_fractional = digits.chars().all(|c| c.is_ascii_digit() || c == '.') && digits.contains('.');
        return Err(if looks_fractional {
            format!("{shown} is not a whole number of chips; chips don't split.")
        } else {
            format!("\"{shown}\" is not an amount of chips; give a whole number like 50.")
        });
    }
    match digits.parse::<i64>() {
        Ok(0) => Err("Zero chips moves nothing; give at least 1 chip.".into()),
        Ok(n) if n > MAX_BALANCE => Err(format!(
            "{shown} chips is more than any wallet may hold ({}).",
            grouped(MAX_BALANCE)
        )),
        Ok(n) => Ok(n),
        Err(_) => Err(format!(
            "{shown} chips is more than can exist; a wallet holds at most {}.",
            grouped(MAX_BALANCE)
        )),
    }
}

/// Gives every posting without a key one: from the interaction when there is one
/// (so the same interaction can never post twice), else a fresh random key.
pub(crate) fn key_postings(postings: &mut [Posting], interaction: Option<&str>, fallback: &str) {
    if postings.iter().all(|p| !p.key.is_empty()) {
        // Nothing to key (a move moves no chips): no nonce, no system call.
        return;
    }
    let nonce = getrandom::u64().unwrap_or_default();
    for (i, p) in postings.iter_mut().enumerate().filter(|(_, p)| p.key.is_empty()) {
        p.key = match interaction {
            Some(id) => format!("{id}#{i}"),
            None => format!("{fallback}#{nonce:016x}#{i}"),
        };
    }
}

/// A store error as the member sees it: a ledger refusal says whose chips fell
/// short; anything else is the generic storage failure.
pub(crate) fn store_refusal(error: StoreError) -> Refusal {
    let line = match &error {
        StoreError::Ledger(LedgerError::Insufficient { .. }) => {
            "Those chips are no longer there (another command spent them first); nothing was moved.".to_string()
        }
        StoreError::Ledger(LedgerError::TooLarge { .. }) => format!(
            "That would put more than {} in one account; nothing was moved.",
            chips(MAX_BALANCE)
        ),
        StoreError::Ledger(LedgerError::NoRoom { .. }) => past_cap_line(),
        StoreError::Conflict => text::member(text::CHANGED_ELSEWHERE),
        _ => text::member(text::STORE_FAILED),
    };
    Refusal::Store { line, error }
}

/// The refusal of a change that would leave an account too little room for what
/// the open tables and games may pay it (see [`super::owed`]), when the command's
/// own check did not catch it first (another command got there in between).
fn past_cap_line() -> String {
    format!(
        "That could put more than {} in one account once the open tables and games pay out; nothing was moved.",
        chips(MAX_BALANCE)
    )
}

/// "That could take bob past 1,000,000,000,000,000 chips, the most a wallet may
/// hold", counting what the open tables and games may still pay them when they
/// may pay anything: `what` takes `whom` (`them` as a pronoun) past the cap. The
/// caller adds what to do instead.
pub(crate) fn past_cap(what: &str, whom: &str, them: &str, account: &Account, owed: i64) -> String {
    let counting = if owed > 0 {
        format!(
            ", counting the {} open tables and games may still pay {them}",
            chips(owed)
        )
    } else {
        String::new()
    };
    let holder = match account {
        Account::Member(_) => "a wallet",
        _ => "an account",
    };
    format!(
        "{what} could take {whom} past {}, the most {holder} may hold{counting}",
        chips(MAX_BALANCE)
    )
}
