# table messages (fr) : le déroulement des parties — défis, lobbys, tours,
# minuteurs, /help. Les noms des membres, la notation et les noms d'options
# restent tels quels ; $game est le titre d'un jeu, $player l'étiquette d'une
# place (« alice (Noir) »).

## /help (un message ; la liste des jeux suit)

table-help-games =
    Jeux : { $games }.
    Une partie par salon : ouvre un fil pour en jouer une autre.

## Refus courants

table-no-turns = Une table de Couronne et Ancre n'a ni coups ni tours : mise avec /bet design:anchor chips:10, reprends tes mises avec /withdraw, le Banquier lance les dés avec /roll, et /leave quitte la table.
table-parlor-no-chips = Parlor ne joue pas de jetons : retire stake: et penalty: pour jouer contre lui, ou défie un membre.
table-parlor-at-a-table = Couronne et Ancre n'est pas un jeu à tours, Parlor ne s'y assoit donc pas : ouvre une table avec /play game:crown-and-anchor et les membres la rejoignent.
table-changed-elsewhere = Cela a changé pendant que je répondais, donc rien n'a été fait ; réessaie.
table-store-failed = Un problème est survenu à l'enregistrement, donc rien n'a changé ; réessaie.
table-unknown-game = Je ne connais pas le jeu « { $game } ». Jeux : { $games }.

## Joueurs, places et durées

table-player = { $name } ({ $seat })
table-versus = { $first } contre { $second }
table-picture-title = { $game } — { $players }
table-game-over-won = Partie terminée : { $player } gagne.
table-game-over-draw = Partie terminée : match nul.
table-secret-picked = { $player } avait choisi { $number } (sel { $salt })
table-secrets-revealed = Nombres secrets révélés : { $picks }. Vérification : le SHA-256 de « nombre:sel » est égal à chaque engagement publié au début de la partie.
table-bad-level = level: vaut easy, normal ou hard, pas « { $level } ».
table-duration-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
table-duration-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
}
table-duration-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
table-duration-less-than-a-minute = moins d'une minute

## Boutons

table-button-roll = Lancer
table-button-accept = Accepter
table-button-decline = Refuser
table-button-join = Rejoindre
table-button-leave = Quitter
table-button-start = Lancer la partie
table-button-add-parlor = Ajouter Parlor
table-button-remove-parlor = Retirer Parlor
table-button-accept-draw = Accepter la nulle
table-button-end-game = Terminer la partie

## À qui le tour

table-your-turn = { $player }, à toi de jouer : { $prompt }.
table-thinking = { $player } réfléchit.

## Le tour d'une table de Couronne et Ancre

table-the-house = la maison
table-no-bets-yet = aucune mise pour l'instant
table-on-the-table = { $chips } sur la table, de { $bettors ->
    [one] { $bettors } parieur
   *[other] { $bettors } parieurs
}
table-any-player-rolls = n'importe quel joueur lance les dés avec /roll
table-banker-rolls = le Banquier lance les dés avec /roll
table-dice-timer = ; les dés roulent d'eux-mêmes { $seconds } s après la première mise
table-round-status = Tour { $round } : les mises sont ouvertes ({ $min } à { $max } jetons par mise), { $banker } tient la banque ; { $on_table }. Mise avec /bet design:anchor chips:10 ou un bouton de symbole ; { $roller }{ $timer }.

## Qui peut jouer ici

table-no-game = Il n'y a pas de partie dans ce salon ; lances-en une avec /play.
table-not-started = La partie n'a pas encore commencé : le défi attend un /accept.
table-not-your-game = Tu ne joues pas dans cette partie ; seuls { $players } le peuvent. Tout le monde peut regarder avec /board.

## Comment se clôt une partie avec mises

table-stakes-won = { $name } remporte les mises : { $chips }.
table-stakes-returned = La mise de chaque joueur lui est rendue.

## Défis : /play, /accept, /decline

