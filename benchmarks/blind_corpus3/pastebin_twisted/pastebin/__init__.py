"""twisted-pastebin: a tiny pastebin served by twisted.web."""

__version__ = "0.9.2"
