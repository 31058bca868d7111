//! `parlor local`: the same table Discord drives, from a terminal or a script.
//!
//! A line is `MEMBER /command option:value …` exactly as a Discord user types it;
//! `MEMBER [Label]` presses a button; `:channel`, `:dm`, `:restart`, `:advance` and
//! `:admin` steer the session. Replies print as readable text (with a text diagram
//! of each board) or, with `--json`, as one JSON object per reply. Output is flushed
//! after every input line so another program can drive this through pipes.

mod parse;
mod roles;
mod web;

pub use parse::{parse_duration, parse_line, valid_member, Line, RoleAction, DIRECTIVES, MAX_LABEL};

use crate::store::Target;
use crate::table::{
    parse_command, Actor, Audience, Caller, ChannelKey, Command, Given, MemberRef, Millis, OptionKind, ParlorAnswer,
    Pending, Reply, Request, RoleOutcome, RoleStep, RoleSync, Seeds, Table, TableSettings,
};
use anyhow::Context;
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;

/// 2026-01-01T00:00:00Z: local mode's clock starts here (or at the latest stored
/// activity, if later), so the same script prints the same output every run.
const LOCAL_EPOCH: Millis = 1_767_225_600_000;

/// The bot's own name in local mode: `@parlor` mentions a bot.
const BOT_NAME: &str = "parlor";

/// Local mode plays in one server; its channels share the members' chips.
const LOCAL_SERVER: &str = "local";

/// How `parlor local` was started.
#[derive(Clone, Debug)]
pub struct LocalOptions {
    /// Read lines from this file instead of standard input.
    pub script: Option<PathBuf>,
    /// One JSON object per reply instead of text.
    pub json: bool,
    /// Base seed for every session (same script + same seed → same output).
    pub seed: Option<u64>,
    /// The database: a SQLite file or a `postgres://` URL ([`Target`]); a
    /// temporary file when `None`.
    pub db: Option<Target>,
    /// Where board pictures are written.
    pub images: PathBuf,
    /// Timer settings.
    pub settings: TableSettings,
    /// `--web ADDRESS` (issue 34): also serve the database's web pages there
    /// while playing (port 0: any free port), and link them from the table's
    /// messages.
    pub web: Option<std::net::SocketAddr>,
}

/// What `parlor local --help` says after its options: the line syntax and every
/// directive ([`DIRECTIVES`]).
pub fn help() -> String {
    let lines = r#"Lines (from --script, or typed; one per line):
  MEMBER /command option:value ...  MEMBER types a command, as on Discord:
                                    alice /play game:hot-spot opponent:@bob options:quick
                                    values with spaces go in double quotes (move:"c1=2 f1=3");
                                    @name names a member; subcommands are bare words
                                    (alice /chips give member:@bob amount:5); /help lists them
  MEMBER [Label]                    MEMBER presses the button (or menu option) Label on the
                                    newest message MEMBER can see: bob [Accept]
  # comment                         ignored, as are blank lines"#;
    let output = r#"Output: one line per reply ([#channel] text, board: FILE and a text diagram, buttons),
or with --json one object per reply: line, channel, to, ok, text, image (null, or the
PNG's path; image_error says why a picture was not saved), buttons, and moves, menu and
view where they apply; puzzle (id, game, to_move, goal, daily: never the solution) for a
puzzle shown and puzzle_answer (id, verdict, ...) for an answer. A rank role given or taken on the simulated server (see :role) prints
as (roles) alice: +@Gold -@Silver, or with --json as an object whose "to" is "roles" and whose
"roles" holds member, given, taken and failure. With --web, the first line is the local server's
page (Web pages: ADDRESS, or with --json an object whose "to" is "web" and "url" the address). Exit 0 at the script's end; 2 with "line N: ..." on stderr for a
line that is not a command at all, or when it cannot start (the database is held by
another process, the --images folder is not writable)."#;
    let directives: String = DIRECTIVES.iter().map(|(_, line)| format!("  {line}\n")).collect();
    format!(
        "{lines}\n\nA member name is 1 to 32 letters, digits, _ - . (also in member: and opponent:);\n\
         a label is at most {MAX_LABEL} characters.\n\nDirectives:\n{directives}\n{output}"
    )
}

/// Local mode cannot start as asked (say, its pictures' folder is not writable);
/// `parlor local` prints it as one line and exits 2, having changed nothing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct CannotStart(pub String);

/// Makes the pictures' folder if need be and checks a file can be written in it.
fn check_images(dir: &std::path::Path) -> Result<(), CannotStart> {
    let refuse = |e: std::io::Error| {
        CannotStart(format!(
            "cannot write pictures to {} ({e}); give --images a folder you can write to",
            dir.display()
        ))
    };
    std::fs::create_dir_all(dir).map_err(refuse)?;
    tempfile::Builder::new()
        .prefix(".parlor-check")
        .tempfile_in(dir)
        .map(drop)
        .map_err(refuse)
}

/// A stable member id from a name, so a member is the same across `:restart`.
pub fn member_id(name: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.to_lowercase().bytes() {
        hash ^= b as u64;
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    (hash & 0x3FFF_FFFF_FFFF_FFFF).max(1)
}

/// The key of the private channel `:private NAME` (issue 33): a stable id
/// from its name, like a member's.
fn private_key(name: &str) -> ChannelKey {
    ChannelKey::private(member_id(&format!("#private:{name}")))
}

/// A message that carried buttons or a menu, for `MEMBER [Label]`.
struct Shown {
    channel: ChannelKey,
    visible_to: Option<u64>,
    /// (label, the command a press sends).
    controls: Vec<(String, Command)>,
}

/// Where the following lines are typed.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Place {
    Channel(String),
    Dm,
    /// `:private NAME`: a DM between members or a group DM (issue 33).
    Private(String),
}

struct Session<'w> {
    options: LocalOptions,
    db: Target,
    table: Option<Table>,
    now: Millis,
    place: Place,
    admins: HashSet<u64>,
    /// `:locale`: each member's language, as their client would send it.
    locales: HashMap<u64, parlor_games::i18n::Locale>,
    /// `:guild-locale`: the server's preferred language, as Discord would send it.
    guild_locale: Option<parlor_games::i18n::Locale>,
    names: HashMap<u64, String>,
    channel_names: HashMap<ChannelKey, String>,
    shown: Vec<Shown>,
    images_written: usize,
    /// `:parlor hold`: Parlor's answers are searched but kept here, not played.
    hold_parlor: bool,
    held: Vec<ParlorAnswer>,
    /// The simulated server's roles (issue 32: `:role`, `:deny manage-roles`).
    server: roles::Roles,
    /// `:dms MEMBER closed`: members Parlor cannot send a direct message.
    dms_closed: HashSet<u64>,
    out: Box<dyn Write + 'w>,
}

