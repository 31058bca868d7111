# settings messages (fr)
