# Les pages web (issue 34).
web-page-not-found-title = Page introuvable
web-page-not-found = Cette page n’existe pas ici.
web-page-bad-request-title = Adresse incorrecte
web-page-bad-request = Cette adresse demande une valeur hors limites.
web-page-unavailable-title = Réessayez bientôt
web-page-unavailable = Les pages ne peuvent pas être lues pour l’instant. Réessayez dans un moment.
web-page-home-title = Parlor
web-page-home = Les pages de Parlor se trouvent à l’adresse de chaque serveur : demandez son lien à votre serveur.
web-page-server-title = Les parties de ce serveur
web-page-server-link = Les parties de ce serveur
web-page-footer = Parlor : des jeux de société d’antan sur Discord.
web-page-live-games = Parties en cours
web-page-live = en direct
web-page-no-live = Aucune partie en cours.
web-page-recent = Parties récentes
web-page-no-recent = Aucune partie terminée pour l’instant.
web-page-leaderboards = Classements
web-page-tournaments-running = Tournois en cours
web-page-tournaments-past = Tournois passés
web-page-none = Aucun pour l’instant.
web-page-game-title = { $game } nº { $id }
web-page-game = Jeu
web-page-players = Joueurs
web-page-options = Options :
web-page-no-options = aucune
web-page-finished = Terminée :
web-page-moves = Coups
web-page-start = Début
web-page-controls = Relecture
web-page-first = Première position
web-page-prev = Position précédente
web-page-next = Position suivante
web-page-last = Dernière position
web-page-play = Lecture
web-page-pause = Pause
web-page-downloads = Téléchargements
web-page-download-file = Fichier des coups
web-page-download-gif = Animation (GIF)
web-page-status-turn = Au tour de { $name } ({ $seat }).
web-page-status-won = { $name } ({ $seat }) a gagné.
web-page-status-draw = La partie est nulle.
web-page-status-ended = La partie s’est terminée sans résultat.
web-page-status-live = La partie est en cours.
web-page-name = Nom
web-page-rating = Cote
web-page-band = Rang
web-page-games = Parties
web-page-record = Gagnées–nulles–perdues
web-page-board-all = { $game } : depuis toujours
web-page-board-season = { $game } : saison { $season }
web-page-board-month = { $game } : ce mois-ci
web-page-board-week = { $game } : cette semaine
web-page-board-empty = Personne n’est encore classé : un membre l’est après { $min } parties classées.
web-page-board-idle = { $count ->
    [one] Un membre inactif est omis.
   *[other] { $count } membres inactifs sont omis.
}
web-page-ranking = Classement
web-page-periods = Périodes
web-page-period-all = Depuis toujours
web-page-period-season = Cette saison
web-page-period-month = Ce mois-ci
web-page-period-week = Cette semaine
web-page-ratings = Classements
web-page-no-ratings = Aucune partie classée pour l’instant.
web-page-badges = Badges
web-page-no-badges = Aucun badge pour l’instant.
web-page-standings = Classement
web-page-score = Points
web-page-withdrawn = retiré
web-page-round = Ronde { $round }
web-page-bye = exempt
web-page-watch = voir
web-page-format-swiss = suisse
web-page-format-round-robin = toutes rondes
web-page-format-knockout = élimination directe
web-page-tournament-open = inscriptions ouvertes
web-page-tournament-running = en cours
web-page-tournament-finished = terminé
web-page-tournament-cancelled = annulé

## The game's review (issue 35)
web-review-heading = Analyse
web-review-player = précision { $accuracy } sur 100 ; { $inaccuracies } { $inaccuracies ->
        [one] imprécision
       *[other] imprécisions
    }, { $mistakes } { $mistakes ->
        [one] erreur
       *[other] erreurs
    }, { $blunders } { $blunders ->
        [one] gaffe
       *[other] gaffes
    }
web-review-player-no-moves = aucun coup à juger
web-review-better = mieux : { $best } ({ $chance } %)
web-review-none = Pas encore d'analyse : tapez /review id:{ $id } sur le serveur et Parlor juge chaque coup ; elle s'affichera aussi ici.
