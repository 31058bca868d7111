//! Per-server settings (issue 21): `/settings show`, `/settings set key value`
//! and `/settings reset key`, for members with Manage Server.
//!
//! `config.toml` gives every setting's default ([`TableSettings`]); a server's
//! own values, kept by the store with who changed them and when (and a log of
//! every change), override them. The settings in force for a request are read
//! once at its start ([`Table::settings_for`]) and carried by its scope
//! (`Scope::settings`), so every feature reads them without touching the store
//! again. With one process per database (SQLite) they are cached and the cache
//! is dropped by each change; with a shared database (PostgreSQL) another
//! process may change them, so each request reads them (one indexed query).
//!
//! A running game keeps the timers it started with: `start_game` stores them in
//! the session (`Scope::game_timers`) and its timers read them from there.

use super::api::{Audience, Msg, Refusal, Reply};
use super::base::{lock, Ctx, Table, TableSettings};
use super::calendar::SeasonKind;
use crate::i18n::tr;
use crate::store::{ServerSetting, SettingChange};
use parlor_games::i18n::{Arg, Locale};
use parlor_games::{msg, GameKind};
use std::sync::Arc;
use std::time::Duration;

/// The shortest timer a server may set.
const SHORTEST: Duration = Duration::from_secs(60);
/// The longest timer a server may set.
const LONGEST: Duration = Duration::from_secs(30 * 24 * 3600);
/// The most a starting or daily grant may be.
const MOST_GRANTED: i64 = 1_000_000_000_000;
/// The most channels the `channels` setting lists.
const MOST_CHANNELS: usize = 50;
/// The most items of a list a message shows (the rest are counted), so that
/// `/settings show` fits one message.
const SHOWN_ITEMS: usize = 10;

/// One setting a server may change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingKey {
    /// How long a challenge waits for `/accept`.
    ChallengeExpiry,
    /// How long a turn may take before the opponent may `/claim`.
    TurnTimer,
    /// How long an untouched game lives.
    AbandonAfter,
    /// What a new member starts with.
    StartingChips,
    /// What `/chips daily` grants.
    DailyChips,
    /// How often `/chips daily` may be collected.
    DailyEvery,
    /// A Crown and Anchor table's default minimum bet.
    TableMin,
    /// A Crown and Anchor table's default maximum bet.
    TableMax,
    /// Whether the house banks Crown and Anchor tables by default.
    HouseBanks,
    /// Which games `/play` offers.
    Games,
    /// Which channels Parlor plays in.
    Channels,
    /// Whether each game gets a thread of its own.
    Threads,
    /// The language of channel posts.
    Language,
    /// Whether games count for ratings.
    Rated,
    /// The rank bands' names and bounds (issue 32).
    RankBands,
    /// How seasons run: off, monthly, quarterly, manual (issue 32).
    Season,
    /// Where a season's end is announced (issue 32).
    AnnounceChannel,
    /// How long an idle member stays on the live leaderboards (issue 32).
    LeaderboardInactiveAfter,
    /// The Discord roles Parlor gives for rank bands (issue 32, rank roles).
    RankRoles,
    /// The one game whose rating decides rank roles, or all (issue 32).
    RankGame,
    /// Whether the server's games and standings have web pages (issue 34).
    Web,
    /// Where the daily puzzle is posted at 00:00 UTC (issue 35).
    PuzzleChannel,
}

impl SettingKey {
    /// Every setting, in the order `/settings show` lists them.
    pub const ALL: [SettingKey; 22] = [
        SettingKey::ChallengeExpiry,
        SettingKey::TurnTimer,
        SettingKey::AbandonAfter,
        SettingKey::StartingChips,
        SettingKey::DailyChips,
        SettingKey::DailyEvery,
        SettingKey::TableMin,
        SettingKey::TableMax,
        SettingKey::HouseBanks,
        SettingKey::Games,
        SettingKey::Channels,
        SettingKey::Threads,
        SettingKey::Language,
        SettingKey::Rated,
        SettingKey::RankBands,
        SettingKey::Season,
        SettingKey::AnnounceChannel,
        SettingKey::LeaderboardInactiveAfter,
        SettingKey::RankRoles,
        SettingKey::RankGame,
        SettingKey::Web,
        SettingKey::PuzzleChannel,
    ];

