# number-one messages (es)
