# Words every part of Parlor shares. English is the source of every text;
# locales/es and locales/fr hold the same ids with the same placeholders.

# An amount of chips; $shown is $n written grouped by thousands.
chips = { $n ->
    [one] { $shown } chip
   *[other] { $shown } chips
}

# The last two items of a list; $first is the items before, joined by commas.
list-or = { $first } or { $last }
list-and = { $first } and { $last }
