//! What moves a running tournament on (issue 31): a game's result recorded in
//! it, forfeits counted (two withdraw a player), the next round paired as soon
//! as the last game of a round ends, the end once the last round has; and the
//! posts that say so: the round's pairings in the tournament's channel, a
//! thread asked for each game ([`Reply::board`]), the final standings with the
//! winner pinged.
//!
//! Pure over the record: the caller reads the tournament holding the table's
//! tournament lock, and stores what comes back in the transaction of the change
//! that caused it (`base` for a game's end, `tournament` for the commands).

use super::api::{Audience, ChannelKey, Mention, Picture, Reply};
use crate::i18n::tr;
use crate::store::{BoardRef, GameResult, SessionRecord, TournamentRecord, TournamentStatus};
use parlor_games::i18n::{Locale, Msg};
use parlor_games::msg;
use parlor_games::tournament::view::{Head, TournamentView};
use parlor_games::tournament::{GameResult as Played, Recorded, TournamentError};

/// The longest thread name Discord takes.
const THREAD_NAME: usize = 100;
/// The most players a round's or the standings' text lists (the picture shows more).
const LISTED: usize = 12;

/// How a tournament game's stored result reads in the tournament: the winner's
/// seat (seat 1 moves first), a draw, or a forfeit (the result's reason is
/// `forfeit`: the loser never moved in their first turn). An ending with no
/// winner that is not a draw (a game abandoned) counts as a draw.
pub(super) fn result_of(result: &GameResult) -> Played {
    let forfeit = result.reason == "forfeit";
    match (result.outcome.as_str(), result.winner_seat) {
        ("won", Some(0)) if forfeit => Played::ForfeitFirst,
        ("won", Some(_)) if forfeit => Played::ForfeitSecond,
        ("won", Some(0)) => Played::First,
        ("won", Some(_)) => Played::Second,
        _ => Played::Draw,
    }
}

/// The tournament board a session plays, if any.
pub(super) fn board_of(record: &SessionRecord) -> Option<BoardRef> {
    record.tournament
}

/// A tournament as plain data, for the JSON and the pictures.
pub fn view(t: &TournamentRecord) -> TournamentView {
    let head = Head {
        id: t.id as u64,
        name: t.name.clone(),
        game: t.game.clone(),
        options: t.options.clone(),
        status: t.status,
    };
    match &t.pairings {
        Some(pairings) => pairings.view(head, |round, board| match t.board(round, board) {
            Some(game) => (Some(game.session as u64), Some(game.thread.clone())),
            None => (None, None),
        }),
        None => {
            // Open: the sign-ups so far, unpaired.
            let entrants = t
                .members
                .iter()
                .map(|p| parlor_games::tournament::Entrant {
                    name: p.name.as_str().to_string(),
                    rating: 0,
                    withdrawn: None,
                })
                .collect();
            let open = parlor_games::tournament::Tournament {
                format: t.format,
                double: t.double,
                rounds: t.rounds.unwrap_or(0),
                entrants,
                played: Vec::new(),
            };
            open.view(head, |_, _| (None, None))
        }
    }
}

/// A player's name as chat writes it (escaped).
fn name(t: &TournamentRecord, start: u32) -> Msg {
    Msg::raw(
        t.member(start)
            .map(|p| p.name.to_string())
            .unwrap_or_else(|| start.to_string()),
    )
}

/// The mention of a player.
fn mention(t: &TournamentRecord, start: u32) -> Option<Mention> {
    t.member(start).map(|p| Mention {
        id: p.id,
        name: p.name.clone(),
    })
}

/// The name of a board's thread: "Spring cup — round 2 — alice vs bob".
pub(super) fn thread_name(t: &TournamentRecord, room: Locale, round: u32, first: u32, second: u32) -> String {
    let raw = |start: u32| t.member(start).map(|p| p.name.as_str().to_string()).unwrap_or_default();
    let text = tr(
        room,
        &msg!(
            "tournament-thread-name",
            name = t.name.as_str(),
            round = round,
            first = raw(first),
            second = raw(second)
        ),
    );
    text.chars().take(THREAD_NAME).collect()
}

/// A tournament picture and its alt text, both from one scene, as a reply
/// carries them.
fn picture(view: &TournamentView, file_name: String, (png, description): (Vec<u8>, String)) -> Picture {
    Picture {
        file_name,
        png,
        title: view.name.clone(),
        diagram: super::api::Lazy::new(String::new),
        description,
    }
}

/// The pairings picture of `round` of the tournament `view` shows.
pub(super) fn pairings_picture(view: &TournamentView, round: u32, room: Locale) -> Picture {
    let drawn = parlor_render::tournament::pairings_picture_and_alt_text(view, round, room);
    picture(view, format!("tournament-{}-round-{round}.png", view.id), drawn)
}

