# games messages (es)
# Every game's title, seat names and rules summary (ids <game>-title, <game>-seat-<i>,
# <game>-rules, see i18n::title/seat/rules), and the refusals every game shares.
# The English equals each game's Spec (games/src/registry.rs tests it).

## Hot Spot
hot-spot-title = Hot Spot
hot-spot-seat-0 = Verde
hot-spot-seat-1 = Negro
hot-spot-rules =
    {"*"}*Hot Spot** (Parker Brothers 1961). Verde (fila 1) contra Negro (fila 8), 12 piezas cada uno: cuatro de 1, cuatro de 2 y cuatro de 3 puntos.
    {"*"}*Preparación:** se sortean 8 de tus piezas; las otras 4 son tu reserva, a la vista. Por turnos, empezando Verde, se revela cada pieza y la colocas en una casilla vacía de tu fila inicial: `d1`. (Opción `quick`: colocación al azar.)
    {"*"}*Movimiento:** una pieza de N puntos se mueve exactamente N casillas en línea recta, en cualquiera de las 8 direcciones, pasando y parando solo en casillas vacías: `c1-c3`.
    {"*"}*Captura:** una pieza de N puntos controla las casillas que están exactamente a N de distancia en las 8 direcciones, haya lo que haya en medio. Al empezar tu turno, toda pieza rival en una casilla que controlas queda capturada automáticamente y se pone boca abajo; se queda como bloqueo el resto de la partida.
    {"*"}*Tu turno:** tras las capturas, mueve una pieza o cambia una pieza por otra de tu reserva de distinto valor: `c1=2`. Solo en tu primer turno puedes cambiar hasta cuatro a la vez: `c1=2 f1=3`.
    {"*"}*Final:** captura las 8 piezas que tu rival tiene en el tablero para ganar. Con una sola pieza viva cada uno, 50 turnos sin captura son tablas; `/draw` las propone, `/resign` abandona.

## Trespass
trespass-title = Trespass
trespass-seat-0 = Rojo
trespass-seat-1 = Azul
trespass-rules =
    {"*"}*Trespass** (Parker Brothers 1974). Rojo contra Azul en un tablero de 5 columnas (a–e) por 6 filas; la fila 1 es la fila de fondo de Rojo y la 6 la de Azul. Cada bando tiene diez fichas numeradas del 0 al 9, colocadas al azar en sus dos filas más cercanas.
    {"*"}*Secreto:** antes de jugar, cada jugador elige en privado uno de sus números (`/secret number:7`). Cuando los dos han elegido, el bot publica un compromiso de cada elección.
    {"*"}*Tu turno:** mueve una ficha de *cualquiera* de los dos colores, salvo la que tu rival acaba de mover. Una ficha siempre avanza hacia la meta de su dueño, la fila de fondo rival: las rojas hacia la fila 6 y las azules hacia la fila 1, las mueva quien las mueva. Nunca hacia atrás ni en diagonal; en su fila de meta una ficha solo se mueve de lado. Una ficha puede **deslizarse** hacia delante y de lado por casillas vacías, girando como quiera; **saltar** fichas contiguas hasta la casilla vacía de detrás, encadenando saltos; o deslizarse y luego saltar, pero nunca saltar y luego deslizarse. No se captura nada. Indica solo las casillas de salida y de llegada: `b2-d5`.
    {"*"}*Final:** en cuanto una ficha secreta está en su fila de meta, gana su dueño, la haya llevado quien la haya llevado. Si no puedes mover, pasas; si ninguno puede mover, son tablas. `/draw` las propone, `/resign` abandona.
    {"*"}*Juego limpio:** al final el bot revela cada número y su sal; cualquiera puede comprobar que el SHA-256 de `number:salt` coincide con el compromiso publicado al empezar la partida.

