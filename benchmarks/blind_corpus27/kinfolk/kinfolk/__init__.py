"""Kinfolk: a family-history society's shared genealogy database."""
