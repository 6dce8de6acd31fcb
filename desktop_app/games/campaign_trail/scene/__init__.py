"""Campaign Trail's table: the map of the 51 states with its callouts, patterns, panel and zoom."""
