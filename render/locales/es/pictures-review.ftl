# The pictures of a game's review (/review): the position before a move with
# the move played and the better move drawn on it, and the chart of each
# player's winning chance over the game. Ids: pictures-review-…

## Under the board: what each colour shows
pictures-review-played = Jugada: { $move }
pictures-review-better = Mejor: { $move }
pictures-review-best = Jugada: { $move }, la mejor
# The alt text's sentence about the two moves.
pictures-review-alt-moves = Jugada hecha: { $played } (rojo); mejor: { $best } (verde).
pictures-review-alt-best = Jugada hecha: { $played }, la mejor (verde).

## The chart of the winning chance
pictures-review-chart-title = Probabilidad de ganar
# A chance on the chart's scale and in the alt text.
pictures-review-percent = { $n } %
# Under the axis of moves, at its right end.
pictures-review-chart-moves = jugada
pictures-review-chart-empty = No hay jugadas que mostrar.
# A worst move's mark: its label and its move number.
pictures-review-chart-mark = { $label } ({ $ply })
pictures-review-chart-alt = Gráfico de la probabilidad de ganar a lo largo de { $plies ->
    [one] { $plies } jugada
   *[other] { $plies } jugadas
}.
pictures-review-chart-alt-line = { $name }: { $first } al principio, { $last } al final, mínimo { $low } tras la jugada { $at }.
pictures-review-chart-alt-mark = { $label } en la jugada { $ply }.
