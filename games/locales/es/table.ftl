# table messages (es)
