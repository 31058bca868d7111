# hot-spot messages (es)
