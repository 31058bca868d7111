//! Every command, declared once: what players type, its options, where it may be
//! used, whether it runs on the channel's session, its `/help` line, and the
//! handler that answers it. Discord's registration (`discord/commands.rs`),
//! local mode's parser, `/help` and the localisation ids all read these
//! declarations ([`Command::specs`]); the router runs each command on its
//! handler. Button presses and menu choices (controls) are declared here too and
//! dispatched by their custom ids.

use super::api::{Audience, Caller, ChannelKey, Msg, Refusal, Reply};
use super::base::{lock, Ctx, Slot, Table};
use super::declare::{
    control, declare_commands, slash, text_kinds, Count, Digit, Game, Level, Member, Moves, PuzzleMove, SeasonName,
};
use super::declare::{OptionKind, OrEmpty, Spec, Text, Unparsed, Values};
use super::session;
use super::settings::SettingKey;
use super::text;
use super::turns::running_crown;
use parlor_games::crown_anchor::Design as Designs;
use parlor_games::{msg, GameKind};
use std::ops::{Deref, DerefMut};

text_kinds! {
    /// One of the six designs of the Crown and Anchor dice.
    Design => OptionKind::Choice(design_names);
    /// One of the settings a server may change.
    Setting => OptionKind::Choice(setting_names);
    /// A tournament's format (`swiss`, `round-robin`, `knockout`).
    TournamentFormat => OptionKind::Choice(format_names);
    /// `yes` or `no`.
    YesNo => OptionKind::Choice(yes_no);
    /// A result the organiser gives a game: `first`, `second` or `draw`.
    Adjudged => OptionKind::Choice(adjudged_names);
    /// A leaderboard's period: `all`, `season`, `month`, `week` (issue 32).
    Period => OptionKind::Choice(super::seasons::period_names);
}

fn format_names() -> Vec<&'static str> {
    parlor_games::tournament::Format::ALL.iter().map(|f| f.name()).collect()
}

fn yes_no() -> Vec<&'static str> {
    vec!["yes", "no"]
}

fn adjudged_names() -> Vec<&'static str> {
    vec!["first", "second", "draw"]
}

fn design_names() -> Vec<&'static str> {
    Designs::ALL.iter().map(|d| d.name()).collect()
}

fn setting_names() -> Vec<&'static str> {
    SettingKey::ALL.iter().map(|k| k.name()).collect()
}

