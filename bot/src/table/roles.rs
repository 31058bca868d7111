//! Rank roles (issue 32), what they are apart from any store or front end:
//! the `rank_roles` setting (bands mapped to Discord roles), checked against
//! what the front end knows of the server's roles ([`ServerRoles`]); the role a
//! member should hold for their ratings; and, given the roles a member holds
//! now, what to give and take ([`RoleWork::plan`]). `role_sync.rs` stores the
//! jobs and what was done; the front ends make the role calls.
//!
//! A member holds the role of the highest band that has one, at or below their
//! best band over every game they are ranked in on the server (or over the
//! `rank_game` alone): with `gold:@Gold diamond:@Diamonds`, a Platinum member
//! holds Gold. Parlor takes back only roles it gave, and never touches one it
//! did not.

use super::api::{ChannelKey, Msg, Name, Reply, RoleSync, ServerRole, ServerRoles};
use super::ranks::RankBands;
use crate::store::{GameResult, RatedPlayer, SessionRecord};
use parlor_games::{msg, GameKind};

/// The longest role text a refusal quotes.
const QUOTED: usize = 40;

/// The `rank_roles` setting: each band (by its key, `gold`) with the role it
/// gives, in the order typed. Empty: off.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RankRoles(Vec<(String, u64)>);

impl RankRoles {
    /// Whether any band gives a role.
    pub fn is_on(&self) -> bool {
        !self.0.is_empty()
    }

    /// Every role the setting gives (each once), for the jobs and `/settings`.
    pub fn managed(&self) -> Vec<u64> {
        let mut roles: Vec<u64> = Vec::new();
        for (_, role) in &self.0 {
            if !roles.contains(role) {
                roles.push(*role);
            }
        }
        roles
    }

    /// The role band `key` gives, if any.
    fn role_of(&self, key: &str) -> Option<u64> {
        self.0.iter().find(|(band, _)| band == key).map(|(_, role)| *role)
    }

