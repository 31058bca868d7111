# trespass messages (es)
