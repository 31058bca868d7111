//! Logs to stderr, chosen by `RUST_LOG`, with a cap no `RUST_LOG` can lift on
//! the libraries that log raw traffic: the websocket's frame logging
//! (`tungstenite`, `tokio_tungstenite`, trace and debug) prints the gateway
//! IDENTIFY, token and all, and every interaction; serenity's spans (info) and
//! some of its messages carry raw gateway events and request bodies, which hold
//! secret picks. Those targets log only at the levels in [`CAPS`].

use tracing_subscriber::filter::{EnvFilter, LevelFilter, Targets};
use tracing_subscriber::layer::SubscriberExt as _;
use tracing_subscriber::util::SubscriberInitExt as _;
use tracing_subscriber::Layer as _;

/// The most each raw-traffic target may log, whatever `RUST_LOG` says. A
/// target's longest matching prefix decides.
pub const CAPS: &[(&str, LevelFilter)] = &[
    // Frames (trace) and handshakes (debug).
    ("tungstenite", LevelFilter::INFO),
    ("tokio_tungstenite", LevelFilter::INFO),
    // Spans at info carry gateway events and requests as fields; debug prints
    // failing payloads and unknown events.
    ("serenity", LevelFilter::WARN),
    // Its warnings quote a payload it could not read.
    ("serenity::gateway::ws", LevelFilter::ERROR),
];

/// The cap as a filter that applies to every layer.
pub fn cap() -> Targets {
    CAPS.iter().fold(
        Targets::new().with_default(LevelFilter::TRACE),
        |targets, &(target, level)| targets.with_target(target, level),
    )
}

/// What `RUST_LOG` (given as `rust_log`) asks for, or `default` when it is unset
/// or unreadable; the [`cap`] applies on top.
pub fn env_filter(rust_log: Option<&str>, default: &str) -> EnvFilter {
    rust_log
        .and_then(|text| EnvFilter::builder().parse(text).ok())
        .unwrap_or_else(|| EnvFilter::new(default))
}

/// Starts logging to stderr: `RUST_LOG` (else `default`) under the [`cap`].
/// Without `timestamps` (local mode) the same script logs the same lines.
pub fn init(default: &str, timestamps: bool) {
    let rust_log = std::env::var("RUST_LOG").ok();
    let filter = env_filter(rust_log.as_deref(), default);
    let logs = tracing_subscriber::fmt::layer().with_writer(std::io::stderr);
    let logs = if timestamps {
        logs.boxed()
    } else {
        logs.without_time().boxed()
    };
    tracing_subscriber::registry()
        .with(filter)
        .with(cap())
        .with(logs)
        .init();
}

#[cfg(test)]
mod tests {
    use super::*;
    use tracing::Level;

    /// Whether an event of `level` at each target would be logged under
    /// `RUST_LOG=rust_log`.
    fn logged(rust_log: &str) -> Vec<(&'static str, Level, bool)> {
        let subscriber = tracing_subscriber::registry()
            .with(env_filter(Some(rust_log), "info"))
            .with(cap())
            .with(tracing_subscriber::fmt::layer().with_writer(std::io::sink));
        tracing::subscriber::with_default(subscriber, || {
            let mut out = Vec::new();
            macro_rules! probe {
                ($target:literal) => {
                    for (level, on) in [
                        (Level::TRACE, tracing::event_enabled!(target: $target, Level::TRACE)),
                        (Level::DEBUG, tracing::event_enabled!(target: $target, Level::DEBUG)),
                        (Level::INFO, tracing::span_enabled!(target: $target, Level::INFO)),
                        (Level::WARN, tracing::event_enabled!(target: $target, Level::WARN)),
                    ] {
                        out.push(($target, level, on));
                    }
                };
            }
            probe!("tungstenite::protocol");
            probe!("tungstenite::protocol::frame");
            probe!("tokio_tungstenite::compat");
            probe!("serenity::gateway::ws");
            probe!("serenity::gateway::shard");
            probe!("serenity::http::client");
            probe!("parlor::table");
            out
        })
    }

    #[test]
    fn no_rust_log_lets_the_websocket_or_serenity_log_raw_traffic() {
        for rust_log in [
            "trace",
            "debug",
            "tungstenite=trace,tokio_tungstenite=trace,serenity=trace",
            "tungstenite::protocol=trace,serenity::gateway::ws=trace,serenity::gateway::shard=info",
            "warn,tungstenite::protocol::frame=trace,serenity::http::client[request]=trace",
        ] {
            for (target, level, on) in logged(rust_log) {
                if target.starts_with("parlor") {
                    continue;
                }
                // Frames and handshakes are trace and debug; serenity's raw
                // events are info spans and debug messages.
                let most = if target.starts_with("serenity::gateway::ws") {
                    Level::ERROR
                } else if target.starts_with("serenity") {
                    Level::WARN
                } else {
                    Level::INFO
                };
                assert!(
                    !on || level <= most,
                    "RUST_LOG={rust_log} turns on {level} for {target}"
                );
            }
        }
    }

    #[test]
    fn rust_log_still_chooses_everything_else() {
        let on = |rust_log: &str, target: &str, level: Level| {
            logged(rust_log)
                .into_iter()
                .any(|(t, l, on)| t == target && l == level && on)
        };
        assert!(on("trace", "parlor::table", Level::TRACE));
        assert!(!on("warn", "parlor::table", Level::INFO));
        assert!(on("trace", "serenity::gateway::shard", Level::WARN));
        assert!(!on("error", "serenity::gateway::shard", Level::WARN));
    }
}
