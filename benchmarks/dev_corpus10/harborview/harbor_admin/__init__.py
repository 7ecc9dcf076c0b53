"""Harborview berth-management admin console (CherryPy)."""