/// Runs local mode; returns the process exit code (0, or 2 for a line that is not
/// a command at all).
pub fn run(options: LocalOptions) -> anyhow::Result<i32> {
    let _temp;
    let db = match &options.db {
        Some(target) => target.clone(),
        None => {
            let dir = tempfile::tempdir().context("cannot create a temporary database")?;
            let path = dir.path().join("parlor-local.db");
            _temp = dir;
            Target::Sqlite(path)
        }
    };
    check_images(&options.images)?;
    // Held for the whole run, across `:restart`: no other process may open the
    // file meanwhile (and none may hold it now). A PostgreSQL database is shared.
    let _lock = db.path().map(crate::store::DbLock::acquire).transpose()?;
    let input: Box<dyn BufRead> = match &options.script {
        Some(path) => Box::new(std::io::BufReader::new(
            std::fs::File::open(path).with_context(|| format!("cannot read the script {}", path.display()))?,
        )),
        None => Box::new(std::io::stdin().lock()),
    };
    let interactive = options.script.is_none() && std::io::stdin().is_terminal();
    // The pages are bound before anything is played, so a taken address
    // stops local mode at once; they read the database once it exists.
    let web = options.web.map(web::bind).transpose().map_err(CannotStart)?;
    let mut options = options;
    if let Some(web) = &web {
        options.settings = web::settings(&options.settings, web);
    }
    let stdout = std::io::stdout();
    let mut session = Session {
        options,
        db,
        table: None,
        now: LOCAL_EPOCH,
        place: Place::Channel("general".into()),
        admins: HashSet::new(),
        locales: HashMap::new(),
        guild_locale: None,
        names: HashMap::new(),
        channel_names: HashMap::new(),
        shown: Vec::new(),
        images_written: 0,
        hold_parlor: false,
        held: Vec::new(),
        server: roles::Roles::default(),
        dms_closed: HashSet::new(),
        out: Box::new(stdout.lock()),
    };
    session.open_table()?;
    if let Some(web) = web {
        let address = web::serve(web, session.db.clone(), &session.options.settings, LOCAL_SERVER)?;
        if session.options.json {
            writeln!(session.out, "{}", json!({"line": 0, "to": "web", "url": address}))?;
        } else {
            writeln!(session.out, "Web pages: {address}")?;
        }
        session.out.flush()?;
    }
    match session.resume_parlor(0) {
        Ok(()) => {}
        Err(LineFailure::Fatal(e)) => return Err(e),
        Err(LineFailure::NotACommand(line)) => anyhow::bail!(line),
    }
    if interactive {
        writeln!(
            session.out,
            "Parlor local mode. Type lines like: alice /play game:hot-spot opponent:@bob\n\
             then: bob [Accept], alice /move move:d1, alice /moves, alice /help. Ctrl-D quits."
        )?;
    }
    let prompt = |out: &mut Box<dyn Write + '_>| -> std::io::Result<()> {
        if interactive {
            write!(out, "> ")?;
        }
        out.flush()
    };
    prompt(&mut session.out)?;
    for (index, line) in input.lines().enumerate() {
        let number = index + 1;
        let line = match line {
            Ok(line) => line,
            Err(e) => {
                eprintln!("line {number}: cannot read it: {e}");
                return Ok(2);
            }
        };
        match parse_line(&line) {
            Ok(parsed) => match session.apply(number, parsed) {
                Ok(()) => {}
                Err(LineFailure::NotACommand(message)) => {
                    if interactive {
                        writeln!(session.out, "line {number}: {message}")?;
                    } else {
                        eprintln!("line {number}: {message}");
                        return Ok(2);
                    }
                }
                Err(LineFailure::Fatal(e)) => return Err(e),
            },
            Err(message) => {
                if interactive {
                    writeln!(session.out, "line {number}: {message}")?;
                } else {
                    eprintln!("line {number}: {message}");
                    return Ok(2);
                }
            }
        }
        prompt(&mut session.out)?;
    }
    if interactive {
        writeln!(session.out)?;
    }
    session.out.flush()?;
    let problems = parlor_games::i18n::problems();
    if !problems.is_empty() {
        // A text shown as its bare id (a message no language has), or one
        // Fluent could not fill (a placeholder the code didn't give): the tests
        // that drive local mode check for this line.
        eprintln!("messages Parlor could not write as it should: {}", problems.join("; "));
    }
    Ok(0)
}

