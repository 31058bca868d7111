//! What the web companion's tests share (issue 34): a server on 127.0.0.1:0
//! in a thread of its own (the pages over a database, or any router behind
//! the guard), and a plain HTTP/1.1 client over a socket that shows every
//! byte and header as the server sent them (no decompression, no redirects).
#![allow(dead_code)]

use parlor::store::Target;
use parlor::table::TableSettings;
use parlor::web::WebOptions;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::time::Duration;

/// The options the tests serve with: `requests_per_minute` from the test.
pub fn options(requests_per_minute: u32) -> WebOptions {
    let listen: SocketAddr = "127.0.0.1:0".parse().unwrap();
    let defaults = TableSettings {
        web_url: Some("http://127.0.0.1".into()),
        ..TableSettings::default()
    };
    WebOptions {
        listen,
        public_url: "http://127.0.0.1".into(),
        requests_per_minute,
        defaults,
    }
}

/// Runs `serve` over a listener on 127.0.0.1:0, on a runtime in a thread of
/// its own, for the rest of the test process; gives the listener's address.
pub fn serve_with<F, Fut>(serve: F) -> SocketAddr
where
    F: FnOnce(tokio::net::TcpListener) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()>,
{
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let address = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move { serve(tokio::net::TcpListener::from_std(listener).unwrap()).await });
    });
    address
}

/// Serves `router` (with the peer's address, as `serve_on` does) on a port
/// of its own, for the rest of the test process.
pub fn serve_router(router: axum::Router) -> SocketAddr {
    serve_with(|listener| async move {
        axum::serve(listener, router.into_make_service_with_connect_info::<SocketAddr>())
            .await
            .unwrap();
    })
}

/// Serves the pages of the SQLite file `db` with `parlor::web::serve_on`.
pub fn serve_db(db: &Path, requests_per_minute: u32) -> SocketAddr {
    let target = Target::Sqlite(db.to_path_buf());
    let options = options(requests_per_minute);
    serve_with(|listener| async move {
        if let Err(e) = parlor::web::serve_on(listener, target, options).await {
            panic!("the pages stopped: {e:#}");
        }
    })
}

/// A response as it came.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Answer {
    /// A header's value (the first of that name).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The body as text.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// `GET target`.
pub fn get(address: SocketAddr, target: &str) -> Answer {
    request(address, "GET", target, &[])
}

/// One request on a fresh connection (`Connection: close`), read to the end.
pub fn request(address: SocketAddr, method: &str, target: &str, headers: &[(&str, &str)]) -> Answer {
    let mut socket = TcpStream::connect(address).unwrap();
    socket.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    let mut head = format!("{method} {target} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n");
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    socket.write_all(head.as_bytes()).unwrap();
    let mut reader = BufReader::new(socket);
    let (status, headers) = read_head(&mut reader);
    let mut body = Vec::new();
    if method != "HEAD" {
        let chunked = headers
            .iter()
            .any(|(n, v)| n.eq_ignore_ascii_case("transfer-encoding") && v.contains("chunked"));
        if chunked {
            loop {
                let mut size = String::new();
                reader.read_line(&mut size).unwrap();
                let size = usize::from_str_radix(size.trim(), 16).unwrap();
                let mut chunk = vec![0; size + 2];
                reader.read_exact(&mut chunk).unwrap();
                if size == 0 {
                    break;
                }
                body.extend_from_slice(&chunk[..size]);
            }
        } else {
            let _ = reader.read_to_end(&mut body);
        }
    }
    Answer { status, headers, body }
}

/// Reads a response's status line and headers.
pub fn read_head(reader: &mut impl BufRead) -> (u16, Vec<(String, String)>) {
    let mut line = String::new();
    reader.read_line(&mut line).unwrap();
    let status = line
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("not a status line: {line:?}"));
    let mut headers = Vec::new();
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        let (name, value) = line.split_once(':').unwrap();
        headers.push((name.trim().to_string(), value.trim().to_string()));
    }
    (status, headers)
}

/// An empty database (migrated) at `dir/parlor.db`.
pub fn empty_db(dir: &Path) -> std::path::PathBuf {
    let db = dir.join("parlor.db");
    drop(parlor::store::SqliteStore::open(&db).unwrap());
    db
}

/// A test that cannot run here (no browser, no checker) says why and passes,
/// unless `PARLOR_WEB_TOOLS=required` (CI's setting), where it fails.
pub fn skip(test: &str, why: &str) {
    if std::env::var("PARLOR_WEB_TOOLS").as_deref() == Ok("required") {
        panic!("{test}: {why}, and PARLOR_WEB_TOOLS=required");
    }
    println!("{test}: skipped: {why}");
    eprintln!("{test}: skipped: {why}");
}
