# games messages (es)
