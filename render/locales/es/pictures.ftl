# pictures messages (es)

## Shared headlines
pictures-wins = { $who } gana
pictures-draw = Tablas
pictures-to-move = Le toca a { $who }
pictures-game-over = Partida terminada
pictures-times =
    { $n ->
        [1] una vez
        [2] dos veces
       *[other] { $n } veces
    }

## Checkers
pictures-checkers-top = NEGRAS  ·  1–12  ·  bajan
pictures-checkers-bottom = BLANCAS  ·  21–32  ·  suben
pictures-checkers-must-capture-one = debe comer con { $square }
pictures-checkers-must-capture = debe comer: { $squares }
pictures-checkers-resigned = { $who } abandonó
pictures-checkers-no-pieces = { $who } se quedó sin piezas
pictures-checkers-cannot-move = { $who } no puede mover
pictures-checkers-threefold = triple repetición
pictures-checkers-forty = 40 jugadas cada uno sin capturas ni movimientos de peón
pictures-checkers-agreed = de mutuo acuerdo
pictures-checkers-last-move = Última jugada: { $play }
pictures-checkers-no-move = Aún no hay jugadas: empiezan las negras.
pictures-checkers-over = Partida terminada: { $headline }.
pictures-checkers-over-note = Partida terminada: { $headline } ({ $note }).
pictures-checkers-quiet = { $quiet } de { $limit } jugadas sin capturas ni movimientos de peón
pictures-checkers-seen = posición vista { $times }
pictures-checkers-ring = anillo naranja: debe comer
pictures-checkers-took = comió { $squares }
pictures-checkers-crowned = coronó dama
pictures-checkers-alt = Damas. { $first } contra { $second }. { $headline }
pictures-checkers-pieces =
    { $n ->
        [one] { $seat } tiene { $n } pieza
       *[other] { $seat } tiene { $n } piezas
    }
pictures-checkers-kings =
    { $n ->
        [one] { $n } de ellas dama
       *[other] { $n } de ellas damas
    }

## Hot Spot
pictures-hot-spot-revealed = el { $n } revelado en la fila { $rank }
pictures-hot-spot-to-place = { $who } coloca
pictures-hot-spot-first-turn = primer turno: hasta 4 cambios
pictures-hot-spot-captured = { $taker } ha capturado { $n } de las { $total } de { $victim }
pictures-hot-spot-placement = Colocación: cada jugador coloca sus piezas boca abajo en su fila inicial
pictures-hot-spot-quiet = turnos sin captura { $n }/50
pictures-hot-spot-last = Última: { $who } { $play }
pictures-hot-spot-reserve = Reserva
pictures-hot-spot-empty = vacía
pictures-hot-spot-face-down = Por colocar: { $n }
pictures-hot-spot-lost-to = { $who } capturó: { $n }
pictures-hot-spot-revealed-label = Revelada:
pictures-hot-spot-alt = Hot Spot. { $first } contra { $second }. { $headline }
pictures-hot-spot-danger = { $who } tiene piezas en peligro en { $squares }.
pictures-hot-spot-alt-reserve = Reserva de { $who }: { $pieces }.

## Trespass
pictures-trespass-secret-numbers = Números secretos
pictures-trespass-legend = Rojo sube hasta la fila 6, Azul baja hasta la 1 · se mueve cualquier ficha
pictures-trespass-then-first = después empieza { $who }
pictures-trespass-waiting-one = Esperando a que { $who } elija
pictures-trespass-waiting-both = Esperando a que ambos jugadores elijan
pictures-trespass-but = cualquier ficha menos la de { $square }
pictures-trespass-any = cualquier ficha
pictures-trespass-reached = el secreto { $n } llegó a { $square }
pictures-trespass-picked = { $who }: ya eligió
pictures-trespass-picking = { $who }: eligiendo…
pictures-trespass-never-picked = { $who }: no eligió
pictures-trespass-how-to-pick = Cada jugador elige en secreto el número de una de sus fichas (/secret).
pictures-trespass-how-to-win-title = Cómo ganar
pictures-trespass-how-to-win = Lleva tu ficha secreta a la fila del fondo del rival, la mueva quien la mueva.
pictures-trespass-a-turn-title = Un turno
pictures-trespass-a-turn = Mueve una ficha de cualquier color, menos la que se acaba de mover: deslízala hacia delante o de lado, o salta por encima de una ficha.
pictures-trespass-hidden = Ocultos hasta el final de la partida.
pictures-trespass-locked-title = Bloqueada
pictures-trespass-may-not-move = { $square } no puede moverse
pictures-trespass-nothing-locked = ninguna este turno
pictures-trespass-last-move-title = Último movimiento
pictures-trespass-via = por { $path }
pictures-trespass-notch = Muesca: hacia dónde avanza
pictures-trespass-dark-rows = Filas oscuras: las del fondo
pictures-trespass-alt = Trespass. { $first } contra { $second }. { $headline }
pictures-trespass-alt-secret = El número secreto de { $seat } era el { $n }.
pictures-trespass-alt-never-picked = { $seat } no llegó a elegir.
pictures-trespass-alt-picks = Elecciones secretas: { $picks }.
pictures-trespass-seat-picked = { $seat } ya eligió
pictures-trespass-seat-waiting = { $seat } aún no eligió
pictures-trespass-alt-locked = La ficha de { $square } está bloqueada este turno.
pictures-trespass-alt-last = Último movimiento: { $who } { $play } por { $path }.

# The rating chart of /stats: no games yet, the axis' first and last game, the rating now.
pictures-chart-empty = Aún no hay partidas puntuadas.
pictures-chart-game = partida { $n }  { $date }
pictures-chart-now = ahora { $rating }
