//! Issue 34's live stream over a real game that local mode plays (its clock
//! standing still, as local mode's does): the first `position` event at
//! once, one more per move, the stream's headers (not compressed, not
//! buffered, not cached), the bound on streams per client address (429 with
//! `Retry-After`, and a place freed when a stream goes), and the stream's end
//! with the game's.

use crate::pipes::{moves, Local};
use crate::web_http::{options, read_head, serve_with};
use parlor::store::{SqliteStore, Store, Target};
use parlor::web::{guard, live, routes, Reader, Web};
use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The pages of `db` with at most `per_client` streams per client address.
fn serve(db: &std::path::Path, per_client: usize) -> SocketAddr {
    let target = Target::Sqlite(db.to_path_buf());
    let options = options(10_000);
    serve_with(move |listener| async move {
        let web = Web::new(Reader::open(&target, 2).unwrap(), options.clone());
        web.live.set_limits(100, per_client);
        live::start(web.clone());
        let app = guard::layers(routes::router(web), &options);
        axum::serve(listener, app.into_make_service_with_connect_info::<SocketAddr>())
            .await
            .unwrap();
    })
}

/// A live stream's events as they come, read on a thread of its own.
struct Stream {
    events: mpsc::Receiver<Option<Value>>,
    headers: Vec<(String, String)>,
    socket: TcpStream,
}

impl Stream {
    /// Opens `path`'s stream; `Err` with the status when refused.
    fn open(address: SocketAddr, path: &str) -> Result<Stream, (u16, Vec<(String, String)>)> {
        let mut socket = TcpStream::connect(address).unwrap();
        write!(
            socket,
            "GET {path} HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\nAccept-Encoding: gzip, br\r\n\r\n"
        )
        .unwrap();
        let mut reader = BufReader::new(socket.try_clone().unwrap());
        let (status, headers) = read_head(&mut reader);
        if status != 200 {
            return Err((status, headers));
        }
        let (tell, events) = mpsc::channel();
        std::thread::spawn(move || {
            let mut event = String::new();
            loop {
                let mut line = String::new();
                match reader.read_line(&mut line) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {}
                }
                let line = line.trim_end();
                // The chunked body's last chunk: the response ended (the
                // connection may stay open for another request).
                if line == "0" {
                    break;
                }
                if let Some(name) = line.strip_prefix("event: ") {
                    event = name.to_string();
                } else if let Some(data) = line.strip_prefix("data: ") {
                    assert_eq!(event, "position", "the event's name");
                    if tell.send(Some(serde_json::from_str(data).unwrap())).is_err() {
                        return;
                    }
                }
            }
            let _ = tell.send(None);
        });
        Ok(Stream {
            events,
            headers,
            socket,
        })
    }

    /// The next event (`None`: the stream ended), within 5 s.
    fn next(&self) -> Option<Value> {
        self.events
            .recv_timeout(Duration::from_secs(5))
            .expect("an event or the end within 5 s")
    }

    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Plays the first legal move of `who`.
fn play_first(local: &mut Local, who: &str) {
    let first = moves(local, who)[0].clone();
    local.ok(&format!("{who} /move move:{first}"));
}

#[test]
fn a_live_stream_follows_a_game_bounded_per_client_and_ends_with_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("parlor.db");
    let mut local = Local::start_with(dir.path(), "34", &["--db", db.to_str().unwrap()]);
    local.ok(":admin alice");
    local.ok("alice /settings set key:web value:on");
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");
    play_first(&mut local, "alice");
    let id = SqliteStore::open_read_only(&db).unwrap().max_session_id().unwrap();
    let address = serve(&db, 2);
    let path = format!("/s/local/g/{id}/live");

    let started = Instant::now();
    let a = Stream::open(address, &path).expect("a stream");
    let first = a.next().expect("the first event");
    assert!(started.elapsed() < Duration::from_secs(2), "at once");
    assert_eq!(first["plies"], 1, "{first}");
    assert_eq!(first["over"], false);
    assert!(a.header("content-type").unwrap().starts_with("text/event-stream"));
    assert_eq!(a.header("content-encoding"), None, "never compressed");
    assert_eq!(a.header("cache-control"), Some("no-cache"));
    assert_eq!(a.header("x-accel-buffering"), Some("no"));

    // A move (local mode's clock stands still: the same time as the last).
    let moved = Instant::now();
    play_first(&mut local, "bob");
    let second = a.next().expect("an event after the move");
    assert_eq!(second["plies"], 2, "{second}");
    assert_eq!(second["moves"].as_array().unwrap().len(), 2);
    assert!(moved.elapsed() < Duration::from_secs(3), "{:?}", moved.elapsed());

    // Two streams per client address here: the third is refused.
    let b = Stream::open(address, &path).expect("a second stream");
    assert_eq!(b.next().unwrap()["plies"], 2);
    let (status, headers) = Stream::open(address, &path).err().expect("a third is refused");
    assert_eq!(status, 429);
    assert!(headers.iter().any(|(n, _)| n.eq_ignore_ascii_case("retry-after")));
    // One goes: its place is free once the server notices (at its next write).
    b.socket.shutdown(std::net::Shutdown::Both).unwrap();
    drop(b);
    play_first(&mut local, "alice");
    assert_eq!(a.next().unwrap()["plies"], 3);
    let opened = Instant::now();
    let c = loop {
        match Stream::open(address, &path) {
            Ok(c) => break c,
            Err((429, _)) if opened.elapsed() < Duration::from_secs(5) => {
                std::thread::sleep(Duration::from_millis(100))
            }
            Err((status, _)) => panic!("the freed place: {status}"),
        }
    };
    assert_eq!(c.next().unwrap()["plies"], 3);

    // The end: a last event says so, and the streams end.
    local.ok("bob /resign");
    for stream in [&a, &c] {
        let last = stream.next().expect("the last event");
        assert_eq!(last["over"], true, "{last}");
        assert_eq!(stream.next(), None, "the stream ends with the game");
    }
    // A finished game's stream, opened late, says so once and ends (or is
    // no stream at all).
    match Stream::open(address, &path) {
        Ok(late) => {
            assert_eq!(late.next().expect("one event")["over"], true);
            assert_eq!(late.next(), None);
        }
        Err((status, _)) => assert_eq!(status, 404),
    }
    local.finish();
}
