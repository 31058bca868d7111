//! Several processes on one database (issue 20, PostgreSQL): before a command the
//! table reads its channel's session again when another process changed it; the
//! timers look for sessions other processes started, changed or finished; ids
//! come from the store; and a change refused because another process changed the
//! session first ([`StoreError::Conflict`]) is run again on the session as it is
//! now. A store no other process writes (SQLite) skips all of it but the
//! version check every commit makes.

use super::api::{Caller, ChannelKey, Reply};
use super::base::{lock, ChannelSlot, Partition, Table, TableSettings};
use super::owed;
use super::session::Session;
use super::text::{CHANGED_ELSEWHERE, STORE_FAILED};
use crate::i18n::tr;
use crate::store::{Fresh, IdKind, Looked, SessionRecord, StoreError};
use parlor_games::i18n::Locale;
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// How many times a command is run again when another process changed its
/// session (or its tournament) first, before the member is asked to try again.
/// Each conflict means another change committed, so running again always
/// makes progress. A session is rarely changed by two processes at once, but a
/// tournament row is shared by every game of its round: k games ending
/// together on different processes may each meet up to k − 1 other commits
/// (issue 31), which three attempts did not cover (four games of one round
/// ending at once on three tables refused a resignation).
pub(super) const ATTEMPTS: usize = 10;

impl Table {
    /// Fires only the timers (and plays only the owed Parlor turns after a
    /// restart) of the servers `partition` names. Every process still serves
    /// every command it receives; a timer another process fires anyway is
    /// refused by the version check, so the split saves work, not correctness.
    pub fn fire_timers_for(&self, partition: Partition) {
        *lock(&self.partition) = Some(partition);
    }

    /// Whether this process fires the timers of a session on `server`.
    pub(super) fn owns(&self, server: Option<&str>) -> bool {
        lock(&self.partition).is_none_or(|p| p.owns(server))
    }

    /// Runs `run` on `channel`'s session as stored now: read again first when
    /// another process changed it, and run again (at most [`ATTEMPTS`] times) when
    /// another process changed it while `run` was working (`run` answers its
    /// replies and whether its commit met such a change). `run` changes nothing
    /// when its commit is refused, so running it again is safe. The member reads
    /// what goes wrong here in `locale`. `run` is also told whether the
    /// caller's interaction was already applied when the store looked in the
    /// same read (`None`: it didn't, ask it), and, on a shared store, the
    /// settings of the caller's server read again when the ones the command
    /// started with ([`Table::settings_cached`]) are no longer the stored ones.
    pub(super) fn on_current(
        &self,
        channel: &ChannelKey,
        slot: &mut Option<Session>,
        locale: Locale,
        caller: &Caller,
        mut run: impl FnMut(&mut Option<Session>, Option<bool>, Option<Arc<TableSettings>>) -> (Vec<Reply>, bool),
    ) -> Vec<Reply> {
        for attempt in 1..=ATTEMPTS {
            let looked = match self.refresh(channel, slot, caller) {
                Ok(looked) => looked,
                Err(e) => {
                    tracing::error!(channel = %channel.0, "cannot read the channel's session: {e:#}");
                    return vec![Reply::refusal(tr(locale, &STORE_FAILED))];
                }
            };
            let settings = match (caller.server.as_deref(), looked.settings) {
                (Some(server), Some(stamp)) => self.settings_checked(server, stamp),
                // A store that did not count them: read them now, as stored.
                (Some(server), None) if self.shared => Some(self.settings_for(Some(server))),
                _ => None,
            };
            let (replies, conflicted) = run(slot, looked.seen, settings);
            if !conflicted {
                return replies;
            }
            tracing::info!(
                channel = %channel.0,
                attempt,
                "another process changed the session first; reading it again"
            );
        }
        vec![Reply::refusal(tr(locale, &CHANGED_ELSEWHERE))]
    }

