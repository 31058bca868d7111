//! Plays games through the real [`Table`] as a crowd of members would: starts
//! them with `/play` (and `/accept`, `/join`, `/start`, `/secret`), then sends
//! random legal moves found the way `/move` autocomplete finds them. Every
//! command carries a fresh interaction id, as a Discord interaction does.

use crate::table::{Actor, Caller, ChannelKey, Command, MemberRef, Millis, Reply, Request, Table};
use parlor_games::{Rng, SeededRng};
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};

/// One kind of game the crowd plays: the game as typed, its options, and how
/// many members sit down.
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    /// The game's name as `/play game:` takes it.
    pub game: &'static str,
    /// The `/play options:` text.
    pub options: &'static str,
    /// Members seated.
    pub players: usize,
}

/// The turn games the load spreads over (Crown and Anchor, a betting table, is
/// measured by the ledger section instead).
pub const SPECS: [Spec; 8] = [
    Spec {
        game: "checkers",
        options: "",
        players: 2,
    },
    Spec {
        game: "hot-spot",
        options: "",
        players: 2,
    },
    Spec {
        game: "trespass",
        options: "",
        players: 2,
    },
    Spec {
        game: "number-one",
        options: "",
        players: 3,
    },
    Spec {
        game: "acey-ducey",
        options: "",
        players: 2,
    },
    Spec {
        game: "line",
        options: "variant:basic",
        players: 2,
    },
    Spec {
        game: "line",
        options: "variant:progress",
        players: 2,
    },
    Spec {
        game: "line",
        options: "variant:scoring",
        players: 2,
    },
];

/// A channel the crowd plays in: its key, its game and its members.
#[derive(Clone, Debug)]
pub struct Channel {
    /// The channel's key (`bench-<n>`).
    pub key: ChannelKey,
    /// The game played there.
    pub spec: Spec,
    /// The members seated, host first.
    pub members: Vec<Actor>,
}

impl Channel {
    /// Channel `n` plays `SPECS[n % 8]` with members of its own.
    pub fn numbered(n: usize) -> Channel {
        let spec = SPECS[n % SPECS.len()];
        let members = (0..spec.players)
            .map(|seat| Actor {
                id: 1_000_000 + (n * 4 + seat) as u64,
                name: format!("p{n}-{seat}").into(),
                manage_server: false,
            })
            .collect();
        Channel {
            key: ChannelKey(format!("bench-{n}")),
            spec,
            members,
        }
    }
}

/// What a move attempt came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A move was accepted (its picture drawn, stored).
    Moved,
    /// No member could move (the game ended or waits): a new game was started.
    Restarted,
}

/// Sends commands to one table with fresh interaction ids and a clock that only
/// moves forward.
pub struct Driver<'t> {
    /// The table played at.
    pub table: &'t Table,
    interactions: AtomicU64,
    clock: AtomicI64,
}

/// The bench's clock starts here: 2027-01-01.
pub const T0: Millis = 1_798_761_600_000;

