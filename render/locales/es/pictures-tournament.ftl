# Las palabras de los dibujos de torneos (es): clasificación, tabla cruzada,
# cuadro y emparejamientos. Ids: pictures-tournament-…

## La línea del título: el sistema y el juego, a la derecha
pictures-tournament-swiss = Suizo
pictures-tournament-round-robin = Todos contra todos
pictures-tournament-double-round-robin = Todos contra todos a doble vuelta
pictures-tournament-knockout = Eliminatoria
pictures-tournament-format-game = { $format } · { $game }

## La segunda línea: cómo va el torneo
pictures-tournament-signed-up = { $n ->
    [one] { $n } jugador inscrito
   *[other] { $n } jugadores inscritos
}
pictures-tournament-after-round = Clasificación tras la ronda { $round } de { $rounds }
pictures-tournament-in-round = Ronda { $round } de { $rounds }: { $done } de { $games } partidas terminadas
pictures-tournament-final = Clasificación final tras { $rounds } rondas
pictures-tournament-cancelled = Cancelado tras la ronda { $round } de { $rounds }
pictures-tournament-winner = Ganador: { $who }
pictures-tournament-pairings = Ronda { $round } de { $rounds }: emparejamientos
pictures-tournament-not-paired = La ronda { $round } aún no está emparejada.

## Encabezados de columna
pictures-tournament-rank = #
pictures-tournament-player = Jugador
pictures-tournament-points = Puntos
pictures-tournament-rating = Rating
pictures-tournament-board = Mesa
pictures-tournament-moves-first = Mueve primero
pictures-tournament-moves-second = Mueve segundo
pictures-tournament-result = Resultado
pictures-tournament-buchholz-cut-1 = Buch. −1
pictures-tournament-buchholz = Buch.
pictures-tournament-sonneborn-berger = S-B
pictures-tournament-wins = Vict.
pictures-tournament-direct-encounter = Directo
pictures-tournament-buchholz-cut-1-long = Buchholz menos el peor
pictures-tournament-buchholz-long = Buchholz
pictures-tournament-sonneborn-berger-long = Sonneborn-Berger
pictures-tournament-wins-long = victorias
pictures-tournament-direct-encounter-long = encuentro directo
pictures-tournament-tiebreaks = Desempates: { $list }

## En la tabla
pictures-tournament-withdrawn = retirado
pictures-tournament-more = { $n ->
    [one] … y { $n } jugador más
   *[other] … y { $n } jugadores más
}
pictures-tournament-more-boards = { $n ->
    [one] … y { $n } mesa más
   *[other] … y { $n } mesas más
}
pictures-tournament-crosstable-legend = 1 victoria · ½ tablas · 0 derrota · + − incomparecencia ganada, perdida
pictures-tournament-first = 1.º
pictures-tournament-bye = exento
pictures-tournament-in-play = en juego
pictures-tournament-not-started = sin empezar
pictures-tournament-replay = desempate

## Rondas de eliminatoria
pictures-tournament-final-round = Final
pictures-tournament-semi-finals = Semifinales
pictures-tournament-quarter-finals = Cuartos de final
pictures-tournament-round-of = { $n ->
    [16] Octavos de final
    [32] Dieciseisavos de final
   *[other] Ronda de { $n }
}

## Texto alternativo
pictures-tournament-alt-title = { $name }: { $format }.
pictures-tournament-alt-list = { $heading }: { $list }.
pictures-tournament-alt-player = { $rank }. { $who } { $halves ->
    [1] { $score } punto
    [2] { $score } punto
   *[other] { $score } puntos
}
pictures-tournament-alt-withdrawn = { $who } (retirado)
pictures-tournament-alt-winner = Ganador: { $who }.
pictures-tournament-alt-board = Mesa { $board }: { $first } mueve primero contra { $second }, { $result }.
pictures-tournament-alt-bye = Mesa { $board }: { $who } queda exento.
pictures-tournament-alt-won = ganó { $who }
pictures-tournament-alt-won-forfeit = ganó { $who } por incomparecencia
pictures-tournament-alt-drawn = tablas
pictures-tournament-alt-match = { $first } contra { $second }: { $result }
pictures-tournament-alt-goes-through = pasa { $who }
pictures-tournament-alt-round = { $round }: { $list }.
