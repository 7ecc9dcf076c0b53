import asyncio
import logging

from . import auth, diagnostics, inventory  # noqa: F401  (register commands)
from .inventory import reload_inventory
from .protocol import read_frame, write_frame
from .registry import COMMANDS

log = logging.getLogger("relaymesh.server")


class RelayServer:
    def __init__(self, cfg):
        self.cfg = cfg

    async def handle(self, reader, writer):
        peer = writer.get_extra_info("peername")
        nonce = auth.new_nonce()
        write_frame(writer, {"nonce": nonce})
        hello = await read_frame(reader)
        if not auth.check(nonce, hello.get("proof", "")):
            log.warning("bad proof from %s", peer)
            writer.close()
            return
        while True:
            try:
                msg = await read_frame(reader)
            except asyncio.IncompleteReadError:
                break
            fn = COMMANDS.get(msg.get("cmd"))
            result = await fn(msg) if fn else {"error": "unknown command"}
            write_frame(writer, result)
            await writer.drain()
        writer.close()

    async def serve(self):
        reload_inventory(self.cfg.inventory_path)
        srv = await asyncio.start_server(self.handle, self.cfg.listen_host, self.cfg.listen_port)
        async with srv:
            await srv.serve_forever()
