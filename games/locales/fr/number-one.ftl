# number-one messages (fr)
