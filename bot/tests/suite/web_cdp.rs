//! A headless Chromium driven over the DevTools protocol (issue 34's browser
//! tests): Debian's `chromium`, started with a throwaway profile and
//! `--remote-debugging-port=0`, its port read from the profile's
//! `DevToolsActivePort`, one page attached with a flat session. Console
//! errors, uncaught exceptions and error log entries (a CSP violation, a
//! failed load) are collected as they come.
#![allow(dead_code)]

use serde_json::{json, Value};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::stream::MaybeTlsStream;
use tokio_tungstenite::tungstenite::{connect, Message, WebSocket};

/// Where Debian's package puts the browser.
pub const CHROMIUM: &str = "/usr/bin/chromium";

/// Why the browser tests cannot run here, if they cannot.
pub fn missing() -> Option<String> {
    let found = std::env::var_os("PARLOR_CHROMIUM")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(CHROMIUM));
    if found.exists() {
        None
    } else {
        Some(format!(
            "{} is not installed (apt-get install chromium; .ci/run installs it)",
            found.display()
        ))
    }
}

/// A running headless browser with one page.
pub struct Browser {
    child: Child,
    _profile: tempfile::TempDir,
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
    session: String,
    next: u64,
    /// Every event received, in order.
    pub events: Vec<Value>,
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Browser {
    /// Starts the browser and opens a blank page.
    pub fn start() -> Browser {
        let profile = tempfile::tempdir().unwrap();
        let binary = std::env::var_os("PARLOR_CHROMIUM").unwrap_or_else(|| CHROMIUM.into());
        let child = Command::new(binary)
            .args([
                "--headless=new",
                "--remote-debugging-port=0",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--no-default-browser-check",
                "--disable-extensions",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--metrics-recording-only",
                "--mute-audio",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromium starts");
        let port_file = profile.path().join("DevToolsActivePort");
        let started = Instant::now();
        let (port, path) = loop {
            if let Ok(text) = std::fs::read_to_string(&port_file) {
                let mut lines = text.lines();
                if let (Some(port), Some(path)) = (lines.next(), lines.next()) {
                    break (port.trim().to_string(), path.trim().to_string());
                }
            }
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "chromium wrote no DevToolsActivePort in 30 s"
            );
            std::thread::sleep(Duration::from_millis(50));
        };
        let (socket, _) = connect(format!("ws://127.0.0.1:{port}{path}")).expect("the DevTools socket");
        if let MaybeTlsStream::Plain(stream) = socket.get_ref() {
            stream.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
        }
        let mut browser = Browser {
            child,
            _profile: profile,
            socket,
            session: String::new(),
            next: 0,
            events: Vec::new(),
        };
        let created = browser.call("Target.createTarget", json!({"url": "about:blank"}));
        let target = created["targetId"].as_str().unwrap().to_string();
        let attached = browser.call("Target.attachToTarget", json!({"targetId": target, "flatten": true}));
        browser.session = attached["sessionId"].as_str().unwrap().to_string();
        for domain in ["Runtime.enable", "Log.enable", "Page.enable"] {
            browser.call(domain, json!({}));
        }
        browser
    }

    /// Sends a command (to the page once attached) and returns its result;
    /// events that come meanwhile are kept.
    pub fn call(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        let mut message = json!({"id": id, "method": method, "params": params});
        if !self.session.is_empty() {
            message["sessionId"] = json!(self.session);
        }
        self.socket.send(Message::Text(message.to_string())).unwrap();
        loop {
            let text = match self.socket.read().expect("a DevTools message") {
                Message::Text(text) => text,
                _ => continue,
            };
            let reply: Value = serde_json::from_str(&text).unwrap();
            if reply["id"] == id {
                if let Some(error) = reply.get("error") {
                    panic!("{method}: {error}");
                }
                return reply["result"].clone();
            }
            if reply.get("method").is_some() {
                self.events.push(reply);
            }
        }
    }

    /// Opens `url` and waits for the page to have loaded.
    pub fn open(&mut self, url: &str) {
        let navigated = self.call("Page.navigate", json!({"url": url}));
        assert!(navigated.get("errorText").is_none(), "{url}: {navigated}");
        self.wait_for("document.readyState === 'complete'", "the page loaded");
    }

    /// The value of `expression` in the page (awaited when a promise).
    pub fn eval(&mut self, expression: &str) -> Value {
        let result = self.call(
            "Runtime.evaluate",
            json!({"expression": expression, "returnByValue": true, "awaitPromise": true}),
        );
        if let Some(exception) = result.get("exceptionDetails") {
            panic!("{expression}: {exception}");
        }
        result["result"]["value"].clone()
    }

    /// Waits up to 10 s for `condition` to be true in the page.
    pub fn wait_for(&mut self, condition: &str, what: &str) {
        let started = Instant::now();
        while self.eval(&format!("!!({condition})")) != json!(true) {
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "{what}: not within 10 s ({condition})"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Presses a key (`ArrowRight`, `ArrowLeft`, `Home`, `End`).
    pub fn press(&mut self, key: &str) {
        let code = match key {
            "ArrowLeft" => 37,
            "ArrowRight" => 39,
            "Home" => 36,
            "End" => 35,
            other => panic!("no key code for {other}"),
        };
        for kind in ["rawKeyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code}),
            );
        }
    }

    /// Clicks the element `selector` names, where it is on the screen.
    pub fn click(&mut self, selector: &str) {
        let at = self.eval(&format!(
            "(() => {{ const e = document.querySelector({selector:?}); e.scrollIntoView({{block: 'center'}}); \
             const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; }})()"
        ));
        let (x, y) = (at[0].as_f64().unwrap(), at[1].as_f64().unwrap());
        for kind in ["mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}),
            );
        }
    }

    /// A phone's screen: 375 CSS pixels wide.
    pub fn phone(&mut self) {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": 375, "height": 740, "deviceScaleFactor": 2, "mobile": true}),
        );
    }

    /// Reads events for a moment (the page may still be logging).
    pub fn settle(&mut self) {
        self.eval("new Promise(r => setTimeout(r, 200))");
    }

    /// Every console error, uncaught exception and error log entry so far
    /// (a CSP violation is one), as lines.
    pub fn errors(&self) -> Vec<String> {
        self.events
            .iter()
            .filter_map(|event| {
                let params = &event["params"];
                match event["method"].as_str()? {
                    "Runtime.exceptionThrown" => Some(format!("exception: {}", params["exceptionDetails"])),
                    "Runtime.consoleAPICalled" if ["error", "assert"].contains(&params["type"].as_str()?) => {
                        Some(format!("console.{}: {}", params["type"], params["args"]))
                    }
                    "Log.entryAdded" if params["entry"]["level"] == "error" => Some(format!(
                        "log ({}): {} {}",
                        params["entry"]["source"], params["entry"]["text"], params["entry"]["url"]
                    )),
                    _ => None,
                }
            })
            .collect()
    }
}
