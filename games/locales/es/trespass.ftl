# trespass messages (es)

## Prompts
trespass-game-over = la partida ha terminado
trespass-prompt-secret = elige un número secreto del 0 al 9 con /secret
trespass-prompt-move = mueve una ficha de cualquier color
trespass-prompt-move-locked = mueve una ficha de cualquier color (menos la de { $square })

## A piece as players name it: "el 3 de Rojo"
trespass-piece = el { $number } de { $owner }

## Events
trespass-secret-picked = { $seat } ha elegido su número secreto.
trespass-play-begins = Los dos números secretos están elegidos: empieza la partida y mueve primero { $seat }.
trespass-moved = { $seat } ha movido { $piece } de { $from } a { $to }.
trespass-passed = { $seat } no tiene ningún movimiento válido y pasa.
trespass-won = La ficha secreta de { $seat }, el { $number }, ha llegado a la fila { $rank }: gana { $seat }.
trespass-neither-can-move = Ningún jugador puede mover: la partida termina en tablas.
trespass-resigned = { $seat } se ha rendido; gana { $winner }.
trespass-draw-agreed = Tablas de mutuo acuerdo.
trespass-secrets-revealed = Números secretos: { $first }, { $second }.
trespass-secret-shown = { $seat } { $number }
trespass-secret-never-picked = { $seat } no llegó a elegir

## Refusals
trespass-not-your-turn = le toca a { $seat }
trespass-waiting-for-secrets = falta que se elijan los números secretos
trespass-locked = tu rival acaba de mover esa ficha
trespass-secret-already-picked = ya has elegido tu número secreto; no se puede cambiar
trespass-two-seats = Trespass es para dos jugadores
trespass-play-begun = los números secretos se eligen antes de empezar a jugar
trespass-no-such-number = elige el número de una de tus fichas, del 0 al 9
trespass-no-piece = no hay ninguna ficha en { $square }
trespass-same-square = { $from } a { $to }: un movimiento tiene que terminar en otra casilla
trespass-taken = { $from } a { $to }: { $to } está ocupada por { $piece }
trespass-goal-row-sideways = { $from } a { $to }: { $piece } está en su fila de meta y solo puede moverse de lado por ella
trespass-backward = { $from } a { $to }: las fichas de { $owner } nunca van hacia atrás (hacia la fila { $rank })
trespass-jump-then-slide = { $from } a { $to }: no hay ningún camino válido (no se puede saltar y después deslizar)
trespass-no-path = { $from } a { $to }: no hay ningún camino válido; una ficha se desliza por casillas vacías o salta fichas contiguas, hacia delante o de lado

## Notation
trespass-parse-hint = indica la casilla de salida y la de llegada, como b2-d5
trespass-parse-empty = escribe un movimiento: { trespass-parse-hint }
trespass-parse-too-long = es demasiado largo para un movimiento de Trespass; { trespass-parse-hint }
trespass-parse-pass = no puedes pasar si puedes mover; la partida pasa por ti cuando no puedes
trespass-parse-unexpected = sobra { $text } en el movimiento; { trespass-parse-hint }
trespass-parse-not-notation = eso no es notación de Trespass; { trespass-parse-hint }
trespass-parse-not-square = { $word } no es una casilla; las casillas van de a1 a e6
