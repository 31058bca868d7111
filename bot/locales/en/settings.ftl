# settings messages (en): /settings (issue 21), the settings /play obeys, threads mode

settings-dm = Settings belong to a server; use /settings in one of its channels.
settings-already-done = That was already done.
settings-admin-only = Only a member with Manage Server can see or change this server's settings.
settings-unknown-key = There is no setting "{ $key }". The settings are: { $keys }.
settings-empty-value = Give a value: /settings set key:{ $key } value:…
settings-show-head = This server's settings (its own values override the defaults from config.toml; a running game keeps the timers it started with):
settings-show-default = `{ $key }`: { $value } (default)
settings-show-set = `{ $key }`: { $value }, set by { $name } on { $when }
settings-show-reset = `{ $key }`: { $value } (default; reset by { $name } on { $when })
settings-show-foot = Change one with /settings set key:… value:…, or go back to the default with /settings reset key:…
settings-set = { $name } set `{ $key }` to { $value } (it was { $old }).
settings-reset = { $name } reset `{ $key }` to its default, { $value }.
settings-timers-kept = Games already running keep their timers.
settings-web-on = This server's web pages are on: { $url }
settings-web-not-served = The setting is saved, but the host has not set up web pages for this Parlor yet: the pages appear once they do.
settings-web-off = This server's web pages are off: their addresses show nothing now.
settings-web-still-off = This server's web pages stay off.
settings-bad-duration = "{ $value }" is not a duration: write it like 90s, 10m, 2h or 7d.
settings-duration-range = `{ $key }` must be from 1 minute to 30 days; { $value } is outside that.
settings-bad-number = "{ $value }" is not a whole number of chips; write it like 500 or 1,000.
settings-number-range = `{ $key }` must be from { $min } to { $max } chips.
settings-min-above-max = The table minimum ({ $min }) can't be above the table maximum ({ $max }); change the other one first.
settings-bad-switch = `{ $key }` is on or off, not "{ $value }".
settings-unknown-game = "{ $value }" is not a game; the games are { $games } (or all).
settings-no-games = Leave at least one game on: name the games (like { $games }), or write all.
settings-bad-channel = "{ $value }" is not a channel: give channel mentions like #games, channel ids, or all.
settings-bad-language = "{ $value }" is not a language Parlor speaks: give en, es, fr or auto.
settings-game-off = { $game } is turned off on this server. The games here: { $games }.
settings-channel-off = On this server Parlor plays in { $channels }; start your game there.
settings-thread-players = { $first } vs { $second }
settings-thread-name = { $game } — { $players }
settings-thread-opening = Opening a thread for this game…
settings-thread-pointer = { $name } started { $game } in { $thread }.
settings-thread-permission = I can't open a thread for the game here: Parlor needs the { $permission } permission in this channel. An admin can grant it, or turn threads off with /settings set key:threads value:off.
settings-permission-create-threads = Create Public Threads
settings-permission-send-in-threads = Send Messages in Threads

# The /settings command as Discord shows it (names: lowercase, no spaces).
cmd-settings = settings
    .description = This server's Parlor settings (Manage Server).
cmd-settings-show = show
    .description = Every setting, its value, and who changed it when.
cmd-settings-set = set
    .description = Change a setting for this server.
cmd-settings-set-key = key
    .description = Which setting
cmd-settings-set-value = value
    .description = The new value: 2h, 500, on, off, checkers hot-spot, #games, fr, all…
cmd-settings-reset = reset
    .description = Put a setting back to the default from config.toml.
cmd-settings-reset-key = key
    .description = Which setting

# The choices of /settings key: (the English names are the keys players type in local mode).
cmd-choice-key-challenge_expiry = challenge_expiry
cmd-choice-key-turn_timer = turn_timer
cmd-choice-key-abandon_after = abandon_after
cmd-choice-key-starting_chips = starting_chips
cmd-choice-key-daily_chips = daily_chips
cmd-choice-key-daily_every = daily_every
cmd-choice-key-table_min = table_min
cmd-choice-key-table_max = table_max
cmd-choice-key-house_banks = house_banks
cmd-choice-key-games = games
cmd-choice-key-channels = channels
cmd-choice-key-threads = threads
cmd-choice-key-language = language
cmd-choice-key-rated = rated
cmd-choice-key-web = web
cmd-choice-key-season = season
cmd-choice-key-announce_channel = announce_channel
cmd-choice-key-puzzle_channel = puzzle_channel
cmd-choice-key-leaderboard_inactive_after = leaderboard_inactive_after
# A long list in a setting's value: the first ones shown, the rest counted.
settings-and-more = { $shown } and { $more } more
settings-too-many-channels = That's { $given } channels: Parlor plays in at most { $most } listed channels. List fewer, or use all.
