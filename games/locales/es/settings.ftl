# settings messages (es)
