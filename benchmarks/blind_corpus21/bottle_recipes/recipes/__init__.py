"""Recipe box package."""
