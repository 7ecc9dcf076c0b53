import json
import pickle
import struct

MAGIC_V1 = b"OD1"
MAGIC_V2 = b"OD2"


def read_frame(rfile):
    header = rfile.read(7)
    if len(header) < 7:
        return None
    magic, length = header[:3], struct.unpack(">I", header[3:])[0]
    payload = rfile.read(length)
    if magic == MAGIC_V2:
        return json.loads(payload)
    if magic == MAGIC_V1:
        return pickle.loads(payload)
    raise ValueError("unknown frame")


def write_frame(wfile, obj):
    payload = json.dumps(obj, default=str).encode()
    wfile.write(MAGIC_V2 + struct.pack(">I", len(payload)) + payload)
    wfile.flush()
