//! What every [`Store`] must do, whatever keeps it: checks written once against
//! the trait and run on each backend (SQLite from this crate's unit tests,
//! PostgreSQL from `bot/tests/pg_store.rs`). Each check asserts something a
//! player would notice: a move that was accepted is still there after a
//! restart, a refused change left nothing behind, chips are never spent twice.
//!
//! [`CHECKS`] hold for every store; [`SHARED_CHECKS`] for a store that several
//! processes share ([`Store::shared`]), and open two stores on one database.
//! Compiled for tests and with the `bench` feature (which the integration tests
//! turn on).

use super::{
    Account, Assumed, BadgeAward, Change, Fresh, GameResult, IdKind, LedgerError, Limit, LogEntry, NewSeason,
    OutboxPost, Player, Posting, Reason, SeasonTurn, SessionRecord, SettingChange, Status, Store, StoreError,
    TournamentRecord, TournamentStatus,
};
use crate::badges::{Badge, Earned, Reference};
use std::collections::HashSet;
use std::sync::Barrier;

/// One database for one check: every [`open`](Harness::open) opens a store on
/// it, as a restarted (or another) process would.
pub trait Harness {
    /// A new store on this check's database.
    fn open(&mut self) -> Box<dyn Store>;
    /// Runs one SQL statement on the database directly, bypassing the store;
    /// the database's refusal as text.
    fn execute(&mut self, sql: &str) -> Result<(), String>;
}

/// A check: panics when the store misbehaves.
pub type Check = fn(&mut dyn Harness);

/// The checks every store passes, by name.
pub const CHECKS: &[(&str, Check)] = &[
    (
        "puzzles_are_stored_once_tried_once_and_the_daily_fixed",
        puzzles_are_stored_once_tried_once_and_the_daily_fixed,
    ),
    (
        "a_committed_change_survives_reopening",
        a_committed_change_survives_reopening,
    ),
    ("a_failing_change_writes_nothing", a_failing_change_writes_nothing),
    (
        "an_overdraw_rolls_back_the_whole_change",
        an_overdraw_rolls_back_the_whole_change,
    ),
    ("limits_refuse_the_whole_change", limits_refuse_the_whole_change),
    ("a_once_posting_is_written_once", a_once_posting_is_written_once),
    ("an_unbalanced_posting_is_refused", an_unbalanced_posting_is_refused),
    ("the_journal_is_append_only", the_journal_is_append_only),
    ("the_ledger_reads_back", the_ledger_reads_back),
    ("the_move_log_keeps_its_order", the_move_log_keeps_its_order),
    (
        "a_finished_game_has_its_result_and_ratings",
        a_finished_game_has_its_result_and_ratings,
    ),
    (
        "the_outbox_sends_retries_and_finishes",
        the_outbox_sends_retries_and_finishes,
    ),
    ("a_held_post_waits_for_its_channel", a_held_post_waits_for_its_channel),
    (
        "the_outbox_backlog_counts_waiting_and_held_posts",
        the_outbox_backlog_counts_waiting_and_held_posts,
    ),
    ("notify_is_remembered", notify_is_remembered),
    (
        "server_settings_are_kept_with_who_and_when_and_logged",
        server_settings_are_kept_with_who_and_when_and_logged,
    ),
    (
        "a_stale_commit_is_refused_and_writes_nothing",
        a_stale_commit_is_refused_and_writes_nothing,
    ),
    (
        "a_change_on_what_no_longer_holds_is_refused_and_writes_nothing",
        a_change_on_what_no_longer_holds_is_refused_and_writes_nothing,
    ),
    (
        "a_record_never_held_is_checked_against_the_stored_one",
        a_record_never_held_is_checked_against_the_stored_one,
    ),
    (
        "a_tournament_reads_back_and_a_stale_one_is_refused",
        a_tournament_reads_back_and_a_stale_one_is_refused,
    ),
    (
        "an_unrated_game_is_kept_and_never_rated",
        an_unrated_game_is_kept_and_never_rated,
    ),
    (
        "a_season_ends_once_and_the_next_starts_with_it",
        a_season_ends_once_and_the_next_starts_with_it,
    ),
    (
        "rank_roles_given_are_remembered_and_a_stop_lasts_until_set_again",
        rank_roles_given_are_remembered_and_a_stop_lasts_until_set_again,
    ),
    (
        "a_badge_is_written_and_announced_once",
        a_badge_is_written_and_announced_once,
    ),
    (
        "a_members_counted_games_and_finished_tournaments_read_back",
        a_members_counted_games_and_finished_tournaments_read_back,
    ),
    (
        "a_review_is_stored_once_and_read_back",
        a_review_is_stored_once_and_read_back,
    ),
];

/// Issue 35: a game's review is written once per method and read back as
/// written after a restart; a second review of the same game and method (a
/// request or process that finished later) is dropped, and another method's
/// is kept beside it.
pub fn a_review_is_stored_once_and_read_back(db: &mut dyn Harness) {
    let mut store = db.open();
    assert_eq!(store.review(12, 1).unwrap(), None);
    let body = r#"{"moves":[{"ply":1,"label":"blunder","played":"11-15 \"x\""}],"accuracy":[87.25,null]}"#;
    assert!(store.save_review(12, 1, 1_000, body).unwrap());
    assert!(
        !store.save_review(12, 1, 2_000, "{}").unwrap(),
        "the first review stays"
    );
    assert!(store.save_review(12, 2, 3_000, "{\"v\":2}").unwrap());
    let mut store = db.open();
    let stored = store.review(12, 1).unwrap().expect("stored");
    assert_eq!((stored.session, stored.method, stored.created_at), (12, 1, 1_000));
    assert_eq!(stored.body, body);
    assert_eq!(store.review(12, 2).unwrap().unwrap().created_at, 3_000);
    assert_eq!(store.review(13, 1).unwrap(), None);
}

/// Member 7 earns the first win on server `s1` by game `session` at `at`,
/// announced by outbox post `post`.
fn award(session: i64, at: i64, post: i64) -> BadgeAward {
    BadgeAward {
        server: "s1".into(),
        member: 7,
        earned: Earned {
            badge: Badge::FirstWin,
            at,
            by: Reference::Game(session),
        },
        post: Some(OutboxPost {
            id: post,
            channel: "general".into(),
            post: format!("{{\"text\":\"badge {post}\"}}"),
        }),
    }
}

/// A badge is stored with its date and what earned it, and its announcement
/// posted; the same badge earned again (another game, another process) leaves
/// the first as it was and posts nothing. Badges are per server and member.
fn a_badge_is_written_and_announced_once(h: &mut dyn Harness) {
    let mut store = h.open();
    let season = BadgeAward {
        earned: Earned {
            badge: Badge::SeasonChampion,
            at: 30,
            by: Reference::Season {
                season: "Spring".into(),
                game: "checkers".into(),
            },
        },
        post: None,
        ..award(0, 0, 0)
    };
    let mut elsewhere = award(5, 40, 3);
    elsewhere.server = "s2".into();
    store
        .commit(&Change {
            at: 20,
            badges: vec![award(4, 20, 1), season.clone(), elsewhere],
            ..Change::default()
        })
        .unwrap();
    store
        .commit(&Change {
            at: 60,
            badges: vec![award(6, 60, 2)],
            ..Change::default()
        })
        .unwrap();
    let mut store = h.open();
    assert_eq!(
        store.badges("s1", 7).unwrap(),
        vec![award(4, 20, 1).earned, season.earned],
        "the first one stays, in the order earned"
    );
    assert_eq!(store.badges("s2", 7).unwrap(), vec![award(5, 40, 3).earned]);
    assert!(store.badges("s1", 8).unwrap().is_empty());
    let due: Vec<i64> = store
        .outbox_due(1_000, 10)
        .unwrap()
        .into_iter()
        .map(|r| r.post.id)
        .collect();
    assert_eq!(due, [1, 3], "the badge held already is not announced again");
}

/// A member's games played to a result come back oldest first, with their
/// seats (Parlor's levels too) and not another member's or server's; games
/// without a result are left out. Finished tournaments come back, open ones
/// not.
fn a_members_counted_games_and_finished_tournaments_read_back(h: &mut dyn Harness) {
    let mut store = h.open();
    let parlor = Player {
        id: 99,
        name: "Parlor".into(),
        parlor: Some(parlor_games::ai::Level::Hard),
    };
    let results = [
        (3, 300, "won", Some(0u8)),
        (1, 100, "draw", None),
        (2, 200, "abandoned", None),
    ];
    for (id, at, outcome, seat) in results {
        let mut s = record(id, Status::Finished);
        s.server = Some("s1".into());
        s.game = "checkers".into();
        s.seats = vec![Player::member(7, "alice".into()), parlor.clone()];
        s.updated_at = at;
        store
            .commit(&Change {
                result: Some(GameResult {
                    outcome: outcome.into(),
                    winner: seat.map(|_| 7),
                    reason: "x".into(),
                    winner_seat: seat,
                }),
                at,
                ..session(&s)
            })
            .unwrap();
    }
    let mut store = h.open();
    let games = store.member_results("s1", 7).unwrap();
    assert_eq!(
        games
            .iter()
            .map(|g| (g.session, g.finished_at, g.outcome.as_str()))
            .collect::<Vec<_>>(),
        [(1, 100, "draw"), (3, 300, "won")]
    );
    assert_eq!(games[1].players[1], parlor);
    assert_eq!(games[1].winner_seat, Some(0));
    assert!(
        store.member_results("s1", 99).unwrap().is_empty(),
        "Parlor is no member"
    );
    assert!(store.member_results("s2", 7).unwrap().is_empty());

    let mut open = tournament(1);
    open.server = "s1".into();
    let mut done = tournament(2);
    done.server = "s1".into();
    done.status = TournamentStatus::Finished;
    for t in [&open, &done] {
        store
            .commit(&Change {
                at: 5,
                tournament: Some(t),
                ..Change::default()
            })
            .unwrap();
    }
    let finished = store.finished_tournaments("s1").unwrap();
    assert_eq!(finished.iter().map(|t| t.id).collect::<Vec<_>>(), [2]);
    assert!(store.finished_tournaments("9").unwrap().is_empty());
}

