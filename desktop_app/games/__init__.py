"""One package per game. games/catalogue.py is the table of the games that are built."""