    /// The key as typed (`turn_timer`) and stored.
    pub fn name(self) -> &'static str {
        match self {
            SettingKey::ChallengeExpiry => "challenge_expiry",
            SettingKey::TurnTimer => "turn_timer",
            SettingKey::AbandonAfter => "abandon_after",
            SettingKey::StartingChips => "starting_chips",
            SettingKey::DailyChips => "daily_chips",
            SettingKey::DailyEvery => "daily_every",
            SettingKey::TableMin => "table_min",
            SettingKey::TableMax => "table_max",
            SettingKey::HouseBanks => "house_banks",
            SettingKey::Games => "games",
            SettingKey::Channels => "channels",
            SettingKey::Threads => "threads",
            SettingKey::Language => "language",
            SettingKey::Rated => "rated",
            SettingKey::RankBands => "rank_bands",
            SettingKey::Season => "season",
            SettingKey::AnnounceChannel => "announce_channel",
            SettingKey::LeaderboardInactiveAfter => "leaderboard_inactive_after",
            SettingKey::RankRoles => "rank_roles",
            SettingKey::RankGame => "rank_game",
            SettingKey::Web => "web",
            SettingKey::PuzzleChannel => "puzzle_channel",
        }
    }

    /// A key as typed: `turn_timer`, `turn-timer`, `Turn Timer`.
    pub fn parse(text: &str) -> Option<SettingKey> {
        let wanted: String = text
            .trim()
            .chars()
            .map(|c| match c {
                '-' | ' ' => '_',
                c => c.to_ascii_lowercase(),
            })
            .collect();
        SettingKey::ALL.into_iter().find(|k| k.name() == wanted)
    }

    /// Whether the key is one of the game timers (a running game keeps its own).
    fn is_game_timer(self) -> bool {
        matches!(self, SettingKey::TurnTimer | SettingKey::AbandonAfter)
    }

    /// The value in force in `s`, written as it is typed (`2h`, `on`, `all`).
    pub fn shown(self, s: &TableSettings) -> String {
        let switch = |on: bool| if on { "on" } else { "off" }.to_string();
        match self {
            SettingKey::ChallengeExpiry => compact(s.challenge_expiry),
            SettingKey::TurnTimer => compact(s.turn_timer),
            SettingKey::AbandonAfter => compact(s.abandon_after),
            SettingKey::StartingChips => s.chips.starting.to_string(),
            SettingKey::DailyChips => s.chips.daily.to_string(),
            SettingKey::DailyEvery => compact(s.chips.daily_every),
            SettingKey::TableMin => s.table_min.to_string(),
            SettingKey::TableMax => s.table_max.to_string(),
            SettingKey::HouseBanks => switch(s.house_banks),
            SettingKey::Games => match &s.games {
                None => "all".into(),
                Some(games) => games.iter().map(|g| g.name()).collect::<Vec<_>>().join(", "),
            },
            SettingKey::Channels => match &s.channels {
                None => "all".into(),
                Some(channels) => channels.iter().map(|c| channel_ref(c)).collect::<Vec<_>>().join(", "),
            },
            SettingKey::Threads => switch(s.threads),
            SettingKey::Language => s.language.map_or("auto", Locale::code).into(),
            SettingKey::Rated => switch(s.rated),
            SettingKey::RankBands => s.rank_bands.shown(),
            SettingKey::Season => s.season.name().into(),
            SettingKey::AnnounceChannel => s.announce_channel.as_deref().map_or("none".into(), channel_ref),
            SettingKey::LeaderboardInactiveAfter => s.leaderboard_inactive_after.map_or("off".into(), compact),
            SettingKey::RankRoles => s.rank_roles.shown(),
            SettingKey::RankGame => s.rank_game.map_or("all", GameKind::name).into(),
            SettingKey::Web => switch(s.web),
            SettingKey::PuzzleChannel => s.puzzle_channel.as_deref().map_or("none".into(), channel_ref),
        }
    }

    /// The value in force in `s` as a message shows it: [`SettingKey::shown`],
    /// with a long list's items after the first ten counted rather than listed.
    pub fn shown_briefly(self, s: &TableSettings) -> Msg {
        let items: Vec<String> = match self {
            SettingKey::Games => s.games.iter().flatten().map(|g| g.name().to_string()).collect(),
            SettingKey::Channels => s.channels.iter().flatten().map(|c| channel_ref(c)).collect(),
            _ => Vec::new(),
        };
        if items.len() <= SHOWN_ITEMS {
            return Msg::raw(self.shown(s));
        }
        msg!(
            "settings-and-more",
            shown = items[..SHOWN_ITEMS].join(", "),
            more = items.len() - SHOWN_ITEMS
        )
    }

    /// Sets this key in `s` from `typed`, checked; `Err` is the one line that
    /// says what would be right. The stored form is [`SettingKey::shown`]'s.
    pub fn apply(self, s: &mut TableSettings, typed: &str) -> Result<(), Msg> {
        let typed = typed.trim();
        let name = self.name();
        if typed.is_empty() {
            return Err(msg!("settings-empty-value", key = name));
        }
        match self {
            SettingKey::ChallengeExpiry => s.challenge_expiry = timer(name, typed)?,
            SettingKey::TurnTimer => s.turn_timer = timer(name, typed)?,
            SettingKey::AbandonAfter => s.abandon_after = timer(name, typed)?,
            SettingKey::DailyEvery => s.chips.daily_every = timer(name, typed)?,
            SettingKey::StartingChips => s.chips.starting = amount(name, typed, 0, MOST_GRANTED)?,
            SettingKey::DailyChips => s.chips.daily = amount(name, typed, 0, MOST_GRANTED)?,
            SettingKey::TableMin | SettingKey::TableMax => {
                let limit = parlor_games::crown_anchor::STAKE_LIMIT as i64;
                let n = amount(name, typed, 1, limit)? as u64;
                if self == SettingKey::TableMin {
                    s.table_min = n;
                } else {
                    s.table_max = n;
                }
                if s.table_min > s.table_max {
                    return Err(msg!(
                        "settings-min-above-max",
                        min = Arg::Grouped(s.table_min as i64),
                        max = Arg::Grouped(s.table_max as i64),
                    ));
                }
            }
            SettingKey::HouseBanks => s.house_banks = switch(name, typed)?,
            SettingKey::Threads => s.threads = switch(name, typed)?,
            SettingKey::Rated => s.rated = switch(name, typed)?,
            SettingKey::Web => s.web = switch(name, typed)?,
            SettingKey::Games => s.games = games(typed)?,
            SettingKey::RankBands => s.rank_bands = super::ranks::RankBands::parse(typed)?,
            // The stored form only: `/settings set` reads what an admin types
            // against the server's roles first (`roles::resolve`).
            SettingKey::RankRoles => s.rank_roles = super::roles::RankRoles::parse_stored(typed)?,
            SettingKey::RankGame => s.rank_game = super::roles::rank_game(typed)?,
            SettingKey::Channels => s.channels = channels(typed)?,
            SettingKey::Season => {
                s.season =
                    SeasonKind::parse(typed).ok_or_else(|| msg!("settings-bad-season", value = shorten(typed)))?
            }
            SettingKey::AnnounceChannel => s.announce_channel = announce_channel(typed)?,
            SettingKey::PuzzleChannel => s.puzzle_channel = announce_channel(typed)?,
            SettingKey::LeaderboardInactiveAfter => s.leaderboard_inactive_after = inactive_after(typed)?,
            SettingKey::Language => {
                s.language = match typed.to_lowercase().as_str() {
                    "auto" | "default" => None,
                    _ => Some(
                        Locale::parse(typed).ok_or_else(|| msg!("settings-bad-language", value = shorten(typed)))?,
                    ),
                }
            }
        }
        Ok(())
    }
}

