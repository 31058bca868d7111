# chips messages (fr) : /chips, portefeuilles et refus du registre des jetons,
# parties avec mise, et les mises, lancers et gains de la table de Couronne et Ancre.

## Montants tels que tapés

chips-amount-missing = Indique un montant de jetons, un nombre entier comme 50.
chips-amount-negative = { $shown } n'est pas un montant positif ; indique au moins 1 jeton.
chips-amount-fraction = { $shown } n'est pas un nombre entier de jetons ; les jetons ne se coupent pas.
chips-amount-not-number = « { $shown } » n'est pas un montant de jetons ; indique un nombre entier comme 50.
chips-amount-zero = Zéro jeton ne déplace rien ; indique au moins 1 jeton.
chips-amount-over-wallet = { $shown } jetons, c'est plus que ce qu'un portefeuille peut contenir ({ $max }).
chips-amount-over-all = { $shown } jetons, c'est plus qu'il ne peut en exister ; un portefeuille contient au plus { $max }.

## Le registre des jetons a refusé un changement

chips-store-spent = Ces jetons ne sont plus là (une autre commande les a dépensés avant) ; rien n'a été déplacé.
chips-store-too-large = Cela mettrait plus de { $max } sur un compte ; rien n'a été déplacé.
chips-store-past-cap = Cela pourrait mettre plus de { $max } sur un compte une fois que les tables et parties ouvertes auront payé ; rien n'a été déplacé.

## Le maximum qu'un portefeuille peut contenir

chips-cap = { $what } pourrait porter { $who ->
    [you] ton solde
    [house] le solde de la maison
    [banker] le solde du banquier, { $name },
   *[member] le solde de { $name }
} au-delà de { $max }, le maximum que peut contenir { $holder ->
    [wallet] un portefeuille
   *[account] un compte
}
chips-cap-counting = { $what } pourrait porter { $who ->
    [you] ton solde
    [house] le solde de la maison
    [banker] le solde du banquier, { $name },
   *[member] le solde de { $name }
} au-delà de { $max }, le maximum que peut contenir { $holder ->
    [wallet] un portefeuille
   *[account] un compte
}, en comptant les { $owed } que les tables et parties ouvertes peuvent encore { $who ->
    [you] te verser
   *[other] lui verser
}
chips-cap-what-daily = Ta dotation quotidienne de { $amount }
chips-cap-what-that = Cela
chips-cap-what-pot = Gagner le pot de { $pot }
chips-cap-what-triple = Un triple sur cette mise
chips-cap-what-every-bet-loses = Si toutes les mises perdent, cette mise
chips-cap-instead = { $cap } ; { $instead }.
chips-cap-daily = { $cap } ; rien n'a été récupéré.
chips-cap-stake = { $cap } ; joue pour moins.
chips-at-most-give = donne au plus { $n }
chips-at-most-grant = accorde au plus { $n }
chips-at-most-fund = mets-y au plus { $n }
chips-at-most-bet = mise au plus { $n }
chips-nothing-fits = plus rien ne rentre
chips-no-more-you = tu ne peux plus miser pour l'instant
chips-no-more-table = la table n'accepte plus de mises pour ce tour

## Durées

chips-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
chips-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
}
chips-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
chips-under-a-minute = moins d'une minute

## /chips

