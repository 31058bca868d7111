# Rangs et rôles de rang (issue 32).
rank-bronze = Bronze
rank-silver = Argent
rank-gold = Or
rank-platinum = Platine
rank-diamond = Diamant
rank-bands-count = Donne de 2 à { $most } rangs, du plus bas au plus haut, comme `Bronze Argent:1300 Or:1500` ({ $given } donnés).
rank-bands-bad-name = « { $value } » n'est pas un rang : un rang est un nom d'au plus { $most } lettres ou chiffres, puis `:` et le classement où il commence.
rank-bands-twice = Le rang { $name } est nommé deux fois.
rank-bands-first-bound = Le rang le plus bas, { $name }, prend tout classement sous le suivant : écris-le sans seuil.
rank-bands-no-bound = Le rang { $name } a besoin du classement où il commence, comme `{ $name }:1500`.
rank-bands-bad-bound = { $name } commence à « { $value } », qui n'est pas un classement de 0 à { $most }.
rank-bands-order = { $name } commence à { $bound }, qui n'est pas au-dessus de { $previous } ({ $previous_bound }) : donne les rangs du plus bas au plus haut.
