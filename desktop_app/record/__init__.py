"""The player record: finished games in SQLite, their statistics and replays (no Qt)."""
