# acey-ducey messages (fr)
# Vocabulaire : men = dames, point = flèche, Dog House = la Niche,
# Home Table = jan intérieur, bear off = sortir, roll = lancer les dés.

acey-ducey-game-over = la partie est terminée
# The dice being played, larger first: "5 et 3"
acey-ducey-dice-pair = { $high } et { $low }

## Prompts
acey-ducey-prompt-roll = lance les dés
acey-ducey-prompt-roll-again = relance les dés (Acey-Ducey)
acey-ducey-prompt-enter-last = fais entrer ta dernière dame avec le { $high } ou le { $low }
acey-ducey-prompt-enter = fais entrer avec { $a } et { $b }
acey-ducey-prompt-enter-and-play = fais entrer depuis la Niche et joue { $a } et { $b }
acey-ducey-prompt-play = joue { $a } et { $b }
acey-ducey-prompt-play-and-roll = joue le 1 et le 2 puis relance les dés
acey-ducey-prompt-roll-again-stuck = relance les dés (ni le 1 ni le 2 ne peuvent être joués)
acey-ducey-prompt-choose = choisis : envoie une dame depuis { $points }, ou { $play }

## Events
acey-ducey-start-roll-tie = { $first } a fait { $first_dice }, { $second } a fait { $second_dice } : égalité, les deux relancent.
acey-ducey-start-roll = { $first } a fait { $first_dice }, { $second } a fait { $second_dice } : { $starter } commence.
acey-ducey-rolled = { $seat } a fait { $dice }.
acey-ducey-rolled-acey-ducey = { $seat } a fait { $dice } (Acey-Ducey).
acey-ducey-rolled-acey = { $seat } a fait { $dice } (Acey et { $other }).
acey-ducey-rolled-ducey = { $seat } a fait { $dice } (Ducey et { $other }).
acey-ducey-entered = { $seat } a fait entrer { $count ->
        [one] une dame sur la flèche { $points }
       *[other] des dames sur les flèches { $points }
    } ; { $left ->
        [0] les 15 sont entrées
        [one] il en reste 1 à entrer
       *[other] il en reste { $left } à entrer
    }.
acey-ducey-die-lost = Le { $die } de { $seat } est perdu : la flèche { $point } est tenue par { $opponent }.
acey-ducey-set-up-done = { $seat } a fini sa mise en place et attend que { $opponent } termine.
acey-ducey-play-begins = Les deux camps sont en place : { $seat } commence la partie.
acey-ducey-played = { $seat } a joué { $steps }.
acey-ducey-played-forced = Seul coup possible pour { $seat } : { $steps }.
acey-ducey-sent = { $seat } prend l'Acey-Ducey et envoie la dame de { $opponent } de la flèche { $point }.
acey-ducey-sent-to-dog-house = La dame de { $owner } sur sa flèche { $point } part à la Niche.
acey-ducey-no-play = { $seat } ne peut pas utiliser son lancer ; le tour passe.
acey-ducey-rolls-again = Acey-Ducey : { $seat } relance les dés.
acey-ducey-won = { $seat } a sorti ses 15 dames et gagne.
acey-ducey-resigned = { $seat } abandonne ; { $winner } gagne.
acey-ducey-draw-agreed = Partie nulle d'un commun accord.

## Refusals
acey-ducey-not-your-turn = c'est au tour de { $seat }
acey-ducey-roll-first = lance d'abord les dés (tape roll)
acey-ducey-already-rolled = tu as déjà fait { $dice } ; joue ce lancer
acey-ducey-set-up-over = la mise en place est terminée ; joue tes dés en déplacements, comme 13/8 8/5
acey-ducey-enter-in-set-up = pendant la mise en place, les dés font entrer des dames : tape les dés, comme { $example }
acey-ducey-enter-with-dice = tu as fait { $dice } ; fais entrer avec ces dés
acey-ducey-entry-held = ta flèche { $point } est tenue par des dames de { $opponent } : ce { $die } est perdu
acey-ducey-one-man-left = il ne te reste qu'une dame à entrer : choisis un dé, { $high } ou { $low }
acey-ducey-enter-every-die = tant qu'il en reste deux ou plus, chaque dé doit faire entrer une dame : { $example }
acey-ducey-send-needs-acey-ducey = pour envoyer une dame à la Niche, il faut un Acey-Ducey, un lancer de 1 et 2
acey-ducey-send-only-from-ends = l'Acey-Ducey n'envoie que depuis les flèches 1, 2, 23 et 24
acey-ducey-nothing-to-send = il n'y a aucune dame de { $opponent } à envoyer sur ta flèche { $point }
acey-ducey-neither-die-plays = ni le 1 ni le 2 ne peuvent être joués : envoie une dame ou tape roll pour relancer
acey-ducey-dog-house-empty = tu n'as aucune dame à la Niche
acey-ducey-enter-first = fais d'abord entrer tes dames depuis la Niche (bar/…)
acey-ducey-no-man-on = tu n'as aucune dame sur la flèche { $point }
acey-ducey-toward-home = les dames n'avancent que vers leur jan intérieur, de 24 à 1
acey-ducey-not-all-home = tu ne peux sortir des dames que quand elles sont toutes dans ton jan intérieur (6 à 1)
acey-ducey-point-held = ta flèche { $point } est tenue par au moins deux dames de { $opponent }
acey-ducey-not-bearing-off = { $step } n'est pas une sortie valable avec { $dice }
acey-ducey-needs-both-dice = { $step } demande les deux dés, et aucun passage n'est ouvert
acey-ducey-wrong-distance = { $step } est un déplacement de { $distance } ; tu joues { $dice }
acey-ducey-use-most-dice = tu dois utiliser autant de dés que possible ({ $most }), par exemple { $example }
acey-ducey-larger-die = un seul dé peut être joué, donc ce doit être le plus grand, le { $die }
acey-ducey-not-a-legal-play = ce n'est pas un coup légal avec { $dice } ; par exemple { $example }
acey-ducey-ambiguous-play = { $steps } peut se jouer de plusieurs façons ; écris chaque étape : { $ways }

## Notation
acey-ducey-parse-hint = tape roll, un coup comme 13/8 8/5 ou bar/22, des dés de mise en place comme 6 3, ou send 23
acey-ducey-parse-too-long = c'est trop long pour une action d'Acey Ducey ; { acey-ducey-parse-hint }
acey-ducey-parse-unexpected = { $text } inattendu dans l'action ; { acey-ducey-parse-hint }
acey-ducey-parse-pass = tu ne peux pas passer ; la partie passe pour toi quand les dés ne peuvent pas être joués
acey-ducey-parse-send-one = indique une seule flèche d'où envoyer, comme send 23
acey-ducey-parse-too-many-steps = c'est plus d'étapes que deux dés n'en permettent
acey-ducey-parse-not-send-point = { $word } n'est pas une flèche d'où envoyer ; utilise send 1, 2, 23 ou 24
acey-ducey-parse-too-many-dice = pendant la mise en place, chaque dé fait entrer une dame : donne un ou deux dés, comme 6 3
acey-ducey-parse-not-die = { $word } n'est pas un dé ; pendant la mise en place, on donne des valeurs de dé de 1 à 6, comme 6 3 ; les déplacements s'écrivent comme 13/8
acey-ducey-parse-not-move = { $word } n'est pas un déplacement ; { acey-ducey-parse-hint }
acey-ducey-parse-not-point = { $word } n'est pas une flèche ; les flèches vont de 24 à 1, plus bar et off
