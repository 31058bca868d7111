# social messages (en)
