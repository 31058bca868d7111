//! The web companion (issue 34), served by `parlor::web::serve_on` over a
//! SQLite file the table writes (read only beside it, as `parlor web` runs):
//!
//! - the size of a finished game's page as a first visit downloads it: the
//!   HTML, the stylesheet, the script and the board's SVG, raw and as sent
//!   gzipped (budget: ≤ 100 KB);
//! - the time to the first byte of that page, p50 and p99, with 100
//!   keep-alive HTTP/1.1 clients asking back to back (in this process, on a
//!   thread of their own; the server on two worker threads), and requests
//!   per second (budget: p99 ≤ 20 ms): as served (the guard keeps a
//!   `public` response 5 s, so a page many open at once is made and
//!   compressed once), and with nothing kept, each response made and
//!   compressed anew (what a crawl of many different pages costs);
//! - a spectator's delay: from a `/move` sent to the table (the commit
//!   included) to the `position` event read by a live page's stream, over
//!   many moves (budget: p99 ≤ 1 s).

use super::driver::{Channel, Driver, T0};
use super::report::{human, per_second, quantile, BenchOptions, Row};
use crate::store::{SqliteStore, Store, Target};
use crate::table::{Seeds, Table, TableSettings};
use crate::web::WebOptions;
use anyhow::Context;
use parlor_games::SeededRng;
use std::io::{BufRead, BufReader, Write};
use std::net::SocketAddr;
use std::path::Path;
use std::sync::mpsc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt};

/// The server the bench's pages are on (web on by default for every server).
const SERVER: &str = "bench";
/// Moves at most in a finished game before it is resigned.
const LONGEST: usize = 400;

/// The rows.
pub fn rows(options: &BenchOptions, dir: &Path) -> anyhow::Result<Vec<Row>> {
    let db = dir.join("bench-web.db");
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
    }
    let public_url = "http://bench.invalid".to_string();
    let settings = TableSettings {
        web: true,
        web_url: Some(public_url.clone()),
        ..TableSettings::default()
    };
    let table = Table::open(Box::new(SqliteStore::open(&db)?), settings.clone(), Seeds::Fixed(7))?;
    let driver = Driver::new(&table, 0, T0);
    let mut rng = SeededRng::new(34);
    // Finished games of every kind, then as many in play.
    let games = options.web_games.max(8);
    for n in 0..games {
        finish(&driver, &Channel::numbered(n), &mut rng)?;
    }
    for n in games..2 * games {
        let channel = Channel::numbered(n);
        driver.start(&channel, &mut rng)?;
        for _ in 0..10 {
            if let Some((seat, action)) = driver.pick(&channel, &mut rng) {
                driver.play(&channel, seat, action)?;
            }
        }
    }
    // The finished checkers game with the most actions: the largest page.
    let mut reader = SqliteStore::open_read_only(&db)?;
    let mut page = None;
    for n in (0..games).step_by(super::driver::SPECS.len()) {
        let record = reader
            .last_session_in(&Channel::numbered(n).key.0)?
            .context("a finished game")?;
        let actions = reader.move_log(record.id)?.len();
        if page.is_none_or(|(_, most)| actions > most) {
            page = Some((record.id, actions));
        }
    }
    let (finished, actions) = page.context("a finished checkers game")?;

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("bench-web")
        .enable_all()
        .build()?;
    let listener = runtime.block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))?;
    let address = listener.local_addr()?;
    let web_options = WebOptions {
        listen: address,
        public_url,
        // Every client here is 127.0.0.1: no rate limit.
        requests_per_minute: u32::MAX,
        defaults: settings,
    };
    let target = Target::Sqlite(db.clone());
    // The same pages with nothing kept between requests: what each request
    // costs when many people open many different pages.
    let unshared = runtime.block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))?;
    let unshared_address = unshared.local_addr()?;
    let web = crate::web::Web::new(
        crate::web::Reader::open(&target, crate::web::reader::CONNECTIONS)?,
        web_options.clone(),
    );
    let app = crate::web::guard::layers_with(
        crate::web::routes::router(web.clone()),
        &web_options,
        crate::web::guard::Limits {
            shared_for: Duration::ZERO,
            ..crate::web::guard::Limits::default()
        },
    );
    runtime.spawn(async move {
        let served = axum::serve(unshared, app.into_make_service_with_connect_info::<SocketAddr>()).await;
        if let Err(e) = served {
            tracing::error!("the bench's pages stopped: {e:#}");
        }
    });
    runtime.spawn(async move {
        if let Err(e) = crate::web::serve_on(listener, target, web_options).await {
            tracing::error!("the bench's pages stopped: {e:#}");
        }
    });

    let path = format!("/s/{SERVER}/g/{finished}");
    let mut rows = vec![page_size(address, &path, actions)?];
    rows.push(first_byte(
        options,
        address,
        &path,
        "as served (a public page kept 5 s)",
    )?);
    rows.push(first_byte(
        options,
        unshared_address,
        &path,
        "every response made and compressed anew (nothing kept)",
    )?);
    rows.push(spectator(options, &driver, address, &mut reader, &mut rng)?);
    drop(table);
    runtime.shutdown_timeout(Duration::from_secs(1));
    Ok(rows)
}

