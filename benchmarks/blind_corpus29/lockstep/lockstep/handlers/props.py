import asyncio

import aiohttp
from aiohttp import web

from .. import config

routes = web.RouteTableDef()

CONTROLLERS = {
    "pharaoh": "http://10.20.0.11:8000",
    "submarine": "http://10.20.0.12:8000",
    "observatory": "http://10.20.0.13:8000",
    "speakeasy": "http://10.20.0.14:8000",
}


@routes.post("/console/{room}/reset")
async def reset_room(request):
    room = request.match_info["room"]
    if room not in CONTROLLERS:
        raise web.HTTPNotFound()
    proc = await asyncio.create_subprocess_exec("/opt/lockstep/bin/reset-props", room)
    await proc.wait()
    return web.json_response({"rc": proc.returncode})


@routes.post("/console/{room}/sound")
async def play_sound(request):
    body = await request.json()
    clip = body.get("clip", "ambience.ogg")
    proc = await asyncio.create_subprocess_shell(f"paplay --device=room_{request.match_info['room']} /opt/lockstep/sounds/{clip}")
    await proc.wait()
    return web.json_response({"played": clip})


@routes.post("/console/{room}/trigger")
async def trigger(request):
    body = await request.json()
    base = body.get("controller") or CONTROLLERS.get(request.match_info["room"], "")
    async with aiohttp.ClientSession() as session:
        async with session.post(base + "/trigger", json={"prop": body.get("prop")},
                                headers={"Authorization": "Bearer " + config.PROP_API_TOKEN}) as resp:
            return web.json_response({"status": resp.status})


@routes.get("/console/{room}/status")
async def status(request):
    base = CONTROLLERS.get(request.match_info["room"])
    if base is None:
        raise web.HTTPNotFound()
    async with aiohttp.ClientSession() as session:
        async with session.get(base + "/status") as resp:
            return web.json_response(await resp.json())
