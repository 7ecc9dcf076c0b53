"""Shared helpers for the ops team's maintenance scripts."""
