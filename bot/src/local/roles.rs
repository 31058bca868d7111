//! Local mode's server roles (issue 32): a simulated server with `@everyone`,
//! Parlor's own role and whatever roles a script makes (`:role NAME`, above
//! Parlor's with `:role NAME above`), gives (`:role NAME give MEMBER`, as an
//! admin would) or deletes, and whether Parlor holds Manage Roles (`:deny
//! manage-roles`, `:allow manage-roles`). `/settings set key:rank_roles` reads
//! it as Discord's roles are read, and rank role jobs are applied to it with
//! Discord's rules: a role that is gone is Unknown Role, and without Manage
//! Roles, or for a role not below Parlor's, Discord refuses.

use crate::table::{RoleFailure, ServerRole, ServerRoles};
use std::collections::HashMap;

/// `@everyone`'s id in local mode.
const EVERYONE: u64 = 1;
/// Parlor's own role: its id and position (roles made below it sit under it).
const PARLOR_ROLE: u64 = 2;
const PARLOR_POSITION: i64 = 1000;
/// The first id of a role a script makes.
const FIRST_ID: u64 = 101;

/// One simulated role.
#[derive(Clone, Debug)]
struct Role {
    id: u64,
    name: String,
    position: i64,
    managed: bool,
}

/// The simulated server's roles and who holds which.
#[derive(Debug)]
pub(super) struct Roles {
    roles: Vec<Role>,
    next_id: u64,
    /// How many roles were made below and above Parlor's (their positions).
    below: i64,
    above: i64,
    manage_roles: bool,
    holds: HashMap<u64, Vec<u64>>,
}

impl Default for Roles {
    fn default() -> Roles {
        Roles {
            roles: vec![
                Role {
                    id: EVERYONE,
                    name: "@everyone".into(),
                    position: 0,
                    managed: false,
                },
                Role {
                    id: PARLOR_ROLE,
                    name: "Parlor".into(),
                    position: PARLOR_POSITION,
                    managed: true,
                },
            ],
            next_id: FIRST_ID,
            below: 0,
            above: 0,
            manage_roles: true,
            holds: HashMap::new(),
        }
    }
}

impl Roles {
    /// Makes a role named `name`, just below Parlor's highest role (above
    /// the roles made before it) or, with `above`, above it.
    pub(super) fn create(&mut self, name: &str, above: bool) {
        let position = if above {
            self.above += 1;
            PARLOR_POSITION + self.above
        } else {
            self.below += 1;
            self.below
        };
        self.roles.push(Role {
            id: self.next_id,
            name: name.to_string(),
            position,
            managed: false,
        });
        self.next_id += 1;
    }

    /// The newest role named `name` that a script may touch (not `@everyone`
    /// or Parlor's own).
    fn named(&self, name: &str) -> Option<u64> {
        self.roles
            .iter()
            .rev()
            .find(|r| r.id >= FIRST_ID && r.name.eq_ignore_ascii_case(name))
            .map(|r| r.id)
    }

    /// Deletes the role named `name` (members lose it); `Err` says why not.
    pub(super) fn delete(&mut self, name: &str) -> Result<(), String> {
        let id = self.named(name).ok_or_else(|| no_role(name))?;
        self.roles.retain(|r| r.id != id);
        for held in self.holds.values_mut() {
            held.retain(|&r| r != id);
        }
        Ok(())
    }

    /// Gives (or takes) the role named `name` to `member`, as an admin would.
    pub(super) fn set_held(&mut self, name: &str, member: u64, held: bool) -> Result<(), String> {
        let id = self.named(name).ok_or_else(|| no_role(name))?;
        let roles = self.holds.entry(member).or_default();
        roles.retain(|&r| r != id);
        if held {
            roles.push(id);
        }
        Ok(())
    }

    /// Whether Parlor holds Manage Roles.
    pub(super) fn allow_manage_roles(&mut self, allowed: bool) {
        self.manage_roles = allowed;
    }

    /// What `/settings set key:rank_roles` reads, as Discord's front end
    /// hands it to the table.
    pub(super) fn facts(&self) -> ServerRoles {
        ServerRoles {
            roles: self
                .roles
                .iter()
                .map(|r| ServerRole {
                    id: r.id,
                    name: r.name.clone(),
                    position: r.position,
                    managed: r.managed,
                    everyone: r.id == EVERYONE,
                })
                .collect(),
            top: PARLOR_POSITION,
            manage_roles: self.manage_roles,
        }
    }

    /// The roles `member` holds.
    pub(super) fn held(&self, member: u64) -> Vec<u64> {
        self.holds.get(&member).cloned().unwrap_or_default()
    }

    /// A role's name as local mode shows it (`@Gold Players`); a role that is
    /// gone by its id.
    pub(super) fn shown(&self, id: u64) -> String {
        match self.roles.iter().find(|r| r.id == id) {
            Some(role) if role.id == EVERYONE => role.name.clone(),
            Some(role) => format!("@{}", role.name),
            None => format!("@deleted-role-{id}"),
        }
    }

    /// Parlor gives (`held`) or takes `role`, as Discord would let it.
    pub(super) fn change(&mut self, member: u64, role: u64, held: bool) -> Result<(), RoleFailure> {
        let Some(found) = self.roles.iter().find(|r| r.id == role) else {
            return Err(RoleFailure::UnknownRole(role));
        };
        if !self.manage_roles || found.managed || found.position >= PARLOR_POSITION {
            return Err(RoleFailure::Refused(role));
        }
        let roles = self.holds.entry(member).or_default();
        roles.retain(|&r| r != role);
        if held {
            roles.push(role);
        }
        Ok(())
    }

    /// `text` with each role mention (`<@&101>`) written as local mode shows
    /// the role (`@Gold Players`).
    pub(super) fn unmention(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(at) = rest.find("<@&") {
            out.push_str(&rest[..at]);
            let after = &rest[at + 3..];
            let digits = after.bytes().take_while(u8::is_ascii_digit).count();
            match (after[..digits].parse::<u64>(), after[digits..].starts_with('>')) {
                (Ok(id), true) => {
                    out.push_str(&self.shown(id));
                    rest = &after[digits + 1..];
                }
                _ => {
                    out.push_str("<@&");
                    rest = after;
                }
            }
        }
        out.push_str(rest);
        out
    }
}

fn no_role(name: &str) -> String {
    let shown: String = name.chars().take(40).collect();
    format!("there is no role named \"{shown}\" to change (make one with :role NAME)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_are_made_below_or_above_parlor_and_mentions_read_as_names() {
        let mut roles = Roles::default();
        roles.create("Gold Players", false);
        roles.create("Boss", true);
        let facts = roles.facts();
        let gold = facts.roles.iter().find(|r| r.name == "Gold Players").unwrap();
        let boss = facts.roles.iter().find(|r| r.name == "Boss").unwrap();
        assert!(gold.position < facts.top && boss.position > facts.top);
        assert_eq!(
            roles.unmention(&format!("gold:<@&{}> x <@&y <@&", gold.id)),
            "gold:@Gold Players x <@&y <@&"
        );
        assert_eq!(roles.change(7, boss.id, true), Err(RoleFailure::Refused(boss.id)));
        assert_eq!(roles.change(7, gold.id, true), Ok(()));
        assert_eq!(roles.held(7), vec![gold.id]);
        roles.delete("gold players").unwrap();
        assert!(roles.held(7).is_empty());
        assert_eq!(roles.change(7, gold.id, true), Err(RoleFailure::UnknownRole(gold.id)));
        assert!(roles.delete("Nobody").is_err());
    }
}
