# hot-spot messages (fr)
