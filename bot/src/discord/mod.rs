//! The Discord adapter: slash commands, autocomplete and buttons in, table replies
//! out. Thin by design — every decision is the table's; this module only translates
//! between Discord's shapes and `table::{Request, Reply}`.
//!
//! - `commands`: the slash commands, one thin function each.
//! - `buttons`: button presses and select menu choices, which arrive as raw events.
//! - `request`: who, where and when — members, channels and the table call.
//! - `replies`: table replies as Discord messages (buttons, menus), how an interaction
//!   is answered, DMs with their channel fallback, and posts to other channels.
//! - `retry`: every REST send retried on 429 (bounded) and 5xx (once), within
//!   Discord's 3 s for a first response.
//! - `errors`: the one `on_error`.
//! - `outbox`: the sender of the table's stored posts (timers' notices and
//!   rolls, reminders), once each, until Discord takes them.
//! - `data`: what every handler shares (`Data`, `Error`, `Context`).
//! - `run`: a slash command's table call and its answer, for `commands` and `chips`.
//! - `settings`: `/settings` (issue 21); `threads`: opening a game's thread in
//!   threads mode.
//! - `localise`: the commands' names and descriptions in every language of the catalog.
//! - `stop`: graceful stops (SIGTERM, ctrl-c): new interactions turned away,
//!   those in flight finished, the outbox flushed, then the gateway closed.

mod buttons;
mod commands;
mod data;
mod errors;
mod localise;
mod outbox;
mod replies;
mod request;
mod retry;
mod roles;
mod run;
mod stop;
mod threads;

pub use data::{Context, Data, Error};
pub use stop::{never, on_signals, StopRequests, GATEWAY_BOUND, IN_FLIGHT_BOUND, OUTBOX_BOUND};

use crate::config::{DiscordConfig, Shards};
use crate::health::Health;
use crate::table::{Partition, Table};
use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// How often timers (challenge expiry, abandoned games, Crown and Anchor's
/// `timer:S` roll) are checked: often enough that a 10 s betting timer rolls on time.
pub const TIMER_PERIOD: Duration = Duration::from_secs(1);

/// The permissions the bot asks for when invited: View Channel, Send Messages, Send
/// Messages in Threads, Embed Links, Attach Files, Read Message History.
pub const INVITE_PERMISSIONS: u64 = 274_878_024_704;

/// The link that adds the bot, with its slash commands, to a server.
pub fn invite_url(application_id: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application_id}\
         &scope=bot%20applications.commands&permissions={INVITE_PERMISSIONS}"
    )
}

/// The slash command definitions, as they are registered with Discord.
pub fn command_definitions() -> Vec<serenity::CreateCommand> {
    poise::builtins::create_application_commands(&commands::all())
}

/// Connects to Discord and serves the table until the gateway closes, or until
/// SIGTERM or ctrl-c stops it gracefully (see [`serve_until`]).
///
/// With `proxy` set, every REST call goes to that base URL instead of
/// `https://discord.com` (serenity's own ratelimiter is then off), and the gateway is
/// whatever URL that server's `GET /gateway` names.
///
/// With `health` (`[metrics] listen`), the health endpoints watch the gateway's
/// shards and say when Parlor is stopping.
pub async fn serve(config: &DiscordConfig, table: Arc<Table>, health: Option<Arc<Health>>) -> anyhow::Result<()> {
    let signals = on_signals().context("listening for SIGTERM and ctrl-c")?;
    serve_until(config, table, TIMER_PERIOD, signals, health).await
}

/// [`serve`], checking timers every `timer_period` instead of every second,
/// and never asked to stop (tests).
pub async fn serve_with_timers(
    config: &DiscordConfig,
    table: Arc<Table>,
    timer_period: Duration,
) -> anyhow::Result<()> {
    serve_until(config, table, timer_period, never(), None).await
}

