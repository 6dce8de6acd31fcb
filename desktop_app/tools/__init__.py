"""Developer tools above the games: balance measurement, statistics and save fuzzing; rules never import this package."""
