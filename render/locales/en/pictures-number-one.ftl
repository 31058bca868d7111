# The words drawn on number-one pictures (en). Ids: pictures-number-one-…

## Header: the winner's note, placing, the pegs still to move this turn
pictures-number-one-last-left = the last player left
pictures-number-one-to-place = { $who } to place
pictures-number-one-on-start-area = on the start area
# $peg: the peg as players name it ("small peg")
pictures-number-one-peg-to-move = { $peg } to move
# $sizes: "small, medium"
pictures-number-one-pegs-to-move =
    { $n ->
        [one] { $n } peg to move: { $sizes }
       *[other] { $n } pegs to move: { $sizes }
    }

## The legend under the board, and a player's card when they won or are out
pictures-number-one-legend = hollow peg: flip used
pictures-number-one-card-wins = wins
pictures-number-one-card-out = out

## Footer: the moves of the turn, or what to do
pictures-number-one-footer-moves = { $who }: { $moves }
pictures-number-one-footer-placement = Each player puts their pegs on their start area (the ringed holes).
pictures-number-one-footer-play = Each peg moves exactly its size and lands on a token.
# A move in notation ($play, "L c2-d4") with its bend, or turned over on an empty hole
pictures-number-one-via = { $play } via { $bend }
pictures-number-one-flip = { $play } (flip)

## Alt text
pictures-number-one-alt = { $title }, { $n } players: { $players }.
pictures-number-one-alt-turn = This turn, { $who }: { $moves }.
pictures-number-one-alt-out = { $who } is out.
pictures-number-one-alt-pegs = { $who }: { $pegs }.
# $size: "small", "medium", "large"
pictures-number-one-alt-peg = { $size } on { $hole }
pictures-number-one-alt-peg-used = { $size } on { $hole } (used)
pictures-number-one-alt-no-pegs = no pegs
