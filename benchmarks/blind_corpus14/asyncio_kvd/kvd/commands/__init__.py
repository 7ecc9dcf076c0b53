from .base import REGISTRY, Command, CommandError  # noqa: F401

# importing the modules registers their commands
from . import admin, auth, data, persist, transform  # noqa: E402,F401