    /// Brings `slot` up to the stored session of `channel` when the store is
    /// shared and another process changed it; what else the store looked at
    /// in the same read (the caller's interaction, its server's settings).
    fn refresh(&self, channel: &ChannelKey, slot: &mut Option<Session>, caller: &Caller) -> Result<Looked, StoreError> {
        if !self.shared {
            return Ok(Looked {
                fresh: Fresh::Same,
                seen: None,
                settings: None,
            });
        }
        let held = slot.as_ref().map(|s| s.record.id);
        let Looked { fresh, seen, settings } = lock(&self.store).refresh_seen(
            &channel.0,
            held,
            caller.interaction.as_deref(),
            caller.server.as_deref(),
        )?;
        if let Fresh::Changed(record) = fresh {
            self.adopt(slot, record.map(|r| *r));
        }
        // What the session was is in `slot` now.
        Ok(Looked {
            fresh: Fresh::Same,
            seen,
            settings,
        })
    }

    /// Puts a session read from the store in `slot` (or empties it), keeping what
    /// the live sessions owe in step.
    fn adopt(&self, slot: &mut Option<Session>, record: Option<SessionRecord>) {
        let mut owed = lock(&self.owed);
        if let Some(old) = slot.take() {
            owed.set(old.record.id, Vec::new());
        }
        let Some(record) = record else {
            return;
        };
        let (id, channel) = (record.id, record.channel.clone());
        match Session::restore(record) {
            Ok(session) => {
                owed.set(id, owed::owed_by(&session));
                *slot = Some(session);
            }
            Err(e) => tracing::error!(session = id, channel = %channel, "cannot resume session {id}: {e}"),
        }
    }

    /// For a shared store, before the timers run or a direct message is routed:
    /// takes in the sessions other processes started or changed, and lets go of
    /// those they finished.
    pub(super) fn sync_shared(&self) {
        if !self.shared {
            return;
        }
        let (changed, finished) = match lock(&self.store).changed_sessions() {
            Ok(found) => found,
            Err(e) => {
                tracing::error!("cannot look for sessions changed by other processes: {e:#}");
                return;
            }
        };
        for record in changed {
            // Another partition's new sessions are read when a command needs them.
            let held = lock(&self.channels).contains_key(&ChannelKey(record.channel.clone()));
            if !held && !self.owns(record.server.as_deref()) {
                continue;
            }
            let slot = self.slot(&ChannelKey(record.channel.clone()));
            self.adopt(&mut lock(&slot), Some(record));
        }
        if finished.is_empty() {
            return;
        }
        let slots: Vec<ChannelSlot> = lock(&self.channels).values().cloned().collect();
        for slot in slots {
            let mut guard = lock(&slot);
            if guard.as_ref().is_some_and(|s| finished.contains(&s.record.id)) {
                self.adopt(&mut guard, None);
            }
        }
    }

    /// A fresh id of `kind`: from the store when it is shared (so two processes
    /// never use one), else counted here.
    pub(super) fn new_id(&self, kind: IdKind) -> i64 {
        if self.shared {
            match lock(&self.store).new_id(kind) {
                Ok(Some(id)) => return id,
                Ok(None) => {}
                // The commit that would use it fails too; a local id keeps the
                // command's answer one clear line.
                Err(e) => tracing::error!("cannot take a fresh id from the store: {e:#}"),
            }
        }
        let counter = match kind {
            IdKind::Session => &self.next_id,
            IdKind::Post => &self.next_post,
            IdKind::Tournament => &self.next_tournament,
        };
        counter.fetch_add(1, Ordering::SeqCst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_process_fires_the_timers_of_the_servers_on_its_shards() {
        let partition = Partition {
            first: 4,
            last: 7,
            total: 16,
        };
        let on_shard = |shard: u64| ((shard << 22) + 12_345).to_string();
        assert!(partition.owns(Some(&on_shard(5))));
        assert!(partition.owns(Some(&on_shard(7))));
        assert!(partition.owns(Some(&on_shard(16 + 4))));
        assert!(!partition.owns(Some(&on_shard(3))));
        assert!(!partition.owns(Some(&on_shard(8))));
        // No server (local mode): shard 0's.
        assert!(!partition.owns(None));
        let first = Partition {
            first: 0,
            last: 3,
            total: 16,
        };
        assert!(first.owns(None) && first.owns(Some("local")));
    }
}
