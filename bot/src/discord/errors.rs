//! The one error handler: the member gets one line, the log gets the rest.

use super::data::{Data, Error};

/// What a member sees when something failed on our side.
const OUR_FAULT: &str = "Something went wrong on my side; it has been logged. Please try again.";

/// Poise's `on_error`.
pub(super) async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, error = ?error, "command failed");
            tell(ctx, OUR_FAULT).await;
        }
        poise::FrameworkError::CommandPanic { payload, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, payload = ?payload, "command panicked");
            tell(ctx, OUR_FAULT).await;
        }
        poise::FrameworkError::ArgumentParse { error, input, ctx, .. } => {
            let command = &ctx.command().qualified_name;
            // What a member typed for /secret may be their secret: never logged.
            let input = if command == "secret" { None } else { input };
            tracing::warn!(%command, input = ?input, %error, "could not read an option");
            tell(
                ctx,
                &format!("I could not read that option ({error}); please pick from the list."),
            )
            .await;
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

/// One ephemeral line to the member, as a response or a follow-up.
async fn tell(ctx: poise::Context<'_, Data, Error>, line: &str) {
    let reply = poise::CreateReply::default().content(line).ephemeral(true);
    if let Err(error) = ctx.send(reply).await {
        tracing::warn!(%error, "could not tell the member about an error");
    }
}
