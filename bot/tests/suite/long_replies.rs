//! Every reply fits Discord's limits in every language (issue 30): the
//! messages that grow with what they list — `/help`, `/rules`, `/history`,
//! `/stats` (with every badge), `/leaderboard`, `/settings show`, `/chips history` and
//! `leaderboard`, a game starting and ending with four players, a Crown and
//! Anchor table of ten settling a round — are driven to their longest with
//! names of 32 characters (Discord's longest display name) and checked in
//! English, Spanish and French: at most 2,000 characters of text, 1,024 of
//! alt text, 80 for a button's label, 25 buttons in at most 5 rows and 25
//! menu options.

use parlor::store::{SqliteStore, Store};
use parlor::table::{Audience, Command, Locale, Millis, Reply, Seeds, Table, TableSettings};

use crate::support::requests::{member, request};

const T0: Millis = 1_800_000_000_000;

/// Ten members, each named with 32 characters.
fn names() -> Vec<String> {
    (0..10)
        .map(|i| format!("Bartholomew_Fitzwilliam_{i:02}_xxxxx"))
        .inspect(|n| assert_eq!(n.chars().count(), 32))
        .collect()
}

struct World {
    table: Table,
    locale: Locale,
    now: Millis,
    checked: usize,
    _dir: tempfile::TempDir,
}

impl World {
    fn new(locale: Locale) -> World {
        World::with(locale, TableSettings::default())
    }

    fn with(locale: Locale, settings: TableSettings) -> World {
        let dir = tempfile::tempdir().unwrap();
        let store = SqliteStore::open(&dir.path().join("p.db")).unwrap();
        let table = Table::open(Box::new(store), settings, Seeds::Fixed(11)).unwrap();
        World {
            table,
            locale,
            now: T0,
            checked: 0,
            _dir: dir,
        }
    }

    /// `who` sends `command` in `channel`, with Manage Server when `admin`;
    /// every reply is checked against Discord's limits.
    fn send(&mut self, channel: &str, who: &str, admin: bool, command: Command) -> Vec<Reply> {
        self.now += 1_000;
        let mut request = request(channel, who, command, None);
        request.caller.actor.manage_server = admin;
        request.caller.locale = Some(self.locale);
        request.caller.server_locale = Some(self.locale);
        let replies = self.table.respond(request, self.now);
        for reply in &replies {
            self.check(reply);
        }
        replies
    }

    fn check(&mut self, reply: &Reply) {
        let chars = reply.text.chars().count();
        assert!(
            chars <= 2_000,
            "{} characters in {}:\n{}",
            chars,
            self.locale,
            reply.text
        );
        if let Some(picture) = &reply.picture {
            assert!(picture.description.chars().count() <= 1_024, "{}", picture.description);
        }
        assert!(reply.buttons.len() <= 25, "{reply:#?}");
        for button in &reply.buttons {
            assert!((1..=80).contains(&button.label.chars().count()), "{button:?}");
        }
        if let Some(menu) = &reply.menu {
            assert!(menu.options.len() <= 25 && menu.placeholder.chars().count() <= 150);
        }
        self.checked += 1;
    }

    /// Gives `who` every badge (issue 32), each earned by the longest
    /// reference a badge's line shows: a game and a tournament of seven
    /// digits, a season of a hundred characters.
    fn give_every_badge(&mut self, who: &str) {
        use parlor::badges::{Badge, Earned, Reference};
        let mut store = SqliteStore::open(&self._dir.path().join("p.db")).unwrap();
        let awards = Badge::ALL
            .iter()
            .enumerate()
            .map(|(i, &badge)| parlor::store::BadgeAward {
                server: "guild".into(),
                member: crate::support::requests::id(who),
                earned: Earned {
                    badge,
                    at: T0 + i as Millis,
                    by: match badge {
                        Badge::SeasonChampion => Reference::Season {
                            season: "Ś".repeat(100),
                            game: "number-one".into(),
                        },
                        Badge::TournamentWinner | Badge::UnbeatenTournament => Reference::Tournament(9_999_999),
                        _ => Reference::Game(9_999_999),
                    },
                },
                post: None,
            })
            .collect();
        store
            .commit(&parlor::store::Change {
                at: T0,
                badges: awards,
                ..Default::default()
            })
            .unwrap();
    }

