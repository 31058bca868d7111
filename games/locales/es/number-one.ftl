# number-one messages (es)

## Pegs: the noun phrase, and the size alone
number-one-peg-small = clavija pequeña
number-one-peg-medium = clavija mediana
number-one-peg-large = clavija grande
number-one-size-small = pequeña
number-one-size-medium = mediana
number-one-size-large = grande

## Prompts
number-one-game-over = la partida ha terminado
number-one-prompt-place = pon tus clavijas pequeña, mediana y grande en { $area } en el orden que quieras, como { $example }
number-one-prompt-move-one = mueve tu { $peg } exactamente tantos agujeros como su tamaño (un movimiento por clavija, como f6-f7)
number-one-prompt-move-two = mueve tus clavijas { $a } y { $b }, cada una exactamente tantos agujeros como su tamaño (un movimiento por clavija, como f6-f7)
number-one-prompt-move-all = mueve cada una de tus clavijas exactamente tantos agujeros como su tamaño (un movimiento por clavija, como f6-f7)

## Events
number-one-placed = { $seat } ha colocado la clavija pequeña en { $small }, la mediana en { $medium } y la grande en { $large }.
number-one-play-begins = Empieza el juego: mueve primero { $seat }.
number-one-moved = { $seat } ha movido la { $peg } de { $from } a { $to }.
number-one-moved-flipped = { $seat } ha movido la { $peg } de { $from } al agujero vacío { $to } y le ha dado la vuelta (su único volteo).
number-one-removed = La { $peg } de { $seat } en { $hole } no puede moverse y se retira.
number-one-eliminated = { $seat } ha perdido la clavija pequeña, así que todas las clavijas de { $seat } salen del tablero: { $seat } queda eliminado.
number-one-won = { $seat } es el último jugador que queda y gana.
number-one-resigned = { $seat } se ha rendido y queda eliminado.
number-one-timed-out = { $seat } se ha quedado sin tiempo y queda eliminado.
number-one-draw-agreed = Tablas de mutuo acuerdo.

## Refusals
number-one-not-your-turn = le toca a { $seat }
number-one-still-placing = todavía se están colocando las clavijas: pon las tuyas en { $area } (como { $example })
number-one-all-placed = ya están todas las clavijas colocadas: mueve una clavija, como f6-f7
number-one-not-in-start-area = { $hole } no está en tu zona de salida ({ $area })
number-one-named-twice = { $hole } aparece dos veces; cada clavija necesita su propio agujero
number-one-not-your-peg = la clavija de { $hole } es de { $owner }, no tuya
number-one-no-peg-of-yours = no tienes ninguna clavija en { $hole }
number-one-already-moved = tu { $peg } ya se ha movido en este turno
number-one-outside-board = { $hole } está fuera del tablero en juego (los 61 agujeros interiores con { $players } jugadores)
number-one-taken-yours = { $hole } está ocupado por tu { $peg }
number-one-taken-theirs = { $hole } está ocupado por la { $peg } de { $owner }
number-one-wrong-distance = tu { $peg } se mueve exactamente { $steps } { $steps ->
        [one] agujero
       *[other] agujeros
    }; de { $from } a { $to } hay { $distance }
number-one-blocked = de { $from } a { $to } el paso está bloqueado por la { $peg } de { $owner } en { $at }
number-one-runs-off = de { $from } a { $to } se sale del tablero en juego en { $at }
number-one-blocked-straight = de { $from } a { $to } el paso está bloqueado
number-one-small-never-bends = de { $from } a { $to } no hay un paso en línea recta; la clavija pequeña nunca gira
number-one-bend-not-allowed = de { $from } a { $to } hay que girar, y una clavija solo puede girar una vez, allí donde su camino recto esté bloqueado por otra clavija o por el borde
number-one-flip-used = { $hole } no tiene ficha, y tu { $peg } ya ha usado su único volteo

## Notation
number-one-parse-hint = prueba con un movimiento (f6-f7) o, al colocar, S:b2 M:b3 L:c2
number-one-parse-empty = escribe una acción: { number-one-parse-hint }
number-one-parse-too-long = es demasiado largo para una acción de Number One; { number-one-parse-hint }
number-one-parse-not-notation = eso no es notación de Number One; { number-one-parse-hint }
number-one-parse-more-than-one = eso es más de un movimiento; envía los movimientos de uno en uno, como f6-f7
number-one-parse-not-move-list = eso no es una lista de movimientos como f6-f7 b3-d4; { number-one-parse-hint }
number-one-parse-placement = una colocación indica cada clavija y su agujero, como S:b2 M:b3 L:c2 (S pequeña, M mediana, L grande)
number-one-parse-peg-named-twice = la { $peg } aparece dos veces; nombra cada clavija una sola vez
number-one-parse-peg-missing = una colocación pone las tres clavijas; falta la { $peg } (como S:b2 M:b3 L:c2)
number-one-parse-unexpected = sobra { $text } en la acción; { number-one-parse-hint }
number-one-parse-not-hole = { $word } no es un agujero; los agujeros van de a1 a k6
