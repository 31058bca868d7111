//! Ratings (issue 19): how a finished game moves its players' ratings, and how
//! a rating reads. Pure: the store applies [`rate`] inside the
//! transaction that writes the result, and `parlor audit` replays every result
//! through it to check the stored ratings.
//!
//! - **Models**, from the `skillratings` crate: Glicko-2 for the two-player games
//!   (each game one rating period), Weng-Lin (the OpenSkill model) for Number One,
//!   which seats two to four. Weng-Lin's μ and σ are shown ×60, so every game
//!   reads on the same scale (a new player is 1500 ± 350 in Glicko-2, 1500 ± 500
//!   in Weng-Lin).
//! - **Idle time** (issue 32): Glicko-2's rating period is one UTC day. Before a
//!   game is rated, each seat's deviation grows once per whole idle day since
//!   that player's previous rated game in the game ([`Rating::idle`], skillratings'
//!   `decay_deviation`, capped at a new player's 350), and ratings read "as of
//!   now" are decayed the same way, so a returning player's rating moves
//!   faster. Weng-Lin (Number One) has no such decay in skillratings: its σ is
//!   left as it is.
//! - Who is rated, which results count and how seats rank are the store's
//!   (`store/ratings.rs`); this module only rates.

use crate::clock::Millis;
use skillratings::glicko2::{decay_deviation, glicko2, Glicko2Config, Glicko2Rating};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::{MultiTeamOutcome, Outcomes};

/// Weng-Lin's scale factor for display: μ 25 reads 1500.
const WENG_LIN_SCALE: f64 = 60.0;

/// One player's rating in a game's model: Glicko-2's rating, deviation and
/// volatility, or Weng-Lin's μ and σ (volatility unused).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// Glicko-2 rating or Weng-Lin μ.
    pub value: f64,
    /// Glicko-2 deviation or Weng-Lin σ.
    pub deviation: f64,
    /// Glicko-2 volatility; 0 for Weng-Lin.
    pub volatility: f64,
}

impl Rating {
    /// A new player's rating in `game`'s model.
    pub fn initial(game: &str) -> Rating {
        if multi_player(game) {
            let r = WengLinRating::new();
            Rating {
                value: r.rating,
                deviation: r.uncertainty,
                volatility: 0.0,
            }
        } else {
            let r = Glicko2Rating::new();
            Rating {
                value: r.rating,
                deviation: r.deviation,
                volatility: r.volatility,
            }
        }
    }

