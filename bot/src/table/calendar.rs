//! The calendar seasons and leaderboard periods keep (issue 32), in UTC: the
//! `season` setting's kinds, where a month, a quarter and an ISO week start,
//! and a calendar season's name (`2026-11`, `2026-Q4`). Pure: no store, no
//! messages.

use crate::clock::Millis;
use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};

/// How a server's seasons run: the `season` setting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SeasonKind {
    /// No seasons (the default).
    #[default]
    Off,
    /// A season per calendar month, from 00:00 UTC on the 1st.
    Monthly,
    /// A season per calendar quarter (January, April, July, October).
    Quarterly,
    /// Seasons an admin starts and ends (`/season start|end`).
    Manual,
}

impl SeasonKind {
    /// Every kind, as typed.
    pub const ALL: [SeasonKind; 4] = [
        SeasonKind::Off,
        SeasonKind::Monthly,
        SeasonKind::Quarterly,
        SeasonKind::Manual,
    ];

    /// The kind as typed and stored (`monthly`).
    pub fn name(self) -> &'static str {
        match self {
            SeasonKind::Off => "off",
            SeasonKind::Monthly => "monthly",
            SeasonKind::Quarterly => "quarterly",
            SeasonKind::Manual => "manual",
        }
    }

    /// A kind as typed, any case.
    pub fn parse(typed: &str) -> Option<SeasonKind> {
        let typed = typed.trim().to_lowercase();
        SeasonKind::ALL.into_iter().find(|k| k.name() == typed)
    }

    /// Whether seasons follow the calendar (monthly or quarterly).
    pub fn is_calendar(self) -> bool {
        matches!(self, SeasonKind::Monthly | SeasonKind::Quarterly)
    }

    /// The start of the calendar season holding `at` (a calendar kind's).
    pub fn period_start(self, at: Millis) -> Millis {
        match self {
            SeasonKind::Quarterly => quarter_start(at),
            _ => month_start(at),
        }
    }

    /// The next season boundary after `at`: 00:00 UTC on the 1st of the next
    /// month (or quarter).
    pub fn next_boundary(self, at: Millis) -> Millis {
        let start = date(self.period_start(at));
        let months = if self == SeasonKind::Quarterly { 3 } else { 1 };
        let next = start
            .checked_add_months(chrono::Months::new(months))
            .unwrap_or(NaiveDate::MAX);
        millis(next)
    }

    /// The name of the calendar season holding `at`: `2026-11` (monthly) or
    /// `2026-Q4` (quarterly).
    pub fn season_name(self, at: Millis) -> String {
        let day = date(at);
        match self {
            SeasonKind::Quarterly => format!("{}-Q{}", day.year(), day.month0() / 3 + 1),
            _ => format!("{}-{:02}", day.year(), day.month()),
        }
    }
}

/// The UTC day holding `at`.
fn date(at: Millis) -> NaiveDate {
    DateTime::<Utc>::from_timestamp_millis(at)
        .unwrap_or_default()
        .date_naive()
}

/// 00:00 UTC of `day`.
fn millis(day: NaiveDate) -> Millis {
    day.and_hms_opt(0, 0, 0)
        .map_or(Millis::MAX, |t| t.and_utc().timestamp_millis())
}

/// 00:00 UTC on the 1st of the month holding `at`.
pub fn month_start(at: Millis) -> Millis {
    let day = date(at);
    millis(day.with_day(1).unwrap_or(day))
}

/// 00:00 UTC on the 1st of the quarter holding `at`.
pub fn quarter_start(at: Millis) -> Millis {
    let day = date(at);
    let first = NaiveDate::from_ymd_opt(day.year(), day.month0() / 3 * 3 + 1, 1).unwrap_or(day);
    millis(first)
}

/// 00:00 UTC on the Monday of the ISO week holding `at`.
pub fn week_start(at: Millis) -> Millis {
    let day = date(at);
    millis(day - Duration::days(i64::from(day.weekday().num_days_from_monday())))
}

/// `2026-11-25` (UTC).
pub fn day_text(at: Millis) -> String {
    date(at).format("%Y-%m-%d").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(y: i32, m: u32, d: u32, h: u32) -> Millis {
        NaiveDate::from_ymd_opt(y, m, d)
            .unwrap()
            .and_hms_opt(h, 0, 0)
            .unwrap()
            .and_utc()
            .timestamp_millis()
    }

    #[test]
    fn calendar_seasons_run_from_the_first_of_a_month_or_quarter() {
        let now = at(2026, 11, 25, 13);
        assert_eq!(month_start(now), at(2026, 11, 1, 0));
        assert_eq!(SeasonKind::Monthly.next_boundary(now), at(2026, 12, 1, 0));
        assert_eq!(
            SeasonKind::Monthly.next_boundary(at(2026, 12, 31, 23)),
            at(2027, 1, 1, 0)
        );
        assert_eq!(SeasonKind::Monthly.season_name(now), "2026-11");
        assert_eq!(SeasonKind::Monthly.season_name(at(2026, 2, 1, 0)), "2026-02");
        assert_eq!(quarter_start(now), at(2026, 10, 1, 0));
        assert_eq!(SeasonKind::Quarterly.next_boundary(now), at(2027, 1, 1, 0));
        assert_eq!(
            SeasonKind::Quarterly.next_boundary(at(2026, 1, 1, 0)),
            at(2026, 4, 1, 0)
        );
        assert_eq!(SeasonKind::Quarterly.season_name(now), "2026-Q4");
        assert_eq!(SeasonKind::Quarterly.season_name(at(2026, 3, 31, 23)), "2026-Q1");
        assert_eq!(
            SeasonKind::Monthly.next_boundary(at(2026, 11, 1, 0)),
            at(2026, 12, 1, 0),
            "a boundary starts the season after it"
        );
    }

    #[test]
    fn a_week_starts_on_monday() {
        // 2026-11-25 is a Wednesday.
        assert_eq!(week_start(at(2026, 11, 25, 13)), at(2026, 11, 23, 0));
        assert_eq!(week_start(at(2026, 11, 23, 0)), at(2026, 11, 23, 0));
        assert_eq!(week_start(at(2026, 11, 22, 23)), at(2026, 11, 16, 0));
        assert_eq!(day_text(at(2026, 11, 25, 13)), "2026-11-25");
    }

    #[test]
    fn kinds_read_as_typed() {
        assert_eq!(SeasonKind::parse(" Monthly "), Some(SeasonKind::Monthly));
        assert_eq!(SeasonKind::parse("weekly"), None);
        assert!(SeasonKind::Quarterly.is_calendar() && !SeasonKind::Manual.is_calendar());
    }
}
