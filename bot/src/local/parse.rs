//! Parsing `parlor local` lines: `MEMBER /command option:value …`, `MEMBER [Label]`,
//! directives (`:channel`, `:dm`, `:restart`, `:advance`, `:admin`) and comments.

use std::time::Duration;

/// One parsed input line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// Blank or a comment.
    Nothing,
    /// `:channel NAME`
    Channel(String),
    /// `:dm`
    Dm,
    /// `:private NAME`: a DM between members or a group DM named NAME, where
    /// Parlor is not a member (issue 33).
    Private(String),
    /// `:dms MEMBER closed` (false) or `:dms MEMBER open` (true): whether
    /// Parlor may send MEMBER a direct message.
    Dms(String, bool),
    /// `:restart`
    Restart,
    /// `:advance 25h`
    Advance(Duration),
    /// `:mine`: mine every finished game not mined yet for puzzles (issue 35).
    Mine,
    /// `:admin MEMBER`
    Admin(String),
    /// `:locale MEMBER fr`: the language MEMBER's client sends, as Discord's
    /// `locale` (`en`, `es`, `fr`).
    Locale(String, parlor_games::i18n::Locale),
    /// `:guild-locale fr`: the server's preferred language as Discord sends it
    /// (`guild_locale`), which the channel reads while the server's `language`
    /// setting is `auto`.
    GuildLocale(parlor_games::i18n::Locale),
    /// `:parlor hold` (true) or `:parlor release` (false)
    Parlor(bool),
    /// `:role NAME [above|delete|give MEMBER|take MEMBER]`: the simulated
    /// server's roles (issue 32).
    Role {
        /// The role's name.
        name: String,
        /// What to do with it.
        action: RoleAction,
    },
    /// `:allow manage-roles` (true) or `:deny manage-roles` (false): whether
    /// Parlor holds Manage Roles on the simulated server.
    ManageRoles(bool),
    /// `MEMBER /command option:value …`
    Command {
        /// Who types it.
        member: String,
        /// The command name without the slash.
        name: String,
        /// `option:value` pairs in order.
        options: Vec<(String, String)>,
    },
    /// `MEMBER [Label]`
    Press {
        /// Who presses.
        member: String,
        /// The button's label.
        label: String,
    },
}

/// What `:role NAME …` does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoleAction {
    /// `:role NAME`: a new role just below Parlor's highest (`above`: above it).
    Create {
        /// Above Parlor's highest role, where Parlor may not give it.
        above: bool,
    },
    /// `:role NAME delete`
    Delete,
    /// `:role NAME give MEMBER` (true) or `take MEMBER` (false): as an admin
    /// would, not Parlor.
    Hold(String, bool),
}

/// Why a line is not a command at all (exit 2 in scripts).
pub type LineError = String;

fn shorten(text: &str) -> String {
    let mut s: String = text.chars().take(40).collect();
    if text.chars().count() > 40 {
        s.push('…');
    }
    s
}

pub use crate::clock::parse_duration;

/// Splits on whitespace, keeping double-quoted stretches (`move:"c1=2 f1=3"`)
/// together and dropping the quotes.
fn tokens(text: &str) -> Result<Vec<String>, LineError> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    let mut started = false;
    for c in text.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                started = true;
            }
            c if c.is_whitespace() && !quoted => {
                if started {
                    out.push(std::mem::take(&mut current));
                    started = false;
                }
            }
            c => {
                current.push(c);
                started = true;
            }
        }
    }
    if quoted {
        return Err("a double quote is not closed".into());
    }
    if started {
        out.push(current);
    }
    Ok(out)
}

