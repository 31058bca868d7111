# checkers messages (fr)
