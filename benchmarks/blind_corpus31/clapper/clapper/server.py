import asyncio
import json
import logging
import traceback

from . import settings
from .commands import HANDLERS
from .framing import FrameError, parse
from .tokens import resume_token

log = logging.getLogger("clapper")
SESSIONS = {}


async def handle_console(reader: asyncio.StreamReader, writer: asyncio.StreamWriter):
    token = resume_token()
    session = SESSIONS.setdefault(token, {"peer": writer.get_extra_info("peername")})
    writer.write(b"HELLO " + token.encode() + b"\n")
    while line := await reader.readline():
        try:
            verb, args = parse(line)
            if verb == "RESUME" and args and args[0] in SESSIONS:
                session = SESSIONS[args[0]]
                writer.write(b"OK resumed\n")
                continue
            handler = HANDLERS.get(verb)
            if handler is None:
                writer.write(b"ERR unknown\n")
                continue
            result = await handler(args, session)
            writer.write(b"OK " + json.dumps(result, default=str).encode() + b"\n")
        except FrameError:
            writer.write(b"ERR mac\n")
        except Exception as exc:
            log.exception("command failed")
            msg = traceback.format_exc() if settings.SEND_TRACEBACKS else str(exc)
            writer.write(b"ERR " + msg.replace("\n", " | ").encode() + b"\n")
        await writer.drain()
    writer.close()


async def serve():
    srv = await asyncio.start_server(handle_console, settings.HOST, settings.PORT)
    async with srv:
        await srv.serve_forever()
