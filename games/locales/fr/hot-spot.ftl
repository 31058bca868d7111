# hot-spot messages (fr)

## Prompts
hot-spot-game-over = la partie est terminée
hot-spot-prompt-place = place le { $spots } révélé sur une case vide de la rangée { $rank }
hot-spot-prompt-first-turn = déplace une pièce, ou échange jusqu'à quatre pièces (premier tour)
hot-spot-prompt-play = déplace une pièce ou échanges-en une

## Events
hot-spot-placed = { $seat } a placé un { $spots } en { $square }.
hot-spot-moved = { $seat } a déplacé le { $spots } de { $from } à { $to }.
hot-spot-exchanged = { $seat } a échangé le { $out } en { $square } contre un { $incoming }.
hot-spot-captured = { $seat } a capturé le { $spots } de { $owner } en { $square }.
hot-spot-passed = { $seat } n'a aucune action légale et passe.
hot-spot-play-begins = La partie commence : { $seat } joue en premier.
hot-spot-won = { $seat } gagne : les huit pièces de { $loser } sont capturées.
hot-spot-drawn-by-quiet-turns = Partie nulle : cinquante tours avec une pièce chacun et sans capture.
hot-spot-resigned = { $seat } abandonne ; { $winner } gagne.
hot-spot-draw-agreed = Partie nulle d'un commun accord.

## Whose piece stands on a square
hot-spot-occupant-captured = une pièce capturée
hot-spot-occupant-yours = ta propre pièce
hot-spot-occupant-theirs = la pièce de { $owner }

## Refusals
hot-spot-not-your-turn = c'est au tour de { $seat }
hot-spot-still-placing = les pièces sont encore en train d'être placées : indique une case vide de la rangée { $rank } pour le { $spots } révélé
hot-spot-all-placed = toutes les pièces sont placées : déplace une pièce (c1-c4) ou échanges-en une (c1=2)
hot-spot-not-starting-row = { $square } n'est pas sur ta rangée de départ (rangée { $rank })
hot-spot-square-taken = { $square } est déjà occupée
hot-spot-nothing-to-place = il ne te reste aucune pièce à placer
# $verb is "moved" or "exchanged"
hot-spot-piece-captured = ta pièce en { $square } est capturée et ne peut plus être { $verb ->
        [moved] déplacée
       *[other] échangée
    }
hot-spot-not-your-piece = la pièce en { $square } appartient à { $owner }, pas à toi
hot-spot-no-piece-of-yours = tu n'as aucune pièce en { $square }
hot-spot-must-leave = un déplacement doit quitter { $square }
hot-spot-not-straight = { $from } à { $to } n'est pas en ligne droite
hot-spot-wrong-distance = la pièce en { $from } a { $spots } { $spots ->
        [one] point
       *[other] points
    } et doit avancer d'exactement { $spots } { $spots ->
        [one] case
       *[other] cases
    }
hot-spot-blocked = { $from } à { $to } est bloqué par { $by } en { $at }
hot-spot-occupied = { $to } est occupée par { $by }
hot-spot-empty-exchange = un échange indique une case et une valeur, comme c1=2
hot-spot-one-exchange-only = un seul échange par tour après ton premier tour
hot-spot-too-many-exchanges = tu peux échanger au plus quatre pièces à ton premier tour
hot-spot-named-twice = { $square } est nommée deux fois dans le même échange
hot-spot-no-such-value = une pièce a 1, 2 ou 3 points, pas { $spots }
hot-spot-same-value = la pièce en { $square } est déjà un { $spots } ; un échange doit changer sa valeur
# $have is 0 to 4
hot-spot-reserve-short = { $have ->
        [0] ta réserve n'a aucun { $spots } à échanger
        [1] ta réserve n'a qu'un seul { $spots }
        [2] ta réserve n'a que deux { $spots }
        [3] ta réserve n'a que trois { $spots }
       *[other] ta réserve n'a que quatre { $spots }
    }

## Notation
hot-spot-parse-hint = essaie une case (d1), un déplacement (c1-c4) ou un échange (c1=2)
hot-spot-parse-empty = tape une action : { hot-spot-parse-hint }
hot-spot-parse-too-long = c'est trop long pour une action de Hot Spot ; { hot-spot-parse-hint }
hot-spot-parse-not-notation = ce n'est pas de la notation de Hot Spot ; { hot-spot-parse-hint }
hot-spot-parse-spots = une pièce a 1, 2 ou 3 points
hot-spot-parse-exchange = un échange, c'est une case et les points de la pièce de réserve qui la remplace, comme c1=2 ou c1=2 f1=3
hot-spot-parse-too-many-exchanges = on peut échanger au plus quatre pièces à la fois (à ton premier tour)
hot-spot-parse-unexpected = { $text } inattendu dans l'action ; { hot-spot-parse-hint }
hot-spot-parse-not-square = { $word } n'est pas une case ; les cases vont de a1 à h8