declare_commands! {
    /// `/play game:<name> [opponent:@member] [options:"…"]`: a challenge to one
    /// member or anyone, a lobby for games of more than two seats, a Crown and
    /// Anchor table, or a game against Parlor at once.
    Play { game: Game, opponent: Option<Member>, options: OrEmpty<Text> } = slash("play").locked().help("play") => play;
    /// `/accept` a challenge.
    Accept = slash("accept").locked().help("answer") => accept;
    /// `/decline` a challenge (the challenger withdraws it the same way).
    Decline = slash("decline").locked().help("answer") => decline;
    /// `/join` a lobby or a running Crown and Anchor table.
    Join = slash("join").locked().help("lobby") => join;
    /// `/leave` a lobby (the host closes it) or a Crown and Anchor table.
    Leave = slash("leave").locked().help("lobby") => leave;
    /// `/start` a lobby's game (the host, once enough players joined).
    Start = slash("start").locked().help("lobby") => start;
    /// `/add-parlor [level:easy|normal|hard]`: the host seats Parlor, the computer
    /// opponent, in the lobby (the Add Parlor button; default normal).
    AddParlor { level: Option<Level> } = slash("add-parlor").locked().help("parlor") => add_parlor;
    /// `/remove-parlor`: the host takes back the Parlor seat added last (the
    /// Remove Parlor button).
    RemoveParlor = slash("remove-parlor").locked().help("parlor") => remove_parlor;
    /// `/move move:<notation>`.
    Move { text as "move": Moves } = slash("move").locked().help("move") => make_move;
    /// `/moves`: the member's legal actions, ephemeral.
    Moves = slash("moves").locked().help("moves") => moves;
    /// `/secret [number:N]`: pick a secret number, or see your own pick (in a DM,
    /// or ephemerally in the game's channel).
    Secret { number: Option<Digit> } = slash("secret").locked().in_dms().help("secret") => secret;
    /// `/board`: show the position.
    Board = slash("board").locked().help("board") => board;
    /// `/resign`.
    Resign = slash("resign").locked().help("resign") => resign;
    /// `/draw`: offer a draw, or accept the opponent's offer.
    Draw = slash("draw").locked().help("draw") => draw;
    /// `/claim`: win when the opponent has let the turn timer run out.
    Claim = slash("claim").locked().help("claim") => claim;
    /// `/end`: end the game (players by agreement, or a member with Manage Server).
    End = slash("end").locked().help("end") => end;
    /// `/roll`: the Crown and Anchor Banker throws the dice; an Acey Ducey player
    /// rolls for their turn.
    Roll = slash("roll").locked().help("roll") => roll;
    /// `/bet design:<design> chips:<n>` at a Crown and Anchor table.
    Bet { design: Design, chips: Count } = slash("bet").locked().guild_only().help("bet") => bet;
    /// `/withdraw [design:<design>]`: take back Crown and Anchor bets before the roll.
    Withdraw { design: Option<Design> } = slash("withdraw").locked().guild_only().help("bet") => withdraw;
    /// `/chips balance [member]`.
    ChipsBalance { member: Option<Member> } = slash("chips balance").guild_only().help("chips") => chips_balance;
    /// `/chips daily`: the daily grant.
    ChipsDaily = slash("chips daily").guild_only().help("chips") => chips_daily;
    /// `/chips give member amount`.
    ChipsGive { member: Member, amount: Count } = slash("chips give").guild_only().help("chips") => chips_give;
    /// `/chips leaderboard`: the top 10 in this server.
    ChipsLeaderboard = slash("chips leaderboard").guild_only().help("chips") => chips_leaderboard;
    /// `/chips history`: the sender's latest ledger entries (ephemeral).
    ChipsHistory = slash("chips history").guild_only().help("chips") => chips_history;
    /// `/chips grant member amount` (Manage Server).
    ChipsGrant { member: Member, amount: Count } = slash("chips grant").guild_only() => chips_grant;
    /// `/chips take member amount` (Manage Server).
    ChipsTake { member: Member, amount: Count } = slash("chips take").guild_only() => chips_take;
    /// `/chips house fund amount` (Manage Server).
    ChipsHouseFund { amount: Count } = slash("chips house fund").guild_only() => chips_house_fund;
    /// `/chips house balance` (Manage Server).
    ChipsHouseBalance = slash("chips house balance").guild_only() => chips_house_balance;
    /// `/rematch`: play the caller's latest game in this channel again (the
    /// Rematch button does the same for its game), or agree to the rematch asked.
    Rematch = slash("rematch").locked().help("rematch") => rematch;
    /// `/stats [member] [game]`: ratings and records.
    Stats { member: Option<Member>, game: Option<Game> } = slash("stats").help("records") => stats;
    /// `/leaderboard game:<g> [period:all|season|month|week] [season:"<name>"]`:
    /// the server's best rated in a game, over a period or a season (issue 32).
    Leaderboard { game: Game, period: Option<Period>, season: Option<SeasonName> } = slash("leaderboard").guild_only().help("records") => leaderboard;
    /// `/history [member] [game]`: the latest finished games in this server.
    History { member: Option<Member>, game: Option<Game> } = slash("history").help("records") => history;
    /// `/replay id:<n>`: a finished game as an animated picture and its move list
    /// as a file.
    Replay { id: Text } = slash("replay").help("replay") => replay;
    /// `/review id:<n>`: a finished game judged move by move (issue 35):
    /// accuracy, the moves that lost most with the better ones, a chart.
    Review { id: Text } = slash("review").help("review") => review;
    /// `/notify on`: a direct message when half the member's turn time has passed.
    NotifyOn = slash("notify on").help("notify") => notify_on;
    /// `/notify off`: no such messages.
    NotifyOff = slash("notify off").help("notify") => notify_off;
    /// `/notify status`: whether they are on.
    NotifyStatus = slash("notify status").help("notify") => notify_status;
    /// `/web show`: the member's page on this server's web pages is shown
    /// (issue 34), with its link when the server's pages are served.
    WebShow = slash("web show").guild_only().help("web") => web_show;
    /// `/web hide`: the member's page shows nothing.
    WebHide = slash("web hide").guild_only().help("web") => web_hide;
    /// `/web status`: whether it is shown, with this server's and the member's
    /// page links.
    WebStatus = slash("web status").guild_only().help("web") => web_status;
    /// `/rules game:<name>`.
    Rules { game: Game } = slash("rules").help("rules") => rules;
    /// `/settings show`: every setting, its value, and who changed it when.
    SettingsShow = slash("settings show").guild_only().admin().help("settings") => settings_show;
    /// `/settings set key value` (a change of `season` ends and starts seasons).
    SettingsSet { key: Setting, value: Text } = slash("settings set").guild_only().admin().help("settings") => set_setting;
    /// `/settings reset key`: back to the default from `config.toml`.
    SettingsReset { key: Setting } = slash("settings reset").guild_only().admin().help("settings") => reset_setting;
    /// `/tournament create game:<g> format:<f> …`: a tournament open for sign-ups
    /// in this channel (issue 31).
    TournamentCreate {
        game: Game,
        format: TournamentFormat,
        rounds: Option<Count>,
        turn_time as "turn-time": Option<Text>,
        options: Option<Text>,
        name: Option<Text>,
        max_players as "max-players": Option<Count>,
        double: Option<YesNo>,
        rated: Option<YesNo>
    } = slash("tournament create").guild_only().help("tournament") => tournament_create;
    /// `/tournament join` the channel's open tournament (the Join button).
    TournamentJoin = slash("tournament join").guild_only().help("tournament") => tournament_join;
    /// `/tournament leave`: off the list, or withdrawn once it runs.
    TournamentLeave = slash("tournament leave").guild_only().help("tournament") => tournament_leave;
    /// `/tournament start` (organiser): pairs round 1.
    TournamentStart = slash("tournament start").guild_only().help("tournament") => tournament_start;
    /// `/tournament standings [id]`.
    TournamentStandings { id: Option<Count> } = slash("tournament standings").guild_only().help("tournament") => tournament_standings;
    /// `/tournament pairings [round] [id]`.
    TournamentPairings { round: Option<Count>, id: Option<Count> } = slash("tournament pairings").guild_only().help("tournament") => tournament_pairings;
    /// `/tournament list`: the server's open and running tournaments.
    TournamentList = slash("tournament list").guild_only().help("tournament") => tournament_list;
    /// `/tournament show [id]`.
    TournamentShow { id: Option<Count> } = slash("tournament show").guild_only().help("tournament") => tournament_show;
    /// `/tournament kick member:@m` (organiser).
    TournamentKick { member: Member } = slash("tournament kick").guild_only().help("tournament") => tournament_kick;
    /// `/tournament adjudicate game:<id> result:<r>` (organiser).
    TournamentAdjudicate { game: Count, result: Adjudged } = slash("tournament adjudicate").guild_only().help("tournament") => tournament_adjudicate;
    /// `/tournament cancel` (organiser).
    TournamentCancel = slash("tournament cancel").guild_only().help("tournament") => tournament_cancel;
    /// `/tournament export [id]`: the TRF-16 file.
    TournamentExport { id: Option<Count> } = slash("tournament export").guild_only().help("tournament") => tournament_export;
    /// `/season start name:"<text>"` (Manage Server; `season` = manual, issue 32).
    SeasonStart { name: Text } = slash("season start").guild_only().admin().help("records") => season_start;
    /// `/season end` (Manage Server; `season` = manual): the final boards posted.
    SeasonEnd = slash("season end").guild_only().admin().help("records") => season_end;
    /// `/season show`: the current season, its days left, and your standing.
    SeasonShow = slash("season show").guild_only().help("records") => season_show;
    /// `/puzzle new [game:<g>]`: a puzzle the member has not tried (this
    /// server's mined ones and the built-in set), or the one they have open
    /// (issue 35). Ephemeral.
    PuzzleNew { game: Option<Game> } = slash("puzzle new").guild_only().help("puzzle") => puzzle_new;
    /// `/puzzle answer move:<notation>`: judged against the stored solution
    /// and the searcher; Parlor plays the defence. Ephemeral.
    PuzzleAnswer { text as "move": PuzzleMove } = slash("puzzle answer").guild_only().help("puzzle") => puzzle_answer;
    /// `/puzzle give-up`: the solution; counts as failed. Ephemeral.
    PuzzleGiveUp = slash("puzzle give-up").guild_only().help("puzzle") => puzzle_give_up;
    /// `/puzzle daily`: the server's puzzle of the UTC day, the same for
    /// everyone, answered once. Ephemeral.
    PuzzleDaily = slash("puzzle daily").guild_only().help("puzzle") => puzzle_daily;
    /// `/puzzle stats [member]`: solved and tried, per game, and the daily streak.
    PuzzleStats { member: Option<Member> } = slash("puzzle stats").guild_only().help("puzzle") => puzzle_stats;
    /// `/help`.
    Help = slash("help") => help;
    /// `/echo text:<…>`: a test-only command, the proof that a command is added
    /// in one place (registered on Discord, parsed by local mode, listed by
    /// `/help`): it says the text back, only to the member.
    #[cfg(feature = "test-command")]
    Echo { text: Text } = slash("echo").help("echo") => echo;
    /// A button press, by its custom id.
    Button { custom_id: Text } = control().locked() => button;
    /// A choice in a select menu (a Trespass secret pick), by the menu's custom id.
    Select { custom_id: Text, values: Values } = control().locked() => select;
}

