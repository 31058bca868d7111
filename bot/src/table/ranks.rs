//! Rank bands (issue 32): each rating reads as a named band (Bronze < 1300 ≤
//! Silver < 1500 ≤ Gold < 1700 ≤ Platinum < 1900 ≤ Diamond by default). A
//! server changes names and bounds with the `rank_bands` setting, typed as
//! `Bronze Silver:1300 Gold:1500 Platinum:1700 Diamond:1900`: the lowest band
//! first and without a bound, each next one with the rating it starts at.
//!
//! A member has a band in a game once they are ranked there (the leaderboard's
//! three rated games, [`RANKED_AFTER`]); the band is read from the rating as
//! players see it (the 1500 scale, rounded).

use super::text::shorten;
use parlor_games::i18n::Msg;
use parlor_games::msg;

/// Rated games in a game (or a season) before a member is ranked there: on
/// its leaderboard, with a band.
pub const RANKED_AFTER: u32 = 3;

/// The most bands a server may name.
const MOST_BANDS: usize = 10;
/// The longest band name.
const LONGEST_NAME: usize = 24;
/// The highest bound a band may start at.
const HIGHEST_BOUND: i64 = 5000;

/// The default bands' names, lowest first, each with a message in every
/// language (`rank-<name>`), and the bounds of all but the first.
const STANDARD: [(&str, i64); 5] = [
    ("bronze", i64::MIN),
    ("silver", 1300),
    ("gold", 1500),
    ("platinum", 1700),
    ("diamond", 1900),
];

/// One band: its name as typed (or a standard one's key) and the shown rating
/// it starts at (`i64::MIN` for the lowest).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Band {
    /// The name as the server typed it (`Gold`), or a standard key (`gold`).
    pub name: String,
    /// The lowest shown rating in the band; `i64::MIN` for the first band.
    pub from: i64,
}

impl Band {
    /// The band's name in lower case: how `rank_roles` and commands name it.
    pub fn key(&self) -> String {
        self.name.to_lowercase()
    }

    /// The name as players read it: a standard band's in their language
    /// (`Oro`), a server's own as typed.
    pub fn msg(&self) -> Msg {
        let key = self.key();
        if STANDARD.iter().any(|(name, _)| *name == key) {
            Msg::new(format!("rank-{key}"))
        } else {
            Msg::raw(self.name.clone())
        }
    }
}

/// A server's bands, lowest first, with increasing bounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RankBands(Vec<Band>);

impl Default for RankBands {
    fn default() -> Self {
        RankBands(
            STANDARD
                .iter()
                .map(|&(name, from)| Band {
                    name: capitalised(name),
                    from,
                })
                .collect(),
        )
    }
}

