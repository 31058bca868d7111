# social messages (es)
