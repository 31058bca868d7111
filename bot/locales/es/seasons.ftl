# Seasons and leaderboards by period (issue 32).

## /settings set season, announce_channel, leaderboard_inactive_after
settings-bad-season = «{ $value }» no es una forma de llevar temporadas: indica off, monthly, quarterly o manual.
settings-one-channel = «{ $value }» no es un canal: indica un canal como #general, o none.
settings-inactive-range = «{ $value }» no es un tiempo de 1 a 365 días: indica uno como 30d, u off.

## /season
season-dm = Las temporadas son de un servidor: usa /season en uno de sus canales.
season-admin-only = Solo los miembros con Gestionar servidor pueden empezar o terminar una temporada.
season-not-manual = Las temporadas aquí están en { $setting }: /season start y /season end solo funcionan tras /settings set season manual.
season-bad-name = «{ $value }» no es un nombre de temporada: indica de 1 a { $most } caracteres.
season-running = La temporada { $season } sigue en curso: termínala antes con /season end.
season-name-taken = Este servidor ya tuvo una temporada llamada { $season }: elige otro nombre.
season-none-running = No hay ninguna temporada en curso: empieza una con /season start.
season-changed-meanwhile = Las temporadas cambiaron en este mismo momento; mira /season show.
season-started = { $name } empezó la temporada { $season }: desde ahora las partidas puntuadas cuentan para ella.
season-ended-by = { $name } terminó la temporada { $season }.
season-ended-posted = Sus clasificaciones finales están en { $channel }.
season-ended-read = Sus clasificaciones finales siguen visibles con /leaderboard y season:"{ $season }".
season-show-off = Las temporadas están desactivadas en este servidor: un administrador las activa con /settings set season (monthly, quarterly o manual).
season-show-none = No hay ninguna temporada en curso: un administrador empieza una con /season start.
season-show-calendar = Temporada { $season }: { $days ->
    [one] queda 1 día
   *[other] quedan { $days } días
}, hasta el { $date } a las 00:00 UTC.
season-show-manual = Temporada { $season }, en curso desde el { $date }.
season-show-ranked = { $game }: { $rating }, puesto { $rank }, { $band }
season-show-unranked = { $game }: { $rating }, { $more ->
    [one] falta 1 partida puntuada
   *[other] faltan { $more } partidas puntuadas
} para entrar en la clasificación
season-show-no-games = Aún no tienes ninguna partida puntuada en esta temporada: con { $min } en un juego entras en su clasificación.
season-names-more = y { $more } más

## A season's end, in the announce channel
season-ended-heading = La temporada { $season } ha terminado. Las clasificaciones finales:
season-ended-game = { $game }: campeón { $name }, { $rating } ({ $band })
season-ended-nobody = La temporada { $season } ha terminado; nadie jugó las { $min } partidas puntuadas necesarias para clasificarse.

## /leaderboard
season-board-heading = { $period ->
    [season] { $game }, temporada { $season } (clasificados tras { $min } partidas puntuadas en ella):
    [final] { $game }, clasificación final de la temporada { $season }:
    [month] { $game } este mes, { $month } (clasificados tras { $min } partidas puntuadas en él):
    [week] { $game } esta semana, desde el lunes { $date } (clasificados tras { $min } partidas puntuadas en ella):
   *[other] Puntuaciones de { $game } en este servidor (al menos { $min } partidas):
}
season-board-empty = { $period ->
    [season] Aún nadie está clasificado en { $game } en la temporada { $season }: hacen falta { $min } partidas puntuadas en ella.
    [final] Nadie se clasificó en { $game } en la temporada { $season }.
    [month] Aún nadie está clasificado en { $game } este mes ({ $month }): hacen falta { $min } partidas puntuadas en él.
    [week] Aún nadie está clasificado en { $game } esta semana: hacen falta { $min } partidas puntuadas en ella.
   *[other] Aquí nadie tiene aún { $min } partidas puntuadas de { $game } (quien lleva tiempo sin jugar no aparece).
}
season-board-line = { $rank }. { $name } — { $rating }, { $band } ({ $games ->
    [one] 1 partida
   *[other] { $games } partidas
})
season-board-idle = No { $count ->
    [one] aparece 1 miembro
   *[other] aparecen { $count } miembros
} sin partidas puntuadas en { $days } días.
season-board-both = Indica un periodo o una temporada, no ambos.
season-board-no-season = Este servidor aún no ha tenido temporadas; prueba period:all, month o week.
season-board-no-running = Ahora no hay ninguna temporada en curso; temporadas pasadas: { $seasons }.
season-unknown = Aquí no hay ninguna temporada llamada { $season }; las temporadas son { $seasons }.
season-unknown-none = No hay ninguna temporada llamada { $season }: este servidor aún no ha tenido temporadas.
season-bad-period = «{ $value }» no es un periodo: indica { $periods }.

## /stats
season-stats-band = rango { $band }
