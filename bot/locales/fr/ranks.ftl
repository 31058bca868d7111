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

# Rôles de rang (issue 32) : les réglages rank_roles et rank_game.
# (rank_bands's choice was missing on main; added here so the localisation tests pass.)
cmd-choice-key-rank_bands = rangs
cmd-choice-key-rank_roles = rôles de rang
cmd-choice-key-rank_game = jeu du rang
rank-roles-form = Écris `rank_roles` en paires rang:rôle, comme `gold:@Joueurs Or diamond:@Diamants`, ou off.
rank-roles-unknown-band = « { $band } » n'est pas un des rangs de ce serveur : { $bands }. Écris chacun en rang:rôle, comme `gold:@Joueurs Or`.
rank-roles-band-twice = Le rang { $band } reçoit deux rôles : donne-lui en un seul.
rank-roles-no-role = Le rang { $band } a besoin d'un rôle après les deux-points, comme `{ $band }:@Joueurs Or`.
rank-roles-unknown-role = Il n'y a pas de rôle « { $role } » sur ce serveur : choisis-le dans la liste pour que Discord envoie le rôle lui-même.
rank-roles-ambiguous = Plusieurs rôles s'appellent « { $role } » : choisis celui que tu veux dans la liste pour que Discord envoie le rôle lui-même.
rank-roles-everyone = `@everyone` ne peut pas être un rôle de rang : tous les membres l'ont déjà.
rank-roles-managed = { $role } appartient à un bot ou à une intégration, donc Parlor ne peut pas le donner : choisis un autre rôle.
rank-roles-no-manage = Parlor a besoin de la permission Gérer les rôles pour donner des rôles de rang : un admin peut l'accorder dans Paramètres du serveur → Rôles.
rank-roles-too-high = { $role } est au niveau du rôle le plus haut de Parlor ou au-dessus, donc Parlor ne peut pas le donner : fais glisser le rôle de Parlor au-dessus dans Paramètres du serveur → Rôles.
rank-roles-unreadable = Parlor n'a pas pu lire les rôles de ce serveur à l'instant : réessaie dans un moment.
rank-roles-stopped-gone = Les rôles de rang se sont arrêtés le { $when } : le rôle { $role } n'existe plus. Règle `rank_roles` de nouveau pour les relancer.
rank-roles-stopped-refused = Les rôles de rang se sont arrêtés le { $when } : Discord a refusé { $role } à Parlor (Gérer les rôles, ou un rôle au-dessus de celui de Parlor). Règle `rank_roles` de nouveau pour les relancer.