/// Every directive, with what it does (for `parlor local --help`).
pub const DIRECTIVES: [(&str, &str); 13] = [
    (
        ":channel",
        ":channel NAME   following lines are typed in channel NAME (default: general); general/1 is a thread of general",
    ),
    (":dm", ":dm             following lines are direct messages to the bot"),
    (
        ":private",
        ":private NAME   following lines are typed in NAME, a DM between members or a group DM where Parlor\n                  \
         is not a member (its games are direct games; what Parlor says there unasked goes to the\n                  \
         members by DM, printed [dm:MEMBER], or is held and printed atop the next answer there)",
    ),
    (
        ":dms",
        ":dms MEMBER closed  Parlor cannot send MEMBER direct messages (posts for a private channel are held);\n                  \
         :dms MEMBER open reopens them",
    ),
    (
        ":restart",
        ":restart        drop everything in memory and resume from the database, as after a crash",
    ),
    (
        ":advance",
        ":advance 25h    move the clock on (90s, 10m, 25h, 7d); timers that fall due fire",
    ),
    (
        ":mine",
        ":mine           mine every finished game not mined yet for puzzles, as Discord's runner does\n                  \
         in the background; prints (mining) with the games and puzzles",
    ),
    (
        ":admin",
        ":admin MEMBER   give MEMBER Manage Server (for /end, /chips grant, /settings, …)",
    ),
    (
        ":locale",
        ":locale MEMBER fr  MEMBER's Discord is in this language (en, es, fr): what only they see is written in it",
    ),
    (
        ":guild-locale",
        ":guild-locale fr  the server's preferred language as Discord sends it: the channel reads it while /settings language is auto",
    ),
    (
        ":parlor",
        ":parlor hold    Parlor thinks but keeps its answers, as if the process stopped mid-thought;\n                  \
         :parlor release plays them (an answer the game moved on from is dropped)",
    ),
    (
        ":role",
        ":role NAME      make a server role just below Parlor's highest (\"Gold Players\" in quotes); \n                  \
         :role NAME above  one above it; :role NAME delete; :role NAME give|take MEMBER as an admin would",
    ),
    (
        ":deny",
        ":deny manage-roles  Parlor loses the Manage Roles permission; :allow manage-roles gives it back",
    ),
];

/// The longest button label a press may name (Discord's own limit is 80).
pub const MAX_LABEL: usize = 80;

/// A member name as local mode takes it, typed or named in an option: 1 to 32
/// letters, digits, `_`, `-` or `.` (so no spaces, control characters or NUL).
pub fn valid_member(name: &str) -> bool {
    !name.is_empty()
        && name.chars().count() <= 32
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '-' || c == '.')
}

/// Whether `path` is the start of a declared command's path with a
/// subcommand after it (`chips`, `chips house`).
fn is_group(path: &str) -> bool {
    crate::table::Command::specs()
        .iter()
        .any(|s| s.path.strip_prefix(path).is_some_and(|rest| rest.starts_with(' ')))
}

/// `:role NAME [above|delete|give MEMBER|take MEMBER]`.
fn parse_role(rest: &str) -> Result<Line, LineError> {
    let wanted = || {
        ":role needs a role name and maybe above, delete, give MEMBER or take MEMBER, \
         e.g. :role \"Gold Players\" give alice"
            .to_string()
    };
    let words = tokens(rest)?;
    let name = match words.first() {
        Some(name) if !name.trim().is_empty() && name.chars().count() <= 100 => name.trim().to_string(),
        _ => return Err(wanted()),
    };
    let action = match &words[1..] {
        [] => RoleAction::Create { above: false },
        [above] if above == "above" => RoleAction::Create { above: true },
        [delete] if delete == "delete" => RoleAction::Delete,
        [verb, member] if (verb == "give" || verb == "take") && valid_member(member.trim_start_matches('@')) => {
            RoleAction::Hold(member.trim_start_matches('@').to_string(), verb == "give")
        }
        _ => return Err(wanted()),
    };
    Ok(Line::Role { name, action })
}

