"""Maintenance log service for the coastal lighthouse trust."""

__version__ = "2.4.1"
