//! Configuration: `config.toml` (every setting in `config.example.toml`), with
//! `DISCORD_TOKEN` overriding the token.

use crate::store::Target;
use crate::table::TableSettings;
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The whole configuration file.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    /// `[discord]`
    pub discord: DiscordConfig,
    /// `[database]`
    pub database: DatabaseConfig,
    /// `[timers]`
    pub timers: TimersConfig,
    /// `[chips]`
    pub chips: ChipsConfig,
    /// `[server]`: the defaults of each server's `/settings` besides timers and chips.
    pub server: ServerConfig,
    /// `[web]`: the web companion (issue 34).
    pub web: WebConfig,
    /// `[metrics]`: the health and metrics endpoints (issue 36).
    pub metrics: MetricsConfig,
}

/// `[metrics]` settings: where `parlor serve` answers `/healthz`, `/readyz`
/// and `/metrics` (issue 36); nothing is served (nor recorded) when `listen`
/// is left out.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct MetricsConfig {
    /// The address to listen on (`127.0.0.1:9090`; port 0 takes a free one).
    pub listen: Option<String>,
}

impl MetricsConfig {
    /// The address to serve on, checked; `None` without `listen`.
    pub fn address(&self) -> Result<Option<std::net::SocketAddr>, String> {
        let Some(listen) = self.listen.as_deref() else {
            return Ok(None);
        };
        listen
            .trim()
            .parse()
            .map(Some)
            .map_err(|_| format!("metrics.listen = \"{listen}\" is not an address and port, like \"127.0.0.1:9090\""))
    }
}

/// `[web]` settings: where the web companion listens and the address people
/// open its pages at (issue 34). Pages are served only with `listen` set, and
/// only for servers whose `web` setting is on.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct WebConfig {
    /// The address to listen on (`127.0.0.1:8080`); no pages when left out.
    pub listen: Option<String>,
    /// The address people open the pages at (`https://parlor.example.org`),
    /// for the links Parlor posts and the pages' previews; the listen address
    /// over http when left out.
    pub public_url: Option<String>,
    /// Requests one client (by address) may make per minute before it is
    /// asked to slow down.
    pub requests_per_minute: u32,
}

impl WebConfig {
    /// `public_url`, checked, without a trailing `/`; `None` when unset.
    fn public_url(&self) -> Result<Option<String>, String> {
        match self.public_url.as_deref().map(str::trim) {
            None | Some("") => Ok(None),
            Some(url)
                if (url.starts_with("https://") || url.starts_with("http://"))
                    && !url.contains(char::is_whitespace) =>
            {
                Ok(Some(url.trim_end_matches('/').to_string()))
            }
            Some(url) => Err(format!(
                "web.public_url = \"{url}\" is not a web address: give one like \"https://parlor.example.org\""
            )),
        }
    }

    /// The address the table's messages link pages at (issue 34): `public_url`
    /// — also without `listen`, when `parlor web` serves the pages beside the
    /// bot — else the listen address's; `None` when neither is set.
    pub fn link_url(&self) -> Result<Option<String>, String> {
        match self.public_url()? {
            Some(url) => Ok(Some(url)),
            None => Ok(self.options(&TableSettings::default())?.map(|o| o.public_url)),
        }
    }

    /// How the web companion runs, checked; `None` without `listen`.
    /// `defaults` are the settings servers start from.
    pub fn options(&self, defaults: &TableSettings) -> Result<Option<crate::web::WebOptions>, String> {
        let Some(listen) = self.listen.as_deref() else {
            return Ok(None);
        };
        let address: std::net::SocketAddr = listen
            .trim()
            .parse()
            .map_err(|_| format!("web.listen = \"{listen}\" is not an address and port, like \"127.0.0.1:8080\""))?;
        let public_url = match self.public_url()? {
            Some(url) => url,
            None => format!("http://{address}"),
        };
        if self.requests_per_minute == 0 {
            return Err("web.requests_per_minute must be at least 1".into());
        }
        let mut defaults = defaults.clone();
        defaults.web_url = Some(public_url.clone());
        Ok(Some(crate::web::WebOptions {
            listen: address,
            public_url,
            requests_per_minute: self.requests_per_minute,
            defaults,
        }))
    }
}

