# The web companion's pages (issue 34).
web-page-not-found-title = Page not found
web-page-not-found = There is no such page here.
web-page-bad-request-title = Bad address
web-page-bad-request = This address asks for something out of bounds.
web-page-unavailable-title = Try again shortly
web-page-unavailable = The pages cannot be read right now. Try again in a moment.
web-page-home-title = Parlor
web-page-home = Parlor's pages live at each server's own address: ask your server for its link.
web-page-server-title = This server's games
web-page-server-link = This server's games
web-page-footer = Parlor: vintage tabletop games on Discord.
web-page-live-games = Games in play
web-page-live = live
web-page-no-live = No game is in play.
web-page-recent = Recent games
web-page-no-recent = No game has finished yet.
web-page-leaderboards = Leaderboards
web-page-tournaments-running = Tournaments in play
web-page-tournaments-past = Past tournaments
web-page-none = None yet.
web-page-game-title = { $game } #{ $id }
web-page-game = Game
web-page-players = Players
web-page-options = Options:
web-page-no-options = none
web-page-finished = Finished:
web-page-moves = Moves
web-page-start = Start
web-page-controls = Replay
web-page-first = First position
web-page-prev = Previous position
web-page-next = Next position
web-page-last = Last position
web-page-play = Play
web-page-pause = Pause
web-page-downloads = Downloads
web-page-download-file = Move file
web-page-download-gif = Animation (GIF)
web-page-status-turn = { $name } ({ $seat }) to play.
web-page-status-won = { $name } ({ $seat }) won.
web-page-status-draw = The game was drawn.
web-page-status-ended = The game ended without a result.
web-page-status-live = The game is in play.
web-page-name = Name
web-page-rating = Rating
web-page-band = Rank
web-page-games = Games
web-page-record = Won–drawn–lost
web-page-board-all = { $game }: all time
web-page-board-season = { $game }: season { $season }
web-page-board-month = { $game }: this month
web-page-board-week = { $game }: this week
web-page-board-empty = Nobody is ranked yet: a member is ranked after { $min } rated games.
web-page-board-idle = { $count ->
    [one] One idle member is left off.
   *[other] { $count } idle members are left off.
}
web-page-ranking = Ranking
web-page-periods = Periods
web-page-period-all = All time
web-page-period-season = This season
web-page-period-month = This month
web-page-period-week = This week
web-page-ratings = Ratings
web-page-no-ratings = No rated game yet.
web-page-badges = Badges
web-page-no-badges = No badge yet.
web-page-standings = Standings
web-page-score = Score
web-page-withdrawn = withdrawn
web-page-round = Round { $round }
web-page-bye = bye
web-page-watch = watch
web-page-format-swiss = Swiss
web-page-format-round-robin = round robin
web-page-format-knockout = knockout
web-page-tournament-open = taking sign-ups
web-page-tournament-running = in play
web-page-tournament-finished = finished
web-page-tournament-cancelled = cancelled

## The game's review (issue 35)
web-review-heading = Review
web-review-player = accuracy { $accuracy } of 100; { $inaccuracies } { $inaccuracies ->
        [one] inaccuracy
       *[other] inaccuracies
    }, { $mistakes } { $mistakes ->
        [one] mistake
       *[other] mistakes
    }, { $blunders } { $blunders ->
        [one] blunder
       *[other] blunders
    }
web-review-player-no-moves = no move to judge
web-review-better = better: { $best } ({ $chance }%)
web-review-none = No review yet: type /review id:{ $id } in the server and Parlor judges every move; it shows here too.
