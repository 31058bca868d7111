# trespass messages (en)
