"""kvd - a tiny line-oriented key/value and job daemon for the build farm."""
__version__ = "0.9.2"
