# games messages (fr)
