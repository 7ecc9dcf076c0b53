"""Member portal for the Wealdbridge & District Beekeepers' Association."""

__version__ = "2.4.1"
