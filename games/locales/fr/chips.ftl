# chips messages (fr)
