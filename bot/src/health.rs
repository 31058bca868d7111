//! Health and metrics (issue 36): with `[metrics] listen` set, `parlor serve`
//! answers on that address
//!
//! - `GET /healthz`: 200 while the process is alive.
//! - `GET /readyz`: 200 when every gateway shard this process runs is
//!   connected and the store answers a cheap read within
//!   [`STORE_PATIENCE`], and Parlor is not stopping; else 503 with each
//!   reason on a line of its own, in plain words.
//! - `GET /metrics`: Prometheus' text format, rendered by
//!   `metrics-exporter-prometheus` from what [`crate::telemetry`] recorded,
//!   after the gauges that are cheap to read now (shards, live games, the
//!   outbox) were set.
//!
//! [`Health`] is what the endpoints read: the table, the gateway's shard
//! manager once the Discord client is built ([`Health::watch_gateway`]), and
//! whether Parlor is stopping ([`Health::mark_stopping`]).

use crate::config::Shards;
use crate::table::Table;
use crate::telemetry;
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use metrics_exporter_prometheus::PrometheusHandle;
use serenity::gateway::{ConnectionStage, ShardManager};
use serenity::model::gateway::ShardInfo;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How long the store may take to answer the readiness check before
/// `/readyz` says it did not.
pub const STORE_PATIENCE: Duration = Duration::from_secs(2);

/// How often the recorder's histograms are drained between scrapes, so
/// memory stays bounded however rarely Prometheus scrapes.
const UPKEEP_PERIOD: Duration = Duration::from_secs(5);

/// The text format's content type.
const PROMETHEUS_TEXT: &str = "text/plain; version=0.0.4; charset=utf-8";

/// What the health endpoints read. Shared: the Discord adapter tells it about
/// the gateway, the stop tells it Parlor is stopping.
pub struct Health {
    table: Arc<Table>,
    stopping: AtomicBool,
    gateway: Mutex<Option<Gateway>>,
    /// The shard count Discord gave the first READY (with `shards = auto`
    /// the only way to know it); 0 until then.
    ready_total: AtomicU32,
    /// Held while a store check runs on the blocking pool: a stuck store
    /// keeps one thread waiting, not one per probe.
    store_check: Arc<tokio::sync::Mutex<()>>,
    patience: Duration,
}

/// The gateway this process runs: serenity's shard manager and which shards
/// it was told to run.
struct Gateway {
    manager: Arc<ShardManager>,
    shards: Shards,
}

/// One shard as the endpoints report it.
struct ShardState {
    id: u32,
    /// Its stage's label ([`telemetry::STAGES`]).
    stage: &'static str,
    latency: Option<Duration>,
}

/// What one check found: why Parlor is not ready (empty when it is), the
/// shards, and the outbox when the store answered.
struct Checked {
    reasons: Vec<String>,
    shards: Vec<ShardState>,
    backlog: Option<crate::store::OutboxBacklog>,
}

impl Health {
    /// Health over `table`, with no gateway yet and not stopping.
    pub fn new(table: Arc<Table>) -> Arc<Health> {
        Arc::new(Health {
            table,
            stopping: AtomicBool::new(false),
            gateway: Mutex::new(None),
            ready_total: AtomicU32::new(0),
            store_check: Arc::new(tokio::sync::Mutex::new(())),
            patience: STORE_PATIENCE,
        })
    }

    /// Marks the process as stopping: `/readyz` answers 503 ("Parlor is
    /// stopping") from now on, so an orchestrator sends no more work.
    pub fn mark_stopping(&self) {
        self.stopping.store(true, Ordering::SeqCst);
    }

    /// Whether [`Health::mark_stopping`] was called.
    pub fn is_stopping(&self) -> bool {
        self.stopping.load(Ordering::SeqCst)
    }

    /// The gateway's shard manager, once the Discord client is built, and the
    /// shards this process was told to run (`[discord] shards`).
    pub fn watch_gateway(&self, manager: Arc<ShardManager>, shards: Shards) {
        *self.gateway.lock().unwrap_or_else(|p| p.into_inner()) = Some(Gateway { manager, shards });
    }

    /// A READY from Discord: with `shards = auto`, the count it names is how
    /// many shards this process runs.
    pub fn gateway_ready(&self, shard: Option<ShardInfo>) {
        if let Some(info) = shard {
            self.ready_total.store(info.total, Ordering::SeqCst);
        }
    }

    /// Why Parlor is not ready, one plain line each; empty when it is.
    pub async fn not_ready(&self) -> Vec<String> {
        self.check().await.reasons
    }

