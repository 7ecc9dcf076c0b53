import base64
import datetime
import hashlib
import io

from . import _compat


def key_for(source):
    return hashlib.md5(source.encode("utf-8")).hexdigest()


def dumps_document(doc):
    return base64.b64encode(_compat.pickle.dumps(doc, protocol=4)).decode("ascii")


def loads_document(blob):
    """Inverse of dumps_document(); accepts the base64 text produced by it."""
    return _compat.pickle.loads(base64.b64decode(blob))


class _RestrictedUnpickler(_compat.pickle.Unpickler):
    ALLOWED = {
        ("builtins", "dict"),
        ("builtins", "list"),
        ("builtins", "set"),
        ("datetime", "date"),
        ("datetime", "datetime"),
    }

    def find_class(self, module, name):
        if (module, name) in self.ALLOWED:
            return super().find_class(module, name)
        raise _compat.pickle.UnpicklingError("forbidden global %s.%s" % (module, name))


def restore(blob):
    """Restore plain-data snapshots (dicts, lists, dates) only."""
    return _RestrictedUnpickler(io.BytesIO(blob)).load()


def snapshot(data):
    assert isinstance(data, (dict, list, datetime.date))
    return _compat.pickle.dumps(data, protocol=4)
