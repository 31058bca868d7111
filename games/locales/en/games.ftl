# games messages (en)