    fn accepted(&mut self, channel: &str, who: &str, command: Command) -> Vec<Reply> {
        let replies = self.send(channel, who, false, command);
        assert!(replies.iter().any(|r| r.ok), "{replies:#?}");
        replies
    }
}

fn play(game: &str, opponent: Option<&str>, options: &str) -> Command {
    Command::Play {
        game: game.into(),
        opponent: opponent.map(member),
        options: options.into(),
    }
}

/// A two-player game challenged, accepted and resigned: a line in /history.
fn two_player_game(w: &mut World, game: &str, a: &str, b: &str) {
    w.accepted("general", a, play(game, Some(b), ""));
    w.accepted("general", b, Command::Accept);
    w.accepted("general", a, Command::Resign);
}

/// A four-player Number One game, opened, joined, started and played out by
/// resignations: the longest line /history writes.
fn four_player_game(w: &mut World, players: &[String]) {
    w.accepted("general", &players[0], play("number-one", None, ""));
    for p in &players[1..4] {
        w.accepted("general", p, Command::Join);
    }
    w.accepted("general", &players[0], Command::Start);
    for p in &players[1..4] {
        w.accepted("general", p, Command::Resign);
    }
}

fn in_every_language(test: impl Fn(&mut World)) {
    for locale in Locale::ALL {
        let mut w = World::new(locale);
        test(&mut w);
        assert!(w.checked > 0);
    }
}

#[test]
fn help_and_every_game_s_rules_fit_one_message() {
    in_every_language(|w| {
        let me = &names()[0];
        w.accepted("general", me, Command::Help);
        for game in parlor_games::GameKind::offered() {
            w.accepted(
                "general",
                me,
                Command::Rules {
                    game: game.name().into(),
                },
            );
        }
    });
}

#[test]
fn history_stats_and_leaderboards_with_long_names_fit_one_message() {
    in_every_language(|w| {
        let players = names();
        for _ in 0..3 {
            four_player_game(w, &players);
        }
        for game in ["checkers", "hot-spot", "line", "trespass", "acey-ducey"] {
            for round in 0..3 {
                let (a, b) = (&players[round], &players[round + 1]);
                two_player_game(w, game, a, b);
            }
        }
        let me = &players[1];
        w.accepted(
            "general",
            me,
            Command::History {
                member: None,
                game: None,
            },
        );
        w.accepted(
            "general",
            me,
            Command::History {
                member: Some(member(&players[1])),
                game: Some("number-one".into()),
            },
        );
        w.give_every_badge(me);
        let stats = w.accepted(
            "general",
            me,
            Command::Stats {
                member: None,
                game: None,
            },
        );
        assert_eq!(stats[0].text.matches("🏅").count(), 10, "{}", stats[0].text);
        for game in ["checkers", "number-one"] {
            w.accepted(
                "general",
                me,
                Command::Leaderboard {
                    game: game.into(),
                    period: None,
                    season: None,
                },
            );
        }
    });
}

/// With the server's web pages on and served at a long address (issue 34),
/// `/history`'s ten lines of four long names, each game's number linked,
/// still fit: in two messages at most, every line whole, every game linked.
#[test]
fn history_with_every_game_linked_to_its_page_fits_discord_messages() {
    for locale in Locale::ALL {
        let settings = TableSettings {
            web: true,
            web_url: Some(format!("https://{}.example.org/parlor", "p".repeat(40))),
            ..TableSettings::default()
        };
        let mut w = World::with(locale, settings);
        let players = names();
        for _ in 0..10 {
            four_player_game(&mut w, &players);
        }
        let replies = w.accepted(
            "general",
            &players[0],
            Command::History {
                member: None,
                game: None,
            },
        );
        assert!((1..=2).contains(&replies.len()), "{replies:#?}");
        let all: String = replies.iter().map(|r| r.text.as_str()).collect::<Vec<_>>().join("\n");
        assert_eq!(all.matches("](<https://").count(), 10, "{all}");
        assert!(replies.iter().all(|r| r.to == Audience::Channel));
    }
}

/// Twelve members named with 32 characters, each with markdown to escape.
fn marked_names() -> Vec<String> {
    (0..12)
        .map(|i| format!("*_Bartholomew_Fitzwilliam_{i:02}_*_~"))
        .inspect(|n| assert_eq!(n.chars().count(), 32))
        .collect()
}

