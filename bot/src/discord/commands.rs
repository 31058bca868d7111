//! The slash commands. Each is a thin translation to a `table::Command`; the table
//! decides everything and `replies` delivers what it says.

use super::data::{Context, Data, Error};
use super::request;
use super::run::run;
use crate::table::Command;
use parlor_games::i18n::Locale;
use parlor_games::GameKind;
use poise::serenity_prelude as serenity;
use poise::ChoiceParameter as _;
use std::borrow::Cow;

/// Most autocomplete suggestions Discord shows, and the longest a suggestion may be.
const SUGGESTIONS: usize = 25;
const SUGGESTION_LIMIT: usize = 100;

/// A game choice of `/play` and `/rules`: the games the registry offers
/// ([`GameKind::offered`]), by the names the table knows them by, sent by Discord
/// as their index in that list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Game(GameKind);

impl poise::ChoiceParameter for Game {
    fn list() -> Cow<'static, [poise::CommandParameterChoice]> {
        GameKind::offered()
            .map(|kind| poise::CommandParameterChoice {
                name: Cow::Borrowed(kind.name()),
                localizations: Cow::Borrowed(&[]),
                __non_exhaustive: (),
            })
            .collect()
    }

    fn from_index(index: usize) -> Option<Game> {
        GameKind::offered().nth(index).map(Game)
    }

    fn from_name(name: &str) -> Option<Game> {
        GameKind::offered()
            .find(|k| k.name().eq_ignore_ascii_case(name))
            .map(Game)
    }

    fn name(&self) -> &'static str {
        self.0.name()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

/// Every command, in the order `/help` lists them, with its names and
/// descriptions in every language of the catalog (see `localise`).
pub(super) fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = unlocalised();
    super::localise::localise(&mut commands);
    commands
}

/// Every command, English only.
fn unlocalised() -> Vec<poise::Command<Data, Error>> {
    vec![
        play(),
        accept(),
        decline(),
        join(),
        leave(),
        start(),
        add_parlor(),
        remove_parlor(),
        r#move(),
        moves(),
        secret_command(),
        board(),
        resign(),
        draw(),
        claim(),
        end(),
        super::chips::bet_command(),
        super::chips::withdraw(),
        super::chips::roll(),
        super::chips::chips_command_tree(),
        rematch(),
        stats(),
        leaderboard(),
        history(),
        replay(),
        notify(),
        super::settings::settings(),
        rules(),
        help(),
    ]
}

/// Challenge a member (or anyone) to a game in this channel.
#[poise::command(slash_command)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Which game to play"] game: Game,
    #[description = "Who you challenge (Parlor itself to play the computer); leave empty for an open challenge"]
    opponent: Option<serenity::User>,
    #[description = "Table options, space separated (see /rules), e.g. quick; level:hard against Parlor"]
    options: Option<String>,
) -> Result<(), Error> {
    let opponent = opponent.map(|user| request::member_ref(&user, &ctx.interaction.data.resolved));
    let command = Command::Play {
        game: game.name().to_string(),
        opponent,
        options: options.unwrap_or_default(),
    };
    run(ctx, command).await
}

/// Play your latest game in this channel again, seats swapped (or agree to a rematch).
#[poise::command(slash_command)]
pub async fn rematch(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Rematch).await
}

/// Ratings and records: yours, or a member's (Parlor's: its levels').
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (you when empty)"] member: Option<serenity::User>,
    #[description = "One game (every game you're rated in when empty)"] game: Option<Game>,
) -> Result<(), Error> {
    let member = member.map(|user| request::member_ref(&user, &ctx.interaction.data.resolved));
    let game = game.map(|g| g.name().to_string());
    run(ctx, Command::Stats { member, game }).await
}

/// The server's best rated players in a game.
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Context<'_>, #[description = "Which game"] game: Game) -> Result<(), Error> {
    let game = game.name().to_string();
    run(ctx, Command::Leaderboard { game }).await
}

/// The latest finished games in this server.
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Only games this member played"] member: Option<serenity::User>,
    #[description = "Only this game"] game: Option<Game>,
) -> Result<(), Error> {
    let member = member.map(|user| request::member_ref(&user, &ctx.interaction.data.resolved));
    let game = game.map(|g| g.name().to_string());
    run(ctx, Command::History { member, game }).await
}

/// A finished game as an animation of its positions, with its move list as a file.
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "The game's number, from /history (like 12)"] id: String,
) -> Result<(), Error> {
    run(ctx, Command::Replay { id }).await
}

/// Turn reminders by direct message, when half your turn time has passed.
#[poise::command(
    slash_command,
    subcommands("notify_on", "notify_off", "notify_status"),
    subcommand_required
)]
pub async fn notify(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Get a direct message when half your turn time has passed (once a turn).
#[poise::command(slash_command, rename = "on")]
pub async fn notify_on(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Notify { on: Some(true) }).await
}

/// No direct messages about your turns.
#[poise::command(slash_command, rename = "off")]
pub async fn notify_off(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Notify { on: Some(false) }).await
}

/// See whether your turn reminders are on.
#[poise::command(slash_command, rename = "status")]
pub async fn notify_status(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Notify { on: None }).await
}

