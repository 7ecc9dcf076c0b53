"""Gavel: live bidding floor for a regional auction house."""