impl Default for WebConfig {
    fn default() -> Self {
        WebConfig {
            listen: None,
            public_url: None,
            requests_per_minute: 600,
        }
    }
}

/// `[server]` settings: what a server's `/settings` start from (issue 21).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct ServerConfig {
    /// The games `/play` offers, by registry name; every game when left out.
    pub games: Option<Vec<String>>,
    /// The channels Parlor plays in, by id; every channel when left out.
    pub channels: Option<Vec<String>>,
    /// Whether `/play` in a channel starts each game in a thread of its own.
    pub threads: bool,
    /// The language of channel posts: `en`, `es`, `fr`, or `auto` (the server's
    /// preferred language as Discord sends it).
    pub language: String,
    /// Whether finished games count for ratings.
    pub rated: bool,
    /// How seasons run (issue 32): `off`, `monthly`, `quarterly` or `manual`.
    pub season: String,
    /// How long a member may go without a rated game before the live
    /// leaderboards leave them off: a duration from `1d` to `365d`, or `off`.
    pub leaderboard_inactive_after: String,
    /// The rank bands, lowest first: `Bronze Silver:1300 Gold:1500 …`; the
    /// standard five when left out.
    pub rank_bands: Option<String>,
    /// Whether each server's games and standings have web pages (issue 34):
    /// off unless an admin turns it on.
    pub web: bool,
}

impl Default for ServerConfig {
    fn default() -> Self {
        ServerConfig {
            games: None,
            channels: None,
            threads: false,
            language: "auto".into(),
            rated: true,
            season: "off".into(),
            leaderboard_inactive_after: "30d".into(),
            rank_bands: None,
            web: false,
        }
    }
}

/// `[chips]` settings: the chip ledger's grants.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct ChipsConfig {
    /// What a new member starts with.
    pub starting: i64,
    /// What `/chips daily` grants, once per `daily_every`.
    pub daily: i64,
    /// How often the daily grant may be collected.
    pub daily_every: Span,
    /// A Crown and Anchor table's minimum bet when `/play` names none.
    pub table_min: u64,
    /// A Crown and Anchor table's maximum bet when `/play` names none.
    pub table_max: u64,
    /// Whether the house banks Crown and Anchor tables unless `/play` says
    /// `rotate`.
    pub house_banks: bool,
}

impl Default for ChipsConfig {
    fn default() -> Self {
        ChipsConfig {
            starting: 1_000,
            daily: 100,
            daily_every: Span::hours(24),
            table_min: parlor_games::crown_anchor::DEFAULT_MIN,
            table_max: parlor_games::crown_anchor::DEFAULT_MAX,
            house_banks: false,
        }
    }
}

/// `[discord]` settings.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct DiscordConfig {
    /// The bot token; `DISCORD_TOKEN` overrides it.
    pub token: Option<String>,
    /// Register commands to this server only (instant updates while testing).
    pub dev_guild_id: Option<u64>,
    /// Base URL for every REST call (a rate-limit proxy, or a local test server).
    /// Serenity honours it only with its own ratelimiter disabled, so setting it
    /// disables that ratelimiter.
    pub proxy: Option<String>,
    /// Which gateway shards this process runs: `auto` (as many as Discord
    /// recommends) or a range like `0-3 of 16`.
    pub shards: Shards,
}

/// The gateway shards one process runs (`[discord] shards`).
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(try_from = "String")]
pub enum Shards {
    /// Every shard, as many as Discord recommends (`GET /gateway/bot`).
    #[default]
    Auto,
    /// Shards `first` to `last` (inclusive) of `total`.
    Range {
        /// The first shard this process runs.
        first: u32,
        /// The last shard this process runs.
        last: u32,
        /// How many shards the bot runs across every process.
        total: u32,
    },
}

impl Shards {
    /// Whether this process runs every shard there is.
    pub fn is_all(self) -> bool {
        match self {
            Shards::Auto => true,
            Shards::Range { first, last, total } => first == 0 && last + 1 == total,
        }
    }
}

