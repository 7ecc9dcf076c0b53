"""chatd - a small team chat server built on Tornado websockets."""
__all__ = ["make_app"]

from .server import make_app  # noqa: E402
