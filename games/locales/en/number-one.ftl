# number-one messages (en)

## Pegs: the noun phrase, and the size alone
number-one-peg-small = small peg
number-one-peg-medium = medium peg
number-one-peg-large = large peg
number-one-size-small = small
number-one-size-medium = medium
number-one-size-large = large

## Prompts
number-one-game-over = the game is over
number-one-prompt-place = put your small, medium and large pegs on { $area } in any order, like { $example }
number-one-prompt-move-one = move your { $peg } exactly its size (one move per peg, like f6-f7)
number-one-prompt-move-two = move your { $a } and { $b } pegs exactly its size (one move per peg, like f6-f7)
number-one-prompt-move-all = move each of your pegs exactly its size (one move per peg, like f6-f7)

## Events
number-one-placed = { $seat } placed the small peg on { $small }, the medium on { $medium } and the large on { $large }.
number-one-play-begins = Play begins: { $seat } moves first.
number-one-moved = { $seat } moved the { $peg } from { $from } to { $to }.
number-one-moved-flipped = { $seat } moved the { $peg } from { $from } to the empty hole { $to } and turned it over (its one flip).
number-one-removed = { $seat }'s { $peg } on { $hole } cannot move and is removed.
number-one-eliminated = { $seat } has lost the small peg, so all { $seat }'s pegs leave the board: { $seat } is out.
number-one-won = { $seat } is the last player left and wins.
number-one-resigned = { $seat } resigned and is out.
number-one-timed-out = { $seat } ran out of time and is out.
number-one-draw-agreed = Draw agreed.

## Refusals
number-one-not-your-turn = it is { $seat }'s turn
number-one-still-placing = the pegs are still being placed: put yours on { $area } (like { $example })
number-one-all-placed = all pegs are placed: move a peg, like f6-f7
number-one-not-in-start-area = { $hole } is not in your start area ({ $area })
number-one-named-twice = { $hole } is named twice; each peg needs its own hole
number-one-not-your-peg = the peg on { $hole } is { $owner }'s, not yours
number-one-no-peg-of-yours = there is no peg of yours on { $hole }
number-one-already-moved = your { $peg } has already moved this turn
number-one-outside-board = { $hole } is outside the board in play (the inner 61 holes with { $players } players)
number-one-taken-yours = { $hole } is taken by your { $peg }
number-one-taken-theirs = { $hole } is taken by { $owner }'s { $peg }
number-one-wrong-distance = your { $peg } moves exactly { $steps } { $steps ->
        [one] hole
       *[other] holes
    }; { $from } to { $to } is { $distance } away
number-one-blocked = { $from } to { $to } is blocked by { $owner }'s { $peg } on { $at }
number-one-runs-off = { $from } to { $to } runs off the board in play at { $at }
number-one-blocked-straight = { $from } to { $to } is blocked
number-one-small-never-bends = { $from } to { $to } is not a step along a line; the small peg never bends
number-one-bend-not-allowed = { $from } to { $to } needs a bend, and a peg may bend once only where its straight way on is blocked by a peg or the edge
number-one-flip-used = { $hole } has no token, and your { $peg } has already used its one flip

## Notation
number-one-parse-hint = try a move (f6-f7) or, when placing, S:b2 M:b3 L:c2
number-one-parse-empty = type an action: { number-one-parse-hint }
number-one-parse-too-long = that is too long for a Number One action; { number-one-parse-hint }
number-one-parse-not-notation = that is not Number One notation; { number-one-parse-hint }
number-one-parse-more-than-one = that is more than one move; send one move at a time, like f6-f7
number-one-parse-not-move-list = that is not a list of moves like f6-f7 b3-d4; { number-one-parse-hint }
number-one-parse-placement = a placement names each peg and its hole, like S:b2 M:b3 L:c2
number-one-parse-peg-named-twice = the { $peg } is named twice; name each peg once
number-one-parse-peg-missing = a placement puts all three pegs; the { $peg } is missing (like S:b2 M:b3 L:c2)
number-one-parse-unexpected = unexpected { $text } in the action; { number-one-parse-hint }
number-one-parse-not-hole = { $word } is not a hole; holes run from a1 to k6
