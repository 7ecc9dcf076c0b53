"""Storefront API (Sanic)."""
