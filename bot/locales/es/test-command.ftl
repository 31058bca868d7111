## /echo, un comando que solo tiene la compilación de las pruebas.

cmd-echo = eco
    .description = Te devuelve un texto, solo a ti (un comando de prueba).
cmd-echo-text = texto
    .description = El texto que se devuelve
help-echo = te devuelve un texto, solo a ti (un comando de prueba)
help-echo-says = Dijiste: { $text }
