# The words drawn on crown-and-anchor pictures (es). Ids: pictures-crown-and-anchor-…

## Header
pictures-crown-and-anchor-round-thrown = Ronda { $round }: se tiran los dados
pictures-crown-and-anchor-round-bets = Ronda { $round }: hagan sus apuestas
pictures-crown-and-anchor-banker = Banca: { $who }
pictures-crown-and-anchor-the-house = la casa
pictures-crown-and-anchor-limits = Banca: { $who } · apuestas de { $min } a { $max } fichas
pictures-crown-and-anchor-cover = { $n } puestas para cubrirlas
pictures-crown-and-anchor-timer = temporizador { $seconds } s

## The dice panel
pictures-crown-and-anchor-no-roll = Aún no hay tirada
pictures-crown-and-anchor-how = Se tiran tres dados cuando están hechas las apuestas. Una figura que sale k veces devuelve la apuesta y paga k × la apuesta.
pictures-crown-and-anchor-the-roll = La tirada
pictures-crown-and-anchor-last-roll = Última tirada
pictures-crown-and-anchor-round = ronda { $round }
pictures-crown-and-anchor-triple-banker = un trío: { $who } llevó la banca esta ronda; la banca pasa
pictures-crown-and-anchor-triple-house = un trío (la casa sigue con la banca)

## The board and the players' panel
pictures-crown-and-anchor-no-bets = sin apuestas
pictures-crown-and-anchor-more-bettors = +{ $n } más
pictures-crown-and-anchor-payouts = Pagos de esta ronda
pictures-crown-and-anchor-players = Jugadores
pictures-crown-and-anchor-banker-mark = { $who } (banca)
pictures-crown-and-anchor-banks = lleva la banca
pictures-crown-and-anchor-on-board = { $chips } en la mesa
pictures-crown-and-anchor-now = ahora { $balance }
pictures-crown-and-anchor-and-more = y { $n } más

## Alt text
pictures-crown-and-anchor-alt = Corona y Ancla, ronda { $round }. Banca: { $who }.
pictures-crown-and-anchor-alt-no-bets = Sin apuestas.
pictures-crown-and-anchor-alt-bets = Apuestas: { $bets }.
pictures-crown-and-anchor-alt-roll = La tirada: { $dice }.
pictures-crown-and-anchor-alt-last-roll = Última tirada: { $dice }.
pictures-crown-and-anchor-wins = { $who } gana { $n }
pictures-crown-and-anchor-loses = { $who } pierde { $n }
pictures-crown-and-anchor-even = { $who } queda igual