## Number One
number-one-title = Number One
number-one-seat-0 = Blanco
number-one-seat-1 = Negro
number-one-seat-2 = Rojo
number-one-seat-3 = Azul
number-one-rules =
    {"*"}*Number One** (Mespi 2004). De 2 a 4 jugadores: Blanco, Negro, Rojo, Azul. Cada uno tiene un peón pequeño (1), uno mediano (2) y uno grande (3). Cada agujero empieza con una ficha; con 2–3 jugadores se usan los 61 agujeros interiores, con 4 jugadores los 91.
    {"*"}*Preparación:** por orden de asiento, coloca tus tres peones en tu zona de salida de la esquina, en el orden que quieras: `S:b2 M:b3 L:c2`. (Opción `quick`: colocación al azar.)
    {"*"}*Tu turno:** mueve cada uno de tus peones una vez, en el orden que quieras, un comando por peón: `f6-f7` (o varios a la vez: `f6-f7 b3-d4`). Un peón avanza exactamente su tamaño en una de las 6 direcciones, pasando sobre agujeros con o sin ficha, pero nunca a través de un peón ni encima de él. El peón mediano y el grande pueden girar una vez 60° donde el camino recto está bloqueado por un peón o por el borde. Tiene que caer en una ficha, y se la lleva.
    {"*"}*Volteo:** una vez por peón puedes caer en un agujero vacío; entonces el peón se da la vuelta.
    {"*"}*Retirada:** cuando ninguno de los peones que te quedan por mover puede moverse, se retiran (un peón ya volteado que solo podría caer en un agujero vacío no puede moverse). Si pierdes tu peón pequeño, se van todos tus peones: quedas eliminado.
    {"*"}*Final:** gana el último jugador que queda. `/resign` abandona la partida; los demás siguen jugando.

## Acey Ducey
acey-ducey-title = Acey Ducey
acey-ducey-seat-0 = Rojo
acey-ducey-seat-1 = Negro
acey-ducey-rules =
    {"*"}*Acey Ducey** (Parker Brothers). Rojo contra Negro en un tablero de backgammon, 15 fichas cada uno. Las puntas se numeran desde tu lado: viajas de la 24 a la 1, tu Tabla de Salida es 24–19 y tu Tabla de Casa 6–1. Empieza quien saque la tirada inicial más alta.
    {"*"}*Preparación:** los jugadores tiran por turnos (`roll`); cada dado mete una ficha en tu Tabla de Salida (el dado k en la punta 25−k). Con una sola ficha por meter, eliges el dado. Nadie mueve hasta que los dos bandos tienen dentro sus 15 fichas.
    {"*"}*Tu turno:** `roll` y luego juega cada dado por separado: `13/8 8/5`, `bar/22`, `4/off`. Una punta con dos o más fichas rivales está cerrada; caer sobre una ficha sola la manda a la **Dog House** (la caseta del perro), y las fichas que están allí deben volver a entrar (el dado k en la punta 25−k) antes de que se mueva nada más. Usa tantos dados como puedas; si solo puedes usar uno, el mayor. 1-1 y 2-2 son solo 1 y 1, 2 y 2; Acey (1) o Ducey (2) con X juega X y X; los demás dobles mueven dos veces.
    {"*"}*Acey-Ducey (1-2):** `send 23` manda a la Dog House una ficha rival de tu punta 1, 2, 23 o 24, esté protegida o no; o juega el 1 y el 2 y vuelve a tirar.
    {"*"}*Sacar fichas:** cuando todas tus fichas están en casa, el dado k saca una ficha de la punta k, o de la punta más alta por debajo de k cuando nada puede mover k dentro. Gana quien saque antes sus 15 fichas. Opciones de mesa: `stake:N`, `penalty:N` (fichas que se pagan por cada ficha enviada a la Dog House).

