# Achievements (issue 32).
