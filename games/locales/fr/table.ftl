# table messages (fr)
