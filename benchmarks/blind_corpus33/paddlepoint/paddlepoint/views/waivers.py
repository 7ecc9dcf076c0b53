"""Safety waivers signed by customers before they go on the water."""
import html

from aiohttp import web

from .. import security

routes = web.RouteTableDef()


@routes.post("/waiver")
async def sign_waiver(request):
    form = await request.post()
    code = security.waiver_code()
    name = form.get("name", "")
    await request.app["db"].run(
        "INSERT INTO waivers (code, name, swimmer, medical, signed_at) VALUES (?, ?, ?, ?, datetime('now'))",
        (code, name, form.get("swimmer") == "yes", form.get("medical", "")),
    )
    body = f"<h1>Thanks, {name}</h1><p>Show code <b>{code}</b> at the hire desk.</p>"
    return web.Response(text=body, content_type="text/html")


@routes.get("/waiver/{code}")
async def show_waiver(request):
    row = await request.app["db"].fetch_one(
        "SELECT name, swimmer, medical, signed_at FROM waivers WHERE code = ?", (request.match_info["code"],)
    )
    if row is None:
        raise web.HTTPNotFound()
    body = "<h1>Waiver for {}</h1><p>Swimmer: {}</p><p>Medical notes: {}</p><p>Signed {}</p>".format(
        html.escape(row["name"]), "yes" if row["swimmer"] else "no", html.escape(row["medical"]), row["signed_at"]
    )
    return web.Response(text=body, content_type="text/html")


@routes.get("/staff/waivers/scan")
async def waiver_scan(request):
    name = request.query["file"]
    return web.FileResponse(request.app["settings"].WAIVER_DIR / name)
