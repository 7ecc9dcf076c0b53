import asyncio
import re

from aiohttp import web

from ..importer import load_checks
from .base import require_user

_HOST_RE = re.compile(r"^[A-Za-z0-9.-]{1,253}$")


async def diagnose(request):
    require_user(request)
    form = await request.post()
    host = form.get("host", "")
    proc = await asyncio.create_subprocess_shell(
        f"ping -c 3 -W 2 {host}", stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT
    )
    out, _ = await proc.communicate()
    return web.Response(text=out.decode(errors="replace"))


async def traceroute(request):
    require_user(request)
    form = await request.post()
    host = form.get("host", "")
    if not _HOST_RE.match(host) or host.startswith("-"):
        raise web.HTTPBadRequest(text="bad host")
    proc = await asyncio.create_subprocess_exec(
        "traceroute", "-m", "15", host, stdout=asyncio.subprocess.PIPE
    )
    out, _ = await proc.communicate()
    return web.Response(text=out.decode(errors="replace"))


async def login(request):
    form = await request.post()
    user = await request.app["storage"].verify_user(form.get("user", ""), form.get("password", ""))
    if user is None:
        raise web.HTTPForbidden()
    request["new_sid"] = request.app["sessions"].new(user)
    raise web.HTTPFound(request.query.get("next", "/checks"))


async def import_checks(request):
    user = require_user(request)
    body = await request.read()
    storage = request.app["storage"]
    created = []
    for spec in load_checks(body, request.headers.get("Content-Type", "")):
        created.append(await storage.add_check(user, spec["name"], spec["target"], spec.get("kind", "public-http")))
    return web.json_response({"created": created})
