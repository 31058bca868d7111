# social messages (en): rematch, secret picks, /stats, /leaderboard, /history,
# /replay, /notify. Names, notation, numbers and game numbers come in as they are.

## Shared

# Two sides facing each other: seats ("alice (Black)") or players' names.
social-versus = { $left } vs { $right }

# Parlor's levels as /stats and /leaderboard name them (the option values
# level:easy|normal|hard stay English when typed).
social-level-easy = easy
social-level-normal = normal
social-level-hard = hard

## Rematch

social-button-rematch = Rematch
social-button-decline = Decline
social-rematch-busy = This channel already has a game or challenge; ask for the rematch once it's over.
social-rematch-unplayable = That game can no longer be played.
# $host is the member who asked; $players everyone seated, "alice and bob".
social-rematch-lobby = { $host } reopened the { $game } lobby for a rematch: { $players } joined. Press Join or Leave; { $host } starts with Start or /start.
social-rematch-asked = { $name } asked for a rematch.
social-rematch-accepted = { $name } accepted the rematch.
social-rematch-none = There is no finished game of yours in this channel to play again.
social-rematch-players-only = Only the players of that game can ask for a rematch.
social-rematch-for = This rematch is for { $players }.
social-rematch-already-asked = You have asked for the rematch; waiting for { $waiting }.
# $seats: "alice (White) vs bob (Black)"; $options: social-rematch-options or
# nothing; $waiting: the members who must still agree; $expiry: "10 minutes".
social-rematch-offer = { $name } asks for a rematch of { $game }: { $seats }{ $options }. { $waiting }, press Rematch or type /rematch; /decline turns it down. It expires in { $expiry }.
social-rematch-options = , options { $options }
social-rematch-decline-only = Only { $players } can decline this rematch.
social-rematch-declined = { $name } declined the rematch of { $game }.

## Secret picks (Trespass). Only the picker ever reads their number.

social-secret-menu = Your secret number
# $seat: the picker's colour.
social-secret-prompt = Pick your secret number for the { $game } game in { $channel } (you are { $seat }). Nobody sees it until the game ends; a SHA-256 commitment is posted so nobody can change it. Use the menu, or type /secret number:N.
social-secret-dm-fallback = I couldn't send { $name } a direct message (their DMs are closed). { $name }, pick your secret number here with /secret number:N; only you will see the answer.
social-secret-pick-first = Nothing to move yet: first pick your secret number. Choose it below or in the direct message I sent you, or type /secret number:N (only you will see the answer). Play starts once every player has picked.
# $count: how many players are awaited.
social-secret-picked-waiting = Nothing to move yet: you have picked your secret number, and play starts once { $waiting } { $count ->
    [one] has
   *[other] have
} picked theirs.
social-secret-none-in-game = { $game } has no secret picks.
social-secret-yours = Your secret number for the { $game } game in { $channel } is { $number }.
social-secret-not-yet = You haven't picked a secret number yet: choose one below, or type /secret number:N.
social-secret-range = Pick a whole number from { $low } to { $high }.
social-secret-menu-stale = That game has already ended; this menu no longer does anything.
social-secret-choose-one = Choose one number from the menu.
# $commitments: "alice (Red) 5f3a…; bob (Blue) 09c1…".
social-secret-commitments = Every secret number is in. Commitments (SHA-256 of "number:salt", revealed when the game ends): { $commitments }.
social-secret-picked = { $who } has picked a secret number. Waiting for { $waiting }{ $count ->
    [one] .
   *[other] .
}
social-secret-no-game = You are not in a game with secret picks.
social-secret-all-picked = You have already picked in every game; /secret without a number shows your picks.
# One game of the member's: "#general (alice and bob)".
social-secret-place = { $channel } ({ $players })
social-secret-which-game = Which game? You play { $game } in { $places }: use the menu I sent for each game, or type /secret in that game's channel.

## /stats

