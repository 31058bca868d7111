# crown-and-anchor messages (en)
