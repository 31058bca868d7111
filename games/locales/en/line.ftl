# The Line game (Marx Toys): the engine's prompts, refusals and events.
# Seats are `line-seat-<i>` (games.ftl); spots ($spot, $from, $to: a1…g7), line
# numbers and actions ($example: `d2-d3 xa1`) are notation. `reclaim`, `pass`,
# `xhand` and the variants `basic`, `progress`, `scoring` are typed in English.

## Prompts (they follow "alice (White), your turn:")

line-game-over = the game is over
line-prompt-pass = pass or reclaim a ball (reclaim 1) and place it, having nothing to place or roll
line-prompt-pass-draw = pass (a draw, as { $opponent } cannot place or roll either) or reclaim a ball (reclaim 1) and place it, having nothing to place or roll
line-prompt-roll = roll a ball to an adjacent empty spot
# $hand: the balls in hand, at least 1.
line-prompt-place = place a ball ({ $hand } in hand)
line-prompt-place-or-roll = place a ball ({ $hand } in hand) or roll one
# $prompt: one of the prompts above; $from-$to: the roll barred this turn.
line-prompt-barred = { $prompt } (not { $from }-{ $to }, which rolls straight back)

## Lines named in refusals

line-lines-one = line { $line }
line-lines-two = lines { $first } and { $second }
line-lines-none = no line

## Refusals

line-not-your-turn = it is { $seat }'s turn
line-no-such-seat = the Line game has two seats
line-cannot-pass = you can still place or roll (like { $example }), so you cannot pass
line-reclaim-scoring-only = reclaiming confiscated balls is only played in the scoring variant
line-nothing-confiscated = none of your balls is confiscated, so there is nothing to reclaim
line-reclaim-too-many = only { $confiscated } of your balls { $confiscated ->
        [one] is
       *[other] are
    } confiscated
line-reclaim-cost = reclaiming { $balls } { $balls ->
        [one] ball
       *[other] balls
    } costs { $balls } { $balls ->
        [one] point
       *[other] points
    }; you have { $points }
line-not-a-move = only a placement or a roll is checked here
line-taken-by-yours = { $spot } is taken by one of your balls
line-taken = { $spot } is taken by { $owner }'s ball
line-no-ball-in-hand = you have no ball in hand; roll one of yours along a line instead
line-no-ball-of-yours = there is no ball of yours on { $spot }
line-not-adjacent = { $from } and { $to } are not next to each other on a line; a ball rolls one step
line-straight-back = { $from }-{ $to } rolls straight back to the spot that ball left on your last turn
# $lines: "line 3" or "lines 3 and 12"; $count: the confiscations owed, 1 or 2.
line-must-confiscate = { $to } calls { $lines }: confiscate { $count ->
        [one] one
       *[other] two
    } of { $opponent }'s balls, like { $example }
line-no-line-called = { $spot } calls no line, so there is nothing to confiscate
# $count: how many lines $lines names.
line-already-in-panel = { $lines } { $count ->
        [one] is
       *[other] are
    } already in your score panel, so it confiscates nothing
line-few-left = { $opponent } has only { $left } { $left ->
        [one] ball
       *[other] balls
    } left to confiscate
line-scores-a-point = { $lines } scores a point, not a confiscation
line-too-many-confiscations = { $to } calls { $lines }, so it confiscates at most { $most } { $most ->
        [one] ball
       *[other] balls
    }
line-confiscated-twice = the ball on { $spot } can only be confiscated once
line-own-ball = { $spot } is your own ball; confiscate one of { $opponent }'s
line-no-ball-there = there is no ball on { $spot } to confiscate
line-board-first = { $opponent } still has a ball on the board; xhand takes from hand only when none is left there

## Events

line-placed = { $seat } placed a ball on { $spot }.
line-rolled = { $seat } rolled from { $from } to { $to }.
# $spots: the line's three spots, "c3 d3 e3".
line-called = { $seat } calls line { $line } ({ $spots }).
line-recorded = Line { $line } goes into { $seat }'s score panel.
line-already-recorded = Line { $line } is already in { $seat }'s score panel: no confiscation.
line-scored = { $seat } scores { $points } { $points ->
        [one] point
       *[other] points
    } ({ $total } in all).
line-confiscated = { $seat } confiscates { $opponent }'s ball on { $spot }.
line-confiscated-from-hand = { $seat } confiscates a ball from { $opponent }'s hand.
line-nothing-to-confiscate = { $opponent } has no ball left to confiscate.
line-reclaimed = { $seat } spends { $balls } { $balls ->
        [one] point
       *[other] points
    } to reclaim { $balls } { $balls ->
        [one] ball
       *[other] balls
    } to hand ({ $total } left).
line-passed = { $seat } cannot place or roll and passes; { $opponent } moves again.
line-neither-can-move = Both players passed and neither can place or roll: the game is drawn.
line-all-confiscated = { $seat } has confiscated all nine of { $opponent }'s balls: { $seat } wins.
line-target-reached = { $seat } reaches { $score } { $score ->
        [one] point
       *[other] points
    }: { $seat } wins.
# $moves: 100, the safeguard's count.
line-safeguard-won = { $moves } placements and rolls without a confiscation, point or new line: { $winner } wins.
line-safeguard-drawn = { $moves } placements and rolls without a confiscation, point or new line: the game is drawn.
line-resigned = { $seat } resigned; { $winner } wins.
line-draw-agreed = Draw agreed.

## Notation that does not parse ($text: a few characters of the input, quoted)

line-parse-hint = place with a spot (d2), roll with d2-d3, add xa1 to confiscate, reclaim 2, or pass when you can neither place nor roll
line-parse-empty = type an action: { line-parse-hint }
line-parse-too-long = that is too long for a Line game action; { line-parse-hint }
line-parse-unexpected = unexpected { $text } in the action; { line-parse-hint }
line-parse-spot-missing = a spot is missing at the end; { line-parse-hint }
line-parse-not-a-spot = { $text } is not a spot; spots are a1 d1 g1, b2 d2 f2, c3 d3 e3, a4 b4 c4 e4 f4 g4 and so on up to g7
line-parse-too-many-confiscations = at most two confiscations: one placement or roll calls at most two lines
line-parse-reclaim-how-many = say how many balls to reclaim, like reclaim 2
line-parse-reclaim-not-a-number = { $text } is not a number of balls; reclaim like reclaim 2
line-parse-reclaim-range = reclaim 1 to 9 balls, like reclaim 2
