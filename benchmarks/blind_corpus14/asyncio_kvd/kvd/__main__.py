import argparse
import asyncio
import logging

from . import config
from .protocol import KvdProtocol
from .store import Store


def main():
    parser = argparse.ArgumentParser(prog="kvd")
    parser.add_argument("--host", default=config.LISTEN_HOST)
    parser.add_argument("--port", type=int, default=config.LISTEN_PORT)
    parser.add_argument("--db", default=config.DB_PATH)
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO)

    async def serve():
        store = Store(args.db)
        loop = asyncio.get_running_loop()
        server = await loop.create_server(lambda: KvdProtocol(store), args.host, args.port)
        async with server:
            await server.serve_forever()

    asyncio.run(serve())


if __name__ == "__main__":
    main()
