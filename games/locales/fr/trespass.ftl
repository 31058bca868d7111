# trespass messages (fr)
