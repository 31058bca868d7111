# checkers messages (en)
