# The words drawn on crown-and-anchor pictures (fr). Ids: pictures-crown-and-anchor-…

## Header
pictures-crown-and-anchor-round-thrown = Tour { $round } : les dés sont jetés
pictures-crown-and-anchor-round-bets = Tour { $round } : faites vos jeux
pictures-crown-and-anchor-banker = Banquier : { $who }
pictures-crown-and-anchor-the-house = la maison
pictures-crown-and-anchor-limits = Banquier : { $who } · mises de { $min } à { $max } jetons
pictures-crown-and-anchor-cover = { $n } engagés pour les couvrir
pictures-crown-and-anchor-timer = minuteur { $seconds } s

## The dice panel
pictures-crown-and-anchor-no-roll = Pas encore de lancer
pictures-crown-and-anchor-how = Trois dés sont lancés une fois les mises posées. Un symbole qui sort k fois rend la mise et paie k × la mise.
pictures-crown-and-anchor-the-roll = Le lancer
pictures-crown-and-anchor-last-roll = Dernier lancer
pictures-crown-and-anchor-round = tour { $round }
pictures-crown-and-anchor-triple-banker = un triple : { $who } tenait la banque ce tour-ci ; la banque passe
pictures-crown-and-anchor-triple-house = un triple (la maison garde la banque)

## The board and the players' panel
pictures-crown-and-anchor-no-bets = aucune mise
pictures-crown-and-anchor-more-bettors = +{ $n } autres
pictures-crown-and-anchor-payouts = Gains du tour
pictures-crown-and-anchor-players = Joueurs
pictures-crown-and-anchor-banker-mark = { $who } (banquier)
pictures-crown-and-anchor-banks = tient la banque
pictures-crown-and-anchor-on-board = { $chips } sur le tapis
pictures-crown-and-anchor-now = solde { $balance }
pictures-crown-and-anchor-and-more = et { $n } de plus

## Alt text
pictures-crown-and-anchor-alt = Couronne et Ancre, tour { $round }. Banquier : { $who }.
pictures-crown-and-anchor-alt-no-bets = Aucune mise.
pictures-crown-and-anchor-alt-bets = Mises : { $bets }.
pictures-crown-and-anchor-alt-roll = Le lancer : { $dice }.
pictures-crown-and-anchor-alt-last-roll = Dernier lancer : { $dice }.
pictures-crown-and-anchor-wins = { $who } gagne { $n }
pictures-crown-and-anchor-loses = { $who } perd { $n }
pictures-crown-and-anchor-even = { $who } ne gagne ni ne perd