/// A duration the way it is typed: `90s`, `10m`, `2h`, `24h`, `7d` (days from
/// two on, as `config.toml` writes them).
fn compact(d: Duration) -> String {
    let secs = d.as_secs();
    match secs {
        0 => "0s".into(),
        s if s % 86_400 == 0 && s > 86_400 => format!("{}d", s / 86_400),
        s if s % 3600 == 0 => format!("{}h", s / 3600),
        s if s % 60 == 0 => format!("{}m", s / 60),
        s => format!("{s}s"),
    }
}

pub(super) use super::text::shorten;

/// A tournament's `turn-time:` as typed, within the turn timer's bounds (1
/// minute to 30 days).
pub(super) fn turn_time(typed: &str) -> Result<Duration, Msg> {
    timer("turn-time", typed)
}

/// A timer from 1 minute to 30 days.
fn timer(key: &str, typed: &str) -> Result<Duration, Msg> {
    let d = duration(&typed.to_lowercase()).ok_or_else(|| msg!("settings-bad-duration", value = shorten(typed)))?;
    if !(SHORTEST..=LONGEST).contains(&d) {
        return Err(msg!("settings-duration-range", key = key, value = shorten(typed)));
    }
    Ok(d)
}

/// A duration as typed: `90s`, `10m`, `2h`, `7d` (a bare number is seconds),
/// as `config.toml` and local mode's `:advance` write them.
fn duration(text: &str) -> Option<Duration> {
    crate::clock::parse_duration(text)
}

