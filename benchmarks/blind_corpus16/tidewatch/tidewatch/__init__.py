"""Tidewatch: tide-gauge dashboard on Tornado."""
