# commands messages (fr)
