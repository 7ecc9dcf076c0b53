"""Callout log, casualty cards and kit store for a mountain rescue team."""

__version__ = "2.4.1"