enum LineFailure {
    NotACommand(String),
    Fatal(anyhow::Error),
}

impl From<std::io::Error> for LineFailure {
    fn from(e: std::io::Error) -> Self {
        LineFailure::Fatal(e.into())
    }
}

impl From<anyhow::Error> for LineFailure {
    fn from(e: anyhow::Error) -> Self {
        LineFailure::Fatal(e)
    }
}

impl Session<'_> {
    fn open_table(&mut self) -> anyhow::Result<()> {
        self.table = None; // close the old store before opening the file again
        let store = self.db.open()?;
        let seeds = self.options.seed.map_or(Seeds::Random, Seeds::Fixed);
        let table = Table::open(store, self.options.settings.clone(), seeds)?;
        if let Some(latest) = table.latest_time() {
            self.now = self.now.max(latest);
        }
        table.know_parlor(member_id(BOT_NAME));
        self.table = Some(table);
        // A new process: whatever Parlor was thinking is gone.
        self.hold_parlor = false;
        self.held.clear();
        Ok(())
    }

    /// Plays the turns Parlor owes since the table opened (it stopped while
    /// Parlor was to act), printed under line `number`.
    fn resume_parlor(&mut self, number: usize) -> Result<(), LineFailure> {
        for fired in self.table().resume_parlor(self.now) {
            let label = self.channel_label(&fired.channel);
            self.print(number, &fired.channel, &label, None, &fired.reply)?;
        }
        Ok(())
    }

    fn channel_label(&self, channel: &ChannelKey) -> String {
        self.channel_names
            .get(channel)
            .cloned()
            .unwrap_or_else(|| channel.0.clone())
    }

    /// `:parlor release`: plays every answer held since `:parlor hold` (one the
    /// game moved on from is dropped), then whatever Parlor still owes.
    fn release_parlor(&mut self, number: usize) -> Result<(), LineFailure> {
        self.hold_parlor = false;
        for answer in std::mem::take(&mut self.held) {
            let channel = answer.channel.clone();
            let label = self.channel_label(&channel);
            let mut replies = self.table().answer_parlor(answer, self.now);
            replies.extend(self.table().play_parlor(&channel, self.now));
            for reply in &replies {
                self.print(number, &channel, &label, None, reply)?;
            }
        }
        self.resume_parlor(number)
    }

    fn table(&self) -> &Table {
        self.table.as_ref().expect("the table is open")
    }

    fn member(&mut self, name: &str) -> u64 {
        let id = member_id(name);
        self.names.entry(id).or_insert_with(|| name.to_string());
        id
    }

    fn channel_key(&mut self, member: u64) -> ChannelKey {
        let (key, label) = match &self.place {
            Place::Channel(name) => (ChannelKey(name.clone()), name.clone()),
            Place::Dm => (ChannelKey::dm(member), format!("dm:{}", self.names[&member])),
            Place::Private(name) => (private_key(name), format!("private:{name}")),
        };
        self.channel_names.insert(key.clone(), label);
        key
    }

    fn apply(&mut self, number: usize, line: Line) -> Result<(), LineFailure> {
        self.apply_line(number, line)?;
        self.deliver_outbox(number)
    }

    /// Local mode is the outbox's front end: after each line it prints the
    /// posts still due (a tournament's next round, paired when a game ended)
    /// and opens a thread (`general/1`, …) for each tournament game waiting
    /// for one, starting the game there as Discord's sender does.
    fn deliver_outbox(&mut self, number: usize) -> Result<(), LineFailure> {
        loop {
            let due = self.table().outbox_due(self.now, 100);
            if due.is_empty() {
                return Ok(());
            }
            for post in due {
                if post.channel.is_private() {
                    self.deliver_private(number, &post)?;
                    continue;
                }
                if let Some(job) = post.reply.roles.clone() {
                    self.deliver_roles(number, &post, &job)?;
                    continue;
                }
                let Some(board) = post.reply.board else {
                    let label = self.channel_label(&post.channel);
                    self.print(number, &post.channel, &label, None, &post.reply)?;
                    continue;
                };
                if self.table().board_waiting(board) {
                    let thread = self.new_thread(&post.channel);
                    let label = self.channel_names[&thread].clone();
                    for reply in self.table().start_board(board, thread.clone(), self.now) {
                        self.print(number, &thread, &label, None, &reply)?;
                    }
                }
                self.table().outbox_sent(post.id, self.now);
            }
        }
    }

    /// A post to a private channel (issue 33), as Discord's sender delivers
    /// it: Parlor cannot post there, so it goes by DM to each member the
    /// channel's session concerns (in their own language), or, when none of
    /// them takes DMs (`:dms MEMBER closed`), is held and printed at the top of
    /// the next answer in that channel.
    fn deliver_private(&mut self, number: usize, post: &Pending) -> Result<(), LineFailure> {
        let open: Vec<u64> = self
            .table()
            .private_recipients(&post.channel)
            .into_iter()
            .filter(|m| !self.dms_closed.contains(m))
            .collect();
        if open.is_empty() {
            self.table().outbox_hold(post.id, self.now);
            return Ok(());
        }
        for member in open {
            let mut reply = post.reply.clone();
            reply.to = Audience::Dm(member);
            self.print(number, &ChannelKey::dm(member), "", None, &reply)?;
        }
        self.table().outbox_sent(post.id, self.now);
        Ok(())
    }

    /// The posts held for a private channel (its members' DMs closed), shown
    /// at the top of the answer to the next command there.
    fn show_held(&mut self, number: usize, channel: &ChannelKey, actor: u64) -> Result<(), LineFailure> {
        if !channel.is_private() {
            return Ok(());
        }
        let label = self.channel_label(channel);
        for post in self.table().held_posts(channel) {
            self.print(number, channel, &label, Some(actor), &post.reply)?;
        }
        Ok(())
    }

    /// A rank role job (issue 32), applied to the simulated server as
    /// Discord's sender applies it to a real one, and printed as a line:
    /// `(roles) alice: +@Gold Players −@Silver Players`.
    fn deliver_roles(&mut self, number: usize, post: &Pending, job: &RoleSync) -> Result<(), LineFailure> {
        let work = match self.table().role_work(job) {
            RoleStep::Work(work) => work,
            RoleStep::Nothing => {
                self.table().outbox_sent(post.id, self.now);
                return Ok(());
            }
            RoleStep::Stopped => {
                self.table()
                    .outbox_dropped(post.id, self.now, "rank roles are stopped on this server");
                return Ok(());
            }
            RoleStep::Later => {
                self.table().outbox_retry(post.id, self.now.saturating_add(1000));
                return Ok(());
            }
        };
        let plan = work.plan(&self.server.held(job.member));
        let mut outcome = RoleOutcome::default();
        let changes = plan.add.map(|role| (role, true)).into_iter();
        for (role, held) in changes.chain(plan.remove.iter().map(|&role| (role, false))) {
            match self.server.change(job.member, role, held) {
                Ok(()) if held => outcome.given.push(role),
                Ok(()) => outcome.taken.push(role),
                Err(failure) => {
                    outcome.failure = Some(failure);
                    break;
                }
            }
        }
        outcome.taken.extend(&plan.forget);
        self.table().roles_done(&work, &outcome, self.now);
        match outcome.failure {
            None => self.table().outbox_sent(post.id, self.now),
            Some(_) => self.table().outbox_dropped(post.id, self.now, "a rank role failed"),
        }
        if outcome.given.is_empty() && outcome.taken.len() == plan.forget.len() && outcome.failure.is_none() {
            return Ok(());
        }
        let member = self
            .names
            .get(&job.member)
            .cloned()
            .unwrap_or_else(|| job.member.to_string());
        let given: Vec<String> = outcome.given.iter().map(|&r| self.server.shown(r)).collect();
        let taken: Vec<String> = outcome
            .taken
            .iter()
            .filter(|r| !plan.forget.contains(r))
            .map(|&r| self.server.shown(r))
            .collect();
        let failure = outcome.failure.map(|failure| match failure {
            crate::table::RoleFailure::UnknownRole(role) => {
                format!(
                    "{} is gone: rank roles stop until rank_roles is set again",
                    self.server.shown(role)
                )
            }
            crate::table::RoleFailure::Refused(role) => format!(
                "Parlor may not give or take {}: rank roles stop until rank_roles is set again",
                self.server.shown(role)
            ),
        });
        let mut text = format!("(roles) {member}:");
        for role in &given {
            text.push_str(&format!(" +{role}"));
        }
        for role in &taken {
            text.push_str(&format!(" −{role}"));
        }
        if let Some(why) = &failure {
            text.push_str(&format!(" {why}"));
        }
        if self.options.json {
            let object = json!({
                "line": number,
                "channel": "roles",
                "to": "roles",
                "ok": failure.is_none(),
                "text": text,
                "roles": {"member": member, "given": given, "taken": taken, "failure": failure},
            });
            writeln!(self.out, "{}", Value::to_string(&object))?;
        } else {
            writeln!(self.out, "{text}")?;
        }
        Ok(())
    }

    fn apply_line(&mut self, number: usize, line: Line) -> Result<(), LineFailure> {
        match line {
            Line::Nothing => {}
            Line::Channel(name) => self.place = Place::Channel(name),
            Line::Dm => self.place = Place::Dm,
            Line::Private(name) => {
                self.channel_names.insert(private_key(&name), format!("private:{name}"));
                self.place = Place::Private(name);
            }
            Line::Dms(name, open) => {
                let id = self.member(&name);
                if open {
                    self.dms_closed.remove(&id);
                } else {
                    self.dms_closed.insert(id);
                }
            }
            Line::Admin(name) => {
                let id = self.member(&name);
                self.admins.insert(id);
            }
            Line::Locale(name, locale) => {
                let id = self.member(&name);
                self.locales.insert(id, locale);
            }
            Line::GuildLocale(locale) => self.guild_locale = Some(locale),
            Line::Role { name, action } => match action {
                RoleAction::Create { above } => self.server.create(&name, above),
                RoleAction::Delete => self.server.delete(&name).map_err(LineFailure::NotACommand)?,
                RoleAction::Hold(member, held) => {
                    let id = self.member(&member);
                    self.server
                        .set_held(&name, id, held)
                        .map_err(LineFailure::NotACommand)?;
                }
            },
            Line::ManageRoles(allowed) => self.server.allow_manage_roles(allowed),
            Line::Restart => {
                self.open_table()?;
                if !self.options.json {
                    writeln!(self.out, "-- restarted from {} --", self.db)?;
                }
                self.resume_parlor(number)?;
            }
            Line::Parlor(true) => self.hold_parlor = true,
            Line::Parlor(false) => self.release_parlor(number)?,
            Line::Advance(by) => {
                self.now = self.now.saturating_add(by.as_millis().min(i64::MAX as u128) as Millis);
                for fired in self.table().tick(self.now) {
                    // What the timers said in a private channel is in the
                    // outbox: delivered as Discord's sender does (by DM, or held).
                    if fired.channel.is_private() && fired.reply.outbox.is_some() {
                        continue;
                    }
                    let label = self.channel_label(&fired.channel);
                    self.print(number, &fired.channel, &label, None, &fired.reply)?;
                }
            }
            Line::Mine => {
                let mut mined = crate::table::Mined::default();
                loop {
                    let pass = self.table().mine_puzzles(self.now, 100);
                    mined.games += pass.games;
                    mined.puzzles += pass.puzzles;
                    if pass.games == 0 {
                        break;
                    }
                }
                if self.options.json {
                    let object =
                        json!({"line": number, "to": "mining", "games": mined.games, "puzzles": mined.puzzles});
                    writeln!(self.out, "{object}")?;
                } else {
                    writeln!(
                        self.out,
                        "(mining) {} games mined, {} new puzzles",
                        mined.games, mined.puzzles
                    )?;
                }
            }
            Line::Press { member, label } => {
                let id = self.member(&member);
                let key = self.channel_key(id);
                let found = self.shown.iter().rev().find_map(|m| {
                    let visible = m.visible_to.is_none_or(|v| v == id);
                    (m.channel == key && visible)
                        .then(|| m.controls.iter().find(|(l, _)| l.eq_ignore_ascii_case(&label)))
                        .flatten()
                        .map(|(_, command)| command.clone())
                });
                match found {
                    Some(command) => self.send(number, id, &member, key, command)?,
                    None => {
                        let refusal = Reply::refusal(format!("There is no [{label}] button here for {member}."));
                        let channel_label = self.channel_names[&key].clone();
                        self.print(number, &key, &channel_label, Some(id), &refusal)?;
                    }
                }
            }
            Line::Command { member, name, options } => {
                let id = self.member(&member);
                let command = self.command(&name, options)?;
                let key = self.channel_key(id);
                self.send(number, id, &member, key, command)?;
            }
        }
        Ok(())
    }

    /// A member named in an option (`opponent:@bob`, `member:bob`), held to the
    /// rules of a typed member name.
    fn member_ref(&mut self, option: &str, typed: &str) -> Result<MemberRef, LineFailure> {
        let name = typed.strip_prefix('@').unwrap_or(typed).to_string();
        if !valid_member(&name) {
            let mut shown: String = typed.chars().take(40).filter(|c| !c.is_control()).collect();
            if typed.chars().count() > 40 {
                shown.push('…');
            }
            return Err(LineFailure::NotACommand(format!(
                "{option}: names a member (1 to 32 letters, digits, _ - .), not \"{shown}\""
            )));
        }
        Ok(MemberRef {
            id: self.member(&name),
            is_bot: name.eq_ignore_ascii_case(BOT_NAME),
            name: name.into(),
        })
    }

    /// The command a line types: `/name` with its `option:value`s read as its
    /// declaration says (a member option names a member; the rest is text the
    /// table reads), or the one line that says why the line is no command.
    fn command(&mut self, name: &str, options: Vec<(String, String)>) -> Result<Command, LineFailure> {
        let specs = Command::specs();
        let Some(spec) = specs.iter().find(|s| !s.is_control() && s.path == name) else {
            let subs: Vec<&str> = specs
                .iter()
                .filter_map(|s| s.path.strip_prefix(name)?.strip_prefix(' '))
                .filter_map(|rest| rest.split(' ').next())
                .fold(Vec::new(), |mut all, sub| {
                    if !all.contains(&sub) {
                        all.push(sub);
                    }
                    all
                });
            return Err(LineFailure::NotACommand(match subs.as_slice() {
                [] => {
                    let shown: String = name.chars().take(32).collect();
                    format!("there is no command /{shown}; try /help")
                }
                [.., last] => {
                    let rest = &subs[..subs.len() - 1];
                    let listed = if rest.is_empty() {
                        (*last).to_string()
                    } else {
                        format!("{} or {last}", rest.join(", "))
                    };
                    format!("/{name} needs a subcommand: {listed}")
                }
            }));
        };
        let mut given = Vec::new();
        for (key, value) in options {
            let value = match spec.option(&key) {
                Some(option) if matches!(option.kind, OptionKind::Member) => {
                    Given::Member(self.member_ref(&key, &value)?)
                }
                _ => Given::Text(value),
            };
            given.push((key, value));
        }
        parse_command(name, given).map_err(|e| LineFailure::NotACommand(e.to_string()))
    }

    fn send(
        &mut self,
        number: usize,
        id: u64,
        member: &str,
        channel: ChannelKey,
        command: Command,
    ) -> Result<(), LineFailure> {
        // A channel named `general/1` is a thread of `general` (threads mode
        // opens them so).
        let parent = (!channel.is_dm() && !channel.is_private())
            .then(|| {
                channel
                    .0
                    .rsplit_once('/')
                    .map(|(parent, _)| ChannelKey(parent.to_string()))
            })
            .flatten();
        let request = Request {
            caller: Caller {
                server: (!channel.is_dm() && !channel.is_private()).then(|| LOCAL_SERVER.to_string()),
                channel: channel.clone(),
                parent,
                actor: Actor {
                    id,
                    name: member.into(),
                    manage_server: self.admins.contains(&id),
                },
                interaction: None,
                locale: self.locales.get(&id).copied(),
                server_locale: (!channel.is_dm() && !channel.is_private())
                    .then_some(self.guild_locale)
                    .flatten(),
                roles: command.wants_server_roles().then(|| self.server.facts()),
            },
            command,
        };
        let retry = request.clone();
        let mut replies = if self.hold_parlor {
            let replies = self.table().handle(request, self.now);
            if let Some(turn) = (!channel.is_dm()).then(|| self.table().parlor_turn(&channel)).flatten() {
                self.held.push(turn.think());
            }
            replies
        } else {
            self.table().respond(request, self.now)
        };
        // Threads mode: the table asks for a thread; it is the channel
        // `<channel>/<n>`, and the same request is played there.
        if replies.iter().any(|r| r.thread.is_some()) {
            let thread = self.new_thread(&channel);
            replies = self.table().play_in_thread(retry, thread, self.now);
        }
        self.show_held(number, &channel, id)?;
        let label = self.channel_names[&channel].clone();
        for reply in &replies {
            self.print(number, &channel, &label, Some(id), reply)?;
        }
        Ok(())
    }

    /// A new thread of `channel`: `general/1`, `general/2`, … (the first name
    /// this run has not used).
    fn new_thread(&mut self, channel: &ChannelKey) -> ChannelKey {
        let parent = self.channel_label(channel);
        let mut n = 1;
        while self
            .channel_names
            .contains_key(&ChannelKey(format!("{}/{n}", channel.0)))
        {
            n += 1;
        }
        let key = ChannelKey(format!("{}/{n}", channel.0));
        self.channel_names.insert(key.clone(), format!("{parent}/{n}"));
        key
    }

    /// Writes `bytes` to the pictures' folder as the next numbered file
    /// (`0007.png` for a picture, `0008-game-3.gif` for a named file) and returns
    /// its path, or why it could not be written (logged too).
    fn save(&mut self, name: &str, bytes: &[u8]) -> Result<String, String> {
        self.images_written += 1;
        let file = match name {
            "png" => format!("{:04}.png", self.images_written),
            named => format!("{:04}-{named}", self.images_written),
        };
        let path = self.options.images.join(file);
        match std::fs::create_dir_all(&self.options.images).and_then(|()| std::fs::write(&path, bytes)) {
            Ok(()) => Ok(path.display().to_string()),
            Err(e) => {
                let why = format!("cannot write {} ({e})", path.display());
                tracing::warn!("{why}");
                Err(why)
            }
        }
    }

    /// Prints one reply and remembers its buttons.
    fn print(
        &mut self,
        number: usize,
        channel: &ChannelKey,
        label: &str,
        actor: Option<u64>,
        reply: &Reply,
    ) -> Result<(), LineFailure> {
        // A post from the outbox is delivered once it is printed: local mode is
        // its front end.
        if let Some(id) = reply.outbox {
            self.table().outbox_sent(id, self.now);
        }
        let name_of = |names: &HashMap<u64, String>, id: u64| names.get(&id).cloned().unwrap_or_else(|| id.to_string());
        let (to, visible_to, shown_channel) = match reply.to {
            Audience::Channel if channel.is_dm() => (label.to_string(), actor, channel.clone()),
            Audience::Channel => ("channel".to_string(), None, channel.clone()),
            Audience::Ephemeral => {
                let id = actor.unwrap_or_default();
                (
                    format!("ephemeral:{}", name_of(&self.names, id)),
                    Some(id),
                    channel.clone(),
                )
            }
            Audience::Dm(id) => (format!("dm:{}", name_of(&self.names, id)), Some(id), ChannelKey::dm(id)),
            Audience::Post(ref key) => ("channel".to_string(), None, key.clone()),
        };
        let label = match &reply.to {
            Audience::Post(key) => self.channel_label(key),
            _ => label.to_string(),
        };
        let label = label.as_str();
        let mut controls: Vec<(String, Command)> = reply
            .buttons
            .iter()
            .map(|b| {
                (
                    b.label.clone(),
                    Command::Button {
                        custom_id: b.custom_id.clone(),
                    },
                )
            })
            .collect();
        if let Some(menu) = &reply.menu {
            controls.extend(menu.options.iter().map(|(label, value)| {
                let command = Command::Select {
                    custom_id: menu.custom_id.clone(),
                    values: vec![value.clone()],
                };
                (label.clone(), command)
            }));
        }
        if !controls.is_empty() {
            // A press finds the newest message its member can see that has the
            // label, so an older message's button with the same label, channel
            // and audience can never be pressed again: forget it, and a long
            // session keeps only the buttons that can still be pressed.
            self.shown.retain_mut(|old| {
                if old.channel == shown_channel && old.visible_to == visible_to {
                    old.controls
                        .retain(|(label, _)| !controls.iter().any(|(new, _)| new.eq_ignore_ascii_case(label)));
                }
                !old.controls.is_empty()
            });
            self.shown.push(Shown {
                channel: shown_channel,
                visible_to,
                controls,
            });
        }
        // A role reads as its name (`@Gold Players`), as Discord shows a
        // role mention (issue 32).
        let text = self.server.unmention(&reply.text);
        // The command is stored by now: a picture that cannot be written costs
        // the reply its picture, not the reply, and the reply says why.
        let (image, image_error) = match &reply.picture {
            Some(picture) => match self.save("png", &picture.png) {
                Ok(path) => (Some(path), None),
                Err(why) => (None, Some(format!("the picture was not saved: {why}"))),
            },
            None => (None, None),
        };
        // A reply's other files (a replay's animation and move list) go beside
        // the pictures, numbered like them.
        let mut files = Vec::new();
        for file in &reply.files {
            let path = self.save(&file.file_name, &file.bytes).ok();
            files.push(json!({
                "name": file.file_name,
                "bytes": file.bytes.len(),
                "path": path,
                "description": file.description,
            }));
        }
        if self.options.json {
            let mut object = json!({
                "line": number,
                "channel": label,
                "to": to,
                "ok": reply.ok,
                "text": text,
                "image": image,
                "buttons": reply.buttons.iter().map(|b| b.label.clone()).collect::<Vec<_>>(),
            });
            if let Some(why) = &image_error {
                object["image_error"] = json!(why);
            }
            if let Some(picture) = &reply.picture {
                object["alt"] = json!(picture.description);
            }
            if let Some(moves) = &reply.moves {
                object["moves"] = json!(moves);
            }
            if let Some(menu) = &reply.menu {
                object["menu"] = json!(menu.options.iter().map(|(label, _)| label.clone()).collect::<Vec<_>>());
            }
            if let Some(view) = &reply.view {
                object["view"] = Value::clone(view);
            }
            if let Some(tournament) = &reply.tournament {
                object["tournament"] = Value::clone(tournament);
            }
            if let Some(leaderboard) = &reply.leaderboard {
                object["leaderboard"] = Value::clone(leaderboard);
            }
            if let Some((key, puzzle)) = &reply.puzzle {
                object[*key] = puzzle.clone();
            }
            if let Some(review) = &reply.review {
                object["review"] = Value::clone(review);
            }
            if !files.is_empty() {
                object["files"] = json!(files);
            }
            if !reply.mentions.is_empty() {
                object["mentions"] = json!(reply.mentions.iter().map(|m| m.name.as_str()).collect::<Vec<_>>());
            }
            writeln!(self.out, "{}", Value::to_string(&object))?;
        } else {
            let who = match reply.to {
                Audience::Channel | Audience::Post(_) if label.starts_with("dm:") || label.starts_with("private:") => {
                    label.to_string()
                }
                Audience::Channel | Audience::Post(_) => format!("#{label}"),
                Audience::Ephemeral => format!("#{label}, only {}", to.trim_start_matches("ephemeral:")),
                Audience::Dm(_) => to.clone(),
            };
            let mark = if reply.ok { "" } else { " [refused]" };
            writeln!(self.out, "[{who}]{mark} {}", text.replace('\n', "\n    "))?;
            if let Some(picture) = &reply.picture {
                match (&image, &image_error) {
                    (Some(path), _) => writeln!(self.out, "    board: {path}")?,
                    (None, Some(why)) => writeln!(self.out, "    board: {why}")?,
                    (None, None) => {}
                }
                for row in picture.diagram.lines() {
                    writeln!(self.out, "    {row}")?;
                }
            }
            for file in &files {
                let path = file["path"].as_str().unwrap_or("not saved");
                writeln!(
                    self.out,
                    "    file: {} ({} bytes): {path}",
                    file["name"].as_str().unwrap_or(""),
                    file["bytes"]
                )?;
            }
            if !reply.buttons.is_empty() {
                let labels: Vec<String> = reply.buttons.iter().map(|b| format!("[{}]", b.label)).collect();
                writeln!(self.out, "    buttons: {}", labels.join(" "))?;
            }
            if let Some(menu) = &reply.menu {
                let labels: Vec<String> = menu.options.iter().map(|(l, _)| format!("[{l}]")).collect();
                writeln!(self.out, "    menu ({}): {}", menu.placeholder, labels.join(" "))?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session<'w>(dir: &std::path::Path, out: &'w mut Vec<u8>) -> Session<'w> {
        let mut session = Session {
            options: LocalOptions {
                script: None,
                json: true,
                seed: Some(1),
                db: None,
                images: dir.join("boards"),
                settings: TableSettings::default(),
                web: None,
            },
            db: Target::Sqlite(dir.join("p.db")),
            table: None,
            now: LOCAL_EPOCH,
            place: Place::Channel("general".into()),
            admins: HashSet::new(),
            locales: HashMap::new(),
            guild_locale: None,
            names: HashMap::new(),
            channel_names: HashMap::new(),
            shown: Vec::new(),
            images_written: 0,
            hold_parlor: false,
            held: Vec::new(),
            server: roles::Roles::default(),
            dms_closed: HashSet::new(),
            out: Box::new(out),
        };
        session.open_table().unwrap();
        session
    }

    fn type_line(session: &mut Session<'_>, number: usize, line: &str) {
        let parsed = parse_line(line).unwrap();
        assert!(session.apply(number, parsed).is_ok(), "{line}");
    }

    #[test]
    fn a_long_session_keeps_only_the_buttons_that_can_still_be_pressed() {
        let dir = tempfile::tempdir().unwrap();
        let mut out = Vec::new();
        let mut session = session(dir.path(), &mut out);
        let mut line = 0;
        let mut most = 0;
        for round in 0..150 {
            for text in [
                "alice /play game:checkers opponent:@bob",
                "bob /moves",
                "carol /board",
                if round % 2 == 0 {
                    "bob [Decline]"
                } else {
                    "alice /decline"
                },
            ] {
                line += 1;
                type_line(&mut session, line, text);
            }
            most = most.max(session.shown.len());
        }
        assert!(most <= 4, "{most} messages with buttons kept after 150 challenges");
        // What can still be pressed still works.
        type_line(&mut session, line + 1, "alice /play game:checkers opponent:@bob");
        type_line(&mut session, line + 2, "bob [Accept]");
        drop(session);
        let text = String::from_utf8(out).unwrap();
        let last: Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
        assert_eq!(last["line"], line + 2, "{last}");
        assert_eq!(last["ok"], true, "{last}");
    }
}
