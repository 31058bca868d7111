# Dames (dames anglaises) : ce que le moteur demande, refuse et annonce.
# Les camps sont `checkers-seat-<i>` (games.ftl) ; les cases et les coups sont
# en notation, la même dans toutes les langues.

## Ce qui est demandé

checkers-game-over = la partie est terminée
checkers-prompt-capture = tu dois prendre, avec { $captures }
checkers-prompt-move = déplace une pièce, par exemple { $example } (les pions avancent en diagonale vers { $squares })

## Coups refusés

checkers-not-your-turn = c'est au tour de { $seat }
checkers-capture-compulsory = la prise est obligatoire : tu peux jouer { $captures }
checkers-ambiguous = { $action } peut être { $fits } ; écris le chemin complet
checkers-no-piece = il n'y a aucune pièce sur la case { $square }
checkers-not-your-piece = la pièce de la case { $square } appartient à { $owner }
checkers-no-capture = { $action } : aucune prise n'est possible ce tour-ci ; déplace une pièce, par exemple { $example }
checkers-not-a-capture = { $action } n'est pas une prise valable ; prises possibles : { $available }
checkers-incomplete = une prise doit aller jusqu'au bout : { $action } continue en { $continues }
checkers-stands-still = { $from }-{ $to } ne déplace pas la pièce
checkers-nothing-to-jump = de { $from } à { $to } serait une prise, mais il n'y a là aucune pièce de { $opponent } à prendre
checkers-not-a-step = de { $from } à { $to } n'est pas un coup : les pièces avancent d'une case en diagonale
checkers-backward = de { $from } à { $to } recule ; seules les dames reculent
checkers-occupied = la case { $to } est occupée par une pièce de { $owner }
checkers-not-legal = { $from }-{ $to } n'est pas un coup valable

## Ce qui se passe

checkers-moved = Coup de { $seat } : { $from }-{ $to }.
# Une prise de plusieurs pièces est une rafle.
checkers-captured = { $count ->
        [one] Prise
       *[other] Rafle
    } de { $seat } : { $action }, { $count ->
        [one] la pièce
       *[other] les pièces
    } de { $opponent } en { $squares } { $count ->
        [one] est prise
       *[other] sont prises
    }.
checkers-crowned = Le pion de { $seat } en { $square } va à dame.
checkers-no-legal-move = Plus aucun coup possible pour { $seat } : victoire de { $winner }.
checkers-no-pieces-left = Plus aucune pièce pour { $seat } : victoire de { $winner }.
checkers-drawn-forty-moves = Partie nulle : quarante coups chacun sans prise ni mouvement de pion.
checkers-drawn-repetition = Partie nulle : la même position s'est répétée trois fois avec le même joueur au trait.
checkers-resigned = Abandon de { $seat } : victoire de { $winner }.
checkers-draw-agreed = Partie nulle par accord.

## Notation incompréhensible ($text : quelques caractères de la saisie, entre apostrophes)

checkers-parse-hint = écris un coup comme 11-15 ou une prise comme 15x24
checkers-parse-empty = écris un coup : { checkers-parse-hint }
checkers-parse-too-long = c'est trop long pour un coup de dames ; { checkers-parse-hint }
checkers-parse-unexpected = { $text } inattendu dans le coup ; { checkers-parse-hint }
checkers-parse-missing-square = il manque une case autour de '{ $separator }' ; { checkers-parse-hint }
checkers-parse-mixed = utilise '-' pour un coup et 'x' entre toutes les cases d'une prise, pas les deux
checkers-parse-not-a-square = { $text } n'est pas une case ; les cases sont numérotées de 1 à 32
checkers-parse-too-many = une rafle prend au plus douze pièces ; cela fait trop de cases ; { checkers-parse-hint }
checkers-parse-trailing = le coup se termine par un séparateur ; { checkers-parse-hint }
checkers-parse-two-squares = un coup nomme deux cases, comme 11-15 ; sépare les cases d'une prise par des x, comme 15x24x31
checkers-parse-not-notation = ce n'est pas de la notation de dames ; { checkers-parse-hint }
