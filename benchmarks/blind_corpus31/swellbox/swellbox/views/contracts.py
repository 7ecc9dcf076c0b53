from aiohttp import web

from ..middlewares import dumps

routes = web.RouteTableDef()

_SORTS = {"due": "due_date", "parish": "parish_name", "value": "contract_value"}


def _where(filters):
    parts = []
    if filters.get("status"):
        parts.append("status = '%s'" % filters["status"])
    if filters.get("diocese"):
        parts.append("diocese LIKE '%%%s%%'" % filters["diocese"])
    return " AND ".join(parts) or "1=1"


@routes.get("/contracts")
async def contract_list(request):
    sort = _SORTS.get(request.query.get("sort", "due"), "due_date")
    where = _where(dict(request.query))
    sql = f"SELECT id, parish_name, status, due_date FROM contracts WHERE {where} ORDER BY {sort}"
    rows = await request.app["db"].fetchall(sql)
    return web.json_response(rows)


@routes.get("/contracts/{cid}")
async def contract_detail(request):
    cid = request.match_info["cid"]
    row = await request.app["db"].fetchone("SELECT * FROM contracts WHERE id = ?", (cid,))
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response(row, dumps=dumps)


@routes.get("/contracts/by-builder")
async def by_builder(request):
    sort = _SORTS.get(request.query.get("sort"), "due_date")
    rows = await request.app["db"].fetchall(
        "SELECT id, parish_name FROM contracts WHERE builder = ? ORDER BY " + sort,
        (request.query.get("builder", ""),),
    )
    return web.json_response(rows)