/// The standings picture of the tournament `view` shows.
pub(super) fn standings_picture(view: &TournamentView, room: Locale) -> Picture {
    let drawn = parlor_render::tournament::standings_picture_and_alt_text(view, room);
    picture(view, format!("tournament-{}-standings.png", view.id), drawn)
}

/// A round's boards in the order they are listed: the games, then the byes
/// (FIDE's habit); `None` for a round not paired.
pub(super) fn listed(t: &TournamentRecord, round: u32) -> Vec<usize> {
    let Some(boards) = t
        .pairings
        .as_ref()
        .and_then(|p| p.played.get((round as usize).checked_sub(1)?))
    else {
        return Vec::new();
    };
    let (games, byes): (Vec<usize>, Vec<usize>) =
        (0..boards.pairings.len()).partition(|&b| !boards.pairings[b].is_bye());
    games.into_iter().chain(byes).collect()
}

/// One board as a line: "Board 1: alice vs bob", "carol has the bye", or with
/// its result. Boards are numbered among the round's games.
pub(super) fn board_line(t: &TournamentRecord, round: u32, board: usize) -> Option<Msg> {
    let pairings = t.pairings.as_ref()?;
    let boards = &pairings.played.get(round as usize - 1)?.pairings;
    let p = boards.get(board)?;
    let first = name(t, p.first);
    let Some(second) = p.second else {
        return Some(msg!("tournament-bye", player = first));
    };
    let number = boards[..board].iter().filter(|b| !b.is_bye()).count() + 1;
    let second = name(t, second);
    Some(match p.result {
        None => msg!("tournament-board", board = number, first = first, second = second),
        Some(result) => msg!(
            "tournament-board-result",
            board = number,
            first = first,
            second = second,
            result = result_msg(result)
        ),
    })
}

/// A result as players read it ("1–0", "½–½", "1–0 by forfeit").
pub(super) fn result_msg(result: Played) -> Msg {
    Msg::raw(match result {
        Played::First => "1–0",
        Played::Second => "0–1",
        Played::Draw => "½–½",
        Played::ForfeitFirst => "+/−",
        Played::ForfeitSecond => "−/+",
    })
}

/// The posts that open round `round`: its pairings in the tournament's channel
/// (text and picture), then one request per game for its thread.
///
/// `web`: the pages' address when the server's are served (issue 34): the
/// posts that pair a round and end the tournament link its page.
pub(super) fn round_posts(
    t: &TournamentRecord,
    round: u32,
    room: Locale,
    web: Option<&str>,
) -> Vec<(ChannelKey, Reply)> {
    let Some(pairings) = t.pairings.as_ref() else {
        return Vec::new();
    };
    let Some(boards) = pairings.played.get(round as usize - 1) else {
        return Vec::new();
    };
    let channel = ChannelKey(t.channel.clone());
    let lines: Vec<Msg> = listed(t, round)
        .into_iter()
        .take(LISTED)
        .filter_map(|b| board_line(t, round, b))
        .collect();
    let more = boards.pairings.len().saturating_sub(LISTED);
    let mut text = vec![msg!(
        "tournament-round-paired",
        name = t.name.as_str(),
        round = round,
        rounds = pairings.rounds
    )];
    text.extend(lines);
    if more > 0 {
        text.push(msg!("tournament-and-more", count = more));
    }
    text.push(msg!("tournament-round-threads"));
    text.extend(web.map(|url| super::text::tournament_line(url, &t.server, t.id)));
    let mut announce = Reply::to(Audience::Post(channel.clone()), tr(room, &Msg::lines(text)));
    announce.picture = Some(pairings_picture(&view(t), round, room));
    let mut posts = vec![(channel.clone(), announce)];
    posts.extend(thread_requests(t, round, room));
    posts
}

/// A request for the thread of every undecided board of `round` not yet
/// started.
pub(super) fn thread_requests(t: &TournamentRecord, round: u32, room: Locale) -> Vec<(ChannelKey, Reply)> {
    let Some(boards) = t.pairings.as_ref().and_then(|p| p.played.get(round as usize - 1)) else {
        return Vec::new();
    };
    let channel = ChannelKey(t.channel.clone());
    boards
        .pairings
        .iter()
        .enumerate()
        .filter(|(b, p)| !p.is_decided() && t.board(round, *b).is_none())
        .filter_map(|(board, p)| {
            let second = p.second?;
            let mut reply = Reply::to(Audience::Post(channel.clone()), String::new());
            reply.thread = Some(thread_name(t, room, round, p.first, second));
            reply.board = Some(BoardRef {
                tournament: t.id,
                round,
                board,
            });
            Some((channel.clone(), reply))
        })
        .collect()
}

