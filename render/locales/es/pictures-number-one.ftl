# The words drawn on number-one pictures (es). Ids: pictures-number-one-…

## Header: the winner's note, placing, the pegs still to move this turn
pictures-number-one-last-left = el último que queda
pictures-number-one-to-place = { $who } coloca
pictures-number-one-on-start-area = en su zona de salida
# $peg: the peg as players name it ("clavija pequeña")
pictures-number-one-peg-to-move = { $peg } por mover
# $sizes: "pequeña, mediana"
pictures-number-one-pegs-to-move = { $n } por mover: { $sizes }

## The legend under the board, and a player's card when they won or are out
pictures-number-one-legend = clavija hueca: ya volteada
pictures-number-one-card-wins = gana
pictures-number-one-card-out = fuera

## Footer: the moves of the turn, or what to do
pictures-number-one-footer-moves = { $who }: { $moves }
pictures-number-one-footer-placement = Cada jugador pone sus clavijas en su zona de salida.
pictures-number-one-footer-play = Cada clavija avanza justo su tamaño y cae en una ficha.
# A move in notation ($play, "L c2-d4") with its bend, or turned over on an empty hole
pictures-number-one-via = { $play } por { $bend }
pictures-number-one-flip = { $play } (volteada)

## Alt text
pictures-number-one-alt = { $title }, { $n } jugadores: { $players }.
pictures-number-one-alt-turn = En este turno, { $who }: { $moves }.
pictures-number-one-alt-out = { $who } queda eliminado.
pictures-number-one-alt-pegs = { $who }: { $pegs }.
# $size: "pequeña", "mediana", "grande"
pictures-number-one-alt-peg = { $size } en { $hole }
pictures-number-one-alt-peg-used = { $size } en { $hole } (volteada)
pictures-number-one-alt-no-pegs = sin clavijas