/// A whole number of chips from `least` to `most`.
fn amount(key: &str, typed: &str, least: i64, most: i64) -> Result<i64, Msg> {
    let digits: String = typed.chars().filter(|c| !matches!(c, ',' | '_' | '.' | ' ')).collect();
    let bad = || msg!("settings-bad-number", value = shorten(typed));
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(bad());
    }
    match digits.parse::<i64>() {
        Ok(n) if (least..=most).contains(&n) => Ok(n),
        _ => Err(msg!(
            "settings-number-range",
            key = key,
            min = Arg::Grouped(least),
            max = Arg::Grouped(most)
        )),
    }
}

/// `on` or `off` (also yes/no, true/false).
fn switch(key: &str, typed: &str) -> Result<bool, Msg> {
    match typed.to_lowercase().as_str() {
        "on" | "yes" | "true" | "1" => Ok(true),
        "off" | "no" | "false" | "0" => Ok(false),
        _ => Err(msg!("settings-bad-switch", key = key, value = shorten(typed))),
    }
}

/// The games' names `/play` takes, for refusals.
fn game_names() -> String {
    GameKind::offered().map(GameKind::name).collect::<Vec<_>>().join(", ")
}

/// `all`, or games by name separated by commas or spaces.
fn games(typed: &str) -> Result<Option<Vec<GameKind>>, Msg> {
    if typed.eq_ignore_ascii_case("all") {
        return Ok(None);
    }
    let mut out = Vec::new();
    for word in typed.split([',', ' ']).filter(|w| !w.is_empty()) {
        let kind = GameKind::from_name(word)
            .ok_or_else(|| msg!("settings-unknown-game", value = shorten(word), games = game_names()))?;
        if !out.contains(&kind) {
            out.push(kind);
        }
    }
    if out.is_empty() {
        return Err(msg!("settings-no-games", games = game_names()));
    }
    Ok(Some(out))
}

/// `all`, or channels as mentions (`<#123>`), ids or (local mode) `#names`.
fn channels(typed: &str) -> Result<Option<Vec<String>>, Msg> {
    if typed.eq_ignore_ascii_case("all") {
        return Ok(None);
    }
    let mut out = Vec::new();
    for word in typed.split([',', ' ']).filter(|w| !w.is_empty()) {
        let key = word
            .strip_prefix("<#")
            .and_then(|w| w.strip_suffix('>'))
            .unwrap_or_else(|| word.trim_start_matches('#'));
        let fine = !key.is_empty()
            && key.len() <= 100
            && key
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | '/'));
        if !fine {
            return Err(msg!("settings-bad-channel", value = shorten(word)));
        }
        if !out.iter().any(|k: &String| k == key) {
            out.push(key.to_string());
        }
    }
    if out.is_empty() {
        return Err(msg!("settings-bad-channel", value = shorten(typed)));
    }
    if out.len() > MOST_CHANNELS {
        return Err(msg!(
            "settings-too-many-channels",
            most = MOST_CHANNELS,
            given = out.len()
        ));
    }
    Ok(Some(out))
}

/// `none`, or one channel as a mention (`<#123>`), an id or (local mode) a
/// `#name`: where seasons' ends are announced, or the daily puzzle posted.
fn announce_channel(typed: &str) -> Result<Option<String>, Msg> {
    if ["none", "off"].iter().any(|w| typed.eq_ignore_ascii_case(w)) {
        return Ok(None);
    }
    match channels(typed)? {
        Some(mut one) if one.len() == 1 => Ok(one.pop()),
        _ => Err(msg!("settings-one-channel", value = shorten(typed))),
    }
}

