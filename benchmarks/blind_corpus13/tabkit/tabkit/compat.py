"""Compatibility re-exports kept for code written against tabkit 0.x."""
import sys

PY2 = sys.version_info[0] == 2

if PY2:  # pragma: no cover
    string_types = (str, unicode)  # noqa: F821
    from cgi import escape as html_escape
    from pipes import quote as shell_quote
else:
    string_types = (str,)
    from html import escape as html_escape
    from shlex import quote as shell_quote

try:
    from os import fspath
except ImportError:  # pragma: no cover
    def fspath(path):
        return path

__all__ = ["PY2", "string_types", "html_escape", "shell_quote", "fspath"]
