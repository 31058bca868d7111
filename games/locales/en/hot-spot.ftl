# hot-spot messages (en)

## Prompts
hot-spot-game-over = the game is over
hot-spot-prompt-place = place the revealed { $spots } on an empty square of rank { $rank }
hot-spot-prompt-first-turn = move a piece, or exchange up to four pieces (first turn)
hot-spot-prompt-play = move a piece or exchange one

## Events
hot-spot-placed = { $seat } placed a { $spots } on { $square }.
hot-spot-moved = { $seat } moved the { $spots } from { $from } to { $to }.
hot-spot-exchanged = { $seat } exchanged the { $out } on { $square } for a { $incoming }.
hot-spot-captured = { $seat } captured { $owner }'s { $spots } on { $square }.
hot-spot-passed = { $seat } has no legal action and passes.
hot-spot-play-begins = Play begins: { $seat } moves first.
hot-spot-won = { $seat } wins: all eight of { $loser }'s pieces are captured.
hot-spot-drawn-by-quiet-turns = Draw: fifty turns with one piece each and no capture.
hot-spot-resigned = { $seat } resigned; { $winner } wins.
hot-spot-draw-agreed = Draw agreed.

## Whose piece stands on a square
hot-spot-occupant-captured = a captured piece
hot-spot-occupant-yours = your piece
hot-spot-occupant-theirs = { $owner }'s piece

## Refusals
hot-spot-not-your-turn = it is { $seat }'s turn
hot-spot-still-placing = the pieces are still being placed: name an empty square of rank { $rank } for the revealed { $spots }
hot-spot-all-placed = all pieces are placed: move a piece (c1-c4) or exchange one (c1=2)
hot-spot-not-starting-row = { $square } is not on your starting row (rank { $rank })
hot-spot-square-taken = { $square } is already taken
hot-spot-nothing-to-place = you have no piece left to place
# $verb is "moved" or "exchanged"
hot-spot-piece-captured = your piece on { $square } is captured and cannot be { $verb }
hot-spot-not-your-piece = the piece on { $square } is { $owner }'s, not yours
hot-spot-no-piece-of-yours = there is no piece of yours on { $square }
hot-spot-must-leave = a move must leave { $square }
hot-spot-not-straight = { $from } to { $to } is not a straight line
hot-spot-wrong-distance = the piece on { $from } has { $spots } { $spots ->
        [one] spot
       *[other] spots
    } and must move exactly { $spots } { $spots ->
        [one] square
       *[other] squares
    }
hot-spot-blocked = { $from } to { $to } is blocked by { $by } on { $at }
hot-spot-occupied = { $to } is occupied by { $by }
hot-spot-empty-exchange = an exchange names a square and a value, like c1=2
hot-spot-one-exchange-only = only one exchange per turn after your first turn
hot-spot-too-many-exchanges = at most four pieces can be exchanged on your first turn
hot-spot-named-twice = { $square } is named twice in one exchange
hot-spot-no-such-value = a piece has 1, 2 or 3 spots, not { $spots }
hot-spot-same-value = the piece on { $square } is already a { $spots }; an exchange must change its value
# $have is 0 to 4
hot-spot-reserve-short = { $have ->
        [0] your reserve has no { $spots } to exchange
        [1] your reserve has only one { $spots }
        [2] your reserve has only two { $spots }s
        [3] your reserve has only three { $spots }s
       *[other] your reserve has only four { $spots }s
    }

## Notation
hot-spot-parse-hint = try a square (d1), a move (c1-c4) or an exchange (c1=2)
hot-spot-parse-empty = type an action: { hot-spot-parse-hint }
hot-spot-parse-too-long = that is too long for a Hot Spot action; { hot-spot-parse-hint }
hot-spot-parse-not-notation = that is not Hot Spot notation; { hot-spot-parse-hint }
hot-spot-parse-spots = a piece has 1, 2 or 3 spots
hot-spot-parse-exchange = an exchange is a square and the spots of the reserve piece that replaces it, like c1=2 or c1=2 f1=3
hot-spot-parse-too-many-exchanges = at most four pieces can be exchanged at once (on your first turn)
hot-spot-parse-unexpected = unexpected { $text } in the action; { hot-spot-parse-hint }
hot-spot-parse-not-square = { $word } is not a square; squares run from a1 to h8
