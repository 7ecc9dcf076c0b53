"""Quillfeed: a self-hosted multi-user feed reader on aiohttp."""
