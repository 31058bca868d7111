# trespass messages (fr)

## Prompts
trespass-game-over = la partie est terminée
trespass-prompt-secret = choisis un nombre secret de 0 à 9 avec /secret
trespass-prompt-move = déplace un pion de n'importe quelle couleur
trespass-prompt-move-locked = déplace un pion de n'importe quelle couleur (sauf celui en { $square })

## A piece as players name it: "le 3 de Rouge"
trespass-piece = le { $number } de { $owner }

## Events
trespass-secret-picked = { $seat } a choisi son nombre secret.
trespass-play-begins = Les deux nombres secrets sont choisis : la partie commence, { $seat } joue en premier.
trespass-moved = { $seat } a déplacé { $piece } de { $from } à { $to }.
trespass-passed = { $seat } n'a aucun coup légal et passe.
trespass-won = Le pion secret de { $seat }, le { $number }, a atteint la rangée { $rank } : { $seat } gagne.
trespass-neither-can-move = Aucun joueur ne peut jouer : la partie est nulle.
trespass-resigned = { $seat } abandonne ; { $winner } gagne.
trespass-draw-agreed = Partie nulle d'un commun accord.
trespass-secrets-revealed = Nombres secrets : { $first }, { $second }.
trespass-secret-shown = { $seat } { $number }
trespass-secret-never-picked = { $seat } n'a pas choisi

## Refusals
trespass-not-your-turn = c'est au tour de { $seat }
trespass-waiting-for-secrets = on attend le choix des nombres secrets
trespass-locked = ton adversaire vient de déplacer ce pion
trespass-secret-already-picked = tu as déjà choisi ton nombre secret ; il ne peut plus changer
trespass-two-seats = Trespass se joue à deux
trespass-play-begun = les nombres secrets se choisissent avant le début de la partie
trespass-no-such-number = choisis le numéro d'un de tes pions, de 0 à 9
trespass-no-piece = il n'y a aucun pion en { $square }
trespass-same-square = { $from } à { $to } : un coup doit finir sur une autre case
trespass-taken = { $from } à { $to } : { $to } est occupée par { $piece }
trespass-goal-row-sideways = { $from } à { $to } : { $piece } est sur sa rangée d'arrivée et ne peut s'y déplacer que latéralement
trespass-backward = { $from } à { $to } : les pions de { $owner } ne reculent jamais (vers la rangée { $rank })
trespass-jump-then-slide = { $from } à { $to } : aucun chemin légal (on ne peut pas sauter puis glisser)
trespass-no-path = { $from } à { $to } : aucun chemin légal ; un pion glisse sur des cases vides ou saute des pions voisins, vers l'avant ou latéralement

## Notation
trespass-parse-hint = indique la case de départ et celle d'arrivée, comme b2-d5
trespass-parse-empty = tape un coup : { trespass-parse-hint }
trespass-parse-too-long = c'est trop long pour un coup de Trespass ; { trespass-parse-hint }
trespass-parse-pass = tu ne peux pas passer quand tu peux jouer ; la partie passe pour toi quand tu ne peux pas
trespass-parse-unexpected = { $text } inattendu dans le coup ; { trespass-parse-hint }
trespass-parse-not-notation = ce n'est pas de la notation de Trespass ; { trespass-parse-hint }
trespass-parse-not-square = { $word } n'est pas une case ; les cases vont de a1 à e6
