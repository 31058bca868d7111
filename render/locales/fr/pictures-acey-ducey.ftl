# The words drawn on acey-ducey pictures (fr). Ids: pictures-acey-ducey-…
# Vocabulaire (acey-ducey.ftl) : dames, flèche, la Niche, sortir, lancer.

## Le tablier
pictures-acey-ducey-dog-house = LA NICHE
pictures-acey-ducey-off = SORTIES { $n }

## L'en-tête
pictures-acey-ducey-setting-up = { $who } se met en place
pictures-acey-ducey-to-play = { $who } joue
pictures-acey-ducey-headline-note = { $headline } : { $note }

## Sous le tablier : les dés
pictures-acey-ducey-rolled = { $who } a lancé
pictures-acey-ducey-last-roll = dernier lancer, { $who }
pictures-acey-ducey-enter-on = entrer sur { $a } et { $b }
pictures-acey-ducey-acey-ducey = Acey-Ducey !
pictures-acey-ducey-acey = Acey : { $n } et { $n }
pictures-acey-ducey-ducey = Ducey : { $n } et { $n }

## Sous le tablier : le dernier tour et les comptes
pictures-acey-ducey-played = { $who } a joué { $steps }
pictures-acey-ducey-sent = { $who } a envoyé la dame de la flèche { $point } à la Niche
pictures-acey-ducey-played-sent = { $who } a joué { $steps } et envoyé la dame de la flèche { $point } à la Niche
# Court : la ligne est aussi large que l'image le permet
pictures-acey-ducey-last-turn = Dernier : { $turn }
pictures-acey-ducey-to-enter = À entrer : { $red } { $red_n }, { $black } { $black_n }
pictures-acey-ducey-start-roll = Lancer initial : { $red } { $red_dice }, { $black } { $black_dice } : { $starter } commence
pictures-acey-ducey-rolls-again = { $who } relance (Acey-Ducey)
pictures-acey-ducey-counts = Niche : { $red } { $red_bar }, { $black } { $black_bar } · Sorties : { $red } { $red_off }, { $black } { $black_off }
pictures-acey-ducey-stake = mise { $chips }
pictures-acey-ducey-penalty = { $chips } par dame envoyée à la Niche
pictures-acey-ducey-chips = Jetons : { $stakes }

## Texte alternatif
pictures-acey-ducey-alt = Acey Ducey. { $first } contre { $second }. { $headline }.
pictures-acey-ducey-alt-dice = Dés : { $dice } ({ $reading }).
pictures-acey-ducey-alt-last-turn = Dernier tour : { $turn }.
pictures-acey-ducey-alt-counts = Niche : { $red } { $red_bar }, { $black } { $black_bar }. Sorties : { $red } { $red_off }, { $black } { $black_off }.
pictures-acey-ducey-alt-to-enter = Dames à entrer : { $red } { $red_n }, { $black } { $black_n }.
