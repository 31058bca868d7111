# The words drawn on line pictures (es). Ids: pictures-line-…

## Under the board
pictures-line-legend = Tres en línea recta: se canta «línea» · diagonales discontinuas: solo para rodar
pictures-line-legend-scoring = Verde: 1 punto · azul: un punto o una bola · rojo: ambos · discontinua: solo rodar

## Header notes
pictures-line-pass-or-reclaim = pasa o recupera
pictures-line-roll = haz rodar una bola
pictures-line-place-or-roll = coloca o haz rodar
pictures-line-place = coloca una bola
pictures-line-points = { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}
pictures-line-all-confiscated = las nueve confiscadas
pictures-line-more-lines-after = más líneas tras { $quiet }
pictures-line-more-points-after = más puntos tras { $quiet }
pictures-line-moves-without-line = { $n } jugadas sin línea
pictures-line-moves-without-new-line = { $n } jugadas sin línea nueva

## The panel
pictures-line-taken-by = Tomadas por { $who }: { $n }
pictures-line-in-hand = En la mano: { $n }
pictures-line-last = Última: { $who } { $play }
pictures-line-called = { $count ->
    [one] ¡Línea { $lines }!
   *[other] ¡Líneas { $lines }!
}
pictures-line-and = { $first } y { $second }
pictures-line-barred = no { $from }-{ $to } (vuelve atrás)
pictures-line-quiet = { $n } de { $quiet }
pictures-line-lines-scored = Líneas anotadas: { $n }
pictures-line-points-of = Puntos: { $points } de { $target }

## Alt text
pictures-line-alt = Line, variante { $variant }. { $first } contra { $second }. { $headline }
pictures-line-alt-last = Última jugada: { $who } { $play }
pictures-line-alt-calling = { $count ->
    [one] formando la línea { $lines }
   *[other] formando las líneas { $lines }
}
pictures-line-alt-seat = { $who } tiene { $hand } en la mano y { $taken } tomadas por { $opponent }
pictures-line-alt-lines-scored = { $n ->
    [one] { $n } línea anotada
   *[other] { $n } líneas anotadas
}
pictures-line-alt-points = { $points } de { $target } puntos
