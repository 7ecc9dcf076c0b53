"""Compatibility shims kept for 1.x callers."""
import sys

try:  # pragma: no cover - Python 2 leftovers
    import cPickle as pickle  # noqa: F401
except ImportError:
    import pickle  # noqa: F401

PY2 = sys.version_info[0] == 2
string_types = (str,) if not PY2 else (basestring,)  # noqa: F821

from .serializers import PickleSerializer as Serializer  # noqa: E402,F401  (1.x name)
from .signing import legacy_signature as sign  # noqa: E402,F401
