"""A Very Civil Whist: two sides, the First English Civil War, played with one 54-card deck."""
