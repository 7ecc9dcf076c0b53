"""oche - darts league management service."""

__version__ = "0.9.2"