impl Command {
    /// Whether the front end reads the server's roles for this command and
    /// hands them in [`Caller::roles`] (issue 32): only `/settings set
    /// key:rank_roles` with roles to check (not `off`).
    pub fn wants_server_roles(&self) -> bool {
        match self {
            Command::SettingsSet { key, value } => {
                SettingKey::parse(key) == Some(SettingKey::RankRoles)
                    && !matches!(value.trim().to_lowercase().as_str(), "off" | "none")
            }
            _ => false,
        }
    }
}

/// A request: who sent which command where. Reads as its [`Caller`] (`request.channel`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// Who sent it, where and how.
    pub caller: Caller,
    /// The command.
    pub command: Command,
}

impl Deref for Request {
    type Target = Caller;

    fn deref(&self) -> &Caller {
        &self.caller
    }
}

impl DerefMut for Request {
    fn deref_mut(&mut self) -> &mut Caller {
        &mut self.caller
    }
}

/// Notes on the session in `slot` the languages `caller` carried, for what a
/// timer or another member later sends there.
fn note_locales(slot: &mut Slot, caller: &Caller) {
    if let Some(session) = slot.as_mut() {
        let (member, locale, server) = (caller.actor.id, caller.locale, caller.server_locale);
        session.record.note_locales(member, locale, server);
    }
}

