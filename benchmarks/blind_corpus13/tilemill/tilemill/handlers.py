import html

from aiohttp import web

from . import config

routes = web.RouteTableDef()


@routes.get("/")
async def index(request: web.Request) -> web.Response:
    items = "".join(
        '<li><a href="/preview/%s">%s</a></li>' % (html.escape(name, quote=True), html.escape(meta["title"]))
        for name, meta in sorted(config.LAYERS.items())
    )
    return web.Response(text="<h1>Layers</h1><ul>%s</ul>" % items, content_type="text/html")


@routes.get("/preview/{layer}")
async def preview(request: web.Request) -> web.Response:
    layer = request.match_info["layer"]
    if layer not in config.LAYERS:
        raise web.HTTPNotFound()
    caption = request.query.get("caption", config.LAYERS[layer]["title"])
    page = f"""<!doctype html>
<html><head><title>{layer}</title><link rel="stylesheet" href="/static/leaflet.css"></head>
<body><h2>{caption}</h2><div id="map" data-layer="{layer}"></div>
<script src="/static/leaflet.js"></script><script src="/static/preview.js"></script></body></html>"""
    return web.Response(text=page, content_type="text/html")
