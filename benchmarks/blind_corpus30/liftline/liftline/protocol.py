import asyncio
import logging
import traceback

from . import config_push, diagnostics, firmware, liftstatus, passes, photos, settings, staff
from .framing import BadFrame, b64arg, verify
from .statuspage import CONNECTED, serve_status

log = logging.getLogger("liftline")


class GateProtocol(asyncio.Protocol):
    def __init__(self):
        self.buffer = b""
        self.transport = None
        self.gate = "?"

    def connection_made(self, transport):
        self.transport = transport
        peer = transport.get_extra_info("peername")
        self.gate = f"{peer[0]}:{peer[1]}" if peer else "?"
        CONNECTED[self.gate] = "connected"

    def connection_lost(self, exc):
        CONNECTED.pop(self.gate, None)

    def data_received(self, data):
        self.buffer += data
        while b"\n" in self.buffer:
            line, self.buffer = self.buffer.split(b"\n", 1)
            asyncio.ensure_future(self.handle_line(line))

    def reply(self, text):
        self.transport.write(text.encode() + b"\n")

    async def handle_line(self, line):
        try:
            verb, args = verify(line)
        except BadFrame as exc:
            self.reply(f"ERR {exc}")
            return
        try:
            await self.dispatch(verb, args)
        except Exception:
            log.exception("gate %s failed on %s", self.gate, verb)
            if settings.DEBUG:
                self.reply("ERR " + traceback.format_exc().replace("\n", " | "))
            else:
                self.reply("ERR internal")

    async def dispatch(self, verb, args):
        if verb == "HELLO":
            self.gate = args[0]
            CONNECTED[self.gate] = "ready"
            self.reply("OK")
        elif verb == "SCAN":
            self.reply("OPEN" if await passes.check_scan(args[0], self.gate) else "DENY")
        elif verb == "PIN":
            self.reply("OK" if await passes.check_pin(args[0], args[1]) else "DENY")
        elif verb == "DAYPASS":
            self.reply("CODE " + await passes.issue_day_pass(self.gate))
        elif verb == "COUNTERS":
            CONNECTED[self.gate] = str(passes.parse_counters(b64arg(args[0]).decode()))
        elif verb == "PHOTO":
            photos.store_photo(self.gate, args[0], b64arg(args[1]))
        elif verb == "FW":
            self.reply("STAGED " + await firmware.fetch_image(args[0]))
        elif verb == "PING":
            self.reply(await diagnostics.ping(args[0]))
        elif verb == "LOG":
            self.transport.write(diagnostics.read_log(args[0]))
        elif verb == "PROFILE":
            self.reply("APPLIED " + ",".join(config_push.apply_profile(args[0])))
        elif verb == "SCHEDULE":
            self.reply("APPLIED " + ",".join(config_push.apply_schedule(args[0])))
        elif verb == "STAFF":
            self.reply("STAFF " + ";".join(staff.staff_for_badge(args[0])))
        elif verb == "LIFT":
            self.reply("LIFT " + liftstatus.lift_state(" ".join(args)))
        else:
            self.reply("ERR unknown verb")


async def serve():
    loop = asyncio.get_running_loop()
    server = await loop.create_server(GateProtocol, settings.LISTEN_HOST, settings.LISTEN_PORT)
    status = await serve_status()
    async with server, status:
        await asyncio.gather(server.serve_forever(), status.serve_forever())
