"""Copycat (Friedemann Friese, 2F-Spiele 2012): rules engine, data and heuristic player."""