    /// As stored and shown: `gold:<@&123> diamond:<@&456>`, or `off`.
    pub fn shown(&self) -> String {
        if self.0.is_empty() {
            return "off".into();
        }
        self.0
            .iter()
            .map(|(band, role)| format!("{band}:<@&{role}>"))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The stored form ([`RankRoles::shown`]; a role may also be a bare id).
    /// Roles typed by name are read by [`resolve`], which knows the server's
    /// roles.
    pub fn parse_stored(typed: &str) -> Result<RankRoles, Msg> {
        if is_off(typed) {
            return Ok(RankRoles::default());
        }
        let mut pairs = Vec::new();
        for word in typed.split_whitespace() {
            let (band, role) = word.split_once(':').ok_or_else(form)?;
            let id = role_id(role).ok_or_else(form)?;
            pairs.push((band.to_lowercase(), id));
        }
        Ok(RankRoles(pairs))
    }

    /// The role a member should hold for `standings` (their ratings on the
    /// server, by game): the role of the highest band that has one at or
    /// below their best band, over the games they are ranked in (only `game`
    /// with `rank_game`). `None`: no role.
    pub fn wanted(
        &self,
        bands: &RankBands,
        game: Option<GameKind>,
        standings: &[(String, RatedPlayer)],
    ) -> Option<u64> {
        let best = standings
            .iter()
            .filter(|(name, _)| game.is_none_or(|g| g.name() == name))
            .filter_map(|(name, p)| bands.ranked(p.rating.shown(name).0, p.games))
            .filter_map(|band| bands.position(&band.name))
            .max()?;
        bands.bands()[..=best]
            .iter()
            .rev()
            .find_map(|band| self.role_of(&band.key()))
    }
}

/// `off` (or `none`).
fn is_off(typed: &str) -> bool {
    matches!(typed.trim().to_lowercase().as_str(), "off" | "none")
}

/// The one line that says how `rank_roles` is written.
fn form() -> Msg {
    msg!("rank-roles-form")
}

/// A role as a mention (`<@&123>`) or a bare id.
fn role_id(text: &str) -> Option<u64> {
    let digits = text
        .strip_prefix("<@&")
        .and_then(|t| t.strip_suffix('>'))
        .unwrap_or(text);
    digits
        .parse::<u64>()
        .ok()
        .filter(|&id| id != 0 && digits.bytes().all(|b| b.is_ascii_digit()))
}

/// A role as a message names it: its mention (Discord shows the name, and no
/// message of Parlor's pings).
pub(super) fn mention(id: u64) -> String {
    format!("<@&{id}>")
}

/// Typed text quoted in a refusal: shortened, and escaped so it pings no one.
fn quoted(text: &str) -> String {
    let mut shown: String = text.chars().filter(|c| !c.is_control()).take(QUOTED).collect();
    if text.chars().count() > QUOTED {
        shown.push('…');
    }
    Name::new(shown).to_string()
}

/// `rank_roles` as an admin types it, `gold:@Gold Players diamond:<@&123>`,
/// read against the server's bands and roles: each pair starts at a band's
/// name (any case) and a colon, and its role is a mention, an id or a role's
/// name (with or without `@`). Refused in one line: an unknown band (the bands
/// listed), a band given twice, an unknown or ambiguous role, `@everyone`, a
/// role a bot or integration holds, Parlor without Manage Roles, or a role at
/// or above Parlor's highest (named). `off` turns rank roles off.
pub fn resolve(typed: &str, bands: &RankBands, server: Option<&ServerRoles>) -> Result<RankRoles, Msg> {
    if is_off(typed) {
        return Ok(RankRoles::default());
    }
    let pairs = split(typed, bands)?;
    let server = server.ok_or_else(|| msg!("rank-roles-unreadable"))?;
    let mut roles: Vec<(String, &ServerRole)> = Vec::new();
    for (band, text) in &pairs {
        roles.push((band.clone(), find_role(server, text)?));
    }
    for (_, role) in &roles {
        if role.everyone {
            return Err(msg!("rank-roles-everyone"));
        }
        if role.managed {
            return Err(msg!("rank-roles-managed", role = mention(role.id)));
        }
    }
    if !server.manage_roles {
        return Err(msg!("rank-roles-no-manage"));
    }
    if let Some((_, role)) = roles.iter().find(|(_, role)| role.position >= server.top) {
        return Err(msg!("rank-roles-too-high", role = mention(role.id)));
    }
    Ok(RankRoles(
        roles.into_iter().map(|(band, role)| (band, role.id)).collect(),
    ))
}

/// `typed` cut into (band key, role text) pairs at each band's name.
fn split(typed: &str, bands: &RankBands) -> Result<Vec<(String, String)>, Msg> {
    let names = || {
        bands
            .bands()
            .iter()
            .map(|b| b.name.clone())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut pairs: Vec<(String, String)> = Vec::new();
    for word in typed.split_whitespace() {
        let start = word.split_once(':').filter(|(band, _)| {
            !band.is_empty() && band.chars().all(|c| c.is_alphanumeric() || matches!(c, '-' | '_'))
        });
        match start {
            Some((band, rest)) => {
                let Some(at) = bands.position(band) else {
                    return Err(msg!("rank-roles-unknown-band", band = quoted(band), bands = names()));
                };
                let key = bands.bands()[at].key();
                if pairs.iter().any(|(had, _)| *had == key) {
                    return Err(msg!("rank-roles-band-twice", band = bands.bands()[at].name.clone()));
                }
                pairs.push((key, rest.to_string()));
            }
            None => match pairs.last_mut() {
                Some((_, role)) => {
                    if !role.is_empty() {
                        role.push(' ');
                    }
                    role.push_str(word);
                }
                None => return Err(form()),
            },
        }
    }
    if pairs.is_empty() {
        return Err(form());
    }
    if let Some((band, _)) = pairs.iter().find(|(_, role)| role.trim().is_empty()) {
        return Err(msg!("rank-roles-no-role", band = band.clone()));
    }
    Ok(pairs)
}

/// The server's role `text` names: by mention or id, else by name (exactly,
/// else ignoring case; `@` in front or not).
fn find_role<'a>(server: &'a ServerRoles, text: &str) -> Result<&'a ServerRole, Msg> {
    let text = text.trim();
    if let Some(id) = role_id(text) {
        return server
            .get(id)
            .ok_or_else(|| msg!("rank-roles-unknown-role", role = id.to_string()));
    }
    let name = text.strip_prefix('@').unwrap_or(text).trim();
    if name.eq_ignore_ascii_case("everyone") {
        if let Some(everyone) = server.roles.iter().find(|r| r.everyone) {
            return Ok(everyone);
        }
    }
    let exact: Vec<&ServerRole> = server.roles.iter().filter(|r| r.name == name).collect();
    let found = if exact.is_empty() {
        let lower = name.to_lowercase();
        server.roles.iter().filter(|r| r.name.to_lowercase() == lower).collect()
    } else {
        exact
    };
    match found.as_slice() {
        [role] => Ok(role),
        [] => Err(msg!("rank-roles-unknown-role", role = quoted(name))),
        _ => Err(msg!("rank-roles-ambiguous", role = quoted(name))),
    }
}