impl Ctx<'_> {
    /// Runs `command` on its handler; a refusal becomes one line in the
    /// member's language.
    pub(super) fn run(&mut self, command: Command) -> Vec<Reply> {
        route(self, command).unwrap_or_else(|refusal| vec![self.refused(&refusal)])
    }

    /// Runs `command` on the channel's session as it is stored now (see
    /// `shared.rs`): the interaction check (`seen`, when the store already
    /// looked with the session), the session's due timers, then the command.
    pub(super) fn run_on_session(&mut self, command: Command, seen: Option<bool>) -> Vec<Reply> {
        if let Some(id) = self.interaction() {
            let seen = match seen {
                Some(seen) => Ok(seen),
                None => lock(&self.table.store).interaction_seen(id),
            };
            match seen {
                Ok(true) => return vec![self.tell(msg!("table-already-done"))],
                Ok(false) => {}
                Err(e) => {
                    tracing::error!(interaction = %id, "cannot check interaction: {e:#}");
                    return vec![self.refuse(text::STORE_FAILED)];
                }
            }
        }
        let mut replies = self.at.fire_due(self.slot);
        if let Some(session) = self.slot.as_ref().filter(|s| s.record.channel != self.caller.channel.0) {
            // Timer news about a game reached from a DM belongs in the game's channel.
            let channel = ChannelKey(session.record.channel.clone());
            for reply in replies.iter_mut().filter(|r| !matches!(r.to, Audience::Dm(_))) {
                reply.to = Audience::Post(channel.clone());
            }
        }
        // The languages the command carries, kept with the game (and stored with
        // its next change) for what a timer or another member later sends: before
        // the command so its own change stores them, and after it for a member
        // it seated.
        note_locales(self.slot, self.caller);
        replies.extend(self.run(command));
        note_locales(self.slot, self.caller);
        replies
    }

    /// `/rules game:<name>`.
    fn rules(&mut self, game: String) -> Result<Vec<Reply>, Refusal> {
        let kind = GameKind::from_name(&game).ok_or_else(|| Refusal::says(text::unknown_game(&game)))?;
        Ok(vec![self.tell(Msg::lines([kind.title_msg(), kind.rules_msg()]))])
    }

    /// `/help`: one line per help line of the declarations, then the games; in
    /// more than one message when a language makes it longer than one
    /// message holds.
    fn help(&mut self) -> Result<Vec<Reply>, Refusal> {
        let text = self.member(help());
        Ok(pages(&text)
            .into_iter()
            .map(|page| Reply::to(Audience::Ephemeral, page))
            .collect())
    }

    /// `/echo`: the text back, only to the member.
    #[cfg(feature = "test-command")]
    fn echo(&mut self, text: String) -> Result<Vec<Reply>, Refusal> {
        Ok(vec![self.tell(msg!("help-echo-says", text = text))])
    }

    /// A button press: the command it stands for on the session it was made for
    /// (a press on an old message is recognised as stale).
    fn button(&mut self, custom_id: String) -> Result<Vec<Reply>, Refusal> {
        if let Some((id, action)) = custom_id
            .strip_prefix('t')
            .and_then(|rest| rest.split_once(':'))
            .and_then(|(id, action)| Some((id.parse::<i64>().ok()?, action)))
        {
            return self.tournament_button(id, action);
        }
        let Some((id, action)) = session::parse_button(&custom_id) else {
            return Err(Refusal::says(msg!("table-button-unknown")));
        };
        if action == "rematch" {
            // On a game-over message (the game is gone) or on the rematch asked for.
            return self.rematch_of(Some(id));
        }
        let Some(session) = self.slot.as_ref().filter(|s| s.record.id == id) else {
            return Err(Refusal::says(msg!("table-button-ended")));
        };
        let challenge = session.is_challenge();
        if !challenge && session.table().is_some() {
            return match action.split_once(':') {
                Some(("bet", design)) => self.crown_bet_button(design),
                Some(("chip", size)) => self.crown_chip_size(size),
                _ => match action {
                    "roll" => self.crown_roll(),
                    "join" => self.crown_join(),
                    "leave" => self.crown_leave(),
                    "end" => self.end(),
                    _ => Err(Refusal::says(msg!("table-button-stale"))),
                },
            };
        }
        match (action, challenge) {
            ("roll", false) => self.roll(),
            ("accept", true) => self.accept(),
            ("join", true) => self.join(),
            ("leave", true) => self.leave(),
            ("start", true) => self.start(),
            ("add-parlor", true) => self.add_parlor(None),
            ("remove-parlor", true) => self.remove_parlor(),
            ("join" | "leave" | "start" | "add-parlor" | "remove-parlor", false) => {
                Err(Refusal::says(msg!("table-game-already-started")))
            }
            ("decline", true) => self.decline(),
            ("draw", false) => self.draw(),
            ("end", false) => self.end(),
            ("accept" | "decline", false) => Err(Refusal::says(msg!("table-challenge-answered"))),
            _ => Err(Refusal::says(msg!("table-button-stale"))),
        }
    }

    /// `/join`: a lobby, or a running Crown and Anchor table.
    fn join(&mut self) -> Result<Vec<Reply>, Refusal> {
        if running_crown(self.slot) {
            return self.crown_join();
        }
        self.join_lobby()
    }

    /// `/leave`: a lobby, or a running Crown and Anchor table.
    fn leave(&mut self) -> Result<Vec<Reply>, Refusal> {
        if running_crown(self.slot) {
            return self.crown_leave();
        }
        self.leave_lobby()
    }
}

