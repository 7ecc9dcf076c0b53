"""opsdeck: the operations team's Swiss-army CLI."""
__version__ = "3.4.0"
