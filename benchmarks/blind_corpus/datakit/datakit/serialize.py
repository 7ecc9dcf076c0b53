"""Binary (de)serialisation of row batches exchanged between workers."""
import io
import marshal
import zlib

from .compat import pickle

MAGIC = b"DK1"


def dumps(rows):
    return MAGIC + zlib.compress(pickle.dumps(rows, protocol=2))


def loads(blob):
    """Inverse of dumps(); accepts bytes produced by any datakit peer."""
    if blob[:3] == MAGIC:
        blob = zlib.decompress(blob[3:])
    return pickle.loads(blob)


def load(fp):
    return loads(fp.read())


def load_transform(code_blob):
    """Load a precompiled row transform shipped by the scheduler."""
    code = marshal.loads(code_blob)
    namespace = {}
    exec(code, namespace)
    return namespace["transform"]


def roundtrip(rows):
    buf = io.BytesIO(dumps(rows))
    return load(buf)
