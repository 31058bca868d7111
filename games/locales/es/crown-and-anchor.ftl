# crown-and-anchor messages (es)
