"""Archery club range: scorecards, rounds, target faces and tournament feeds."""
