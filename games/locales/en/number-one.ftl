# number-one messages (en)
