# table messages (en): the table's game flow — challenges, lobbies, turns,
# timers, /help. Member names, notation and option names are passed as they
# are; $game is a game's title, $player a seat's label ("alice (Black)").

## /help (one message; the list of games follows)

table-help-games =
    Games: { $games }.
    One game per channel: start a thread for another.

## Common refusals

table-no-turns = A Crown and Anchor table has no moves or turns: bet with /bet design:anchor chips:10, take bets back with /withdraw, the Banker rolls with /roll, and /leave leaves the table.
table-parlor-no-chips = Parlor doesn't play for chips: leave out stake: and penalty: to play it, or challenge a member.
table-parlor-at-a-table = Crown and Anchor isn't a game of turns, so Parlor doesn't sit at it: open a table with /play game:crown-and-anchor and members join.
table-changed-elsewhere = That changed while I was answering, so nothing was done; please try again.
table-store-failed = Something went wrong saving that, so nothing changed; please try again.
# $game: the name as typed (at most 30 characters); $games: the games' command names.
table-unknown-game = I don't know the game "{ $game }". Games: { $games }.

## Players, seats and time

# A player with their seat: $name the member, $seat the seat's name ("Black").
table-player = { $name } ({ $seat })
# Two sides of a game; longer lists nest it: "a vs b vs c".
table-versus = { $first } vs { $second }
# The title of a board picture: $players the seats' labels.
table-picture-title = { $game } — { $players }
table-game-over-won = Game over: { $player } wins.
table-game-over-draw = Game over: it's a draw.
# Once a game with secret picks ends; $picks is the table-secret-picked lines joined by "; ".
table-secret-picked = { $player } picked { $number } (salt { $salt })
table-secrets-revealed = Secrets revealed: { $picks }. Check: the SHA-256 of "number:salt" equals each commitment posted when play began.
# $level as typed; the values easy, normal and hard stay in English (they are typed).
table-bad-level = level: is easy, normal or hard, not "{ $level }".
# Parts of a duration, joined by spaces: "1 hour 30 minutes".
table-duration-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
table-duration-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
table-duration-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
table-duration-less-than-a-minute = less than a minute

## Buttons

table-button-roll = Roll
table-button-accept = Accept
table-button-decline = Decline
table-button-join = Join
table-button-leave = Leave
table-button-start = Start
table-button-add-parlor = Add Parlor
table-button-remove-parlor = Remove Parlor
table-button-accept-draw = Accept draw
table-button-end-game = End game

## Whose turn it is

# $prompt: what the game asks ("move a piece"), written by the game.
table-your-turn = { $player }, your turn: { $prompt }.
# Parlor's turn line until its answer comes; it must end the same way for any
# $player (the answer replaces the line).
table-thinking = { $player } is thinking.

## A Crown and Anchor table's round

table-the-house = the house
table-no-bets-yet = no bets yet
table-on-the-table = { $chips } on the table from { $bettors ->
    [one] { $bettors } bettor
   *[other] { $bettors } bettors
}
table-any-player-rolls = any player rolls with /roll
table-banker-rolls = the Banker rolls with /roll
# Follows table-any-player-rolls or table-banker-rolls directly.
table-dice-timer = ; the dice roll by themselves { $seconds } s after the first bet
# $min, $max: chips a bet; $banker: table-the-house or a name; $on_table:
# table-no-bets-yet or table-on-the-table; $roller: who rolls; $timer:
# table-dice-timer or nothing.
table-round-status = Round { $round }: bets are open ({ $min }–{ $max } chips a bet), { $banker } banks; { $on_table }. Bet with /bet design:anchor chips:10 or a design button; { $roller }{ $timer }.

## Who may play here

table-no-game = There is no game in this channel; start one with /play.
table-not-started = The game hasn't started yet: the challenge is waiting for /accept.
# $players: the players' names, "alice and bob".
table-not-your-game = You are not playing in this game; only { $players } can. Everyone may look with /board.

## How a game for stakes closes

# $chips: the pot, "20 chips".
table-stakes-won = { $name } takes the stakes: { $chips }.
table-stakes-returned = Each player's stake is returned.

## Challenges: /play, /accept, /decline