impl TryFrom<String> for Shards {
    type Error = String;

    /// `auto`, `3 of 16` or `0-3 of 16`.
    fn try_from(text: String) -> Result<Shards, String> {
        let wanted = "shards is auto, or a range of shards like 0-3 of 16 (first-last of total)";
        let text = text.trim();
        if text.eq_ignore_ascii_case("auto") {
            return Ok(Shards::Auto);
        }
        let (range, total) = text.split_once(" of ").ok_or(wanted)?;
        let number = |t: &str| t.trim().parse::<u32>().map_err(|_| wanted.to_string());
        let (first, last) = match range.split_once('-') {
            Some((first, last)) => (number(first)?, number(last)?),
            None => (number(range)?, number(range)?),
        };
        let total = number(total)?;
        if total == 0 || first > last || last >= total {
            return Err(format!(
                "shards {first}-{last} of {total} is not a range of shards: they are numbered 0 to total - 1"
            ));
        }
        Ok(Shards::Range { first, last, total })
    }
}

/// `[database]` settings.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct DatabaseConfig {
    /// The SQLite file.
    pub path: PathBuf,
    /// A PostgreSQL server (`postgres://user:password@host/db`), shared by every
    /// process of the bot; when set, `path` is not used.
    pub url: Option<String>,
}

impl Default for DatabaseConfig {
    fn default() -> Self {
        DatabaseConfig {
            path: PathBuf::from("parlor.db"),
            url: None,
        }
    }
}

impl DatabaseConfig {
    /// The database these settings name: the server when `url` is set, else the file.
    pub fn target(&self) -> Target {
        match &self.url {
            Some(url) => Target::Postgres(url.clone()),
            None => Target::Sqlite(self.path.clone()),
        }
    }
}

/// A length of time as the config writes it, `90s`, `10m`, `24h` or `7d`
/// (never zero): read and checked as the file is read.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(try_from = "String")]
pub struct Span(pub Duration);

impl Span {
    /// `n` hours.
    pub const fn hours(n: u64) -> Span {
        Span(Duration::from_secs(n * 3600))
    }
}

impl TryFrom<String> for Span {
    type Error = String;

    fn try_from(text: String) -> Result<Span, String> {
        crate::clock::parse_duration(&text)
            .filter(|d| !d.is_zero())
            .map(Span)
            .ok_or_else(|| format!("\"{text}\" is not a duration like 90s, 10m, 24h or 7d"))
    }
}

/// `[timers]` settings, as durations like `10m`, `24h`, `7d`.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct TimersConfig {
    /// How long a challenge stays open.
    pub challenge_expiry: Span,
    /// How long a turn may take before the opponent may `/claim` the game.
    pub turn_timer: Span,
    /// How long an untouched game lives before it ends as abandoned.
    pub abandon_after: Span,
}

impl Default for TimersConfig {
    fn default() -> Self {
        TimersConfig {
            challenge_expiry: Span(Duration::from_secs(10 * 60)),
            turn_timer: Span::hours(24),
            abandon_after: Span::hours(7 * 24),
        }
    }
}

/// The environment variable that overrides `[discord] token`.
pub const TOKEN_VARIABLE: &str = "DISCORD_TOKEN";