/// A tournament open in channel `general` of server `9`.
pub fn tournament(id: i64) -> TournamentRecord {
    TournamentRecord {
        id,
        server: "9".into(),
        channel: "general".into(),
        status: TournamentStatus::Open,
        name: "Autumn cup".into(),
        game: "checkers".into(),
        options: String::new(),
        format: parlor_games::tournament::Format::Swiss,
        double: false,
        rounds: None,
        turn_time: 3_600_000,
        rated: true,
        max_players: None,
        organiser: Player::member(1, "alice".into()),
        members: vec![Player::member(1, "alice".into())],
        pairings: None,
        boards: Default::default(),
        forfeits: Default::default(),
        created_at: 1,
        updated_at: 1,
        room_locale: None,
        version: 0,
    }
}

/// A tournament is stored whole and read back at its version; a change built
/// on an older version is refused and writes nothing (a round paired once,
/// issue 31); the channel's live tournament and the server's list find it.
fn a_tournament_reads_back_and_a_stale_one_is_refused(h: &mut dyn Harness) {
    let mut store = h.open();
    let mut t = tournament(1);
    fn change(t: &TournamentRecord) -> Change<'_> {
        Change {
            at: 5,
            tournament: Some(t),
            ..Change::default()
        }
    }
    store.commit(&change(&t)).unwrap();
    let mut read = store.tournament(1).unwrap().expect("stored");
    assert_eq!(read.version, 1);
    t.version = 1;
    assert_eq!(read, t);
    assert!(
        matches!(store.commit(&change(&tournament(1))), Err(StoreError::Conflict)),
        "created twice"
    );
    read.members.push(Player::member(2, "bob".into()));
    store.commit(&change(&read)).unwrap();
    let stale = t.clone();
    let mut stale_change = stale;
    stale_change.name = "Stale".into();
    assert!(matches!(
        store.commit(&change(&stale_change)),
        Err(StoreError::Conflict)
    ));
    let mut store = h.open();
    let now = store.channel_tournament("general").unwrap().expect("the channel's");
    assert_eq!(
        (now.version, now.members.len(), now.name.as_str()),
        (2, 2, "Autumn cup")
    );
    assert_eq!(store.tournaments("9", true, 10).unwrap().len(), 1);
    assert!(store.tournaments("8", false, 10).unwrap().is_empty());
    let mut over = now;
    over.status = TournamentStatus::Finished;
    store.commit(&change(&over)).unwrap();
    assert!(
        store.channel_tournament("general").unwrap().is_none(),
        "finished: no longer live"
    );
    assert_eq!(store.tournaments("9", false, 10).unwrap().len(), 1);
    assert_eq!(store.max_tournament_id().unwrap(), 1);
}

/// The checks of a store several processes share, by name.
pub const SHARED_CHECKS: &[(&str, Check)] = &[
    (
        "shared_a_daily_puzzle_is_chosen_and_posted_once",
        shared_a_daily_puzzle_is_chosen_and_posted_once,
    ),
    (
        "shared_a_stale_commit_conflicts_and_refresh_sees_why",
        shared_a_stale_commit_conflicts_and_refresh_sees_why,
    ),
    (
        "shared_changed_sessions_tell_what_moved",
        shared_changed_sessions_tell_what_moved,
    ),
    ("shared_new_ids_never_collide", shared_new_ids_never_collide),
    (
        "shared_a_wallet_is_never_spent_twice",
        shared_a_wallet_is_never_spent_twice,
    ),
    (
        "shared_an_outbox_row_is_sent_by_one_process",
        shared_an_outbox_row_is_sent_by_one_process,
    ),
    (
        "shared_one_open_session_per_channel",
        shared_one_open_session_per_channel,
    ),
    (
        "shared_an_interaction_is_applied_once",
        shared_an_interaction_is_applied_once,
    ),
    ("shared_a_season_ends_once", shared_a_season_ends_once),
    (
        "shared_a_badge_is_announced_by_one_process",
        shared_a_badge_is_announced_by_one_process,
    ),
];

/// A session in channel `general` with alice seated.
pub fn record(id: i64, status: Status) -> SessionRecord {
    SessionRecord {
        id,
        channel: "general".into(),
        game: "hot-spot".into(),
        status,
        seats: vec![Player::member(1, "alice".into())],
        challenged: None,
        options: String::new(),
        seed: 7,
        rng_state: 7,
        state: None,
        ply: 0,
        created_at: 1,
        updated_at: 2,
        turn_started_at: 2,
        expires_at: 3,
        draw_votes: Vec::new(),
        end_votes: Vec::new(),
        timeout_announced: false,
        reminded: false,
        lobby: false,
        secret_salts: Vec::new(),
        commitments: Vec::new(),
        server: None,
        first_bet_at: None,
        chip_sizes: Default::default(),
        rematch_of: None,
        rematch_ready: Vec::new(),
        timers: None,
        unrated: false,
        locales: Default::default(),
        room_locale: None,
        tournament: None,
    }
}

/// A session in `channel`.
fn in_channel(id: i64, channel: &str) -> SessionRecord {
    SessionRecord {
        channel: channel.into(),
        ..record(id, Status::Playing)
    }
}

/// Member `member` takes `amount` from the mint under key `key` in server `g`.
pub fn grant(key: &str, member: u64, amount: i64) -> Posting {
    let mut p = Posting::transfer("g", Reason::Grant, Account::Mint, Account::Member(member), amount);
    p.key = key.into();
    p
}

fn entry(ply: u32, notation: &str) -> LogEntry {
    LogEntry {
        ply,
        seat: (ply % 2) as u8,
        member: ply as u64,
        notation: notation.into(),
        at: 10 + ply as i64,
    }
}

fn session(s: &SessionRecord) -> Change<'_> {
    Change {
        session: Some(s),
        at: s.updated_at,
        ..Change::default()
    }
}

fn postings(postings: Vec<Posting>) -> Change<'static> {
    Change {
        postings,
        ..Change::default()
    }
}

/// Exactly one of two commits went through, the other met a conflict.
fn one_conflict(outcomes: &[Result<(), StoreError>]) {
    assert_eq!(outcomes.iter().filter(|o| o.is_ok()).count(), 1, "{outcomes:?}");
    assert!(
        outcomes.iter().any(|o| matches!(o, Err(StoreError::Conflict))),
        "{outcomes:?}"
    );
}

/// Runs `act` on each of `stores` in a thread of its own, all let go at the
/// same moment; what each returned, in order.
fn at_once<T: Send>(stores: Vec<Box<dyn Store>>, act: impl Fn(usize, &mut dyn Store) -> T + Sync) -> Vec<T> {
    let barrier = Barrier::new(stores.len());
    std::thread::scope(|scope| {
        let threads: Vec<_> = stores
            .into_iter()
            .enumerate()
            .map(|(i, mut store)| {
                let (barrier, act) = (&barrier, &act);
                scope.spawn(move || {
                    barrier.wait();
                    act(i, store.as_mut())
                })
            })
            .collect();
        threads.into_iter().map(|t| t.join().unwrap()).collect()
    })
}

/// Issue 36: a change made on what a command took as true without reading it
/// ([`Assumed`]) is written while that holds, and refused with a conflict,
/// writing nothing, once the interaction was applied (even when the change
/// does not carry it: a timer's, made first) or the server's settings changed;
/// a move's change and one with chips alike.
pub fn a_change_on_what_no_longer_holds_is_refused_and_writes_nothing(db: &mut dyn Harness) {
    let mut store = db.open();
    let s = record(1, Status::Playing);
    store
        .commit(&Change {
            interaction: Some("i-1"),
            ..session(&s)
        })
        .unwrap();
    let set = SettingChange {
        server: "g",
        key: "threads",
        value: Some("on"),
        by: 5,
        by_name: "boss",
        at: 2,
        ..SettingChange::default()
    };
    store.set_server_setting(&set).unwrap();
    let mut moved = s.clone();
    moved.ply = 1;
    let assumed = |interaction: &str, settings: i64| Assumed {
        interaction: Some(interaction.into()),
        settings: Some(("g".into(), settings)),
    };
    let applied = assumed("i-1", 1);
    let stale_settings = assumed("i-2", 0);
    let holds = assumed("i-2", 1);
    for wrong in [&applied, &stale_settings] {
        let timer = Change {
            log: vec![entry(1, "d1")],
            assumed: Some(wrong),
            ..session(&moved)
        };
        let chips = Change {
            postings: vec![grant("k1", 7, 10)],
            interaction: Some("i-2"),
            ..timer.clone()
        };
        for change in [timer, chips] {
            assert!(matches!(store.commit(&change), Err(StoreError::Conflict)), "{wrong:?}");
            assert_eq!(store.open_sessions().unwrap(), vec![s.clone()]);
            assert!(store.move_log(1).unwrap().is_empty());
            assert_eq!(store.balance("g", &Account::Member(7)).unwrap(), 0);
            assert!(!store.interaction_seen("i-2").unwrap());
        }
    }
    store
        .commit(&Change {
            log: vec![entry(1, "d1")],
            interaction: Some("i-2"),
            assumed: Some(&holds),
            ..session(&moved)
        })
        .unwrap();
    assert_eq!(store.open_sessions().unwrap(), vec![moved]);
    assert_eq!(store.move_log(1).unwrap(), vec![entry(1, "d1")]);
    assert!(store.interaction_seen("i-2").unwrap());
}

