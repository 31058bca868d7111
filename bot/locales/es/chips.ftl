# chips messages (es): /chips, carteras y rechazos del libro de fichas, partidas
# con apuesta, y las apuestas, tiradas y pagos de la mesa de Corona y Ancla.

## Cantidades tal como se escriben

chips-amount-missing = Indica una cantidad de fichas, un número entero como 50.
chips-amount-negative = { $shown } no es una cantidad positiva; indica al menos 1 ficha.
chips-amount-fraction = { $shown } no es un número entero de fichas; las fichas no se parten.
chips-amount-not-number = «{ $shown }» no es una cantidad de fichas; indica un número entero como 50.
chips-amount-zero = Cero fichas no mueven nada; indica al menos 1 ficha.
chips-amount-over-wallet = { $shown } fichas es más de lo que puede tener una cartera ({ $max }).
chips-amount-over-all = { $shown } fichas es más de lo que puede existir; una cartera tiene como máximo { $max }.

## El libro de fichas rechazó un cambio

chips-store-spent = Esas fichas ya no están (otro comando las gastó antes); no se movió nada.
chips-store-too-large = Eso pondría más de { $max } en una cuenta; no se movió nada.
chips-store-past-cap = Eso podría poner más de { $max } en una cuenta cuando paguen las mesas y partidas abiertas; no se movió nada.

## Lo máximo que puede tener una cartera

chips-cap = { $what } { $who ->
    [you] podría llevarte
    [house] podría llevar a la casa
    [banker] podría llevar al banquero, { $name },
   *[member] podría llevar a { $name }
} por encima de { $max }, lo máximo que puede tener { $holder ->
    [wallet] una cartera
   *[account] una cuenta
}
chips-cap-counting = { $what } { $who ->
    [you] podría llevarte
    [house] podría llevar a la casa
    [banker] podría llevar al banquero, { $name },
   *[member] podría llevar a { $name }
} por encima de { $max }, lo máximo que puede tener { $holder ->
    [wallet] una cartera
   *[account] una cuenta
}, contando las { $owed } que las mesas y partidas abiertas aún pueden { $who ->
    [you] pagarte
   *[other] pagarle
}
chips-cap-what-daily = Tu paga diaria de { $amount }
chips-cap-what-that = Eso
chips-cap-what-pot = Ganar el bote de { $pot }
chips-cap-what-triple = Un triple en esa apuesta
chips-cap-what-every-bet-loses = Si pierden todas las apuestas, esa apuesta
chips-cap-instead = { $cap }; { $instead }.
chips-cap-daily = { $cap }; no se cobró nada.
chips-cap-stake = { $cap }; juega por menos.
chips-at-most-give = da como mucho { $n }
chips-at-most-grant = concede como mucho { $n }
chips-at-most-fund = ingresa como mucho { $n }
chips-at-most-bet = apuesta como mucho { $n }
chips-nothing-fits = ya no cabe nada más
chips-no-more-you = ahora no puedes apostar más
chips-no-more-table = la mesa no acepta más apuestas en esta ronda

## Duraciones

chips-days = { $n ->
    [one] { $n } día
   *[other] { $n } días
}
chips-hours = { $n ->
    [one] { $n } hora
   *[other] { $n } horas
}
chips-minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minutos
}
chips-under-a-minute = menos de un minuto

## /chips

