# The Discord adapter: slash commands as Discord shows them, and the few lines
# the adapter writes itself.
#
# Slash commands (bot/src/discord/localise.rs fills Discord's name_localizations
# and description_localizations from these):
# - A command, subcommand or option is `cmd-` + its path joined by `-`:
#   `cmd-play`, `cmd-chips-give` (a subcommand), `cmd-chips-give-member` (an
#   option), `cmd-chips-house-fund`. The value is the NAME, the attribute
#   `.description` the description.
# - A choice of an option is `cmd-choice-<option>-<choice>` (English names),
#   shared by every command with that option: `cmd-choice-design-crown`. The
#   value is the choice's name. The choices of a `game` option are the games'
#   titles (`<game>-title`, games.ftl) and are not here.
# - The suggestions of the `level` option (autocomplete) are
#   `cmd-choice-level-<level>`: in other languages the word and, in brackets,
#   the English word that is typed and sent ("difícil (hard)").
# Names follow Discord's rule: lowercase, 1–32 letters, digits, `-` or `_`,
# unique among siblings in each language. Descriptions: 1–100 characters.
# The ids come from the commands' declarations (bot/src/table/commands.rs);
# English names are the declared ones (a test checks), and the English
# descriptions here are the ones Discord registers: English is written once.

cmd-play = play
    .description = Challenge a member (or anyone) to a game in this channel.
cmd-play-game = game
    .description = Which game to play
cmd-play-opponent = opponent
    .description = Who you challenge (Parlor itself to play the computer); leave empty for an open challenge
cmd-play-options = options
    .description = Table options, space separated (see /rules), e.g. quick; level:hard against Parlor

cmd-accept = accept
    .description = Accept the challenge waiting for you in this channel.
cmd-decline = decline
    .description = Decline a challenge to you, or withdraw your own.
cmd-join = join
    .description = Join the game lobby open in this channel.
cmd-leave = leave
    .description = Leave the lobby you joined here (the host closes it).
cmd-start = start
    .description = Start the lobby's game (the host, once enough players joined).

cmd-add-parlor = add-parlor
    .description = Seat Parlor, the computer opponent, in your lobby (the host).
cmd-add-parlor-level = level
    .description = How strongly Parlor plays: easy, normal (the default) or hard
cmd-remove-parlor = remove-parlor
    .description = Take back the Parlor seat you added last to your lobby (the host).

cmd-move = move
    .description = Make your move, in the game's notation (suggestions show your legal moves).
cmd-move-move = move
    .description = Your move, e.g. c3-d4; start typing to see the legal ones
cmd-moves = moves
    .description = List your legal moves (only you see the list).

cmd-secret = secret
    .description = Pick your secret number (Trespass), or see your pick. Only you see the answer.
cmd-secret-number = number
    .description = Your secret number, 0–9; leave empty to see your pick

cmd-board = board
    .description = Show the game in this channel.
cmd-resign = resign
    .description = Resign the game you are playing here.
cmd-draw = draw
    .description = Offer a draw, or accept your opponent's offer.
cmd-claim = claim
    .description = Claim the win when your opponent has let the turn timer run out.
cmd-end = end
    .description = End the game here (players by agreement, or a member with Manage Server).

cmd-bet = bet
    .description = Bet chips on a Crown and Anchor design.
cmd-bet-design = design
    .description = The design you bet on
cmd-bet-chips = chips
    .description = How many chips
cmd-withdraw = withdraw
    .description = Take back your Crown and Anchor bets (one design, or all) before the roll.
cmd-withdraw-design = design
    .description = The design to take your bet back from; leave empty for all
cmd-roll = roll
    .description = Roll the dice: the Crown and Anchor Banker's throw, or your Acey Ducey turn.

cmd-chips = chips
    .description = Your chips in this server: balance, daily grant, gifts, leaderboard, history.
cmd-chips-balance = balance
    .description = See your chips, or another member's.
cmd-chips-balance-member = member
    .description = Whose chips; leave empty for yours
cmd-chips-daily = daily
    .description = Collect your daily chips.
cmd-chips-give = give
    .description = Give some of your chips to another member.
cmd-chips-give-member = member
    .description = Who receives them
cmd-chips-give-amount = amount
    .description = How many chips
cmd-chips-leaderboard = leaderboard
    .description = The ten members with the most chips in this server.
cmd-chips-history = history
    .description = Your latest chip entries (only you see them).
cmd-chips-grant = grant
    .description = Grant chips to a member (Manage Server).
