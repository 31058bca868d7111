# line messages (en)