chips-server-only = Las fichas son de un servidor; usa /chips en uno de sus canales.
chips-already-done = Eso ya está hecho.
chips-admin-only = Solo los miembros con Gestionar servidor pueden { $what ->
    [grant] dar fichas
    [take] quitar fichas
    [fund] poner fichas en la casa
   *[house] ver el saldo de la casa
}.
chips-house-holds = La casa tiene { $amount }.
chips-bot = { $name } es un bot; los bots no tienen fichas.
chips-balance-of = { $name } tiene { $amount }.
chips-balance-of-fresh = { $name } tiene { $amount } (la asignación inicial, aún sin cobrar).
chips-balance = Tienes { $amount }.
chips-balance-welcome = Tienes { $amount }. Te damos la bienvenida: todos los miembros empiezan con { $starting }.
chips-no-daily = Este servidor no da fichas diarias.
chips-daily-early = Ya cobraste tus fichas diarias; las próximas llegan dentro de { $wait } ({ $at }).
chips-daily = Cobraste { $amount }; ahora tienes { $total }. Las próximas fichas diarias llegan dentro de { $every }.
chips-give-self = No puedes darte fichas a ti mismo.
chips-give-short = Tienes { $have }; no puedes dar { $amount }.
chips-gave = { $giver } le dio { $amount } a { $receiver }.
chips-leaderboard-empty = Aquí nadie tiene fichas todavía; /chips daily o una partida de Corona y Ancla te ponen en marcha.
chips-leaderboard-title = Quién tiene más fichas en este servidor:
chips-leaderboard-line = { $rank }. { $name } — { $amount }
chips-member-id = miembro { $id }
chips-history-empty = Aún no tienes historial de fichas; empiezas con { $starting } la primera vez que juegas o usas /chips.
chips-history-title = Tus últimos movimientos de fichas (saldo { $balance }):
chips-history-line = { $at }: { $sign }{ $amount } — { $what }
chips-history-line-game = { $at }: { $sign }{ $amount } — { $what } (partida #{ $game })
chips-history-line-round = { $at }: { $sign }{ $amount } — { $what } (partida #{ $game }, ronda { $round })
chips-granted = { $admin } (Gestionar servidor) le dio { $amount } a { $member }; ahora tiene { $total }.
chips-take-short = { $name } tiene { $have }; no puedes quitarle { $amount }.
chips-took = { $admin } (Gestionar servidor) le quitó { $amount } a { $member }; ahora tiene { $total }.
chips-funded = { $admin } (Gestionar servidor) puso { $amount } en la casa; ahora tiene { $total }.

## Notas del libro de fichas en /chips history

chips-note-welcome = asignación inicial
chips-note-daily = paga diaria
chips-note-gave = regalo de { $giver } a { $receiver }
chips-note-granted = concedidas por { $name }
chips-note-taken = quitadas por { $name }
chips-note-funded = puestas en la casa por { $name }
chips-note-bet = apuesta { $on }
chips-note-cover = puestas para cubrir las apuestas de la mesa
chips-note-cover-fewer = cobertura devuelta: menos apuestas que cubrir
chips-note-cover-closed = cobertura devuelta: la mesa cerró
chips-note-bets-closed = apuestas devueltas: la mesa cerró
chips-note-withdrawn = apuesta { $on } retirada
chips-note-withdrawn-all = apuestas retiradas
chips-note-won-round = ganadas en la ronda { $round }
chips-note-bank-take = lo que se lleva la banca en la ronda { $round }
chips-note-penalty = penalización: una pieza enviada a la Perrera
chips-note-stake = apuesta en { $game } #{ $id }
chips-note-won-game = victoria en { $game } #{ $id }
chips-note-stake-returned = apuesta devuelta: { $game } #{ $id } no tuvo ganador
chips-reason = { $reason ->
    [welcome] bienvenida
    [daily] paga diaria
    [give] regalo
    [grant] concesión
    [take] retirada
    [house_fund] fondos de la casa
    [bet] apuesta
    [withdraw] apuesta retirada
    [cover] cobertura
    [payout] pago
    [bank] banca
    [refund] devolución
    [stake] apuesta de partida
    [winnings] ganancias
   *[penalty] penalización
}

## Partidas con apuesta

chips-stakes-server-only = Las partidas con fichas se juegan en un canal de servidor.
chips-stake-short = Tienes { $have }; la apuesta es de { $stake }. Juega por menos, o sin apuesta.
chips-stake-short-of = { $name } tiene { $have }; la apuesta es de { $stake }. Juega por menos, o sin apuesta.
chips-penalty-no-room = { $payee } no tiene sitio para más fichas, así que { $payer } no paga penalización.
chips-penalty-broke = { $payer } no tiene fichas para pagar la penalización.
chips-penalty-paid = { $payer } le paga { $amount } a { $payee } por la pieza enviada a la Perrera.

## Mesas de Corona y Ancla

chips-design = { $design ->
    [crown] corona
    [anchor] ancla
    [heart] corazón
    [spade] pica
    [diamond] diamante
   *[club] trébol
}
chips-on-design = { $design ->
    [crown] a la corona
    [anchor] al ancla
    [heart] al corazón
    [spade] a la pica
    [diamond] al diamante
   *[club] al trébol
}
chips-crown-not-open = La mesa aún no ha abierto: el anfitrión la abre con Start o /start.
chips-crown-other-game = Aquí se juega a { $game }, no a Corona y Ancla.
chips-crown-none = No hay ninguna mesa de Corona y Ancla aquí; abre una con /play game:crown-and-anchor.
chips-crown-server-only = Corona y Ancla es una función de los servidores: se juega con fichas en un canal de servidor.
chips-crown-left = Dejaste esta mesa y no puedes volver a sentarte; para jugar, abre tu propia mesa en otro canal o hilo con /play.
chips-crown-joined = { $name } se sentó a la mesa.
chips-crown-already = Ya estás en esta mesa.
chips-crown-not-at = No estás en esta mesa.
chips-crown-bad-button = Ese botón no es mío.
chips-crown-chip-size = Tus botones de figuras ahora apuestan { $amount } cada uno (o escribe /bet design:anchor chips:N para cualquier cantidad).
chips-crown-bet = { $name } apuesta { $amount } { $on }. En la mesa: { $stakes }.
chips-crown-bet-more = { $name } apuesta { $amount } { $on } ({ $total } { $on } en total). En la mesa: { $stakes }.
chips-crown-timer = Las apuestas se cierran y se tiran los dados en { $seconds } segundos.
chips-crown-house-fund = Un administrador puede añadir fichas con /chips house fund.
chips-crown-no-bets = No tienes apuestas en esta mesa.
chips-crown-withdrew = { $name } retiró { $amount } de la mesa.
chips-crown-players-roll = Solo los jugadores de la mesa pueden tirar los dados; únete primero con /join.
chips-crown-banker-rolls = Solo el banquero ({ $banker }) tira los dados; cualquiera en la mesa puede tirarlos si el banquero sigue en silencio { $wait } más.
chips-round-rolled = Ronda { $round }: { $name } sacó { $dice }.
chips-round-timer = Se acabó el tiempo de la ronda { $round }: los dados sacaron { $dice }.
chips-payouts = Pagos: { $list }.
chips-payout = { $name } { $sign }{ $amount }
chips-payout-banker = { $name } (banquero) { $sign }{ $amount }
chips-payout-house = la casa (banca) { $sign }{ $amount }