/// A change a store accepted is there for the next store opened on the database.
pub fn a_committed_change_survives_reopening(db: &mut dyn Harness) {
    let mut store = db.open();
    let open = record(1, Status::Playing);
    let log = vec![entry(1, "d1")];
    store
        .commit(&Change {
            log: log.clone(),
            interaction: Some("i-1"),
            ..session(&open)
        })
        .unwrap();
    let done = record(2, Status::Finished);
    let result = GameResult {
        outcome: "draw".into(),
        winner: None,
        reason: "agreed".into(),
        winner_seat: None,
    };
    store
        .commit(&Change {
            result: Some(result.clone()),
            at: 3,
            ..session(&done)
        })
        .unwrap();
    drop(store);

    let mut store = db.open();
    assert_eq!(store.open_sessions().unwrap(), vec![open]);
    assert_eq!(store.move_log(1).unwrap(), log);
    assert_eq!(store.result(2).unwrap(), Some(result));
    assert_eq!(store.session_record(2).unwrap(), Some(done));
    assert_eq!(store.session_record(3).unwrap(), None);
    assert!(store.interaction_seen("i-1").unwrap());
    assert!(!store.interaction_seen("i-2").unwrap());
    assert_eq!(store.max_session_id().unwrap(), 2);
    assert_eq!(store.latest_time().unwrap(), Some(2));
}

/// A change that fails part way (its interaction was applied already) leaves
/// nothing of itself.
pub fn a_failing_change_writes_nothing(db: &mut dyn Harness) {
    let mut store = db.open();
    let s = record(1, Status::Playing);
    store
        .commit(&Change {
            interaction: Some("dup"),
            ..session(&s)
        })
        .unwrap();
    let mut changed = s.clone();
    changed.ply = 1;
    let err = store.commit(&Change {
        log: vec![entry(1, "d1")],
        interaction: Some("dup"),
        postings: vec![grant("k1", 7, 10)],
        ..session(&changed)
    });
    assert!(err.is_err());
    assert_eq!(store.open_sessions().unwrap(), vec![s.clone()]);
    assert!(store.move_log(1).unwrap().is_empty());
    assert_eq!(store.balance("g", &Account::Member(7)).unwrap(), 0);
    // The store still works, at the version it had.
    store.commit(&session(&changed)).unwrap();
    assert_eq!(db.open().open_sessions().unwrap(), vec![changed]);
}

/// A posting that would leave a wallet below zero refuses the whole change.
pub fn an_overdraw_rolls_back_the_whole_change(db: &mut dyn Harness) {
    let mut store = db.open();
    store.commit(&postings(vec![grant("k1", 7, 100)])).unwrap();
    let s = record(1, Status::Playing);
    let mut spend = Posting::transfer("g", Reason::Bet, Account::Member(7), Account::Escrow(1), 101);
    spend.key = "k2".into();
    let err = store
        .commit(&Change {
            interaction: Some("i-9"),
            postings: vec![spend],
            ..session(&s)
        })
        .unwrap_err();
    assert!(matches!(
        err.ledger(),
        Some(LedgerError::Insufficient { balance: -1, .. })
    ));
    assert!(
        store.open_sessions().unwrap().is_empty(),
        "the session write rolled back too"
    );
    assert!(!store.interaction_seen("i-9").unwrap());
    assert!(!store.posting_exists("k2").unwrap());
    assert_eq!(store.balance("g", &Account::Member(7)).unwrap(), 100);
    assert_eq!(store.balance("g", &Account::Escrow(1)).unwrap(), 0);
}

/// An account past its limit after a change refuses it whole; within it, it is written.
pub fn limits_refuse_the_whole_change(db: &mut dyn Harness) {
    let mut store = db.open();
    let limit = |member: u64, cap: i64| Limit {
        guild: "g".into(),
        account: Account::Member(member),
        cap,
    };
    store.commit(&postings(vec![grant("k1", 7, 100)])).unwrap();
    let err = store
        .commit(&Change {
            limits: vec![limit(7, 150)],
            ..postings(vec![grant("k2", 7, 60), grant("k3", 8, 5)])
        })
        .unwrap_err();
    assert_eq!(
        err.ledger(),
        Some(&LedgerError::NoRoom {
            account: Account::Member(7)
        })
    );
    assert_eq!(store.balance("g", &Account::Member(7)).unwrap(), 100);
    assert_eq!(store.balance("g", &Account::Member(8)).unwrap(), 0);
    // A limit on an account no posting touches is checked too.
    let err = store
        .commit(&Change {
            limits: vec![limit(7, 99)],
            ..postings(vec![grant("k4", 8, 5)])
        })
        .unwrap_err();
    assert!(matches!(err.ledger(), Some(LedgerError::NoRoom { .. })));
    store
        .commit(&Change {
            limits: vec![limit(7, 150)],
            ..postings(vec![grant("k5", 7, 50)])
        })
        .unwrap();
    assert_eq!(store.balance("g", &Account::Member(7)).unwrap(), 150);
    // Past the cap of every account.
    let err = store
        .commit(&postings(vec![grant("k6", 7, super::MAX_BALANCE)]))
        .unwrap_err();
    assert!(matches!(err.ledger(), Some(LedgerError::TooLarge { .. })));
}

/// A `once` posting (the welcome grant) is written the first time only; the same
/// key without `once` is a duplicate and fails.
pub fn a_once_posting_is_written_once(db: &mut dyn Harness) {
    let mut store = db.open();
    let mut welcome = grant("welcome:g:7", 7, 1000);
    welcome.once = true;
    for _ in 0..2 {
        store.commit(&postings(vec![welcome.clone()])).unwrap();
    }
    assert_eq!(store.balance("g", &Account::Member(7)).unwrap(), 1000);
    assert!(store.posting_exists("welcome:g:7").unwrap());
    assert_eq!(store.journal("g", &Account::Member(7), 10).unwrap().len(), 1);
    welcome.once = false;
    assert!(store.commit(&postings(vec![welcome])).is_err());
    assert_eq!(store.balance("g", &Account::Member(7)).unwrap(), 1000);
}

/// Entries that don't sum to zero are refused.
pub fn an_unbalanced_posting_is_refused(db: &mut dyn Harness) {
    let mut store = db.open();
    let mut p = grant("k", 7, 10);
    p.entries[0].1 = -9;
    let err = store.commit(&postings(vec![p])).unwrap_err();
    assert!(matches!(err.ledger(), Some(LedgerError::Unbalanced { .. })));
    assert_eq!(store.balance("g", &Account::Member(7)).unwrap(), 0);
    assert!(!store.posting_exists("k").unwrap());
}

/// The database itself refuses to change or remove a ledger row, whoever asks.
pub fn the_journal_is_append_only(db: &mut dyn Harness) {
    db.open().commit(&postings(vec![grant("k1", 7, 100)])).unwrap();
    for sql in [
        "UPDATE ledger_entries SET amount = 5",
        "DELETE FROM ledger_entries",
        "UPDATE ledger_txns SET reason = 'x'",
        "DELETE FROM ledger_txns",
    ] {
        let e = db.execute(sql).unwrap_err();
        assert!(e.contains("append-only"), "{sql}: {e}");
    }
    assert_eq!(db.open().balance("g", &Account::Member(7)).unwrap(), 100);
}