    /// The rating after `days` idle rating periods: Glicko-2's deviation grows
    /// once per day (never above a new player's); Weng-Lin's is unchanged.
    pub fn idle(self, game: &str, days: u64) -> Rating {
        if multi_player(game) {
            return self;
        }
        let mut r = Glicko2Rating {
            rating: self.value,
            deviation: self.deviation,
            volatility: self.volatility,
        };
        for _ in 0..days {
            let next = decay_deviation(&r);
            if next.deviation == r.deviation {
                break;
            }
            r = next;
        }
        Rating {
            value: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }

    /// The rating at `now` of a player whose last rated game was at `last`:
    /// [`Rating::idle`] for the whole days between.
    pub fn as_of(self, game: &str, last: Millis, now: Millis) -> Rating {
        self.idle(game, idle_days(last, now))
    }

    /// The rating as players read it, on the 1500 scale.
    pub fn shown(&self, game: &str) -> (f64, f64) {
        if multi_player(game) {
            (self.value * WENG_LIN_SCALE, self.deviation * WENG_LIN_SCALE)
        } else {
            (self.value, self.deviation)
        }
    }

    /// "1,623 ± 82", in the reader's language (the thousands grouped its way).
    pub fn msg(&self, game: &str) -> parlor_games::i18n::Msg {
        let (value, deviation) = self.shown(game);
        parlor_games::msg!(
            "social-rating",
            value = parlor_games::i18n::Arg::Grouped(value.round().max(0.0) as i64),
            deviation = deviation.round() as i64
        )
    }

    /// "1,623 ± 82".
    pub fn text(&self, game: &str) -> String {
        let (value, deviation) = self.shown(game);
        format!(
            "{} ± {}",
            parlor_games::amount::grouped(value.round().max(0.0) as i128),
            deviation.round() as i64
        )
    }
}

/// One rating period: a UTC day.
pub const RATING_PERIOD: Millis = 86_400_000;

/// Whole rating periods from `last` to `now` (none when `now` is not later).
pub fn idle_days(last: Millis, now: Millis) -> u64 {
    (now.saturating_sub(last) / RATING_PERIOD).max(0) as u64
}

/// Whether `game` is rated with the multi-player model.
fn multi_player(game: &str) -> bool {
    game == "number-one"
}

/// The ratings after a game: `before[i]` is seat `i`'s rating going in and
/// `ranks[i]` its place; returns each seat's rating after. Seats that share a
/// key (a Parlor level seated twice) are the caller's to skip.
pub fn rate(game: &str, before: &[Rating], ranks: &[usize]) -> Vec<Rating> {
    if multi_player(game) {
        let teams: Vec<[WengLinRating; 1]> = before
            .iter()
            .map(|r| {
                [WengLinRating {
                    rating: r.value,
                    uncertainty: r.deviation,
                }]
            })
            .collect();
        let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(ranks)
            .map(|(team, &rank)| (&team[..], MultiTeamOutcome::new(rank)))
            .collect();
        return weng_lin_multi_team(&input, &WengLinConfig::new())
            .into_iter()
            .map(|team| Rating {
                value: team[0].rating,
                deviation: team[0].uncertainty,
                volatility: 0.0,
            })
            .collect();
    }
    let [a, b] = [0, 1].map(|i| {
        let r = before.get(i).copied().unwrap_or_else(|| Rating::initial(game));
        Glicko2Rating {
            rating: r.value,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    });
    let outcome = match (ranks.first(), ranks.get(1)) {
        (Some(x), Some(y)) if x < y => Outcomes::WIN,
        (Some(x), Some(y)) if x > y => Outcomes::LOSS,
        _ => Outcomes::DRAW,
    };
    let (a, b) = glicko2(&a, &b, &outcome, &Glicko2Config::new());
    [a, b]
        .into_iter()
        .take(before.len())
        .map(|r| Rating {
            value: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_raises_the_winner_and_lowers_the_loser() {
        let before = [Rating::initial("checkers"); 2];
        let after = rate("checkers", &before, &[2, 1]);
        assert!(after[1].value > 1500.0 && after[0].value < 1500.0, "{after:?}");
        assert!(after[0].deviation < 350.0, "a game makes the rating surer");
        assert_eq!(after[0].text("checkers").split(" ± ").count(), 2);
    }

    #[test]
    fn number_one_rates_every_seat_with_the_winner_first() {
        let before = [Rating::initial("number-one"); 3];
        let after = rate("number-one", &before, &[2, 2, 1]);
        assert!(after[2].value > after[0].value, "{after:?}");
        assert_eq!(after[0].value, after[1].value, "the two losers tie");
        assert_eq!(Rating::initial("number-one").shown("number-one").0, 1500.0);
    }

    #[test]
    fn idle_days_widen_a_glicko_deviation_up_to_a_new_players() {
        let before = [Rating::initial("checkers"); 2];
        let played = rate("checkers", &before, &[2, 1])[0];
        assert_eq!(idle_days(0, RATING_PERIOD - 1), 0, "a part of a day is no period");
        assert_eq!(idle_days(0, 3 * RATING_PERIOD + 5), 3);
        assert_eq!(idle_days(10, 0), 0);
        assert_eq!(played.as_of("checkers", 0, RATING_PERIOD - 1), played);
        let month = played.as_of("checkers", 0, 30 * RATING_PERIOD);
        assert!(month.deviation > played.deviation, "{month:?} {played:?}");
        assert_eq!(month.value, played.value, "idle time moves no rating");
        let decade = played.idle("checkers", 3650);
        assert_eq!(decade.deviation, 350.0, "never above a new player's");
        let weng_lin = Rating::initial("number-one");
        assert_eq!(weng_lin.idle("number-one", 30), weng_lin, "Weng-Lin has no decay");
    }

    #[test]
    fn a_draw_between_equals_moves_no_rating_much() {
        let before = [Rating::initial("line"); 2];
        let after = rate("line", &before, &[1, 1]);
        assert!((after[0].value - 1500.0).abs() < 1e-6, "{after:?}");
    }
}
