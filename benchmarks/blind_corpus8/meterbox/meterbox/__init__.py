"""Meterbox: utility meter readings dashboard."""
