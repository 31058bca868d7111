# Tournaments (issue 31): /tournament and the posts of a running tournament.
# $name is the tournament's name; $player, $organiser, $first, $second, $winner
# members' names (escaped); $game a game's title; $round, $rounds numbers.

tournament-default-name = { $game } tournament
tournament-created = { $organiser } opened the tournament **{ $name }** (#{ $id }): { $game }, { $format }{ $rounds }, { $turn } per turn, { $rated }.
    Join with the button or /tournament join; the organiser starts it with /tournament start.
tournament-rounds-fixed = , { $rounds ->
        [one] one round
       *[other] { $rounds } rounds
    }
tournament-rounds-by-field = , its rounds set by the field
tournament-rated = rated
tournament-unrated = not rated
tournament-format-swiss = Swiss
tournament-format-round-robin = round robin
tournament-format-double-round-robin = double round robin
tournament-format-knockout = knockout
tournament-status-open = open for sign-ups
tournament-status-running = running
tournament-status-finished = finished
tournament-status-cancelled = cancelled
tournament-button-join = Join
tournament-button-leave = Leave
tournament-joined = { $player } joined { $name } ({ $count ->
        [one] one player
       *[other] { $count } players
    }).
tournament-left = { $player } left the tournament.
tournament-kicked = { $organiser } took { $player } out of the tournament.
tournament-count = { $count ->
        [0] Nobody is signed up.
        [one] One player is signed up.
       *[other] { $count } players are signed up.
    }
tournament-started = { $organiser } started **{ $name }** with { $players } players.
tournament-round-paired = **{ $name }**, round { $round } of { $rounds }:
tournament-board = Board { $board }: { $first } vs { $second }
tournament-board-result = Board { $board }: { $first } vs { $second }, { $result }
tournament-bye = { $player } has the bye (1 point).
tournament-and-more = …and { $count } more.
tournament-round-threads = Each game is played in a thread of its own; the player named first moves first.
tournament-thread-name = { $name } — round { $round } — { $first } vs { $second }
tournament-game-opening = { $name }, round { $round }:
tournament-replay = A drawn knockout game is played again, colours swapped: { $line }
tournament-won = **{ $name }** is over: { $winner } wins, with a score of { $score }!
tournament-over = **{ $name }** is over.
tournament-standing = { $rank }. { $player } — { $score }
tournament-standing-withdrawn = { $line } (withdrawn)
tournament-standings-title = **{ $name }** after round { $round } of { $rounds }:
tournament-pairings-title = **{ $name }**, round { $round } of { $rounds }:
tournament-show = **{ $name }** (#{ $id }): { $game }, { $format }, { $status }{ $round }; { $turn } per turn; organised by { $organiser }.
    { $count ->
        [0] Nobody has joined yet.
        [one] One player: { $players }.
       *[other] { $count } players: { $players }.
    }
tournament-list-title = Tournaments in this server:
tournament-list-line = #{ $id } { $name }: { $game }, { $format }, { $status }, { $count } players, in { $channel }
tournament-list-empty = No tournament is open or running in this server: start one with /tournament create.
tournament-lost-on-time = { $player } ran out of time: { $winner } wins.
tournament-lost-by-forfeit = { $player } never moved: { $winner } wins by forfeit.
tournament-adjudicated = { $organiser } settled this game: { $result }.
tournament-adjudicate-done = Game { $game } is settled: { $result }.
tournament-cancelled = { $organiser } cancelled **{ $name }**: it ends with no winner.
tournament-game-cancelled = { $name } was cancelled: this game ends without a result.
tournament-export = The TRF-16 file of { $name }, for any FIDE pairing checker.
tournament-export-file = The tournament as a FIDE TRF-16 file

## Refusals

tournament-not-in-thread = Create a tournament in a channel, not in a thread: its games get threads of their own.
tournament-not-a-tournament-game = { $game } is not a tournament game: tournaments are for the two-player games of turns.
tournament-bad-format = "{ $format }" is not a format: swiss, round-robin or knockout.
tournament-bad-yes-no = { $option }: is yes or no.
tournament-double-round-robin = Only a round robin can be played double.
tournament-rounds-swiss-only = Only a Swiss tournament takes rounds: the other formats play as many as the field needs.
tournament-bad-rounds = "{ $rounds }" is not a number of rounds.
tournament-no-stakes = Tournament games carry no stake: leave out stake: and penalty:.
tournament-bad-max-players = max-players: is a number from { $least } to { $most }.
tournament-one-per-channel = This channel already has a tournament, { $name }: finish or cancel it first, or use another channel.
tournament-none-here = There is no tournament in this channel: see /tournament list.
tournament-bad-id = "{ $id }" is not a tournament's number.
tournament-no-such = There is no tournament #{ $id } in this server.
tournament-organiser-only = Only the organiser ({ $organiser }) or a member with Manage Server can do that.
tournament-already-started = { $name } has already started: sign-ups are closed.
tournament-already-in = You are already in { $name }.
tournament-full = { $name } is full ({ $most } players).
tournament-not-in = That member is not playing in { $name }.
tournament-too-few = { $name } needs at least { $least } players to start, and { $joined } joined.
tournament-rounds-range = { $rounds } rounds can't be played with { $players } players: at most { $most }.
tournament-not-started = { $name } has not started yet: there are no pairings.
tournament-no-round = There is no round { $round }: { $paired } paired so far.
tournament-bad-result = result: is first, second or draw.
tournament-not-its-game = Game { $game } is not a game of this channel's tournament.
tournament-game-over = Game { $game } is not being played: only a game in play can be settled.
tournament-no-end = A tournament game ends by play, /resign, /draw or the turn timer; the organiser can settle it with /tournament adjudicate.

tournament-show-round = ; round { $round } of { $rounds }
tournament-thread-permission = A tournament plays every game in a thread of its own, and Parlor needs the { $permission } permission in this channel for that. An admin can grant it.
tournament-web-page = The tournament's page: { $url }
