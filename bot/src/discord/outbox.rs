//! The outbox's sender (issue 20): every post the table stored to be sent
//! outside an interaction reply is sent here, once per attempt, until Discord
//! takes it. Each message carries its outbox id as its nonce with
//! `enforce_nonce`, so a resend after an answer that was lost is not posted
//! twice. A rate limit pauses all sending (Discord's limit may be global); a
//! server error or a network failure backs the post off (1 s, doubling, at
//! most 5 minutes); a post whose channel is gone (10003), where the bot may
//! not post (50001, 50013) or to a member who takes no DMs (50007) is dropped
//! with a log line. A post to a channel where Parlor is not a member
//! (`pc:<id>`, issue 33) is DM'ed to its players, and held for the channel's
//! next interaction when none can be DM'ed: never posted there, never
//! dropped. Posts wait in the database, so a restart loses none. A
//! rank role job (issue 32) is no message: `roles.rs` delivers it.

use super::replies::{channel_message, discord_code, post_to_channel};
use super::request::now_millis;
use super::retry;
use super::roles::Fate;
use super::stop::Stop;
use crate::table::{Audience, ChannelKey, Pending, Table};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

/// How often the sender looks for due posts when nothing wakes it.
const PERIOD: Duration = Duration::from_secs(1);
/// Posts read per round.
const BATCH: u32 = 25;
/// The first wait after a failed send, doubled on every retry, and the most.
const FIRST_WAIT: Duration = Duration::from_secs(1);
const LONGEST_WAIT: Duration = Duration::from_secs(300);

/// Discord's codes for a post that can never be delivered.
const UNKNOWN_CHANNEL: isize = 10003;
const MISSING_ACCESS: isize = 50001;
const MISSING_PERMISSIONS: isize = 50013;
const CANNOT_MESSAGE_USER: isize = 50007;

/// What one attempt came to.
#[derive(Debug, PartialEq, Eq)]
enum Delivery {
    Sent,
    /// Never deliverable; the reason for the log.
    Dropped(String),
    /// Not to be delivered, as expected (a rank role job of a server whose
    /// rank roles stopped, or of a member who left): no warning.
    Skipped(String),
    /// A private channel's post nobody could be DM'ed: kept for the
    /// channel's next interaction.
    Held,
    /// 429: everything waits.
    RateLimited,
    /// A 5xx or a network failure: this post waits.
    Later(String),
}

fn classify(error: &serenity::Error) -> Delivery {
    match (retry::status(error), discord_code(error)) {
        (Some(429), _) => Delivery::RateLimited,
        (_, Some(code @ (UNKNOWN_CHANNEL | MISSING_ACCESS | MISSING_PERMISSIONS | CANNOT_MESSAGE_USER))) => {
            Delivery::Dropped(format!("Discord error {code}: {error}"))
        }
        (Some(500..=599) | None, _) => Delivery::Later(error.to_string()),
        // Any other refusal (a 400, say) would be refused again.
        (Some(status), _) => Delivery::Dropped(format!("HTTP {status}: {error}")),
    }
}

/// The wait before attempt `attempts + 1`.
fn backoff(attempts: u32) -> Duration {
    FIRST_WAIT
        .saturating_mul(2u32.saturating_pow(attempts.min(16)))
        .min(LONGEST_WAIT)
}

/// Discord's code for "no mutual guilds": a DM to a member who shares no
/// server with Parlor and has not installed it.
const NO_MUTUAL_GUILDS: isize = 50278;

/// One attempt at a post to a channel where Parlor is not a member (issue 33):
/// it is sent by DM to each player there (`Table::private_recipients`), never
/// posted in the channel. When nobody can be DM'ed (closed DMs, no mutual
/// server, or no player) it is held for the channel's next interaction.
async fn send_private(http: &serenity::Http, table: &Arc<Table>, post: &Pending) -> Delivery {
    let recipients = {
        let (table, key) = (table.clone(), post.channel.clone());
        tokio::task::spawn_blocking(move || table.private_recipients(&key))
            .await
            .unwrap_or_default()
    };
    let message = channel_message(&post.reply)
        .nonce(serenity::Nonce::String(post.id.to_string()))
        .enforce_nonce(true);
    let mut sent = 0;
    let mut later = None;
    for member in recipients.into_iter().filter(|&m| m != 0) {
        let user = serenity::UserId::new(member);
        let attempt = match user.create_dm_channel(http).await {
            Ok(dm) => dm.id.send_message(http, message.clone()).await.map(|_| ()),
            Err(error) => Err(error),
        };
        match attempt {
            Ok(()) => sent += 1,
            Err(error) => match classify(&error) {
                Delivery::RateLimited => return Delivery::RateLimited,
                Delivery::Later(why) => later = Some(why),
                _ => {
                    let code = discord_code(&error);
                    tracing::info!(
                        post = post.id,
                        member,
                        code,
                        closed_dms = code == Some(CANNOT_MESSAGE_USER),
                        no_mutual_guild = code == Some(NO_MUTUAL_GUILDS),
                        "a private channel's post can't be DM'ed to this member"
                    );
                }
            },
        }
    }
    match (sent, later) {
        (0, Some(why)) => Delivery::Later(why),
        (0, None) => Delivery::Held,
        _ => Delivery::Sent,
    }
}

