"""feedrelay - a small self-hosted feed reader."""
from .app import create_app

__all__ = ["create_app"]
__version__ = "0.9.3"
