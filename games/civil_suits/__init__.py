"""Civil Suits: a trick-avoiding game for four players with the Civil Four deck (52 cards and 2 Minions)."""
