# Tournois (issue 31) (fr) : /tournament et les messages d'un tournoi en cours.
# $name est le nom du tournoi ; $player, $organiser, $first, $second, $winner
# des noms de membres (échappés) ; $game le titre d'un jeu ; $round, $rounds des
# nombres. Les valeurs qu'on tape (swiss, yes, first…), les noms d'options
# (stake:, result:…) et les commandes citées restent en anglais.

tournament-default-name = Tournoi de { $game }
tournament-created =
    { $organiser } a ouvert le tournoi **{ $name }** (#{ $id }) : { $game }, { $format }{ $rounds }, { $turn } par tour, { $rated }.
    Rejoins-le avec le bouton ou /tournament join ; l'organisateur le lance avec /tournament start.
tournament-rounds-fixed = , { $rounds ->
        [one] une ronde
       *[other] { $rounds } rondes
    }
tournament-rounds-by-field = , nombre de rondes selon le nombre d'inscrits
tournament-rated = classé
tournament-unrated = non classé
tournament-format-swiss = système suisse
tournament-format-round-robin = toutes rondes
tournament-format-double-round-robin = toutes rondes en aller-retour
tournament-format-knockout = élimination directe
tournament-status-open = inscriptions ouvertes
tournament-status-running = en cours
tournament-status-finished = terminé
tournament-status-cancelled = annulé
tournament-button-join = Rejoindre
tournament-button-leave = Quitter
tournament-joined = { $player } a rejoint { $name } ({ $count ->
        [one] un inscrit
       *[other] { $count } inscrits
    }).
tournament-left = { $player } a quitté le tournoi.
tournament-kicked = { $organiser } a retiré { $player } du tournoi.
tournament-count = { $count ->
        [0] Plus personne n'est inscrit.
        [one] Un joueur est inscrit.
       *[other] { $count } joueurs sont inscrits.
    }
tournament-started = { $organiser } a lancé **{ $name }** avec { $players } joueurs.
tournament-round-paired = **{ $name }**, ronde { $round } sur { $rounds } :
tournament-board = Table { $board } : { $first } contre { $second }
tournament-board-result = Table { $board } : { $first } contre { $second }, { $result }
tournament-bye = { $player } est exempt (1 point).
tournament-and-more = … et { $count } de plus.
tournament-round-threads = Chaque partie se joue dans son propre fil ; le joueur nommé en premier joue le premier.
tournament-thread-name = { $name } — ronde { $round } — { $first } contre { $second }
tournament-game-opening = { $name }, ronde { $round } :
tournament-replay = Une partie nulle à élimination directe se rejoue, couleurs inversées : { $line }
tournament-won = **{ $name }** est terminé : { $winner } gagne, avec un score de { $score } !
tournament-over = **{ $name }** est terminé.
tournament-standing = { $rank }. { $player } — { $score }
tournament-standing-withdrawn = { $line } (retiré)
tournament-standings-title = **{ $name }** après la ronde { $round } sur { $rounds } :
tournament-pairings-title = **{ $name }**, ronde { $round } sur { $rounds } :
tournament-show = **{ $name }** (#{ $id }) : { $game }, { $format }, { $status }{ $round } ; { $turn } par tour ; organisé par { $organiser }.
    { $count ->
        [0] Personne ne s'est encore inscrit.
        [one] Un joueur : { $players }.
       *[other] { $count } joueurs : { $players }.
    }
tournament-list-title = Tournois sur ce serveur :
tournament-list-line = #{ $id } { $name } : { $game }, { $format }, { $status }, { $count } joueurs, dans { $channel }
tournament-list-empty = Aucun tournoi n'est ouvert ou en cours sur ce serveur : lances-en un avec /tournament create.
tournament-lost-on-time = { $player } a dépassé son temps : { $winner } gagne.
tournament-lost-by-forfeit = { $player } n'a jamais joué : { $winner } gagne par forfait.
tournament-adjudicated = { $organiser } a tranché cette partie : { $result }.
tournament-adjudicate-done = La partie { $game } est tranchée : { $result }.
tournament-cancelled = { $organiser } a annulé **{ $name }** : le tournoi se termine sans vainqueur.
tournament-game-cancelled = { $name } a été annulé : cette partie se termine sans résultat.
tournament-export = Le fichier TRF-16 de { $name }, pour tout vérificateur d'appariements FIDE.
tournament-export-file = Le tournoi en fichier TRF-16 de la FIDE

## Refus

tournament-not-in-thread = Crée un tournoi dans un salon, pas dans un fil : chacune de ses parties aura son propre fil.
tournament-not-a-tournament-game = { $game } n'est pas un jeu de tournoi : les tournois sont réservés aux jeux à deux joueurs qui se jouent tour par tour.
tournament-bad-format = « { $format } » n'est pas un format : swiss, round-robin ou knockout.
tournament-bad-yes-no = { $option }: vaut yes ou no.
tournament-double-round-robin = Seul un tournoi toutes rondes peut se jouer en aller-retour.
tournament-rounds-swiss-only = Seul un tournoi au système suisse prend un nombre de rondes : les autres formats en jouent autant qu'il en faut pour les inscrits.
tournament-bad-rounds = « { $rounds } » n'est pas un nombre de rondes.
tournament-no-stakes = Les parties de tournoi se jouent sans mise : retire stake: et penalty:.
tournament-bad-max-players = max-players: vaut un nombre de { $least } à { $most }.
tournament-one-per-channel = Ce salon a déjà un tournoi, { $name } : termine-le ou annule-le d'abord, ou utilise un autre salon.
tournament-none-here = Il n'y a pas de tournoi dans ce salon : vois /tournament list.
tournament-bad-id = « { $id } » n'est pas un numéro de tournoi.
tournament-no-such = Il n'y a pas de tournoi #{ $id } sur ce serveur.
tournament-organiser-only = Seuls l'organisateur ({ $organiser }) ou un membre ayant la permission Gérer le serveur peuvent faire cela.
tournament-already-started = { $name } a déjà commencé : les inscriptions sont closes.
tournament-already-in = Tu es déjà inscrit à { $name }.
tournament-full = { $name } est complet ({ $most } joueurs).
tournament-not-in = Ce membre ne joue pas dans { $name }.
tournament-too-few = { $name } a besoin d'au moins { $least } joueurs pour commencer ; inscrits : { $joined }.
tournament-rounds-range = Impossible de jouer { $rounds } rondes avec { $players } joueurs : { $most } au plus.
tournament-not-started = { $name } n'a pas encore commencé : il n'y a pas d'appariements.
tournament-no-round = Il n'y a pas de ronde { $round } : { $paired ->
        [one] une seule ronde est appariée pour l'instant.
       *[other] { $paired } rondes sont appariées pour l'instant.
    }
tournament-bad-result = result: vaut first, second ou draw.
tournament-not-its-game = La partie { $game } n'est pas une partie du tournoi de ce salon.
tournament-game-over = La partie { $game } n'est pas en cours : seule une partie en cours peut être tranchée.
tournament-no-end = Une partie de tournoi se termine par le jeu, /resign, /draw ou le minuteur de tour ; l'organisateur peut la trancher avec /tournament adjudicate.

tournament-show-round = { " " }; ronde { $round } sur { $rounds }
tournament-thread-permission = Un tournoi joue chaque partie dans son propre fil, et pour cela Parlor a besoin de la permission { $permission } dans ce salon. Un admin peut l'accorder.
tournament-web-page = Page du tournoi : { $url }
