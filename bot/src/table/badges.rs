//! Achievements (issue 32) at the table: the badges a change earns, found when a
//! game or a tournament ends, and their announcements. What earns a badge is
//! [`crate::badges`]'s; the store writes each badge once and posts its
//! announcement only when the badge is new (`store/badges.rs`), so two
//! processes never announce one badge twice.
//!
//! Cheap: only the members of the game (or tournament) that just ended are
//! looked at, each from their own games (the store's `member_results`) and
//! the badges they hold. A badge the record earned earlier but that is not
//! stored (a database from before badges) is found at the member's next
//! counted game and announced then, with its own date.
//!
//! Announced by a post of its own through the outbox, in the game's channel
//! (a tournament's badges in the tournament's channel), in the room's
//! language, rather than a line of the game-over reply: a reply is written
//! before the store knows whether the badge is new.

use super::api::{Audience, ChannelKey, Reply};
use crate::badges::{self, Badge, Championship, Earned, Reference};
use crate::clock::Millis;
use crate::i18n::tr;
use crate::name::Name;
use crate::store::{
    finished_for, tournament_end, BadgeAward, FinishedGame, GameResult, Player, SessionRecord, Store, StoreError,
    TournamentRecord, TournamentStatus,
};
use parlor_games::i18n::{Locale, Msg};
use parlor_games::msg;

/// A badge a change earns a member, found before the change is stored.
pub(super) struct Candidate {
    server: String,
    member: Player,
    /// Where it is announced.
    channel: ChannelKey,
    earned: Earned,
}

/// The badges a change earns: the members' of a game ending with `result`,
/// and, once it is finished, a tournament's players'. Only badges the member
/// does not hold yet. A store that can't be read finds none (logged): the
/// game's end is stored all the same, and the badge is found at the member's
/// next game.
pub(super) fn candidates(
    store: &mut dyn Store,
    game: Option<(&SessionRecord, &GameResult)>,
    tournament: Option<&TournamentRecord>,
    at: Millis,
) -> Vec<Candidate> {
    let mut found = Vec::new();
    if let Some((record, result)) = game {
        match for_game(store, record, result, at) {
            Ok(more) => found.extend(more),
            Err(e) => tracing::error!(session = record.id, "cannot read the record badges come from: {e:#}"),
        }
    }
    if let Some(t) = tournament {
        match for_tournament(store, t) {
            Ok(more) => found.extend(more),
            Err(e) => tracing::error!(tournament = t.id, "cannot read the record badges come from: {e:#}"),
        }
    }
    found
}

/// The seats of members (not Parlor), each member once.
fn members(seats: &[Player]) -> Vec<&Player> {
    let mut out: Vec<&Player> = Vec::new();
    for p in seats.iter().filter(|p| p.parlor.is_none()) {
        if !out.iter().any(|o| o.id == p.id) {
            out.push(p);
        }
    }
    out
}

/// The new badges the end of `record` (with `result`, at `at`) earns its
/// members: derived from each one's games on the server and this one.
fn for_game(
    store: &mut dyn Store,
    record: &SessionRecord,
    result: &GameResult,
    at: Millis,
) -> Result<Vec<Candidate>, StoreError> {
    if !matches!(result.outcome.as_str(), "won" | "draw") || record.server.is_none() {
        // A game without a result changes no member's badges, and badges are a
        // server's: a direct game (a DM or group DM, issue 33) earns none.
        return Ok(Vec::new());
    }
    let server = record.server.clone().unwrap_or_default();
    let this = FinishedGame {
        session: record.id,
        game: record.game.clone(),
        finished_at: at,
        outcome: result.outcome.clone(),
        winner: result.winner,
        winner_seat: result.winner_seat,
        reason: result.reason.clone(),
        players: record.seats.clone(),
    };
    let mut found = Vec::new();
    for member in members(&record.seats) {
        let held = store.badges(&server, member.id)?;
        if badges::GAME_BADGES.iter().all(|b| held.iter().any(|h| h.badge == *b)) {
            // Nothing more a game can earn them: their games are not read.
            continue;
        }
        let mut games: Vec<badges::Finished> = store
            .member_results(&server, member.id)?
            .iter()
            .filter(|g| g.session != record.id)
            .filter_map(|g| finished_for(member.id, g))
            .collect();
        games.extend(finished_for(member.id, &this));
        found.extend(new_ones(badges::from_games(&games), &held).map(|earned| Candidate {
            server: server.clone(),
            member: member.clone(),
            channel: ChannelKey(record.channel.clone()),
            earned,
        }));
    }
    Ok(found)
}

