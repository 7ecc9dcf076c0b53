import time

from aiohttp import web

STARTED = time.time()


async def healthz(request):
    return web.json_response({"status": "ok", "uptime": round(time.time() - STARTED, 1)})


async def readyz(request):
    ready = bool(request.app.get("config"))
    return web.json_response({"ready": ready}, status=200 if ready else 503)
