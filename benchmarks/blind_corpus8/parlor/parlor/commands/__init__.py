from .registry import COMMANDS, command, dispatch  # noqa: F401
from . import builtin  # noqa: F401,E402
