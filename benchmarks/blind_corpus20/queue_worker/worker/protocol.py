"""Framing for the job socket: 4-byte big-endian length + payload."""
import json
import pickle
import struct
import zlib

HEADER = struct.Struct(">I")


def read_frame(sock):
    head = _recv_exact(sock, HEADER.size)
    (length,) = HEADER.unpack(head)
    return _recv_exact(sock, length)


def _recv_exact(sock, n):
    buf = b""
    while len(buf) < n:
        chunk = sock.recv(n - len(buf))
        if not chunk:
            raise ConnectionError("peer closed")
        buf += chunk
    return buf


def decode(frame):
    kind, body = frame[:1], frame[1:]
    if kind == b"J":
        return json.loads(body.decode("utf-8"))
    if kind == b"P":
        # v1 producers still send compressed pickles
        return pickle.loads(zlib.decompress(body))
    raise ValueError("unknown frame type %r" % kind)
