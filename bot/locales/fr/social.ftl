# social messages (fr) : revanche, nombres secrets, /stats, /leaderboard,
# /history, /replay, /notify.

social-versus = { $left } contre { $right }
social-level-easy = facile
social-level-normal = normal
social-level-hard = difficile

social-button-rematch = Revanche
social-button-decline = Refuser
social-rematch-busy = Ce salon a déjà une partie ou un défi en cours ; demande la revanche quand ce sera fini.
social-rematch-unplayable = Cette partie ne peut plus être jouée.
social-rematch-lobby = { $host } a rouvert la salle de { $game } pour une revanche : { $players } l'ont rejointe. Appuie sur Rejoindre ou Quitter ; { $host } lance la partie avec Lancer ou /start.
social-rematch-asked = { $name } a demandé une revanche.
social-rematch-accepted = { $name } a accepté la revanche.
social-rematch-none = Tu n'as aucune partie terminée dans ce salon à rejouer.
social-rematch-players-only = Seuls les joueurs de cette partie peuvent demander une revanche.
social-rematch-for = Cette revanche est pour { $players }.
social-rematch-already-asked = Tu as demandé la revanche ; on attend { $waiting }.
social-rematch-offer = { $name } demande une revanche de { $game } : { $seats }{ $options }. { $waiting }, appuie sur Revanche ou tape /rematch ; /decline la refuse. Elle expire dans { $expiry }.
social-rematch-options = , options { $options }
social-rematch-decline-only = Seuls { $players } peuvent refuser cette revanche.
social-rematch-declined = { $name } a refusé la revanche de { $game }.

social-secret-menu = Ton nombre secret
social-secret-prompt = Choisis ton nombre secret pour la partie de { $game } dans { $channel } (tu es { $seat }). Personne ne le voit avant la fin de la partie ; un engagement SHA-256 est publié pour que personne ne puisse le changer. Utilise le menu ou tape /secret number:N.
social-secret-dm-fallback = Je n'ai pas pu envoyer de message privé à { $name } (ses MP sont fermés). { $name }, choisis ton nombre secret ici avec /secret number:N ; toi seul verras la réponse.
social-secret-pick-first = Rien à jouer pour l'instant : choisis d'abord ton nombre secret. Choisis-le ci-dessous ou dans le message privé que je t'ai envoyé, ou tape /secret number:N (toi seul verras la réponse). La partie commence quand tous les joueurs ont choisi.
social-secret-picked-waiting = Rien à jouer pour l'instant : tu as choisi ton nombre secret, et la partie commence quand { $waiting } { $count ->
    [one] aura choisi le sien.
   *[other] auront choisi le leur.
}
social-secret-none-in-game = { $game } n'a pas de nombres secrets.
social-secret-yours = Ton nombre secret pour la partie de { $game } dans { $channel } est { $number }.
social-secret-not-yet = Tu n'as pas encore choisi de nombre secret : choisis-en un ci-dessous ou tape /secret number:N.
social-secret-range = Choisis un nombre entier de { $low } à { $high }.
social-secret-menu-stale = Cette partie est déjà terminée ; ce menu ne fait plus rien.
social-secret-choose-one = Choisis un nombre dans le menu.
social-secret-commitments = Tous les nombres secrets sont choisis. Engagements (SHA-256 de « nombre:sel », révélés à la fin de la partie) : { $commitments }.
social-secret-picked = { $who } a choisi un nombre secret. On attend { $waiting }{ $count ->
    [one] .
   *[other] .
}
social-secret-no-game = Tu n'es dans aucune partie avec des nombres secrets.
social-secret-all-picked = Tu as déjà choisi dans toutes tes parties ; /secret sans nombre montre tes choix.
social-secret-place = { $channel } ({ $players })
social-secret-which-game = Quelle partie ? Tu joues à { $game } dans { $places } : utilise le menu que je t'ai envoyé pour chaque partie, ou tape /secret dans le salon de cette partie.

social-rating = { $value } ± { $deviation }
social-stats-table-game = { $game } n'a pas de classement : on y joue avec des jetons (voir /chips).
social-stats-bot = { $name } est un bot ; les bots ne sont pas classés.
social-stats-none = { $name } n'a encore aucune partie classée : une partie compte une fois gagnée ou nulle.
social-stats-none-of = { $name } n'a encore aucune partie classée de { $game } : une partie compte une fois gagnée ou nulle.
social-stats-heading = Classement de { $name } :
social-stats-game-level = { $game } ({ $level })
social-stats-direct = Parties directes (en MP et MP de groupe) :
social-stats-line = { $game } : { $rating } ({ $record })
social-stats-record = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} : { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}, { $draws ->
    [one] { $draws } nulle
   *[other] { $draws } nulles
}, { $losses ->
    [one] { $losses } défaite
   *[other] { $losses } défaites
}
social-stats-streak-wins = { $n } victoires d'affilée
social-stats-streak-losses = { $n } défaites d'affilée
social-stats-best-win = meilleure victoire : { $opponent } ({ $rating }) dans la partie #{ $session }
social-chart-title = { $name } — { $game }
social-chart-caption = { $title } : classement au fil du temps
social-chart-summary = { $title } : classement sur { $games } parties classées, de { $from } le { $first } à { $to } le { $last }.

