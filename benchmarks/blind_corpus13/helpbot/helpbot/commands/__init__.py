from . import calc, karma, links, ops, pins, runbooks, standup  # noqa: F401