impl Table {
    /// The channel whose session a command runs on: its own, except for a menu
    /// choice (its id names the session) and `/secret` sent by direct message
    /// (the member's game with a pick to make or see), which may come from
    /// anywhere.
    pub(super) fn channel_for(&self, caller: &Caller, command: &Command) -> Result<ChannelKey, Refusal> {
        match command {
            Command::Select { custom_id, .. } => {
                let stale = || Refusal::says(msg!("social-secret-menu-stale"));
                let (id, _) = session::parse_button(custom_id).ok_or_else(stale)?;
                let found = self.find(|s| s.record.id == id).into_iter().next();
                found.map(|(channel, _)| channel).ok_or_else(stale)
            }
            Command::Secret { number } if caller.channel.is_dm() => {
                let member = caller.actor.id;
                let mine = self.find(|s| s.kind.has_secrets() && !s.is_challenge() && s.seat_of(member).is_some());
                if mine.is_empty() {
                    return Err(Refusal::says(msg!("social-secret-no-game")));
                }
                let waiting: Vec<_> = mine
                    .iter()
                    .filter(|(_, s)| {
                        s.seat_of(member).is_some_and(|seat| {
                            s.turns()
                                .and_then(|g| g.secrets())
                                .is_some_and(|g| g.waiting_for_secrets() && g.secret(seat).is_none())
                        })
                    })
                    .cloned()
                    .collect();
                let pool = if number.is_some() { &waiting } else { &mine };
                match pool.as_slice() {
                    [(channel, _)] => Ok(channel.clone()),
                    [] => Err(Refusal::says(msg!("social-secret-all-picked"))),
                    _ => {
                        let places: Vec<Msg> = pool
                            .iter()
                            .map(|(_, s)| {
                                msg!(
                                    "social-secret-place",
                                    channel = s.channel_ref(),
                                    players = s.players_text()
                                )
                            })
                            .collect();
                        Err(Refusal::says(msg!(
                            "social-secret-which-game",
                            game = parlor_games::i18n::title("trespass"),
                            places = Msg::Join(places, ", ")
                        )))
                    }
                }
            }
            _ => Ok(caller.channel.clone()),
        }
    }
}

