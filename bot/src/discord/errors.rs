//! The one error handler: the member gets one line, in their language; the log
//! gets the rest.

use super::data::{Data, Error};
use super::request;
use parlor_games::i18n::Msg;
use parlor_games::msg;

/// Poise's `on_error`.
pub(super) async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, error = ?error, "command failed");
            tell(ctx, msg!("discord-our-fault")).await;
        }
        poise::FrameworkError::CommandPanic { payload, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, payload = ?payload, "command panicked");
            tell(ctx, msg!("discord-our-fault")).await;
        }
        poise::FrameworkError::ArgumentParse { error, input, ctx, .. } => {
            let command = &ctx.command().qualified_name;
            // What a member typed for /secret may be their secret: never logged.
            let input = if command == "secret" { None } else { input };
            tracing::warn!(%command, input = ?input, %error, "could not read an option");
            tell(ctx, msg!("discord-unreadable-option", error = error.to_string())).await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            tell(ctx, msg!("discord-guild-only")).await;
        }
        poise::FrameworkError::Setup { error, .. } => {
            tracing::error!(error = ?error, "setup failed (command registration?)");
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            tracing::error!(event = event.snake_case_name(), error = ?error, "event handler failed");
        }
        other => {
            if let Err(error) = poise::builtins::on_error(other).await {
                tracing::error!(%error, "could not report an error");
            }
        }
    }
}

/// One ephemeral line to the member, in their language, as a response or a
/// follow-up.
async fn tell(ctx: poise::Context<'_, Data, Error>, line: Msg) {
    let locale = request::member_locale(ctx.locale().unwrap_or_default());
    let reply = poise::CreateReply::default().content(line.tr(locale)).ephemeral(true);
    if let Err(error) = ctx.send(reply).await {
        tracing::warn!(%error, "could not tell the member about an error");
    }
}
