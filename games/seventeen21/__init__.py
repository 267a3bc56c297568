"""17(21): a Kriegspiel with cards for two, played like 21 (the game's name for people is ``17-21``)."""
