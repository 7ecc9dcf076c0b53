"""Re-exports used across the package so callers do not import from submodules."""
from .proc import capture, quote, sh  # noqa: F401

__all__ = ["capture", "quote", "sh"]
