# Las páginas web (issue 34).
web-page-not-found-title = Página no encontrada
web-page-not-found = Aquí no hay tal página.
web-page-bad-request-title = Dirección incorrecta
web-page-bad-request = Esta dirección pide algo fuera de los límites.
web-page-unavailable-title = Vuelve a intentarlo enseguida
web-page-unavailable = Ahora no se pueden leer las páginas. Vuelve a intentarlo en un momento.
web-page-home-title = Parlor
web-page-home = Las páginas de Parlor están en la dirección de cada servidor: pide el enlace a tu servidor.
web-page-server-title = Las partidas de este servidor
web-page-server-link = Las partidas de este servidor
web-page-footer = Parlor: juegos de mesa antiguos en Discord.
web-page-live-games = Partidas en juego
web-page-live = en directo
web-page-no-live = No hay ninguna partida en juego.
web-page-recent = Partidas recientes
web-page-no-recent = Todavía no ha terminado ninguna partida.
web-page-leaderboards = Clasificaciones
web-page-tournaments-running = Torneos en juego
web-page-tournaments-past = Torneos pasados
web-page-none = Ninguno todavía.
web-page-game-title = { $game } n.º { $id }
web-page-game = Juego
web-page-players = Jugadores
web-page-options = Opciones:
web-page-no-options = ninguna
web-page-finished = Terminada:
web-page-moves = Jugadas
web-page-start = Inicio
web-page-controls = Repetición
web-page-first = Primera posición
web-page-prev = Posición anterior
web-page-next = Posición siguiente
web-page-last = Última posición
web-page-play = Reproducir
web-page-pause = Pausa
web-page-downloads = Descargas
web-page-download-file = Archivo de jugadas
web-page-download-gif = Animación (GIF)
web-page-status-turn = Juega { $name } ({ $seat }).
web-page-status-won = Ganó { $name } ({ $seat }).
web-page-status-draw = La partida terminó en tablas.
web-page-status-ended = La partida terminó sin resultado.
web-page-status-live = La partida está en juego.
web-page-name = Nombre
web-page-rating = Puntuación
web-page-band = Rango
web-page-games = Partidas
web-page-record = Ganadas–tablas–perdidas
web-page-board-all = { $game }: de siempre
web-page-board-season = { $game }: temporada { $season }
web-page-board-month = { $game }: este mes
web-page-board-week = { $game }: esta semana
web-page-board-empty = Todavía no hay nadie clasificado: un miembro entra tras { $min } partidas puntuadas.
web-page-board-idle = { $count ->
    [one] Se omite un miembro inactivo.
   *[other] Se omiten { $count } miembros inactivos.
}
web-page-ranking = Clasificación
web-page-periods = Periodos
web-page-period-all = De siempre
web-page-period-season = Esta temporada
web-page-period-month = Este mes
web-page-period-week = Esta semana
web-page-ratings = Puntuaciones
web-page-no-ratings = Todavía no hay partidas puntuadas.
web-page-badges = Insignias
web-page-no-badges = Todavía no hay insignias.
web-page-standings = Clasificación
web-page-score = Puntos
web-page-withdrawn = retirado
web-page-round = Ronda { $round }
web-page-bye = descanso
web-page-watch = ver
web-page-format-swiss = suizo
web-page-format-round-robin = todos contra todos
web-page-format-knockout = eliminatoria
web-page-tournament-open = con inscripción abierta
web-page-tournament-running = en juego
web-page-tournament-finished = terminado
web-page-tournament-cancelled = cancelado

## The game's review (issue 35)
web-review-heading = Análisis
web-review-player = precisión { $accuracy } de 100; { $inaccuracies } { $inaccuracies ->
        [one] imprecisión
       *[other] imprecisiones
    }, { $mistakes } { $mistakes ->
        [one] error
       *[other] errores
    }, { $blunders } { $blunders ->
        [one] error grave
       *[other] errores graves
    }
web-review-player-no-moves = ninguna jugada que juzgar
web-review-better = mejor: { $best } ({ $chance } %)
web-review-none = Aún sin análisis: escribe /review id:{ $id } en el servidor y Parlor juzga cada jugada; también se ve aquí.
