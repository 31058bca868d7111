# Checkers (English draughts): the engine's prompts, refusals and events.
# Seats are `checkers-seat-<i>` (games.ftl); squares ($square, $from, $to) and
# moves ($action, $example, lists of moves) are notation, the same in every
# language.

## Prompts

checkers-game-over = the game is over
# $captures: the compulsory captures, "15x24 or 22x13".
checkers-prompt-capture = you must capture, with { $captures }
# $squares: the crowning row's squares, "29–32" or "1–4".
checkers-prompt-move = move a piece, like { $example } (men move diagonally toward { $squares })

## Refusals of a move

checkers-not-your-turn = it is { $seat }'s turn
checkers-capture-compulsory = a capture is compulsory: { $captures } is available
checkers-ambiguous = { $action } could be { $fits }; write the full path
checkers-no-piece = there is no piece on { $square }
checkers-not-your-piece = the piece on { $square } is { $owner }'s
checkers-no-capture = { $action }: there is no capture this turn; move a piece, like { $example }
checkers-not-a-capture = { $action } is not a legal capture; captures available: { $available }
checkers-incomplete = a capture must be completed: { $action } goes on to { $continues }
checkers-stands-still = { $from }-{ $to } does not move the piece
checkers-nothing-to-jump = { $from } to { $to } would be a jump, but there is no piece of { $opponent }'s to capture there
checkers-not-a-step = { $from } to { $to } is not a move: pieces step one square diagonally
checkers-backward = { $from } to { $to } goes backward; only kings move backward
checkers-occupied = { $to } is occupied by { $owner }'s piece
checkers-not-legal = { $from }-{ $to } is not a legal move

## Events

checkers-moved = { $seat } moved { $from }-{ $to }.
# $count: the pieces taken; $squares: their squares, "19 and 27".
checkers-captured = { $seat } captured { $action }, taking { $opponent }'s { $count ->
        [one] piece
       *[other] pieces
    } on { $squares }.
checkers-crowned = { $seat }'s man on { $square } is crowned king.
checkers-no-legal-move = { $seat } has no legal move: { $winner } wins.
checkers-no-pieces-left = { $seat } has no pieces left: { $winner } wins.
checkers-drawn-forty-moves = Draw: forty moves each without a capture or a man moving.
checkers-drawn-repetition = Draw: the same position occurred three times with the same player to move.
checkers-resigned = { $seat } resigned; { $winner } wins.
checkers-draw-agreed = Draw agreed.

## Notation that does not parse ($text: a few characters of the input, quoted)

checkers-parse-hint = write a move like 11-15 or a capture like 15x24
checkers-parse-empty = type a move: { checkers-parse-hint }
checkers-parse-too-long = that is too long for a checkers move; { checkers-parse-hint }
checkers-parse-unexpected = unexpected { $text } in the move; { checkers-parse-hint }
checkers-parse-missing-square = a square is missing around '{ $separator }'; { checkers-parse-hint }
checkers-parse-mixed = use '-' for a move and 'x' between all the squares of a capture, not both
checkers-parse-not-a-square = { $text } is not a square; squares are numbered 1 to 32
checkers-parse-too-many = a capture takes at most twelve pieces; that names too many squares; { checkers-parse-hint }
checkers-parse-trailing = the move ends with a separator; { checkers-parse-hint }
checkers-parse-two-squares = a move names two squares, like 11-15; separate the squares of a capture with x, like 15x24x31
checkers-parse-not-notation = that is not checkers notation; { checkers-parse-hint }