/// One attempt at one post.
async fn send(http: &serenity::Http, post: &Pending) -> Delivery {
    let message = channel_message(&post.reply)
        .nonce(serenity::Nonce::String(post.id.to_string()))
        .enforce_nonce(true);
    let channel = match post.channel.0.strip_prefix("dm:") {
        Some(member) => {
            let Some(user) = member
                .parse::<u64>()
                .ok()
                .filter(|&m| m != 0)
                .map(serenity::UserId::new)
            else {
                return Delivery::Dropped(format!("no member in {}", post.channel.0));
            };
            match user.create_dm_channel(http).await {
                Ok(dm) => dm.id,
                Err(error) => return classify(&error),
            }
        }
        None => match post.channel.0.parse::<u64>().ok().filter(|&c| c != 0) {
            Some(id) => serenity::ChannelId::new(id),
            None => return Delivery::Dropped(format!("{} is not a Discord channel", post.channel.0)),
        },
    };
    match channel.send_message(http, message).await {
        Ok(_) => Delivery::Sent,
        Err(error) => classify(&error),
    }
}

/// A tournament's game waiting for its thread (issue 31): opens a public
/// thread off the post's channel, starts the game there
/// (`Table::start_board`) and posts its first message (the board, both players
/// pinged) and any DMs it asks for. A board that no longer waits (this post was
/// sent before and its answer lost) opens nothing.
async fn open_board(http: &serenity::Http, table: &Arc<Table>, post: &Pending) -> Delivery {
    let Some(board) = post.reply.board else {
        return Delivery::Dropped("no board".into());
    };
    let waiting = {
        let table = table.clone();
        tokio::task::spawn_blocking(move || table.board_waiting(board))
            .await
            .unwrap_or(false)
    };
    if !waiting {
        return Delivery::Sent;
    }
    let Some(channel) = post.channel.0.parse::<u64>().ok().filter(|&c| c != 0) else {
        return Delivery::Dropped(format!("{} is not a Discord channel", post.channel.0));
    };
    let name = post.reply.thread.clone().unwrap_or_else(|| "game".into());
    let thread = match serenity::ChannelId::new(channel)
        .create_thread(http, super::threads::new_thread(name))
        .await
    {
        Ok(thread) => thread,
        Err(error) => return classify(&error),
    };
    let key = ChannelKey(thread.id.to_string());
    let (replies, still_waiting) = {
        let (table, key) = (table.clone(), key.clone());
        tokio::task::spawn_blocking(move || {
            let replies = table.start_board(board, key, now_millis());
            let waiting = replies.is_empty() && table.board_waiting(board);
            (replies, waiting)
        })
        .await
        .unwrap_or_default()
    };
    if still_waiting {
        // The game could not be stored (the database failed, or other
        // processes kept moving the tournament on): the post is tried again,
        // in a thread of its own, rather than leave the round without its game.
        return Delivery::Later(format!("the game of thread {} could not be started", thread.id));
    }
    // What went to the outbox (the game's first post) is sent from there.
    for reply in replies.into_iter().filter(|r| r.outbox.is_none()) {
        let to = match reply.to {
            Audience::Dm(member) => ChannelKey::dm(member),
            Audience::Post(ref channel) => channel.clone(),
            _ => key.clone(),
        };
        post_to_channel(http, Some(table), &to, &reply).await;
    }
    Delivery::Sent
}

