"""deployctl - ship release artifacts to the app fleet."""
__version__ = "2.4.0"
