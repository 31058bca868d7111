# settings messages (en)
