# games messages (fr)
# Every game's title, seat names and rules summary (ids <game>-title, <game>-seat-<i>,
# <game>-rules, see i18n::title/seat/rules), and the refusals every game shares.
# The English equals each game's Spec (games/src/registry.rs tests it).

## Hot Spot
hot-spot-title = Hot Spot
hot-spot-seat-0 = Vert
hot-spot-seat-1 = Noir
hot-spot-rules =
    {"*"}*Hot Spot** (Parker Brothers 1961). Vert (rangée 1) contre Noir (rangée 8), 12 pièces chacun : quatre de 1, quatre de 2 et quatre de 3 points.
    {"*"}*Mise en place :** 8 de tes pièces sont tirées au hasard ; les 4 autres forment ta réserve, visible de tous. Chacun son tour, Vert en premier, chaque pièce est révélée et tu la poses sur une case vide de ta rangée de départ : `d1`. (Option `quick` : placement au hasard.)
    {"*"}*Déplacement :** une pièce à N points se déplace d'exactement N cases en ligne droite, dans l'une des 8 directions, en passant et en s'arrêtant uniquement sur des cases vides : `c1-c3`.
    {"*"}*Prise :** une pièce à N points contrôle les cases situées à exactement N cases dans les 8 directions, quoi qu'il y ait entre les deux. Au début de ton tour, toute pièce adverse sur une case que tu contrôles est prise automatiquement et retournée face cachée ; elle reste comme bloc jusqu'à la fin de la partie.
    {"*"}*Ton tour :** après les prises, déplace une pièce ou échange une pièce contre une pièce de ta réserve d'une autre valeur : `c1=2`. À ton premier tour seulement, tu peux en échanger jusqu'à quatre d'un coup : `c1=2 f1=3`.
    {"*"}*Fin :** prends les 8 pièces de ton adversaire sur le plateau pour gagner. Avec une seule pièce en jeu chacun, 50 tours sans prise donnent une partie nulle ; `/draw` en propose une, `/resign` abandonne.

## Trespass
trespass-title = Trespass
trespass-seat-0 = Rouge
trespass-seat-1 = Bleu
trespass-rules =
    {"*"}*Trespass** (Parker Brothers 1974). Rouge contre Bleu sur un plateau de 5 colonnes (a–e) et 6 rangées ; la rangée 1 est la rangée du fond de Rouge, la 6 celle de Bleu. Chaque camp a dix pions numérotés de 0 à 9, placés au hasard sur ses deux rangées les plus proches.
    {"*"}*Secret :** avant de jouer, chaque joueur choisit en secret l'un de ses numéros (`/secret number:7`). Quand les deux ont choisi, le bot publie un engagement pour chaque choix.
    {"*"}*Ton tour :** déplace un pion de *n'importe quelle* couleur, sauf celui que ton adversaire vient de déplacer. Un pion va toujours vers le but de son propriétaire, la rangée du fond adverse : les pions rouges vers la rangée 6, les bleus vers la rangée 1, quel que soit le joueur qui les déplace. Jamais en arrière ni en diagonale ; dans sa rangée de but, un pion ne se déplace que latéralement. Un pion peut **glisser** vers l'avant et sur le côté à travers des cases vides, en tournant comme il veut ; **sauter** par-dessus des pions voisins jusqu'à la case vide juste derrière, en enchaînant les sauts ; ou glisser puis sauter, mais jamais sauter puis glisser. Rien n'est pris. Indique seulement les cases de départ et d'arrivée : `b2-d5`.
    {"*"}*Fin :** dès qu'un pion secret se trouve dans sa rangée de but, son propriétaire gagne, quel que soit le joueur qui l'y a amené. Si tu ne peux pas jouer, tu passes ; si aucun des deux ne peut jouer, la partie est nulle. `/draw` en propose une, `/resign` abandonne.
    {"*"}*Fair-play :** à la fin, le bot révèle chaque numéro et son sel ; chacun peut vérifier que le SHA-256 de `number:salt` correspond à l'engagement publié au début de la partie.

