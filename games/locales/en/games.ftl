# games messages (en)
# Every game's title, seat names and rules summary (ids <game>-title, <game>-seat-<i>,
# <game>-rules, see i18n::title/seat/rules), and the refusals every game shares.
# The English equals each game's Spec (games/src/registry.rs tests it).

## Hot Spot
hot-spot-title = Hot Spot
hot-spot-seat-0 = Green
hot-spot-seat-1 = Black
hot-spot-rules =
    {"*"}*Hot Spot** (Parker Brothers 1961). Green (rank 1) against Black (rank 8), 12 pieces each: four each of 1, 2 and 3 spots.
    {"*"}*Set-up:** 8 of your pieces are drawn at random; the other 4 are your reserve, in view. Taking turns, Green first, each piece is revealed and you put it on an empty square of your starting row: `d1`. (Option `quick`: random placement.)
    {"*"}*Moving:** a piece with N spots moves exactly N squares in a straight line, in any of 8 directions, over and onto empty squares only: `c1-c3`.
    {"*"}*Capture:** a piece with N spots controls the squares exactly N away in the 8 directions, whatever stands between. At the start of your turn every opposing piece on a square you control is captured automatically and turned face down; it stays as a block for the rest of the game.
    {"*"}*Your turn:** after the captures, either move one piece or exchange one piece for a reserve piece of a different value: `c1=2`. On your first turn only you may exchange up to four at once: `c1=2 f1=3`.
    {"*"}*End:** capture all 8 of your opponent's board pieces to win. With one live piece each, 50 turns without a capture is a draw; `/draw` offers one, `/resign` concedes.

## Trespass
trespass-title = Trespass
trespass-seat-0 = Red
trespass-seat-1 = Blue
trespass-rules =
    {"*"}*Trespass** (Parker Brothers 1974). Red against Blue on a board of 5 files (a–e) by 6 ranks; rank 1 is Red's back row, rank 6 Blue's. Each side has ten pieces numbered 0–9, placed at random on its two nearest rows.
    {"*"}*Secret:** before play each player privately picks one of their numbers (`/secret number:7`). When both have picked, the bot posts a commitment for each pick.
    {"*"}*Your turn:** move one piece of *either* colour, except the piece your opponent just moved. A piece always heads for its owner's goal, the opponent's back row: Red pieces toward rank 6, Blue toward rank 1, whoever moves them. Never backward or diagonally; in its goal row a piece only moves sideways. A piece may **slide** forward and sideways through empty squares, turning as it likes; **jump** over adjacent pieces to the empty square beyond, chaining jumps; or slide and then jump, but never jump and then slide. Nothing is captured. Name only the start and end squares: `b2-d5`.
    {"*"}*End:** the moment a secret piece stands in its goal row, its owner wins, whoever moved it there. If you cannot move you pass; if neither can move it is a draw. `/draw` offers one, `/resign` concedes.
    {"*"}*Fair play:** at the end the bot reveals each number and its salt; anyone can check that SHA-256 of `number:salt` matches the commitment posted when play began.

## Number One
number-one-title = Number One
number-one-seat-0 = White
number-one-seat-1 = Black
number-one-seat-2 = Red
number-one-seat-3 = Blue
number-one-rules =
    {"*"}*Number One** (Mespi 2004). 2–4 players: White, Black, Red, Blue. Each has a small (1), medium (2) and large (3) peg. Every hole starts with a token; 2–3 players use the inner 61 holes, 4 players all 91.
    {"*"}*Set-up:** in seat order put your three pegs on your corner start area in any order: `S:b2 M:b3 L:c2`. (Option `quick`: random placement.)
    {"*"}*Your turn:** move each of your pegs once, in any order, one command per peg: `f6-f7` (or several at once: `f6-f7 b3-d4`). A peg moves exactly its size along one of 6 directions, passing over holes with or without tokens but never through or onto a peg. The medium and large peg may bend once by 60° where the straight way on is blocked by a peg or the edge. It must land on a token and takes it.
    {"*"}*Flip:** once per peg you may land on an empty hole instead; the peg is turned over.
    {"*"}*Removal:** when none of your pegs still to move can move, they are removed (a used peg that could only land on an empty hole cannot move). Lose your small peg and all your pegs go: you are out.
    {"*"}*End:** the last player left wins. `/resign` leaves the game; the others play on.

