"""Herbarium specimen API (Falcon)."""
