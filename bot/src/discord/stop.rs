//! Graceful stops (issue 36). SIGTERM (what containers and systemd send) or
//! ctrl-c asks a serving bot to stop; the first request winds it down in this
//! order, the gateway open throughout so nobody meets a silent bot:
//!
//! 1. New interactions are turned away with one ephemeral line in the
//!    member's language ("Parlor is restarting — try again in a minute."),
//!    never applied to the table; autocomplete answers with no suggestions.
//!    Timers and the puzzle miner stop at their next wait (a timer tick
//!    already running finishes and posts what it fired).
//! 2. The interactions in flight finish — their table call and every reply,
//!    follow-up and DM — as do Parlor's owed turns being resumed; at most
//!    [`IN_FLIGHT_BOUND`], logged when exceeded.
//! 3. The outbox sends what is due, for at most [`OUTBOX_BOUND`]; whatever
//!    Discord does not take by then stays stored and is sent by the next start.
//! 4. The gateway closes (at most [`GATEWAY_BOUND`]) and `serve` returns Ok.
//!
//! A second request (SIGTERM or ctrl-c again) skips what is left of 2 and 3
//! and closes the gateway at once: what was accepted is stored either way
//! (each command commits before it is answered), but a reply in flight may
//! then not reach Discord.
//!
//! The tracking is one [`TaskTracker`] whose closed bit is "stopping": a
//! handler takes its token first and then reads the bit, so either the wind
//! down waits for it, or it sees the stop and turns the member away.

use super::data::{Data, Error};
use super::replies::{Answered, Exchange};
use super::request;
use crate::i18n::tr;
use crate::table::Reply;
use parlor_games::msg;
use poise::serenity_prelude as serenity;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;
use tokio_util::task::task_tracker::{TaskTracker, TaskTrackerToken};

/// How long a stop waits for the interactions in flight.
pub const IN_FLIGHT_BOUND: Duration = Duration::from_secs(10);
/// How long a stop lets the outbox send what is due.
pub const OUTBOX_BOUND: Duration = Duration::from_secs(5);
/// How long a stop waits for the gateway to close.
pub const GATEWAY_BOUND: Duration = Duration::from_secs(3);

/// Requests to stop a serving bot, each named by its cause for the log
/// ("SIGTERM", "ctrl-c", a test's own). The first winds the bot down; a second
/// stops it at once. A closed channel asks nothing.
pub type StopRequests = mpsc::UnboundedReceiver<&'static str>;

/// A [`StopRequests`] that never asks (the sender is kept alive by nobody, so
/// the channel reads as closed: no stop).
pub fn never() -> StopRequests {
    mpsc::unbounded_channel().1
}

/// SIGTERM (on Unix) and ctrl-c, as [`StopRequests`]. Must be called inside
/// the tokio runtime; the signal handlers are tokio's.
pub fn on_signals() -> std::io::Result<StopRequests> {
    let (requests, received) = mpsc::unbounded_channel();
    #[cfg(unix)]
    let mut terminate = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
    tokio::spawn(async move {
        loop {
            #[cfg(unix)]
            let cause = tokio::select! {
                pressed = tokio::signal::ctrl_c() => pressed.map(|()| "ctrl-c"),
                got = terminate.recv() => got.map(|()| "SIGTERM").ok_or_else(|| std::io::Error::other("no more SIGTERM")),
            };
            #[cfg(not(unix))]
            let cause = tokio::signal::ctrl_c().await.map(|()| "ctrl-c");
            match cause {
                Ok(cause) if requests.send(cause).is_ok() => {}
                Ok(_) => return,
                Err(error) => {
                    tracing::error!(%error, "cannot listen for stop signals any more");
                    return;
                }
            }
        }
    });
    Ok(received)
}

/// The next stop request's cause; never, once the requests are closed.
pub(super) async fn next(requests: &mut StopRequests) -> &'static str {
    match requests.recv().await {
        Some(cause) => cause,
        None => std::future::pending().await,
    }
}

/// What the handlers and background tasks of one serving bot share about
/// stopping.
#[derive(Default)]
pub(super) struct Stop {
    /// Everything that must finish before the gateway closes: interactions,
    /// timer ticks, Parlor's resumed turns. Closed: stopping.
    in_flight: TaskTracker,
    /// Cancelled when the stop begins: wakes the timers and the miner.
    begun: CancellationToken,
    /// Cancelled when the outbox is to send what is due and end.
    flush: CancellationToken,
    /// The background tasks (outbox, timers, miner), aborted when `serve` ends.
    tasks: Mutex<Vec<(&'static str, JoinHandle<()>)>>,
}

/// One piece of work counted as in flight, and whether the stop had begun
/// when it was counted.
pub(super) struct Tracked {
    _token: TaskTrackerToken,
    pub stopping: bool,
}

impl Stop {
    /// Counts one piece of work as in flight (for as long as the result
    /// lives) and says whether the stop has begun: then the work must not
    /// start.
    pub fn track(&self) -> Tracked {
        // The token first, then the closed bit (both in one atomic): the wind
        // down either counts this work or this work sees the stop.
        let token = self.in_flight.token();
        Tracked {
            _token: token,
            stopping: self.in_flight.is_closed(),
        }
    }

    /// Resolves once the stop has begun.
    pub async fn begun(&self) {
        self.begun.cancelled().await;
    }