table-level-needs-parlor = level: règle la force de Parlor : ajoute opponent:@Parlor (dans un lobby, l'hôte ajoute Parlor avec /add-parlor level:hard).
table-plays-parlor = { $name } joue contre Parlor au niveau { $level ->
    [easy] facile
    [hard] difficile
   *[normal] normal
}.
table-server-feature = { $command } est une fonction des serveurs : utilise-la dans un salon d'un serveur où se trouve Parlor.
table-no-games-in-dms = Ici tu ne peux jouer que contre Parlor (opponent:@Parlor) ; joue contre un membre dans un salon ou un fil de serveur, ou en MP ou MP de groupe avec lui.
table-channel-has-challenge = Ce salon a déjà un défi de { $game } ouvert par { $players } ; termine-le d'abord, ou ouvre un fil pour une autre partie.
table-channel-has-game = Ce salon a déjà une partie de { $game } entre { $players } ; termine-la d'abord, ou ouvre un fil pour une autre partie.
table-lobby-takes-no-opponent = { $game } ({ $players }) se joue via un lobby : n'indique pas d'adversaire, les autres appuient sur Rejoindre.
table-players-exact = { $players } joueurs
table-players-range = { $least } à { $most } joueurs
table-players-table = 2 à { $most } joueurs (ou 1 avec l'option house, où la maison tient la banque)
table-not-yourself = Tu ne peux pas te défier toi-même ; n'indique pas d'adversaire pour un défi ouvert.
table-not-a-bot = { $name } est un bot ; défie plutôt un membre.
table-with-options = {" "}(options : { $options })
table-lobby-opened = { $host } a ouvert un lobby de { $game }{ $options } (de { $least } à { $most } joueurs). Appuie sur Rejoindre ou tape /join ; { $host } lance la partie avec Lancer la partie ou /start. Le lobby ferme dans { $expires }.
table-challenges = { $challenger } défie { $opponent } à { $game }{ $options }. { $opponent }, appuie sur Accepter ou tape /accept.
table-open-challenge = { $challenger } cherche un adversaire pour { $game }{ $options }. N'importe qui peut appuyer sur Accepter ou taper /accept.
table-challenge-expires = Le défi expire dans { $expires }.
table-nothing-to-accept = La partie a déjà commencé ici ; il n'y a rien à accepter.
table-no-challenge-to-accept = Il n'y a pas de défi ouvert dans ce salon ; lances-en un avec /play.
table-own-challenge = Tu ne peux pas accepter ton propre défi ; /decline le retire.
table-only-can-accept = Seul { $name } peut accepter ce défi.
table-accepted = { $name } a accepté.
table-game-starts = { $opening } { $game } : { $players }.
table-stakes = Chaque joueur mise { $stake } (la mise reste sur la table) ; le gagnant remporte { $pot }.
table-pick-secrets = Chaque joueur choisit maintenant un nombre secret : je t'ai envoyé un message privé (ou tape /secret number:N ici ; toi seul verras la réponse). La partie commence quand les deux ont choisi.
table-nothing-to-decline = La partie a déjà commencé ici ; utilise plutôt /resign ou /end.
table-no-challenge = Il n'y a pas de défi ouvert dans ce salon.
table-lobby-only-host-closes = C'est un lobby ouvert : quitte-le avec /leave si tu l'as rejoint ; seul l'hôte peut le fermer.
table-withdrew = { $name } a retiré son défi de { $game }.
table-declined = { $name } a refusé le défi de { $game } de { $challenger }.
table-only-can-decline = Seuls { $opponent } ou { $challenger } peuvent refuser ce défi.
table-only-can-withdraw = Ce défi est ouvert à tous ; seul { $challenger } peut le retirer.

## Lobbys : /join, /leave, /start, /add-parlor, /remove-parlor

table-challenge-not-lobby = Le défi ici se joue à deux : accepte-le plutôt avec /accept.
table-already-started = La partie a déjà commencé ici.
table-no-lobby = Il n'y a pas de lobby ouvert dans ce salon ; ouvres-en un avec /play.
table-already-in-lobby = Tu es déjà dans ce lobby.
table-lobby-full = Le lobby est complet ({ $most } joueurs).
table-joined-lobby = { $name } a rejoint le lobby de { $game } ({ $joined } sur { $most } au plus) : { $players }. { $host } peut lancer la partie.
table-parlor-joined-lobby = { $name } ({ $level ->
    [easy] facile
    [hard] difficile
   *[normal] normal
}) a rejoint le lobby de { $game } ({ $joined } sur { $most } au plus) : { $players }. { $host } peut lancer la partie.
table-only-host-adds-parlor = Seul { $host } (l'hôte) peut ajouter Parlor à ce lobby.
table-only-host-removes-parlor = Seul { $host } (l'hôte) peut retirer Parlor de ce lobby.
table-no-parlor-seat = Parlor n'a pas de place dans ce lobby.
table-left-lobby = { $name } a quitté le lobby de { $game } ({ $joined ->
    [one] { $joined } inscrit
   *[other] { $joined } inscrits
} : { $players }).
table-not-in-lobby = Tu n'es pas dans ce lobby.
table-closed-lobby = { $name } a fermé le lobby de { $game }.
table-only-host-starts = Seul { $host } (l'hôte) peut lancer cette partie.
table-too-few-players = { $game } demande au moins { $least } joueurs ; { $joined ->
    [one] { $joined } inscrit
   *[other] { $joined } inscrits
} pour l'instant.
table-started = { $name } a lancé la partie.

## Une partie en cours : /move, /moves, /board, /resign, /draw, /claim, /end

table-whose = { $name }
table-and-also = { $first } et de { $second }
table-draw-offer-lapsed = { $offers ->
    [one] La proposition de nulle de { $names } a expiré quand { $mover } a joué.
   *[other] Les propositions de nulle de { $names } ont expiré quand { $mover } a joué.
}
table-end-offer-lapsed = { $offers ->
    [one] La demande de fin de partie de { $names } a expiré quand { $mover } a joué.
   *[other] Les demandes de fin de partie de { $names } ont expiré quand { $mover } a joué.
}
table-no-dice = { $game } ne se joue pas avec des dés.
table-waiting-for-secrets = On attend le nombre secret de { $players } ; choisis le tien avec /secret number:N.
table-not-your-turn = C'est au tour de { $player }, pas au tien.
table-game-over = La partie est terminée.
table-played = { $player } a joué { $notation }.
table-only-parlor-left = Il ne reste que Parlor dans la partie, elle s'arrête donc ici sans gagnant.
table-nothing-to-play = C'est au tour de { $player } ; tu n'as rien à jouer pour l'instant.
table-board-move = { $game } — coup { $ply }.
table-board-round = { $game } — tour { $round }.
table-resigned = { $player } a abandonné.
table-draw-already-offered = Tu as déjà proposé la nulle ; la proposition tient jusqu'à ce que les autres répondent ou qu'un coup soit joué.
table-parlor-declines-draws = { $player } refuse les nulles ; continue la partie, ou /resign pour y mettre fin.
table-draw-accepted = { $player } a accepté la nulle.
table-draw-offered = { $player } propose la nulle. { $players ->
    [1] L'adversaire peut
    [2] L'adversaire peut
   *[other] Les autres peuvent
} appuyer sur Accepter la nulle ou taper /draw pour l'accepter ; jouer un coup la refuse.
table-claim-own-turn = C'est ton tour ; il n'y a rien à réclamer.
table-parlor-never-late = { $player } ne manque jamais de temps : son coup arrive dès qu'il a réfléchi.
table-claim-when-out = Tu es éliminé de cette partie ; seuls les joueurs encore en lice peuvent réclamer.
table-claim-too-early = Il reste { $left } à { $player } sur son minuteur de tour ; tu pourras réclamer une fois le temps écoulé.
table-claimed = { $late } a laissé expirer son minuteur de tour ; { $player } réclame, et { $name } est éliminé.
table-nothing-to-end = Il n'y a pas de partie à terminer dans ce salon.
table-who-may-end = Seuls les joueurs (d'un commun accord) ou un membre ayant la permission Gérer le serveur peuvent terminer cette partie.
table-ended-by-admin = { $name } (Gérer le serveur) a mis fin { $what ->
    [challenge] au défi
   *[game] à la partie
} de { $game } entre { $players } sans résultat.
table-ended = Partie de { $game } terminée { $by ->
    [admin] par un joueur ayant la permission Gérer le serveur
   *[agreement] d'un commun accord
}. Aucun résultat n'est enregistré.
table-end-already-asked = Tu as déjà demandé à terminer la partie ; on attend ton adversaire.
table-end-asked = { $player } demande à terminer la partie sans résultat. { $players ->
    [1] L'adversaire peut
    [2] L'adversaire peut
   *[other] Les autres joueurs peuvent
} appuyer sur Terminer la partie ou taper /end pour accepter.

## /moves : les coups légaux d'un membre

table-moves-all = Tes coups légaux ({ $count }) : { $actions }
table-moves-grouped = Tes coups légaux ({ $count }), regroupés :
table-moves-from = Depuis { $square } :
table-moves-then = { $first }, puis :
table-moves-exchange-one = Échanger une pièce :
table-moves-or = { $first } ou { $second }
table-moves-exchange-several = Échanger plusieurs pièces à la fois ({ $ways } façons, les cases dans l'ordre alphabétique), par exemple
table-moves-or-several = {" "}Ou plusieurs à la fois ({ $ways } façons, les cases dans l'ordre alphabétique), par exemple { $example }.
table-moves-also = Aussi :
table-moves-more = … et { $more } de plus (tape le début d'un coup dans /move pour réduire la liste).

## Minuteurs : rappels, expiration, abandon, minuteur de tour

table-already-done = C'était déjà fait.
table-reminder = À toi de jouer dans la partie de { $game } dans { $channel } ({ $players }) : il reste { $left } sur le minuteur de tour. /notify off arrête ces rappels.
table-challenge-expired = Le défi de { $game } lancé par { $players } a expiré.
table-abandoned = La partie de { $game } entre { $players } est restée sans mouvement pendant { $after } et se termine par un abandon.
table-or-also = { $first } ou { $second }
table-timer-ran-out-win = Le minuteur de tour de { $player } est écoulé ; { $others } peut réclamer la victoire avec /claim, ou continuer d'attendre.
table-timer-ran-out-put-out = Le minuteur de tour de { $player } est écoulé ; { $others } peut utiliser /claim pour éliminer { $name } de la partie, ou continuer d'attendre.

## Boutons pressés trop tard

table-button-unknown = Ce bouton ne vient pas de moi.
table-button-ended = Cette partie ou ce défi est déjà terminé ; ce bouton ne fait plus rien.
table-button-stale = Ce bouton ne fait plus rien ici.
table-game-already-started = Cette partie a déjà commencé.
table-challenge-answered = Ce défi a déjà reçu une réponse.
