from .registry import COMMANDS, command
from . import admin, files, messages  # noqa: F401  (register handlers)

__all__ = ["COMMANDS", "command"]
