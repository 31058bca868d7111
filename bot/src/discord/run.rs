//! A slash command's one path: the request to the table, and the interaction
//! answered with its replies (deferred first when the table is slow).

use super::data::{Context, Error};
use super::replies::{Answered, Exchange, Responded};
use super::request;
use crate::table::{ChannelKey, Command, Reply};
use crate::telemetry::{self, Kind, Outcome};
use std::sync::atomic::Ordering;

/// Sends `command` to the table and answers the interaction with its replies,
/// counted by the command's path and outcome (issue 36's metrics).
pub(super) async fn run(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    let received = std::time::Instant::now();
    let path = command.spec().path;
    let answered = answer(ctx, command, received).await;
    let outcome = answered.as_ref().map_or(Outcome::Failed, |outcome| *outcome);
    telemetry::interaction(path, Kind::Slash, outcome, received.elapsed());
    answered.map(|_| ())
}

/// [`run`]'s work: what the table said, `Refused` when it said no.
async fn answer(ctx: Context<'_>, command: Command, received: std::time::Instant) -> Result<Outcome, Error> {
    let interaction = ctx.interaction;
    let tournament = matches!(command, Command::TournamentCreate { .. });
    let mut request = request::from_command(interaction, command);
    // `/settings set key:rank_roles` is checked against the server's roles
    // (issue 32), read here: the table never asks Discord.
    if let Some(guild) = interaction.guild_id.filter(|_| request.command.wants_server_roles()) {
        let http = &ctx.serenity_context().http;
        let bot = ctx.framework.bot_id();
        request.caller.roles = super::roles::server_roles(http, guild, bot, interaction.app_permissions).await;
    }
    let retry = request.clone();
    let exchange = Exchange {
        http: &ctx.serenity_context().http,
        table: Some(&ctx.data().table),
        id: interaction.id,
        token: &interaction.token,
        channel: interaction.channel_id,
        // Parlor's own DM with the member (not a DM between members).
        dm_member: (interaction.guild_id.is_none() && !request::Origin::of_command(interaction).private())
            .then(|| interaction.user.id.get()),
        private: Some(request::Origin::of_command(interaction).key()).filter(ChannelKey::is_private),
        received,
        locale: request::member_locale(&interaction.locale),
    };
    // A tournament plays every game in a thread: refused at once where Parlor
    // may not open one, naming the permission.
    if let Some(missing) = super::threads::missing(interaction.app_permissions).filter(|_| tournament) {
        let table = ctx.data().table.clone();
        let refusal = tokio::task::spawn_blocking(move || table.thread_refused(&retry, missing))
            .await
            .map_err(anyhow::Error::from)?;
        exchange.deliver(vec![refusal], Answered::No, false).await;
        ctx.has_sent_initial_response.store(true, Ordering::SeqCst);
        return Ok(Outcome::Refused);
    }
    let mut pending = request::start(ctx.data(), request);
    let (replies, answered, deferred) = match request::within_deadline(&mut pending).await {
        Some(replies) => (replies?, Answered::No, Responded::Yes),
        None => {
            tracing::warn!(interaction = %interaction.id, "the table is slow; deferring");
            let deferred = exchange.defer_ephemeral().await;
            ctx.has_sent_initial_response.store(true, Ordering::SeqCst);
            (pending.await?, Answered::Deferred, deferred)
        }
    };
    // Threads mode: the game is played in a thread of its own.
    let replies = match super::threads::wanted(&replies) {
        Some(name) => {
            let http = &ctx.serenity_context().http;
            let permissions = interaction.app_permissions;
            super::threads::play_in_thread(http, ctx.data(), interaction.channel_id, permissions, name, retry).await
        }
        None => replies,
    };
    let outcome = outcome_of(&replies);
    exchange.deliver_after(replies, answered, deferred, false).await;
    // Anything poise sends later (an error line) must be a follow-up.
    ctx.has_sent_initial_response.store(true, Ordering::SeqCst);
    Ok(outcome)
}

/// How the table answered: refused when a reply is its one-line refusal.
pub(super) fn outcome_of(replies: &[Reply]) -> Outcome {
    if replies.iter().any(|reply| !reply.ok) {
        Outcome::Refused
    } else {
        Outcome::Ok
    }
}