/// The `rank_game` setting as typed: `all` (`None`) or one game's name.
pub fn rank_game(typed: &str) -> Result<Option<GameKind>, Msg> {
    if typed.trim().eq_ignore_ascii_case("all") {
        return Ok(None);
    }
    GameKind::from_name(typed.trim()).map(Some).ok_or_else(|| {
        let games = GameKind::offered().map(GameKind::name).collect::<Vec<_>>().join(", ");
        msg!("settings-unknown-game", value = quoted(typed), games = games)
    })
}

/// The members whose rank roles a finished game may move: every member seated
/// (Parlor's seats are not members), once each, when rank roles are on and the
/// game moved ratings (rated, won or drawn, two seats or more).
pub(super) fn after_game(rank_roles: &RankRoles, record: &SessionRecord, result: &GameResult) -> Vec<RoleSync> {
    let Some(server) = record.server.as_deref() else {
        return Vec::new();
    };
    let rated = !record.unrated && matches!(result.outcome.as_str(), "won" | "draw") && record.seats.len() >= 2;
    if !rank_roles.is_on() || !rated {
        return Vec::new();
    }
    let mut members: Vec<u64> = Vec::new();
    for player in record.seats.iter().filter(|p| p.parlor.is_none()) {
        if !members.contains(&player.id) {
            members.push(player.id);
        }
    }
    members
        .into_iter()
        .map(|member| RoleSync {
            server: server.to_string(),
            member,
        })
        .collect()
}

/// Where a role job waits in the outbox: it is no message, so it names its
/// server rather than a channel.
pub(super) fn job_channel(job: &RoleSync) -> ChannelKey {
    ChannelKey(format!("roles:{}", job.server))
}

/// A role job as the outbox keeps it.
pub(super) fn job_reply(job: RoleSync) -> Reply {
    let mut reply = Reply::to(super::api::Audience::Channel, "");
    reply.roles = Some(job);
    reply
}

/// A role job made ready to deliver ([`super::Table::role_work`]): the role
/// the member should hold, the roles Parlor gave them that it still
/// remembers, and every role `rank_roles` gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoleWork {
    /// The server.
    pub server: String,
    /// The member.
    pub member: u64,
    /// The role they should hold; `None`: none of rank roles'.
    pub wanted: Option<u64>,
    /// The roles Parlor gave them and has not taken back.
    pub given: Vec<u64>,
    /// Every role `rank_roles` gives now.
    pub managed: Vec<u64>,
}

/// What to do for one member, given the roles they hold now.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RolePlan {
    /// The role to give (they want it and don't hold it).
    pub add: Option<u64>,
    /// Roles Parlor gave that they no longer want and still hold: to take.
    pub remove: Vec<u64>,
    /// Roles Parlor gave that they no longer hold (someone took them): only
    /// forgotten.
    pub forget: Vec<u64>,
}

