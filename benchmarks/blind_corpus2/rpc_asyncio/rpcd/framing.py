"""Length-prefixed frames: 4-byte big-endian length, 1-byte codec tag, payload.

Codec 'J' is JSON. Codec 'P' is kept for the python2 lab scripts that still
send pickled dicts.
"""
import json
import pickle
import struct

HEADER = struct.Struct(">IB")
MAX_FRAME = 4 * 1024 * 1024


class FrameError(Exception):
    pass


async def read_frame(reader):
    header = await reader.readexactly(HEADER.size)
    length, codec = HEADER.unpack(header)
    if length > MAX_FRAME:
        raise FrameError("frame too large")
    payload = await reader.readexactly(length)
    return decode(chr(codec), payload)


def _decode_json(payload):
    return json.loads(payload.decode("utf-8"))


def _decode_legacy(payload):
    # python2 lab scripts: protocol 2 pickles of plain dicts
    return pickle.loads(payload)


CODECS = {"J": _decode_json, "P": _decode_legacy}


def decode(codec, payload):
    try:
        fn = CODECS[codec]
    except KeyError:
        raise FrameError(f"unknown codec {codec!r}") from None
    return fn(payload)


def encode(obj):
    body = json.dumps(obj, default=str).encode("utf-8")
    return HEADER.pack(len(body), ord("J")) + body
