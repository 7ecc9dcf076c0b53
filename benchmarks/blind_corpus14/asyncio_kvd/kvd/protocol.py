import asyncio
import inspect
import logging
import shlex
import traceback

from .commands import REGISTRY, CommandError

log = logging.getLogger(__name__)


class KvdProtocol(asyncio.Protocol):
    def __init__(self, store):
        self.store = store
        self.buffer = b""
        self.user = None
        self.is_admin = False
        self.namespace = "default"
        self.conn_id = None
        self.transport = None

    def connection_made(self, transport):
        self.transport = transport
        self.peer = transport.get_extra_info("peername")
        self.transport.write(b"+kvd ready\r\n")

    def data_received(self, data):
        self.buffer += data
        while b"\n" in self.buffer:
            line, self.buffer = self.buffer.split(b"\n", 1)
            asyncio.ensure_future(self.handle_line(line.decode("utf-8", "replace").strip()))

    async def handle_line(self, line):
        if not line:
            return
        try:
            verb, *args = shlex.split(line)
            cls = REGISTRY.get(verb.upper())
            if cls is None:
                raise CommandError("unknown command %r" % verb)
            result = cls(self)(args)
            if inspect.isawaitable(result):
                result = await result
            self.transport.write(("+%s\r\n" % result).encode())
        except CommandError as exc:
            self.transport.write(("-ERR %s\r\n" % exc).encode())
        except Exception:  # noqa: BLE001
            log.exception("command failed for %s", self.peer)
            self.transport.write(("-ERR internal\r\n%s\r\n" % traceback.format_exc()).encode())
