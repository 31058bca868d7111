# acey-ducey messages (en)