table-level-needs-parlor = level: sets Parlor's strength: add opponent:@Parlor (in a lobby, the host adds Parlor with /add-parlor level:hard).
# $level: easy, normal or hard (Parlor's strength).
table-plays-parlor = { $name } plays Parlor at { $level }.
# $command: the command typed (/chips balance), used outside a server (a DM or a group DM).
table-server-feature = { $command } is a server feature: use it in a server channel where Parlor is.
table-no-games-in-dms = Here you can play only against Parlor (opponent:@Parlor); play members in server channels and threads, or in a DM or group DM with them.
table-channel-has-challenge = This channel already has an open { $game } challenge from { $players }; finish it first, or start a thread for another game.
table-channel-has-game = This channel already has a game of { $game } between { $players }; finish it first, or start a thread for another game.
# $players: table-players-exact, table-players-range or table-players-table.
table-lobby-takes-no-opponent = { $game } seats { $players } through a lobby: leave out the opponent, and others press Join.
table-players-exact = { $players } players
table-players-range = { $least } to { $most } players
table-players-table = 2 to { $most } players (or 1 with the house option, where the house banks)
table-not-yourself = You can't challenge yourself; leave out the opponent for an open challenge.
table-not-a-bot = { $name } is a bot; challenge a member instead.
# Follows the game's title when the challenge has options; $options as typed.
table-with-options = {" "}(options: { $options })
# $options: table-with-options or nothing; $expires: a duration ("10 minutes").
table-lobby-opened = { $host } opened a { $game } lobby{ $options } for { $least } to { $most } players. Press Join or type /join; { $host } starts with Start or /start. The lobby closes in { $expires }.
table-challenges = { $challenger } challenges { $opponent } to { $game }{ $options }. { $opponent }, press Accept or type /accept.
table-open-challenge = { $challenger } is looking for an opponent for { $game }{ $options }. Anyone may press Accept or type /accept.
table-challenge-expires = The challenge expires in { $expires }.
table-nothing-to-accept = The game here has already started; there is nothing to accept.
table-no-challenge-to-accept = There is no open challenge in this channel; start one with /play.
table-own-challenge = You can't accept your own challenge; /decline withdraws it.
table-only-can-accept = Only { $name } can accept this challenge.
table-accepted = { $name } accepted.
# The first line of a game: $opening says who started it (table-accepted, …);
# $players: the seats' labels.
table-game-starts = { $opening } { $game }: { $players }.
table-stakes = Each player stakes { $stake } (held on the table); the winner takes { $pot }.
table-pick-secrets = Each player now picks a secret number: I've sent you a direct message (or type /secret number:N here; only you will see the answer). Play starts when both have picked.
table-nothing-to-decline = The game here has already started; use /resign or /end instead.
table-no-challenge = There is no open challenge in this channel.
table-lobby-only-host-closes = This is an open lobby: /leave it if you joined; only the host can close it.
table-withdrew = { $name } withdrew the { $game } challenge.
table-declined = { $name } declined { $challenger }'s { $game } challenge.
table-only-can-decline = Only { $opponent } or { $challenger } can decline this challenge.
table-only-can-withdraw = This challenge is open to anyone; only { $challenger } can withdraw it.

## Lobbies: /join, /leave, /start, /add-parlor, /remove-parlor

table-challenge-not-lobby = The challenge here is for two players: /accept it instead.
table-already-started = The game here has already started.
table-no-lobby = There is no open lobby in this channel; open one with /play.
table-already-in-lobby = You are already in this lobby.
table-lobby-full = The lobby is full ({ $most } players).
# $joined: how many are in the lobby now; $players: their names; $host may start.
table-joined-lobby = { $name } joined the { $game } lobby ({ $joined } of up to { $most }): { $players }. { $host } may Start.
# $level: easy, normal or hard.
table-parlor-joined-lobby = { $name } ({ $level }) joined the { $game } lobby ({ $joined } of up to { $most }): { $players }. { $host } may Start.
table-only-host-adds-parlor = Only { $host } (the host) can add Parlor to this lobby.
table-only-host-removes-parlor = Only { $host } (the host) can remove Parlor from this lobby.
table-no-parlor-seat = Parlor has no seat in this lobby.
table-left-lobby = { $name } left the { $game } lobby ({ $joined } joined: { $players }).
table-not-in-lobby = You are not in this lobby.
table-closed-lobby = { $name } closed the { $game } lobby.
table-only-host-starts = Only { $host } (the host) can start this game.
table-too-few-players = { $game } needs at least { $least } players; { $joined } joined so far.
table-started = { $name } started the game.

## A game in play: /move, /moves, /board, /resign, /draw, /claim, /end

