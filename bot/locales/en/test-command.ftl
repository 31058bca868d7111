## /echo, a command only the tests' build has (the proof that a command is
## declared in one place).

cmd-echo = echo
    .description = Say a text back, only to you (a test command).
cmd-echo-text = text
    .description = The text to say back
help-echo = say a text back, only to you (a test command)
help-echo-says = You said: { $text }
