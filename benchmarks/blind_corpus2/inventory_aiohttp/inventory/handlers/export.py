import csv
import io
import os

from aiohttp import web

from .. import db, settings


async def export_csv(request):
    """POST /exports  (form field "name") -> writes a CSV snapshot of the inventory."""
    form = await request.post()
    name = form.get("name") or "snapshot"
    conn = request.app["db"]
    rows = await db.fetch_all(conn, "SELECT sku, name, location, quantity FROM items ORDER BY sku")
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=["sku", "name", "location", "quantity"])
    writer.writeheader()
    writer.writerows(rows)
    os.makedirs(settings.EXPORT_DIR, exist_ok=True)
    target = os.path.join(settings.EXPORT_DIR, name + ".csv")
    with open(target, "w", newline="") as fh:
        fh.write(buf.getvalue())
    return web.json_response({"written": os.path.basename(target), "rows": len(rows)})


async def download_export(request):
    """GET /exports/{name}"""
    name = os.path.basename(request.match_info["name"])
    path = os.path.join(settings.EXPORT_DIR, name)
    if not os.path.isfile(path):
        raise web.HTTPNotFound()
    return web.FileResponse(path, headers={"Content-Disposition": f'attachment; filename="{name}"'})
