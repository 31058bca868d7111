# pictures messages (en)
