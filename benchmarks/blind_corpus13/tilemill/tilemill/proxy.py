from urllib.parse import urlencode

import aiohttp
from aiohttp import web

from . import config
from .cache import DiskCache, url_cache_name

routes = web.RouteTableDef()
_cache = DiskCache(config.CACHE_DIR)


async def _fetch(session: aiohttp.ClientSession, url: str) -> bytes:
    async with session.get(url, timeout=aiohttp.ClientTimeout(total=15)) as resp:
        resp.raise_for_status()
        return await resp.read()


@routes.get(r"/tiles/{layer}/{z:\d+}/{x:\d+}/{y:\d+}.png")
async def tile(request: web.Request) -> web.Response:
    layer = request.match_info["layer"]
    if layer not in config.LAYERS:
        raise web.HTTPNotFound()
    z, x, y = (int(request.match_info[k]) for k in ("z", "x", "y"))
    key = (layer, z, x, y)
    blob = _cache.read(key)
    if blob is None:
        upstream = config.LAYERS[layer]["url"].format(z=z, x=x, y=y)
        upstream += "?" + urlencode({"key": config.UPSTREAM_API_KEY})
        blob = await _fetch(request.app["http"], upstream)
        _cache.write(key, blob)
    return web.Response(body=blob, content_type="image/png")


@routes.get("/wms/capabilities")
async def wms_capabilities(request: web.Request) -> web.Response:
    """Lets the web editor preview third-party WMS servers."""
    service = request.query["service_url"]
    params = urlencode({"SERVICE": "WMS", "REQUEST": "GetCapabilities"})
    sep = "&" if "?" in service else "?"
    body = await _fetch(request.app["http"], service + sep + params)
    return web.Response(body=body, content_type="application/xml")


@routes.post("/styles/import")
async def import_style(request: web.Request) -> web.Response:
    data = await request.json()
    style_url = data["url"]
    if config.STYLE_HOST not in style_url:
        raise web.HTTPBadRequest(text="styles must come from the style host")
    name = url_cache_name(style_url)
    body = await _fetch(request.app["http"], style_url)
    with open(f"{config.CACHE_DIR}/styles/{name}.json", "wb") as fh:
        fh.write(body)
    return web.json_response({"id": name})
