//! What Parlor measures (issue 36), recorded through the `metrics` facade and
//! rendered for Prometheus by `metrics-exporter-prometheus` (see
//! [`crate::health`] for the endpoints and the README's "Health and metrics"
//! for every metric). The table, the store and the Discord adapter record here;
//! this file depends on none of them.
//!
//! Nothing is kept unless `parlor serve` installed the recorder ([`install`],
//! with `[metrics] listen` set): without it every call below is a no-op, so
//! local mode, the bench and the tests that don't ask pay nothing.
//!
//! Labels are bounded: command paths, control names, game kinds, levels,
//! shard ids and fixed words. Never a member, channel or server id.

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// Interactions answered, by `command` (a slash command's path like `play`
/// or `chips give`, or a control like `button:accept`, `menu:secret`) and
/// `outcome` ([`Outcome`]).
pub const INTERACTIONS: &str = "parlor_interactions_total";
/// Seconds from an interaction's arrival to its answer delivered, by `kind`
/// (`slash`, `button`, `menu`).
pub const INTERACTION_SECONDS: &str = "parlor_interaction_seconds";
/// Sessions this process holds, by `game` and `status` (`challenge` for a
/// challenge or lobby, `playing`): collected at scrape time.
pub const LIVE_GAMES: &str = "parlor_live_games";
/// Outbox posts waiting to be sent (held ones aside): collected at scrape time.
pub const OUTBOX_BACKLOG: &str = "parlor_outbox_backlog";
/// Outbox posts held for a private channel's next interaction (never due by
/// themselves): collected at scrape time.
pub const OUTBOX_HELD: &str = "parlor_outbox_held";
/// The age in seconds of the oldest post waiting in the outbox (held ones
/// aside); 0 when none waits: collected at scrape time.
pub const OUTBOX_OLDEST_SECONDS: &str = "parlor_outbox_oldest_age_seconds";
/// Seconds one store commit takes (the transaction of one accepted change,
/// retries included).
pub const STORE_COMMIT_SECONDS: &str = "parlor_store_commit_seconds";
/// The gateway's heartbeat latency by `shard`, once Discord acknowledged a
/// heartbeat: collected at scrape time.
pub const GATEWAY_LATENCY_SECONDS: &str = "parlor_gateway_latency_seconds";
/// 1 for the connection stage each `shard` is in, 0 for the others (`stage`:
/// see [`STAGES`]): collected at scrape time.
pub const GATEWAY_STAGE: &str = "parlor_gateway_stage";
/// Seconds Parlor, the computer opponent, searched one action, by `game` and
/// `level`.
pub const THINK_SECONDS: &str = "parlor_think_seconds";
/// 1 when `/readyz` would answer 200, else 0: collected at scrape time.
pub const READY: &str = "parlor_ready";

/// Every `stage` of [`GATEWAY_STAGE`]: serenity's connection stages, and
/// `not_started` for a shard this process runs that has no connection yet.
pub const STAGES: [&str; 7] = [
    "connected",
    "connecting",
    "disconnected",
    "handshake",
    "identifying",
    "resuming",
    "not_started",
];

/// How an interaction ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The table accepted it (or answered a question).
    Ok,
    /// The table said no in its one line (`Reply::ok` false).
    Refused,
    /// Parlor failed: the table call panicked or Discord's options could not
    /// be read; the member was told it was Parlor's fault.
    Failed,
}

impl Outcome {
    /// The label value.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Refused => "refused",
            Outcome::Failed => "failed",
        }
    }
}

/// What kind of interaction was answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A slash command.
    Slash,
    /// A button press.
    Button,
    /// A select menu choice.
    Menu,
}

impl Kind {
    /// The label value.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Slash => "slash",
            Kind::Button => "button",
            Kind::Menu => "menu",
        }
    }
}

/// Counts one interaction and its time from arrival to answer.
pub fn interaction(command: &'static str, kind: Kind, outcome: Outcome, elapsed: Duration) {
    metrics::counter!(INTERACTIONS, "command" => command, "outcome" => outcome.as_str()).increment(1);
    metrics::histogram!(INTERACTION_SECONDS, "kind" => kind.as_str()).record(elapsed.as_secs_f64());
}