#[test]
fn season_boards_announcements_and_stats_with_long_names_fit_one_message() {
    in_every_language(|w| {
        let players = marked_names();
        let admin = &players[0];
        for (key, value) in [
            ("season", "monthly"),
            ("announce_channel", "<#1100000000000000000>"),
            (
                "rank_bands",
                "Abcdefghijklmnopqrstuvwx Bcdefghijklmnopqrstuvwxy:1400 Cdefghijklmnopqrstuvwxyz:1600",
            ),
        ] {
            let set = Command::SettingsSet {
                key: key.into(),
                value: value.into(),
            };
            let replies = w.send("general", admin, true, set);
            assert!(replies.iter().all(|r| r.ok), "{key}: {replies:#?}");
        }
        // Every member plays three games in checkers and in Number One: twelve ranked.
        for round in 0..3 {
            for i in 0..players.len() {
                let (a, b) = (&players[i], &players[(i + 1 + round) % players.len()]);
                two_player_game(w, "checkers", a, b);
            }
        }
        for _ in 0..3 {
            for four in players.chunks(4) {
                four_player_game(w, four);
            }
        }
        // The last of the board sees its own line under the top ten.
        for me in [&players[0], &players[11]] {
            for game in ["checkers", "number-one"] {
                for period in [None, Some("all"), Some("month"), Some("week"), Some("season")] {
                    w.accepted(
                        "general",
                        me,
                        Command::Leaderboard {
                            game: game.into(),
                            period: period.map(Into::into),
                            season: None,
                        },
                    );
                }
            }
            w.accepted(
                "general",
                me,
                Command::Stats {
                    member: None,
                    game: None,
                },
            );
            w.accepted("general", me, Command::SeasonShow);
        }
        // The month ends: each game's final top ten and champion, posted.
        let month_later = w.now + 32 * 86_400_000;
        w.now = month_later;
        w.table.tick(month_later);
        let posts = w.table.outbox_due(month_later, 100);
        assert!(!posts.is_empty(), "the season's end is announced");
        for post in &posts {
            w.check(&post.reply);
        }
        let season = posts[0].reply.text.clone();
        assert!(season.contains("Bartholomew"), "{season}");
        // `/leaderboard season:` suggests the server's seasons, newest first.
        let suggested = w.table.autocomplete_seasons("guild", "20");
        assert_eq!(suggested, ["2027-02", "2027-01"]);
        assert!(w.table.autocomplete_seasons("guild", "spring").is_empty());
    });
}

#[test]
fn settings_show_with_every_value_at_its_longest_fits_discord_messages() {
    in_every_language(|w| {
        let admin = &names()[0];
        let channels: Vec<String> = (0..51)
            .map(|i| format!("<#{}>", 1_100_000_000_000_000_000u64 + i))
            .collect();
        // Parlor plays in at most 50 listed channels: a longer list is refused
        // in one line, naming the most.
        let refused = w.send(
            "general",
            admin,
            true,
            Command::SettingsSet {
                key: "channels".into(),
                value: channels.join(" "),
            },
        );
        assert!(!refused[0].ok && refused[0].text.contains("50") && !refused[0].text.contains('\n'));
        let channels = &channels[..50];
        let games: Vec<&str> = parlor_games::GameKind::offered().map(|k| k.name()).collect();
        for (key, value) in [
            ("channels", channels.join(" ")),
            ("games", games.join(" ")),
            ("turn_timer", "29d".to_string()),
            ("starting_chips", "999999999999".to_string()),
        ] {
            let set = Command::SettingsSet { key: key.into(), value };
            let replies = w.send("general", admin, true, set);
            assert!(replies.iter().all(|r| r.ok), "{key}: {replies:#?}");
        }
        let shown = w.send("general", admin, true, Command::SettingsShow);
        assert!(shown.iter().all(|r| r.ok && r.to == Audience::Ephemeral), "{shown:#?}");
        // Every setting is listed, each line whole, over as many messages as it takes.
        let all: String = shown.iter().map(|r| r.text.as_str()).collect::<Vec<_>>().join("\n");
        for key in parlor::table::SettingKey::ALL {
            assert_eq!(all.matches(&format!("`{}`", key.name())).count(), 1, "{key:?} in {all}");
        }
        // A /play refused for the channel list names the channels in one line.
        let refused = w.send("elsewhere", &names()[1], false, play("checkers", None, ""));
        assert!(!refused[0].ok);
    });
}

