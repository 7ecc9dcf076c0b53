import base64
import gzip
import json
import pickle

import msgpack


class UnsupportedContentType(ValueError):
    pass


def decode(body, content_type=None, content_encoding=None):
    if content_encoding == "gzip":
        body = gzip.decompress(body)
    elif content_encoding == "base64":
        body = base64.b64decode(body)

    if content_type in (None, "application/json"):
        return json.loads(body)
    if content_type == "application/x-msgpack":
        return msgpack.unpackb(body, raw=False, strict_map_key=False)
    if content_type == "application/x-python-pickle":
        # gateways on the old Celery-based firmware (<= 2.3) still publish pickles
        return pickle.loads(body)
    raise UnsupportedContentType(content_type)


def encode(obj):
    return json.dumps(obj, separators=(",", ":"), default=str).encode(), "application/json"
