import asyncio

from aiohttp import web

from .admin.app import make_app
from .config import load
from .server import RelayServer


async def main():
    cfg = load()
    runner = web.AppRunner(make_app(cfg))
    await runner.setup()
    await web.TCPSite(runner, cfg.listen_host, cfg.admin_port).start()
    await RelayServer(cfg).serve()


if __name__ == "__main__":
    asyncio.run(main())
