# chips messages (en): /chips, wallets and the ledger's refusals, games for
# stakes, and the Crown and Anchor table's bets, rolls and payouts.

## Amounts as typed ($shown is what the member typed, cut short)

chips-amount-missing = Give an amount of chips, a whole number like 50.
chips-amount-negative = { $shown } is not a positive amount; give at least 1 chip.
chips-amount-fraction = { $shown } is not a whole number of chips; chips don't split.
chips-amount-not-number = "{ $shown }" is not an amount of chips; give a whole number like 50.
chips-amount-zero = Zero chips moves nothing; give at least 1 chip.
# $max is the most a wallet may hold, grouped.
chips-amount-over-wallet = { $shown } chips is more than any wallet may hold ({ $max }).
chips-amount-over-all = { $shown } chips is more than can exist; a wallet holds at most { $max }.

## The ledger refused a change ($max is an amount of chips)

chips-store-spent = Those chips are no longer there (another command spent them first); nothing was moved.
chips-store-too-large = That would put more than { $max } in one account; nothing was moved.
chips-store-past-cap = That could put more than { $max } in one account once the open tables and games pay out; nothing was moved.

## The most a wallet may hold. $what is what would do it (a chips-cap-what-*
## message); $who is you, member, banker or house ($name for member and banker);
## $holder is wallet or account; $max and $owed are amounts of chips.

chips-cap = { $what } could take { $who ->
    [you] you
    [house] the house
    [banker] the Banker, { $name },
   *[member] { $name }
} past { $max }, the most { $holder ->
    [wallet] a wallet
   *[account] an account
} may hold
chips-cap-counting = { $what } could take { $who ->
    [you] you
    [house] the house
    [banker] the Banker, { $name },
   *[member] { $name }
} past { $max }, the most { $holder ->
    [wallet] a wallet
   *[account] an account
} may hold, counting the { $owed } open tables and games may still pay { $who ->
    [you] you
    [house] it
   *[other] them
}
chips-cap-what-daily = Your daily { $amount }
chips-cap-what-that = That
chips-cap-what-pot = Winning the pot of { $pot }
chips-cap-what-triple = A triple on that bet
chips-cap-what-every-bet-loses = Should every bet lose, that bet
# $cap is a chips-cap message; $instead what to do instead.
chips-cap-instead = { $cap }; { $instead }.
chips-cap-daily = { $cap }; nothing was collected.
chips-cap-stake = { $cap }; play for less.
# $n grouped
chips-at-most-give = give at most { $n }
chips-at-most-grant = grant at most { $n }
chips-at-most-fund = fund it with at most { $n }
chips-at-most-bet = bet at most { $n }
chips-nothing-fits = nothing more fits
chips-no-more-you = you can't bet more now
chips-no-more-table = the table takes no more bets this round

## Durations ($n a number)

chips-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
chips-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
chips-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
chips-under-a-minute = less than a minute

## /chips