/// The command typed as `/path` with `options`, or why those options make none.
///
/// # Errors
///
/// As [`Command::parse`].
pub fn parse(path: &str, options: super::declare::Options) -> Result<Command, Unparsed> {
    Command::parse(path, options)
}

/// `/help`: every declared command on its help line (`help-<line>` says what the
/// line's commands do), then the games players are offered.
pub(super) fn help() -> Msg {
    let mut lines = vec![msg!("help-intro")];
    let specs = Command::specs();
    let mut seen: Vec<&str> = Vec::new();
    for spec in &specs {
        let Some(line) = spec.help.filter(|line| !seen.contains(line)) else {
            continue;
        };
        seen.push(line);
        let on_line: Vec<&Spec> = specs.iter().copied().filter(|s| s.help == Some(line)).collect();
        let usage = usage(&on_line);
        lines.push(msg!(
            "help-line",
            usage = usage,
            what = Msg::new(format!("help-{line}"))
        ));
    }
    lines.push(msg!("table-help-games", games = text::offered_names()));
    Msg::lines(lines)
}

/// The most subcommands of one command `/help` names.
const GROUP_SHOWN: usize = 6;

/// `text` in pages of at most one message each, split between lines.
fn pages(text: &str) -> Vec<String> {
    let mut pages: Vec<String> = vec![String::new()];
    for line in text.lines() {
        let page = pages.last_mut().expect("one page at least");
        if !page.is_empty() && page.chars().count() + 1 + line.chars().count() > text::MESSAGE {
            pages.push(line.to_string());
        } else {
            if !page.is_empty() {
                page.push('\n');
            }
            page.push_str(line);
        }
    }
    pages
}

