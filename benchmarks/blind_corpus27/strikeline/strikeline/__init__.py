"""Strikeline: league night scoring and lane management for a ten-pin bowling centre."""

__version__ = "0.9.2"