/// Plays a game in `channel` to its end (random legal moves; resigned after
/// [`LONGEST`]).
fn finish(driver: &Driver, channel: &Channel, rng: &mut SeededRng) -> anyhow::Result<()> {
    driver.start(channel, rng)?;
    for _ in 0..LONGEST {
        match driver.pick(channel, rng) {
            Some((seat, action)) => driver.play(channel, seat, action)?,
            None => return Ok(()),
        }
    }
    let _ = driver.send(&channel.key, &channel.members[0], crate::table::Command::Resign);
    Ok(())
}

/// A response read whole: its status, headers and body, and when its first
/// byte came.
struct Fetched {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
    first_byte: Duration,
}

impl Fetched {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// One GET on a kept-alive connection.
async fn fetch(
    connection: &mut tokio::io::BufReader<tokio::net::TcpStream>,
    path: &str,
    compressed: bool,
) -> anyhow::Result<Fetched> {
    let encoding = if compressed { "Accept-Encoding: gzip\r\n" } else { "" };
    let request = format!("GET {path} HTTP/1.1\r\nHost: bench\r\n{encoding}Accept: */*\r\n\r\n");
    let sent = Instant::now();
    connection.get_mut().write_all(request.as_bytes()).await?;
    anyhow::ensure!(
        !connection.fill_buf().await?.is_empty(),
        "the server closed the connection"
    );
    let first_byte = sent.elapsed();
    let mut line = String::new();
    connection.read_line(&mut line).await?;
    let status = line
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .with_context(|| format!("not a status line: {line:?}"))?;
    let mut headers = Vec::new();
    loop {
        line.clear();
        connection.read_line(&mut line).await?;
        let header = line.trim_end();
        if header.is_empty() {
            break;
        }
        if let Some((name, value)) = header.split_once(':') {
            headers.push((name.trim().to_string(), value.trim().to_string()));
        }
    }
    let mut fetched = Fetched {
        status,
        headers,
        body: Vec::new(),
        first_byte,
    };
    if let Some(length) = fetched.header("content-length") {
        let mut body = vec![0; length.parse()?];
        connection.read_exact(&mut body).await?;
        fetched.body = body;
    } else if fetched
        .header("transfer-encoding")
        .is_some_and(|v| v.contains("chunked"))
    {
        loop {
            line.clear();
            connection.read_line(&mut line).await?;
            let size = usize::from_str_radix(line.trim(), 16).with_context(|| format!("a chunk's size: {line:?}"))?;
            let mut chunk = vec![0; size + 2];
            connection.read_exact(&mut chunk).await?;
            if size == 0 {
                break;
            }
            fetched.body.extend_from_slice(&chunk[..size]);
        }
    }
    Ok(fetched)
}

/// A kept-alive connection to the bench's server.
async fn connect(address: SocketAddr) -> anyhow::Result<tokio::io::BufReader<tokio::net::TcpStream>> {
    let socket = tokio::net::TcpStream::connect(address).await?;
    socket.set_nodelay(true)?;
    Ok(tokio::io::BufReader::with_capacity(64 * 1024, socket))
}

/// The assets a page links to (`/assets/…`) and its board's picture.
fn linked(html: &str) -> Vec<String> {
    let mut found = Vec::new();
    for attribute in ["href=\"", "src=\""] {
        for (at, _) in html.match_indices(attribute) {
            let rest = &html[at + attribute.len()..];
            let Some(end) = rest.find('"') else { continue };
            let link = rest[..end].replace("&amp;", "&");
            if (link.starts_with("/assets/") || link.contains("/svg/")) && !found.contains(&link) {
                found.push(link);
            }
        }
    }
    found
}

/// A finished game's page and what it loads, raw and gzipped.
fn page_size(address: SocketAddr, path: &str, actions: usize) -> anyhow::Result<Row> {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    let (raw, gzip, parts) = runtime.block_on(async {
        let mut connection = connect(address).await?;
        let page = fetch(&mut connection, path, false).await?;
        anyhow::ensure!(
            page.status == 200,
            "{path}: {} (is web on for the bench's server?)",
            page.status
        );
        let html = String::from_utf8_lossy(&page.body).into_owned();
        let mut parts = vec![path.to_string()];
        parts.extend(linked(&html));
        let (mut raw, mut gzip) = (0, 0);
        for part in &parts {
            let plain = fetch(&mut connection, part, false).await?;
            anyhow::ensure!(plain.status == 200, "{part}: {}", plain.status);
            let packed = fetch(&mut connection, part, true).await?;
            raw += plain.body.len();
            gzip += packed.body.len();
        }
        Ok((raw, gzip, parts.len()))
    })?;
    Ok(Row::new(
        "web",
        format!(
            "a finished game's page ({actions} actions): HTML, CSS, script and board SVG, {parts} files, as a first visit downloads them"
        ),
        format!("{} raw, {} gzipped", kilobytes(raw), kilobytes(gzip)),
        "≤ 100 KB",
    ))
}

/// "12.3 KB".
fn kilobytes(bytes: usize) -> String {
    format!("{:.1} KB", bytes as f64 / 1024.0)
}

/// The first byte of a finished game's page, with many clients asking.
fn first_byte(options: &BenchOptions, address: SocketAddr, path: &str, how: &str) -> anyhow::Result<Row> {
    let clients = options.web_clients.max(1);
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    let warm_up = options.web_for / 10;
    let (mut samples, requests, took) = runtime.block_on(async {
        let start = Instant::now();
        let measure_from = start + warm_up;
        let until = measure_from + options.web_for;
        let mut tasks = Vec::new();
        for _ in 0..clients {
            let path = path.to_string();
            tasks.push(tokio::spawn(async move {
                let mut connection = connect(address).await?;
                let mut samples = Vec::new();
                loop {
                    let asked = Instant::now();
                    if asked >= until {
                        return anyhow::Ok(samples);
                    }
                    let page = fetch(&mut connection, &path, true).await?;
                    anyhow::ensure!(page.status == 200, "{path}: {}", page.status);
                    if asked >= measure_from {
                        samples.push(page.first_byte);
                    }
                }
            }));
        }
        let mut samples = Vec::new();
        for task in tasks {
            samples.extend(task.await??);
        }
        let took = start.elapsed().saturating_sub(warm_up);
        let requests = samples.len();
        anyhow::Ok((samples, requests, took))
    })?;
    samples.sort_unstable();
    Ok(Row::new(
        "web",
        format!(
            "a finished game's page, first byte with {clients} keep-alive clients asking back to back (gzip), {how}"
        ),
        format!(
            "p50 {}, p99 {}; {}",
            human(quantile(&samples, 0.5)),
            human(quantile(&samples, 0.99)),
            per_second(requests as f64 / took.as_secs_f64().max(1e-9))
        ),
        if how.starts_with("as served") {
            "p99 ≤ 20 ms"
        } else {
            ""
        },
    ))
}

/// What a live page's stream told: when, the game's actions, whether over.
enum Told {
    Position { at: Instant, plies: u64, over: bool },
    Ended,
}

/// Follows `path`'s live stream on a thread of its own, telling each event.
fn follow(address: SocketAddr, path: String, tell: mpsc::Sender<Told>) -> anyhow::Result<()> {
    let mut socket = std::net::TcpStream::connect(address)?;
    socket.set_nodelay(true)?;
    write!(
        socket,
        "GET {path} HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\nAccept-Encoding: gzip, br\r\n\r\n"
    )?;
    let mut reader = BufReader::new(socket);
    let mut line = String::new();
    reader.read_line(&mut line)?;
    anyhow::ensure!(line.contains(" 200 "), "{path}: {}", line.trim());
    std::thread::spawn(move || {
        let mut line = String::new();
        loop {
            line.clear();
            match reader.read_line(&mut line) {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
            // Chunked framing's size lines are not `data:` lines.
            if let Some(data) = line.trim_end().strip_prefix("data: ") {
                let at = Instant::now();
                let Ok(payload) = serde_json::from_str::<serde_json::Value>(data) else {
                    continue;
                };
                let plies = payload["plies"].as_u64().unwrap_or(0);
                let over = payload["over"] == true;
                if tell.send(Told::Position { at, plies, over }).is_err() {
                    return;
                }
            }
        }
        let _ = tell.send(Told::Ended);
    });
    Ok(())
}

/// A spectator's delay over `options.web_moves` moves: one live game
/// followed at a time, a new one when it ends.
fn spectator(
    options: &BenchOptions,
    driver: &Driver,
    address: SocketAddr,
    reader: &mut SqliteStore,
    rng: &mut SeededRng,
) -> anyhow::Result<Row> {
    let wanted = options.web_moves.max(1);
    let mut delays = Vec::with_capacity(wanted);
    let mut games = 0;
    while delays.len() < wanted {
        // A checkers game in a channel of its own (numbered as the crowd's
        // checkers channels are, past the others).
        let channel = Channel::numbered(1_000_000 + games * super::driver::SPECS.len());
        games += 1;
        driver.start(&channel, rng)?;
        let id = reader
            .last_session_in(&channel.key.0)?
            .context("the live game's session")?
            .id;
        let (tell, told) = mpsc::channel();
        follow(address, format!("/s/{SERVER}/g/{id}/live"), tell)?;
        let mut plies = match told.recv_timeout(Duration::from_secs(5))? {
            Told::Position { plies, .. } => plies,
            Told::Ended => anyhow::bail!("the live stream ended at once"),
        };
        while delays.len() < wanted {
            let Some((seat, action)) = driver.pick(&channel, rng) else {
                break;
            };
            let sent = Instant::now();
            driver.play(&channel, seat, action)?;
            let (at, now, over) = loop {
                match told.recv_timeout(Duration::from_secs(10)) {
                    Ok(Told::Position { at, plies: now, over }) if now > plies || over => break (at, now, over),
                    Ok(Told::Position { .. }) => continue,
                    Ok(Told::Ended) => anyhow::bail!("the live stream ended before the game did"),
                    Err(e) => anyhow::bail!("no event 10 s after a move: {e}"),
                }
            };
            delays.push(at.saturating_duration_since(sent));
            plies = now;
            if over {
                break;
            }
        }
        let _ = driver.send(&channel.key, &channel.members[0], crate::table::Command::Resign);
    }
    delays.sort_unstable();
    Ok(Row::new(
        "web",
        format!(
            "a move to a spectator's page: /move sent to the table until its `position` event is read ({} moves, {} games)",
            delays.len(),
            games
        ),
        format!(
            "p50 {}, p99 {}",
            human(quantile(&delays, 0.5)),
            human(quantile(&delays, 0.99))
        ),
        "p99 ≤ 1 s",
    ))
}