/// The shortest and longest time an idle member stays on the live leaderboards.
const INACTIVE_SHORTEST: Duration = Duration::from_secs(24 * 3600);
const INACTIVE_LONGEST: Duration = Duration::from_secs(365 * 24 * 3600);

/// `off`, or a duration from 1 day to 365 days.
fn inactive_after(typed: &str) -> Result<Option<Duration>, Msg> {
    if ["off", "never"].iter().any(|w| typed.eq_ignore_ascii_case(w)) {
        return Ok(None);
    }
    let d = duration(&typed.to_lowercase()).ok_or_else(|| msg!("settings-bad-duration", value = shorten(typed)))?;
    if !(INACTIVE_SHORTEST..=INACTIVE_LONGEST).contains(&d) {
        return Err(msg!("settings-inactive-range", value = shorten(typed)));
    }
    Ok(Some(d))
}

/// A channel as a message names it: `<#id>` on Discord, `#name` in local mode.
pub(super) fn channel_ref(key: &str) -> String {
    if !key.is_empty() && key.bytes().all(|b| b.is_ascii_digit()) {
        format!("<#{key}>")
    } else {
        format!("#{key}")
    }
}

/// `config` with a server's own values over it. A stored value that no longer
/// reads (a game since removed) is left out and logged.
pub fn overlay(config: &TableSettings, rows: &[ServerSetting]) -> TableSettings {
    let mut settings = config.clone();
    for row in rows {
        let (Some(key), Some(value)) = (SettingKey::parse(&row.key), row.value.as_deref()) else {
            continue;
        };
        let mut next = settings.clone();
        match key.apply(&mut next, value) {
            Ok(()) => settings = next,
            Err(why) => tracing::warn!(key = %row.key, "a server's stored setting no longer reads: {}", why.en()),
        }
    }
    settings
}

/// Why rank roles stopped (issue 32), as `/settings show` says it: the role,
/// when, and that setting `rank_roles` again starts them.
fn stopped_line(problem: &crate::store::RoleProblem) -> Msg {
    let role = super::roles::mention(problem.role);
    let when = super::chips::utc(problem.at);
    match super::roles::RoleFailure::from_stored(&problem.why, problem.role) {
        super::roles::RoleFailure::UnknownRole(_) => msg!("rank-roles-stopped-gone", role = role, when = when),
        super::roles::RoleFailure::Refused(_) => msg!("rank-roles-stopped-refused", role = role, when = when),
    }
}

/// What a change of `web` means (issue 34): pages on, with the server page's
/// link, or not served by this Parlor yet; or pages off.
fn web_line(server: &str, before: &TableSettings, after: &TableSettings) -> Msg {
    match (after.web, after.web_url.as_deref()) {
        (true, Some(url)) => msg!(
            "settings-web-on",
            url = super::text::link(crate::web::links::server(url, server))
        ),
        (true, None) => msg!("settings-web-not-served"),
        (false, _) if before.web => msg!("settings-web-off"),
        (false, _) => msg!("settings-web-still-off"),
    }
}

impl Table {
    /// The settings in force on `server`: its own values over config's (config's
    /// alone outside a server). Reads the store unless cached: don't call it
    /// with the store held.
    pub(super) fn settings_for(&self, server: Option<&str>) -> Arc<TableSettings> {
        let Some(server) = server else {
            return Arc::new(self.settings.clone());
        };
        if !self.shared {
            if let Some(hit) = lock(&self.server_settings).get(server) {
                return hit.clone();
            }
        }
        let rows = lock(&self.store).server_settings(server).unwrap_or_else(|e| {
            tracing::error!(server, "cannot read a server's settings (config's are used): {e:#}");
            Vec::new()
        });
        let effective = Arc::new(overlay(&self.settings, &rows));
        if !self.shared {
            lock(&self.server_settings).insert(server.to_string(), effective.clone());
        }
        effective
    }

    /// The settings in force on `server` as stored now (another process may
    /// have changed them): the cache dropped first.
    fn settings_now(&self, server: &str) -> Arc<TableSettings> {
        self.server_settings_changed(server);
        self.settings_for(Some(server))
    }

