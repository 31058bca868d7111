# The pictures of a game's review (/review): the position before a move with
# the move played and the better move drawn on it, and the chart of each
# player's winning chance over the game. Ids: pictures-review-…

## Under the board: what each colour shows
pictures-review-played = Joué : { $move }
pictures-review-better = Mieux : { $move }
pictures-review-best = Joué : { $move }, le meilleur coup
# The alt text's sentence about the two moves.
pictures-review-alt-moves = Coup joué : { $played } (rouge) ; mieux : { $best } (vert).
pictures-review-alt-best = Coup joué : { $played }, le meilleur coup (vert).

## The chart of the winning chance
pictures-review-chart-title = Chances de gagner
# A chance on the chart's scale and in the alt text.
pictures-review-percent = { $n } %
# Under the axis of moves, at its right end.
pictures-review-chart-moves = coup
pictures-review-chart-empty = Aucun coup à montrer.
# A worst move's mark: its label and its move number.
pictures-review-chart-mark = { $label } ({ $ply })
pictures-review-chart-alt = Courbe des chances de gagner sur { $plies ->
    [one] { $plies } coup
   *[other] { $plies } coups
}.
pictures-review-chart-alt-line = { $name } : { $first } au début, { $last } à la fin, au plus bas { $low } après le coup { $at }.
pictures-review-chart-alt-mark = { $label } au coup { $ply }.