/// The new badges a finished tournament earns its players: derived from each
/// one's finished tournaments on the server and this one.
fn for_tournament(store: &mut dyn Store, t: &TournamentRecord) -> Result<Vec<Candidate>, StoreError> {
    if t.status != TournamentStatus::Finished {
        return Ok(Vec::new());
    }
    let mut all: Vec<TournamentRecord> = store
        .finished_tournaments(&t.server)?
        .into_iter()
        .filter(|other| other.id != t.id)
        .collect();
    all.push(t.clone());
    let mut found = Vec::new();
    for member in members(&t.members) {
        let ends: Vec<badges::TournamentEnd<'_>> = all.iter().filter_map(|x| tournament_end(member.id, x)).collect();
        let held = store.badges(&t.server, member.id)?;
        found.extend(
            new_ones(badges::from_tournaments(&ends), &held).map(|earned| Candidate {
                server: t.server.clone(),
                member: member.clone(),
                channel: ChannelKey(t.channel.clone()),
                earned,
            }),
        );
    }
    Ok(found)
}

/// The season badges the champions of a season that just ended earn on
/// `server`, announced in `channel` (the server's `announce_channel`). The
/// season's end (`seasons.rs`) puts what [`announce`] makes of them in the
/// same change (`SeasonTurn::badges`); `members` names each champion as chat
/// should write them. `championships` are every season's on the server so
/// far, the new ones included.
pub(super) fn for_seasons(
    store: &mut dyn Store,
    server: &str,
    championships: &[Championship],
    members: &[Player],
    channel: &ChannelKey,
) -> Result<Vec<Candidate>, StoreError> {
    let mut found = Vec::new();
    for member in members {
        let held = store.badges(server, member.id)?;
        found.extend(
            new_ones(badges::from_championships(member.id, championships), &held).map(|earned| Candidate {
                server: server.to_string(),
                member: member.clone(),
                channel: channel.clone(),
                earned,
            }),
        );
    }
    Ok(found)
}

/// The badges of `earned` not in `held`.
fn new_ones<'a>(earned: Vec<Earned>, held: &'a [Earned]) -> impl Iterator<Item = Earned> + 'a {
    earned
        .into_iter()
        .filter(move |e| !held.iter().any(|h| h.badge == e.badge))
}

/// Each candidate as the change stores it, with its announcement in `room`'s
/// language (each post's id from `new_post`).
pub(super) fn announce(candidates: Vec<Candidate>, room: Locale, mut new_post: impl FnMut() -> i64) -> Vec<BadgeAward> {
    candidates
        .into_iter()
        .map(|c| {
            let text = tr(
                room,
                &msg!(
                    "badges-earned",
                    player = c.member.name.to_string(),
                    badge = name(c.earned.badge),
                    about = about(c.earned.badge),
                    by = reference(&c.earned.by)
                ),
            );
            let reply = Reply::to(Audience::Post(c.channel.clone()), text);
            BadgeAward {
                server: c.server,
                member: c.member.id,
                post: Some(super::post::stored(new_post(), &c.channel, &reply)),
                earned: c.earned,
            }
        })
        .collect()
}

/// A badge's name ("Five in a row").
pub(super) fn name(badge: Badge) -> Msg {
    Msg::new(format!("badge-{}", badge.key()))
}

/// What a badge is for ("five games won in a row").
fn about(badge: Badge) -> Msg {
    Msg::new(format!("badge-{}-about", badge.key()))
}

/// The longest season name a badge's line shows.
const SEASON_SHOWN: usize = 32;

/// What earned a badge: "game #12", "tournament #3", "season Spring, Checkers".
pub(super) fn reference(by: &Reference) -> Msg {
    match by {
        Reference::Game(session) => msg!("badges-by-game", session = session.to_string()),
        Reference::Tournament(id) => msg!("badges-by-tournament", id = id.to_string()),
        Reference::Season { season, game } => {
            let mut shown: String = season.chars().take(SEASON_SHOWN).collect();
            if shown.len() < season.len() {
                shown.push('…');
            }
            msg!(
                "badges-by-season",
                season = Name::new(shown.as_str()).to_string(),
                game = parlor_games::GameKind::from_name(game)
                    .map_or_else(|| Msg::raw(game.as_str()), |k| parlor_games::i18n::title(k.name()))
            )
        }
    }
}
