# Corona y Ancla: lo que pasa en la mesa y lo que se rechaza. Los sucesos van en
# minúscula y sin punto (la mesa los convierte en frases).

crown-and-anchor-numbered-seat = puesto { $n }

## Figuras: el nombre, con "un/una", con "el/la". Se apuesta con el nombre
## inglés (`/bet design:anchor`) o con el español.

crown-and-anchor-design-crown = corona
crown-and-anchor-design-crown-indefinite = una corona
crown-and-anchor-design-crown-definite = la corona
crown-and-anchor-design-anchor = ancla
crown-and-anchor-design-anchor-indefinite = un ancla
crown-and-anchor-design-anchor-definite = el ancla
crown-and-anchor-design-heart = corazón
crown-and-anchor-design-heart-indefinite = un corazón
crown-and-anchor-design-heart-definite = el corazón
crown-and-anchor-design-spade = pica
crown-and-anchor-design-spade-indefinite = una pica
crown-and-anchor-design-spade-definite = la pica
crown-and-anchor-design-diamond = diamante
crown-and-anchor-design-diamond-indefinite = un diamante
crown-and-anchor-design-diamond-definite = el diamante
crown-and-anchor-design-club = trébol
crown-and-anchor-design-club-indefinite = un trébol
crown-and-anchor-design-club-definite = el trébol

## Sucesos

crown-and-anchor-threw = { $seat } sacó { $design }
crown-and-anchor-banker-chosen = { $seat } lleva la banca
crown-and-anchor-rolled = ronda { $round }: los dados muestran { $dice }
crown-and-anchor-bank-passes-triple = un trío: la banca pasa de { $from } a { $to }
crown-and-anchor-bank-passes = la banca pasa de { $from } a { $to }
crown-and-anchor-left = { $seat } dejó la mesa

## Rechazos

crown-and-anchor-not-seated = { $seat } no está en la mesa
crown-and-anchor-banker-cannot-bet = la banca no apuesta; la banca cubre las apuestas de la mesa
crown-and-anchor-zero-chips = apuesta un número entero de fichas, al menos 1
crown-and-anchor-below-minimum = el mínimo de la mesa es { $chips } por apuesta
crown-and-anchor-above-maximum = el máximo de la mesa es { $chips } por apuesta
crown-and-anchor-not-enough-chips = tienes { $free } libres; una apuesta de { $bet } necesita { $more } más
crown-and-anchor-banker-cannot-cover-any = la banca no puede cubrir nada más en { $design }
crown-and-anchor-banker-cannot-cover = la banca no puede cubrir eso; como mucho { $most } más en { $design }
crown-and-anchor-house-cannot-cover-any = la casa no puede cubrir nada más en { $design }
crown-and-anchor-house-cannot-cover = la casa no puede cubrir eso; como mucho { $most } más en { $design }
crown-and-anchor-too-many-chips = son más fichas de las que caben en una mesa
crown-and-anchor-nothing-to-withdraw-on = no tienes ninguna apuesta en { $design } que retirar
crown-and-anchor-nothing-to-withdraw = no tienes apuestas en la mesa que retirar
crown-and-anchor-no-bets = no hay apuestas en la mesa; no hay nada por lo que tirar
crown-and-anchor-has-bets = tienes apuestas en la mesa; retíralas o espera a la tirada
crown-and-anchor-banker-has-bets = la banca no puede irse con apuestas en la mesa; tira primero
crown-and-anchor-last-player = eres el último jugador de la mesa, así que nadie podría llevar la banca; cierra la mesa con /end
crown-and-anchor-table-full = la mesa está llena ({ $most } jugadores)
crown-and-anchor-out-of-seats = esta mesa se ha quedado sin puestos; abre una mesa nueva
crown-and-anchor-not-a-design = { $text } no es una figura; elige corona, ancla, corazón, pica, diamante o trébol (crown, anchor, heart, spade, diamond, club)