## Crown and Anchor
crown-and-anchor-title = Corona y Ancla
crown-and-anchor-rules =
    {"*"}*Corona y Ancla** (Crown and Anchor, Parker Brothers). Cualquier número de jugadores apuesta fichas contra un **Banquero** a seis figuras: corona, ancla, corazón, pica, diamante, trébol. Cada uno de los tres dados muestra las seis figuras.
    {"*"}*El Banquero:** por orden de llegada, cada jugador tira un dado hasta que alguien saca una corona; ese jugador hace de banca. (Opción `house`: la casa del servidor hace de banca y nunca rota.)
    {"*"}*Apuestas:** todos menos el Banquero apuestan cuantas veces quieran: `/bet design:anchor chips:10`. Las apuestas a una misma figura se suman; se puede apostar a varias figuras; `/withdraw` retira las apuestas hasta la tirada. Cada apuesta debe estar entre el mínimo y el máximo de la mesa (por defecto 1 y 1000) y caber en tus fichas libres, y el Banquero debe poder cubrir la peor tirada para todas las apuestas.
    {"*"}*La tirada:** el Banquero tira (`/roll`). Una figura que sale k veces paga k × la apuesta, y la apuesta se devuelve; todas las demás apuestas se las lleva el Banquero.
    {"*"}*Tríos:** cuando los tres dados muestran la misma figura, el Banquero paga como siempre y la banca pasa al siguiente jugador a la izquierda.
    {"*"}*Probabilidades:** una apuesta de una ficha pierde de media 17/216 de ficha (la ventaja del Banquero, 7,87 %).

## Line
line-title = Line
line-seat-0 = Blancas
line-seat-1 = Negras
line-rules =
    {"*"}*Line** (Marx Toys). Blancas contra Negras, nueve bolas cada bando, en el tablero de 24 puntos del molino (tres cuadrados unidos por el centro de sus lados) más cuatro diagonales en las esquinas.
    {"*"}*Tu turno:** coloca una bola de tu mano en cualquier punto vacío (`d2`), o haz rodar una de las tuyas por una línea dibujada, diagonales incluidas, hasta el siguiente punto vacío (`d2-d3`). No puedes hacer rodar una bola directamente de vuelta al punto que dejó en tu turno anterior.
    {"*"}*¡Línea!** Tres bolas tuyas que llenan una de las 16 líneas rectas (nunca una diagonal) cantan línea. En `basic` confiscas una bola rival del tablero (de su mano solo cuando ya no le queda ninguna en el tablero): `d2-d3 xa1`. Volver a formar una línea cuenta otra vez.
    {"*"}*Variantes** (`/play options:variant:progress`): `basic`: confisca las nueve para ganar. `progress`: cada jugador puntúa una vez cada línea numerada. `scoring` (`target:N`, 1–16, por defecto 10): líneas verdes 1 punto, azules 1 punto o una confiscación (escribe `x…` para llevarte la bola), rojas 1 punto y una confiscación; gasta 1 punto por bola para recuperar bolas a tu mano (`reclaim 2`) en cualquier momento, incluso en el turno del otro; gana el primero que llega al objetivo.
    {"*"}*Final:** si no puedes colocar ni rodar, pasas y el otro vuelve a mover (en scoring puedes antes recuperar una bola con `reclaim` y colocarla, o pasar con `pass` y conservar tus puntos). Si los dos pasan seguidos y ninguno puede mover, son tablas. Tras 100 colocaciones y rodadas sin confiscación, punto ni línea nueva, la partida termina: tablas en basic; en las demás, gana quien tenga más líneas o puntos. `/draw` las propone, `/resign` abandona.

## Checkers
checkers-title = Damas
checkers-seat-0 = Negras
checkers-seat-1 = Blancas
checkers-rules =
    {"*"}*Damas** (damas inglesas). Negras (casillas 1–12) contra Blancas (21–32), doce fichas cada bando en las casillas oscuras; empiezan las Negras. Las casillas se numeran del 1 al 32 desde el lado de las Negras.
    {"*"}*Movimiento:** una ficha avanza una casilla en diagonal: `11-15`. Una ficha que llega a la última fila se corona dama y mueve hacia delante y hacia atrás.
    {"*"}*Captura:** salta una pieza rival contigua en diagonal hasta la casilla vacía de detrás: `15x24`; sigue saltando con la misma pieza mientras puedas: `15x24x31`. Comer es obligatorio y una captura debe completarse, pero puedes elegir cualquier secuencia de captura. Una ficha coronada durante una captura se detiene ahí. Basta con `15x31` cuando solo encaja un camino.
    {"*"}*Final:** pierde el jugador que no tiene ningún movimiento legal (todas sus piezas comidas o bloqueadas). Tablas tras 40 movimientos de cada bando sin capturas ni movimientos de fichas sin coronar, o cuando la misma posición se repite tres veces con el mismo jugador al turno; `/draw` las propone, `/resign` abandona.

