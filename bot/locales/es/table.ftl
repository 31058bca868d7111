# table messages (es): el desarrollo de las partidas — retos, salas, turnos,
# temporizadores, /help. Los nombres de los miembros, la notación y los nombres
# de las opciones quedan tal cual; $game es el título de un juego, $player la
# etiqueta de un puesto («alice (Negras)»).

## /help (un mensaje; sigue la lista de juegos)

table-help-games =
    Juegos: { $games }.
    Una partida por canal: abre un hilo para jugar otra.

## Rechazos comunes

table-no-turns = Una mesa de Corona y Ancla no tiene jugadas ni turnos: apuesta con /bet design:anchor chips:10, retira tus apuestas con /withdraw, la Banca tira los dados con /roll y /leave te saca de la mesa.
table-parlor-no-chips = Parlor no juega por fichas: quita stake: y penalty: para jugar contra él, o reta a un miembro.
table-parlor-at-a-table = Corona y Ancla no es un juego por turnos, así que Parlor no se sienta: abre una mesa con /play game:crown-and-anchor y los miembros se unen.
table-changed-elsewhere = Eso cambió mientras respondía, así que no se hizo nada; inténtalo de nuevo.
table-store-failed = Algo falló al guardar, así que nada cambió; inténtalo de nuevo.
table-unknown-game = No conozco el juego «{ $game }». Juegos: { $games }.

## Jugadores, puestos y duraciones

table-player = { $name } ({ $seat })
table-versus = { $first } contra { $second }
table-picture-title = { $game } — { $players }
table-game-over-won = Fin de la partida: gana { $player }.
table-game-over-draw = Fin de la partida: tablas.
table-secret-picked = { $player } eligió { $number } (sal { $salt })
table-secrets-revealed = Números secretos revelados: { $picks }. Comprobación: el SHA-256 de «número:sal» coincide con cada compromiso publicado al empezar la partida.
table-bad-level = level: es easy, normal o hard, no «{ $level }».
table-duration-days = { $n ->
    [one] { $n } día
   *[other] { $n } días
}
table-duration-hours = { $n ->
    [one] { $n } hora
   *[other] { $n } horas
}
table-duration-minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minutos
}
table-duration-less-than-a-minute = menos de un minuto

## Botones

table-button-roll = Tirar
table-button-accept = Aceptar
table-button-decline = Rechazar
table-button-join = Unirse
table-button-leave = Salir
table-button-start = Empezar
table-button-add-parlor = Añadir a Parlor
table-button-remove-parlor = Quitar a Parlor
table-button-accept-draw = Aceptar tablas
table-button-end-game = Terminar partida

## De quién es el turno

table-your-turn = { $player }, te toca: { $prompt }.
table-thinking = { $player } está pensando.

## La ronda de una mesa de Corona y Ancla

table-the-house = la casa
table-no-bets-yet = aún no hay apuestas
table-on-the-table = { $chips } en la mesa de { $bettors ->
    [one] { $bettors } apostante
   *[other] { $bettors } apostantes
}
table-any-player-rolls = cualquier jugador tira con /roll
table-banker-rolls = la Banca tira con /roll
table-dice-timer = ; los dados se tiran solos { $seconds } s después de la primera apuesta
table-round-status = Ronda { $round }: las apuestas están abiertas (de { $min } a { $max } fichas por apuesta), { $banker } hace de banca; { $on_table }. Apuesta con /bet design:anchor chips:10 o con un botón de figura; { $roller }{ $timer }.

## Quién puede jugar aquí

table-no-game = No hay ninguna partida en este canal; empieza una con /play.
table-not-started = La partida aún no ha empezado: el reto espera un /accept.
table-not-your-game = No juegas en esta partida; solo pueden { $players }. Todos pueden mirar con /board.

## Cómo se cierra una partida con apuestas

table-stakes-won = { $name } se lleva lo apostado: { $chips }.
table-stakes-returned = Se devuelve a cada jugador lo que apostó.

## Retos: /play, /accept, /decline

