# Seasons and leaderboards by period (issue 32).
