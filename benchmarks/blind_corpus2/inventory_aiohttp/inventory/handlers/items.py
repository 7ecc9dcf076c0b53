from aiohttp import web

from .. import db
from ..utils import etag_for, paginate


class ItemListView(web.View):
    """GET /items?sort=name&page=2"""

    @property
    def sort_column(self):
        return self.request.query.get("sort", "name")

    async def get(self):
        conn = self.request.app["db"]
        offset, limit = paginate(self.request)
        query = "SELECT id, sku, name, location, quantity FROM items ORDER BY %s LIMIT ? OFFSET ?"
        async with conn.execute(query % self.sort_column, (limit, offset)) as cur:
            rows = [dict(r) for r in await cur.fetchall()]
        resp = web.json_response(rows)
        resp.headers["ETag"] = etag_for(rows)
        return resp


async def item_detail(request):
    item_id = int(request.match_info["item_id"])
    conn = request.app["db"]
    async with conn.execute(f"SELECT * FROM items WHERE id = {item_id}") as cur:
        row = await cur.fetchone()
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response(dict(row))


async def search_items(request):
    term = request.query.get("q", "").strip()
    location = request.query.get("location")
    conn = request.app["db"]
    sql = "SELECT id, sku, name, quantity FROM items WHERE name LIKE ?"
    params = [f"%{term}%"]
    if location:
        sql += " AND location = ?"
        params.append(location)
    async with conn.execute(sql, params) as cur:
        rows = [dict(r) for r in await cur.fetchall()]
    return web.json_response({"count": len(rows), "items": rows})


async def adjust_quantity(request):
    data = await request.post()
    sku = data["sku"]
    delta = int(data.get("delta", 0))
    conn = request.app["db"]
    await conn.execute("UPDATE items SET quantity = quantity + ? WHERE sku = ?", (delta, sku))
    await conn.commit()
    return web.json_response({"ok": True})
