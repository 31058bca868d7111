# Line (Marx Toys): lo que el motor pide, rechaza y anuncia.
# Los bandos son `line-seat-<i>` (games.ftl); las casillas (a1…g7), los números
# de línea y las acciones (`d2-d3 xa1`) son notación. `reclaim`, `pass`, `xhand`
# y las variantes `basic`, `progress`, `scoring` se escriben en inglés.

## Lo que se pide (sigue a "alice (Blancas), te toca:")

line-game-over = la partida ha terminado
line-prompt-pass = pasa (pass) o recupera una bola (reclaim 1) y colócala, ya que no tienes nada que colocar ni rodar
line-prompt-pass-draw = pasa (pass; serán tablas, porque { $opponent } tampoco puede colocar ni rodar) o recupera una bola (reclaim 1) y colócala, ya que no tienes nada que colocar ni rodar
line-prompt-roll = haz rodar una bola a una casilla vacía contigua
line-prompt-place = coloca una bola ({ $hand } en la mano)
line-prompt-place-or-roll = coloca una bola ({ $hand } en la mano) o haz rodar una
line-prompt-barred = { $prompt } (pero no { $from }-{ $to }, que vuelve justo a donde estaba)

## Líneas nombradas en los rechazos

line-lines-one = la línea { $line }
line-lines-two = las líneas { $first } y { $second }
line-lines-none = ninguna línea

## Rechazos

line-not-your-turn = le toca a { $seat }
line-no-such-seat = Line se juega entre dos
line-cannot-pass = aún puedes colocar o rodar (por ejemplo { $example }), así que no puedes pasar
line-reclaim-scoring-only = recuperar bolas confiscadas solo se juega en la variante scoring
line-nothing-confiscated = no tienes ninguna bola confiscada, así que no hay nada que recuperar
line-reclaim-too-many = solo { $confiscated ->
        [one] tienes { $confiscated } bola confiscada
       *[other] tienes { $confiscated } bolas confiscadas
    }
line-reclaim-cost = recuperar { $balls } { $balls ->
        [one] bola
       *[other] bolas
    } cuesta { $balls } { $balls ->
        [one] punto
       *[other] puntos
    }; tienes { $points }
line-not-a-move = aquí solo se comprueba una colocación o una rodada
line-taken-by-yours = la casilla { $spot } ya tiene una bola tuya
line-taken = la casilla { $spot } ya tiene una bola de { $owner }
line-no-ball-in-hand = no te quedan bolas en la mano; haz rodar una de las tuyas por una línea
line-no-ball-of-yours = no tienes ninguna bola en { $spot }
line-not-adjacent = { $from } y { $to } no son contiguas en una línea; una bola rueda un solo paso
line-straight-back = { $from }-{ $to } devuelve esa bola a la casilla que dejó en tu turno anterior
line-must-confiscate = { $to } completa { $lines }: confisca { $count ->
        [one] una bola
       *[other] dos bolas
    } de { $opponent }, por ejemplo { $example }
line-no-line-called = { $spot } no completa ninguna línea, así que no hay nada que confiscar
line-already-in-panel = { $lines } ya { $count ->
        [one] está
       *[other] están
    } en tu panel de puntuación, así que no confisca nada
line-few-left = a { $opponent } solo { $left ->
        [one] le queda { $left } bola
       *[other] le quedan { $left } bolas
    } que confiscar
line-scores-a-point = { $lines } da un punto, no una confiscación
line-too-many-confiscations = { $to } completa { $lines }, así que confisca como mucho { $most } { $most ->
        [one] bola
       *[other] bolas
    }
line-confiscated-twice = la bola de { $spot } solo se puede confiscar una vez
line-own-ball = la bola de { $spot } es tuya; confisca una de { $opponent }
line-no-ball-there = no hay ninguna bola en { $spot } que confiscar
line-board-first = { $opponent } aún tiene bolas en el tablero; xhand confisca de la mano solo cuando ya no queda ninguna allí

## Lo que pasa

line-placed = { $seat } coloca una bola en { $spot }.
line-rolled = { $seat } rueda una bola de { $from } a { $to }.
line-called = { $seat } canta ¡línea! con la línea { $line } ({ $spots }).
line-recorded = La línea { $line } entra en el panel de puntuación de { $seat }.
line-already-recorded = La línea { $line } ya está en el panel de puntuación de { $seat }: no hay confiscación.
line-scored = { $seat } suma { $points } { $points ->
        [one] punto
       *[other] puntos
    } ({ $total } en total).
line-confiscated = { $seat } confisca la bola de { $opponent } en { $spot }.
line-confiscated-from-hand = { $seat } confisca una bola de la mano de { $opponent }.
line-nothing-to-confiscate = A { $opponent } no le queda ninguna bola que confiscar.
line-reclaimed = { $seat } gasta { $balls } { $balls ->
        [one] punto
       *[other] puntos
    } para recuperar { $balls } { $balls ->
        [one] bola
       *[other] bolas
    } a la mano (le { $total ->
        [one] queda { $total }
       *[other] quedan { $total }
    }).
line-passed = { $seat } no puede colocar ni rodar y pasa; { $opponent } vuelve a jugar.
line-neither-can-move = Los dos han pasado y ninguno puede colocar ni rodar: la partida termina en tablas.
line-all-confiscated = { $seat } ha confiscado las nueve bolas de { $opponent }: gana { $seat }.
line-target-reached = { $seat } llega a { $score } { $score ->
        [one] punto
       *[other] puntos
    }: gana { $seat }.
line-safeguard-won = { $moves } colocaciones y rodadas sin confiscación, punto ni línea nueva: gana { $winner }.
line-safeguard-drawn = { $moves } colocaciones y rodadas sin confiscación, punto ni línea nueva: la partida termina en tablas.
line-resigned = { $seat } abandona; gana { $winner }.
line-draw-agreed = Tablas por acuerdo.

## Notación que no se entiende ($text: unos caracteres de lo escrito, entre comillas)

line-parse-hint = coloca con una casilla (d2), rueda con d2-d3, añade xa1 para confiscar, reclaim 2 para recuperar, o pass cuando no puedas ni colocar ni rodar
line-parse-empty = escribe una acción: { line-parse-hint }
line-parse-too-long = es demasiado largo para una acción de Line; { line-parse-hint }
line-parse-unexpected = no se esperaba { $text } en la acción; { line-parse-hint }
line-parse-spot-missing = falta una casilla al final; { line-parse-hint }
line-parse-not-a-spot = { $text } no es una casilla; las casillas son a1 d1 g1, b2 d2 f2, c3 d3 e3, a4 b4 c4 e4 f4 g4 y así hasta g7
line-parse-too-many-confiscations = como mucho dos confiscaciones: una colocación o rodada completa como mucho dos líneas
line-parse-reclaim-how-many = di cuántas bolas recuperar, por ejemplo reclaim 2
line-parse-reclaim-not-a-number = { $text } no es un número de bolas; recupera así: reclaim 2
line-parse-reclaim-range = recupera de 1 a 9 bolas, por ejemplo reclaim 2
