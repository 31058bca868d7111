# Couronne et Ancre : ce qui se passe à la table et ce qui est refusé. Les
# événements sont en minuscules et sans point (la table en fait des phrases).

crown-and-anchor-numbered-seat = place { $n }

## Symboles : le nom, avec « un/une », avec « le/la ». On mise avec le nom
## anglais (`/bet design:anchor`) ou le nom français.

crown-and-anchor-design-crown = couronne
crown-and-anchor-design-crown-indefinite = une couronne
crown-and-anchor-design-crown-definite = la couronne
crown-and-anchor-design-anchor = ancre
crown-and-anchor-design-anchor-indefinite = une ancre
crown-and-anchor-design-anchor-definite = l'ancre
crown-and-anchor-design-heart = cœur
crown-and-anchor-design-heart-indefinite = un cœur
crown-and-anchor-design-heart-definite = le cœur
crown-and-anchor-design-spade = pique
crown-and-anchor-design-spade-indefinite = un pique
crown-and-anchor-design-spade-definite = le pique
crown-and-anchor-design-diamond = carreau
crown-and-anchor-design-diamond-indefinite = un carreau
crown-and-anchor-design-diamond-definite = le carreau
crown-and-anchor-design-club = trèfle
crown-and-anchor-design-club-indefinite = un trèfle
crown-and-anchor-design-club-definite = le trèfle

## Événements

crown-and-anchor-threw = { $seat } a tiré { $design }
crown-and-anchor-banker-chosen = { $seat } tient la banque
crown-and-anchor-rolled = tour { $round } : les dés montrent { $dice }
crown-and-anchor-bank-passes-triple = un triple : la banque passe de { $from } à { $to }
crown-and-anchor-bank-passes = la banque passe de { $from } à { $to }
crown-and-anchor-left = { $seat } a quitté la table

## Refus

crown-and-anchor-not-seated = { $seat } n'est pas à la table
crown-and-anchor-banker-cannot-bet = le banquier ne mise pas ; il couvre les mises de la table
crown-and-anchor-zero-chips = mise un nombre entier de jetons, au moins 1
crown-and-anchor-below-minimum = le minimum de la table est de { $chips } par mise
crown-and-anchor-above-maximum = le maximum de la table est de { $chips } par mise
crown-and-anchor-not-enough-chips = tu as { $free } de libres ; une mise de { $bet } demande { $more } de plus
crown-and-anchor-banker-cannot-cover-any = le banquier ne peut plus rien couvrir sur { $design }
crown-and-anchor-banker-cannot-cover = le banquier ne peut pas couvrir ça ; au plus { $most } de plus sur { $design }
crown-and-anchor-house-cannot-cover-any = la maison ne peut plus rien couvrir sur { $design }
crown-and-anchor-house-cannot-cover = la maison ne peut pas couvrir ça ; au plus { $most } de plus sur { $design }
crown-and-anchor-too-many-chips = c'est plus de jetons qu'une table ne peut en contenir
crown-and-anchor-nothing-to-withdraw-on = tu n'as aucune mise sur { $design } à retirer
crown-and-anchor-nothing-to-withdraw = tu n'as aucune mise sur la table à retirer
crown-and-anchor-no-bets = il n'y a aucune mise sur la table ; rien à lancer
crown-and-anchor-has-bets = tu as des mises sur la table ; retire-les ou attends le lancer
crown-and-anchor-banker-has-bets = le banquier ne peut pas partir avec des mises sur la table ; lance d'abord les dés
crown-and-anchor-last-player = tu es le dernier joueur à la table, personne ne pourrait donc reprendre la banque ; ferme plutôt la table avec /end
crown-and-anchor-table-full = la table est pleine ({ $most } joueurs)
crown-and-anchor-out-of-seats = cette table n'a plus de places ; ouvre une nouvelle table
crown-and-anchor-not-a-design = { $text } n'est pas un symbole ; choisis couronne, ancre, cœur, pique, carreau ou trèfle (crown, anchor, heart, spade, diamond, club)
