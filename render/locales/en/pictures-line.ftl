# The words drawn on line pictures (en). Ids: pictures-line-…

## Under the board
pictures-line-legend = Three in a straight line calls line · dashed diagonals: rolling only
pictures-line-legend-scoring = Green: 1 point · blue: a point or a ball · red: both · dashed: rolling only

## Header notes
pictures-line-pass-or-reclaim = pass or reclaim
pictures-line-roll = roll a ball
pictures-line-place-or-roll = place or roll
pictures-line-place = place a ball
pictures-line-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
pictures-line-all-confiscated = all nine confiscated
# $quiet: pictures-line-moves-without-line or -new-line.
pictures-line-more-lines-after = more lines after { $quiet }
pictures-line-more-points-after = more points after { $quiet }
pictures-line-moves-without-line = { $n } moves without a line
pictures-line-moves-without-new-line = { $n } moves without a new line

## The panel
pictures-line-taken-by = Taken by { $who }: { $n }
pictures-line-in-hand = In hand: { $n }
pictures-line-last = Last: { $who } { $play }
pictures-line-called = { $count ->
    [one] Line { $lines } called!
   *[other] Lines { $lines } called!
}
pictures-line-and = { $first } and { $second }
pictures-line-barred = not { $from }-{ $to } (straight back)
# "12 of 100 moves without a line"
pictures-line-quiet = { $n } of { $quiet }
pictures-line-lines-scored = Lines scored: { $n }
pictures-line-points-of = Points: { $points } of { $target }

## Alt text
pictures-line-alt = Line game, { $variant } variant. { $first } against { $second }. { $headline }
pictures-line-alt-last = Last move: { $who } { $play }
# English says "line" whatever the count: "calling line 3 and 5".
pictures-line-alt-calling = { $count ->
   *[other] calling line { $lines }
}
pictures-line-alt-seat = { $who } has { $hand } in hand and { $taken } taken by { $opponent }
pictures-line-alt-lines-scored = { $n } lines scored
pictures-line-alt-points = { $points } of { $target } points
