import asyncio
import logging
from functools import partial

import redis.asyncio as aioredis

from . import commands  # noqa: F401  (registers handlers)
from .auth import load_agents, make_session_id, verify
from .config import load_config
from .registry import COMMANDS

log = logging.getLogger("relaydock.protocol")

AUTHED_SESSIONS = set()


class Session:
    def __init__(self, reader, writer, cfg, redis, agents):
        self.reader = reader
        self.writer = writer
        self.cfg = cfg
        self.redis = redis
        self.agents = agents
        self.authed = False
        self.session_id = make_session_id()
        self.peer = writer.get_extra_info("peername")

    async def send(self, line):
        self.writer.write((line + "\n").encode("utf-8"))
        await self.writer.drain()

    async def run(self):
        await self.send("HELLO " + self.session_id)
        while line := await self.reader.readline():
            verb, _, arg = line.decode("utf-8", "replace").strip().partition(" ")
            verb = verb.upper()
            if verb == "AUTH":
                agent, _, passphrase = arg.partition(" ")
                self.authed = verify(agent, passphrase, self.agents, self.cfg.token)
                if self.authed:
                    AUTHED_SESSIONS.add(self.session_id)
                await self.send("OK" if self.authed else "ERR bad auth")
                continue
            if verb == "RESUME":
                self.authed = arg.strip() in AUTHED_SESSIONS
                await self.send("OK" if self.authed else "ERR unknown session")
                continue
            if verb == "QUIT":
                break
            entry = COMMANDS.get(verb)
            if entry is None:
                await self.send("ERR unknown command")
                continue
            handler, needs_auth = entry
            if needs_auth and not self.authed:
                await self.send("ERR auth required")
                continue
            try:
                await self.send(await handler(self, arg))
            except Exception as exc:  # keep the connection alive
                log.exception("command %s failed from %s", verb, self.peer)
                await self.send("ERR " + type(exc).__name__)
        self.writer.close()


async def handle(reader, writer, cfg, redis, agents):
    await Session(reader, writer, cfg, redis, agents).run()


async def serve():
    cfg = load_config()
    redis = aioredis.from_url(cfg.redis_url)
    handler = partial(handle, cfg=cfg, redis=redis, agents=load_agents())
    server = await asyncio.start_server(handler, cfg.host, cfg.port)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(serve())
