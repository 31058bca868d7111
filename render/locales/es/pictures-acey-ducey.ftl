# The words drawn on acey-ducey pictures (es). Ids: pictures-acey-ducey-…
# Vocabulario (acey-ducey.ftl): fichas, punta, la Caseta del Perro, sacar, tirar.

## El tablero
pictures-acey-ducey-dog-house = CASETA DEL PERRO
pictures-acey-ducey-off = FUERA { $n }

## La cabecera
pictures-acey-ducey-setting-up = { $who } coloca
pictures-acey-ducey-to-play = Le toca a { $who }
pictures-acey-ducey-headline-note = { $headline }: { $note }

## Bajo el tablero: los dados
pictures-acey-ducey-rolled = tirada de { $who }
pictures-acey-ducey-last-roll = última tirada, { $who }
pictures-acey-ducey-enter-on = entrar en { $a } y { $b }
pictures-acey-ducey-acey-ducey = ¡Acey-Ducey!
pictures-acey-ducey-acey = Acey: { $n } y { $n }
pictures-acey-ducey-ducey = Ducey: { $n } y { $n }

## Bajo el tablero: el último turno y las cuentas
pictures-acey-ducey-played = { $who } jugó { $steps }
pictures-acey-ducey-sent = { $who } mandó la ficha de la punta { $point } a la Caseta del Perro
pictures-acey-ducey-played-sent = { $who } jugó { $steps } y mandó la ficha de la punta { $point } a la Caseta del Perro
# Short: the line is as wide as the picture allows
pictures-acey-ducey-last-turn = Último: { $turn }
pictures-acey-ducey-to-enter = Por entrar: { $red } { $red_n }, { $black } { $black_n }
pictures-acey-ducey-start-roll = Tirada inicial: { $red } { $red_dice }, { $black } { $black_dice }: empieza { $starter }
pictures-acey-ducey-rolls-again = { $who } vuelve a tirar (Acey-Ducey)
pictures-acey-ducey-counts = Caseta del Perro: { $red } { $red_bar }, { $black } { $black_bar } · Fuera: { $red } { $red_off }, { $black } { $black_off }
pictures-acey-ducey-stake = apuesta { $chips }
pictures-acey-ducey-penalty = { $chips } por ficha mandada a la Caseta
pictures-acey-ducey-chips = Fichas: { $stakes }

## Texto alternativo
pictures-acey-ducey-alt = Acey Ducey. { $first } contra { $second }. { $headline }.
pictures-acey-ducey-alt-dice = Dados: { $dice } ({ $reading }).
pictures-acey-ducey-alt-last-turn = Último turno: { $turn }.
pictures-acey-ducey-alt-counts = Caseta del Perro: { $red } { $red_bar }, { $black } { $black_bar }. Fichas sacadas: { $red } { $red_off }, { $black } { $black_off }.
pictures-acey-ducey-alt-to-enter = Fichas por entrar: { $red } { $red_n }, { $black } { $black_n }.
