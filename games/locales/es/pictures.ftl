# pictures messages (es)
