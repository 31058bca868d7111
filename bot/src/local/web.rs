//! `parlor local --web ADDRESS` (issue 34): the web companion over local
//! mode's database while it plays, read only, on a runtime of its own on a
//! thread beside the terminal's loop. Its pages are the local server's
//! (`/s/local/…`); the table's messages link them, and the `web` setting
//! starts on (a member with Manage Server may still turn it off).

use crate::store::Target;
use crate::table::TableSettings;
use crate::web::{links, WebOptions};
use std::net::{SocketAddr, TcpListener};

/// Requests a browser may make per minute: enough for a page stepped through
/// quickly by hand or by a test.
const REQUESTS_PER_MINUTE: u32 = 600;

/// The pages' address, bound.
pub(super) struct Bound {
    listener: TcpListener,
    address: SocketAddr,
    public_url: String,
}

/// Binds `address` (port 0: any free one), or says why not in one line.
pub(super) fn bind(address: SocketAddr) -> Result<Bound, String> {
    let refuse = |e: std::io::Error| {
        format!("cannot serve the web pages on {address} ({e}); give --web a free address, like 127.0.0.1:8080")
    };
    let listener = TcpListener::bind(address).map_err(refuse)?;
    let address = listener.local_addr().map_err(refuse)?;
    listener.set_nonblocking(true).map_err(refuse)?;
    Ok(Bound {
        listener,
        address,
        public_url: format!("http://{address}"),
    })
}

/// The table's settings with the pages: their address for links, and the
/// `web` setting on unless a server turns it off.
pub(super) fn settings(settings: &TableSettings, bound: &Bound) -> TableSettings {
    TableSettings {
        web: true,
        web_url: Some(bound.public_url.clone()),
        ..settings.clone()
    }
}

/// Serves the pages of `target` (which exists by now) on `bound` until the
/// process ends; the page of `server` (local mode's one server).
pub(super) fn serve(bound: Bound, target: Target, settings: &TableSettings, server: &str) -> anyhow::Result<String> {
    // Opened once here, so a database the pages cannot read stops local mode
    // with its reason rather than leaving a thread that logs it.
    drop(
        target
            .open_read_only()
            .map_err(|e| anyhow::anyhow!("the web pages cannot read {target}: {e:#}"))?,
    );
    let Bound {
        listener,
        address,
        public_url,
    } = bound;
    let page = links::server(&public_url, server);
    let options = WebOptions {
        listen: address,
        public_url,
        requests_per_minute: REQUESTS_PER_MINUTE,
        defaults: settings.clone(),
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("parlor-web")
        .enable_all()
        .build()?;
    std::thread::Builder::new().name("parlor-web".into()).spawn(move || {
        runtime.block_on(async move {
            let served = match tokio::net::TcpListener::from_std(listener) {
                Ok(listener) => crate::web::serve_on(listener, target, options).await,
                Err(e) => Err(e.into()),
            };
            if let Err(e) = served {
                eprintln!("parlor: the web pages stopped: {e:#}");
            }
        });
    })?;
    Ok(page)
}
