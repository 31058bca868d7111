//! Rank roles kept in step (issue 32): the jobs a change of the rank
//! settings stores for a server's members, each job made ready to deliver
//! ([`Table::role_work`]: the role the member should hold now, the roles
//! Parlor gave them), and what a front end did with it recorded
//! ([`Table::roles_done`]). A failure (a role deleted, Discord refusing Parlor
//! a role) stops rank roles on the server, logged once, until `rank_roles` is
//! set again; `/settings show` says so. The front ends make the role calls:
//! Discord's outbox sender, and local mode on its simulated roles.

use super::api::RoleSync;
use super::base::{lock, Table, TableSettings};
use super::post::stored;
use super::ranks::RANKED_AFTER;
use super::roles::{job_channel, job_reply, RoleFailure, RoleOutcome, RoleWork};
use crate::clock::Millis;
use crate::store::{OutboxPost, StoreError};

/// What to do with a role job.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoleStep {
    /// Bring the member's roles up to date: read the roles they hold, then
    /// follow [`RoleWork::plan`].
    Work(RoleWork),
    /// Nothing to do: they should hold no rank role and hold none Parlor gave.
    Nothing,
    /// Rank roles are stopped on the server: the job is dropped.
    Stopped,
    /// The store could not be read: try again later.
    Later,
}

impl Table {
    /// Role job `job` made ready to deliver: the role its member should hold
    /// for their ratings now under the server's rank settings now, and the
    /// roles Parlor gave them.
    pub fn role_work(&self, job: &RoleSync) -> RoleStep {
        let settings = self.settings_for(Some(&job.server));
        let read = || -> Result<RoleStep, StoreError> {
            let mut store = lock(&self.store);
            if store.rank_roles_stopped(&job.server)?.is_some() {
                return Ok(RoleStep::Stopped);
            }
            let wanted = if settings.rank_roles.is_on() {
                let standings = store.ratings_of(&job.server, &job.member.to_string())?;
                settings
                    .rank_roles
                    .wanted(&settings.rank_bands, settings.rank_game, &standings)
            } else {
                None
            };
            let given = store.roles_given(&job.server, job.member)?;
            if wanted.is_none() && given.is_empty() {
                return Ok(RoleStep::Nothing);
            }
            Ok(RoleStep::Work(RoleWork {
                server: job.server.clone(),
                member: job.member,
                wanted,
                given,
                managed: settings.rank_roles.managed(),
            }))
        };
        read().unwrap_or_else(|e| {
            tracing::error!(server = %job.server, member = job.member, "cannot read a rank role job's member: {e:#}");
            RoleStep::Later
        })
    }

    /// Records what a front end did for `work`: the roles it gave are
    /// Parlor's to take back, those it took back (or found gone) are
    /// forgotten, and a failure stops rank roles on the server (logged once:
    /// only the failure that stops them).
    pub fn roles_done(&self, work: &RoleWork, outcome: &RoleOutcome, now: Millis) {
        let mut store = lock(&self.store);
        if !outcome.given.is_empty() || !outcome.taken.is_empty() {
            if let Err(e) = store.record_roles(&work.server, work.member, &outcome.given, &outcome.taken, now) {
                tracing::error!(server = %work.server, member = work.member, "cannot record rank roles given: {e:#}");
            }
        }
        let Some(failure) = outcome.failure else {
            return;
        };
        let (why, role) = failure.stored();
        match store.stop_rank_roles(&work.server, why, role, now) {
            Ok(true) => match failure {
                RoleFailure::UnknownRole(role) => tracing::warn!(
                    server = %work.server,
                    role,
                    "rank roles stop: the role is gone; they start again when rank_roles is set"
                ),
                RoleFailure::Refused(role) => tracing::warn!(
                    server = %work.server,
                    role,
                    "rank roles stop: Discord refused Parlor the role; they start again when rank_roles is set"
                ),
            },
            Ok(false) => {}
            Err(e) => tracing::error!(server = %work.server, "cannot store why rank roles stopped: {e:#}"),
        }
    }

    /// The jobs a change of the rank settings makes on `server` (now
    /// `after`): one for every member ranked there or holding a rank role
    /// Parlor gave, each given an outbox id. None when rank roles stay off
    /// with nothing given, or are stopped and `restart` is false.
    pub(super) fn role_jobs(
        &self,
        server: &str,
        after: &TableSettings,
        restart: bool,
    ) -> Result<Vec<OutboxPost>, StoreError> {
        let members = {
            let mut store = lock(&self.store);
            if !restart && store.rank_roles_stopped(server)?.is_some() {
                return Ok(Vec::new());
            }
            // Off: only the members Parlor gave a role, to take it back.
            let ranked = if after.rank_roles.is_on() {
                RANKED_AFTER
            } else {
                i32::MAX as u32
            };
            store.rank_role_members(server, ranked)?
        };
        Ok(members
            .into_iter()
            .map(|member| {
                let job = RoleSync {
                    server: server.to_string(),
                    member,
                };
                stored(self.new_post_id(), &job_channel(&job), &job_reply(job))
            })
            .collect())
    }
}
