# acey-ducey messages (fr)