    /// Forgets the cached settings of `server` (they changed).
    fn server_settings_changed(&self, server: &str) {
        lock(&self.server_settings).remove(server);
        lock(&self.stamped_settings).remove(server);
    }

    /// The settings a command on its channel's session starts with: on a
    /// shared store the ones last read, which the look before the command
    /// checks ([`Table::settings_checked`]); else [`Table::settings_for`].
    pub(super) fn settings_cached(&self, server: Option<&str>) -> Arc<TableSettings> {
        if let Some(server) = server.filter(|_| self.shared) {
            if let Some((_, hit)) = lock(&self.stamped_settings).get(server) {
                return hit.clone();
            }
        }
        self.settings_for(server)
    }

    /// After the look before a command on a shared store found `server`'s
    /// settings at `stamp` logged changes: `None` when the cached ones were
    /// read after a look that found the same count (nothing changed since),
    /// else the settings read now, kept with `stamp`. Read after that look,
    /// they hold at least every change it counted; a change committed later
    /// moves the count on, so the next look reads them again.
    pub(super) fn settings_checked(&self, server: &str, stamp: i64) -> Option<Arc<TableSettings>> {
        if lock(&self.stamped_settings)
            .get(server)
            .is_some_and(|(at, _)| *at == stamp)
        {
            return None;
        }
        let rows = lock(&self.store).server_settings(server).unwrap_or_else(|e| {
            tracing::error!(server, "cannot read a server's settings (config's are used): {e:#}");
            Vec::new()
        });
        let effective = Arc::new(overlay(&self.settings, &rows));
        lock(&self.stamped_settings).insert(server.to_string(), (stamp, effective.clone()));
        Some(effective)
    }
}