impl RolePlan {
    /// Whether the plan changes nothing.
    pub fn is_empty(&self) -> bool {
        self.add.is_none() && self.remove.is_empty() && self.forget.is_empty()
    }
}

impl RoleWork {
    /// What to give and take when the member holds `holds`: the wanted role
    /// if they lack it; each role Parlor gave and they no longer want taken
    /// back (forgotten if it is gone already). A role they hold that Parlor
    /// did not give is never touched, and one they held before Parlor would
    /// have given it is not counted as Parlor's.
    pub fn plan(&self, holds: &[u64]) -> RolePlan {
        let mut plan = RolePlan {
            add: self.wanted.filter(|w| !holds.contains(w)),
            ..RolePlan::default()
        };
        for &role in self.given.iter().filter(|&&g| Some(g) != self.wanted) {
            if holds.contains(&role) {
                plan.remove.push(role);
            } else {
                plan.forget.push(role);
            }
        }
        plan
    }
}

/// Why a role could not be given or taken: rank roles stop on the server
/// until `rank_roles` is set again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoleFailure {
    /// The role is gone (Discord's 10011, Unknown Role).
    UnknownRole(u64),
    /// Discord refused Parlor the role (50013 Missing Permissions: no Manage
    /// Roles, or the role not below Parlor's highest; 50001 Missing Access).
    Refused(u64),
}

impl RoleFailure {
    /// As stored: why, and the role.
    pub(super) fn stored(self) -> (&'static str, u64) {
        match self {
            RoleFailure::UnknownRole(role) => ("unknown-role", role),
            RoleFailure::Refused(role) => ("refused", role),
        }
    }

    /// The stored form read back.
    pub(super) fn from_stored(why: &str, role: u64) -> RoleFailure {
        match why {
            "unknown-role" => RoleFailure::UnknownRole(role),
            _ => RoleFailure::Refused(role),
        }
    }
}