## Acey Ducey
acey-ducey-title = Acey Ducey
acey-ducey-seat-0 = Red
acey-ducey-seat-1 = Black
acey-ducey-rules =
    {"*"}*Acey Ducey** (Parker Brothers). Red against Black on a backgammon board, 15 men each. Points are numbered from your side: you travel from 24 down to 1, your Starting Table is 24–19 and your Home Table 6–1. The higher start roll begins.
    {"*"}*Set-up:** players take turns to `roll`; each die enters a man on your Starting Table (die k on point 25−k). With one man left you choose the die. Nobody moves until both sides have all 15 men in.
    {"*"}*Your turn:** `roll`, then play each die separately: `13/8 8/5`, `bar/22`, `4/off`. A point held by two or more enemy men is closed; landing on a single one sends him to the **Dog House**, and men there must re-enter (die k on point 25−k) before anything else moves. Use as many dice as you can; if only one, the larger. 1-1 and 2-2 are just 1 and 1, 2 and 2; Acey (1) or Ducey (2) with X plays X and X; other doublets move twice.
    {"*"}*Acey-Ducey (1-2):** `send 23` sends an enemy man from your point 1, 2, 23 or 24 to the Dog House, guarded or not — or play the 1 and the 2 and roll again.
    {"*"}*Bearing off:** once all your men are home, die k bears off a man from point k, or from the highest point below k when nothing can move k inside. First to bear off 15 wins. Table options: `stake:N`, `penalty:N` (chips per man sent to the Dog House).

