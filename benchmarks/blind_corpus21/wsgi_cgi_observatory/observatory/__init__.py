"""Hilltop Astronomical Society -- telescope booking."""
