"""Versioned Jinja2 prompt templates for language-model providers (none yet: the builtin pair uses no prompt)."""
