# Mots que partagent toutes les parties de Parlor.

# En français, 0 et 1 sont au singulier : « 0 jeton », « 1 jeton ».
chips = { $n ->
    [one] { $shown } jeton
   *[other] { $shown } jetons
}

list-or = { $first } ou { $last }
list-and = { $first } et { $last }
