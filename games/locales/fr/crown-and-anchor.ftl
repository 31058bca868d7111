# crown-and-anchor messages (fr)
