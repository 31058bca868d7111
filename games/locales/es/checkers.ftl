# checkers messages (es)
