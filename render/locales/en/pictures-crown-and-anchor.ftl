# The words drawn on crown-and-anchor pictures (en). Ids: pictures-crown-and-anchor-…

## Header
pictures-crown-and-anchor-round-thrown = Round { $round }: the dice are thrown
pictures-crown-and-anchor-round-bets = Round { $round }: place your bets
pictures-crown-and-anchor-banker = Banker: { $who }
pictures-crown-and-anchor-the-house = the house
# The second line: the Banker, then the table's limits.
pictures-crown-and-anchor-limits = Banker: { $who } · bets of { $min }–{ $max } chips
pictures-crown-and-anchor-cover = { $n } put up to cover them
pictures-crown-and-anchor-timer = timer { $seconds } s

## The dice panel
pictures-crown-and-anchor-no-roll = No roll yet
pictures-crown-and-anchor-how = Three dice are rolled once the bets are down. A design that shows k times pays the stake back and k × the stake.
pictures-crown-and-anchor-the-roll = The roll
pictures-crown-and-anchor-last-roll = Last roll
pictures-crown-and-anchor-round = round { $round }
pictures-crown-and-anchor-triple-banker = a triple: { $who } banked this round; the bank passes on
pictures-crown-and-anchor-triple-house = a triple (the house keeps the bank)

## The board and the players' panel
pictures-crown-and-anchor-no-bets = no bets
pictures-crown-and-anchor-more-bettors = +{ $n } more
pictures-crown-and-anchor-payouts = Payouts this round
pictures-crown-and-anchor-players = Players
pictures-crown-and-anchor-banker-mark = { $who } (Banker)
pictures-crown-and-anchor-banks = banks
pictures-crown-and-anchor-on-board = { $chips } on the board
pictures-crown-and-anchor-now = now { $balance }
pictures-crown-and-anchor-and-more = and { $n } more

## Alt text
pictures-crown-and-anchor-alt = Crown and Anchor, round { $round }. Banker: { $who }.
pictures-crown-and-anchor-alt-no-bets = No bets.
pictures-crown-and-anchor-alt-bets = Bets: { $bets }.
pictures-crown-and-anchor-alt-roll = The roll: { $dice }.
pictures-crown-and-anchor-alt-last-roll = Last roll: { $dice }.
pictures-crown-and-anchor-wins = { $who } wins { $n }
pictures-crown-and-anchor-loses = { $who } loses { $n }
pictures-crown-and-anchor-even = { $who } breaks even