    /// Checks everything `/readyz` depends on.
    async fn check(&self) -> Checked {
        let mut reasons = Vec::new();
        if self.is_stopping() {
            reasons.push("Parlor is stopping".to_string());
        }
        let shards = match self.shards().await {
            Ok(shards) => {
                for shard in &shards.states {
                    if shard.stage != "connected" {
                        let of = shards.total.map(|total| format!(" of {total}")).unwrap_or_default();
                        reasons.push(format!(
                            "shard {}{of} is not connected ({})",
                            shard.id,
                            stage_words(shard.stage)
                        ));
                    }
                }
                shards.states
            }
            Err(reason) => {
                reasons.push(reason);
                Vec::new()
            }
        };
        let backlog = match self.store_answers().await {
            Ok(backlog) => Some(backlog),
            Err(reason) => {
                reasons.push(reason);
                None
            }
        };
        Checked {
            reasons,
            shards,
            backlog,
        }
    }

    /// Every shard this process runs with its stage (in id order), and how
    /// many shards there are when known; a reason when there is no gateway
    /// yet.
    async fn shards(&self) -> Result<GatewayShards, String> {
        let not_yet = || "Parlor has not connected to Discord's gateway yet".to_string();
        let (manager, configured) = {
            let gateway = self.gateway.lock().unwrap_or_else(|p| p.into_inner());
            let gateway = gateway.as_ref().ok_or_else(not_yet)?;
            (gateway.manager.clone(), gateway.shards)
        };
        let runners = manager.runners.lock().await;
        let (ids, total): (Vec<u32>, Option<u32>) = match configured {
            Shards::Range { first, last, total } => ((first..=last).collect(), Some(total)),
            Shards::Auto => match self.ready_total.load(Ordering::SeqCst) {
                0 => {
                    let mut ids: Vec<u32> = runners.keys().map(|id| id.0).collect();
                    ids.sort_unstable();
                    (ids, None)
                }
                total => ((0..total).collect(), Some(total)),
            },
        };
        if ids.is_empty() {
            return Err(not_yet());
        }
        let states = ids
            .into_iter()
            .map(|id| match runners.get(&serenity::model::id::ShardId(id)) {
                Some(runner) => ShardState {
                    id,
                    stage: stage_label(&runner.stage),
                    latency: runner.latency,
                },
                None => ShardState {
                    id,
                    stage: "not_started",
                    latency: None,
                },
            })
            .collect();
        Ok(GatewayShards { states, total })
    }

    /// Reads what waits in the outbox, within the patience: the
    /// store's proof that it answers.
    async fn store_answers(&self) -> Result<crate::store::OutboxBacklog, String> {
        let gate = self.store_check.clone();
        let table = self.table.clone();
        let read = async move {
            let held = gate.lock_owned().await;
            tokio::task::spawn_blocking(move || {
                let _held = held;
                table.outbox_backlog()
            })
            .await
        };
        match tokio::time::timeout(self.patience, read).await {
            Err(_) => Err(format!(
                "the database did not answer within {} s",
                self.patience.as_secs_f64()
            )),
            Ok(Err(panicked)) => Err(format!("the database check failed ({panicked})")),
            Ok(Ok(Err(error))) => Err(format!("the database did not answer ({error})")),
            Ok(Ok(Ok(backlog))) => Ok(backlog),
        }
    }

    /// Sets the gauges read at scrape time, from one check.
    async fn collect(&self) {
        let checked = self.check().await;
        for shard in &checked.shards {
            let id = shard.id.to_string();
            for stage in telemetry::STAGES {
                let on = if stage == shard.stage { 1.0 } else { 0.0 };
                metrics::gauge!(telemetry::GATEWAY_STAGE, "shard" => id.clone(), "stage" => stage).set(on);
            }
            if let Some(latency) = shard.latency {
                metrics::gauge!(telemetry::GATEWAY_LATENCY_SECONDS, "shard" => id).set(latency.as_secs_f64());
            }
        }
        if let Some(backlog) = checked.backlog {
            metrics::gauge!(telemetry::OUTBOX_BACKLOG).set(backlog.waiting as f64);
            metrics::gauge!(telemetry::OUTBOX_HELD).set(backlog.held as f64);
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |since| since.as_millis() as i64);
            let age = backlog.oldest.map_or(0.0, |at| (now - at).max(0) as f64 / 1000.0);
            metrics::gauge!(telemetry::OUTBOX_OLDEST_SECONDS).set(age);
        }
        let table = self.table.clone();
        let live = tokio::time::timeout(self.patience, tokio::task::spawn_blocking(move || table.live_games())).await;
        if let Ok(Ok(live)) = live {
            for (kind, status, count) in live {
                metrics::gauge!(telemetry::LIVE_GAMES, "game" => kind.name(), "status" => status.as_str())
                    .set(count as f64);
            }
        }
        let ready = if checked.reasons.is_empty() { 1.0 } else { 0.0 };
        metrics::gauge!(telemetry::READY).set(ready);
    }
}

/// [`Health::shards`]' answer.
struct GatewayShards {
    states: Vec<ShardState>,
    total: Option<u32>,
}

