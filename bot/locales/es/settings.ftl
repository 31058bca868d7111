# settings messages (es): /settings (issue 21), los ajustes que /play respeta, el modo hilos

settings-dm = Los ajustes son de un servidor; usa /settings en uno de sus canales.
settings-already-done = Eso ya estaba hecho.
settings-admin-only = Solo un miembro con el permiso Gestionar servidor puede ver o cambiar los ajustes de este servidor.
settings-unknown-key = No existe el ajuste "{ $key }". Los ajustes son: { $keys }.
settings-empty-value = Indica un valor: /settings set key:{ $key } value:…
settings-show-head = Ajustes de este servidor (sus propios valores sustituyen a los predeterminados de config.toml; una partida en curso conserva los temporizadores con los que empezó):
settings-show-default = `{ $key }`: { $value } (predeterminado)
settings-show-set = `{ $key }`: { $value }, cambiado por { $name } el { $when }
settings-show-reset = `{ $key }`: { $value } (predeterminado; restablecido por { $name } el { $when })
settings-show-foot = Cambia uno con /settings set key:… value:…, o vuelve al valor predeterminado con /settings reset key:…
settings-set = { $name } cambió `{ $key }` a { $value } (antes: { $old }).
settings-reset = { $name } restableció `{ $key }` a su valor predeterminado, { $value }.
settings-timers-kept = Las partidas en curso conservan sus temporizadores.
settings-bad-duration = "{ $value }" no es una duración: escríbela como 90s, 10m, 2h o 7d.
settings-duration-range = `{ $key }` debe estar entre 1 minuto y 30 días; { $value } queda fuera.
settings-bad-number = "{ $value }" no es un número entero de fichas; escríbelo como 500 o 1000.
settings-number-range = `{ $key }` debe estar entre { $min } y { $max } fichas.
settings-min-above-max = El mínimo de la mesa ({ $min }) no puede superar el máximo ({ $max }); cambia primero el otro.
settings-bad-switch = `{ $key }` es on u off, no "{ $value }".
settings-unknown-game = "{ $value }" no es un juego; los juegos son { $games } (o all).
settings-no-games = Deja al menos un juego activado: nombra los juegos (como { $games }) o escribe all.
settings-bad-channel = "{ $value }" no es un canal: indica menciones de canal como #juegos, ids de canal o all.
settings-bad-language = "{ $value }" no es un idioma que Parlor hable: indica en, es, fr o auto.
settings-game-off = { $game } está desactivado en este servidor. Los juegos de aquí: { $games }.
settings-channel-off = En este servidor Parlor juega en { $channels }; empieza tu partida allí.
settings-thread-players = { $first } contra { $second }
settings-thread-name = { $game } — { $players }
settings-thread-opening = Abriendo un hilo para esta partida…
settings-thread-pointer = { $name } empezó una partida de { $game } en { $thread }.
settings-thread-permission = No puedo abrir un hilo para la partida aquí: Parlor necesita el permiso { $permission } en este canal. Un administrador puede concederlo, o desactivar los hilos con /settings set key:threads value:off.
settings-permission-create-threads = Crear hilos públicos
settings-permission-send-in-threads = Enviar mensajes en hilos

# El comando /settings tal como lo muestra Discord (nombres: minúsculas, sin espacios).
cmd-settings = ajustes
    .description = Ver o cambiar los ajustes de Parlor en este servidor (Gestionar servidor)
cmd-settings-show = ver
    .description = Todos los ajustes, su valor y quién los cambió y cuándo
cmd-settings-set = cambiar
    .description = Cambiar un ajuste en este servidor
cmd-settings-set-key = ajuste
    .description = Qué ajuste
cmd-settings-set-value = valor
    .description = El nuevo valor: 2h, 500, on, off, checkers hot-spot, #juegos, es, all…
cmd-settings-reset = restablecer
    .description = Volver al valor predeterminado de config.toml
cmd-settings-reset-key = ajuste
    .description = Qué ajuste

# Las opciones de /settings key:
cmd-choice-key-challenge_expiry = caducidad de los desafíos
cmd-choice-key-turn_timer = tiempo por turno
cmd-choice-key-abandon_after = abandono tras
cmd-choice-key-starting_chips = fichas iniciales
cmd-choice-key-daily_chips = fichas diarias
cmd-choice-key-daily_every = frecuencia de las diarias
cmd-choice-key-table_min = apuesta mínima de mesa
cmd-choice-key-table_max = apuesta máxima de mesa
cmd-choice-key-house_banks = la casa hace de banca
cmd-choice-key-games = juegos
cmd-choice-key-channels = canales
cmd-choice-key-threads = hilos
cmd-choice-key-language = idioma
cmd-choice-key-rated = partidas puntuadas
settings-and-more = { $shown } y { $more } más
settings-too-many-channels = Son { $given } canales: Parlor juega en { $most } canales listados como mucho. Indica menos, o usa all.