/// Balances, the journal (newest first), the last daily and the leaderboard
/// with names.
pub fn the_ledger_reads_back(db: &mut dyn Harness) {
    let mut store = db.open();
    let mut daily = Posting::transfer("g", Reason::Daily, Account::Mint, Account::Member(7), 50);
    daily.key = "daily:7".into();
    daily.note = "daily".into();
    store
        .commit(&Change {
            at: 1_000,
            names: vec![("g".into(), 7, "alice".into()), ("g".into(), 8, "bob".into())],
            ..postings(vec![grant("k1", 7, 100), grant("k2", 8, 300), daily])
        })
        .unwrap();
    let mut give = Posting::transfer("g", Reason::Give, Account::Member(8), Account::Member(7), 20);
    give.key = "give".into();
    give.actor = Some(8);
    store
        .commit(&Change {
            at: 2_000,
            names: vec![("g".into(), 7, "Alice".into())],
            ..postings(vec![give])
        })
        .unwrap();
    let mut store = db.open();
    assert_eq!(store.balance("g", &Account::Member(7)).unwrap(), 170);
    assert_eq!(store.balance("g", &Account::Mint).unwrap(), -450);
    assert_eq!(store.balance("other", &Account::Member(7)).unwrap(), 0);
    let journal = store.journal("g", &Account::Member(7), 2).unwrap();
    assert_eq!(
        journal.iter().map(|r| (r.amount, r.reason, r.at)).collect::<Vec<_>>(),
        vec![(20, Reason::Give, 2_000), (50, Reason::Daily, 1_000)]
    );
    assert_eq!(journal[1].note, "daily");
    assert_eq!(
        store.last_received("g", &Account::Member(7), Reason::Daily).unwrap(),
        Some(1_000)
    );
    assert_eq!(
        store.last_received("g", &Account::Member(8), Reason::Daily).unwrap(),
        None
    );
    let board = store.leaderboard("g", 10).unwrap();
    assert_eq!(
        board
            .iter()
            .map(|s| (s.member, s.name.as_str(), s.balance))
            .collect::<Vec<_>>(),
        vec![(8, "bob", 280), (7, "Alice", 170)]
    );
}

/// Moves committed over several changes read back in play order.
pub fn the_move_log_keeps_its_order(db: &mut dyn Harness) {
    let mut store = db.open();
    let mut s = record(1, Status::Playing);
    let entries: Vec<LogEntry> = (1..=5).map(|ply| entry(ply, &format!("m{ply}"))).collect();
    store
        .commit(&Change {
            log: entries[..2].to_vec(),
            ..session(&s)
        })
        .unwrap();
    s.ply = 5;
    store
        .commit(&Change {
            log: entries[2..].to_vec(),
            ..session(&s)
        })
        .unwrap();
    assert_eq!(db.open().move_log(1).unwrap(), entries);
    assert!(db.open().move_log(2).unwrap().is_empty());
    // A ply written twice is refused.
    assert!(store
        .commit(&Change {
            log: vec![entry(5, "again")],
            ..session(&s)
        })
        .is_err());
}

/// After a game is won: its result, both ratings, the history, the rematch lookup.
pub fn a_finished_game_has_its_result_and_ratings(db: &mut dyn Harness) {
    let mut store = db.open();
    let mut s = record(1, Status::Playing);
    s.game = "checkers".into();
    s.server = Some("s1".into());
    s.seats = vec![Player::member(7, "alice".into()), Player::member(8, "bob".into())];
    store.commit(&session(&s)).unwrap();
    s.status = Status::Finished;
    s.updated_at = 50;
    let won = GameResult {
        outcome: "won".into(),
        winner: Some(7),
        reason: "resignation".into(),
        winner_seat: Some(0),
    };
    // The badge the win earns, as the table works it out, in the same change.
    let first_win = crate::badges::Earned {
        badge: crate::badges::Badge::FirstWin,
        at: 50,
        by: crate::badges::Reference::Game(1),
    };
    store
        .commit(&Change {
            result: Some(won.clone()),
            at: 50,
            badges: vec![BadgeAward {
                server: "s1".into(),
                member: 7,
                earned: first_win.clone(),
                post: None,
            }],
            ..session(&s)
        })
        .unwrap();
    let mut store = db.open();
    assert!(store.open_sessions().unwrap().is_empty());
    assert_eq!(store.badges("s1", 7).unwrap(), [first_win]);
    assert!(store.badges("s1", 8).unwrap().is_empty());
    assert_eq!(
        store.result(1).unwrap(),
        Some(GameResult {
            winner_seat: None,
            ..won
        })
    );
    let alice = store.rating("s1", "checkers", "7").unwrap().expect("alice is rated");
    let bob = store.rating("s1", "checkers", "8").unwrap().expect("bob is rated");
    assert!(alice.rating.value > 1500.0 && bob.rating.value < 1500.0);
    assert_eq!((alice.games, alice.wins, alice.streak), (1, 1, 1));
    assert_eq!((bob.games, bob.losses, bob.streak), (1, 1, -1));
    assert_eq!(alice.best_win.as_ref().map(|b| (b.1.as_str(), b.2)), Some(("bob", 1)));
    assert_eq!(store.rating("s2", "checkers", "7").unwrap(), None);
    let of = store.ratings_of("s1", "7").unwrap();
    assert_eq!(of.len(), 1);
    assert_eq!(of[0].0, "checkers");
    let leaders = store.rating_leaders("s1", "checkers", 1).unwrap();
    assert_eq!(
        leaders.iter().map(|p| p.player.as_str()).collect::<Vec<_>>(),
        ["7", "8"]
    );
    assert!(store.rating_leaders("s1", "checkers", 2).unwrap().is_empty());
    let curve = store.rating_curve("s1", "checkers", "7").unwrap();
    assert_eq!(curve.len(), 1);
    assert_eq!(curve[0].0, 50);
    let history = store.finished_games("s1", Some(8), None, 10).unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(
        (history[0].session, history[0].winner, history[0].winner_seat),
        (1, Some(7), Some(0))
    );
    assert_eq!(history[0].players, s.seats);
    assert_eq!(store.finished_games("s1", None, Some("checkers"), 10).unwrap().len(), 1);
    assert!(store
        .finished_games("s1", None, Some("hot-spot"), 10)
        .unwrap()
        .is_empty());
    assert!(store.finished_games("s1", Some(9), None, 10).unwrap().is_empty());
    assert!(store.finished_games("s2", None, None, 10).unwrap().is_empty());
    assert_eq!(store.last_game_in("general", 8).unwrap(), Some(s.clone()));
    assert_eq!(store.last_game_in("general", 9).unwrap(), None);
    assert_eq!(store.last_game_in("elsewhere", 8).unwrap(), None);
    // The latest session of a channel, whoever sat (issue 33's DM recipients).
    let latest = store.last_session_in("general").unwrap().map(|r| (r.id, r.seats));
    assert_eq!(latest, Some((s.id, s.seats.clone())));
    assert_eq!(store.last_session_in("elsewhere").unwrap(), None);
}

/// Posts wait for their time, come back after a retry's delay, and never after done.
pub fn the_outbox_sends_retries_and_finishes(db: &mut dyn Harness) {
    let mut store = db.open();
    let post = |id: i64| OutboxPost {
        id,
        channel: format!("c{id}"),
        post: format!("{{\"text\":\"post {id}\"}}"),
    };
    store
        .commit(&Change {
            posts: vec![post(2), post(1)],
            at: 100,
            ..Change::default()
        })
        .unwrap();
    assert_eq!(store.max_outbox_id().unwrap(), 2);
    assert!(store.outbox_due(99, 10).unwrap().is_empty());
    let due = store.outbox_due(100, 10).unwrap();
    assert_eq!(
        due.iter().map(|r| (&r.post, r.attempts)).collect::<Vec<_>>(),
        [(&post(1), 0), (&post(2), 0)]
    );
    store.outbox_done(1, 101, "sent").unwrap();
    store.outbox_retry(2, 200).unwrap();
    let mut store = db.open();
    assert!(store.outbox_due(199, 10).unwrap().is_empty());
    let due = store.outbox_due(200, 1).unwrap();
    assert_eq!(
        due.iter().map(|r| (r.post.id, r.attempts)).collect::<Vec<_>>(),
        [(2, 1)]
    );
    store.outbox_done(2, 201, "dropped").unwrap();
    assert!(store.outbox_due(10_000_000, 10).unwrap().is_empty());
}

/// A post held for a private channel (issue 33) is never due again, is listed
/// for its channel only, oldest first, survives reopening, and is gone once
/// shown.
pub fn a_held_post_waits_for_its_channel(db: &mut dyn Harness) {
    let mut store = db.open();
    let post = |id: i64, channel: &str| OutboxPost {
        id,
        channel: channel.to_string(),
        post: format!("{{\"text\":\"post {id}\"}}"),
    };
    store
        .commit(&Change {
            posts: vec![post(1, "pc:7"), post(2, "pc:8"), post(3, "pc:7"), post(4, "pc:7")],
            at: 100,
            ..Change::default()
        })
        .unwrap();
    store.outbox_hold(3).unwrap();
    store.outbox_hold(1).unwrap();
    store.outbox_hold(2).unwrap();
    let mut store = db.open();
    let due = store.outbox_due(10_000_000_000_000, 10).unwrap();
    assert_eq!(
        due.iter().map(|r| r.post.id).collect::<Vec<_>>(),
        [4],
        "held posts are never due"
    );
    let held = store.outbox_held("pc:7").unwrap();
    assert_eq!(
        held.iter().map(|r| (&r.post, r.attempts)).collect::<Vec<_>>(),
        [(&post(1, "pc:7"), 1), (&post(3, "pc:7"), 1)]
    );
    assert_eq!(store.outbox_held("pc:8").unwrap().len(), 1);
    assert!(store.outbox_held("pc:9").unwrap().is_empty());
    store.outbox_done(1, 200, "sent").unwrap();
    let held = store.outbox_held("pc:7").unwrap();
    assert_eq!(held.iter().map(|r| r.post.id).collect::<Vec<_>>(), [3]);
}

