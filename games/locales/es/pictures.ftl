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

# The rating chart of /stats: no games yet, the axis' first and last game, the rating now.
pictures-chart-empty = Aún no hay partidas puntuadas.
pictures-chart-game = partida { $n }  { $date }
pictures-chart-now = ahora { $rating }
