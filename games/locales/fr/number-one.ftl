# number-one messages (fr)

## Pegs: the noun phrase, and the size alone
number-one-peg-small = petite fiche
number-one-peg-medium = fiche moyenne
number-one-peg-large = grande fiche
number-one-size-small = petite
number-one-size-medium = moyenne
number-one-size-large = grande

## Prompts
number-one-game-over = la partie est terminée
number-one-prompt-place = pose tes trois fiches (petite, moyenne et grande) en { $area }, dans l'ordre que tu veux, comme { $example }
number-one-prompt-move-one = déplace ta { $peg } d'exactement autant de trous que sa taille (un déplacement par fiche, comme f6-f7)
number-one-prompt-move-two = déplace tes fiches { $a } et { $b }, chacune d'exactement autant de trous que sa taille (un déplacement par fiche, comme f6-f7)
number-one-prompt-move-all = déplace chacune de tes fiches d'exactement autant de trous que sa taille (un déplacement par fiche, comme f6-f7)

## Events
number-one-placed = { $seat } a posé la petite fiche en { $small }, la moyenne en { $medium } et la grande en { $large }.
number-one-play-begins = La partie commence : { $seat } joue en premier.
number-one-moved = { $seat } a déplacé la { $peg } de { $from } à { $to }.
number-one-moved-flipped = { $seat } a déplacé la { $peg } de { $from } vers le trou vide { $to } et l'a retournée (son unique retournement).
number-one-removed = La { $peg } de { $seat } en { $hole } ne peut pas bouger et est retirée.
number-one-eliminated = { $seat } a perdu sa petite fiche, donc toutes les fiches de { $seat } quittent le plateau : { $seat } est éliminé.
number-one-won = { $seat } est le dernier joueur en lice et gagne.
number-one-resigned = { $seat } abandonne et est éliminé.
number-one-timed-out = { $seat } n'a plus de temps et est éliminé.
number-one-draw-agreed = Partie nulle d'un commun accord.

## Refusals
number-one-not-your-turn = c'est au tour de { $seat }
number-one-still-placing = les fiches sont encore en train d'être posées : pose les tiennes en { $area } (comme { $example })
number-one-all-placed = toutes les fiches sont posées : déplace une fiche, comme f6-f7
number-one-not-in-start-area = { $hole } n'est pas dans ta zone de départ ({ $area })
number-one-named-twice = { $hole } est nommé deux fois ; chaque fiche a besoin de son propre trou
number-one-not-your-peg = la fiche en { $hole } appartient à { $owner }, pas à toi
number-one-no-peg-of-yours = tu n'as aucune fiche en { $hole }
number-one-already-moved = ta { $peg } a déjà bougé ce tour-ci
number-one-outside-board = { $hole } est hors du plateau en jeu (les 61 trous intérieurs à { $players } joueurs)
number-one-taken-yours = { $hole } est occupé par ta { $peg }
number-one-taken-theirs = { $hole } est occupé par la { $peg } de { $owner }
number-one-wrong-distance = ta { $peg } avance d'exactement { $steps } { $steps ->
        [one] trou
       *[other] trous
    } ; de { $from } à { $to }, il y en a { $distance }
number-one-blocked = { $from } à { $to } est bloqué par la { $peg } de { $owner } en { $at }
number-one-runs-off = { $from } à { $to } sort du plateau en jeu en { $at }
number-one-blocked-straight = { $from } à { $to } est bloqué
number-one-small-never-bends = { $from } à { $to } n'est pas un pas en ligne droite ; la petite fiche ne tourne jamais
number-one-bend-not-allowed = { $from } à { $to } demande de tourner, et une fiche ne peut tourner qu'une fois, là où son chemin tout droit est bloqué par une fiche ou par le bord
number-one-flip-used = { $hole } n'a pas de jeton, et ta { $peg } a déjà utilisé son unique retournement

## Notation
number-one-parse-hint = essaie un déplacement (f6-f7) ou, pendant la pose, S:b2 M:b3 L:c2
number-one-parse-empty = tape une action : { number-one-parse-hint }
number-one-parse-too-long = c'est trop long pour une action de Number One ; { number-one-parse-hint }
number-one-parse-not-notation = ce n'est pas de la notation de Number One ; { number-one-parse-hint }
number-one-parse-more-than-one = c'est plus d'un déplacement ; envoie-les un par un, comme f6-f7
number-one-parse-not-move-list = ce n'est pas une liste de déplacements comme f6-f7 b3-d4 ; { number-one-parse-hint }
number-one-parse-placement = une pose nomme chaque fiche et son trou, comme S:b2 M:b3 L:c2 (S petite, M moyenne, L grande)
number-one-parse-peg-named-twice = la { $peg } est nommée deux fois ; nomme chaque fiche une seule fois
number-one-parse-peg-missing = une pose place les trois fiches ; il manque la { $peg } (comme S:b2 M:b3 L:c2)
number-one-parse-unexpected = { $text } inattendu dans l'action ; { number-one-parse-hint }
number-one-parse-not-hole = { $word } n'est pas un trou ; les trous vont de a1 à k6
