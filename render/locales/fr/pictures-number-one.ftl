# The words drawn on number-one pictures (fr). Ids: pictures-number-one-…

## Header: the winner's note, placing, the pegs still to move this turn
pictures-number-one-last-left = le dernier en lice
pictures-number-one-to-place = { $who } pose
pictures-number-one-on-start-area = sur sa zone de départ
# $peg: the peg as players name it ("petite fiche")
pictures-number-one-peg-to-move = { $peg } à jouer
# $sizes: "petite, moyenne"
pictures-number-one-pegs-to-move = { $n } à jouer : { $sizes }

## The legend under the board, and a player's card when they won or are out
pictures-number-one-legend = fiche creuse : déjà retournée
pictures-number-one-card-wins = gagne
pictures-number-one-card-out = éliminé

## Footer: the moves of the turn, or what to do
pictures-number-one-footer-moves = { $who } : { $moves }
pictures-number-one-footer-placement = Chacun pose ses fiches sur sa zone de départ.
pictures-number-one-footer-play = Chaque fiche avance de sa taille, pile, et finit sur un jeton.
# A move in notation ($play, "L c2-d4") with its bend, or turned over on an empty hole
pictures-number-one-via = { $play } par { $bend }
pictures-number-one-flip = { $play } (retournée)

## Alt text
pictures-number-one-alt = { $title }, { $n } joueurs : { $players }.
pictures-number-one-alt-turn = Ce tour-ci, { $who } : { $moves }.
pictures-number-one-alt-out = { $who } est éliminé.
pictures-number-one-alt-pegs = { $who } : { $pegs }.
# $size: "petite", "moyenne", "grande"
pictures-number-one-alt-peg = { $size } en { $hole }
pictures-number-one-alt-peg-used = { $size } en { $hole } (retournée)
pictures-number-one-alt-no-pegs = aucune fiche
