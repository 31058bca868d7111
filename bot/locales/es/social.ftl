# social messages (es): revancha, números secretos, /stats, /leaderboard,
# /history, /replay, /notify.

social-versus = { $left } contra { $right }
social-level-easy = fácil
social-level-normal = normal
social-level-hard = difícil

social-button-rematch = Revancha
social-button-decline = Rechazar
social-rematch-busy = Este canal ya tiene una partida o un desafío; pide la revancha cuando termine.
social-rematch-unplayable = Esa partida ya no se puede jugar.
social-rematch-lobby = { $host } reabrió la sala de { $game } para una revancha: se unieron { $players }. Pulsa Unirse o Salir; { $host } empieza con Empezar o /start.
social-rematch-asked = { $name } pidió la revancha.
social-rematch-accepted = { $name } aceptó la revancha.
social-rematch-none = No tienes ninguna partida terminada en este canal para volver a jugar.
social-rematch-players-only = Solo los jugadores de esa partida pueden pedir la revancha.
social-rematch-for = Esta revancha es para { $players }.
social-rematch-already-asked = Ya pediste la revancha; falta { $waiting }.
social-rematch-offer = { $name } pide la revancha de { $game }: { $seats }{ $options }. { $waiting }, pulsa Revancha o escribe /rematch; /decline la rechaza. Caduca en { $expiry }.
social-rematch-options = , opciones { $options }
social-rematch-decline-only = Solo { $players } pueden rechazar esta revancha.
social-rematch-declined = { $name } rechazó la revancha de { $game }.

social-secret-menu = Tu número secreto
social-secret-prompt = Elige tu número secreto para la partida de { $game } en { $channel } (eres { $seat }). Nadie lo ve hasta que termine la partida; se publica un compromiso SHA-256 para que nadie pueda cambiarlo. Usa el menú o escribe /secret number:N.
social-secret-dm-fallback = No pude enviarle un mensaje directo a { $name } (tiene los MD cerrados). { $name }, elige aquí tu número secreto con /secret number:N; solo tú verás la respuesta.
social-secret-pick-first = Aún no hay nada que mover: primero elige tu número secreto. Elígelo abajo o en el mensaje directo que te envié, o escribe /secret number:N (solo tú verás la respuesta). La partida empieza cuando todos los jugadores hayan elegido.
social-secret-picked-waiting = Aún no hay nada que mover: ya elegiste tu número secreto, y la partida empieza cuando { $waiting } { $count ->
    [one] haya elegido el suyo.
   *[other] hayan elegido el suyo.
}
social-secret-none-in-game = { $game } no tiene números secretos.
social-secret-yours = Tu número secreto para la partida de { $game } en { $channel } es { $number }.
social-secret-not-yet = Aún no has elegido un número secreto: elige uno abajo o escribe /secret number:N.
social-secret-range = Elige un número entero del { $low } al { $high }.
social-secret-menu-stale = Esa partida ya terminó; este menú ya no hace nada.
social-secret-choose-one = Elige un número del menú.
social-secret-commitments = Ya están todos los números secretos. Compromisos (SHA-256 de "número:sal", revelados al terminar la partida): { $commitments }.
social-secret-picked = { $who } ya eligió un número secreto. { $count ->
    [one] Falta
   *[other] Faltan
} { $waiting }.
social-secret-no-game = No estás en ninguna partida con números secretos.
social-secret-all-picked = Ya elegiste en todas tus partidas; /secret sin número muestra tus elecciones.
social-secret-place = { $channel } ({ $players })
social-secret-which-game = ¿Qué partida? Juegas a { $game } en { $places }: usa el menú que te envié para cada partida, o escribe /secret en el canal de esa partida.

social-rating = { $value } ± { $deviation }
social-stats-table-game = { $game } no tiene puntuaciones: se juega con fichas (mira /chips).
social-stats-bot = { $name } es un bot; los bots no tienen puntuación.
social-stats-none = { $name } aún no tiene partidas puntuadas: una partida cuenta cuando se gana o se empata.
social-stats-none-of = { $name } aún no tiene partidas puntuadas de { $game }: una partida cuenta cuando se gana o se empata.
social-stats-heading = Puntuaciones de { $name }:
social-stats-game-level = { $game } ({ $level })
social-stats-direct = Partidas directas (en MD y MD de grupo):
social-stats-line = { $game }: { $rating } ({ $record })
social-stats-record = { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}: { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}, { $draws ->
    [one] { $draws } empate
   *[other] { $draws } empates
}, { $losses ->
    [one] { $losses } derrota
   *[other] { $losses } derrotas
}
social-stats-streak-wins = { $n } victorias seguidas
social-stats-streak-losses = { $n } derrotas seguidas
social-stats-best-win = mejor victoria: { $opponent } ({ $rating }) en la partida #{ $session }
social-chart-title = { $name } — { $game }
social-chart-caption = { $title }: puntuación a lo largo del tiempo
social-chart-summary = { $title }: puntuación en { $games } partidas puntuadas, de { $from } el { $first } a { $to } el { $last }.

