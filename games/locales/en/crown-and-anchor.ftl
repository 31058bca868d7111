# Crown and Anchor: the table's events and refusals. Events are lower case without
# a full stop (the table makes them sentences); $seat, $from and $to are member
# names or `crown-and-anchor-numbered-seat`.

crown-and-anchor-numbered-seat = seat { $n }

## Designs: the name, with "a", with "the". Players type them in English
## (`/bet design:anchor`); the Spanish and French names are accepted too.

crown-and-anchor-design-crown = crown
crown-and-anchor-design-crown-indefinite = a crown
crown-and-anchor-design-crown-definite = the crown
crown-and-anchor-design-anchor = anchor
crown-and-anchor-design-anchor-indefinite = an anchor
crown-and-anchor-design-anchor-definite = the anchor
crown-and-anchor-design-heart = heart
crown-and-anchor-design-heart-indefinite = a heart
crown-and-anchor-design-heart-definite = the heart
crown-and-anchor-design-spade = spade
crown-and-anchor-design-spade-indefinite = a spade
crown-and-anchor-design-spade-definite = the spade
crown-and-anchor-design-diamond = diamond
crown-and-anchor-design-diamond-indefinite = a diamond
crown-and-anchor-design-diamond-definite = the diamond
crown-and-anchor-design-club = club
crown-and-anchor-design-club-indefinite = a club
crown-and-anchor-design-club-definite = the club

## Events

crown-and-anchor-threw = { $seat } threw { $design }
crown-and-anchor-banker-chosen = { $seat } is the Banker
# $dice: the three designs, "crown, heart, heart".
crown-and-anchor-rolled = round { $round }: the dice show { $dice }
crown-and-anchor-bank-passes-triple = a triple: the bank passes from { $from } to { $to }
crown-and-anchor-bank-passes = the bank passes from { $from } to { $to }
crown-and-anchor-left = { $seat } left the table

## Refusals ($chips and $free: amounts of chips; $bet, $more, $most: numbers)

crown-and-anchor-not-seated = { $seat } is not at the table
crown-and-anchor-banker-cannot-bet = the Banker doesn't bet; the Banker covers the bets on the table
crown-and-anchor-zero-chips = bet a whole number of chips, at least 1
crown-and-anchor-below-minimum = the table minimum is { $chips } a bet
crown-and-anchor-above-maximum = the table maximum is { $chips } a bet
crown-and-anchor-not-enough-chips = you have { $free } free; a bet of { $bet } needs { $more } more
crown-and-anchor-banker-cannot-cover-any = the Banker can't cover any more on { $design }
crown-and-anchor-banker-cannot-cover = the Banker can't cover that; at most { $most } more on { $design }
crown-and-anchor-house-cannot-cover-any = the house can't cover any more on { $design }
crown-and-anchor-house-cannot-cover = the house can't cover that; at most { $most } more on { $design }
crown-and-anchor-too-many-chips = that is more chips than one table can hold
crown-and-anchor-nothing-to-withdraw-on = you have no bet on { $design } to withdraw
crown-and-anchor-nothing-to-withdraw = you have no bets on the table to withdraw
crown-and-anchor-no-bets = there are no bets on the table; nothing to roll for
crown-and-anchor-has-bets = you have bets on the table; withdraw them or wait for the roll
crown-and-anchor-banker-has-bets = the Banker can't leave with bets on the table; roll first
crown-and-anchor-last-player = you are the last player at the table, so nobody could take the bank; close the table with /end instead
crown-and-anchor-table-full = the table is full ({ $most } players)
crown-and-anchor-out-of-seats = this table has run out of seats; open a new table
crown-and-anchor-not-a-design = { $text } is not a design; choose crown, anchor, heart, spade, diamond or club
