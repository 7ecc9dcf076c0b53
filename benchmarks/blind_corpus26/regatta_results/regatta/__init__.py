"""Sailing regatta entries, handicaps and results."""
