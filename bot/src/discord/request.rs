//! Who, where and when: Discord members and channels as table requests, and the
//! (blocking) table call itself.

use super::data::Data;
use crate::table::{Actor, Caller, ChannelKey, Command, Locale, MemberRef, Millis, Name, Reply, Request};
use poise::serenity_prelude as serenity;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Discord wants a first answer within 3 s; past this the interaction is deferred.
pub(super) const DEFER_AFTER: Duration = Duration::from_secs(2);

/// The table's clock: milliseconds since the Unix epoch.
pub(super) fn now_millis() -> Millis {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_millis() as Millis)
}

/// Where an interaction came from, as Discord describes it: its server (if
/// any), its channel, the member, the context (0 a server, 1 Parlor's own DM,
/// 2 a DM or group DM between members) and who installed the app for it.
pub(super) struct Origin<'a> {
    pub guild: Option<serenity::GuildId>,
    pub channel: serenity::ChannelId,
    pub user: &'a serenity::User,
    pub context: Option<serenity::InteractionContext>,
    pub owners: &'a serenity::AuthorizingIntegrationOwners,
}

impl Origin<'_> {
    /// True when Parlor is not a member of the channel (issue 33): a DM or
    /// group DM between members (context 2), or a server where only a member
    /// installed Parlor (no guild install among the authorizing owners).
    /// There it can only answer interactions.
    pub fn private(&self) -> bool {
        let guild_installed = self
            .owners
            .0
            .iter()
            .any(|owner| matches!(owner, serenity::AuthorizingIntegrationOwner::GuildInstall(_)));
        match self.context {
            Some(serenity::InteractionContext::PrivateChannel) => true,
            Some(serenity::InteractionContext::BotDm) => false,
            // Discord always names the owners; an interaction without them
            // (an older client's shape) is taken as it was before.
            _ => self.guild.is_some() && !self.owners.0.is_empty() && !guild_installed,
        }
    }

    /// The table's key: a private channel by its id, a server channel or
    /// thread by its id, Parlor's own DM by the member.
    pub fn key(&self) -> ChannelKey {
        if self.private() {
            return ChannelKey::private(self.channel.get());
        }
        match self.guild {
            Some(_) => ChannelKey(self.channel.to_string()),
            None => ChannelKey::dm(self.user.id.get()),
        }
    }

    /// The server, for the table: none where Parlor is not a member (its
    /// games are direct games).
    pub fn server(&self) -> Option<String> {
        self.guild.filter(|_| !self.private()).map(|g| g.to_string())
    }
}

