//! Retries of the adapter's REST sends.
//!
//! Serenity's own ratelimiter is off behind a proxy (`[discord] proxy`), so a 429
//! reaches the adapter as an error. Every send (interaction responses, follow-ups,
//! edits, DMs, channel posts) goes through [`send`]: a 429 is retried a bounded
//! number of times, a 5xx once, and nothing is retried past the send's deadline
//! (Discord's 3 s for an interaction's first response).
//!
//! Serenity 0.12.5 keeps only the status and Discord's `code`/`message` of a failed
//! request: the `retry-after` header and the body's `retry_after` are dropped
//! before the adapter sees the error. So the wait after a 429 is a short backoff
//! (0.5 s, then 1 s, then 2 s): long enough for Discord's per-route buckets, which
//! reset within a second or two, and short enough for the 3 s deadline.

use poise::serenity_prelude as serenity;
use std::future::Future;
use std::time::{Duration, Instant};

/// Discord's error code for "Interaction has already been acknowledged".
pub(super) const ALREADY_ACKNOWLEDGED: isize = 40060;
/// Retries after a 429, and the first wait (doubled on every retry).
const RATE_LIMIT_RETRIES: u32 = 3;
const RATE_LIMIT_WAIT: Duration = Duration::from_millis(500);
/// Retries after a 5xx, and the wait before it.
const SERVER_ERROR_RETRIES: u32 = 1;
const SERVER_ERROR_WAIT: Duration = Duration::from_millis(100);

/// Where a send goes, for the logs: the interaction it answers (if any) and the
/// channel.
#[derive(Clone, Debug)]
pub(super) struct Target {
    pub interaction: Option<serenity::InteractionId>,
    pub channel: String,
}

/// What a failed request says about retrying it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Failure {
    RateLimited,
    ServerError,
    Final,
}

fn classify(error: &serenity::Error) -> Failure {
    match status(error) {
        Some(429) => Failure::RateLimited,
        Some(500..=599) => Failure::ServerError,
        _ => Failure::Final,
    }
}

/// The HTTP status of a failed request.
pub(super) fn status(error: &serenity::Error) -> Option<u16> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.status_code.as_u16())
        }
        _ => None,
    }
}

/// How long to wait before retry number `retry` (1-based) of a `failure`.
fn wait(failure: Failure, retry: u32) -> Duration {
    match failure {
        Failure::RateLimited => RATE_LIMIT_WAIT * 2u32.pow(retry.saturating_sub(1)),
        _ => SERVER_ERROR_WAIT,
    }
}

/// Runs `attempt` until it succeeds, fails for good, runs out of retries, or a retry
/// would start after `deadline`. Returns the last error; the caller logs it (with
/// what it knows: the member of a DM, the fallback taken).
pub(super) async fn send<T, F, Fut>(
    target: &Target,
    what: &str,
    deadline: Option<Instant>,
    mut attempt: F,
) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let (mut rate_limited, mut server_errors) = (0, 0);
    loop {
        let error = match attempt().await {
            Ok(value) => return Ok(value),
            Err(error) => error,
        };
        let failure = classify(&error);
        let retry = match failure {
            Failure::RateLimited if rate_limited < RATE_LIMIT_RETRIES => {
                rate_limited += 1;
                rate_limited
            }
            Failure::ServerError if server_errors < SERVER_ERROR_RETRIES => {
                server_errors += 1;
                server_errors
            }
            _ => return Err(error),
        };
        let wait = wait(failure, retry);
        if deadline.is_some_and(|deadline| Instant::now() + wait > deadline) {
            tracing::warn!(
                interaction = ?target.interaction.map(|id| id.get()),
                channel = %target.channel,
                status = status(&error),
                "no time left to retry: could not {what}"
            );
            return Err(error);
        }
        tracing::info!(
            interaction = ?target.interaction.map(|id| id.get()),
            channel = %target.channel,
            status = status(&error),
            retry,
            wait_ms = wait.as_millis() as u64,
            %error,
            "retrying: {what}"
        );
        tokio::time::sleep(wait).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rate_limit_waits_double_and_stay_within_the_interaction_deadline() {
        let waits: Vec<Duration> = (1..=RATE_LIMIT_RETRIES)
            .map(|retry| wait(Failure::RateLimited, retry))
            .collect();
        assert_eq!(
            waits,
            [500, 1000, 2000].map(Duration::from_millis),
            "a 429 is retried after 0.5 s, 1 s, 2 s"
        );
        assert_eq!(wait(Failure::ServerError, 1), SERVER_ERROR_WAIT);
    }

    #[tokio::test]
    async fn a_send_is_tried_until_it_succeeds_within_its_bounds() {
        let target = Target {
            interaction: None,
            channel: "1".to_string(),
        };
        let mut calls = 0;
        let result: Result<u8, serenity::Error> = send(&target, "test", None, || {
            calls += 1;
            async { Err(serenity::Error::Other("not an HTTP error")) }
        })
        .await;
        assert!(result.is_err());
        assert_eq!(calls, 1, "an error that is not a 429 or 5xx is not retried");
    }
}
