import html

from aiohttp import web

routes = web.RouteTableDef()


@routes.get("/recital")
async def recital_page(request):
    organist = request.query.get("organist", "")
    body = f"<html><body><h1>Opening recital</h1><p>Played by {organist}</p></body></html>"
    return web.Response(text=body, content_type="text/html")


@routes.get("/dedication")
async def dedication(request):
    donor = html.escape(request.query.get("donor", ""))
    return web.Response(text=f"<p>Restored with thanks to {donor}</p>", content_type="text/html")
