"""Importing this package registers every chat command."""
from . import aliases, calc, deploy, lookup, oncall_cmd  # noqa: F401