impl Ctx<'_> {
    /// Runs a `/settings` command with `run` on the server it is for: only in
    /// a server, by a member with Manage Server, and once per interaction.
    fn with_settings(&self, run: impl FnOnce(&str) -> Result<Vec<Reply>, Refusal>) -> Result<Vec<Reply>, Refusal> {
        let Some(server) = self.caller.server.as_deref() else {
            return Err(Refusal::says(msg!("settings-dm")));
        };
        if !self.caller.actor.manage_server {
            return Err(Refusal::says(msg!("settings-admin-only")));
        }
        if let Some(id) = self.interaction() {
            match lock(&self.table.store).interaction_seen(id) {
                Ok(true) => return Ok(vec![self.tell(msg!("settings-already-done"))]),
                Ok(false) => {}
                Err(e) => {
                    tracing::error!(interaction = %id, "cannot check interaction: {e:#}");
                    return Err(Refusal::says(super::text::STORE_FAILED));
                }
            }
        }
        run(server)
    }

    /// `/settings show`.
    pub(super) fn settings_show(&mut self) -> Result<Vec<Reply>, Refusal> {
        self.with_settings(|server| self.show_settings(server))
    }

    /// `/settings set key value`.
    pub(super) fn settings_set(&mut self, key: String, value: String) -> Result<Vec<Reply>, Refusal> {
        self.with_settings(|server| Ok(vec![self.change_setting(server, &key, Some(&value))?]))
    }

    /// `/settings reset key`.
    pub(super) fn settings_reset(&mut self, key: String) -> Result<Vec<Reply>, Refusal> {
        self.with_settings(|server| Ok(vec![self.change_setting(server, &key, None)?]))
    }

    /// `/settings show`: every key with its value, whether it is the default,
    /// and who changed it last and when (ephemeral; in as many messages as it
    /// takes, each line whole).
    fn show_settings(&self, server: &str) -> Result<Vec<Reply>, Refusal> {
        let rows = lock(&self.table.store).server_settings(server).map_err(|e| {
            tracing::error!(server, "cannot read a server's settings: {e:#}");
            Refusal::says(super::text::STORE_FAILED)
        })?;
        let effective = overlay(&self.table.settings, &rows);
        let mut lines = vec![msg!("settings-show-head")];
        for key in SettingKey::ALL {
            let value = key.shown_briefly(&effective);
            let row = rows.iter().find(|r| r.key == key.name());
            lines.push(match row {
                None => msg!("settings-show-default", key = key.name(), value = value),
                Some(r) if r.value.is_some() => msg!(
                    "settings-show-set",
                    key = key.name(),
                    value = value,
                    name = crate::name::Name::new(&r.by_name).to_string(),
                    when = super::chips::utc(r.at)
                ),
                Some(r) => msg!(
                    "settings-show-reset",
                    key = key.name(),
                    value = value,
                    name = crate::name::Name::new(&r.by_name).to_string(),
                    when = super::chips::utc(r.at)
                ),
            });
        }
        // Rank roles stopped by a failure (issue 32): one line that says why.
        match lock(&self.table.store).rank_roles_stopped(server) {
            Ok(Some(problem)) => lines.push(stopped_line(&problem)),
            Ok(None) => {}
            Err(e) => tracing::error!(server, "cannot read whether rank roles stopped: {e:#}"),
        }
        lines.push(msg!("settings-show-foot"));
        let texts = lines.into_iter().map(|line| self.member(line)).collect();
        Ok(super::text::pack(texts)
            .into_iter()
            .map(|text| Reply::to(Audience::Ephemeral, text))
            .collect())
    }

    /// The rank role jobs a change of `key` makes on `server`, now `next`
    /// (issue 32), and whether it starts rank roles over: setting or resetting
    /// `rank_roles` does (a member holding a role Parlor gave gets a job too,
    /// to take it back if it is no longer theirs), and so does a change of
    /// `rank_bands` or `rank_game` while rank roles are on.
    fn rank_role_jobs(
        &self,
        server: &str,
        key: SettingKey,
        next: &TableSettings,
    ) -> Result<(Vec<crate::store::OutboxPost>, bool), Refusal> {
        let restart = key == SettingKey::RankRoles;
        let moves_roles = matches!(key, SettingKey::RankBands | SettingKey::RankGame) && next.rank_roles.is_on();
        if !restart && !moves_roles {
            return Ok((Vec::new(), false));
        }
        let posts = self.table.role_jobs(server, next, restart).map_err(|e| {
            tracing::error!(server, "cannot list the members rank roles concern: {e:#}");
            Refusal::says(super::text::STORE_FAILED)
        })?;
        Ok((posts, restart))
    }

    /// `/settings set` (a value) or `/settings reset` (none): checked, stored
    /// with who and when, and announced in the channel in the server's
    /// language as it is after the change.
    fn change_setting(&self, server: &str, typed_key: &str, typed: Option<&String>) -> Result<Reply, Refusal> {
        let key = SettingKey::parse(typed_key).ok_or_else(|| {
            let keys = SettingKey::ALL.map(SettingKey::name).join(", ");
            Refusal::says(msg!("settings-unknown-key", key = shorten(typed_key), keys = keys))
        })?;
        // Checked against the server's settings as stored now (another process
        // may have changed them).
        let before = self.table.settings_now(server);
        let mut next = (*before).clone();
        let stored = match typed {
            Some(typed) => {
                // Rank roles name the server's roles, read against what the
                // front end found of them (issue 32).
                let typed = match key {
                    SettingKey::RankRoles => {
                        super::roles::resolve(typed, &before.rank_bands, self.caller.roles.as_ref())
                            .map_err(Refusal::says)?
                            .shown()
                    }
                    _ => typed.clone(),
                };
                key.apply(&mut next, &typed).map_err(Refusal::says)?;
                Some(key.shown(&next))
            }
            None => {
                // Config's value, for what the change sets off.
                let _ = key.apply(&mut next, &key.shown(&self.table.settings));
                None
            }
        };
        let (posts, restarts_rank_roles) = self.rank_role_jobs(server, key, &next)?;
        let change = SettingChange {
            server,
            key: key.name(),
            value: stored.as_deref(),
            by: self.caller.actor.id,
            by_name: self.caller.actor.name.as_str(),
            at: self.now,
            interaction: self.interaction(),
            posts,
            restarts_rank_roles,
        };
        let written = lock(&self.table.store).set_server_setting(&change);
        let after = self.table.settings_now(server);
        if let Err(e) = written {
            tracing::error!(server, key = key.name(), "cannot store a server's setting: {e:#}");
            return Err(Refusal::says(super::text::STORE_FAILED));
        }
        // The announcement reads as the server is now (a new language included).
        let room = super::language::server_language(&after, self.caller.server_locale);
        let name = self.caller.actor.name.to_string();
        let value = key.shown_briefly(&after);
        let mut said = vec![match stored {
            Some(_) => msg!(
                "settings-set",
                name = name,
                key = key.name(),
                value = value,
                old = key.shown_briefly(&before)
            ),
            None => msg!("settings-reset", name = name, key = key.name(), value = value),
        }];
        if key.is_game_timer() {
            said.push(msg!("settings-timers-kept"));
        }
        let mut lines = vec![Msg::sentences(said)];
        if key == SettingKey::Web {
            lines.push(web_line(server, &before, &after));
        }
        Ok(Reply::to(Audience::Channel, tr(room, &Msg::lines(lines))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_reads_back_what_it_shows() {
        let mut s = TableSettings::default();
        for (key, typed, shown) in [
            (SettingKey::TurnTimer, "120m", "2h"),
            (SettingKey::ChallengeExpiry, "90s", "90s"),
            (SettingKey::StartingChips, "2,500", "2500"),
            (SettingKey::TableMax, "500", "500"),
            (SettingKey::HouseBanks, "ON", "on"),
            (SettingKey::Games, "checkers hot_spot", "checkers, hot-spot"),
            (SettingKey::Channels, "<#123>, #general", "<#123>, #general"),
            (SettingKey::Language, "fr", "fr"),
            (SettingKey::Rated, "off", "off"),
            (SettingKey::RankBands, "Pawn, Rook:1600", "Pawn Rook:1600"),
            (SettingKey::Season, "Monthly", "monthly"),
            (SettingKey::AnnounceChannel, "<#123>", "<#123>"),
            (SettingKey::AnnounceChannel, "#general", "#general"),
            (SettingKey::AnnounceChannel, "none", "none"),
            (SettingKey::LeaderboardInactiveAfter, "14d", "14d"),
            (SettingKey::LeaderboardInactiveAfter, "1d", "24h"),
            (SettingKey::LeaderboardInactiveAfter, "off", "off"),
            (SettingKey::RankRoles, "rook:<@&12> pawn:5", "rook:<@&12> pawn:<@&5>"),
            (SettingKey::RankRoles, "OFF", "off"),
            (SettingKey::RankGame, "Checkers", "checkers"),
            (SettingKey::RankGame, "all", "all"),
        ] {
            key.apply(&mut s, typed).unwrap();
            assert_eq!(key.shown(&s), shown, "{key:?}");
            let mut again = TableSettings::default();
            key.apply(&mut again, shown).unwrap();
            assert_eq!(key.shown(&again), shown, "{key:?} stored form reads back");
        }
        assert_eq!(SettingKey::parse("Turn-Timer"), Some(SettingKey::TurnTimer));
    }

    #[test]
    fn out_of_bounds_values_are_refused_with_one_line() {
        let mut s = TableSettings::default();
        for (key, typed) in [
            (SettingKey::TurnTimer, "30s"),
            (SettingKey::TurnTimer, "31d"),
            (SettingKey::TurnTimer, "soon"),
            (SettingKey::DailyChips, "-5"),
            (SettingKey::TableMin, "0"),
            (SettingKey::TableMin, "5000"),
            (SettingKey::Games, "chess"),
            (SettingKey::Games, " , "),
            (SettingKey::Threads, "maybe"),
            (SettingKey::Language, "de"),
            (SettingKey::Channels, "<#12 3>"),
            (SettingKey::RankBands, "Bronze Silver:1500 Gold:1300"),
            (SettingKey::Season, "weekly"),
            (SettingKey::AnnounceChannel, "#a #b"),
            (SettingKey::AnnounceChannel, "<#12 3>"),
            (SettingKey::LeaderboardInactiveAfter, "12h"),
            (SettingKey::LeaderboardInactiveAfter, "366d"),
            (SettingKey::LeaderboardInactiveAfter, "soon"),
            (SettingKey::RankRoles, "gold:@Gold Players"),
            (SettingKey::RankRoles, "gold"),
            (SettingKey::RankGame, "chess"),
        ] {
            let before = s.clone();
            let refused = key.apply(&mut s.clone(), typed).unwrap_err().en();
            assert!(!refused.contains('\n') && !refused.is_empty(), "{typed}: {refused}");
            assert_eq!(s, before);
            s = before;
        }
    }
}
