import asyncio
import logging
import random

from . import framing
from .dispatcher import Dispatcher, RpcError

log = logging.getLogger(__name__)


class RpcServer:
    def __init__(self, config):
        self.config = config
        self.dispatcher = Dispatcher(config)
        self.upstreams = config.get("upstreams", [])

    def pick_upstream(self):
        # Spread forwarded calls across controller replicas; no security role.
        return random.choice(self.upstreams) if self.upstreams else None

    async def handle(self, reader, writer):
        peer = writer.get_extra_info("peername")
        log.info("connection from %s", peer)
        try:
            while True:
                try:
                    request = await framing.read_frame(reader)
                except asyncio.IncompleteReadError:
                    break
                response = {"jsonrpc": "2.0", "id": request.get("id")}
                try:
                    response["result"] = await self.dispatcher.dispatch(request)
                except RpcError as exc:
                    response["error"] = {"code": exc.code, "message": exc.message}
                except Exception as exc:  # noqa: BLE001
                    log.exception("method failed")
                    response["error"] = {"code": -32000, "message": str(exc)}
                writer.write(framing.encode(response))
                await writer.drain()
        finally:
            writer.close()

    async def serve(self, host, port):
        server = await asyncio.start_server(self.handle, host, port)
        async with server:
            await server.serve_forever()