/// The outbox's backlog (issue 36's gauges): posts waiting, due or backed
/// off, with the oldest one's time; held posts apart; sent and dropped ones
/// gone.
pub fn the_outbox_backlog_counts_waiting_and_held_posts(db: &mut dyn Harness) {
    let mut store = db.open();
    assert_eq!(store.outbox_backlog().unwrap(), crate::store::OutboxBacklog::default());
    let post = |id: i64| OutboxPost {
        id,
        channel: format!("c{id}"),
        post: format!("{{\"text\":\"post {id}\"}}"),
    };
    for (ids, at) in [(vec![1, 2], 100), (vec![3, 4], 300)] {
        store
            .commit(&Change {
                posts: ids.into_iter().map(post).collect(),
                at,
                ..Change::default()
            })
            .unwrap();
    }
    store.outbox_done(1, 101, "sent").unwrap();
    store.outbox_retry(2, 5_000).unwrap();
    store.outbox_hold(3).unwrap();
    let backlog = store.outbox_backlog().unwrap();
    assert_eq!(
        backlog,
        crate::store::OutboxBacklog {
            waiting: 2,
            held: 1,
            oldest: Some(100),
        },
        "2 (backed off, from 100) and 4 wait; 3 is held; 1 was sent"
    );
    store.outbox_done(2, 400, "dropped").unwrap();
    let backlog = db.open().outbox_backlog().unwrap();
    assert_eq!((backlog.waiting, backlog.held, backlog.oldest), (1, 1, Some(300)));
}

/// A server's setting is kept with who changed it and when, survives reopening,
/// a reset keeps the row (value gone) and every change is logged with the value
/// it replaced; servers don't see each other's settings.
pub fn server_settings_are_kept_with_who_and_when_and_logged(db: &mut dyn Harness) {
    let mut store = db.open();
    assert!(store.server_settings("s1").unwrap().is_empty());
    let change = |key, value, at| SettingChange {
        server: "s1",
        key,
        value,
        by: u64::MAX - 1,
        by_name: "alice",
        at,
        interaction: None,
        ..SettingChange::default()
    };
    assert_eq!(
        store.set_server_setting(&change("turn_timer", Some("2h"), 10)).unwrap(),
        None
    );
    assert_eq!(
        store.set_server_setting(&change("turn_timer", Some("3h"), 20)).unwrap(),
        Some("2h".to_string())
    );
    store.set_server_setting(&change("threads", Some("on"), 30)).unwrap();
    assert_eq!(
        store.set_server_setting(&change("threads", None, 40)).unwrap(),
        Some("on".to_string())
    );
    let mut store = db.open();
    let settings = store.server_settings("s1").unwrap();
    assert_eq!(settings.len(), 2);
    let threads = &settings[0];
    assert_eq!(
        (threads.key.as_str(), threads.value.as_deref(), threads.at),
        ("threads", None, 40)
    );
    let timer = &settings[1];
    assert_eq!((timer.key.as_str(), timer.value.as_deref()), ("turn_timer", Some("3h")));
    assert_eq!(
        (timer.by, timer.by_name.as_str(), timer.at),
        (u64::MAX - 1, "alice", 20)
    );
    assert!(store.server_settings("s2").unwrap().is_empty(), "another server's own");
    let log = store.setting_log("s1", 10).unwrap();
    let seen: Vec<_> = log
        .iter()
        .map(|l| (l.key.as_str(), l.old.as_deref(), l.new.as_deref(), l.at))
        .collect();
    assert_eq!(
        seen,
        [
            ("turn_timer", None, Some("2h"), 10),
            ("turn_timer", Some("2h"), Some("3h"), 20),
            ("threads", None, Some("on"), 30),
            ("threads", Some("on"), None, 40),
        ]
    );
    assert_eq!(store.setting_log("s1", 1).unwrap().len(), 1, "the latest only");
    assert_eq!(store.setting_log("s1", 1).unwrap()[0].at, 40);
    // A change asked by an interaction is written once.
    let by_interaction = SettingChange {
        interaction: Some("i-77"),
        ..change("rated", Some("off"), 50)
    };
    store.set_server_setting(&by_interaction).unwrap();
    assert!(store.interaction_seen("i-77").unwrap());
    let again = SettingChange {
        value: Some("on"),
        ..by_interaction
    };
    assert!(store.set_server_setting(&again).is_err(), "the same interaction twice");
    let rated = store.server_settings("s1").unwrap();
    let rated = rated.iter().find(|s| s.key == "rated").unwrap();
    assert_eq!(rated.value.as_deref(), Some("off"), "the repeat wrote nothing");
    assert_eq!(store.setting_log("s1", 10).unwrap().len(), 5);
}

/// Rank roles (issue 32): the roles Parlor gave a member are remembered
/// until taken back; the members a rank roles change concerns are those
/// ranked on the server and those holding a role Parlor gave; a stop is
/// stored once, survives reopening, and setting `rank_roles` again clears it
/// in the transaction that stores the setting and its jobs.
pub fn rank_roles_given_are_remembered_and_a_stop_lasts_until_set_again(db: &mut dyn Harness) {
    let mut store = db.open();
    let (alice, bob) = (900_000_000_000_000_007, 8);
    for id in 1..=3 {
        let mut s = record(id, Status::Playing);
        s.game = "checkers".into();
        s.server = Some("s1".into());
        s.seats = vec![Player::member(alice, "alice".into()), Player::member(bob, "bob".into())];
        store.commit(&session(&s)).unwrap();
        s.status = Status::Finished;
        let won = GameResult {
            outcome: "won".into(),
            winner: Some(alice),
            reason: "resignation".into(),
            winner_seat: Some(0),
        };
        let change = Change {
            result: Some(won),
            at: 50 + id,
            ..session(&s)
        };
        store.commit(&change).unwrap();
        let ranked = store.rank_role_members("s1", 3).unwrap();
        assert_eq!(ranked.len(), if id < 3 { 0 } else { 2 }, "ranked after three games");
    }
    assert_eq!(store.rank_role_members("s1", 3).unwrap(), vec![bob, alice]);
    assert!(store.rank_role_members("s2", 3).unwrap().is_empty(), "another server's");

    assert!(store.roles_given("s1", bob).unwrap().is_empty());
    store.record_roles("s1", bob, &[501, 502], &[], 60).unwrap();
    store.record_roles("s1", bob, &[503], &[501], 61).unwrap();
    store.record_roles("s2", 9, &[501], &[], 62).unwrap();
    let mut store = db.open();
    assert_eq!(store.roles_given("s1", bob).unwrap(), vec![502, 503]);
    assert!(store.roles_given("s1", alice).unwrap().is_empty());
    assert_eq!(
        store.rank_role_members("s2", i32::MAX as u32).unwrap(),
        vec![9],
        "off: only those holding a role Parlor gave"
    );

    assert_eq!(store.rank_roles_stopped("s1").unwrap(), None);
    assert!(store.stop_rank_roles("s1", "unknown-role", 502, 70).unwrap());
    assert!(
        !store.stop_rank_roles("s1", "refused", 503, 71).unwrap(),
        "stopped once"
    );
    let mut store = db.open();
    let problem = store.rank_roles_stopped("s1").unwrap().expect("stopped");
    assert_eq!(
        (problem.why.as_str(), problem.role, problem.at),
        ("unknown-role", 502, 70)
    );
    assert_eq!(store.rank_roles_stopped("s2").unwrap(), None);

    let job = OutboxPost {
        id: 900,
        channel: "roles:s1".into(),
        post: "{\"text\":\"\"}".into(),
    };
    let set = SettingChange {
        server: "s1",
        key: "rank_roles",
        value: Some("gold:<@&504>"),
        by: 1,
        by_name: "alice",
        at: 80,
        interaction: Some("i-roles"),
        posts: vec![job.clone()],
        restarts_rank_roles: true,
    };
    store.set_server_setting(&set).unwrap();
    assert_eq!(store.rank_roles_stopped("s1").unwrap(), None, "set again: started over");
    let due = store.outbox_due(80, 10).unwrap();
    assert_eq!(due.iter().map(|r| r.post.clone()).collect::<Vec<_>>(), vec![job]);
    // A repeated interaction writes nothing: no second job, no second clear.
    assert!(store.stop_rank_roles("s1", "refused", 504, 90).unwrap());
    assert!(store.set_server_setting(&set).is_err());
    assert!(store.rank_roles_stopped("s1").unwrap().is_some());
}

/// `/notify off` sticks; everyone else gets reminders.
pub fn notify_is_remembered(db: &mut dyn Harness) {
    let mut store = db.open();
    assert!(store.notify(7).unwrap());
    store.set_notify(7, false).unwrap();
    store.set_notify(u64::MAX, false).unwrap();
    let mut store = db.open();
    assert!(!store.notify(7).unwrap());
    assert!(!store.notify(u64::MAX).unwrap(), "a member id above i64::MAX");
    assert!(store.notify(8).unwrap());
    store.set_notify(7, true).unwrap();
    assert!(store.notify(7).unwrap());
}

