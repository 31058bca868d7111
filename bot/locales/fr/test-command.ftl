## /echo, une commande que seule la version des tests possède.

cmd-echo = echo
    .description = Te renvoie un texte, à toi seul (une commande de test).
cmd-echo-text = texte
    .description = Le texte à renvoyer
help-echo = te renvoie un texte, à toi seul (une commande de test)
help-echo-says = Tu as dit : { $text }
