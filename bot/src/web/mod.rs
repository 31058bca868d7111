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
use std::net::SocketAddr;
use std::sync::Arc;

pub use reader::{Reader, WebError};
pub use state::{Web, WebOptions};

/// The whole application: the routes behind the guard's layers.
pub fn app(web: Arc<Web>) -> axum::Router {
    guard::layers(routes::router(web.clone()), &web.options)
}

/// Serves the pages on `options.listen` until the process ends, reading
/// `target` (read only). Binds first, so a taken address fails at once.
pub async fn serve(target: Target, options: WebOptions) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind(options.listen)
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen on {} for the web pages: {e}", options.listen))?;
    serve_on(listener, target, options).await
}

/// [`serve`] on a listener already bound (tests bind port 0).
pub async fn serve_on(listener: tokio::net::TcpListener, target: Target, options: WebOptions) -> anyhow::Result<()> {
    // Opened on a blocking thread: PostgreSQL's client runs a runtime of its own.
    let reader = tokio::task::spawn_blocking(move || Reader::open(&target, reader::CONNECTIONS)).await??;
    let web = Web::new(reader, options);
    live::start(web.clone());
    tracing::info!(address = %listener.local_addr()?, public = %web.options.public_url, "web pages served");
    axum::serve(listener, app(web).into_make_service_with_connect_info::<SocketAddr>()).await?;
    Ok(())
}
