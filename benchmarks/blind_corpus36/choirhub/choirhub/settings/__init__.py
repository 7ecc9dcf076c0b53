"""Settings package: base.py holds shared values, production.py and dev.py extend it."""