impl Config {
    /// Reads a config file. A missing file is fine unless `required` (the user named
    /// it); anything wrong in it is one line naming the file, line and setting.
    pub fn load(path: &Path, required: bool) -> Result<Config, String> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && !required => return Ok(Config::default()),
            Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
        };
        let config = Config::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        if let Some(url) = &config.database.url {
            if !matches!(Target::parse(url), Target::Postgres(_)) {
                return Err(format!(
                    "{}: [database] url must be a PostgreSQL URL, postgres://user:password@host/database \
                     (for a SQLite file use path = \"…\")",
                    path.display()
                ));
            }
        }
        let settings = config
            .table_settings()
            .map_err(|e| format!("{}: {e}", path.display()))?;
        config
            .web
            .options(&settings)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        config
            .metrics
            .address()
            .map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(config)
    }

    /// Parses config text; an error is one line naming the line and setting.
    ///
    /// An error in the `[discord]` table (or on any line that names `discord` or
    /// a token) quotes no value: a misspelt `tokne = "…"` or a token pasted under
    /// `dev_guild_id` must not put the token on the screen or in a log. Such an
    /// error shows the line's key and the message with its value left out.
    pub fn parse(text: &str) -> Result<Config, String> {
        toml::from_str(text).map_err(|e: toml::de::Error| {
            let message = e.message().replace('\n', " ");
            let Some(span) = e.span() else {
                // No place to judge by: quote nothing.
                return without_values(&message);
            };
            let line_no = text[..span.start.min(text.len())].matches('\n').count() + 1;
            let line = text.lines().nth(line_no - 1).unwrap_or("").trim();
            if secret_line(text, line_no) {
                let key = line
                    .split_once('=')
                    .map(|(key, _)| key.trim())
                    .filter(|key| !key.is_empty() && key.len() <= 40 && !key.contains(['"', '\'']));
                let message = without_values(&message);
                match key {
                    Some(key) => format!("line {line_no} (`{key} = …`): {message}"),
                    None => format!("line {line_no} (in [discord]): {message}"),
                }
            } else {
                let shown: String = line.chars().take(60).collect();
                let key = line
                    .split_once('=')
                    .map(|(key, _)| key.trim())
                    .filter(|k| !k.is_empty());
                match (table_of(text, line_no), key) {
                    (Some(table), Some(key)) => format!("line {line_no}, {table}.{key} (`{shown}`): {message}"),
                    _ => format!("line {line_no} (`{shown}`): {message}"),
                }
            }
        })
    }

    /// The token: `DISCORD_TOKEN` if set and not empty, else `[discord] token`.
    pub fn token(&self) -> Option<String> {
        std::env::var(TOKEN_VARIABLE)
            .ok()
            .filter(|t| !t.trim().is_empty())
            .or_else(|| self.discord.token.clone().filter(|t| !t.trim().is_empty()))
            .map(|t| t.trim().to_string())
    }

    /// The table's settings: `[timers]`, `[chips]` and `[server]`, checked
    /// against one another and against the games Parlor knows.
    pub fn table_settings(&self) -> Result<TableSettings, String> {
        let grant = |key: &str, value: i64| {
            if (0..=1_000_000_000_000).contains(&value) {
                Ok(value)
            } else {
                Err(format!(
                    "chips.{key} = {value} is out of range: give a whole number from 0 to 1000000000000"
                ))
            }
        };
        let limit = parlor_games::crown_anchor::STAKE_LIMIT;
        let bet = |key: &str, value: u64| {
            if (1..=limit).contains(&value) {
                Ok(value)
            } else {
                Err(format!(
                    "chips.{key} = {value} is out of range: give a whole number from 1 to {limit}"
                ))
            }
        };
        let (table_min, table_max) = (
            bet("table_min", self.chips.table_min)?,
            bet("table_max", self.chips.table_max)?,
        );
        if table_min > table_max {
            return Err(format!(
                "chips.table_min = {table_min} is above chips.table_max = {table_max}: the minimum bet must not exceed the maximum"
            ));
        }
        let games = match &self.server.games {
            None => None,
            Some(names) => Some(
                names
                    .iter()
                    .map(|name| {
                        parlor_games::GameKind::from_name(name).ok_or_else(|| {
                            format!(
                                "server.games names \"{name}\", which is not a game; the games are {}",
                                parlor_games::GameKind::offered()
                                    .map(|k| k.name())
                                    .collect::<Vec<_>>()
                                    .join(", ")
                            )
                        })
                    })
                    .collect::<Result<Vec<_>, String>>()?,
            ),
        };
        let channels = match &self.server.channels {
            None => None,
            Some(ids) => Some(
                ids.iter()
                    .map(|id| {
                        let id = id.trim().trim_start_matches("<#").trim_end_matches('>');
                        if id.is_empty() || id.contains(char::is_whitespace) {
                            Err(format!("server.channels holds \"{id}\", which is not a channel id"))
                        } else {
                            Ok(id.to_string())
                        }
                    })
                    .collect::<Result<Vec<_>, String>>()?,
            ),
        };
        let language = match self.server.language.trim() {
            "auto" | "" => None,
            code => Some(parlor_games::i18n::Locale::parse(code).ok_or_else(|| {
                format!("server.language = \"{code}\" is not a language Parlor speaks: give en, es, fr or auto")
            })?),
        };
        let mut settings = TableSettings {
            challenge_expiry: self.timers.challenge_expiry.0,
            turn_timer: self.timers.turn_timer.0,
            abandon_after: self.timers.abandon_after.0,
            chips: crate::table::ChipSettings {
                starting: grant("starting", self.chips.starting)?,
                daily: grant("daily", self.chips.daily)?,
                daily_every: self.chips.daily_every.0,
            },
            table_min,
            table_max,
            house_banks: self.chips.house_banks,
            games,
            channels,
            threads: self.server.threads,
            language,
            rated: self.server.rated,
            web: self.server.web,
            web_url: self.web.link_url()?,
            ..TableSettings::default()
        };
        // Read as `/settings set` reads them (issue 32).
        use crate::table::SettingKey;
        for (key, value) in [
            (SettingKey::Season, Some(&self.server.season)),
            (
                SettingKey::LeaderboardInactiveAfter,
                Some(&self.server.leaderboard_inactive_after),
            ),
            (SettingKey::RankBands, self.server.rank_bands.as_ref()),
        ] {
            if let Some(value) = value {
                key.apply(&mut settings, value)
                    .map_err(|why| format!("server.{} = \"{value}\": {}", key.name(), why.en()))?;
            }
        }
        Ok(settings)
    }
}

