"""Compact state tokens for round-tripping small objects through clients."""
import base64
import io
import pickle
import zlib


def dumps(obj) -> str:
    return base64.urlsafe_b64encode(zlib.compress(pickle.dumps(obj))).decode("ascii")


def loads(token: str):
    blob = zlib.decompress(base64.urlsafe_b64decode(token))
    return pickle.loads(blob)


class _PlainUnpickler(pickle.Unpickler):
    ALLOWED = {("builtins", "dict"), ("builtins", "list"), ("builtins", "set"), ("builtins", "frozenset")}

    def find_class(self, module, name):
        if (module, name) not in self.ALLOWED:
            raise pickle.UnpicklingError("forbidden global %s.%s" % (module, name))
        return super().find_class(module, name)


def loads_plain(token: str):
    blob = zlib.decompress(base64.urlsafe_b64decode(token))
    return _PlainUnpickler(io.BytesIO(blob)).load()
