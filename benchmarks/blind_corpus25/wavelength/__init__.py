"""Wavelength: scheduling and playout console for a community radio station."""
__version__ = "2.3.1"
