# The words drawn on line pictures (fr). Ids: pictures-line-…

## Under the board
pictures-line-legend = Trois billes alignées : on annonce « ligne » · diagonales en pointillé : roulement seulement
pictures-line-legend-scoring = Vert : 1 point · bleu : un point ou une bille · rouge : les deux · pointillé : roulement seul

## Header notes
pictures-line-pass-or-reclaim = passe ou récupère
pictures-line-roll = fais rouler une bille
pictures-line-place-or-roll = pose ou fais rouler
pictures-line-place = pose une bille
pictures-line-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
pictures-line-all-confiscated = les neuf confisquées
pictures-line-more-lines-after = plus de lignes après { $quiet }
pictures-line-more-points-after = plus de points après { $quiet }
pictures-line-moves-without-line = { $n } coups sans ligne
pictures-line-moves-without-new-line = { $n } coups sans nouvelle ligne

## The panel
pictures-line-taken-by = Prises par { $who } : { $n }
pictures-line-in-hand = En main : { $n }
pictures-line-last = Dernier : { $who } { $play }
pictures-line-called = { $count ->
    [one] Ligne { $lines } annoncée !
   *[other] Lignes { $lines } annoncées !
}
pictures-line-and = { $first } et { $second }
pictures-line-barred = pas { $from }-{ $to } (demi-tour)
pictures-line-quiet = { $n } sur { $quiet }
pictures-line-lines-scored = Lignes marquées : { $n }
pictures-line-points-of = Points : { $points } sur { $target }

## Alt text
pictures-line-alt = Line, variante { $variant }. { $first } contre { $second }. { $headline }
pictures-line-alt-last = Dernier coup : { $who } { $play }
pictures-line-alt-calling = { $count ->
    [one] qui forme la ligne { $lines }
   *[other] qui forme les lignes { $lines }
}
pictures-line-alt-seat = { $who } a { $hand } en main et { $taken } prises par { $opponent }
pictures-line-alt-lines-scored = { $n ->
    [one] { $n } ligne marquée
   *[other] { $n } lignes marquées
}
pictures-line-alt-points = { $points } points sur { $target }
