//! `/chips` and the Crown and Anchor table commands (`/bet`, `/withdraw`, `/roll`):
//! thin translations to table commands, like the rest of `commands`.

use super::data::{Context, Data, Error};
use super::request;
use super::run::run;
use crate::table::{ChipsCommand, Command};
use poise::serenity_prelude as serenity;
use poise::ChoiceParameter as _;

/// The six designs of the Crown and Anchor dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Design {
    #[name = "crown"]
    Crown,
    #[name = "anchor"]
    Anchor,
    #[name = "heart"]
    Heart,
    #[name = "spade"]
    Spade,
    #[name = "diamond"]
    Diamond,
    #[name = "club"]
    Club,
}

/// Bounds an integer option named `name` to at least 1, as an integer (poise's
/// `#[min]` would send a float).
pub(super) fn at_least_one(mut command: poise::Command<Data, Error>, name: &str) -> poise::Command<Data, Error> {
    for parameter in command.parameters.iter_mut().filter(|p| p.name == name) {
        parameter.type_setter = Some(|option| option.kind(serenity::CommandOptionType::Integer).min_int_value(1));
    }
    for sub in &mut command.subcommands {
        *sub = at_least_one(std::mem::take(sub), name);
    }
    command
}

fn member(ctx: &Context<'_>, user: &serenity::User) -> crate::table::MemberRef {
    request::member_ref(user, &ctx.interaction.data.resolved)
}

/// Bet chips on a Crown and Anchor design.
#[poise::command(slash_command)]
pub async fn bet(
    ctx: Context<'_>,
    #[description = "The design you bet on"] design: Design,
    #[description = "How many chips"] chips: i64,
) -> Result<(), Error> {
    let command = Command::Bet {
        design: design.name().to_string(),
        chips: chips.to_string(),
    };
    run(ctx, command).await
}

/// Take back your Crown and Anchor bets (one design, or all) before the roll.
#[poise::command(slash_command)]
pub async fn withdraw(
    ctx: Context<'_>,
    #[description = "The design to take your bet back from; leave empty for all"] design: Option<Design>,
) -> Result<(), Error> {
    let command = Command::Withdraw {
        design: design.map(|d| d.name().to_string()),
    };
    run(ctx, command).await
}

/// Roll the dice: the Crown and Anchor Banker's throw, or your Acey Ducey turn.
#[poise::command(slash_command)]
pub async fn roll(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Roll).await
}

/// Your chips in this server: balance, daily grant, gifts, leaderboard, history.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("balance", "daily", "give", "leaderboard", "history", "grant", "take", "house"),
    subcommand_required
)]
pub async fn chips(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// See your chips, or another member's.
#[poise::command(slash_command, guild_only)]
pub async fn balance(
    ctx: Context<'_>,
    #[description = "Whose chips; leave empty for yours"] member: Option<serenity::User>,
) -> Result<(), Error> {
    let member = member.map(|m| self::member(&ctx, &m));
    let command = Command::Chips(ChipsCommand::Balance { member });
    run(ctx, command).await
}

/// Collect your daily chips.
#[poise::command(slash_command, guild_only)]
pub async fn daily(ctx: Context<'_>) -> Result<(), Error> {
    let command = Command::Chips(ChipsCommand::Daily);
    run(ctx, command).await
}

/// Give some of your chips to another member.
#[poise::command(slash_command, guild_only)]
pub async fn give(
    ctx: Context<'_>,
    #[description = "Who receives them"] member: serenity::User,
    #[description = "How many chips"] amount: i64,
) -> Result<(), Error> {
    let member = self::member(&ctx, &member);
    let command = Command::Chips(ChipsCommand::Give {
        member,
        amount: amount.to_string(),
    });
    run(ctx, command).await
}

/// The ten members with the most chips in this server.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(ctx: Context<'_>) -> Result<(), Error> {
    let command = Command::Chips(ChipsCommand::Leaderboard);
    run(ctx, command).await
}

/// Your latest chip entries (only you see them).
#[poise::command(slash_command, guild_only)]
pub async fn history(ctx: Context<'_>) -> Result<(), Error> {
    let command = Command::Chips(ChipsCommand::History);
    run(ctx, command).await
}

/// Grant chips to a member (Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn grant(
    ctx: Context<'_>,
    #[description = "Who receives them"] member: serenity::User,
    #[description = "How many chips"] amount: i64,
) -> Result<(), Error> {
    let member = self::member(&ctx, &member);
    let command = Command::Chips(ChipsCommand::Grant {
        member,
        amount: amount.to_string(),
    });
    run(ctx, command).await
}

/// Take chips from a member (Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn take(
    ctx: Context<'_>,
    #[description = "Whose chips"] member: serenity::User,
    #[description = "How many chips"] amount: i64,
) -> Result<(), Error> {
    let member = self::member(&ctx, &member);
    let command = Command::Chips(ChipsCommand::Take {
        member,
        amount: amount.to_string(),
    });
    run(ctx, command).await
}

/// The server's house account, which banks Crown and Anchor tables opened with `house`.
#[poise::command(slash_command, guild_only, subcommands("fund", "house_balance"), subcommand_required)]
pub async fn house(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Put chips in the house (Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn fund(ctx: Context<'_>, #[description = "How many chips"] amount: i64) -> Result<(), Error> {
    let command = Command::Chips(ChipsCommand::HouseFund {
        amount: amount.to_string(),
    });
    run(ctx, command).await
}

/// See the house's chips (Manage Server).
#[poise::command(slash_command, guild_only, rename = "balance")]
pub async fn house_balance(ctx: Context<'_>) -> Result<(), Error> {
    let command = Command::Chips(ChipsCommand::HouseBalance);
    run(ctx, command).await
}

/// `/chips` with every amount bounded to at least 1.
pub(super) fn chips_command_tree() -> poise::Command<Data, Error> {
    at_least_one(chips(), "amount")
}

/// `/bet` with its chips bounded to at least 1.
pub(super) fn bet_command() -> poise::Command<Data, Error> {
    at_least_one(bet(), "chips")
}