## Crown and Anchor
crown-and-anchor-title = Crown and Anchor
crown-and-anchor-rules =
    {"*"}*Crown and Anchor** (Parker Brothers). Any number of players bet chips against one **Banker** on six designs: crown, anchor, heart, spade, diamond, club. Three dice each show the six designs.
    {"*"}*The Banker:** in join order each player throws one die until someone throws a crown; that player banks. (Option `house`: the server's house banks and never rotates.)
    {"*"}*Betting:** everyone but the Banker bets any number of times: `/bet design:anchor chips:10`. Bets on one design add up; bets on several designs are allowed; `/withdraw` takes bets back until the roll. Each bet must be between the table minimum and maximum (default 1 and 1,000) and fit in your free chips, and the Banker must be able to cover the worst roll for all bets.
    {"*"}*The roll:** the Banker rolls (`/roll`). A design that shows k times pays k × the stake plus the stake back; every other bet goes to the Banker.
    {"*"}*Triples:** when all three dice show one design, the Banker pays as usual and the bank passes to the next player on the left.
    {"*"}*Odds:** a one-chip bet loses 17/216 of a chip on average (the Banker's edge, 7.87%).

## Line
line-title = Line
line-seat-0 = White
line-seat-1 = Black
line-rules =
    {"*"}*Line** (Marx Toys). White against Black, nine balls each, on the 24-spot morris board (three squares joined at their middles) plus four corner diagonals.
    {"*"}*Your turn:** place a ball from hand on any empty spot (`d2`), or roll one of yours along a drawn line, diagonals included, to the next empty spot (`d2-d3`). You may not roll a ball straight back to the spot it left on your previous turn.
    {"*"}*Line!** Three of your balls filling one of the 16 straight lines (never a diagonal) calls line. In `basic` you confiscate an opposing ball from the board (from hand only when none is left there): `d2-d3 xa1`. Re-forming a line counts again.
    {"*"}*Variants** (`/play options:variant:progress`): `basic` — confiscate all nine to win. `progress` — each player scores each numbered line once. `scoring` (`target:N`, 1–16, default 10) — green lines 1 point, blue 1 point or a confiscation (write `x…` to take the ball), red 1 point and a confiscation; spend 1 point per ball to `reclaim 2` balls to hand at any time, even on the other's turn; first to the target wins.
    {"*"}*End:** if you cannot place or roll you pass and the other moves again (in scoring you may first `reclaim` a ball and place it, or `pass` and keep your points). If both pass in a row and neither can move, it is a draw. After 100 placements and rolls with no confiscation, point or new line the game ends: a draw in basic, most lines or points otherwise. `/draw` offers one, `/resign` concedes.

## Checkers
checkers-title = Checkers
checkers-seat-0 = Black
checkers-seat-1 = White
checkers-rules =
    {"*"}*Checkers** (English draughts). Black (squares 1–12) against White (21–32), twelve men each on the dark squares; Black moves first. Squares are numbered 1–32 from Black's side.
    {"*"}*Moving:** a man steps one square diagonally forward: `11-15`. A man reaching the far row is crowned king and moves forward and backward.
    {"*"}*Capturing:** jump a diagonally adjacent enemy piece onto the empty square beyond: `15x24`; keep jumping with the same piece while you can: `15x24x31`. Capturing is compulsory, and a capture must be completed, but you may choose any capturing sequence. A man crowned during a capture stops there. `15x31` is enough when only one path fits.
    {"*"}*End:** a player with no legal move (all pieces captured or blocked) loses. Draw after 40 moves each with no capture and no man moved, or when the same position occurs three times with the same player to move; `/draw` offers one, `/resign` concedes.

## Tic-tac-toe
tic-tac-toe-title = Tic-tac-toe
tic-tac-toe-seat-0 = X
tic-tac-toe-seat-1 = O
tic-tac-toe-rules =
    Mark an empty square in turn; three in a row wins.

## Refusals every game shares
games-turn-ended = your turn ended before { $action }
games-not-turns = at a Crown and Anchor table, bet with /bet and the Banker rolls with /roll
games-no-secrets = { $game } has no secret picks
games-seats = { $game } seats { $min } to { $max } players, not { $players }
games-no-banker-and-bettor = Crown and Anchor needs a Banker and a bettor: { $least } to { $most } players
games-no-banker-and-bettor-or-house = Crown and Anchor needs a Banker and a bettor: { $least } to { $most } players (or 1 with the house option, where the house banks)
games-restore-unreadable = stored { $game } game is unreadable: { $error }

## How many players a game seats (/rules, /help)
games-players-exact = { $n } players
games-players-range = { $min } to { $max } players
games-players-table = 2 to { $max } players (or 1 with the house option, where the house banks)

## Table options (/play options:"…"); option names and values stay as typed
games-option-unknown = unknown option '{ $word }' for { $game }; { $known }
games-option-none = it has no options
games-option-known = known options: { $options }
games-option-unknown-value = unknown { $key } { $value } for { $game }; { $key }s: { $known }
games-option-repeated = { $key } is given twice
games-option-missing-value = { $key } needs a number, like { $key }:{ $example }
games-option-not-a-number = { $key } needs a whole number, like { $key }:{ $example }, not '{ $value }'
games-option-too-large = { $key } is far too large; try { $key }:{ $example }
games-option-not-in-range = { $key } must be a whole number from { $min } to { $max }, not { $value }
games-option-chips-not-in-range = { $key } needs a whole number of chips from 1 to { $max }, like { $key }:10, not { $value }
games-option-no-chips = { $key } must be at least 1 chip
games-option-too-many-chips = { $key } can be at most { $max } chips
games-option-seconds-out-of-range = { $key } is in seconds, from { $min } to { $max }; { $seconds } is out of range
games-option-min-above-max = the minimum ({ $min }) is above the maximum ({ $max }); choose min:N no more than max:N
games-option-needs-variant = { $key }:{ $value } is for the { $variant } variant; add variant:{ $variant } or drop the { $key }
games-option-limits-out-of-order = the table limits min { $min } max { $max } are not 1 ≤ min ≤ max ≤ { $limit }
games-option-timer-out-of-range = the timer is not { $min } to { $max } seconds

## Tic-tac-toe, the test game
tic-tac-toe-prompt = mark an empty square
tic-tac-toe-marked = { $seat } marked { $square }.
tic-tac-toe-won = { $seat } has three in a row and wins.
tic-tac-toe-drawn = The grid is full: a draw.
tic-tac-toe-resigned = { $seat } resigned.
tic-tac-toe-game-over = the game is over
tic-tac-toe-not-your-turn = it is { $seat }'s turn
tic-tac-toe-taken = { $square } is taken
tic-tac-toe-not-a-square = "{ $text }" is not a square: write a file a–c and a rank 1–3, like b2
