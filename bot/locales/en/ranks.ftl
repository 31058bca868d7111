# Rank bands and rank roles (issue 32).
rank-bronze = Bronze
rank-silver = Silver
rank-gold = Gold
rank-platinum = Platinum
rank-diamond = Diamond
rank-bands-count = Give from 2 to { $most } bands, lowest first, like `Bronze Silver:1300 Gold:1500` ({ $given } given).
rank-bands-bad-name = "{ $value }" is not a band: a band is a name of up to { $most } letters or digits, then `:` and the rating it starts at.
rank-bands-twice = The band { $name } is named twice.
rank-bands-first-bound = The lowest band, { $name }, takes every rating below the next: write it without a bound.
rank-bands-no-bound = The band { $name } needs the rating it starts at, like `{ $name }:1500`.
rank-bands-bad-bound = { $name } starts at "{ $value }", which is not a rating from 0 to { $most }.
rank-bands-order = { $name } starts at { $bound }, which is not above { $previous } ({ $previous_bound }): give the bands lowest first.
