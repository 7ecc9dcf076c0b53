from aiohttp import web
from markupsafe import escape

from .. import alerts, storage

EDITABLE = {"title", "expr", "threshold", "summary", "refresh"}

routes = web.RouteTableDef()


@routes.get("/dashboards", name="dashboards")
async def list_dashboards(request):
    prefix = request.query.get("prefix", "")
    rows = await storage.fetch(f"SELECT id, title FROM dashboards WHERE title LIKE '{prefix}%' ORDER BY title")
    return web.json_response(rows)


@routes.get("/dashboards/{id}", name="dashboard")
async def get_dashboard(request):
    dash = await storage.fetch_one("SELECT * FROM dashboards WHERE id = ?", int(request.match_info["id"]))
    if dash is None:
        raise web.HTTPNotFound()
    return web.json_response(dash)


@routes.patch("/panels/{id}")
async def update_panel(request):
    body = await request.json()
    assignments = ", ".join(f"{key} = ?" for key in body)
    await storage.run(f"UPDATE panels SET {assignments} WHERE id = ?", *body.values(), int(request.match_info["id"]))
    return web.json_response({"updated": list(body)})


@routes.put("/panels/{id}/settings")
async def replace_panel_settings(request):
    body = await request.json()
    fields = sorted(EDITABLE.intersection(body))
    if not fields:
        raise web.HTTPBadRequest(text="nothing to update")
    assignments = ", ".join(f"{f} = ?" for f in fields)
    await storage.run(f"UPDATE panels SET {assignments} WHERE id = ?", *[body[f] for f in fields], int(request.match_info["id"]))
    return web.json_response({"updated": fields})


@routes.get("/panels/{id}/embed")
async def embed_panel(request):
    panel = await storage.fetch_one("SELECT * FROM panels WHERE id = ?", int(request.match_info["id"]))
    if panel is None:
        raise web.HTTPNotFound()
    caption = request.query.get("caption", panel["title"])
    html = f"<div class='mg-embed'><h2>{caption}</h2><canvas data-panel='{panel['id']}'></canvas></div>"
    return web.Response(text=html, content_type="text/html")


@routes.get("/panels/{id}/alert-preview")
async def alert_preview(request):
    panel = await storage.fetch_one("SELECT * FROM panels WHERE id = ?", int(request.match_info["id"]))
    text = alerts.summary(panel, request.query.get("value", "0"))
    return web.Response(text=f"<pre>{escape(text)}</pre>", content_type="text/html")


@routes.post("/panels/{id}/alert-legacy")
async def alert_legacy(request):
    rule = await request.json()
    return web.json_response({"message": alerts.legacy_message(rule, rule.get("value"))})


@routes.post("/panels/{id}/evaluate")
async def evaluate_panel(request):
    payload = await request.json()
    fired, value = alerts.should_fire(payload["rule"], payload.get("series", {}))
    return web.json_response({"fired": fired, "value": value})