## Number One
number-one-title = Number One
number-one-seat-0 = Blanc
number-one-seat-1 = Noir
number-one-seat-2 = Rouge
number-one-seat-3 = Bleu
number-one-rules =
    {"*"}*Number One** (Mespi 2004). 2 à 4 joueurs : Blanc, Noir, Rouge, Bleu. Chacun a un petit (1), un moyen (2) et un grand (3) pion. Chaque trou commence avec un jeton ; à 2–3 joueurs on utilise les 61 trous intérieurs, à 4 joueurs les 91.
    {"*"}*Mise en place :** dans l'ordre des places, pose tes trois pions sur ta zone de départ, dans ton coin, dans l'ordre que tu veux : `S:b2 M:b3 L:c2`. (Option `quick` : placement au hasard.)
    {"*"}*Ton tour :** déplace chacun de tes pions une fois, dans l'ordre que tu veux, une commande par pion : `f6-f7` (ou plusieurs d'un coup : `f6-f7 b3-d4`). Un pion avance d'exactement sa taille dans l'une des 6 directions, en passant au-dessus des trous avec ou sans jeton, mais jamais à travers ni sur un autre pion. Le pion moyen et le grand peuvent tourner une fois de 60° là où la ligne droite est bloquée par un pion ou par le bord. Il doit s'arrêter sur un jeton, qu'il prend.
    {"*"}*Retournement :** une fois par pion, tu peux t'arrêter sur un trou vide à la place ; le pion est alors retourné.
    {"*"}*Retrait :** quand aucun des pions qu'il te reste à jouer ne peut bouger, ils sont retirés (un pion déjà retourné qui ne pourrait s'arrêter que sur un trou vide ne peut pas bouger). Si tu perds ton petit pion, tous tes pions partent : tu es éliminé.
    {"*"}*Fin :** le dernier joueur en lice gagne. `/resign` quitte la partie ; les autres continuent.

## Acey Ducey
acey-ducey-title = Acey Ducey
acey-ducey-seat-0 = Rouge
acey-ducey-seat-1 = Noir
acey-ducey-rules =
    {"*"}*Acey Ducey** (Parker Brothers). Rouge contre Noir sur un tablier de backgammon, 15 dames chacun. Les flèches sont numérotées depuis ton côté : tu voyages de 24 à 1, ta Table de départ est 24–19 et ta Table intérieure 6–1. Le plus haut lancer de départ commence.
    {"*"}*Mise en place :** les joueurs lancent chacun leur tour (`roll`) ; chaque dé fait entrer une dame sur ta Table de départ (le dé k sur la flèche 25−k). Quand il ne te reste qu'une dame, tu choisis le dé. Personne ne joue tant que les deux camps n'ont pas fait entrer leurs 15 dames.
    {"*"}*Ton tour :** `roll`, puis joue chaque dé séparément : `13/8 8/5`, `bar/22`, `4/off`. Une flèche tenue par deux dames adverses ou plus est fermée ; s'arrêter sur une dame seule l'envoie à la **Dog House** (la niche), et les dames qui s'y trouvent doivent rentrer (le dé k sur la flèche 25−k) avant que quoi que ce soit d'autre ne bouge. Utilise autant de dés que possible ; si un seul, le plus fort. 1-1 et 2-2 ne valent que 1 et 1, 2 et 2 ; Acey (1) ou Ducey (2) avec X joue X et X ; les autres doubles se jouent deux fois.
    {"*"}*Acey-Ducey (1-2) :** `send 23` envoie à la Dog House une dame adverse de ta flèche 1, 2, 23 ou 24, protégée ou non — ou joue le 1 et le 2 et relance.
    {"*"}*Sortie :** une fois toutes tes dames dans ta Table intérieure, le dé k sort une dame de la flèche k, ou de la flèche la plus haute en dessous de k quand rien ne peut jouer k à l'intérieur. Le premier à sortir ses 15 dames gagne. Options de table : `stake:N`, `penalty:N` (jetons par dame envoyée à la Dog House).

