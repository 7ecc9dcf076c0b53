import asyncio
import re

import yaml
from aiohttp import web

HOST_RE = re.compile(r"^[A-Za-z0-9.-]{1,253}$")


async def diag(request):
    body = await request.json()
    host = body.get("host", "")
    proc = await asyncio.create_subprocess_shell(f"ping -c 3 {host}", stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    return web.json_response({"output": out.decode(errors="replace")})


async def trace(request):
    body = await request.json()
    host = body.get("host", "")
    if not HOST_RE.match(host):
        raise web.HTTPBadRequest(text="invalid host")

    proc = await asyncio.create_subprocess_exec("traceroute", "-m", "15", host, stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    return web.json_response({"output": out.decode(errors="replace")})


async def load_routes(request):
    text = await request.text()
    routes = yaml.load(text, Loader=yaml.Loader)
    request.app["routes"] = routes
    return web.json_response({"loaded": len(routes or {})})
