"""Campaign Trail (Second Edition) with the Green Party expansion: a US presidential race."""
