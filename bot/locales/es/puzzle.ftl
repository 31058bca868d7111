# Problemas (issue 35): /puzzle new, answer, give-up, daily, stats, y el
# problema del día publicado en puzzle_channel.

## Los comandos
cmd-puzzle = problema
    .description = Problemas de partidas jugadas aquí y de Parlor: encuentra la jugada que gana o salva la partida.
cmd-puzzle-new = nuevo
    .description = Un problema que no has intentado (o el que tienes abierto). Solo tú lo ves.
cmd-puzzle-new-game = juego
    .description = Problemas de un juego (cualquiera si lo dejas vacío)
cmd-puzzle-answer = responder
    .description = Responde a tu problema abierto con una jugada. Solo tú ves la respuesta.
cmd-puzzle-answer-move = jugada
    .description = Tu jugada, en la notación del juego
cmd-puzzle-give-up = rendirse
    .description = Ver la solución de tu problema abierto (cuenta como fallado).
cmd-puzzle-daily = diario
    .description = El problema de hoy, el mismo para todo el servidor; un intento al día.
cmd-puzzle-stats = estadisticas
    .description = Problemas resueltos e intentados, y la racha diaria: tuyos o de un miembro.
cmd-puzzle-stats-member = miembro
    .description = De quién (tú si lo dejas vacío)
help-puzzle = problemas de partidas jugadas aquí, el problema del día y su racha

## Mostrar un problema (solo al miembro)
puzzle-dm = Los problemas pertenecen a un servidor: usa /puzzle en uno de sus canales.
puzzle-heading = Problema { $id } ({ $game }, de las partidas de Parlor).
puzzle-heading-mined = Problema { $id } ({ $game }, de la partida { $session } jugada aquí).
puzzle-daily-heading = Problema del día { $date } ({ $game }).
puzzle-to-move = Juegas con { $seat } y te toca mover.
puzzle-goal-win = Encuentra la jugada que gana.
puzzle-goal-save = Encuentra la jugada que salva la partida.
puzzle-goal-safe = Encuentra la única jugada que no deja ninguna de tus fichas expuesta a ir a la Caseta del Perro, salga lo que salga en la próxima tirada.
puzzle-goal-next = Encuentra la siguiente jugada.
puzzle-secret = Tu número secreto es { $number }; el de tu rival está oculto, como en la partida.
puzzle-how = Responde con /puzzle answer move:… (la primera respuesta equivocada hace fallar el problema), o mira la solución con /puzzle give-up. Solo tú ves esto.
puzzle-picture-title = Problema de { $game }
puzzle-parlor = Parlor
puzzle-you = Tú
puzzle-still-open = Todavía tienes abierto este problema: respóndelo, o ríndete para ver la solución.
puzzle-not-turns = { $game } no tiene jugadas, así que no tiene problemas: elige un juego por turnos.
puzzle-none-left = No queda aquí ningún problema que no hayas intentado: salen nuevos de las partidas terminadas en este servidor. Prueba /puzzle daily.
puzzle-none-left-game = No queda aquí ningún problema de { $game } que no hayas intentado: salen nuevos de las partidas terminadas en este servidor.
puzzle-none-yet = Todavía no hay problemas aquí: salen de las partidas terminadas en este servidor y de la colección de Parlor.
puzzle-broken = Este problema ya no se puede jugar (su posición no se restaura); prueba /puzzle new.
puzzle-answered-meanwhile = Ese problema cambió en este mismo momento; mira /puzzle stats.

## Respuestas
puzzle-none-open = No tienes ningún problema abierto: /puzzle new te da uno, /puzzle daily el de hoy.
puzzle-not-legal = «{ $text }» no es una jugada que puedas hacer aquí.
puzzle-right = Correcto: { $played }.
puzzle-replies = Parlor responde { $moves }.
puzzle-solved = ¡Resuelto!
puzzle-wrong = No es la jugada: tras { $played }, Parlor responde { $moves }.
puzzle-wrong-alone = No es la jugada: { $played } no lo consigue.
puzzle-failed = El problema cuenta como fallado (la primera respuesta equivocada lo hace fallar). La solución: { $solution }.
puzzle-gave-up = La solución: { $solution }. El problema cuenta como fallado.

## El problema del día
puzzle-daily-done-solved = Resolviste el problema de hoy. El siguiente llega a las 00:00 UTC.
puzzle-daily-done-failed = Ya hiciste tu intento con el problema de hoy. El siguiente llega a las 00:00 UTC.
puzzle-daily-other-open = Termina primero el problema que tienes abierto: respóndelo con /puzzle answer, o /puzzle give-up.
puzzle-daily-post = Problema del día { $date }: { $game }.
puzzle-daily-post-how = Pruébalo con /puzzle daily y responde con /puzzle answer move:… (solo tú ves tu respuesta; un intento al día).

## /puzzle stats
puzzle-stats-none = { $name } todavía no ha intentado ningún problema aquí.
puzzle-stats-head = { $name }: { $solved } resueltos de { $tried } intentados.
puzzle-stats-game = { $game }: { $solved } de { $tried }
puzzle-stats-streak = Racha diaria: { $current } { $current ->
    [one] día
   *[other] días
} (mejor: { $best }).
puzzle-stats-today-solved = Problema de hoy: resuelto.
puzzle-stats-today-failed = Problema de hoy: intentado, sin resolver.
puzzle-stats-today-not = Problema de hoy: aún sin hacer.