table-level-needs-parlor = level: fija la fuerza de Parlor: añade opponent:@Parlor (en una sala, el anfitrión añade a Parlor con /add-parlor level:hard).
table-plays-parlor = { $name } juega contra Parlor en nivel { $level ->
    [easy] fácil
    [hard] difícil
   *[normal] normal
}.
table-server-feature = { $command } es una función de los servidores: úsalo en un canal de un servidor donde esté Parlor.
table-no-games-in-dms = Aquí solo puedes jugar contra Parlor (opponent:@Parlor); juega contra un miembro en un canal o hilo de un servidor, o en un MD o MD de grupo con esa persona.
table-channel-has-challenge = Este canal ya tiene un reto de { $game } abierto por { $players }; termínalo primero o abre un hilo para otra partida.
table-channel-has-game = Este canal ya tiene una partida de { $game } entre { $players }; termínala primero o abre un hilo para otra partida.
table-lobby-takes-no-opponent = { $game } ({ $players }) se juega mediante una sala: no indiques rival, y los demás pulsan Unirse.
table-players-exact = { $players } jugadores
table-players-range = de { $least } a { $most } jugadores
table-players-table = de 2 a { $most } jugadores (o 1 con la opción house, en la que la casa hace de banca)
table-not-yourself = No puedes retarte a ti mismo; no indiques rival para un reto abierto.
table-not-a-bot = { $name } es un bot; reta a un miembro.
table-with-options = {" "}(opciones: { $options })
table-lobby-opened = { $host } abrió una sala de { $game }{ $options } (de { $least } a { $most } jugadores). Pulsa Unirse o escribe /join; { $host } empieza con Empezar o /start. La sala se cierra en { $expires }.
table-challenges = { $challenger } reta a { $opponent } a { $game }{ $options }. { $opponent }, pulsa Aceptar o escribe /accept.
table-open-challenge = { $challenger } busca rival para { $game }{ $options }. Cualquiera puede pulsar Aceptar o escribir /accept.
table-challenge-expires = El reto caduca en { $expires }.
table-nothing-to-accept = La partida ya empezó aquí; no hay nada que aceptar.
table-no-challenge-to-accept = No hay ningún reto abierto en este canal; empieza uno con /play.
table-own-challenge = No puedes aceptar tu propio reto; /decline lo retira.
table-only-can-accept = Solo { $name } puede aceptar este reto.
table-accepted = { $name } aceptó.
table-game-starts = { $opening } { $game }: { $players }.
table-stakes = Cada jugador apuesta { $stake } (la apuesta queda en la mesa); quien gane se lleva { $pot }.
table-pick-secrets = Ahora cada jugador elige un número secreto: te envié un mensaje directo (o escribe /secret number:N aquí; solo tú verás la respuesta). La partida empieza cuando ambos hayan elegido.
table-nothing-to-decline = La partida ya empezó aquí; usa /resign o /end.
table-no-challenge = No hay ningún reto abierto en este canal.
table-lobby-only-host-closes = Es una sala abierta: sal con /leave si te uniste; solo el anfitrión puede cerrarla.
table-withdrew = { $name } retiró el reto de { $game }.
table-declined = { $name } rechazó el reto de { $game } de { $challenger }.
table-only-can-decline = Solo { $opponent } o { $challenger } pueden rechazar este reto.
table-only-can-withdraw = Este reto está abierto a cualquiera; solo { $challenger } puede retirarlo.

## Salas: /join, /leave, /start, /add-parlor, /remove-parlor

table-challenge-not-lobby = El reto de aquí es para dos jugadores: acéptalo con /accept.
table-already-started = La partida ya empezó aquí.
table-no-lobby = No hay ninguna sala abierta en este canal; abre una con /play.
table-already-in-lobby = Ya estás en esta sala.
table-lobby-full = La sala está llena ({ $most } jugadores).
table-joined-lobby = { $name } se unió a la sala de { $game } ({ $joined } de { $most } como máximo): { $players }. { $host } puede empezar.
table-parlor-joined-lobby = { $name } ({ $level ->
    [easy] fácil
    [hard] difícil
   *[normal] normal
}) se unió a la sala de { $game } ({ $joined } de { $most } como máximo): { $players }. { $host } puede empezar.
table-only-host-adds-parlor = Solo { $host } (el anfitrión) puede añadir a Parlor a esta sala.
table-only-host-removes-parlor = Solo { $host } (el anfitrión) puede quitar a Parlor de esta sala.
table-no-parlor-seat = Parlor no tiene puesto en esta sala.
table-left-lobby = { $name } salió de la sala de { $game } ({ $joined } dentro: { $players }).
table-not-in-lobby = No estás en esta sala.
table-closed-lobby = { $name } cerró la sala de { $game }.
table-only-host-starts = Solo { $host } (el anfitrión) puede empezar esta partida.
table-too-few-players = { $game } necesita al menos { $least } jugadores; de momento { $joined ->
    [one] se ha unido { $joined }
   *[other] se han unido { $joined }
}.
table-started = { $name } empezó la partida.

## Una partida en juego: /move, /moves, /board, /resign, /draw, /claim, /end

