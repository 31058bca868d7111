# acey-ducey messages (en)

acey-ducey-game-over = the game is over
# The dice being played, larger first: "5 and 3"
acey-ducey-dice-pair = { $high } and { $low }

## Prompts
acey-ducey-prompt-roll = roll the dice
acey-ducey-prompt-roll-again = roll again (Acey-Ducey)
acey-ducey-prompt-enter-last = enter your last man with the { $high } or the { $low }
acey-ducey-prompt-enter = enter { $a } and { $b }
acey-ducey-prompt-enter-and-play = enter from the Dog House and play { $a } and { $b }
acey-ducey-prompt-play = play { $a } and { $b }
acey-ducey-prompt-play-and-roll = play 1 and 2 and roll again
acey-ducey-prompt-roll-again-stuck = roll again (the 1 and 2 cannot be played)
acey-ducey-prompt-choose = choose: send a man from { $points }, or { $play }

## Events
acey-ducey-start-roll-tie = { $first } rolled { $first_dice }, { $second } rolled { $second_dice }: a tie, so both roll again.
acey-ducey-start-roll = { $first } rolled { $first_dice }, { $second } rolled { $second_dice }: { $starter } starts.
acey-ducey-rolled = { $seat } rolled { $dice }.
acey-ducey-rolled-acey-ducey = { $seat } rolled { $dice } (Acey-Ducey).
acey-ducey-rolled-acey = { $seat } rolled { $dice } (Acey and { $other }).
acey-ducey-rolled-ducey = { $seat } rolled { $dice } (Ducey and { $other }).
acey-ducey-entered = { $seat } entered { $count ->
        [one] a man
       *[other] men
    } on { $points }; { $left ->
        [0] all 15 are in
       *[other] { $left } left to enter
    }.
acey-ducey-die-lost = { $seat }'s { $die } is lost: point { $point } is held by { $opponent }.
acey-ducey-set-up-done = { $seat } is set up and waits for { $opponent } to finish.
acey-ducey-play-begins = Both sides are set up: play begins with { $seat }.
acey-ducey-played = { $seat } played { $steps }.
acey-ducey-played-forced = { $seat }'s only play: { $steps }.
acey-ducey-sent = { $seat } takes Acey-Ducey and sends { $opponent }'s man from point { $point }.
acey-ducey-sent-to-dog-house = { $owner }'s man on { $owner }'s { $point } point goes to the Dog House.
acey-ducey-no-play = { $seat } cannot use the roll; the turn passes.
acey-ducey-rolls-again = Acey-Ducey: { $seat } rolls again.
acey-ducey-won = { $seat } has borne off all 15 men and wins.
acey-ducey-resigned = { $seat } resigned; { $winner } wins.
acey-ducey-draw-agreed = Draw agreed.

## Refusals
acey-ducey-not-your-turn = it is { $seat }'s turn
acey-ducey-roll-first = roll the dice first (type roll)
acey-ducey-already-rolled = you have already rolled { $dice }; play it
acey-ducey-set-up-over = set-up is over; play your dice as moves, like 13/8 8/5
acey-ducey-enter-in-set-up = in set-up the dice enter men: type the dice, like { $example }
acey-ducey-enter-with-dice = you rolled { $dice }; enter with those dice
acey-ducey-entry-held = your point { $point } is held by { $opponent } men: that { $die } is lost
acey-ducey-one-man-left = only one man is left to enter: choose one die, { $high } or { $low }
acey-ducey-enter-every-die = every die must enter a man while two or more are left: { $example }
acey-ducey-send-needs-acey-ducey = sending a man to the Dog House needs Acey-Ducey, a roll of 1 and 2
acey-ducey-send-only-from-ends = Acey-Ducey sends only from points 1, 2, 23 and 24
acey-ducey-nothing-to-send = there is no { $opponent } man on your point { $point } to send
acey-ducey-neither-die-plays = neither the 1 nor the 2 can be played: send a man or type roll to roll again
acey-ducey-dog-house-empty = you have no man in the Dog House
acey-ducey-enter-first = enter your men from the Dog House first (bar/…)
acey-ducey-no-man-on = you have no man on { $point }
acey-ducey-toward-home = men move only toward home, from 24 down to 1
acey-ducey-not-all-home = you may bear off only when all your men are in your Home Table (6 to 1)
acey-ducey-point-held = your point { $point } is held by two or more { $opponent } men
acey-ducey-not-bearing-off = { $step } is not a bearing-off move with { $dice }
acey-ducey-needs-both-dice = { $step } needs both dice; no way through is open
acey-ducey-wrong-distance = { $step } is a move of { $distance }; you are playing { $dice }
acey-ducey-use-most-dice = you must use as many dice as you can ({ $most }), for example { $example }
acey-ducey-larger-die = only one die can be played, so it must be the larger, { $die }
acey-ducey-not-a-legal-play = that is not a legal play of { $dice }; for example { $example }
acey-ducey-ambiguous-play = { $steps } can be played more than one way; write every step: { $ways }

## Notation
acey-ducey-parse-hint = type roll, a play like 13/8 8/5 or bar/22, set-up dice like 6 3, or send 23
acey-ducey-parse-too-long = that is too long for an Acey Ducey action; { acey-ducey-parse-hint }
acey-ducey-parse-unexpected = unexpected { $text } in the action; { acey-ducey-parse-hint }
acey-ducey-parse-pass = you cannot pass; the game passes for you when the dice cannot be played
acey-ducey-parse-send-one = name one point to send from, like send 23
acey-ducey-parse-too-many-steps = that is more steps than two dice allow
acey-ducey-parse-not-send-point = { $word } is not a point to send from; use send 1, 2, 23 or 24
acey-ducey-parse-too-many-dice = set-up enters one man per die: give one or two dice, like 6 3
acey-ducey-parse-not-die = { $word } is not a die; set-up entries are die values 1 to 6, like 6 3; moves look like 13/8
acey-ducey-parse-not-move = { $word } is not a move; { acey-ducey-parse-hint }
acey-ducey-parse-not-point = { $word } is not a point; points run from 24 to 1, with bar and off
