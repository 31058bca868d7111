//! Issue 34's guard in front of every page: the strict headers on every kind
//! of response (a page, a 404, a 405, a 414, a 429), GET and HEAD only, the
//! per-client rate limit with `Retry-After`, bounded requests (a huge URI,
//! huge headers, a body), compression when asked — never of the live events,
//! which must arrive as they are written — and the live route's own bounds.

use crate::web_http::{empty_db, get, options, read_head, request, serve_db, serve_router, Answer};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::routing::get as route;
use axum::Router;
use parlor::web::guard::{self, Limits, CONTENT_SECURITY_POLICY};
use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The counted routes' calls (one counter: each answer differs from all before).
static CALLS: AtomicUsize = AtomicUsize::new(0);

/// A page of text long enough to be worth compressing.
fn long_text() -> String {
    "A finished game's move list, again and again. ".repeat(200)
}

/// A router like the pages' behind the guard: a text page, a page with its
/// own `Cache-Control`, an SVG, a slow page, and a live stream that sends
/// one event, then another a second later, then keeps quiet.
fn fixture(requests_per_minute: u32, limits: Limits) -> SocketAddr {
    let events = || async {
        let stream = futures_util::stream::unfold(0, |n| async move {
            if n > 0 {
                tokio::time::sleep(Duration::from_secs(if n == 1 { 1 } else { 3600 })).await;
            }
            let event = Event::default().event("position").data(format!("{{\"plies\":{n}}}"));
            Some((Ok::<_, std::convert::Infallible>(event), n + 1))
        });
        Sse::new(stream).keep_alive(KeepAlive::new())
    };
    let router = Router::new()
        .route(
            "/page",
            route(|| async { ([("content-type", "text/html; charset=utf-8")], long_text()) }),
        )
        .route(
            "/finished",
            route(|| async { ([("cache-control", "public, max-age=3600")], long_text()) }),
        )
        .route(
            "/board.svg",
            route(|| async {
                (
                    [("content-type", "image/svg+xml")],
                    format!("<svg>{}</svg>", long_text()),
                )
            }),
        )
        .route(
            "/slow",
            route(|| async {
                tokio::time::sleep(Duration::from_secs(5)).await;
                "late"
            }),
        )
        .route("/live", route(events))
        .route(
            "/counted-public",
            route(|| async {
                let n = CALLS.fetch_add(1, Ordering::SeqCst);
                (
                    [("cache-control", "public, max-age=86400")],
                    format!("call {n} {}", long_text()),
                )
            }),
        )
        .route(
            "/counted",
            route(|| async { format!("call {}", CALLS.fetch_add(1, Ordering::SeqCst)) }),
        );
    serve_router(guard::layers_with(router, &options(requests_per_minute), limits))
}

/// The guard's headers are all there.
fn assert_strict(answer: &Answer, what: &str) {
    assert_eq!(
        answer.header("content-security-policy"),
        Some(CONTENT_SECURITY_POLICY),
        "{what}: {answer:?}"
    );
    assert_eq!(answer.header("x-content-type-options"), Some("nosniff"), "{what}");
    assert_eq!(answer.header("referrer-policy"), Some("no-referrer"), "{what}");
    assert_eq!(answer.header("x-frame-options"), Some("DENY"), "{what}");
    assert!(answer.header("cache-control").is_some(), "{what}: {answer:?}");
    let csp = answer.header("content-security-policy").unwrap();
    assert!(!csp.contains("unsafe-inline") && !csp.contains("unsafe-eval"), "{csp}");
}

#[test]
fn every_kind_of_response_carries_the_strict_headers() {
    let address = fixture(10_000, Limits::default());
    let page = get(address, "/page");
    assert_eq!(page.status, 200);
    assert_strict(&page, "a page");
    assert_eq!(page.header("cache-control"), Some("no-cache"), "the default");
    let finished = get(address, "/finished");
    assert_strict(&finished, "a page with its own caching");
    assert_eq!(
        finished.header("cache-control"),
        Some("public, max-age=3600"),
        "a route's own Cache-Control is kept"
    );
    let missing = get(address, "/no/such/page");
    assert_eq!(missing.status, 404);
    assert_strict(&missing, "a 404");
    let posted = request(address, "POST", "/page", &[("content-length", "0")]);
    assert_eq!(posted.status, 405);
    assert_strict(&posted, "a 405");
    let long = get(address, &format!("/page?{}", "a".repeat(3000)));
    assert_eq!(long.status, 414);
    assert_strict(&long, "a 414");
    let live = get_head(address, "/live");
    assert_strict(&live, "a live stream");

    // The real application too, over an empty database.
    let dir = tempfile::tempdir().unwrap();
    let served = serve_db(&empty_db(dir.path()), 10_000);
    for target in [
        "/",
        "/s/local/",
        "/s/local/g/1",
        "/s/local/g/1/live",
        "/../../etc/passwd",
        "/s/LOCAL/g/x/live",
    ] {
        let answer = get(served, target);
        assert!(
            (200..500).contains(&answer.status) && answer.status != 405,
            "{target}: {answer:?}"
        );
        assert_strict(&answer, target);
    }
}

