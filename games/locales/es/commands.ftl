# commands messages (es)
