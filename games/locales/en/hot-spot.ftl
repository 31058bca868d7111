# hot-spot messages (en)