table-whose = { $name }
table-and-also = { $first } y { $second }
table-draw-offer-lapsed = { $offers ->
    [one] La oferta de tablas de { $names } caducó cuando { $mover } movió.
   *[other] Las ofertas de tablas de { $names } caducaron cuando { $mover } movió.
}
table-end-offer-lapsed = { $offers ->
    [one] La propuesta de terminar la partida de { $names } caducó cuando { $mover } movió.
   *[other] Las propuestas de terminar la partida de { $names } caducaron cuando { $mover } movió.
}
table-no-dice = { $game } no tiene dados que tirar.
table-waiting-for-secrets = Falta el número secreto de { $players }; elige el tuyo con /secret number:N.
table-not-your-turn = Le toca a { $player }, no a ti.
table-game-over = La partida ha terminado.
table-played = { $player } jugó { $notation }.
table-only-parlor-left = Solo queda Parlor en la partida, así que termina aquí sin ganador.
table-nothing-to-play = Le toca a { $player }; ahora no tienes nada que jugar.
table-board-move = { $game } — jugada { $ply }.
table-board-round = { $game } — ronda { $round }.
table-resigned = { $player } abandonó.
table-draw-already-offered = Ya ofreciste tablas; la oferta sigue en pie hasta que los demás respondan o se juegue una jugada.
table-parlor-declines-draws = { $player } no acepta tablas; sigue jugando, o usa /resign para terminar la partida.
table-draw-accepted = { $player } aceptó la oferta de tablas.
table-draw-offered = { $player } ofrece tablas. { $players ->
    [1] El rival puede
    [2] El rival puede
   *[other] Los demás pueden
} pulsar Aceptar tablas o escribir /draw para aceptar; jugar una jugada la rechaza.
table-claim-own-turn = Te toca a ti; no hay nada que reclamar.
table-parlor-never-late = A { $player } nunca se le acaba el tiempo: su jugada llega en cuanto termina de pensar.
table-claim-when-out = Estás fuera de esta partida; solo pueden reclamar los jugadores que siguen en ella.
table-claim-too-early = A { $player } aún le quedan { $left } en el temporizador de turno; podrás reclamar cuando se agote.
table-claimed = A { $late } se le agotó el temporizador de turno; { $player } reclama, y { $name } queda fuera.
table-nothing-to-end = No hay ninguna partida que terminar en este canal.
table-who-may-end = Solo los jugadores (de común acuerdo) o un miembro con el permiso Gestionar servidor pueden terminar esta partida.
table-ended-by-admin = { $name } (Gestionar servidor) terminó { $what ->
    [challenge] el reto
   *[game] la partida
} de { $game } entre { $players } sin resultado.
table-ended = Partida de { $game } terminada { $by ->
    [admin] por un jugador con el permiso Gestionar servidor
   *[agreement] de común acuerdo
}. No se registra ningún resultado.
table-end-already-asked = Ya pediste terminar la partida; esperando a tu rival.
table-end-asked = { $player } pide terminar la partida sin resultado. { $players ->
    [1] El rival puede
    [2] El rival puede
   *[other] Los demás jugadores pueden
} pulsar Terminar partida o escribir /end para aceptar.

## /moves: las jugadas legales de un miembro

table-moves-all = Tus jugadas legales ({ $count }): { $actions }
table-moves-grouped = Tus jugadas legales ({ $count }), agrupadas:
table-moves-from = Desde { $square }:
table-moves-then = { $first }, y luego:
table-moves-exchange-one = Cambiar una pieza:
table-moves-or = { $first } o { $second }
table-moves-exchange-several = Cambiar varias piezas a la vez ({ $ways } formas, las casillas en orden alfabético), por ejemplo
table-moves-or-several = {" "}O varias a la vez ({ $ways } formas, las casillas en orden alfabético), por ejemplo { $example }.
table-moves-also = Además:
table-moves-more = … y { $more } más (escribe el principio de una en /move para acotar la lista).

## Temporizadores: recordatorios, caducidad, abandono, temporizador de turno

table-already-done = Eso ya estaba hecho.
table-reminder = Te toca en la partida de { $game } en { $channel } ({ $players }): quedan { $left } en el temporizador de turno. /notify off desactiva estos recordatorios.
table-challenge-expired = El reto de { $game } de { $players } caducó.
table-abandoned = La partida de { $game } entre { $players } estuvo sin movimiento durante { $after } y termina como abandonada.
table-or-also = { $first } o { $second }
table-timer-ran-out-win = A { $player } se le agotó el temporizador de turno; { $others } puede reclamar la victoria con /claim, o seguir esperando.
table-timer-ran-out-put-out = A { $player } se le agotó el temporizador de turno; { $others } puede usar /claim para sacar a { $name } de la partida, o seguir esperando.

## Botones pulsados demasiado tarde

table-button-unknown = Ese botón no es mío.
table-button-ended = Esa partida o reto ya terminó; este botón ya no hace nada.
table-button-stale = Ese botón ya no hace nada aquí.
table-game-already-started = Esa partida ya empezó.
table-challenge-answered = Ese reto ya tuvo respuesta.
