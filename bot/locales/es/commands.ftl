# Los comandos de barra tal como Discord los muestra en español (es-ES y
# es-419), y las pocas frases que escribe el adaptador de Discord. La
# convención de ids está en locales/en/commands.ftl. Los nombres: en
# minúsculas, 1–32 letras, cifras, `-` o `_`; las descripciones, 1–100
# caracteres. Los valores que se escriben (`level:hard`, `quick`) y los
# nombres de comandos citados (/rules, /history) quedan en inglés.

cmd-play = jugar
    .description = Reta a un miembro (o a cualquiera) a una partida en este canal.
cmd-play-game = juego
    .description = A qué juego jugar
cmd-play-opponent = rival
    .description = A quién retas (a Parlor para jugar contra la máquina); vacío para un reto abierto
cmd-play-options = opciones
    .description = Opciones de mesa separadas por espacios (ver /rules), p. ej. quick; level:hard contra Parlor

cmd-accept = aceptar
    .description = Acepta el reto que te espera en este canal.
cmd-decline = rechazar
    .description = Rechaza un reto que te hicieron o retira el tuyo.
cmd-join = unirse
    .description = Únete a la sala de la partida abierta en este canal.
cmd-leave = salir
    .description = Sal de la sala a la que te uniste aquí (si eres el anfitrión, la cierras).
cmd-start = empezar
    .description = Empieza la partida de la sala (el anfitrión, cuando haya suficientes jugadores).

cmd-add-parlor = añadir-parlor
    .description = Sienta a Parlor, el rival automático, en tu sala (el anfitrión).
cmd-add-parlor-level = nivel
    .description = Nivel de Parlor: fácil (easy), normal (por defecto) o difícil (hard)
cmd-remove-parlor = quitar-parlor
    .description = Quita el último puesto de Parlor que añadiste a tu sala (el anfitrión).

cmd-move = mover
    .description = Haz tu jugada en la notación del juego (las sugerencias muestran tus jugadas legales).
cmd-move-move = jugada
    .description = Tu jugada, p. ej. c3-d4; empieza a escribir para ver las legales
cmd-moves = jugadas
    .description = Muestra tus jugadas legales (solo tú ves la lista).

cmd-secret = secreto
    .description = Elige tu número secreto (Trespass) o mira cuál elegiste. Solo tú ves la respuesta.
cmd-secret-number = número
    .description = Tu número secreto, 0–9; déjalo vacío para ver cuál elegiste

cmd-board = tablero
    .description = Muestra la partida de este canal.
cmd-resign = rendirse
    .description = Ríndete en la partida que juegas aquí.
cmd-draw = tablas
    .description = Ofrece tablas o acepta las que te ofrece tu rival.
cmd-claim = reclamar
    .description = Reclama la victoria cuando a tu rival se le ha agotado el tiempo de turno.
cmd-end = terminar
    .description = Termina la partida de aquí (los jugadores de acuerdo, o alguien con Gestionar servidor).

cmd-bet = apostar
    .description = Apuesta fichas a una figura de Corona y Ancla.
cmd-bet-design = figura
    .description = La figura a la que apuestas
cmd-bet-chips = fichas
    .description = Cuántas fichas
cmd-withdraw = retirar
    .description = Retira tus apuestas de Corona y Ancla (de una figura o todas) antes de la tirada.
cmd-withdraw-design = figura
    .description = La figura de la que retiras tu apuesta; vacío para todas
cmd-roll = tirar
    .description = Tira los dados: la tirada del Banquero en Corona y Ancla, o tu turno en Acey Ducey.

cmd-chips = fichas
    .description = Tus fichas en este servidor: saldo, fichas diarias, regalos, clasificación, historial.
cmd-chips-balance = saldo
    .description = Mira tus fichas o las de otro miembro.
cmd-chips-balance-member = miembro
    .description = De quién; vacío para las tuyas
cmd-chips-daily = diarias
    .description = Recoge tus fichas diarias.
cmd-chips-give = regalar
    .description = Regala parte de tus fichas a otro miembro.
cmd-chips-give-member = miembro
    .description = Quién las recibe
cmd-chips-give-amount = cantidad
    .description = Cuántas fichas
cmd-chips-leaderboard = clasificación
    .description = Los diez miembros con más fichas de este servidor.
cmd-chips-history = historial
    .description = Tus últimos movimientos de fichas (solo tú los ves).
cmd-chips-grant = conceder
    .description = Concede fichas a un miembro (Gestionar servidor).
cmd-chips-grant-member = miembro
    .description = Quién las recibe
cmd-chips-grant-amount = cantidad
    .description = Cuántas fichas
cmd-chips-take = quitar
    .description = Quita fichas a un miembro (Gestionar servidor).
cmd-chips-take-member = miembro
    .description = A quién se las quitas
cmd-chips-take-amount = cantidad
    .description = Cuántas fichas
cmd-chips-house = banca
    .description = La cuenta de la banca del servidor, que respalda las mesas de Corona y Ancla abiertas con `house`.