/// A connection stage's label ([`telemetry::STAGES`]).
fn stage_label(stage: &ConnectionStage) -> &'static str {
    match stage {
        ConnectionStage::Connected => "connected",
        ConnectionStage::Connecting => "connecting",
        ConnectionStage::Disconnected => "disconnected",
        ConnectionStage::Handshake => "handshake",
        ConnectionStage::Identifying => "identifying",
        ConnectionStage::Resuming => "resuming",
        _ => "connecting",
    }
}

/// A stage in plain words, for `/readyz`.
fn stage_words(stage: &str) -> &'static str {
    match stage {
        "connecting" | "handshake" => "it is connecting",
        "disconnected" => "it is disconnected",
        "identifying" => "it is identifying itself",
        "resuming" => "it is resuming",
        "not_started" => "it has not started yet",
        _ => "it is connecting",
    }
}

/// The endpoints' shared state.
#[derive(Clone)]
struct Endpoints {
    health: Arc<Health>,
    metrics: PrometheusHandle,
}

/// The three endpoints over `health`, rendering `metrics`.
pub fn router(health: Arc<Health>, metrics: PrometheusHandle) -> axum::Router {
    axum::Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .route("/metrics", get(render))
        .with_state(Endpoints { health, metrics })
}

/// Serves the endpoints on `listener` until the runtime stops, draining the
/// recorder's histograms every few seconds between scrapes.
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    health: Arc<Health>,
    metrics: PrometheusHandle,
) -> std::io::Result<()> {
    let upkeep = metrics.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(UPKEEP_PERIOD);
        loop {
            every.tick().await;
            upkeep.run_upkeep();
        }
    });
    axum::serve(listener, router(health, metrics)).await
}

async fn healthz() -> Response {
    text(StatusCode::OK, "ok\n".to_string())
}

async fn readyz(State(endpoints): State<Endpoints>) -> Response {
    let reasons = endpoints.health.not_ready().await;
    if reasons.is_empty() {
        text(StatusCode::OK, "ready\n".to_string())
    } else {
        text(StatusCode::SERVICE_UNAVAILABLE, format!("{}\n", reasons.join("\n")))
    }
}

async fn render(State(endpoints): State<Endpoints>) -> Response {
    endpoints.health.collect().await;
    let body = endpoints.metrics.render();
    ([(header::CONTENT_TYPE, PROMETHEUS_TEXT)], body).into_response()
}

fn text(status: StatusCode, body: String) -> Response {
    (status, [(header::CONTENT_TYPE, "text/plain; charset=utf-8")], body).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::SqliteStore;
    use crate::table::{Seeds, TableSettings};

    fn health(dir: &tempfile::TempDir) -> Arc<Health> {
        let store = SqliteStore::open(&dir.path().join("parlor.db")).unwrap();
        let table = Table::open(Box::new(store), TableSettings::default(), Seeds::Fixed(1)).unwrap();
        Health::new(Arc::new(table))
    }

    #[tokio::test]
    async fn not_ready_without_a_gateway_and_while_stopping_each_reason_on_its_own_line() {
        let dir = tempfile::tempdir().unwrap();
        let health = health(&dir);
        assert_eq!(
            health.not_ready().await,
            ["Parlor has not connected to Discord's gateway yet"],
            "the store answers; no gateway yet"
        );
        assert!(!health.is_stopping());
        health.mark_stopping();
        assert!(health.is_stopping());
        assert_eq!(
            health.not_ready().await,
            [
                "Parlor is stopping",
                "Parlor has not connected to Discord's gateway yet"
            ]
        );
    }

    #[tokio::test]
    async fn a_store_that_does_not_answer_in_time_is_a_reason_and_one_check_runs_at_a_time() {
        let dir = tempfile::tempdir().unwrap();
        let mut health = health(&dir);
        Arc::get_mut(&mut health).unwrap().patience = Duration::from_millis(200);
        // The table's store held, as by a stuck command: the check waits,
        // then says so; a second check queues behind the first.
        let table = health.table.clone();
        let (held, release) = std::sync::mpsc::channel::<()>();
        let (taken, has_taken) = std::sync::mpsc::channel::<()>();
        let holder = std::thread::spawn(move || {
            let _store = table.store_for_tests();
            taken.send(()).unwrap();
            let _ = release.recv();
        });
        // The checks start once the store is held, not before.
        has_taken.recv().unwrap();
        for _ in 0..2 {
            let reasons = health.not_ready().await;
            assert!(
                reasons.contains(&"the database did not answer within 0.2 s".to_string()),
                "{reasons:?}"
            );
        }
        drop(held);
        holder.join().unwrap();
        assert_eq!(
            health.not_ready().await,
            ["Parlor has not connected to Discord's gateway yet"]
        );
    }
}
