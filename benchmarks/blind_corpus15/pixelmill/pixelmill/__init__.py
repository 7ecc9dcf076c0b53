"""pixelmill - an aiohttp image resizing and gallery service."""
__version__ = "0.9.3"