/// Whether line `line_no` (from 1) of the config may hold a secret: it is in the
/// `[discord]` table (or one below it), or names `discord` or a token itself
/// (`discord.token = …`, `discord = { token = … }`).
fn secret_line(text: &str, line_no: usize) -> bool {
    let mut in_discord = false;
    for (i, line) in text.lines().take(line_no).enumerate() {
        let trimmed = line.trim();
        if i + 1 == line_no {
            let lower = trimmed.to_ascii_lowercase();
            // A database URL may carry a password.
            if lower.contains("discord")
                || lower.contains("token")
                || lower.contains("postgres")
                || lower.starts_with("url")
            {
                return true;
            }
        }
        if let Some(header) = trimmed.strip_prefix('[') {
            let name = header.trim_start_matches('[').split(']').next().unwrap_or("");
            let name = name.trim().trim_matches('"').trim_matches('\'');
            in_discord = name == "discord" || name.starts_with("discord.");
            if i + 1 == line_no {
                return in_discord || trimmed.to_ascii_lowercase().contains("discord");
            }
        }
    }
    in_discord
}

/// The `[table]` header line `line_no` (from 1) stands under, if any.
fn table_of(text: &str, line_no: usize) -> Option<&str> {
    text.lines()
        .take(line_no)
        .filter_map(|line| line.trim().strip_prefix('[')?.split(']').next())
        .map(str::trim)
        .last()
}

/// A TOML or serde message with any value it quotes left out: `invalid type:
/// string "MTA5…", expected u64` becomes `invalid type: string, expected u64`;
/// any other quoted text becomes `"…"`. Names in backticks (keys, expected
/// kinds) stay.
fn without_values(message: &str) -> String {
    for prefix in ["invalid type: ", "invalid value: ", "invalid length "] {
        if let Some(rest) = message.strip_prefix(prefix) {
            if let Some(at) = rest.rfind(", expected ") {
                let (unexpected, expected) = rest.split_at(at);
                let kind = unexpected.split(['"', '`', '\'']).next().unwrap_or("").trim();
                return format!("{prefix}{kind}{}", without_quoted(expected));
            }
        }
    }
    without_quoted(message)
}

