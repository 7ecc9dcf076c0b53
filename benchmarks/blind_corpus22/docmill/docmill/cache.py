import pickle

import msgpack


def load_cached(blob: bytes) -> dict:
    """Restore a rendered-document cache entry handed back by the client."""
    return pickle.loads(blob)


def load_cached_msgpack(blob: bytes) -> dict:
    return msgpack.unpackb(blob, raw=False, strict_map_key=True)
