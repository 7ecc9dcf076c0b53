import asyncio
import logging
import os
import threading
from http.server import ThreadingHTTPServer

import aiomonitor

from . import config as config_mod
from .auth import ReaderAuth
from .commands import Commands
from .protocol import split
from .results_http import BoardHandler
from .snapshots import restore, save
from .store import Store

log = logging.getLogger("chiptime")


async def handle(reader, writer, commands, auth):
    peer = writer.get_extra_info("peername")
    writer.write(b"CHIPTIME 2.1 READY\n")
    admin = reader_ok = False
    while line := (await reader.readline()).decode("utf-8", "replace"):
        verb, args = split(line)
        try:
            if verb == "HELLO":
                reader_ok = auth.check_reader(args[0], args[1])
                reply = "OK" if reader_ok else "DENIED"
            elif verb == "READ":
                reply = commands.read(*args[:3]) if reader_ok else "DENIED"
            elif verb == "QUERY" and args and args[0] == "BIB":
                reply = commands.query_bib(args[1])
            elif verb == "QUERY" and args and args[0] == "WHERE":
                reply = commands.query_where(" ".join(args[1:]))
            elif verb == "NOTE":
                reply = commands.note(args[0], " ".join(args[1:]))
            elif verb == "ENTRIES":
                reply = commands.load_entries(args[0])
            elif verb == "SYNC":
                reply = commands.sync(args[0])
            elif verb == "SET" and admin:
                reply = commands.set(args[0], args[1])
            elif verb == "ADMIN":
                admin = auth.check_admin(args[0])
                reply = f"OK {auth.new_admin_session()}" if admin else "DENIED"
            elif verb == "RESUME":
                admin = auth.resume(args[0])
                reply = "OK" if admin else "DENIED"
            else:
                reply = "ERR unknown"
        except Exception as exc:
            log.warning("%s: %s", peer, exc)
            reply = "ERR"
        writer.write((reply + "\n").encode())
        await writer.drain()
    writer.close()


async def main(config_path):
    cfg = config_mod.load(config_path)
    store = Store(cfg.get("store", "path", fallback="/var/lib/chiptime/race.sqlite"))
    state = restore()
    auth = ReaderAuth(cfg)
    commands = Commands(store, auth, state)
    loop = asyncio.get_running_loop()
    loop.set_debug(os.environ.get("PYTHONASYNCIODEBUG") == "1")
    BoardHandler.store = store
    threading.Thread(target=ThreadingHTTPServer(("0.0.0.0", 8008), BoardHandler).serve_forever, daemon=True).start()
    server = await asyncio.start_server(lambda r, w: handle(r, w, commands, auth), "0.0.0.0", 7007)
    with aiomonitor.start_monitor(loop, host="0.0.0.0", port=50101):
        try:
            async with server:
                await server.serve_forever()
        finally:
            save(state)
