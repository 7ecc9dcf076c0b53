"""Slash-command handlers.  Each module exposes register(app)."""


def text_of(command):
    return (command.get("text") or "").strip()
