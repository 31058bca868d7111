# commands messages (en)
