# Seasons and leaderboards by period (issue 32).

## /settings set season, announce_channel, leaderboard_inactive_after
settings-bad-season = « { $value } » n'est pas une façon de mener les saisons : indique off, monthly, quarterly ou manual.
settings-one-channel = « { $value } » n'est pas un salon : indique un salon comme #general, ou none.
settings-inactive-range = « { $value } » n'est pas une durée de 1 à 365 jours : indique-en une comme 30d, ou off.

## /season
season-dm = Les saisons appartiennent à un serveur : utilise /season dans l'un de ses salons.
season-admin-only = Seuls les membres qui peuvent gérer le serveur peuvent commencer ou terminer une saison.
season-not-manual = Les saisons sont réglées sur { $setting } ici : /season start et /season end ne marchent qu'après /settings set season manual.
season-bad-name = « { $value } » n'est pas un nom de saison : donne de 1 à { $most } caractères.
season-running = La saison { $season } est toujours en cours : termine-la d'abord avec /season end.
season-name-taken = Ce serveur a déjà eu une saison nommée { $season } : choisis un autre nom.
season-none-running = Aucune saison n'est en cours : commences-en une avec /season start.
season-changed-meanwhile = Les saisons ont changé au même moment ; regarde /season show.
season-started = { $name } a commencé la saison { $season } : les parties classées comptent pour elle dès maintenant.
season-ended-by = { $name } a terminé la saison { $season }.
season-ended-posted = Ses classements finaux sont publiés dans { $channel }.
season-ended-read = Ses classements finaux restent lisibles avec /leaderboard et season:"{ $season }".
season-show-off = Les saisons sont désactivées sur ce serveur : un admin les active avec /settings set season (monthly, quarterly ou manual).
season-show-none = Aucune saison n'est en cours : un admin en commence une avec /season start.
season-show-calendar = Saison { $season } : { $days ->
    [one] encore 1 jour
   *[other] encore { $days } jours
}, jusqu'au { $date } à 00:00 UTC.
season-show-manual = Saison { $season }, en cours depuis le { $date }.
season-show-ranked = { $game } : { $rating }, { $rank }{ $rank ->
    [one] er
   *[other] e
}, { $band }
season-show-unranked = { $game } : { $rating }, encore { $more ->
    [one] 1 partie classée
   *[other] { $more } parties classées
} pour être classé
season-show-no-games = Tu n'as encore aucune partie classée cette saison : { $min } dans un jeu t'y classent.
season-names-more = et { $more } de plus

## A season's end, in the announce channel
season-ended-heading = La saison { $season } est terminée. Les classements finaux :
season-ended-game = { $game } : champion { $name }, { $rating } ({ $band })
season-ended-nobody = La saison { $season } est terminée ; personne n'a joué les { $min } parties classées qu'il faut pour être classé.

## /leaderboard
season-board-heading = { $period ->
    [season] { $game }, saison { $season } (classé après { $min } parties classées dedans) :
    [final] { $game }, classement final de la saison { $season } :
    [month] { $game } ce mois-ci, { $month } (classé après { $min } parties classées dedans) :
    [week] { $game } cette semaine, depuis lundi { $date } (classé après { $min } parties classées dedans) :
   *[other] Classement de { $game } sur ce serveur (au moins { $min } parties) :
}
season-board-empty = { $period ->
    [season] Personne n'est encore classé en { $game } dans la saison { $season } : il faut { $min } parties classées dedans.
    [final] Personne n'a été classé en { $game } dans la saison { $season }.
    [month] Personne n'est encore classé en { $game } ce mois-ci ({ $month }) : il faut { $min } parties classées dedans.
    [week] Personne n'est encore classé en { $game } cette semaine : il faut { $min } parties classées dedans.
   *[other] Personne ici n'a encore { $min } parties classées de { $game } (les membres inactifs depuis un moment n'y sont pas).
}
season-board-line = { $rank }. { $name } — { $rating }, { $band } ({ $games ->
    [one] 1 partie
   *[other] { $games } parties
})
season-board-idle = { $count ->
    [one] 1 membre sans partie classée depuis { $days } jours n'apparaît pas.
   *[other] { $count } membres sans partie classée depuis { $days } jours n'apparaissent pas.
}
season-board-both = Donne une période ou une saison, pas les deux.
season-board-no-season = Ce serveur n'a encore eu aucune saison ; essaie period:all, month ou week.
season-board-no-running = Aucune saison n'est en cours ; saisons passées : { $seasons }.
season-unknown = Il n'y a pas de saison nommée { $season } ici ; les saisons sont { $seasons }.
season-unknown-none = Il n'y a pas de saison nommée { $season } : ce serveur n'a encore eu aucune saison.
season-bad-period = « { $value } » n'est pas une période : indique { $periods }.

## /stats
season-stats-band = rang { $band }