/// Rank roles (issue 32) at their longest: ten bands of the longest names,
/// each with a role of the longest id, and rank roles stopped by a role
/// Discord refused; `/settings show` and the refusals still fit one message.
#[test]
fn rank_roles_at_their_longest_fit_one_message() {
    use parlor::table::{RoleFailure, RoleOutcome, RoleWork, ServerRole, ServerRoles};
    in_every_language(|w| {
        let admin = &names()[0];
        let bands: Vec<String> = (0..10).map(|i| format!("Band_{i:02}_xxxxxxxxxxxxxxxx")).collect();
        assert!(bands.iter().all(|b| b.chars().count() == 24));
        let typed: Vec<String> = bands
            .iter()
            .enumerate()
            .map(|(i, b)| {
                if i == 0 {
                    b.clone()
                } else {
                    format!("{b}:{}", 1000 + 100 * i)
                }
            })
            .collect();
        let set = Command::SettingsSet {
            key: "rank_bands".into(),
            value: typed.join(" "),
        };
        assert!(w.send("general", admin, true, set)[0].ok);
        let role = |i: u64| ServerRole {
            id: 9_000_000_000_000_000_000 + i,
            name: "R".repeat(100),
            position: i as i64 + 1,
            managed: false,
            everyone: false,
        };
        let roles = ServerRoles {
            roles: (0..10).map(role).collect(),
            top: 100,
            manage_roles: true,
        };
        let with_roles = |w: &mut World, value: String| {
            w.now += 1_000;
            let command = Command::SettingsSet {
                key: "rank_roles".into(),
                value,
            };
            let mut request = request("general", admin, command, None);
            request.caller.actor.manage_server = true;
            request.caller.locale = Some(w.locale);
            request.caller.server_locale = Some(w.locale);
            request.caller.roles = Some(roles.clone());
            let replies = w.table.respond(request, w.now);
            for reply in &replies {
                w.check(reply);
            }
            replies
        };
        let pairs: Vec<String> = bands
            .iter()
            .enumerate()
            .map(|(i, b)| format!("{b}:<@&{}>", roles.roles[i].id))
            .collect();
        assert!(with_roles(w, pairs.join(" "))[0].ok);
        let refused = with_roles(w, format!("{}x:@{}", bands[9], "R".repeat(100)));
        assert!(!refused[0].ok && !refused[0].text.contains('\n'));
        let work = RoleWork {
            server: "guild".into(),
            member: 1,
            wanted: Some(roles.roles[9].id),
            given: Vec::new(),
            managed: Vec::new(),
        };
        let stopped = RoleOutcome {
            failure: Some(RoleFailure::Refused(roles.roles[9].id)),
            ..RoleOutcome::default()
        };
        w.table.roles_done(&work, &stopped, w.now);
        let shown = w.send("general", admin, true, Command::SettingsShow);
        assert!(shown[0].ok && shown[0].text.contains(&format!("<@&{}>", roles.roles[9].id)));
    });
}

#[test]
fn chips_and_a_crown_and_anchor_table_of_ten_fit_one_message() {
    in_every_language(|w| {
        let players = names();
        let admin = &players[0];
        for p in &players {
            let grant = Command::ChipsGrant {
                member: member(p),
                amount: "999999999".into(),
            };
            assert!(w.send("lobby", admin, true, grant)[0].ok);
        }
        w.accepted("crown", admin, play("crown-and-anchor", None, "min:1 max:1000000"));
        for p in &players[1..] {
            w.accepted("crown", p, Command::Join);
        }
        w.accepted("crown", admin, Command::Start);
        for (i, p) in players.iter().enumerate() {
            for design in ["crown", "anchor", "heart", "spade", "diamond", "club"] {
                let bet = Command::Bet {
                    design: design.into(),
                    chips: (100_000 + i).to_string(),
                };
                w.send("crown", p, false, bet);
            }
        }
        for p in &players {
            w.send("crown", p, false, Command::Roll);
        }
        for p in &players[..3] {
            w.accepted("lobby", p, Command::ChipsHistory);
        }
        w.accepted("lobby", admin, Command::ChipsLeaderboard);
    });
}
