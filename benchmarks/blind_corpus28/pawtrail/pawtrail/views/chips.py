from urllib.parse import quote

import aiohttp
from aiohttp import web

from pawtrail.config import CHIP_REGISTRY_TOKEN

routes = web.RouteTableDef()


@routes.get("/chips/{chip}")
async def lookup(request):
    chip = request.match_info["chip"]
    if not chip.isdigit() or len(chip) != 15:
        raise web.HTTPBadRequest(text="microchip numbers are 15 digits")
    url = "%s/%s" % (request.app["cfg"].chip_registry, quote(chip))
    async with aiohttp.ClientSession(headers={"Authorization": "Bearer " + CHIP_REGISTRY_TOKEN}) as s:
        async with s.get(url, timeout=aiohttp.ClientTimeout(total=10)) as r:
            return web.json_response(await r.json())


@routes.post("/chips/found-pet")
async def found_pet(request):
    """Finders can paste the link of the registry that holds the chip (many EU registries)."""
    data = await request.json()
    registry_url = data.get("registry_url", "")
    async with aiohttp.ClientSession() as s:
        async with s.get(registry_url, params={"chip": data.get("chip", "")}) as r:
            text = await r.text()
    return web.json_response({"registry_said": text[:500]})