/// Parses one line.
pub fn parse_line(line: &str) -> Result<Line, LineError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Line::Nothing);
    }
    if let Some(directive) = line.strip_prefix(':') {
        let (word, rest) = directive.split_once(char::is_whitespace).unwrap_or((directive, ""));
        let rest = rest.trim();
        return match word {
            "channel" if !rest.is_empty() && !rest.contains(char::is_whitespace) => Ok(Line::Channel(rest.to_string())),
            "channel" => Err(":channel needs one channel name, e.g. :channel general".into()),
            "dm" if rest.is_empty() => Ok(Line::Dm),
            "private" if !rest.is_empty() && !rest.contains(char::is_whitespace) => Ok(Line::Private(rest.to_string())),
            "private" => Err(":private needs one name for the DM or group DM, e.g. :private friends".into()),
            "dms" => {
                let wanted = ":dms needs a member and closed or open, e.g. :dms bob closed";
                let (member, state) = rest.split_once(char::is_whitespace).ok_or(wanted)?;
                let open = match state.trim() {
                    "open" => true,
                    "closed" => false,
                    _ => return Err(wanted.into()),
                };
                if !valid_member(member) {
                    return Err(wanted.into());
                }
                Ok(Line::Dms(member.to_string(), open))
            }
            "restart" if rest.is_empty() => Ok(Line::Restart),
            "mine" if rest.is_empty() => Ok(Line::Mine),
            "advance" => parse_duration(rest).map(Line::Advance).ok_or_else(|| {
                format!(
                    ":advance needs a duration like 90s, 10m, 25h or 7d, not \"{}\"",
                    shorten(rest)
                )
            }),
            "admin" if valid_member(rest) => Ok(Line::Admin(rest.to_string())),
            "admin" => Err(":admin needs a member name, e.g. :admin alice".into()),
            "locale" => {
                let wanted = ":locale needs a member and a language, e.g. :locale bob fr (en, es or fr)";
                let (member, code) = rest.split_once(char::is_whitespace).ok_or(wanted)?;
                let locale = parlor_games::i18n::Locale::parse(code).ok_or(wanted)?;
                if !valid_member(member) {
                    return Err(wanted.into());
                }
                Ok(Line::Locale(member.to_string(), locale))
            }
            "guild-locale" => parlor_games::i18n::Locale::parse(rest)
                .map(Line::GuildLocale)
                .ok_or_else(|| ":guild-locale needs a language, e.g. :guild-locale fr (en, es or fr)".into()),
            "parlor" if rest == "hold" => Ok(Line::Parlor(true)),
            "parlor" if rest == "release" => Ok(Line::Parlor(false)),
            "parlor" => Err(":parlor needs hold or release".into()),
            "role" => parse_role(rest),
            "allow" | "deny" if rest.eq_ignore_ascii_case("manage-roles") => Ok(Line::ManageRoles(word == "allow")),
            "allow" | "deny" => Err(format!(":{word} takes manage-roles, e.g. :{word} manage-roles")),
            "dm" | "restart" | "mine" => Err(format!(":{word} takes nothing after it")),
            _ => Err(format!(
                "unknown directive :{}; known: {}",
                shorten(word),
                DIRECTIVES.map(|(d, _)| d).join(", ")
            )),
        };
    }
    let (member, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    if !valid_member(member) {
        return Err(format!(
            "a line starts with a member name (letters, digits, _ - .), not \"{}\"",
            shorten(member)
        ));
    }
    let rest = rest.trim();
    if let Some(label) = rest.strip_prefix('[') {
        return match label.strip_suffix(']') {
            Some(label) if label.trim().chars().count() > MAX_LABEL => Err(format!(
                "a button label is at most {MAX_LABEL} characters, not \"{}\"",
                shorten(label.trim())
            )),
            Some(label) if !label.trim().is_empty() => Ok(Line::Press {
                member: member.to_string(),
                label: label.trim().to_string(),
            }),
            _ => Err("a button press is written MEMBER [Label]".into()),
        };
    }
    let Some(command) = rest.strip_prefix('/') else {
        return Err(format!(
            "after the member comes a /command or a [Button], not \"{}\"",
            shorten(rest)
        ));
    };
    let mut parts = tokens(command)?.into_iter().peekable();
    let mut name = parts.next().unwrap_or_default().to_lowercase();
    if name.is_empty() {
        return Err("a command name follows the slash, e.g. /help".into());
    }
    // Subcommands are bare words after a group's name: `/chips house fund amount:5`.
    while is_group(&name) {
        match parts.next_if(|p| !p.contains(':')) {
            Some(sub) => name = format!("{name} {}", sub.to_lowercase()),
            None => break,
        }
    }
    let mut options = Vec::new();
    for part in parts {
        let Some((key, value)) = part.split_once(':') else {
            return Err(format!("options are written name:value, not \"{}\"", shorten(&part)));
        };
        options.push((key.to_lowercase(), value.to_string()));
    }
    Ok(Line::Command {
        member: member.to_string(),
        name,
        options,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_command_line_with_quoted_values_and_mentions() {
        assert_eq!(
            parse_line(r#"alice /move move:"c1=2 f1=3""#).unwrap(),
            Line::Command {
                member: "alice".into(),
                name: "move".into(),
                options: vec![("move".into(), "c1=2 f1=3".into())]
            }
        );
        assert_eq!(
            parse_line("alice /play game:hot-spot opponent:@bob options:quick").unwrap(),
            Line::Command {
                member: "alice".into(),
                name: "play".into(),
                options: vec![
                    ("game".into(), "hot-spot".into()),
                    ("opponent".into(), "@bob".into()),
                    ("options".into(), "quick".into())
                ]
            }
        );
    }

    #[test]
    fn directives_presses_and_comments() {
        assert_eq!(parse_line("  # a comment").unwrap(), Line::Nothing);
        assert_eq!(parse_line(":channel games").unwrap(), Line::Channel("games".into()));
        assert_eq!(
            parse_line(":advance 25h").unwrap(),
            Line::Advance(Duration::from_secs(25 * 3600))
        );
        assert_eq!(
            parse_line("bob [Accept]").unwrap(),
            Line::Press {
                member: "bob".into(),
                label: "Accept".into()
            }
        );
        assert_eq!(parse_line(":admin carol").unwrap(), Line::Admin("carol".into()));
        assert_eq!(
            parse_line(":locale bob fr").unwrap(),
            Line::Locale("bob".into(), parlor_games::i18n::Locale::Fr)
        );
        assert_eq!(
            parse_line(":locale bob es-419").unwrap(),
            Line::Locale("bob".into(), parlor_games::i18n::Locale::Es)
        );
        assert_eq!(
            parse_line(":guild-locale fr").unwrap(),
            Line::GuildLocale(parlor_games::i18n::Locale::Fr)
        );
        assert_eq!(
            parse_line(":role \"Gold Players\" give @alice").unwrap(),
            Line::Role {
                name: "Gold Players".into(),
                action: RoleAction::Hold("alice".into(), true)
            }
        );
        assert_eq!(
            parse_line(":role Boss above").unwrap(),
            Line::Role {
                name: "Boss".into(),
                action: RoleAction::Create { above: true }
            }
        );
        assert_eq!(parse_line(":deny manage-roles").unwrap(), Line::ManageRoles(false));
        assert_eq!(parse_line(":allow manage-roles").unwrap(), Line::ManageRoles(true));
    }

    #[test]
    fn lines_that_are_not_commands_are_errors_of_one_short_line() {
        for bad in [
            "hello there",
            "alice play",
            ":teleport",
            ":locale bob",
            ":locale bob klingon",
            ":guild-locale",
            ":guild-locale klingon",
            ":advance soon",
            "alice /move move:\"c1",
            "@@@ /help",
            "alice [",
            ":advance 99999999999999999999d",
            ":role",
            ":role Gold sideways",
            ":role Gold give",
            ":role \"Gold",
            ":deny everything",
        ] {
            let err = parse_line(bad).unwrap_err();
            assert!(!err.contains('\n') && err.len() < 200, "{bad}: {err}");
        }
    }
}