/// Two stores on one database: the one whose session moved on under it is
/// refused, and nothing of its change is written.
pub fn a_stale_commit_is_refused_and_writes_nothing(db: &mut dyn Harness) {
    let mut a = db.open();
    let s = record(1, Status::Playing);
    a.commit(&session(&s)).unwrap();
    let mut b = db.open();
    let mut theirs = b.open_sessions().unwrap().remove(0);
    theirs.ply = 1;
    b.commit(&Change {
        log: vec![entry(1, "theirs")],
        ..session(&theirs)
    })
    .unwrap();
    let mut ours = s.clone();
    ours.ply = 1;
    let err = a
        .commit(&Change {
            log: vec![entry(1, "ours")],
            interaction: Some("i-ours"),
            postings: vec![grant("ours", 7, 5)],
            ..session(&ours)
        })
        .unwrap_err();
    assert!(matches!(err, StoreError::Conflict), "{err:?}");
    let mut c = db.open();
    assert_eq!(c.move_log(1).unwrap(), vec![entry(1, "theirs")]);
    assert!(!c.interaction_seen("i-ours").unwrap());
    assert_eq!(c.balance("g", &Account::Member(7)).unwrap(), 0);
    // Finishing it from the stale store is refused as well.
    let finished = record(1, Status::Finished);
    assert!(matches!(a.commit(&session(&finished)), Err(StoreError::Conflict)));
    assert_eq!(c.open_sessions().unwrap(), vec![theirs.clone()]);
    // Read again, it goes on.
    let mut again = a.open_sessions().unwrap().remove(0);
    again.ply = 2;
    a.commit(&session(&again)).unwrap();
    assert_eq!(c.session_record(1).unwrap(), Some(again));
}

/// A finished game's record (a rematch flag) is written by a store that never
/// held it, against whatever is stored.
pub fn a_record_never_held_is_checked_against_the_stored_one(db: &mut dyn Harness) {
    let mut s = record(1, Status::Finished);
    db.open().commit(&session(&s)).unwrap();
    db.open().commit(&session(&s)).unwrap();
    s.rematch_ready = vec![1];
    let mut store = db.open();
    store.commit(&session(&s)).unwrap();
    assert_eq!(db.open().session_record(1).unwrap(), Some(s));
}

/// B commits a session A holds; A's commit is a conflict, and A's refresh gives
/// B's version, on which A's next commit goes through.
pub fn shared_a_stale_commit_conflicts_and_refresh_sees_why(db: &mut dyn Harness) {
    let (mut a, mut b) = (db.open(), db.open());
    assert!(a.shared());
    let s = record(1, Status::Playing);
    a.commit(&session(&s)).unwrap();
    assert_eq!(a.refresh("general", Some(1)).unwrap(), Fresh::Same);
    assert_eq!(
        b.refresh("general", None).unwrap(),
        Fresh::Changed(Some(Box::new(s.clone())))
    );
    assert_eq!(b.refresh("general", Some(1)).unwrap(), Fresh::Same);
    let mut theirs = s.clone();
    theirs.ply = 1;
    b.commit(&session(&theirs)).unwrap();
    let mut ours = s.clone();
    ours.ply = 7;
    assert!(matches!(a.commit(&session(&ours)), Err(StoreError::Conflict)));
    assert_eq!(
        a.refresh("general", Some(1)).unwrap(),
        Fresh::Changed(Some(Box::new(theirs.clone())))
    );
    assert_eq!(a.refresh("general", Some(1)).unwrap(), Fresh::Same);
    let mut next = theirs.clone();
    next.ply = 2;
    a.commit(&session(&next)).unwrap();
    assert!(matches!(b.commit(&session(&theirs)), Err(StoreError::Conflict)));
    // A finishes it: B finds no open session where it held one.
    let done = SessionRecord {
        status: Status::Finished,
        ..next
    };
    a.commit(&session(&done)).unwrap();
    assert_eq!(b.refresh("general", Some(1)).unwrap(), Fresh::Changed(None));
    assert_eq!(b.refresh("general", None).unwrap(), Fresh::Same);
    assert_eq!(a.refresh("general", None).unwrap(), Fresh::Same);
}

/// Each store learns what the other opened, changed and finished, once.
pub fn shared_changed_sessions_tell_what_moved(db: &mut dyn Harness) {
    let (mut a, mut b) = (db.open(), db.open());
    let one = in_channel(1, "one");
    let two = in_channel(2, "two");
    a.commit(&session(&one)).unwrap();
    a.commit(&session(&two)).unwrap();
    assert_eq!(a.changed_sessions().unwrap(), (vec![], vec![]));
    assert_eq!(b.changed_sessions().unwrap(), (vec![one.clone(), two.clone()], vec![]));
    assert_eq!(b.changed_sessions().unwrap(), (vec![], vec![]));
    let mut moved = two.clone();
    moved.ply = 3;
    b.commit(&session(&moved)).unwrap();
    let finished = SessionRecord {
        status: Status::Finished,
        ..one.clone()
    };
    b.commit(&session(&finished)).unwrap();
    let three = in_channel(3, "three");
    b.commit(&session(&three)).unwrap();
    assert_eq!(a.changed_sessions().unwrap(), (vec![moved.clone(), three], vec![1]));
    assert_eq!(a.changed_sessions().unwrap(), (vec![], vec![]));
    // What it learned is what it commits on.
    moved.ply = 4;
    a.commit(&session(&moved)).unwrap();
    assert_eq!(b.changed_sessions().unwrap(), (vec![moved], vec![]));
}

/// Ids drawn by two stores at once are all different.
pub fn shared_new_ids_never_collide(db: &mut dyn Harness) {
    let ids = at_once(vec![db.open(), db.open()], |_, store| {
        (0..200)
            .map(|i| {
                let kind = if i % 2 == 0 { IdKind::Session } else { IdKind::Post };
                let id = store.new_id(kind).unwrap().expect("a shared store hands out ids");
                (kind == IdKind::Session, id)
            })
            .collect::<Vec<_>>()
    });
    let all: Vec<(bool, i64)> = ids.into_iter().flatten().collect();
    let distinct: HashSet<&(bool, i64)> = all.iter().collect();
    assert_eq!(distinct.len(), all.len(), "an id was handed out twice");
    assert!(all.iter().all(|(_, id)| *id > 0));
}

/// Two processes spend the same wallet at the same moment, more than it holds
/// together: exactly one is written, and no balance goes below zero.
pub fn shared_a_wallet_is_never_spent_twice(db: &mut dyn Harness) {
    let mut setup = db.open();
    let rounds = 10;
    for round in 0..rounds {
        setup
            .commit(&postings(vec![grant(&format!("fund{round}"), 7, 100)]))
            .unwrap();
        let outcomes = at_once(vec![db.open(), db.open()], |i, store| {
            let mut spend = Posting::transfer("g", Reason::Give, Account::Member(7), Account::Member(8 + i as u64), 60);
            spend.key = format!("spend{round}:{i}");
            store.commit(&postings(vec![spend]))
        });
        let ok = outcomes.iter().filter(|o| o.is_ok()).count();
        assert_eq!(ok, 1, "round {round}: {outcomes:?}");
        for o in outcomes.iter().filter_map(|o| o.as_ref().err()) {
            assert!(
                matches!(
                    o,
                    StoreError::Ledger(LedgerError::Insufficient { .. }) | StoreError::Conflict
                ),
                "{o:?}"
            );
        }
        assert_eq!(setup.balance("g", &Account::Member(7)).unwrap(), 40);
        // Empty the wallet for the next round.
        let mut rest = Posting::transfer("g", Reason::Take, Account::Member(7), Account::Mint, 40);
        rest.key = format!("rest{round}");
        setup.commit(&postings(vec![rest])).unwrap();
    }
    let paid = setup.balance("g", &Account::Member(8)).unwrap() + setup.balance("g", &Account::Member(9)).unwrap();
    assert_eq!(paid, 60 * rounds);
}

/// A row one process took to send is not given to another until it is done,
/// retried, or its lease ran out.
pub fn shared_an_outbox_row_is_sent_by_one_process(db: &mut dyn Harness) {
    let (mut a, mut b) = (db.open(), db.open());
    let posts: Vec<OutboxPost> = (1..=3)
        .map(|id| OutboxPost {
            id,
            channel: "c".into(),
            post: format!("\"{id}\""),
        })
        .collect();
    a.commit(&Change {
        posts: posts.clone(),
        at: 1_000,
        ..Change::default()
    })
    .unwrap();
    let ids = |rows: Vec<super::OutboxRow>| rows.into_iter().map(|r| r.post.id).collect::<Vec<_>>();
    assert_eq!(ids(a.outbox_due(1_000, 2).unwrap()), [1, 2]);
    assert_eq!(ids(b.outbox_due(1_000, 10).unwrap()), [3]);
    assert!(a.outbox_due(1_001, 10).unwrap().is_empty(), "all three are claimed");
    a.outbox_done(1, 1_002, "sent").unwrap();
    a.outbox_retry(2, 1_003).unwrap();
    assert_eq!(
        ids(b.outbox_due(1_003, 10).unwrap()),
        [2],
        "a retried row is free again"
    );
    // B stops without finishing 2 or 3: once their leases (from 1_000 and
    // 1_003) are over, A takes them.
    let lease = super::postgres::OUTBOX_LEASE;
    assert!(a.outbox_due(1_000 + lease - 1, 10).unwrap().is_empty());
    assert_eq!(ids(a.outbox_due(1_000 + lease, 10).unwrap()), [3]);
    assert_eq!(ids(a.outbox_due(1_003 + lease, 10).unwrap()), [2]);
    // Two stores asking at once share the due rows out.
    let mut more: Vec<OutboxPost> = (10..40)
        .map(|id| OutboxPost {
            id,
            channel: "c".into(),
            post: "\"x\"".into(),
        })
        .collect();
    more.sort_by_key(|p| p.id);
    a.commit(&Change {
        posts: more,
        at: 2_000,
        ..Change::default()
    })
    .unwrap();
    let got = at_once(vec![a, b], |_, store| {
        let mut ids = Vec::new();
        for _ in 0..10 {
            ids.extend(store.outbox_due(2_000, 3).unwrap().into_iter().map(|r| r.post.id));
        }
        ids
    });
    let all: Vec<i64> = got.into_iter().flatten().collect();
    let distinct: HashSet<&i64> = all.iter().collect();
    assert_eq!(distinct.len(), all.len(), "a row was given to both: {all:?}");
    assert_eq!(all.len(), 30);
}