social-leaderboard-table-game = { $game } no tiene puntuaciones; /chips leaderboard muestra quién tiene más fichas.
social-leaderboard-you = Tú: { $line }
social-leaderboard-parlor = Parlor, para comparar: { $levels }.

social-history-none = { $scope ->
    [game] Aún no hay partidas de { $game } terminadas en este servidor.
    [member] Aún no hay partidas de { $member } terminadas en este servidor.
    [both] Aún no hay partidas de { $game } de { $member } terminadas en este servidor.
   *[all] Aún no hay partidas terminadas en este servidor.
}
social-history-heading = { $scope ->
    [game] Las últimas partidas de { $game } terminadas (/replay id:N muestra una):
    [member] Las últimas partidas terminadas de { $member } (/replay id:N muestra una):
    [both] Las últimas partidas de { $game } terminadas de { $member } (/replay id:N muestra una):
   *[all] Las últimas partidas terminadas (/replay id:N muestra una):
}
social-history-line = { $number } { $game }, { $date }: { $result }.
social-history-beat = { $winner } ganó a { $losers } ({ $reason })
social-history-won = { $players }: ganada ({ $reason })
social-history-drew = { $players } empataron ({ $reason })
social-history-abandoned = { $players }: abandonada
social-history-no-result = { $players }: terminó sin resultado

social-notify-on = Los avisos de turno están activados: cuando haya pasado la mitad de tu tiempo de turno, te envío un mensaje directo (una vez por turno). /notify off los desactiva.
social-notify-off = Los avisos de turno están desactivados: no recibirás mensajes directos sobre tus turnos. /notify on los vuelve a activar.
## /web (issue 34): la página de un miembro en las páginas web del servidor, y enlaces a páginas
social-web-game-page = Página de esta partida: { $url }
social-web-shown = Tu página de miembro se muestra: { $url } (/web hide la oculta).
social-web-hidden = Tu página de miembro está oculta: { $url } no muestra nada (/web show la recupera).
social-web-shown-later = Tu página de miembro se mostrará en las páginas web del servidor (/web hide la oculta).
social-web-hidden-later = Tu página de miembro está oculta: las páginas web del servidor no la mostrarán (/web show la recupera).
social-web-server-page = Páginas del servidor: { $url }
social-web-off = Las páginas web del servidor están desactivadas: un miembro con Gestionar servidor las activa con /settings set key:web value:on.
social-web-not-served = Las páginas web del servidor están activadas, pero el anfitrión aún no ha preparado páginas web para este Parlor.

social-replay-not-a-number = "{ $text }" no es un número de partida; /history los muestra (como #12).
social-replay-elsewhere = No hay ninguna partida #{ $id } en este servidor; /history muestra sus partidas.
social-replay-still-going = La partida #{ $id } sigue en juego; su repetición estará lista cuando termine.
social-replay-this-game = Esta partida
social-replay-table = #{ $id } fue una mesa de { $game }, que no tiene jugadas que repetir; /chips history muestra tus apuestas.
social-replay-never-started = La partida #{ $id } nunca empezó (su desafío se rechazó o caducó), así que no hay nada que repetir.
social-replay-broken = La partida #{ $id } no se puede repetir: { $why }.
social-replay-mismatch = La partida #{ $id } no se puede repetir: sus jugadas no llevan a la posición en que terminó.
social-replay-won = Ganó { $name }.
social-replay-draw = Fue un empate.
social-replay-no-result = Terminó sin resultado.
social-replay-no-result-why = Terminó sin resultado ({ $reason }).
social-replay-heading = Partida #{ $id }, { $game }: { $players }{ $when }. { $ending }
social-replay-files = { $moves } { $moves ->
    [one] acción
   *[other] acciones
} en { $positions } { $positions ->
    [one] imagen
   *[other] imágenes
}; { $file } las enumera con la semilla de la partida, para que cualquiera pueda repetirla con `parlor replay { $file }`.
social-replay-too-large = La animación ocuparía { $size } MB, más de lo que acepta Discord, así que solo se adjunta la lista de jugadas.
social-replay-animation = Partida #{ $id } de { $game }, { $players }: cada posición, una por segundo.
social-replay-move-list = Las jugadas de la partida #{ $id } de { $game }, con su semilla.
social-leaderboard-web = Esta clasificación en la web: { $url }
social-stats-web = En la web: { $url }
