# Problèmes (issue 35) : /puzzle new, answer, give-up, daily, stats, et le
# problème du jour publié dans puzzle_channel.

## Les commandes
cmd-puzzle = probleme
    .description = Des problèmes tirés des parties jouées ici : trouve le coup qui gagne ou qui sauve la partie.
cmd-puzzle-new = nouveau
    .description = Un problème que tu n'as pas essayé (ou celui que tu as en cours). Toi seul le vois.
cmd-puzzle-new-game = jeu
    .description = Les problèmes d'un jeu (n'importe lequel si vide)
cmd-puzzle-answer = repondre
    .description = Réponds à ton problème en cours par un coup. Toi seul vois la réponse.
cmd-puzzle-answer-move = coup
    .description = Ton coup, dans la notation du jeu
cmd-puzzle-give-up = abandonner
    .description = Voir la solution de ton problème en cours (il compte comme raté).
cmd-puzzle-daily = du-jour
    .description = Le problème du jour, le même pour tout le serveur ; un essai par jour.
cmd-puzzle-stats = stats
    .description = Problèmes résolus et essayés, et la série quotidienne : les tiens ou ceux d'un membre.
cmd-puzzle-stats-member = membre
    .description = De qui (toi si vide)
help-puzzle = des problèmes tirés des parties jouées ici, le problème du jour et sa série

## Montrer un problème (au membre seul)
puzzle-dm = Les problèmes appartiennent à un serveur : utilise /puzzle dans un de ses salons.
puzzle-heading = Problème { $id } ({ $game }, tiré des parties de Parlor).
puzzle-heading-mined = Problème { $id } ({ $game }, tiré de la partie { $session } jouée ici).
puzzle-daily-heading = Problème du jour, { $date } ({ $game }).
puzzle-to-move = Tu joues { $seat }, à toi de jouer.
puzzle-goal-win = Trouve le coup qui gagne.
puzzle-goal-save = Trouve le coup qui sauve la partie.
puzzle-goal-safe = Trouve le seul coup qui ne laisse aucune de tes dames exposée à partir à la Niche, quel que soit le prochain lancer.
puzzle-goal-next = Trouve le coup suivant.
puzzle-secret = Ton nombre secret est { $number } ; celui de ton adversaire est caché, comme dans la partie.
puzzle-how = Réponds avec /puzzle answer move:… (la première mauvaise réponse fait rater le problème), ou vois la solution avec /puzzle give-up. Toi seul vois ceci.
puzzle-picture-title = Problème de { $game }
puzzle-parlor = Parlor
puzzle-you = Toi
puzzle-still-open = Ce problème est toujours en cours : réponds-y, ou abandonne pour voir la solution.
puzzle-not-turns = { $game } n'a pas de coups, donc pas de problèmes : choisis un jeu au tour par tour.
puzzle-none-left = Il ne reste ici aucun problème que tu n'aies pas essayé : les nouveaux viennent des parties terminées sur ce serveur. Essaie /puzzle daily.
puzzle-none-left-game = Il ne reste ici aucun problème de { $game } que tu n'aies pas essayé : les nouveaux viennent des parties terminées sur ce serveur.
puzzle-none-yet = Il n'y a pas encore de problèmes ici : ils viennent des parties terminées sur ce serveur et de la collection de Parlor.
puzzle-broken = Ce problème ne peut plus être joué (sa position ne se restaure pas) ; essaie /puzzle new.
puzzle-answered-meanwhile = Ce problème a changé au même moment ; vois /puzzle stats.

## Réponses
puzzle-none-open = Tu n'as aucun problème en cours : /puzzle new t'en donne un, /puzzle daily celui du jour.
puzzle-not-legal = « { $text } » n'est pas un coup que tu peux jouer ici.
puzzle-right = Exact : { $played }.
puzzle-replies = Parlor répond { $moves }.
puzzle-solved = Résolu !
puzzle-wrong = Ce n'est pas le coup : après { $played }, Parlor répond { $moves }.
puzzle-wrong-alone = Ce n'est pas le coup : { $played } ne suffit pas.
puzzle-failed = Le problème compte comme raté (la première mauvaise réponse le fait rater). La solution : { $solution }.
puzzle-gave-up = La solution : { $solution }. Le problème compte comme raté.

## Le problème du jour
puzzle-daily-done-solved = Tu as résolu le problème du jour. Le prochain arrive à 00:00 UTC.
puzzle-daily-done-failed = Tu as déjà fait ton essai sur le problème du jour. Le prochain arrive à 00:00 UTC.
puzzle-daily-other-open = Termine d'abord le problème que tu as en cours : réponds avec /puzzle answer, ou /puzzle give-up.
puzzle-daily-post = Problème du jour, { $date } : { $game }.
puzzle-daily-post-how = Essaie-le avec /puzzle daily, puis réponds avec /puzzle answer move:… (toi seul vois ta réponse ; un essai par jour).

## /puzzle stats
puzzle-stats-none = { $name } n'a encore essayé aucun problème ici.
puzzle-stats-head = { $name } : { $solved } résolus sur { $tried } essayés.
puzzle-stats-game = { $game } : { $solved } sur { $tried }
puzzle-stats-streak = Série quotidienne : { $current } { $current ->
    [one] jour
   *[other] jours
} (meilleure : { $best }).
puzzle-stats-today-solved = Problème du jour : résolu.
puzzle-stats-today-failed = Problème du jour : essayé, pas résolu.
puzzle-stats-today-not = Problème du jour : pas encore fait.