/// The post that ends a tournament: the final standings, the winner pinged.
fn final_post(t: &TournamentRecord, room: Locale, web: Option<&str>) -> (ChannelKey, Reply) {
    let channel = ChannelKey(t.channel.clone());
    let view = view(t);
    let mut lines = Vec::new();
    let winner = view.players.first().map(|p| p.start);
    match winner {
        Some(start) => lines.push(msg!(
            "tournament-won",
            name = t.name.as_str(),
            winner = name(t, start),
            score = view.players[0].score.to_string()
        )),
        None => lines.push(msg!("tournament-over", name = t.name.as_str())),
    }
    lines.push(standings_lines(t, &view));
    lines.extend(web.map(|url| super::text::tournament_line(url, &t.server, t.id)));
    let mut reply = Reply::to(Audience::Post(channel.clone()), tr(room, &Msg::lines(lines)));
    reply.picture = Some(standings_picture(&view, room));
    if let Some(m) = winner.and_then(|s| mention(t, s)) {
        reply.mentions.push(m);
    }
    (channel, reply)
}

/// The first standings as lines: "1. alice — 3 points".
pub(super) fn standings_lines(t: &TournamentRecord, view: &TournamentView) -> Msg {
    let mut lines: Vec<Msg> = view
        .players
        .iter()
        .take(LISTED)
        .map(|p| {
            let line = msg!(
                "tournament-standing",
                rank = p.rank,
                player = name(t, p.start),
                score = p.score.to_string()
            );
            if p.withdrawn {
                msg!("tournament-standing-withdrawn", line = line)
            } else {
                line
            }
        })
        .collect();
    let more = view.players.len().saturating_sub(LISTED);
    if more > 0 {
        lines.push(msg!("tournament-and-more", count = more));
    }
    Msg::lines(lines)
}

/// Moves the tournament on after its round may have ended: pairs each next
/// round whose games are all decided already (a round of forfeits), or ends
/// the tournament. The posts to make.
pub(super) fn advance(
    t: &mut TournamentRecord,
    room: Locale,
    web: Option<&str>,
    now: crate::clock::Millis,
) -> Vec<(ChannelKey, Reply)> {
    let mut posts = Vec::new();
    t.updated_at = now;
    loop {
        let Some(pairings) = t.pairings.as_mut() else {
            return posts;
        };
        if !pairings.round_over() {
            return posts;
        }
        if pairings.is_over() {
            t.status = TournamentStatus::Finished;
            posts.push(final_post(t, room, web));
            return posts;
        }
        match pairings.pair_next() {
            Ok(_) => {
                let round = pairings.round();
                posts.extend(round_posts(t, round, room, web));
            }
            Err(e) => {
                // No round left, or none that keeps the pairing rules (every
                // pair of a small Swiss has met): the tournament ends here.
                if !matches!(e, TournamentError::NoRoundsLeft) {
                    tracing::info!(tournament = t.id, "a tournament ends early: {e}");
                }
                t.status = TournamentStatus::Finished;
                posts.push(final_post(t, room, web));
                return posts;
            }
        }
    }
}

/// Records a game's result at its board, counts a forfeit against the
/// absentee (two withdraw them: rulings "Scoring"), starts a knockout replay,
/// and moves the tournament on. The posts to make. A result for a tournament
/// that no longer runs, or for a board already decided, changes nothing.
pub(super) fn record_result(
    t: &mut TournamentRecord,
    at: BoardRef,
    result: Played,
    room: Locale,
    web: Option<&str>,
    now: crate::clock::Millis,
) -> Vec<(ChannelKey, Reply)> {
    if t.status != TournamentStatus::Running {
        return Vec::new();
    }
    let Some(pairings) = t.pairings.as_mut() else {
        return Vec::new();
    };
    let Some(p) = pairings
        .played
        .get(at.round as usize - 1)
        .and_then(|r| r.pairings.get(at.board))
        .cloned()
    else {
        return Vec::new();
    };
    let recorded = match pairings.record(at.round, at.board, result) {
        Ok(recorded) => recorded,
        Err(e) => {
            tracing::warn!(tournament = t.id, "a result could not be recorded: {e}");
            return Vec::new();
        }
    };
    let absentee = match result {
        Played::ForfeitFirst => p.second,
        Played::ForfeitSecond => Some(p.first),
        _ => None,
    };
    if let Some(start) = absentee {
        if let Some(member) = t.member(start).map(|m| m.id) {
            let count = t.forfeits.entry(member).or_insert(0);
            *count += 1;
            if *count >= 2 {
                if let Some(pairings) = t.pairings.as_mut() {
                    pairings.withdraw(start);
                }
            }
        }
    }
    let mut posts = Vec::new();
    if let Recorded::Replay(board) = recorded {
        let line = board_line(t, at.round, board).unwrap_or_else(|| Msg::raw(""));
        let channel = ChannelKey(t.channel.clone());
        posts.push((
            channel.clone(),
            Reply::to(
                Audience::Post(channel),
                tr(room, &msg!("tournament-replay", line = line)),
            ),
        ));
        posts.extend(thread_requests(t, at.round, room));
    }
    posts.extend(advance(t, room, web, now));
    posts
}
