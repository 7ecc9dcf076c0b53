"""Warehouse inventory REST API."""
__version__ = "2.7.0"
