"""Swellbox: contracts, stop-lists and workshop records for a pipe-organ builder."""

__version__ = "0.9.2"