/// Serves the table until the gateway closes (its error, if any), or until
/// `stops` asks: then it stops taking interactions (each new one gets one
/// line saying to try again), finishes those in flight (at most
/// [`IN_FLIGHT_BOUND`]), lets the outbox send what is due (at most
/// [`OUTBOX_BOUND`]), closes the gateway and returns Ok. A second request
/// stops at once. With `health`, the health endpoints watch the gateway's
/// shards and say when the stop begins.
pub async fn serve_until(
    config: &DiscordConfig,
    table: Arc<Table>,
    timer_period: Duration,
    mut stops: StopRequests,
    health: Option<Arc<Health>>,
) -> anyhow::Result<()> {
    let token = config
        .token
        .as_deref()
        .filter(|token| !token.trim().is_empty())
        .context("no Discord token: set DISCORD_TOKEN or `token` under [discord] in config.toml")?;
    // Table text names players but never means to ping anyone (names are escaped,
    // and every reply allows no mentions): the default for anything else is none too.
    let mut http = serenity::HttpBuilder::new(token).default_allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Some(proxy) = &config.proxy {
        http = http.proxy(proxy.as_str()).ratelimiter_disabled(true);
    }
    let http = http.build();
    let dev_guild = config.dev_guild_id;
    if let Shards::Range { first, last, total } = config.shards {
        // The timers of this process's servers only (see `Partition`).
        table.fire_timers_for(Partition { first, last, total });
    }

    let stop = Arc::new(stop::Stop::default());
    let tasks = stop.clone();
    let watching = health.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |error| Box::pin(errors::on_error(error)),
            allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
            event_handler: |framework, event| Box::pin(buttons::on_event(framework, event)),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                // A failed registration leaves the previous commands in place; the bot
                // still serves them rather than hanging without its user data.
                let commands = &framework.options().commands;
                let registered = register(ctx, commands, dev_guild).await;
                match registered {
                    Ok(()) => tracing::info!(count = commands.len(), dev_guild, "registered the slash commands"),
                    Err(error) => {
                        eprintln!("Could not register the slash commands: {error}");
                        tracing::error!(%error, dev_guild, "could not register the slash commands");
                    }
                }
                let invite = invite_url(ready.application.id.get());
                println!("Parlor is online as {}. Invite it with:\n{invite}", ready.user.name);
                tracing::info!(user = %ready.user.name, %invite, "ready");
                if let Some(health) = &watching {
                    health.gateway_ready(ready.shard);
                }
                // `@Parlor` is this bot: a /play naming it seats the computer opponent.
                table.know_parlor(ready.user.id.get());
                let http = &ctx.http;
                let wake = Arc::new(tokio::sync::Notify::new());
                let stop = tasks;
                let resume = resume_parlor(http.clone(), table.clone(), stop.track());
                stop.keep("resume", tokio::spawn(resume));
                let outbox = outbox::run(http.clone(), table.clone(), wake.clone(), stop.clone());
                stop.keep("outbox", tokio::spawn(outbox));
                let timers = run_timers(http.clone(), table.clone(), timer_period, wake, stop.clone());
                stop.keep("timers", tokio::spawn(timers));
                stop.keep("mining", tokio::spawn(run_mining(table.clone(), stop.clone())));
                Ok(Data { table })
            })
        })
        .build();

    let gate = stop::Gate {
        framework,
        stop: stop.clone(),
    };
    let mut client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(gate)
        .await
        .context("building the Discord client")?;

    if let Some(health) = &health {
        health.watch_gateway(client.shard_manager.clone(), config.shards);
    }
    let shards = client.shard_manager.clone();
    let running = async {
        match config.shards {
            Shards::Auto => client.start_autosharded().await,
            // Serenity's range ends at its last shard, included.
            Shards::Range { first, last, total } => client.start_shard_range(first..last, total).await,
        }
    };
    tokio::pin!(running);
    let cause = tokio::select! {
        ended = &mut running => {
            stop.abort_all();
            return ended.context("running the Discord client");
        }
        cause = stop::next(&mut stops) => cause,
    };
    // The gateway keeps running while the bot winds down: interactions that
    // arrive meanwhile are turned away rather than left unanswered.
    if let Some(health) = &health {
        // /readyz answers 503 "Parlor is stopping" from here on.
        health.mark_stopping();
    }
    let winding = stop::wind_down(&stop, &shards, &mut stops, cause);
    tokio::pin!(winding);
    let mut ended = None;
    loop {
        tokio::select! {
            () = &mut winding => break,
            result = &mut running, if ended.is_none() => ended = Some(result),
        }
    }
    // Told to close, the client returns, unless no shard had connected yet.
    let ended = match ended {
        Some(ended) => Some(ended),
        None => tokio::time::timeout(GATEWAY_BOUND, &mut running).await.ok(),
    };
    if let Some(Err(error)) = ended {
        tracing::warn!(%error, "the gateway ended with an error while stopping");
    }
    Ok(())
}