fn capitalised(name: &str) -> String {
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

impl RankBands {
    /// The bands, lowest first.
    pub fn bands(&self) -> &[Band] {
        &self.0
    }

    /// The band a shown rating falls in.
    pub fn of(&self, shown: f64) -> &Band {
        let rating = shown.round() as i64;
        self.0.iter().rev().find(|b| rating >= b.from).unwrap_or(&self.0[0])
    }

    /// The band of a member with `games` rated games at shown rating `shown`:
    /// none until they are ranked ([`RANKED_AFTER`]).
    pub fn ranked(&self, shown: f64, games: u32) -> Option<&Band> {
        (games >= RANKED_AFTER).then(|| self.of(shown))
    }

    /// The position of the band named `name` (any case), lowest 0.
    pub fn position(&self, name: &str) -> Option<usize> {
        let key = name.trim().to_lowercase();
        self.0.iter().position(|b| b.key() == key)
    }

    /// The bands as typed and stored: `Bronze Silver:1300 Gold:1500 …`.
    pub fn shown(&self) -> String {
        self.0
            .iter()
            .enumerate()
            .map(|(i, b)| {
                if i == 0 {
                    b.name.clone()
                } else {
                    format!("{}:{}", b.name, b.from)
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Bands as typed: names separated by spaces or commas, the first alone,
    /// each next as `Name:bound` with bounds increasing. `Err` is one line.
    pub fn parse(typed: &str) -> Result<RankBands, Msg> {
        let words: Vec<&str> = typed.split([' ', ',']).filter(|w| !w.is_empty()).collect();
        if words.len() < 2 || words.len() > MOST_BANDS {
            return Err(msg!("rank-bands-count", most = MOST_BANDS, given = words.len()));
        }
        let mut bands: Vec<Band> = Vec::new();
        for (i, word) in words.iter().enumerate() {
            let (name, bound) = match word.split_once([':', '=']) {
                Some((name, bound)) => (name, Some(bound)),
                None => (*word, None),
            };
            let fine = !name.is_empty()
                && name.chars().count() <= LONGEST_NAME
                && name.chars().all(|c| c.is_alphanumeric() || matches!(c, '-' | '_'));
            if !fine {
                return Err(msg!("rank-bands-bad-name", value = shorten(word), most = LONGEST_NAME));
            }
            if bands.iter().any(|b| b.key() == name.to_lowercase()) {
                return Err(msg!("rank-bands-twice", name = shorten(name)));
            }
            let from = match (i, bound) {
                (0, None) => i64::MIN,
                (0, Some(_)) => return Err(msg!("rank-bands-first-bound", name = shorten(name))),
                (_, None) => return Err(msg!("rank-bands-no-bound", name = shorten(name))),
                (_, Some(bound)) => match bound.parse::<i64>() {
                    Ok(n) if (0..=HIGHEST_BOUND).contains(&n) => n,
                    _ => {
                        return Err(msg!(
                            "rank-bands-bad-bound",
                            name = shorten(name),
                            value = shorten(bound),
                            most = HIGHEST_BOUND
                        ))
                    }
                },
            };
            if let Some(last) = bands.last().filter(|last| i > 1 && from <= last.from) {
                return Err(msg!(
                    "rank-bands-order",
                    name = shorten(name),
                    bound = from,
                    previous = last.name.clone(),
                    previous_bound = last.from
                ));
            }
            bands.push(Band {
                name: name.to_string(),
                from,
            });
        }
        Ok(RankBands(bands))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_bands_split_ratings_at_their_bounds() {
        let bands = RankBands::default();
        assert_eq!(bands.of(1299.4).name, "Bronze");
        assert_eq!(bands.of(1299.6).name, "Silver", "the shown rating is rounded");
        assert_eq!(bands.of(1500.0).name, "Gold");
        assert_eq!(bands.of(2400.0).name, "Diamond");
        assert_eq!(bands.of(0.0).name, "Bronze");
        assert_eq!(bands.ranked(1800.0, 2), None, "not ranked before three games");
        assert_eq!(bands.ranked(1800.0, 3).map(|b| b.key()), Some("platinum".into()));
        assert_eq!(bands.shown(), "Bronze Silver:1300 Gold:1500 Platinum:1700 Diamond:1900");
        assert_eq!(RankBands::parse(&bands.shown()).unwrap(), bands);
        assert_eq!(bands.position("GOLD"), Some(2));
        assert_eq!(bands.of(1500.0).msg().en(), "Gold");
    }

    #[test]
    fn a_server_names_its_own_bands() {
        let bands = RankBands::parse("Pawn, Knight:1400 Rook:1600 Queen:1800").unwrap();
        assert_eq!(bands.of(1650.0).name, "Rook");
        assert_eq!(bands.of(1650.0).msg().en(), "Rook");
        assert_eq!(bands.bands().len(), 4);
    }

    #[test]
    fn bands_out_of_order_or_malformed_are_refused_in_one_line() {
        for typed in [
            "Bronze",
            "Bronze Silver",
            "Bronze:0 Silver:1300",
            "Bronze Silver:1500 Gold:1300",
            "Bronze Silver:1500 Gold:1500",
            "Bronze Silver:high",
            "Bronze Silver:-5",
            "Bronze bronze:1300",
            "Bronze Sil<ver:1300",
            "a b:1 c:2 d:3 e:4 f:5 g:6 h:7 i:8 j:9 k:10",
        ] {
            let why = RankBands::parse(typed).unwrap_err().en();
            assert!(!why.is_empty() && !why.contains('\n'), "{typed}: {why}");
        }
        let why = RankBands::parse("Bronze Silver:1500 Gold:1300").unwrap_err().en();
        assert!(why.contains("Gold") && why.contains("Silver"), "{why}");
    }
}
