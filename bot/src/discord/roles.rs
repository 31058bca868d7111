//! Rank roles on Discord (issue 32), with the ordinary member-role calls.
//!
//! - What `/settings set key:rank_roles` is checked against: the server's
//!   roles (`GET /guilds/{id}/roles`), Parlor's highest role (its member,
//!   `GET /guilds/{id}/members/{bot}`) and whether the interaction's
//!   `app_permissions` hold Manage Roles ([`server_roles`]).
//! - A rank role job from the outbox ([`deliver`]): the member read (`GET
//!   /guilds/{id}/members/{user}`), the wanted role given (`PUT
//!   …/roles/{role}`) and the roles Parlor gave that they no longer want
//!   taken (`DELETE …/roles/{role}`), what was done recorded. An unknown role
//!   (10011) or a refusal (50013 Missing Permissions, 50001 Missing Access)
//!   stops rank roles on the server until `rank_roles` is set again; a member
//!   who left (10007) is let be; a rate limit, a server error or a network
//!   failure is tried again later, like any post.

use super::replies::discord_code;
use super::request::now_millis;
use super::retry;
use crate::table::{RoleFailure, RoleOutcome, RoleStep, RoleSync, ServerRole, ServerRoles, Table};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// How long reading the server's roles may take before the interaction's
/// answer would be late (Discord wants one within 3 s).
const READ_WITHIN: Duration = Duration::from_millis(1500);
/// What the audit log says of a role Parlor gives or takes.
const REASON: &str = "Parlor rank role";

/// Discord's codes a role job meets.
const UNKNOWN_ROLE: isize = 10011;
const UNKNOWN_MEMBER: isize = 10007;
const MISSING_ACCESS: isize = 50001;
const MISSING_PERMISSIONS: isize = 50013;

/// The server's roles and Parlor's place among them, or `None` when Discord
/// did not answer in time (the table then refuses with one line).
pub(super) async fn server_roles(
    http: &serenity::Http,
    guild: serenity::GuildId,
    bot: serenity::UserId,
    permissions: Option<serenity::Permissions>,
) -> Option<ServerRoles> {
    let read = async {
        let roles = http.get_guild_roles(guild).await?;
        let me = http.get_member(guild, bot).await?;
        Ok::<_, serenity::Error>((roles, me))
    };
    let (roles, me) = match tokio::time::timeout(READ_WITHIN, read).await {
        Ok(Ok(read)) => read,
        Ok(Err(error)) => {
            tracing::warn!(%guild, %error, "cannot read the server's roles for rank_roles");
            return None;
        }
        Err(_) => {
            tracing::warn!(%guild, "the server's roles took too long to read for rank_roles");
            return None;
        }
    };
    let top = roles
        .iter()
        .filter(|role| me.roles.contains(&role.id))
        .map(|role| i64::from(role.position))
        .max()
        .unwrap_or(0);
    Some(ServerRoles {
        roles: roles
            .iter()
            .map(|role| ServerRole {
                id: role.id.get(),
                name: role.name.clone(),
                position: i64::from(role.position),
                managed: role.managed,
                everyone: role.id.get() == guild.get(),
            })
            .collect(),
        top,
        manage_roles: permissions.is_some_and(|p| p.contains(serenity::Permissions::MANAGE_ROLES)),
    })
}

/// What one attempt at a role job came to.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Fate {
    /// Done (or nothing to do).
    Done,
    /// Never to be done; the reason for the log.
    Dropped(String),
    /// Not to be done, as expected (rank roles stopped, the member left):
    /// dropped without a warning.
    Skipped(String),
    /// 429: everything waits.
    RateLimited,
    /// A 5xx, a network failure or the store: this job waits.
    Later(String),
}

/// How a role call failed.
enum Failed {
    /// Rank roles stop on the server.
    Stop(RoleFailure),
    /// Anything else, as the outbox takes it.
    Fate(Fate),
}

fn classify(error: &serenity::Error, role: Option<u64>) -> Failed {
    match (retry::status(error), discord_code(error), role) {
        (Some(429), _, _) => Failed::Fate(Fate::RateLimited),
        (_, Some(UNKNOWN_MEMBER), _) => Failed::Fate(Fate::Skipped("the member left the server".into())),
        (_, Some(UNKNOWN_ROLE), Some(role)) => Failed::Stop(RoleFailure::UnknownRole(role)),
        (_, Some(MISSING_PERMISSIONS | MISSING_ACCESS), Some(role)) => Failed::Stop(RoleFailure::Refused(role)),
        (Some(500..=599) | None, _, _) => Failed::Fate(Fate::Later(error.to_string())),
        (Some(status), _, _) => Failed::Fate(Fate::Dropped(format!("HTTP {status}: {error}"))),
    }
}

/// One attempt at rank role job `job`.
pub(super) async fn deliver(http: &serenity::Http, table: &Arc<Table>, job: &RoleSync) -> Fate {
    let step = {
        let (table, job) = (table.clone(), job.clone());
        tokio::task::spawn_blocking(move || table.role_work(&job))
            .await
            .unwrap_or(RoleStep::Later)
    };
    let work = match step {
        RoleStep::Work(work) => work,
        RoleStep::Nothing => return Fate::Done,
        RoleStep::Stopped => return Fate::Skipped("rank roles are stopped on this server".into()),
        RoleStep::Later => return Fate::Later("the rank role job could not be read".into()),
    };
    let ids = (
        job.server.parse::<u64>().ok().filter(|&g| g != 0),
        Some(job.member).filter(|&m| m != 0),
    );
    let (Some(guild), Some(user)) = ids else {
        return Fate::Dropped(format!("{} / {} is no Discord member", job.server, job.member));
    };
    let (guild, user) = (serenity::GuildId::new(guild), serenity::UserId::new(user));
    let holds: Vec<u64> = match http.get_member(guild, user).await {
        Ok(member) => member.roles.iter().map(|r| r.get()).collect(),
        Err(error) => {
            return match classify(&error, None) {
                Failed::Fate(fate) => fate,
                Failed::Stop(_) => Fate::Dropped(error.to_string()),
            }
        }
    };
    let plan = work.plan(&holds);
    let mut outcome = RoleOutcome::default();
    let mut fate = Fate::Done;
    let calls = plan.add.map(|role| (role, true)).into_iter();
    for (role, give) in calls.chain(plan.remove.iter().map(|&role| (role, false))) {
        let id = serenity::RoleId::new(role);
        let result = if give {
            http.add_member_role(guild, user, id, Some(REASON)).await
        } else {
            http.remove_member_role(guild, user, id, Some(REASON)).await
        };
        match result {
            Ok(()) if give => outcome.given.push(role),
            Ok(()) => outcome.taken.push(role),
            Err(error) => {
                fate = match classify(&error, Some(role)) {
                    Failed::Stop(failure) => {
                        outcome.failure = Some(failure);
                        Fate::Dropped(format!("Discord refused a rank role: {error}"))
                    }
                    Failed::Fate(fate) => fate,
                };
                break;
            }
        }
    }
    outcome.taken.extend(&plan.forget);
    let recorded = {
        let table = table.clone();
        tokio::task::spawn_blocking(move || table.roles_done(&work, &outcome, now_millis())).await
    };
    if let Err(error) = recorded {
        tracing::error!(%error, "what a rank role job did could not be recorded");
    }
    fate
}
