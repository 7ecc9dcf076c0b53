"""Operator tool for the national park volunteer trail team.

Mirrors GPX tracks and map tiles from the regional trail registry into a
local catalogue, and produces printable reports.
"""
__version__ = "1.8.0"
