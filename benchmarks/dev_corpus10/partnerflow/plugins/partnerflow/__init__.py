"""Operators and helpers for partner data feeds."""
