//! The slash commands as Discord registers them, built from the table's
//! declarations (`table::Command::specs`): one leaf per declared path
//! (`chips give` under a `chips` group), its options typed as declared, its
//! names and descriptions from the catalog (see `localise`). One action serves
//! every command: it reads the interaction's options as the declaration says
//! and hands the table the command they make.

use super::data::{Context, Data, Error};
use super::request;
use super::run::run;
use crate::table::{Command, Given, Opt, OptionKind, Spec, Suggest};
use parlor_games::i18n::Locale;
use parlor_games::GameKind;
use poise::serenity_prelude as serenity;
use poise::BoxFuture;
use std::borrow::Cow;

/// Most autocomplete suggestions Discord shows, and the longest a suggestion may be.
const SUGGESTIONS: usize = 25;
const SUGGESTION_LIMIT: usize = 100;

/// Every command, in the order the declarations list them, with its names and
/// descriptions in every language of the catalog.
pub(super) fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands: Vec<poise::Command<Data, Error>> = Vec::new();
    for spec in Command::specs().into_iter().filter(|s| !s.is_control()) {
        let path: Vec<&str> = spec.path.split(' ').collect();
        insert(&mut commands, &path, spec);
    }
    for command in &mut commands {
        offer(command);
    }
    super::localise::localise(&mut commands);
    commands
}

/// Where Discord offers a top-level command (issue 33): a server feature to a
/// server install, in servers only; every other command to both installs (a
/// server's, 0, and a member's own, 1) in every context (a server, 0,
/// Parlor's DM, 1, and a DM or group DM between members, 2).
fn offer(command: &mut poise::Command<Data, Error>) {
    if command.guild_only {
        command.install_context = Some(vec![serenity::InstallationContext::Guild]);
        command.interaction_context = Some(vec![serenity::InteractionContext::Guild]);
    } else {
        command.install_context = Some(vec![
            serenity::InstallationContext::Guild,
            serenity::InstallationContext::User,
        ]);
        command.interaction_context = Some(vec![
            serenity::InteractionContext::Guild,
            serenity::InteractionContext::BotDm,
            serenity::InteractionContext::PrivateChannel,
        ]);
    }
}

/// Puts the leaf for `spec` at `path` among `siblings`, under the groups its
/// path names (made the first time a path needs them).
fn insert(siblings: &mut Vec<poise::Command<Data, Error>>, path: &[&str], spec: &'static Spec) {
    match path {
        [] => {}
        [name] => siblings.push(leaf(name, spec)),
        [group, rest @ ..] => {
            let at = match siblings.iter().position(|c| c.name == *group) {
                Some(at) => at,
                None => {
                    siblings.push(poise::Command {
                        name: Cow::Owned((*group).to_string()),
                        qualified_name: Cow::Owned((*group).to_string()),
                        subcommand_required: true,
                        slash_action: Some(group_action),
                        guild_only: true,
                        default_member_permissions: serenity::Permissions::MANAGE_GUILD,
                        ..Default::default()
                    });
                    siblings.len() - 1
                }
            };
            let parent = &mut siblings[at];
            // A group is guild-only or for admins only when all its commands are.
            parent.guild_only &= spec.guild_only;
            if !spec.admin {
                parent.default_member_permissions = serenity::Permissions::empty();
            }
            insert(&mut parent.subcommands, rest, spec);
        }
    }
}

/// The command a declaration makes.
fn leaf(name: &str, spec: &'static Spec) -> poise::Command<Data, Error> {
    poise::Command {
        name: Cow::Owned(name.to_string()),
        qualified_name: Cow::Borrowed(spec.path),
        identifying_name: Cow::Borrowed(spec.path),
        slash_action: Some(action),
        parameters: spec.options.iter().map(parameter).collect(),
        guild_only: spec.guild_only,
        default_member_permissions: if spec.admin {
            serenity::Permissions::MANAGE_GUILD
        } else {
            serenity::Permissions::empty()
        },
        custom_data: Box::new(spec),
        ..Default::default()
    }
}

/// One option as Discord offers it.
fn parameter(option: &Opt) -> poise::CommandParameter<Data, Error> {
    let choices: Vec<&'static str> = match option.kind {
        OptionKind::Game => GameKind::offered().map(GameKind::name).collect(),
        OptionKind::Choice(list) => list(),
        _ => Vec::new(),
    };
    poise::CommandParameter {
        name: Cow::Borrowed(option.name),
        name_localizations: Cow::Borrowed(&[]),
        description: None,
        description_localizations: Cow::Borrowed(&[]),
        required: option.required,
        channel_types: None,
        choices: choices
            .into_iter()
            .map(|name| poise::CommandParameterChoice {
                name: Cow::Borrowed(name),
                localizations: Cow::Borrowed(&[]),
                __non_exhaustive: (),
            })
            .collect(),
        type_setter: Some(match option.kind {
            OptionKind::Text | OptionKind::Suggest(_) | OptionKind::Values => {
                |o| o.kind(serenity::CommandOptionType::String)
            }
            OptionKind::Member => |o| o.kind(serenity::CommandOptionType::User),
            // poise sends choices as their index in the list (integers).
            OptionKind::Game | OptionKind::Choice(_) => |o| o.kind(serenity::CommandOptionType::Integer),
            OptionKind::Count => |o| o.kind(serenity::CommandOptionType::Integer).min_int_value(1),
            OptionKind::Digit => |o| {
                o.kind(serenity::CommandOptionType::Integer)
                    .min_int_value(0)
                    .max_int_value(9)
            },
        }),
        autocomplete_callback: match option.kind {
            OptionKind::Suggest(Suggest::Moves) => Some(moves_callback),
            OptionKind::Suggest(Suggest::Levels) => Some(levels_callback),
            OptionKind::Suggest(Suggest::Seasons) => Some(seasons_callback),
            OptionKind::Suggest(Suggest::PuzzleMoves) => Some(puzzle_moves_callback),
            _ => None,
        },
        __non_exhaustive: (),
    }
}

