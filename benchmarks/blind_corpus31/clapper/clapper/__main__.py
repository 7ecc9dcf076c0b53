import asyncio
import os

from aiohttp import web

from . import settings
from .server import serve
from .status_page import make_status_app


async def main():
    runner = web.AppRunner(make_status_app(settings.STATUS_TOKEN))
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 7380).start()
    await serve()


if __name__ == "__main__":
    asyncio.run(main(), debug=os.environ.get("CLAPPER_ASYNCIO_DEBUG") == "1")