impl<'a> Origin<'a> {
    pub fn of_command(interaction: &'a serenity::CommandInteraction) -> Origin<'a> {
        Origin {
            guild: interaction.guild_id,
            channel: interaction.channel_id,
            user: &interaction.user,
            context: interaction.context,
            owners: &interaction.authorizing_integration_owners,
        }
    }

    pub fn of_component(interaction: &'a serenity::ComponentInteraction) -> Origin<'a> {
        Origin {
            guild: interaction.guild_id,
            channel: interaction.channel_id,
            user: &interaction.user,
            context: interaction.context,
            owners: &interaction.authorizing_integration_owners,
        }
    }
}

/// The member who acted. Manage Server comes from the permissions Discord computed
/// for this member in this channel, sent with the interaction.
pub(super) fn actor(member: Option<&serenity::Member>, user: &serenity::User) -> Actor {
    Actor {
        id: user.id.get(),
        name: display_name(member.and_then(|member| member.nick.as_deref()), user),
        manage_server: member
            .and_then(|member| member.permissions)
            .is_some_and(|permissions| permissions.contains(serenity::Permissions::MANAGE_GUILD)),
    }
}

/// A member named in an option, e.g. `opponent:@bob`.
pub(super) fn member_ref(user: &serenity::User, resolved: &serenity::CommandDataResolved) -> MemberRef {
    let nick = resolved.members.get(&user.id).and_then(|member| member.nick.as_deref());
    MemberRef {
        id: user.id.get(),
        name: display_name(nick, user),
        is_bot: user.bot,
    }
}

/// Server nickname, else global display name, else username.
fn display_name(nick: Option<&str>, user: &serenity::User) -> Name {
    Name::new(nick.or(user.global_name.as_deref()).unwrap_or(&user.name))
}

/// The member's language for what the adapter writes itself: their Discord
/// client's (`interaction.locale`), English when Parlor doesn't speak it.
pub(super) fn member_locale(discord_locale: &str) -> Locale {
    Locale::parse(discord_locale).unwrap_or_default()
}

/// A request from a slash command interaction.
pub(super) fn from_command(interaction: &serenity::CommandInteraction, command: Command) -> Request {
    Request {
        caller: Caller {
            server: Origin::of_command(interaction).server(),
            channel: Origin::of_command(interaction).key(),
            actor: actor(interaction.member.as_deref(), &interaction.user),
            interaction: Some(interaction.id.to_string()),
            locale: Locale::parse(&interaction.locale),
            server_locale: interaction.guild_locale.as_deref().and_then(Locale::parse),
            parent: thread_parent(interaction.channel.as_ref()).filter(|_| !Origin::of_command(interaction).private()),
            roles: None,
        },
        command,
    }
}

/// The channel a thread belongs to, when the interaction's channel is a thread
/// (Discord sends it as the channel's `parent_id`; a plain channel's
/// `parent_id` is its category, which is not wanted here).
pub(super) fn thread_parent(channel: Option<&serenity::PartialChannel>) -> Option<ChannelKey> {
    let channel = channel?;
    let thread = matches!(
        channel.kind,
        serenity::ChannelType::PublicThread | serenity::ChannelType::PrivateThread | serenity::ChannelType::NewsThread
    );
    thread
        .then_some(channel.parent_id)
        .flatten()
        .map(|parent| ChannelKey(parent.to_string()))
}

/// The table command a component interaction stands for: a button press or a
/// string select menu choice. `None` for the kinds the table never sends.
pub(super) fn component_command(data: &serenity::ComponentInteractionData) -> Option<Command> {
    let custom_id = data.custom_id.clone();
    match &data.kind {
        serenity::ComponentInteractionDataKind::Button => Some(Command::Button { custom_id }),
        serenity::ComponentInteractionDataKind::StringSelect { values } => Some(Command::Select {
            custom_id,
            values: values.clone(),
        }),
        _ => None,
    }
}

/// A request from a component interaction (a button press or a menu choice).
pub(super) fn from_component(interaction: &serenity::ComponentInteraction, command: Command) -> Request {
    Request {
        caller: Caller {
            server: Origin::of_component(interaction).server(),
            channel: Origin::of_component(interaction).key(),
            actor: actor(interaction.member.as_ref(), &interaction.user),
            interaction: Some(interaction.id.to_string()),
            locale: Locale::parse(&interaction.locale),
            server_locale: interaction.guild_locale.as_deref().and_then(Locale::parse),
            parent: thread_parent(interaction.channel.as_ref())
                .filter(|_| !Origin::of_component(interaction).private()),
            roles: None,
        },
        command,
    }
}

/// The table's answer to a request, running on the blocking pool.
pub(super) type Pending = tokio::task::JoinHandle<Vec<Reply>>;

/// Starts the table call for `request` now.
pub(super) fn start(data: &Data, request: Request) -> Pending {
    let table = data.table.clone();
    let now = now_millis();
    // `respond` also plays Parlor's answer, searched here on the blocking pool
    // with no channel lock held.
    tokio::task::spawn_blocking(move || table.respond(request, now))
}

/// Waits up to `DEFER_AFTER` for the table; `None` when it is still working.
pub(super) async fn within_deadline(pending: &mut Pending) -> Option<Result<Vec<Reply>, tokio::task::JoinError>> {
    tokio::time::timeout(DEFER_AFTER, pending).await.ok()
}