cmd-chips-grant-member = member
    .description = Who receives them
cmd-chips-grant-amount = amount
    .description = How many chips
cmd-chips-take = take
    .description = Take chips from a member (Manage Server).
cmd-chips-take-member = member
    .description = Whose chips
cmd-chips-take-amount = amount
    .description = How many chips
cmd-chips-house = house
    .description = The server's house account, which banks Crown and Anchor tables opened with `house`.
cmd-chips-house-fund = fund
    .description = Put chips in the house (Manage Server).
cmd-chips-house-fund-amount = amount
    .description = How many chips
cmd-chips-house-balance = balance
    .description = See the house's chips (Manage Server).

cmd-rematch = rematch
    .description = Play your latest game in this channel again, seats swapped (or agree to a rematch).
cmd-stats = stats
    .description = Ratings and records: yours, or a member's (Parlor's: its levels').
cmd-stats-member = member
    .description = Whose (you when empty)
cmd-stats-game = game
    .description = One game (every game you're rated in when empty)
cmd-leaderboard = leaderboard
    .description = The server's best rated players in a game.
cmd-leaderboard-game = game
    .description = Which game
cmd-leaderboard-period = period
    .description = All time, this season, this month or this week (default: the current season)
cmd-leaderboard-season = season
    .description = A season by name, running or ended
cmd-choice-period-all = all
cmd-choice-period-season = season
cmd-choice-period-month = month
cmd-choice-period-week = week
cmd-season = season
    .description = Seasons: the current one, and (Manage Server) starting and ending one.
cmd-season-start = start
    .description = Start a season (Manage Server; when the season setting is manual).
cmd-season-start-name = name
    .description = The season's name (up to 40 characters)
cmd-season-end = end
    .description = End the running season and post its final boards (Manage Server).
cmd-season-show = show
    .description = The current season, how long it has left, and where you stand in it.
cmd-history = history
    .description = The latest finished games in this server.
cmd-history-member = member
    .description = Only games this member played
cmd-history-game = game
    .description = Only this game
cmd-replay = replay
    .description = A finished game as an animation of its positions, with its move list as a file.
cmd-replay-id = id
    .description = The game's number, from /history (like 12)
cmd-review = review
    .description = A finished game judged move by move: accuracy, the moves that lost most, a chart.
cmd-review-id = id
    .description = The game's number, from /history (like 12)

cmd-notify = notify
    .description = Turn reminders by direct message, when half your turn time has passed.
cmd-notify-on = on
    .description = Get a direct message when half your turn time has passed (once a turn).
cmd-notify-off = off
    .description = No direct messages about your turns.
cmd-notify-status = status
    .description = See whether your turn reminders are on.
cmd-web = web
    .description = Your member page on this server's web pages: show it, hide it, or see its link.
cmd-web-show = show
    .description = Show your member page on this server's web pages.
cmd-web-hide = hide
    .description = Hide your member page on this server's web pages.
cmd-web-status = status
    .description = Whether your member page is shown, with its link and this server's pages.

cmd-rules = rules
    .description = How a game is played, with its notation and table options.
cmd-rules-game = game
    .description = Which game
cmd-help = help
    .description = What Parlor can do, and how to start a game.

## Choices: the Crown and Anchor designs.
cmd-choice-design-crown = crown
cmd-choice-design-anchor = anchor
cmd-choice-design-heart = heart
cmd-choice-design-spade = spade
cmd-choice-design-diamond = diamond
cmd-choice-design-club = club

## Suggestions of `level` (/add-parlor): what the member sees; `easy`,
## `normal` or `hard` is what is sent.
cmd-choice-level-easy = easy
cmd-choice-level-normal = normal
cmd-choice-level-hard = hard

## Lines the adapter writes itself, in the member's language.
# Something failed on Parlor's side (logged).
discord-our-fault = Something went wrong on my side; it has been logged. Please try again.
# An option Discord sent could not be read; $error is the reason (English, technical).
discord-unreadable-option = I could not read that option ({ $error }); please pick from the list.
# A button or menu the table does not know.
discord-unknown-control = That control is not one of mine.
# The answer to an interaction that arrives while Parlor stops (a restart):
# nothing was done.
discord-restarting = Parlor is restarting — try again in a minute.
# A server-only command used in a direct message.
discord-guild-only = You cannot run this command in DMs.
# The answer to a command whose replies all went elsewhere (other channels).
discord-done = Done.
# The answer to a command whose reply went to the member's direct messages.
discord-sent-dm = I sent you a direct message.

## /help: its first line, then a line for each group of commands. How the
## commands are typed comes from their declarations; `help-<line>` says what
## they do.

cmd-tournament = tournament
    .description = Tournaments: Swiss, round robin or knockout, each game in a thread of its own.
cmd-tournament-create = create
    .description = Open a tournament in this channel for members to join.
cmd-tournament-create-game = game
    .description = The game every round plays
cmd-tournament-create-format = format
    .description = Swiss, round robin or knockout
cmd-tournament-create-rounds = rounds
    .description = Swiss only: how many rounds (default: enough for the field)
cmd-tournament-create-turn-time = turn-time
    .description = How long a player has for a turn before losing on time, e.g. 1d or 30m
cmd-tournament-create-options = options
    .description = The game's options for every game, as /play takes them
cmd-tournament-create-name = name
    .description = The tournament's name
cmd-tournament-create-max-players = max-players
    .description = The most players it takes
cmd-tournament-create-double = double
    .description = Round robin only: play everyone twice, colours swapped
cmd-tournament-create-rated = rated
    .description = Whether its games count for ratings (default: the server's setting)
cmd-tournament-join = join
    .description = Join this channel's tournament.
cmd-tournament-leave = leave
    .description = Leave this channel's tournament (once it runs, you are withdrawn).
cmd-tournament-start = start
    .description = Start the tournament and pair round 1 (the organiser).
cmd-tournament-standings = standings
    .description = The standings, with their tiebreaks.
cmd-tournament-standings-id = id
    .description = Which tournament (its number); leave empty for this channel's
cmd-tournament-pairings = pairings
    .description = A round's pairings and results.
cmd-tournament-pairings-round = round
    .description = Which round; leave empty for the current one
cmd-tournament-pairings-id = id
    .description = Which tournament (its number); leave empty for this channel's
cmd-tournament-list = list
    .description = This server's open and running tournaments.
cmd-tournament-show = show
    .description = A tournament: its game, format, players and round.
cmd-tournament-show-id = id
    .description = Which tournament (its number); leave empty for this channel's
cmd-tournament-kick = kick
    .description = Withdraw a player from the tournament (the organiser).
cmd-tournament-kick-member = member
    .description = Who to withdraw
cmd-tournament-adjudicate = adjudicate
    .description = Settle a disputed game of the round in play (the organiser).
cmd-tournament-adjudicate-game = game
    .description = The game's number
cmd-tournament-adjudicate-result = result
    .description = Who wins it, or a draw
cmd-tournament-cancel = cancel
    .description = End the tournament with no winner (the organiser).
cmd-tournament-export = export
    .description = The tournament as a FIDE TRF-16 file.
cmd-tournament-export-id = id
    .description = Which tournament (its number); leave empty for this channel's
cmd-choice-format-swiss = swiss
cmd-choice-format-round-robin = round-robin
cmd-choice-format-knockout = knockout
cmd-choice-double-yes = yes
cmd-choice-double-no = no
cmd-choice-rated-yes = yes
cmd-choice-rated-no = no
cmd-choice-result-first = first
cmd-choice-result-second = second
cmd-choice-result-draw = draw

help-intro = Parlor seats this channel's members at vintage tabletop games.
# One line of /help: $usage is how its commands are typed ("/accept, /decline"), $what what they do.
help-line = { $usage } — { $what }
help-play = challenge someone, anyone or @Parlor (the computer); 3–4 player games open a lobby
help-answer = answer a challenge (or withdraw yours)
help-lobby = join, leave or start (the host) a lobby
help-parlor = the host seats Parlor (the computer) or takes it back
help-move = play (autocomplete lists your legal moves)
help-moves = your legal moves, only for you
help-secret = pick or see your secret number (Trespass), also by DM
help-board = show the position
help-resign = give up the game
help-draw = offer a draw, or accept the offer
help-claim = win or put out the player to move when their time ran out
help-end = end without a result (all players agree, or Manage Server)
help-roll = roll the dice (Acey Ducey; the Crown and Anchor Banker)
help-bet = Crown and Anchor bets
help-chips = your chips in this server
help-rematch = play your last game here again, seats swapped
help-records = ratings, seasons, leaderboards, history
help-replay = a finished game as an animation, with its moves as a file
help-review = a finished game judged move by move, with the better moves
help-notify = a direct message when half your turn time has passed
help-web = show or hide your web page here
help-rules = how a game is played
help-tournament = Swiss, round-robin or knockout tournaments
help-settings = this server's settings (Manage Server)