cmd-chips-house-fund = ingresar
    .description = Ingresa fichas en la banca (Gestionar servidor).
cmd-chips-house-fund-amount = cantidad
    .description = Cuántas fichas
cmd-chips-house-balance = saldo
    .description = Mira las fichas de la banca (Gestionar servidor).

cmd-rematch = revancha
    .description = Repite tu última partida de este canal con los puestos cambiados (o acepta la revancha).
cmd-stats = estadísticas
    .description = Puntuaciones y récords: los tuyos o los de un miembro (de Parlor: los de sus niveles).
cmd-stats-member = miembro
    .description = De quién (tú si lo dejas vacío)
cmd-stats-game = juego
    .description = Un juego (vacío: todos en los que tienes puntuación)
cmd-leaderboard = clasificación
    .description = Los jugadores mejor puntuados del servidor en un juego.
cmd-leaderboard-game = juego
    .description = Qué juego
cmd-leaderboard-period = periodo
    .description = Siempre, esta temporada, este mes o esta semana (por defecto: la temporada en curso)
cmd-leaderboard-season = temporada
    .description = Una temporada por su nombre, en curso o terminada
cmd-choice-period-all = siempre
cmd-choice-period-season = esta temporada
cmd-choice-period-month = este mes
cmd-choice-period-week = esta semana
cmd-season = temporada
    .description = Temporadas: la actual y (Gestionar servidor) empezar y terminar una.
cmd-season-start = empezar
    .description = Empieza una temporada (Gestionar servidor; con el ajuste season en manual).
cmd-season-start-name = nombre
    .description = El nombre de la temporada (hasta 40 caracteres)
cmd-season-end = terminar
    .description = Termina la temporada en curso y publica sus clasificaciones finales (Gestionar servidor).
cmd-season-show = ver
    .description = La temporada actual, cuánto le queda y tu puesto en ella.
cmd-history = historial
    .description = Las últimas partidas terminadas en este servidor.
cmd-history-member = miembro
    .description = Solo las partidas que jugó este miembro
cmd-history-game = juego
    .description = Solo este juego
cmd-replay = repetición
    .description = Una partida terminada como animación de sus posiciones, con sus jugadas en un archivo.
cmd-replay-id = número
    .description = El número de la partida, de /history (como 12)

cmd-notify = avisos
    .description = Avisos de turno por mensaje directo cuando ha pasado la mitad de tu tiempo de turno.
cmd-notify-on = activar
    .description = Recibe un mensaje directo al pasar la mitad de tu tiempo de turno (una vez por turno).
cmd-notify-off = desactivar
    .description = Sin mensajes directos sobre tus turnos.
cmd-notify-status = estado
    .description = Mira si tus avisos de turno están activados.
cmd-web = web
    .description = Tu página de miembro en las páginas web del servidor: muéstrala, ocúltala o mira su enlace.
cmd-web-show = mostrar
    .description = Muestra tu página de miembro en las páginas web del servidor.
cmd-web-hide = ocultar
    .description = Oculta tu página de miembro en las páginas web del servidor.
cmd-web-status = estado
    .description = Si tu página de miembro se muestra, con su enlace y las páginas del servidor.

cmd-rules = reglas
    .description = Cómo se juega un juego, con su notación y sus opciones de mesa.
cmd-rules-game = juego
    .description = Qué juego
cmd-help = ayuda
    .description = Qué puede hacer Parlor y cómo empezar una partida.

## Opciones: las figuras de Corona y Ancla.
cmd-choice-design-crown = corona
cmd-choice-design-anchor = ancla
cmd-choice-design-heart = corazón
cmd-choice-design-spade = pica
cmd-choice-design-diamond = diamante
cmd-choice-design-club = trébol

## Sugerencias de `level` (/add-parlor): la palabra y la que se envía.
cmd-choice-level-easy = fácil (easy)
cmd-choice-level-normal = normal
cmd-choice-level-hard = difícil (hard)

## Lo que escribe el adaptador, en el idioma del miembro.
discord-our-fault = Algo ha fallado por mi parte; ya quedó registrado. Vuelve a intentarlo.
discord-unreadable-option = No pude leer esa opción ({ $error }); elige una de la lista.
discord-unknown-control = Ese botón o menú no es mío.
discord-guild-only = Este comando no se puede usar en mensajes directos.
discord-done = Hecho.
discord-sent-dm = Te he enviado un mensaje directo.

## /help: su primera línea y una línea por grupo de comandos. Cómo se
## escriben los comandos sale de sus declaraciones; `help-<línea>` dice qué
## hacen.

cmd-tournament = torneo
    .description = Torneos: sistema suizo, todos contra todos o eliminación directa, cada partida en su hilo.
cmd-tournament-create = crear
    .description = Abre en este canal un torneo al que pueden unirse los miembros.
cmd-tournament-create-game = juego
    .description = El juego de todas las rondas