#[test]
fn only_get_and_head_are_served() {
    let address = fixture(10_000, Limits::default());
    for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "BREW"] {
        for target in ["/page", "/no/such/page"] {
            let answer = request(address, method, target, &[]);
            assert_eq!(answer.status, 405, "{method} {target}: {answer:?}");
            assert_eq!(answer.header("allow"), Some("GET, HEAD"), "{method}");
        }
    }
    let head = request(address, "HEAD", "/page", &[]);
    assert_eq!(head.status, 200, "{head:?}");
    assert!(head.body.is_empty());
    assert_strict(&head, "a HEAD");
}

#[test]
fn a_client_beyond_its_quota_gets_a_429_with_retry_after() {
    let address = fixture(4, Limits::default());
    for n in 0..4 {
        assert_eq!(get(address, "/page").status, 200, "request {n} is within the burst");
    }
    let refused = get(address, "/page");
    assert_eq!(refused.status, 429, "{refused:?}");
    let wait: u64 = refused
        .header("retry-after")
        .expect("Retry-After")
        .parse()
        .expect("seconds");
    assert!((1..=15).contains(&wait), "one request comes back every 15 s: {wait}");
    assert_strict(&refused, "a 429");
    assert_eq!(refused.text().lines().count(), 1, "one plain line: {}", refused.text());
}

#[test]
fn oversized_requests_get_a_plain_4xx() {
    let address = fixture(10_000, Limits::default());
    let long = get(address, &format!("/page/{}", "a".repeat(2100)));
    assert_eq!(long.status, 414, "{long:?}");
    let huge = get(address, &format!("/{}", "9".repeat(100_000)));
    assert!([414, 431, 400].contains(&huge.status), "{huge:?}");
    let headers = request(address, "GET", "/page", &[("x-filler", &"b".repeat(20_000))]);
    assert_eq!(headers.status, 431, "{headers:?}");
    let body = request(address, "GET", "/page", &[("content-length", "5")]);
    assert_eq!(body.status, 413, "{body:?}");
    let fine = get(address, &format!("/page?{}", "a".repeat(1000)));
    assert_eq!(fine.status, 200, "a long but bounded query");
}

#[test]
fn pages_are_compressed_when_asked_and_live_events_never() {
    let address = fixture(10_000, Limits::default());
    let plain = get(address, "/page");
    assert_eq!(plain.header("content-encoding"), None);
    assert_eq!(plain.body.len(), long_text().len());
    let gzip = request(address, "GET", "/page", &[("accept-encoding", "gzip")]);
    assert_eq!(gzip.header("content-encoding"), Some("gzip"), "{gzip:?}");
    assert_eq!(&gzip.body[..2], &[0x1f, 0x8b], "a gzip stream");
    assert!(gzip.body.len() < plain.body.len() / 10, "{} bytes", gzip.body.len());
    let br = request(address, "GET", "/page", &[("accept-encoding", "br")]);
    assert_eq!(br.header("content-encoding"), Some("br"), "{br:?}");
    let svg = request(address, "GET", "/board.svg", &[("accept-encoding", "gzip")]);
    assert_eq!(svg.header("content-encoding"), Some("gzip"), "SVG is text: {svg:?}");

    // The live stream: not compressed, and its first event arrives at once
    // and its second a second later, while the stream stays open.
    let started = Instant::now();
    let mut socket = TcpStream::connect(address).unwrap();
    socket.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    socket
        .write_all(b"GET /live HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\nAccept-Encoding: gzip, br\r\n\r\n")
        .unwrap();
    let mut reader = BufReader::new(socket);
    let (status, headers) = read_head(&mut reader);
    assert_eq!(status, 200);
    let header = |name: &str| {
        headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    };
    assert_eq!(header("content-encoding"), None, "{headers:?}");
    assert!(header("content-type").unwrap().starts_with("text/event-stream"));
    let mut datas = Vec::new();
    while datas.len() < 2 {
        let mut line = String::new();
        assert!(reader.read_line(&mut line).unwrap() > 0, "the stream ended");
        if let Some(data) = line.trim_end().strip_prefix("data: ") {
            datas.push((data.to_string(), started.elapsed()));
        }
    }
    assert_eq!(datas[0].0, "{\"plies\":0}");
    assert_eq!(datas[1].0, "{\"plies\":1}");
    assert!(
        datas[0].1 < Duration::from_millis(900),
        "the first event is not held: {datas:?}"
    );
    assert!(datas[1].1 < Duration::from_secs(3), "{datas:?}");
}

