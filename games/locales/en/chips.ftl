# chips messages (en)
