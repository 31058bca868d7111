# The words drawn on tournament pictures (en): standings, crosstable, bracket,
# pairings. Ids: pictures-tournament-…

## The title line: the format and the game, at the right
pictures-tournament-swiss = Swiss
pictures-tournament-round-robin = Round robin
pictures-tournament-double-round-robin = Double round robin
pictures-tournament-knockout = Knockout
pictures-tournament-format-game = { $format } · { $game }

## The second line: where the tournament stands
pictures-tournament-signed-up = { $n ->
    [one] { $n } player signed up
   *[other] { $n } players signed up
}
pictures-tournament-after-round = Standings after round { $round } of { $rounds }
pictures-tournament-in-round = Round { $round } of { $rounds }: { $done } of { $games } games finished
pictures-tournament-final = Final standings after { $rounds } rounds
pictures-tournament-cancelled = Cancelled after round { $round } of { $rounds }
pictures-tournament-winner = Winner: { $who }
pictures-tournament-pairings = Round { $round } of { $rounds }: pairings
pictures-tournament-not-paired = Round { $round } is not paired yet.

## Column headings
pictures-tournament-rank = #
pictures-tournament-player = Player
pictures-tournament-points = Points
pictures-tournament-rating = Rating
pictures-tournament-board = Board
pictures-tournament-moves-first = Moves first
pictures-tournament-moves-second = Moves second
pictures-tournament-result = Result
# The tiebreaks, short (a column's heading) and long (the legend under the table).
pictures-tournament-buchholz-cut-1 = Buch. cut 1
pictures-tournament-buchholz = Buch.
pictures-tournament-sonneborn-berger = S-B
pictures-tournament-wins = Wins
pictures-tournament-direct-encounter = Direct
pictures-tournament-buchholz-cut-1-long = Buchholz less the lowest
pictures-tournament-buchholz-long = Buchholz
pictures-tournament-sonneborn-berger-long = Sonneborn-Berger
pictures-tournament-wins-long = games won
pictures-tournament-direct-encounter-long = direct encounter
pictures-tournament-tiebreaks = Ties broken by: { $list }

## In the table
pictures-tournament-withdrawn = withdrawn
pictures-tournament-more = { $n ->
    [one] … and { $n } more player
   *[other] … and { $n } more players
}
pictures-tournament-more-boards = { $n ->
    [one] … and { $n } more board
   *[other] … and { $n } more boards
}
pictures-tournament-crosstable-legend = 1 win · ½ draw · 0 loss · + − forfeit won, lost
# The chip beside the player who moves first: a few letters.
pictures-tournament-first = 1st
pictures-tournament-bye = bye
pictures-tournament-in-play = in play
pictures-tournament-not-started = not started
pictures-tournament-replay = replay

## Knockout rounds
pictures-tournament-final-round = Final
pictures-tournament-semi-finals = Semi-finals
pictures-tournament-quarter-finals = Quarter-finals
pictures-tournament-round-of = Round of { $n }

## Alt text
pictures-tournament-alt-title = { $name }: { $format }.
pictures-tournament-alt-list = { $heading }: { $list }.
# $score is written "2½"; $halves is the score in half points (5 for 2½).
pictures-tournament-alt-player = { $rank }. { $who } { $halves ->
    [1] { $score } point
    [2] { $score } point
   *[other] { $score } points
}
pictures-tournament-alt-withdrawn = { $who } (withdrawn)
pictures-tournament-alt-winner = Winner: { $who }.
pictures-tournament-alt-board = Board { $board }: { $first } moves first against { $second }, { $result }.
pictures-tournament-alt-bye = Board { $board }: { $who } has a bye.
pictures-tournament-alt-won = { $who } won
pictures-tournament-alt-won-forfeit = { $who } won by forfeit
pictures-tournament-alt-drawn = drawn
pictures-tournament-alt-match = { $first } against { $second }: { $result }
pictures-tournament-alt-goes-through = { $who } goes through
pictures-tournament-alt-round = { $round }: { $list }.
