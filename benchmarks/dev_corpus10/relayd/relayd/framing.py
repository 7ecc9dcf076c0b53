"""Binary framing for the bulk-transfer port (requires Python 3.12).

Frame: 1 byte type, 4 byte big-endian length, payload.
"""
import asyncio
import json
import pickle
import struct
from collections.abc import Awaitable, Callable

type Payload = dict[str, object]
type Handler = Callable[[Payload], Awaitable[bytes]]

HEADER = struct.Struct(">BI")
T_JSON, T_OBJ, T_PING = 1, 2, 3
MAX_FRAME = 4 * 1024 * 1024


def decode[T](kind: int, body: bytes, default: T) -> Payload | T:
    match kind:
        case 1:
            return json.loads(body)
        case 2:
            return pickle.loads(body)
        case _:
            return default


async def read_frame(reader: asyncio.StreamReader) -> tuple[int, bytes]:
    header = await reader.readexactly(HEADER.size)
    kind, length = HEADER.unpack(header)
    if length > MAX_FRAME:
        raise ValueError(f"frame too large: {length} > {MAX_FRAME}")
    return kind, await reader.readexactly(length)


async def serve_frames(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, handler: Handler) -> None:
    peer = writer.get_extra_info("peername")
    while True:
        try:
            kind, body = await read_frame(reader)
        except asyncio.IncompleteReadError:
            break
        msg = decode(kind, body, {"type": "ping"})
        reply = await handler(msg)
        writer.write(HEADER.pack(T_JSON, len(reply)) + reply)
        await writer.drain()
    print(f"closed {f"{peer[0]}:{peer[1]}"}")
    writer.close()
