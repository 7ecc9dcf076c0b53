"""Parchment 1.x compatibility layer (Python 2 only; not imported by the 4.x package)."""
