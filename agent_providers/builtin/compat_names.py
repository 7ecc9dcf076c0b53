"""Compatibility names that stand for a standard module or function (six, future, Python 2's own names).

Owns one table and its lookup, shared by both slots: `six.moves.cPickle.loads` is `pickle.loads`, whoever asks.
A name is rewritten by its longest known prefix; names outside the table are returned as given. A library a
project vendors (`pip._vendor.requests`, `setuptools.extern.packaging`) is that library.
"""

from __future__ import annotations

EXTERNAL_ALIASES = {
    "six.moves.cPickle": "pickle", "six.moves.urllib.parse": "urllib.parse",
    "six.moves.urllib.request": "urllib.request", "six.moves.urllib_parse": "urllib.parse",
    "six.moves.urllib.error": "urllib.error", "six.moves.input": "input", "six.moves.builtins": "builtins",
    "six.moves.http_cookies": "http.cookies", "six.moves.configparser": "configparser",
    "six.moves.html_parser": "html.parser", "six.moves.shlex_quote": "shlex.quote",
    "six.moves.getcwd": "os.getcwd", "six.moves.reload_module": "importlib.reload",
    "six.moves.http_client": "http.client", "six.moves.xmlrpc_client": "xmlrpc.client",
    "six.moves.BaseHTTPServer": "http.server", "six.moves.cStringIO": "io.StringIO",
    "six.moves.urllib.response": "urllib.response", "six.moves.email_mime_text": "email.mime.text",
    "future.moves.urllib.parse": "urllib.parse", "future.moves.urllib.request": "urllib.request",
    "future.moves.pickle": "pickle", "past.builtins.execfile": "execfile",
    "django.utils.six.moves.urllib.parse": "urllib.parse", "django.utils.six.moves.cPickle": "pickle",
    "cPickle": "pickle", "__builtin__": "builtins", "six.moves": "builtins",
}


# The package segments under which projects keep their vendored copies of other libraries.
# (`pip._vendor`, `botocore.vendored`, `setuptools.extern`); and requests' own old copy of urllib3.
VENDOR_SEGMENTS = frozenset({"_vendor", "_vendored", "vendored", "extern", "_extern"})
_VENDORING_PACKAGES = ("requests.packages.",)


def unvendored(canonical: str) -> str:
    """CANONICAL without a vendoring prefix (pip._vendor.requests.adapters -> requests.adapters,
    requests.packages.urllib3 -> urllib3)."""
    for prefix in _VENDORING_PACKAGES:
        if canonical.startswith(prefix):
            return canonical.removeprefix(prefix)
    parts = canonical.split(".")
    cuts = [i for i, part in enumerate(parts[:-1]) if i and part in VENDOR_SEGMENTS]
    return ".".join(parts[cuts[-1] + 1:]) if cuts else canonical


def standard_name(canonical: str) -> str:
    """CANONICAL with a vendoring prefix dropped and the longest compatibility prefix rewritten
    (six.moves.cPickle.loads -> pickle.loads, pip._vendor.six.moves.cPickle.loads too)."""
    canonical = unvendored(canonical)
    parts = canonical.split(".")
    for cut in range(len(parts), 0, -1):
        head = ".".join(parts[:cut])
        if head in EXTERNAL_ALIASES:
            return ".".join([EXTERNAL_ALIASES[head], *parts[cut:]]).removeprefix("builtins.")
    return canonical
