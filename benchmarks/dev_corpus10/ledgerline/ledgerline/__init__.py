"""Ledgerline: a small invoicing REST API built on Falcon."""

__version__ = "0.9.4"
