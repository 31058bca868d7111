# Line (Marx Toys) : ce que le moteur demande, refuse et annonce.
# Les camps sont `line-seat-<i>` (games.ftl) ; les cases (a1…g7), les numéros de
# ligne et les actions (`d2-d3 xa1`) sont en notation. `reclaim`, `pass`, `xhand`
# et les variantes `basic`, `progress`, `scoring` se tapent en anglais.

## Ce qui est demandé (suit « alice (Blanc), à toi de jouer : »)

line-game-over = la partie est terminée
line-prompt-pass = passe (pass) ou récupère une bille (reclaim 1) et pose-la, puisque tu n'as rien à poser ni à faire rouler
line-prompt-pass-draw = passe (pass ; ce sera partie nulle, car { $opponent } ne peut pas non plus poser ni faire rouler) ou récupère une bille (reclaim 1) et pose-la, puisque tu n'as rien à poser ni à faire rouler
line-prompt-roll = fais rouler une bille vers une case voisine libre
line-prompt-place = pose une bille ({ $hand } en main)
line-prompt-place-or-roll = pose une bille ({ $hand } en main) ou fais-en rouler une
line-prompt-barred = { $prompt } (mais pas { $from }-{ $to }, qui revient tout droit en arrière)

## Lignes citées dans les refus

line-lines-one = la ligne { $line }
line-lines-two = les lignes { $first } et { $second }
line-lines-none = aucune ligne

## Refus

line-not-your-turn = c'est au tour de { $seat }
line-no-such-seat = Line se joue à deux
line-cannot-pass = tu peux encore poser ou faire rouler (par exemple { $example }), donc tu ne peux pas passer
line-reclaim-scoring-only = on ne récupère des billes confisquées que dans la variante scoring
line-nothing-confiscated = aucune de tes billes n'est confisquée, il n'y a donc rien à récupérer
line-reclaim-too-many = seulement { $confiscated } de tes billes { $confiscated ->
        [one] est confisquée
       *[other] sont confisquées
    }
line-reclaim-cost = récupérer { $balls } { $balls ->
        [one] bille
       *[other] billes
    } coûte { $balls } { $balls ->
        [one] point
       *[other] points
    } ; tu en as { $points }
line-not-a-move = seule une pose ou un roulement est vérifié ici
line-taken-by-yours = la case { $spot } est déjà occupée par une de tes billes
line-taken = la case { $spot } est déjà occupée par une bille de { $owner }
line-no-ball-in-hand = tu n'as plus de bille en main ; fais plutôt rouler une des tiennes le long d'une ligne
line-no-ball-of-yours = tu n'as aucune bille en { $spot }
line-not-adjacent = { $from } et { $to } ne sont pas voisines sur une ligne ; une bille roule d'un seul pas
line-straight-back = { $from }-{ $to } ramène cette bille tout droit sur la case qu'elle a quittée à ton tour précédent
line-must-confiscate = { $to } forme { $lines } : confisque { $count ->
        [one] une bille
       *[other] deux billes
    } de { $opponent }, par exemple { $example }
line-no-line-called = { $spot } ne forme aucune ligne, il n'y a donc rien à confisquer
line-already-in-panel = { $lines } { $count ->
        [one] est déjà
       *[other] sont déjà
    } dans ton tableau des scores, donc rien n'est confisqué
line-few-left = il ne reste que { $left } { $left ->
        [one] bille
       *[other] billes
    } de { $opponent } à confisquer
line-scores-a-point = { $lines } rapporte un point, pas une confiscation
line-too-many-confiscations = { $to } forme { $lines }, donc confisque au plus { $most } { $most ->
        [one] bille
       *[other] billes
    }
line-confiscated-twice = la bille en { $spot } ne peut être confisquée qu'une fois
line-own-ball = la bille en { $spot } est à toi ; confisque une bille de { $opponent }
line-no-ball-there = il n'y a aucune bille en { $spot } à confisquer
line-board-first = { $opponent } a encore des billes sur le plateau ; xhand ne prend dans la main que lorsqu'il n'en reste plus sur le plateau

## Ce qui se passe

line-placed = { $seat } pose une bille en { $spot }.
line-rolled = { $seat } fait rouler une bille de { $from } à { $to }.
line-called = { $seat } annonce « ligne ! » : ligne { $line } ({ $spots }).
line-recorded = La ligne { $line } entre dans le tableau des scores de { $seat }.
line-already-recorded = La ligne { $line } est déjà dans le tableau des scores de { $seat } : pas de confiscation.
line-scored = { $seat } marque { $points } { $points ->
        [one] point
       *[other] points
    } ({ $total } au total).
line-confiscated = { $seat } confisque la bille de { $opponent } en { $spot }.
line-confiscated-from-hand = { $seat } confisque une bille dans la main de { $opponent }.
line-nothing-to-confiscate = { $opponent } n'a plus de bille à confisquer.
line-reclaimed = { $seat } dépense { $balls } { $balls ->
        [one] point
       *[other] points
    } pour récupérer { $balls } { $balls ->
        [one] bille
       *[other] billes
    } en main ({ $total } { $total ->
        [one] restant
       *[other] restants
    }).
line-passed = { $seat } ne peut ni poser ni faire rouler et passe ; { $opponent } rejoue.
line-neither-can-move = Les deux joueurs ont passé et aucun ne peut poser ni faire rouler : partie nulle.
line-all-confiscated = { $seat } a confisqué les neuf billes de { $opponent } : { $seat } gagne.
line-target-reached = { $seat } atteint { $score } { $score ->
        [one] point
       *[other] points
    } : { $seat } gagne.
line-safeguard-won = { $moves } poses et roulements sans confiscation, sans point ni nouvelle ligne : { $winner } gagne.
line-safeguard-drawn = { $moves } poses et roulements sans confiscation, sans point ni nouvelle ligne : partie nulle.
line-resigned = { $seat } abandonne ; { $winner } gagne.
line-draw-agreed = Partie nulle par accord.

## Notation incompréhensible ($text : quelques caractères de la saisie, entre apostrophes)

line-parse-hint = pose avec une case (d2), fais rouler avec d2-d3, ajoute xa1 pour confisquer, reclaim 2 pour récupérer, ou pass quand tu ne peux ni poser ni faire rouler
line-parse-empty = écris une action : { line-parse-hint }
line-parse-too-long = c'est trop long pour une action de Line ; { line-parse-hint }
line-parse-unexpected = { $text } inattendu dans l'action ; { line-parse-hint }
line-parse-spot-missing = il manque une case à la fin ; { line-parse-hint }
line-parse-not-a-spot = { $text } n'est pas une case ; les cases sont a1 d1 g1, b2 d2 f2, c3 d3 e3, a4 b4 c4 e4 f4 g4 et ainsi de suite jusqu'à g7
line-parse-too-many-confiscations = deux confiscations au plus : une pose ou un roulement forme au plus deux lignes
line-parse-reclaim-how-many = dis combien de billes récupérer, par exemple reclaim 2
line-parse-reclaim-not-a-number = { $text } n'est pas un nombre de billes ; récupère ainsi : reclaim 2
line-parse-reclaim-range = récupère de 1 à 9 billes, par exemple reclaim 2