    /// Resolves once the outbox is asked to send what is due and end.
    pub async fn flushing(&self) {
        self.flush.cancelled().await;
    }

    /// Keeps a background task to abort when `serve` ends.
    pub fn keep(&self, name: &'static str, task: JoinHandle<()>) {
        self.tasks.lock().unwrap_or_else(|e| e.into_inner()).push((name, task));
    }

    fn take(&self, name: &str) -> Option<JoinHandle<()>> {
        let mut tasks = self.tasks.lock().unwrap_or_else(|e| e.into_inner());
        let at = tasks.iter().position(|(n, _)| *n == name)?;
        Some(tasks.swap_remove(at).1)
    }

    /// Aborts every background task still running.
    pub fn abort_all(&self) {
        for (_, task) in self.tasks.lock().unwrap_or_else(|e| e.into_inner()).drain(..) {
            task.abort();
        }
    }
}

/// Winds the bot down after the stop request `cause` (see the module's
/// steps): returns once the gateway was told to close. A further request
/// from `requests` skips the waits.
pub(super) async fn wind_down(
    stop: &Stop,
    shards: &serenity::ShardManager,
    requests: &mut StopRequests,
    cause: &'static str,
) {
    let started = Instant::now();
    tracing::info!(
        cause,
        "stopping: turning new interactions away and finishing those in flight"
    );
    stop.in_flight.close();
    stop.begun.cancel();
    let hurry = next(requests);
    tokio::pin!(hurry);

    let waited = tokio::select! {
        drained = tokio::time::timeout(IN_FLIGHT_BOUND, stop.in_flight.wait()) => Some(drained.is_ok()),
        again = &mut hurry => {
            tracing::warn!(cause = again, in_flight = stop.in_flight.len(), "asked again: stopping at once");
            None
        }
    };
    match waited {
        Some(true) => {
            tracing::info!(
                elapsed_ms = started.elapsed().as_millis() as u64,
                "the interactions in flight are done"
            )
        }
        Some(false) => tracing::warn!(
            in_flight = stop.in_flight.len(),
            bound_s = IN_FLIGHT_BOUND.as_secs(),
            "interactions still in flight at the bound; stopping without them (what they stored stays stored)"
        ),
        None => {}
    }

    if waited.is_some() {
        stop.flush.cancel();
        if let Some(mut outbox) = stop.take("outbox") {
            let sent = tokio::select! {
                ended = tokio::time::timeout(OUTBOX_BOUND, &mut outbox) => ended.is_ok(),
                again = &mut hurry => {
                    tracing::warn!(cause = again, "asked again: stopping without the outbox");
                    false
                }
            };
            if !sent {
                outbox.abort();
                tracing::warn!(
                    bound_s = OUTBOX_BOUND.as_secs(),
                    "the outbox did not empty in time; what is left is sent by the next start"
                );
            }
        }
    }

    if tokio::time::timeout(GATEWAY_BOUND, shards.shutdown_all())
        .await
        .is_err()
    {
        tracing::warn!(bound_s = GATEWAY_BOUND.as_secs(), "the gateway did not close in time");
    }
    stop.abort_all();
    tracing::info!(elapsed_ms = started.elapsed().as_millis() as u64, "stopped");
}

/// Poise's framework behind the stop: every interaction is counted in flight
/// while poise handles it, and once the stop began it is turned away instead.
pub(super) struct Gate {
    pub framework: poise::Framework<Data, Error>,
    pub stop: Arc<Stop>,
}

#[async_trait::async_trait]
impl serenity::Framework for Gate {
    async fn init(&mut self, client: &serenity::Client) {
        serenity::Framework::init(&mut self.framework, client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        let serenity::FullEvent::InteractionCreate { interaction } = &event else {
            return serenity::Framework::dispatch(&self.framework, ctx, event).await;
        };
        let tracked = self.stop.track();
        if tracked.stopping {
            turn_away(&ctx.http, interaction).await;
        } else {
            serenity::Framework::dispatch(&self.framework, ctx, event).await;
        }
    }
}

/// The answer to an interaction that arrived while the bot stops: one
/// ephemeral line saying to try again, or no suggestions. Nothing reaches the
/// table.
async fn turn_away(http: &serenity::Http, interaction: &serenity::Interaction) {
    let (id, token, channel, locale) = match interaction {
        serenity::Interaction::Command(c) => (c.id, &c.token, c.channel_id, &c.locale),
        serenity::Interaction::Component(c) => (c.id, &c.token, c.channel_id, &c.locale),
        serenity::Interaction::Modal(m) => (m.id, &m.token, m.channel_id, &m.locale),
        serenity::Interaction::Autocomplete(a) => {
            let none = serenity::CreateInteractionResponse::Autocomplete(serenity::CreateAutocompleteResponse::new());
            if let Err(error) = a.create_response(http, none).await {
                tracing::debug!(interaction = %a.id, %error, "could not answer an autocomplete while stopping");
            }
            return;
        }
        _ => return,
    };
    tracing::info!(interaction = %id, %channel, "turned away: Parlor is stopping");
    let locale = request::member_locale(locale);
    let exchange = Exchange {
        http,
        table: None,
        id,
        token,
        channel,
        dm_member: None,
        private: None,
        received: Instant::now(),
        locale,
    };
    let line = Reply::refusal(tr(locale, &msg!("discord-restarting")));
    exchange.deliver(vec![line], Answered::No, false).await;
}
