# acey-ducey messages (es)
# Vocabulario: men = fichas, point = punta, Dog House = la Caseta del Perro,
# Home Table = Tabla de Casa, bear off = sacar, roll = tirar los dados.

acey-ducey-game-over = la partida ha terminado
# The dice being played, larger first: "5 y 3"
acey-ducey-dice-pair = { $high } y { $low }

## Prompts
acey-ducey-prompt-roll = tira los dados
acey-ducey-prompt-roll-again = vuelve a tirar (Acey-Ducey)
acey-ducey-prompt-enter-last = entra tu última ficha con el { $high } o con el { $low }
acey-ducey-prompt-enter = entra con { $a } y { $b }
acey-ducey-prompt-enter-and-play = entra desde la Caseta del Perro y juega { $a } y { $b }
acey-ducey-prompt-play = juega { $a } y { $b }
acey-ducey-prompt-play-and-roll = juega el 1 y el 2 y vuelve a tirar
acey-ducey-prompt-roll-again-stuck = vuelve a tirar (no se pueden jugar ni el 1 ni el 2)
acey-ducey-prompt-choose = elige: manda una ficha desde { $points }, o { $play }

## Events
acey-ducey-start-roll-tie = { $first } ha sacado { $first_dice } y { $second } ha sacado { $second_dice }: empate, así que los dos vuelven a tirar.
acey-ducey-start-roll = { $first } ha sacado { $first_dice } y { $second } ha sacado { $second_dice }: empieza { $starter }.
acey-ducey-rolled = { $seat } ha sacado { $dice }.
acey-ducey-rolled-acey-ducey = { $seat } ha sacado { $dice } (Acey-Ducey).
acey-ducey-rolled-acey = { $seat } ha sacado { $dice } (Acey y { $other }).
acey-ducey-rolled-ducey = { $seat } ha sacado { $dice } (Ducey y { $other }).
acey-ducey-entered = { $seat } ha entrado { $count ->
        [one] una ficha en la punta { $points }
       *[other] fichas en las puntas { $points }
    }; { $left ->
        [0] ya están dentro las 15
        [one] queda 1 por entrar
       *[other] quedan { $left } por entrar
    }.
acey-ducey-die-lost = El { $die } de { $seat } se pierde: la punta { $point } la tiene { $opponent }.
acey-ducey-set-up-done = { $seat } ya ha colocado todas sus fichas y espera a que termine { $opponent }.
acey-ducey-play-begins = Los dos bandos están colocados: empieza a jugar { $seat }.
acey-ducey-played = { $seat } ha jugado { $steps }.
acey-ducey-played-forced = Única jugada posible de { $seat }: { $steps }.
acey-ducey-sent = { $seat } usa el Acey-Ducey y manda la ficha de { $opponent } de la punta { $point }.
acey-ducey-sent-to-dog-house = La ficha de { $owner } en su punta { $point } va a la Caseta del Perro.
acey-ducey-no-play = { $seat } no puede usar la tirada; pasa el turno.
acey-ducey-rolls-again = Acey-Ducey: { $seat } vuelve a tirar.
acey-ducey-won = { $seat } ha sacado sus 15 fichas y gana.
acey-ducey-resigned = { $seat } se ha rendido; gana { $winner }.
acey-ducey-draw-agreed = Tablas de mutuo acuerdo.

## Refusals
acey-ducey-not-your-turn = le toca a { $seat }
acey-ducey-roll-first = primero tira los dados (escribe roll)
acey-ducey-already-rolled = ya has sacado { $dice }; juega esa tirada
acey-ducey-set-up-over = la colocación ha terminado; juega tus dados como movimientos, como 13/8 8/5
acey-ducey-enter-in-set-up = en la colocación los dados entran fichas: escribe los dados, como { $example }
acey-ducey-enter-with-dice = has sacado { $dice }; entra con esos dados
acey-ducey-entry-held = tu punta { $point } la tienen fichas de { $opponent }: ese { $die } se pierde
acey-ducey-one-man-left = solo te queda una ficha por entrar: elige un dado, { $high } o { $low }
acey-ducey-enter-every-die = mientras queden dos o más fichas, cada dado tiene que entrar una: { $example }
acey-ducey-send-needs-acey-ducey = para mandar una ficha a la Caseta del Perro hace falta un Acey-Ducey, una tirada de 1 y 2
acey-ducey-send-only-from-ends = el Acey-Ducey solo manda fichas desde las puntas 1, 2, 23 y 24
acey-ducey-nothing-to-send = no hay ninguna ficha de { $opponent } en tu punta { $point } que mandar
acey-ducey-neither-die-plays = no se pueden jugar ni el 1 ni el 2: manda una ficha o escribe roll para volver a tirar
acey-ducey-dog-house-empty = no tienes ninguna ficha en la Caseta del Perro
acey-ducey-enter-first = primero entra tus fichas desde la Caseta del Perro (bar/…)
acey-ducey-no-man-on = no tienes ninguna ficha en la punta { $point }
acey-ducey-toward-home = las fichas solo avanzan hacia casa, del 24 al 1
acey-ducey-not-all-home = solo puedes sacar fichas cuando todas están en tu Tabla de Casa (del 6 al 1)
acey-ducey-point-held = tu punta { $point } la tienen dos o más fichas de { $opponent }
acey-ducey-not-bearing-off = { $step } no es una salida válida con { $dice }
acey-ducey-needs-both-dice = { $step } necesita los dos dados y no hay ningún paso abierto
acey-ducey-wrong-distance = { $step } es un movimiento de { $distance }; estás jugando { $dice }
acey-ducey-use-most-dice = tienes que usar tantos dados como puedas ({ $most }), por ejemplo { $example }
acey-ducey-larger-die = solo se puede jugar un dado, así que tiene que ser el mayor, el { $die }
acey-ducey-not-a-legal-play = esa no es una jugada válida con { $dice }; por ejemplo { $example }
acey-ducey-ambiguous-play = { $steps } se puede jugar de más de una forma; escribe cada paso: { $ways }

## Notation
acey-ducey-parse-hint = escribe roll, una jugada como 13/8 8/5 o bar/22, dados de colocación como 6 3, o send 23
acey-ducey-parse-too-long = es demasiado largo para una acción de Acey Ducey; { acey-ducey-parse-hint }
acey-ducey-parse-unexpected = sobra { $text } en la acción; { acey-ducey-parse-hint }
acey-ducey-parse-pass = no puedes pasar; la partida pasa por ti cuando no se pueden jugar los dados
acey-ducey-parse-send-one = indica una sola punta desde la que mandar, como send 23
acey-ducey-parse-too-many-steps = son más pasos de los que permiten dos dados
acey-ducey-parse-not-send-point = { $word } no es una punta desde la que mandar; usa send 1, 2, 23 o 24
acey-ducey-parse-too-many-dice = en la colocación entra una ficha por dado: indica uno o dos dados, como 6 3
acey-ducey-parse-not-die = { $word } no es un dado; en la colocación se escriben valores de dado del 1 al 6, como 6 3; los movimientos son como 13/8
acey-ducey-parse-not-move = { $word } no es un movimiento; { acey-ducey-parse-hint }
acey-ducey-parse-not-point = { $word } no es una punta; las puntas van del 24 al 1, más bar y off
