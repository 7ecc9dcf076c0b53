__all__ = ["create_app"]

from .app import create_app  # noqa: E402