chips-server-only = Chips belong to a server; use /chips in one of its channels.
chips-already-done = That was already done.
chips-admin-only = Only members with Manage Server can { $what ->
    [grant] grant chips
    [take] take chips
    [fund] fund the house
   *[house] see the house balance
}.
chips-house-holds = The house holds { $amount }.
chips-bot = { $name } is a bot; bots hold no chips.
chips-balance-of = { $name } has { $amount }.
chips-balance-of-fresh = { $name } has { $amount } (the starting grant, not collected yet).
chips-balance = You have { $amount }.
chips-balance-welcome = You have { $amount }. Welcome: every member starts with { $starting }.
chips-no-daily = This server gives no daily chips.
# $wait a duration, $at a date and time in UTC
chips-daily-early = You already collected your daily chips; the next is due in { $wait } ({ $at }).
chips-daily = You collected { $amount }; you now have { $total }. The next daily is due in { $every }.
chips-give-self = You can't give chips to yourself.
# $amount grouped
chips-give-short = You have { $have }; you can't give { $amount }.
chips-gave = { $giver } gave { $receiver } { $amount }.
chips-leaderboard-empty = Nobody here holds chips yet; /chips daily or a game of Crown and Anchor starts you off.
chips-leaderboard-title = Most chips in this server:
chips-leaderboard-line = { $rank }. { $name } — { $amount }
chips-member-id = member { $id }
chips-history-empty = You have no chip history yet; you start with { $starting } the first time you play or use /chips.
chips-history-title = Your latest chip entries (balance { $balance }):
# $at a date and time in UTC, $sign + or -, $amount grouped, $what the entry's note
chips-history-line = { $at }: { $sign }{ $amount } — { $what }
chips-history-line-game = { $at }: { $sign }{ $amount } — { $what } (game #{ $game })
chips-history-line-round = { $at }: { $sign }{ $amount } — { $what } (game #{ $game }, round { $round })
chips-granted = { $admin } (Manage Server) granted { $member } { $amount }; they now have { $total }.
# $amount grouped
chips-take-short = { $name } has { $have }; you can't take { $amount }.
chips-took = { $admin } (Manage Server) took { $amount } from { $member }; they now have { $total }.
chips-funded = { $admin } (Manage Server) put { $amount } in the house; it now holds { $total }.

## Ledger notes as /chips history shows them

chips-note-welcome = starting grant
chips-note-daily = daily grant
chips-note-gave = { $giver } gave { $receiver }
chips-note-granted = granted by { $name }
chips-note-taken = taken by { $name }
chips-note-funded = house funded by { $name }
chips-note-bet = bet { $on }
chips-note-cover = put up to cover the bets on the table
chips-note-cover-fewer = cover returned: fewer bets to cover
chips-note-cover-closed = cover returned: the table closed
chips-note-bets-closed = bets returned: the table closed
chips-note-withdrawn = bet { $on } withdrawn
chips-note-withdrawn-all = bets withdrawn
chips-note-won-round = won in round { $round }
chips-note-bank-take = the bank's take of round { $round }
chips-note-penalty = penalty: a man sent to the Dog House
chips-note-stake = stake on { $game } #{ $id }
chips-note-won-game = won { $game } #{ $id }
chips-note-stake-returned = stake returned: { $game } #{ $id } had no winner
# A ledger reason with no note: welcome, daily, give, …
chips-reason = { $reason ->
    [welcome] welcome
    [daily] daily
    [give] give
    [grant] grant
    [take] take
    [house_fund] house fund
    [bet] bet
    [withdraw] withdraw
    [cover] cover
    [payout] payout
    [bank] bank
    [refund] refund
    [stake] stake
    [winnings] winnings
   *[penalty] penalty
}

## Games for stakes

chips-stakes-server-only = Games for chips are played in a server channel.
# $stake grouped
chips-stake-short = You have { $have }; the stake is { $stake }. Play for less, or without a stake.
chips-stake-short-of = { $name } has { $have }; the stake is { $stake }. Play for less, or without a stake.
chips-penalty-no-room = { $payee } has no room for more chips, so { $payer } pays no penalty.
chips-penalty-broke = { $payer } has no chips left for the penalty.
chips-penalty-paid = { $payer } pays { $payee } { $amount } for the man sent to the Dog House.

## Crown and Anchor tables. $design is the engine's name of a design: crown,
## anchor, heart, spade, diamond or club.

chips-design = { $design }
chips-on-design = on the { $design }
chips-crown-not-open = The table hasn't opened yet: the host starts it with Start or /start.
chips-crown-other-game = The game here is { $game }, not Crown and Anchor.
chips-crown-none = There is no Crown and Anchor table here; open one with /play game:crown-and-anchor.
chips-crown-server-only = Crown and Anchor is a server feature: it is played for chips in a server channel.
chips-crown-left = You left this table and can't sit at it again; to play, open a table of your own in another channel or thread with /play.
chips-crown-joined = { $name } joined the table.
chips-crown-already = You are already at this table.
chips-crown-not-at = You are not at this table.
chips-crown-bad-button = That button is not one of mine.
chips-crown-chip-size = Your design buttons now bet { $amount } each (or type /bet design:anchor chips:N for any amount).
# $on is a chips-on-design message; $stakes all the chips on the table.
chips-crown-bet = { $name } bets { $amount } { $on }. On the table: { $stakes }.
chips-crown-bet-more = { $name } bets { $amount } { $on } ({ $total } { $on } in all). On the table: { $stakes }.
chips-crown-timer = Betting closes and the dice roll in { $seconds } seconds.
chips-crown-house-fund = An admin can add chips with /chips house fund.
chips-crown-no-bets = You have no bets at this table.
chips-crown-withdrew = { $name } withdrew { $amount } from the table.
chips-crown-players-roll = Only players at the table can roll; /join it first.
chips-crown-banker-rolls = Only the Banker ({ $banker }) rolls; anyone at the table may roll if the Banker stays silent for { $wait } more.
# $dice the three designs rolled, joined by commas
chips-round-rolled = Round { $round }: { $name } rolled { $dice }.
chips-round-timer = Time's up for round { $round }: the dice rolled { $dice }.
# $list the payouts joined by commas; $sign + or −, $amount grouped
chips-payouts = Payouts: { $list }.
chips-payout = { $name } { $sign }{ $amount }
chips-payout-banker = { $name } (Banker) { $sign }{ $amount }
chips-payout-house = the house (Banker) { $sign }{ $amount }