/// How the commands of one help line are typed: `/play game:… [opponent:…]`,
/// commands joined by commas, and subcommands of one command as
/// `/chips balance|daily|give` (their options are in Discord's picker).
fn usage(specs: &[&Spec]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut group: Option<(&str, Vec<&str>)> = None;
    let flush = |group: &mut Option<(&str, Vec<&str>)>, parts: &mut Vec<String>| {
        if let Some((parent, subs)) = group.take() {
            // A long group names its first subcommands; Discord's picker lists
            // them all.
            let shown = if subs.len() > GROUP_SHOWN {
                &subs[..GROUP_SHOWN - 1]
            } else {
                &subs[..]
            };
            let more = if subs.len() > GROUP_SHOWN { "|…" } else { "" };
            parts.push(format!("/{parent} {}{more}", shown.join("|")));
        }
    };
    for spec in specs {
        match spec.path.split_once(' ') {
            Some((parent, sub)) => match &mut group {
                Some((p, subs)) if *p == parent => subs.push(sub),
                _ => {
                    flush(&mut group, &mut parts);
                    group = Some((parent, vec![sub]));
                }
            },
            None => {
                flush(&mut group, &mut parts);
                let mut typed = format!("/{}", spec.path);
                for option in spec.options {
                    if option.required {
                        typed.push_str(&format!(" {}:…", option.name));
                    } else {
                        typed.push_str(&format!(" [{}:…]", option.name));
                    }
                }
                parts.push(typed);
            }
        }
    }
    flush(&mut group, &mut parts);
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::declare::Given;

    #[test]
    fn paths_are_unique_and_every_option_kind_reads_as_declared() {
        let specs = Command::specs();
        let mut paths: Vec<&str> = specs.iter().filter(|s| !s.is_control()).map(|s| s.path).collect();
        let count = paths.len();
        paths.sort_unstable();
        paths.dedup();
        assert_eq!(paths.len(), count, "two commands share a path");
        let play = parse(
            "play",
            vec![
                ("game".into(), Given::Text("checkers".into())),
                (
                    "opponent".into(),
                    Given::Member(crate::table::MemberRef {
                        id: 2,
                        name: "bob".into(),
                        is_bot: false,
                    }),
                ),
            ],
        )
        .unwrap();
        assert!(
            matches!(&play, Command::Play { game, opponent: Some(o), options } if game == "checkers" && o.id == 2 && options.is_empty())
        );
        assert_eq!(play.spec().path, "play");
        assert_eq!(
            parse("move", vec![]),
            Err(Unparsed::Missing {
                command: "move",
                option: "move"
            })
        );
        assert!(matches!(
            parse("moves", vec![("x".into(), Given::Text("1".into()))]),
            Err(Unparsed::Unknown { .. })
        ));
        assert!(matches!(parse("chips", vec![]), Err(Unparsed::NoSuchCommand(_))));
        assert!(
            matches!(parse("", vec![]), Err(Unparsed::NoSuchCommand(_))),
            "controls are not typed"
        );
    }

    #[test]
    fn help_fits_in_discord_messages_in_every_language() {
        for locale in parlor_games::i18n::Locale::ALL {
            let text = crate::i18n::tr(locale, &help());
            let pages = pages(&text);
            for page in &pages {
                let length = page.chars().count();
                assert!(
                    length <= 2_000,
                    "a /help page is {length} characters in {locale}:\n{page}"
                );
            }
            assert_eq!(pages.join("\n"), text, "split between lines, nothing lost");
            if locale == parlor_games::i18n::Locale::En {
                assert_eq!(pages.len(), 1, "English /help is one message:\n{text}");
            }
            assert!(text.contains("/echo text:…"), "the test command is listed: {text}");
            assert!(!text.contains("help-"), "every help line is in the catalog: {text}");
        }
    }

    #[test]
    fn help_lines_show_how_each_command_is_typed() {
        let specs = Command::specs();
        let line = |name: &str| {
            let on: Vec<&Spec> = specs.iter().copied().filter(|s| s.help == Some(name)).collect();
            usage(&on)
        };
        assert_eq!(line("play"), "/play game:… [opponent:…] [options:…]");
        assert_eq!(line("answer"), "/accept, /decline");
        assert_eq!(line("chips"), "/chips balance|daily|give|leaderboard|history");
        assert_eq!(line("bet"), "/bet design:… chips:…, /withdraw [design:…]");
        assert_eq!(line("notify"), "/notify on|off|status");
        assert_eq!(line("web"), "/web show|hide|status");
    }
}
