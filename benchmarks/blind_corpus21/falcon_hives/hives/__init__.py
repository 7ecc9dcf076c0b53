"""Hive monitoring package."""
