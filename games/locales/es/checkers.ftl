# Damas (damas inglesas): lo que el motor pide, rechaza y anuncia.
# Los bandos son `checkers-seat-<i>` (games.ftl); las casillas y las jugadas
# son notación, igual en todos los idiomas.

## Lo que se pide

checkers-game-over = la partida ha terminado
checkers-prompt-capture = tienes que comer, con { $captures }
checkers-prompt-move = mueve una pieza, por ejemplo { $example } (los peones avanzan en diagonal hacia { $squares })

## Jugadas rechazadas

checkers-not-your-turn = le toca a { $seat }
checkers-capture-compulsory = comer es obligatorio: puedes jugar { $captures }
checkers-ambiguous = { $action } puede ser { $fits }; escribe el recorrido completo
checkers-no-piece = no hay ninguna pieza en la casilla { $square }
checkers-not-your-piece = la pieza de la casilla { $square } es de { $owner }
checkers-no-capture = { $action }: en este turno no hay nada que comer; mueve una pieza, por ejemplo { $example }
checkers-not-a-capture = { $action } no es una captura válida; capturas posibles: { $available }
checkers-incomplete = la captura debe completarse: { $action } continúa con { $continues }
checkers-stands-still = { $from }-{ $to } no mueve la pieza
checkers-nothing-to-jump = de { $from } a { $to } sería un salto, pero ahí no hay ninguna pieza de { $opponent } que comer
checkers-not-a-step = de { $from } a { $to } no es un movimiento: las piezas avanzan una casilla en diagonal
checkers-backward = de { $from } a { $to } es hacia atrás; solo las damas retroceden
checkers-occupied = la casilla { $to } está ocupada por una pieza de { $owner }
checkers-not-legal = { $from }-{ $to } no es un movimiento válido

## Lo que pasa

checkers-moved = Jugada de { $seat }: { $from }-{ $to }.
checkers-captured = Captura de { $seat }: { $action }, { $count ->
        [one] cae la pieza
       *[other] caen las piezas
    } de { $opponent } en { $squares }.
checkers-crowned = El peón de { $seat } en { $square } corona: ahora es dama.
checkers-no-legal-move = Ningún movimiento válido para { $seat }: victoria de { $winner }.
checkers-no-pieces-left = No quedan piezas de { $seat }: victoria de { $winner }.
checkers-drawn-forty-moves = Tablas: cuarenta jugadas por bando sin capturas ni movimientos de peón.
checkers-drawn-repetition = Tablas: la misma posición se ha repetido tres veces con el mismo jugador al turno.
checkers-resigned = Abandono de { $seat }: victoria de { $winner }.
checkers-draw-agreed = Tablas por acuerdo.

## Notación que no se entiende ($text: unos caracteres de lo escrito, entre comillas)

checkers-parse-hint = escribe un movimiento como 11-15 o una captura como 15x24
checkers-parse-empty = escribe un movimiento: { checkers-parse-hint }
checkers-parse-too-long = es demasiado largo para un movimiento de damas; { checkers-parse-hint }
checkers-parse-unexpected = no se esperaba { $text } en el movimiento; { checkers-parse-hint }
checkers-parse-missing-square = falta una casilla junto a '{ $separator }'; { checkers-parse-hint }
checkers-parse-mixed = usa '-' para un movimiento y 'x' entre todas las casillas de una captura, no los dos
checkers-parse-not-a-square = { $text } no es una casilla; las casillas van del 1 al 32
checkers-parse-too-many = una captura come como mucho doce piezas; ahí hay demasiadas casillas; { checkers-parse-hint }
checkers-parse-trailing = el movimiento termina con un separador; { checkers-parse-hint }
checkers-parse-two-squares = un movimiento nombra dos casillas, como 11-15; separa las casillas de una captura con x, como 15x24x31
checkers-parse-not-notation = eso no es notación de damas; { checkers-parse-hint }
