# line messages (es)
