import asyncio
import logging

import grpc
from aiohttp import web

from inventory import settings
from inventory.admin_web import make_app
from inventory.proto import inventory_pb2_grpc
from inventory.servicer import InventoryServicer


async def main():
    logging.basicConfig(level=logging.INFO)
    server = grpc.aio.server()
    inventory_pb2_grpc.add_InventoryServicer_to_server(InventoryServicer(), server)
    server.add_insecure_port(settings.GRPC_LISTEN)
    await server.start()

    runner = web.AppRunner(make_app())
    await runner.setup()
    await web.TCPSite(runner, "0.0.0.0", settings.ADMIN_LISTEN_PORT).start()

    await server.wait_for_termination()


if __name__ == "__main__":
    asyncio.run(main())
