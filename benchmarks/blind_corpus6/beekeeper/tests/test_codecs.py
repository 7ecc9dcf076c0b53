import gzip
import json

import msgpack
import pytest

from beekeeper import codecs


def test_json_default():
    assert codecs.decode(b'{"a": 1}') == {"a": 1}


def test_gzip_json():
    body = gzip.compress(json.dumps({"hive": "H-7"}).encode())
    assert codecs.decode(body, "application/json", "gzip") == {"hive": "H-7"}


def test_msgpack():
    body = msgpack.packb({"hive": "H-1", "samples": []})
    assert codecs.decode(body, "application/x-msgpack")["hive"] == "H-1"


def test_unknown_type():
    with pytest.raises(codecs.UnsupportedContentType):
        codecs.decode(b"x", "text/plain")


def test_roundtrip():
    body, ctype = codecs.encode({"x": [1, 2]})
    assert codecs.decode(body, ctype) == {"x": [1, 2]}
