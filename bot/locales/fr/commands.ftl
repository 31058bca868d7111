# Les commandes slash telles que Discord les montre en français (fr), et les
# quelques phrases qu'écrit l'adaptateur Discord. La convention des ids est
# dans locales/en/commands.ftl. Les noms : en minuscules, 1–32 lettres,
# chiffres, `-` ou `_` ; les descriptions, 1–100 caractères. Les valeurs
# qu'on tape (`level:hard`, `quick`) et les commandes citées (/rules,
# /history) restent en anglais.

cmd-play = jouer
    .description = Défie un membre (ou n'importe qui) à une partie dans ce salon.
cmd-play-game = jeu
    .description = À quel jeu jouer
cmd-play-opponent = adversaire
    .description = Qui tu défies (Parlor pour jouer contre l'ordinateur) ; vide pour un défi ouvert
cmd-play-options = options
    .description = Options de table séparées par des espaces (voir /rules), ex. quick ; level:hard contre Parlor

cmd-accept = accepter
    .description = Accepte le défi qui t'attend dans ce salon.
cmd-decline = refuser
    .description = Refuse un défi qu'on t'a lancé, ou retire le tien.
cmd-join = rejoindre
    .description = Rejoins la partie qui attend des joueurs dans ce salon.
cmd-leave = quitter
    .description = Quitte la partie en attente que tu as rejointe ici (si tu es l'hôte, elle est fermée).
cmd-start = commencer
    .description = Démarre la partie en attente (l'hôte, une fois assez de joueurs inscrits).

cmd-add-parlor = ajouter-parlor
    .description = Installe Parlor, l'adversaire ordinateur, dans ta partie en attente (l'hôte).
cmd-add-parlor-level = niveau
    .description = Niveau de Parlor : facile (easy), normal (par défaut) ou difficile (hard)
cmd-remove-parlor = retirer-parlor
    .description = Retire la dernière place de Parlor ajoutée à ta partie en attente (l'hôte).

cmd-move = coup
    .description = Joue ton coup, dans la notation du jeu (les suggestions montrent tes coups légaux).
cmd-move-move = coup
    .description = Ton coup, ex. c3-d4 ; commence à taper pour voir les coups légaux
cmd-moves = coups-possibles
    .description = Liste tes coups légaux (toi seul vois la liste).

cmd-secret = secret
    .description = Choisis ton nombre secret (Trespass), ou revois ton choix. Toi seul vois la réponse.
cmd-secret-number = nombre
    .description = Ton nombre secret, 0–9 ; laisse vide pour revoir ton choix

cmd-board = plateau
    .description = Affiche la partie de ce salon.
cmd-resign = abandonner
    .description = Abandonne la partie que tu joues ici.
cmd-draw = nulle
    .description = Propose la nulle, ou accepte celle que propose ton adversaire.
cmd-claim = réclamer
    .description = Réclame la victoire quand ton adversaire a laissé filer son temps de tour.
cmd-end = terminer
    .description = Termine la partie ici (les joueurs d'un commun accord, ou un membre avec Gérer le serveur).

cmd-bet = miser
    .description = Mise des jetons sur un symbole de Couronne et Ancre.
cmd-bet-design = symbole
    .description = Le symbole sur lequel tu mises
cmd-bet-chips = jetons
    .description = Combien de jetons
cmd-withdraw = retirer
    .description = Reprends tes mises de Couronne et Ancre (sur un symbole, ou toutes) avant le lancer.
cmd-withdraw-design = symbole
    .description = Le symbole dont tu reprends ta mise ; vide pour toutes
cmd-roll = lancer
    .description = Lance les dés : le lancer du Banquier à Couronne et Ancre, ou ton tour à Acey Ducey.

cmd-chips = jetons
    .description = Tes jetons sur ce serveur : solde, jetons quotidiens, dons, classement, historique.
cmd-chips-balance = solde
    .description = Vois tes jetons, ou ceux d'un autre membre.
cmd-chips-balance-member = membre
    .description = Les jetons de qui ; vide pour les tiens
cmd-chips-daily = quotidiens
    .description = Récupère tes jetons quotidiens.
cmd-chips-give = donner
    .description = Donne une partie de tes jetons à un autre membre.
cmd-chips-give-member = membre
    .description = Qui les reçoit
cmd-chips-give-amount = montant
    .description = Combien de jetons
cmd-chips-leaderboard = classement
    .description = Les dix membres qui ont le plus de jetons sur ce serveur.
cmd-chips-history = historique
    .description = Tes derniers mouvements de jetons (toi seul les vois).
cmd-chips-grant = octroyer
    .description = Octroie des jetons à un membre (Gérer le serveur).
cmd-chips-grant-member = membre
    .description = Qui les reçoit
cmd-chips-grant-amount = montant
    .description = Combien de jetons
cmd-chips-take = retirer
    .description = Retire des jetons à un membre (Gérer le serveur).
cmd-chips-take-member = membre
    .description = À qui les retirer
cmd-chips-take-amount = montant
    .description = Combien de jetons
cmd-chips-house = banque
    .description = La banque du serveur, qui tient les tables de Couronne et Ancre ouvertes avec `house`.
cmd-chips-house-fund = alimenter
    .description = Verse des jetons à la banque (Gérer le serveur).
cmd-chips-house-fund-amount = montant
    .description = Combien de jetons
cmd-chips-house-balance = solde
    .description = Vois les jetons de la banque (Gérer le serveur).

cmd-rematch = revanche
    .description = Rejoue ta dernière partie de ce salon, places inversées (ou accepte une revanche).
cmd-stats = statistiques
    .description = Cotes et bilans : les tiens ou ceux d'un membre (pour Parlor : ceux de ses niveaux).
cmd-stats-member = membre
    .description = De qui (toi si vide)
cmd-stats-game = jeu
    .description = Un jeu (si vide : tous ceux où tu as une cote)
cmd-leaderboard = classement
    .description = Les joueurs les mieux cotés du serveur dans un jeu.
cmd-leaderboard-game = jeu
    .description = Quel jeu
cmd-leaderboard-period = période
    .description = Depuis toujours, cette saison, ce mois-ci ou cette semaine (par défaut : la saison en cours)
cmd-leaderboard-season = saison
    .description = Une saison par son nom, en cours ou terminée
cmd-choice-period-all = depuis toujours
cmd-choice-period-season = cette saison
cmd-choice-period-month = ce mois-ci
cmd-choice-period-week = cette semaine
cmd-season = saison
    .description = Les saisons : celle en cours et (Gérer le serveur) en commencer ou en finir une.
cmd-season-start = commencer
    .description = Commence une saison (Gérer le serveur ; réglage season sur manual).
cmd-season-start-name = nom
    .description = Le nom de la saison (jusqu'à 40 caractères)
cmd-season-end = terminer
    .description = Termine la saison en cours et publie ses classements finaux (Gérer le serveur).
cmd-season-show = voir
    .description = La saison en cours, le temps qu'il lui reste et ta place.
cmd-history = historique
    .description = Les dernières parties terminées sur ce serveur.
cmd-history-member = membre
    .description = Seulement les parties jouées par ce membre
cmd-history-game = jeu
    .description = Seulement ce jeu
cmd-replay = revoir
    .description = Une partie terminée en animation de ses positions, avec la liste de ses coups en fichier.
cmd-replay-id = numéro
    .description = Le numéro de la partie, d'après /history (comme 12)

cmd-notify = rappels
    .description = Rappels de tour par message privé, quand la moitié de ton temps de tour est écoulée.
cmd-notify-on = activer
    .description = Reçois un message privé à la moitié de ton temps de tour (une fois par tour).
cmd-notify-off = désactiver
    .description = Plus de messages privés pour tes tours.
cmd-notify-status = état
    .description = Vois si tes rappels de tour sont activés.
cmd-web = web
    .description = Ta page de membre sur les pages web du serveur : l'afficher, la masquer, voir son lien.
cmd-web-show = afficher
    .description = Affiche ta page de membre sur les pages web du serveur.
cmd-web-hide = masquer
    .description = Masque ta page de membre sur les pages web du serveur.
cmd-web-status = état
    .description = Si ta page de membre est affichée, avec son lien et les pages du serveur.

cmd-rules = règles
    .description = Comment se joue un jeu, avec sa notation et ses options de table.
cmd-rules-game = jeu
    .description = Quel jeu
cmd-help = aide
    .description = Ce que Parlor sait faire, et comment lancer une partie.

## Choix : les symboles de Couronne et Ancre.
cmd-choice-design-crown = couronne
cmd-choice-design-anchor = ancre
cmd-choice-design-heart = cœur
cmd-choice-design-spade = pique
cmd-choice-design-diamond = carreau
cmd-choice-design-club = trèfle

## Suggestions de `level` (/add-parlor) : le mot, et celui qui est envoyé.
cmd-choice-level-easy = facile (easy)
cmd-choice-level-normal = normal
cmd-choice-level-hard = difficile (hard)

## Ce qu'écrit l'adaptateur, dans la langue du membre.
discord-our-fault = Quelque chose a échoué de mon côté ; c'est noté dans le journal. Réessaie.
discord-unreadable-option = Je n'ai pas pu lire cette option ({ $error }) ; choisis dans la liste.
discord-unknown-control = Ce bouton ou ce menu ne vient pas de moi.
discord-guild-only = Cette commande ne s'utilise pas en message privé.
discord-done = C'est fait.
discord-sent-dm = Je t'ai envoyé un message privé.

## /help : sa première ligne, puis une ligne par groupe de commandes. La façon
## de taper les commandes vient de leurs déclarations ; `help-<ligne>` dit ce
## qu'elles font.

cmd-tournament = tournoi
    .description = Tournois : système suisse, toutes rondes ou élimination directe, chaque partie dans son fil.
cmd-tournament-create = créer
    .description = Ouvre dans ce salon un tournoi auquel les membres peuvent s'inscrire.
cmd-tournament-create-game = jeu
    .description = Le jeu de toutes les rondes
cmd-tournament-create-format = format
    .description = Système suisse, toutes rondes ou élimination directe
cmd-tournament-create-rounds = rondes
    .description = Suisse seulement : combien de rondes (par défaut : assez pour les inscrits)
cmd-tournament-create-turn-time = temps-par-tour
    .description = Le temps d'un joueur pour un tour avant de perdre au temps, ex. 1d ou 30m
cmd-tournament-create-options = options
    .description = Les options de jeu de chaque partie, comme /play les prend
cmd-tournament-create-name = nom
    .description = Le nom du tournoi
cmd-tournament-create-max-players = joueurs-max
    .description = Le nombre maximal de joueurs
cmd-tournament-create-double = aller-retour
    .description = Toutes rondes seulement : affronter chacun deux fois, couleurs inversées
cmd-tournament-create-rated = classé
    .description = Si ses parties comptent pour le classement (par défaut : le réglage du serveur)
cmd-tournament-join = rejoindre
    .description = Rejoins le tournoi de ce salon.
cmd-tournament-leave = quitter
    .description = Quitte le tournoi de ce salon (une fois qu'il a commencé, tu en es retiré).
cmd-tournament-start = commencer
    .description = Lance le tournoi et apparie la ronde 1 (l'organisateur).
cmd-tournament-standings = classement
    .description = Le classement, avec ses départages.
cmd-tournament-standings-id = numéro
    .description = Quel tournoi (son numéro) ; vide pour celui de ce salon
cmd-tournament-pairings = appariements
    .description = Les appariements et les résultats d'une ronde.
cmd-tournament-pairings-round = ronde
    .description = Quelle ronde ; vide pour la ronde en cours
cmd-tournament-pairings-id = numéro
    .description = Quel tournoi (son numéro) ; vide pour celui de ce salon
cmd-tournament-list = liste
    .description = Les tournois ouverts et en cours sur ce serveur.
cmd-tournament-show = voir
    .description = Un tournoi : son jeu, son format, ses joueurs et sa ronde.
cmd-tournament-show-id = numéro
    .description = Quel tournoi (son numéro) ; vide pour celui de ce salon
cmd-tournament-kick = exclure
    .description = Retire un joueur du tournoi (l'organisateur).
cmd-tournament-kick-member = membre
    .description = Qui retirer
cmd-tournament-adjudicate = arbitrer
    .description = Tranche une partie contestée de la ronde en cours (l'organisateur).
cmd-tournament-adjudicate-game = partie
    .description = Le numéro de la partie
cmd-tournament-adjudicate-result = résultat
    .description = Qui la gagne, ou nulle
cmd-tournament-cancel = annuler
    .description = Met fin au tournoi sans vainqueur (l'organisateur).
cmd-tournament-export = exporter
    .description = Le tournoi en fichier TRF-16 de la FIDE.
cmd-tournament-export-id = numéro
    .description = Quel tournoi (son numéro) ; vide pour celui de ce salon
cmd-choice-format-swiss = système suisse
cmd-choice-format-round-robin = toutes rondes
cmd-choice-format-knockout = élimination directe
cmd-choice-double-yes = oui
cmd-choice-double-no = non
cmd-choice-rated-yes = oui
cmd-choice-rated-no = non
cmd-choice-result-first = le premier gagne
cmd-choice-result-second = le second gagne
cmd-choice-result-draw = nulle

help-intro = Parlor fait jouer les membres de ce salon à des jeux de société d'antan.
help-line = { $usage } — { $what }
help-play = défier quelqu'un, n'importe qui ou @Parlor (l'ordinateur ; options:"level:hard") ; 3 ou 4 joueurs ouvrent un lobby
help-answer = répondre à un défi (qui l'a lancé le retire avec /decline)
help-lobby = un lobby : le rejoindre, le quitter ou lancer la partie (l'hôte)
help-parlor = l'hôte fait asseoir Parlor (l'ordinateur) dans le lobby, ou le retire
help-move = jouer (l'autocomplétion liste tes coups légaux)
help-moves = tes coups légaux, visibles de toi seul
help-secret = choisir ou revoir ton nombre secret (Trespass) ; marche aussi en message privé
help-board = afficher la position
help-resign = abandonner la partie
help-draw = proposer la nulle, ou accepter la proposition
help-claim = si un joueur a laissé expirer son temps de tour : gagner, ou l'exclure d'une partie à plusieurs
help-end = terminer sans résultat (tous les joueurs, ou un membre qui peut Gérer le serveur)
help-roll = lancer les dés (Acey Ducey ; le Banquier de Couronne et Ancre)
help-bet = les mises de Couronne et Ancre
help-chips = tes jetons sur ce serveur
help-rematch = rejouer ici ta dernière partie, places inversées
help-records = classements, saisons, meilleurs joueurs, dernières parties
help-replay = une partie terminée en animation, avec ses coups dans un fichier
help-notify = un message privé à la moitié de ton temps de tour
help-web = afficher ou masquer ta page sur les pages web du serveur
help-rules = comment se joue un jeu
help-tournament = tournois (suisse, toutes rondes, élimination directe)
help-settings = réglages du serveur : délais, jetons, jeux, salons, fils, langue (Gérer le serveur)
