# /review (issue 35) : une partie terminée jugée coup par coup.

## Refusals
review-not-a-number = « { $text } » n'est pas un numéro de partie ; /history les donne (comme #12).
review-elsewhere = Il n'y a pas de partie #{ $id } sur ce serveur ; /history en donne la liste.
review-in-play = La partie #{ $id } est encore en cours, et Parlor n'aide pas pendant la partie ; demandez son analyse une fois terminée.
review-table = #{ $id } était une table de { $game }, qui n'a pas de coups à analyser.
review-never-started = La partie #{ $id } n'a jamais commencé (son défi a été refusé ou a expiré) : il n'y a rien à analyser.
review-broken = La partie #{ $id } ne peut pas être analysée : { $why }.
review-mismatch = La partie #{ $id } ne peut pas être analysée : ses coups ne mènent pas à la position où elle s'est terminée.

## The review
review-heading = **Analyse de la partie #{ $id }**, { $game } : { $players }.
review-whose-mine = Vos coups, chacun jugé par le moteur de Parlor d'après ce que vous pouviez savoir à ce moment-là.
review-whose-all = Les coups de chaque joueur, chacun jugé par le moteur de Parlor d'après ce que ce joueur pouvait savoir à ce moment-là.
review-player = { $name } ({ $seat }) : précision { $accuracy } sur 100 ; { $inaccuracies } { $inaccuracies ->
        [one] imprécision
       *[other] imprécisions
    }, { $mistakes } { $mistakes ->
        [one] erreur
       *[other] erreurs
    }, { $blunders } { $blunders ->
        [one] gaffe
       *[other] gaffes
    }.
review-player-no-moves = { $name } ({ $seat }) : aucun coup à juger (tous étaient forcés).
review-worst-heading = Les coups qui ont le plus coûté :
review-worst = Coup { $number }, { $name } : { $played } a fait passer la chance de gagner de { $before } à { $after } ; { $best } gardait { $best_after }.
review-worst-labelled = { $line } ({ $label })
review-no-losses = Aucun coup n'a fait perdre de chance de gagner : chacun valait le choix de Parlor.
review-label-inaccuracy = imprécision
review-label-mistake = erreur
review-label-blunder = gaffe
review-how = La chance de gagner compte une nulle pour moitié. La précision suit la formule de Lichess sur la baisse de chance de gagner de chaque coup ; une baisse de 10 points est une imprécision, 20 une erreur, 30 une gaffe.
review-chart = La chance de gagner de chaque joueur au fil de la partie #{ $id } de { $game }.
