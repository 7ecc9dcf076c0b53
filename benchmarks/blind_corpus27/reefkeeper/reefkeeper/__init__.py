"""Reefkeeper: CLI for reef tank parameter logs, dosing pumps and controller sync."""
__version__ = "2.3.0"
