//! Several processes on one database (issue 20, PostgreSQL): a command runs on
//! its channel's session as stored (read again first when another process
//! changed it, or, for a session this process holds, checked by the command's
//! own commit: issue 36); the timers look for sessions other processes
//! started, changed or finished; ids come from the store; and a change refused
//! because another process changed the session first
//! ([`StoreError::Conflict`]) is run again on the session as it is now. A
//! store no other process writes (SQLite) skips all of it but the version
//! check every commit makes.

use super::api::{Caller, ChannelKey, Reply};
use super::base::{lock, ChannelSlot, Partition, Table, TableSettings};
use super::owed;
use super::session::Session;
use super::text::{CHANGED_ELSEWHERE, STORE_FAILED};
use crate::i18n::tr;
use crate::store::{Assumed, Fresh, IdKind, Looked, SessionRecord, StoreError};
use parlor_games::i18n::Locale;
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// What one run of a command on a session is told ([`Table::on_current`]).
pub(super) struct Look {
    /// Whether the caller's interaction was already applied; `None`: not
    /// looked, ask the store.
    pub seen: Option<bool>,
    /// The settings to run on instead of those the command started with.
    pub settings: Option<Arc<TableSettings>>,
    /// What the run takes as true without having read it, checked by its
    /// first commit ([`Assumed`]).
    pub assumed: Option<Assumed>,
}

/// How one run of a command on a session came out.
pub(super) struct Ran {
    /// What it answers.
    pub replies: Vec<Reply>,
    /// Whether a commit met a change another process made first (nothing
    /// was written): run it again on the session as stored.
    pub conflicted: bool,
    /// Whether it committed nothing that checked what it assumed.
    pub unchecked: bool,
}

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
    /// what goes wrong here in `locale`. `run` is told ([`Look`]) whether the
    /// caller's interaction was already applied when the store looked in the
    /// same read (`None`: it didn't, ask it), and, on a shared store, the
    /// settings of the caller's server read again when the ones the command
    /// started with ([`Table::settings_cached`]) are no longer the stored ones.
    ///
    /// On a shared store a session this process holds is first run on without
    /// that read, taking as true ([`Assumed`]) that it is the stored one, that
    /// the interaction is new and that the cached settings are current: the
    /// command's commit checks all three in its one statement, and a conflict
    /// runs it again the usual way. A run that commits nothing (a refusal, a
    /// look at the board) is confirmed by the read afterwards, or run again
    /// on what it found.
    pub(super) fn on_current(
        &self,
        channel: &ChannelKey,
        slot: &mut Option<Session>,
        locale: Locale,
        caller: &Caller,
        mut run: impl FnMut(&mut Option<Session>, Look) -> Ran,
    ) -> Vec<Reply> {
        let failed = |e: StoreError| {
            tracing::error!(channel = %channel.0, "cannot read the channel's session: {e:#}");
            vec![Reply::refusal(tr(locale, &STORE_FAILED))]
        };
        // A look already made, for the first attempt below.
        let mut made = None;
        if let Some((assumed, settings)) = self.assumable(slot, caller) {
            let counted = assumed.settings.as_ref().map(|(_, count)| *count);
            let look = Look {
                seen: caller.interaction.as_ref().map(|_| false),
                settings,
                assumed: Some(assumed),
            };
            let ran = run(slot, look);
            if !ran.conflicted {
                if !ran.unchecked {
                    return ran.replies;
                }
                let (looked, changed) = match self.refresh(channel, slot, caller) {
                    Ok(found) => found,
                    Err(e) => return failed(e),
                };
                let confirmed =
                    !changed && looked.seen != Some(true) && (caller.server.is_none() || looked.settings == counted);
                if confirmed {
                    return ran.replies;
                }
                made = Some(looked);
            }
        }
        for attempt in 1..=ATTEMPTS {
            let looked = match made.take() {
                Some(looked) => looked,
                None => match self.refresh(channel, slot, caller) {
                    Ok((looked, _)) => looked,
                    Err(e) => return failed(e),
                },
            };
            let settings = match (caller.server.as_deref(), looked.settings) {
                (Some(server), Some(stamp)) => self.settings_checked(server, stamp),
                // A store that did not count them: read them now, as stored.
                (Some(server), None) if self.shared => Some(self.settings_for(Some(server))),
                _ => None,
            };
            let look = Look {
                seen: looked.seen,
                settings,
                assumed: None,
            };
            let ran = run(slot, look);
            if !ran.conflicted {
                return ran.replies;
            }
            tracing::info!(
                channel = %channel.0,
                attempt,
                "another process changed the session first; reading it again"
            );
        }
        vec![Reply::refusal(tr(locale, &CHANGED_ELSEWHERE))]
    }

    /// What a command on the session `slot` holds may take as true on a
    /// shared store instead of reading first ([`Table::on_current`]): that
    /// its interaction is new and that its server's settings are the cached
    /// ones, with those settings. `None` when no session is held or the
    /// server's settings were never counted (the read counts them).
    fn assumable(&self, slot: &Option<Session>, caller: &Caller) -> Option<(Assumed, Option<Arc<TableSettings>>)> {
        if !self.shared || slot.is_none() {
            return None;
        }
        let (settings, cached) = match caller.server.as_deref() {
            Some(server) => {
                let (count, cached) = lock(&self.stamped_settings).get(server).cloned()?;
                (Some((server.to_string(), count)), Some(cached))
            }
            None => (None, None),
        };
        let assumed = Assumed {
            interaction: caller.interaction.clone(),
            settings,
        };
        Some((assumed, cached))
    }

    /// Brings `slot` up to the stored session of `channel` when the store is
    /// shared and another process changed it (and says whether it did); what
    /// else the store looked at in the same read (the caller's interaction,
    /// its server's settings).
    fn refresh(
        &self,
        channel: &ChannelKey,
        slot: &mut Option<Session>,
        caller: &Caller,
    ) -> Result<(Looked, bool), StoreError> {
        if !self.shared {
            let looked = Looked {
                fresh: Fresh::Same,
                seen: None,
                settings: None,
            };
            return Ok((looked, false));
        }
        let held = slot.as_ref().map(|s| s.record.id);
        let Looked { fresh, seen, settings } = lock(&self.store).refresh_seen(
            &channel.0,
            held,
            caller.interaction.as_deref(),
            caller.server.as_deref(),
        )?;
        let changed = matches!(fresh, Fresh::Changed(_));
        if let Fresh::Changed(record) = fresh {
            self.adopt(slot, record.map(|r| *r));
        }
        // What the session was is in `slot` now.
        let looked = Looked {
            fresh: Fresh::Same,
            seen,
            settings,
        };
        Ok((looked, changed))
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
