"""Toolshed: lending register for a neighbourhood tool library."""