## Crown and Anchor
crown-and-anchor-title = Couronne et Ancre
crown-and-anchor-rules =
    {"*"}*Couronne et Ancre** (Crown and Anchor, Parker Brothers). Autant de joueurs qu'on veut misent des jetons contre un **Banquier** sur six symboles : couronne, ancre, cœur, pique, carreau, trèfle. Chacun des trois dés porte les six symboles.
    {"*"}*Le Banquier :** dans l'ordre d'arrivée, chaque joueur lance un dé jusqu'à ce que quelqu'un sorte une couronne ; ce joueur tient la banque. (Option `house` : la maison du serveur tient la banque et ne la passe jamais.)
    {"*"}*Les mises :** tout le monde sauf le Banquier mise autant de fois qu'il veut : `/bet design:anchor chips:10`. Les mises sur un même symbole s'additionnent ; on peut miser sur plusieurs symboles ; `/withdraw` reprend les mises jusqu'au lancer. Chaque mise doit être comprise entre le minimum et le maximum de la table (par défaut 1 et 1 000) et tenir dans tes jetons libres, et le Banquier doit pouvoir couvrir le pire lancer pour toutes les mises.
    {"*"}*Le lancer :** le Banquier lance les dés (`/roll`). Un symbole sorti k fois rapporte k × la mise, plus la mise rendue ; toutes les autres mises vont au Banquier.
    {"*"}*Les brelans :** quand les trois dés montrent le même symbole, le Banquier paie comme d'habitude et la banque passe au joueur suivant à gauche.
    {"*"}*Les chances :** une mise d'un jeton perd en moyenne 17/216 de jeton (l'avantage du Banquier, 7,87 %).

## Line
line-title = Line
line-seat-0 = Blanc
line-seat-1 = Noir
line-rules =
    {"*"}*Line** (Marx Toys). Blanc contre Noir, neuf billes chacun, sur le plateau de 24 points du jeu du moulin (trois carrés reliés par le milieu de leurs côtés) plus quatre diagonales aux coins.
    {"*"}*Ton tour :** pose une bille de ta main sur n'importe quel point vide (`d2`), ou fais rouler une des tiennes le long d'une ligne tracée, diagonales comprises, jusqu'au point vide suivant (`d2-d3`). Tu ne peux pas faire revenir une bille tout droit au point qu'elle a quitté à ton tour précédent.
    {"*"}*Ligne !** Trois de tes billes qui remplissent l'une des 16 lignes droites (jamais une diagonale) font une ligne. En `basic`, tu confisques une bille adverse sur le plateau (dans sa main seulement quand il n'en reste plus sur le plateau) : `d2-d3 xa1`. Reformer une ligne compte à nouveau.
    {"*"}*Variantes** (`/play options:variant:progress`) : `basic` — confisque les neuf pour gagner. `progress` — chaque joueur marque une fois chaque ligne numérotée. `scoring` (`target:N`, 1–16, 10 par défaut) — lignes vertes 1 point, bleues 1 point ou une confiscation (écris `x…` pour prendre la bille), rouges 1 point et une confiscation ; dépense 1 point par bille pour récupérer des billes dans ta main (`reclaim 2`) à tout moment, même pendant le tour de l'autre ; le premier à atteindre l'objectif gagne.
    {"*"}*Fin :** si tu ne peux ni poser ni rouler, tu passes et l'autre rejoue (en scoring tu peux d'abord récupérer une bille avec `reclaim` et la poser, ou passer avec `pass` et garder tes points). Si les deux passent à la suite et qu'aucun ne peut jouer, la partie est nulle. Après 100 poses et roulements sans confiscation, point ni nouvelle ligne, la partie s'arrête : nulle en basic, sinon gagnée par qui a le plus de lignes ou de points. `/draw` en propose une, `/resign` abandonne.

## Checkers
checkers-title = Dames
checkers-seat-0 = Noir
checkers-seat-1 = Blanc
checkers-rules =
    {"*"}*Dames** (dames anglaises). Noir (cases 1–12) contre Blanc (21–32), douze pions chacun sur les cases foncées ; Noir commence. Les cases sont numérotées de 1 à 32 depuis le côté de Noir.
    {"*"}*Déplacement :** un pion avance d'une case en diagonale : `11-15`. Un pion qui atteint la dernière rangée est promu dame et se déplace en avant comme en arrière.
    {"*"}*Prise :** saute par-dessus une pièce adverse voisine en diagonale jusqu'à la case vide juste derrière : `15x24` ; continue de sauter avec la même pièce tant que tu peux : `15x24x31`. La prise est obligatoire et doit être menée jusqu'au bout, mais tu peux choisir n'importe quelle suite de prises. Un pion promu pendant une prise s'arrête là. `15x31` suffit quand un seul chemin convient.
    {"*"}*Fin :** un joueur sans coup légal (toutes ses pièces prises ou bloquées) perd. Partie nulle après 40 coups de chaque côté sans prise ni déplacement de pion, ou quand la même position se répète trois fois avec le même joueur au trait ; `/draw` en propose une, `/resign` abandonne.

