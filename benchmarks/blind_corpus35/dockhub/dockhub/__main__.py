import asyncio
import logging
import threading

from . import commands, diagnostics, firmware, logs, telemetry  # noqa: F401  (register commands)
from .config import LISTEN_HOST, LISTEN_PORT
from .protocol import DockProtocol
from .status_page import serve


async def main():
    loop = asyncio.get_running_loop()
    server = await loop.create_server(DockProtocol, LISTEN_HOST, LISTEN_PORT)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    threading.Thread(target=serve, daemon=True).start()
    asyncio.run(main())
