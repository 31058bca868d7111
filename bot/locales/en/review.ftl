# /review (issue 35): a finished game judged move by move. Names, notation,
# numbers and percentages come in as they are (already written the
# language's way).

## Refusals
review-not-a-number = "{ $text }" is not a game number; /history lists them (like #12).
review-elsewhere = There is no game #{ $id } in this server; /history lists its games.
review-in-play = Game #{ $id } is still in play, and Parlor gives no live help; ask for its review once it's over.
review-table = #{ $id } was a { $game } table, which has no moves to review.
review-never-started = Game #{ $id } never started (its challenge was declined or ran out), so there is nothing to review.
review-broken = Game #{ $id } can't be reviewed: { $why }.
review-mismatch = Game #{ $id } can't be reviewed: its moves don't lead to the position it ended in.

## The review
review-heading = **Review of game #{ $id }**, { $game }: { $players }.
review-whose-mine = Your moves, each judged by Parlor's searcher from what you could know at the time.
review-whose-all = Every player's moves, each judged by Parlor's searcher from what that player could know at the time.
review-player = { $name } ({ $seat }): accuracy { $accuracy } of 100; { $inaccuracies } { $inaccuracies ->
        [one] inaccuracy
       *[other] inaccuracies
    }, { $mistakes } { $mistakes ->
        [one] mistake
       *[other] mistakes
    }, { $blunders } { $blunders ->
        [one] blunder
       *[other] blunders
    }.
review-player-no-moves = { $name } ({ $seat }): no move to judge (every one was forced).
review-worst-heading = The moves that lost most:
review-worst = Move { $number }, { $name }: { $played } took the winning chance from { $before } to { $after }; { $best } kept { $best_after }.
review-worst-labelled = { $line } ({ $label })
review-no-losses = No move lost winning chance: each was as good as Parlor's choice.
review-label-inaccuracy = inaccuracy
review-label-mistake = mistake
review-label-blunder = blunder
review-how = Winning chance counts a draw as half. Accuracy is Lichess's formula on each move's drop in winning chance; a drop of 10 points is an inaccuracy, 20 a mistake, 30 a blunder.
review-chart = Each player's winning chance over game #{ $id } of { $game }.
