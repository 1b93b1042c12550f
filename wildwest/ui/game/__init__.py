"""The game's own views: the turn panel (its answer box, the division ladder, the feedback
with its marks) and the table models of the scoreboard, the turn log and the standings."""