/// Two processes deriving the same badge at once: it is written, and
/// announced, by one of them.
pub fn shared_a_badge_is_announced_by_one_process(db: &mut dyn Harness) {
    let stores = vec![db.open(), db.open()];
    let outcomes = at_once(stores, |i, store| {
        store.commit(&Change {
            at: 10 + i as i64,
            badges: vec![award(9, 10 + i as i64, 100 + i as i64)],
            ..Change::default()
        })
    });
    assert!(outcomes.iter().all(Result::is_ok), "{outcomes:?}");
    let mut store = db.open();
    assert_eq!(store.badges("s1", 7).unwrap().len(), 1);
    let due = store.outbox_due(1_000, 10).unwrap();
    assert_eq!(due.len(), 1, "one announcement: {due:?}");
}

/// Two processes opening a game in the same channel at once: one is a conflict.
pub fn shared_one_open_session_per_channel(db: &mut dyn Harness) {
    let outcomes = at_once(vec![db.open(), db.open()], |i, store| {
        store.commit(&session(&in_channel(10 + i as i64, "busy")))
    });
    one_conflict(&outcomes);
    assert_eq!(db.open().open_sessions().unwrap().len(), 1);
    // Once it finished, another may open there.
    let mut store = db.open();
    let mut open = store.open_sessions().unwrap().remove(0);
    open.status = Status::Finished;
    store.commit(&session(&open)).unwrap();
    store.commit(&session(&in_channel(12, "busy"))).unwrap();
}

/// The same interaction reaching two processes is applied by one.
pub fn shared_an_interaction_is_applied_once(db: &mut dyn Harness) {
    let outcomes = at_once(vec![db.open(), db.open()], |i, store| {
        store.commit(&Change {
            interaction: Some("i-1"),
            ..postings(vec![grant(&format!("i-1:{i}"), 7, 10)])
        })
    });
    one_conflict(&outcomes);
    let mut store = db.open();
    assert!(store.interaction_seen("i-1").unwrap());
    assert_eq!(store.balance("g", &Account::Member(7)).unwrap(), 10);
}

// ---- Seasons (issue 32, the seasons part) ----

/// Finishes game `id` of checkers on server `s1` at `at`: `winner` beats
/// `loser` (members), rated unless `unrated`.
fn finish_game(store: &mut dyn Store, id: i64, winner: u64, loser: u64, at: i64, unrated: bool) {
    let mut s = record(id, Status::Playing);
    s.channel = format!("c{id}");
    s.game = "checkers".into();
    s.server = Some("s1".into());
    s.unrated = unrated;
    s.seats = vec![
        Player::member(winner, format!("m{winner}").as_str().into()),
        Player::member(loser, format!("m{loser}").as_str().into()),
    ];
    store.commit(&session(&s)).unwrap();
    s.status = Status::Finished;
    s.updated_at = at;
    store
        .commit(&Change {
            result: Some(GameResult {
                outcome: "won".into(),
                winner: Some(winner),
                reason: "resignation".into(),
                winner_seat: Some(0),
            }),
            at,
            ..session(&s)
        })
        .unwrap();
}

/// A game played while the server's `rated` setting was off (or in an unrated
/// tournament) keeps its result but moves no rating, and no replay (the
/// audit's, a season's) rates it either.
pub fn an_unrated_game_is_kept_and_never_rated(db: &mut dyn Harness) {
    let mut store = db.open();
    finish_game(store.as_mut(), 1, 7, 8, 100, false);
    finish_game(store.as_mut(), 2, 8, 7, 200, true);
    let alice = store.rating("s1", "checkers", "7").unwrap().expect("rated once");
    assert_eq!((alice.games, alice.wins, alice.losses), (1, 1, 0));
    assert_eq!(alice.last_played, 100);
    assert!(store.result(2).unwrap().is_some(), "the unrated result is kept");
    assert_eq!(store.finished_games("s1", None, None, 10).unwrap().len(), 2);
    let rated = store.rated_games("s1", None, 0, 1_000).unwrap();
    assert_eq!(rated.iter().map(|g| g.session).collect::<Vec<_>>(), [1]);
    assert_eq!(rated[0].seats.len(), 2);
    assert_eq!(rated[0].result.winner, Some(7));
    assert!(store
        .rated_games("s1", Some("checkers"), 101, 1_000)
        .unwrap()
        .is_empty());
    assert!(store.rated_games("s1", Some("hot-spot"), 0, 1_000).unwrap().is_empty());
    assert!(store.rated_games("s2", None, 0, 1_000).unwrap().is_empty());
}

/// A monthly season `name`, planned from `from` to `to`, started by Parlor.
fn monthly(name: &str, from: i64, to: i64) -> NewSeason<'_> {
    NewSeason {
        name,
        kind: "monthly",
        started_at: from,
        ends_at: Some(to),
        by: None,
        locale: None,
    }
}

/// A calendar season (issue 32): started, refused a second running one or a
/// name taken, ended once by a conditional end that alone writes its
/// announcement and starts the next; its champions read from its results.
pub fn a_season_ends_once_and_the_next_starts_with_it(db: &mut dyn Harness) {
    let mut store = db.open();
    let turn = |end, start, posts: Vec<OutboxPost>| SeasonTurn {
        server: "s1",
        end,
        start,
        posts,
        badges: Vec::new(),
        interaction: None,
        at: 5_000,
    };
    assert!(store
        .turn_season(&turn(None, Some(monthly("2026-01", 0, 1_000)), Vec::new()))
        .unwrap());
    let running = store.seasons("s1").unwrap();
    assert_eq!(running.len(), 1);
    let first = running[0].clone();
    assert_eq!((first.name.as_str(), first.kind.as_str()), ("2026-01", "monthly"));
    assert_eq!(
        (first.started_at, first.ends_at, first.ended_at),
        (0, Some(1_000), None)
    );
    assert!(
        !store
            .turn_season(&turn(None, Some(monthly("other", 0, 1_000)), Vec::new()))
            .unwrap(),
        "one running season per server"
    );
    assert_eq!(store.due_seasons(999).unwrap(), []);
    assert_eq!(store.due_seasons(1_000).unwrap(), std::slice::from_ref(&first));
    assert_eq!(store.season_servers().unwrap(), ["s1"]);
    // Three games in the season for member 7, one for 8 and 9; one after it.
    finish_game(store.as_mut(), 1, 7, 8, 100, false);
    finish_game(store.as_mut(), 2, 7, 9, 200, false);
    finish_game(store.as_mut(), 3, 7, 8, 300, false);
    finish_game(store.as_mut(), 4, 8, 7, 1_500, false);
    let post = |id: i64| OutboxPost {
        id,
        channel: "news".into(),
        post: format!("\"{id}\""),
    };
    let rollover = |posts| {
        turn(
            Some((first.id, 1_000, None)),
            Some(monthly("2026-02", 1_000, 2_000)),
            posts,
        )
    };
    assert!(store.turn_season(&rollover(vec![post(1)])).unwrap());
    assert!(
        !store.turn_season(&rollover(vec![post(2)])).unwrap(),
        "a season ends once"
    );
    let due: Vec<i64> = store.outbox_due(5_000, 10).unwrap().iter().map(|r| r.post.id).collect();
    assert_eq!(due, [1], "only the change that ended it announced it");
    let seasons = store.seasons("s1").unwrap();
    assert_eq!(
        seasons
            .iter()
            .map(|s| (s.name.as_str(), s.ended_at))
            .collect::<Vec<_>>(),
        [("2026-02", None), ("2026-01", Some(1_000))],
        "newest first"
    );
    assert!(
        !store
            .turn_season(&turn(
                Some((seasons[0].id, 1_200, Some((5, "eve")))),
                Some(monthly("2026-01", 1_200, 2_000)),
                Vec::new()
            ))
            .unwrap(),
        "a name is used once per server, and a refused start writes nothing"
    );
    assert_eq!(store.seasons("s1").unwrap()[0].ended_at, None);
    let champions = store.season_champions(Some("s1")).unwrap();
    assert_eq!(champions.len(), 1, "{champions:?}");
    let c = &champions[0];
    assert_eq!(
        (
            c.server.as_str(),
            c.season,
            c.season_name.as_str(),
            c.game.as_str(),
            c.member,
            c.name.as_str(),
            c.ended_at
        ),
        ("s1", first.id, "2026-01", "checkers", 7, "m7", 1_000)
    );
    assert_eq!(store.season_champions(None).unwrap(), champions);
    assert!(store.season_champions(Some("s2")).unwrap().is_empty());
    // A manual season by its admin, after the calendar one ends.
    let second = store.seasons("s1").unwrap()[0].id;
    let manual = NewSeason {
        name: "Spring",
        kind: "manual",
        started_at: 1_500,
        ends_at: None,
        by: Some((5, "eve")),
        locale: Some("fr"),
    };
    assert!(store
        .turn_season(&SeasonTurn {
            badges: Vec::new(),
            interaction: Some("i-season"),
            ..turn(
                Some((second, 1_500, Some((5, "eve")))),
                Some(manual.clone()),
                Vec::new()
            )
        })
        .unwrap());
    let now = store.seasons("s1").unwrap();
    assert_eq!(now[0].started_by, Some((5, "eve".to_string())));
    assert_eq!(now[1].ended_by, Some((5, "eve".to_string())));
    assert_eq!(
        now[0].locale.as_deref(),
        Some("fr"),
        "a season keeps the language it started in"
    );
    assert_eq!(now[1].locale, None);
    assert!(store.interaction_seen("i-season").unwrap());
}