/// What a front end did for a job: the roles it gave and took (or found
/// gone), and the failure that stopped it, if one did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoleOutcome {
    /// Roles given (now Parlor's to take back).
    pub given: Vec<u64>,
    /// Roles taken back, or found already gone: forgotten.
    pub taken: Vec<u64>,
    /// What stopped it.
    pub failure: Option<RoleFailure>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ratings::Rating;

    fn server() -> ServerRoles {
        let role = |id, name: &str, position, managed| ServerRole {
            id,
            name: name.into(),
            position,
            managed,
            everyone: false,
        };
        ServerRoles {
            roles: vec![
                ServerRole {
                    everyone: true,
                    ..role(1, "@everyone", 0, false)
                },
                role(10, "Silver Players", 1, false),
                role(11, "Gold Players", 2, false),
                role(12, "Diamonds", 3, false),
                role(13, "Parlor", 5, true),
                role(14, "Moderators", 6, false),
                role(15, "twin", 1, false),
                role(16, "Twin", 1, false),
                role(17, "twin", 1, false),
            ],
            top: 5,
            manage_roles: true,
        }
    }

    fn rated(game: &str, rating: f64, games: u32) -> (String, RatedPlayer) {
        (
            game.to_string(),
            RatedPlayer {
                player: "7".into(),
                name: "alice".into(),
                rating: Rating {
                    value: rating,
                    deviation: 100.0,
                    volatility: 0.06,
                },
                games,
                wins: games,
                draws: 0,
                losses: 0,
                streak: 0,
                best_win: None,
                last_played: 0,
            },
        )
    }

    #[test]
    fn roles_are_read_by_mention_id_or_name_and_stored_as_mentions() {
        let bands = RankBands::default();
        let roles = resolve("GOLD:@Gold Players diamond:<@&12> silver:10", &bands, Some(&server())).unwrap();
        assert_eq!(roles.shown(), "gold:<@&11> diamond:<@&12> silver:<@&10>");
        assert_eq!(RankRoles::parse_stored(&roles.shown()).unwrap(), roles);
        assert_eq!(roles.managed(), vec![11, 12, 10]);
        let by_case = resolve("gold:gold players", &bands, Some(&server())).unwrap();
        assert_eq!(by_case.shown(), "gold:<@&11>");
        assert_eq!(resolve("off", &bands, None).unwrap(), RankRoles::default());
        assert_eq!(RankRoles::default().shown(), "off");
    }

    #[test]
    fn what_parlor_cannot_give_is_refused_in_one_line_naming_it() {
        let bands = RankBands::default();
        let mut no_manage = server();
        no_manage.manage_roles = false;
        for (typed, facts, says) in [
            ("golden:@Gold Players", Some(server()), "Bronze, Silver, Gold"),
            ("gold:@Nobody", Some(server()), "Nobody"),
            ("gold:<@&99>", Some(server()), "99"),
            ("gold:@everyone", Some(server()), "everyone"),
            ("gold:@Parlor", Some(server()), "<@&13>"),
            ("gold:@Moderators", Some(server()), "<@&14>"),
            ("gold:@Gold Players", Some(no_manage), "Manage Roles"),
            ("gold:@Gold Players", None, "roles"),
            ("gold:@Gold Players GOLD:@Diamonds", Some(server()), "Gold"),
            ("gold:", Some(server()), "gold"),
            ("@Gold Players", Some(server()), "band:role"),
            ("gold:@twin", Some(server()), "twin"),
        ] {
            let line = resolve(typed, &bands, facts.as_ref()).unwrap_err().en();
            assert!(!line.contains('\n'), "{typed}: {line}");
            assert!(line.contains(says), "{typed}: {line}");
        }
        assert!(
            resolve("gold:@Twin", &bands, Some(&server())).is_ok(),
            "an exact name decides"
        );
    }

    #[test]
    fn a_member_holds_the_role_of_the_highest_band_with_one_at_or_below_their_best() {
        let roles = RankRoles(vec![("silver".into(), 10), ("gold".into(), 11), ("diamond".into(), 12)]);
        let bands = RankBands::default();
        let wanted = |standings: &[(String, RatedPlayer)], game| roles.wanted(&bands, game, standings);
        assert_eq!(wanted(&[rated("checkers", 1550.0, 3)], None), Some(11));
        assert_eq!(
            wanted(&[rated("checkers", 1750.0, 3)], None),
            Some(11),
            "Platinum has none"
        );
        assert_eq!(wanted(&[rated("checkers", 1950.0, 3)], None), Some(12));
        assert_eq!(wanted(&[rated("checkers", 1950.0, 2)], None), None, "not ranked yet");
        assert_eq!(wanted(&[rated("checkers", 1200.0, 5)], None), None, "Bronze has none");
        let two = [rated("checkers", 1350.0, 4), rated("hot-spot", 1600.0, 3)];
        assert_eq!(wanted(&two, None), Some(11), "the best band over every game");
        assert_eq!(wanted(&two, Some(GameKind::Checkers)), Some(10), "rank_game alone");
    }

    #[test]
    fn a_plan_gives_what_is_wanted_and_takes_back_only_what_parlor_gave() {
        let work = |wanted, given: Vec<u64>| RoleWork {
            server: "s".into(),
            member: 7,
            wanted,
            given,
            managed: vec![10, 11],
        };
        let plan = work(Some(10), vec![11]).plan(&[11, 99]);
        assert_eq!(plan.add, Some(10));
        assert_eq!(plan.remove, vec![11]);
        let plan = work(Some(10), vec![]).plan(&[10, 11]);
        assert!(plan.is_empty(), "held already, and 11 was never Parlor's: {plan:?}");
        let plan = work(None, vec![11]).plan(&[]);
        assert_eq!(plan.forget, vec![11], "someone took it already");
        assert!(plan.remove.is_empty() && plan.add.is_none());
    }
}