/// Double-quoted stretches become `"…"` (an unclosed one runs to the end);
/// backticked names, such as the expected `"`, stay.
fn without_quoted(message: &str) -> String {
    let mut out = String::new();
    let (mut quoted, mut ticked) = (false, false);
    for c in message.chars() {
        if c == '`' && !quoted {
            ticked = !ticked;
            out.push(c);
        } else if ticked {
            out.push(c);
        } else if c == '"' {
            if !quoted {
                out.push_str("\"…\"");
            }
            quoted = !quoted;
        } else if !quoted {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_config_parses_to_the_defaults() {
        let text = include_str!("../../config.example.toml");
        let config = Config::parse(text).unwrap();
        assert_eq!(config.table_settings().unwrap(), TableSettings::default());
        assert_eq!(config.database.path, PathBuf::from("parlor.db"));
    }

    #[test]
    fn the_compose_processes_configs_split_the_shards_and_share_postgresql() {
        let configs = [
            include_str!("../../deploy/parlor-0.toml"),
            include_str!("../../deploy/parlor-1.toml"),
        ]
        .map(|text| Config::parse(text).unwrap());
        let shards = configs.each_ref().map(|c| c.discord.shards);
        assert_eq!(
            shards,
            [
                Shards::Range {
                    first: 0,
                    last: 0,
                    total: 2
                },
                Shards::Range {
                    first: 1,
                    last: 1,
                    total: 2
                }
            ]
        );
        for config in &configs {
            assert!(
                matches!(config.database.target(), Target::Postgres(_)),
                "{:?}",
                config.database.target()
            );
            assert!(
                config.metrics.address().unwrap().is_some(),
                "the healthcheck asks /readyz"
            );
        }
        assert!(
            configs[0].web.listen.is_some() && configs[1].web.listen.is_none(),
            "one process serves the pages"
        );
    }

    #[test]
    fn messages_link_the_pages_at_public_url_even_when_another_process_serves_them() {
        let web_url = |text: &str| Config::parse(text).unwrap().table_settings().map(|s| s.web_url);
        assert_eq!(web_url(""), Ok(None), "no pages, no links");
        assert_eq!(
            web_url("[web]\nlisten = \"127.0.0.1:8080\"\n"),
            Ok(Some("http://127.0.0.1:8080".into()))
        );
        assert_eq!(
            web_url("[web]\nlisten = \"127.0.0.1:8080\"\npublic_url = \"https://p.example/\"\n"),
            Ok(Some("https://p.example".into()))
        );
        // `parlor web` serves them beside the bot: the bot listens on nothing
        // but still links them.
        assert_eq!(
            web_url("[web]\npublic_url = \"https://p.example\"\n"),
            Ok(Some("https://p.example".into()))
        );
        assert!(web_url("[web]\npublic_url = \"p.example\"\n")
            .unwrap_err()
            .contains("is not a web address"));
        let options = Config::parse("[web]\npublic_url = \"https://p.example\"\n").unwrap();
        assert!(
            matches!(options.web.options(&TableSettings::default()), Ok(None)),
            "nothing served"
        );
    }

    #[test]
    fn shards_are_auto_or_a_range_of_the_total() {
        let shards = |text: &str| Config::parse(&format!("[discord]\nshards = \"{text}\"\n")).map(|c| c.discord.shards);
        assert_eq!(Config::parse("").unwrap().discord.shards, Shards::Auto);
        assert_eq!(shards("auto"), Ok(Shards::Auto));
        assert_eq!(
            shards("0-3 of 16"),
            Ok(Shards::Range {
                first: 0,
                last: 3,
                total: 16
            })
        );
        assert_eq!(
            shards("5 of 8"),
            Ok(Shards::Range {
                first: 5,
                last: 5,
                total: 8
            })
        );
        assert!(shards("0-1 of 2").unwrap().is_all());
        assert!(!shards("0-3 of 16").unwrap().is_all());
        for bad in ["0-16 of 16", "4-2 of 8", "some", "1 of 0"] {
            let refused = shards(bad).unwrap_err();
            assert!(refused.starts_with("line 2 (`shards = …`)"), "{bad}: {refused}");
            assert!(refused.contains("shards"), "{refused}");
            assert!(!refused.contains('\n'), "one line: {refused}");
        }
    }

    #[test]
    fn a_database_url_selects_postgresql_and_its_password_is_never_quoted() {
        let config = Config::parse("[database]\nurl = \"postgres://parlor:pw9@db/parlor\"\n").unwrap();
        assert_eq!(
            config.database.target(),
            Target::Postgres("postgres://parlor:pw9@db/parlor".into())
        );
        assert_eq!(Config::default().database.target(), Target::Sqlite("parlor.db".into()));
        // Unquoted: a parse error on the URL's line shows its key, not the password.
        let refused = Config::parse("[database]\nurl = postgres://parlor:pw9@db/parlor\n").unwrap_err();
        assert!(refused.contains("url") && !refused.contains("pw9"), "{refused}");
        // Not a PostgreSQL URL: one line saying what to write instead.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        std::fs::write(&path, "[database]\nurl = \"parlor.db\"\n").unwrap();
        let refused = Config::load(&path, true).unwrap_err();
        assert!(refused.contains("[database] url must be a PostgreSQL URL"), "{refused}");
        assert!(!refused.contains('\n'), "{refused}");
    }

    #[test]
    fn a_bad_setting_is_one_line_naming_it() {
        let unknown = Config::parse("[discord]\ntokn = \"x\"\n").unwrap_err();
        assert!(unknown.contains("tokn") && unknown.contains("line 2"), "{unknown}");
        let wrong_type = Config::parse("[discord]\ndev_guild_id = \"abc\"\n").unwrap_err();
        assert!(wrong_type.contains("dev_guild_id"), "{wrong_type}");
        // A duration is read as the file is: the line, its table and key.
        let bad_duration = Config::parse("[timers]\nturn_timer = \"soon\"\n").unwrap_err();
        assert!(
            bad_duration.contains("timers.turn_timer")
                && bad_duration.contains("`turn_timer = \"soon\"`")
                && bad_duration.contains("not a duration like 90s, 10m, 24h or 7d"),
            "{bad_duration}"
        );
        let zero = Config::parse("[chips]\ndaily_every = \"0h\"\n").unwrap_err();
        assert!(zero.contains("chips.daily_every"), "{zero}");
        let settings = |text: &str| Config::parse(text).unwrap().table_settings();
        let bad_game = settings("[server]\ngames = [\"checkers\", \"chess\"]\n").unwrap_err();
        assert!(
            bad_game.contains("server.games") && bad_game.contains("chess"),
            "{bad_game}"
        );
        let bad_language = settings("[server]\nlanguage = \"de\"\n").unwrap_err();
        assert!(bad_language.contains("server.language"), "{bad_language}");
        let bad_season = settings("[server]\nseason = \"weekly\"\n").unwrap_err();
        assert!(bad_season.contains("server.season"), "{bad_season}");
        let bad_idle = settings("[server]\nleaderboard_inactive_after = \"2h\"\n").unwrap_err();
        assert!(bad_idle.contains("server.leaderboard_inactive_after"), "{bad_idle}");
        let bad_bands = settings("[server]\nrank_bands = \"Bronze Silver:1500 Gold:1300\"\n").unwrap_err();
        assert!(bad_bands.contains("server.rank_bands"), "{bad_bands}");
        let seasons = settings(
            "[server]\nseason = \"quarterly\"\nleaderboard_inactive_after = \"off\"\nrank_bands = \"Pawn Rook:1600\"\n",
        )
        .unwrap();
        assert_eq!(seasons.season, crate::table::SeasonKind::Quarterly);
        assert_eq!(seasons.leaderboard_inactive_after, None);
        assert_eq!(seasons.rank_bands.shown(), "Pawn Rook:1600");
        assert_eq!(
            settings("").unwrap().leaderboard_inactive_after,
            Some(Duration::from_secs(30 * 86_400))
        );
        for e in [&bad_season, &bad_idle, &bad_bands] {
            assert!(!e.contains('\n'), "{e}");
        }
        let bad_limits = settings("[chips]\ntable_min = 50\ntable_max = 10\n").unwrap_err();
        assert!(bad_limits.contains("chips.table_min"), "{bad_limits}");
        let good = settings("[server]\ngames = [\"checkers\"]\nthreads = true\nlanguage = \"fr\"\n").unwrap();
        assert_eq!(good.games, Some(vec![parlor_games::GameKind::Checkers]));
        assert!(good.threads);
        assert_eq!(good.language, Some(parlor_games::i18n::Locale::Fr));
        for e in [unknown, wrong_type, bad_duration, bad_game, bad_language, bad_limits] {
            assert!(!e.contains('\n'), "{e}");
        }
    }

    #[test]
    fn metrics_listen_is_an_address_and_off_when_left_out() {
        assert_eq!(Config::parse("").unwrap().metrics.address(), Ok(None));
        assert_eq!(Config::parse("[metrics]\n").unwrap().metrics.address(), Ok(None));
        let address = |text: &str| Config::parse(text).unwrap().metrics.address();
        assert_eq!(
            address("[metrics]\nlisten = \"127.0.0.1:9090\"\n"),
            Ok(Some("127.0.0.1:9090".parse().unwrap()))
        );
        assert_eq!(
            address("[metrics]\nlisten = \" [::1]:0 \"\n"),
            Ok(Some("[::1]:0".parse().unwrap()))
        );
        // A bad address: one line naming the key, from `load` as from `address`.
        for bad in ["localhost:9090", "127.0.0.1", "9090", "127.0.0.1:99999", ""] {
            let refused = address(&format!("[metrics]\nlisten = \"{bad}\"\n")).unwrap_err();
            assert!(refused.starts_with("metrics.listen = "), "{bad}: {refused}");
            assert!(
                refused.contains("127.0.0.1:9090") && !refused.contains('\n'),
                "{refused}"
            );
        }
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        std::fs::write(&path, "[metrics]\nlisten = \"everywhere\"\n").unwrap();
        let refused = Config::load(&path, true).unwrap_err();
        assert!(
            refused.contains("config.toml: metrics.listen = \"everywhere\" is not an address and port"),
            "{refused}"
        );
        assert!(!refused.contains('\n'), "{refused}");
        // A key it doesn't know, or a listen that isn't text: the line and key.
        let unknown = Config::parse("[metrics]\nport = 9090\n").unwrap_err();
        assert!(
            unknown.contains("metrics.port") && unknown.contains("line 2"),
            "{unknown}"
        );
        let number = Config::parse("[metrics]\nlisten = 9090\n").unwrap_err();
        assert!(number.contains("metrics.listen") && !number.contains('\n'), "{number}");
    }

    #[test]
    fn no_error_quotes_a_value_of_the_discord_table() {
        let secret = "MTA5.Gx-secret.value";
        for (text, named) in [
            (format!("[discord]\ntokne = \"{secret}\"\n"), "tokne"),
            (format!("[discord]\ndev_guild_id = \"{secret}\"\n"), "dev_guild_id"),
            (format!("[discord]\nproxy = 5\ntoken = \"{secret}\"\n"), "proxy"),
            (format!("[discord]\ndev_guild_id = {secret}\n"), "line 2"),
            (format!("[discord]\ntokne = \"{secret}\n"), "line 2"),
            (format!("[discord]\n\"{secret}\"\n"), "line 2"),
            (format!("discord.tokne = \"{secret}\"\n"), "tokne"),
            (format!("discord = {{ tokne = \"{secret}\" }}\n"), "tokne"),
            (format!("[ discord ]\ndev_guild_id = '{secret}'\n"), "dev_guild_id"),
        ] {
            let e = Config::parse(&text).unwrap_err();
            assert!(!e.contains("secret") && !e.contains("MTA5"), "{text}: {e}");
            assert!(e.contains(named), "{text}: {e}");
            assert!(!e.contains('\n'), "{e}");
        }
        assert_eq!(
            without_values("invalid string expected `\"`, `'`"),
            "invalid string expected `\"`, `'`"
        );
        // Elsewhere the line is still quoted, to show what is wrong.
        let e = Config::parse("[timers]\nturn_timer = 5\n").unwrap_err();
        assert!(e.contains("turn_timer = 5"), "{e}");
    }
}