social-leaderboard-table-game = { $game } n'a pas de classement ; /chips leaderboard montre qui a le plus de jetons.
social-leaderboard-you = Toi : { $line }
social-leaderboard-parlor = Parlor, pour comparer : { $levels }.

social-history-none = { $scope ->
    [game] Aucune partie de { $game } terminée sur ce serveur pour l'instant.
    [member] Aucune partie de { $member } terminée sur ce serveur pour l'instant.
    [both] Aucune partie de { $game } de { $member } terminée sur ce serveur pour l'instant.
   *[all] Aucune partie terminée sur ce serveur pour l'instant.
}
social-history-heading = { $scope ->
    [game] Les dernières parties de { $game } terminées (/replay id:N en montre une) :
    [member] Les dernières parties terminées de { $member } (/replay id:N en montre une) :
    [both] Les dernières parties de { $game } terminées de { $member } (/replay id:N en montre une) :
   *[all] Les dernières parties terminées (/replay id:N en montre une) :
}
social-history-line = { $number } { $game }, { $date } : { $result }.
social-history-beat = { $winner } a battu { $losers } ({ $reason })
social-history-won = { $players } : gagnée ({ $reason })
social-history-drew = { $players } : partie nulle ({ $reason })
social-history-abandoned = { $players } : abandonnée
social-history-no-result = { $players } : terminée sans résultat

social-notify-on = Les rappels de tour sont activés : quand la moitié de ton temps de jeu est écoulée, je t'envoie un message privé (une fois par tour). /notify off les désactive.
social-notify-off = Les rappels de tour sont désactivés : aucun message privé sur tes tours. /notify on les réactive.
## /web (issue 34) : la page d'un membre sur les pages web du serveur, et liens vers les pages
social-web-game-page = Page de cette partie : { $url }
social-web-shown = Ta page de membre est affichée : { $url } (/web hide la masque).
social-web-hidden = Ta page de membre est masquée : { $url } n'affiche rien (/web show la rétablit).
social-web-shown-later = Ta page de membre sera affichée sur les pages web du serveur (/web hide la masque).
social-web-hidden-later = Ta page de membre est masquée : les pages web du serveur ne l'afficheront pas (/web show la rétablit).
social-web-server-page = Pages du serveur : { $url }
social-web-off = Les pages web du serveur sont désactivées : un membre avec Gérer le serveur les active avec /settings set key:web value:on.
social-web-not-served = Les pages web du serveur sont activées, mais l'hébergeur n'a pas encore mis en place de pages web pour ce Parlor.

social-replay-not-a-number = « { $text } » n'est pas un numéro de partie ; /history les liste (comme #12).
social-replay-elsewhere = Il n'y a pas de partie #{ $id } sur ce serveur ; /history liste ses parties.
social-replay-still-going = La partie #{ $id } est toujours en cours ; son replay sera prêt une fois terminée.
social-replay-this-game = Cette partie
social-replay-table = #{ $id } était une table de { $game }, sans coups à rejouer ; /chips history liste tes mises.
social-replay-never-started = La partie #{ $id } n'a jamais commencé (son défi a été refusé ou a expiré) : il n'y a rien à rejouer.
social-replay-broken = La partie #{ $id } ne peut pas être rejouée : { $why }.
social-replay-mismatch = La partie #{ $id } ne peut pas être rejouée : ses coups ne mènent pas à la position où elle s'est terminée.
social-replay-won = { $name } a gagné.
social-replay-draw = C'était une partie nulle.
social-replay-no-result = Elle s'est terminée sans résultat.
social-replay-no-result-why = Elle s'est terminée sans résultat ({ $reason }).
social-replay-heading = Partie #{ $id }, { $game } : { $players }{ $when }. { $ending }
social-replay-files = { $moves } { $moves ->
    [one] action
   *[other] actions
} en { $positions } { $positions ->
    [one] image
   *[other] images
} ; { $file } les liste avec la graine de la partie, pour que chacun puisse la rejouer avec `parlor replay { $file }`.
social-replay-too-large = L'animation ferait { $size } Mo, plus que Discord n'accepte : seule la liste des coups est jointe.
social-replay-animation = Partie #{ $id } de { $game }, { $players } : chaque position, une par seconde.
social-replay-move-list = Les coups de la partie #{ $id } de { $game }, avec sa graine.
social-leaderboard-web = Ce classement sur le web : { $url }
social-stats-web = Sur le web : { $url }
