"""Ledger blueprint package."""
