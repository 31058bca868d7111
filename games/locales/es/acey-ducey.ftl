# acey-ducey messages (es)
