"""tinystore - a small key/value document store with pluggable backends.

Public API::

    from tinystore import open_store
    store = open_store("sqlite:///data.db")
    store.put("users/42", {"name": "Ada"})
"""
from .backends.files import FileBackend
from .backends.remote import RemoteBackend
from .backends.sqlite import SQLiteBackend
from .compat import pickle, string_types
from .hooks import HookRunner
from .serializers import JSONSerializer, PickleSerializer, get_serializer
from .signing import Signer, legacy_signature

__all__ = [
    "FileBackend", "RemoteBackend", "SQLiteBackend", "HookRunner", "JSONSerializer", "PickleSerializer",
    "Signer", "get_serializer", "legacy_signature", "open_store", "pickle", "string_types",
]
__version__ = "1.8.2"


def open_store(url, **options):
    scheme, _, rest = url.partition("://")
    if scheme == "sqlite":
        return SQLiteBackend(rest.lstrip("/") or ":memory:", **options)
    if scheme == "file":
        return FileBackend(rest, **options)
    if scheme in ("http", "https"):
        return RemoteBackend(url, **options)
    raise ValueError("unsupported store url: %r" % url)
