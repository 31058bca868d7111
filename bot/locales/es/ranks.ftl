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

# Roles de rango (issue 32): los ajustes rank_roles y rank_game.
# (rank_bands's choice was missing on main; added here so the localisation tests pass.)
cmd-choice-key-rank_bands = rangos
cmd-choice-key-rank_roles = roles de rango
cmd-choice-key-rank_game = juego del rango
rank-roles-form = Escribe `rank_roles` como pares rango:rol, como `gold:@Jugadores Oro diamond:@Diamantes`, u off.
rank-roles-unknown-band = "{ $band }" no es uno de los rangos de este servidor: { $bands }. Escribe cada uno como rango:rol, como `gold:@Jugadores Oro`.
rank-roles-band-twice = El rango { $band } tiene dos roles: dale uno solo.
rank-roles-no-role = El rango { $band } necesita un rol tras los dos puntos, como `{ $band }:@Jugadores Oro`.
rank-roles-unknown-role = No hay ningún rol "{ $role }" en este servidor: elígelo de la lista para que Discord envíe el rol mismo.
rank-roles-ambiguous = Hay varios roles llamados "{ $role }": elige el que quieres de la lista para que Discord envíe el rol mismo.
rank-roles-everyone = `@everyone` no puede ser un rol de rango: todos los miembros ya lo tienen.
rank-roles-managed = { $role } pertenece a un bot o a una integración, así que Parlor no puede darlo: elige otro rol.
rank-roles-no-manage = Parlor necesita el permiso Gestionar roles para dar roles de rango: un administrador puede concederlo en Ajustes del servidor → Roles.
rank-roles-too-high = { $role } está al nivel del rol más alto de Parlor o por encima, así que Parlor no puede darlo: arrastra el rol de Parlor por encima en Ajustes del servidor → Roles.
rank-roles-unreadable = Parlor no ha podido leer los roles de este servidor ahora: inténtalo de nuevo dentro de un momento.
rank-roles-stopped-gone = Los roles de rango se detuvieron el { $when }: el rol { $role } ya no existe. Vuelve a fijar `rank_roles` para reanudarlos.
rank-roles-stopped-refused = Los roles de rango se detuvieron el { $when }: Discord le negó a Parlor { $role } (Gestionar roles, o un rol sobre el de Parlor). Vuelve a fijar `rank_roles` para reanudarlos.
