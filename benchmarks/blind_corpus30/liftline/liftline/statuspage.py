import asyncio
import html

from . import settings

CONNECTED: dict[str, str] = {}


async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    await reader.readuntil(b"\r\n\r\n")
    rows = "".join(f"<tr><td>{html.escape(g)}</td><td>{html.escape(s)}</td></tr>" for g, s in sorted(CONNECTED.items()))
    body = f"<html><body><h1>Gates</h1><table>{rows}</table></body></html>".encode()
    writer.write(b"HTTP/1.0 200 OK\r\nContent-Type: text/html\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
    await writer.drain()
    writer.close()


async def serve_status():
    return await asyncio.start_server(handle, "127.0.0.1", settings.STATUS_PORT)
