# Les mots des images de tournoi (fr) : classement, grille américaine, tableau
# et appariements. Ids : pictures-tournament-…

## La ligne du titre : le système et le jeu, à droite
pictures-tournament-swiss = Suisse
pictures-tournament-round-robin = Toutes rondes
pictures-tournament-double-round-robin = Double toutes rondes
pictures-tournament-knockout = Élimination directe
pictures-tournament-format-game = { $format } · { $game }

## La deuxième ligne : où en est le tournoi
pictures-tournament-signed-up = { $n ->
    [one] { $n } joueur inscrit
   *[other] { $n } joueurs inscrits
}
pictures-tournament-after-round = Classement après la ronde { $round } sur { $rounds }
pictures-tournament-in-round = Ronde { $round } sur { $rounds } : { $done } parties finies sur { $games }
pictures-tournament-final = Classement final après { $rounds } rondes
pictures-tournament-cancelled = Annulé après la ronde { $round } sur { $rounds }
pictures-tournament-winner = Vainqueur : { $who }
pictures-tournament-pairings = Ronde { $round } sur { $rounds } : appariements
pictures-tournament-not-paired = La ronde { $round } n’est pas encore appariée.

## En-têtes de colonne
pictures-tournament-rank = #
pictures-tournament-player = Joueur
pictures-tournament-points = Points
pictures-tournament-rating = Elo
pictures-tournament-board = Table
pictures-tournament-moves-first = Joue en premier
pictures-tournament-moves-second = Joue en second
pictures-tournament-result = Résultat
pictures-tournament-buchholz-cut-1 = Buch. −1
pictures-tournament-buchholz = Buch.
pictures-tournament-sonneborn-berger = S-B
pictures-tournament-wins = Gains
pictures-tournament-direct-encounter = Direct
pictures-tournament-buchholz-cut-1-long = Buchholz moins le plus faible
pictures-tournament-buchholz-long = Buchholz
pictures-tournament-sonneborn-berger-long = Sonneborn-Berger
pictures-tournament-wins-long = parties gagnées
pictures-tournament-direct-encounter-long = confrontation directe
pictures-tournament-tiebreaks = Départages : { $list }

## Dans le tableau
pictures-tournament-withdrawn = retiré
pictures-tournament-more = { $n ->
    [one] … et { $n } autre joueur
   *[other] … et { $n } autres joueurs
}
pictures-tournament-more-boards = { $n ->
    [one] … et { $n } autre table
   *[other] … et { $n } autres tables
}
pictures-tournament-crosstable-legend = 1 gain · ½ nulle · 0 perte · + − forfait gagné, perdu
pictures-tournament-first = 1er
pictures-tournament-bye = exempt
pictures-tournament-in-play = en cours
pictures-tournament-not-started = pas commencée
pictures-tournament-replay = rejouée

## Tours d’élimination directe
pictures-tournament-final-round = Finale
pictures-tournament-semi-finals = Demi-finales
pictures-tournament-quarter-finals = Quarts de finale
pictures-tournament-round-of = { $n ->
    [16] Huitièmes de finale
    [32] Seizièmes de finale
   *[other] Tour à { $n }
}

## Texte alternatif
pictures-tournament-alt-title = { $name } : { $format }.
pictures-tournament-alt-list = { $heading } : { $list }.
pictures-tournament-alt-player = { $rank }. { $who } { $halves ->
    [0] { $score } point
    [1] { $score } point
    [2] { $score } point
    [3] { $score } point
   *[other] { $score } points
}
pictures-tournament-alt-withdrawn = { $who } (retiré)
pictures-tournament-alt-winner = Vainqueur : { $who }.
pictures-tournament-alt-board = Table { $board } : { $first } joue en premier contre { $second }, { $result }.
pictures-tournament-alt-bye = Table { $board } : { $who } est exempt.
pictures-tournament-alt-won = { $who } a gagné
pictures-tournament-alt-won-forfeit = { $who } a gagné par forfait
pictures-tournament-alt-drawn = nulle
pictures-tournament-alt-match = { $first } contre { $second } : { $result }
pictures-tournament-alt-goes-through = { $who } se qualifie
pictures-tournament-alt-round = { $round } : { $list }.
