# pictures messages (fr)