#[test]
fn a_slow_page_times_out_and_a_live_stream_does_not() {
    let limits = Limits {
        timeout: Duration::from_millis(300),
        ..Limits::default()
    };
    let address = fixture(10_000, limits);
    let slow = get(address, "/slow");
    assert_eq!(slow.status, 503, "{slow:?}");
    assert_strict(&slow, "a timeout");

    // The stream's second event comes a second in, past the time limit.
    let mut socket = TcpStream::connect(address).unwrap();
    socket.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    socket.write_all(b"GET /live HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
    let mut reader = BufReader::new(socket);
    let (status, _) = read_head(&mut reader);
    assert_eq!(status, 200);
    let mut datas = 0;
    while datas < 2 {
        let mut line = String::new();
        assert!(reader.read_line(&mut line).unwrap() > 0, "the stream was cut");
        datas += usize::from(line.starts_with("data: "));
    }
}

#[test]
fn the_live_route_refuses_bad_addresses_and_games_not_in_play_with_a_plain_404() {
    let dir = tempfile::tempdir().unwrap();
    let address = serve_db(&empty_db(dir.path()), 10_000);
    for target in [
        "/s/local/g/1/live",
        "/s/local/g/0/live",
        "/s/LOCAL/g/1/live",
        "/s/a-b/g/1/live",
        "/s/local/g/-1/live",
        "/s/local/g/1e3/live",
        "/s/local/g/9999999999999999999/live",
        "/s/123456789012345678901/g/1/live",
        "/s/local/g/%2e%2e/live",
        "/s/local/g/1/live/",
    ] {
        let answer = request(address, "GET", target, &[("accept", "text/event-stream")]);
        assert_eq!(answer.status, 404, "{target}: {answer:?}");
        assert_ne!(
            answer.header("content-type"),
            Some("text/event-stream"),
            "{target}: no stream"
        );
    }
}

/// A response's head only (a live stream never ends).
fn get_head(address: SocketAddr, target: &str) -> Answer {
    let mut socket = TcpStream::connect(address).unwrap();
    socket.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    socket
        .write_all(format!("GET {target} HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes())
        .unwrap();
    let (status, headers) = read_head(&mut BufReader::new(socket));
    Answer {
        status,
        headers,
        body: Vec::new(),
    }
}

#[test]
fn a_public_response_is_made_once_a_few_seconds_and_others_every_time() {
    let limits = Limits {
        shared_for: Duration::from_millis(700),
        ..Limits::default()
    };
    let address = fixture(10_000, limits);
    let first = request(address, "GET", "/counted-public", &[("accept-encoding", "gzip")]);
    assert_eq!(first.header("content-encoding"), Some("gzip"));
    for _ in 0..3 {
        let again = request(address, "GET", "/counted-public", &[("accept-encoding", "gzip")]);
        assert_eq!(again.body, first.body, "the same bytes, made once");
        assert_eq!(again.header("content-encoding"), Some("gzip"));
        assert_strict(&again, "a kept response");
        assert_eq!(again.header("cache-control"), Some("public, max-age=86400"));
    }
    // Another encoding is another response.
    let plain = get(address, "/counted-public");
    assert_eq!(plain.header("content-encoding"), None);
    assert!(plain.text().starts_with("call "), "{}", plain.text());
    // After a while it is made again.
    std::thread::sleep(Duration::from_millis(800));
    let later = request(address, "GET", "/counted-public", &[("accept-encoding", "gzip")]);
    assert_ne!(later.body, first.body, "made again once stale");
    // A response not marked public is made every time.
    let a = get(address, "/counted").text();
    let b = get(address, "/counted").text();
    assert_ne!(a, b);
}
