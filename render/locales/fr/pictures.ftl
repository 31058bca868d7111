# pictures messages (fr)

## Shared headlines
pictures-wins = { $who } gagne
pictures-draw = Partie nulle
pictures-to-move = { $who } joue
pictures-game-over = Partie terminée
pictures-times =
    { $n ->
        [1] une fois
        [2] deux fois
       *[other] { $n } fois
    }

## Checkers
pictures-checkers-top = NOIRS  ·  1–12  ·  descendent
pictures-checkers-bottom = BLANCS  ·  21–32  ·  montent
pictures-checkers-must-capture-one = doit prendre avec { $square }
pictures-checkers-must-capture = doit prendre : { $squares }
pictures-checkers-resigned = { $who } a abandonné
pictures-checkers-no-pieces = { $who } n’a plus de pions
pictures-checkers-cannot-move = { $who } ne peut plus jouer
pictures-checkers-threefold = triple répétition
pictures-checkers-forty = 40 coups chacun sans prise ni mouvement de pion
pictures-checkers-agreed = d’un commun accord
pictures-checkers-last-move = Dernier coup : { $play }
pictures-checkers-no-move = Aucun coup encore : les noirs commencent.
pictures-checkers-over = Partie terminée : { $headline }.
pictures-checkers-over-note = Partie terminée : { $headline } ({ $note }).
pictures-checkers-quiet = { $quiet } coups sur { $limit } sans prise ni mouvement de pion
pictures-checkers-seen = position vue { $times }
pictures-checkers-ring = anneau orange : prise obligatoire
pictures-checkers-took = a pris { $squares }
pictures-checkers-crowned = promu dame
pictures-checkers-alt = Jeu de dames. { $first } contre { $second }. { $headline }
pictures-checkers-pieces =
    { $n ->
        [one] { $seat } a { $n } pion
       *[other] { $seat } a { $n } pions
    }
pictures-checkers-kings =
    { $n ->
        [one] dont { $n } dame
       *[other] dont { $n } dames
    }

## Hot Spot
pictures-hot-spot-revealed = le { $n } révélé sur la rangée { $rank }
pictures-hot-spot-to-place = { $who } place
pictures-hot-spot-first-turn = premier tour : jusqu’à 4 échanges
pictures-hot-spot-captured = { $taker } a pris { $n } des { $total } pièces de { $victim }
pictures-hot-spot-placement = Placement : chacun place ses pièces face cachée sur sa rangée de départ
pictures-hot-spot-quiet = tours sans prise { $n }/50
pictures-hot-spot-last = Dernier : { $who } { $play }
pictures-hot-spot-reserve = Réserve
pictures-hot-spot-empty = vide
pictures-hot-spot-face-down = À placer : { $n }
pictures-hot-spot-lost-to = Pris par { $who } : { $n }
pictures-hot-spot-revealed-label = Révélée :
pictures-hot-spot-alt = Hot Spot. { $first } contre { $second }. { $headline }
pictures-hot-spot-danger = { $who } a des pièces en danger sur { $squares }.
pictures-hot-spot-alt-reserve = Réserve de { $who } : { $pieces }.

## Trespass
pictures-trespass-secret-numbers = Nombres secrets
pictures-trespass-legend = Rouge monte vers la rangée 6, Bleu descend vers la 1 · on joue n’importe quel pion
pictures-trespass-then-first = puis { $who } commence
pictures-trespass-waiting-one = En attente du choix de { $who }
pictures-trespass-waiting-both = En attente du choix des deux joueurs
pictures-trespass-but = tout pion sauf celui en { $square }
pictures-trespass-any = tout pion
pictures-trespass-reached = le secret { $n } a atteint { $square }
pictures-trespass-picked = { $who } : a choisi
pictures-trespass-picking = { $who } : choisit…
pictures-trespass-never-picked = { $who } : n'a pas choisi
pictures-trespass-how-to-pick = Chaque joueur choisit en secret le numéro d'un de ses pions (/secret).
pictures-trespass-how-to-win-title = Pour gagner
pictures-trespass-how-to-win = Amène ton pion secret sur la rangée du fond adverse, peu importe qui le déplace.
pictures-trespass-a-turn-title = Un tour
pictures-trespass-a-turn = Déplace un pion de n'importe quelle couleur, sauf celui qui vient de bouger : glisse vers l'avant ou sur le côté, ou saute par-dessus un pion.
pictures-trespass-hidden = Cachés jusqu'à la fin de la partie.
pictures-trespass-locked-title = Bloqué
pictures-trespass-may-not-move = { $square } ne peut pas bouger
pictures-trespass-nothing-locked = aucun pion ce tour-ci
pictures-trespass-last-move-title = Dernier coup
pictures-trespass-via = par { $path }
pictures-trespass-notch = Encoche : le sens de marche
pictures-trespass-dark-rows = Rangées sombres : les rangées du fond
pictures-trespass-alt = Trespass. { $first } contre { $second }. { $headline }
pictures-trespass-alt-secret = Le nombre secret de { $seat } était { $n }.
pictures-trespass-alt-never-picked = { $seat } n'a jamais choisi.
pictures-trespass-alt-picks = Choix secrets : { $picks }.
pictures-trespass-seat-picked = { $seat } a choisi
pictures-trespass-seat-waiting = { $seat } n'a pas encore choisi
pictures-trespass-alt-locked = Le pion en { $square } est bloqué ce tour-ci.
pictures-trespass-alt-last = Dernier coup : { $who } { $play } par { $path }.

# The rating chart of /stats: no games yet, the axis' first and last game, the rating now.
pictures-chart-empty = Pas encore de parties classées.
pictures-chart-game = partie { $n }  { $date }
pictures-chart-now = maintenant { $rating }
