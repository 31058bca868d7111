# pictures messages (en)

## Shared headlines
pictures-wins = { $who } wins
pictures-draw = Draw
pictures-to-move = { $who } to move
pictures-game-over = Game over
pictures-times =
    { $n ->
        [1] once
        [2] twice
       *[other] { $n } times
    }

## Checkers
pictures-checkers-top = BLACK  ·  1–12  ·  moves down
pictures-checkers-bottom = WHITE  ·  21–32  ·  moves up
pictures-checkers-must-capture-one = must capture with { $square }
pictures-checkers-must-capture = must capture: { $squares }
pictures-checkers-resigned = { $who } resigned
pictures-checkers-no-pieces = { $who } has no pieces left
pictures-checkers-cannot-move = { $who } cannot move
pictures-checkers-threefold = threefold repetition
pictures-checkers-forty = 40 moves each without a capture or a man moving
pictures-checkers-agreed = agreed
pictures-checkers-last-move = Last move: { $play }
pictures-checkers-no-move = No move yet: Black moves first.
pictures-checkers-over = Game over: { $headline }.
pictures-checkers-over-note = Game over: { $headline } ({ $note }).
pictures-checkers-quiet = { $quiet } of { $limit } moves without a capture or a man moving
pictures-checkers-seen = position seen { $times }
pictures-checkers-ring = orange ring: must capture
pictures-checkers-took = took { $squares }
pictures-checkers-crowned = crowned king
pictures-checkers-alt = Checkers. { $first } against { $second }. { $headline }
pictures-checkers-pieces = { $seat } has { $n } pieces
pictures-checkers-kings = { $n } of them kings

## Hot Spot
pictures-hot-spot-revealed = the revealed { $n } on rank { $rank }
pictures-hot-spot-to-place = { $who } to place
pictures-hot-spot-first-turn = first turn: up to 4 exchanges
pictures-hot-spot-captured = { $taker } has captured { $n } of { $victim }'s { $total }
pictures-hot-spot-placement = Placement: each player places their pieces face down on their home row
pictures-hot-spot-quiet = quiet turns { $n }/50
pictures-hot-spot-last = Last: { $who } { $play }
pictures-hot-spot-reserve = Reserve
pictures-hot-spot-empty = empty
pictures-hot-spot-face-down = To place: { $n }
pictures-hot-spot-lost-to = Lost to { $who }: { $n }
pictures-hot-spot-revealed-label = Revealed:
pictures-hot-spot-alt = Hot Spot. { $first } against { $second }. { $headline }
pictures-hot-spot-danger = { $who } has pieces in danger on { $squares }.
pictures-hot-spot-alt-reserve = { $who }'s reserve: { $pieces }.

## Trespass
pictures-trespass-secret-numbers = Secret numbers
pictures-trespass-legend = Red moves up to rank 6, Blue down to rank 1 · any piece of either colour may be moved
pictures-trespass-then-first = then { $who } moves first
pictures-trespass-waiting-one = Waiting for { $who } to pick
pictures-trespass-waiting-both = Waiting for both players to pick
pictures-trespass-but = any piece but the one on { $square }
pictures-trespass-any = any piece
pictures-trespass-reached = secret { $n } reached { $square }
pictures-trespass-picked = { $who }: picked
pictures-trespass-picking = { $who }: picking…
pictures-trespass-never-picked = { $who }: never picked
pictures-trespass-how-to-pick = Each player picks one of their own numbers in private (/secret).
pictures-trespass-how-to-win-title = How to win
pictures-trespass-how-to-win = Get your secret piece into the other side's back row, whoever moves it.
pictures-trespass-a-turn-title = A turn
pictures-trespass-a-turn = Move any piece of either colour, never the one just moved: slide forward or sideways, or jump over a piece.
pictures-trespass-hidden = Hidden until the game ends.
pictures-trespass-locked-title = Locked
pictures-trespass-may-not-move = { $square } may not move
pictures-trespass-nothing-locked = nothing this turn
pictures-trespass-last-move-title = Last move
pictures-trespass-via = via { $path }
pictures-trespass-notch = Notch: the way it moves
pictures-trespass-dark-rows = Dark rows: the back rows
pictures-trespass-alt = Trespass. { $first } against { $second }. { $headline }
pictures-trespass-alt-secret = { $seat }'s secret number was { $n }.
pictures-trespass-alt-never-picked = { $seat } never picked.
pictures-trespass-alt-picks = Secret picks: { $picks }.
pictures-trespass-seat-picked = { $seat } picked
pictures-trespass-seat-waiting = { $seat } waiting
pictures-trespass-alt-locked = The piece on { $square } is locked this turn.
pictures-trespass-alt-last = Last move: { $who } { $play } via { $path }.

# The rating chart of /stats: no games yet, the axis' first and last game, the rating now.
pictures-chart-empty = No rated games yet.
pictures-chart-game = game { $n }  { $date }
pictures-chart-now = now { $rating }
