import asyncio
import json
import logging
import os

from .. import settings
from .handlers import COMMANDS

log = logging.getLogger("ferrywork.control")


async def serve_client(reader, writer):
    state = {"peer": writer.get_extra_info("peername")[0]}
    while line := await reader.readline():
        try:
            msg = json.loads(line)
            handler = COMMANDS[msg["cmd"]]
            reply = await handler(msg, state)
        except Exception as exc:  # noqa: BLE001 - report every failure to the kiosk
            log.warning("command failed: %s", exc)
            reply = {"error": type(exc).__name__}
        writer.write(json.dumps(reply).encode() + b"\n")
        await writer.drain()
    writer.close()


async def main():
    server = await asyncio.start_server(serve_client, "0.0.0.0", settings.CONTROL_PORT)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main(), debug=os.environ.get("FERRY_ASYNC_DEBUG") == "1")
