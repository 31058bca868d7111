# settings messages (fr) : /settings (issue 21), les réglages que /play respecte, le mode fils

settings-dm = Les réglages appartiennent à un serveur ; utilise /settings dans l'un de ses salons.
settings-already-done = C'était déjà fait.
settings-admin-only = Seul un membre ayant la permission Gérer le serveur peut voir ou changer les réglages de ce serveur.
settings-unknown-key = Il n'y a pas de réglage « { $key } ». Les réglages sont : { $keys }.
settings-empty-value = Donne une valeur : /settings set key:{ $key } value:…
settings-show-head = Réglages de ce serveur (ses propres valeurs remplacent celles par défaut de config.toml ; une partie en cours garde les minuteurs avec lesquels elle a commencé) :
settings-show-default = `{ $key }` : { $value } (par défaut)
settings-show-set = `{ $key }` : { $value }, changé par { $name } le { $when }
settings-show-reset = `{ $key }` : { $value } (par défaut ; réinitialisé par { $name } le { $when })
settings-show-foot = Change un réglage avec /settings set key:… value:…, ou reviens à la valeur par défaut avec /settings reset key:…
settings-set = { $name } a réglé `{ $key }` sur { $value } (avant : { $old }).
settings-reset = { $name } a remis `{ $key }` à sa valeur par défaut, { $value }.
settings-timers-kept = Les parties déjà en cours gardent leurs minuteurs.
settings-bad-duration = « { $value } » n'est pas une durée : écris-la comme 90s, 10m, 2h ou 7d.
settings-duration-range = `{ $key }` doit être compris entre 1 minute et 30 jours ; { $value } est en dehors.
settings-bad-number = « { $value } » n'est pas un nombre entier de jetons ; écris-le comme 500 ou 1000.
settings-number-range = `{ $key }` doit être compris entre { $min } et { $max } jetons.
settings-min-above-max = Le minimum de la table ({ $min }) ne peut pas dépasser le maximum ({ $max }) ; change d'abord l'autre.
settings-bad-switch = `{ $key }` vaut on ou off, pas « { $value } ».
settings-unknown-game = « { $value } » n'est pas un jeu ; les jeux sont { $games } (ou all).
settings-no-games = Garde au moins un jeu activé : nomme les jeux (comme { $games }), ou écris all.
settings-bad-channel = « { $value } » n'est pas un salon : donne des mentions de salon comme #jeux, des identifiants de salon, ou all.
settings-bad-language = « { $value } » n'est pas une langue que Parlor parle : donne en, es, fr ou auto.
settings-game-off = { $game } est désactivé sur ce serveur. Les jeux ici : { $games }.
settings-channel-off = Sur ce serveur, Parlor joue dans { $channels } ; lance ta partie là-bas.
settings-thread-players = { $first } contre { $second }
settings-thread-name = { $game } — { $players }
settings-thread-opening = J'ouvre un fil pour cette partie…
settings-thread-pointer = { $name } a lancé une partie de { $game } dans { $thread }.
settings-thread-permission = Je ne peux pas ouvrir de fil pour la partie ici : Parlor a besoin de la permission { $permission } dans ce salon. Un administrateur peut l'accorder, ou désactiver les fils avec /settings set key:threads value:off.
settings-permission-create-threads = Créer des fils publics
settings-permission-send-in-threads = Envoyer des messages dans les fils

# La commande /settings telle que Discord l'affiche (noms : minuscules, sans espaces).
cmd-settings = paramètres
    .description = Voir ou changer les réglages de Parlor sur ce serveur (Gérer le serveur)
cmd-settings-show = voir
    .description = Tous les réglages, leur valeur, et qui les a changés et quand
cmd-settings-set = changer
    .description = Changer un réglage sur ce serveur
cmd-settings-set-key = réglage
    .description = Quel réglage
cmd-settings-set-value = valeur
    .description = La nouvelle valeur : 2h, 500, on, off, checkers hot-spot, #jeux, fr, all…
cmd-settings-reset = réinitialiser
    .description = Remettre un réglage à sa valeur par défaut de config.toml
cmd-settings-reset-key = réglage
    .description = Quel réglage

# Les choix de /settings key:
cmd-choice-key-challenge_expiry = expiration des défis
cmd-choice-key-turn_timer = temps par tour
cmd-choice-key-abandon_after = abandon après
cmd-choice-key-starting_chips = jetons de départ
cmd-choice-key-daily_chips = jetons quotidiens
cmd-choice-key-daily_every = fréquence des quotidiens
cmd-choice-key-table_min = mise minimale de table
cmd-choice-key-table_max = mise maximale de table
cmd-choice-key-house_banks = la maison tient la banque
cmd-choice-key-games = jeux
cmd-choice-key-channels = salons
cmd-choice-key-threads = fils
cmd-choice-key-language = langue
cmd-choice-key-rated = parties classées
settings-and-more = { $shown } et { $more } de plus
settings-too-many-channels = Cela fait { $given } salons : Parlor joue dans { $most } salons listés au plus. Indiques-en moins, ou mets all.