chips-server-only = Les jetons appartiennent à un serveur ; utilise /chips dans l'un de ses salons.
chips-already-done = C'est déjà fait.
chips-admin-only = Seuls les membres avec Gérer le serveur peuvent { $what ->
    [grant] accorder des jetons
    [take] retirer des jetons
    [fund] alimenter la maison
   *[house] voir le solde de la maison
}.
chips-house-holds = La maison détient { $amount }.
chips-bot = { $name } est un bot ; les bots n'ont pas de jetons.
chips-balance-of = { $name } a { $amount }.
chips-balance-of-fresh = { $name } a { $amount } (la dotation de départ, pas encore récupérée).
chips-balance = Tu as { $amount }.
chips-balance-welcome = Tu as { $amount }. Bienvenue : chaque membre commence avec { $starting }.
chips-no-daily = Ce serveur ne donne pas de jetons quotidiens.
chips-daily-early = Tu as déjà récupéré tes jetons du jour ; les prochains arrivent dans { $wait } ({ $at }).
chips-daily = Tu as récupéré { $amount } ; tu as maintenant { $total }. Les prochains jetons du jour arrivent dans { $every }.
chips-give-self = Tu ne peux pas te donner des jetons à toi-même.
chips-give-short = Tu as { $have } ; tu ne peux pas en donner { $amount }.
chips-gave = { $giver } a donné { $amount } à { $receiver }.
chips-leaderboard-empty = Personne n'a encore de jetons ici ; /chips daily ou une partie de Couronne et Ancre pour commencer.
chips-leaderboard-title = Qui a le plus de jetons sur ce serveur :
chips-leaderboard-line = { $rank }. { $name } — { $amount }
chips-member-id = membre { $id }
chips-history-empty = Tu n'as pas encore d'historique de jetons ; tu commences avec { $starting } la première fois que tu joues ou utilises /chips.
chips-history-title = Tes derniers mouvements de jetons (solde { $balance }) :
chips-history-line = { $at } : { $sign }{ $amount } — { $what }
chips-history-line-game = { $at } : { $sign }{ $amount } — { $what } (partie #{ $game })
chips-history-line-round = { $at } : { $sign }{ $amount } — { $what } (partie #{ $game }, tour { $round })
chips-granted = { $admin } (Gérer le serveur) a accordé { $amount } à { $member }, qui a maintenant { $total }.
chips-take-short = { $name } a { $have } ; tu ne peux pas lui en retirer { $amount }.
chips-took = { $admin } (Gérer le serveur) a retiré { $amount } à { $member }, qui a maintenant { $total }.
chips-funded = { $admin } (Gérer le serveur) a mis { $amount } dans la maison ; elle détient maintenant { $total }.

## Notes du registre dans /chips history

chips-note-welcome = dotation de départ
chips-note-daily = jetons du jour
chips-note-gave = don de { $giver } à { $receiver }
chips-note-granted = accordés par { $name }
chips-note-taken = retirés par { $name }
chips-note-funded = mis dans la maison par { $name }
chips-note-bet = mise { $on }
chips-note-cover = mis pour couvrir les mises de la table
chips-note-cover-fewer = couverture rendue : moins de mises à couvrir
chips-note-cover-closed = couverture rendue : la table a fermé
chips-note-bets-closed = mises rendues : la table a fermé
chips-note-withdrawn = mise { $on } retirée
chips-note-withdrawn-all = mises retirées
chips-note-won-round = gagnés au tour { $round }
chips-note-bank-take = la part de la banque au tour { $round }
chips-note-penalty = pénalité : un pion envoyé à la Niche
chips-note-stake = mise sur { $game } #{ $id }
chips-note-won-game = victoire à { $game } #{ $id }
chips-note-stake-returned = mise rendue : pas de gagnant à { $game } #{ $id }
chips-reason = { $reason ->
    [welcome] bienvenue
    [daily] jetons du jour
    [give] don
    [grant] attribution
    [take] retrait
    [house_fund] fonds de la maison
    [bet] mise
    [withdraw] mise retirée
    [cover] couverture
    [payout] gain
    [bank] banque
    [refund] remboursement
    [stake] mise de partie
    [winnings] gains
   *[penalty] pénalité
}

## Parties avec mise

chips-stakes-server-only = Les parties avec des jetons se jouent dans un salon de serveur.
chips-stake-short = Tu as { $have } ; la mise est de { $stake }. Joue pour moins, ou sans mise.
chips-stake-short-of = { $name } a { $have } ; la mise est de { $stake }. Joue pour moins, ou sans mise.
chips-penalty-no-room = { $payee } ne peut pas recevoir plus de jetons, donc { $payer } ne paie pas de pénalité.
chips-penalty-broke = { $payer } n'a plus de jetons pour la pénalité.
chips-penalty-paid = { $payer } paie { $amount } à { $payee } pour le pion envoyé à la Niche.

## Tables de Couronne et Ancre

chips-design = { $design ->
    [crown] couronne
    [anchor] ancre
    [heart] cœur
    [spade] pique
    [diamond] carreau
   *[club] trèfle
}
chips-on-design = { $design ->
    [crown] sur la couronne
    [anchor] sur l'ancre
    [heart] sur le cœur
    [spade] sur le pique
    [diamond] sur le carreau
   *[club] sur le trèfle
}
chips-crown-not-open = La table n'est pas encore ouverte : l'hôte la lance avec Start ou /start.
chips-crown-other-game = Ici, on joue à { $game }, pas à Couronne et Ancre.
chips-crown-none = Il n'y a pas de table de Couronne et Ancre ici ; ouvre-en une avec /play game:crown-and-anchor.
chips-crown-server-only = Couronne et Ancre est une fonction des serveurs : elle se joue avec des jetons dans un salon de serveur.
chips-crown-left = Tu as quitté cette table et tu ne peux pas t'y rasseoir ; pour jouer, ouvre ta propre table dans un autre salon ou fil avec /play.
chips-crown-joined = { $name } a rejoint la table.
chips-crown-already = Tu es déjà à cette table.
chips-crown-not-at = Tu n'es pas à cette table.
chips-crown-bad-button = Ce bouton n'est pas à moi.
chips-crown-chip-size = Tes boutons de symboles misent maintenant { $amount } chacun (ou tape /bet design:anchor chips:N pour n'importe quel montant).
chips-crown-bet = { $name } mise { $amount } { $on }. Sur la table : { $stakes }.
chips-crown-bet-more = { $name } mise { $amount } { $on } ({ $total } { $on } en tout). Sur la table : { $stakes }.
chips-crown-timer = Les mises se ferment et les dés sont lancés dans { $seconds } secondes.
chips-crown-house-fund = Un admin peut ajouter des jetons avec /chips house fund.
chips-crown-no-bets = Tu n'as pas de mise à cette table.
chips-crown-withdrew = { $name } a retiré { $amount } de la table.
chips-crown-players-roll = Seuls les joueurs à la table peuvent lancer les dés ; rejoins-la d'abord avec /join.
chips-crown-banker-rolls = Seul le banquier ({ $banker }) lance les dés ; n'importe qui à la table pourra les lancer si le banquier reste silencieux encore { $wait }.
chips-round-rolled = Tour { $round } : { $name } a obtenu { $dice }.
chips-round-timer = Temps écoulé pour le tour { $round } : les dés donnent { $dice }.
chips-payouts = Résultats : { $list }.
chips-payout = { $name } { $sign }{ $amount }
chips-payout-banker = { $name } (banquier) { $sign }{ $amount }
chips-payout-house = la maison (banque) { $sign }{ $amount }