/// Accept the challenge waiting for you in this channel.
#[poise::command(slash_command)]
pub async fn accept(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Accept).await
}

/// Decline a challenge to you, or withdraw your own.
#[poise::command(slash_command)]
pub async fn decline(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Decline).await
}

/// Join the game lobby open in this channel.
#[poise::command(slash_command)]
pub async fn join(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Join).await
}

/// Leave the lobby you joined here (the host closes it).
#[poise::command(slash_command)]
pub async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Leave).await
}

/// Start the lobby's game (the host, once enough players joined).
#[poise::command(slash_command)]
pub async fn start(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Start).await
}

/// Seat Parlor, the computer opponent, in your lobby (the host).
#[poise::command(slash_command, rename = "add-parlor")]
pub async fn add_parlor(
    ctx: Context<'_>,
    #[description = "How strongly Parlor plays: easy, normal (the default) or hard"]
    #[autocomplete = "suggest_levels"]
    level: Option<String>,
) -> Result<(), Error> {
    run(ctx, Command::AddParlor { level }).await
}

/// Take back the Parlor seat you added last to your lobby (the host).
#[poise::command(slash_command, rename = "remove-parlor")]
pub async fn remove_parlor(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::RemoveParlor).await
}

/// Suggestions for `level`: Parlor's levels, shown in the member's language
/// (the value sent is the level's English word) and matched by either.
async fn suggest_levels(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    let locale = Locale::parse(&ctx.interaction.locale).unwrap_or_default();
    let typed = typed.trim().to_lowercase();
    let choices = parlor_games::ai::Level::ALL
        .into_iter()
        .map(|level| (level.name(), super::localise::level_label(locale, level.name())))
        .filter(|(name, label)| name.starts_with(&typed) || label.to_lowercase().starts_with(&typed))
        .map(|(name, label)| serenity::AutocompleteChoice::new(label, name))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Pick your secret number (Trespass), or see your pick. Only you see the answer.
///
/// Available in the game's channel (answered ephemerally) and in a DM with the bot.
#[poise::command(slash_command, interaction_context = "Guild|BotDm")]
pub async fn secret(
    ctx: Context<'_>,
    #[description = "Your secret number, 0–9; leave empty to see your pick"] number: Option<i64>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Secret {
            number: number.map(|number| number.to_string()),
        },
    )
    .await
}

/// `/secret` with its number bounded to 0–9 as integers (poise's `#[min]`/`#[max]`
/// would send them as floats, `0.0`/`9.0`).
fn secret_command() -> poise::Command<Data, Error> {
    let mut command = secret();
    if let Some(number) = command
        .parameters
        .iter_mut()
        .find(|parameter| parameter.name == "number")
    {
        number.type_setter = Some(|option| {
            option
                .kind(serenity::CommandOptionType::Integer)
                .min_int_value(0)
                .max_int_value(9)
        });
    }
    command
}

/// Suggestions for `/move`: the member's legal moves that start like what is typed.
async fn suggest_moves(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    let interaction = ctx.interaction;
    let channel = request::channel_key(interaction.guild_id, interaction.channel_id, &interaction.user);
    let member = interaction.user.id.get();
    let table = ctx.data().table.clone();
    let typed = typed.to_string();
    let moves = match tokio::task::spawn_blocking(move || table.autocomplete_moves(&channel, member, &typed)).await {
        Ok(moves) => moves,
        Err(error) => {
            tracing::error!(interaction = %interaction.id, %error, "move suggestions failed");
            Vec::new()
        }
    };
    let choices = moves
        .into_iter()
        .filter(|notation| !notation.is_empty() && notation.chars().count() <= SUGGESTION_LIMIT)
        .take(SUGGESTIONS)
        .map(|notation| serenity::AutocompleteChoice::new(notation.clone(), notation))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Make your move, in the game's notation (suggestions show your legal moves).
#[poise::command(slash_command, rename = "move")]
pub async fn r#move(
    ctx: Context<'_>,
    #[description = "Your move, e.g. c3-d4; start typing to see the legal ones"]
    #[rename = "move"]
    #[autocomplete = "suggest_moves"]
    notation: String,
) -> Result<(), Error> {
    run(ctx, Command::Move { text: notation }).await
}

/// List your legal moves (only you see the list).
#[poise::command(slash_command)]
pub async fn moves(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Moves).await
}

/// Show the game in this channel.
#[poise::command(slash_command)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Board).await
}

/// Resign the game you are playing here.
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Resign).await
}

/// Offer a draw, or accept your opponent's offer.
#[poise::command(slash_command)]
pub async fn draw(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Draw).await
}

/// Claim the win when your opponent has let the turn timer run out.
#[poise::command(slash_command)]
pub async fn claim(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Claim).await
}

/// End the game here (players by agreement, or a member with Manage Server).
#[poise::command(slash_command)]
pub async fn end(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::End).await
}

/// How a game is played, with its notation and table options.
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>, #[description = "Which game"] game: Game) -> Result<(), Error> {
    let game = game.name().to_string();
    run(ctx, Command::Rules { game }).await
}

/// What Parlor can do, and how to start a game.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Help).await
}