/// Sends due posts for as long as the bot runs; `wake` makes it look at once
/// (the timers wake it after they store posts). When a stop asks it to flush,
/// it sends what is due until nothing is left that Discord takes, then ends
/// (the stop bounds how long; what is left stays stored for the next start).
pub(super) async fn run(http: Arc<serenity::Http>, table: Arc<Table>, wake: Arc<Notify>, stop: Arc<Stop>) {
    let mut pause = Duration::ZERO;
    loop {
        let flushing = if pause > Duration::ZERO {
            tokio::select! {
                _ = tokio::time::sleep(pause) => false,
                () = stop.flushing() => true,
            }
        } else {
            tokio::select! {
                _ = wake.notified() => false,
                _ = tokio::time::sleep(PERIOD) => false,
                () = stop.flushing() => true,
            }
        };
        if flushing {
            return flush(&http, &table).await;
        }
        pause = round(&http, &table).await.pause;
    }
}

/// The outbox at a stop: rounds until one settles nothing (nothing due, or
/// nothing Discord would take now) or Discord rate limits.
async fn flush(http: &serenity::Http, table: &Arc<Table>) {
    let mut sent = 0;
    loop {
        let done = round(http, table).await;
        sent += done.sent;
        if done.settled == 0 || done.pause > Duration::ZERO {
            tracing::info!(sent, "the outbox is flushed");
            return;
        }
    }
}

/// What one round of the outbox came to.
struct Round {
    /// Posts Discord took.
    sent: usize,
    /// Posts done with: sent, dropped or held.
    settled: usize,
    /// How long all sending must wait (a rate limit), or zero.
    pause: Duration,
}

/// One round: the due posts (at most [`BATCH`]), each attempted once and its
/// fate stored.
async fn round(http: &serenity::Http, table: &Arc<Table>) -> Round {
    let mut done = Round {
        sent: 0,
        settled: 0,
        pause: Duration::ZERO,
    };
    let reader = table.clone();
    let due = match tokio::task::spawn_blocking(move || reader.outbox_due(now_millis(), BATCH)).await {
        Ok(due) => due,
        Err(error) => {
            tracing::error!(%error, "the outbox could not be read");
            return done;
        }
    };
    for post in due {
        let delivery = if let Some(job) = &post.reply.roles {
            match super::roles::deliver(http, table, job).await {
                Fate::Done => Delivery::Sent,
                Fate::Dropped(why) => Delivery::Dropped(why),
                Fate::Skipped(why) => Delivery::Skipped(why),
                Fate::RateLimited => Delivery::RateLimited,
                Fate::Later(why) => Delivery::Later(why),
            }
        } else if post.reply.board.is_some() {
            open_board(http, table, &post).await
        } else if post.channel.is_private() {
            send_private(http, table, &post).await
        } else {
            send(http, &post).await
        };
        let (table, id, attempts, channel) = (table.clone(), post.id, post.attempts, post.channel.0.clone());
        let now = now_millis();
        if matches!(
            delivery,
            Delivery::Sent | Delivery::Dropped(_) | Delivery::Skipped(_) | Delivery::Held
        ) {
            done.settled += 1;
        }
        match &delivery {
            Delivery::Sent => {
                done.sent += 1;
                tracing::debug!(post = id, %channel, "posted from the outbox")
            }
            Delivery::Dropped(why) => {
                tracing::warn!(post = id, %channel, "an outbox post can't be delivered and is dropped: {why}")
            }
            Delivery::Skipped(why) => tracing::debug!(post = id, %channel, "an outbox post is dropped: {why}"),
            Delivery::Held => tracing::info!(post = id, %channel, "held for the channel's next interaction"),
            Delivery::RateLimited => {
                tracing::warn!(post = id, %channel, "rate limited: the outbox waits");
                done.pause = backoff(attempts);
            }
            Delivery::Later(why) => {
                tracing::warn!(post = id, %channel, attempts, "an outbox post failed for now: {why}")
            }
        }
        let wait = backoff(attempts);
        let marked = tokio::task::spawn_blocking(move || match delivery {
            Delivery::Sent => table.outbox_sent(id, now),
            Delivery::Dropped(why) | Delivery::Skipped(why) => table.outbox_dropped(id, now, &why),
            Delivery::Held => table.outbox_hold(id, now),
            Delivery::RateLimited | Delivery::Later(_) => {
                table.outbox_retry(id, now.saturating_add(wait.as_millis() as i64))
            }
        })
        .await;
        if let Err(error) = marked {
            tracing::error!(%error, post = id, "an outbox post's fate could not be stored");
        }
        if done.pause > Duration::ZERO {
            // A rate limit may be global: nothing more is sent until it passes.
            break;
        }
    }
    done
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_double_from_a_second_up_to_five_minutes() {
        assert_eq!(backoff(0), Duration::from_secs(1));
        assert_eq!(backoff(3), Duration::from_secs(8));
        assert_eq!(backoff(20), LONGEST_WAIT);
    }
}
