//! `/settings show|set|reset` (issue 21): a server's own settings, for members
//! with Manage Server. Discord shows the command only to them
//! (`default_member_permissions`), and the table checks again.

use super::data::{Context, Error};
use super::run::run;
use crate::table::{Command, SettingsCommand};
use poise::ChoiceParameter as _;

/// The settings a server may change, as Discord offers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Key {
    #[name = "challenge_expiry"]
    ChallengeExpiry,
    #[name = "turn_timer"]
    TurnTimer,
    #[name = "abandon_after"]
    AbandonAfter,
    #[name = "starting_chips"]
    StartingChips,
    #[name = "daily_chips"]
    DailyChips,
    #[name = "daily_every"]
    DailyEvery,
    #[name = "table_min"]
    TableMin,
    #[name = "table_max"]
    TableMax,
    #[name = "house_banks"]
    HouseBanks,
    #[name = "games"]
    Games,
    #[name = "channels"]
    Channels,
    #[name = "threads"]
    Threads,
    #[name = "language"]
    Language,
    #[name = "rated"]
    Rated,
}

/// This server's Parlor settings (Manage Server).
#[poise::command(
    slash_command,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    subcommands("show", "set", "reset"),
    subcommand_required
)]
pub async fn settings(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Every setting, its value, and who changed it when.
#[poise::command(slash_command, guild_only, default_member_permissions = "MANAGE_GUILD")]
pub async fn show(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Settings(SettingsCommand::Show)).await
}

/// Change a setting for this server.
#[poise::command(slash_command, guild_only, default_member_permissions = "MANAGE_GUILD")]
pub async fn set(
    ctx: Context<'_>,
    #[description = "Which setting"] key: Key,
    #[description = "The new value: 2h, 500, on, off, checkers hot-spot, #games, fr, all…"] value: String,
) -> Result<(), Error> {
    let command = Command::Settings(SettingsCommand::Set {
        key: key.name().to_string(),
        value,
    });
    run(ctx, command).await
}

/// Put a setting back to the default from config.toml.
#[poise::command(slash_command, guild_only, default_member_permissions = "MANAGE_GUILD")]
pub async fn reset(ctx: Context<'_>, #[description = "Which setting"] key: Key) -> Result<(), Error> {
    let command = Command::Settings(SettingsCommand::Reset {
        key: key.name().to_string(),
    });
    run(ctx, command).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_offers_every_setting_the_table_knows() {
        let offered: Vec<String> = Key::list().iter().map(|c| c.name.to_string()).collect();
        let known: Vec<String> = crate::table::SettingKey::ALL
            .iter()
            .map(|k| k.name().to_string())
            .collect();
        assert_eq!(offered, known);
    }
}
