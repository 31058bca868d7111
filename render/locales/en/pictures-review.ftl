# The pictures of a game's review (/review): the position before a move with
# the move played and the better move drawn on it, and the chart of each
# player's winning chance over the game. Ids: pictures-review-…

## Under the board: what each colour shows
pictures-review-played = Played: { $move }
pictures-review-better = Better: { $move }
pictures-review-best = Played: { $move }, the best move
# The alt text's sentence about the two moves.
pictures-review-alt-moves = Move played: { $played } (red); better: { $best } (green).
pictures-review-alt-best = Move played: { $played }, the best move (green).

## The chart of the winning chance
pictures-review-chart-title = Winning chance
# A chance on the chart's scale and in the alt text.
pictures-review-percent = { $n }%
# Under the axis of moves, at its right end.
pictures-review-chart-moves = move
pictures-review-chart-empty = No moves to chart.
# A worst move's mark: its label and its move number.
pictures-review-chart-mark = { $label } ({ $ply })
pictures-review-chart-alt = Chart of the winning chance over { $plies ->
    [one] { $plies } move
   *[other] { $plies } moves
}.
pictures-review-chart-alt-line = { $name }: { $first } at the start, { $last } at the end, lowest { $low } after move { $at }.
pictures-review-chart-alt-mark = { $label } at move { $ply }.
