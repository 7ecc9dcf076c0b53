"""Berthwise: moorings, visitor berths and the fuel pontoon for Kestrel Quay Marina."""
__version__ = "2.3.1"
