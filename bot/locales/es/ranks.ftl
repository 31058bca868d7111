# Rangos y roles de rango (issue 32).
rank-bronze = Bronce
rank-silver = Plata
rank-gold = Oro
rank-platinum = Platino
rank-diamond = Diamante
rank-bands-count = Indica de 2 a { $most } rangos, del más bajo al más alto, como `Bronce Plata:1300 Oro:1500` (hay { $given }).
rank-bands-bad-name = "{ $value }" no es un rango: un rango es un nombre de hasta { $most } letras o cifras, luego `:` y la puntuación en que empieza.
rank-bands-twice = El rango { $name } aparece dos veces.
rank-bands-first-bound = El rango más bajo, { $name }, abarca toda puntuación por debajo del siguiente: escríbelo sin límite.
rank-bands-no-bound = El rango { $name } necesita la puntuación en que empieza, como `{ $name }:1500`.
rank-bands-bad-bound = { $name } empieza en "{ $value }", que no es una puntuación de 0 a { $most }.
rank-bands-order = { $name } empieza en { $bound }, que no está por encima de { $previous } ({ $previous_bound }): indica los rangos del más bajo al más alto.
