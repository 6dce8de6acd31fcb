"""Campaign Trail: a US presidential race for 2-4 seats (part 1: the base game with the Green Party)."""
