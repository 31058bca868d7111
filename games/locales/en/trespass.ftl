# trespass messages (en)

## Prompts
trespass-game-over = the game is over
trespass-prompt-secret = pick a secret number from 0 to 9 with /secret
trespass-prompt-move = move a piece of either colour
trespass-prompt-move-locked = move a piece of either colour (not the one on { $square })

## A piece as players name it: "Red's 3"
trespass-piece = { $owner }'s { $number }

## Events
trespass-secret-picked = { $seat } has picked a secret number.
trespass-play-begins = Both secret numbers are picked: play begins, { $seat } moves first.
trespass-moved = { $seat } moved { $piece } from { $from } to { $to }.
trespass-passed = { $seat } has no legal move and passes.
trespass-won = { $seat }'s secret piece { $number } reached rank { $rank }: { $seat } wins.
trespass-neither-can-move = Neither player can move: the game is drawn.
trespass-resigned = { $seat } resigned; { $winner } wins.
trespass-draw-agreed = Draw agreed.
trespass-secrets-revealed = Secret numbers: { $first }, { $second }.
trespass-secret-shown = { $seat } { $number }
trespass-secret-never-picked = { $seat } never picked

## Refusals
trespass-not-your-turn = it is { $seat }'s turn
trespass-waiting-for-secrets = waiting for secret picks
trespass-locked = that piece was just moved by your opponent
trespass-secret-already-picked = you have already picked your secret number; it cannot be changed
trespass-two-seats = Trespass has two seats
trespass-play-begun = secret numbers are picked before play begins
trespass-no-such-number = pick the number of one of your pieces, 0 to 9
trespass-no-piece = there is no piece on { $square }
trespass-same-square = { $from } to { $to }: a move must end on a different square
trespass-taken = { $from } to { $to }: { $to } is taken by { $piece }
trespass-goal-row-sideways = { $from } to { $to }: { $piece } is in its goal row and may only move sideways along it
trespass-backward = { $from } to { $to }: { $owner }'s pieces never move backward (toward rank { $rank })
trespass-jump-then-slide = { $from } to { $to }: no legal path (jumping then sliding is not allowed)
trespass-no-path = { $from } to { $to }: no legal path; a piece slides through empty squares or jumps adjacent pieces, forward or sideways

## Notation
trespass-parse-hint = name the start and end squares, like b2-d5
trespass-parse-empty = type a move: { trespass-parse-hint }
trespass-parse-too-long = that is too long for a Trespass move; { trespass-parse-hint }
trespass-parse-pass = you cannot pass while you can move; the game passes for you when you cannot
trespass-parse-unexpected = unexpected { $text } in the move; { trespass-parse-hint }
trespass-parse-not-notation = that is not Trespass notation; { trespass-parse-hint }
trespass-parse-not-square = { $word } is not a square; squares run from a1 to e6
