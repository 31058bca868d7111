# hot-spot messages (es)

## Prompts
hot-spot-game-over = la partida ha terminado
hot-spot-prompt-place = coloca el { $spots } descubierto en una casilla vacía de la fila { $rank }
hot-spot-prompt-first-turn = mueve una pieza o cambia hasta cuatro piezas (primer turno)
hot-spot-prompt-play = mueve una pieza o cambia una

## Events
hot-spot-placed = { $seat } ha colocado un { $spots } en { $square }.
hot-spot-moved = { $seat } ha movido el { $spots } de { $from } a { $to }.
hot-spot-exchanged = { $seat } ha cambiado el { $out } de { $square } por un { $incoming }.
hot-spot-captured = { $seat } ha capturado el { $spots } de { $owner } en { $square }.
hot-spot-passed = { $seat } no tiene ninguna acción válida y pasa.
hot-spot-play-begins = Empieza el juego: mueve primero { $seat }.
hot-spot-won = Gana { $seat }: las ocho piezas de { $loser } están capturadas.
hot-spot-drawn-by-quiet-turns = Tablas: cincuenta turnos con una pieza cada uno y sin ninguna captura.
hot-spot-resigned = { $seat } se ha rendido; gana { $winner }.
hot-spot-draw-agreed = Tablas de mutuo acuerdo.

## Whose piece stands on a square
hot-spot-occupant-captured = una pieza capturada
hot-spot-occupant-yours = tu propia pieza
hot-spot-occupant-theirs = la pieza de { $owner }

## Refusals
hot-spot-not-your-turn = le toca a { $seat }
hot-spot-still-placing = todavía se están colocando las piezas: indica una casilla vacía de la fila { $rank } para el { $spots } descubierto
hot-spot-all-placed = ya están todas las piezas colocadas: mueve una pieza (c1-c4) o cambia una (c1=2)
hot-spot-not-starting-row = { $square } no está en tu fila inicial (fila { $rank })
hot-spot-square-taken = { $square } ya está ocupada
hot-spot-nothing-to-place = no te queda ninguna pieza por colocar
# $verb is "moved" or "exchanged"
hot-spot-piece-captured = tu pieza de { $square } está capturada y ya no se puede { $verb ->
        [moved] mover
       *[other] cambiar
    }
hot-spot-not-your-piece = la pieza de { $square } es de { $owner }, no tuya
hot-spot-no-piece-of-yours = no tienes ninguna pieza en { $square }
hot-spot-must-leave = un movimiento tiene que salir de { $square }
hot-spot-not-straight = de { $from } a { $to } no hay línea recta
hot-spot-wrong-distance = la pieza de { $from } tiene { $spots } { $spots ->
        [one] punto
       *[other] puntos
    } y tiene que moverse exactamente { $spots } { $spots ->
        [one] casilla
       *[other] casillas
    }
hot-spot-blocked = de { $from } a { $to } el paso está bloqueado por { $by } en { $at }
hot-spot-occupied = { $to } está ocupada por { $by }
hot-spot-empty-exchange = un cambio indica una casilla y un valor, como c1=2
hot-spot-one-exchange-only = después de tu primer turno solo puedes hacer un cambio por turno
hot-spot-too-many-exchanges = en tu primer turno puedes cambiar como mucho cuatro piezas
hot-spot-named-twice = { $square } aparece dos veces en el mismo cambio
hot-spot-no-such-value = una pieza tiene 1, 2 o 3 puntos, no { $spots }
hot-spot-same-value = la pieza de { $square } ya es un { $spots }; un cambio tiene que cambiar su valor
# $have is 0 to 4
hot-spot-reserve-short = { $have ->
        [0] tu reserva no tiene ningún { $spots } para cambiar
        [1] tu reserva solo tiene un { $spots }
        [2] tu reserva solo tiene dos { $spots }
        [3] tu reserva solo tiene tres { $spots }
       *[other] tu reserva solo tiene cuatro { $spots }
    }

## Notation
hot-spot-parse-hint = prueba con una casilla (d1), un movimiento (c1-c4) o un cambio (c1=2)
hot-spot-parse-empty = escribe una acción: { hot-spot-parse-hint }
hot-spot-parse-too-long = es demasiado largo para una acción de Hot Spot; { hot-spot-parse-hint }
hot-spot-parse-not-notation = eso no es notación de Hot Spot; { hot-spot-parse-hint }
hot-spot-parse-spots = una pieza tiene 1, 2 o 3 puntos
hot-spot-parse-exchange = un cambio es una casilla y los puntos de la pieza de la reserva que la sustituye, como c1=2 o c1=2 f1=3
hot-spot-parse-too-many-exchanges = se pueden cambiar como mucho cuatro piezas a la vez (en tu primer turno)
hot-spot-parse-unexpected = sobra { $text } en la acción; { hot-spot-parse-hint }
hot-spot-parse-not-square = { $word } no es una casilla; las casillas van de a1 a h8