# A rating and its deviation: "1,623 ± 82".
social-rating = { $value } ± { $deviation }
social-stats-table-game = { $game } has no ratings: it is played for chips (see /chips).
social-stats-bot = { $name } is a bot; bots aren't rated.
social-stats-none = { $name } has no rated games of any game yet: a game counts once it is won or drawn.
social-stats-none-of = { $name } has no rated games of { $game } yet: a game counts once it is won or drawn.
social-stats-heading = Ratings of { $name }:
# A game with Parlor's level: "Checkers (easy)".
social-stats-game-level = { $game } ({ $level })
social-stats-direct = Direct games (in DMs and group DMs):
social-stats-line = { $game }: { $rating } ({ $record })
social-stats-record = { $games ->
    [one] { $games } game
   *[other] { $games } games
}: { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, { $draws ->
    [one] { $draws } draw
   *[other] { $draws } draws
}, { $losses ->
    [one] { $losses } loss
   *[other] { $losses } losses
}
social-stats-streak-wins = { $n } wins in a row
social-stats-streak-losses = { $n } losses in a row
# $rating: the opponent's rating then; $session: the game's number.
social-stats-best-win = best win: { $opponent } ({ $rating }) in game #{ $session }
# The rating chart: its title, its caption, and what a screen reader says.
social-chart-title = { $name } — { $game }
social-chart-caption = { $title }: rating over time
social-chart-summary = { $title }: rating over { $games } rated games, from { $from } on { $first } to { $to } on { $last }.

## /leaderboard

social-leaderboard-table-game = { $game } has no ratings; /chips leaderboard lists the most chips.
social-leaderboard-you = You: { $line }
# $levels: "easy 1,212 ± 60, normal 1,498 ± 55".
social-leaderboard-parlor = Parlor, for comparison: { $levels }.

## /history
# $scope: all (every game), game (one game's: $game), member (one member's:
# $member) or both.

social-history-none = { $scope ->
    [game] No finished { $game } games in this server yet.
    [member] No finished games of { $member } in this server yet.
    [both] No finished { $game } games of { $member } in this server yet.
   *[all] No finished games in this server yet.
}
social-history-heading = { $scope ->
    [game] The latest finished { $game } games (/replay id:N shows one):
    [member] The latest finished games of { $member } (/replay id:N shows one):
    [both] The latest finished { $game } games of { $member } (/replay id:N shows one):
   *[all] The latest finished games (/replay id:N shows one):
}
# One game: "#42 Checkers, 2026-11-25: alice beat bob (resignation)."; $reason
# is the game's stored reason.
social-history-line = { $number } { $game }, { $date }: { $result }.
social-history-beat = { $winner } beat { $losers } ({ $reason })
social-history-won = { $players }: won ({ $reason })
social-history-drew = { $players } drew ({ $reason })
social-history-abandoned = { $players }: abandoned
social-history-no-result = { $players }: ended without a result

## /notify

social-notify-on = Turn reminders are on: when half your turn time has passed, I send you a direct message (once a turn). /notify off stops them.
social-notify-off = Turn reminders are off: no direct messages about your turns. /notify on brings them back.
## /web (issue 34): a member's page on the server's web pages, and links to pages
social-web-game-page = This game's page: { $url }
social-web-shown = Your member page is shown: { $url } (/web hide hides it).
social-web-hidden = Your member page is hidden: { $url } shows nothing (/web show brings it back).
social-web-shown-later = Your member page will be shown on this server's web pages (/web hide hides it).
social-web-hidden-later = Your member page is hidden: this server's web pages will not show it (/web show brings it back).
social-web-server-page = This server's pages: { $url }
social-web-off = This server's web pages are off: a member with Manage Server turns them on with /settings set key:web value:on.
social-web-not-served = This server's web pages are on, but the host has not set up web pages for this Parlor yet.

## /replay

social-replay-not-a-number = "{ $text }" is not a game number; /history lists them (like #12).
social-replay-elsewhere = There is no game #{ $id } in this server; /history lists its games.
social-replay-still-going = Game #{ $id } is still going; its replay is ready once it's over.
social-replay-this-game = This game
social-replay-table = #{ $id } was a { $game } table, which has no moves to replay; /chips history lists your bets.
social-replay-never-started = Game #{ $id } never started (its challenge was declined or ran out), so there is nothing to replay.
# $why: the technical reason, in English.
social-replay-broken = Game #{ $id } can't be replayed: { $why }.
social-replay-mismatch = Game #{ $id } can't be replayed: its moves don't lead to the position it ended in.
social-replay-won = { $name } won.
social-replay-draw = It was a draw.
social-replay-no-result = It ended without a result.
social-replay-no-result-why = It ended without a result ({ $reason }).
# $when: ", 2026-11-25" or nothing; $ending: how it ended, a sentence.
social-replay-heading = Game #{ $id }, { $game }: { $players }{ $when }. { $ending }
# $moves: actions logged; $positions: pictures in the animation; $file: the move list's file name.
social-replay-files = { $moves } { $moves ->
    [one] action
   *[other] actions
} in { $positions } { $positions ->
    [one] picture
   *[other] pictures
}; { $file } lists them with the game's seed, so anyone can re-run it with `parlor replay { $file }`.
# $size: megabytes with one decimal.
social-replay-too-large = The animation would be { $size } MB, more than Discord takes, so only the move list is attached.
social-replay-animation = Game #{ $id } of { $game }, { $players }: every position, one a second.
social-replay-move-list = The moves of game #{ $id } of { $game }, with its seed.
social-leaderboard-web = This board on the web: { $url }
social-stats-web = On the web: { $url }
