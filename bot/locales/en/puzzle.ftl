# Puzzles (issue 35): /puzzle new, answer, give-up, daily, stats, and the
# daily puzzle posted in puzzle_channel.

## The slash commands
cmd-puzzle = puzzle
    .description = Puzzles from games played here and Parlor's own: find the move that wins or saves the game.
cmd-puzzle-new = new
    .description = A puzzle you haven't tried (or the one you have open). Only you see it.
cmd-puzzle-new-game = game
    .description = One game's puzzles (any game when empty)
cmd-puzzle-answer = answer
    .description = Answer your open puzzle with a move. Only you see the answer.
cmd-puzzle-answer-move = move
    .description = Your move, in the game's notation
cmd-puzzle-give-up = give-up
    .description = See the solution of your open puzzle (it counts as failed).
cmd-puzzle-daily = daily
    .description = Today's puzzle, the same for everyone in this server; one try a day.
cmd-puzzle-stats = stats
    .description = Puzzles solved and tried, and the daily streak: yours or a member's.
cmd-puzzle-stats-member = member
    .description = Whose (you when empty)
help-puzzle = puzzles, and the daily one

## Showing a puzzle (only to the member)
puzzle-dm = Puzzles belong to a server: use /puzzle in one of its channels.
puzzle-heading = Puzzle { $id } ({ $game }, from Parlor's own games).
puzzle-heading-mined = Puzzle { $id } ({ $game }, from game { $session } played here).
puzzle-daily-heading = Daily puzzle for { $date } ({ $game }).
puzzle-to-move = You play { $seat }, to move.
puzzle-goal-win = Find the move that wins.
puzzle-goal-save = Find the move that saves the game.
puzzle-goal-safe = Find the one play that leaves no man of yours open to being sent to the Dog House, whatever the next roll.
puzzle-goal-next = Find the next move.
puzzle-secret = Your secret number is { $number }; your opponent's is hidden, as in the game.
puzzle-how = Answer with /puzzle answer move:… (the first wrong answer fails the puzzle), or see the solution with /puzzle give-up. Only you see this.
puzzle-picture-title = { $game } puzzle
puzzle-parlor = Parlor
puzzle-you = You
puzzle-still-open = You still have this puzzle open: answer it, or give up to see the solution.
puzzle-not-turns = { $game } has no moves, so it has no puzzles: pick a game of turns.
puzzle-none-left = There is no puzzle here you haven't tried: new ones come from games finished in this server. Try /puzzle daily.
puzzle-none-left-game = There is no { $game } puzzle here you haven't tried: new ones come from games finished in this server.
puzzle-none-yet = There are no puzzles here yet: they come from games finished in this server and from Parlor's own set.
puzzle-broken = This puzzle can't be played any more (its position doesn't restore); try /puzzle new.
puzzle-answered-meanwhile = That puzzle changed at this same moment; see /puzzle stats.

## Answers
puzzle-none-open = You have no puzzle open: /puzzle new gives you one, /puzzle daily gives you today's.
puzzle-not-legal = "{ $text }" is not a move you can make here.
puzzle-right = Right: { $played }.
puzzle-replies = Parlor answers { $moves }.
puzzle-solved = Solved!
puzzle-wrong = Not the move: after { $played }, Parlor answers { $moves }.
puzzle-wrong-alone = Not the move: { $played } doesn't do it.
puzzle-failed = The puzzle counts as failed (the first wrong answer fails it). The solution: { $solution }.
puzzle-gave-up = The solution: { $solution }. The puzzle counts as failed.

## The daily puzzle
puzzle-daily-done-solved = You solved today's puzzle. The next one comes at 00:00 UTC.
puzzle-daily-done-failed = You have had your try at today's puzzle. The next one comes at 00:00 UTC.
puzzle-daily-other-open = Finish the puzzle you have open first: answer it with /puzzle answer, or /puzzle give-up.
puzzle-daily-post = Daily puzzle for { $date }: { $game }.
puzzle-daily-post-how = Try it with /puzzle daily, then answer with /puzzle answer move:… (only you see your answer; one try a day).

## /puzzle stats
puzzle-stats-none = { $name } has not tried a puzzle here yet.
puzzle-stats-head = { $name }: { $solved } solved of { $tried } tried.
puzzle-stats-game = { $game }: { $solved } of { $tried }
puzzle-stats-streak = Daily streak: { $current } { $current ->
    [one] day
   *[other] days
} (best { $best }).
puzzle-stats-today-solved = Today's daily: solved.
puzzle-stats-today-failed = Today's daily: tried, not solved.
puzzle-stats-today-not = Today's daily: not done yet.
