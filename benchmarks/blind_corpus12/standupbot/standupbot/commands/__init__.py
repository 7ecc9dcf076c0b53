from .base import REGISTRY, Command
from . import calc, links, ops, report, whois  # noqa: F401  (registers commands)

__all__ = ["REGISTRY", "Command"]