/// A group's own action: never run (Discord invokes its subcommands).
fn group_action(_: Context<'_>) -> BoxFuture<'_, Result<(), poise::FrameworkError<'_, Data, Error>>> {
    Box::pin(async { Ok(()) })
}

/// Every command's action: its options read as declared, then the table.
fn action(ctx: Context<'_>) -> BoxFuture<'_, Result<(), poise::FrameworkError<'_, Data, Error>>> {
    Box::pin(async move {
        let fail = |error: anyhow::Error| poise::FrameworkError::new_command(ctx.into(), error);
        let Some(spec) = ctx.command().custom_data.downcast_ref::<&'static Spec>().copied() else {
            return Err(fail(anyhow::anyhow!("a command registered without its declaration")));
        };
        let received = std::time::Instant::now();
        let command = crate::table::parse_command(spec.path, options(&ctx, spec)).map_err(|e| {
            let failed = crate::telemetry::Outcome::Failed;
            crate::telemetry::interaction(spec.path, crate::telemetry::Kind::Slash, failed, received.elapsed());
            fail(anyhow::anyhow!(
                "Discord sent options the declaration doesn't take: {e}"
            ))
        })?;
        run(ctx, command).await.map_err(fail)
    })
}

/// The interaction's options for `spec`'s command, as the table reads them:
/// members by id and display name, choices by their name, numbers as typed.
fn options(ctx: &Context<'_>, spec: &Spec) -> Vec<(String, Given)> {
    let resolved = &ctx.interaction.data.resolved;
    ctx.args
        .iter()
        .filter_map(|arg| {
            let option = spec.option(arg.name)?;
            let given = match (&arg.value, option.kind) {
                (serenity::ResolvedValue::User(user, _), _) => Given::Member(request::member_ref(user, resolved)),
                (serenity::ResolvedValue::Integer(index), OptionKind::Game) => {
                    Given::Text(GameKind::offered().nth(*index as usize)?.name().to_string())
                }
                (serenity::ResolvedValue::Integer(index), OptionKind::Choice(list)) => {
                    Given::Text(list().get(*index as usize)?.to_string())
                }
                (serenity::ResolvedValue::Integer(n), _) => Given::Text(n.to_string()),
                (serenity::ResolvedValue::String(text), _) => Given::Text((*text).to_string()),
                _ => return None,
            };
            Some((option.name.to_string(), given))
        })
        .collect()
}

fn moves_callback<'a>(ctx: Context<'a>, typed: &'a str) -> BoxFuture<'a, serenity::CreateAutocompleteResponse> {
    Box::pin(suggest_moves(ctx, typed))
}

fn levels_callback<'a>(ctx: Context<'a>, typed: &'a str) -> BoxFuture<'a, serenity::CreateAutocompleteResponse> {
    Box::pin(suggest_levels(ctx, typed))
}

fn seasons_callback<'a>(ctx: Context<'a>, typed: &'a str) -> BoxFuture<'a, serenity::CreateAutocompleteResponse> {
    Box::pin(suggest_seasons(ctx, typed))
}

fn puzzle_moves_callback<'a>(ctx: Context<'a>, typed: &'a str) -> BoxFuture<'a, serenity::CreateAutocompleteResponse> {
    Box::pin(suggest_puzzle_moves(ctx, typed))
}

/// Suggestions for `/puzzle answer` (issue 35): the legal moves of the
/// position the member's open puzzle stands at, that start like what is typed.
async fn suggest_puzzle_moves(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    let Some(server) = ctx.interaction.guild_id.map(|g| g.get().to_string()) else {
        return serenity::CreateAutocompleteResponse::new();
    };
    let member = ctx.interaction.user.id.get();
    let table = ctx.data().table.clone();
    let typed = typed.to_string();
    let moves = tokio::task::spawn_blocking(move || table.autocomplete_puzzle_moves(&server, member, &typed))
        .await
        .unwrap_or_default();
    text_choices(moves)
}

/// Texts as autocomplete choices, each its own value: the first
/// [`SUGGESTIONS`] that Discord accepts (not empty, at most
/// [`SUGGESTION_LIMIT`] characters).
fn text_choices(texts: Vec<String>) -> serenity::CreateAutocompleteResponse {
    let choices = texts
        .into_iter()
        .filter(|text| !text.is_empty() && text.chars().count() <= SUGGESTION_LIMIT)
        .take(SUGGESTIONS)
        .map(|text| serenity::AutocompleteChoice::new(text.clone(), text))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Suggestions for `season` (issue 32): the server's seasons, newest first.
async fn suggest_seasons(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    let Some(server) = ctx.interaction.guild_id.map(|g| g.get().to_string()) else {
        return serenity::CreateAutocompleteResponse::new();
    };
    let table = ctx.data().table.clone();
    let typed = typed.to_string();
    let names = tokio::task::spawn_blocking(move || table.autocomplete_seasons(&server, &typed))
        .await
        .unwrap_or_default();
    text_choices(names)
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

/// Suggestions for `/move`: the member's legal moves that start like what is typed.
async fn suggest_moves(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    let interaction = ctx.interaction;
    let channel = request::Origin::of_command(interaction).key();
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
    text_choices(moves)
}
