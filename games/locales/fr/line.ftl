# line messages (fr)