# Whose offer: "alice's"; several are joined by table-and-also ("alice's and bob's").
table-whose = { $name }'s
table-and-also = { $first } and { $second }
# $names: whose offers (table-whose, joined); $offers: how many; $mover: who moved.
table-draw-offer-lapsed = { $offers ->
    [one] { $names } draw offer lapsed when { $mover } moved.
   *[other] { $names } draw offers lapsed when { $mover } moved.
}
table-end-offer-lapsed = { $offers ->
    [one] { $names } offer to end the game lapsed when { $mover } moved.
   *[other] { $names } offers to end the game lapsed when { $mover } moved.
}
table-no-dice = { $game } has no dice to roll.
# $players: the labels of those who haven't picked, "alice (Red) and bob (Blue)".
table-waiting-for-secrets = Waiting for secret picks from { $players }; pick yours with /secret number:N.
table-not-your-turn = It's { $player }'s turn, not yours.
table-game-over = The game is over.
# $notation: the move as the game writes it ("11-15").
table-played = { $player } played { $notation }.
table-only-parlor-left = Only Parlor is left in the game, so it ends here without a winner.
table-nothing-to-play = It's { $player }'s turn; you have nothing to play now.
# /board's first line: $ply the number of moves played so far.
table-board-move = { $game } — move { $ply }.
table-board-round = { $game } — round { $round }.
table-resigned = { $player } resigned.
table-draw-already-offered = You have already offered a draw; it stands until the others answer or a move is played.
table-parlor-declines-draws = { $player } declines draws; play on, or /resign to end the game.
table-draw-accepted = { $player } accepted the draw offer.
# $players: how many are still playing (two: "The opponent").
table-draw-offered = { $player } offers a draw. { $players ->
    [1] The opponent
    [2] The opponent
   *[other] The others
} may press Accept draw or type /draw to agree; playing a move declines it.
table-claim-own-turn = It's your turn; there is nothing to claim.
table-parlor-never-late = { $player } never runs out of time: its move comes as soon as it has thought.
table-claim-when-out = You are out of this game; only players still in it can claim.
# $left: a duration ("3 hours 20 minutes").
table-claim-too-early = { $player } still has { $left } on the turn timer; you can claim once it runs out.
# $late: the player out of time (label); $name: the same player's name alone.
table-claimed = { $late } let the turn timer run out; { $player } claims, and { $name } is out.
table-nothing-to-end = There is no game in this channel to end.
table-who-may-end = Only the players (by agreement) or a member with Manage Server can end this game.
# $what: challenge or game.
table-ended-by-admin = { $name } (Manage Server) ended the { $game } { $what ->
    [challenge] challenge
   *[game] game
} between { $players } without a result.
# $by: admin (a player with Manage Server) or agreement.
table-ended = { $game } ended by { $by ->
    [admin] a player with Manage Server
   *[agreement] agreement
}. No result is recorded.
table-end-already-asked = You have already asked to end the game; waiting for your opponent.
table-end-asked = { $player } asks to end the game without a result. { $players ->
    [1] The opponent
    [2] The opponent
   *[other] The other players
} may press End game or type /end to agree.

## /moves: a member's legal actions ($count of them)

table-moves-all = Your legal actions ({ $count }): { $actions }
table-moves-grouped = Your legal actions ({ $count }), grouped:
# The lead of a line of moves by the piece that moves, then its targets.
table-moves-from = From { $square }:
# The lead of actions of several parts by their first part ("13/8, then: 8/5, 6/1.").
table-moves-then = { $first }, then:
table-moves-exchange-one = Exchange one piece:
# Values a square may be exchanged for: "2 or 3" (nested for more).
table-moves-or = { $first } or { $second }
# Followed by one example of an exchange of several pieces.
table-moves-exchange-several = Exchange several pieces at once ({ $ways } ways, the squares in alphabetical order), such as
# Follows the exchanges of one piece, after a space.
table-moves-or-several = {" "}Or several at once ({ $ways } ways, the squares in alphabetical order), such as { $example }.
table-moves-also = Also:
table-moves-more = … and { $more } more (type the start of one in /move to narrow the list).

## Timers: reminders, expiry, abandonment, the turn timer

table-already-done = That was already done.
# A direct message to the member to move, in the server's language; $channel
# names the game's channel (a mention), $left a duration.
table-reminder = Your turn in the { $game } game in { $channel } ({ $players }): { $left } left on the turn timer. /notify off stops these reminders.
table-challenge-expired = The { $game } challenge from { $players } expired.
# $after: a duration ("7 days").
table-abandoned = The { $game } game between { $players } was untouched for { $after } and ends as abandoned.
# Who may claim: "alice or bob" (nested for more).
table-or-also = { $first } or { $second }
# $player: the late player's label; $others: who may claim; $name: the late player's name.
table-timer-ran-out-win = { $player }'s turn timer ran out; { $others } may /claim the win, or keep waiting.
table-timer-ran-out-put-out = { $player }'s turn timer ran out; { $others } may use /claim to put { $name } out of the game, or keep waiting.

## Buttons pressed too late

table-button-unknown = That button is not one of mine.
table-button-ended = That game or challenge has already ended; this button no longer does anything.
table-button-stale = That button no longer does anything here.
table-game-already-started = That game has already started.
table-challenge-answered = That challenge has already been answered.