## Tic-tac-toe
tic-tac-toe-title = Morpion
tic-tac-toe-seat-0 = X
tic-tac-toe-seat-1 = O
tic-tac-toe-rules =
    Marque une case vide chacun ton tour ; trois alignées gagnent.

## Refusals every game shares
games-turn-ended = ton tour s'est terminé avant { $action }
games-not-turns = à une table de Couronne et Ancre, on mise avec /bet et le Banquier lance avec /roll
games-no-secrets = { $game } n'a pas de nombre secret
games-seats = { $game } se joue de { $min } à { $max } joueurs, pas { $players }
games-no-banker-and-bettor = Couronne et Ancre demande un Banquier et un parieur : de { $least } à { $most } joueurs
games-no-banker-and-bettor-or-house = Couronne et Ancre demande un Banquier et un parieur : de { $least } à { $most } joueurs (ou 1 avec l'option house, où la maison tient la banque)
games-restore-unreadable = la partie de { $game } enregistrée est illisible : { $error }

## How many players a game seats (/rules, /help)
games-players-exact = { $n } joueurs
games-players-range = { $min } à { $max } joueurs
games-players-table = 2 à { $max } joueurs (ou 1 avec l'option house, où la maison tient la banque)

## Table options (/play options:"…"); option names and values stay as typed
games-option-unknown = option inconnue '{ $word }' pour { $game } ; { $known }
games-option-none = ce jeu n'a pas d'options
games-option-known = options connues : { $options }
games-option-unknown-value = { $key } inconnu pour { $game } : { $value } ; valeurs de { $key } : { $known }
games-option-repeated = { $key } est donné deux fois
games-option-missing-value = { $key } demande un nombre, par exemple { $key }:{ $example }
games-option-not-a-number = { $key } demande un nombre entier, par exemple { $key }:{ $example }, pas '{ $value }'
games-option-too-large = { $key } est bien trop grand ; essaie { $key }:{ $example }
games-option-not-in-range = { $key } doit être un nombre entier de { $min } à { $max }, pas { $value }
games-option-chips-not-in-range = { $key } demande un nombre entier de jetons de 1 à { $max }, par exemple { $key }:10, pas { $value }
games-option-no-chips = { $key } doit valoir au moins 1 jeton
games-option-too-many-chips = { $key } vaut au plus { $max } jetons
games-option-seconds-out-of-range = { $key } se compte en secondes, de { $min } à { $max } ; { $seconds } est hors limites
games-option-min-above-max = le minimum ({ $min }) dépasse le maximum ({ $max }) ; choisis un min:N qui ne dépasse pas max:N
games-option-needs-variant = { $key }:{ $value } est pour la variante { $variant } ; ajoute variant:{ $variant } ou retire { $key }
games-option-limits-out-of-order = les limites de la table, min { $min } et max { $max }, ne respectent pas 1 ≤ min ≤ max ≤ { $limit }
games-option-timer-out-of-range = le minuteur n'est pas entre { $min } et { $max } secondes

## Tic-tac-toe, the test game
tic-tac-toe-prompt = marque une case vide
tic-tac-toe-marked = { $seat } a marqué { $square }.
tic-tac-toe-won = { $seat } aligne trois marques et gagne.
tic-tac-toe-drawn = La grille est pleine : match nul.
tic-tac-toe-resigned = { $seat } abandonne.
tic-tac-toe-game-over = la partie est terminée
tic-tac-toe-not-your-turn = c'est au tour de { $seat }
tic-tac-toe-taken = { $square } est déjà prise
tic-tac-toe-not-a-square = « { $text } » n'est pas une case : écris une colonne a–c et une rangée 1–3, par exemple b2
