# /review (issue 35): una partida terminada juzgada jugada a jugada.

## Refusals
review-not-a-number = «{ $text }» no es un número de partida; /history los muestra (como #12).
review-elsewhere = No hay ninguna partida #{ $id } en este servidor; /history muestra sus partidas.
review-in-play = La partida #{ $id } sigue en juego, y Parlor no ayuda durante la partida; pide su análisis cuando termine.
review-table = #{ $id } fue una mesa de { $game }, que no tiene jugadas que analizar.
review-never-started = La partida #{ $id } nunca empezó (su desafío se rechazó o caducó), así que no hay nada que analizar.
review-broken = La partida #{ $id } no se puede analizar: { $why }.
review-mismatch = La partida #{ $id } no se puede analizar: sus jugadas no llevan a la posición en que terminó.

## The review
review-heading = **Análisis de la partida #{ $id }**, { $game }: { $players }.
review-whose-mine = Tus jugadas, cada una juzgada por el buscador de Parlor con lo que podías saber en ese momento.
review-whose-all = Las jugadas de cada jugador, cada una juzgada por el buscador de Parlor con lo que ese jugador podía saber en ese momento.
review-player = { $name } ({ $seat }): precisión { $accuracy } de 100; { $inaccuracies } { $inaccuracies ->
        [one] imprecisión
       *[other] imprecisiones
    }, { $mistakes } { $mistakes ->
        [one] error
       *[other] errores
    }, { $blunders } { $blunders ->
        [one] error grave
       *[other] errores graves
    }.
review-player-no-moves = { $name } ({ $seat }): ninguna jugada que juzgar (todas eran forzadas).
review-worst-heading = Las jugadas que más perdieron:
review-worst = Jugada { $number }, { $name }: { $played } llevó la probabilidad de ganar de { $before } a { $after }; { $best } mantenía { $best_after }.
review-worst-labelled = { $line } ({ $label })
review-no-losses = Ninguna jugada perdió probabilidad de ganar: todas fueron tan buenas como la elección de Parlor.
review-label-inaccuracy = imprecisión
review-label-mistake = error
review-label-blunder = error grave
review-how = La probabilidad de ganar cuenta un empate como la mitad. La precisión es la fórmula de Lichess sobre lo que cada jugada hace bajar la probabilidad de ganar; una bajada de 10 puntos es una imprecisión, 20 un error, 30 un error grave.
review-chart = La probabilidad de ganar de cada jugador a lo largo de la partida #{ $id } de { $game }.
