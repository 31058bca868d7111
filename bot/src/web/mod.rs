//! The web companion (issue 34): every server's games, boards and standings
//! as pages anyone can open, for the servers whose `web` setting is on.
//!
//! - [`links`]: the pages' addresses, one place (the table's posts link them).
//! - [`reader`]: the store, read only, from any number of tasks: a small pool
//!   of connections, each call on tokio's blocking threads.
//! - [`routes`]: the URL scheme and its handlers; [`pages`] what each page
//!   shows (askama templates under `bot/templates/web/`, the stylesheet and
//!   the replay's script under `bot/assets/`).
//! - [`live`]: a game in play follows its moves (Server-Sent Events), from one
//!   watcher per process that asks the store what changed.
//! - [`guard`]: strict headers, GET only, a per-client rate limit,
//!   compression and caching headers.
//!
//! `parlor serve` runs it beside the bot when `[web] listen` is set; `parlor
//! web --db … --listen …` runs it alone beside a running bot.

pub mod guard;
pub mod links;
pub mod live;
pub mod news;
pub mod pages;
pub mod reader;
pub mod routes;
pub mod state;

use crate::store::Target;
use std::future::{Future, IntoFuture as _};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

pub use reader::{Reader, WebError};
pub use state::{Web, WebOptions};

/// The whole application: the routes behind the guard's layers.
pub fn app(web: Arc<Web>) -> axum::Router {
    guard::layers(routes::router(web.clone()), &web.options)
}

/// Serves the pages on `options.listen` until `stop` resolves, reading
/// `target` (read only). Binds first, so a taken address fails at once.
pub async fn serve(
    target: Target,
    options: WebOptions,
    stop: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind(options.listen)
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen on {} for the web pages: {e}", options.listen))?;
    serve_on_until(listener, target, options, stop).await
}

/// [`serve`] on a listener already bound (tests bind port 0), until the
/// process ends.
pub async fn serve_on(listener: tokio::net::TcpListener, target: Target, options: WebOptions) -> anyhow::Result<()> {
    serve_on_until(listener, target, options, std::future::pending()).await
}

/// How long a stop waits for the pages' open connections to finish (a live
/// game's event stream never does) before dropping them.
pub const STOP_BOUND: Duration = Duration::from_secs(2);

/// [`serve_on`] until `stop` resolves (issue 36): then no connection is
/// accepted, requests under way finish (axum's graceful shutdown), and what
/// is still open after [`STOP_BOUND`] is dropped.
pub async fn serve_on_until(
    listener: tokio::net::TcpListener,
    target: Target,
    options: WebOptions,
    stop: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    // Opened on a blocking thread: PostgreSQL's client runs a runtime of its own.
    let reader = tokio::task::spawn_blocking(move || Reader::open(&target, reader::CONNECTIONS)).await??;
    let web = Web::new(reader, options);
    live::start(web.clone());
    tracing::info!(address = %listener.local_addr()?, public = %web.options.public_url, "web pages served");
    let stopping = tokio_util::sync::CancellationToken::new();
    let told = stopping.clone();
    let served = axum::serve(listener, app(web).into_make_service_with_connect_info::<SocketAddr>())
        .with_graceful_shutdown(async move {
            stop.await;
            told.cancel();
        })
        .into_future();
    tokio::select! {
        served = served => served?,
        () = async {
            stopping.cancelled().await;
            tokio::time::sleep(STOP_BOUND).await;
        } => tracing::info!("the web pages' connections still open are dropped"),
    }
    tracing::info!("the web pages stopped");
    Ok(())
}
