"""Outrun: entries, runs and results for the county sheepdog trials."""
