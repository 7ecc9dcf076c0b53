"""SplitSecond: registration, chip timing and results for a city marathon."""