cmd-tournament-create-format = formato
    .description = Sistema suizo, todos contra todos o eliminación directa
cmd-tournament-create-rounds = rondas
    .description = Solo suizo: cuántas rondas (por defecto: las que pidan los inscritos)
cmd-tournament-create-turn-time = tiempo-de-turno
    .description = Cuánto tiene un jugador para su turno antes de perder por tiempo, p. ej. 1d o 30m
cmd-tournament-create-options = opciones
    .description = Las opciones de juego de cada partida, como las toma /play
cmd-tournament-create-name = nombre
    .description = El nombre del torneo
cmd-tournament-create-max-players = máx-jugadores
    .description = El máximo de jugadores que admite
cmd-tournament-create-double = doble-vuelta
    .description = Solo todos contra todos: jugar dos veces contra cada rival, con los colores cambiados
cmd-tournament-create-rated = puntuado
    .description = Si sus partidas cuentan para la puntuación (por defecto: el ajuste del servidor)
cmd-tournament-join = unirse
    .description = Únete al torneo de este canal.
cmd-tournament-leave = salir
    .description = Sal del torneo de este canal (si ya empezó, quedas retirado).
cmd-tournament-start = empezar
    .description = Empieza el torneo y empareja la ronda 1 (el organizador).
cmd-tournament-standings = clasificación
    .description = La clasificación, con sus desempates.
cmd-tournament-standings-id = número
    .description = Qué torneo (su número); vacío para el de este canal
cmd-tournament-pairings = emparejamientos
    .description = Los emparejamientos y resultados de una ronda.
cmd-tournament-pairings-round = ronda
    .description = Qué ronda; vacío para la actual
cmd-tournament-pairings-id = número
    .description = Qué torneo (su número); vacío para el de este canal
cmd-tournament-list = lista
    .description = Los torneos abiertos y en curso de este servidor.
cmd-tournament-show = ver
    .description = Un torneo: su juego, formato, jugadores y ronda.
cmd-tournament-show-id = número
    .description = Qué torneo (su número); vacío para el de este canal
cmd-tournament-kick = expulsar
    .description = Retira a un jugador del torneo (el organizador).
cmd-tournament-kick-member = miembro
    .description = A quién retirar
cmd-tournament-adjudicate = arbitrar
    .description = Decide una partida disputada de la ronda en curso (el organizador).
cmd-tournament-adjudicate-game = partida
    .description = El número de la partida
cmd-tournament-adjudicate-result = resultado
    .description = Quién la gana, o tablas
cmd-tournament-cancel = cancelar
    .description = Termina el torneo sin ganador (el organizador).
cmd-tournament-export = exportar
    .description = El torneo como archivo TRF-16 de la FIDE.
cmd-tournament-export-id = número
    .description = Qué torneo (su número); vacío para el de este canal
cmd-choice-format-swiss = sistema suizo
cmd-choice-format-round-robin = todos contra todos
cmd-choice-format-knockout = eliminación directa
cmd-choice-double-yes = sí
cmd-choice-double-no = no
cmd-choice-rated-yes = sí
cmd-choice-rated-no = no
cmd-choice-result-first = gana el primero
cmd-choice-result-second = gana el segundo
cmd-choice-result-draw = tablas

help-intro = Parlor sienta a los miembros de este canal a jugar juegos de mesa clásicos.
help-line = { $usage } — { $what }
help-play = reta a alguien, a cualquiera o a @Parlor (la computadora; options:"level:hard"); 3 o 4 jugadores abren una sala
help-answer = responde a un reto (quien retó lo retira con /decline)
help-lobby = una sala: únete, sal o empieza la partida (el anfitrión)
help-parlor = el anfitrión sienta a Parlor (la computadora) en la sala, o lo quita
help-move = juega (el autocompletado muestra tus jugadas legales)
help-moves = tus jugadas legales, solo para ti
help-secret = elige o consulta tu número secreto (Trespass); también por mensaje directo
help-board = muestra la posición
help-resign = abandona la partida
help-draw = ofrece tablas, o acepta la oferta
help-claim = si un jugador agotó su tiempo de turno: gana, o sácalo de una partida de más jugadores
help-end = termina sin resultado (todos los jugadores, o un miembro con Gestionar servidor)
help-roll = tira los dados (Acey Ducey; la Banca de Corona y Ancla)
help-bet = apuestas de Corona y Ancla
help-chips = tus fichas en este servidor
help-rematch = repite aquí tu última partida con los puestos cambiados
help-records = puntuaciones, temporadas, los mejores jugadores, las últimas partidas
help-replay = una partida terminada en animación, con sus jugadas en un archivo
help-notify = un mensaje directo a mitad de tu tiempo de turno
help-web = muestra u oculta tu página en las páginas web del servidor
help-rules = cómo se juega un juego
help-tournament = torneos (suizo, todos contra todos, eliminación directa)
help-settings = ajustes del servidor: tiempos, fichas, juegos, canales, hilos, idioma (Gestionar servidor)
