"""Councils & Contracts (Kalle Malmioja, Mücke Spiele 2013): the rules engine."""
