import html
import os

from aiohttp import web

from .. import store

routes = web.RouteTableDef()
EXPORT_DIR = os.environ.get("HOOKRELAY_EXPORTS", "/var/lib/hookrelay/exports")


@routes.get("/dashboard/deliveries/{delivery_id}")
async def delivery_detail(request):
    db = request.app["db"]
    async with db.execute("SELECT id, status, payload FROM deliveries WHERE id = ?", (int(request.match_info["delivery_id"]),)) as cur:
        row = await cur.fetchone()
    if row is None:
        raise web.HTTPNotFound()
    return web.Response(
        text=f"<h1>Delivery {row['id']}</h1><p>{row['status']}</p><pre>{row['payload']}</pre>", content_type="text/html"
    )


@routes.get("/dashboard/failed")
async def failed(request):
    rows = await store.deliveries(request.app["db"], request["owner"], "failed")
    items = "".join(f"<li>{r['id']}: {html.escape(r['payload'][:80])}</li>" for r in rows)
    return web.Response(text=f"<ul>{items}</ul>", content_type="text/html")


@routes.get("/dashboard/export")
async def download_export(request):
    path = os.path.join(EXPORT_DIR, request.query.get("file", ""))
    if not os.path.isfile(path):
        raise web.HTTPNotFound()
    return web.FileResponse(path)
