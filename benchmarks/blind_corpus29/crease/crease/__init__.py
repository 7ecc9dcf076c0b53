"""Operator tools for the Hollins End Cricket Club fixtures secretary."""

__version__ = "2.3.0"
