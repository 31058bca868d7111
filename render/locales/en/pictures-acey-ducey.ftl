# The words drawn on acey-ducey pictures (en). Ids: pictures-acey-ducey-…

## The board
# The Dog House's name on the bar, broken into lines at spaces to fit
pictures-acey-ducey-dog-house = DOG HOUSE
# Over a tray of men borne off, with how many; on two lines if it is too wide
pictures-acey-ducey-off = OFF { $n }

## The header
pictures-acey-ducey-setting-up = { $who } setting up
pictures-acey-ducey-to-play = { $who } to play
# The headline and what the seat is asked to do, in the alt text
pictures-acey-ducey-headline-note = { $headline }: { $note }

## Under the board: the dice
# Over the dice waiting for a choice
pictures-acey-ducey-rolled = { $who } rolled
# Over the last roll's dice, faded
pictures-acey-ducey-last-roll = last roll, { $who }
# What a set-up roll does: the points its men enter on
pictures-acey-ducey-enter-on = enter on { $a } and { $b }
pictures-acey-ducey-acey-ducey = Acey-Ducey!
# Acey (a 1) with another die plays that die twice: "Acey: 5 and 5"
pictures-acey-ducey-acey = Acey: { $n } and { $n }
pictures-acey-ducey-ducey = Ducey: { $n } and { $n }

## Under the board: the last turn and the counts
pictures-acey-ducey-played = { $who } played { $steps }
pictures-acey-ducey-sent = { $who } sent the man on { $point } to the Dog House
pictures-acey-ducey-played-sent = { $who } played { $steps }, sent the man on { $point } to the Dog House
pictures-acey-ducey-last-turn = Last turn: { $turn }
pictures-acey-ducey-to-enter = To enter: { $red } { $red_n }, { $black } { $black_n }
# The dice are written like 5-3
pictures-acey-ducey-start-roll = Start roll: { $red } { $red_dice }, { $black } { $black_dice }: { $starter } starts
pictures-acey-ducey-rolls-again = { $who } rolls again (Acey-Ducey)
pictures-acey-ducey-counts = Dog House: { $red } { $red_bar }, { $black } { $black_bar } · Off: { $red } { $red_off }, { $black } { $black_off }
# The table options, joined by commas after pictures-acey-ducey-chips
pictures-acey-ducey-stake = stake { $chips }
pictures-acey-ducey-penalty = { $chips } a man sent to the Dog House
pictures-acey-ducey-chips = Chips: { $stakes }

## Alt text
pictures-acey-ducey-alt = Acey Ducey. { $first } against { $second }. { $headline }.
pictures-acey-ducey-alt-dice = Dice: { $dice } ({ $reading }).
pictures-acey-ducey-alt-last-turn = Last turn: { $turn }.
pictures-acey-ducey-alt-counts = Dog House: { $red } { $red_bar }, { $black } { $black_bar }. Borne off: { $red } { $red_off }, { $black } { $black_off }.
pictures-acey-ducey-alt-to-enter = Men to enter: { $red } { $red_n }, { $black } { $black_n }.
