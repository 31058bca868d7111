# chips messages (es)
