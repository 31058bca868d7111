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
