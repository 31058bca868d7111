# table messages (en)
