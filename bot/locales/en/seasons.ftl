# Seasons and leaderboards by period (issue 32).

## /settings set season, announce_channel, leaderboard_inactive_after
settings-bad-season = "{ $value }" is not a way to run seasons: give off, monthly, quarterly or manual.
settings-one-channel = "{ $value }" is not one channel: give a channel like #general, or none.
settings-inactive-range = "{ $value }" is not a time from 1 day to 365 days: give one like 30d, or off.

## /season
season-dm = Seasons belong to a server: use /season in one of its channels.
season-admin-only = Only members with Manage Server can start or end a season.
season-not-manual = Seasons here are set to { $setting }: /season start and /season end work only after /settings set season manual.
season-bad-name = "{ $value }" is not a season name: give 1 to { $most } characters.
season-running = The season { $season } is still running: end it with /season end first.
season-name-taken = This server already had a season called { $season }: choose another name.
season-none-running = No season is running: start one with /season start.
season-changed-meanwhile = The seasons changed at this same moment; see /season show.
season-started = { $name } started the season { $season }: rated games count for it from now on.
season-ended-by = { $name } ended the season { $season }.
season-ended-posted = Its final boards are posted in { $channel }.
season-ended-read = Its final boards stay readable with /leaderboard and season:"{ $season }".
season-show-off = Seasons are off in this server: an admin turns them on with /settings set season (monthly, quarterly or manual).
season-show-none = No season is running: an admin starts one with /season start.
season-show-calendar = Season { $season }: { $days ->
    [one] 1 day left
   *[other] { $days } days left
}, until { $date } 00:00 UTC.
season-show-manual = Season { $season }, running since { $date }.
season-show-ranked = { $game }: { $rating }, rank { $rank }, { $band }
season-show-unranked = { $game }: { $rating }, { $more ->
    [one] 1 more rated game
   *[other] { $more } more rated games
} to be ranked
season-show-no-games = You have no rated game in this season yet: { $min } in a game rank you there.
season-names-more = and { $more } more

## A season's end, in the announce channel
season-ended-heading = Season { $season } is over. The final boards:
season-ended-game = { $game }: champion { $name }, { $rating } ({ $band })
season-ended-nobody = Season { $season } is over; nobody played the { $min } rated games it takes to be ranked.

## /leaderboard
# $period: all, season (the running one), final (an ended season), month, week.
season-board-heading = { $period ->
    [season] { $game }, season { $season } (ranked after { $min } rated games in it):
    [final] { $game }, final board of season { $season }:
    [month] { $game } this month, { $month } (ranked after { $min } rated games in it):
    [week] { $game } this week, from Monday { $date } (ranked after { $min } rated games in it):
   *[other] { $game } ratings in this server (at least { $min } games):
}
season-board-empty = { $period ->
    [season] Nobody is ranked in { $game } in season { $season } yet: it takes { $min } rated games in it.
    [final] Nobody was ranked in { $game } in season { $season }.
    [month] Nobody is ranked in { $game } this month ({ $month }) yet: it takes { $min } rated games in it.
    [week] Nobody is ranked in { $game } this week yet: it takes { $min } rated games in it.
   *[other] Nobody here has { $min } rated games of { $game } yet (members idle for a while are left off).
}
season-board-line = { $rank }. { $name } — { $rating }, { $band } ({ $games ->
    [one] 1 game
   *[other] { $games } games
})
season-board-idle = { $count ->
    [one] 1 member
   *[other] { $count } members
} with no rated game for { $days } days left off.
season-board-both = Give a period or a season, not both.
season-board-no-season = This server has had no season yet; try period:all, month or week.
season-board-no-running = No season is running now; past seasons: { $seasons }.
season-unknown = There is no season called { $season } here; the seasons are { $seasons }.
season-unknown-none = There is no season called { $season }: this server has had no season yet.
season-bad-period = "{ $value }" is not a period: give { $periods }.

## /stats
season-stats-band = rank { $band }