/// Times one store commit: made at the start of `Store::commit`, it records
/// the time when dropped, however the commit ended.
#[must_use = "the commit is timed until this is dropped"]
pub struct CommitTimer(Instant);

impl CommitTimer {
    /// Starts timing.
    pub fn start() -> CommitTimer {
        CommitTimer(Instant::now())
    }
}

impl Drop for CommitTimer {
    fn drop(&mut self) {
        metrics::histogram!(STORE_COMMIT_SECONDS).record(self.0.elapsed().as_secs_f64());
    }
}

/// Records one search of Parlor's, in `game` at `level`.
pub fn think(game: &'static str, level: &'static str, elapsed: Duration) {
    metrics::histogram!(THINK_SECONDS, "game" => game, "level" => level).record(elapsed.as_secs_f64());
}

/// The buckets (upper bounds, in seconds) of each histogram: an interaction
/// within Discord's 3 s, a commit from a fraction of a millisecond, a search
/// up to about a second at `hard`.
const BUCKETS: [(&str, &[f64]); 3] = [
    (
        INTERACTION_SECONDS,
        &[0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0],
    ),
    (
        STORE_COMMIT_SECONDS,
        &[0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0],
    ),
    (THINK_SECONDS, &[0.005, 0.01, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0]),
];

/// Installs the Prometheus recorder for this process (once: a second call
/// gives the same handle) and describes every metric. The caller serves
/// [`PrometheusHandle::render`] and runs [`PrometheusHandle::run_upkeep`]
/// now and then ([`crate::health`] does both).
pub fn install() -> Result<PrometheusHandle, String> {
    static HANDLE: OnceLock<Result<PrometheusHandle, String>> = OnceLock::new();
    HANDLE
        .get_or_init(|| {
            let mut builder = PrometheusBuilder::new();
            for (name, buckets) in BUCKETS {
                builder = builder
                    .set_buckets_for_metric(Matcher::Full(name.to_string()), buckets)
                    .map_err(|e| e.to_string())?;
            }
            let handle = builder
                .install_recorder()
                .map_err(|e| format!("cannot record metrics: {e}"))?;
            describe();
            Ok(handle)
        })
        .clone()
}

/// The `# HELP` line of every metric.
fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram, Unit};
    describe_counter!(
        INTERACTIONS,
        Unit::Count,
        "Interactions answered, by command (or control) and outcome (ok, refused, failed)."
    );
    describe_histogram!(
        INTERACTION_SECONDS,
        Unit::Seconds,
        "Seconds from an interaction's arrival to its answer, by kind (slash, button, menu)."
    );
    describe_gauge!(
        LIVE_GAMES,
        Unit::Count,
        "Live sessions this process holds, by game and status (challenge, playing)."
    );
    describe_gauge!(
        OUTBOX_BACKLOG,
        Unit::Count,
        "Outbox posts waiting to be sent (held ones aside)."
    );
    describe_gauge!(
        OUTBOX_HELD,
        Unit::Count,
        "Outbox posts held for a private channel's next interaction."
    );
    describe_gauge!(
        OUTBOX_OLDEST_SECONDS,
        Unit::Seconds,
        "Age of the oldest outbox post waiting to be sent (0 when none)."
    );
    describe_histogram!(
        STORE_COMMIT_SECONDS,
        Unit::Seconds,
        "Seconds one store commit takes (one accepted change's transaction)."
    );
    describe_gauge!(
        GATEWAY_LATENCY_SECONDS,
        Unit::Seconds,
        "Discord gateway heartbeat latency, by shard."
    );
    describe_gauge!(
        GATEWAY_STAGE,
        "1 for the connection stage each gateway shard is in, else 0."
    );
    describe_histogram!(
        THINK_SECONDS,
        Unit::Seconds,
        "Seconds Parlor (the computer opponent) searched one action, by game and level."
    );
    describe_gauge!(READY, "1 when /readyz answers 200, else 0.");
}