/// Registers the slash commands: globally, or with a development server
/// (`dev_guild`) in that server, where they update at once. Discord ignores a
/// guild command's contexts and install types, so the commands also offered
/// outside servers (in Parlor's DM, and to members who installed Parlor to
/// their account) are registered globally even then.
async fn register(
    http: impl AsRef<serenity::Http>,
    commands: &[poise::Command<Data, Error>],
    dev_guild: Option<u64>,
) -> Result<(), serenity::Error> {
    let http = http.as_ref();
    let in_dms = |c: &&poise::Command<Data, Error>| {
        c.interaction_context
            .as_ref()
            .is_some_and(|contexts| contexts.contains(&serenity::InteractionContext::BotDm))
    };
    let definitions = |commands: Vec<&poise::Command<Data, Error>>| {
        commands
            .into_iter()
            .filter_map(poise::Command::create_as_slash_command)
            .collect::<Vec<_>>()
    };
    match dev_guild {
        None => {
            serenity::Command::set_global_commands(http, definitions(commands.iter().collect())).await?;
        }
        Some(guild) => {
            let (global, local): (Vec<_>, Vec<_>) = commands.iter().partition(in_dms);
            serenity::GuildId::new(guild)
                .set_commands(http, definitions(local))
                .await?;
            serenity::Command::set_global_commands(http, definitions(global)).await?;
        }
    }
    Ok(())
}

/// Plays the turns Parlor owed when the process stopped (searched on the
/// blocking pool) and posts them in their channels; counted in flight
/// (`tracked`), so a stop waits for the posts of the turns it played.
async fn resume_parlor(http: Arc<serenity::Http>, table: Arc<Table>, tracked: stop::Tracked) {
    if tracked.stopping {
        return;
    }
    let now = request::now_millis();
    let resumer = table.clone();
    let played = match tokio::task::spawn_blocking(move || resumer.resume_parlor(now)).await {
        Ok(played) => played,
        Err(error) => {
            tracing::error!(%error, "Parlor's owed turns failed");
            return;
        }
    };
    for turn in played {
        replies::post_to_channel(&http, Some(&table), &turn.channel, &turn.reply).await;
    }
}

/// How often the background miner looks for finished games to mine (issue 35).
const MINING_PERIOD: Duration = Duration::from_secs(30);

/// Mines this process's servers' finished games for puzzles in the
/// background (issue 35), one game at a time on the blocking pool, with no
/// lock held while it searches: at once again after a game, else every
/// [`MINING_PERIOD`]. Nobody waits for it: a stop ends it at once (a game
/// being mined is mined again by the next start).
async fn run_mining(table: Arc<Table>, stop: Arc<stop::Stop>) {
    let miner = async {
        loop {
            let miner = table.clone();
            let now = request::now_millis();
            match tokio::task::spawn_blocking(move || miner.mine_puzzles(now, 1)).await {
                Ok(mined) if mined.games > 0 => {
                    tracing::info!(puzzles = mined.puzzles, "mined a finished game");
                    tokio::task::yield_now().await;
                }
                Ok(_) => tokio::time::sleep(MINING_PERIOD).await,
                Err(error) => {
                    tracing::error!(%error, "mining a finished game failed");
                    tokio::time::sleep(MINING_PERIOD).await;
                }
            }
        }
    };
    tokio::select! {
        () = miner => {}
        () = stop.begun() => {}
    }
}

/// Every `period`, fires the table's due timers and posts what they say,
/// until a stop: a tick is counted in flight, so one already running finishes
/// and posts, and none starts after the stop began.
async fn run_timers(
    http: Arc<serenity::Http>,
    table: Arc<Table>,
    period: Duration,
    wake: Arc<tokio::sync::Notify>,
    stop: Arc<stop::Stop>,
) {
    let mut interval = tokio::time::interval(period);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = interval.tick() => {}
            () = stop.begun() => return,
        }
        let tracked = stop.track();
        if tracked.stopping {
            return;
        }
        let ticker = table.clone();
        let now = request::now_millis();
        let fired = match tokio::task::spawn_blocking(move || ticker.tick(now)).await {
            Ok(fired) => fired,
            Err(error) => {
                tracing::error!(%error, "the table's timer tick failed");
                continue;
            }
        };
        // What the timers said is in the outbox (stored with their changes):
        // the sender posts it. Anything else is posted here.
        if fired.iter().any(|t| t.reply.outbox.is_some()) {
            wake.notify_one();
        }
        for timer in fired.iter().filter(|t| t.reply.outbox.is_none()) {
            replies::post_to_channel(&http, Some(&table), &timer.channel, &timer.reply).await;
        }
    }
}
