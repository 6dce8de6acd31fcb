"""Command-line tools: screenshot, simulate, bench, check-save."""