/// Two processes ending the same season at once (issue 32): one ends it,
/// announces it and starts the next; the other writes nothing.
pub fn shared_a_season_ends_once(db: &mut dyn Harness) {
    let mut store = db.open();
    assert!(store
        .turn_season(&SeasonTurn {
            server: "s9",
            end: None,
            start: Some(monthly("2026-01", 0, 1_000)),
            posts: Vec::new(),
            badges: Vec::new(),
            interaction: None,
            at: 1,
        })
        .unwrap());
    let id = store.seasons("s9").unwrap()[0].id;
    let outcomes = at_once(vec![db.open(), db.open()], |i, store| {
        store.turn_season(&SeasonTurn {
            server: "s9",
            end: Some((id, 1_000, None)),
            start: Some(monthly("2026-02", 1_000, 2_000)),
            posts: vec![OutboxPost {
                id: 100 + i as i64,
                channel: "news".into(),
                post: "\"champions\"".into(),
            }],
            badges: Vec::new(),
            interaction: None,
            at: 1_000,
        })
    });
    assert_eq!(
        outcomes.iter().filter(|o| matches!(o, Ok(true))).count(),
        1,
        "{outcomes:?}"
    );
    assert!(outcomes.iter().all(|o| o.is_ok()), "{outcomes:?}");
    let mut store = db.open();
    assert_eq!(store.outbox_due(1_000, 10).unwrap().len(), 1, "announced once");
    let seasons = store.seasons("s9").unwrap();
    assert_eq!(seasons.len(), 2);
    assert_eq!(seasons.iter().filter(|s| s.ended_at.is_none()).count(), 1);
}

/// Two puzzle rows: a built-in one (`key` k1) and one of server s1's.
fn puzzle_row(key: &str, game: &str) -> super::NewPuzzle {
    super::NewPuzzle {
        key: key.into(),
        game: game.into(),
        puzzle: format!("{{\"key\":\"{key}\"}}"),
    }
}

/// Issue 35: the built-in set and a finished game's puzzles are stored once;
/// a member has one try open, answers it once, and the day's daily stands
/// once chosen; the games left to mine are those not mined yet.
pub fn puzzles_are_stored_once_tried_once_and_the_daily_fixed(db: &mut dyn Harness) {
    use super::AttemptState;
    let mut store = db.open();
    let built_in = [puzzle_row("k1", "checkers")];
    assert_eq!(store.add_puzzles(None, None, &built_in, 0).unwrap(), 1);
    assert_eq!(store.add_puzzles(None, None, &built_in, 0).unwrap(), 0, "once");
    // A finished game of server s1, mined once.
    let mut s = record(1, Status::Playing);
    s.game = "checkers".into();
    s.server = Some("s1".into());
    s.seats = vec![Player::member(7, "alice".into()), Player::member(8, "bob".into())];
    store.commit(&session(&s)).unwrap();
    s.status = Status::Finished;
    store
        .commit(&Change {
            result: Some(GameResult::without_winner("drawn", "agreement")),
            ..session(&s)
        })
        .unwrap();
    assert_eq!(
        store.unmined_games(10).unwrap(),
        [(1, "s1".to_string(), "checkers".to_string())]
    );
    let mined = [puzzle_row("m1", "checkers")];
    assert_eq!(store.add_puzzles(Some("s1"), Some(1), &mined, 5).unwrap(), 1);
    assert_eq!(
        store.add_puzzles(Some("s1"), Some(1), &mined, 6).unwrap(),
        0,
        "mined once"
    );
    assert!(store.unmined_games(10).unwrap().is_empty());

    let mut store = db.open();
    let untried = store.untried_puzzles("s1", 7, None, 10).unwrap();
    assert_eq!(untried.len(), 2);
    assert!(untried[0].2, "the server's own first: {untried:?}");
    let own = untried[0].0;
    assert_eq!(store.puzzle(own).unwrap().unwrap().session, Some(1));
    assert_eq!(
        store.untried_puzzles("s2", 7, None, 10).unwrap().len(),
        1,
        "s1's are s1's"
    );
    assert!(store.untried_puzzles("s1", 7, Some("line"), 10).unwrap().is_empty());

    let id = store.start_attempt("s1", 7, own, None, 10).unwrap().expect("a try");
    assert_eq!(
        store.start_attempt("s1", 7, untried[1].0, None, 11).unwrap(),
        None,
        "one open"
    );
    let open = store.open_attempt("s1", 7).unwrap().unwrap();
    assert_eq!((open.id, open.steps, open.state), (id, 0, AttemptState::Open));
    assert!(store.advance_attempt(id, 0, 1, AttemptState::Open, 12).unwrap());
    assert!(
        !store.advance_attempt(id, 0, 1, AttemptState::Failed, 12).unwrap(),
        "answered once"
    );
    assert!(store.advance_attempt(id, 1, 2, AttemptState::Solved, 13).unwrap());
    assert!(store.open_attempt("s1", 7).unwrap().is_none());
    assert_eq!(store.untried_puzzles("s1", 7, None, 10).unwrap().len(), 1);

    // The daily: fixed once chosen, one try a day.
    assert_eq!(store.daily_candidates("s1", "checkers").unwrap().len(), 2);
    assert_eq!(store.choose_daily("s1", 20_000, own, 1).unwrap(), own);
    assert_eq!(store.choose_daily("s1", 20_000, untried[1].0, 2).unwrap(), own, "fixed");
    assert_eq!(store.daily_puzzle("s1", 20_000).unwrap(), Some(own));
    assert_eq!(store.daily_candidates("s1", "checkers").unwrap().len(), 1);
    let daily = store.start_attempt("s1", 8, own, Some(20_000), 3).unwrap().unwrap();
    assert!(store.advance_attempt(daily, 0, 0, AttemptState::GaveUp, 4).unwrap());
    assert_eq!(
        store.start_attempt("s1", 8, own, Some(20_000), 5).unwrap(),
        None,
        "once a day"
    );
    let tries = store.attempts("s1", 8).unwrap();
    assert_eq!(tries.len(), 1);
    assert_eq!(
        (tries[0].day, tries[0].state, tries[0].game.as_str()),
        (Some(20_000), AttemptState::GaveUp, "checkers")
    );
    assert_eq!(store.daily_attempt("s1", 8, 20_000).unwrap().unwrap().id, daily);

    // Posted once.
    let post = |id: i64| OutboxPost {
        id,
        channel: "puzzles".into(),
        post: "\"daily\"".into(),
    };
    assert!(store.post_daily("s1", 20_000, &post(900), 5).unwrap());
    assert!(!store.post_daily("s1", 20_000, &post(901), 6).unwrap());
    assert_eq!(store.outbox_due(10, 10).unwrap().len(), 1);
    assert!(
        !store.post_daily("s1", 20_001, &post(902), 6).unwrap(),
        "no daily chosen that day"
    );
    assert!(store.puzzle_channel_servers().unwrap().is_empty());
}

/// Issue 35: two processes choosing and posting one server's daily agree on
/// one puzzle and post it once.
pub fn shared_a_daily_puzzle_is_chosen_and_posted_once(db: &mut dyn Harness) {
    let mut store = db.open();
    store
        .add_puzzles(None, None, &[puzzle_row("d1", "line"), puzzle_row("d2", "line")], 0)
        .unwrap();
    let ids: Vec<i64> = store
        .untried_puzzles("s7", 1, None, 10)
        .unwrap()
        .into_iter()
        .map(|p| p.0)
        .collect();
    let chosen = at_once(vec![db.open(), db.open()], |i, store| {
        let day = store.choose_daily("s7", 30_000, ids[i], 1)?;
        let posted = store.post_daily(
            "s7",
            30_000,
            &OutboxPost {
                id: 500 + i as i64,
                channel: "puzzles".into(),
                post: "\"daily\"".into(),
            },
            1,
        )?;
        Ok::<_, StoreError>((day, posted))
    });
    let chosen: Vec<(i64, bool)> = chosen.into_iter().map(Result::unwrap).collect();
    assert_eq!(chosen[0].0, chosen[1].0, "one daily: {chosen:?}");
    assert_eq!(chosen.iter().filter(|c| c.1).count(), 1, "posted once: {chosen:?}");
    assert_eq!(db.open().outbox_due(10, 10).unwrap().len(), 1);
}
