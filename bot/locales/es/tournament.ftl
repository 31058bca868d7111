# Torneos (issue 31) (es): /tournament y los mensajes de un torneo en curso.
# $name es el nombre del torneo; $player, $organiser, $first, $second, $winner
# nombres de miembros (escapados); $game el título de un juego; $round, $rounds
# números. Los valores que se escriben (swiss, yes, first…), los nombres de
# opciones (stake:, result:…) y los comandos citados quedan en inglés.

tournament-default-name = Torneo de { $game }
tournament-created =
    { $organiser } abrió el torneo **{ $name }** (#{ $id }): { $game }, { $format }{ $rounds }, { $turn } por turno, { $rated }.
    Únete con el botón o con /tournament join; el organizador lo empieza con /tournament start.
tournament-rounds-fixed = , { $rounds ->
        [one] una ronda
       *[other] { $rounds } rondas
    }
tournament-rounds-by-field = , con las rondas que pida el número de inscritos
tournament-rated = puntuado
tournament-unrated = sin puntuar
tournament-format-swiss = sistema suizo
tournament-format-round-robin = todos contra todos
tournament-format-double-round-robin = todos contra todos a doble vuelta
tournament-format-knockout = eliminación directa
tournament-status-open = inscripciones abiertas
tournament-status-running = en curso
tournament-status-finished = terminado
tournament-status-cancelled = cancelado
tournament-button-join = Unirse
tournament-button-leave = Salir
tournament-joined = { $player } se unió a { $name } ({ $count ->
        [one] un jugador
       *[other] { $count } jugadores
    }).
tournament-left = { $player } dejó el torneo.
tournament-kicked = { $organiser } sacó a { $player } del torneo.
tournament-count = { $count ->
        [0] Ya no queda nadie inscrito.
        [one] Hay un jugador inscrito.
       *[other] Hay { $count } jugadores inscritos.
    }
tournament-started = { $organiser } empezó **{ $name }** con { $players } jugadores.
tournament-round-paired = **{ $name }**, ronda { $round } de { $rounds }:
tournament-board = Mesa { $board }: { $first } contra { $second }
tournament-board-result = Mesa { $board }: { $first } contra { $second }, { $result }
tournament-bye = { $player } descansa (1 punto).
tournament-and-more = … y { $count } más.
tournament-round-threads = Cada partida se juega en su propio hilo; empieza el jugador nombrado primero.
tournament-thread-name = { $name } — ronda { $round } — { $first } contra { $second }
tournament-game-opening = { $name }, ronda { $round }:
tournament-replay = Una partida eliminatoria que acaba en tablas se repite con los colores cambiados: { $line }
tournament-won = ¡**{ $name }** ha terminado: gana { $winner }, con una puntuación de { $score }!
tournament-over = **{ $name }** ha terminado.
tournament-standing = { $rank }. { $player } — { $score }
tournament-standing-withdrawn = { $line } (retirado)
tournament-standings-title = **{ $name }** tras la ronda { $round } de { $rounds }:
tournament-pairings-title = **{ $name }**, ronda { $round } de { $rounds }:
tournament-show = **{ $name }** (#{ $id }): { $game }, { $format }, { $status }{ $round }; { $turn } por turno; organizado por { $organiser }.
    { $count ->
        [0] Aún no se ha unido nadie.
        [one] Un jugador: { $players }.
       *[other] { $count } jugadores: { $players }.
    }
tournament-list-title = Torneos de este servidor:
tournament-list-line = #{ $id } { $name }: { $game }, { $format }, { $status }, { $count } jugadores, en { $channel }
tournament-list-empty = No hay ningún torneo abierto ni en curso en este servidor: crea uno con /tournament create.
tournament-lost-on-time = A { $player } se le acabó el tiempo: gana { $winner }.
tournament-lost-by-forfeit = { $player } nunca movió: { $winner } gana por incomparecencia.
tournament-adjudicated = { $organiser } decidió el resultado de esta partida: { $result }.
tournament-adjudicate-done = El resultado de la partida { $game } queda decidido: { $result }.
tournament-cancelled = { $organiser } canceló **{ $name }**: termina sin ganador.
tournament-game-cancelled = { $name } se canceló: esta partida termina sin resultado.
tournament-export = El archivo TRF-16 de { $name }, para cualquier verificador de emparejamientos de la FIDE.
tournament-export-file = El torneo como archivo TRF-16 de la FIDE

## Rechazos

tournament-not-in-thread = Crea el torneo en un canal, no en un hilo: cada una de sus partidas tendrá su propio hilo.
tournament-not-a-tournament-game = { $game } no es un juego de torneo: los torneos son para los juegos por turnos de dos jugadores.
tournament-bad-format = «{ $format }» no es un formato: swiss, round-robin o knockout.
tournament-bad-yes-no = { $option }: es yes o no.
tournament-double-round-robin = Solo un todos contra todos se puede jugar a doble vuelta.
tournament-rounds-swiss-only = Solo el sistema suizo admite un número de rondas: los demás formatos juegan todas las que necesiten los inscritos.
tournament-bad-rounds = «{ $rounds }» no es un número de rondas.
tournament-no-stakes = Las partidas de torneo no llevan apuesta: quita stake: y penalty:.
tournament-bad-max-players = max-players: es un número de { $least } a { $most }.
tournament-one-per-channel = Este canal ya tiene un torneo, { $name }: termínalo o cancélalo primero, o usa otro canal.
tournament-none-here = No hay ningún torneo en este canal: mira /tournament list.
tournament-bad-id = «{ $id }» no es un número de torneo.
tournament-no-such = No hay ningún torneo #{ $id } en este servidor.
tournament-organiser-only = Solo el organizador ({ $organiser }) o un miembro con Gestionar servidor puede hacer eso.
tournament-already-started = { $name } ya ha empezado: las inscripciones están cerradas.
tournament-already-in = Ya estás inscrito en { $name }.
tournament-full = { $name } está completo ({ $most } jugadores).
tournament-not-in = Ese miembro no juega en { $name }.
tournament-too-few = { $name } necesita al menos { $least } jugadores para empezar; inscritos: { $joined }.
tournament-rounds-range = No se pueden jugar { $rounds } rondas con { $players } jugadores: como mucho { $most }.
tournament-not-started = { $name } aún no ha empezado: no hay emparejamientos.
tournament-no-round = No hay ronda { $round }: { $paired ->
        [one] por ahora solo hay una ronda emparejada.
       *[other] por ahora hay { $paired } rondas emparejadas.
    }
tournament-bad-result = result: es first, second o draw.
tournament-not-its-game = La partida { $game } no es una partida del torneo de este canal.
tournament-game-over = La partida { $game } no está en juego: solo se puede decidir una partida en curso.
tournament-no-end = Una partida de torneo termina jugando, con /resign, /draw o el temporizador de turno; el organizador puede decidirla con /tournament adjudicate.

tournament-show-round = ; ronda { $round } de { $rounds }
tournament-thread-permission = Un torneo juega cada partida en su propio hilo, y para eso Parlor necesita el permiso { $permission } en este canal. Un administrador puede concederlo.
tournament-web-page = Página del torneo: { $url }