## Tic-tac-toe
tic-tac-toe-title = Tres en raya
tic-tac-toe-seat-0 = X
tic-tac-toe-seat-1 = O
tic-tac-toe-rules =
    Marca por turnos una casilla vacía; tres en raya ganan.

## Refusals every game shares
games-turn-ended = tu turno terminó antes de { $action }
games-not-turns = en una mesa de Corona y Ancla se apuesta con /bet y el Banquero tira con /roll
games-no-secrets = { $game } no tiene números secretos
games-seats = { $game } es para { $min } a { $max } jugadores, no { $players }
games-no-banker-and-bettor = Corona y Ancla necesita un Banquero y un apostador: de { $least } a { $most } jugadores
games-no-banker-and-bettor-or-house = Corona y Ancla necesita un Banquero y un apostador: de { $least } a { $most } jugadores (o 1 con la opción house, en la que la casa hace de banca)
games-restore-unreadable = no se puede leer la partida guardada de { $game }: { $error }

## How many players a game seats (/rules, /help)
games-players-exact = { $n } jugadores
games-players-range = de { $min } a { $max } jugadores
games-players-table = de 2 a { $max } jugadores (o 1 con la opción house, en la que la casa hace de banca)

## Table options (/play options:"…"); option names and values stay as typed
games-option-unknown = opción desconocida '{ $word }' en { $game }; { $known }
games-option-none = no tiene opciones
games-option-known = opciones: { $options }
games-option-unknown-value = { $key } desconocido en { $game }: { $value }; valores de { $key }: { $known }
games-option-repeated = { $key } aparece dos veces
games-option-missing-value = { $key } necesita un número, como { $key }:{ $example }
games-option-not-a-number = { $key } necesita un número entero, como { $key }:{ $example }, no '{ $value }'
games-option-too-large = { $key } es demasiado grande; prueba con { $key }:{ $example }
games-option-not-in-range = { $key } tiene que ser un número entero del { $min } al { $max }, no { $value }
games-option-chips-not-in-range = { $key } necesita un número entero de fichas del 1 al { $max }, como { $key }:10, no { $value }
games-option-no-chips = { $key } tiene que ser al menos 1 ficha
games-option-too-many-chips = { $key } puede ser como mucho { $max } fichas
games-option-seconds-out-of-range = { $key } va en segundos, de { $min } a { $max }; { $seconds } está fuera de ese rango
games-option-min-above-max = el mínimo ({ $min }) es mayor que el máximo ({ $max }); elige un min:N que no pase de max:N
games-option-needs-variant = { $key }:{ $value } es para la variante { $variant }; añade variant:{ $variant } o quita { $key }
games-option-limits-out-of-order = los límites de la mesa, mínimo { $min } y máximo { $max }, no cumplen 1 ≤ min ≤ max ≤ { $limit }
games-option-timer-out-of-range = el temporizador no está entre { $min } y { $max } segundos

## Tic-tac-toe, the test game
tic-tac-toe-prompt = marca una casilla vacía
tic-tac-toe-marked = { $seat } marcó { $square }.
tic-tac-toe-won = { $seat } hace tres en raya y gana.
tic-tac-toe-drawn = La cuadrícula está llena: tablas.
tic-tac-toe-resigned = { $seat } se rindió.
tic-tac-toe-game-over = la partida ha terminado
tic-tac-toe-not-your-turn = le toca a { $seat }
tic-tac-toe-taken = { $square } ya está ocupada
tic-tac-toe-not-a-square = "{ $text }" no es una casilla: escribe una columna a–c y una fila 1–3, como b2
