# Palabras que comparten todas las partes de Parlor.

chips = { $n ->
    [one] { $shown } ficha
   *[other] { $shown } fichas
}

list-or = { $first } o { $last }
list-and = { $first } y { $last }
