"""opsctl - the platform team's Swiss-army knife."""
__version__ = "5.2.0"
