# social messages (fr)
