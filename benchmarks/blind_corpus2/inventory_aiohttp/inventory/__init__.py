"""Small warehouse inventory service (aiohttp)."""

__version__ = "0.7.2"
