"""Beekeep: inspection notes for small apiaries."""
