"""Learn to play: the callouts over the real window, and the first-start offer."""
