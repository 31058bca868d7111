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

/// A guild channel or thread is keyed by its id; a DM by the member.
pub(super) fn channel_key(
    guild: Option<serenity::GuildId>,
    channel: serenity::ChannelId,
    user: &serenity::User,
) -> ChannelKey {
    match guild {
        Some(_) => ChannelKey(channel.to_string()),
        None => ChannelKey::dm(user.id.get()),
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
            server: interaction.guild_id.map(|g| g.to_string()),
            channel: channel_key(interaction.guild_id, interaction.channel_id, &interaction.user),
            actor: actor(interaction.member.as_deref(), &interaction.user),
            interaction: Some(interaction.id.to_string()),
            locale: Locale::parse(&interaction.locale),
            server_locale: interaction.guild_locale.as_deref().and_then(Locale::parse),
            parent: thread_parent(interaction.channel.as_ref()),
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
            server: interaction.guild_id.map(|g| g.to_string()),
            channel: channel_key(interaction.guild_id, interaction.channel_id, &interaction.user),
            actor: actor(interaction.member.as_ref(), &interaction.user),
            interaction: Some(interaction.id.to_string()),
            locale: Locale::parse(&interaction.locale),
            server_locale: interaction.guild_locale.as_deref().and_then(Locale::parse),
            parent: thread_parent(interaction.channel.as_ref()),
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
