"""Length-prefixed frames exchanged between relays."""
import json
import pickle
import struct

HEADER = struct.Struct("!IB")
KIND_JSON = 1
KIND_OBJ = 2


async def read_frame(reader):
    head = await reader.readexactly(HEADER.size)
    length, kind = HEADER.unpack(head)
    body = await reader.readexactly(length)
    if kind == KIND_OBJ:
        return pickle.loads(body)
    return json.loads(body.decode("utf-8"))


def write_frame(writer, obj):
    body = json.dumps(obj).encode("utf-8")
    writer.write(HEADER.pack(len(body), KIND_JSON) + body)
