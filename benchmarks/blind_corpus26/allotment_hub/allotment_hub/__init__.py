"""Allotment society plot management (plots, waiting list, tenancy documents)."""