impl<'t> Driver<'t> {
    /// A driver whose interaction ids start with `prefix_n` (distinct per run, so
    /// a database can be reused without ids colliding).
    pub fn new(table: &'t Table, first_interaction: u64, now: Millis) -> Driver<'t> {
        Driver {
            table,
            interactions: AtomicU64::new(first_interaction),
            clock: AtomicI64::new(now),
        }
    }

    /// The clock after the last command.
    pub fn now(&self) -> Millis {
        self.clock.load(Ordering::Relaxed)
    }

    /// The next interaction id.
    pub fn next_interaction(&self) -> u64 {
        self.interactions.load(Ordering::Relaxed)
    }

    /// Sends one command as `actor`; the clock moves on a millisecond.
    pub fn send(&self, channel: &ChannelKey, actor: &Actor, command: Command) -> Vec<Reply> {
        let n = self.interactions.fetch_add(1, Ordering::Relaxed);
        let now = self.clock.fetch_add(1, Ordering::Relaxed);
        let request = Request {
            caller: Caller {
                channel: channel.clone(),
                server: Some("bench".into()),
                actor: actor.clone(),
                interaction: Some(format!("bench-{n}")),
                locale: None,
                server_locale: None,
                parent: None,
                roles: None,
            },
            command,
        };
        self.table.handle(request, now)
    }

    /// Sends a command that must be accepted.
    pub fn must_as(&self, channel: &ChannelKey, actor: &Actor, command: Command) -> anyhow::Result<()> {
        let replies = self.send(channel, actor, command);
        anyhow::ensure!(
            replies.first().is_some_and(|r| r.ok),
            "{}: refused: {replies:?}",
            channel.0
        );
        Ok(())
    }

    /// [`Driver::must_as`] by the member in `seat`.
    fn must(&self, channel: &Channel, seat: usize, command: Command) -> anyhow::Result<()> {
        self.must_as(&channel.key, &channel.members[seat], command)
    }

    /// Plays a legal `action` (as [`Driver::pick`] found it) for the member in
    /// `seat`: it must be accepted with a picture.
    pub fn play(&self, channel: &Channel, seat: usize, action: String) -> anyhow::Result<()> {
        let replies = self.send(&channel.key, &channel.members[seat], Driver::command(action.clone()));
        anyhow::ensure!(
            replies.first().is_some_and(|r| r.ok && r.picture.is_some()),
            "{}: legal move {action} refused: {replies:?}",
            channel.key.0
        );
        Ok(())
    }

    /// Starts a new game in the channel: a challenge accepted, or a lobby filled
    /// and started; Trespass players then pick their secrets.
    pub fn start(&self, channel: &Channel, rng: &mut SeededRng) -> anyhow::Result<()> {
        let spec = channel.spec;
        let member = |seat: usize| {
            let actor: &Actor = &channel.members[seat];
            MemberRef {
                id: actor.id,
                name: actor.name.clone(),
                is_bot: false,
            }
        };
        let lobby = spec.players > 2 || spec.game == "number-one";
        let play = Command::Play {
            game: spec.game.into(),
            opponent: (!lobby).then(|| member(1)),
            options: spec.options.into(),
        };
        self.must(channel, 0, play)?;
        if lobby {
            for seat in 1..spec.players {
                self.must(channel, seat, Command::Join)?;
            }
            self.must(channel, 0, Command::Start)?;
        } else {
            self.must(channel, 1, Command::Accept)?;
        }
        if spec.game == "trespass" {
            for seat in 0..spec.players {
                let number = 1 + rng.below(6);
                self.must(
                    channel,
                    seat,
                    Command::Secret {
                        number: Some(number.to_string()),
                    },
                )?;
            }
        }
        Ok(())
    }

    /// The member to act and a random legal action of theirs, as `/move`
    /// autocomplete offers them (at most 25).
    pub fn pick(&self, channel: &Channel, rng: &mut SeededRng) -> Option<(usize, String)> {
        channel.members.iter().enumerate().find_map(|(seat, actor)| {
            let actions = self.table.autocomplete_moves(&channel.key, actor.id, "");
            (!actions.is_empty()).then(|| (seat, actions[rng.below(actions.len() as u32) as usize].clone()))
        })
    }

    /// The command that plays `action`: `/roll` for a roll, `/move` otherwise.
    fn command(action: String) -> Command {
        if action == "roll" {
            Command::Roll
        } else {
            Command::Move { text: action }
        }
    }

    /// Plays one random legal move in the channel, or, when nobody can move,
    /// ends what is there and starts a new game.
    pub fn step(&self, channel: &Channel, rng: &mut SeededRng) -> anyhow::Result<Outcome> {
        match self.pick(channel, rng) {
            Some((seat, action)) => {
                self.play(channel, seat, action)?;
                Ok(Outcome::Moved)
            }
            None => {
                // The game is over (or stuck waiting): resign whatever is left, then
                // a fresh game.
                let _ = self.send(&channel.key, &channel.members[0], Command::Resign);
                let _ = self.send(&channel.key, &channel.members[0], Command::Decline);
                self.start(channel, rng)?;
                Ok(Outcome::Restarted)
            }
        }
    }
}
