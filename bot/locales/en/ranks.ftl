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

# Rank roles (issue 32): the rank_roles and rank_game settings.
# (rank_bands's choice was missing on main; added here so the localisation tests pass.)
cmd-choice-key-rank_bands = rank_bands
cmd-choice-key-rank_roles = rank_roles
cmd-choice-key-rank_game = rank_game
rank-roles-form = Write `rank_roles` as band:role pairs, like `gold:@Gold Players diamond:@Diamonds`, or off.
rank-roles-unknown-band = "{ $band }" is not one of this server's bands: { $bands }. Write each as band:role, like `gold:@Gold Players`.
rank-roles-band-twice = The band { $band } is given two roles: give it one.
rank-roles-no-role = The band { $band } needs a role after the colon, like `{ $band }:@Gold Players`.
rank-roles-unknown-role = There is no role "{ $role }" on this server: pick it from the list so Discord sends the role itself.
rank-roles-ambiguous = Several roles are named "{ $role }": pick the one you mean from the list so Discord sends the role itself.
rank-roles-everyone = `@everyone` can't be a rank role: every member holds it already.
rank-roles-managed = { $role } belongs to a bot or an integration, so Parlor can't give it: pick another role.
rank-roles-no-manage = Parlor needs the Manage Roles permission to give rank roles: an admin can grant it in Server Settings → Roles.
rank-roles-too-high = { $role } sits at or above Parlor's highest role, so Parlor can't give it: drag Parlor's role above it in Server Settings → Roles.
rank-roles-unreadable = Parlor couldn't read this server's roles just now: try again in a moment.
rank-roles-stopped-gone = Rank roles stopped on { $when }: the role { $role } is gone. Set `rank_roles` again to restart them.
rank-roles-stopped-refused = Rank roles stopped on { $when }: Discord refused Parlor { $role } (Manage Roles, or a role above Parlor's). Set `rank_roles` again to restart them.
